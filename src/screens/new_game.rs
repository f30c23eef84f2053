//! The new-game screen: every preset with a picture of its start position, its origin and a
//! rules summary; Tablut's switches; who plays each side, and the computer's level and time.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use konakis_engine::{Escape, Game, PRESETS, Rules, Side, Square, Variant};
use konakis_store::{PlayerChoice, PlayerKind, TablutSwitches};

use crate::Screen;
use crate::game::persist::{Persisted, player_from_choice};
use crate::game::session::{GameCommand, Players};

/// What the player has chosen so far (remembered in the settings).
#[derive(Resource, Clone, Debug)]
pub struct NewGameChoices {
    /// Preset id.
    pub variant: String,
    /// Tablut's switches.
    pub tablut: TablutSwitches,
    /// Attackers' player.
    pub attackers: PlayerChoice,
    /// Defenders' player.
    pub defenders: PlayerChoice,
}

impl NewGameChoices {
    /// The rules chosen, switches applied.
    pub fn rules(&self) -> Rules {
        let mut rules = Rules::preset(&self.variant)
            .or_else(|| Rules::preset("copenhagen"))
            .expect("copenhagen is a preset");
        if rules.id == "tablut" {
            let t = &self.tablut;
            if t.corner_escape {
                rules = rules.with_escape(Escape::Corners);
            } else if t.edge_empty_at_start {
                rules = rules.with_escape(Escape::EdgeEmptyAtStart);
            }
            rules.throne_closed_after_king_left = t.throne_closed;
            rules.tuichi_wins = t.tuichi_wins;
        }
        rules
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), load_choices);
    app.add_systems(
        EguiPrimaryContextPass,
        new_game_menu.run_if(in_state(Screen::NewGame)),
    );
}

fn load_choices(mut commands: Commands, persisted: Res<Persisted>) {
    let s = &persisted.settings;
    commands.insert_resource(NewGameChoices {
        variant: s.last_variant.clone(),
        tablut: s.tablut,
        attackers: s.attackers,
        defenders: s.defenders,
    });
}

/// Paints a preset's start position.
fn board_picture(ui: &mut egui::Ui, variant: &Variant, side: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let size = variant.size() as f32;
    let cell = side / size;
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(205, 170, 118));
    let pos = variant.start();
    for rank in 0..variant.size() {
        for file in 0..variant.size() {
            let sq = Square::new(file, rank);
            let min = rect.min + egui::vec2(file as f32 * cell, (size - 1.0 - rank as f32) * cell);
            let r = egui::Rect::from_min_size(min, egui::vec2(cell, cell)).shrink(0.5);
            let special = sq == variant.throne() || variant.corners().has(sq);
            let fill = if special {
                egui::Color32::from_rgb(128, 126, 122)
            } else if (file + rank) % 2 == 0 {
                egui::Color32::from_rgb(226, 196, 146)
            } else {
                egui::Color32::from_rgb(212, 180, 128)
            };
            painter.rect_filled(r, 1.0, fill);
            if let Some(piece) = pos.piece_at(sq) {
                let colour = crate::ui::piece_colour(piece);
                painter.circle(
                    r.center(),
                    cell * 0.36,
                    colour,
                    egui::Stroke::new(1.0, egui::Color32::from_rgb(90, 60, 30)),
                );
            }
        }
    }
}

fn player_editor(ui: &mut egui::Ui, label: &str, choice: &mut PlayerChoice) {
    ui.label(egui::RichText::new(label).strong());
    ui.horizontal(|ui| {
        ui.selectable_value(&mut choice.kind, PlayerKind::Human, "Human");
        ui.selectable_value(&mut choice.kind, PlayerKind::Computer, "Computer");
    });
    if choice.kind == PlayerKind::Computer {
        let level = crate::game::ai::level(choice.level);
        ui.add(
            egui::Slider::new(&mut choice.level, 1..=6)
                .text(level.name())
                .show_value(true),
        );
        ui.label(egui::RichText::new(level.description()).small().weak());
        let mut secs = choice
            .think_ms
            .unwrap_or(crate::game::ai::default_think_ms(choice.level))
            as f32
            / 1000.0;
        if ui
            .add(
                egui::Slider::new(&mut secs, 0.1..=30.0)
                    .logarithmic(true)
                    .text("s per move"),
            )
            .changed()
        {
            choice.think_ms = Some((secs * 1000.0) as u64);
        }
    }
}

