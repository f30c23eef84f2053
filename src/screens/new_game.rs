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
use crate::i18n::{
    Locale, level_description, preset_name, preset_origin, preset_summary, quote_meaning, side_key,
};
use crate::persist::{FileNotices, Notice, Persisted};
use crate::tr;

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

pub(super) fn load_rule_sets(
    persisted: Res<Persisted>,
    mut sets: ResMut<CustomRuleSets>,
    mut notices: ResMut<FileNotices>,
) {
    let (found, problems) = CustomRuleSets::load(&persisted.paths);
    *sets = found;
    notices.0.extend(problems);
}

pub(super) fn load_choices(
    mut commands: Commands,
    persisted: Res<Persisted>,
    sets: Res<CustomRuleSets>,
) {
    commands.insert_resource(NewGameChoices::from_settings(&persisted.settings, &sets));
}

/// What a click on the new-game screen asks for.
pub(crate) enum Action {
    Back,
    Start,
    EditRules,
    Learn,
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
    locale: Res<Locale>,
) -> Result {
    let Some(mut choices) = choices else {
        return Ok(());
    };
    let l = &*locale;
    let ctx = contexts.ctx_mut()?;
    let action = draw_new_game(ctx, l, &mut choices, &sets, &mut confirm_delete);
    match action {
        None => {}
        Some(Action::Back) => next.set(Screen::Title),
        Some(Action::Learn) => next.set(Screen::Learn),
        Some(Action::EditRules) => {
            commands.insert_resource(RulesDraft::from_choice(l, &choices.rules, &sets));
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
            Err(e) => notices.0.push(Notice::RulesRefused(e)),
        },
    }
    Ok(())
}

/// Draws the new-game window; what a click on it asks for.
pub(crate) fn draw_new_game(
    ctx: &egui::Context,
    l: &Locale,
    choices: &mut NewGameChoices,
    sets: &CustomRuleSets,
    confirm_delete: &mut bool,
) -> Option<Action> {
    let room = ctx.content_rect().size() - egui::vec2(40.0, 80.0);
    let height = room.y.clamp(400.0, 680.0);
    let mut action = None;
    egui::Window::new(tr!(l, "new-game-title"))
        .id(egui::Id::new("new game"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(egui::vec2(940.0, height))
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                let before = choices.rules.clone();
                choice_list(ui, l, &mut choices.rules, sets, height);
                if choices.rules != before {
                    *confirm_delete = false;
                }
                ui.separator();
                let details = chosen_details(ui, l, &choices.rules, sets, confirm_delete, height);
                ui.separator();
                let first = choices.rules(sets).first;
                action = players_column(ui, l, choices, first).or(details);
            });
        });
    action
}

/// The presets in their two groups, then the player's sets.
pub(super) fn choice_list(
    ui: &mut egui::Ui,
    l: &Locale,
    choice: &mut RulesChoice,
    sets: &CustomRuleSets,
    height: f32,
) {
    ui.vertical(|ui| {
        ui.set_width(250.0);
        egui::ScrollArea::vertical()
            .id_salt("variants")
            .max_height(height)
            .show(ui, |ui| {
                group_heading(ui, &tr!(l, "new-game-from-documents"));
                for preset in PRESETS.iter().filter(|p| p.is_from_a_document()) {
                    preset_entry(ui, l, choice, preset);
                }
                group_heading(ui, &tr!(l, "new-game-tournament"));
                for preset in PRESETS.iter().filter(|p| !p.is_from_a_document()) {
                    preset_entry(ui, l, choice, preset);
                }
                group_heading(ui, &tr!(l, "new-game-your-sets"));
                custom_entries(ui, l, choice, sets);
            });
    });
}

fn group_heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(6.0);
    ui.label(egui::RichText::new(text).strong().size(15.0));
}

