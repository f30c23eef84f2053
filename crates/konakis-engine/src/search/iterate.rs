//! Iterative deepening at the root: the search's set-up, the root moves searched one
//! iteration deeper at a time (the best first, the others with a null window at the best
//! score less the level's margin), the stop between or inside iterations, the level's
//! seeded pick among the moves within its margin, and the expected line.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use rand::Rng as _;

use super::chance;
use super::context::Context;
use super::eval::Tables;
use super::ordering::Ply;
use super::params::{ITERATION_TIME_SHARE, PV_MAX_LEN};
use super::repetition::root_repetition;
use super::root::{RootMove, pick};
use super::score::{INF, MATE, MATE_BOUND, outcome_score};
use super::tt::Bound;
use super::{MAX_DEPTH, MAX_PLY, SearchLimits, SearchResult, Searcher};
use crate::bits::Bits;
use crate::moves::Move;
use crate::position::Position;
use crate::random::{Purpose, generator};
use crate::rules::NoMoves;
use crate::status::{Outcome, Reason};
use crate::variant::Variant;

/// How the search of one root move ended.
enum RootScore {
    /// Searched: its value (exact, or an upper bound when it fell below the window).
    Searched(i32),
    /// Stopped before anything was learned.
    Stopped,
    /// Stopped after its null-window search proved it above the window (the value found).
    StoppedAbove(i32),
}

impl Searcher {
    /// A search of `pos`: sets up the tables and the scratch space, then searches by
    /// iterative deepening (expectimax in dice games). `margin` and `seed` are the level's
    /// (0 for the best move).
    pub(super) fn run(
        &mut self,
        variant: &Variant,
        pos: &Position,
        roll: Option<u8>,
        history: &[u64],
        limits: &SearchLimits,
        margin: i32,
        seed: u64,
        stop: &AtomicBool,
    ) -> SearchResult {
        let start = Instant::now();
        self.nodes = 0;
        self.stopped = false;
        self.iteration = 0;
        self.tt.new_search();
        self.age_history();
        self.prepare_tables(variant);
        let (rules, tables) = self.tables.take().expect("tables were just built");
        while self.plies.len() < MAX_PLY {
            self.plies.push(Ply::boxed());
        }
        let mut plies = std::mem::take(&mut self.plies);

        let cx = Context::new(
            variant, &tables, stop, start, limits, self.exact, pos, history,
        );
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let parallel =
            self.threads > 1 && !self.exact && limits.nodes.is_none() && !variant.uses_dice();
        let (mut result, helper_nodes) = if variant.uses_dice() {
            (
                self.chance_search(&cx, pos, roll, max_depth, margin, seed),
                0,
            )
        } else if parallel {
            self.iterate_with_helpers(variant, &cx, &mut plies, pos, history, limits, margin, seed)
        } else {
            (
                self.iterate(&cx, &mut plies, pos, limits, max_depth, margin, seed),
                0,
            )
        };
        result.nodes = self.nodes + helper_nodes;
        result.elapsed = start.elapsed();

        self.plies = plies;
        self.tables = Some((rules, tables));
        result
    }

