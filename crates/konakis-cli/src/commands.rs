//! The commands over the rules: `variants`, `perft`, `moves` and `play`.

use std::io::Write;
use std::time::Instant;

use clap::Args;
use konakis_cli::{CliError, per_second};
use konakis_engine::{Bits, DIE_FACES, Game, Move, MoveList, PRESETS, PlayedMove, Side};
use konakis_store::start::{GameArgs, PositionArgs, label};
use serde::Serialize;

use crate::render;

/// The deepest perft the command line accepts.
const MAX_DEPTH: u32 = 32;

/// Count the move sequences of a given length.
///
/// Counts the move sequences of length DEPTH (a finished game has no moves; repetition is
/// ignored; in dice games every throw's moves count). The count is the last line; the line
/// before it gives the time taken.
#[derive(Args, Debug)]
pub(crate) struct Perft {
    #[command(flatten)]
    position: PositionArgs,
    /// How many moves deep (0-32)
    #[arg(value_name = "DEPTH", allow_negative_numbers = true, value_parser = parse_depth)]
    depth: u32,
}

/// List the legal moves of a position.
///
/// Prints the legal moves, one a line (e5-e8), sorted. Prints nothing when the game is over.
/// Under one-capture rules a move that could take several pieces is listed once per choice,
/// with its capture (e5-e8xe9). In dice games the moves of any throw are listed, unless
/// --roll gives the throw; a throw that allows no move prints `pass`: the turn passes.
#[derive(Args, Debug)]
pub(crate) struct Moves {
    #[command(flatten)]
    position: PositionArgs,
    /// Dice games: the moves a throw of N allows
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=DIE_FACES as i64))]
    roll: Option<u8>,
}

/// Play moves and show the board and result (--json for tools).
///
/// Plays the moves in order (threefold repetition counts) and shows the result: the board,
/// the moves with their captures and announcements, and whose turn it is or how the game
/// ended. A move may carry its captures in either spelling (e5-e8xe9/f8 or e5-e8xe9xf8);
/// under one-capture rules a move that could take several must name the one it takes
/// (e5-e8xe9). With --json: one JSON object with position, to_move, status, reason, moves
/// (each with move, captures, announcements: raichi/tuichi/rest, and in dice games roll), and
/// in dice games the roll of the turn to come if given.
#[derive(Args, Debug)]
pub(crate) struct Play {
    #[command(flatten)]
    game: GameArgs,
    /// One JSON object instead of the board
    #[arg(long)]
    json: bool,
    /// The moves to play, after --moves and the record's
    #[arg(value_name = "MOVE")]
    played: Vec<String>,
}

/// `variants`: `ID<TAB>Name` for every preset.
pub(crate) fn variants(out: &mut dyn Write) -> Result<(), CliError> {
    for preset in PRESETS {
        writeln!(out, "{}\t{}", preset.id, preset.name)?;
    }
    Ok(())
}

/// Reads a perft depth.
fn parse_depth(text: &str) -> Result<u32, String> {
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= MAX_DEPTH)
        .ok_or_else(|| format!("bad depth '{text}': expected a whole number from 0 to {MAX_DEPTH}"))
}

/// `perft`: the leaf count on the last line, the time before it.
pub(crate) fn perft(args: &Perft, out: &mut dyn Write) -> Result<(), CliError> {
    let depth = args.depth;
    let (variant, position) = args.position.setup()?;
    let start = Instant::now();
    let leaves = variant.perft(&position, depth);
    let elapsed = start.elapsed();
    writeln!(
        out,
        "perft {depth} of {}: {leaves} leaves in {:.3} s ({})",
        label(&variant),
        elapsed.as_secs_f64(),
        per_second(leaves, elapsed, "leaves")
    )?;
    writeln!(out, "{leaves}")?;
    Ok(())
}

/// `moves`: the legal moves (those of `--roll`'s throw in dice games), sorted as strings;
/// `pass` when the throw allows none; nothing when the game is over.
pub(crate) fn moves(args: &Moves, out: &mut dyn Write) -> Result<(), CliError> {
    let (variant, position) = args.position.setup()?;
    let roll = args.roll;
    if roll.is_some() && !variant.uses_dice() {
        return Err(CliError::bad(format!(
            "--roll: {} throws no dice (its movement is not by dice)",
            label(&variant)
        )));
    }
    if variant.outcome(&position).is_some() {
        return Ok(());
    }
    let mut list = MoveList::new();
    variant.legal_moves_rolled(&position, roll, &mut list);
    if list.is_empty() {
        writeln!(out, "{}", Move::PASS)?;
        return Ok(());
    }
    let mut texts: Vec<String> = list.iter().map(Move::to_string).collect();
    texts.sort();
    for text in texts {
        writeln!(out, "{text}")?;
    }
    Ok(())
}

/// The squares of `bits` as names, sorted as strings (`a10` before `a9`).
fn sorted_squares(bits: Bits) -> Vec<String> {
    let mut names: Vec<String> = bits.iter().map(|sq| sq.to_string()).collect();
    names.sort();
    names
}

