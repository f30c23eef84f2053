//! Positional records under a preset the first byte chooses, for the side its low bit
//! chooses; and moves, in both spellings of their captures.
use konakis_engine::{Move, PRESETS, Side, Variant};

fn main() {
    let variants: Vec<Variant> = PRESETS
        .iter()
        .map(|p| Variant::preset(p.id).expect("a preset"))
        .collect();
    afl::fuzz!(|data: &[u8]| {
        let Some((&choice, rest)) = data.split_first() else {
            return;
        };
        let Ok(text) = std::str::from_utf8(rest) else {
            return;
        };
        let variant = &variants[choice as usize % variants.len()];
        let side = if choice & 1 == 0 { Side::Attackers } else { Side::Defenders };
        let _ = variant.parse_position(text, side);
        let _ = Move::read(text);
        let _ = text.parse::<Move>();
    });
}
