//! What a position holds, proved by the search without pruning (`Searcher::exact`): a forced
//! win within so many plies, the moves that keep one, the reply that holds out longest, the
//! moves that stop the other side's win.

use std::sync::atomic::AtomicBool;

use super::{Puzzle, Theme};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::search::{MATE, SearchLimits, Searcher};
use crate::variant::Variant;

/// How far a defence puzzle looks for the other side's win: its next move and the one after.
pub(super) const DEFENCE_HORIZON: u32 = 3;

/// A proved puzzle: how many plies its solution takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Proof {
    /// The plies from the puzzle's position to the win (1 for a win at once).
    pub plies: usize,
}

/// The proving search: no pruning, so that what it finds is so.
pub(super) struct Prover {
    searcher: Searcher,
    stop: AtomicBool,
}

impl Prover {
    pub(super) fn new() -> Prover {
        Prover {
            searcher: Searcher::with_table_size(16).exact(),
            stop: AtomicBool::new(false),
        }
    }

    /// Within how many plies (at most `most`) the side to move in `pos` wins by force.
    pub(super) fn forced_win(&mut self, v: &Variant, pos: &Position, most: u32) -> Option<u32> {
        if most == 0 {
            return None;
        }
        let limits = SearchLimits::depth(most);
        let found = self.searcher.search(v, pos, &[], &limits, &self.stop);
        let plies = MATE - found.score;
        (found.score > 0 && plies <= most as i32).then_some(plies as u32)
    }

    /// Whether the side to move in `pos` loses by force within `most` plies.
    pub(super) fn forced_loss(&mut self, v: &Variant, pos: &Position, most: u32) -> bool {
        if most == 0 {
            return false;
        }
        let limits = SearchLimits::depth(most);
        let found = self.searcher.search(v, pos, &[], &limits, &self.stop);
        found.score < 0 && MATE + found.score <= most as i32
    }

    /// The moves of the side to move after which it wins within `plies` (counting the move).
    pub(super) fn winning_moves(&mut self, v: &Variant, pos: &Position, plies: u32) -> Vec<Move> {
        let me = pos.to_move();
        legal(v, pos)
            .into_iter()
            .filter(|&mv| {
                let (child, _) = v.play(pos, mv);
                match v.rule_outcome(&child).or_else(|| v.outcome(&child)) {
                    Some(outcome) => outcome.winner == Some(me),
                    None => self.forced_loss(v, &child, plies - 1),
                }
            })
            .collect()
    }

    /// The reply that puts the win off longest, and the plies the win then takes (the other
    /// side being sure to win within `plies` plies after any reply).
    pub(super) fn strongest_reply(
        &mut self,
        v: &Variant,
        pos: &Position,
        plies: u32,
    ) -> Option<(Move, u32)> {
        let mut best: Option<(Move, u32)> = None;
        for mv in legal(v, pos) {
            let (child, _) = v.play(pos, mv);
            if v.rule_outcome(&child)
                .or_else(|| v.outcome(&child))
                .is_some()
            {
                // A reply that ends the game itself is no defence to study.
                return None;
            }
            let win = self.forced_win(v, &child, plies)?;
            if best.is_none_or(|(_, longest)| win > longest) {
                best = Some((mv, win));
            }
        }
        best
    }

    /// The moves after which the other side has no win within [`DEFENCE_HORIZON`] plies.
    pub(super) fn saving_moves(&mut self, v: &Variant, pos: &Position) -> Vec<Move> {
        legal(v, pos)
            .into_iter()
            .filter(|&mv| {
                let (child, _) = v.play(pos, mv);
                if v.rule_outcome(&child)
                    .or_else(|| v.outcome(&child))
                    .is_some()
                {
                    return false;
                }
                self.forced_win(v, &child, DEFENCE_HORIZON).is_none()
            })
            .collect()
    }
}

/// Every legal move of the side to move.
pub(super) fn legal(v: &Variant, pos: &Position) -> Vec<Move> {
    legal_rolled(v, pos, None)
}

/// Every legal move of the side to move with the throw `roll` (any move, for `None`).
pub(super) fn legal_rolled(v: &Variant, pos: &Position, roll: Option<u8>) -> Vec<Move> {
    let mut list = MoveList::new();
    v.legal_moves_rolled(pos, roll, &mut list);
    list.iter().copied().collect()
}

/// The moves the throw `roll` allows that win at once.
pub(super) fn winning_throws(v: &Variant, pos: &Position, roll: u8) -> Vec<Move> {
    let me = pos.to_move();
    legal_rolled(v, pos, Some(roll))
        .into_iter()
        .filter(|&mv| {
            let (child, _) = v.play(pos, mv);
            v.rule_outcome(&child)
                .or_else(|| v.outcome(&child))
                .is_some_and(|o| o.winner == Some(me))
        })
        .collect()
}

/// Proves `puzzle` again: its solution wins (or, for a defence, is the one saving move), each
/// of the solver's moves is the only one that wins in time, and each reply holds out longest.
pub fn check(puzzle: &Puzzle) -> Result<Proof, String> {
    let (v, mut pos) = puzzle.setup()?;
    let moves = puzzle.moves()?;
    let fail = |why: String| Err(format!("{}: {why}", puzzle.id));
    let mut prover = Prover::new();
    if let Some(roll) = puzzle.roll {
        let winning = winning_throws(&v, &pos, roll);
        let mv = v
            .resolve_rolled(&pos, moves[0], Some(roll))
            .map_err(|e| e.to_string())?;
        if winning != [mv] || moves.len() != 1 {
            return fail(format!(
                "{} moves of the throw {roll} win, not the solution alone",
                winning.len()
            ));
        }
        return Ok(Proof { plies: 1 });
    }
    if puzzle.themes.first() == Some(&Theme::Defence) {
        let saving = prover.saving_moves(&v, &pos);
        let [only] = saving.as_slice() else {
            return fail(format!("{} moves save the game, not one", saving.len()));
        };
        let mv = v.resolve(&pos, moves[0]).map_err(|e| e.to_string())?;
        if *only != mv || moves.len() != 1 {
            return fail(format!("the saving move is {only}, not the solution"));
        }
        return Ok(Proof { plies: 1 });
    }
    let mut left = moves.len() as u32;
    for (i, &mv) in moves.iter().enumerate() {
        let mv = v
            .resolve(&pos, mv)
            .map_err(|e| format!("{}: {e}", puzzle.id))?;
        if i % 2 == 0 {
            let winning = prover.winning_moves(&v, &pos, left);
            if winning != [mv] {
                let listed: Vec<String> = winning.iter().map(Move::to_string).collect();
                return fail(format!(
                    "move {}: the winning moves are [{}]",
                    i + 1,
                    listed.join(" ")
                ));
            }
        } else {
            let Some((_, longest)) = prover.strongest_reply(&v, &pos, left - 1) else {
                return fail(format!("move {}: no reply to study", i + 1));
            };
            let (child, _) = v.play(&pos, mv);
            if prover.forced_win(&v, &child, left - 1) != Some(longest) {
                return fail(format!("move {}: {mv} is not the longest defence", i + 1));
            }
            left = longest + 1;
        }
        pos = v.play(&pos, mv).0;
        left -= 1;
    }
    let won = v.rule_outcome(&pos).or_else(|| v.outcome(&pos));
    match won {
        Some(o) if o.winner == Some(puzzle.to_move) => Ok(Proof { plies: moves.len() }),
        _ => fail("the solution does not end in the solver's win".into()),
    }
}
