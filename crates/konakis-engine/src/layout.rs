//! `Layout`: where the pieces stand, as a plain value between a text format and a
//! [`Position`]. Notation reads and writes it; a [`Variant`](crate::Variant) checks it against
//! its rules and makes a position of it. So the model never parses text itself.

use crate::bits::Bits;
use crate::position::{Piece, Position};
use crate::square::Square;

/// Pieces on a board of `size`, before any rules look at them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    /// Squares along one side.
    pub size: u8,
    /// The attacking soldiers.
    pub attackers: Bits,
    /// The defending soldiers.
    pub defenders: Bits,
    /// The king, if he stands on the board.
    pub king: Option<Square>,
}

impl Layout {
    /// The pieces of `pos` on a board of `size`.
    pub fn of(pos: &Position, size: u8) -> Layout {
        Layout {
            size,
            attackers: pos.attackers(),
            defenders: pos.defenders(),
            king: pos.king(),
        }
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.attackers.has(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.has(sq) {
            Some(Piece::Defender)
        } else if self.king == Some(sq) {
            Some(Piece::King)
        } else {
            None
        }
    }
}
