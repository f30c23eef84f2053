//! Match play on the HUD: both clocks on the side panel, the match's score, the resign and
//! draw buttons, the windows that confirm a resignation and answer a draw, and what the end
//! panel says of the match.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::clock::Showing;
use konakis_engine::pairing::{By, Pairing, Player as InMatch, Verdict};
use konakis_engine::{Outcome, Reason, Side};

use super::windows::HudWindows;
use crate::game::clock::{ClockHeld, TurnClock};
use crate::game::offers::{DrawOffer, Offer};
use crate::game::session::{Player, Session};
use crate::i18n::{Locale, side_key};
use crate::tr;

/// A resignation waiting for its confirmation: the side resigning.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResignAsked(pub Option<Side>);

/// What the side panel needs of match play.
pub(crate) struct MatchView {
    /// The milliseconds spent on the move in progress.
    pub spent_ms: u64,
    /// The side offering a draw, while it waits.
    pub offer_from: Option<Side>,
    /// The computer is weighing an offered draw.
    pub weighing: bool,
    /// The draw last offered in this position was declined.
    pub declined: bool,
}

/// What a click on the match part of the panel asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum MatchClick {
    /// Ask to confirm resigning for this side.
    Resign(Side),
    /// Offer a draw for this side.
    OfferDraw(Side),
}

/// `4:59`, `0:08.3` under ten seconds (with the language's decimal mark), `1:02:03` past an
/// hour.
pub fn clock_text(l: &Locale, ms: u64) -> String {
    let (hours, minutes, seconds) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else if ms < 10_000 {
        let mark = l.fixed(0.5, 1).chars().nth(1).unwrap_or('.');
        format!("{minutes}:{seconds:02}{mark}{}", ms / 100 % 10)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// What `side`'s clock shows: its time after the last move, or, on move, as it runs; nothing
/// left once it ran out.
fn showing(session: &Session, side: Side, spent_ms: u64) -> Option<Showing> {
    let clock = session.clock.as_ref()?;
    let out = Outcome::win(side.opponent(), Reason::Time);
    if session.outcome() == Some(out) {
        return Some(Showing {
            main_ms: 0,
            period_ms: None,
            periods: 0,
        });
    }
    let ply = session.game.ply();
    let running = side == session.game.to_move() && session.outcome().is_none();
    let spent = if running { spent_ms } else { 0 };
    Some(clock.showing(ply, side, spent).unwrap_or(Showing {
        main_ms: 0,
        period_ms: None,
        periods: 0,
    }))
}

/// Both clocks, the one running in bold with a mark.
pub(crate) fn clocks(ui: &mut egui::Ui, l: &Locale, session: &Session, view: &MatchView) {
    if session.clock.is_none() {
        return;
    }
    egui::Grid::new("clocks")
        .num_columns(2)
        .min_col_width(90.0)
        .show(ui, |ui| {
            for side in [Side::Attackers, Side::Defenders] {
                if let Some(shown) = showing(session, side, view.spent_ms) {
                    clock_row(ui, l, session, side, shown);
                }
            }
        });
    ui.separator();
}

/// One side's clock: its name, then its time (in byo-yomi, the period's) and the periods.
fn clock_row(ui: &mut egui::Ui, l: &Locale, session: &Session, side: Side, shown: Showing) {
    let running = side == session.game.to_move() && session.outcome().is_none();
    let in_periods = shown.period_ms.filter(|_| shown.main_ms == 0);
    let time = clock_text(l, in_periods.unwrap_or(shown.main_ms));
    let periods = match in_periods {
        Some(_) => Some(tr!(l, "clock-byo-yomi", periods = shown.periods)),
        None if shown.periods > 0 => {
            Some(tr!(l, "clock-main-and-periods", periods = shown.periods))
        }
        None => None,
    };
    let low = shown.main_ms < 10_000 && shown.period_ms.is_none();
    let mut text = egui::RichText::new(time).size(20.0).monospace();
    let mut name = egui::RichText::new(crate::i18n::side_title(l, side));
    if running {
        text = text.strong();
        name = name.strong();
    }
    if low && running {
        text = text.color(egui::Color32::from_rgb(230, 90, 70));
    }
    ui.label(name);
    ui.horizontal(|ui| {
        ui.label(text);
        if let Some(periods) = periods {
            ui.label(egui::RichText::new(periods).small());
        }
    });
    ui.end_row();
}

/// The name of a match's player: the level for the computer, "you" against it, else the
/// player's number.
fn player_name(l: &Locale, session: &Session, who: InMatch) -> String {
    let index = session.game_in_match().unwrap_or(0);
    let side = if Pairing::player_in(index, Side::Attackers) == who {
        Side::Attackers
    } else {
        Side::Defenders
    };
    match session.players.of(side) {
        Player::Computer { level, .. } => level.name().to_string(),
        _ if session.has_computer() => tr!(l, "match-you"),
        _ => match who {
            InMatch::First => tr!(l, "match-player", number = 1),
            InMatch::Second => tr!(l, "match-player", number = 2),
        },
    }
}

/// "Match: game 2 of 4", then the score.
pub(crate) fn match_line(ui: &mut egui::Ui, l: &Locale, session: &Session) {
    let Some(pairing) = &session.pairing else {
        return;
    };
    let game = session.game_in_match().unwrap_or(0) + 1;
    let heading = tr!(l, "match-game", game = game, games = pairing.games());
    ui.label(egui::RichText::new(heading).small());
    ui.label(egui::RichText::new(score_text(l, session, pairing)).strong());
    ui.separator();
}

fn score_text(l: &Locale, session: &Session, pairing: &Pairing) -> String {
    let points = |who| {
        l.fixed(pairing.halves(who) as f64 / 2.0, 1)
            .replace(",0", "")
            .replace(".0", "")
    };
    tr!(
        l,
        "match-score",
        first = player_name(l, session, InMatch::First),
        first_points = points(InMatch::First),
        second = player_name(l, session, InMatch::Second),
        second_points = points(InMatch::Second)
    )
}

/// What the end panel says of the match: the score, and who took it once it is over.
pub(crate) fn match_result(ui: &mut egui::Ui, l: &Locale, session: &Session) {
    let Some(pairing) = &session.pairing else {
        return;
    };
    ui.label(egui::RichText::new(score_text(l, session, pairing)).strong());
    let Some(verdict) = pairing.verdict() else {
        return;
    };
    let said = match verdict {
        Verdict::Won(who, By::Points) => {
            tr!(l, "match-won-points", player = player_name(l, session, who))
        }
        Verdict::Won(who, By::FasterWin) => {
            tr!(l, "match-won-faster", player = player_name(l, session, who))
        }
        Verdict::Even => tr!(l, "match-even"),
    };
    ui.label(egui::RichText::new(said).size(20.0).strong());
}

/// The side a person resigns or offers a draw for: the side to move if a person plays it,
/// else the person's side against the computer.
fn speaker(session: &Session) -> Option<Side> {
    let to_move = session.game.to_move();
    [to_move, to_move.opponent()]
        .into_iter()
        .find(|&side| session.players.of(side).is_person())
}

/// Resign and offer a draw (in the row of undo and redo, which a formal game has not), with
/// what became of the last offer.
pub(crate) fn buttons(
    ui: &mut egui::Ui,
    l: &Locale,
    session: &Session,
    view: &MatchView,
    clicks: &mut Vec<MatchClick>,
) {
    let live = session.is_play() && !session.replaying && session.outcome().is_none();
    let Some(side) = speaker(session).filter(|_| live) else {
        return;
    };
    if ui.button(format!("⚑ {}", tr!(l, "panel-resign"))).clicked() {
        clicks.push(MatchClick::Resign(side));
    }
    let can_offer = view.offer_from.is_none() && !view.declined;
    let offer = egui::Button::new(format!("½ {}", tr!(l, "panel-offer-draw")));
    if ui.add_enabled(can_offer, offer).clicked() {
        clicks.push(MatchClick::OfferDraw(side));
    }
}

/// What became of the last draw offered.
pub(crate) fn offer_note(ui: &mut egui::Ui, l: &Locale, view: &MatchView) {
    if view.weighing {
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            ui.label(tr!(l, "draw-weighing"));
        });
    } else if view.declined {
        ui.label(egui::RichText::new(tr!(l, "draw-declined")).weak());
    }
}

