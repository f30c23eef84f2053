//! `rate`: a round robin of the six levels in two-game matches (each level attacks once), and
//! an Elo-style rating per level fitted to the games, with its 95% error bar. The ratings can
//! be merged into a file the game reads (`--save`) and drawn as a picture (`--plot`).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use konakis_engine::Side;
use konakis_engine::search::Level;
use serde::{Deserialize, Serialize};

use crate::args::{self, CliError, Flag, RULES, VARIANT};
use crate::elo::{self, Pairing};
use crate::plot;
use crate::series::{SERIES_FLAGS, Series};

/// Usage of `rate`.
pub(crate) const USAGE: &str = "\
Usage: konakis-cli rate (-v ID | --rules FILE) --games M [--seed S] [--time-ms T]
                        [--max-plies P] [--random-opening K] [--save FILE] [--plot SVG]

Plays every level against every other in M two-game matches (each level attacks once, both
games from the match's seed), then fits an Elo-style rating to the games: Thrall is 0, and
400 points more means winning ten times as often. Each rating has its 95% error bar. A draw
counts half a win for each side.

  -v, --variant ID     the preset (see `konakis-cli variants`)
      --rules FILE     a rule set as JSON instead (see `konakis-cli rules`)
      --games M        matches per pair of levels (1-10000), each of two games
      --seed S         match k of pair p uses seed S + 1000 p + k; the levels then count
                       nodes instead of watching the clock, so the run replays exactly
      --time-ms T      the top level's thinking time per move (default 5000)
      --max-plies P    a game that reaches P moves is a draw (default 300)
      --random-opening K
                       the first K moves of each game are random (default 0)
      --save FILE      merge these ratings into FILE (JSON, by variant id; the game reads
                       assets/ratings.json)
      --plot SVG       draw the ratings (every variant in --save's file, else this one);
                       with --save and no variant, only draws the file's ratings again";

const SAVE: Flag = Flag {
    long: "--save",
    short: None,
    value: Some("FILE"),
};
const PLOT: Flag = Flag {
    long: "--plot",
    short: None,
    value: Some("SVG"),
};

/// One variant's ladder as saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Ladder {
    /// The variant's name, for the plot's legend.
    pub name: String,
    /// Games each pair of levels played.
    pub games_per_pair: u64,
    /// The top level's thinking time, in ms.
    pub time_ms: u64,
    /// Each level's rating, weakest first.
    pub levels: Vec<LevelRating>,
}

/// One level's rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct LevelRating {
    /// Its name.
    pub level: String,
    /// Elo points above Thrall.
    pub elo: i32,
    /// Half the 95% interval.
    pub error: i32,
    /// Points scored in all its games.
    pub points: f64,
    /// Games played.
    pub games: u64,
}

/// `rate`: the round robin, one line per pair, then the ratings.
pub(crate) fn run(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut flags = SERIES_FLAGS.to_vec();
    flags.extend([SAVE, PLOT]);
    let parsed = args::parse(words, &flags, USAGE)?;
    args::positionals(&parsed, [])?;
    if let (None, None, Some(save), Some(svg)) = (
        parsed.value(VARIANT.long),
        parsed.value(RULES.long),
        parsed.value(SAVE.long),
        parsed.value(PLOT.long),
    ) {
        return redraw(Path::new(save), svg, out);
    }
    let series = Series::parse(&parsed)?;
    let id = series.variant.rules().id.clone();
    // A bad ratings file is refused before the games, not after.
    let save = parsed.value(SAVE.long);
    let mut all = match save {
        Some(path) => read_ladders(Path::new(path))?,
        None => BTreeMap::new(),
    };
    writeln!(
        out,
        "{}: round robin of the six levels, {} matches of two games a pair, {}",
        args::label(&series.variant),
        series.games,
        series.timing()
    )?;
    let results = round_robin(&series, out)?;
    let ratings = elo::fit(Level::ALL.len(), &results);
    let ladder = ladder_of(&series, &results, &ratings);
    for l in &ladder.levels {
        writeln!(
            out,
            "{:<8} {:>+5} ± {:<4} ({} of {} games)",
            l.level,
            l.elo,
            l.error,
            half_points(l.points),
            l.games
        )?;
    }
    all.insert(if id.is_empty() { "custom".into() } else { id }, ladder);
    if let Some(path) = save {
        let text = serde_json::to_string_pretty(&all).expect("ratings serialise") + "\n";
        // Whole or not at all: the file holds every preset's ratings.
        konakis_store::write_atomic(Path::new(path), text.as_bytes())
            .map_err(|e| CliError::Failed(format!("--save: cannot write {path}: {e}")))?;
        writeln!(out, "saved to {path}")?;
    }
    if let Some(svg) = parsed.value(PLOT.long) {
        std::fs::write(svg, plot::ladders(&all))
            .map_err(|e| CliError::Failed(format!("--plot: cannot write {svg}: {e}")))?;
        writeln!(out, "plotted to {svg}")?;
    }
    Ok(())
}

