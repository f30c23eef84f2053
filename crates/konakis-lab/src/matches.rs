//! `match`: the computer against itself, level against level, one line per game and a
//! summary; with one level on both sides, the side balance can be saved for the game.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use konakis_cli::CliError;
use konakis_engine::search::Level;
use konakis_store::start::label;

use crate::balance;
use crate::series::{Series, SeriesArgs, Tally};

/// Play the computer against itself, level against level.
///
/// Plays the computer against itself from the preset's start and prints one line per game,
/// then the summary `attackers W, defenders L, draws D`. Game i uses seed S+i. In dice games
/// the die is thrown from the game's seed each turn; a throw that allows no move passes.
#[derive(Args, Debug)]
pub(crate) struct Match {
    #[command(flatten)]
    series: SeriesArgs,
    /// The attackers' level: 1-6 or a name (Thrall ... Konungr)
    #[arg(long, value_name = "LEVEL")]
    attackers: Level,
    /// The defenders' level
    #[arg(long, value_name = "LEVEL")]
    defenders: Level,
    /// With one level on both sides, merge how often each side won into FILE (JSON, by
    /// variant id; the game reads assets/balance.json and shows it on the new-game screen)
    #[arg(long, value_name = "FILE")]
    save_balance: Option<PathBuf>,
}

/// `match`: level against level, one line per game and a summary.
pub(crate) fn run(args: &Match, out: &mut dyn Write) -> Result<(), CliError> {
    let series = Series::new(&args.series)?;
    let (attackers, defenders) = (args.attackers, args.defenders);
    // A bad balance file, or a match it cannot hold, is refused before the games.
    let save = args.save_balance.as_deref();
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
        label(&series.variant),
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
