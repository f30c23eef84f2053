//! The rules screen, a page of the new-game screen: every switch of the rule model set on any
//! board (the board and armies of any preset, who moves first included), each with one plain
//! sentence and where it comes from. The engine checks the rules as they change and its
//! message says why a combination is refused. A name and "Save" keep them as one of the
//! player's rule sets, which the new-game screen lists beside the presets.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use konakis_engine::{PRESETS, Preset, Rules, Square, Variant};
use konakis_store::RuleSet;

use super::choices::{
    CustomRuleSets, NewGameChoices, NewGamePage, RulesChoice, delete_button, delete_set,
};
use super::picture::board_picture;
use super::switches::{Control, SECTIONS, Section, Switch, differences};
use crate::game::session::GameCommand;
use crate::i18n::{Locale, file_notice, preset_name, rules_name};
use crate::persist::{FileNotices, Persisted};
use crate::tr;

/// The colour of the section headings.
const TITLE: egui::Color32 = egui::Color32::from_rgb(230, 186, 92);
/// The colour of each switch's label.
const LABEL: egui::Color32 = egui::Color32::from_rgb(244, 226, 190);

/// The rules being edited on the rules screen.
#[derive(Resource, Clone, Debug)]
pub struct RulesDraft {
    /// Every switch as set so far.
    pub rules: Rules,
    /// The name to save them under.
    pub name: String,
    /// The player's set these were opened from, if any (it may be deleted).
    pub editing: Option<String>,
    /// What the last save or delete did.
    pub note: Option<Note>,
    /// "Delete" was clicked once: ask again.
    pub confirm_delete: bool,
}

/// What the last action on the rules screen did, for the player to read.
#[derive(Clone, Debug)]
pub enum Note {
    /// The set was saved under this name.
    Saved(String),
    /// Saving failed.
    NotSaved(konakis_store::StoreError),
    /// The engine refused to start a game under the rules: its reason.
    Refused(String),
}

impl RulesDraft {
    /// A draft of the rules chosen on the new-game screen: a preset's (to be saved under a
    /// new name) or one of the player's sets (saved under its own name).
    pub fn from_choice(l: &Locale, choice: &RulesChoice, sets: &CustomRuleSets) -> RulesDraft {
        let rules = match choice {
            RulesChoice::Custom(name) => sets.get(name).map(|set| set.rules.clone()),
            RulesChoice::Preset(id) => Rules::preset(id),
        };
        let rules = rules
            .or_else(|| Rules::preset("copenhagen"))
            .expect("copenhagen is a preset");
        let editing = match choice {
            RulesChoice::Custom(name) if sets.get(name).is_some() => Some(name.clone()),
            _ => None,
        };
        RulesDraft {
            name: editing.clone().unwrap_or_else(|| own_name(l, &rules)),
            rules,
            editing,
            note: None,
            confirm_delete: false,
        }
    }

    /// The rules to play: named after the draft (the rules' name and "changed" without
    /// one), no preset id.
    pub fn playable_rules(&self, l: &Locale) -> Rules {
        let name = self.name.trim();
        let name = if name.is_empty() {
            tr!(l, "rules-changed-name", rules = rules_name(l, &self.rules))
        } else {
            name.to_string()
        };
        RuleSet::new(&name, self.rules.clone()).rules
    }
}

/// The name a set made from `rules` is offered under: "My Tablut".
fn own_name(l: &Locale, rules: &Rules) -> String {
    tr!(l, "rules-own-name", rules = rules_name(l, rules))
}

/// A board with its armies, as one or more presets set it up.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// Board size.
    pub size: u8,
    /// Start position, an OpenTafl positional record.
    pub start: String,
    /// The corner squares (empty: the four corners).
    pub corners: Vec<Square>,
    /// The presets that use it.
    pub presets: Vec<&'static Preset>,
}

impl Layout {
    /// Whether `rules` are played on this layout.
    fn is_of(&self, rules: &Rules) -> bool {
        rules.size == self.size && rules.start == self.start && rules.corners == self.corners
    }

    /// `11x11, 24 v 12 and the king`
    fn short_label(&self, l: &Locale) -> String {
        let attackers = self.start.matches('t').count();
        let defenders = self.start.matches('T').count();
        tr!(
            l,
            "rules-layout",
            size = self.size,
            attackers = attackers,
            defenders = defenders
        )
    }

