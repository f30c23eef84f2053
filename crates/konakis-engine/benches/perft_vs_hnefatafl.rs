//! Perft speed: ours against the MIT crate `hnefatafl` 0.0.2 on the Copenhagen start.
//!
//! `hnefatafl` has no perft, so one is written here over its public API (`GameLogic::iter_plays`
//! and `GameLogic::do_valid_play` on a `Copy` `GameState`), counting the same way ours does: a
//! finished game has no moves, and the last ply is bulk-counted (moves generated, not played).
//! Both engines must agree on depths 1-3 before anything is timed; then depth 4 (50,456,804
//! leaves) is timed for both in this one run, and both figures and their ratio are printed.
//!
//! Run with `cargo bench -p konakis-engine --bench perft_vs_hnefatafl`. Set
//! `PERFT_VS_HNEFATAFL_DEPTH=3` to time depth 3 instead (for a quick look).

use std::hint::black_box;
use std::time::{Duration, Instant};

use hnefatafl::aliases::{MediumBasicBoardState, MediumBasicGameLogic, MediumBasicGameState};
use hnefatafl::board::state::BoardState;
use hnefatafl::game::GameStatus;
use hnefatafl::game::logic::GameLogic;
use hnefatafl::game::state::GameState;
use hnefatafl::preset::{boards, rules};
use konakis_engine::Variant;

/// Timed runs per engine; the fastest counts (the usual way to filter out a busy machine).
const RUNS: usize = 3;

/// Copenhagen perft from docs/rules.md, depths 1-4.
const EXPECTED: [u64; 4] = [116, 6_788, 806_344, 50_456_804];

/// Their perft: the same definition as `Variant::perft`, over `hnefatafl`'s public API.
fn their_perft(logic: &MediumBasicGameLogic, state: &MediumBasicGameState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if state.status != GameStatus::Ongoing {
        return 0;
    }
    let mut total = 0;
    for tile in state.board.occupied_by_side(state.side_to_play) {
        let plays = logic
            .iter_plays(tile, state)
            .expect("a tile of the side to play holds a piece");
        if depth == 1 {
            total += plays.count() as u64;
        } else {
            for play in plays {
                let next = logic.do_valid_play(play, *state).new_state;
                total += their_perft(logic, &next, depth - 1);
            }
        }
    }
    total
}

/// Runs `f` [`RUNS`] times; the count and the fastest time.
fn best_of(mut f: impl FnMut() -> u64) -> (u64, Duration) {
    let mut best = Duration::MAX;
    let mut count = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        count = f();
        best = best.min(start.elapsed());
    }
    (count, best)
}

fn rate(leaves: u64, elapsed: Duration) -> f64 {
    leaves as f64 / elapsed.as_secs_f64()
}

fn main() {
    // `cargo bench` passes `--bench`; a bare `cargo test --benches` passes nothing and only
    // wants to know the bench builds, so do the cheap agreement check and stop there.
    let benching = std::env::args().any(|a| a == "--bench");
    let depth: u32 = std::env::var("PERFT_VS_HNEFATAFL_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .filter(|d| (1..=4).contains(d))
        .unwrap_or(4);

    let ours = Variant::preset("copenhagen").expect("copenhagen is a preset");
    let our_start = ours.start();
    let theirs: MediumBasicGameLogic =
        GameLogic::new(rules::COPENHAGEN, boards_side_len(boards::COPENHAGEN));
    let their_start: MediumBasicGameState =
        GameState::new(boards::COPENHAGEN, rules::COPENHAGEN.starting_side)
            .expect("hnefatafl parses its own Copenhagen board");

    println!("Copenhagen start, perft agreement (ours / hnefatafl 0.0.2 / docs/rules.md):");
    for d in 1..=3 {
        let a = ours.perft(&our_start, d);
        let b = their_perft(&theirs, &their_start, d);
        let expected = EXPECTED[d as usize - 1];
        println!("  depth {d}: {a} / {b} / {expected}");
        assert_eq!(a, expected, "our perft {d} differs from docs/rules.md");
        assert_eq!(
            b, expected,
            "hnefatafl's perft {d} differs from docs/rules.md"
        );
    }
    if !benching {
        return;
    }

    let expected = EXPECTED[depth as usize - 1];
    println!(
        "Timing perft {depth} ({expected} leaves), single thread, same process, best of {RUNS}:"
    );
    let (a, our_time) = best_of(|| ours.perft(black_box(&our_start), depth));
    assert_eq!(a, expected, "our perft {depth}");
    println!(
        "  konakis-engine:   {:>9.3} s  {:>12.0} leaves/s",
        our_time.as_secs_f64(),
        rate(a, our_time)
    );
    let (b, their_time) = best_of(|| their_perft(&theirs, black_box(&their_start), depth));
    assert_eq!(b, expected, "hnefatafl's perft {depth}");
    println!(
        "  hnefatafl 0.0.2:  {:>9.3} s  {:>12.0} leaves/s",
        their_time.as_secs_f64(),
        rate(b, their_time)
    );
    println!(
        "  ratio: konakis-engine is {:.1}x faster",
        their_time.as_secs_f64() / our_time.as_secs_f64()
    );
}

/// The board's side length from a `hnefatafl` board string (rows separated by `/`).
fn boards_side_len(board: &str) -> u8 {
    MediumBasicBoardState::from_fen(board)
        .expect("hnefatafl parses its own board")
        .side_len()
}
