//! `versus`: one of the computer's levels against another program's engine, run as its own
//! process, in two-game matches (each side attacks once, both games from the match's seeded
//! opening), scored by games and by matches as `ladder` scores them; or, with `--self-play`,
//! that engine against a second process of itself, to see which side wins between equals.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use konakis_engine::Side;
use konakis_engine::search::Level;

use clap::Args;
use konakis_cli::CliError;
use konakis_store::start::label;

use crate::ladder::Scoreboard;
use crate::peer::{EngineArgs, Peer};
use crate::series::{Played, Series, SeriesArgs, Tally};

/// A level against another program's engine, run as its own process.
///
/// Plays a level of Konakis against another program's engine, started with the shell as its
/// own process (never linked), in M two-game matches: each match is two games from the same
/// seed, one with either side attacking. Prints one line per match, then the games' and the
/// matches' score, as `ladder` does. An engine that plays a move the rules refuse, or fails
/// (stops, hangs past its time and 30 s, or answers what does not read), loses that game, as
/// in a tournament: the result says what happened, the engine is started again after a
/// failure, and the matches go on. Protocols: uci (`position startpos moves d1d3 ...`, `go
/// movetime N`, answered `bestmove d1d3`) and htp (hnefatafl-copenhagen's text protocol:
/// `new_game`, `play attacker d1 d3`, `generate_move`). The levels always think by the
/// clock, as the engine does: the seed draws the openings and the dice only.
#[derive(Args, Debug)]
pub(crate) struct Versus {
    #[command(flatten)]
    series: SeriesArgs,
    #[command(flatten)]
    engine: EngineArgs,
    /// Konakis's level: 1-6 or a name (default 6, Konungr)
    #[arg(long, value_name = "N", conflicts_with = "self_play")]
    level: Option<Level>,
    /// The engine against itself instead: a second process of it defends, M single games,
    /// one line per game as `match` prints them, then the tally and the defenders' share of
    /// the decided games
    #[arg(long)]
    self_play: bool,
    /// Write each game to DIR as an OpenTafl record, named by its match and Konakis's side
    /// (`match-03-konakis-attacks.txt`; self-play: `game-03.txt`), with the players and the
    /// result as tags; DIR is created if needed
    #[arg(long, value_name = "DIR")]
    save_games: Option<PathBuf>,
}

/// `versus`: one line per match, then the scores.
pub(crate) fn run(args: &Versus, out: &mut dyn Write) -> Result<(), CliError> {
    let series = Series::new(&args.series)?.timed();
    if args.engine.engine.is_none() {
        return Err(CliError::bad("--engine is required: --engine CMD"));
    }
    let self_play = args.self_play;
    let level = args.level.unwrap_or(Level::ALL[5]);
    let save_dir = args.save_games.clone();
    if let Some(dir) = &save_dir {
        // Refused before any game is played, not after the first match.
        std::fs::create_dir_all(dir).map_err(|e| {
            CliError::bad(format!(
                "--save-games: cannot create {}: {e}",
                dir.display()
            ))
        })?;
    }
    let mut engine = Peer::from_args(&args.engine, series.think_ms())?.expect("--engine is given");
    if self_play {
        return self_play_games(&series, engine, save_dir.as_deref(), out);
    }
    let (command, engine_ms) = (engine.command().to_string(), engine.time_ms());
    let me = level.name();
    writeln!(
        out,
        "{}: Konakis {me} against '{command}' ({engine_ms} ms a move), {} matches of two games, {}",
        label(&series.variant),
        series.games,
        series.timing()
    )?;
    let mut board = Scoreboard::new("Konakis", "the engine");
    let mut run = Run {
        series: &series,
        level,
        engine: &mut engine,
        save_dir: save_dir.as_deref(),
    };
    for i in 0..series.games {
        let started = Instant::now();
        let attacking = run.game(i, Side::Attackers)?;
        let defending = run.game(i, Side::Defenders)?;
        board.add_match(out, i, series.seed(i), &attacking, &defending, started)?;
    }
    board.write_summary(out, series.games)?;
    Ok(())
}

/// `versus --self-play`: `engine` attacking against a second process of itself, one line a
/// game, then the tally.
fn self_play_games(
    series: &Series,
    mut engine: Peer,
    save_dir: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let command = engine.command().to_string();
    writeln!(
        out,
        "{}: '{command}' against itself ({} ms a move), {} games",
        label(&series.variant),
        engine.time_ms(),
        series.games,
    )?;
    let mut twin = engine.twin()?;
    let mut tally = Tally::default();
    for i in 0..series.games {
        let started = Instant::now();
        let played = engine.play_twin(series, i, &mut twin)?;
        tally.add(&played);
        if let Some(dir) = save_dir {
            let name = format!("game-{:02}.txt", i + 1);
            save_game(dir, &name, &played, &[command.clone(), command.clone()])?;
        }
        writeln!(
            out,
            "game {}: {}, seed {}, {:.1} s",
            i + 1,
            played.describe(),
            series.seed(i),
            started.elapsed().as_secs_f64()
        )?;
        out.flush()?;
    }
    let share = tally
        .defenders_share()
        .map_or("none decided".to_string(), |p| format!("{p:.0}%"));
    writeln!(
        out,
        "{tally}; the defenders' share of the decided games: {share}"
    )?;
    Ok(())
}

/// What every game of a `versus` run shares.
struct Run<'a> {
    series: &'a Series,
    level: Level,
    engine: &'a mut Peer,
    save_dir: Option<&'a Path>,
}

impl Run<'_> {
    /// Game `i` of the series, Konakis on `konakis`'s side: played, and saved when asked.
    fn game(&mut self, i: u64, konakis: Side) -> Result<Played, CliError> {
        let played = self
            .engine
            .play_level(self.series, i, self.level, konakis)?;
        if let Some(dir) = self.save_dir {
            let ours = format!("Konakis {}", self.level.name());
            let engine = self.engine.command().to_string();
            let (players, konakis_does) = match konakis {
                Side::Attackers => ([ours, engine], "attacks"),
                Side::Defenders => ([engine, ours], "defends"),
            };
            let name = format!("match-{:02}-konakis-{konakis_does}.txt", i + 1);
            save_game(dir, &name, &played, &players)?;
        }
        Ok(played)
    }
}

/// Writes one game to `dir` as the OpenTafl record `name` (whole or not at all), its players
/// (`[attackers, defenders]`) and result as tags.
fn save_game(
    dir: &Path,
    name: &str,
    played: &Played,
    [attackers, defenders]: &[String; 2],
) -> Result<(), CliError> {
    let tags = vec![
        ("attackers".to_string(), attackers.clone()),
        ("defenders".to_string(), defenders.clone()),
        ("result".to_string(), played.describe()),
    ];
    let path = dir.join(name);
    konakis_store::write_atomic(&path, played.game.record_text(tags).as_bytes()).map_err(|e| {
        CliError::Failed(format!(
            "--save-games: cannot write {}: {e}",
            path.display()
        ))
    })
}