fn preset_entry(ui: &mut egui::Ui, l: &Locale, choice: &mut RulesChoice, preset: &Preset) {
    let name = preset_name(l, preset);
    let entry = ui.selectable_value(choice, RulesChoice::Preset(preset.id.into()), name);
    if preset.is_from_a_document() {
        entry.on_hover_text(tr!(
            l,
            "new-game-exactly-as",
            document = document_name(l, preset)
        ));
    }
}

/// The source document a preset plays, named as a reader knows it.
fn document_name(l: &Locale, preset: &Preset) -> String {
    l.t(&format!("document-{}", preset.quote_language))
}

fn custom_entries(ui: &mut egui::Ui, l: &Locale, choice: &mut RulesChoice, sets: &CustomRuleSets) {
    if sets.0.is_empty() {
        ui.label(
            egui::RichText::new(tr!(l, "new-game-no-sets"))
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
    l: &Locale,
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
                    RulesChoice::Preset(id) => preset_details(ui, l, id),
                    RulesChoice::Custom(name) => match sets.get(name) {
                        Some(set) => custom_details(ui, l, set, confirm_delete),
                        None => preset_details(ui, l, "copenhagen"),
                    },
                };
            });
    });
    action
}

fn preset_details(ui: &mut egui::Ui, l: &Locale, id: &str) -> Option<Action> {
    let preset = PRESETS.iter().find(|p| p.id == id).unwrap_or(&PRESETS[0]);
    ui.heading(preset_name(l, preset));
    ui.horizontal_top(|ui| {
        if let Ok(variant) = Variant::preset(preset.id) {
            board_picture(ui, &variant, 200.0);
        }
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(preset_origin(l, preset)).italics());
        });
    });
    if preset.is_from_a_document() {
        quote_box(ui, l, preset);
    }
    ui.label(preset_summary(l, preset));
    ui.add_space(6.0);
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!(l, "new-game-how-to-play")).clicked() {
            action = Some(Action::Learn);
        }
        let change = ui
            .button(tr!(l, "new-game-change-rules"))
            .on_hover_text(tr!(l, "new-game-change-rules-hover"));
        if change.clicked() {
            action = Some(Action::EditRules);
        }
    });
    ui.label(
        egui::RichText::new(tr!(l, "new-game-newcomer"))
            .small()
            .weak(),
    );
    action
}

/// The document's own words for the rule that makes its game differ.
fn quote_box(ui: &mut egui::Ui, l: &Locale, preset: &Preset) {
    ui.add_space(4.0);
    egui::Frame::group(ui.style())
        .fill(egui::Color32::from_rgba_unmultiplied(90, 70, 40, 60))
        .show(ui, |ui| {
            let heading = tr!(
                l,
                "new-game-quote-heading",
                document = document_name(l, preset)
            );
            ui.label(egui::RichText::new(heading).strong());
            ui.label(egui::RichText::new(preset.quote).italics());
            if let Some(meaning) = quote_meaning(l, preset) {
                ui.label(egui::RichText::new(format!("({meaning})")).small());
            }
        });
}

fn custom_details(
    ui: &mut egui::Ui,
    l: &Locale,
    set: &RuleSet,
    confirm_delete: &mut bool,
) -> Option<Action> {
    ui.heading(&set.name);
    let (base, changes) = rules_screen::closest_preset(l, &set.rules);
    let base_name = preset_name(l, base);
    ui.horizontal_top(|ui| {
        if let Ok(variant) = Variant::new(set.rules.clone()) {
            board_picture(ui, &variant, 200.0);
        }
        ui.vertical(|ui| {
            ui.label(egui::RichText::new(tr!(l, "new-game-own-set")).italics());
            ui.label(tr!(l, "new-game-board-of", rules = base_name.clone()));
        });
    });
    if changes.is_empty() {
        ui.label(tr!(l, "new-game-same-rules", rules = base_name));
    } else {
        ui.label(tr!(l, "new-game-rules-but", rules = base_name));
        for change in changes {
            ui.label(format!("  - {change}"));
        }
    }
    ui.add_space(6.0);
    custom_buttons(ui, l, &set.name, confirm_delete)
}

