//! The computer opponent on the command line: `best` (search a position), `match` (the
//! computer against itself, level against level) and the search part of `bench`.

use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use konakis_engine::search::{Level, LevelSettings, SearchLimits, SearchResult, Searcher};
use konakis_engine::{Game, Move, ParseError, Variant};

use crate::args::{
    self, CliError, Flag, GAME_FLAGS, Parsed, SEED, TIME_MS, level, number, required,
};
use crate::balance;
use crate::commands::per_second;
use crate::dice;
use crate::replay::{self, LOAD, ROLLS};
use crate::series::{SERIES_FLAGS, Series, Tally};

/// Usage of `best`.
pub(crate) const BEST_USAGE: &str = "\
Usage: konakis-cli best (-v ID | --rules FILE) [-p POS] [--to-move SIDE] [--load FILE]
                        [--moves M1 M2 ...] [--rolls DIGITS]
                        (--level N [--seed S] | --depth D | --time-ms T)

Searches the position (after the given moves) and prints the best move on the last line
(e5-e8), with depth, nodes, nodes per second, score and the expected line on the line
before it. When the game is over, or the side to move has no legal move, the line before
says why and the last line is `none`.
Dice games: the turn's throw is the one --rolls gives after the moves, or else the die is
thrown from the seed (--seed S, or the time of day); the line before the move starts with
`throw N`. A throw that allows no move prints `throw N: no move, the turn passes`, then
`pass`. The search is expectimax over the throws to come, by --level or --time-ms.

  -v, --variant ID     the preset (see `konakis-cli variants`)
      --rules FILE     a rule set as JSON instead (see `konakis-cli rules`)
  -p, --position POS   an OpenTafl positional record, first row = rank 1 (default: the start)
      --to-move SIDE   attackers or defenders (default: the preset's first side)
      --load FILE      start from a game record (as `konakis-cli play --load`)
      --moves M...     moves to play first (the words after it, up to the next flag)
      --rolls DIGITS   dice games: the throw of each move played first, and optionally of
                       the turn searched (3516 or 3,5,1,6)
      --level N        play as level N: 1-6 or a name (Thrall, Karl, Huscarl, Jarl, Hersir,
                       Konungr), thinking the level's share of 5 s
      --seed S         with --level: the seed of its random choice; the search then counts
                       nodes instead of watching the clock, so the answer repeats exactly.
                       In dice games it also throws the die when --rolls does not
      --depth D        search D plies deep (1-64)
      --time-ms T      search for T milliseconds (with --depth: whichever comes first)
The score is for the side to move, in hundredths of an attacking soldier, or `win in N` /
`loss in N` plies.";

/// Usage of `match`.
pub(crate) const MATCH_USAGE: &str = "\
Usage: konakis-cli match (-v ID | --rules FILE) --attackers LEVEL --defenders LEVEL --games N
                         [--seed S] [--time-ms T] [--max-plies P] [--random-opening K]
                         [--save-balance FILE]

Plays the computer against itself from the preset's start and prints one line per game,
then the summary `attackers W, defenders L, draws D`. In dice games the die is thrown from
the game's seed each turn; a throw that allows no move passes.

  -v, --variant ID     the preset (see `konakis-cli variants`)
      --rules FILE     a rule set as JSON instead (see `konakis-cli rules`)
      --attackers L    the attackers' level: 1-6 or a name (Thrall ... Konungr)
      --defenders L    the defenders' level
      --games N        how many games (1-10000)
      --seed S         game i uses seed S+i; the levels then count nodes instead of watching
                       the clock, so the whole match replays exactly (default: clock and
                       seeds from the time of day)
      --time-ms T      the top level's thinking time per move; the others take their share
                       (default 5000)
      --max-plies P    a game that reaches P moves is a draw (default 300)
      --random-opening K
                       the first K moves of each game are random (level 1's pick: never a
                       move that loses at once), so that seeded games between levels that
                       seldom or never stray differ (default 0)
      --save-balance FILE
                       with one level on both sides, merge how often each side won into FILE
                       (JSON, by variant id; the game reads assets/balance.json and shows it
                       on the new-game screen)";

const MOVES: Flag = Flag {
    long: "--moves",
    short: None,
    value: None,
};
const LEVEL: Flag = Flag {
    long: "--level",
    short: None,
    value: Some("N"),
};
const DEPTH: Flag = Flag {
    long: "--depth",
    short: None,
    value: Some("D"),
};
const ATTACKERS: Flag = Flag {
    long: "--attackers",
    short: None,
    value: Some("LEVEL"),
};
const DEFENDERS: Flag = Flag {
    long: "--defenders",
    short: None,
    value: Some("LEVEL"),
};
/// What `best` searches with: a level (and its seed), or a depth and a time.
struct Limits {
    level: Option<Level>,
    depth: Option<u64>,
    time: Option<u64>,
    seed: Option<u64>,
}

impl Limits {
    /// Reads `--level`, `--depth`, `--time-ms` and `--seed`; `dice` says whether the game
    /// throws dice (there the seed also throws the die).
    fn parse(parsed: &Parsed, dice: bool) -> Result<Limits, CliError> {
        let get = |flag: Flag, range| {
            parsed
                .value(flag.long)
                .map(|t| number(flag.long, t, range))
                .transpose()
        };
        let limits = Limits {
            level: parsed
                .value(LEVEL.long)
                .map(|t| level("--level", t))
                .transpose()?,
            depth: get(DEPTH, 1..=64)?,
            time: get(TIME_MS, 1..=86_400_000)?,
            seed: get(SEED, 0..=u64::MAX)?,
        };
        limits.check(dice)?;
        Ok(limits)
    }

    fn check(&self, dice: bool) -> Result<(), CliError> {
        let plain = self.depth.is_some() || self.time.is_some();
        if self.level.is_some() && plain {
            return Err(CliError::bad(
                "--level sets its own limits: give either --level or --depth/--time-ms",
            ));
        }
        if self.level.is_none() && !plain {
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
        let mut searcher = Searcher::new();
        if let Some(level) = self.level {
            let settings = LevelSettings {
                deterministic: self.seed.is_some(),
                ..LevelSettings::default()
            };
            return searcher.choose(game, level, &settings, self.seed.unwrap_or(0), &stop);
        }
        let limits = SearchLimits {
            depth: self.depth.map(|d| d as u32),
            time: self.time.map(Duration::from_millis),
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
pub(crate) fn best(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut flags = GAME_FLAGS.to_vec();
    flags.extend([MOVES, LOAD, ROLLS, LEVEL, SEED, DEPTH, TIME_MS]);
    let parsed = args::parse(words, &flags, BEST_USAGE)?;
    if !parsed.has(MOVES.long)
        && let Some(extra) = parsed.positionals.first()
    {
        return Err(CliError::bad(format!(
            "unexpected argument '{extra}' (moves to play first go after --moves)"
        )));
    }
    let mut game = replay::build(&parsed, &parsed.positionals)?;
    let limits = Limits::parse(&parsed, game.variant().uses_dice())?;
    dice::throw_if_needed(&mut game, limits.seed.unwrap_or_else(dice::seed_from_clock));
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

/// `match`: level against level, one line per game and a summary.
pub(crate) fn run_match(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut flags = SERIES_FLAGS.to_vec();
    flags.extend([ATTACKERS, DEFENDERS, balance::SAVE_BALANCE]);
    let parsed = args::parse(words, &flags, MATCH_USAGE)?;
    args::positionals(&parsed, [])?;
    let series = Series::parse(&parsed)?;
    let attackers = level("--attackers", required(&parsed, ATTACKERS)?)?;
    let defenders = level("--defenders", required(&parsed, DEFENDERS)?)?;
    // A bad balance file, or a match it cannot hold, is refused before the games.
    let save = parsed.value(balance::SAVE_BALANCE.long).map(Path::new);
    if let Some(path) = save {
        if attackers != defenders {
            return Err(CliError::bad(
                "--save-balance needs one level on both sides (--attackers = --defenders)",
            ));
        }
        balance::read(path)?;
    }

    writeln!(
        out,
        "{}: attackers {} against defenders {}, {} games, {}",
        args::label(&series.variant),
        attackers,
        defenders,
        series.games,
        series.timing()
    )?;
    let mut tally = Tally::default();
    for i in 0..series.games {
        let started = Instant::now();
        let game = series.play(i, [attackers, defenders]);
        tally.add(&game);
        writeln!(
            out,
            "game {}: {}, seed {}, {:.1} s",
            i + 1,
            game.describe(),
            series.seed(i),
            started.elapsed().as_secs_f64()
        )?;
        out.flush()?;
    }
    writeln!(out, "{tally}")?;
    if let Some(path) = save {
        balance::save(path, &series, attackers, &tally)?;
        writeln!(out, "saved to {}", path.display())?;
    }
    Ok(())
}

/// Search positions for `bench`: (variant, moves from the start, depth).
const SEARCH_CASES: [(&str, &[&str], u32); 5] = [
    ("copenhagen", &[], 7),
    ("copenhagen", &["h1-h3", "f4-c4", "k7-i7", "g7-g9"], 7),
    ("brandub", &[], 10),
    ("tablut", &[], 8),
    ("alea-evangelii", &[], 4),
];

/// The search part of `bench`: nodes per second on fixed positions at fixed depths, the
/// depth reached in 1 s on the Copenhagen start, how soon a stopped search returns, and the
/// time to a fixed depth there with one thread and with two.
pub(crate) fn bench_search(out: &mut dyn Write) -> Result<(), CliError> {
    writeln!(out, "search (fixed depth, single thread, 64 MB table):")?;
    let stop = AtomicBool::new(false);
    let (mut total_nodes, mut total_time) = (0, Duration::ZERO);
    for (id, moves, depth) in SEARCH_CASES {
        let variant = Variant::preset(id).map_err(|e| CliError::Failed(e.to_string()))?;
        let mut game = Game::new(variant);
        for m in moves {
            let mv = Move::read(m).map_err(|e: ParseError| CliError::Failed(e.to_string()))?;
            game.play(mv)
                .map_err(|e| CliError::Failed(format!("bench position {id}: {e}")))?;
        }
        let mut searcher = Searcher::with_table_size(64);
        let r = searcher.search(
            game.variant(),
            &game.position(),
            &game.history_hashes(),
            &SearchLimits::depth(depth),
            &stop,
        );
        total_nodes += r.nodes;
        total_time += r.elapsed;
        let name = if moves.is_empty() {
            id.to_string()
        } else {
            format!("{id}+{}", moves.len())
        };
        writeln!(
            out,
            "  {:<15} depth {:>2}  {:>11} nodes  {:>7.3} s  {:>17}  best {}",
            name,
            r.depth,
            r.nodes,
            r.elapsed.as_secs_f64(),
            per_second(r.nodes, r.elapsed, "nodes"),
            r.best.map_or("none".to_string(), |m| m.to_string()),
        )?;
        out.flush()?;
    }
    writeln!(
        out,
        "  {:<15}           {:>11} nodes  {:>7.3} s  {:>17}",
        "total",
        total_nodes,
        total_time.as_secs_f64(),
        per_second(total_nodes, total_time, "nodes"),
    )?;

    let copenhagen =
        Arc::new(Variant::preset("copenhagen").map_err(|e| CliError::Failed(e.to_string()))?);
    // The depth one thread reaches in a second.
    let mut searcher = Searcher::with_table_size(64);
    let r = searcher.search(
        &copenhagen,
        &copenhagen.start(),
        &[],
        &SearchLimits::time(Duration::from_secs(1)),
        &stop,
    );
    writeln!(
        out,
        "  copenhagen start, 1 s, 1 thread: depth {}, {} nodes in {:.3} s, {}",
        r.depth,
        r.nodes,
        r.elapsed.as_secs_f64(),
        per_second(r.nodes, r.elapsed, "nodes"),
    )?;
    // Stop latency: a search with no limit, told to stop from another thread after 100 ms.
    let mut worst = Duration::ZERO;
    for _ in 0..5 {
        let flag = Arc::new(AtomicBool::new(false));
        let (v, f) = (copenhagen.clone(), flag.clone());
        let worker = std::thread::spawn(move || {
            let mut searcher = Searcher::with_table_size(64);
            let r = searcher.search(&v, &v.start(), &[], &SearchLimits::default(), &f);
            (r, Instant::now())
        });
        std::thread::sleep(Duration::from_millis(100));
        let told = Instant::now();
        flag.store(true, Ordering::Relaxed);
        let (r, returned) = worker
            .join()
            .map_err(|_| CliError::Failed("the stopped search panicked".to_string()))?;
        if r.best.is_none() {
            return Err(CliError::Failed(
                "a stopped search returned no move".to_string(),
            ));
        }
        worst = worst.max(returned.saturating_duration_since(told));
    }
    writeln!(
        out,
        "  stop latency (5 searches told to stop after 100 ms): worst {:.2} ms",
        worst.as_secs_f64() * 1000.0
    )?;
    bench_threads(out, &copenhagen, &stop)
}

/// Depth of the Lazy SMP comparison: deep enough that the helper threads' start and the
/// shallow iterations are a small part of the time.
const THREADS_DEPTH: u32 = 8;

/// Lazy SMP: the Copenhagen start searched to a fixed depth with one thread and with two,
/// each on a searcher that has searched once before (its helpers started and their tables
/// built) and then forgot what it found. The time to the depth is the gain; the nodes a
/// second (both threads' together) show how freely the two run side by side.
fn bench_threads(
    out: &mut dyn Write,
    copenhagen: &Variant,
    stop: &AtomicBool,
) -> Result<(), CliError> {
    let mut times = Vec::new();
    for threads in [1, 2] {
        let mut searcher = Searcher::with_table_size(64).with_threads(threads);
        let start = copenhagen.start();
        searcher.search(copenhagen, &start, &[], &SearchLimits::depth(2), stop);
        searcher.clear();
        let r = searcher.search(
            copenhagen,
            &start,
            &[],
            &SearchLimits::depth(THREADS_DEPTH),
            stop,
        );
        times.push(r.elapsed.as_secs_f64());
        writeln!(
            out,
            "  copenhagen start, depth {THREADS_DEPTH}, {threads} thread(s): {} nodes in {:.3} s, {}",
            r.nodes,
            r.elapsed.as_secs_f64(),
            per_second(r.nodes, r.elapsed, "nodes"),
        )?;
    }
    writeln!(
        out,
        "  two threads reach depth {THREADS_DEPTH} {:.2} times as fast as one",
        times[0] / times[1].max(1e-9)
    )?;
    Ok(())
}