/// `play --json` output.
#[derive(Serialize)]
struct PlayReport {
    position: String,
    to_move: &'static str,
    status: &'static str,
    reason: &'static str,
    moves: Vec<MoveReport>,
    /// Dice games: the throw of the turn to come, when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    roll: Option<u8>,
}

/// One move of [`PlayReport`].
#[derive(Serialize)]
struct MoveReport {
    #[serde(rename = "move")]
    mv: String,
    captures: Vec<String>,
    /// What the king's side announced with it: `raichi`, `tuichi`, `rest`.
    announcements: Vec<&'static str>,
    /// Dice games: the throw the move answered.
    #[serde(skip_serializing_if = "Option::is_none")]
    roll: Option<u8>,
}

/// The names of the announcements made by the move that led to the position after `ply`
/// moves.
fn announcements(game: &Game, ply: usize) -> Vec<&'static str> {
    game.announcements(ply).iter().map(|a| a.name()).collect()
}

/// `play`: applies the moves through [`Game`], then reports.
pub(crate) fn play(args: &Play, out: &mut dyn Write) -> Result<(), CliError> {
    let game = args.game.game(None, &args.played)?;
    if args.json {
        write_json(&game, out)
    } else {
        write_summary(&game, out)
    }
}

fn move_report(game: &Game, ply: usize, played: &PlayedMove) -> MoveReport {
    MoveReport {
        mv: played.mv.to_string(),
        captures: sorted_squares(played.captured),
        announcements: announcements(game, ply),
        roll: played.roll,
    }
}

fn write_json(game: &Game, out: &mut dyn Write) -> Result<(), CliError> {
    let outcome = game.outcome();
    let report = PlayReport {
        position: game.variant().position_record(&game.position()),
        to_move: game.to_move().name(),
        status: outcome.map_or("ongoing", |o| o.status_name()),
        reason: outcome.map_or("", |o| o.reason.name()),
        moves: game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, played)| move_report(game, i + 1, played))
            .collect(),
        roll: game.roll(),
    };
    let json = serde_json::to_string(&report)
        .map_err(|e| CliError::Io(std::io::Error::other(e.to_string())))?;
    writeln!(out, "{json}")?;
    Ok(())
}

fn side_title(side: Side) -> &'static str {
    match side {
        Side::Attackers => "Attackers",
        Side::Defenders => "Defenders",
    }
}

fn write_summary(game: &Game, out: &mut dyn Write) -> Result<(), CliError> {
    let variant = game.variant();
    let rules = variant.rules();
    match rules.id.as_str() {
        "" => writeln!(out, "{}", label(variant))?,
        id => writeln!(out, "{} ({id})", rules.name)?,
    }
    writeln!(out)?;
    write!(out, "{}", render::board(variant, &game.position()))?;
    writeln!(out)?;
    if game.moves().is_empty() {
        writeln!(out, "No moves played.")?;
    } else {
        writeln!(out, "Moves:")?;
        for i in 0..game.ply() {
            writeln!(out, "{}", move_line(game, i))?;
        }
    }
    writeln!(
        out,
        "Position: {}",
        variant.position_record(&game.position())
    )?;
    writeln!(out, "{}", turn_line(game))?;
    Ok(())
}

/// `   3. defenders  e5-e8xe9  throw 4  raichi`: move `i` (from 0) with its throw in dice
/// games and its announcements.
fn move_line(game: &Game, i: usize) -> String {
    let played = &game.moves()[i];
    let side = game.position_at(i).to_move();
    let mut line = format!("{:>4}. {:<9}  {}", i + 1, side.name(), played.record());
    if let Some(roll) = played.roll {
        line.push_str(&format!("  throw {roll}"));
    }
    let said = announcements(game, i + 1);
    if !said.is_empty() {
        line.push_str(&format!("  {}", said.join(", ")));
    }
    line
}

/// Whose turn it is (with the throw in dice games), or how the game ended.
fn turn_line(game: &Game) -> String {
    if let Some(outcome) = game.outcome() {
        let result = match outcome.winner {
            Some(side) => format!("{} win", side_title(side)),
            None => "Draw".to_string(),
        };
        return format!("Result: {result}. {}", outcome.reason.describe());
    }
    let side = side_title(game.to_move());
    match game.roll() {
        _ if !game.variant().uses_dice() => format!("{side} to move."),
        None => format!("{side} to move; the die is not thrown yet (--rolls)."),
        Some(roll) if game.must_pass() => {
            format!("{side} to move, throw {roll}: no move, the turn passes (pass).")
        }
        Some(roll) => format!("{side} to move, throw {roll}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depths_are_checked() {
        assert_eq!(parse_depth("0").unwrap(), 0);
        assert_eq!(parse_depth("4").unwrap(), 4);
        for bad in ["", "x", "-1", "1.5", "33", "99999999999"] {
            assert!(parse_depth(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn squares_sort_as_strings() {
        let bits: Bits = ["b9", "a10", "a9"]
            .iter()
            .map(|s| s.parse::<konakis_engine::Square>().unwrap())
            .collect();
        assert_eq!(sorted_squares(bits), ["a10", "a9", "b9"]);
    }
}
