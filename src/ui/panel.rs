//! The side panel: the variant, its rules in brief and the players, whose turn or the result
//! (with the throw, in dice games), what each side has taken, the buttons (undo, redo, hint,
//! save, load, settings, the view and its camera), and the move list. Each part is a short
//! function; the buttons only send messages.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::{Game, Piece, PlayedMove, Side};

use super::brief::rules_brief;
use super::die::{paint_die, throw_meaning, tumble};
use super::windows::HudWindows;
use super::{piece_icon, side_label};
use crate::Screen;
use crate::game::ai::{ComputerMove, Hint, HintRequested, has_choice};
use crate::game::dice::DieRoll;
use crate::game::session::{GameCommand, Player, Session};
use crate::game::turn::TurnPhase;
use crate::persist::{ListSavesRequested, SaveRequested};
use crate::view::camera::PanelInsets;
use crate::view::solid::camera::{Snap, SnapView};
use crate::view::{BoardView, ToggleView};

/// Width of the side panel in logical pixels.
pub const PANEL_WIDTH: f32 = 300.0;

/// What the panel's buttons send.
#[derive(SystemParam)]
pub(super) struct PanelActions<'w> {
    commands: MessageWriter<'w, GameCommand>,
    hint: MessageWriter<'w, HintRequested>,
    save: MessageWriter<'w, SaveRequested>,
    list_saves: MessageWriter<'w, ListSavesRequested>,
    toggle_view: MessageWriter<'w, ToggleView>,
    snap: MessageWriter<'w, SnapView>,
    windows: ResMut<'w, HudWindows>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

/// The panel on the right of the window.
pub(super) fn side_panel(
    mut contexts: EguiContexts,
    session: Res<Session>,
    phase: Res<State<TurnPhase>>,
    computer: Res<ComputerMove>,
    hint: Res<Hint>,
    die: Res<DieRoll>,
    view: Res<State<BoardView>>,
    mut insets: ResMut<PanelInsets>,
    mut actions: PanelActions,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // Drawn in an area, not a root panel: egui then knows the board beside it is not its
    // own, and clicks there reach the board's picking.
    let screen = ctx.content_rect();
    egui::Area::new("game-panel".into())
        .fixed_pos(egui::pos2(screen.right() - PANEL_WIDTH, screen.top()))
        .order(egui::Order::Middle)
        .show(&ctx, |ui| {
            egui::Frame::new()
                .fill(ui.visuals().panel_fill)
                .inner_margin(egui::Margin::same(10))
                .show(ui, |ui| {
                    ui.set_width(PANEL_WIDTH - 20.0);
                    ui.set_min_height(screen.height() - 20.0);
                    ui.set_max_height(screen.height() - 20.0);
                    header(ui, &session);
                    status(ui, &session, **phase, &computer);
                    throw(ui, &session, &die);
                    trays(ui, &session.game);
                    game_buttons(ui, &session, &hint, &mut actions);
                    view_buttons(ui, **view, &mut actions);
                    move_list(ui, &session.game);
                });
        });
    if insets.right != PANEL_WIDTH {
        insets.right = PANEL_WIDTH;
    }
    Ok(())
}

fn player_label(player: Player) -> String {
    match player {
        Player::Human => "Human".into(),
        Player::Computer { level, .. } => {
            format!("Computer: {}", level.name())
        }
    }
}

/// The variant, its rules in brief, and who plays.
fn header(ui: &mut egui::Ui, session: &Session) {
    ui.add_space(6.0);
    ui.heading(&session.variant().rules().name);
    egui::CollapsingHeader::new(egui::RichText::new("Rules in play").small())
        .default_open(true)
        .show(ui, |ui| {
            for line in rules_brief(session.variant().rules()) {
                ui.label(egui::RichText::new(line).small());
            }
        });
    ui.label(
        egui::RichText::new(format!(
            "{} vs {}",
            player_label(session.players.attackers),
            player_label(session.players.defenders)
        ))
        .small(),
    );
    ui.separator();
}

/// Whose turn, or the result.
fn status(ui: &mut egui::Ui, session: &Session, phase: TurnPhase, computer: &ComputerMove) {
    match session.outcome() {
        Some(o) => {
            let text = match o.winner {
                Some(side) => format!("{} win", side_label(side)),
                None => "Draw".into(),
            };
            ui.label(egui::RichText::new(text).size(22.0).strong());
            ui.label(o.reason.describe());
        }
        None => {
            let to_move = session.game.to_move();
            ui.horizontal(|ui| {
                let icon = match to_move {
                    Side::Attackers => Piece::Attacker,
                    Side::Defenders => Piece::Defender,
                };
                piece_icon(ui, icon, 9.0);
                ui.label(
                    egui::RichText::new(format!("{} to move", side_label(to_move)))
                        .size(20.0)
                        .strong(),
                );
            });
            if phase == TurnPhase::Thinking && has_choice(&session.game) {
                ui.horizontal(|ui| {
                    ui.spinner();
                    let secs = computer.thinking.as_ref().map_or(0.0, |t| t.elapsed);
                    ui.label(format!("The computer is thinking… {secs:.1} s"));
                });
            }
        }
    }
    ui.separator();
}

