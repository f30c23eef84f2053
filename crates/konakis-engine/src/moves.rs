//! The `Move` value and a fixed-capacity list of moves. Generating them is
//! [`movegen`](crate::movegen)'s work; reading and writing them, this module's and
//! [`notation`](crate::notation)'s.

use std::fmt;
use std::str::FromStr;

use crate::error::ParseError;
use crate::square::Square;

/// A move: one piece slides from `from` to `to`. Under one-capture rules a move that could
/// take several pieces also names the one it takes ([`Move::take`]). With dice, a throw that
/// allows no move is answered by [`Move::PASS`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Move {
    /// Origin square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
    /// The piece chosen to be taken, or `to` when the move names none.
    take: Square,
}

impl Move {
    /// The pass of a dice game whose throw allows no move (origin and destination alike).
    pub const PASS: Move = Move::new(Square::from_index(0), Square::from_index(0));

    /// A move from `from` to `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to, take: to }
    }

    /// The same move naming `victim` as the one piece it takes (one-capture rules).
    pub const fn taking(self, victim: Square) -> Move {
        Move {
            take: victim,
            ..self
        }
    }

    /// The piece this move names to take, if it names one.
    pub fn take(self) -> Option<Square> {
        (self.take != self.to).then_some(self.take)
    }

    /// The slide alone, without a named capture.
    pub const fn plain(self) -> Move {
        Move::new(self.from, self.to)
    }

    /// Whether this is the pass of a dice game.
    pub fn is_pass(self) -> bool {
        self.from == self.to
    }

    /// Squares travelled: 1 to an adjacent square.
    pub fn distance(self) -> u8 {
        self.from.steps_to(self.to)
    }

    /// The squares strictly between origin and destination, if they share a rank or file.
    pub fn path(self) -> Option<impl Iterator<Item = Square>> {
        let (f0, r0, f1, r1) = (
            self.from.file() as i32,
            self.from.rank() as i32,
            self.to.file() as i32,
            self.to.rank() as i32,
        );
        if self.from == self.to || (f0 != f1 && r0 != r1) {
            return None;
        }
        let (df, dr) = ((f1 - f0).signum(), (r1 - r0).signum());
        let steps = (f1 - f0).abs().max((r1 - r0).abs());
        Some((1..steps).map(move |i| Square::new((f0 + df * i) as u8, (r0 + dr * i) as u8)))
    }
}

/// OpenTafl move record: `e5-e8`, or `e5-e8xe9` when the move names its capture, or `pass`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        write!(f, "{}-{}", self.from, self.to)?;
        match self.take() {
            Some(victim) => write!(f, "x{victim}"),
            None => Ok(()),
        }
    }
}

/// Reads `e5-e8`, also with a piece letter (`Ke5-e8`), the info marks (`+ - ++ --`) and a
/// capture list (`xe9/f8` or `xe9xf8`), all ignored: the engine works captures out itself.
/// [`Move::read`] keeps the capture a one-capture game needs. `pass` reads as [`Move::PASS`].
impl FromStr for Move {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Move, ParseError> {
        Move::read(text).map(Move::plain)
    }
}

impl Move {
    /// Reads a move record as [`FromStr`] does, keeping the first square of its capture list
    /// as the piece it names to take: under one-capture rules that is the mover's choice
    /// (see [`Variant::resolve`](crate::Variant::resolve)); elsewhere it is dropped. The list
    /// may be written `xe9/f8` (OpenTafl) or `xe9xf8` (aagenielsen records, which sometimes
    /// repeat a square).
    pub fn read(text: &str) -> Result<Move, ParseError> {
        let bad = |why: &str| ParseError::new(format!("'{text}' is not a move ({why})"));
        let body = text.trim().trim_end_matches(['+', '-']);
        if body == "pass" {
            return Ok(Move::PASS);
        }
        let (slide, list) = match body.split_once('x') {
            Some((slide, list)) => (slide, Some(list)),
            None => (body, None),
        };
        let mut victims = Vec::new();
        if let Some(list) = list {
            for c in list.split(['x', '/']) {
                let c = c.trim_start_matches(['K', 'T', 't']);
                let sq: Square = c
                    .parse()
                    .map_err(|_| bad("the capture list must be squares like xe9/f8 or xe9xf8"))?;
                victims.push(sq);
            }
        }
        let slide = slide.trim_start_matches(['K', 'T', 't']);
        let (from, to) = slide
            .split_once('-')
            .ok_or_else(|| bad("expected the form e5-e8"))?;
        let from: Square = from.parse().map_err(|e: ParseError| bad(e.message()))?;
        let to: Square = to.parse().map_err(|e: ParseError| bad(e.message()))?;
        if from == to {
            return Err(bad("a piece must move at least one square"));
        }
        let mv = Move::new(from, to);
        Ok(match victims.first() {
            Some(&victim) if victim != to => mv.taking(victim),
            _ => mv,
        })
    }
}

/// Room for every legal move of any position: each empty square is reached from at most four
/// directions, so a position never has more than `4 * 361` moves.
pub const MAX_MOVES: usize = 4 * crate::square::SQUARES;

/// A fixed-capacity list of moves, filled without allocating.
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Square::from_index(0), Square::from_index(0)); MAX_MOVES],
            len: 0,
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Keeps only the moves `keep` accepts, in their order.
    #[inline]
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let mv = self.moves[i];
            if keep(mv) {
                self.moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The moves, to reorder in place.
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_text_round_trips_and_tolerates_suffixes() {
        let mv: Move = "e5-e8".parse().unwrap();
        assert_eq!(mv.to_string(), "e5-e8");
        for text in ["e5-e8+", "e5-e8--", "Ke5-e8++"] {
            assert_eq!(text.parse::<Move>().unwrap(), mv, "{text}");
        }
        // Capture lists in both spellings; the first square is kept as the named capture.
        for text in [
            "e5-e8xe9/f8",
            "e5-e8xe9xf8",
            "e5-e8xe9xe9",
            "e5-e8xe9-",
            "e5-e8xKe9",
        ] {
            assert_eq!(text.parse::<Move>().unwrap(), mv, "{text}");
            let read = Move::read(text).unwrap();
            assert_eq!(read.plain(), mv, "{text}");
            assert_eq!(
                read.take().map(|s| s.to_string()),
                Some("e9".into()),
                "{text}"
            );
        }
        let chosen = Move::read("e5-e8xe9").unwrap();
        assert_eq!(chosen.to_string(), "e5-e8xe9");
        assert_eq!(Move::read(&chosen.to_string()).unwrap(), chosen);
        assert_eq!("pass".parse::<Move>().unwrap(), Move::PASS);
        assert_eq!(Move::PASS.to_string(), "pass");
        for bad in [
            "e5e8",
            "e5-",
            "-e8",
            "e5-e8xzz",
            "e5-e8xe9/",
            "e5-e5",
            "hello",
            "",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }

    #[test]
    fn path_lists_squares_between() {
        let mv: Move = "a1-a4".parse().unwrap();
        let path: Vec<String> = mv.path().unwrap().map(|s| s.to_string()).collect();
        assert_eq!(path, ["a2", "a3"]);
        assert!("a1-b2".parse::<Move>().unwrap().path().is_none());
    }
}
