//! Legal move generation: rook-like slides over empty squares, never onto restricted squares,
//! never jumping; no farther than the rules' reach (one step, or the throw of a die); with one
//! capture a move, one move per choice of capture.

use crate::bits::Bits;
use crate::error::IllegalMove;
use crate::moves::{Move, MoveList};
use crate::position::{Piece, Position};
use crate::rules::{CaptureLimit, DIE_FACES, Movement};
use crate::square::{Direction, Square};
use crate::variant::{NONE, Variant};

/// How far a piece may slide this turn.
#[derive(Clone, Copy)]
struct Reach {
    /// The most squares travelled.
    most: u8,
    /// Only moves of exactly `most` squares.
    exact: bool,
}

impl Variant {
    /// The reach of a turn: the rules' own, or the throw `roll` in dice games (`None` means
    /// any throw: every move some face allows).
    fn reach(&self, roll: Option<u8>) -> Reach {
        match (self.rules.movement, roll) {
            (Movement::DiceAtMost, Some(r)) => Reach {
                most: r,
                exact: false,
            },
            (Movement::DiceExactly, Some(r)) => Reach {
                most: r,
                exact: true,
            },
            _ => Reach {
                most: self.reach,
                exact: false,
            },
        }
    }

    /// Calls `emit` for each square the piece on `from` may move to within `reach`. Returns
    /// early (with `true`) once `emit` returns `true`.
    #[inline]
    fn each_destination(
        &self,
        pos: &Position,
        from: Square,
        is_king: bool,
        occupied: &Bits,
        reach: Reach,
        mut emit: impl FnMut(Square) -> bool,
    ) -> bool {
        for dir in Direction::ALL {
            let table = &self.next[dir.index()];
            let mut sq = from;
            for steps in 1..=reach.most {
                let n = table[sq.index()];
                if n == NONE {
                    break;
                }
                let n = Square::from_index(n as usize);
                if occupied.has(n) {
                    break;
                }
                let may_stop = !reach.exact || steps == reach.most;
                if !self.special.has(n) {
                    if may_stop && emit(n) {
                        return true;
                    }
                    sq = n;
                    continue;
                }
                let (stop, pass) = self.access(pos, n, is_king);
                if stop && may_stop && emit(n) {
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
    /// move there). In dice games, with any throw.
    pub fn destinations(&self, pos: &Position, from: Square) -> Bits {
        self.destinations_rolled(pos, from, None)
    }

    /// The squares the piece on `from` may move to with the throw `roll` (`None`: any throw).
    pub fn destinations_rolled(&self, pos: &Position, from: Square, roll: Option<u8>) -> Bits {
        let mut out = Bits::EMPTY;
        let Some(piece) = pos.piece_at(from) else {
            return out;
        };
        if piece.side() != pos.to_move() {
            return out;
        }
        let occupied = pos.occupied();
        let reach = self.reach(roll);
        self.each_destination(pos, from, piece == Piece::King, &occupied, reach, |to| {
            out.set(to);
            false
        });
        out
    }

    /// Fills `list` with every legal move of the side to move, ignoring whether the game is
    /// over (see [`Variant::outcome`]). In dice games, the moves of every throw.
    pub fn legal_moves(&self, pos: &Position, list: &mut MoveList) {
        self.legal_moves_rolled(pos, None, list);
    }

    /// Fills `list` with the legal moves the throw `roll` allows (`None`: any throw; in games
    /// without dice the throw is ignored). A throw that allows none leaves the list empty: the
    /// player passes ([`Move::PASS`]).
    pub fn legal_moves_rolled(&self, pos: &Position, roll: Option<u8>, list: &mut MoveList) {
        list.clear();
        let occupied = pos.occupied();
        let side = pos.to_move();
        let king = pos.king();
        let reach = self.reach(roll);
        let choose = self.rules.captures_per_move == CaptureLimit::One;
        for from in pos.pieces(side).iter() {
            let is_king = Some(from) == king;
            self.each_destination(pos, from, is_king, &occupied, reach, |to| {
                let mv = Move::new(from, to);
                let choices = if choose {
                    self.capture_choices(pos, mv)
                } else {
                    Bits::EMPTY
                };
                if choices.is_empty() {
                    list.push(mv);
                } else {
                    for victim in choices.iter() {
                        list.push(mv.taking(victim));
                    }
                }
                false
            });
        }
    }

    /// Number of legal moves (bulk counting for perft).
    pub fn count_moves(&self, pos: &Position) -> u64 {
        if self.rules.captures_per_move == CaptureLimit::One {
            let mut list = MoveList::new();
            self.legal_moves(pos, &mut list);
            return list.len() as u64;
        }
        let occupied = pos.occupied();
        let side = pos.to_move();
        let king = pos.king();
        let reach = self.reach(None);
        let mut n = 0;
        for from in pos.pieces(side).iter() {
            let is_king = Some(from) == king;
            self.each_destination(pos, from, is_king, &occupied, reach, |_| {
                n += 1;
                false
            });
        }
        n
    }

    /// Whether the side to move has any legal move (with some throw, in dice games).
    pub fn has_move(&self, pos: &Position) -> bool {
        self.has_move_rolled(pos, None)
    }

    /// Whether the throw `roll` gives the side to move a legal move (`None`: any throw).
    pub fn has_move_rolled(&self, pos: &Position, roll: Option<u8>) -> bool {
        let occupied = pos.occupied();
        let side = pos.to_move();
        let king = pos.king();
        let reach = self.reach(roll);
        pos.pieces(side).iter().any(|from| {
            let is_king = Some(from) == king;
            self.each_destination(pos, from, is_king, &occupied, reach, |_| true)
        })
    }

    /// Checks `mv` in `pos` and says exactly why it is illegal. Does not look at whether the
    /// game is over, nor at the throw of a dice game (see [`Variant::check_rolled`]).
    pub fn check_move(&self, pos: &Position, mv: Move) -> Result<Piece, IllegalMove> {
        if mv.is_pass() {
            return Err(IllegalMove::NotStraight);
        }
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
        if mv.distance() > self.reach {
            return Err(IllegalMove::TooFar {
                most: self.reach,
                tried: mv.distance(),
            });
        }
        Ok(piece)
    }

    /// [`Variant::check_move`] and, in dice games, the throw: `roll` must be a face of the die
    /// and allow the move's distance; a pass is legal only when the throw allows no move.
    pub fn check_rolled(
        &self,
        pos: &Position,
        mv: Move,
        roll: Option<u8>,
    ) -> Result<(), IllegalMove> {
        if !self.uses_dice() {
            if mv.is_pass() {
                return Err(IllegalMove::NoPass);
            }
            return self.check_move(pos, mv).map(|_| ());
        }
        let roll = roll.ok_or(IllegalMove::NotThrown)?;
        if !(1..=DIE_FACES).contains(&roll) {
            return Err(IllegalMove::NotThrown);
        }
        if mv.is_pass() {
            return match self.has_move_rolled(pos, Some(roll)) {
                true => Err(IllegalMove::NoPass),
                false => Ok(()),
            };
        }
        self.check_move(pos, mv)?;
        let reach = self.reach(Some(roll));
        let d = mv.distance();
        if d > reach.most || (reach.exact && d != reach.most) {
            return Err(IllegalMove::NotTheThrow { roll, tried: d });
        }
        Ok(())
    }

    /// The legal move meant by `mv` as read from text (see [`Variant::resolve_rolled`]), in a
    /// game without dice.
    pub fn resolve(&self, pos: &Position, mv: Move) -> Result<Move, IllegalMove> {
        self.resolve_rolled(pos, mv, None)
    }

    /// The legal move meant by `mv`, checked with the throw `roll` in dice games. Under
    /// one-capture rules a move that could take several pieces must name one of them (its
    /// first capture square, `e5-e8xe9`); elsewhere a named capture is only a comment and is
    /// dropped.
    pub fn resolve_rolled(
        &self,
        pos: &Position,
        mv: Move,
        roll: Option<u8>,
    ) -> Result<Move, IllegalMove> {
        self.check_rolled(pos, mv, roll)?;
        let choices = self.capture_choices(pos, mv);
        if choices.is_empty() {
            return Ok(mv.plain());
        }
        match mv.take() {
            Some(victim) if choices.has(victim) => Ok(mv),
            _ => Err(IllegalMove::ChooseCapture(
                choices.iter().map(|v| mv.plain().taking(v)).collect(),
            )),
        }
    }
}
