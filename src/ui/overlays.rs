//! What egui draws over the board: the replay bar of a finished game, the raichi, tuichi and
//! "Odpoczynek!" banners, a short note (why a move was refused, a turn that passes), the
//! choice of the piece to take, and the game-over panel.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::Announcement;

use crate::Screen;
use crate::game::dice::TurnPasses;
use crate::game::input::{Attempt, AttemptRefused, CancelSelection, SquareActivated};
use crate::game::selection::CaptureChoice;
use crate::game::session::{GameCommand, MoveRefused, Session};
use crate::game::turn::announced;
use crate::i18n::{
    Locale, announcement, piece_key, reason_sentence, refusal, result_title, side_key,
};
use crate::tr;
use crate::view::camera::PanelInsets;

/// A short note shown over the board (why a move was refused, a turn that passes), kept as
/// what happened and worded when drawn, in the language in force.
#[derive(Resource, Default)]
pub(super) struct Toast {
    note: Option<Note>,
    shown_at: f32,
}

/// What a note says.
#[derive(Clone, Debug)]
enum Note {
    /// The rules refused a move.
    Refused(MoveRefused),
    /// The game refused an attempt before the rules saw it.
    Attempt(Attempt),
    /// A throw allowed no move.
    Passes(TurnPasses),
}

impl Note {
    fn words(&self, l: &Locale) -> String {
        match self {
            Note::Refused(r) => format!("{}: {}", r.mv, refusal(l, &r.reason)),
            Note::Attempt(Attempt::OpponentsPiece(side)) => {
                tr!(l, "attempt-opponents-piece", side = side_key(*side))
            }
            Note::Attempt(Attempt::NothingSelected) => tr!(l, "attempt-nothing-selected"),
            Note::Passes(p) => {
                tr!(
                    l,
                    "overlay-turn-passes",
                    roll = p.roll,
                    side = side_key(p.side)
                )
            }
        }
    }
}

/// Seconds a note stays.
const TOAST_SECS: f32 = 3.0;

pub(super) fn collect_toasts(
    mut refused: MessageReader<MoveRefused>,
    mut attempts: MessageReader<AttemptRefused>,
    mut passes: MessageReader<TurnPasses>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    let notes = refused
        .read()
        .map(|r| Note::Refused(r.clone()))
        .chain(attempts.read().map(|a| Note::Attempt(a.why)))
        .chain(passes.read().map(|p| Note::Passes(*p)));
    for note in notes {
        toast.note = Some(note);
        toast.shown_at = time.elapsed_secs();
    }
}

/// Moving through a finished game.
pub(super) fn replay_bar(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut insets: ResMut<PanelInsets>,
    mut commands_out: MessageWriter<GameCommand>,
    locale: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut bottom = 0.0;
    if session.replaying {
        let width = ctx.content_rect().width() - insets.right - 16.0;
        let game = &session.game;
        let bar = egui::Area::new("replay".into())
            .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(ui.visuals().panel_fill)
                    .inner_margin(egui::Margin::same(8))
                    .show(ui, |ui| {
                        ui.set_width(width);
                        ui.horizontal(|ui| {
                            ui.label(tr!(locale, "overlay-replay"));
                            let (mut ply, total) = (game.ply(), game.total_plies());
                            if ui.button("⏮").clicked() {
                                commands_out.write(GameCommand::GoTo(0));
                            }
                            if ui.button("◀").clicked() && ply > 0 {
                                commands_out.write(GameCommand::GoTo(ply - 1));
                            }
                            let slider = egui::Slider::new(&mut ply, 0..=total)
                                .text(tr!(locale, "overlay-replay-move"));
                            if ui.add(slider).changed() {
                                commands_out.write(GameCommand::GoTo(ply));
                            }
                            if ui.button("▶").clicked() && ply < total {
                                commands_out.write(GameCommand::GoTo(ply + 1));
                            }
                            if ui.button(tr!(locale, "overlay-replay-end")).clicked() {
                                commands_out.write(GameCommand::EndReplay);
                            }
                        });
                    });
            });
        bottom = bar.response.rect.height();
    }
    if insets.bottom != bottom {
        insets.bottom = bottom;
    }
    Ok(())
}

/// The banner's colour: red for a threat to escape, blue for the king's rest.
fn banner_colour(said: Announcement) -> egui::Color32 {
    match said {
        Announcement::Raichi | Announcement::Tuichi => egui::Color32::from_rgb(120, 32, 24),
        Announcement::Rest => egui::Color32::from_rgb(34, 62, 96),
    }
}

