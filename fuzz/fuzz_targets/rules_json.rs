//! Rule sets as JSON (`--rules FILE`, the player's rule sets), compiled into a variant.
use konakis_engine::{Rules, Variant};

fn main() {
    afl::fuzz!(|data: &[u8]| {
        if let Ok(rules) = serde_json::from_slice::<Rules>(data) {
            let _ = Variant::new(rules);
        }
    });
}
