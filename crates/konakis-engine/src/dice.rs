//! The die of dice games: the face thrown for each turn of a game, drawn from the game's
//! seed, so that a seed replays a game exactly, in the game and on the command line alike.

use rand::RngExt;

use crate::game::Game;
use crate::random::{Purpose, generator};
use crate::rules::DIE_FACES;

/// The face the die shows for the turn after `ply` moves of the game played with `seed`: the
/// same seed and turn always give the same face.
pub fn face(seed: u64, ply: usize) -> u8 {
    generator(seed, Purpose::Die, ply as u64).random_range(1..=DIE_FACES)
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

    #[test]
    fn the_seeded_die_shows_every_face_about_as_often_and_seeds_differ() {
        let faces: Vec<u8> = (0..600).map(|ply| face(42, ply)).collect();
        for f in 1..=DIE_FACES {
            let n = faces.iter().filter(|&&x| x == f).count();
            assert!((60..=140).contains(&n), "face {f} came {n} times in 600");
        }
        assert_ne!(
            faces[..20],
            (0..20).map(|p| face(43, p)).collect::<Vec<_>>()[..]
        );
    }
}
