//! The squares that decided a game, for its end to show, drawn as small boards in every
//! symmetry: the escape square, the king and his captors, the last capture, the fort's walls,
//! the ring of an encirclement, the side left without a move, the moves that repeated, and
//! the king's two roads of a winning tuichi.

mod common;

use common::*;
use konakis_engine::{Game, Reason, Side, Variant};

/// Plays `moves` (identity names) in the position `board` draws, in every symmetry, and
/// checks the ending's reason and its deciding squares.
fn decided(
    v: &Variant,
    board: &str,
    to_move: Side,
    moves: &[&str],
    reason: Reason,
    squares: &[&str],
) {
    let size = v.size();
    for s in 0..8 {
        let pos = position(v, &transform_diagram(s, board), to_move);
        let mut game = Game::from_position(v.clone(), pos);
        let moved: Vec<String> = moves.iter().map(|m| transform_move(s, m, size)).collect();
        play_all(
            &mut game,
            &moved.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        let (outcome, found) = game
            .deciding_squares()
            .unwrap_or_else(|| panic!("symmetry {s}: the game should be over"));
        assert_eq!(outcome.reason, reason, "symmetry {s}");
        let mut found = names(found);
        found.sort();
        let wanted: Vec<String> = squares.iter().map(|q| transform_name(s, q, size)).collect();
        assert_eq!(
            found,
            sorted(&wanted.iter().map(String::as_str).collect::<Vec<_>>()),
            "symmetry {s}"
        );
    }
}

#[test]
fn an_escape_marks_the_king_s_square() {
    let board = "
        + . . . . . +
        . . . . . . .
        . . . . . . t
        . . . + . . .
        . . . . . . .
        . . . . . . .
        + . . K . . +
        ";
    decided(
        &small("copenhagen", 7),
        board,
        Side::Defenders,
        &["d1-a1"],
        Reason::KingEscaped,
        &["a1"],
    );
}

#[test]
fn a_captured_king_marks_his_square_and_his_captors() {
    let v = small("copenhagen", 7);
    let board = "
        + . . . . . +
        . . . . t . .
        . . . t K t .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        + . . . t . +
        ";
    decided(
        &v,
        board,
        Side::Attackers,
        &["e1-e4"],
        Reason::KingCaptured,
        &["e5", "e6", "d5", "f5", "e4"],
    );
    // Beside the empty throne, the throne is one of the captors.
    let beside = "
        + . . . . . +
        . . . . . . .
        . . . . t . .
        . . . + K t .
        . . . . . . .
        . . . . . . .
        + . . . t . +
        ";
    decided(
        &v,
        beside,
        Side::Attackers,
        &["e1-e3"],
        Reason::KingCaptured,
        &["e4", "e5", "f4", "e3", "d4"],
    );
}

#[test]
fn the_last_capture_of_every_attacker_marks_its_square_and_captors() {
    let mut rules = rules_on("copenhagen", 7);
    rules.all_attackers_captured_wins = true;
    let board = "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . T t . T . .
        + . . . . . +
        ";
    decided(
        &compile(rules),
        board,
        Side::Defenders,
        &["e2-d2"],
        Reason::AllCaptured,
        &["c2", "b2", "d2"],
    );
}

#[test]
fn a_fort_marks_the_king_and_its_walls() {
    let fort = "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . + . . .
        . . T T . . .
        . T . . T . .
        . T K . T . .
        ";
    let walls = ["c1", "b1", "b2", "c3", "d3", "e2", "e1"];
    decided(
        &small("copenhagen", 7),
        fort,
        Side::Attackers,
        &[],
        Reason::ExitFort,
        &walls,
    );
}

#[test]
fn an_encirclement_marks_the_ring() {
    let ring = "
        . . . . . . .
        . . t t t . .
        . t T . T t .
        . t . K . t .
        . t T . T t .
        . . t t t . .
        . t . . . . .
        ";
    // The ring, not the attacker outside it.
    let attackers = [
        "c6", "d6", "e6", "b5", "b4", "b3", "f5", "f4", "f3", "c2", "d2", "e2",
    ];
    decided(
        &small("copenhagen", 7),
        ring,
        Side::Defenders,
        &[],
        Reason::Encirclement,
        &attackers,
    );
}

#[test]
fn a_side_without_a_move_marks_its_pieces() {
    let walled = "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . T
        . . . . . T t
        + . . . . . +
        ";
    decided(
        &small("copenhagen", 7),
        walled,
        Side::Attackers,
        &[],
        Reason::NoMoves,
        &["g2"],
    );
}

#[test]
fn a_repetition_marks_the_moves_that_went_round() {
    let board = "
        + . . . . . +
        . . . . . . .
        . t . . . . .
        . . . + . . .
        . . . . . . .
        . . . K . . .
        + . . . . . +
        ";
    let cycle = ["b5-b6", "d2-e2", "b6-b5", "e2-d2"];
    let moves: Vec<&str> = cycle.iter().chain(&cycle).copied().collect();
    decided(
        &small("copenhagen", 7),
        board,
        Side::Attackers,
        &moves,
        Reason::Repetition,
        &["b5", "b6", "d2", "e2"],
    );
}

#[test]
fn a_winning_tuichi_marks_the_king_and_both_roads() {
    let mut rules = rules_on("tablut", 7);
    rules.tuichi_wins = true;
    let board = "
        . . . . . . .
        . . . . . . .
        . t . . . . .
        . . . + . . .
        . . . . . . .
        . . K . t . .
        . . . . . . .
        ";
    decided(
        &compile(rules),
        board,
        Side::Defenders,
        &["c2-b2"],
        Reason::Tuichi,
        &["b2", "a2", "b1"],
    );
}
