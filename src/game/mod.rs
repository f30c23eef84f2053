//! The game's model: the session (the engine's game and who plays it), the board, pieces and
//! squares as entities that mirror the engine, input turned into domain messages, selection,
//! motion measured in squares and seconds, the turn flow, the die of dice games and the
//! computer opponent. Nothing here draws: no sprites, meshes, cameras or pixels (those are
//! `crate::view`'s).

pub mod ai;
pub mod board;
pub mod clock;
pub mod confirm;
pub mod dice;
pub mod input;
pub mod lesson;
pub mod motion;
pub mod offers;
pub mod pieces;
pub mod puzzle;
pub mod review;
pub mod selection;
pub mod session;
pub mod threats;
pub mod turn;

use bevy::prelude::*;

/// The window-free model: what the headless tests run.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        clock::plugin,
        turn::plugin,
        board::plugin,
        pieces::plugin,
        selection::plugin,
        input::plugin,
        motion::plugin,
        ai::plugin,
        dice::plugin,
        threats::plugin,
        confirm::plugin,
        lesson::plugin,
    ));
    app.add_plugins((offers::plugin, review::plugin, puzzle::plugin));
}
