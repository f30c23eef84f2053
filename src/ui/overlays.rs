//! What egui draws over the board: the replay bar of a finished game, the raichi, tuichi and
//! "Odpoczynek!" banners, a short note (why a move was refused, a turn that passes), the
//! choice of the piece to take, and the game-over panel.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::clock::Clock;
use konakis_engine::pairing::Pairing;
use konakis_engine::{Announcement, Bits, Game, Reason};

use super::panel::PANEL_WIDTH;
use crate::Screen;
use crate::game::board::BoardRoot;
use crate::game::confirm::{Confirmation, PendingMove};
use crate::game::dice::TurnPasses;
use crate::game::input::{Attempt, AttemptRefused, CancelSelection, SquareActivated};
use crate::game::review::ReviewCommand;
use crate::game::selection::CaptureChoice;
use crate::game::session::{GameCommand, MatchPlay, MoveRefused, Session};
use crate::game::threats::BoardThreats;
use crate::game::turn::announced;
use crate::i18n::{
    Locale, announcement, ending_sentence, piece_key, reason_sentence, refusal, result_title,
    side_key,
};
use crate::tr;
use crate::ui::match_panel::match_result;
use crate::view::BoardView;
use crate::view::camera::PanelInsets;
use crate::view::screen::{place_clearest, square_on_screen};
use crate::view::solid::camera::Orbit;

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
/// attackers (Polish rule 7). Placed clear of the king, his roads and the threat marks, and
/// of the pieces where the board leaves room.
pub(super) fn banner(
    mut contexts: EguiContexts,
    session: Res<Session>,
    board: BoardOnScreen,
    threats: Res<BoardThreats>,
    mut size: Local<Option<egui::Vec2>>,
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
    let pos = session.game.position();
    let roads = session.variant().king_roads(&pos);
    let marked = threats.in_danger | threats.king_takers;
    let matter: Bits = roads
        .into_iter()
        .flatten()
        .chain(pos.king())
        .collect::<Bits>()
        | marked;
    let wanted = size.unwrap_or(egui::vec2(300.0, 90.0));
    let at = board.clear_of(ctx, &session.game, matter, wanted, true);
    let shown = egui::Area::new("banner".into())
        .fixed_pos(at)
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
    *size = Some(shown.response.rect.size());
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

/// The board's part of the screen, in the HUD's points.
fn board_area(ctx: &egui::Context, insets: &PanelInsets) -> egui::Rect {
    let screen = ctx.content_rect();
    egui::Rect::from_min_max(
        screen.min + egui::vec2(insets.left, insets.top),
        screen.max - egui::vec2(insets.right, insets.bottom),
    )
}

/// Where the board's squares are on screen, and where a panel goes clear of some of them.
#[derive(SystemParam)]
pub(super) struct BoardOnScreen<'w, 's> {
    view: Res<'w, State<BoardView>>,
    orbit: Option<Res<'w, Orbit>>,
    boards: Query<'w, 's, &'static BoardRoot>,
    insets: Res<'w, PanelInsets>,
}

impl BoardOnScreen<'_, '_> {
    /// The top-left corner for a panel of `size` that covers none of `squares`, nor the
    /// pieces where the board leaves room for that: on the board where it leaves room, else
    /// over the foot of the side panel (its move list).
    fn clear_of(
        &self,
        ctx: &egui::Context,
        game: &Game,
        squares: Bits,
        size: egui::Vec2,
        prefer_top: bool,
    ) -> egui::Pos2 {
        let area = board_area(ctx, &self.insets);
        let bevy_area = Rect::new(area.min.x, area.min.y, area.max.x, area.max.y);
        let orbit = self.orbit.as_deref().copied().unwrap_or_default();
        let rects = |set: Bits| -> Vec<Rect> {
            match self.boards.single() {
                Ok(board) => set
                    .iter()
                    .map(|sq| square_on_screen(**self.view, &orbit, board.size, bevy_area, sq))
                    .collect(),
                Err(_) => Vec::new(),
            }
        };
        let pieces = game.position().occupied();
        let wanted = Vec2::new(size.x, size.y);
        match place_clearest(
            wanted,
            bevy_area,
            &rects(squares),
            &rects(pieces),
            prefer_top,
        ) {
            Some(at) => egui::pos2(at.x, at.y),
            None => {
                let screen = ctx.content_rect();
                egui::pos2(
                    screen.right() - size.x - 10.0,
                    screen.bottom() - size.y - 10.0,
                )
            }
        }
    }
}

/// A move held for the player's word: every move (couch play), or one the guard warns of.
pub(super) fn pending_move(
    mut contexts: EguiContexts,
    pending: Res<PendingMove>,
    insets: Res<PanelInsets>,
    mut answers: MessageWriter<Confirmation>,
    locale: Res<Locale>,
) -> Result {
    let l = &*locale;
    let Some(held) = pending.0 else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(tr!(l, "confirm-title", mv = held.mv.to_string()))
        .id(egui::Id::new("confirm move"))
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_BOTTOM,
            egui::vec2(-insets.right / 2.0, -60.0 - insets.bottom),
        )
        .show(ctx, |ui| {
            if let Some(danger) = held.danger {
                let reply = danger.reply.to_string();
                let warning = match danger.reason {
                    Reason::KingEscaped => tr!(l, "confirm-danger-escape", reply = reply),
                    Reason::KingCaptured => tr!(l, "confirm-danger-captured", reply = reply),
                    other => tr!(
                        l,
                        "confirm-danger-other",
                        reply = reply,
                        reason = reason_sentence(l, other)
                    ),
                };
                ui.label(egui::RichText::new(warning).color(egui::Color32::from_rgb(240, 170, 90)));
            }
            ui.horizontal(|ui| {
                if ui.button(tr!(l, "confirm-play")).clicked() {
                    answers.write(Confirmation::Play);
                }
                if ui.button(tr!(l, "confirm-take-back")).clicked() {
                    answers.write(Confirmation::TakeBack);
                }
            });
            ui.label(egui::RichText::new(tr!(l, "confirm-keys")).small().weak());
        });
    Ok(())
}

