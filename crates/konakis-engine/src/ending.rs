//! Why a game ended, on the board: the squares that decided it, for the end to mark (the
//! escape square, the king's captors, the fort's walls, the ring, the moves that repeated,
//! the side left without a move, the last capture, the king's two roads).

use crate::bits::Bits;
use crate::game::Game;
use crate::position::{Piece, Position};
use crate::rules::Side;
use crate::square::Direction;
use crate::status::{Outcome, Reason};
use crate::variant::Variant;

impl Game {
    /// The outcome of a finished game and the squares that decided it, as the board stands
    /// now; `None` while it goes on.
    pub fn deciding_squares(&self) -> Option<(Outcome, Bits)> {
        let outcome = self.outcome()?;
        let pos = self.position();
        let v = self.variant();
        let last = self.ply().checked_sub(1).map(|i| self.moves()[i]);
        let squares = match outcome.reason {
            Reason::KingEscaped => pos.king().map(Bits::single).unwrap_or_default(),
            Reason::KingCaptured | Reason::AllCaptured => match last {
                Some(m) if !m.mv.is_pass() => {
                    let before = self.position_at(self.ply() - 1);
                    m.captured | v.captors(&before, &pos, m.captured) | Bits::single(m.mv.to)
                }
                _ => Bits::EMPTY,
            },
            Reason::ExitFort => v.fort_walls(&pos),
            Reason::Encirclement => v.ring_around_defenders(&pos),
            Reason::NoMoves => pos.pieces(pos.to_move()),
            Reason::Repetition => self.repeated_moves(),
            Reason::Tuichi => {
                let roads = v.king_roads(&pos).into_iter().flatten();
                roads.chain(pos.king()).collect()
            }
            // The players ended it: no square decided it.
            Reason::Resignation | Reason::Time | Reason::Agreement => Bits::EMPTY,
        };
        Some((outcome, squares))
    }

    /// The squares the moves since the position now first occurred went from and to.
    fn repeated_moves(&self) -> Bits {
        let now = self.position();
        let first = (0..=self.ply())
            .find(|&i| self.position_at(i) == now)
            .unwrap_or(self.ply());
        self.moves()[first..self.ply()]
            .iter()
            .filter(|m| !m.mv.is_pass())
            .flat_map(|m| [m.mv.from, m.mv.to])
            .collect()
    }
}

impl Variant {
    /// What closed in on the `captured` squares (their pieces as they stood `before`): the
    /// enemies beside them after the move, and the empty hostile squares (throne, corners).
    fn captors(&self, before: &Position, after: &Position, captured: Bits) -> Bits {
        let mut found = Bits::EMPTY;
        for sq in captured.iter() {
            let Some(victim) = before.piece_at(sq) else {
                continue;
            };
            let enemies = after.pieces(victim.side().opponent());
            for dir in Direction::ALL {
                let Some(n) = self.step(sq, dir) else {
                    continue;
                };
                // The empty throne counts as a side against the king wherever he is strong.
                let throne = n == self.throne
                    && (victim == Piece::King || self.rules.empty_throne_hostile.against(victim));
                let corner = self.corners.has(n) && self.rules.corners_hostile.against(victim);
                let hostile = after.piece_at(n).is_none() && (throne || corner);
                if enemies.has(n) || hostile {
                    found.set(n);
                }
            }
        }
        found
    }

    /// The king and the defenders walling his exit fort.
    fn fort_walls(&self, pos: &Position) -> Bits {
        let Some(king) = pos.king() else {
            return Bits::EMPTY;
        };
        let empty = self.board & !pos.occupied();
        let inside = self.flood(Bits::single(king), empty, Bits::EMPTY);
        let rim = inside.neighbours(self.board, self.has_west, self.has_east) & !inside;
        (rim & pos.pieces(Side::Defenders)) | Bits::single(king)
    }

    /// The attackers that close the ring: those touching the squares the defenders can
    /// still reach.
    fn ring_around_defenders(&self, pos: &Position) -> Bits {
        let passable = self.board & !pos.attackers();
        let reach = self.flood(pos.pieces(Side::Defenders), passable, Bits::EMPTY);
        reach.neighbours(self.board, self.has_west, self.has_east) & pos.attackers()
    }
}
