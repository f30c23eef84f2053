//! The heads-up display, drawn with egui: the side panel (turn, trays, move list, buttons),
//! raichi/tuichi banners, refusal notes, the game-over panel with replay, and the settings,
//! save and load windows.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use konakis_engine::{Announcement, Piece, Side};

use super::ai::{ComputerMove, Hint, HintRequested};
use super::input::AttemptRefused;
use super::layout::PanelInsets;
use super::persist::{FileNotices, Persisted};
use super::rules::{GameCommand, Match, MoveRefused};
use super::turn::TurnPhase;
use crate::Screen;

/// Which HUD windows are open.
#[derive(Resource, Default)]
pub struct HudWindows {
    /// The settings window.
    pub settings: bool,
    /// The load window.
    pub load: bool,
}

/// A short note shown over the board (why a move was refused, where a game was saved).
#[derive(Resource, Default)]
pub struct Toast {
    text: String,
    shown_at: f32,
}

const TOAST_SECS: f32 = 3.0;

/// Width of the side panel in logical pixels.
pub const PANEL_WIDTH: f32 = 300.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudWindows>().init_resource::<Toast>();
    app.add_systems(Update, collect_toasts.run_if(in_state(Screen::Playing)));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            game_hud.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match>)),
            clear_insets.run_if(not(in_state(Screen::Playing))),
            settings_window,
            notices_window,
        ),
    );
}

fn collect_toasts(
    mut refused: MessageReader<MoveRefused>,
    mut attempts: MessageReader<AttemptRefused>,
    mut toast: ResMut<Toast>,
    time: Res<Time>,
) {
    for r in refused.read() {
        toast.text = format!("{}: {}", r.mv, r.reason);
        toast.shown_at = time.elapsed_secs();
    }
    for a in attempts.read() {
        toast.text = a.reason.clone();
        toast.shown_at = time.elapsed_secs();
    }
}

fn clear_insets(mut insets: ResMut<PanelInsets>) {
    if insets.left + insets.right + insets.top + insets.bottom > 0.0 {
        *insets = PanelInsets::default();
    }
}

/// Colours for piece icons drawn with egui (HUD trays, the new-game pictures).
pub(crate) fn piece_colour(piece: Piece) -> egui::Color32 {
    match piece {
        Piece::Attacker => egui::Color32::from_rgb(40, 32, 30),
        Piece::Defender => egui::Color32::from_rgb(236, 226, 204),
        Piece::King => egui::Color32::from_rgb(240, 200, 90),
    }
}

fn piece_icon(ui: &mut egui::Ui, piece: Piece, radius: f32) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(radius * 2.0 + 2.0, radius * 2.0 + 2.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter();
    painter.circle(
        rect.center(),
        radius,
        piece_colour(piece),
        egui::Stroke::new(1.5, egui::Color32::from_rgb(214, 170, 96)),
    );
}

fn side_label(side: Side) -> &'static str {
    match side {
        Side::Attackers => "Attackers",
        Side::Defenders => "Defenders",
    }
}

fn player_label(player: super::rules::Player) -> String {
    match player {
        super::rules::Player::Human => "Human".into(),
        super::rules::Player::Computer { level, .. } => {
            format!("Computer: {}", super::ai::level(level).name())
        }
    }
}

