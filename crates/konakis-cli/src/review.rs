//! `review`: the computer's review of a game record, as JSON: each position's win chance (the
//! graph the game draws) and each move judged, with the better move where it fell short.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use konakis_cli::CliError;
use konakis_engine::review::{THRESHOLDS, review_game};
use konakis_engine::search::SearchLimits;
use konakis_store::start::{GameArgs, PositionArgs, RulesArgs};
use serde_json::{Value, json};

/// Review a game record: each move judged by the search, as JSON.
///
/// Reads FILE (an OpenTafl or Konakis record, or a plain move list played under -v ID or
/// --rules FILE), searches every position (--time-ms a position, or to --depth plies), and
/// prints one JSON object: the thresholds, the attackers' win chance after each move (the
/// graph; position 0 is the start), and each move with the mover's chance before and after
/// it, its judgement (good, inaccuracy, mistake, blunder) and the better move where it was
/// not good. A record that does not read, or breaks the rules, is refused (exit status 2).
#[derive(Args, Debug)]
pub(crate) struct Review {
    /// The game record
    #[arg(value_name = "FILE")]
    file: String,
    #[command(flatten)]
    rules: RulesArgs,
    /// Milliseconds of search for each position
    #[arg(long, value_name = "MS", default_value_t = 500, conflicts_with = "depth",
          value_parser = clap::value_parser!(u64).range(1..=600_000))]
    time_ms: u64,
    /// Search each position to this depth instead (plies)
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=12))]
    depth: Option<u32>,
}

pub(crate) fn review(args: &Review, out: &mut dyn Write) -> Result<(), CliError> {
    let game_args = GameArgs {
        position: PositionArgs {
            rules: args.rules.clone(),
            ..PositionArgs::default()
        },
        load: Some(args.file.clone()),
        ..GameArgs::default()
    };
    let game = game_args.game(None, &[])?;
    let limits = match args.depth {
        Some(depth) => SearchLimits::depth(depth),
        None => SearchLimits::time(Duration::from_millis(args.time_ms)),
    };
    let (views, moves) = review_game(&game, &limits, &AtomicBool::new(false), |_, _| {});
    let chance = |c: f64| (c * 1000.0).round() / 1000.0;
    let moves: Vec<Value> = moves
        .iter()
        .map(|m| {
            json!({
                "ply": m.ply,
                "move": m.mv.to_string(),
                "side": m.side.name(),
                "before": chance(m.before),
                "after": chance(m.after),
                "judgement": m.judgement.name(),
                "better": m.better.map(|b| b.to_string()),
            })
        })
        .collect();
    let report = json!({
        "rules": game.variant().rules().id,
        "thresholds": { "inaccuracy": THRESHOLDS[0], "mistake": THRESHOLDS[1], "blunder": THRESHOLDS[2] },
        "attackers_chance": views.iter().map(|v| chance(v.attackers)).collect::<Vec<_>>(),
        "moves": moves,
    });
    writeln!(out, "{}", crate::learn::pretty(&report)?)?;
    Ok(())
}
