//! Finding puzzles in positions: a quick search spots a forced win (or a position where the
//! other side threatens to win at once), then the proving search builds the solution, keeping
//! only those where every move of the solver is the only one that wins in time.

use std::sync::atomic::AtomicBool;

use super::prove::{Prover, legal, legal_rolled, winning_throws};
use super::{Puzzle, Theme};
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{CaptureLimit, Shieldwall};
use crate::search::{MATE, SearchLimits, Searcher};
use crate::status::Reason;
use crate::variant::Variant;

/// Finds puzzles, with the searches it keeps between positions.
pub struct Finder {
    prover: Prover,
    screen: Searcher,
    /// The most moves of the solver a puzzle may take.
    pub most_moves: u32,
}

impl Finder {
    /// A finder of puzzles of at most `most_moves` moves of the solver.
    pub fn new(most_moves: u32) -> Finder {
        Finder {
            prover: Prover::new(),
            screen: Searcher::with_table_size(16),
            most_moves: most_moves.max(1),
        }
    }

    /// The puzzle `pos` holds under `preset`, if any: a forced win with a unique solution,
    /// or one move only that stops the other side's win.
    pub fn puzzle_at(&mut self, preset: &str, v: &Variant, pos: &Position) -> Option<Puzzle> {
        if v.rule_outcome(pos).or_else(|| v.outcome(pos)).is_some() {
            return None;
        }
        let most = 2 * self.most_moves - 1;
        let limits = SearchLimits::depth(most);
        let quick = self
            .screen
            .search(v, pos, &[], &limits, &AtomicBool::new(false));
        let (solution, themes) = if quick.score >= MATE - most as i32 - 1 {
            self.win_line(v, pos, most)?
        } else if threatened(v, pos) {
            (vec![self.only_saving_move(v, pos)?], vec![Theme::Defence])
        } else {
            return None;
        };
        let rating = self.rating(v, pos, &solution, &themes);
        Some(Puzzle {
            id: String::new(),
            rules: preset.to_string(),
            rule_set: None,
            roll: None,
            position: v.position_record(pos),
            to_move: pos.to_move(),
            solution: solution.iter().map(Move::to_string).collect(),
            themes,
            rating,
            source: String::new(),
        })
    }

    /// The forced win's line, each solver move the only one that wins in time and each reply
    /// the longest defence, and its themes.
    fn win_line(
        &mut self,
        v: &Variant,
        pos: &Position,
        most: u32,
    ) -> Option<(Vec<Move>, Vec<Theme>)> {
        let mut left = self.prover.forced_win(v, pos, most)?;
        let (mut at, mut line, mut themes) = (*pos, Vec::new(), Vec::new());
        let solver = pos.to_move();
        while left > 0 {
            let mv = if at.to_move() == solver {
                let winning = self.prover.winning_moves(v, &at, left);
                let [only] = winning.as_slice() else {
                    return None;
                };
                *only
            } else {
                let (reply, longest) = self.prover.strongest_reply(v, &at, left - 1)?;
                left = longest + 1;
                reply
            };
            let (next, captured) = v.play(&at, mv);
            if at.to_move() == solver && captured.count() > 0 {
                capture_themes(v, captured.count(), &mut themes);
            }
            line.push(mv);
            at = next;
            left -= 1;
        }
        let ending = v.rule_outcome(&at).or_else(|| v.outcome(&at))?;
        if ending.winner != Some(solver) {
            return None;
        }
        let main = match ending.reason {
            Reason::KingEscaped | Reason::Tuichi => Theme::Escape,
            Reason::ExitFort => Theme::Fort,
            Reason::Encirclement => Theme::Encirclement,
            _ => Theme::KingCapture,
        };
        themes.retain(|t| *t != main);
        themes.insert(0, main);
        Some((line, themes))
    }

    /// The one move that stops the other side's win, where there is exactly one and at least
    /// two others lose.
    fn only_saving_move(&mut self, v: &Variant, pos: &Position) -> Option<Move> {
        let saving = self.prover.saving_moves(v, pos);
        let [only] = saving.as_slice() else {
            return None;
        };
        (legal(v, pos).len() >= 3).then_some(*only)
    }

