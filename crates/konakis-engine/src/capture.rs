//! Playing a move: the slide, then every capture it makes (custodial, against hostile squares,
//! Linnaean, shieldwall, the king in each form of the model), one of them where only one is
//! allowed, then the mover itself where stopping between two enemies is fatal.

use crate::bits::Bits;
use crate::error::IllegalMove;
use crate::moves::Move;
use crate::position::{Piece, Position};
use crate::rules::{
    CaptureLimit, KingCapture, Linnaean, Shieldwall, Side, StopBetween, ThroneGuard,
};
use crate::square::{Direction, Square};
use crate::variant::Variant;

impl Variant {
    /// Plays a move already known to be legal (from [`Variant::legal_moves`] or
    /// [`Variant::resolve`]); returns the new position and the captured squares (the king's
    /// included when he is taken, the mover's own when it stopped between two enemies where
    /// that is fatal).
    #[inline]
    pub fn play(&self, pos: &Position, mv: Move) -> (Position, Bits) {
        let mut next = *pos;
        if mv.is_pass() {
            next.switch_side();
            return (next, Bits::EMPTY);
        }
        let piece = pos
            .piece_at(mv.from)
            .expect("play: a legal move starts on a piece");
        next.remove(piece, mv.from);
        next.put(piece, mv.to);
        if piece == Piece::King && mv.from == self.throne && self.tracks_king_leaving() {
            next.mark_king_left_throne();
        }
        let mut captured = self.captures(&next, mv.to, piece);
        if self.rules.captures_per_move == CaptureLimit::One {
            captured = self.chosen_capture(&next, captured, mv.take());
        }
        for sq in captured.iter() {
            let victim = next.piece_at(sq).expect("captured square holds a piece");
            next.remove(victim, sq);
        }
        if self.rules.stop_between == StopBetween::Captured
            && piece != Piece::King
            && self.stands_between(&next, mv.to, piece)
        {
            next.remove(piece, mv.to);
            captured.set(mv.to);
        }
        next.switch_side();
        (next, captured)
    }

    /// The one capture a move makes where only one is allowed: the one it names, else the
    /// king, else the first. The defender pinned against the enthroned king and the king fall
    /// together as one capture (the French rule sheet's Brandub), named by the king's square.
    fn chosen_capture(&self, pos: &Position, captured: Bits, named: Option<Square>) -> Bits {
        let pair = self.linnaean_pair(pos, captured);
        let choices = self.choices_among(pos, captured);
        let Some(choice) = named
            .filter(|&sq| choices.has(sq))
            .or_else(|| pos.king().filter(|&k| choices.has(k)))
            .or_else(|| choices.first())
        else {
            return Bits::EMPTY;
        };
        if pair.has(choice) {
            pair
        } else {
            Bits::single(choice)
        }
    }

    /// The captures a one-capture move chooses among: one square each, the Linnaean pair
    /// counted once by the king's square.
    fn choices_among(&self, pos: &Position, captured: Bits) -> Bits {
        let pair = self.linnaean_pair(pos, captured);
        match pos.king() {
            Some(king) if !pair.is_empty() => (captured & !pair) | Bits::single(king),
            _ => captured,
        }
    }

    /// The defenders pinned against the enthroned king and the king himself, where they are
    /// captured together (Linnaean capture with the king); empty otherwise.
    fn linnaean_pair(&self, pos: &Position, captured: Bits) -> Bits {
        let king = match pos.king() {
            Some(k) if k == self.throne && captured.has(k) => k,
            _ => return Bits::EMPTY,
        };
        if self.rules.linnaean_capture != Linnaean::DefenderAndKing {
            return Bits::EMPTY;
        }
        let beside: Bits = Direction::ALL
            .iter()
            .filter_map(|&d| self.step(king, d))
            .collect();
        let pinned = captured & pos.defenders() & beside;
        if pinned.is_empty() {
            Bits::EMPTY
        } else {
            pinned | Bits::single(king)
        }
    }

