//! `best`: the computer's move in a position, searched by a level, a depth or a time.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use konakis_cli::{CliError, seed_from_clock};
use konakis_engine::search::{Level, LevelSettings, SearchLimits, SearchResult, Searcher};
use konakis_engine::{Game, Move};
use konakis_store::start::GameArgs;

/// The computer's best move in a position.
///
/// Searches the position (after the given moves) and prints the best move on the last line
/// (e5-e8), with depth, nodes, nodes per second, score and the expected line on the line
/// before it. When the game is over, or the side to move has no legal move, the line before
/// says why and the last line is `none`. The score is for the side to move, in hundredths of
/// an attacking soldier, or `win in N` / `loss in N` plies.
///
/// Dice games: the turn's throw is the one --rolls gives after the moves, or else the die is
/// thrown from the seed (--seed S, or the time of day); the line before the move starts with
/// `throw N`. A throw that allows no move prints `throw N: no move, the turn passes`, then
/// `pass`. The search is expectimax over the throws to come, by --level or --time-ms.
#[derive(Args, Debug)]
pub(crate) struct Best {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    limits: Limits,
}

/// What `best` searches with: a level (and its seed), or a depth and a time.
#[derive(Args, Debug)]
struct Limits {
    /// Play as this level: 1-6 or a name (Thrall, Karl, Huscarl, Jarl, Hersir, Konungr),
    /// thinking the level's share of 5 s
    #[arg(long, value_name = "N", conflicts_with_all = ["depth", "time_ms"])]
    level: Option<Level>,
    /// With --level: the seed of its random choice; the search then counts nodes instead of
    /// watching the clock, so the answer repeats exactly. In dice games it also throws the
    /// die when --rolls does not
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// Search this many plies deep (1-64)
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=64))]
    depth: Option<u32>,
    /// Search for this many milliseconds (with --depth: whichever comes first)
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    time_ms: Option<u64>,
}

impl Limits {
    /// A seed without a level makes sense only where it throws the die.
    fn check(&self, dice: bool) -> Result<(), CliError> {
        if self.level.is_none() && self.depth.is_none() && self.time_ms.is_none() {
            return Err(CliError::bad(
                "no limit given: add --level N, --depth D or --time-ms T",
            ));
        }
        if self.seed.is_some() && self.level.is_none() && !dice {
            return Err(CliError::bad(
                "--seed only goes with --level (the plain search is not random)",
            ));
        }
        Ok(())
    }

    /// Searches the position now of `game` (whose die, in a dice game, is thrown).
    fn search(&self, game: &Game) -> SearchResult {
        let stop = AtomicBool::new(false);
        if let Some(level) = self.level {
            // The level's own table, as it has in the game and in the lab's matches.
            let mut searcher = Searcher::with_table_size(level.table_megabytes());
            let settings = LevelSettings {
                deterministic: self.seed.is_some(),
                ..LevelSettings::default()
            };
            return searcher.choose(game, level, &settings, self.seed.unwrap_or(0), &stop);
        }
        let mut searcher = Searcher::new();
        let limits = SearchLimits {
            depth: self.depth,
            time: self.time_ms.map(Duration::from_millis),
            nodes: None,
            min_depth: None,
        };
        let history = game.history_hashes();
        // The throw of a dice game (none elsewhere) limits the moves at the root.
        searcher.search_rolled(
            game.variant(),
            &game.position(),
            game.roll(),
            &history,
            &limits,
            &stop,
        )
    }
}

/// `best`: searches and prints the move on the last line.
pub(crate) fn best(args: &Best, out: &mut dyn Write) -> Result<(), CliError> {
    let mut game = args.game.game(None, &[])?;
    let limits = &args.limits;
    limits.check(game.variant().uses_dice())?;
    game.throw_from_seed(limits.seed.unwrap_or_else(seed_from_clock));
    if game.must_pass() {
        let roll = game.roll().unwrap_or_default();
        writeln!(out, "throw {roll}: no move, the turn passes")?;
        writeln!(out, "{}", Move::PASS)?;
        return Ok(());
    }
    let result = limits.search(&game);
    match (result.best, game.outcome().or(result.outcome)) {
        (Some(mv), None) => {
            let throw = game
                .roll()
                .map(|r| format!("throw {r} "))
                .unwrap_or_default();
            writeln!(out, "{throw}{}", describe(&result))?;
            writeln!(out, "{mv}")?;
        }
        (_, outcome) => {
            let why = match outcome {
                Some(o) => format!(
                    "the game is over ({}, {})",
                    o.status_name(),
                    o.reason.name()
                ),
                None => "no legal move".to_string(),
            };
            writeln!(out, "{why}")?;
            writeln!(out, "none")?;
        }
    }
    Ok(())
}

/// `depth 8 nodes 4041596 nps 5463352 score +148 time 0.740 s pv f10-b10 h6-h4 ...`
fn describe(r: &SearchResult) -> String {
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "depth {} nodes {} nps {} score {} time {:.3} s pv {}",
        r.depth,
        r.nodes,
        r.nodes_per_second(),
        r.score_text(),
        r.elapsed.as_secs_f64(),
        pv.join(" ")
    )
}
