//! The new-game screen: the presets in two groups (the source documents' own games, each
//! naming its document and quoting the rule that makes it differ, then the tournament and
//! historical ones) and the player's own rule sets, each with a picture of its start
//! position; who plays each side, and the computer's level and time. "Change the rules..."
//! opens the rules screen (`rules_screen`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use konakis_engine::search::Level;
use konakis_engine::{PRESETS, Preset, Side, Variant};
use konakis_store::{PlayerChoice, PlayerKind, RuleSet};

use super::choices::{
    CustomRuleSets, NewGameChoices, NewGamePage, RulesChoice, delete_button, delete_set,
};
use super::picture::board_picture;
use super::rules_screen::{self, RulesDraft};
use crate::Screen;
use crate::game::session::GameCommand;
use crate::persist::{FileNotices, Persisted};

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<NewGamePage>();
    app.init_resource::<CustomRuleSets>();
    app.add_systems(
        OnEnter(Screen::NewGame),
        (load_rule_sets, load_choices).chain(),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        new_game_menu.run_if(in_state(NewGamePage::Choose)),
    );
    app.add_plugins(rules_screen::plugin);
}

fn load_rule_sets(
    persisted: Res<Persisted>,
    mut sets: ResMut<CustomRuleSets>,
    mut notices: ResMut<FileNotices>,
) {
    let (found, problems) = CustomRuleSets::load(&persisted.paths);
    *sets = found;
    notices.0.extend(problems);
}

fn load_choices(mut commands: Commands, persisted: Res<Persisted>, sets: Res<CustomRuleSets>) {
    commands.insert_resource(NewGameChoices::from_settings(&persisted.settings, &sets));
}

/// What a click on the new-game screen asks for.
enum Action {
    Back,
    Start,
    EditRules,
    Delete(String),
}

fn new_game_menu(
    mut contexts: EguiContexts,
    choices: Option<ResMut<NewGameChoices>>,
    mut sets: ResMut<CustomRuleSets>,
    mut persisted: ResMut<Persisted>,
    mut notices: ResMut<FileNotices>,
    mut next: ResMut<NextState<Screen>>,
    mut page: ResMut<NextState<NewGamePage>>,
    mut commands: Commands,
    mut commands_out: MessageWriter<GameCommand>,
    mut confirm_delete: Local<bool>,
) -> Result {
    let Some(mut choices) = choices else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let room = ctx.content_rect().size() - egui::vec2(40.0, 80.0);
    let height = room.y.clamp(400.0, 680.0);
    let mut action = None;
    egui::Window::new("New game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(egui::vec2(940.0, height))
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                let before = choices.rules.clone();
                choice_list(ui, &mut choices.rules, &sets, height);
                if choices.rules != before {
                    *confirm_delete = false;
                }
                ui.separator();
                let details =
                    chosen_details(ui, &choices.rules, &sets, &mut confirm_delete, height);
                ui.separator();
                let first = choices.rules(&sets).first;
                action = players_column(ui, &mut choices, first).or(details);
            });
        });
    match action {
        None => {}
        Some(Action::Back) => next.set(Screen::Title),
        Some(Action::EditRules) => {
            commands.insert_resource(RulesDraft::from_choice(&choices.rules, &sets));
            page.set(NewGamePage::Rules);
        }
        Some(Action::Delete(name)) => {
            *confirm_delete = false;
            delete_set(&name, &mut choices, &mut sets, &mut persisted, &mut notices);
        }
        Some(Action::Start) => match choices.start_command(&sets) {
            Ok(command) => {
                choices.remember(&mut persisted.settings);
                commands_out.write(command);
            }
            Err(e) => notices.0.push(format!("These rules cannot be played: {e}")),
        },
    }
    Ok(())
}

/// The presets in their two groups, then the player's sets.
fn choice_list(ui: &mut egui::Ui, choice: &mut RulesChoice, sets: &CustomRuleSets, height: f32) {
    ui.vertical(|ui| {
        ui.set_width(250.0);
        egui::ScrollArea::vertical()
            .id_salt("variants")
            .max_height(height)
            .show(ui, |ui| {
                group_heading(ui, "From the source documents");
                for preset in PRESETS.iter().filter(|p| p.is_from_a_document()) {
                    preset_entry(ui, choice, preset);
                }
                group_heading(ui, "Tournament and historical");
                for preset in PRESETS.iter().filter(|p| !p.is_from_a_document()) {
                    preset_entry(ui, choice, preset);
                }
                group_heading(ui, "Your rule sets");
                custom_entries(ui, choice, sets);
            });
    });
}

