//! Quiescence: past the horizon the forcing moves are played out, so that the evaluation is
//! not read in the middle of an exchange or of a king's run. Those moves are captures (either
//! side may stand pat on the evaluation instead), the defenders' moves that open a run for
//! the king (tafl's "check", tried in the first plies only) and the attackers' answers to a
//! check, which must block the run: a side in check cannot stand pat.

use super::context::Context;
use super::params::{QUIESCENCE_CHECK_PLIES, QUIESCENCE_DEPTH};
use super::score::{outcome_score, win_next_move};
use super::tactics;
use super::{MAX_PLY, Searcher};
use crate::bits::Bits;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::rules::Side;
use crate::square::Square;

/// Which moves a quiescence node plays.
enum Forcing {
    /// The attackers in check: the moves onto the king's open runs.
    Blocks(Bits),
    /// Moves onto squares where they likely capture; with `checks`, the defenders also try
    /// the moves that may open a run for the king.
    Captures { targets: Bits, checks: bool },
}

impl Searcher {
    /// The value of `pos` for the side to move at the horizon, within `alpha..beta`. The
    /// caller has settled a win on the next move and extended a check.
    pub(super) fn quiesce(
        &mut self,
        cx: &Context,
        pos: &Position,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.quiet_value(cx, pos, ply, alpha, beta, QUIESCENCE_DEPTH)
    }

    /// [`quiesce`](Self::quiesce) with `left` plies of forcing moves left; below the first
    /// node it settles a win on the next move itself.
    fn quiet_value(
        &mut self,
        cx: &Context,
        pos: &Position,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        left: u32,
    ) -> i32 {
        let v = cx.variant;
        let Some(king) = pos.king() else {
            return cx.tables.evaluate(v, pos, &mut self.rooms);
        };
        let blockers = cx.tables.king_blockers(v, pos);
        let routes = cx.tables.routes_from(king, &blockers);
        if left < QUIESCENCE_DEPTH && tactics::wins_next_move(v, pos, routes) {
            return win_next_move(ply);
        }
        if left == 0 || ply + 2 >= MAX_PLY || self.stopped {
            return cx.tables.evaluate(v, pos, &mut self.rooms);
        }
        let us = pos.to_move();
        let in_check = us == Side::Attackers && routes > 0;
        let (forcing, mut best) = if in_check {
            // No standing pat; with no block, the king runs next move.
            let runs = cx.tables.route_squares(king, &blockers);
            (Forcing::Blocks(runs), -win_next_move(ply + 1))
        } else {
            let stand = cx.tables.evaluate(v, pos, &mut self.rooms);
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            let forcing = Forcing::Captures {
                targets: cx.tables.capture_squares(v, pos),
                checks: us == Side::Defenders && QUIESCENCE_DEPTH - left < QUIESCENCE_CHECK_PLIES,
            };
            (forcing, stand)
        };
        if forcing.none() {
            // Nothing to play out: no move list needed.
            return best;
        }
        let mut list = MoveList::new();
        v.legal_moves(pos, &mut list);
        for &mv in list.iter().filter(|&&m| forcing.tries(m, king)) {
            let (child, captured) = v.play(pos, mv);
            let opens_run = || {
                let king = child.king().unwrap_or(king);
                cx.tables
                    .routes_from(king, &cx.tables.king_blockers(v, &child))
                    > 0
            };
            if !in_check && captured.is_empty() && !(us == Side::Defenders && opens_run()) {
                continue;
            }
            if !self.visit(cx) {
                break;
            }
            let score = match v.outcome_after(&child, mv, captured) {
                Some(outcome) => -outcome_score(outcome, child.to_move(), ply + 1),
                None => -self.quiet_value(cx, &child, ply + 1, -beta, -alpha, left - 1),
            };
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

impl Forcing {
    /// Whether no move can be worth playing out (a check always has its run's squares).
    #[inline]
    fn none(&self) -> bool {
        match *self {
            Forcing::Blocks(_) => false,
            Forcing::Captures { targets, checks } => targets.is_empty() && !checks,
        }
    }

    /// Whether a move is worth playing out (a capture is confirmed once played).
    #[inline]
    fn tries(&self, mv: Move, king: Square) -> bool {
        match *self {
            Forcing::Blocks(runs) => runs.has(mv.to),
            Forcing::Captures { targets, checks } => {
                targets.has(mv.to) || (checks && on_kings_lines(mv.from, king))
            }
        }
    }
}

/// Whether a piece on `from` is the king or stands in his row or column: only such a move
/// can open a run for him.
#[inline]
fn on_kings_lines(from: Square, king: Square) -> bool {
    from.file() == king.file() || from.rank() == king.rank()
}
