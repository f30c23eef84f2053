//! Dice games: expectimax. This turn's throw is known, so the root chooses among the moves it
//! allows; below it every turn starts with a chance node that averages the six faces, and each
//! face is a max node searched with alpha-beta. The chance nodes pass alpha-beta windows down
//! with Ballard's Star1 bounds, so whole faces are cut when the others already decide the
//! average.

use rand::RngExt;

use super::SearchResult;
use super::context::Context;
use super::eval::{Rooms, Tables};
use super::params::{CHANCE_ITERATION_TIME_SHARE, CHANCE_POLL_INTERVAL};
use super::root::{RootMove, pick_generator, walks_into_death};
use super::score::{MATE, MATE_BOUND, outcome_score};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::rules::DIE_FACES;

/// The bounds of any value: the chance nodes' Star1 cuts reason with them.
const LOW: i32 = -MATE;
const HIGH: i32 = MATE;

/// One expectimax search.
pub(super) struct Chance<'a> {
    cx: &'a Context<'a>,
    tables: &'a Tables,
    rooms: Rooms,
    pub(super) nodes: u64,
    stopped: bool,
}

impl<'a> Chance<'a> {
    pub(super) fn new(cx: &'a Context<'a>) -> Chance<'a> {
        Chance {
            cx,
            tables: cx.tables,
            rooms: Rooms::new(),
            nodes: 0,
            stopped: false,
        }
    }

    /// Iterative deepening at the root, where the throw `roll` is known (`None`: every move
    /// any throw allows). Levels stray by `margin` as in the main search.
    pub(super) fn iterate(
        &mut self,
        pos: &Position,
        roll: Option<u8>,
        max_depth: u32,
        margin: i32,
        seed: u64,
    ) -> SearchResult {
        let v = self.cx.variant;
        let mut result = SearchResult::empty();
        let mut list = MoveList::new();
        v.legal_moves_rolled(pos, roll, &mut list);
        // A throw that allows nothing passes the turn (the caller looked for a finished game).
        let moves = if list.is_empty() {
            &[Move::PASS][..]
        } else {
            list.as_slice()
        };
        let mut roots: Vec<RootMove> = moves
            .iter()
            .map(|&mv| RootMove {
                mv,
                score: LOW,
                exact: true,
            })
            .collect();
        let mut completed: Vec<RootMove> = Vec::new();
        for depth in 1..=max_depth {
            for root in roots.iter_mut() {
                let (next, captured) = v.play(pos, root.mv);
                root.score = match v.outcome_after(&next, root.mv, captured) {
                    Some(outcome) => outcome_score(outcome, pos.to_move(), 1),
                    None => -self.expect(&next, depth as i32 - 1, 1, LOW, HIGH),
                };
                if self.stopped && depth > 1 {
                    break;
                }
            }
            if self.stopped && depth > 1 {
                break;
            }
            result.depth = depth;
            roots.sort_by_key(|r| std::cmp::Reverse(r.score));
            completed = roots.clone();
            let best = roots[0].score;
            if roots.len() == 1 || best.abs() >= MATE_BOUND || self.out_of_time_for_more() {
                break;
            }
        }
        let best = completed[0];
        result.best = Some(best.mv);
        result.score = best.score;
        if margin > 0 && best.score.abs() < MATE_BOUND {
            let floor = best.score - margin;
            let candidates: Vec<&RootMove> = completed
                .iter()
                .filter(|r| r.score >= floor)
                .filter(|r| r.mv == best.mv || !walks_into_death(v, pos, r.mv))
                .collect();
            let pick = candidates[pick_generator(seed, pos).random_range(0..candidates.len())];
            result.best = Some(pick.mv);
            result.score = pick.score;
        }
        result.pv = vec![result.best.expect("set above")];
        result
    }

    /// Whether the next iteration would likely overrun the time (each costs several times the
    /// last).
    fn out_of_time_for_more(&self) -> bool {
        self.cx.deadline.is_some_and(|deadline| {
            let total = deadline.saturating_duration_since(self.cx.start);
            self.cx.past_share(total, CHANCE_ITERATION_TIME_SHARE)
        })
    }

    /// Counts the node and now and then looks at the limits.
    fn poll(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHANCE_POLL_INTERVAL)
            && self.cx.limit_reached(self.nodes, true)
        {
            self.stopped = true;
        }
    }

    /// The value for the side to move of `pos` before its die is thrown: the average over the
    /// faces of the best move each allows, within `alpha..beta` (fail-hard at the bounds).
    fn expect(&mut self, pos: &Position, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        self.poll();
        if self.stopped {
            return 0;
        }
        let v = self.cx.variant;
        if let Some(outcome) = v.outcome(pos) {
            return outcome_score(outcome, pos.to_move(), ply);
        }
        if depth <= 0 {
            return self.tables.evaluate(v, pos, &mut self.rooms);
        }
        let faces = DIE_FACES as i32;
        let mut sum = 0;
        for face in 1..=DIE_FACES {
            let left = faces - face as i32;
            // Star1: the window this face must reach for the average to leave alpha..beta,
            // the faces not yet searched counted at their extremes.
            let lo = faces * alpha - sum - HIGH * left;
            let hi = faces * beta - sum - LOW * left;
            let value = self.best(pos, face, depth, ply, lo.max(LOW), hi.min(HIGH));
            if value <= lo {
                return alpha;
            }
            if value >= hi {
                return beta;
            }
            sum += value;
        }
        sum / faces
    }

    /// The value of the best move the throw `roll` allows (a pass when it allows none).
    fn best(
        &mut self,
        pos: &Position,
        roll: u8,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let v = self.cx.variant;
        let mut list = MoveList::new();
        v.legal_moves_rolled(pos, Some(roll), &mut list);
        if list.is_empty() {
            let (next, _) = v.play(pos, Move::PASS);
            return -self.expect(&next, depth - 1, ply + 1, -beta, -alpha);
        }
        // Wins first, then the moves that capture most.
        let mut children: Vec<(Position, i32, Option<i32>)> = list
            .iter()
            .map(|&mv| {
                let (next, captured) = v.play(pos, mv);
                let won = v
                    .outcome_after(&next, mv, captured)
                    .map(|o| outcome_score(o, pos.to_move(), ply + 1));
                (next, captured.count() as i32, won)
            })
            .collect();
        children.sort_by_key(|(_, taken, won)| std::cmp::Reverse(won.unwrap_or(0) * 8 + taken));
        let mut best = LOW;
        for (next, _, won) in children {
            let score = match won {
                Some(score) => score,
                None => -self.expect(&next, depth - 1, ply + 1, -beta, -alpha),
            };
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}