/// Raichi / tuichi: the king threatens to escape; "Odpoczynek!": he rests between two
/// attackers (Polish rule 7).
pub(super) fn banner(
    mut contexts: EguiContexts,
    session: Res<Session>,
    insets: Res<PanelInsets>,
    locale: Res<Locale>,
) -> Result {
    if session.outcome().is_some() {
        return Ok(());
    }
    let said = announced(&session);
    if said.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("banner".into())
        .anchor(
            egui::Align2::CENTER_TOP,
            egui::vec2(-insets.right / 2.0, 12.0),
        )
        .show(ctx, |ui| {
            for said in said {
                let (word, meaning) = announcement(&locale, said);
                let fill = banner_colour(said);
                egui::Frame::window(ui.style()).fill(fill).show(ui, |ui| {
                    let gold = egui::Color32::from_rgb(255, 226, 150);
                    ui.label(egui::RichText::new(word).size(28.0).strong().color(gold));
                    ui.label(meaning);
                });
            }
        });
    Ok(())
}

/// A move that could take several pieces: the player says which (or clicks it on the board).
pub(super) fn capture_choice(
    mut contexts: EguiContexts,
    choice: Res<CaptureChoice>,
    session: Res<Session>,
    insets: Res<PanelInsets>,
    mut activate: MessageWriter<SquareActivated>,
    mut cancel: MessageWriter<CancelSelection>,
    locale: Res<Locale>,
) -> Result {
    let l = &*locale;
    let Some((from, to)) = choice.slide else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let pos = session.game.position();
    egui::Window::new(tr!(l, "overlay-capture-title"))
        .id(egui::Id::new("capture choice"))
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_BOTTOM,
            egui::vec2(-insets.right / 2.0, -60.0 - insets.bottom),
        )
        .show(ctx, |ui| {
            let mv = format!("{from}-{to}");
            ui.label(tr!(l, "overlay-capture-why", mv = mv));
            ui.label(egui::RichText::new(tr!(l, "overlay-capture-how")).weak());
            ui.horizontal_wrapped(|ui| {
                for victim in choice.victims.iter() {
                    let what = pos.piece_at(victim).map_or("piece", piece_key);
                    let take = tr!(
                        l,
                        "overlay-capture-take",
                        piece = what,
                        square = victim.to_string()
                    );
                    if ui.button(take).clicked() {
                        activate.write(SquareActivated(victim));
                    }
                }
                if ui.button(tr!(l, "overlay-cancel")).clicked() {
                    cancel.write(CancelSelection);
                }
            });
        });
    Ok(())
}

/// A refusal or a note, for a few seconds.
pub(super) fn toast(
    mut contexts: EguiContexts,
    toast: Res<Toast>,
    time: Res<Time>,
    insets: Res<PanelInsets>,
    locale: Res<Locale>,
) -> Result {
    let Some(note) = &toast.note else {
        return Ok(());
    };
    if time.elapsed_secs() - toast.shown_at >= TOAST_SECS {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let offset = egui::vec2(-insets.right / 2.0, -20.0 - insets.bottom);
    egui::Area::new("toast".into())
        .anchor(egui::Align2::CENTER_BOTTOM, offset)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.label(note.words(&locale));
            });
        });
    Ok(())
}

/// Who won and why, with a new game, a rematch and a replay.
pub(super) fn game_over(
    mut contexts: EguiContexts,
    session: Res<Session>,
    insets: Res<PanelInsets>,
    mut commands_out: MessageWriter<GameCommand>,
    mut next_screen: ResMut<NextState<Screen>>,
    locale: Res<Locale>,
) -> Result {
    let l = &*locale;
    let Some(outcome) = session.outcome().filter(|_| !session.replaying) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let game = &session.game;
    egui::Window::new(tr!(l, "end-title"))
        .id(egui::Id::new("game over"))
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_CENTER,
            egui::vec2(-insets.right / 2.0, 0.0),
        )
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(result_title(l, outcome))
                    .size(30.0)
                    .strong(),
            );
            ui.label(reason_sentence(l, outcome.reason));
            ui.label(tr!(l, "end-after-moves", moves = game.ply()));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(tr!(l, "end-new-game")).clicked() {
                    next_screen.set(Screen::NewGame);
                }
                if ui.button(tr!(l, "end-rematch")).clicked() {
                    let fresh = konakis_engine::Game::from_position(
                        game.variant().clone(),
                        game.start_position(),
                    );
                    let players = session.players.swapped();
                    commands_out.write(GameCommand::Start(Box::new(fresh), players));
                }
                if ui.button(tr!(l, "end-replay")).clicked() {
                    commands_out.write(GameCommand::GoTo(0));
                }
            });
        });
    Ok(())
}
