//! `konakis-cli`: the command line over the Konakis tafl engine.
//!
//! ```text
//! konakis-cli variants                          ID<TAB>Name, one preset a line
//! konakis-cli rules [-v ID | --rules FILE]      the rule set as JSON; without one, the presets
//! konakis-cli perft -v ID [-p POS] [--to-move SIDE] DEPTH
//!                                               move sequences of length DEPTH (last line)
//! konakis-cli moves -v ID [-p POS] [--to-move SIDE] [--roll N]
//!                                               legal moves, sorted, one a line (e5-e8)
//! konakis-cli play -v ID [-p POS] [--to-move SIDE] [--load FILE] [--rolls DIGITS] [--json] MOVE...
//!                                               plays the moves; board and result, or JSON
//! konakis-cli best -v ID [-p POS] [--to-move SIDE] [--load FILE] [--moves M...] [--rolls DIGITS]
//!                  (--level N [--seed S] | --depth D | --time-ms T)
//!                                               the computer's move on the last line
//! konakis-cli match -v ID --attackers L --defenders L --games N [--seed S] [--time-ms T]
//!                                               the computer against itself; a summary line
//! konakis-cli ladder -v ID --level N [--against L] --games M [--seed S] [--time-ms T]
//!                                               two-game matches, each level attacking once
//! konakis-cli tune -v ID [--records CSV] [--games N [--level L]] [--labels FILE] [--out FILE]
//!                                               fit the evaluation's weights (Texel)
//! konakis-cli bench                             perft and search speed on fixed positions
//! konakis-cli help [COMMAND] | --help           usage
//! ```
//!
//! Wherever `-v ID` is taken, `--rules FILE` may stand instead: a rule set as JSON, the form
//! `rules -v ID` prints and the game's saves use.
//! POS is an OpenTafl positional record, first row = rank 1 (`/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`);
//! without `-p` the preset's start is used, without `--to-move` the preset's first side moves.
//! Moves are read with capture lists in either spelling (`xe9/f8`, `xe9xf8`); under one-capture
//! rules the first names the piece taken. Dice games take their throws with `--rolls`.
//! `play --json` prints `{"position", "to_move", "status", "reason", "moves": [{"move",
//! "captures", "announcements", "roll"?}], "roll"?}` (`roll` in dice games only).
//!
//! Exit status: 0 done; 2 bad input (one `error: ...` line on stderr, naming what was wrong;
//! also for no arguments at all, with the usage); 1 a failure that is not the input's fault
//! (the output could not be written, a benchmark found a wrong count).
//!
//! Adding a command: write its module with a `USAGE` text and a
//! `fn(&[String], &mut dyn Write) -> Result<(), CliError>`, parse its words with
//! [`args::parse`] (and [`args::setup`] for `-v`/`--rules`/`-p`/`--to-move`, or
//! [`replay::build`] for a game with moves), and add one entry to [`COMMANDS`].

mod ai;
mod args;
mod balance;
mod bench;
mod blunders;
mod by_variant;
mod commands;
mod dice;
mod elo;
mod label;
mod ladder;
mod peer;
mod plot;
mod rate;
mod records;
mod render;
mod replay;
mod rules;
mod series;
mod tune;
mod uci;
mod versus;

use std::io::{self, Write};
use std::process::ExitCode;

use args::CliError;

/// A subcommand: its name, a one-line summary, its usage, and what runs it.
struct Command {
    name: &'static str,
    summary: &'static str,
    usage: &'static str,
    run: fn(&[String], &mut dyn Write) -> Result<(), CliError>,
}

