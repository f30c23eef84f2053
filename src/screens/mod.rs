//! The screens around the game: the title (with the computer playing itself behind the
//! menu), the new-game screen and its rules page (every switch, custom rule sets saved by
//! name), with the measured level ratings and side balance they show; launch options may
//! jump straight into a game.

mod balance;
mod choices;
mod learn;
mod new_game;
mod picture;
mod puzzles;
mod ratings;
mod rules_screen;
mod switches;
mod timing;
mod title;

use bevy::prelude::*;

pub use choices::{CustomRuleSets, NewGameChoices, NewGamePage, RulesChoice};
#[cfg(test)]
pub(crate) use learn::draw_learn;
#[cfg(test)]
pub(crate) use new_game::draw_new_game;
#[cfg(test)]
pub(crate) use puzzles::draw_puzzles;
#[cfg(test)]
pub(crate) use rules_screen::draw_rules;
pub use rules_screen::{Note, RulesDraft};
#[cfg(test)]
pub(crate) use switches::all_switch_messages;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        new_game::plugin,
        learn::plugin,
        puzzles::plugin,
    ));
}
