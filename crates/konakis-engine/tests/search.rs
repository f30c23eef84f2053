//! The computer opponent: the optimised search against a plain negamax, the tactics it must
//! never miss, limits and cancellation, levels and determinism.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use konakis_engine::search::{
    Level, LevelSettings, MATE, SearchLimits, Searcher, choose_move, reference_value,
};
use konakis_engine::{Game, Move, MoveList, PRESETS, Position, Rules, Side, Variant};

fn no_stop() -> AtomicBool {
    AtomicBool::new(false)
}

/// A linear congruential generator: tests are seeded.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize % n
    }
}

/// A position after `plies` random moves from the start (stops early at a game's end).
fn random_position(v: &Variant, rng: &mut Lcg, plies: usize) -> Position {
    let mut pos = v.start();
    let mut list = MoveList::new();
    for _ in 0..plies {
        if v.outcome(&pos).is_some() {
            break;
        }
        v.legal_moves(&pos, &mut list);
        let mv = list[rng.below(list.len())];
        pos = v.play(&pos, mv).0;
    }
    pos
}

fn search_depth(v: &Variant, pos: &Position, depth: u32) -> konakis_engine::search::SearchResult {
    Searcher::with_table_size(1).search(v, pos, &[], &SearchLimits::depth(depth), &no_stop())
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

#[test]
fn search_value_equals_plain_negamax() {
    let cases = [
        ("brandub", 4, 60),
        ("ard-ri", 3, 20),
        ("tablut", 3, 12),
        ("tawlbwrdd", 2, 10),
        ("copenhagen", 2, 10),
    ];
    let mut rng = Lcg(2024);
    for (id, depth, count) in cases {
        let v = Variant::preset(id).unwrap();
        let mut checked = 0;
        while checked < count {
            let plies = 4 + rng.below(30);
            let pos = random_position(&v, &mut rng, plies);
            if v.outcome(&pos).is_some() {
                continue;
            }
            for d in 1..=depth {
                let mut searcher = Searcher::with_table_size(1).exact();
                let result = searcher.search(&v, &pos, &[], &SearchLimits::depth(d), &no_stop());
                let plain = reference_value(&v, &pos, d);
                // The search stops early on a forced win it has proved; the value is the same.
                assert_eq!(
                    result.score,
                    plain,
                    "{id} depth {d} {} {:?}",
                    v.position_record(&pos),
                    pos.to_move()
                );
            }
            checked += 1;
            eprintln!(
                "{id} {} mates {}",
                v.position_record(&pos),
                reference_value(&v, &pos, depth).abs() > 20000
            );
        }
    }
}
