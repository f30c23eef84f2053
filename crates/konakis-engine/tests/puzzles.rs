//! Every puzzle the game ships, proved again by the search: its solution wins (or, for a
//! defence, is the one move that saves the game), each move of the solver is the only one that
//! wins in time, and each reply is the longest defence. The file's form and spread are checked
//! too: unique ids, known presets, at least 150 puzzles over at least six presets.

use std::collections::{BTreeSet, HashSet};

use konakis_engine::puzzles::{check, read_puzzles};

fn shipped() -> Vec<konakis_engine::puzzles::Puzzle> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/puzzles.json");
    let text = std::fs::read_to_string(path).expect("assets/puzzles.json");
    read_puzzles(&text).unwrap()
}

/// Proves them on every core (each thread its own search).
#[test]
fn every_shipped_puzzle_is_proved() {
    let puzzles = shipped();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = puzzles.len().div_ceil(threads).max(1);
    let failures: Vec<String> = std::thread::scope(|scope| {
        let running: Vec<_> = puzzles
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .filter_map(|p| check(p).err())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        running
            .into_iter()
            .flat_map(|t| t.join().unwrap())
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {}:\n{}",
        failures.len(),
        puzzles.len(),
        failures.join("\n")
    );
}

#[test]
fn the_puzzles_are_many_named_once_and_spread_over_the_presets() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 150, "{} puzzles", puzzles.len());
    let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), puzzles.len(), "every id once");
    let presets: BTreeSet<&str> = puzzles.iter().map(|p| p.rules.as_str()).collect();
    assert!(presets.len() >= 6, "{presets:?}");
    for document in [
        "hnefatafl-polish",
        "tablut-catalan",
        "tablut-french",
        "brandub-french",
        "hnefatafl-czech",
    ] {
        assert!(presets.contains(document), "no puzzle of {document}");
    }
}
