//! Move ordering: the hash move first, then moves that block the king's open run, king moves
//! that open one, likely captures, the two killers of the ply, and the rest by history (how
//! often a quiet move caused a cutoff). A good order makes alpha-beta cut early.

use super::Searcher;
use super::context::Context;
use super::params::{
    BLOCK_SCORE, CAPTURE_SCORE, HISTORY_AGING, HISTORY_MAX, KILLER_SCORE, SELECTED_MOVES,
    THREAT_SCORE, TT_SCORE,
};
use crate::bits::Bits;
use crate::moves::{MAX_MOVES, Move, MoveList};
use crate::position::Position;
use crate::rules::Side;

/// Scratch space of one ply: its move list and the ordering keys (the ordering score in the
/// high bits, the move's index in the list in the low 16).
pub(super) struct Ply {
    pub(super) moves: MoveList,
    keys: [u64; MAX_MOVES],
    /// Moves taken out of `moves` before ordering, to be valued without a search.
    pub(super) aside: MoveList,
}

impl Ply {
    /// An empty ply on the heap (a move list is large).
    pub(super) fn boxed() -> Box<Ply> {
        Box::new(Ply {
            moves: MoveList::new(),
            keys: [0; MAX_MOVES],
            aside: MoveList::new(),
        })
    }

    /// Moves the moves that land on `squares` from `moves` to `aside` (the previous ones
    /// there dropped).
    #[inline]
    pub(super) fn set_aside(&mut self, squares: Bits) {
        self.aside.clear();
        if squares.is_empty() {
            return;
        }
        let aside = &mut self.aside;
        self.moves.retain(|mv| {
            let keep = !squares.has(mv.to);
            if !keep {
                aside.push(mv);
            }
            keep
        });
    }

    /// The move to search `i`th, with its ordering score, the keys having been set by
    /// [`Searcher::order`] and the moves before it taken in turn: the first few by selection
    /// (a cutoff often comes at once), then the rest sorted in one go.
    #[inline]
    pub(super) fn next(&mut self, i: usize) -> (Move, i32) {
        let n = self.moves.len();
        if i < SELECTED_MOVES {
            let mut top = i;
            for j in i + 1..n {
                if self.keys[j] > self.keys[top] {
                    top = j;
                }
            }
            self.keys.swap(i, top);
        } else if i == SELECTED_MOVES {
            self.keys[i..n].sort_unstable_by(|a, b| b.cmp(a));
        }
        let key = self.keys[i];
        (self.moves[key_index(key)], key_score(key))
    }

    /// All the moves, best first by their keys (the root orders once).
    pub(super) fn sorted(&mut self) -> impl Iterator<Item = Move> + '_ {
        let n = self.moves.len();
        self.keys[..n].sort_unstable_by(|a, b| b.cmp(a));
        self.keys[..n].iter().map(|&k| self.moves[key_index(k)])
    }
}

/// An ordering key: sorts by `score`, then by list index.
#[inline]
fn order_key(score: i32, index: usize) -> u64 {
    ((score as i64 - i32::MIN as i64) as u64) << 16 | index as u64
}

/// The ordering score of a key.
#[inline]
fn key_score(key: u64) -> i32 {
    ((key >> 16) as i64 + i32::MIN as i64) as i32
}

/// The list index of a key.
#[inline]
fn key_index(key: u64) -> usize {
    (key & 0xFFFF) as usize
}

impl Searcher {
    /// Ordering keys for a node: hash move, moves onto `block` (the king's open run, when
    /// he threatens to escape), king moves that open a run, likely captures, killers, history.
    pub(super) fn order(
        &self,
        cx: &Context,
        pos: &Position,
        here: &mut Ply,
        tt_move: Option<Move>,
        ply: usize,
        block: &Bits,
    ) {
        let v = cx.variant;
        let tables = cx.tables;
        let us = pos.to_move();
        let king = pos.king();
        let killers = self.killers[ply];
        let king_blockers = if us == Side::Defenders {
            tables.king_blockers(v, pos)
        } else {
            Bits::EMPTY
        };
        let captures = tables.capture_squares(v, pos);
        let side_base = tables.history_base(us);
        let n = here.moves.len();
        for i in 0..n {
            let mv = here.moves[i];
            let mut s = if Some(mv) == tt_move {
                TT_SCORE
            } else if Some(mv) == killers[0] {
                KILLER_SCORE + 1
            } else if Some(mv) == killers[1] {
                KILLER_SCORE
            } else {
                self.history[side_base + tables.history_offset(mv)]
            };
            if Some(mv.from) == king {
                let routes = tables.routes_from(mv.to, &king_blockers);
                s += THREAT_SCORE * routes as i32;
            } else if captures.has(mv.to) {
                s += CAPTURE_SCORE;
            }
            if block.has(mv.to) {
                s += BLOCK_SCORE;
            }
            here.keys[i] = order_key(s, i);
        }
    }

    /// A quiet move `mv` of `us` caused a cutoff at `ply`, searched `depth` deep: it becomes
    /// the ply's first killer, and its history grows by the depth squared.
    #[inline]
    pub(super) fn reward(&mut self, cx: &Context, us: Side, mv: Move, ply: usize, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let index = cx.tables.history_base(us) + cx.tables.history_offset(mv);
        let h = &mut self.history[index];
        *h = (*h + depth * depth).min(HISTORY_MAX);
        self.history_used = true;
    }

    /// Fades what earlier searches learned of quiet moves before a new one.
    pub(super) fn age_history(&mut self) {
        if self.history_used {
            for h in self.history.iter_mut() {
                *h /= HISTORY_AGING;
            }
            self.history_used = false;
        }
    }
}
