//! What egui draws over the board: the replay bar of a finished game, the raichi, tuichi and
//! "Odpoczynek!" banners, a short note (why a move was refused, a turn that passes), the
//! choice of the piece to take, and the game-over panel.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::Announcement;

use super::side_label;
use crate::Screen;
use crate::game::dice::TurnPasses;
use crate::game::input::{AttemptRefused, CancelSelection, SquareActivated};
use crate::game::selection::CaptureChoice;
use crate::game::session::{GameCommand, MoveRefused, Session};
use crate::game::turn::announced;
use crate::view::camera::PanelInsets;

/// A short note shown over the board (why a move was refused, a turn that passes).
#[derive(Resource, Default)]
pub(super) struct Toast {
    text: String,
    shown_at: f32,
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
        .map(|r| format!("{}: {}", r.mv, r.reason))
        .chain(attempts.read().map(|a| a.reason.clone()))
        .chain(passes.read().map(|p| {
            format!(
                "Throw of {}: no move for the {}, the turn passes",
                p.roll,
                p.side.name()
            )
        }));
    for text in notes {
        toast.text = text;
        toast.shown_at = time.elapsed_secs();
    }
}

/// Moving through a finished game.
pub(super) fn replay_bar(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut insets: ResMut<PanelInsets>,
    mut commands_out: MessageWriter<GameCommand>,
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
                            ui.label("Replay");
                            let (mut ply, total) = (game.ply(), game.total_plies());
                            if ui.button("⏮").clicked() {
                                commands_out.write(GameCommand::GoTo(0));
                            }
                            if ui.button("◀").clicked() && ply > 0 {
                                commands_out.write(GameCommand::GoTo(ply - 1));
                            }
                            let slider = egui::Slider::new(&mut ply, 0..=total).text("move");
                            if ui.add(slider).changed() {
                                commands_out.write(GameCommand::GoTo(ply));
                            }
                            if ui.button("▶").clicked() && ply < total {
                                commands_out.write(GameCommand::GoTo(ply + 1));
                            }
                            if ui.button("Back to the end").clicked() {
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

/// The banner's word, its meaning, and its colour.
fn banner_words(announcement: Announcement) -> (&'static str, &'static str, egui::Color32) {
    let red = egui::Color32::from_rgb(120, 32, 24);
    match announcement {
        Announcement::Raichi => ("Raichi!", "The king has an open road to freedom.", red),
        Announcement::Tuichi => (
            "Tuichi!",
            "The king has two open roads: one cannot block both.",
            red,
        ),
        Announcement::Rest => (
            "Odpoczynek!",
            "The king rests between two attackers: only he may stop there.",
            egui::Color32::from_rgb(34, 62, 96),
        ),
    }
}

/// Raichi / tuichi: the king threatens to escape; "Odpoczynek!": he rests between two
/// attackers (Polish rule 7).
pub(super) fn banner(
    mut contexts: EguiContexts,
    session: Res<Session>,
    insets: Res<PanelInsets>,
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
            for announcement in said {
                let (word, meaning, fill) = banner_words(announcement);
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
) -> Result {
    let Some((from, to)) = choice.slide else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let pos = session.game.position();
    egui::Window::new("Which piece do you take?")
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_BOTTOM,
            egui::vec2(-insets.right / 2.0, -60.0 - insets.bottom),
        )
        .show(ctx, |ui| {
            ui.label(format!(
                "{from}-{to} closes in on several pieces, and one move takes only one."
            ));
            ui.label(egui::RichText::new("Choose here, or click it on the board.").weak());
            ui.horizontal_wrapped(|ui| {
                for victim in choice.victims.iter() {
                    let what = pos.piece_at(victim).map_or("piece", piece_name);
                    if ui.button(format!("Take the {what} on {victim}")).clicked() {
                        activate.write(SquareActivated(victim));
                    }
                }
                if ui.button("Cancel").clicked() {
                    cancel.write(CancelSelection);
                }
            });
        });
    Ok(())
}

/// "attacker", "defender" or "king".
fn piece_name(piece: konakis_engine::Piece) -> &'static str {
    match piece {
        konakis_engine::Piece::Attacker => "attacker",
        konakis_engine::Piece::Defender => "defender",
        konakis_engine::Piece::King => "king",
    }
}

/// A refusal or a note, for a few seconds.
pub(super) fn toast(
    mut contexts: EguiContexts,
    toast: Res<Toast>,
    time: Res<Time>,
    insets: Res<PanelInsets>,
) -> Result {
    if toast.text.is_empty() || time.elapsed_secs() - toast.shown_at >= TOAST_SECS {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let offset = egui::vec2(-insets.right / 2.0, -20.0 - insets.bottom);
    egui::Area::new("toast".into())
        .anchor(egui::Align2::CENTER_BOTTOM, offset)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.label(&toast.text);
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
) -> Result {
    let Some(outcome) = session.outcome().filter(|_| !session.replaying) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let game = &session.game;
    egui::Window::new("The game is over")
        .collapsible(false)
        .resizable(false)
        .anchor(
            egui::Align2::CENTER_CENTER,
            egui::vec2(-insets.right / 2.0, 0.0),
        )
        .show(ctx, |ui| {
            let title = match outcome.winner {
                Some(side) => format!("{} win!", side_label(side)),
                None => "A draw.".into(),
            };
            ui.label(egui::RichText::new(title).size(30.0).strong());
            ui.label(outcome.reason.describe());
            ui.label(format!("after {} moves", game.ply()));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("New game").clicked() {
                    next_screen.set(Screen::NewGame);
                }
                if ui.button("Rematch, sides swapped").clicked() {
                    let fresh = konakis_engine::Game::from_position(
                        game.variant().clone(),
                        game.start_position(),
                    );
                    let players = session.players.swapped();
                    commands_out.write(GameCommand::Start(Box::new(fresh), players));
                }
                if ui.button("Replay").clicked() {
                    commands_out.write(GameCommand::GoTo(0));
                }
            });
        });
    Ok(())
}