/// The same game again with sides swapped: the same clock, afresh; a match starts over.
fn rematch(session: &Session) -> GameCommand {
    let game = session.game.clone();
    let fresh = konakis_engine::Game::from_position(game.variant().clone(), game.start_position());
    let play = MatchPlay {
        clock: session.clock.as_ref().map(|c| Clock::new(c.control())),
        pairing: session.pairing.as_ref().map(|p| Pairing::new(p.pairs())),
    };
    GameCommand::StartTimed(Box::new(fresh), session.players.swapped(), Box::new(play))
}

/// Who won and why (and, in a match, its score), with the match's next game or a rematch,
/// a new game and a replay; placed where it covers none of the squares that decided it.
pub(super) fn game_over(
    mut contexts: EguiContexts,
    session: Res<Session>,
    threats: Res<BoardThreats>,
    board: BoardOnScreen,
    (mut commands_out, mut review): (MessageWriter<GameCommand>, MessageWriter<ReviewCommand>),
    mut next_screen: ResMut<NextState<Screen>>,
    mut size: Local<Option<egui::Vec2>>,
    locale: Res<Locale>,
) -> Result {
    let l = &*locale;
    let Some(outcome) = session.outcome().filter(|_| !session.replaying) else {
        return Ok(());
    };
    if !session.is_play() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let game = &session.game;
    let wanted = size.unwrap_or(egui::vec2(PANEL_WIDTH - 20.0, 240.0));
    let at = board.clear_of(ctx, game, threats.deciding, wanted, false);
    // No wider than the side panel, over whose foot it goes where the board leaves no room.
    let shown = egui::Window::new(tr!(l, "end-title"))
        .id(egui::Id::new("game over"))
        .collapsible(false)
        .resizable(false)
        .max_width(PANEL_WIDTH - 30.0)
        .fixed_pos(at)
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(result_title(l, outcome))
                    .size(30.0)
                    .strong(),
            );
            ui.label(ending_sentence(l, outcome));
            ui.label(tr!(l, "end-after-moves", moves = game.ply()));
            if !outcome.reason.by_players() {
                ui.label(egui::RichText::new(tr!(l, "end-marked")).small().weak());
            }
            match_result(ui, l, &session);
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                if let Some((next, players, play)) = session.next_in_match() {
                    if ui.button(tr!(l, "end-next-game")).clicked() {
                        let next = GameCommand::StartTimed(Box::new(next), players, Box::new(play));
                        commands_out.write(next);
                    }
                } else if ui.button(tr!(l, "end-rematch")).clicked() {
                    commands_out.write(rematch(&session));
                }
                if ui.button(tr!(l, "end-new-game")).clicked() {
                    next_screen.set(Screen::NewGame);
                }
                if ui.button(tr!(l, "end-replay")).clicked() {
                    commands_out.write(GameCommand::GoTo(0));
                }
                if ui.button(tr!(l, "end-review")).clicked() {
                    review.write(ReviewCommand::Open);
                }
            });
        });
    if let Some(shown) = shown {
        *size = Some(shown.response.rect.size());
    }
    Ok(())
}
