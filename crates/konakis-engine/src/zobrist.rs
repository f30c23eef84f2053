//! Zobrist keys: one random 64-bit key per piece kind (attacker, defender, king) and square,
//! one for the defenders to move and one for a king that has left the throne. Generated once
//! at build time by `build.rs` with the engine's own generator, so hashes are the same in
//! every run and every build.

include!(concat!(env!("OUT_DIR"), "/zobrist_keys.rs"));

// The table is drawn for the largest board.
const _: () = assert!(PIECE_KEYS[0].len() == crate::square::SQUARES);
