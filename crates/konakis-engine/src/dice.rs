//! The die of dice games: the face thrown for each turn of a game, drawn from the game's
//! seed, so that a seed replays a game exactly, in the game and on the command line alike.

use crate::game::Game;
use crate::rules::DIE_FACES;

/// The face the die shows for the turn after `ply` moves of the game played with `seed`: the
/// same seed and turn always give the same face.
pub fn face(seed: u64, ply: usize) -> u8 {
    // SplitMix64 of the seed and the turn.
    let mut z = seed
        .wrapping_add((ply as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    1 + (z % u64::from(DIE_FACES)) as u8
}

impl Game {
    /// Throws the die for the turn now where the turn waits for a throw
    /// ([`Game::awaits_throw`]): the face [`face`] gives for `seed`. Whether it threw.
    pub fn throw_from_seed(&mut self, seed: u64) -> bool {
        self.awaits_throw() && self.throw(face(seed, self.ply()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_faces_repeat_and_cover_the_die() {
        let faces: Vec<u8> = (0..600).map(|ply| face(7, ply)).collect();
        assert_eq!(faces, (0..600).map(|ply| face(7, ply)).collect::<Vec<_>>());
        for f in 1..=DIE_FACES {
            assert!(faces.contains(&f), "face {f} never shows");
        }
        assert!(faces.iter().all(|f| (1..=DIE_FACES).contains(f)));
    }
}