/// Dice games: the throw of this turn, small, and what it allows (or that the turn passes).
fn throw(ui: &mut egui::Ui, session: &Session, die: &DieRoll) {
    let game = &session.game;
    if !game.variant().uses_dice() || session.outcome().is_some() {
        return;
    }
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(30.0, 30.0), egui::Sense::hover());
        let Some(roll) = game.roll() else {
            ui.label("The die is about to be thrown.");
            return;
        };
        let rolling = die.is_for(session) && die.is_rolling();
        let (face, angle, _) = if rolling {
            tumble(roll, die.elapsed)
        } else {
            (roll, 0.0, 0.0)
        };
        paint_die(ui.painter(), rect.center(), 24.0, face, angle);
        let (title, meaning) = if rolling {
            ("Throwing…".to_string(), String::new())
        } else if game.must_pass() {
            (
                format!("Throw of {roll}"),
                "No move: the turn passes.".into(),
            )
        } else {
            let movement = game.variant().rules().movement;
            (format!("Throw of {roll}"), throw_meaning(movement, roll))
        };
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(title).strong());
            if !meaning.is_empty() {
                ui.label(egui::RichText::new(meaning).small());
            }
        });
    });
    ui.separator();
}

/// What each side has taken.
fn trays(ui: &mut egui::Ui, game: &Game) {
    let (start, pos) = (game.start_position(), game.position());
    let lost_attackers = start
        .attackers()
        .count()
        .saturating_sub(pos.attackers().count());
    let lost_defenders = start
        .defenders()
        .count()
        .saturating_sub(pos.defenders().count());
    for (label, piece, count) in [
        ("Taken by the defenders", Piece::Attacker, lost_attackers),
        ("Taken by the attackers", Piece::Defender, lost_defenders),
    ] {
        ui.label(egui::RichText::new(format!("{label}: {count}")).small());
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 2.0;
            for _ in 0..count {
                piece_icon(ui, piece, 7.0);
            }
            if count == 0 {
                ui.label(egui::RichText::new("—").weak());
            }
        });
    }
    ui.separator();
}

/// Undo, redo, hint; save, load, settings; new game, main menu.
fn game_buttons(ui: &mut egui::Ui, session: &Session, hint: &Hint, actions: &mut PanelActions) {
    let game = &session.game;
    let replay = session.replaying;
    ui.horizontal_wrapped(|ui| {
        let undo = egui::Button::new("⟲ Undo");
        if ui.add_enabled(game.ply() > 0 && !replay, undo).clicked() {
            actions.commands.write(GameCommand::Undo);
        }
        let redo = egui::Button::new("Redo ⟳");
        if ui
            .add_enabled(game.ply() < game.total_plies() && !replay, redo)
            .clicked()
        {
            actions.commands.write(GameCommand::Redo);
        }
        let can_hint = session.human_to_move() && has_choice(game) && hint.thinking.is_none();
        if ui
            .add_enabled(can_hint, egui::Button::new("💡 Hint"))
            .clicked()
        {
            actions.hint.write(HintRequested);
        }
    });
    if hint.thinking.is_some() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label("Looking for a good move…");
        });
    } else if let Some(mv) = hint.suggestion {
        let gold = egui::Color32::from_rgb(240, 200, 90);
        ui.label(egui::RichText::new(format!("Hint: {mv}")).color(gold));
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button("💾 Save").clicked() {
            actions.save.write(SaveRequested);
        }
        if ui.button("📂 Load").clicked() {
            actions.windows.load = true;
            actions.list_saves.write(ListSavesRequested);
        }
        if ui.button("⚙ Settings").clicked() {
            actions.windows.settings = !actions.windows.settings;
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button("New game").clicked() {
            actions.next_screen.set(Screen::NewGame);
        }
        if ui.button("Main menu").clicked() {
            actions.next_screen.set(Screen::Title);
        }
    });
    ui.separator();
}

/// The 2D/3D switch and, in 3D, the camera's snap views.
fn view_buttons(ui: &mut egui::Ui, view: BoardView, actions: &mut PanelActions) {
    ui.horizontal_wrapped(|ui| {
        let other = match view {
            BoardView::Flat => "🎲 3D table (V)",
            BoardView::Solid => "▦ 2D board (V)",
        };
        if ui.button(other).clicked() {
            actions.toggle_view.write(ToggleView);
        }
        if view == BoardView::Solid {
            for (label, snap) in [
                ("Top (1)", Snap::Top),
                ("Attackers (2)", Snap::Attackers),
                ("Defenders (3)", Snap::Defenders),
            ] {
                if ui.small_button(label).clicked() {
                    actions.snap.write(SnapView(snap));
                }
            }
        }
    });
    ui.separator();
}

/// A move as the list shows it: its record, and in dice games the throw it answered.
fn move_text(played: &PlayedMove) -> String {
    match played.roll {
        Some(roll) => format!("{} ({roll})", played.record()),
        None => played.record(),
    }
}

/// The moves in OpenTafl notation (with the throws, in dice games); moves undone are faint,
/// the current one gold.
fn move_list(ui: &mut egui::Ui, game: &Game) {
    ui.label(egui::RichText::new("Moves").strong());
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            let moves = game.all_moves();
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (turn, pair) in moves.chunks(2).enumerate() {
                        ui.label(egui::RichText::new(format!("{}.", turn + 1)).weak());
                        for (j, m) in pair.iter().enumerate() {
                            let ply = turn * 2 + j + 1;
                            let mut text = egui::RichText::new(move_text(m)).monospace();
                            if ply > game.ply() {
                                text = text.weak();
                            }
                            if ply == game.ply() {
                                text = text.strong().color(egui::Color32::from_rgb(240, 200, 90));
                            }
                            ui.label(text);
                        }
                        ui.end_row();
                    }
                });
        });
}
