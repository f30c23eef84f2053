//! Repetition: the line from the root to the node (its positions' hashes, and the last
//! capture or null move, across which nothing repeats), and the rule's verdict on a
//! position seen before, in the line or in the game.

use super::Searcher;
use super::context::Context;
use super::params::TWOFOLD;
use super::score::MATE;
use crate::position::Position;
use crate::rules::{Repetition, Side};
use crate::status::{Outcome, Reason};

impl Searcher {
    /// Starts the line at the root, whose hash is `hash`.
    #[inline]
    pub(super) fn set_root(&mut self, hash: u64) {
        self.path[0] = hash;
        self.floor[0] = 0;
    }

    /// Extends the line from `ply` by a move to the position `hash`; a move that captures
    /// (not `quiet`) starts a new stretch in which positions can repeat.
    #[inline]
    pub(super) fn push(&mut self, ply: usize, hash: u64, quiet: bool) {
        self.path[ply + 1] = hash;
        self.floor[ply + 1] = if quiet { self.floor[ply] } else { ply + 1 };
    }

    /// Extends the line from `ply` by a null move to the position `hash`: nothing repeats
    /// across it.
    #[inline]
    pub(super) fn push_null(&mut self, ply: usize, hash: u64) {
        self.path[ply + 1] = hash;
        self.floor[ply + 1] = ply + 1;
    }

    /// The repetition rule's verdict on the position at `ply`, for the side to move there.
    pub(super) fn repetition(
        &self,
        cx: &Context,
        hash: u64,
        ply: usize,
        to_move: Side,
    ) -> Option<i32> {
        let rule = cx.variant.rules.repetition;
        if rule == Repetition::Ignored {
            return None;
        }
        let floor = self.floor[ply];
        let mut seen = 0;
        let mut p = ply;
        while p >= floor + 2 && p >= 3 {
            p -= 2;
            if self.path[p] == hash {
                seen += 1;
            }
        }
        if floor == 0 {
            seen += count_in(&cx.history, hash);
        }
        if seen == 0 {
            return None;
        }
        if rule == Repetition::Draw {
            // Contempt: the engine plays on rather than settle for a repetition draw.
            return Some(if to_move == cx.root_side {
                -cx.contempt
            } else {
                cx.contempt
            });
        }
        repetition_score(rule, to_move, ply, seen)
    }
}

/// The game already ended by repetition at the root: `pos` is on its third appearance.
pub(super) fn root_repetition(cx: &Context, pos: &Position) -> Option<Outcome> {
    let rule = cx.variant.rules.repetition;
    let seen = count_in(&cx.history, pos.hash());
    if rule == Repetition::Ignored || seen < 3 {
        return None;
    }
    let repeater = pos.to_move().opponent();
    Some(match rule {
        Repetition::Ignored | Repetition::Draw => Outcome::draw(Reason::Repetition),
        Repetition::RepeaterLoses => Outcome::win(repeater.opponent(), Reason::Repetition),
        Repetition::DefendersLose => Outcome::win(Side::Attackers, Reason::Repetition),
    })
}

/// Occurrences of `hash` in a sorted list.
fn count_in(sorted: &[u64], hash: u64) -> usize {
    let lo = sorted.partition_point(|&h| h < hash);
    let hi = sorted.partition_point(|&h| h <= hash);
    hi - lo
}

/// The repetition rule's score for the side to move at `ply`, the position having been seen
/// `seen` times before (twice: the rule's result; once: a strong hint of it).
pub(super) fn repetition_score(
    rule: Repetition,
    to_move: Side,
    ply: usize,
    seen: usize,
) -> Option<i32> {
    let win = if seen >= 2 {
        MATE - ply as i32
    } else {
        TWOFOLD
    };
    match rule {
        Repetition::Ignored => None,
        Repetition::Draw => Some(0),
        // The side that just moved made the repetition: the side to move wins.
        Repetition::RepeaterLoses => Some(win),
        Repetition::DefendersLose => Some(match to_move {
            Side::Attackers => win,
            Side::Defenders => -win,
        }),
    }
}
