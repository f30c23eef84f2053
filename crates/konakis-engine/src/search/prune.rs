//! The pruning that may change the searched value, all off in an exact search: reverse
//! futility pruning (near the horizon, a position far enough above beta holds it), null-move
//! pruning (if passing still holds beta, a real move will too) and late-move reductions
//! (quiet moves late in the order are searched shallower, and again at full depth only when
//! they surprise).

use super::Searcher;
use super::context::Context;
use super::frame::{Node, Tried};
use super::ordering::Ply;
use super::params::{
    KILLER_SCORE, LMR_DEEP_DEPTH, LMR_DEEP_INDEX, LMR_DEEP_REDUCTION, LMR_MIN_DEPTH, LMR_MIN_INDEX,
    LMR_REDUCTION, NULL_MOVE_MIN_DEPTH, NULL_MOVE_R, NULL_MOVE_R_DEPTH_DIVISOR,
    STATIC_CUTOFF_MARGIN, STATIC_CUTOFF_MAX_DEPTH,
};
use super::score::MATE_BOUND;
use crate::position::Position;
use crate::rules::Side;

impl Searcher {
    /// Reverse futility pruning: a node near the horizon whose static evaluation beats beta
    /// by a margin for each ply left is taken to hold beta, and returns the evaluation less
    /// the margin, unsearched. `None` when the node must be searched.
    pub(super) fn static_cutoff(
        &mut self,
        cx: &Context,
        pos: &Position,
        node: &Node,
    ) -> Option<i32> {
        if !static_cutoff_allowed(cx, node) {
            return None;
        }
        let eval = cx.tables.evaluate(cx.variant, pos, &mut self.rooms);
        let held = eval - STATIC_CUTOFF_MARGIN * node.depth;
        (held >= node.beta).then_some(held)
    }

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

/// Whether a node may be cut without searching its moves, by a null move or its static
/// evaluation: not in an exact search, not at a PV node, not while the king threatens to run
/// (the attackers must answer), and not near a mate (where passing may be all that loses).
#[inline]
fn may_cut_unsearched(cx: &Context, node: &Node) -> bool {
    !cx.exact && !node.pv_node && !node.threatened && node.beta.abs() < MATE_BOUND
}

/// Whether a node may try a null move: deep enough, and as [`may_cut_unsearched`].
#[inline]
fn null_move_allowed(cx: &Context, node: &Node) -> bool {
    node.depth >= NULL_MOVE_MIN_DEPTH && may_cut_unsearched(cx, node)
}

/// Whether a node may return its static evaluation unsearched: near the horizon, and as
/// [`may_cut_unsearched`].
#[inline]
fn static_cutoff_allowed(cx: &Context, node: &Node) -> bool {
    node.depth <= STATIC_CUTOFF_MAX_DEPTH && may_cut_unsearched(cx, node)
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

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::time::Instant;

    use super::*;
    use crate::bits::Bits;
    use crate::search::SearchLimits;
    use crate::search::eval::Tables;
    use crate::variant::Variant;

    /// A node of `pos` one ply from the root.
    fn node(pos: &Position, depth: i32, (alpha, beta): (i32, i32), threatened: bool) -> Node {
        Node {
            hash: pos.hash(),
            ply: 1,
            depth,
            alpha,
            beta,
            us: pos.to_move(),
            king: pos.king().expect("a king"),
            threatened,
            runs: Bits::EMPTY,
            pv_node: beta - alpha > 1,
        }
    }

    /// Near the horizon a null-window node that beats beta by the margin a ply returns its
    /// evaluation less the margin; one point short, or deeper, at a PV node, in check or in
    /// an exact search, it is searched.
    #[test]
    fn a_node_far_enough_above_beta_returns_its_evaluation_less_the_margin() {
        let v = Variant::preset("copenhagen").unwrap();
        let tables = Tables::new(&v);
        let pos = v.start();
        let stop = AtomicBool::new(false);
        let limits = SearchLimits::depth(4);
        let mut searcher = Searcher::new();
        let eval = tables.evaluate(&v, &pos, &mut searcher.rooms);
        for exact in [false, true] {
            let cx = Context::new(
                &v,
                &tables,
                &stop,
                Instant::now(),
                &limits,
                exact,
                &pos,
                &[],
            );
            for depth in 1..=STATIC_CUTOFF_MAX_DEPTH + 1 {
                let held = eval - STATIC_CUTOFF_MARGIN * depth;
                let cut = |s: &mut Searcher, window, threatened| {
                    s.static_cutoff(&cx, &pos, &node(&pos, depth, window, threatened))
                };
                let expected = (!exact && depth <= STATIC_CUTOFF_MAX_DEPTH).then_some(held);
                assert_eq!(cut(&mut searcher, (held - 1, held), false), expected);
                assert_eq!(cut(&mut searcher, (held, held + 1), false), None);
                assert_eq!(cut(&mut searcher, (held - 2, held), false), None);
                assert_eq!(cut(&mut searcher, (held - 1, held), true), None);
            }
        }
    }
}
