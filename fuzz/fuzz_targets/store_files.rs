//! The store's JSON files: settings, the player's rule sets, and the lab's ratings and side
//! balance that the game reads.
use konakis_store::measured::{Balance, Ladder, parse_by_variant};
use konakis_store::{RuleSet, Settings};

fn main() {
    afl::fuzz!(|data: &[u8]| {
        let Ok(text) = std::str::from_utf8(data) else {
            return;
        };
        let _ = Settings::from_json(text);
        let _ = RuleSet::from_json("Mine", text);
        let _ = parse_by_variant::<Ladder>(text, "a ratings file");
        let _ = parse_by_variant::<Balance>(text, "a balance file");
    });
}
