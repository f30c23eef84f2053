//! The node search: negamax with alpha-beta in principal-variation form, step by step. A
//! node counts itself and looks at the limits, asks the repetition rule and the mate
//! distance, settles the one-move tactics and the horizon ([`Searcher::open`]), consults the
//! transposition table ([`Searcher::probe`]), tries a null move (`prune`), orders its moves
//! (`ordering`), searches them ([`Searcher::search_moves`]) and stores what it found
//! ([`Searcher::store`]).

use super::context::Context;
use super::ordering::Ply;
use super::params::POLL_INTERVAL;
use super::prune::late_move_reduction;
use super::score::{INF, MATE, from_tt, no_moves_score, outcome_score, to_tt, win_next_move};
use super::tactics;
use super::tt::Bound;
use super::{MAX_PLY, Searcher};
use crate::bits::Bits;
use crate::moves::Move;
use crate::position::Position;
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
    /// The squares that stop the king's runs.
    pub(super) blockers: Bits,
    /// The attackers are to move and the king has an open run: they must block it.
    pub(super) threatened: bool,
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

impl Searcher {
    /// The value of `pos` (not finished by the rules: the caller has looked) for the side to
    /// move, searched `depth` plies deep within the window `alpha..beta`. `null_ok`: a null
    /// move may be tried (not right after one).
    pub(super) fn negamax(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        null_ok: bool,
    ) -> i32 {
        if !self.visit(cx) {
            return 0;
        }
        let node = match self.open(cx, pos, depth, ply, alpha, beta) {
            Ok(node) => node,
            Err(score) => return score,
        };
        let tt_move = match self.probe(&node) {
            Ok(mv) => mv,
            Err(score) => return score,
        };
        if null_ok && let Some(score) = self.null_move(cx, plies, pos, &node) {
            return score;
        }
        let (here, deeper) = plies.split_first_mut().expect("ply within MAX_PLY");
        if !self.generate(cx, pos, here, &node, tt_move) {
            return no_moves_score(cx.variant, ply);
        }
        let Some((best, best_move)) = self.search_moves(cx, here, deeper, pos, &node) else {
            return 0;
        };
        self.store(&node, best, best_move);
        best
    }