    /// The games played on it: `Hnefatafl, Copenhagen Hnefatafl, Fetlar Hnefatafl`.
    fn games(&self, l: &Locale) -> String {
        let mut names: Vec<String> = Vec::new();
        for preset in &self.presets {
            let name = preset_name(l, preset);
            let stem = name.split(" (").next().unwrap_or(&name).to_string();
            if !names.contains(&stem) {
                names.push(stem);
            }
        }
        names.join(", ")
    }

    /// `11x11, 24 v 12 and the king: Hnefatafl, Copenhagen Hnefatafl...`
    fn label(&self, l: &Locale) -> String {
        tr!(
            l,
            "rules-layout-games",
            layout = self.short_label(l),
            games = self.games(l)
        )
    }

    /// Puts these board and armies into `rules`.
    fn apply(&self, rules: &mut Rules) {
        rules.size = self.size;
        rules.start = self.start.clone();
        rules.corners = self.corners.clone();
    }
}

/// Every board and army the presets set up, in the presets' order.
pub(crate) fn layouts() -> Vec<Layout> {
    let mut found: Vec<Layout> = Vec::new();
    for preset in &PRESETS {
        let rules = Rules::preset(preset.id).expect("every preset has rules");
        match found.iter_mut().find(|l| l.is_of(&rules)) {
            Some(layout) => layout.presets.push(preset),
            None => found.push(Layout {
                size: rules.size,
                start: rules.start,
                corners: rules.corners,
                presets: vec![preset],
            }),
        }
    }
    found
}

/// The preset nearest to `rules`: on the same board if one is, with the fewest switches
/// set otherwise; and those switches, as `label: value` lines.
pub(crate) fn closest_preset(l: &Locale, rules: &Rules) -> (&'static Preset, Vec<String>) {
    let same_board = |p: &Preset| {
        let r = Rules::preset(p.id).expect("every preset has rules");
        r.size == rules.size && r.start == rules.start
    };
    let candidates: Vec<&'static Preset> = if PRESETS.iter().any(same_board) {
        PRESETS.iter().filter(|p| same_board(p)).collect()
    } else {
        PRESETS.iter().collect()
    };
    candidates
        .into_iter()
        .map(|p| {
            let base = Rules::preset(p.id).expect("every preset has rules");
            (p, differences(l, rules, &base))
        })
        .min_by_key(|(_, changes)| changes.len())
        .expect("there are presets")
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        rules_menu.run_if(in_state(NewGamePage::Rules)),
    );
    app.add_systems(OnExit(NewGamePage::Rules), |mut commands: Commands| {
        commands.remove_resource::<RulesDraft>();
    });
}

/// What a click on the rules screen asks for.
pub(crate) enum Action {
    Back,
    Save,
    Delete(String),
    Start,
}

fn rules_menu(
    mut contexts: EguiContexts,
    draft: Option<ResMut<RulesDraft>>,
    choices: Option<ResMut<NewGameChoices>>,
    mut sets: ResMut<CustomRuleSets>,
    mut persisted: ResMut<Persisted>,
    mut notices: ResMut<FileNotices>,
    mut page: ResMut<NextState<NewGamePage>>,
    mut commands_out: MessageWriter<GameCommand>,
    locale: Res<Locale>,
) -> Result {
    let (Some(mut draft), Some(mut choices)) = (draft, choices) else {
        return Ok(());
    };
    let l = &*locale;
    let ctx = contexts.ctx_mut()?;
    let action = draw_rules(ctx, l, &mut draft, &sets);
    match action {
        None => {}
        Some(Action::Back) => page.set(NewGamePage::Choose),
        Some(Action::Save) => save_draft(&mut draft, &mut choices, &mut sets, &mut persisted),
        Some(Action::Delete(name)) => {
            delete_set(&name, &mut choices, &mut sets, &mut persisted, &mut notices);
            page.set(NewGamePage::Choose);
        }
        Some(Action::Start) => match choices.start_with(draft.playable_rules(l)) {
            Ok(command) => {
                if draft.editing.as_deref() == Some(draft.name.trim()) {
                    choices.remember(&mut persisted.settings);
                }
                commands_out.write(command);
            }
            Err(e) => draft.note = Some(Note::Refused(e)),
        },
    }
    Ok(())
}

