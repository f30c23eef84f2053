//! OpenTafl notation: positional records and move records here, rules strings
//! ([`write_rules`], [`parse_rules`]) in `rules_text.rs`, game records ([`GameRecord`], plain
//! aagenielsen-style move lists read too) in `record.rs`; the words they are made of (tags,
//! move tokens, rules entries) in [`tokens`].

use std::fmt::{self, Write as _};
use std::str::FromStr;

use crate::bits::Bits;
use crate::error::ParseError;
use crate::layout::Layout;
use crate::moves::Move;
use crate::position::Piece;
use crate::square::{MAX_SIZE, MIN_SIZE, Square};

mod record;
mod rules_text;
pub mod tokens;

pub use record::GameRecord;
pub use rules_text::{parse_rules, write_rules};

/// Reads an OpenTafl positional record, `/3t3/3t3/.../` (first row = rank 1): digits count
/// empty squares, `t` attacker, `T` defender, `K` king.
impl FromStr for Layout {
    type Err = ParseError;

    fn from_str(record: &str) -> Result<Layout, ParseError> {
        parse_layout(record)
    }
}

fn parse_layout(record: &str) -> Result<Layout, ParseError> {
    let record = record.trim();
    let inner = record
        .strip_prefix('/')
        .and_then(|r| r.strip_suffix('/'))
        .ok_or_else(|| {
            ParseError::new(format!(
                "position '{record}' must start and end with '/' (e.g. /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/)"
            ))
        })?;
    let rows: Vec<&str> = inner.split('/').collect();
    let size = rows.len();
    if !(MIN_SIZE as usize..=MAX_SIZE as usize).contains(&size) {
        return Err(ParseError::new(format!(
            "position has {size} rows; boards are {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}"
        )));
    }
    let mut layout = Layout {
        size: size as u8,
        attackers: Bits::EMPTY,
        defenders: Bits::EMPTY,
        king: None,
    };
    for (rank, row) in rows.iter().enumerate() {
        read_row(&mut layout, rank as u8, row)?;
    }
    Ok(layout)
}

/// Reads one row of a positional record (rank `rank`, from 0) into `layout`: digits count
/// empty squares, letters are pieces, and the row must fill the board's width exactly.
fn read_row(layout: &mut Layout, rank: u8, row: &str) -> Result<(), ParseError> {
    let size = layout.size as u32;
    let row_error =
        |why: String| ParseError::new(format!("position row {} ('{row}'): {why}", rank + 1));
    let mut file: u32 = 0;
    let mut digits = String::new();
    let flush = |digits: &mut String, file: &mut u32| -> Result<(), ParseError> {
        if !digits.is_empty() {
            let n: u32 = digits
                .parse()
                .map_err(|_| row_error(format!("bad count '{digits}'")))?;
            if n == 0 {
                return Err(row_error("an empty-square count cannot be 0".into()));
            }
            *file += n;
            digits.clear();
        }
        Ok(())
    };
    for c in row.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            if digits.len() > 2 {
                return Err(row_error(format!("count '{digits}' is too long")));
            }
            continue;
        }
        flush(&mut digits, &mut file)?;
        let piece = match c {
            't' => Piece::Attacker,
            'T' => Piece::Defender,
            'K' => Piece::King,
            other => {
                return Err(row_error(format!(
                    "'{other}' is not a piece (t attacker, T defender, K king)"
                )));
            }
        };
        if file >= size {
            return Err(row_error(format!("more than {size} squares")));
        }
        place(layout, piece, Square::new(file as u8, rank))?;
        file += 1;
    }
    flush(&mut digits, &mut file)?;
    if file != size {
        return Err(row_error(format!(
            "{file} squares where the board has {size}"
        )));
    }
    Ok(())
}

/// Puts `piece` on `sq`; a second king is an error.
fn place(layout: &mut Layout, piece: Piece, sq: Square) -> Result<(), ParseError> {
    match piece {
        Piece::Attacker => layout.attackers.set(sq),
        Piece::Defender => layout.defenders.set(sq),
        Piece::King => {
            if let Some(k) = layout.king {
                return Err(ParseError::new(format!("two kings, on {k} and {sq}")));
            }
            layout.king = Some(sq);
        }
    }
    Ok(())
}

/// Writes the OpenTafl positional record, first row = rank 1.
impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_layout(self))
    }
}

fn write_layout(layout: &Layout) -> String {
    let mut out = String::from("/");
    for rank in 0..layout.size {
        let mut empty = 0;
        for file in 0..layout.size {
            let c = match layout.piece_at(Square::new(file, rank)) {
                None => {
                    empty += 1;
                    continue;
                }
                Some(Piece::Attacker) => 't',
                Some(Piece::Defender) => 'T',
                Some(Piece::King) => 'K',
            };
            if empty > 0 {
                write!(out, "{empty}").unwrap();
                empty = 0;
            }
            out.push(c);
        }
        if empty > 0 {
            write!(out, "{empty}").unwrap();
        }
        out.push('/');
    }
    out
}

/// A move with its captures as an OpenTafl move record: `e5-e8xe9/f8`, captures in board
/// order, but for the one the mover chose under one-capture rules, which comes first: a
/// reader takes the first capture named as the choice.
pub fn move_record(mv: Move, captured: Bits) -> String {
    let mut out = mv.plain().to_string();
    let chosen = mv.take().filter(|sq| captured.has(*sq));
    let others = captured.iter().filter(|sq| Some(*sq) != chosen);
    for (i, sq) in chosen.into_iter().chain(others).enumerate() {
        out.push(if i == 0 { 'x' } else { '/' });
        write!(out, "{sq}").unwrap();
    }
    out
}
