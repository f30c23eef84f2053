//! Every reader of the engine survives anything: random bytes, and valid game records, rules
//! strings, positions, moves and rule sets (JSON) damaged every way `common/mutations.rs`
//! knows. Each reading returns a value or an error, never panics, and finishes within the
//! time bound. The coverage-guided fuzz targets in `fuzz/` throw millions more at the same
//! readers.

mod common;
#[path = "common/mutations.rs"]
mod mutations;

use std::sync::LazyLock;

use common::random_game;
use konakis_engine::notation::{self, GameRecord};
use konakis_engine::{Game, Move, PRESETS, Rules, Side, Variant};
use mutations::{Damage, apply, as_text, damage, within_bound};
use proptest::prelude::*;

/// Valid texts of every kind the engine reads, from every preset: records of random games
/// (dice games included), plain move lists, rules strings, positions, moves, rule sets.
static SAMPLES: LazyLock<Vec<Vec<u8>>> = LazyLock::new(|| {
    let mut samples = Vec::new();
    for (i, preset) in PRESETS.iter().enumerate() {
        let variant = Variant::preset(preset.id).unwrap();
        let game = random_game(&variant, i as u64, 40);
        samples.push(game.record_text(vec![("event".into(), "a test".into())]));
        let moves: Vec<String> = game.moves().iter().map(|m| m.record()).collect();
        samples.push(moves.join(" "));
        samples.push(notation::write_rules(variant.rules()));
        samples.push(variant.rules().start.clone());
        samples.push(serde_json::to_string_pretty(variant.rules()).unwrap());
    }
    let mut dice = Rules::preset("brandub").unwrap();
    dice.movement = konakis_engine::Movement::DiceAtMost;
    let game = random_game(&Variant::new(dice).unwrap(), 7, 30);
    samples.push(game.record_text(Vec::new()));
    samples.extend(["e5-e8xe9/f8".into(), "d1-d3xc3xc4".into(), "pass".into()]);
    samples.into_iter().map(String::into_bytes).collect()
});

/// Reads `text` with every reader of the engine: as a game record (with and without rules to
/// fall back on) replayed, as a rules string, a rule set in JSON compiled, a move, and a
/// position of every preset for either side.
fn read_everything(text: &str) {
    let copenhagen = Rules::preset("copenhagen").unwrap();
    for fallback in [None, Some(&copenhagen)] {
        if let Ok(record) = GameRecord::parse(text, fallback) {
            let _ = Game::from_record(&record);
        }
    }
    if let Ok(rules) = notation::parse_rules(text) {
        let _ = Variant::new(rules);
    }
    if let Ok(rules) = serde_json::from_str::<Rules>(text) {
        let _ = Variant::new(rules);
    }
    let _ = Move::read(text);
    let _ = text.parse::<Move>();
    for preset in ["brandub", "copenhagen", "alea-evangelii"] {
        let variant = Variant::preset(preset).unwrap();
        for side in [Side::Attackers, Side::Defenders] {
            let _ = variant.parse_position(text, side);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_are_read_or_refused(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let text = as_text(&bytes);
        within_bound("random bytes", || read_everything(&text));
    }

    #[test]
    fn damaged_files_are_read_or_refused(
        sample in 0..SAMPLES.len(),
        damage in damage(),
        more in proptest::option::of(damage()),
    ) {
        let mut bytes = apply(&SAMPLES[sample], &damage);
        if let Some(more) = &more {
            bytes = apply(&bytes, more);
        }
        let text = as_text(&bytes);
        within_bound(&format!("sample {sample} with {damage:?}"), || read_everything(&text));
    }
}

/// The damage that reaches furthest, every time: a whole valid record nested 20,000 brackets
/// deep, and 64 copies of the longest sample.
#[test]
fn deep_nesting_and_repetition_are_read_or_refused() {
    let longest = SAMPLES.iter().max_by_key(|s| s.len()).unwrap();
    for damage in [
        Damage::Nest(20_000, '['),
        Damage::Nest(20_000, '{'),
        Damage::Repeat(64),
    ] {
        let text = as_text(&apply(longest, &damage));
        within_bound(&format!("{damage:?}"), || read_everything(&text));
    }
}