fn custom_buttons(
    ui: &mut egui::Ui,
    l: &Locale,
    name: &str,
    confirm_delete: &mut bool,
) -> Option<Action> {
    let mut action = None;
    if ui.button(tr!(l, "new-game-how-to-play")).clicked() {
        action = Some(Action::Learn);
    }
    if ui.button(tr!(l, "new-game-edit-rules")).clicked() {
        action = Some(Action::EditRules);
    }
    if delete_button(ui, l, name, confirm_delete) {
        action = Some(Action::Delete(name.to_string()));
    }
    action
}

/// Who plays each side, who moves first, Back and Start.
fn players_column(
    ui: &mut egui::Ui,
    l: &Locale,
    choices: &mut NewGameChoices,
    first: Side,
) -> Option<Action> {
    let mut action = None;
    ui.vertical(|ui| {
        ui.set_width(260.0);
        let rated = match &choices.rules {
            RulesChoice::Preset(id) => Some(id.clone()),
            RulesChoice::Custom(_) => None,
        };
        let title = |side| crate::i18n::side_title(l, side);
        player_editor(
            ui,
            l,
            &title(Side::Attackers),
            &mut choices.attackers,
            rated.as_deref(),
        );
        ui.add_space(10.0);
        player_editor(
            ui,
            l,
            &title(Side::Defenders),
            &mut choices.defenders,
            rated.as_deref(),
        );
        ui.add_space(10.0);
        ui.label(tr!(l, "brief-first", side = side_key(first)));
        if let Some((text, how)) = rated
            .as_deref()
            .and_then(|id| super::balance::describe(l, id))
        {
            ui.label(egui::RichText::new(text).small())
                .on_hover_text(how);
        }
        ui.add_space(10.0);
        super::timing::timing_editor(ui, l, choices);
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            if ui.button(tr!(l, "new-game-back")).clicked() {
                action = Some(Action::Back);
            }
            let start = egui::RichText::new(tr!(l, "new-game-start"))
                .size(20.0)
                .strong();
            let go = egui::Button::new(start);
            if ui.add(go).clicked() {
                action = Some(Action::Start);
            }
        });
    });
    action
}

/// One side's player; `preset` is the chosen preset's id, whose measured level ratings show.
fn player_editor(
    ui: &mut egui::Ui,
    l: &Locale,
    label: &str,
    choice: &mut PlayerChoice,
    preset: Option<&str>,
) {
    ui.label(egui::RichText::new(label).strong());
    ui.horizontal(|ui| {
        ui.selectable_value(&mut choice.kind, PlayerKind::Human, tr!(l, "player-human"));
        let computer = tr!(l, "new-game-computer");
        ui.selectable_value(&mut choice.kind, PlayerKind::Computer, computer);
    });
    if choice.kind == PlayerKind::Computer {
        computer_editor(ui, l, choice, preset);
    }
}

fn computer_editor(ui: &mut egui::Ui, l: &Locale, choice: &mut PlayerChoice, preset: Option<&str>) {
    let level = Level::new(choice.level).unwrap_or(Level::ALL[0]);
    ui.add(
        egui::Slider::new(&mut choice.level, 1..=6)
            .text(level.name())
            .show_value(true),
    );
    ui.label(egui::RichText::new(level_description(l, level)).small());
    if let Some((text, how)) = preset.and_then(|id| super::ratings::describe(l, id, level)) {
        ui.label(egui::RichText::new(text).small().weak())
            .on_hover_text(how);
    }
    let mut secs = choice
        .think_ms
        .unwrap_or(crate::game::ai::default_think_ms(level)) as f32
        / 1000.0;
    if ui
        .add(
            crate::ui::decimal_slider(
                egui::Slider::new(&mut secs, 0.1..=30.0).logarithmic(true),
                l,
                1,
            )
            .text(tr!(l, "new-game-seconds-per-move")),
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
