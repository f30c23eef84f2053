//! `konakis-lab`: the research tools of Konakis, kept apart from the command line players and
//! other programs use (`konakis-cli`), as a chess engine keeps its match runners and tuners
//! apart from the engine. Every measurement in docs/ is rerun with it (README.md says how).

mod balance;
mod blunders;
mod elo;
mod label;
mod ladder;
mod matches;
mod peer;
mod plot;
mod puzzles;
mod rate;
mod records;
mod series;
mod tune;
mod versus;

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use konakis_cli::finish;

/// The research tools of Konakis: matches, ladders, ratings, tuning.
///
/// Wherever -v ID is taken, --rules FILE may stand instead: a rule set as JSON, the form
/// `konakis-cli rules -v ID` prints.
#[derive(Parser, Debug)]
#[command(
    name = "konakis-lab",
    version,
    arg_required_else_help = true,
    after_help = "Exit status: 0 done, 2 bad input (what was wrong on stderr), 1 other failure."
)]
struct Lab {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Match(matches::Match),
    Ladder(ladder::Ladder),
    Rate(rate::Rate),
    Versus(versus::Versus),
    Tune(tune::Tune),
    Blunders(blunders::Blunders),
    Puzzles(puzzles::Puzzles),
}

fn main() -> ExitCode {
    let lab = Lab::parse();
    finish(|out| match &lab.command {
        Command::Match(args) => matches::run(args, out),
        Command::Ladder(args) => ladder::run(args, out),
        Command::Rate(args) => rate::run(args, out),
        Command::Versus(args) => versus::run(args, out),
        Command::Tune(args) => tune::run(args, out),
        Command::Blunders(args) => blunders::run(args, out),
        Command::Puzzles(args) => puzzles::run(args, out),
    })
}
