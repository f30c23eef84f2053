//! The review of a game: a scripted game whose one blunder (a move after which the other side
//! wins at once) is found, and whose other moves (the search's own choices) are not marked.

use std::sync::atomic::AtomicBool;

use konakis_engine::review::{Judgement, review_game, win_chance};
use konakis_engine::search::{SearchLimits, Searcher};
use konakis_engine::{Game, MoveList, Variant};

const DEPTH: u32 = 3;

/// Whether the side to move in `game` can win on its next move.
fn wins_at_once(game: &Game) -> bool {
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    list.iter().any(|&mv| {
        let mut next = game.clone();
        next.play(mv).is_ok()
            && next
                .outcome()
                .is_some_and(|o| o.winner == Some(game.to_move()))
    })
}

/// The search's own move in `game`, and the mover's chance with it.
fn best(searcher: &mut Searcher, game: &Game) -> (konakis_engine::Move, f64) {
    let variant = game.variant().clone();
    let limits = SearchLimits::depth(DEPTH);
    let stop = AtomicBool::new(false);
    let found = searcher.search(
        &variant,
        &game.position(),
        &game.history_hashes(),
        &limits,
        &stop,
    );
    (found.best.unwrap(), win_chance(found.score))
}

/// A game of `preset`: the search's moves, until the side to move, not yet losing, has a move
/// that hands the other an immediate win while its best move does not; that move is played,
/// and the ply returned.
fn scripted_blunder(preset: &str) -> (Game, usize) {
    let mut game = Game::new(Variant::preset(preset).unwrap());
    let mut searcher = Searcher::new();
    for _ in 0..120 {
        let mut list = MoveList::new();
        game.legal_moves(&mut list);
        let (good, chance) = best(&mut searcher, &game);
        let mut after_good = game.clone();
        after_good.play(good).unwrap();
        let blunder = list.iter().copied().find(|&mv| {
            let mut next = game.clone();
            next.play(mv).is_ok() && next.outcome().is_none() && wins_at_once(&next)
        });
        let standing = game.ply() >= 4 && chance >= 0.2 && !wins_at_once(&after_good);
        if let Some(mv) = blunder.filter(|_| standing) {
            game.play(mv).unwrap();
            let ply = game.ply();
            return (game, ply);
        }
        game.play(good).unwrap();
        assert!(
            game.outcome().is_none(),
            "the game ended before a blunder could be made"
        );
    }
    panic!("{preset}: no blunder to make in 120 moves");
}

#[test]
fn the_blunder_placed_in_a_game_is_found_and_the_good_moves_are_not_marked() {
    for preset in ["brandub", "copenhagen", "tablut"] {
        let (game, blunder) = scripted_blunder(preset);
        let stop = AtomicBool::new(false);
        let mut seen = 0;
        let (views, moves) =
            review_game(&game, &SearchLimits::depth(DEPTH), &stop, |_, _| seen += 1);
        assert_eq!(views.len(), game.total_plies() + 1);
        assert_eq!(seen, views.len(), "progress after every position");
        for m in &moves {
            if m.ply == blunder {
                assert_eq!(m.judgement, Judgement::Blunder, "{preset}: {m:?}");
                assert!(
                    m.better.is_some_and(|b| b != m.mv),
                    "{preset}: a better move is given"
                );
                assert_eq!(m.after, 0.0, "{preset}: the blunder loses at once");
            } else {
                assert!(
                    m.judgement < Judgement::Mistake,
                    "{preset}: move {} marked: {m:?}",
                    m.ply
                );
            }
        }
    }
}

#[test]
fn a_review_told_to_stop_ends_with_what_it_has() {
    let (game, _) = scripted_blunder("brandub");
    let stop = AtomicBool::new(false);
    let (views, _) = review_game(&game, &SearchLimits::depth(DEPTH), &stop, |ply, _| {
        if ply == 2 {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    });
    assert_eq!(
        views.len(),
        3,
        "the positions after the stop are not searched"
    );
}

#[test]
fn the_win_chance_is_even_at_zero_and_certain_at_a_forced_result() {
    assert_eq!(win_chance(0), 0.5);
    assert!((win_chance(100) - 0.6).abs() < 0.01);
    assert!((win_chance(-100) - 0.4).abs() < 0.01);
    assert_eq!(win_chance(konakis_engine::search::MATE - 3), 1.0);
    assert_eq!(win_chance(-konakis_engine::search::MATE + 3), 0.0);
}
