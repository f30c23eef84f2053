//! How a game ends: the king escaped or captured, exit fort, encirclement, all attackers
//! captured, tuichi, a side with no move. Also the raichi/tuichi query the game shows.
//! (Repetition needs the history and lives in [`crate::Game`].)

use serde::{Deserialize, Serialize};

use crate::bits::Bits;
use crate::position::Position;
use crate::rules::{NoMoves, Side};
use crate::square::{Direction, Square};
use crate::variant::Variant;

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// The king was captured.
    KingCaptured,
    /// The king reached an escape square.
    KingEscaped,
    /// The king sits in an exit fort the attackers can never break.
    ExitFort,
    /// Every defender is enclosed by the attackers.
    Encirclement,
    /// Every attacker (or, where that wins, every defender) was captured.
    AllCaptured,
    /// The side to move had no legal move.
    NoMoves,
    /// A position occurred for the third time.
    Repetition,
    /// The king had two open routes to escape (when that wins).
    Tuichi,
    /// The loser resigned.
    Resignation,
    /// The loser's clock ran out.
    Time,
    /// Both sides agreed a draw.
    Agreement,
}

impl Reason {
    /// The kebab-case name used by the command line (`king-captured`).
    pub const fn name(self) -> &'static str {
        match self {
            Reason::KingCaptured => "king-captured",
            Reason::KingEscaped => "king-escaped",
            Reason::ExitFort => "exit-fort",
            Reason::Encirclement => "encirclement",
            Reason::AllCaptured => "all-captured",
            Reason::NoMoves => "no-moves",
            Reason::Repetition => "repetition",
            Reason::Tuichi => "tuichi",
            Reason::Resignation => "resignation",
            Reason::Time => "time",
            Reason::Agreement => "agreement",
        }
    }

    /// A sentence a player reads.
    pub const fn describe(self) -> &'static str {
        match self {
            Reason::KingCaptured => "The king has been captured.",
            Reason::KingEscaped => "The king has escaped.",
            Reason::ExitFort => "The king holds an exit fort that cannot be broken.",
            Reason::Encirclement => "Every defender is encircled.",
            Reason::AllCaptured => "Every piece of one side has been captured.",
            Reason::NoMoves => "The side to move has no legal move.",
            Reason::Repetition => "The same position arose three times.",
            Reason::Tuichi => "Tuichi: the king has two open roads to freedom.",
            Reason::Resignation => "The loser resigned.",
            Reason::Time => "The loser ran out of time.",
            Reason::Agreement => "The players agreed a draw.",
        }
    }

    /// Whether the players ended the game (resigning, agreeing, a clock), not the rules.
    pub const fn by_players(self) -> bool {
        matches!(self, Reason::Resignation | Reason::Time | Reason::Agreement)
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// A win for `side`.
    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// `attackers-win`, `defenders-win` or `draw`.
    pub const fn status_name(&self) -> &'static str {
        match self.winner {
            Some(Side::Attackers) => "attackers-win",
            Some(Side::Defenders) => "defenders-win",
            None => "draw",
        }
    }
}

/// What the king's side announces: raichi (one open route to escape), tuichi (two or more),
/// or the king's rest between two attackers ("Odpoczynek!", the Polish rulebook, rule 7).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Announcement {
    /// One open straight route.
    Raichi,
    /// Two or more: the attackers cannot block them all.
    Tuichi,
    /// The king stopped between two attackers, where a soldier would be captured.
    Rest,
}

impl Announcement {
    /// `raichi`, `tuichi` or `rest`.
    pub const fn name(self) -> &'static str {
        match self {
            Announcement::Raichi => "raichi",
            Announcement::Tuichi => "tuichi",
            Announcement::Rest => "rest",
        }
    }
}

impl Variant {
    /// The end of the game that the position alone shows, judged after the move of the side
    /// not on move. Repetition and "no legal move" are not looked at.
    pub fn rule_outcome(&self, pos: &Position) -> Option<Outcome> {
        self.judge(pos, true)
    }

    /// [`Variant::rule_outcome`] for the position `mv` led to (capturing `captured`) from a
    /// position where the game was not over. Faster: encirclement is only looked for when the
    /// move could have closed a ring (the arriving attacker touches two others, diagonals
    /// included) or removed a defender outside one.
    pub fn outcome_after(
        &self,
        pos: &Position,
        mv: crate::Move,
        captured: Bits,
    ) -> Option<Outcome> {
        let ring_may_close = !captured.is_empty() || {
            let around = self.ring[mv.to.index()];
            (around & pos.attackers()).count() >= 2
        };
        self.judge(pos, ring_may_close)
    }

