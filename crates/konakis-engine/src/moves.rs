//! Moves and legal move generation: rook-like slides over empty squares, never onto restricted
//! squares, never jumping.

use std::fmt;
use std::str::FromStr;

use crate::bits::Bits;
use crate::error::{IllegalMove, ParseError};
use crate::position::{Piece, Position};
use crate::square::{Direction, Square};
use crate::variant::{NONE, Variant};

/// A move: one piece slides from `from` to `to`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Move {
    /// Origin square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
}

impl Move {
    /// A move from `from` to `to`.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
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

/// OpenTafl move record without captures: `e5-e8`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Reads `e5-e8`, also with a piece letter (`Ke5-e8`), a capture suffix (`xe9/f8`) and the
/// info marks (`+ - ++ --`), which are ignored: the engine works captures out itself.
impl FromStr for Move {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Move, ParseError> {
        let bad = |why: &str| ParseError::new(format!("'{text}' is not a move ({why})"));
        let mut body = text.trim();
        body = body.trim_end_matches(['+', '-']);
        if let Some(i) = body.find('x') {
            let captures = &body[i + 1..];
            for c in captures.split('/') {
                let c = c.trim_start_matches(['K', 'T', 't']);
                c.parse::<Square>()
                    .map_err(|_| bad("the capture list must be squares like xe9/f8"))?;
            }
            body = &body[..i];
        }
        let body = body.trim_start_matches(['K', 'T', 't']);
        let (from, to) = body
            .split_once('-')
            .ok_or_else(|| bad("expected the form e5-e8"))?;
        let from: Square = from.parse().map_err(|e: ParseError| bad(e.message()))?;
        let to: Square = to.parse().map_err(|e: ParseError| bad(e.message()))?;
        Ok(Move { from, to })
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
    fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
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

impl Variant {
    /// Calls `emit` for each square the piece on `from` may move to. Returns early (with
    /// `true`) once `emit` returns `true`.
    #[inline]
    fn each_destination(
        &self,
        pos: &Position,
        from: Square,
        is_king: bool,
        occupied: &Bits,
        mut emit: impl FnMut(Square) -> bool,
    ) -> bool {
        for dir in Direction::ALL {
            let table = &self.next[dir.index()];
            let mut sq = from;
            loop {
                let n = table[sq.index()];
                if n == NONE {
                    break;
                }
                let n = Square::from_index(n as usize);
                if occupied.has(n) {
                    break;
                }
                if !self.special.has(n) {
                    if emit(n) {
                        return true;
                    }
                    sq = n;
                    continue;
                }
                let (stop, pass) = self.access(pos, n, is_king);
                if stop && emit(n) {
                    return true;
                }
                if !pass {
                    break;
                }
                sq = n;
            }
        }
        false
    }

    /// The squares the piece on `from` may move to (empty if there is no piece of the side to
    /// move there).
    pub fn destinations(&self, pos: &Position, from: Square) -> Bits {
        let mut out = Bits::EMPTY;
        let Some(piece) = pos.piece_at(from) else {
            return out;
        };
        if piece.side() != pos.to_move() {
            return out;
        }
        let occupied = pos.occupied();
        self.each_destination(pos, from, piece == Piece::King, &occupied, |to| {
            out.set(to);
            false
        });
        out
    }

    /// Fills `list` with every legal move of the side to move, ignoring whether the game is
    /// over (see [`Variant::outcome`]).
    pub fn legal_moves(&self, pos: &Position, list: &mut MoveList) {
        list.clear();
        let occupied = pos.occupied();
        let side = pos.to_move();
        let king = pos.king();
        for from in pos.pieces(side).iter() {
            let is_king = Some(from) == king;
            self.each_destination(pos, from, is_king, &occupied, |to| {
                list.push(Move::new(from, to));
                false
            });
        }
    }

    /// Number of legal moves (bulk counting for perft).
    pub fn count_moves(&self, pos: &Position) -> u64 {
        let occupied = pos.occupied();
        let side = pos.to_move();
        let king = pos.king();
        let mut n = 0;
        for from in pos.pieces(side).iter() {
            let is_king = Some(from) == king;
            self.each_destination(pos, from, is_king, &occupied, |_| {
                n += 1;
                false
            });
        }
        n
    }

    /// Whether the side to move has any legal move.
    pub fn has_move(&self, pos: &Position) -> bool {
        let occupied = pos.occupied();
        let side = pos.to_move();
        let king = pos.king();
        pos.pieces(side).iter().any(|from| {
            let is_king = Some(from) == king;
            self.each_destination(pos, from, is_king, &occupied, |_| true)
        })
    }

    /// Checks `mv` in `pos` and says exactly why it is illegal. Does not look at whether the
    /// game is over.
    pub fn check_move(&self, pos: &Position, mv: Move) -> Result<Piece, IllegalMove> {
        for sq in [mv.from, mv.to] {
            if !sq.on_board(self.size) {
                return Err(IllegalMove::OffBoard(sq));
            }
        }
        let piece = pos.piece_at(mv.from).ok_or(IllegalMove::NoPiece(mv.from))?;
        if piece.side() != pos.to_move() {
            return Err(IllegalMove::NotYourPiece(mv.from));
        }
        let path = mv.path().ok_or(IllegalMove::NotStraight)?;
        let is_king = piece == Piece::King;
        for sq in path {
            if pos.piece_at(sq).is_some() {
                return Err(IllegalMove::Blocked(sq));
            }
            if !self.access(pos, sq, is_king).1 {
                return Err(IllegalMove::Restricted(sq));
            }
        }
        if pos.piece_at(mv.to).is_some() {
            return Err(IllegalMove::Blocked(mv.to));
        }
        if !self.access(pos, mv.to, is_king).0 {
            return Err(IllegalMove::Restricted(mv.to));
        }
        Ok(piece)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_text_round_trips_and_tolerates_suffixes() {
        let mv: Move = "e5-e8".parse().unwrap();
        assert_eq!(mv.to_string(), "e5-e8");
        for text in ["e5-e8xe9/f8", "e5-e8+", "e5-e8--", "Ke5-e8++", "e5-e8xe9-"] {
            assert_eq!(text.parse::<Move>().unwrap(), mv, "{text}");
        }
        for bad in ["e5e8", "e5-", "-e8", "e5-e8xzz", "hello", ""] {
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