fn group_heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(6.0);
    ui.label(egui::RichText::new(text).strong().size(15.0));
}

fn preset_entry(ui: &mut egui::Ui, choice: &mut RulesChoice, preset: &Preset) {
    let entry = ui.selectable_value(choice, RulesChoice::Preset(preset.id.into()), preset.name);
    if preset.is_from_a_document() {
        entry.on_hover_text(format!("The game exactly as {} gives it", preset.document));
    }
}

fn custom_entries(ui: &mut egui::Ui, choice: &mut RulesChoice, sets: &CustomRuleSets) {
    if sets.0.is_empty() {
        ui.label(
            egui::RichText::new("None yet: choose a game, then \"Change the rules...\".")
                .small()
                .weak(),
        );
    }
    for set in &sets.0 {
        ui.selectable_value(choice, RulesChoice::Custom(set.name.clone()), &set.name);
    }
}

/// The chosen rules: picture, origin, summary and the quote, or a set's differences.
fn chosen_details(
    ui: &mut egui::Ui,
    choice: &RulesChoice,
    sets: &CustomRuleSets,
    confirm_delete: &mut bool,
    height: f32,
) -> Option<Action> {
    let mut action = None;
    ui.vertical(|ui| {
        ui.set_width(380.0);
        egui::ScrollArea::vertical()
            .id_salt("details")
            .max_height(height)
            .show(ui, |ui| {
                action = match choice {
                    RulesChoice::Preset(id) => preset_details(ui, id),
                    RulesChoice::Custom(name) => match sets.get(name) {
                        Some(set) => custom_details(ui, set, confirm_delete),
                        None => preset_details(ui, "copenhagen"),
                    },
                };
            });
    });
    action
}

fn preset_details(ui: &mut egui::Ui, id: &str) -> Option<Action> {
    let preset = PRESETS.iter().find(|p| p.id == id).unwrap_or(&PRESETS[0]);
    ui.heading(preset.name);
    ui.horizontal_top(|ui| {
        if let Ok(variant) = Variant::preset(preset.id) {
            board_picture(ui, &variant, 200.0);
        }
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(preset.origin).italics());
        });
    });
    if preset.is_from_a_document() {
        quote_box(ui, preset);
    }
    ui.label(preset.summary);
    ui.add_space(6.0);
    let change = ui
        .button("Change the rules...")
        .on_hover_text("Set any switch on this board and save it as your own rule set");
    change.clicked().then_some(Action::EditRules)
}

/// The document's own words for the rule that makes its game differ.
fn quote_box(ui: &mut egui::Ui, preset: &Preset) {
    ui.add_space(4.0);
    egui::Frame::group(ui.style())
        .fill(egui::Color32::from_rgba_unmultiplied(90, 70, 40, 60))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(format!("What makes it differ, in {}:", preset.document))
                    .strong(),
            );
            ui.label(egui::RichText::new(preset.quote).italics());
        });
}

fn custom_details(ui: &mut egui::Ui, set: &RuleSet, confirm_delete: &mut bool) -> Option<Action> {
    ui.heading(&set.name);
    let (base, changes) = rules_screen::closest_preset(&set.rules);
    ui.horizontal_top(|ui| {
        if let Ok(variant) = Variant::new(set.rules.clone()) {
            board_picture(ui, &variant, 200.0);
        }
        ui.vertical(|ui| {
            ui.label(egui::RichText::new("Your own rule set.").italics());
            ui.label(format!("The board and army of {}.", base.name));
        });
    });
    if changes.is_empty() {
        ui.label(format!("The same rules as {}.", base.name));
    } else {
        ui.label(format!("The rules of {}, but:", base.name));
        for change in changes {
            ui.label(format!("  - {change}"));
        }
    }
    ui.add_space(6.0);
    custom_buttons(ui, &set.name, confirm_delete)
}

