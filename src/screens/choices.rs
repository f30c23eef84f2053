//! What the new-game screen and its rules page choose and keep: the rules chosen (a preset or
//! one of the player's sets), the players, the player's rule sets as last read, the page
//! shown; and deleting a rule set, which both offer.

use bevy::prelude::*;
use bevy_egui::egui;
use konakis_engine::clock::{Clock, TimeControl};
use konakis_engine::pairing::Pairing;
use konakis_engine::{Game, Rules, Variant};
use konakis_store::{Paths, PlayerChoice, RuleSet, Settings};

use crate::Screen;
use crate::game::session::{GameCommand, MatchPlay, Players};
use crate::i18n::Locale;
use crate::persist::{FileNotices, Notice, Persisted, player_from_choice};
use crate::tr;

/// Which rules the player chose: a preset or one of their own rule sets.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RulesChoice {
    /// The preset with this id.
    Preset(String),
    /// The player's rule set with this name.
    Custom(String),
}

/// The player's own rule sets, as last read from the store (sorted by name).
#[derive(Resource, Default, Clone, Debug)]
pub struct CustomRuleSets(pub Vec<RuleSet>);

impl CustomRuleSets {
    /// Reads every rule set saved; the problems met (each bad file kept aside) as notices.
    pub fn load(paths: &Paths) -> (CustomRuleSets, Vec<Notice>) {
        let (sets, problems) = konakis_store::list_rule_sets(paths);
        for problem in &problems {
            warn!("{problem}");
        }
        (
            CustomRuleSets(sets),
            problems.into_iter().map(Notice::File).collect(),
        )
    }

    /// The set with this name.
    pub fn get(&self, name: &str) -> Option<&RuleSet> {
        self.0.iter().find(|set| set.name == name)
    }
}

/// The pages of the new-game screen.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::NewGame)]
pub enum NewGamePage {
    /// Choosing the rules and the players.
    #[default]
    Choose,
    /// Setting every switch of the rules (`rules_screen`).
    Rules,
}

/// What the player has chosen so far (remembered in the settings).
#[derive(Resource, Clone, Debug)]
pub struct NewGameChoices {
    /// The rules: a preset or one of the player's sets.
    pub rules: RulesChoice,
    /// Attackers' player.
    pub attackers: PlayerChoice,
    /// Defenders' player.
    pub defenders: PlayerChoice,
    /// The clock, if the game is timed.
    pub clock: Option<TimeControl>,
    /// A match of this many pairs of games; 0: a single game.
    pub pairs: u8,
}

impl NewGameChoices {
    /// The choices the settings remember: the last rule set if it is still there, else the
    /// last preset.
    pub fn from_settings(settings: &Settings, sets: &CustomRuleSets) -> NewGameChoices {
        let rules = match &settings.last_rule_set {
            Some(name) if sets.get(name).is_some() => RulesChoice::Custom(name.clone()),
            _ => RulesChoice::Preset(settings.last_variant.clone()),
        };
        NewGameChoices {
            rules,
            attackers: settings.attackers,
            defenders: settings.defenders,
            clock: settings.clock.as_deref().and_then(|c| c.parse().ok()),
            pairs: settings.match_pairs,
        }
    }

    /// The rules chosen (Copenhagen if the choice is gone).
    pub fn rules(&self, sets: &CustomRuleSets) -> Rules {
        let found = match &self.rules {
            RulesChoice::Preset(id) => Rules::preset(id),
            RulesChoice::Custom(name) => sets.get(name).map(|set| set.rules.clone()),
        };
        found
            .or_else(|| Rules::preset("copenhagen"))
            .expect("copenhagen is a preset")
    }

    /// Who plays each side.
    pub fn players(&self) -> Players {
        Players {
            attackers: player_from_choice(self.attackers),
            defenders: player_from_choice(self.defenders),
        }
    }

    /// The command that starts a game under `rules` with the chosen players; the engine's
    /// message if it refuses the rules.
    pub fn start_with(&self, rules: Rules) -> Result<GameCommand, String> {
        let variant = Variant::new(rules).map_err(|e| e.to_string())?;
        let play = MatchPlay {
            clock: self.clock.map(Clock::new),
            pairing: (self.pairs > 0).then(|| Pairing::new(self.pairs)),
        };
        Ok(GameCommand::StartTimed(
            Box::new(Game::new(variant)),
            self.players(),
            Box::new(play),
        ))
    }

    /// The command that starts a game under the chosen rules.
    pub fn start_command(&self, sets: &CustomRuleSets) -> Result<GameCommand, String> {
        self.start_with(self.rules(sets))
    }

    /// Writes the choices into the settings: the preset or rule set, and the players.
    pub fn remember(&self, settings: &mut Settings) {
        match &self.rules {
            RulesChoice::Preset(id) => {
                settings.last_variant = id.clone();
                settings.last_rule_set = None;
            }
            RulesChoice::Custom(name) => settings.last_rule_set = Some(name.clone()),
        }
        settings.attackers = self.attackers;
        settings.defenders = self.defenders;
        settings.clock = self.clock.map(|c| c.to_string());
        settings.match_pairs = self.pairs;
    }
}

/// Deletes one of the player's rule sets; the choice falls back to the last preset.
pub(super) fn delete_set(
    name: &str,
    choices: &mut NewGameChoices,
    sets: &mut CustomRuleSets,
    persisted: &mut Persisted,
    notices: &mut FileNotices,
) {
    if let Err(e) = konakis_store::delete_rule_set(&persisted.paths, name) {
        notices.0.push(Notice::File(e));
        return;
    }
    sets.0.retain(|set| set.name != name);
    if choices.rules == RulesChoice::Custom(name.to_string()) {
        choices.rules = RulesChoice::Preset(persisted.settings.last_variant.clone());
    }
    if persisted.settings.last_rule_set.as_deref() == Some(name) {
        persisted.settings.last_rule_set = None;
    }
}

/// "Delete", then "Delete "name" for good?" with Delete and Keep: whether it was confirmed.
pub(super) fn delete_button(ui: &mut egui::Ui, l: &Locale, name: &str, confirm: &mut bool) -> bool {
    if !*confirm {
        *confirm = ui
            .button(tr!(l, "rules-delete"))
            .on_hover_text(tr!(l, "rules-delete-hover", name = name))
            .clicked();
        return false;
    }
    let mut confirmed = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!(l, "rules-delete-confirm", name = name));
        confirmed = ui.button(tr!(l, "rules-delete")).clicked();
        if ui.button(tr!(l, "rules-keep")).clicked() {
            *confirm = false;
        }
    });
    confirmed
}
