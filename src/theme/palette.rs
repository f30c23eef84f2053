//! Named colours used across the game.

use bevy::prelude::*;

/// Behind the board: a deep smoky brown.
pub const BACKGROUND: Color = Color::srgb(0.11, 0.08, 0.06);
/// Coordinates on the frame.
pub const RIM_TEXT: Color = Color::srgb(0.93, 0.84, 0.64);
/// Legal destination dots.
pub const DESTINATION: Color = Color::srgba(0.98, 0.86, 0.42, 0.85);
/// The selected piece's ring.
pub const SELECTED: Color = Color::srgb(1.0, 0.80, 0.25);
/// The keyboard cursor.
pub const CURSOR: Color = Color::srgba(0.55, 0.85, 1.0, 0.9);
/// The last move's squares.
pub const LAST_MOVE: Color = Color::srgba(0.95, 0.62, 0.20, 0.55);