    /// Lazy SMP: the helpers search the same root on their own threads, sharing the
    /// transposition table, until this thread's search ends; returns its result and the
    /// helpers' nodes.
    fn iterate_with_helpers(
        &mut self,
        variant: &Variant,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        history: &[u64],
        limits: &SearchLimits,
        margin: i32,
        seed: u64,
    ) -> (SearchResult, u64) {
        while self.helpers.len() < self.threads - 1 {
            self.helpers.push(self.helper());
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        let done = AtomicBool::new(false);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let (result, helper_nodes) = std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .enumerate()
                .map(|(k, helper)| {
                    let done = &done;
                    scope.spawn(move || {
                        // A different seed orders equal moves differently: the threads spread.
                        let helper_seed = generator(seed, Purpose::Helper, k as u64).next_u64();
                        helper
                            .run(variant, pos, None, history, limits, 0, helper_seed, done)
                            .nodes
                    })
                })
                .collect();
            let result = self.iterate(cx, plies, pos, limits, max_depth, margin, seed);
            done.store(true, std::sync::atomic::Ordering::Relaxed);
            let nodes = running.into_iter().map(|h| h.join().unwrap_or(0)).sum();
            (result, nodes)
        });
        self.helpers = helpers;
        (result, helper_nodes)
    }

    /// Builds the board tables and a cleared history for `variant`, unless the last search
    /// played by the same rules. After other rules, everything learned is forgotten: the
    /// transposition table and the king's rooms know positions by their pieces alone, and
    /// the same pieces may be worth something else here.
    fn prepare_tables(&mut self, variant: &Variant) {
        let reuse = matches!(&self.tables, Some((rules, _)) if rules == variant.rules());
        if !reuse {
            if self.tables.is_some() {
                self.clear();
            }
            let tables = Tables::new(variant);
            self.history = vec![0; tables.history_len()];
            self.history_used = false;
            self.tables = Some((variant.rules().clone(), Box::new(tables)));
        }
    }

    /// A dice game: expectimax over the throws below the root (see [`chance`]).
    fn chance_search(
        &mut self,
        cx: &Context,
        pos: &Position,
        roll: Option<u8>,
        max_depth: u32,
        margin: i32,
        seed: u64,
    ) -> SearchResult {
        if let Some(outcome) = root_outcome(cx, pos, cx.variant.has_move(pos)) {
            let mut result = SearchResult::empty();
            result.outcome = Some(outcome);
            result.score = outcome_score(outcome, pos.to_move(), 0);
            return result;
        }
        let mut search = chance::Chance::new(cx);
        let result = search.iterate(pos, roll, max_depth, margin, seed);
        self.nodes = search.nodes;
        result
    }

    /// Iterative deepening from `pos` to `max_depth` plies, then the level's pick.
    fn iterate(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        limits: &SearchLimits,
        max_depth: u32,
        margin: i32,
        seed: u64,
    ) -> SearchResult {
        let mut result = SearchResult::empty();
        let (root, deeper) = plies.split_first_mut().expect("plies exist");
        cx.variant.legal_moves(pos, &mut root.moves);
        if let Some(outcome) = root_outcome(cx, pos, !root.moves.is_empty()) {
            result.outcome = Some(outcome);
            result.score = match outcome.winner {
                Some(w) if w == pos.to_move() => MATE,
                Some(_) => -MATE,
                None => 0,
            };
            return result;
        }
        self.set_root(pos.hash());
        let mut roots = self.root_moves(cx, pos, root);
        let (completed, depth) =
            self.deepen(cx, deeper, pos, &mut roots, limits, max_depth, margin);
        let (best, score) = pick(cx.variant, pos, &completed, margin, seed);
        result.depth = depth;
        result.best = Some(best);
        result.score = score;
        result.pv = self.principal_variation(cx, pos, best);
        result
    }

    /// The root moves, first ordered as any node orders its moves.
    fn root_moves(&self, cx: &Context, pos: &Position, root: &mut Ply) -> Vec<RootMove> {
        let tt_move = self.tt.probe(pos.hash()).and_then(|p| p.mv);
        self.order(cx, pos, root, tt_move, 0, &Bits::EMPTY);
        root.sorted()
            .map(|mv| RootMove {
                mv,
                score: -INF,
                exact: false,
            })
            .collect()
    }

    /// The iterations, one ply deeper each, until a limit or a forced result: the root moves
    /// as the last one to count left them (best first), and its depth.
    fn deepen(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        roots: &mut [RootMove],
        limits: &SearchLimits,
        max_depth: u32,
        margin: i32,
    ) -> (Vec<RootMove>, u32) {
        let mut completed: Vec<RootMove> = Vec::new();
        let mut reached = 0;
        for depth in 1..=max_depth {
            self.iteration = depth;
            self.poll(cx);
            if self.stopped {
                break;
            }
            let done = self.search_root(cx, plies, pos, roots, depth as i32, margin);
            if self.stopped {
                // A partly searched iteration counts when its best move was fully searched
                // and beat the last iteration's.
                if let Some(best) = done
                    && !completed.is_empty()
                    && best.mv != completed[0].mv
                {
                    completed = vec![best];
                    reached = depth;
                }
                break;
            }
            reached = depth;
            // Best first; moves that fell below the window keep their old order behind.
            roots.sort_by_key(|r| std::cmp::Reverse(if r.exact { r.score } else { -INF }));
            completed = roots.to_vec();
            if last_iteration(cx, limits, roots, depth) {
                break;
            }
        }
        (completed, reached)
    }

    /// One iteration at the root. Moves get exact scores when they come within `margin` of
    /// the best. Returns the best move fully searched in this iteration, if any.
    fn search_root(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        roots: &mut [RootMove],
        depth: i32,
        margin: i32,
    ) -> Option<RootMove> {
        let mut best: Option<RootMove> = None;
        let mut best_score = -INF;
        for (i, root) in roots.iter_mut().enumerate() {
            let alpha = if i == 0 {
                -INF
            } else {
                (best_score - margin).max(-INF)
            };
            let score = match self.search_root_move(cx, plies, pos, root.mv, i, depth, alpha) {
                RootScore::Searched(score) => score,
                RootScore::Stopped => return best,
                RootScore::StoppedAbove(s) => {
                    // The finished null-window search proved it better than the best so far
                    // (when the window sat on the best score).
                    if margin == 0 && best.is_some() {
                        root.score = s;
                        root.exact = false;
                        return Some(*root);
                    }
                    return best;
                }
            };
            root.score = score;
            root.exact = i == 0 || score > alpha;
            if score > best_score {
                best_score = score;
                best = Some(*root);
                self.tt
                    .store(pos.hash(), Some(root.mv), score, depth, Bound::Lower);
            }
        }
        if let Some(b) = best {
            self.tt
                .store(pos.hash(), Some(b.mv), b.score, depth, Bound::Exact);
        }
        best
    }

    /// The `i`th root move `mv`, searched `depth` deep: the first with the open window, the
    /// others with a null window at `alpha` and again with the window above it when they
    /// beat it.
    fn search_root_move(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        mv: Move,
        i: usize,
        depth: i32,
        alpha: i32,
    ) -> RootScore {
        let v = cx.variant;
        let (child, captured) = v.play(pos, mv);
        self.push(0, child.hash(), captured.is_empty());
        let score = if let Some(outcome) = v.outcome_after(&child, mv, captured) {
            self.nodes += 1;
            -outcome_score(outcome, child.to_move(), 1)
        } else if i == 0 {
            -self.negamax(cx, plies, &child, depth - 1, 1, -INF, INF, true)
        } else {
            let s = -self.negamax(cx, plies, &child, depth - 1, 1, -alpha - 1, -alpha, true);
            if self.stopped {
                // Unfinished: it tells nothing.
                return RootScore::Stopped;
            }
            if s <= alpha {
                return RootScore::Searched(s);
            }
            let full = -self.negamax(cx, plies, &child, depth - 1, 1, -INF, -alpha, true);
            if self.stopped {
                return RootScore::StoppedAbove(s);
            }
            full
        };
        if self.stopped {
            RootScore::Stopped
        } else {
            RootScore::Searched(score)
        }
    }

    /// The expected line: the best move, then the table's moves while they stay legal.
    fn principal_variation(&self, cx: &Context, pos: &Position, best: Move) -> Vec<Move> {
        let v = cx.variant;
        let mut pv = vec![best];
        let mut at = v.play(pos, best).0;
        let mut seen = vec![pos.hash(), at.hash()];
        while pv.len() < PV_MAX_LEN && v.rule_outcome(&at).is_none() {
            let Some(mv) = self.tt.probe(at.hash()).and_then(|p| p.mv) else {
                break;
            };
            if v.check_move(&at, mv).is_err() {
                break;
            }
            at = v.play(&at, mv).0;
            if seen.contains(&at.hash()) {
                break;
            }
            seen.push(at.hash());
            pv.push(mv);
        }
        pv
    }
}

/// The game is over at the root already, or the side to move has no move (`has_move`).
fn root_outcome(cx: &Context, pos: &Position, has_move: bool) -> Option<Outcome> {
    let v = cx.variant;
    if let Some(outcome) = v.rule_outcome(pos) {
        return Some(outcome);
    }
    if let Some(outcome) = root_repetition(cx, pos) {
        return Some(outcome);
    }
    if !has_move {
        return Some(match v.rules.no_moves {
            NoMoves::Loses => Outcome::win(pos.to_move().opponent(), Reason::NoMoves),
            NoMoves::Draw => Outcome::draw(Reason::NoMoves),
        });
    }
    None
}

/// Whether the iteration just completed at `depth` is the last: a single legal move, a
/// forced result found within the depth, or (past the minimum depth) too little time left
/// for another.
fn last_iteration(cx: &Context, limits: &SearchLimits, roots: &[RootMove], depth: u32) -> bool {
    let best = roots[0].score;
    roots.len() == 1
        || (best.abs() >= MATE_BOUND && MATE - best.abs() <= depth as i32)
        || (depth >= cx.min_depth
            && limits
                .time
                .is_some_and(|t| cx.past_share(t, ITERATION_TIME_SHARE)))
}
