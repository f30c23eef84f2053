//! The moves at the root of a search: what the last iteration learned of each, and a low
//! level's seeded pick among those within its margin of the best (never a move into the
//! piece's own capture).

use chacha20::ChaCha8Rng;
use rand::RngExt;

use super::score::MATE_BOUND;
use crate::moves::Move;
use crate::position::Position;
use crate::random::{Purpose, generator};
use crate::variant::Variant;

/// A root move and what the last iteration learned of it.
#[derive(Clone, Copy, Debug)]
pub(super) struct RootMove {
    pub(super) mv: Move,
    pub(super) score: i32,
    /// `score` is exact (else an upper bound: the move fell below the window).
    pub(super) exact: bool,
}

/// The generator of a level's pick in `pos`, for the turn's `seed`.
pub(super) fn pick_generator(seed: u64, pos: &Position) -> ChaCha8Rng {
    generator(seed, Purpose::Pick, pos.hash())
}

/// Whether `mv` loses its own piece at once (stopping between two enemies where that is
/// fatal): the low levels stray, but never into that, unless it is the best move.
pub(super) fn walks_into_death(v: &Variant, pos: &Position, mv: Move) -> bool {
    v.rules.stop_between == crate::rules::StopBetween::Captured
        && !mv.is_pass()
        && v.play(pos, mv).1.has(mv.to)
}

/// The move to play and its score: the best, or with a `margin` (a low level) a seeded
/// random pick among the exactly searched moves within it of the best, weighted by the
/// square of how far above the margin's floor each stands. A forced result is never strayed
/// from, nor a move into its own capture picked.
pub(super) fn pick(
    v: &Variant,
    pos: &Position,
    completed: &[RootMove],
    margin: i32,
    seed: u64,
) -> (Move, i32) {
    let best = completed[0];
    if margin <= 0 || best.score.abs() >= MATE_BOUND {
        return (best.mv, best.score);
    }
    let floor = best.score - margin;
    let candidates: Vec<(Move, u64)> = completed
        .iter()
        .filter(|r| r.exact && r.score >= floor)
        .filter(|r| r.mv == best.mv || !walks_into_death(v, pos, r.mv))
        .map(|r| {
            let w = (r.score - floor + 1) as u64;
            (r.mv, w * w)
        })
        .collect();
    let total: u64 = candidates.iter().map(|c| c.1).sum();
    let mut pick = pick_generator(seed, pos).random_range(0..total.max(1));
    for (mv, w) in &candidates {
        if pick < *w {
            let score = completed.iter().find(|r| r.mv == *mv).map(|r| r.score);
            return (*mv, score.unwrap_or(best.score));
        }
        pick -= w;
    }
    (best.mv, best.score)
}