/// Draws the rules window; what a click on it asks for.
pub(crate) fn draw_rules(
    ctx: &egui::Context,
    l: &Locale,
    draft: &mut RulesDraft,
    sets: &CustomRuleSets,
) -> Option<Action> {
    let room = ctx.content_rect().size() - egui::vec2(40.0, 60.0);
    let size = egui::vec2(room.x.clamp(600.0, 1200.0), room.y.clamp(400.0, 720.0));
    let mut action = None;
    egui::Window::new(tr!(l, "rules-title"))
        .id(egui::Id::new("rules screen"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(size)
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                action = draft_column(ui, l, draft, sets, size.y);
                ui.separator();
                let sentence_width = (size.x - 320.0 - 330.0).max(300.0);
                switch_list(ui, l, &mut draft.rules, size.y, sentence_width);
            });
        });
    action
}

/// Saves the draft as one of the player's sets, chooses it and remembers it.
fn save_draft(
    draft: &mut RulesDraft,
    choices: &mut NewGameChoices,
    sets: &mut CustomRuleSets,
    persisted: &mut Persisted,
) {
    let set = RuleSet::new(&draft.name, draft.rules.clone());
    if let Err(e) = konakis_store::save_rule_set(&persisted.paths, &set) {
        draft.note = Some(Note::NotSaved(e));
        return;
    }
    sets.0.retain(|s| s.name != set.name);
    sets.0.push(set.clone());
    sets.0.sort_by_key(|s| s.name.to_lowercase());
    choices.rules = RulesChoice::Custom(set.name.clone());
    choices.remember(&mut persisted.settings);
    draft.note = Some(Note::Saved(set.name.clone()));
    draft.name = set.name.clone();
    draft.editing = Some(set.name);
}

/// The left column: where to start from, the board, the picture, the engine's verdict, the
/// name and the buttons.
fn draft_column(
    ui: &mut egui::Ui,
    l: &Locale,
    draft: &mut RulesDraft,
    sets: &CustomRuleSets,
    height: f32,
) -> Option<Action> {
    let mut action = None;
    ui.vertical(|ui| {
        ui.set_width(320.0);
        ui.set_max_width(320.0);
        ui.set_max_height(height);
        let default_name = own_name(l, &draft.rules);
        if start_from_picker(ui, l, &mut draft.rules, sets) && draft.name == default_name {
            draft.name = own_name(l, &draft.rules);
        }
        layout_picker(ui, l, &mut draft.rules);
        ui.add_space(6.0);
        let verdict = Variant::new(draft.rules.clone());
        match &verdict {
            Ok(variant) => {
                board_picture(ui, variant, 200.0);
                ui.colored_label(
                    egui::Color32::from_rgb(150, 210, 140),
                    tr!(l, "rules-playable"),
                );
            }
            Err(e) => {
                ui.colored_label(egui::Color32::from_rgb(240, 120, 100), e.to_string());
            }
        }
        ui.add_space(6.0);
        action = name_and_buttons(ui, l, draft, sets, verdict.is_ok());
    });
    action
}

/// "Start from": replaces every switch and the board with a preset's or a set's; whether it
/// did.
fn start_from_picker(
    ui: &mut egui::Ui,
    l: &Locale,
    rules: &mut Rules,
    sets: &CustomRuleSets,
) -> bool {
    ui.label(egui::RichText::new(tr!(l, "rules-start-from")).strong());
    let mut taken = None;
    egui::ComboBox::from_id_salt("start-from")
        .width(300.0)
        .truncate()
        .selected_text(tr!(l, "rules-take-every-switch"))
        .show_ui(ui, |ui| {
            for preset in &PRESETS {
                if ui.selectable_label(false, preset_name(l, preset)).clicked() {
                    taken = Rules::preset(preset.id);
                }
            }
            for set in &sets.0 {
                if ui.selectable_label(false, &set.name).clicked() {
                    taken = Some(set.rules.clone());
                }
            }
        });
    let changed = taken.is_some();
    if let Some(taken) = taken {
        *rules = taken;
    }
    changed
}