/// The whole in-game HUD.
#[allow(clippy::too_many_arguments)]
fn game_hud(
    mut contexts: EguiContexts,
    the_match: Res<Match>,
    phase: Res<State<TurnPhase>>,
    computer: Res<ComputerMove>,
    hint: Res<Hint>,
    mut insets: ResMut<PanelInsets>,
    mut commands_out: MessageWriter<GameCommand>,
    mut hint_out: MessageWriter<HintRequested>,
    mut windows: ResMut<HudWindows>,
    mut next_screen: ResMut<NextState<Screen>>,
    toast: Res<Toast>,
    time: Res<Time>,
    mut notices: ResMut<FileNotices>,
    persisted: Option<Res<Persisted>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // The HUD is drawn in areas, not in a root Ui's panels: egui then knows the board
    // between them is not its own, and clicks there reach the board's picking.
    let screen = ctx.content_rect();
    let game = &the_match.game;
    let variant = the_match.variant();
    let pos = game.position();
    let outcome = the_match.outcome();

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
                    side_panel(
                        ui,
                        &the_match,
                        &phase,
                        &computer,
                        &hint,
                        &mut commands_out,
                        &mut hint_out,
                        &mut windows,
                        &mut next_screen,
                        &mut notices,
                        persisted.as_deref(),
                        outcome,
                    );
                });
        });
    insets.right = PANEL_WIDTH;

    // Replay bar for a finished game.
    insets.bottom = 0.0;
    if the_match.replaying {
        let bar = egui::Area::new("replay".into())
            .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(0.0, 0.0))
            .show(&ctx, |ui| {
                egui::Frame::new()
                    .fill(ui.visuals().panel_fill)
                    .inner_margin(egui::Margin::same(8))
                    .show(ui, |ui| {
                        ui.set_width(screen.width() - PANEL_WIDTH - 16.0);
                        ui.horizontal(|ui| {
                            ui.label("Replay");
                            let mut ply = game.ply();
                            let total = game.total_plies();
                            if ui.button("⏮").clicked() {
                                commands_out.write(GameCommand::GoTo(0));
                            }
                            if ui.button("◀").clicked() && ply > 0 {
                                commands_out.write(GameCommand::GoTo(ply - 1));
                            }
                            if ui
                                .add(egui::Slider::new(&mut ply, 0..=total).text("move"))
                                .changed()
                            {
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
        insets.bottom = bar.response.rect.height();
    }

    // Raichi / tuichi banner: the king threatens to escape.
    if outcome.is_none()
        && let Some(announcement) = variant.announcement(&pos)
    {
        let (word, meaning) = match announcement {
            Announcement::Raichi => ("Raichi!", "The king has an open road to freedom."),
            Announcement::Tuichi => (
                "Tuichi!",
                "The king has two open roads: one cannot block both.",
            ),
        };
        egui::Area::new("banner".into())
            .anchor(
                egui::Align2::CENTER_TOP,
                egui::vec2(-insets.right / 2.0, 12.0),
            )
            .show(&ctx, |ui| {
                egui::Frame::window(ui.style())
                    .fill(egui::Color32::from_rgb(120, 32, 24))
                    .show(ui, |ui| {
                        ui.label(
                            egui::RichText::new(word)
                                .size(28.0)
                                .strong()
                                .color(egui::Color32::from_rgb(255, 226, 150)),
                        );
                        ui.label(meaning);
                    });
            });
    }

    // A refusal or a note.
    if !toast.text.is_empty() && time.elapsed_secs() - toast.shown_at < TOAST_SECS {
        egui::Area::new("toast".into())
            .anchor(
                egui::Align2::CENTER_BOTTOM,
                egui::vec2(-insets.right / 2.0, -20.0 - insets.bottom),
            )
            .show(&ctx, |ui| {
                egui::Frame::window(ui.style()).show(ui, |ui| {
                    ui.label(&toast.text);
                });
            });
    }

    // Game over.
    if let Some(o) = outcome
        && !the_match.replaying
    {
        egui::Window::new("The game is over")
            .collapsible(false)
            .resizable(false)
            .anchor(
                egui::Align2::CENTER_CENTER,
                egui::vec2(-insets.right / 2.0, 0.0),
            )
            .show(&ctx, |ui| {
                let title = match o.winner {
                    Some(side) => format!("{} win!", side_label(side)),
                    None => "A draw.".into(),
                };
                ui.label(egui::RichText::new(title).size(30.0).strong());
                ui.label(o.reason.describe());
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
                        commands_out.write(GameCommand::Start(
                            Box::new(fresh),
                            the_match.players.swapped(),
                        ));
                    }
                    if ui.button("Replay").clicked() {
                        commands_out.write(GameCommand::GoTo(0));
                    }
                });
            });
    }

    if windows.load {
        load_window(
            &ctx,
            &mut windows,
            persisted.as_deref(),
            &mut commands_out,
            &mut notices,
        );
    }
    Ok(())
}

/// The side panel: variant, players, turn or result, trays, buttons and the move list.
#[allow(clippy::too_many_arguments)]
fn side_panel(
    ui: &mut egui::Ui,
    the_match: &Match,
    phase: &State<TurnPhase>,
    computer: &ComputerMove,
    hint: &Hint,
    commands_out: &mut MessageWriter<GameCommand>,
    hint_out: &mut MessageWriter<HintRequested>,
    windows: &mut HudWindows,
    next_screen: &mut NextState<Screen>,
    notices: &mut FileNotices,
    persisted: Option<&Persisted>,
    outcome: Option<konakis_engine::Outcome>,
) {
    let game = &the_match.game;
    let variant = the_match.variant();
    let pos = game.position();
    ui.add_space(6.0);
    ui.heading(&variant.rules().name);
    ui.label(
        egui::RichText::new(format!(
            "{} vs {}",
            player_label(the_match.players.attackers),
            player_label(the_match.players.defenders)
        ))
        .small(),
    );
    ui.separator();

    // Whose turn, or the result.
    match outcome {
        Some(o) => {
            let text = match o.winner {
                Some(side) => format!("{} win", side_label(side)),
                None => "Draw".into(),
            };
            ui.label(egui::RichText::new(text).size(22.0).strong());
            ui.label(o.reason.describe());
        }
        None => {
            ui.horizontal(|ui| {
                let to_move = pos.to_move();
                piece_icon(
                    ui,
                    if to_move == Side::Attackers {
                        Piece::Attacker
                    } else {
                        Piece::Defender
                    },
                    9.0,
                );
                ui.label(
                    egui::RichText::new(format!("{} to move", side_label(to_move)))
                        .size(20.0)
                        .strong(),
                );
            });
            if **phase == TurnPhase::Thinking {
                ui.horizontal(|ui| {
                    ui.spinner();
                    let secs = computer.thinking.as_ref().map_or(0.0, |t| t.elapsed);
                    ui.label(format!("The computer is thinking… {secs:.1} s"));
                });
            }
        }
    }
    ui.separator();

    // Captured trays: what each side has taken.
    let start = game.start_position();
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

    // Buttons.
    ui.horizontal_wrapped(|ui| {
        let replay = the_match.replaying;
        if ui
            .add_enabled(game.ply() > 0 && !replay, egui::Button::new("⟲ Undo"))
            .clicked()
        {
            commands_out.write(GameCommand::Undo);
        }
        if ui
            .add_enabled(
                game.ply() < game.total_plies() && !replay,
                egui::Button::new("Redo ⟳"),
            )
            .clicked()
        {
            commands_out.write(GameCommand::Redo);
        }
        let can_hint = the_match.human_to_move() && hint.thinking.is_none();
        if ui
            .add_enabled(can_hint, egui::Button::new("💡 Hint"))
            .clicked()
        {
            hint_out.write(HintRequested);
        }
    });
    if hint.thinking.is_some() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label("Looking for a good move…");
        });
    } else if let Some(mv) = hint.suggestion {
        ui.label(
            egui::RichText::new(format!("Hint: {mv}")).color(egui::Color32::from_rgb(240, 200, 90)),
        );
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button("💾 Save").clicked()
            && let Some(p) = &persisted
        {
            notices.0.push(save_game_now(the_match, p));
        }
        if ui.button("📂 Load").clicked() {
            windows.load = true;
        }
        if ui.button("⚙ Settings").clicked() {
            windows.settings = !windows.settings;
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button("New game").clicked() {
            next_screen.set(Screen::NewGame);
        }
        if ui.button("Main menu").clicked() {
            next_screen.set(Screen::Title);
        }
    });
    ui.separator();

    // The move list in OpenTafl notation.
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
                            let mut text = egui::RichText::new(m.record()).monospace();
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

