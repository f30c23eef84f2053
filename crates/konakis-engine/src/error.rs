//! Errors: every one carries a sentence a player or a tool can read.

use std::fmt;

/// Text that could not be read: a square, a move, a position, a rules string, a game record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    message: String,
}

impl ParseError {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> ParseError {
        ParseError {
            message: message.into(),
        }
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

/// Why a move cannot be played in a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// The game is already over.
    GameOver,
    /// No piece on the origin square.
    NoPiece(crate::Square),
    /// The piece on the origin belongs to the side not on move.
    NotYourPiece(crate::Square),
    /// Origin and destination are not on one rank or file (or are the same square).
    NotStraight,
    /// A piece stands on the path or on the destination.
    Blocked(crate::Square),
    /// The piece may not stop on, or pass, a restricted square (throne, corner).
    Restricted(crate::Square),
    /// A square is off the board.
    OffBoard(crate::Square),
    /// The piece moves farther than the rules allow (one-step games).
    TooFar {
        /// The most squares a piece may move.
        most: u8,
        /// The squares the move travels.
        tried: u8,
    },
    /// A dice game's move before the die is thrown.
    NotThrown,
    /// The move's distance is not what the throw allows.
    NotTheThrow {
        /// The throw.
        roll: u8,
        /// The squares the move travels.
        tried: u8,
    },
    /// A pass where a move is possible, or in a game without dice.
    NoPass,
    /// The move could take several pieces and must name the one it takes (one-capture rules):
    /// these are the choices.
    ChooseCapture(Vec<crate::Move>),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => write!(f, "the game is already over"),
            IllegalMove::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            IllegalMove::NotYourPiece(sq) => {
                write!(f, "the piece on {sq} belongs to the side not on move")
            }
            IllegalMove::NotStraight => {
                write!(f, "pieces move in a straight line along a rank or file")
            }
            IllegalMove::Blocked(sq) => write!(f, "the way is blocked at {sq}"),
            IllegalMove::Restricted(sq) => write!(f, "this piece may not enter {sq}"),
            IllegalMove::OffBoard(sq) => write!(f, "{sq} is off the board"),
            IllegalMove::TooFar { most, tried } => {
                write!(f, "pieces move at most {most} square(s) here, not {tried}")
            }
            IllegalMove::NotThrown => write!(f, "the die has not been thrown for this turn"),
            IllegalMove::NotTheThrow { roll, tried } => {
                write!(
                    f,
                    "the throw of {roll} does not allow a move of {tried} square(s)"
                )
            }
            IllegalMove::NoPass => {
                write!(f, "a turn may only be passed when the throw allows no move")
            }
            IllegalMove::ChooseCapture(choices) => {
                let list: Vec<String> = choices.iter().map(|m| m.to_string()).collect();
                write!(
                    f,
                    "only one piece may be taken: say which ({})",
                    list.join(" or ")
                )
            }
        }
    }
}

impl std::error::Error for IllegalMove {}
