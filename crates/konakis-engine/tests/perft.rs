//! Perft counts from docs/rules.md, and the start positions of every preset.

use konakis_engine::{PRESETS, Variant};

#[test]
fn copenhagen_perft_matches_rules_md() {
    let v = Variant::preset("copenhagen").unwrap();
    let start = v.start();
    assert_eq!(v.perft(&start, 1), 116);
    assert_eq!(v.perft(&start, 2), 6_788);
    assert_eq!(v.perft(&start, 3), 806_344);
}

#[test]
#[ignore = "50 million leaves: run with --ignored in release"]
fn copenhagen_perft_4() {
    let v = Variant::preset("copenhagen").unwrap();
    assert_eq!(v.perft(&v.start(), 4), 50_456_804);
}

#[test]
fn every_preset_compiles_and_moves() {
    for preset in PRESETS {
        let v = Variant::preset(preset.id).unwrap();
        assert!(v.perft(&v.start(), 1) > 0, "{}", preset.id);
        assert_eq!(
            v.position_record(&v.start()),
            v.rules().start,
            "{}",
            preset.id
        );
    }
}
