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

/// A move as played: the move, what it captured, and in dice games the throw it answered.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    /// The move ([`Move::PASS`] for a dice turn without a move).
    pub mv: Move,
    /// The squares it captured (the king's included, and the mover's own where stopping
    /// between two enemies is fatal).
    pub captured: Bits,
    /// The throw of the die this turn (dice games only).
    pub roll: Option<u8>,
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
    /// Dice games: the throw for the turn after the last recorded move, once thrown.
    next_roll: Option<u8>,
    /// An end the players made after the last recorded move: a resignation, a clock run
    /// out, a draw agreed.
    concluded: Option<Outcome>,
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
            next_roll: None,
            concluded: None,
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
        let dice = game.variant.uses_dice();
        if dice && record.rolls.len() < record.moves.len() {
            return Err(ParseError::new(format!(
                "a dice game needs the throw of every turn in its [dice:...] tag ({} moves, {} throws)",
                record.moves.len(),
                record.rolls.len()
            )));
        }
        if !dice && !record.rolls.is_empty() {
            return Err(ParseError::new(
                "the record has a [dice:...] tag but its rules throw no dice",
            ));
        }
        for (i, mv) in record.moves.iter().enumerate() {
            if let Some(&roll) = record.rolls.get(i) {
                game.throw(roll);
            }
            game.play(*mv)
                .map_err(|e| ParseError::new(format!("move {} ({mv}) is illegal: {e}", i + 1)))?;
        }
        if let Some(&roll) = record.rolls.get(record.moves.len()) {
            game.throw(roll);
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
            rolls: self
                .moves()
                .iter()
                .filter_map(|m| m.roll)
                .chain(self.roll())
                .collect(),
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

    /// The game's result if it is over: an end the players made (at the last move), the
    /// rules' end conditions, then repetition, then a side without a legal move.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.cursor == self.moves.len()
            && let Some(outcome) = self.concluded
        {
            return Some(outcome);
        }
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

    /// The throw of the die for the turn now (dice games): the one recorded with the move
    /// that can be redone, or the one thrown since. `None` before the die is thrown.
    pub fn roll(&self) -> Option<u8> {
        match self.moves.get(self.cursor) {
            Some(next) => next.roll,
            None => self.next_roll,
        }
    }

    /// Records the throw `face` (1 to 6) for the turn now. `false` when the game throws no
    /// dice, the face is not one of the die's, or this turn's die is already thrown (an undo
    /// keeps the throw that was made, so undoing never buys a better one).
    pub fn throw(&mut self, face: u8) -> bool {
        if !self.variant.uses_dice() || !(1..=crate::DIE_FACES).contains(&face) {
            return false;
        }
        if self.roll().is_some() {
            return false;
        }
        self.next_roll = Some(face);
        true
    }

    /// Whether the turn now waits for a throw of the die: a dice game not over whose turn has
    /// no throw yet.
    pub fn awaits_throw(&self) -> bool {
        self.variant.uses_dice() && self.roll().is_none() && self.outcome().is_none()
    }

    /// The legal moves of the turn now: those the throw allows in dice games (none before the
    /// throw, and none when the player must pass).
    pub fn legal_moves(&self, list: &mut crate::MoveList) {
        if self.variant.uses_dice() && self.roll().is_none() {
            list.clear();
            return;
        }
        self.variant
            .legal_moves_rolled(&self.position(), self.roll(), list);
    }

    /// Whether the side to move must pass: a dice game whose throw allows no move.
    pub fn must_pass(&self) -> bool {
        self.variant.uses_dice()
            && self.outcome().is_none()
            && self
                .roll()
                .is_some_and(|r| !self.variant.has_move_rolled(&self.position(), Some(r)))
    }

    /// Plays `mv` if it is legal (with this turn's throw, in dice games) and the game is not
    /// over. A move read from text is resolved first ([`Variant::resolve`]). Discards any
    /// redoable moves.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let pos = self.position();
        let roll = self.roll();
        let mv = self.variant.resolve_rolled(&pos, mv, roll)?;
        let (next, captured) = self.variant.play(&pos, mv);
        let played = PlayedMove {
            mv,
            captured,
            roll: roll.filter(|_| self.variant.uses_dice()),
        };
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.concluded = None;
        self.moves.push(played);
        self.positions.push(next);
        self.cursor += 1;
        self.next_roll = None;
        Ok(played)
    }

    /// Ends the game where it stands as the players decided (`outcome.reason` is a
    /// resignation, a clock run out or an agreed draw); any undone moves are forgotten. A
    /// game already over, or a reason the rules give, is refused.
    pub fn conclude(&mut self, outcome: Outcome) -> Result<(), IllegalMove> {
        if !outcome.reason.by_players() || self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.concluded = Some(outcome);
        Ok(())
    }

    /// The end the players made, if they made one.
    pub fn concluded(&self) -> Option<Outcome> {
        self.concluded.filter(|_| self.cursor == self.moves.len())
    }

    /// Passes a dice turn whose throw allows no move.
    pub fn pass(&mut self) -> Result<PlayedMove, IllegalMove> {
        self.play(Move::PASS)
    }

    /// What the king's side announced with the move that led to the position after `ply`
    /// moves (`1..=total_plies()`).
    pub fn announcements(&self, ply: usize) -> Vec<crate::Announcement> {
        match (
            ply.checked_sub(1).and_then(|i| self.moves.get(i)),
            self.positions.get(ply),
        ) {
            (Some(played), Some(after)) => self.variant.announcements(played.mv, after),
            _ => Vec::new(),
        }
    }

    /// Takes back the last move (its throw stays with it, for the redo or another move). `false`
    /// at the start.
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
