//! What a node of the search knows of itself ([`Node`]) and of the move it is trying
//! ([`Tried`]): shared by the node search (`node`) and the pruning that reads them (`prune`).

use crate::bits::Bits;
use crate::moves::Move;
use crate::rules::Side;
use crate::square::Square;

/// What a node to be searched knows of itself once the quick answers are ruled out.
pub(super) struct Node {
    /// The position's hash.
    pub(super) hash: u64,
    /// Plies from the root.
    pub(super) ply: usize,
    /// Plies left to search (at least 1).
    pub(super) depth: i32,
    /// The window, narrowed by the mate distance.
    pub(super) alpha: i32,
    /// See `alpha`.
    pub(super) beta: i32,
    /// The side to move.
    pub(super) us: Side,
    /// The king's square.
    pub(super) king: Square,
    /// The attackers are to move and the king has an open run: they must block it.
    pub(super) threatened: bool,
    /// When `threatened`, the squares of the king's open runs (else empty): a move that
    /// lands on none of them lets him run.
    pub(super) runs: Bits,
    /// The window is open (not a null window): a principal-variation node.
    pub(super) pv_node: bool,
}

/// A move of a node's loop, and what is known of it before its subtree is searched.
pub(super) struct Tried {
    /// The move.
    pub(super) mv: Move,
    /// Its place in the order.
    pub(super) index: usize,
    /// Its ordering score.
    pub(super) order_score: i32,
    /// It captures nothing.
    pub(super) quiet: bool,
}