/// The confirmation of a resignation, and a person's answer to a draw offered by the other.
pub(super) fn match_windows(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut asked: ResMut<ResignAsked>,
    offer: Res<DrawOffer>,
    mut offers: MessageWriter<Offer>,
    locale: Res<Locale>,
) -> Result {
    let l = &*locale;
    let ctx = contexts.ctx_mut()?;
    if let Some(side) = asked.0 {
        egui::Window::new(tr!(l, "resign-title"))
            .id(egui::Id::new("resign"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(-150.0, 0.0))
            .show(ctx, |ui| {
                ui.label(tr!(l, "resign-question", side = side_key(side)));
                ui.horizontal(|ui| {
                    if ui.button(tr!(l, "resign-yes")).clicked() {
                        offers.write(Offer::Resign(side));
                        asked.0 = None;
                    }
                    if ui.button(tr!(l, "resign-no")).clicked() {
                        asked.0 = None;
                    }
                });
            });
    }
    let Some(from) = offer.from.filter(|_| !offer.is_weighing()) else {
        return Ok(());
    };
    if !session.players.of(from.opponent()).is_person() {
        return Ok(());
    }
    egui::Window::new(tr!(l, "draw-title"))
        .id(egui::Id::new("draw offer"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(-150.0, 0.0))
        .show(ctx, |ui| {
            ui.label(tr!(l, "draw-question", side = side_key(from)));
            ui.horizontal(|ui| {
                if ui.button(tr!(l, "draw-accept")).clicked() {
                    offers.write(Offer::Answer(true));
                }
                if ui.button(tr!(l, "draw-decline")).clicked() {
                    offers.write(Offer::Answer(false));
                }
            });
        });
    Ok(())
}

/// A dialog open in a game between people holds their clock (a move waiting for its
/// confirmation does not: confirming is part of the move).
pub(super) fn hold_clock(
    windows: Res<HudWindows>,
    asked: Res<ResignAsked>,
    offer: Res<DrawOffer>,
    mut held: ResMut<ClockHeld>,
) {
    let open = windows.settings || windows.load || asked.0.is_some() || offer.from.is_some();
    if held.0 != open {
        held.0 = open;
    }
}

/// The panel's view of match play, gathered from the model.
pub(crate) fn match_view(session: &Session, turn: &TurnClock, offer: &DrawOffer) -> MatchView {
    MatchView {
        spent_ms: turn.spent_on(session),
        offer_from: offer.from,
        weighing: offer.is_weighing(),
        declined: offer.declined,
    }
}
