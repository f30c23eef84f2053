//! The commands over the rules: `variants`, `perft`, `moves` and `play`.

use std::io::Write;
use std::time::{Duration, Instant};

use konakis_engine::{Bits, Game, IllegalMove, Move, MoveList, PRESETS, ParseError, Side};
use serde::Serialize;

use crate::args::{self, CliError, Flag, GAME_FLAGS, POSITION, TO_MOVE, VARIANT};
use crate::render;

/// Usage of `variants`.
pub(crate) const VARIANTS_USAGE: &str = "\
Usage: konakis-cli variants

Lists the presets, one a line: ID<TAB>Name.";

/// Usage of `perft`.
pub(crate) const PERFT_USAGE: &str = "\
Usage: konakis-cli perft -v ID [-p POS] [--to-move attackers|defenders] DEPTH

Counts the move sequences of length DEPTH (a finished game has no moves; repetition is
ignored). The count is the last line; the line before it gives the time taken.

  -v, --variant ID     the preset (see `konakis-cli variants`)
  -p, --position POS   an OpenTafl positional record, first row = rank 1 (default: the start)
      --to-move SIDE   attackers or defenders (default: the preset's first side)";

/// Usage of `moves`.
pub(crate) const MOVES_USAGE: &str = "\
Usage: konakis-cli moves -v ID [-p POS] [--to-move attackers|defenders]

Prints the legal moves, one a line (e5-e8), sorted. Prints nothing when the game is over.

  -v, --variant ID     the preset (see `konakis-cli variants`)
  -p, --position POS   an OpenTafl positional record, first row = rank 1 (default: the start)
      --to-move SIDE   attackers or defenders (default: the preset's first side)";

/// Usage of `play`.
pub(crate) const PLAY_USAGE: &str = "\
Usage: konakis-cli play -v ID [-p POS] [--to-move attackers|defenders] [--json] MOVE...

Plays the moves in order (threefold repetition counts) and shows the result: the board,
the moves with their captures, and whose turn it is or how the game ended.

  -v, --variant ID     the preset (see `konakis-cli variants`)
  -p, --position POS   an OpenTafl positional record, first row = rank 1 (default: the start)
      --to-move SIDE   attackers or defenders (default: the preset's first side)
      --json           one JSON object: position, to_move, status, reason, moves";

/// `--json`.
const JSON: Flag = Flag {
    long: "--json",
    short: None,
    value: None,
};

/// The deepest perft the command line accepts.
const MAX_DEPTH: u32 = 32;

/// `variants`: `ID<TAB>Name` for every preset.
pub(crate) fn variants(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let parsed = args::parse(words, &[], VARIANTS_USAGE)?;
    args::positionals(&parsed, [])?;
    for preset in PRESETS {
        writeln!(out, "{}\t{}", preset.id, preset.name)?;
    }
    Ok(())
}

/// Reads a perft depth.
pub(crate) fn parse_depth(text: &str) -> Result<u32, CliError> {
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= MAX_DEPTH)
        .ok_or_else(|| {
            CliError::bad(format!(
                "bad depth '{text}': expected a whole number from 0 to {MAX_DEPTH}"
            ))
        })
}

/// `count` things in `elapsed` as a rate with `unit`: `12.34 M leaves/s`, or `- leaves/s`
/// when too quick to tell.
pub(crate) fn per_second(count: u64, elapsed: Duration, unit: &str) -> String {
    let secs = elapsed.as_secs_f64();
    if secs <= 0.0 {
        return format!("- {unit}/s");
    }
    let rate = count as f64 / secs;
    if rate >= 1e6 {
        format!("{:.2} M {unit}/s", rate / 1e6)
    } else if rate >= 1e3 {
        format!("{:.2} k {unit}/s", rate / 1e3)
    } else {
        format!("{rate:.0} {unit}/s")
    }
}

/// `perft`: the leaf count on the last line, the time before it.
pub(crate) fn perft(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let parsed = args::parse(words, &GAME_FLAGS, PERFT_USAGE)?;
    let [depth] = args::positionals(&parsed, ["DEPTH"])?;
    let depth = parse_depth(depth)?;
    let setup = args::setup(&parsed)?;
    let start = Instant::now();
    let leaves = setup.variant.perft(&setup.position, depth);
    let elapsed = start.elapsed();
    writeln!(
        out,
        "perft {depth} of {}: {leaves} leaves in {:.3} s ({})",
        setup.variant.rules().id,
        elapsed.as_secs_f64(),
        per_second(leaves, elapsed, "leaves")
    )?;
    writeln!(out, "{leaves}")?;
    Ok(())
}

/// `moves`: the legal moves, sorted as strings; nothing when the game is over.
pub(crate) fn moves(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let parsed = args::parse(words, &GAME_FLAGS, MOVES_USAGE)?;
    args::positionals(&parsed, [])?;
    let setup = args::setup(&parsed)?;
    if setup.variant.outcome(&setup.position).is_some() {
        return Ok(());
    }
    let mut list = MoveList::new();
    setup.variant.legal_moves(&setup.position, &mut list);
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
}

/// One move of [`PlayReport`].
#[derive(Serialize)]
struct MoveReport {
    #[serde(rename = "move")]
    mv: String,
    captures: Vec<String>,
}

/// The game from the setup's position after `moves` (numbered from 1 in errors, with the
/// engine's reason, or the result when the game was already over).
pub(crate) fn play_moves(setup: &args::Setup, moves: &[String]) -> Result<Game, CliError> {
    let mut game = Game::from_position(setup.variant.clone(), setup.position);
    for (i, text) in moves.iter().enumerate() {
        let number = i + 1;
        let mv: Move = text
            .parse()
            .map_err(|e: ParseError| CliError::bad(format!("move {number} ({text}): {e}")))?;
        game.play(mv).map_err(|e| {
            let why = match (e, game.outcome()) {
                (IllegalMove::GameOver, Some(outcome)) => format!(
                    "the game is already over ({}, {})",
                    outcome.status_name(),
                    outcome.reason.name()
                ),
                (e, _) => e.to_string(),
            };
            CliError::bad(format!("move {number} ({text}): {why}"))
        })?;
    }
    Ok(game)
}

/// `play`: applies the moves through [`Game`], then reports.
pub(crate) fn play(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let parsed = args::parse(words, &[VARIANT, POSITION, TO_MOVE, JSON], PLAY_USAGE)?;
    let setup = args::setup(&parsed)?;
    let game = play_moves(&setup, &parsed.positionals)?;
    if parsed.has(JSON.long) {
        write_json(&game, out)
    } else {
        write_summary(&game, out)
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
            .map(|played| MoveReport {
                mv: played.mv.to_string(),
                captures: sorted_squares(played.captured),
            })
            .collect(),
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
    writeln!(out, "{} ({})", rules.name, rules.id)?;
    writeln!(out)?;
    write!(out, "{}", render::board(variant, &game.position()))?;
    writeln!(out)?;
    if game.moves().is_empty() {
        writeln!(out, "No moves played.")?;
    } else {
        writeln!(out, "Moves:")?;
        for (i, played) in game.moves().iter().enumerate() {
            let side = game.position_at(i).to_move();
            writeln!(out, "{:>4}. {:<9}  {}", i + 1, side.name(), played.record())?;
        }
    }
    writeln!(
        out,
        "Position: {}",
        variant.position_record(&game.position())
    )?;
    match game.outcome() {
        None => writeln!(out, "{} to move.", side_title(game.to_move()))?,
        Some(outcome) => {
            let result = match outcome.winner {
                Some(side) => format!("{} win", side_title(side)),
                None => "Draw".to_string(),
            };
            writeln!(out, "Result: {result}. {}", outcome.reason.describe())?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depths_are_checked() {
        assert_eq!(parse_depth("0").unwrap(), 0);
        assert_eq!(parse_depth("4").unwrap(), 4);
        for bad in ["", "x", "-1", "1.5", "33", "99999999999"] {
            assert!(matches!(parse_depth(bad), Err(CliError::Bad(_))), "{bad}");
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