/// Writes the match to the saves folder; returns a note for the player.
fn save_game_now(the_match: &Match, persisted: &Persisted) -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let dir = persisted.paths.saves_dir();
    let path = dir.join(format!("{}-{secs}.otg", the_match.variant().rules().id));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return format!("could not create {}: {e}", dir.display());
    }
    match konakis_store::save_game(&path, &super::persist::saved_game(the_match)) {
        Ok(()) => format!("Game saved to {}", path.display()),
        Err(e) => e.to_string(),
    }
}

fn load_window(
    ctx: &egui::Context,
    windows: &mut HudWindows,
    persisted: Option<&Persisted>,
    commands_out: &mut MessageWriter<GameCommand>,
    notices: &mut FileNotices,
) {
    let mut open = true;
    egui::Window::new("Load a saved game")
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            let Some(p) = persisted else {
                ui.label("Saving is not available.");
                return;
            };
            let dir = p.paths.saves_dir();
            let mut files: Vec<_> = std::fs::read_dir(&dir)
                .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).collect())
                .unwrap_or_default();
            files.retain(|f| f.extension().is_some_and(|e| e == "otg" || e == "txt"));
            files.sort();
            files.reverse();
            ui.label(format!("Saved games in {}", dir.display()));
            if files.is_empty() {
                ui.label(egui::RichText::new("No saved games yet.").weak());
            }
            egui::ScrollArea::vertical()
                .max_height(300.0)
                .show(ui, |ui| {
                    for f in files {
                        let name = f
                            .file_name()
                            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                        if ui.button(name).clicked() {
                            match konakis_store::load_game(&f) {
                                Ok(saved) => {
                                    let (game, players) = super::persist::match_from_saved(&saved);
                                    commands_out.write(GameCommand::Start(Box::new(game), players));
                                    windows.load = false;
                                }
                                // The current game is kept; the file is the player's own, untouched.
                                Err(e) => notices.0.push(e.to_string()),
                            }
                        }
                    }
                });
        });
    if !open {
        windows.load = false;
    }
}

