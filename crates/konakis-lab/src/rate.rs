//! `rate`: a round robin of the six levels in two-game matches (each level attacks once), and
//! an Elo-style rating per level fitted to the games, with its 95% error bar; another
//! program's engine may join it and be rated on the same scale. The ratings can be merged
//! into a file the game reads (`--save`) and drawn as a picture (`--plot`).

use std::io::Write;
use std::path::{Path, PathBuf};

use konakis_engine::Side;
use konakis_engine::search::Level;

use clap::Args;
use konakis_cli::CliError;
use konakis_store::measured::{
    Ladder, LevelRating, PeerRating, Ratings, Score, read_by_variant, variant_key, write_by_variant,
};
use konakis_store::start::label;

use crate::elo::{self, Pairing};
use crate::peer::{EngineArgs, Peer};
use crate::plot;
use crate::series::{Series, SeriesArgs};

/// A round robin of the six levels and an Elo rating for each, with error bars.
///
/// Plays every level against every other in M two-game matches (each level attacks once,
/// both games from the match's seed: match k of pair p uses seed S + 1000 p + k), then fits
/// an Elo-style rating to the games: Thrall is 0, and 400 points more means winning ten times
/// as often. Each rating has its 95% error bar. A draw counts half a win for each side. With
/// --engine, another program's engine joins the round robin as a seventh player, run as its
/// own process as `versus` runs it, and is rated on the same scale; the levels then think by
/// the clock, as the engine does (the seed draws the openings only). With --save FILE and
/// --plot SVG but no variant, only draws the file's ratings again.
#[derive(Args, Debug)]
pub(crate) struct Rate {
    #[command(flatten)]
    series: SeriesArgs,
    #[command(flatten)]
    engine: EngineArgs,
    /// Merge these ratings into FILE (JSON, by variant id; the game reads
    /// assets/ratings.json)
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Draw the ratings (every variant in --save's file, else this one)
    #[arg(long, value_name = "SVG")]
    plot: Option<PathBuf>,
    /// Draw only these variants (ids separated by commas), so that a file that rates many
    /// stays readable
    #[arg(long, value_name = "IDS", requires = "plot")]
    plot_only: Option<String>,
    /// The engine's name in the ratings (default: its command's first word, without the
    /// folders)
    #[arg(long, value_name = "NAME", requires = "engine")]
    engine_name: Option<String>,
}

/// The engine in the round robin, and its name in the ratings.
struct Rival {
    name: String,
    peer: Peer,
}

/// `rate`: the round robin, one line per pair, then the ratings.
pub(crate) fn run(args: &Rate, out: &mut dyn Write) -> Result<(), CliError> {
    let rules = &args.series.rules;
    if let (None, None, Some(save), Some(svg)) =
        (&rules.variant, &rules.rules, &args.save, &args.plot)
    {
        return redraw(save, svg, args, out);
    }
    let mut series = Series::new(&args.series)?;
    let key = variant_key(series.variant.rules());
    // A bad ratings file is refused before the games, not after.
    let save = args.save.as_deref();
    if let Some(path) = save {
        read_ladders(path)?;
    }
    let mut rival = rival(args, series.think_ms())?;
    let mut players = "the six levels".to_string();
    if let Some(r) = &rival {
        // The engine thinks by the clock: so do the levels.
        series = series.timed();
        players += &format!(" and {} ({} ms a move)", r.name, r.peer.time_ms());
    }
    writeln!(
        out,
        "{}: round robin of {players}, {} matches of two games a pair, {}",
        label(&series.variant),
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
        Some(path) => read_ladders(path)?,
        None => Ratings::new(),
    };
    all.insert(key, ladder);
    if let Some(path) = save {
        write_by_variant(path, &all).map_err(|e| {
            CliError::Failed(format!("--save: cannot write {}: {e}", path.display()))
        })?;
        writeln!(out, "saved to {}", path.display())?;
    }
    if let Some(svg) = &args.plot {
        draw(&all, svg, args, out)?;
    }
    Ok(())
}

/// Draws `all` (or the variants `--plot-only` names) to `svg`.
fn draw(all: &Ratings, svg: &Path, args: &Rate, out: &mut dyn Write) -> Result<(), CliError> {
    let mut shown = all.clone();
    if let Some(ids) = &args.plot_only {
        let wanted: Vec<&str> = ids.split(',').map(str::trim).collect();
        if let Some(missing) = wanted.iter().find(|id| !all.contains_key(**id)) {
            return Err(CliError::bad(format!(
                "--plot-only: no ratings of '{missing}' to draw"
            )));
        }
        shown.retain(|id, _| wanted.contains(&id.as_str()));
    }
    konakis_store::write_atomic(svg, plot::ladders(&shown).as_bytes())
        .map_err(|e| CliError::Failed(format!("--plot: cannot write {}: {e}", svg.display())))?;
    writeln!(out, "plotted to {}", svg.display())?;
    Ok(())
}

/// The engine `--engine` names, started, and its name (`--engine-name`, or its command's
/// first word without the folders); `None` without `--engine`.
fn rival(args: &Rate, default_ms: u64) -> Result<Option<Rival>, CliError> {
    let Some(peer) = Peer::from_args(&args.engine, default_ms)? else {
        return Ok(None);
    };
    let name = match &args.engine_name {
        Some(name) => name.to_string(),
        None => {
            let program = peer.command().split_whitespace().next().unwrap_or_default();
            program.rsplit('/').next().unwrap_or(program).to_string()
        }
    };
    Ok(Some(Rival { name, peer }))
}

/// Draws the ratings saved in `save` again, without playing.
fn redraw(save: &Path, svg: &Path, args: &Rate, out: &mut dyn Write) -> Result<(), CliError> {
    if !save.exists() {
        return Err(CliError::bad(format!(
            "--save: {} does not exist (give -v ID to play and save ratings)",
            save.display()
        )));
    }
    draw(&read_ladders(save)?, svg, args, out)
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
fn read_ladders(path: &Path) -> Result<Ratings, CliError> {
    read_by_variant(path, "a ratings file")
        .map_err(|why| CliError::bad(format!("--save: {} {why}", path.display())))
}
