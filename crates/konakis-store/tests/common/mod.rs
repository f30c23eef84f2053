//! Helpers shared by the store's tests: a temporary directory removed on drop, a seeded RNG
//! and a player of random legal moves.
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use konakis_engine::{Game, MoveList, Variant};

/// A fresh directory under the system's temporary directory, removed (with its contents) on
/// drop.
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    /// A new empty directory whose name holds `label`, the process id and a counter.
    pub fn new(label: &str) -> TempDir {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let path = std::env::temp_dir().join(format!(
            "konakis-store-test-{label}-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).unwrap();
        TempDir { path }
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The names of the entries in the directory, sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(&self.path)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}

/// A seeded random number generator (ChaCha8, through rand's traits), to pick moves.
pub struct Rng(chacha20::ChaCha8Rng);

impl Rng {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Rng {
        use rand::SeedableRng;
        Rng(chacha20::ChaCha8Rng::seed_from_u64(seed))
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        rand::RngExt::random_range(&mut self.0, 0..n)
    }
}

/// Plays up to `plies` random legal moves, stopping early if the game ends.
pub fn play_random(game: &mut Game, plies: usize, rng: &mut Rng) {
    let mut list = MoveList::new();
    for _ in 0..plies {
        if game.outcome().is_some() {
            return;
        }
        game.variant().legal_moves(&game.position(), &mut list);
        let mv = list.as_slice()[rng.below(list.len())];
        game.play(mv).unwrap();
    }
}

/// A game of `preset` after up to `plies` random moves.
pub fn random_game(preset: &str, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(Variant::preset(preset).unwrap());
    play_random(&mut game, plies, &mut Rng::new(seed));
    game
}

/// Asserts two games are the same game at the same point: rules, start, every move (undone
/// ones included) with its captures, the point reached, the position and the side to move.
pub fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.variant().rules(), b.variant().rules());
    assert_eq!(a.start_position(), b.start_position());
    assert_eq!(a.all_moves(), b.all_moves());
    assert_eq!(a.ply(), b.ply());
    assert_eq!(a.total_plies(), b.total_plies());
    assert_eq!(a.position(), b.position());
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.outcome(), b.outcome());
    assert_eq!(a.history_hashes(), b.history_hashes());
}