    /// The pieces a move could take, when it must choose one of several (one-capture rules);
    /// empty otherwise. The move list holds one move per choice (the defender pinned against
    /// the enthroned king falls with him, and the pair is one choice, named by the king).
    pub fn capture_choices(&self, pos: &Position, mv: Move) -> Bits {
        if self.rules.captures_per_move != CaptureLimit::One || mv.is_pass() {
            return Bits::EMPTY;
        }
        let Some(piece) = pos.piece_at(mv.from) else {
            return Bits::EMPTY;
        };
        let mut next = *pos;
        next.remove(piece, mv.from);
        next.put(piece, mv.to);
        let choices = self.choices_among(&next, self.captures(&next, mv.to, piece));
        if choices.count() > 1 {
            choices
        } else {
            Bits::EMPTY
        }
    }

    /// Whether `piece` standing on `sq` is closed in on one axis: an enemy that captures it, or
    /// a square hostile to it, on both sides (the Polish rulebook, rule 6).
    pub(crate) fn stands_between(&self, pos: &Position, sq: Square, piece: Piece) -> bool {
        [
            (Direction::North, Direction::South),
            (Direction::East, Direction::West),
        ]
        .iter()
        .any(|&(a, b)| {
            let closed = |dir| {
                self.step(sq, dir)
                    .is_some_and(|n| n != sq && self.closes(pos, n, piece, sq))
            };
            closed(a) && closed(b)
        })
    }

    /// The king's rest (the Polish rulebook, rule 7): where soldiers die between two enemies, the king
    /// has stopped on `sq` between two attackers (or an attacker and a hostile square).
    pub fn king_rests(&self, pos: &Position, sq: Square) -> bool {
        self.rules.stop_between == StopBetween::Captured
            && pos.king() == Some(sq)
            && self.stands_between(pos, sq, Piece::Defender)
    }

    /// Checks and plays a move: refuses it if the game is over or the move is illegal. A
    /// move read from text is first resolved ([`Variant::resolve`]).
    pub fn try_play(&self, pos: &Position, mv: Move) -> Result<(Position, Bits), IllegalMove> {
        if self.rule_outcome(pos).is_some() {
            return Err(IllegalMove::GameOver);
        }
        let mv = self.resolve(pos, mv)?;
        Ok(self.play(pos, mv))
    }

    /// Whether the square `anvil` closes a capture of `victim` (standing next to it) for the
    /// side `captor`: a capturing piece of that side, or a square hostile to the victim.
    #[inline]
    fn closes(&self, pos: &Position, anvil: Square, victim: Piece, victim_sq: Square) -> bool {
        match pos.piece_at(anvil) {
            Some(Piece::Attacker) => victim.side() == Side::Defenders,
            Some(Piece::Defender) => victim.side() == Side::Attackers,
            Some(Piece::King) => {
                if victim.side() == Side::Defenders {
                    // Linnaean capture: a defender pinned against the king on his throne,
                    // whose other three sides are held by attackers.
                    self.rules.linnaean_capture != Linnaean::Off
                        && anvil == self.throne
                        && self.enthroned_king_held_on_three_sides(pos, victim_sq)
                } else {
                    self.rules.king_armed
                        || (anvil == self.throne && self.rules.occupied_throne_hostile_to_attackers)
                }
            }
            None => {
                if anvil == self.throne {
                    self.rules.empty_throne_hostile.against(victim)
                } else if self.corners.has(anvil) {
                    self.rules.corners_hostile.against(victim)
                } else {
                    false
                }
            }
        }
    }

    /// The king is on the throne and every throne neighbour but `open_side` holds an attacker.
    fn enthroned_king_held_on_three_sides(&self, pos: &Position, open_side: Square) -> bool {
        Direction::ALL
            .iter()
            .all(|&dir| match self.step(self.throne, dir) {
                Some(n) if n == open_side => true,
                Some(n) => pos.attackers().has(n),
                None => false,
            })
    }