/// "Board and armies": the layout of any preset, corners included.
fn layout_picker(ui: &mut egui::Ui, l: &Locale, rules: &mut Rules) {
    ui.label(egui::RichText::new(tr!(l, "rules-board-and-armies")).strong());
    let layouts = layouts();
    let current = layouts.iter().find(|layout| layout.is_of(rules));
    let shown = current.map_or_else(
        || tr!(l, "rules-layout-own", size = rules.size),
        |layout| layout.short_label(l),
    );
    egui::ComboBox::from_id_salt("layout")
        .width(300.0)
        .truncate()
        .selected_text(shown)
        .show_ui(ui, |ui| {
            for layout in &layouts {
                let chosen = layout.is_of(rules);
                if ui.selectable_label(chosen, layout.label(l)).clicked() {
                    layout.apply(rules);
                }
            }
        });
    if let Some(layout) = layouts.iter().find(|layout| layout.is_of(rules)) {
        let games = tr!(l, "rules-as-in", games = layout.games(l));
        ui.label(egui::RichText::new(games).small().weak());
    }
}

/// The name field, Save (and Delete for a set opened from the list), Back and Start.
fn name_and_buttons(
    ui: &mut egui::Ui,
    l: &Locale,
    draft: &mut RulesDraft,
    sets: &CustomRuleSets,
    playable: bool,
) -> Option<Action> {
    let mut action = None;
    ui.label(egui::RichText::new(tr!(l, "rules-name")).strong());
    ui.add(egui::TextEdit::singleline(&mut draft.name).desired_width(f32::INFINITY));
    let name_ok = konakis_store::check_rule_set_name(&draft.name);
    if let Err(why) = &name_ok {
        ui.colored_label(egui::Color32::from_rgb(240, 120, 100), why);
    }
    let replaces = sets.get(draft.name.trim()).is_some();
    ui.horizontal(|ui| {
        let label = if replaces {
            tr!(l, "rules-save-replace")
        } else {
            tr!(l, "rules-save")
        };
        let save = ui.add_enabled(playable && name_ok.is_ok(), egui::Button::new(label));
        if save.clicked() {
            action = Some(Action::Save);
        }
    });
    if let Some(name) = draft.editing.clone()
        && sets.get(&name).is_some()
        && delete_button(ui, l, &name, &mut draft.confirm_delete)
    {
        action = Some(Action::Delete(name));
    }
    note(ui, l, draft.note.as_ref());
    ui.add_space(12.0);
    ui.horizontal(|ui| {
        if ui.button(tr!(l, "new-game-back")).clicked() {
            action = Some(Action::Back);
        }
        let start = egui::Button::new(egui::RichText::new(tr!(l, "new-game-start")).strong());
        if ui.add_enabled(playable, start).clicked() {
            action = Some(Action::Start);
        }
    });
    action
}

fn note(ui: &mut egui::Ui, l: &Locale, note: Option<&Note>) {
    let (good, bad) = (
        egui::Color32::from_rgb(150, 210, 140),
        egui::Color32::from_rgb(240, 120, 100),
    );
    match note {
        None => {}
        Some(Note::Saved(name)) => {
            ui.colored_label(good, tr!(l, "rules-saved", name = name.clone()));
        }
        Some(Note::NotSaved(error)) => {
            ui.colored_label(bad, file_notice(l, error));
        }
        Some(Note::Refused(why)) => {
            ui.colored_label(bad, tr!(l, "rules-refused", why = why.clone()));
        }
    }
}

/// Every switch, by section, in a scrolling list.
fn switch_list(ui: &mut egui::Ui, l: &Locale, rules: &mut Rules, height: f32, sentence_width: f32) {
    egui::ScrollArea::vertical()
        .id_salt("switches")
        .max_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.vertical(|ui| {
                for section in SECTIONS {
                    section_grid(ui, l, section, rules, sentence_width);
                }
            });
        });
}

/// A section's heading and its switches, one a row.
fn section_grid(
    ui: &mut egui::Ui,
    l: &Locale,
    section: &Section,
    rules: &mut Rules,
    sentence_width: f32,
) {
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(l.t(section.title))
            .size(19.0)
            .color(TITLE),
    );
    egui::Grid::new(section.title)
        .num_columns(2)
        .striped(true)
        .spacing(egui::vec2(12.0, 8.0))
        .show(ui, |ui| {
            for switch in section.switches {
                switch_row(ui, l, switch, rules, sentence_width);
                ui.end_row();
            }
        });
}