/// Draws the ratings saved in `save` again, without playing.
fn redraw(save: &Path, svg: &str, out: &mut dyn Write) -> Result<(), CliError> {
    if !save.exists() {
        return Err(CliError::bad(format!(
            "--save: {} does not exist (give -v ID to play and save ratings)",
            save.display()
        )));
    }
    let all = read_ladders(save)?;
    std::fs::write(svg, plot::ladders(&all))
        .map_err(|e| CliError::Failed(format!("--plot: cannot write {svg}: {e}")))?;
    writeln!(out, "plotted to {svg}")?;
    Ok(())
}

/// Plays every pair; `results[i][j]` (i < j) holds level i's points against level j.
fn round_robin(series: &Series, out: &mut dyn Write) -> Result<Vec<Vec<Pairing>>, CliError> {
    let n = Level::ALL.len();
    let mut results = vec![vec![Pairing::default(); n]; n];
    for (pair, (i, j)) in elo::pairs(n).enumerate() {
        let (low, high) = (Level::ALL[i], Level::ALL[j]);
        let mut points = 0.0;
        for k in 0..series.games {
            let seed_index = 1000 * pair as u64 + k;
            let attacking = series.play(seed_index, [low, high]);
            let defending = series.play(seed_index, [high, low]);
            points += points_of(attacking.winner(), Side::Attackers);
            points += points_of(defending.winner(), Side::Defenders);
        }
        let games = 2 * series.games;
        results[i][j] = Pairing {
            games: games as f64,
            points,
        };
        let (low, high) = (low.name(), high.name());
        let score = half_points(points);
        writeln!(out, "{low} v {high}: {score} of {games} for {low}")?;
        out.flush()?;
    }
    Ok(results)
}

/// A win 1, a draw 1/2, for the side `mine`.
fn points_of(winner: Option<Side>, mine: Side) -> f64 {
    match winner {
        Some(side) if side == mine => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// `7.5`, `8`.
fn half_points(points: f64) -> String {
    if points.fract() == 0.0 {
        format!("{points:.0}")
    } else {
        format!("{points:.1}")
    }
}

/// The ladder to save: each level's rating and its total score.
fn ladder_of(series: &Series, results: &[Vec<Pairing>], ratings: &[elo::Rating]) -> Ladder {
    let n = Level::ALL.len();
    let levels = (0..n)
        .map(|i| {
            // Level i's games and points against every other level.
            let against = |j: usize| match i.cmp(&j) {
                std::cmp::Ordering::Less => (results[i][j].games, results[i][j].points),
                std::cmp::Ordering::Greater => (
                    results[j][i].games,
                    results[j][i].games - results[j][i].points,
                ),
                std::cmp::Ordering::Equal => (0.0, 0.0),
            };
            let (games, points) = (0..n)
                .map(against)
                .fold((0.0, 0.0), |(g, p), (dg, dp)| (g + dg, p + dp));
            LevelRating {
                level: Level::ALL[i].name().to_string(),
                elo: ratings[i].elo.round() as i32,
                error: ratings[i].error.round() as i32,
                points,
                games: games as u64,
            }
        })
        .collect();
    Ladder {
        name: series.variant.rules().name.clone(),
        games_per_pair: 2 * series.games,
        time_ms: series.think_ms(),
        levels,
    }
}

/// The ladders saved in `path` so far (none if it does not exist yet).
fn read_ladders(path: &Path) -> Result<BTreeMap<String, Ladder>, CliError> {
    match std::fs::read_to_string(path) {
        Ok(text) => serde_json::from_str(&text).map_err(|e| {
            CliError::bad(format!(
                "--save: {} is not a ratings file: {e}",
                path.display()
            ))
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(BTreeMap::new()),
        Err(e) => Err(CliError::Failed(format!(
            "--save: cannot read {}: {e}",
            path.display()
        ))),
    }
}
