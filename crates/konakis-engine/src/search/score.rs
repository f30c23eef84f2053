//! What the search's scores mean: hundredths of an attacking soldier for the side to move,
//! and the forced wins and losses near [`MATE`], counted in plies from the root (or, in the
//! transposition table, from the stored node).

use crate::rules::{NoMoves, Side};
use crate::status::Outcome;
use crate::variant::Variant;

/// The score of a win on the spot; a win `n` plies from the root scores `MATE - n`, a loss
/// `-(MATE - n)`, so the search prefers faster wins and slower losses.
pub const MATE: i32 = 30_000;
/// Scores at least this large (in size) are forced wins or losses.
pub(super) const MATE_BOUND: i32 = MATE - 1_000;
/// Beyond any score: the open window's bounds.
pub(super) const INF: i32 = MATE + 1;

/// Above this size an evaluation counts one eighth for each further point (see
/// [`bounded_eval`]).
const EVAL_SOFT_LIMIT: i32 = 16_000;

/// A static evaluation as the search may use it: never as large as a forced result. A king
/// alone and squeezed by twenty soldiers sums past [`MATE`] (the squeeze alone is worth up to
/// 150 a square), and a search that read that as more than a win would not take the king.
/// Beyond [`EVAL_SOFT_LIMIT`] the size grows an eighth as fast, so the order of positions
/// holds, and it stops short of [`MATE_BOUND`].
#[inline]
pub(super) fn bounded_eval(score: i32) -> i32 {
    let size = score.abs();
    let size = if size > EVAL_SOFT_LIMIT {
        EVAL_SOFT_LIMIT + (size - EVAL_SOFT_LIMIT) / 8
    } else {
        size
    };
    score.signum() * size.min(MATE_BOUND - 1)
}

/// The score of a finished game at `ply` for the side to move there.
#[inline]
pub(super) fn outcome_score(outcome: Outcome, to_move: Side, ply: usize) -> i32 {
    match outcome.winner {
        None => 0,
        Some(w) if w == to_move => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
    }
}

/// The score at `ply` for the side to move when it wins with its next move.
#[inline]
pub(super) fn win_next_move(ply: usize) -> i32 {
    MATE - ply as i32 - 1
}

/// The score at `ply` for the side to move when it has no legal move.
#[inline]
pub(super) fn no_moves_score(v: &Variant, ply: usize) -> i32 {
    match v.rules.no_moves {
        NoMoves::Loses => -(MATE - ply as i32),
        NoMoves::Draw => 0,
    }
}

/// A score at `ply` as the table stores it: mate scores relative to the node, not the root.
#[inline]
pub(super) fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read back at `ply` (the inverse of [`to_tt`]).
#[inline]
pub(super) fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
