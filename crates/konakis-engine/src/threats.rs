//! What each side threatens one move ahead, asked of the engine so that the game only draws
//! it: the king's open roads, the squares from which the attackers would take him, the pieces
//! either side could take, what a move takes, and whether a move hands the opponent the game.
//! In dice games the next throw is unknown, so every face counts.

use crate::bits::Bits;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::rules::Side;
use crate::square::{Direction, Square};
use crate::status::Reason;
use crate::variant::Variant;

/// The threats in a position, for both sides, whoever is to move.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Threats {
    /// The king's open roads, each the squares he would cross, the last where the road ends
    /// (one road: raichi; two or more: tuichi).
    pub king_roads: Vec<Vec<Square>>,
    /// The squares an attacker could move to, next move, that would take the king.
    pub king_takers: Bits,
    /// The attackers the defenders could take with one move.
    pub attackers_in_danger: Bits,
    /// The defenders (the king among them) the attackers could take with one move.
    pub defenders_in_danger: Bits,
}

/// What one move does on arrival.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MoveEffect {
    /// The opponent's pieces it takes.
    pub takes: Bits,
    /// The mover dies where it stops (a soldier between two enemies, where that is fatal).
    pub mover_dies: bool,
}

/// A move that lets the opponent win at once, and how.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Danger {
    /// The opponent's winning reply.
    pub reply: Move,
    /// How the reply wins: the king escapes, is taken, reaches a fort...
    pub reason: Reason,
}

impl Variant {
    /// Every threat in `pos` (see [`Threats`]).
    pub fn threats(&self, pos: &Position) -> Threats {
        let mut threats = Threats {
            king_roads: self.king_roads(pos),
            ..Threats::default()
        };
        for side in [Side::Attackers, Side::Defenders] {
            let as_mover = pos.with_to_move(side);
            for mv in self.every_move(&as_mover).as_slice() {
                let (_, captured) = self.play(&as_mover, *mv);
                let taken = captured & pos.pieces(side.opponent());
                match side {
                    Side::Attackers => {
                        threats.defenders_in_danger |= taken;
                        if pos.king().is_some_and(|k| taken.has(k)) {
                            threats.king_takers.set(mv.to);
                        }
                    }
                    Side::Defenders => threats.attackers_in_danger |= taken,
                }
            }
        }
        threats
    }

    /// The king's open roads: in each direction where he has a clear straight run to a square
    /// his routes count to ([`Variant::route_ends`]), the squares of that run.
    pub fn king_roads(&self, pos: &Position) -> Vec<Vec<Square>> {
        let Some(king) = pos.king() else {
            return Vec::new();
        };
        Direction::ALL
            .iter()
            .filter_map(|&dir| {
                let end = self.road_end(pos, king, dir)?;
                let mut road = Vec::new();
                let mut sq = king;
                while sq != end {
                    sq = self.step(sq, dir)?;
                    road.push(sq);
                }
                Some(road)
            })
            .collect()
    }

    /// What `mv`, a legal move in `pos`, takes on arrival.
    pub fn move_effect(&self, pos: &Position, mv: Move) -> MoveEffect {
        let (_, captured) = self.play(pos, mv);
        let mover_dies = !mv.is_pass() && captured.has(mv.to);
        let mut takes = captured;
        if mover_dies {
            takes.clear(mv.to);
        }
        MoveEffect { takes, mover_dies }
    }

    /// Whether `mv`, a legal move in `pos`, lets the opponent win with their next move (the
    /// king escapes or is taken, a fort or a ring closes...): the first such reply. A move
    /// that itself ends the game hands nothing over.
    pub fn danger_after(&self, pos: &Position, mv: Move) -> Option<Danger> {
        let (next, captured) = self.play(pos, mv);
        if self.outcome_after(&next, mv, captured).is_some() {
            return None;
        }
        let opponent = next.to_move();
        self.every_move(&next).as_slice().iter().find_map(|&reply| {
            let (after, taken) = self.play(&next, reply);
            let outcome = self.outcome_after(&after, reply, taken)?;
            (outcome.winner == Some(opponent)).then_some(Danger {
                reply,
                reason: outcome.reason,
            })
        })
    }

    /// Every move of the side to move; in dice games, those of every throw.
    fn every_move(&self, pos: &Position) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves(pos, &mut list);
        list
    }
}
