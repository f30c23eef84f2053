//! `konakis-cli`: the command line over the Konakis tafl engine, for players and for other
//! programs. The research tools (matches, ladders, ratings, tuning) are `konakis-lab`'s.
//!
//! Each command is a clap `Args` struct beside the function that runs it; the options that
//! describe a game (`-v`/`--rules`, `-p`, `--to-move`, `--load`, `--moves`, `--rolls`) are
//! `konakis_store::start`'s, shared with the game. Adding a command: write its module with
//! its struct and its `fn(&Args, &mut dyn Write) -> Result<(), CliError>`, and add one
//! variant to [`Command`].

mod bench;
mod best;
mod commands;
mod learn;
mod render;
mod review;
mod rules;
mod uci;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use clap_complete::Shell;
use konakis_cli::{CliError, finish};

/// The Konakis tafl engine on the command line.
///
/// Wherever -v ID is taken, --rules FILE may stand instead: a rule set as JSON, the form
/// `rules -v ID` prints and the game's saves use. POS is an OpenTafl positional record, first
/// row = rank 1 (/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/); without -p the preset's start is used,
/// without --to-move the preset's first side moves.
#[derive(Parser, Debug)]
#[command(
    name = "konakis-cli",
    version,
    arg_required_else_help = true,
    after_help = "Exit status: 0 done, 2 bad input (what was wrong on stderr), 1 other failure."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the presets: ID<TAB>Name
    Variants,
    Rules(rules::RulesCommand),
    Perft(commands::Perft),
    Moves(commands::Moves),
    Play(commands::Play),
    Best(best::Best),
    Lessons(learn::Lessons),
    Threats(learn::Threats),
    Review(review::Review),
    Uci(uci::Uci),
    /// Measure the engine's speed on fixed positions
    ///
    /// Measures the engine on fixed positions, single thread: perft on the start of several
    /// presets (leaves per second), then the search (nodes per second at fixed depths, the
    /// depth reached in 1 s on the Copenhagen start, and how soon a search told to stop
    /// returns); then how much sooner two threads reach depth 8 on the Copenhagen start than
    /// one. Counts with a known value are checked; a wrong one fails (exit 1).
    Bench,
    /// Print the shell completions of konakis-cli
    Completions {
        /// The shell
        shell: Shell,
    },
    /// Write the manual pages of konakis-cli and its commands into a folder
    Man {
        /// The folder (made if missing)
        dir: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    finish(|out| run(&cli.command, out))
}

fn run(command: &Command, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        Command::Variants => commands::variants(out),
        Command::Rules(args) => rules::run(args, out),
        Command::Perft(args) => commands::perft(args, out),
        Command::Moves(args) => commands::moves(args, out),
        Command::Play(args) => commands::play(args, out),
        Command::Best(args) => best::best(args, out),
        Command::Lessons(args) => learn::lessons(args, out),
        Command::Threats(args) => learn::threats(args, out),
        Command::Review(args) => review::review(args, out),
        Command::Uci(args) => uci::run(args, out),
        Command::Bench => bench::run(out),
        Command::Completions { shell } => {
            clap_complete::generate(*shell, &mut Cli::command(), "konakis-cli", out);
            Ok(())
        }
        Command::Man { dir } => write_manual(dir, out),
    }
}

/// `konakis-cli.1` and a page per command (`konakis-cli-perft.1`), from the same definitions
/// as `--help`.
fn write_manual(dir: &Path, out: &mut dyn Write) -> Result<(), CliError> {
    let cli = Cli::command();
    let written = konakis_store::manual::write_pages(&cli, dir).map_err(|e| {
        CliError::Failed(format!(
            "cannot write the manual into {}: {e}",
            dir.display()
        ))
    })?;
    for path in written {
        writeln!(out, "{}", path.display())?;
    }
    Ok(())
}
