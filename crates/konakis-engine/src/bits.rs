//! `Bits`: a set of squares as a 384-bit bitboard, wide enough for 19x19 with a fixed stride.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

use crate::square::{SQUARES, STRIDE, Square};

const WORDS: usize = SQUARES.div_ceil(64);

/// A set of squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bits([u64; WORDS]);

impl Bits {
    /// The empty set.
    pub const EMPTY: Bits = Bits([0; WORDS]);

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn has(&self, sq: Square) -> bool {
        let i = sq.index();
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    /// Adds `sq`.
    #[inline]
    pub fn set(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Removes `sq`.
    #[inline]
    pub fn clear(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] &= !(1 << (i % 64));
    }

    /// Flips `sq`.
    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] ^= 1 << (i % 64);
    }

    /// The set with one square.
    pub fn single(sq: Square) -> Bits {
        let mut b = Bits::EMPTY;
        b.set(sq);
        b
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Number of squares in the set.
    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The squares, lowest index first.
    pub fn iter(&self) -> BitsIter {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }

    /// The lowest square, if any.
    pub fn first(&self) -> Option<Square> {
        self.iter().next()
    }

    /// The set moved up by `n` indices (squares shifted past the end fall off).
    #[inline]
    fn shifted_up(&self, n: usize) -> Bits {
        debug_assert!(n > 0 && n < 64);
        let mut out = [0u64; WORDS];
        let mut carry = 0;
        for (o, &w) in out.iter_mut().zip(self.0.iter()) {
            *o = (w << n) | carry;
            carry = w >> (64 - n);
        }
        Bits(out)
    }

    /// The set moved down by `n` indices.
    #[inline]
    fn shifted_down(&self, n: usize) -> Bits {
        debug_assert!(n > 0 && n < 64);
        let mut out = [0u64; WORDS];
        let mut carry = 0;
        for (o, &w) in out.iter_mut().zip(self.0.iter()).rev() {
            *o = (w >> n) | carry;
            carry = w << (64 - n);
        }
        Bits(out)
    }

    /// Every square orthogonally next to a square of the set, within `board`, given the board's
    /// masks of squares that have a western and an eastern neighbour.
    #[inline]
    pub fn neighbours(&self, board: Bits, has_west: Bits, has_east: Bits) -> Bits {
        let north = self.shifted_up(STRIDE);
        let south = self.shifted_down(STRIDE);
        let east = (*self & has_east).shifted_up(1);
        let west = (*self & has_west).shifted_down(1);
        (north | south | east | west) & board
    }
}

impl BitAnd for Bits {
    type Output = Bits;
    #[inline]
    fn bitand(self, rhs: Bits) -> Bits {
        let mut out = self;
        out &= rhs;
        out
    }
}

impl BitAndAssign for Bits {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bits) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a &= b;
        }
    }
}

impl BitOr for Bits {
    type Output = Bits;
    #[inline]
    fn bitor(self, rhs: Bits) -> Bits {
        let mut out = self;
        out |= rhs;
        out
    }
}

impl BitOrAssign for Bits {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bits) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a |= b;
        }
    }
}

impl BitXor for Bits {
    type Output = Bits;
    #[inline]
    fn bitxor(self, rhs: Bits) -> Bits {
        let mut out = self;
        for (a, b) in out.0.iter_mut().zip(rhs.0) {
            *a ^= b;
        }
        out
    }
}

impl Not for Bits {
    type Output = Bits;
    /// The complement over all square indices; mask it with a board before use.
    #[inline]
    fn not(self) -> Bits {
        let mut out = self;
        for w in out.0.iter_mut() {
            *w = !*w;
        }
        out
    }
}

impl FromIterator<Square> for Bits {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bits {
        let mut b = Bits::EMPTY;
        for sq in iter {
            b.set(sq);
        }
        b
    }
}

/// Iterator over the squares of a [`Bits`].
pub struct BitsIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < WORDS {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Square::from_index(
                    self.word * 64 + w.trailing_zeros() as usize,
                ));
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_clear_iterate() {
        let squares = [Square::new(0, 0), Square::new(10, 3), Square::new(18, 18)];
        let bits: Bits = squares.into_iter().collect();
        assert_eq!(bits.count(), 3);
        assert_eq!(bits.iter().collect::<Vec<_>>(), squares);
        let mut b = bits;
        b.clear(Square::new(10, 3));
        assert!(!b.has(Square::new(10, 3)));
        assert_eq!(b.count(), 2);
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        let size = 7u8;
        let board: Bits = (0..size)
            .flat_map(|r| (0..size).map(move |f| Square::new(f, r)))
            .collect();
        let has_west: Bits = board.iter().filter(|s| s.file() > 0).collect();
        let has_east: Bits = board.iter().filter(|s| s.file() + 1 < size).collect();
        let corner = Bits::single(Square::new(6, 6));
        let n = corner.neighbours(board, has_west, has_east);
        assert_eq!(
            n.iter().collect::<Vec<_>>(),
            vec![Square::new(6, 5), Square::new(5, 6)]
        );
        let mid = Bits::single(Square::new(3, 3)).neighbours(board, has_west, has_east);
        assert_eq!(mid.count(), 4);
    }
}
