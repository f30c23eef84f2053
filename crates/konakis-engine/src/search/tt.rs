//! The transposition table: one slot per index, keyed by the position's Zobrist hash, storing
//! the best move, the score with its bound, and the depth it was searched to.

use super::params::TT_KEEP_DEPTH;
use crate::moves::Move;
use crate::square::Square;

/// How a stored score relates to the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The true value.
    Exact,
    /// The true value is at least the score (the search failed high).
    Lower,
    /// The true value is at most the score (the search failed low).
    Upper,
}

/// What the table knows of a position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Probe {
    pub(crate) mv: Option<Move>,
    pub(crate) score: i32,
    pub(crate) depth: i32,
    pub(crate) bound: Bound,
}

/// Bits of the packed data word: move (origin, destination and named capture, 9 bits each,
/// plus one "has move" bit), score (16 bits), depth (8 bits), bound (2 bits), generation
/// (8 bits).
const MOVE_BITS: u32 = 28;
const SCORE_SHIFT: u32 = MOVE_BITS;
const DEPTH_SHIFT: u32 = SCORE_SHIFT + 16;
const BOUND_SHIFT: u32 = DEPTH_SHIFT + 8;
const GEN_SHIFT: u32 = BOUND_SHIFT + 2;

/// A table of `2^k` slots, each two `u64`s (key, packed data). Built with `vec![0; n]`, so a
/// large table costs nothing until it is used.
pub(crate) struct Table {
    slots: Vec<u64>,
    mask: usize,
    generation: u8,
    /// Something was stored since the table was built or cleared.
    used: bool,
}

impl Table {
    /// A table of about `megabytes` (rounded down to a power of two slots; at least 1024).
    pub(crate) fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / 16;
        let slots = (usize::BITS - 1 - wanted.leading_zeros()).max(10);
        let count = 1usize << slots;
        Table {
            slots: vec![0; count * 2],
            mask: count - 1,
            generation: 0,
            used: false,
        }
    }

    /// Starts a new search: older entries become first to be replaced.
    pub(crate) fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        if self.used {
            self.slots.fill(0);
            self.used = false;
        }
    }

    #[inline]
    fn index(&self, hash: u64) -> usize {
        ((hash as usize) & self.mask) * 2
    }

    /// What is stored for `hash`, if anything.
    #[inline]
    pub(crate) fn probe(&self, hash: u64) -> Option<Probe> {
        let i = self.index(hash);
        let data = self.slots[i + 1];
        if self.slots[i] != hash || data == 0 {
            return None;
        }
        let mv = if data & 1 != 0 {
            let square = |shift: u32| Square::from_index(((data >> shift) & 0x1FF) as usize);
            let mv = Move::new(square(1), square(10));
            Some(mv.taking(square(19)))
        } else {
            None
        };
        let score = ((data >> SCORE_SHIFT) & 0xFFFF) as u16 as i16 as i32;
        let depth = ((data >> DEPTH_SHIFT) & 0xFF) as u8 as i8 as i32;
        let bound = match (data >> BOUND_SHIFT) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Probe {
            mv,
            score,
            depth,
            bound,
        })
    }

    /// Stores a result, replacing the slot's entry unless that one is from this search and
    /// deeper (but a result for the same position always replaces).
    #[inline]
    pub(crate) fn store(
        &mut self,
        hash: u64,
        mv: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let i = self.index(hash);
        let old = self.slots[i + 1];
        if old != 0 && self.slots[i] != hash {
            let old_depth = ((old >> DEPTH_SHIFT) & 0xFF) as u8 as i8 as i32;
            let old_gen = ((old >> GEN_SHIFT) & 0xFF) as u8;
            if old_gen == self.generation && old_depth > depth + TT_KEEP_DEPTH {
                return;
            }
        }
        // Keep the old move when this result has none (a fail-low).
        let move_bits = match mv {
            Some(m) => {
                let take = m.take().unwrap_or(m.to);
                1 | (m.from.index() as u64) << 1
                    | (m.to.index() as u64) << 10
                    | (take.index() as u64) << 19
            }
            None if self.slots[i] == hash => old & ((1 << MOVE_BITS) - 1),
            None => 0,
        };
        let bound_bits: u64 = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let data = move_bits
            | ((score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u64) << SCORE_SHIFT)
            | ((depth.clamp(-128, 127) as i8 as u8 as u64) << DEPTH_SHIFT)
            | (bound_bits << BOUND_SHIFT)
            | ((self.generation as u64) << GEN_SHIFT);
        self.slots[i] = hash;
        self.slots[i + 1] = data;
        self.used = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_reads_back() {
        let mut t = Table::new(1);
        let mv = Move::new(Square::new(3, 4), Square::new(18, 18));
        t.store(0xABCDEF, Some(mv), -29_950, 7, Bound::Lower);
        let p = t.probe(0xABCDEF).unwrap();
        assert_eq!(p.mv, Some(mv));
        assert_eq!(p.score, -29_950);
        assert_eq!(p.depth, 7);
        assert_eq!(p.bound, Bound::Lower);
        assert!(t.probe(0xABCDEE).is_none());
        // A fail-low keeps the move it had.
        t.store(0xABCDEF, None, 12, 8, Bound::Upper);
        let p = t.probe(0xABCDEF).unwrap();
        assert_eq!((p.mv, p.score, p.bound), (Some(mv), 12, Bound::Upper));
        t.clear();
        assert!(t.probe(0xABCDEF).is_none());
    }
}
