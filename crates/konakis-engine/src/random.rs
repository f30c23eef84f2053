//! The engine's seeded random choices: the die's throws and a low level's pick among its good
//! moves. One generator, ChaCha8 (the algorithm crate rand itself builds on), keyed by a
//! game's seed and the purpose, with a stream for each turn or position: so a seed replays a
//! game exactly, in the game and on the command line alike, and one purpose never shifts
//! another's numbers.

use chacha20::ChaCha8Rng;
use rand::SeedableRng;

/// What a generator's numbers are for.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Purpose {
    /// The die thrown at the start of each turn.
    Die = 1,
    /// A level's seed for the turn it plays.
    Turn = 2,
    /// A low level's pick among the moves within its margin.
    Pick = 3,
    /// The seeds of the search's helper threads.
    Helper = 4,
}

/// The generator for `purpose` and `stream` (a turn, a position's hash, a thread) of the
/// game seeded with `seed`.
pub(crate) fn generator(seed: u64, purpose: Purpose, stream: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8] = purpose as u8;
    let mut rng = ChaCha8Rng::from_seed(key);
    rng.set_stream(stream);
    rng
}
