//! Generates the Zobrist keys once, at build time, with the generator the engine's seeded
//! choices use (ChaCha8, seeded from "konakis!"): a fixed table, the same in every build and
//! on every platform, written to `$OUT_DIR/zobrist_keys.rs` for `src/zobrist.rs`.

use std::fmt::Write as _;

use chacha20::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// Squares of the largest board (19x19), as `square::SQUARES`.
const SQUARES: usize = 19 * 19;

fn main() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x6B6F_6E61_6B69_7321); // "konakis!"
    let mut text = format!("pub(crate) static PIECE_KEYS: [[u64; {SQUARES}]; 3] = [\n");
    for _kind in 0..3 {
        text.push_str("    [");
        for _ in 0..SQUARES {
            write!(text, "{:#018x}, ", rng.next_u64()).unwrap();
        }
        text.push_str("],\n");
    }
    text.push_str("];\n");
    writeln!(
        text,
        "pub(crate) const DEFENDERS_TO_MOVE: u64 = {:#018x};",
        rng.next_u64()
    )
    .unwrap();
    writeln!(
        text,
        "pub(crate) const KING_LEFT_THRONE: u64 = {:#018x};",
        rng.next_u64()
    )
    .unwrap();
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("zobrist_keys.rs");
    std::fs::write(out, text).unwrap();
    println!("cargo::rerun-if-changed=build.rs");
}