    fn judge(&self, pos: &Position, look_for_encirclement: bool) -> Option<Outcome> {
        let Some(king) = pos.king() else {
            return Some(Outcome::win(Side::Attackers, Reason::KingCaptured));
        };
        if self.escape.has(king) {
            return Some(Outcome::win(Side::Defenders, Reason::KingEscaped));
        }
        match pos.to_move().opponent() {
            Side::Defenders => {
                if self.rules.all_attackers_captured_wins && pos.attackers().is_empty() {
                    return Some(Outcome::win(Side::Defenders, Reason::AllCaptured));
                }
                if self.rules.exit_fort && self.is_exit_fort(pos) {
                    return Some(Outcome::win(Side::Defenders, Reason::ExitFort));
                }
                if self.rules.tuichi_wins && self.king_routes(pos) >= 2 {
                    return Some(Outcome::win(Side::Defenders, Reason::Tuichi));
                }
            }
            Side::Attackers => {
                if self.rules.all_defenders_captured_wins && pos.defenders().is_empty() {
                    return Some(Outcome::win(Side::Attackers, Reason::AllCaptured));
                }
                if self.rules.encirclement && look_for_encirclement && self.is_encircled(pos) {
                    return Some(Outcome::win(Side::Attackers, Reason::Encirclement));
                }
            }
        }
        None
    }

    /// The end of the game in `pos`, "no legal move" included (repetition is the game's).
    pub fn outcome(&self, pos: &Position) -> Option<Outcome> {
        self.rule_outcome(pos).or_else(|| {
            (!self.has_move(pos)).then(|| match self.rules.no_moves {
                NoMoves::Loses => Outcome::win(pos.to_move().opponent(), Reason::NoMoves),
                NoMoves::Draw => Outcome::draw(Reason::NoMoves),
            })
        })
    }

    /// Number of directions in which the king has a clear straight run to a square his
    /// routes count to ([`Variant::route_ends`]: the escape squares, or the edge).
    pub fn king_routes(&self, pos: &Position) -> u32 {
        let Some(king) = pos.king() else { return 0 };
        Direction::ALL
            .iter()
            .filter(|&&dir| self.road_end(pos, king, dir).is_some())
            .count() as u32
    }

    /// Where the king's clear straight run from `king` towards `dir` reaches a square his
    /// routes count to, if it does.
    pub(crate) fn road_end(&self, pos: &Position, king: Square, dir: Direction) -> Option<Square> {
        let occupied = pos.occupied();
        let mut sq = king;
        while let Some(n) = self.step(sq, dir) {
            if occupied.has(n) {
                return None;
            }
            let (stop, pass) = self.access(pos, n, true);
            if stop && self.route_ends.has(n) {
                return Some(n);
            }
            if !pass {
                return None;
            }
            sq = n;
        }
        None
    }

    /// Raichi or tuichi, when the king has open routes to escape.
    pub fn announcement(&self, pos: &Position) -> Option<Announcement> {
        match self.king_routes(pos) {
            0 => None,
            1 => Some(Announcement::Raichi),
            _ => Some(Announcement::Tuichi),
        }
    }

    /// What the king's side announces with the move `mv` that led to `after`: the king's
    /// rest where he stopped between two attackers, then raichi or tuichi when, after a move
    /// of the defenders, he has open routes.
    pub fn announcements(&self, mv: crate::Move, after: &Position) -> Vec<Announcement> {
        let mut said = Vec::new();
        if self.king_rests(after, mv.to) && !mv.is_pass() {
            said.push(Announcement::Rest);
        }
        if after.to_move() == Side::Attackers
            && let Some(routes) = self.announcement(after)
        {
            said.push(routes);
        }
        said
    }

    /// Squares reachable from `from` through `passable`, orthogonally, `from` included.
    pub(crate) fn flood(&self, from: Bits, passable: Bits, stop_at: Bits) -> Bits {
        let mut reach = from;
        loop {
            if !(reach & stop_at).is_empty() {
                return reach;
            }
            let grown =
                reach | (reach.neighbours(self.board, self.has_west, self.has_east) & passable);
            if grown == reach {
                return reach;
            }
            reach = grown;
        }
    }

