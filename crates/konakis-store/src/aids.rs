//! What the board shows and asks to help a player, each a setting: the threat marks (one key
//! shows or hides them all), the guard before a move that hands over the game, and a
//! confirmation of every move for couch play.

use serde::{Deserialize, Serialize};

/// The player's aids.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayAids {
    /// The threat marks are shown (X shows or hides them all).
    pub threats_shown: bool,
    /// The king's open roads, drawn to where they end.
    pub king_roads: bool,
    /// The squares from which the attackers would take the king next move.
    pub king_takers: bool,
    /// The pieces either side could take next move.
    pub in_danger: bool,
    /// While a piece is held or a destination pointed at: what that move would take.
    pub move_preview: bool,
    /// Before a move that lets the king escape or be taken next move, ask.
    pub guard: bool,
    /// Every move waits to be confirmed (for couch play).
    pub confirm_moves: bool,
}

impl Default for PlayAids {
    fn default() -> PlayAids {
        PlayAids {
            threats_shown: true,
            king_roads: true,
            king_takers: true,
            in_danger: true,
            move_preview: true,
            guard: false,
            confirm_moves: false,
        }
    }
}
