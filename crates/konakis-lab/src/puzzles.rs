//! `puzzles`: the puzzles the game ships, found in the computer's own games on each preset
//! and in tournament records, each proved by the search (docs/puzzles.md).

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;
use konakis_cli::CliError;
use konakis_engine::puzzles::{Finder, Puzzle, puzzles_in};
use konakis_engine::search::{Level, LevelSettings, Searcher};
use konakis_engine::{Game, MoveList, Variant};
use rand::{RngExt, SeedableRng};

use konakis_store::start::rules_file;

use crate::records::read_records_file;

/// Find puzzles in games and write them as JSON (the game's assets/puzzles.json).
///
/// --presets names the presets; --rules FILE adds a rule set of the player's (a dice game:
/// its puzzles are the one move of a throw that wins, the rule set kept in each puzzle).
///
/// For each preset named, plays G games of the computer against itself (Huscarl against
/// Jarl, sides alternating, the first 2 to 5 moves drawn at random from the seed so that the
/// games differ), and looks at every position for a puzzle: a forced win within M moves of
/// the solver whose every move is the only one that wins in time, with the longest defence
/// between, or the one move that stops the other side's win. With --records, the last P
/// moves of the tournament games of that file are searched too (under the first preset
/// named). Keeps at most K
/// puzzles a preset, the most varied first, and prints the list as JSON.
#[derive(Args, Debug)]
pub(crate) struct Puzzles {
    /// The presets, comma-separated
    #[arg(
        long,
        value_name = "IDS",
        value_delimiter = ',',
        required_unless_present = "rules"
    )]
    presets: Vec<String>,
    /// Games of the computer's own on each preset
    #[arg(long, value_name = "G", default_value_t = 20)]
    games: u64,
    /// The most moves of the solver
    #[arg(long, value_name = "M", default_value_t = 3)]
    most_moves: u32,
    /// The most puzzles kept a preset
    #[arg(long, value_name = "K", default_value_t = 30)]
    keep: usize,
    /// The seed of the games
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Tournament records (aagenielsen.dk's lines) searched under the first preset
    #[arg(long, value_name = "CSV")]
    records: Option<String>,
    /// In the records, only the positions of each game's last P moves
    #[arg(long, value_name = "P", default_value_t = 20)]
    last: usize,
    /// A rule set as JSON to find puzzles under too, as the presets (a dice game's puzzles:
    /// the one move of the throw that wins)
    #[arg(long, value_name = "FILE")]
    rules: Option<String>,
}

pub(crate) fn run(args: &Puzzles, out: &mut dyn Write) -> Result<(), CliError> {
    let mut all = Vec::new();
    let mut sets: Vec<(String, Variant)> = Vec::new();
    for preset in &args.presets {
        let variant = Variant::preset(preset).map_err(|e| CliError::bad(e.to_string()))?;
        sets.push((preset.clone(), variant));
    }
    if let Some(path) = &args.rules {
        let variant = rules_file(path)?;
        sets.push((variant.rules().id.clone(), variant));
    }
    for (i, (preset, variant)) in sets.iter().enumerate() {
        let preset = preset.as_str();
        let mut finder = Finder::new(args.most_moves);
        let mut found = Vec::new();
        if let (0, Some(path)) = (i, &args.records) {
            let read = read_records_file(variant, path)?;
            for (n, (game, _)) in read.games.iter().enumerate() {
                let from = game.total_plies().saturating_sub(args.last);
                let source = format!("tournament game {}", n + 1);
                found.extend(puzzles_in(&mut finder, preset, game, from, &source));
            }
        }
        for g in 0..args.games {
            let seed = args.seed.wrapping_mul(1_000).wrapping_add(g);
            let game = own_game(variant, seed);
            let source = format!("the computer's game, seed {seed}");
            found.extend(puzzles_in(&mut finder, preset, &game, 0, &source));
        }
        eprintln!("{preset}: {} puzzles found", found.len());
        all.extend(keep_varied(found, args.keep));
    }
    name(&mut all);
    let text = serde_json::to_string_pretty(&all)
        .map_err(|e| CliError::Failed(format!("the puzzles could not be written: {e}")))?;
    writeln!(out, "{text}")?;
    Ok(())
}

/// A game of Huscarl against Jarl from `seed`: a few random moves, then the levels' choices,
/// to the end or 160 moves.
fn own_game(variant: &Variant, seed: u64) -> Game {
    let mut game = Game::new(variant.clone());
    let mut rng = chacha20::ChaCha8Rng::seed_from_u64(seed);
    let opening = rng.random_range(2..=5);
    let levels = if seed.is_multiple_of(2) {
        [2, 3]
    } else {
        [3, 2]
    };
    let settings = LevelSettings {
        think_time: Duration::from_millis(2_000),
        deterministic: true,
    };
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::with_table_size(16);
    while game.outcome().is_none() && game.ply() < 160 {
        // Dice games: the turn's throw, from the seed; a throw without a move passes.
        game.throw_from_seed(seed);
        if game.must_pass() {
            game.pass().ok();
            continue;
        }
        let mv = if game.ply() < opening {
            let mut list = MoveList::new();
            game.legal_moves(&mut list);
            let moves: Vec<_> = list.iter().copied().collect();
            moves.get(rng.random_range(0..moves.len())).copied()
        } else {
            let level = Level::ALL[levels[game.ply() % 2]];
            searcher.choose(&game, level, &settings, seed, &stop).best
        };
        let Some(mv) = mv else { break };
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

/// At most `keep` puzzles, spread over the themes and lengths: round by round, one of each
/// (theme, length) kind in turn.
fn keep_varied(found: Vec<Puzzle>, keep: usize) -> Vec<Puzzle> {
    let mut kinds: BTreeMap<(konakis_engine::puzzles::Theme, usize), Vec<Puzzle>> = BTreeMap::new();
    for puzzle in found {
        kinds
            .entry((puzzle.themes[0], puzzle.solver_moves()))
            .or_default()
            .push(puzzle);
    }
    let mut kept = Vec::new();
    while kept.len() < keep && kinds.values().any(|k| !k.is_empty()) {
        for kind in kinds.values_mut() {
            if !kind.is_empty() && kept.len() < keep {
                kept.push(kind.remove(0));
            }
        }
    }
    kept
}

/// Numbers each preset's puzzles, easiest first.
fn name(all: &mut [Puzzle]) {
    all.sort_by(|a, b| (&a.rules, a.rating, &a.position).cmp(&(&b.rules, b.rating, &b.position)));
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for puzzle in all {
        let n = counts.entry(puzzle.rules.clone()).or_default();
        *n += 1;
        puzzle.id = format!("{}-{:03}", puzzle.rules, n);
    }
}