    /// Counts the node and now and then looks at the limits: false once the search is
    /// stopped.
    #[inline]
    pub(super) fn visit(&mut self, cx: &Context) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            self.poll(cx);
        }
        !self.stopped
    }

    /// The quick answers before any move is searched: a repetition, a window the mate
    /// distance closes, a win on the next move, the evaluation at the horizon (`Err` holds
    /// the value). Otherwise the node to search.
    #[inline]
    fn open(
        &mut self,
        cx: &Context,
        pos: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Result<Node, i32> {
        let v = cx.variant;
        let hash = pos.hash();
        let us = pos.to_move();
        if let Some(score) = self.repetition(cx, hash, ply, us) {
            return Err(score);
        }
        let (alpha, beta) = mate_distance(ply, alpha, beta)?;
        let king = pos
            .king()
            .expect("rule_outcome ends the game without a king");
        let blockers = cx.tables.king_blockers(v, pos);
        let routes = cx.tables.routes_from(king, &blockers);
        if tactics::wins_next_move(v, pos, routes) {
            return Err(win_next_move(ply));
        }
        // The king threatens to run: the attackers must answer, even at the horizon.
        let threatened = us == Side::Attackers && routes > 0;
        let depth = self.horizon(cx, pos, depth, ply, threatened, alpha, beta)?;
        Ok(Node {
            hash,
            ply,
            depth,
            alpha,
            beta,
            us,
            king,
            blockers,
            threatened,
            pv_node: beta - alpha > 1,
        })
    }

    /// The depth to search at: `depth` inside the horizon; one ply past it when the king
    /// threatens to run; else (`Err`) the quiet value past the forcing moves (`quiesce`;
    /// the static evaluation in an exact search). The end of the scratch space is a horizon too.
    #[inline]
    fn horizon(
        &mut self,
        cx: &Context,
        pos: &Position,
        depth: i32,
        ply: usize,
        threatened: bool,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, i32> {
        let room = ply + 2 < MAX_PLY;
        if depth > 0 && room {
            Ok(depth)
        } else if threatened && room {
            Ok(1)
        } else if cx.exact {
            Err(cx.tables.evaluate(cx.variant, pos, &mut self.rooms))
        } else {
            Err(self.quiesce(cx, pos, ply, alpha, beta))
        }
    }

    /// The transposition table's word on the node: its move to try first, or (`Err`) a
    /// stored value deep enough to answer outright (never at a PV node).
    #[inline]
    fn probe(&self, node: &Node) -> Result<Option<Move>, i32> {
        let Some(p) = self.tt.probe(node.hash) else {
            return Ok(None);
        };
        if !node.pv_node && p.depth >= node.depth {
            let s = from_tt(p.score, node.ply);
            let cut = match p.bound {
                Bound::Exact => true,
                Bound::Lower => s >= node.beta,
                Bound::Upper => s <= node.alpha,
            };
            if cut {
                return Err(s);
            }
        }
        Ok(p.mv)
    }

    /// Generates and orders the node's moves (those that block the king's open run first
    /// when he threatens one); false when there are none.
    #[inline]
    fn generate(
        &self,
        cx: &Context,
        pos: &Position,
        here: &mut Ply,
        node: &Node,
        tt_move: Option<Move>,
    ) -> bool {
        cx.variant.legal_moves(pos, &mut here.moves);
        if here.moves.is_empty() {
            return false;
        }
        let block = if node.threatened {
            cx.tables.route_squares(node.king, &node.blockers)
        } else {
            Bits::EMPTY
        };
        self.order(cx, pos, here, tt_move, node.ply, &block);
        true
    }

    /// Searches the node's moves in order until one reaches beta: the best value and move,
    /// or `None` when the search was stopped. A quiet move that cuts off is remembered as a
    /// killer and in the history.
    fn search_moves(
        &mut self,
        cx: &Context,
        here: &mut Ply,
        deeper: &mut [Box<Ply>],
        pos: &Position,
        node: &Node,
    ) -> Option<(i32, Option<Move>)> {
        let v = cx.variant;
        let mut alpha = node.alpha;
        let mut best = -INF;
        let mut best_move = None;
        for index in 0..here.moves.len() {
            let (mv, order_score) = here.next(index);
            let (child, captured) = v.play(pos, mv);
            let quiet = captured.is_empty();
            self.push(node.ply, child.hash(), quiet);
            let score = if let Some(outcome) = v.outcome_after(&child, mv, captured) {
                self.nodes += 1;
                -outcome_score(outcome, child.to_move(), node.ply + 1)
            } else {
                let tried = Tried {
                    mv,
                    index,
                    order_score,
                    quiet,
                };
                self.search_child(cx, deeper, node, &child, &tried, alpha)
            };
            if self.stopped {
                return None;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= node.beta {
                        if quiet {
                            self.reward(cx, node.us, mv, node.ply, node.depth);
                        }
                        break;
                    }
                }
            }
        }
        Some((best, best_move))
    }

    /// The value of `child`, reached by `tried` from `node` whose window now starts at
    /// `alpha`: the first move with the full window; the others with a null window, reduced
    /// when late and quiet, and searched again (unreduced, then with the full window) only
    /// when they beat alpha.
    fn search_child(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        node: &Node,
        child: &Position,
        tried: &Tried,
        alpha: i32,
    ) -> i32 {
        let depth = node.depth - 1;
        let ply = node.ply + 1;
        let beta = node.beta;
        if tried.index == 0 {
            return -self.negamax(cx, plies, child, depth, ply, -beta, -alpha, true);
        }
        let r = late_move_reduction(cx, node, tried, child);
        let mut s = -self.negamax(cx, plies, child, depth - r, ply, -alpha - 1, -alpha, true);
        if s > alpha && r > 0 && !self.stopped {
            s = -self.negamax(cx, plies, child, depth, ply, -alpha - 1, -alpha, true);
        }
        if s > alpha && s < beta && !self.stopped {
            s = -self.negamax(cx, plies, child, depth, ply, -beta, -alpha, true);
        }
        s
    }

    /// Stores the node's result in the transposition table, with the bound its window gives
    /// it (and no move when all failed low).
    #[inline]
    fn store(&mut self, node: &Node, best: i32, best_move: Option<Move>) {
        let bound = if best >= node.beta {
            Bound::Lower
        } else if best > node.alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_move = if bound == Bound::Upper {
            None
        } else {
            best_move
        };
        self.tt.store(
            node.hash,
            stored_move,
            to_tt(best, node.ply),
            node.depth,
            bound,
        );
    }
}

/// Mate distance: no line from `ply` beats a win on the next move, nor loses faster than
/// mate here. The narrowed window, or (`Err`) the value when it closes.
#[inline]
fn mate_distance(ply: usize, alpha: i32, beta: i32) -> Result<(i32, i32), i32> {
    let alpha = alpha.max(-(MATE - ply as i32));
    let beta = beta.min(MATE - ply as i32 - 1);
    if alpha >= beta {
        Err(alpha)
    } else {
        Ok((alpha, beta))
    }
}
