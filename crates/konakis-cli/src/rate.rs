//! `rate`: a round robin of the six levels in two-game matches (each level attacks once), and
//! an Elo-style rating per level fitted to the games, with its 95% error bar; another
//! program's engine may join it and be rated on the same scale. The ratings can be merged
//! into a file the game reads (`--save`) and drawn as a picture (`--plot`).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use konakis_engine::Side;
use konakis_engine::search::Level;
use serde::{Deserialize, Serialize};

use crate::args::{self, CliError, Flag, Parsed, RULES, VARIANT};
use crate::by_variant;
use crate::elo::{self, Pairing};
use crate::peer::{ENGINE_FLAGS, Peer};
use crate::plot;
use crate::series::{SERIES_FLAGS, Series};

/// Usage of `rate`.
pub(crate) const USAGE: &str = "\
Usage: konakis-cli rate (-v ID | --rules FILE) --games M [--seed S] [--time-ms T]
                        [--max-plies P] [--random-opening K] [--save FILE] [--plot SVG]
                        [--plot-only ID,ID...]
                        [--engine CMD --protocol uci|htp [--engine-time-ms T]
                         [--engine-setup LINES] [--engine-name NAME]]

Plays every level against every other in M two-game matches (each level attacks once, both
games from the match's seed), then fits an Elo-style rating to the games: Thrall is 0, and
400 points more means winning ten times as often. Each rating has its 95% error bar. A draw
counts half a win for each side. With --engine, another program's engine joins the round
robin as a seventh player, run as its own process as `versus` runs it, and is rated on the
same scale; the levels then think by the clock, as the engine does (the seed draws the
openings only).

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
                       with --save and no variant, only draws the file's ratings again
      --plot-only IDS  draw only these variants (ids separated by commas), so that a file
                       that rates many stays readable
      --engine CMD, --protocol uci|htp, --engine-time-ms T, --engine-setup LINES
                       the engine, as for `versus` (its time defaults to --time-ms)
      --engine-name N  its name in the ratings (default: its command's first word, without
                       the folders)";

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
const PLOT_ONLY: Flag = Flag {
    long: "--plot-only",
    short: None,
    value: Some("IDS"),
};
const ENGINE_NAME: Flag = Flag {
    long: "--engine-name",
    short: None,
    value: Some("NAME"),
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
    /// Other programs' engines rated on the same scale (none: the levels alone).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub peers: Vec<PeerRating>,
}

/// One level's rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct LevelRating {
    /// Its name.
    pub level: String,
    /// Its rating and record.
    #[serde(flatten)]
    pub score: Score,
}

/// Another program's engine rated among the levels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PeerRating {
    /// Its name.
    pub name: String,
    /// Its thinking time per move, in ms.
    pub time_ms: u64,
    /// Its rating and record, as a level's.
    #[serde(flatten)]
    pub score: Score,
}

/// A player's rating and record.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Score {
    /// Elo points above Thrall.
    pub elo: i32,
    /// Half the 95% interval.
    pub error: i32,
    /// Points scored in all its games.
    pub points: f64,
    /// Games played.
    pub games: u64,
}

/// The engine in the round robin, and its name in the ratings.
struct Rival {
    name: String,
    peer: Peer,
}

/// `rate`: the round robin, one line per pair, then the ratings.
pub(crate) fn run(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let mut flags = SERIES_FLAGS.to_vec();
    flags.extend([SAVE, PLOT, PLOT_ONLY, ENGINE_NAME]);
    flags.extend(ENGINE_FLAGS);
    let parsed = args::parse(words, &flags, USAGE)?;
    args::positionals(&parsed, [])?;
    if let (None, None, Some(save), Some(svg)) = (
        parsed.value(VARIANT.long),
        parsed.value(RULES.long),
        parsed.value(SAVE.long),
        parsed.value(PLOT.long),
    ) {
        return redraw(Path::new(save), svg, &parsed, out);
    }
    if parsed.value(PLOT_ONLY.long).is_some() && parsed.value(PLOT.long).is_none() {
        return Err(CliError::bad("--plot-only needs --plot"));
    }
    let mut series = Series::parse(&parsed)?;
    let key = by_variant::key(series.variant.rules());
    // A bad ratings file is refused before the games, not after.
    let save = parsed.value(SAVE.long);
    if let Some(path) = save {
        read_ladders(Path::new(path))?;
    }
    let mut rival = rival(&parsed, series.think_ms())?;
    let mut players = "the six levels".to_string();
    if let Some(r) = &rival {
        // The engine thinks by the clock: so do the levels.
        series = series.timed();
        players += &format!(" and {} ({} ms a move)", r.name, r.peer.time_ms());
    }
    writeln!(
        out,
        "{}: round robin of {players}, {} matches of two games a pair, {}",
        args::label(&series.variant),
        series.games,
        series.timing()
    )?;
    let results = round_robin(&series, rival.as_mut(), out)?;
    let ratings = elo::fit(results.len(), &results);
    let ladder = ladder_of(&series, &results, &ratings, rival.as_ref());
    let rated = ladder.levels.iter().map(|l| (&l.level, &l.score));
    for (name, s) in rated.chain(ladder.peers.iter().map(|p| (&p.name, &p.score))) {
        let points = half_points(s.points);
        let (elo, error, games) = (s.elo, s.error, s.games);
        writeln!(
            out,
            "{name:<8} {elo:>+5} ± {error:<4} ({points} of {games} games)"
        )?;
    }
    // Read again now, not at the start, so that rounds run side by side into one file keep
    // each other's entries.
    let mut all = match save {
        Some(path) => read_ladders(Path::new(path))?,
        None => BTreeMap::new(),
    };
    all.insert(key, ladder);
    if let Some(path) = save {
        by_variant::write(Path::new(path), SAVE.long, &all)?;
        writeln!(out, "saved to {path}")?;
    }
    if let Some(svg) = parsed.value(PLOT.long) {
        draw(&all, svg, &parsed, out)?;
    }
    Ok(())
}

