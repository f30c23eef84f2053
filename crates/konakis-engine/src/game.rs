//! `Game`: a variant, the positions and moves so far, undo and redo to any point, and the
//! repetition rule (which needs the history).

use std::sync::Arc;

use crate::bits::Bits;
use crate::error::{IllegalMove, ParseError};
use crate::moves::Move;
use crate::notation::GameRecord;
use crate::position::Position;
use crate::rules::{Repetition, Side};
use crate::status::{Outcome, Reason};
use crate::variant::Variant;

/// A move as played: the move and what it captured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// The squares it captured (the king's included).
    pub captured: Bits,
}

impl PlayedMove {
    /// OpenTafl move record with capture suffix: `e5-e8xe9/f8`.
    pub fn record(&self) -> String {
        crate::notation::move_record(self.mv, self.captured)
    }
}

/// A game in progress: undoable and redoable to any point, exactly.
///
/// ```
/// use konakis_engine::{Game, Variant};
/// let mut game = Game::new(Variant::preset("brandub").unwrap());
/// let start = game.position();
/// game.play("d6-f6".parse().unwrap()).unwrap();
/// assert!(game.undo());
/// assert_eq!(game.position(), start);
/// assert!(game.redo());
/// assert_eq!(game.ply(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    variant: Arc<Variant>,
    /// `positions[i]` is the position after `i` moves; `positions.len() == moves.len() + 1`.
    positions: Vec<Position>,
    moves: Vec<PlayedMove>,
    /// How many moves are applied now; the rest can be redone.
    cursor: usize,
}

impl Game {
    /// A new game from the variant's start.
    pub fn new(variant: impl Into<Arc<Variant>>) -> Game {
        let variant = variant.into();
        let start = variant.start();
        Game::from_position(variant, start)
    }

    /// A new game from `start`.
    pub fn from_position(variant: impl Into<Arc<Variant>>, start: Position) -> Game {
        Game {
            variant: variant.into(),
            positions: vec![start],
            moves: Vec::new(),
            cursor: 0,
        }
    }

    /// Builds the game a record describes, replaying and checking every move.
    pub fn from_record(record: &GameRecord) -> Result<Game, ParseError> {
        let variant = Variant::new(record.rules.clone())?;
        let start = match &record.start {
            Some((text, side)) => variant.parse_position(text, *side)?,
            None => variant.start(),
        };
        let mut game = Game::from_position(variant, start);
        for (i, mv) in record.moves.iter().enumerate() {
            game.play(*mv)
                .map_err(|e| ParseError::new(format!("move {} ({mv}) is illegal: {e}", i + 1)))?;
        }
        Ok(game)
    }

    /// The record of this game (moves up to the current point) with `tags`.
    pub fn record(&self, tags: Vec<(String, String)>) -> GameRecord {
        let start = self.positions[0];
        let custom_start = start != self.variant.start();
        GameRecord {
            tags,
            rules: self.variant.rules().clone(),
            start: custom_start.then(|| (self.variant.position_record(&start), start.to_move())),
            moves: self.moves().iter().map(|m| m.mv).collect(),
        }
    }

    /// The record as OpenTafl text, with capture suffixes.
    pub fn record_text(&self, tags: Vec<(String, String)>) -> String {
        let captures: Vec<Bits> = self.moves().iter().map(|m| m.captured).collect();
        self.record(tags).write(&captures)
    }

    /// The variant.
    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    /// The current position.
    pub fn position(&self) -> Position {
        self.positions[self.cursor]
    }

    /// The position the game started from.
    pub fn start_position(&self) -> Position {
        self.positions[0]
    }

    /// The position after `ply` moves (`ply <= total_plies()`).
    pub fn position_at(&self, ply: usize) -> Position {
        self.positions[ply]
    }

    /// Moves applied now.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves[..self.cursor]
    }

    /// Every move recorded, the undone ones (redoable) included.
    pub fn all_moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// Number of moves applied.
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// Number of moves recorded, redoable ones included.
    pub fn total_plies(&self) -> usize {
        self.moves.len()
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.position().to_move()
    }

    /// The game's result if it is over: the rules' end conditions, then repetition, then a
    /// side without a legal move.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(outcome) = self.variant.rule_outcome(&pos) {
            return Some(outcome);
        }
        if let Some(outcome) = self.repetition_outcome() {
            return Some(outcome);
        }
        self.variant.outcome(&pos)
    }

    /// How many times the current position has occurred so far (1 = first time).
    pub fn occurrences(&self) -> usize {
        let pos = self.position();
        self.positions[..=self.cursor]
            .iter()
            .filter(|p| **p == pos)
            .count()
    }

    fn repetition_outcome(&self) -> Option<Outcome> {
        let rule = self.variant.rules().repetition;
        if rule == Repetition::Ignored || self.occurrences() < 3 {
            return None;
        }
        let repeater = self.to_move().opponent();
        Some(match rule {
            Repetition::Ignored => unreachable!(),
            Repetition::Draw => Outcome::draw(Reason::Repetition),
            Repetition::RepeaterLoses => Outcome::win(repeater.opponent(), Reason::Repetition),
            Repetition::DefendersLose => Outcome::win(Side::Attackers, Reason::Repetition),
        })
    }

    /// Plays `mv` if it is legal and the game is not over. Discards any redoable moves.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let (next, captured) = self.variant.try_play(&self.position(), mv)?;
        let played = PlayedMove { mv, captured };
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.moves.push(played);
        self.positions.push(next);
        self.cursor += 1;
        Ok(played)
    }

    /// Takes back the last move. `false` at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Replays the next undone move. `false` when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor == self.moves.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Moves to the point after `ply` moves (undoing or redoing as needed).
    pub fn go_to(&mut self, ply: usize) {
        self.cursor = ply.min(self.moves.len());
    }

    /// The hashes of the positions so far (oldest first), for the search's repetition check.
    pub fn history_hashes(&self) -> Vec<u64> {
        self.positions[..=self.cursor]
            .iter()
            .map(|p| p.hash())
            .collect()
    }
}
