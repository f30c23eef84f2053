//! `Variant::outcome_after` (the fast judge used by perft and search) agrees with
//! `Variant::rule_outcome` on every move of random games and when a ring closes.

use konakis_engine::{Move, MoveList, PRESETS, Reason, Side, Variant};

/// A small xorshift generator, seeded, so runs repeat.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn agrees_with_rule_outcome_over_random_games() {
    let mut rng = Rng(0x0DD_BA11);
    let mut list = MoveList::new();
    for preset in PRESETS {
        let variant = Variant::preset(preset.id).unwrap();
        for _ in 0..60 {
            let mut pos = variant.start();
            for _ in 0..300 {
                variant.legal_moves(&pos, &mut list);
                if list.is_empty() {
                    break;
                }
                let mv = list[rng.below(list.len())];
                let (next, captured) = variant.play(&pos, mv);
                assert_eq!(
                    variant.outcome_after(&next, mv, captured),
                    variant.rule_outcome(&next),
                    "{} after {mv}",
                    preset.id
                );
                if variant.rule_outcome(&next).is_some() {
                    break;
                }
                pos = next;
            }
        }
    }
}

#[test]
fn sees_the_ring_close() {
    // A diamond of attackers around the king, open at h6; the attacker from h1 closes it.
    let variant = Variant::preset("copenhagen").unwrap();
    let record = "/7t3/11/11/5t5/4t1t4/3t1K5/4t1t4/5t5/11/11/11/";
    let before = variant.parse_position(record, Side::Attackers).unwrap();
    assert_eq!(variant.rule_outcome(&before), None);
    let mv: Move = "h1-h6".parse().unwrap();
    let (after, captured) = variant.play(&before, mv);
    let expected = Some(konakis_engine::Outcome::win(
        Side::Attackers,
        Reason::Encirclement,
    ));
    assert_eq!(variant.rule_outcome(&after), expected);
    assert_eq!(variant.outcome_after(&after, mv, captured), expected);
}
