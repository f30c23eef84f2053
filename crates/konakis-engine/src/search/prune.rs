//! The pruning that may change the searched value, both off in an exact search: null-move
//! pruning (if passing still holds beta, a real move will too) and late-move reductions
//! (quiet moves late in the order are searched shallower, and again at full depth only when
//! they surprise).

use super::Searcher;
use super::context::Context;
use super::node::{Node, Tried};
use super::ordering::Ply;
use super::params::{
    KILLER_SCORE, LMR_DEEP_DEPTH, LMR_DEEP_INDEX, LMR_DEEP_REDUCTION, LMR_MIN_DEPTH, LMR_MIN_INDEX,
    LMR_REDUCTION, NULL_MOVE_MIN_DEPTH, NULL_MOVE_R, NULL_MOVE_R_DEPTH_DIVISOR,
};
use super::score::MATE_BOUND;
use crate::position::Position;
use crate::rules::Side;

impl Searcher {
    /// Null move: the side to move passes, and a reduced null-window search of the position
    /// that follows shows whether beta holds even so. `Some` is the node's value when it
    /// does (or 0 when the search was stopped); `None` when the node must be searched.
    pub(super) fn null_move(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        node: &Node,
    ) -> Option<i32> {
        if !null_move_allowed(cx, node) {
            return None;
        }
        let null = pos.with_to_move(node.us.opponent());
        if cx.variant.rule_outcome(&null).is_some() {
            return None;
        }
        self.push_null(node.ply, null.hash());
        let depth = node.depth - 1 - null_move_reduction(node.depth);
        let beta = node.beta;
        let s = -self.negamax(
            cx,
            &mut plies[1..],
            &null,
            depth,
            node.ply + 1,
            -beta,
            -beta + 1,
            false,
        );
        if self.stopped {
            return Some(0);
        }
        if s >= beta {
            // A mate found after a pass proves nothing about the mate itself.
            return Some(if s >= MATE_BOUND { beta } else { s });
        }
        None
    }
}

/// Whether a node may try a null move: not in an exact search, not at a PV node, not while
/// the king threatens to run (the attackers must answer), deep enough, and not near a mate
/// (where passing may be all that loses).
#[inline]
fn null_move_allowed(cx: &Context, node: &Node) -> bool {
    !cx.exact
        && !node.pv_node
        && !node.threatened
        && node.depth >= NULL_MOVE_MIN_DEPTH
        && node.beta.abs() < MATE_BOUND
}

/// Plies the null move's search loses beyond the pass itself, at `depth`.
#[inline]
fn null_move_reduction(depth: i32) -> i32 {
    NULL_MOVE_R + depth / NULL_MOVE_R_DEPTH_DIVISOR
}

/// Plies to reduce the search of `tried`, played at `node` to give `child`: late quiet moves
/// that no killer, capture or threat put forward lose one (two when very late in a deep
/// node), unless the king moves to open a run.
#[inline]
pub(super) fn late_move_reduction(
    cx: &Context,
    node: &Node,
    tried: &Tried,
    child: &Position,
) -> i32 {
    if cx.exact
        || node.depth < LMR_MIN_DEPTH
        || tried.index < LMR_MIN_INDEX
        || !tried.quiet
        || node.threatened
        || tried.order_score >= KILLER_SCORE
        || king_opens_run(cx, node, tried, child)
    {
        return 0;
    }
    if node.depth >= LMR_DEEP_DEPTH && tried.index >= LMR_DEEP_INDEX {
        LMR_DEEP_REDUCTION
    } else {
        LMR_REDUCTION
    }
}

/// Whether `tried` is a king move that leaves him an open run to escape in `child`.
#[inline]
fn king_opens_run(cx: &Context, node: &Node, tried: &Tried, child: &Position) -> bool {
    let tables = cx.tables;
    node.us == Side::Defenders
        && tried.mv.from == node.king
        && tables.routes_from(tried.mv.to, &tables.king_blockers(cx.variant, child)) > 0
}
