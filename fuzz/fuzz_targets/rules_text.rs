//! OpenTafl rules strings, compiled into a variant when they read.
use konakis_engine::Variant;
use konakis_engine::notation::parse_rules;

fn main() {
    afl::fuzz!(|data: &[u8]| {
        let Ok(text) = std::str::from_utf8(data) else {
            return;
        };
        if let Ok(rules) = parse_rules(text) {
            let _ = Variant::new(rules);
        }
    });
}
