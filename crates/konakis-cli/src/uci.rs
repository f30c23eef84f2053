//! `uci`: Konakis as an engine other programs drive over stdin and stdout, in the UCI-like
//! protocol tafl engines such as ZevraTafl speak (`position startpos moves d1d3 ...`, `go
//! movetime N`, answered `bestmove d1d3`). `versus` uses it to test itself.

use std::io::{BufRead, Write};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use konakis_cli::CliError;
use konakis_engine::search::{Level, LevelSettings, Searcher};
use konakis_engine::{Game, Move};
use konakis_store::start::RulesArgs;

/// Konakis as an engine for other programs (the UCI-like tafl protocol).
///
/// Reads commands on stdin and answers on stdout, one a line:
///   uci -> id name Konakis, uciok;
///   isready -> readyok;
///   ucinewgame: forget the last game;
///   position startpos [moves M...]: the game from the start after these moves (d1d3 or d1-d3);
///   go movetime N -> bestmove d1d3 (Konungr's search for N ms), or bestmove none;
///   quit.
/// A line it cannot read is answered `info string error: ...` and changes nothing.
#[derive(Args, Debug)]
pub(crate) struct Uci {
    #[command(flatten)]
    rules: RulesArgs,
    /// Search with this many threads (Lazy SMP)
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=64))]
    threads: u16,
}

pub(crate) fn run(args: &Uci, out: &mut dyn Write) -> Result<(), CliError> {
    let variant = std::sync::Arc::new(args.rules.variant()?);
    let threads = usize::from(args.threads);
    let mut game = Game::new(variant.clone());
    let mut searcher = Searcher::with_table_size(64).with_threads(threads);
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => writeln!(out, "id name Konakis\nuciok")?,
            Some("isready") => writeln!(out, "readyok")?,
            Some("ucinewgame") => searcher.clear(),
            Some("position") => match position(&variant, words.collect()) {
                Ok(g) => game = g,
                Err(e) => writeln!(out, "info string error: {e}")?,
            },
            Some("go") => writeln!(
                out,
                "bestmove {}",
                go(&game, &mut searcher, words.collect())
            )?,
            Some("quit") => break,
            Some(other) => writeln!(out, "info string error: unknown command '{other}'")?,
            None => {}
        }
        out.flush()?;
    }
    Ok(())
}

/// The game `position startpos moves ...` describes.
fn position(
    variant: &std::sync::Arc<konakis_engine::Variant>,
    words: Vec<&str>,
) -> Result<Game, String> {
    let mut game = Game::new(variant.clone());
    match words.first() {
        Some(&"startpos") => {}
        _ => return Err("only `position startpos [moves ...]` is read".into()),
    }
    let moves = match words.get(1) {
        Some(&"moves") => &words[2..],
        None => &[][..],
        Some(other) => return Err(format!("expected `moves`, found '{other}'")),
    };
    for text in moves {
        let mv = read(text).ok_or_else(|| format!("'{text}' is not a move"))?;
        game.play(mv).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(game)
}

/// `d1d3` or `d1-d3`.
fn read(text: &str) -> Option<Move> {
    if let Ok(mv) = Move::read(text) {
        return Some(mv);
    }
    let split = text
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())?
        .0;
    Move::read(&format!("{}-{}", &text[..split], &text[split..])).ok()
}

/// The move for `go movetime N` (default 1000 ms).
fn go(game: &Game, searcher: &mut Searcher, words: Vec<&str>) -> String {
    let ms = words
        .windows(2)
        .find(|w| w[0] == "movetime")
        .and_then(|w| w[1].parse::<u64>().ok())
        .unwrap_or(1000);
    let settings = LevelSettings {
        think_time: Duration::from_millis(ms),
        deterministic: false,
    };
    let stop = AtomicBool::new(false);
    match searcher
        .choose(game, Level::ALL[5], &settings, 0, &stop)
        .best
    {
        Some(mv) => format!("{}{}", mv.from, mv.to),
        None => "none".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_with_or_without_the_dash() {
        assert_eq!(read("d1d3").unwrap().to_string(), "d1-d3");
        assert_eq!(read("d1-d3").unwrap().to_string(), "d1-d3");
        assert_eq!(read("k11k10").unwrap().to_string(), "k11-k10");
        assert!(read("zz").is_none());
    }
}