    /// Encirclement: no defender, king included, has a route through non-attacker squares to
    /// the board edge.
    pub fn is_encircled(&self, pos: &Position) -> bool {
        let defenders = pos.pieces(Side::Defenders);
        if defenders.is_empty() {
            return false;
        }
        let passable = self.board & !pos.attackers();
        let reach = self.flood(defenders, passable, self.edge);
        (reach & self.edge).is_empty()
    }

    /// Exit fort: the king on the edge, able to move, in a region of empty squares that no
    /// attacker touches, walled by defenders none of which can ever be captured.
    ///
    /// A defender can never be captured when, on each axis, at least one neighbour is off the
    /// board, inside the fort (and not a hostile square), or another defender that can never
    /// be captured. The wall is judged against the largest such set of defenders, so a wall
    /// piece may be held by a defender behind it (a wall two deep). Shieldwalls cannot break
    /// such a fort: a wall piece on the edge touches the inside in front of it (so it has no
    /// attacker in front) or beside it along the edge (so its row cannot be closed there), and
    /// a row of other defenders that a shieldwall could take holds up nothing but itself. A
    /// region with a corner in it is no fort: the king can walk to the corner.
    pub fn is_exit_fort(&self, pos: &Position) -> bool {
        let Some(king) = pos.king() else { return false };
        if !self.edge.has(king) {
            return false;
        }
        let occupied = pos.occupied();
        let empty = self.board & !occupied;
        let king_bits = Bits::single(king);
        if (king_bits.neighbours(self.board, self.has_west, self.has_east) & empty).is_empty() {
            return false;
        }
        let inside = self.flood(king_bits, empty, Bits::EMPTY);
        let rim = inside.neighbours(self.board, self.has_west, self.has_east) & !inside;
        if !(rim & pos.attackers()).is_empty() {
            return false;
        }
        // A corner inside is the king's to walk to; it is no fort (an empty corner could
        // close a shieldwall on a wall piece beside it).
        if !(inside & self.corners).is_empty() {
            return false;
        }
        let walls = rim & pos.defenders();
        // The largest set of defenders that protect one another: start from all of them and
        // drop, until nothing changes, any with an axis open on both sides.
        let mut holding = pos.defenders();
        loop {
            let safe = |sq: Option<Square>| match sq {
                None => true,
                Some(s) => (inside.has(s) && !self.hostile_to_defenders(pos, s)) || holding.has(s),
            };
            let kept: Bits = holding
                .iter()
                .filter(|&d| {
                    [
                        (Direction::North, Direction::South),
                        (Direction::East, Direction::West),
                    ]
                    .iter()
                    .all(|&(a, b)| safe(self.step(d, a)) || safe(self.step(d, b)))
                })
                .collect();
            if kept == holding {
                break;
            }
            holding = kept;
        }
        (walls & !holding).is_empty()
    }

    /// An empty square inside a fort that would still help capture a wall defender.
    fn hostile_to_defenders(&self, pos: &Position, sq: Square) -> bool {
        pos.piece_at(sq).is_none()
            && ((sq == self.throne
                && self
                    .rules
                    .empty_throne_hostile
                    .against(crate::Piece::Defender))
                || (self.corners.has(sq)
                    && self.rules.corners_hostile.against(crate::Piece::Defender)))
    }

    /// Perft: the number of move sequences of length `depth` (a finished game has no moves;
    /// repetition is ignored). Bulk-counts at the last ply.
    pub fn perft(&self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.rule_outcome(pos).is_some() {
            return 0;
        }
        self.perft_ongoing(pos, depth)
    }

    /// Perft of a position known not to be over, `depth >= 1`.
    fn perft_ongoing(&self, pos: &Position, depth: u32) -> u64 {
        if depth == 1 {
            return self.count_moves(pos);
        }
        let mut list = crate::MoveList::new();
        self.legal_moves(pos, &mut list);
        list.iter()
            .map(|&mv| {
                let (next, captured) = self.play(pos, mv);
                if self.outcome_after(&next, mv, captured).is_some() {
                    0
                } else {
                    self.perft_ongoing(&next, depth - 1)
                }
            })
            .sum()
    }
}