    /// A difficulty as a rating: longer solutions, and more tempting wrong first moves, are
    /// harder; a defence is harder than a win at once.
    fn rating(&mut self, v: &Variant, pos: &Position, solution: &[Move], themes: &[Theme]) -> u32 {
        let moves = solution.len().div_ceil(2) as i64;
        let tempting = self.tempting_tries(v, pos, solution[0]) as i64;
        let defence = if themes.first() == Some(&Theme::Defence) {
            250
        } else {
            0
        };
        (700 + 300 * (moves - 1) + 40 * tempting.min(10) + defence).clamp(400, 2600) as u32
    }

    /// The wrong first moves a one-ply look finds as good as the solution, or that capture.
    fn tempting_tries(&mut self, v: &Variant, pos: &Position, solution: Move) -> usize {
        let value = |finder: &mut Finder, mv: Move| {
            let (child, _) = v.play(pos, mv);
            let found = finder.screen.search(
                v,
                &child,
                &[],
                &SearchLimits::depth(1),
                &AtomicBool::new(false),
            );
            -found.score
        };
        let target = value(self, solution);
        legal(v, pos)
            .into_iter()
            .filter(|&mv| mv != solution)
            .filter(|&mv| v.play(pos, mv).1.count() > 0 || value(self, mv) >= target - 100)
            .count()
    }
}

/// The puzzle of a dice game's position and throw: the one move of the throw that wins at
/// once, where the throw allows at least three.
pub(super) fn dice_puzzle(label: &str, v: &Variant, pos: &Position, roll: u8) -> Option<Puzzle> {
    if v.rule_outcome(pos).or_else(|| v.outcome(pos)).is_some() {
        return None;
    }
    let [only] = winning_throws(v, pos, roll)[..] else {
        return None;
    };
    let allowed = legal_rolled(v, pos, Some(roll)).len();
    if allowed < 3 {
        return None;
    }
    let (after, _) = v.play(pos, only);
    let ending = v.rule_outcome(&after).or_else(|| v.outcome(&after))?;
    let main = match ending.reason {
        Reason::KingEscaped | Reason::Tuichi => Theme::Escape,
        _ => Theme::KingCapture,
    };
    Some(Puzzle {
        id: String::new(),
        rules: label.to_string(),
        rule_set: Some(v.rules().clone()),
        roll: Some(roll),
        position: v.position_record(pos),
        to_move: pos.to_move(),
        solution: vec![only.to_string()],
        themes: vec![Theme::Dice, main],
        rating: (700 + 40 * (allowed.min(10) as i64 - 1)) as u32,
        source: String::new(),
    })
}

/// The themes a capture by the solver adds: a shieldwall (two or more pieces at once, where
/// shieldwalls capture), one capture a move.
fn capture_themes(v: &Variant, taken: u32, themes: &mut Vec<Theme>) {
    let rules = v.rules();
    if taken >= 2 && rules.shieldwall != Shieldwall::None && !themes.contains(&Theme::Shieldwall) {
        themes.push(Theme::Shieldwall);
    }
    if rules.captures_per_move == CaptureLimit::One && !themes.contains(&Theme::OneCapture) {
        themes.push(Theme::OneCapture);
    }
}

/// Whether the other side could win at once, were it its turn.
fn threatened(v: &Variant, pos: &Position) -> bool {
    let them = pos.with_to_move(pos.to_move().opponent());
    legal(v, &them).into_iter().any(|mv| {
        let (child, _) = v.play(&them, mv);
        v.rule_outcome(&child)
            .is_some_and(|o| o.winner == Some(them.to_move()))
    })
}

/// The puzzles in the positions of `game` from move `from` on (each at most once: the first
/// time it occurs), named by `source`.
pub fn puzzles_in(
    finder: &mut Finder,
    preset: &str,
    game: &Game,
    from: usize,
    source: &str,
) -> Vec<Puzzle> {
    let v = game.variant().clone();
    let mut found: Vec<Puzzle> = Vec::new();
    for ply in from.min(game.total_plies())..=game.total_plies() {
        let pos = game.position_at(ply);
        let puzzle = if v.uses_dice() {
            let roll = game.all_moves().get(ply).and_then(|m| m.roll);
            roll.and_then(|roll| dice_puzzle(preset, &v, &pos, roll))
        } else {
            finder.puzzle_at(preset, &v, &pos)
        };
        if let Some(mut puzzle) = puzzle {
            puzzle.source = format!("{source}, after move {ply}");
            if !found
                .iter()
                .any(|p| p.position == puzzle.position && p.to_move == puzzle.to_move)
            {
                found.push(puzzle);
            }
        }
    }
    found
}