fn new_game_menu(
    mut contexts: EguiContexts,
    choices: Option<ResMut<NewGameChoices>>,
    mut persisted: ResMut<Persisted>,
    mut next: ResMut<NextState<Screen>>,
    mut commands_out: MessageWriter<GameCommand>,
) -> Result {
    let Some(mut choices) = choices else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut start = false;
    egui::Window::new("New game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(egui::vec2(900.0, 560.0))
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                // The presets.
                ui.vertical(|ui| {
                    ui.set_width(210.0);
                    ui.label(egui::RichText::new("Variant").strong());
                    for preset in PRESETS {
                        ui.selectable_value(
                            &mut choices.variant,
                            preset.id.to_string(),
                            preset.name,
                        );
                    }
                });
                ui.separator();
                // The chosen one.
                let rules = choices.rules();
                let preset = PRESETS
                    .iter()
                    .find(|p| p.id == choices.variant)
                    .unwrap_or(&PRESETS[0]);
                ui.vertical(|ui| {
                    ui.set_width(360.0);
                    ui.heading(preset.name);
                    if let Ok(variant) = Variant::new(rules.clone()) {
                        board_picture(ui, &variant, 240.0);
                    }
                    ui.label(egui::RichText::new(preset.origin).italics());
                    ui.label(preset.summary);
                    if preset.id == "tablut" {
                        ui.separator();
                        ui.label(egui::RichText::new("Tablut switches").strong());
                        let t = &mut choices.tablut;
                        ui.checkbox(&mut t.corner_escape, "The king escapes to the corners only");
                        ui.add_enabled(
                            !t.corner_escape,
                            egui::Checkbox::new(
                                &mut t.edge_empty_at_start,
                                "Only to edge squares empty at the start",
                            ),
                        );
                        ui.checkbox(
                            &mut t.throne_closed,
                            "The throne closes once the king leaves",
                        );
                        ui.checkbox(&mut t.tuichi_wins, "Tuichi wins at once");
                    }
                });
                ui.separator();
                // The players.
                ui.vertical(|ui| {
                    ui.set_width(260.0);
                    let first = rules.first;
                    player_editor(ui, "Attackers", &mut choices.attackers);
                    ui.add_space(10.0);
                    player_editor(ui, "Defenders", &mut choices.defenders);
                    ui.add_space(10.0);
                    ui.label(format!(
                        "{} move first.",
                        if first == Side::Attackers {
                            "The attackers"
                        } else {
                            "The defenders"
                        }
                    ));
                    ui.add_space(20.0);
                    ui.horizontal(|ui| {
                        if ui.button("Back").clicked() {
                            next.set(Screen::Title);
                        }
                        let go = egui::Button::new(
                            egui::RichText::new("Start the game").size(20.0).strong(),
                        );
                        if ui.add(go).clicked() {
                            start = true;
                        }
                    });
                });
            });
        });
    if start {
        let rules = choices.rules();
        match Variant::new(rules) {
            Ok(variant) => {
                let s = &mut persisted.settings;
                s.last_variant = choices.variant.clone();
                s.tablut = choices.tablut;
                s.attackers = choices.attackers;
                s.defenders = choices.defenders;
                let players = Players {
                    attackers: player_from_choice(choices.attackers),
                    defenders: player_from_choice(choices.defenders),
                };
                commands_out.write(GameCommand::Start(Box::new(Game::new(variant)), players));
            }
            Err(e) => error!("{e}"),
        }
    }
    Ok(())
}
