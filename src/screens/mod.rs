//! The screens around the game: the title (with the computer playing itself behind the
//! menu) and the new-game screen; launch options may jump straight into a game.

mod new_game;
mod title;

use bevy::prelude::*;

pub use new_game::NewGameChoices;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, new_game::plugin));
}
