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
        }
    }
}

impl std::error::Error for IllegalMove {}
