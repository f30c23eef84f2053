//! Squares and their algebraic names (`a1` bottom-left, files `a`..`s`, ranks `1`..`19`).

use std::fmt;
use std::str::FromStr;

use crate::error::ParseError;

/// The widest board the engine knows: 19x19 (Alea Evangelii).
pub const MAX_SIZE: u8 = 19;
/// The narrowest board the engine knows: 7x7 (Brandub, Ard Rí).
pub const MIN_SIZE: u8 = 7;
/// Squares are laid out rank after rank with this fixed stride, whatever the board size, so a
/// square means the same on every board and one bitboard type serves them all.
pub const STRIDE: usize = MAX_SIZE as usize;
/// Number of square indices (`STRIDE * STRIDE`).
pub const SQUARES: usize = STRIDE * STRIDE;

/// A square of the board, by file and rank (both from zero).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u16);

impl Square {
    /// The square at `file`, `rank` (0-based; `a1` is `(0, 0)`).
    ///
    /// ```
    /// use konakis_engine::Square;
    /// assert_eq!(Square::new(4, 4).to_string(), "e5");
    /// ```
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < MAX_SIZE && rank < MAX_SIZE);
        Square(rank as u16 * STRIDE as u16 + file as u16)
    }

    /// The square with this index (`rank * STRIDE + file`).
    pub const fn from_index(index: usize) -> Square {
        assert!(index < SQUARES);
        Square(index as u16)
    }

    /// Index into tables and bitboards.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File from zero (`a` = 0).
    #[inline]
    pub const fn file(self) -> u8 {
        (self.0 % STRIDE as u16) as u8
    }

    /// Rank from zero (`1` = 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        (self.0 / STRIDE as u16) as u8
    }

    /// Rook steps of one square each between `self` and `other` (the Manhattan distance).
    ///
    /// ```
    /// use konakis_engine::Square;
    /// let e5 = Square::new(4, 4);
    /// assert_eq!(e5.steps_to(Square::new(6, 1)), 5);
    /// assert_eq!(e5.steps_to(e5), 0);
    /// ```
    #[inline]
    pub const fn steps_to(self, other: Square) -> u8 {
        self.file().abs_diff(other.file()) + self.rank().abs_diff(other.rank())
    }

    /// Whether this square lies on a board of `size`.
    pub const fn on_board(self, size: u8) -> bool {
        self.file() < size && self.rank() < size
    }

    /// Parses a square and checks that it lies on a board of `size`.
    pub fn parse_on(text: &str, size: u8) -> Result<Square, ParseError> {
        let square: Square = text.parse()?;
        if square.on_board(size) {
            Ok(square)
        } else {
            Err(ParseError::new(format!(
                "square {text} is off the {size}x{size} board"
            )))
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Square, ParseError> {
        let bad = || ParseError::new(format!("'{text}' is not a square (expected e.g. e5)"));
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(bad)?;
        if !file.is_ascii_lowercase() {
            return Err(bad());
        }
        let file = file as u8 - b'a';
        let rank_text = chars.as_str();
        if rank_text.is_empty()
            || rank_text.len() > 2
            || !rank_text.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(bad());
        }
        let rank: u8 = rank_text.parse().map_err(|_| bad())?;
        if file >= MAX_SIZE || rank == 0 || rank > MAX_SIZE || rank_text.starts_with('0') {
            return Err(ParseError::new(format!(
                "square {text} is off every board (a1..s19)"
            )));
        }
        Ok(Square::new(file, rank - 1))
    }
}

impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The four directions a piece slides in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards higher ranks.
    North,
    /// Towards higher files.
    East,
    /// Towards lower ranks.
    South,
    /// Towards lower files.
    West,
}

impl Direction {
    /// All four, in a fixed order.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// Index 0..4 for tables.
    pub const fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for rank in 0..MAX_SIZE {
            for file in 0..MAX_SIZE {
                let sq = Square::new(file, rank);
                assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
            }
        }
        assert_eq!("a1".parse::<Square>().unwrap(), Square::new(0, 0));
        assert_eq!("s19".parse::<Square>().unwrap(), Square::new(18, 18));
    }

    #[test]
    fn bad_names_are_refused() {
        for bad in ["", "a", "1", "a0", "t1", "a20", "A1", "a01", "e5x", "aa1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad} should be refused");
        }
        assert!(Square::parse_on("l1", 11).is_err());
        assert!(Square::parse_on("k11", 11).is_ok());
    }
}