/// One switch: its label, sentence and source on the left, its control on the right.
fn switch_row(ui: &mut egui::Ui, l: &Locale, switch: &Switch, rules: &mut Rules, width: f32) {
    ui.vertical(|ui| {
        ui.set_width(width);
        ui.label(egui::RichText::new(switch.label(l)).strong().color(LABEL));
        ui.label(switch.sentence(l));
        ui.label(
            egui::RichText::new(switch.source(l))
                .small()
                .italics()
                .weak(),
        );
    });
    switch_control(ui, l, switch, rules);
}

fn switch_control(ui: &mut egui::Ui, l: &Locale, switch: &Switch, rules: &mut Rules) {
    match switch.control {
        Control::Flag { get, set } => {
            let mut on = get(rules);
            ui.horizontal(|ui| {
                ui.selectable_value(&mut on, false, switch.option_text(l, 0));
                ui.selectable_value(&mut on, true, switch.option_text(l, 1));
            });
            if on != get(rules) {
                set(rules, on);
            }
        }
        Control::Pick { options, get, set } => {
            let mut index = get(rules);
            egui::ComboBox::from_id_salt(switch.key)
                .width(250.0)
                .truncate()
                .selected_text(switch.option_text(l, index))
                .show_ui(ui, |ui| {
                    for i in 0..options.len() {
                        ui.selectable_value(&mut index, i, switch.option_text(l, i));
                    }
                });
            if index != get(rules) {
                set(rules, index);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_board_is_offered_once() {
        let layouts = layouts();
        for preset in &PRESETS {
            let rules = Rules::preset(preset.id).unwrap();
            let found: Vec<_> = layouts.iter().filter(|l| l.is_of(&rules)).collect();
            assert_eq!(found.len(), 1, "{}", preset.id);
            assert!(found[0].presets.iter().any(|p| p.id == preset.id));
        }
        let copenhagen = layouts
            .iter()
            .find(|l| l.presets.iter().any(|p| p.id == "copenhagen"))
            .unwrap();
        assert!(
            copenhagen
                .label(&Locale::default())
                .starts_with("11x11, 24 v 12 and the king: ")
        );
    }

    #[test]
    fn every_preset_plays_on_every_board() {
        for preset in &PRESETS {
            for layout in layouts() {
                let mut rules = Rules::preset(preset.id).unwrap();
                layout.apply(&mut rules);
                let label = layout.label(&Locale::default());
                Variant::new(rules).unwrap_or_else(|e| panic!("{} on {label}: {e}", preset.id));
            }
        }
    }

    #[test]
    fn a_preset_is_its_own_closest_and_a_change_is_named() {
        let l = Locale::default();
        for preset in &PRESETS {
            let (closest, changes) = closest_preset(&l, &Rules::preset(preset.id).unwrap());
            assert!(changes.is_empty(), "{}: {closest:?} {changes:?}", preset.id);
        }
        let mut rules = Rules::preset("brandub").unwrap();
        rules.stop_between = konakis_engine::StopBetween::Captured;
        let (closest, changes) = closest_preset(&l, &rules);
        assert_eq!(closest.id, "brandub");
        assert_eq!(changes, ["Stopping between two enemies: it is captured"]);
    }

    #[test]
    fn a_draft_of_a_preset_is_named_for_saving_and_plays_without_an_id() {
        let l = Locale::default();
        let sets = CustomRuleSets::default();
        let draft = RulesDraft::from_choice(&l, &RulesChoice::Preset("tablut".into()), &sets);
        assert_eq!(draft.name, "My Tablut");
        assert_eq!(draft.editing, None);
        let rules = draft.playable_rules(&l);
        assert_eq!((rules.id.as_str(), rules.name.as_str()), ("", "My Tablut"));

        let set = RuleSet::new("Dice Tablut", Rules::preset("tablut").unwrap());
        let sets = CustomRuleSets(vec![set.clone()]);
        let draft = RulesDraft::from_choice(&l, &RulesChoice::Custom("Dice Tablut".into()), &sets);
        assert_eq!(draft.editing.as_deref(), Some("Dice Tablut"));
        assert_eq!(draft.playable_rules(&l), set.rules);
    }
}
