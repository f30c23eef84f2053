//! The commands over the rules: `variants`, `perft`, `moves` and `play`.

use std::io::Write;
use std::time::{Duration, Instant};

use konakis_engine::{Bits, DIE_FACES, Game, Move, MoveList, PRESETS, PlayedMove, Side};
use serde::Serialize;

use crate::args::{self, CliError, Flag, GAME_FLAGS, number};
use crate::render;
use crate::replay::{self, LOAD, ROLLS};

/// Usage of `variants`.
pub(crate) const VARIANTS_USAGE: &str = "\
Usage: konakis-cli variants

Lists the presets, one a line: ID<TAB>Name.";

/// Usage of `perft`.
pub(crate) const PERFT_USAGE: &str = "\
Usage: konakis-cli perft (-v ID | --rules FILE) [-p POS] [--to-move attackers|defenders] DEPTH

Counts the move sequences of length DEPTH (a finished game has no moves; repetition is
ignored; in dice games every throw's moves count). The count is the last line; the line
before it gives the time taken.

  -v, --variant ID     the preset (see `konakis-cli variants`)
      --rules FILE     a rule set as JSON instead (see `konakis-cli rules`)
  -p, --position POS   an OpenTafl positional record, first row = rank 1 (default: the start)
      --to-move SIDE   attackers or defenders (default: the preset's first side)";

/// Usage of `moves`.
pub(crate) const MOVES_USAGE: &str = "\
Usage: konakis-cli moves (-v ID | --rules FILE) [-p POS] [--to-move attackers|defenders]
                         [--roll N]

Prints the legal moves, one a line (e5-e8), sorted. Prints nothing when the game is over.
Under one-capture rules a move that could take several pieces is listed once per choice,
with its capture (e5-e8xe9). In dice games the moves of any throw are listed, unless --roll
gives the throw; a throw that allows no move prints `pass`: the turn passes.

  -v, --variant ID     the preset (see `konakis-cli variants`)
      --rules FILE     a rule set as JSON instead (see `konakis-cli rules`)
  -p, --position POS   an OpenTafl positional record, first row = rank 1 (default: the start)
      --to-move SIDE   attackers or defenders (default: the preset's first side)
      --roll N         dice games: the moves a throw of N (1-6) allows";

/// Usage of `play`.
pub(crate) const PLAY_USAGE: &str = "\
Usage: konakis-cli play (-v ID | --rules FILE) [-p POS] [--to-move attackers|defenders]
                        [--load FILE] [--rolls DIGITS] [--json] MOVE...

Plays the moves in order (threefold repetition counts) and shows the result: the board,
the moves with their captures and announcements, and whose turn it is or how the game ended.
A move may carry its captures in either spelling (e5-e8xe9/f8 or e5-e8xe9xf8); under
one-capture rules a move that could take several must name the one it takes (e5-e8xe9).

  -v, --variant ID     the preset (see `konakis-cli variants`)
      --rules FILE     a rule set as JSON instead (see `konakis-cli rules`)
  -p, --position POS   an OpenTafl positional record, first row = rank 1 (default: the start)
      --to-move SIDE   attackers or defenders (default: the preset's first side)
      --load FILE      start from a game record: OpenTafl (its own rules, start and
                       [dice:...] throws), or a plain move list such as aagenielsen's
                       (d1-d3 e7-k7xk6xk5 ...) played under -v/--rules from -p/--to-move;
                       the MOVEs then continue it
      --rolls DIGITS   dice games: the throw of each turn, in order (3516 or 3,5,1,6), one a
                       MOVE and optionally one more for the turn to come; a turn whose throw
                       allows no move is played as `pass`
      --json           one JSON object: position, to_move, status, reason, moves (each with
                       move, captures, announcements: raichi/tuichi/rest, and in dice games
                       roll), and in dice games the roll of the turn to come if given";

/// `--json`.
const JSON: Flag = Flag {
    long: "--json",
    short: None,
    value: None,
};

/// `--roll N`: the throw of the die for `moves`.
const ROLL: Flag = Flag {
    long: "--roll",
    short: None,
    value: Some("N"),
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
        args::label(&setup.variant),
        elapsed.as_secs_f64(),
        per_second(leaves, elapsed, "leaves")
    )?;
    writeln!(out, "{leaves}")?;
    Ok(())
}

/// `moves`: the legal moves (those of `--roll`'s throw in dice games), sorted as strings;
/// `pass` when the throw allows none; nothing when the game is over.
pub(crate) fn moves(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut flags = GAME_FLAGS.to_vec();
    flags.push(ROLL);
    let parsed = args::parse(words, &flags, MOVES_USAGE)?;
    args::positionals(&parsed, [])?;
    let setup = args::setup(&parsed)?;
    let roll = parsed
        .value(ROLL.long)
        .map(|t| number("--roll", t, 1..=u64::from(DIE_FACES)).map(|n| n as u8))
        .transpose()?;
    if roll.is_some() && !setup.variant.uses_dice() {
        return Err(CliError::bad(format!(
            "--roll: {} throws no dice (its movement is not by dice)",
            args::label(&setup.variant)
        )));
    }
    if setup.variant.outcome(&setup.position).is_some() {
        return Ok(());
    }
    let mut list = MoveList::new();
    setup
        .variant
        .legal_moves_rolled(&setup.position, roll, &mut list);
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
pub(crate) fn play(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut flags = GAME_FLAGS.to_vec();
    flags.extend([LOAD, ROLLS, JSON]);
    let parsed = args::parse(words, &flags, PLAY_USAGE)?;
    let game = replay::build(&parsed, &parsed.positionals)?;
    if parsed.has(JSON.long) {
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
        "" => writeln!(out, "{}", args::label(variant))?,
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