/// Volumes, animation and board theme.
fn settings_window(
    mut contexts: EguiContexts,
    mut windows: ResMut<HudWindows>,
    persisted: Option<ResMut<Persisted>>,
) -> Result {
    if !windows.settings {
        return Ok(());
    }
    let Some(mut persisted) = persisted else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut s = persisted.settings.clone();
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
                ui.label("Master volume");
                ui.add(egui::Slider::new(&mut s.master_volume, 0.0..=1.0));
                ui.end_row();
                ui.label("Effects");
                ui.add(egui::Slider::new(&mut s.effects_volume, 0.0..=1.0));
                ui.end_row();
                ui.label("Ambient");
                ui.add(egui::Slider::new(&mut s.ambient_volume, 0.0..=1.0));
                ui.end_row();
                ui.label("Animations");
                ui.checkbox(&mut s.animations_enabled, "on");
                ui.end_row();
                ui.label("Slide time");
                ui.add_enabled(
                    s.animations_enabled,
                    egui::Slider::new(&mut s.animation_secs, 0.05..=1.0).suffix(" s"),
                );
                ui.end_row();
                ui.label("Board");
                ui.horizontal(|ui| {
                    for theme in konakis_store::BoardTheme::ALL {
                        ui.selectable_value(&mut s.board_theme, theme, theme.name());
                    }
                });
                ui.end_row();
            });
        });
    if s != persisted.settings {
        persisted.settings = s;
    }
    if !open {
        windows.settings = false;
    }
    Ok(())
}

/// File problems and notes, shown until dismissed.
fn notices_window(mut contexts: EguiContexts, mut notices: ResMut<FileNotices>) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = false;
    egui::Window::new("Files")
        .collapsible(false)
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(12.0, -12.0))
        .show(ctx, |ui| {
            for n in &notices.0 {
                ui.label(n);
            }
            dismiss = ui.button("OK").clicked();
        });
    if dismiss {
        notices.0.clear();
    }
    Ok(())
}
