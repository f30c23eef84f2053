//! What a lesson asks of a move, and why a move falls short of it.

use serde::Serialize;

use crate::bits::Bits;
use crate::error::IllegalMove;
use crate::game::Game;
use crate::moves::Move;
use crate::square::Square;
use crate::status::{Announcement, Reason};

/// What a passing move must show.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Goal {
    /// A piece arrives on one of these squares.
    Reach {
        /// The squares.
        squares: Vec<String>,
    },
    /// The move takes exactly these pieces (and its mover survives).
    Capture {
        /// The pieces' squares.
        squares: Vec<String>,
    },
    /// The move takes exactly one of these pieces (one capture a move).
    CaptureOne {
        /// The pieces' squares.
        squares: Vec<String>,
    },
    /// The move wins the game for this reason.
    Win {
        /// How.
        reason: Reason,
    },
    /// The move ends the game for this reason, whoever wins.
    End {
        /// How.
        reason: Reason,
    },
    /// The king's side announces this after the move.
    Announce {
        /// What.
        announcement: Announcement,
    },
    /// The mover dies where it stops.
    MoverDies,
    /// The move is one the rules refuse, for this reason (a restricted square, too far...).
    Refused {
        /// The refusal, as the engine words it for the example move.
        example: String,
    },
}

/// Why a try is not what the lesson asked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Miss {
    /// The rules refuse the move.
    Illegal(IllegalMove),
    /// The move is legal, and the lesson asked for one the rules refuse.
    Allowed,
    /// The piece did not arrive where the lesson asked.
    Elsewhere,
    /// Nothing was taken.
    NothingTaken,
    /// Pieces were taken, but not the ones the lesson asked for.
    OtherPieces(Bits),
    /// The mover died where it stopped.
    MoverDied,
    /// The mover stood where the lesson wanted it to die.
    MoverSurvived,
    /// The game goes on.
    NoEnd,
    /// The game ended, but not the way the lesson asked.
    OtherEnd(Reason),
    /// The king's side announced nothing of the kind.
    NotAnnounced,
    /// The move lets the opponent stop what the lesson asked for.
    Stoppable,
}

/// The goal in squares, ready to judge a move against.
#[derive(Clone, Debug)]
pub(crate) enum Target {
    Reach(Bits),
    Capture(Bits),
    CaptureOne(Bits),
    Win(Reason),
    End(Reason),
    Announce(Announcement),
    MoverDies,
    Refused(std::mem::Discriminant<IllegalMove>),
}

impl Target {
    /// The same target with its squares moved by `map` (`None` where one leaves the board).
    pub(crate) fn mapped(&self, map: impl Fn(Square) -> Option<Square>) -> Option<Target> {
        let moved = |b: &Bits| b.iter().map(&map).collect::<Option<Bits>>();
        Some(match self {
            Target::Reach(b) => Target::Reach(moved(b)?),
            Target::Capture(b) => Target::Capture(moved(b)?),
            Target::CaptureOne(b) => Target::CaptureOne(moved(b)?),
            other => other.clone(),
        })
    }

    /// Whether the move `mv` in `game` does what is asked: `game` is left after the move
    /// when it was legal.
    pub(crate) fn judge(&self, game: &mut Game, mv: Move) -> Result<(), Miss> {
        let mover = game.to_move();
        let played = match game.play(mv) {
            Ok(played) => played,
            Err(why) => {
                return match self {
                    Target::Refused(kind) if std::mem::discriminant(&why) == *kind => Ok(()),
                    _ => Err(Miss::Illegal(why)),
                };
            }
        };
        let died = !mv.is_pass() && played.captured.has(mv.to);
        let mut taken = played.captured;
        taken.clear(mv.to);
        let outcome = game.outcome();
        match self {
            Target::Refused(_) => Err(Miss::Allowed),
            Target::MoverDies if died => Ok(()),
            Target::MoverDies => Err(Miss::MoverSurvived),
            _ if died => Err(Miss::MoverDied),
            Target::Win(reason) | Target::End(reason) => match outcome {
                Some(o) if o.reason == *reason => match self {
                    Target::Win(_) if o.winner != Some(mover) => Err(Miss::OtherEnd(o.reason)),
                    _ => Ok(()),
                },
                Some(o) => Err(Miss::OtherEnd(o.reason)),
                None => Err(Miss::NoEnd),
            },
            _ if outcome.is_some() => Err(Miss::OtherEnd(outcome.expect("some").reason)),
            Target::Reach(squares) if squares.has(mv.to) => Ok(()),
            Target::Reach(_) => Err(Miss::Elsewhere),
            Target::Capture(wanted) => judge_capture(taken, taken == *wanted),
            Target::CaptureOne(among) => {
                judge_capture(taken, taken.count() == 1 && (taken & !*among).is_empty())
            }
            Target::Announce(what) => {
                let said = game.announcements(game.ply());
                said.contains(what).then_some(()).ok_or(Miss::NotAnnounced)
            }
        }
    }
}

/// A capture as asked (`right`), none, or the wrong pieces.
fn judge_capture(taken: Bits, right: bool) -> Result<(), Miss> {
    if right {
        Ok(())
    } else if taken.is_empty() {
        Err(Miss::NothingTaken)
    } else {
        Err(Miss::OtherPieces(taken))
    }
}
