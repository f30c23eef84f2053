//! Zobrist keys, fixed at compile time so hashes are the same in every run and every build.

use crate::square::SQUARES;

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn keys() -> [[u64; SQUARES]; 3] {
    let mut out = [[0; SQUARES]; 3];
    let mut state = 0x6B6F_6E61_6B69_7321; // "konakis!"
    let mut kind = 0;
    while kind < 3 {
        let mut sq = 0;
        while sq < SQUARES {
            let (next, key) = splitmix(state);
            state = next;
            out[kind][sq] = key;
            sq += 1;
        }
        kind += 1;
    }
    out
}

/// Keys per piece kind (attacker, defender, king) and square.
pub(crate) static PIECE_KEYS: [[u64; SQUARES]; 3] = keys();
/// Toggled when the defenders are to move.
pub(crate) const DEFENDERS_TO_MOVE: u64 = splitmix(0xD0_0D).1;
/// Toggled once the king has left the throne (it changes what may enter the throne).
pub(crate) const KING_LEFT_THRONE: u64 = splitmix(0x7E_0E).1;
