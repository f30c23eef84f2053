//! Puzzles the search has proved: a position where the side to move wins by force (the king
//! escapes or is taken within a few moves) or has one move only that stops a win, with the
//! solution unique at every move of the solver and the strongest defence between.
//!
//! - `prove.rs`: what a position holds (a forced win within so many plies, the moves that
//!   keep it, the reply that holds out longest), by the search without pruning.
//! - `find.rs`: puzzles found in games, with their theme and difficulty.
//!
//! The puzzles the game ships are data (`assets/puzzles.json`, docs/puzzles.md); a test proves
//! each one again.

mod find;
mod prove;

use serde::{Deserialize, Serialize};

use crate::moves::Move;
use crate::rules::Side;
use crate::variant::Variant;

pub use find::{Finder, puzzles_in};
pub use prove::{Proof, check};

/// What a puzzle is about.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// The king escapes by force.
    Escape,
    /// The king is taken by force.
    KingCapture,
    /// One move only stops the other side's win.
    Defence,
    /// The win runs through a shieldwall capture.
    Shieldwall,
    /// The king wins in an exit fort.
    Fort,
    /// The attackers enclose every defender.
    Encirclement,
    /// One capture a move: the win runs through choosing which piece to take.
    OneCapture,
    /// A dice game: the one move the throw allows that wins.
    Dice,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 8] = [
        Theme::Escape,
        Theme::KingCapture,
        Theme::Defence,
        Theme::Shieldwall,
        Theme::Fort,
        Theme::Encirclement,
        Theme::OneCapture,
        Theme::Dice,
    ];

    /// `escape`, `king-capture`, `defence`...
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Escape => "escape",
            Theme::KingCapture => "king-capture",
            Theme::Defence => "defence",
            Theme::Shieldwall => "shieldwall",
            Theme::Fort => "fort",
            Theme::Encirclement => "encirclement",
            Theme::OneCapture => "one-capture",
            Theme::Dice => "dice",
        }
    }
}

/// A puzzle as the game ships it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Puzzle {
    /// A name unique among the puzzles: the rules and a number (`brandub-017`).
    pub id: String,
    /// The preset it is played under, or the id of its own rule set.
    pub rules: String,
    /// Its own rule set, where it is not a preset's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_set: Option<crate::rules::Rules>,
    /// In a dice game, the throw of the solver's turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<u8>,
    /// The position, an OpenTafl positional record.
    pub position: String,
    /// The side to move: the solver.
    pub to_move: Side,
    /// The solution: the solver's moves with the defence's replies between.
    pub solution: Vec<String>,
    /// What it is about, the first the main theme.
    pub themes: Vec<Theme>,
    /// Its difficulty as a rating (as the player's rating counts it).
    pub rating: u32,
    /// Where the position comes from (a tournament record, a game of the computer's).
    pub source: String,
}

impl Puzzle {
    /// The solution's moves, read.
    pub fn moves(&self) -> Result<Vec<Move>, String> {
        self.solution
            .iter()
            .map(|m| {
                m.parse::<Move>()
                    .map_err(|e| format!("{}: move {m}: {e}", self.id))
            })
            .collect()
    }

    /// The rules (the preset's, or its own) and the position.
    pub fn setup(&self) -> Result<(Variant, crate::position::Position), String> {
        let variant = match &self.rule_set {
            Some(rules) => Variant::new(rules.clone()),
            None => Variant::preset(&self.rules),
        }
        .map_err(|e| format!("{}: {e}", self.id))?;
        let pos = variant
            .parse_position(&self.position, self.to_move)
            .map_err(|e| format!("{}: {e}", self.id))?;
        Ok((variant, pos))
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }
}

/// Reads a puzzle file (a JSON list of puzzles).
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, String> {
    serde_json::from_str(text).map_err(|e| format!("not a puzzle list: {e}"))
}