/// Draws `all` (or the variants `--plot-only` names) to `svg`.
fn draw(
    all: &BTreeMap<String, Ladder>,
    svg: &str,
    parsed: &Parsed,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let mut shown = all.clone();
    if let Some(ids) = parsed.value(PLOT_ONLY.long) {
        let wanted: Vec<&str> = ids.split(',').map(str::trim).collect();
        if let Some(missing) = wanted.iter().find(|id| !all.contains_key(**id)) {
            return Err(CliError::bad(format!(
                "--plot-only: no ratings of '{missing}' to draw"
            )));
        }
        shown.retain(|id, _| wanted.contains(&id.as_str()));
    }
    std::fs::write(svg, plot::ladders(&shown))
        .map_err(|e| CliError::Failed(format!("--plot: cannot write {svg}: {e}")))?;
    writeln!(out, "plotted to {svg}")?;
    Ok(())
}

/// The engine `--engine` names, started, and its name (`--engine-name`, or its command's
/// first word without the folders); `None` without `--engine`.
fn rival(parsed: &Parsed, default_ms: u64) -> Result<Option<Rival>, CliError> {
    let Some(peer) = Peer::from_flags(parsed, default_ms)? else {
        if parsed.value(ENGINE_NAME.long).is_some() {
            return Err(CliError::bad("--engine-name needs --engine"));
        }
        return Ok(None);
    };
    let name = match parsed.value(ENGINE_NAME.long) {
        Some(name) => name.to_string(),
        None => {
            let program = peer.command().split_whitespace().next().unwrap_or_default();
            program.rsplit('/').next().unwrap_or(program).to_string()
        }
    };
    Ok(Some(Rival { name, peer }))
}

/// Draws the ratings saved in `save` again, without playing.
fn redraw(save: &Path, svg: &str, parsed: &Parsed, out: &mut dyn Write) -> Result<(), CliError> {
    if !save.exists() {
        return Err(CliError::bad(format!(
            "--save: {} does not exist (give -v ID to play and save ratings)",
            save.display()
        )));
    }
    draw(&read_ladders(save)?, svg, parsed, out)
}

/// Plays every pair; `results[i][j]` (i < j) holds player i's points against player j: the
/// six levels, weakest first, then the engine when one joined.
fn round_robin(
    series: &Series,
    mut rival: Option<&mut Rival>,
    out: &mut dyn Write,
) -> Result<Vec<Vec<Pairing>>, CliError> {
    let n = Level::ALL.len() + usize::from(rival.is_some());
    let mut results = vec![vec![Pairing::default(); n]; n];
    for (pair, (i, j)) in elo::pairs(n).enumerate() {
        let low = Level::ALL[i];
        let mut points = 0.0;
        for k in 0..series.games {
            let seed_index = 1000 * pair as u64 + k;
            let (attacking, defending) = match (Level::ALL.get(j), rival.as_deref_mut()) {
                (Some(&high), _) => (
                    series.play(seed_index, [low, high]),
                    series.play(seed_index, [high, low]),
                ),
                (None, Some(rival)) => (
                    rival
                        .peer
                        .play_level(series, seed_index, low, Side::Attackers)?,
                    rival
                        .peer
                        .play_level(series, seed_index, low, Side::Defenders)?,
                ),
                (None, None) => unreachable!("only the engine comes after the levels"),
            };
            points += points_of(attacking.winner(), Side::Attackers);
            points += points_of(defending.winner(), Side::Defenders);
        }
        let games = 2 * series.games;
        results[i][j] = Pairing {
            games: games as f64,
            points,
        };
        let (low, high) = (low.name(), name(j, rival.as_deref()));
        let score = half_points(points);
        writeln!(out, "{low} v {high}: {score} of {games} for {low}")?;
        out.flush()?;
    }
    Ok(results)
}

/// The name of player `i` of the round robin (see [`round_robin`]).
fn name(i: usize, rival: Option<&Rival>) -> &str {
    match (Level::ALL.get(i), rival) {
        (Some(level), _) => level.name(),
        (None, Some(rival)) => &rival.name,
        (None, None) => unreachable!("only the engine comes after the levels"),
    }
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

/// The ladder to save: each player's rating and its total score, the levels' and the
/// engine's apart.
fn ladder_of(
    series: &Series,
    results: &[Vec<Pairing>],
    ratings: &[elo::Rating],
    rival: Option<&Rival>,
) -> Ladder {
    let n = results.len();
    let score = |i: usize| {
        // Player i's games and points against every other player.
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
        Score {
            elo: ratings[i].elo.round() as i32,
            error: ratings[i].error.round() as i32,
            points,
            games: games as u64,
        }
    };
    let levels = Level::ALL
        .iter()
        .enumerate()
        .map(|(i, level)| LevelRating {
            level: level.name().to_string(),
            score: score(i),
        })
        .collect();
    let peers = rival
        .map(|r| PeerRating {
            name: r.name.clone(),
            time_ms: r.peer.time_ms(),
            score: score(Level::ALL.len()),
        })
        .into_iter()
        .collect();
    Ladder {
        name: series.variant.rules().name.clone(),
        games_per_pair: 2 * series.games,
        time_ms: series.think_ms(),
        levels,
        peers,
    }
}

/// The ladders saved in `path` so far (none if it does not exist yet).
fn read_ladders(path: &Path) -> Result<BTreeMap<String, Ladder>, CliError> {
    by_variant::read(path, SAVE.long, "a ratings file")
}