fn custom_buttons(ui: &mut egui::Ui, name: &str, confirm_delete: &mut bool) -> Option<Action> {
    let mut action = None;
    if ui.button("Edit the rules...").clicked() {
        action = Some(Action::EditRules);
    }
    if delete_button(ui, name, confirm_delete) {
        action = Some(Action::Delete(name.to_string()));
    }
    action
}

/// Who plays each side, who moves first, Back and Start.
fn players_column(ui: &mut egui::Ui, choices: &mut NewGameChoices, first: Side) -> Option<Action> {
    let mut action = None;
    ui.vertical(|ui| {
        ui.set_width(260.0);
        let rated = match &choices.rules {
            RulesChoice::Preset(id) => Some(id.clone()),
            RulesChoice::Custom(_) => None,
        };
        player_editor(ui, "Attackers", &mut choices.attackers, rated.as_deref());
        ui.add_space(10.0);
        player_editor(ui, "Defenders", &mut choices.defenders, rated.as_deref());
        ui.add_space(10.0);
        ui.label(format!("The {} move first.", first.name()));
        if let Some((text, how)) = rated.as_deref().and_then(super::balance::describe) {
            ui.label(egui::RichText::new(text).small())
                .on_hover_text(how);
        }
        ui.add_space(20.0);
        ui.horizontal(|ui| {
            if ui.button("Back").clicked() {
                action = Some(Action::Back);
            }
            let go = egui::Button::new(egui::RichText::new("Start the game").size(20.0).strong());
            if ui.add(go).clicked() {
                action = Some(Action::Start);
            }
        });
    });
    action
}

/// One side's player; `preset` is the chosen preset's id, whose measured level ratings show.
fn player_editor(ui: &mut egui::Ui, label: &str, choice: &mut PlayerChoice, preset: Option<&str>) {
    ui.label(egui::RichText::new(label).strong());
    ui.horizontal(|ui| {
        ui.selectable_value(&mut choice.kind, PlayerKind::Human, "Human");
        ui.selectable_value(&mut choice.kind, PlayerKind::Computer, "Computer");
    });
    if choice.kind == PlayerKind::Computer {
        computer_editor(ui, choice, preset);
    }
}

fn computer_editor(ui: &mut egui::Ui, choice: &mut PlayerChoice, preset: Option<&str>) {
    let level = Level::new(choice.level).unwrap_or(Level::ALL[0]);
    ui.add(
        egui::Slider::new(&mut choice.level, 1..=6)
            .text(level.name())
            .show_value(true),
    );
    ui.label(egui::RichText::new(level.description()).small().weak());
    if let Some((text, how)) = preset.and_then(|id| super::ratings::describe(id, level)) {
        ui.label(egui::RichText::new(text).small())
            .on_hover_text(how);
    }
    let mut secs = choice
        .think_ms
        .unwrap_or(crate::game::ai::default_think_ms(level)) as f32
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

#[cfg(test)]
mod tests {
    use super::*;
    use konakis_engine::Rules;
    use konakis_store::Settings;

    #[test]
    fn the_last_rule_set_is_chosen_while_it_exists() {
        let set = RuleSet::new("Mine", Rules::preset("brandub").unwrap());
        let sets = CustomRuleSets(vec![set.clone()]);
        let mut settings = Settings {
            last_variant: "tablut".into(),
            last_rule_set: Some("Mine".into()),
            ..Settings::default()
        };
        let choices = NewGameChoices::from_settings(&settings, &sets);
        assert_eq!(choices.rules, RulesChoice::Custom("Mine".into()));
        assert_eq!(choices.rules(&sets), set.rules);
        let gone = NewGameChoices::from_settings(&settings, &CustomRuleSets::default());
        assert_eq!(gone.rules, RulesChoice::Preset("tablut".into()));

        let preset = NewGameChoices {
            rules: RulesChoice::Preset("fetlar".into()),
            ..choices.clone()
        };
        preset.remember(&mut settings);
        assert_eq!(settings.last_variant, "fetlar");
        assert_eq!(settings.last_rule_set, None);
        choices.remember(&mut settings);
        assert_eq!(settings.last_rule_set.as_deref(), Some("Mine"));
        assert_eq!(settings.last_variant, "fetlar");
        settings.validate().unwrap();
    }
}
