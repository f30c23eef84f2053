//! Exit forts and encirclement (Copenhagen rules and the presets that share them), drawn as
//! small boards: forts that hold, forts with a gap, a capturable wall piece, an attacker
//! inside, a king that cannot move or is off the edge, thick walls; rings of attackers that
//! enclose every defender, and rings with a gap or a defender outside. Each position is judged
//! in all eight symmetries of the board.

mod common;

use common::*;
use konakis_engine::{Game, Outcome, Reason, Side, Variant};

fn copenhagen7() -> Variant {
    small("copenhagen", 7)
}

fn fort() -> Option<Outcome> {
    win(Side::Defenders, Reason::ExitFort)
}

fn encircled() -> Option<Outcome> {
    win(Side::Attackers, Reason::Encirclement)
}

/// A fort on the bottom edge: the king on c1 with d1, c2 and d2 free inside; every wall piece
/// has, on each line through it, a neighbour inside the fort, another wall piece or the edge.
const FORT: &str = "
    . . . . . . .
    . t . . . . .
    . . . . . . .
    . . . + . . .
    . . T T . . .
    . T . . T . .
    . T K . T . .
    ";

#[test]
fn an_unbreakable_fort_on_the_edge_wins_for_the_defenders() {
    let v = copenhagen7();
    assert_eq!(rule_outcome_everywhere(&v, FORT, Side::Attackers), fort());
    // Judged after the defenders' move only.
    assert_eq!(rule_outcome_everywhere(&v, FORT, Side::Defenders), None);
    // The 13x13 preset shares the rule; Fetlar and the common reading (`hnefatafl`) do not have it.
    assert_eq!(
        rule_outcome_everywhere(&small("hnefatafl-13", 7), FORT, Side::Attackers),
        fort()
    );
    for id in ["fetlar", "hnefatafl", "brandub"] {
        assert_eq!(
            rule_outcome_everywhere(&small(id, 7), FORT, Side::Attackers),
            None,
            "{id}"
        );
    }
}

#[test]
fn a_fort_with_a_gap_or_an_attacker_inside_is_no_fort() {
    let v = copenhagen7();
    // d3 missing: the inside runs out to the whole board, where the attackers are.
    let gap = "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . + . . .
        . . T . . . .
        . T . . T . .
        . T K . T . .
        ";
    assert_eq!(rule_outcome_everywhere(&v, gap, Side::Attackers), None);
    let attacker_inside = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . T T . . .
        . T . t T . .
        . T K . T . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, attacker_inside, Side::Attackers),
        None
    );
    // An attacker standing in the wall itself.
    let attacker_in_wall = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . T t . . .
        . T . . T . .
        . T K . T . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, attacker_in_wall, Side::Attackers),
        None
    );
}

#[test]
fn a_fort_with_a_capturable_wall_piece_is_no_fort() {
    let v = copenhagen7();
    // c3 has open squares on both sides: two attackers on b3 and d3 take it and break in.
    let open_cap = "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . + . . .
        . . T . . . .
        . T . T . . .
        . T K T . . .
        ";
    assert_eq!(rule_outcome_everywhere(&v, open_cap, Side::Attackers), None);
    // d5 caps the fort above the empty throne, held on its rank by c5 and e5 (which c4 and
    // e4 hold from below); but an attacker on d6 takes it against the throne, which is
    // hostile to defenders when empty.
    let over_the_throne = "
        . t . . . . .
        . . . . . . .
        . . T T T . .
        . . T + T . .
        . . T . T . .
        . . T . T . .
        . . T K T . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, over_the_throne, Side::Attackers),
        None
    );
    let harmless_throne = compile(konakis_engine::Rules {
        empty_throne_hostile: konakis_engine::Hostility::None,
        ..rules_on("copenhagen", 7)
    });
    assert_eq!(
        rule_outcome_everywhere(&harmless_throne, over_the_throne, Side::Attackers),
        fort()
    );
}

#[test]
fn a_fort_needs_the_king_on_the_edge_and_able_to_move() {
    let v = copenhagen7();
    let cannot_move = "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . T T T . . .
        . T K T . . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, cannot_move, Side::Attackers),
        None
    );
    let off_the_edge = "
        . . . . . . .
        . . . . . t .
        . . . . . . .
        . . . + . . .
        . T T . . . .
        T K . T . . .
        . T T . . . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, off_the_edge, Side::Attackers),
        None
    );
}

