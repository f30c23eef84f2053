//! The transposition table: one slot per index, keyed by the position's Zobrist hash, storing
//! the best move, the score with its bound, and the depth it was searched to. The threads of
//! one search share it (Lazy SMP): each slot is two atomic words, the key stored XORed with
//! the data, so a slot torn by two threads writing at once reads as empty, never as a wrong
//! entry.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering::Relaxed};

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

/// A table of `2^k` slots, each two words (key XOR data, packed data).
pub(crate) struct Table {
    slots: Box<[AtomicU64]>,
    mask: usize,
    generation: AtomicU8,
    /// Something was stored since the table was built or cleared.
    used: AtomicBool,
}

impl Table {
    /// A table of about `megabytes` (rounded down to a power of two slots; at least 1024).
    pub(crate) fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / 16;
        let slots = (usize::BITS - 1 - wanted.leading_zeros()).max(10);
        let count = 1usize << slots;
        Table {
            slots: (0..count * 2).map(|_| AtomicU64::new(0)).collect(),
            mask: count - 1,
            generation: AtomicU8::new(0),
            used: AtomicBool::new(false),
        }
    }

    /// Starts a new search: older entries become first to be replaced.
    pub(crate) fn new_search(&self) {
        self.generation.fetch_add(1, Relaxed);
    }

    /// Forgets everything.
    pub(crate) fn clear(&self) {
        if self.used.swap(false, Relaxed) {
            for slot in self.slots.iter() {
                slot.store(0, Relaxed);
            }
        }
    }

    /// The key and data of slot `i`, or zeros where the slot is empty or was torn.
    #[inline]
    fn read(&self, i: usize) -> (u64, u64) {
        let data = self.slots[i + 1].load(Relaxed);
        (self.slots[i].load(Relaxed) ^ data, data)
    }

    #[inline]
    fn index(&self, hash: u64) -> usize {
        ((hash as usize) & self.mask) * 2
    }

    /// What is stored for `hash`, if anything.
    #[inline]
    pub(crate) fn probe(&self, hash: u64) -> Option<Probe> {
        let (key, data) = self.read(self.index(hash));
        if key != hash || data == 0 {
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
    pub(crate) fn store(&self, hash: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let i = self.index(hash);
        let (old_key, old) = self.read(i);
        let generation = self.generation.load(Relaxed);
        if old != 0 && old_key != hash {
            let old_depth = ((old >> DEPTH_SHIFT) & 0xFF) as u8 as i8 as i32;
            let old_gen = ((old >> GEN_SHIFT) & 0xFF) as u8;
            if old_gen == generation && old_depth > depth + TT_KEEP_DEPTH {
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
            None if old_key == hash => old & ((1 << MOVE_BITS) - 1),
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
            | ((generation as u64) << GEN_SHIFT);
        self.slots[i].store(hash ^ data, Relaxed);
        self.slots[i + 1].store(data, Relaxed);
        if !self.used.load(Relaxed) {
            self.used.store(true, Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_reads_back() {
        let t = Table::new(1);
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