    /// Squares captured by `mover` arriving on `to` (in `pos`, after the slide).
    pub(crate) fn captures(&self, pos: &Position, to: Square, mover: Piece) -> Bits {
        let mut captured = Bits::EMPTY;
        let side = mover.side();
        let mover_captures = mover != Piece::King || self.rules.king_armed;
        for dir in Direction::ALL {
            let Some(victim_sq) = self.step(to, dir) else {
                continue;
            };
            let Some(victim) = pos.piece_at(victim_sq) else {
                continue;
            };
            if victim.side() == side {
                continue;
            }
            if victim == Piece::King {
                if self.king_captured(pos, victim_sq, dir) {
                    captured.set(victim_sq);
                }
                continue;
            }
            if !mover_captures {
                continue;
            }
            if let Some(anvil) = self.step(victim_sq, dir)
                && self.closes(pos, anvil, victim, victim_sq)
            {
                captured.set(victim_sq);
                // Seed 002's Brandub: the king falls with the defender pinned against him.
                if victim == Piece::Defender
                    && pos.king() == Some(anvil)
                    && self.rules.linnaean_capture == Linnaean::DefenderAndKing
                {
                    captured.set(anvil);
                }
            }
        }
        if self.rules.shieldwall != Shieldwall::None && mover_captures && self.edge.has(to) {
            captured |= self.shieldwall_captures(pos, to, side);
        }
        captured
    }

    /// Whether the king on `king` is captured by the attacker that has just arrived next to
    /// him, on his side opposite `dir` (so a weak king's far side is his neighbour in `dir`).
    fn king_captured(&self, pos: &Position, king: Square, dir: Direction) -> bool {
        if self.king_is_strong(pos, king) {
            Direction::ALL.iter().all(|&d| match self.step(king, d) {
                None => self.rules.edge_against_king,
                Some(n) => pos.attackers().has(n) || (n == self.throne && pos.king() != Some(n)),
            })
        } else {
            self.step(king, dir)
                .is_some_and(|anvil| self.closes(pos, anvil, Piece::King, king))
        }
    }

    /// Whether the king on `king` must be enclosed on all sides (else two take him).
    pub(crate) fn king_is_strong(&self, pos: &Position, king: Square) -> bool {
        match self.rules.king_capture {
            KingCapture::Strong => true,
            KingCapture::Weak => false,
            KingCapture::StrongNearThrone => {
                let guarded =
                    self.rules.throne_guard == ThroneGuard::BySquare || !pos.king_left_throne();
                (king == self.throne && guarded)
                    || Direction::ALL
                        .iter()
                        .any(|&d| self.step(king, d) == Some(self.throne))
            }
        }
    }

    /// Shieldwall captures by a piece of `side` arriving on the edge square `to`: a row of two
    /// or more enemies along the edge, each with a piece of `side` in front of it, closed at
    /// the far end by a piece of `side` (or, with strong shieldwalls, a corner). A king in the
    /// row is not captured.
    fn shieldwall_captures(&self, pos: &Position, to: Square, side: Side) -> Bits {
        let mut captured = Bits::EMPTY;
        let last = self.size - 1;
        // Each edge `to` lies on: the directions along it, and the inward direction.
        let edges = [
            (to.rank() == 0, Direction::North),
            (to.rank() == last, Direction::South),
            (to.file() == 0, Direction::East),
            (to.file() == last, Direction::West),
        ];
        let ours = pos.pieces(side);
        let theirs = pos.pieces(side.opponent());
        for (on_edge, inward) in edges {
            if !on_edge {
                continue;
            }
            let along = match inward {
                Direction::North | Direction::South => [Direction::East, Direction::West],
                Direction::East | Direction::West => [Direction::North, Direction::South],
            };
            for dir in along {
                let mut row = Bits::EMPTY;
                let mut len = 0;
                let mut sq = self.step(to, dir);
                while let Some(s) = sq {
                    let braced = self.step(s, inward).is_some_and(|f| ours.has(f));
                    if !theirs.has(s) || !braced {
                        break;
                    }
                    row.set(s);
                    len += 1;
                    sq = self.step(s, dir);
                }
                let Some(end) = sq else { continue };
                let closed = if ours.has(end) {
                    pos.king() != Some(end) || self.rules.king_armed
                } else {
                    self.rules.shieldwall == Shieldwall::Strong
                        && self.corners.has(end)
                        && pos.piece_at(end).is_none()
                };
                if len >= 2 && closed {
                    if let Some(k) = pos.king() {
                        row.clear(k);
                    }
                    captured |= row;
                }
            }
        }
        captured
    }
}