#[test]
fn a_fort_walled_two_deep_holds() {
    let v = copenhagen7();
    // c3 alone would fall to attackers on b3 and d3, but d3 is held by a defender that
    // cannot be taken itself (d2 below it is a wall piece, c3 beside it): the fort holds.
    let thick = "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . + . . .
        . . T T . . .
        . T . T . . .
        . T K T . . .
        ";
    assert_eq!(rule_outcome_everywhere(&v, thick, Side::Attackers), fort());
    // On the full board: the cap e3 is held on its rank by f3, which f2 holds from below.
    let v = preset("copenhagen");
    let thick = "
        + . . . . . . . . . +
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . t . .
        . . . . . + . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . T T . . . . .
        . . . T . T . . . . .
        + . . T K T . . . . +
        ";
    assert_eq!(rule_outcome_everywhere(&v, thick, Side::Attackers), fort());
    // Without f3 the cap e3 falls to attackers on d3 and f3.
    let thin = "
        + . . . . . . . . . +
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . t . .
        . . . . . + . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . T . . . . . .
        . . . T . T . . . . .
        + . . T K T . . . . +
        ";
    assert_eq!(rule_outcome_everywhere(&v, thin, Side::Attackers), None);
}

#[test]
fn the_defenders_move_that_completes_a_fort_ends_the_game() {
    let v = copenhagen7();
    let pos = position(
        &v,
        "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . + . . .
        . . T . T . .
        . T . . T . .
        . T K . T . .
        ",
        Side::Defenders,
    );
    let mut game = Game::from_position(v, pos);
    assert_eq!(game.outcome(), None);
    play_all(&mut game, &["e3-d3"]);
    assert_eq!(game.outcome(), fort());
    assert!(game.play(mv("b6-b5")).is_err(), "the game is over");
}

#[test]
fn attackers_enclosing_every_defender_win() {
    let ring = "
        . . . . . . .
        . . t t t . .
        . t T . T t .
        . t . K . t .
        . t T . T t .
        . . t t t . .
        . . . . . . .
        ";
    for id in ["copenhagen", "fetlar", "hnefatafl-13"] {
        let v = small(id, 7);
        assert_eq!(
            rule_outcome_everywhere(&v, ring, Side::Defenders),
            encircled(),
            "{id}"
        );
        // Judged after the attackers' move only.
        assert_eq!(rule_outcome_everywhere(&v, ring, Side::Attackers), None);
    }
    for id in ["hnefatafl", "brandub", "tablut", "alea-evangelii"] {
        assert_eq!(
            rule_outcome_everywhere(&small(id, 7), ring, Side::Defenders),
            None,
            "{id}"
        );
    }
}

#[test]
fn a_gap_or_a_defender_outside_the_ring_breaks_encirclement() {
    let v = copenhagen7();
    let gap = "
        . . . . . . .
        . . t . t . .
        . t T . T t .
        . t . K . t .
        . t T . T t .
        . . t t t . .
        . . . . . . .
        ";
    assert_eq!(rule_outcome_everywhere(&v, gap, Side::Defenders), None);
    let outsider = "
        . . . . . . .
        . . t t t . T
        . t T . T t .
        . t . K . t .
        . t T . T t .
        . . t t t . .
        . . . . . . .
        ";
    assert_eq!(rule_outcome_everywhere(&v, outsider, Side::Defenders), None);
    // Two separate rings, each closed, enclose everybody.
    let two_rings = "
        . . . . . . .
        . t . . . t .
        t T t . t K t
        . t . . . t .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, two_rings, Side::Defenders),
        encircled()
    );
    // Diagonal neighbours close a ring: pieces move along ranks and files only.
    let diamond = "
        . . . . . . .
        . . . t . . .
        . . t T t . .
        . t T K T t .
        . . t T t . .
        . . . t . . .
        . . . . . . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, diamond, Side::Defenders),
        encircled()
    );
}

#[test]
fn the_attackers_move_that_closes_the_ring_ends_the_game() {
    let v = copenhagen7();
    let pos = position(
        &v,
        "
        . . . t . . .
        . . t . t . .
        . t T . T t .
        . t . K . t .
        . t T . T t .
        . . t t t . .
        . . . . . . .
        ",
        Side::Attackers,
    );
    let mut game = Game::from_position(v, pos);
    assert_eq!(game.outcome(), None);
    play_all(&mut game, &["d7-d6"]);
    assert_eq!(game.outcome(), encircled());
    assert!(game.play(mv("d4-d5")).is_err(), "the game is over");
}

#[test]
fn a_region_with_a_corner_is_left_to_the_kings_escape() {
    let v = copenhagen7();
    // The king's region holds the corner a1: he will walk there; no fort is declared.
    let with_corner = "
        . . . . . . .
        . . . . . t .
        . . . . . . .
        . . . + . . .
        T T T . . . .
        . . . T . . .
        + . K T . . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, with_corner, Side::Attackers),
        None
    );
    let mut game = Game::from_position(v.clone(), position(&v, with_corner, Side::Attackers));
    play_all(&mut game, &["f6-f5", "c1-a1"]);
    assert_eq!(game.outcome(), win(Side::Defenders, Reason::KingEscaped));
    // Walled off from the corner, the king's pocket is a fort (b3 holds the cap c3).
    let walled_off = "
        . . . . . . .
        . . . . . t .
        . . . . . . .
        . . . + . . .
        . T T . . . .
        . T . T . . .
        . T K T . . .
        ";
    assert_eq!(
        rule_outcome_everywhere(&v, walled_off, Side::Attackers),
        fort()
    );
}
