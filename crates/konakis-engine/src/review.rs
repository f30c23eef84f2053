//! Reviewing a game: the search's view of every position as a win chance, and each move
//! judged by how much of the mover's chance it gave away (docs/review.md gives the scale
//! and the thresholds).
//!
//! ```
//! use konakis_engine::review::{Judgement, judge, win_chance};
//! assert_eq!(win_chance(0), 0.5);
//! assert!(win_chance(400) > 0.8);
//! assert_eq!(judge(0.62, 0.30), Judgement::Blunder);
//! assert_eq!(judge(0.62, 0.60), Judgement::Good);
//! ```

use std::sync::atomic::AtomicBool;

use crate::game::Game;
use crate::moves::Move;
use crate::rules::Side;
use crate::search::{MATE, SearchLimits, SearchResult, Searcher};

/// How steeply a score turns into a win chance: a lead of one attacking soldier (100) is a
/// 60% chance, four soldiers 83%.
const STEEPNESS: f64 = 0.004;

/// Scores this close to [`MATE`] are forced results.
const FORCED: i32 = MATE - 1_000;

/// The mover's chance a move gives away (0 to 1) from which it is an inaccuracy, a mistake, a
/// blunder.
pub const THRESHOLDS: [f64; 3] = [0.10, 0.20, 0.30];

/// The chance that the side to move wins, from the search's score (hundredths of an attacking
/// soldier): 0.5 for an even game, 1 for a forced win, 0 for a forced loss.
pub fn win_chance(score: i32) -> f64 {
    if score >= FORCED {
        1.0
    } else if score <= -FORCED {
        0.0
    } else {
        1.0 / (1.0 + (-STEEPNESS * score as f64).exp())
    }
}

/// What a move was.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Judgement {
    /// It kept the mover's chance (or lost less than an inaccuracy's worth).
    Good,
    /// It gave away at least [`THRESHOLDS`]`[0]`.
    Inaccuracy,
    /// At least [`THRESHOLDS`]`[1]`.
    Mistake,
    /// At least [`THRESHOLDS`]`[2]`.
    Blunder,
}

impl Judgement {
    /// `good`, `inaccuracy`, `mistake`, `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            Judgement::Good => "good",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// A move that took the mover's chance from `before` (the best move's) to `after`.
pub fn judge(before: f64, after: f64) -> Judgement {
    let lost = before - after;
    match THRESHOLDS.iter().rposition(|&t| lost >= t - 1e-9) {
        Some(2) => Judgement::Blunder,
        Some(1) => Judgement::Mistake,
        Some(0) => Judgement::Inaccuracy,
        _ => Judgement::Good,
    }
}

/// The search's view of one position.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PositionView {
    /// The attackers' chance to win (the graph's value).
    pub attackers: f64,
    /// The best move there, if the game goes on.
    pub best: Option<Move>,
    /// The score for the side to move, as the search gave it.
    pub score: i32,
    /// The depth the search completed.
    pub depth: u32,
}

/// One move of the game, judged.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MoveReview {
    /// Its ply (1 for the game's first move).
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// Who made it.
    pub side: Side,
    /// The mover's chance before it, had it played the best move.
    pub before: f64,
    /// The mover's chance after it.
    pub after: f64,
    /// What it was.
    pub judgement: Judgement,
    /// The better move, where it was not good.
    pub better: Option<Move>,
}

/// The search's view of the position after `ply` moves of `game`. In dice games the throw of
/// that turn, when the game records one, is searched; otherwise the value is over every throw.
pub fn view_position(
    searcher: &mut Searcher,
    game: &Game,
    ply: usize,
    limits: &SearchLimits,
    stop: &AtomicBool,
) -> PositionView {
    let mut at = game.clone();
    at.go_to(ply);
    let pos = at.position();
    let side = pos.to_move();
    if let Some(outcome) = at.outcome() {
        let attackers = match outcome.winner {
            Some(Side::Attackers) => 1.0,
            Some(Side::Defenders) => 0.0,
            None => 0.5,
        };
        let score = match outcome.winner {
            Some(w) if w == side => MATE,
            Some(_) => -MATE,
            None => 0,
        };
        return PositionView {
            attackers,
            best: None,
            score,
            depth: 0,
        };
    }
    let roll = game.all_moves().get(ply).and_then(|m| m.roll);
    let history = at.history_hashes();
    let variant = at.variant().clone();
    let found: SearchResult = searcher.search_rolled(&variant, &pos, roll, &history, limits, stop);
    let chance = win_chance(found.score);
    PositionView {
        attackers: if side == Side::Attackers {
            chance
        } else {
            1.0 - chance
        },
        best: found.best,
        score: found.score,
        depth: found.depth,
    }
}

/// Judges move `ply` (1-based): the mover's chance with its best move, as the search of the
/// position before it saw it (`before`), against its chance after the move played, searched
/// one ply less deep, so that both look as far ahead.
pub fn review_move(
    searcher: &mut Searcher,
    game: &Game,
    ply: usize,
    before: &PositionView,
    stop: &AtomicBool,
) -> MoveReview {
    let played = game.all_moves()[ply - 1];
    let side = game.position_at(ply - 1).to_move();
    let limits = SearchLimits::depth(before.depth.saturating_sub(1).max(1));
    let after = view_position(searcher, game, ply, &limits, stop);
    let mine = |attackers: f64| match side {
        Side::Attackers => attackers,
        Side::Defenders => 1.0 - attackers,
    };
    // The best move is no worse than the one played: a look after the move may find more.
    let chance_after = mine(after.attackers);
    let chance_before = mine(before.attackers).max(chance_after);
    let judgement = judge(chance_before, chance_after);
    MoveReview {
        ply,
        mv: played.mv,
        side,
        before: chance_before,
        after: chance_after,
        judgement,
        better: before
            .best
            .filter(|&b| judgement != Judgement::Good && b != played.mv),
    }
}

/// Every position's view and every move's judgement, one position after another (`progress`
/// is told after each; `stop` ends the review early, with what it has).
pub fn review_game(
    game: &Game,
    limits: &SearchLimits,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize, &PositionView),
) -> (Vec<PositionView>, Vec<MoveReview>) {
    let mut searcher = Searcher::with_table_size(16);
    let mut views: Vec<PositionView> = Vec::new();
    let mut moves = Vec::new();
    for ply in 0..=game.total_plies() {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        if let Some(before) = views.last() {
            let before = *before;
            moves.push(review_move(&mut searcher, game, ply, &before, stop));
        }
        let view = view_position(&mut searcher, game, ply, limits, stop);
        progress(ply, &view);
        views.push(view);
    }
    (views, moves)
}
