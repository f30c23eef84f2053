//! The node search: negamax with alpha-beta in principal-variation form, step by step. A
//! node counts itself and looks at the limits, asks the repetition rule and the mate
//! distance, settles the one-move tactics and the horizon ([`Searcher::open`]), consults the
//! transposition table ([`Searcher::probe`]), tries a static cutoff and a null move
//! (`prune`), orders its moves (`ordering`; in check, those that let the king run are set
//! aside, see [`quiet_unblocked`]), searches them ([`Searcher::search_moves`]) and stores
//! what it found ([`Searcher::store`]).

use super::context::Context;
use super::frame::{Node, Tried};
use super::ordering::Ply;
use super::params::POLL_INTERVAL;
use super::prune::late_move_reduction;
use super::score::{INF, MATE, from_tt, no_moves_score, outcome_score, to_tt, win_next_move};
use super::tactics;
use super::tt::Bound;
use super::{MAX_PLY, Searcher};
use crate::bits::Bits;
use crate::moves::Move;
use crate::position::{Piece, Position};
use crate::rules::{Repetition, Side};
use crate::variant::Variant;

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
        if let Some(score) = self.static_cutoff(cx, pos, &node) {
            return score;
        }
        if null_ok && let Some(score) = self.null_move(cx, plies, pos, &node) {
            return score;
        }
        let (here, deeper) = plies.split_first_mut().expect("ply within MAX_PLY");
        cx.variant.legal_moves(pos, &mut here.moves);
        if here.moves.is_empty() {
            return no_moves_score(cx.variant, ply);
        }
        here.set_aside(if node.threatened {
            quiet_unblocked(cx.variant, pos, node.runs)
        } else {
            Bits::EMPTY
        });
        self.order(cx, pos, here, tt_move, node.ply, &node.runs);
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
        let runs = if threatened {
            cx.tables.route_squares(king, &blockers)
        } else {
            Bits::EMPTY
        };
        Ok(Node {
            hash,
            ply,
            depth,
            alpha,
            beta,
            us,
            king,
            threatened,
            runs,
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

    /// Searches the node's moves in order until one reaches beta, then values the moves set
    /// aside (in check, those that let the king run, last in any order): the best value and
    /// move, or `None` when the search was stopped. A quiet move that cuts off is remembered
    /// as a killer and in the history.
    fn search_moves(
        &mut self,
        cx: &Context,
        here: &mut Ply,
        deeper: &mut [Box<Ply>],
        pos: &Position,
        node: &Node,
    ) -> Option<(i32, Option<Move>)> {
        let mut best = -INF;
        let mut best_move = None;
        let mut alpha = node.alpha;
        let searched = here.moves.len();
        for index in 0..searched + here.aside.len() {
            let (mv, score, quiet) = if index < searched {
                self.search_move(cx, here, deeper, pos, node, index, alpha)
            } else {
                let mv = here.aside[index - searched];
                (mv, -self.unblocked(cx, pos, node, mv), true)
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

    /// Plays the `index`th move of the order and searches it, from `node` whose window now
    /// starts at `alpha`: the move, its value and whether it took nothing.
    fn search_move(
        &mut self,
        cx: &Context,
        here: &mut Ply,
        deeper: &mut [Box<Ply>],
        pos: &Position,
        node: &Node,
        index: usize,
        alpha: i32,
    ) -> (Move, i32, bool) {
        let v = cx.variant;
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
        (mv, score, quiet)
    }

    /// The value for the defenders of the position after `mv`, a move set aside at `node`
    /// (in check, a quiet move that leaves the king his run): he runs next move, unless the
    /// position repeats first, as its search would find. Only a position of the game can
    /// come round again: one of the line with the defenders to move and a run for him would
    /// have ended the search there, so none is an ancestor; and once the line has taken a
    /// piece, the game's positions are out of reach.
    #[inline]
    fn unblocked(&mut self, cx: &Context, pos: &Position, node: &Node, mv: Move) -> i32 {
        self.nodes += 1;
        let ply = node.ply + 1;
        if self.floor[node.ply] == 0 && cx.variant.rules.repetition != Repetition::Ignored {
            let hash = pos.hash_after_quiet(Piece::Attacker, mv.from, mv.to);
            self.push(node.ply, hash, true);
            if let Some(score) = self.repetition(cx, hash, ply, Side::Defenders) {
                return score;
            }
        }
        win_next_move(ply)
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

/// The squares where an attackers' move, in check, leaves the king his run and changes
/// nothing else that matters: off his runs (`runs`), and not next to a defender, the king, a
/// corner or the throne, so that it takes nothing and is not taken. Nor can it end the game:
/// the king's run reaches the edge, so no encirclement closes (where an escape square lies
/// inside the board, the squares where one might, as [`Variant::outcome_after`] looks for
/// it, are left out); where taking every defender wins, none is settled once none is left.
pub(super) fn quiet_unblocked(v: &Variant, pos: &Position, runs: Bits) -> Bits {
    if v.rules.all_defenders_captured_wins && pos.defenders().is_empty() {
        return Bits::EMPTY;
    }
    let touchy = pos.pieces(Side::Defenders) | v.corners | Bits::single(v.throne);
    let near = touchy.neighbours(v.board, v.has_west, v.has_east);
    let mut settled = v.board & !(runs | near | pos.occupied());
    if v.rules.encirclement && !(v.escape & !v.edge).is_empty() {
        let candidates = settled;
        for sq in candidates.iter() {
            if (v.ring[sq.index()] & pos.attackers()).count() >= 2 {
                settled.clear(sq);
            }
        }
    }
    settled
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PRESETS;
    use crate::moves::MoveList;
    use crate::search::eval::Tables;
    use crate::search::testing::random_games;

    /// Every move onto a settled square, in check, plays as `quiet_unblocked` says: it takes
    /// nothing and is not taken, its hash is the one foretold, the game goes on, and the king
    /// still has his run. Random games on every preset without dice.
    #[test]
    fn settled_moves_play_as_foretold() {
        let mut checked = 0;
        for preset in PRESETS {
            let v = Variant::preset(preset.id).unwrap();
            if v.uses_dice() {
                continue;
            }
            let tables = Tables::new(&v);
            random_games(
                &v,
                29,
                40,
                |game| 30 + game * 4,
                |pos| {
                    checked += check_settled(&v, &tables, pos);
                },
            );
        }
        assert!(checked > 10_000, "only {checked} settled moves checked");
    }

    /// Checks the settled moves of `pos` when the attackers are in check; how many there were.
    fn check_settled(v: &Variant, tables: &Tables, pos: &Position) -> usize {
        let Some(king) = pos.king() else { return 0 };
        let blockers = tables.king_blockers(v, pos);
        if pos.to_move() != Side::Attackers || tables.routes_from(king, &blockers) == 0 {
            return 0;
        }
        let runs = tables.route_squares(king, &blockers);
        let settled = quiet_unblocked(v, pos, runs);
        let record = v.position_record(pos);
        let mut list = MoveList::new();
        v.legal_moves(pos, &mut list);
        let mut n = 0;
        for &mv in list.iter().filter(|m| settled.has(m.to)) {
            let (child, captured) = v.play(pos, mv);
            assert!(captured.is_empty(), "{record}: {mv} takes {captured:?}");
            let foretold = pos.hash_after_quiet(Piece::Attacker, mv.from, mv.to);
            assert_eq!(child.hash(), foretold, "{record}: {mv}");
            assert_eq!(
                v.outcome_after(&child, mv, captured),
                None,
                "{record}: {mv}"
            );
            let child_blockers = tables.king_blockers(v, &child);
            assert!(
                tables.routes_from(king, &child_blockers) > 0,
                "{record}: {mv}"
            );
            n += 1;
        }
        n
    }
}
