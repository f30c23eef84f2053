//! Ends the players make: a resignation, a clock run out, a draw agreed.

use konakis_engine::{Game, IllegalMove, Outcome, Reason, Side, Variant};

fn brandub() -> Game {
    Game::new(Variant::preset("brandub").unwrap())
}

#[test]
fn a_resignation_ends_the_game_where_it_stands() {
    let mut game = brandub();
    game.play("d6-f6".parse().unwrap()).unwrap();
    let resigned = Outcome::win(Side::Attackers, Reason::Resignation);
    game.conclude(resigned).unwrap();
    assert_eq!(game.outcome(), Some(resigned));
    assert_eq!(game.concluded(), Some(resigned));
    assert_eq!(
        game.play("d3-f3".parse().unwrap()),
        Err(IllegalMove::GameOver)
    );
    assert_eq!(
        game.conclude(Outcome::draw(Reason::Agreement)),
        Err(IllegalMove::GameOver)
    );
    // A replay of the game shows the end at its end only.
    assert!(game.undo());
    assert_eq!(game.outcome(), None);
    assert!(game.redo());
    assert_eq!(game.outcome(), Some(resigned));
}

#[test]
fn undone_moves_are_forgotten_and_a_move_played_lifts_the_end() {
    let mut game = brandub();
    game.play("d6-f6".parse().unwrap()).unwrap();
    game.play("d3-f3".parse().unwrap()).unwrap();
    game.undo();
    game.conclude(Outcome::win(Side::Defenders, Reason::Time))
        .unwrap();
    assert_eq!(game.total_plies(), 1, "the undone move is gone");
    game.undo();
    game.play("d6-e6".parse().unwrap()).unwrap();
    assert_eq!(
        game.outcome(),
        None,
        "another game went on from before the end"
    );
}

#[test]
fn the_rules_reasons_are_not_the_players_to_give() {
    let mut game = brandub();
    for reason in [
        Reason::KingCaptured,
        Reason::KingEscaped,
        Reason::Repetition,
    ] {
        assert!(
            game.conclude(Outcome::win(Side::Attackers, reason))
                .is_err()
        );
    }
    assert_eq!(game.outcome(), None);
    game.conclude(Outcome::draw(Reason::Agreement)).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Agreement)));
}
