//! What stays fixed during one search (the rules, the tables, the limits, the game's
//! history) and the look at those limits that may stop it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::eval::Tables;
use super::params::CONTEMPT;
use super::{SearchLimits, Searcher};
use crate::position::Position;
use crate::rules::Side;
use crate::variant::Variant;

/// What stays fixed during one search.
pub(super) struct Context<'a> {
    pub(super) variant: &'a Variant,
    pub(super) tables: &'a Tables,
    pub(super) stop: &'a AtomicBool,
    pub(super) start: Instant,
    pub(super) deadline: Option<Instant>,
    pub(super) node_limit: u64,
    /// The depth up to which the budgets do not count.
    pub(super) min_depth: u32,
    /// No pruning that can change the value (reverse futility, null move, late-move
    /// reductions).
    pub(super) exact: bool,
    /// Hashes of the game's positions up to the root, sorted, for repetition.
    pub(super) history: Vec<u64>,
    /// The side to move at the root, whom a drawn repetition costs `contempt`.
    pub(super) root_side: Side,
    /// What a drawn repetition costs the side to move at the root (none when exact).
    pub(super) contempt: i32,
}

impl<'a> Context<'a> {
    /// The context of a search of `pos` begun at `start`, the game's positions before it
    /// being `history` (which may or may not end with `pos`).
    pub(super) fn new(
        variant: &'a Variant,
        tables: &'a Tables,
        stop: &'a AtomicBool,
        start: Instant,
        limits: &SearchLimits,
        exact: bool,
        pos: &Position,
        history: &[u64],
    ) -> Context<'a> {
        let mut sorted_history = history.to_vec();
        if sorted_history.last() != Some(&pos.hash()) {
            sorted_history.push(pos.hash());
        }
        sorted_history.sort_unstable();
        Context {
            variant,
            tables,
            stop,
            start,
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            min_depth: limits.min_depth.unwrap_or(0),
            exact,
            history: sorted_history,
            root_side: pos.to_move(),
            contempt: if exact { 0 } else { CONTEMPT },
        }
    }

    /// Whether the search must stop, `nodes` having been visited: told to, or (when the
    /// `budget` counts) out of nodes or out of time.
    #[inline]
    pub(super) fn limit_reached(&self, nodes: u64, budget: bool) -> bool {
        self.stop.load(Ordering::Relaxed)
            || (budget
                && (nodes >= self.node_limit || self.deadline.is_some_and(|d| Instant::now() >= d)))
    }

    /// Whether more than `share` (numerator, denominator) of `total` has passed since the
    /// search began.
    pub(super) fn past_share(&self, total: Duration, share: (u32, u32)) -> bool {
        self.start.elapsed() * share.1 > total * share.0
    }
}

impl Searcher {
    /// Looks at the clock, the node budget and the stop flag (not during the first
    /// iteration, so that a move always comes back; the budgets not before `min_depth`).
    pub(super) fn poll(&mut self, cx: &Context) {
        if self.iteration > 1 && cx.limit_reached(self.nodes, self.iteration > cx.min_depth) {
            self.stopped = true;
        }
    }
}