/// Every subcommand, in the order the usage lists them.
const COMMANDS: &[Command] = &[
    Command {
        name: "variants",
        summary: "list the presets: ID<TAB>Name",
        usage: commands::VARIANTS_USAGE,
        run: commands::variants,
    },
    Command {
        name: "rules",
        summary: "a preset's rule set as JSON, to edit and give back with --rules FILE",
        usage: rules::USAGE,
        run: rules::run,
    },
    Command {
        name: "perft",
        summary: "count move sequences of a given length",
        usage: commands::PERFT_USAGE,
        run: commands::perft,
    },
    Command {
        name: "moves",
        summary: "list the legal moves of a position",
        usage: commands::MOVES_USAGE,
        run: commands::moves,
    },
    Command {
        name: "play",
        summary: "play moves and show the board and result (--json for tools)",
        usage: commands::PLAY_USAGE,
        run: commands::play,
    },
    Command {
        name: "best",
        summary: "the computer's best move in a position",
        usage: ai::BEST_USAGE,
        run: ai::best,
    },
    Command {
        name: "match",
        summary: "play the computer against itself, level against level",
        usage: ai::MATCH_USAGE,
        run: ai::run_match,
    },
    Command {
        name: "ladder",
        summary: "one level against another in two-game matches, scored as tafl tournaments do",
        usage: ladder::USAGE,
        run: ladder::run,
    },
    Command {
        name: "rate",
        summary: "a round robin of the six levels and an Elo rating for each, with error bars",
        usage: rate::USAGE,
        run: rate::run,
    },
    Command {
        name: "versus",
        summary: "a level against another program's engine, run as its own process",
        usage: versus::USAGE,
        run: versus::run,
    },
    Command {
        name: "uci",
        summary: "Konakis as an engine for other programs (the UCI-like tafl protocol)",
        usage: uci::USAGE,
        run: uci::run,
    },
    Command {
        name: "tune",
        summary: "fit the evaluation's weights to tournament records and self-play games",
        usage: tune::USAGE,
        run: tune::run,
    },
    Command {
        name: "blunders",
        summary: "the move that lost each game of a set of records, as a search sees it",
        usage: blunders::USAGE,
        run: blunders::run,
    },
    Command {
        name: "bench",
        summary: "measure the engine's speed on fixed positions",
        usage: bench::USAGE,
        run: bench::run,
    },
];

fn usage() -> String {
    let mut text = String::from(
        "Usage: konakis-cli COMMAND [OPTIONS]\n\nThe Konakis tafl engine on the command line.\n\nCommands:\n",
    );
    for c in COMMANDS {
        text.push_str(&format!("  {:<10} {}\n", c.name, c.summary));
    }
    text.push_str(
        "  help       this text, or `help COMMAND` for one command\n\n\
         Common options: -v ID (the preset) or --rules FILE (a rule set as JSON, see `rules`),\n\
         -p POS (an OpenTafl positional record, first row = rank 1), --to-move attackers|defenders.\n\
         Exit status: 0 done, 2 bad input (one line on stderr), 1 other failure.",
    );
    text
}

fn find(name: &str) -> Result<&'static Command, CliError> {
    COMMANDS.iter().find(|c| c.name == name).ok_or_else(|| {
        let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        CliError::bad(format!(
            "unknown command '{name}' (commands: {}, help)",
            names.join(", ")
        ))
    })
}

/// Runs the command line `words` (program name excluded), writing to `out`.
fn dispatch(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let Some((name, rest)) = words.split_first() else {
        unreachable!("dispatch is called with at least one word")
    };
    match name.as_str() {
        "-h" | "--help" => {
            writeln!(out, "{}", usage())?;
            Ok(())
        }
        "-V" | "--version" => {
            writeln!(out, "konakis-cli {}", env!("CARGO_PKG_VERSION"))?;
            Ok(())
        }
        "help" => match rest {
            [] => {
                writeln!(out, "{}", usage())?;
                Ok(())
            }
            [command] => Err(CliError::Help(find(command)?.usage)),
            [_, extra, ..] => Err(CliError::bad(format!("unexpected argument '{extra}'"))),
        },
        name => (find(name)?.run)(rest, out),
    }
}

/// The arguments as strings; one that is not UTF-8 is bad input.
fn arguments() -> Result<Vec<String>, CliError> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                CliError::bad(format!(
                    "argument {} ({}) is not valid UTF-8",
                    i + 1,
                    a.to_string_lossy()
                ))
            })
        })
        .collect()
}

fn main() -> ExitCode {
    let result = arguments().and_then(|words| {
        if words.is_empty() {
            return Err(CliError::NoCommand);
        }
        let stdout = io::stdout();
        let mut out = stdout.lock();
        dispatch(&words, &mut out).and_then(|()| out.flush().map_err(CliError::Io))
    });
    let result = match result {
        Err(CliError::Help(text)) => {
            let mut out = io::stdout().lock();
            writeln!(out, "{text}")
                .and_then(|()| out.flush())
                .map_err(CliError::Io)
        }
        other => other,
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stops early (`| head`) is not an error.
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(CliError::NoCommand) => {
            // Nothing to do if stderr is gone too.
            let _ = writeln!(io::stderr(), "{}", usage());
            ExitCode::from(2)
        }
        Err(e) => {
            let one_line = e.to_string().replace(['\n', '\r'], " ");
            let _ = writeln!(io::stderr(), "error: {one_line}");
            match e {
                CliError::Bad(_) => ExitCode::from(2),
                _ => ExitCode::FAILURE,
            }
        }
    }
}
