//! The game on the board: the rules resource that wraps the engine, the board and piece
//! entities that mirror it, input, animation, the turn flow, the computer opponent, and (in
//! the windowed app) art, HUD, sound and persistence.

pub mod ai;
pub mod animation;
pub mod art;
pub mod audio;
pub mod board;
pub mod hud;
pub mod input;
pub mod layout;
pub mod persist;
pub mod pieces;
pub mod rules;
pub mod screenshot;
pub mod turn;

use bevy::prelude::*;

/// Window-free game logic.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        rules::plugin,
        turn::plugin,
        board::plugin,
        pieces::plugin,
        input::plugin,
        animation::plugin,
        ai::plugin,
    ));
}

/// What only a window shows or plays.
pub(crate) fn visual_plugin(app: &mut App) {
    app.add_plugins((
        art::plugin,
        layout::plugin,
        hud::plugin,
        audio::plugin,
        persist::plugin,
        screenshot::plugin,
    ));
}
