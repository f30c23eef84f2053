//! What the search's unit tests share: positions from seeded random games.

use crate::moves::MoveList;
use crate::position::Position;
use crate::variant::Variant;

/// Visits each position of `games` seeded random games of `v`, game `g` at most `plies(g)`
/// moves long, until the rules end it.
pub(super) fn random_games(
    v: &Variant,
    seed: u64,
    games: usize,
    plies: impl Fn(usize) -> usize,
    mut visit: impl FnMut(&Position),
) {
    let mut list = MoveList::new();
    let mut state = seed;
    for game in 0..games {
        let mut pos = v.start();
        for _ in 0..plies(game) {
            if v.rule_outcome(&pos).is_some() {
                break;
            }
            visit(&pos);
            v.legal_moves(&pos, &mut list);
            if list.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos = v.play(&pos, list[(state >> 33) as usize % list.len()]).0;
        }
    }
}
