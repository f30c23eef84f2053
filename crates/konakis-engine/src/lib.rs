//! # konakis-engine
//!
//! The rules and AI of the tafl games (Hnefatafl, Tablut, Brandub and their cousins) for
//! Konakis. No Bevy, no I/O: the game, the command-line tool and the tests all drive it.
//!
//! - [`Rules`]: the rule model of docs/rules.md as serde data; [`Rules::preset`] for every preset.
//! - [`Variant`]: rules compiled with their board geometry; [`Move`] and its generation
//!   (`movegen`), captures, game end, perft.
//! - [`Position`]: a small `Copy` value (bitboards, side to move, Zobrist hash); [`Layout`]:
//!   pieces on a board as a plain value, between a text format and a position.
//! - [`Game`]: history, undo/redo, repetition.
//! - [`notation`]: OpenTafl positions, moves, rules strings and game records.
//! - [`search`]: the computer opponent: alpha-beta search, difficulty levels.
//!
//! ```
//! use konakis_engine::Variant;
//! let copenhagen = Variant::preset("copenhagen").unwrap();
//! assert_eq!(copenhagen.perft(&copenhagen.start(), 2), 6_788);
//! ```
#![deny(missing_docs)]

mod bits;
mod capture;
pub mod clock;
pub mod dice;
mod ending;
mod error;
mod game;
mod layout;
pub mod lessons;
mod movegen;
mod moves;
pub mod notation;
pub mod pairing;
mod position;
mod presets;
pub mod puzzles;
mod random;
pub mod review;
mod rules;
pub mod search;
mod square;
mod status;
mod threats;
mod variant;
mod zobrist;

pub use bits::{Bits, BitsIter};
pub use error::{IllegalMove, ParseError};
pub use game::{Game, PlayedMove};
pub use layout::Layout;
pub use moves::{MAX_MOVES, Move, MoveList};
pub use position::{Piece, Position};
pub use presets::{PRESETS, Preset};
pub use rules::{
    CaptureLimit, DIE_FACES, Escape, Hostility, KingCapture, Linnaean, Movement, NoMoves,
    Repetition, RoutesTo, Rules, Shieldwall, Side, StopBetween, ThroneGuard, ThronePass,
    ThroneStop,
};
pub use square::{Direction, MAX_SIZE, MIN_SIZE, Square};
pub use status::{Announcement, Outcome, Reason};
pub use threats::{Danger, MoveEffect, Threats};
pub use variant::Variant;
