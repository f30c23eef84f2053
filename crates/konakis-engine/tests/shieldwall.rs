//! Shieldwall captures (Copenhagen rules, and the 13x13 board that plays them), drawn as
//! small boards: closed by two enemies or, strong, by a corner; the king in the row; the king
//! closing or fronting a wall; a missing front piece, a gap, a row of one; the variants without
//! shieldwalls. Each scenario runs in all eight symmetries of the board.

mod common;

use common::*;
use konakis_engine::{Escape, Rules, Shieldwall, Side, Variant};

fn copenhagen7() -> Variant {
    small("copenhagen", 7)
}

fn with_shieldwall(id: &str, shieldwall: Shieldwall) -> Variant {
    compile(Rules {
        shieldwall,
        ..rules_on(id, 7)
    })
}

const TWO_ENEMY_ENDS: &str = "
    . . . . . . .
    . . . . . . .
    . . . . . K .
    . . . + . . .
    . . . . . . .
    . . t t . . .
    . t T T . t .
    ";

const CORNER_END: &str = "
    . . . . . . .
    . . . . . . .
    . . . . . K .
    . . . + . . .
    . . . t . . .
    . t t . . . .
    + T T . . . .
    ";

#[test]
fn a_row_on_the_edge_closed_by_two_attackers_falls() {
    for v in [copenhagen7(), small("hnefatafl-13", 7)] {
        assert_captures_everywhere(&v, TWO_ENEMY_ENDS, Side::Attackers, "f1-e1", &["c1", "d1"]);
    }
    // Weak shieldwalls need two pieces too, and get them here.
    let v = with_shieldwall("copenhagen", Shieldwall::Weak);
    assert_captures_everywhere(&v, TWO_ENEMY_ENDS, Side::Attackers, "f1-e1", &["c1", "d1"]);
    // Without the shieldwall rule nothing falls: each defender has a friend beside it.
    for id in ["fetlar", "hnefatafl", "brandub", "tablut"] {
        assert_captures_everywhere(&small(id, 7), TWO_ENEMY_ENDS, Side::Attackers, "f1-e1", &[]);
    }
}

#[test]
fn a_corner_closes_a_strong_shieldwall_only() {
    assert_captures_everywhere(
        &copenhagen7(),
        CORNER_END,
        Side::Attackers,
        "d3-d1",
        &["b1", "c1"],
    );
    let v = with_shieldwall("copenhagen", Shieldwall::Weak);
    assert_captures_everywhere(&v, CORNER_END, Side::Attackers, "d3-d1", &[]);
    assert_captures_everywhere(
        &small("fetlar", 7),
        CORNER_END,
        Side::Attackers,
        "d3-d1",
        &[],
    );
    // In an edge-escape variant the board's corner is an ordinary square: empty, it closes
    // nothing.
    let v = compile(rules_on("copenhagen", 7).with_escape(Escape::Edge));
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        . . . t . . .
        . t t . . . .
        . T T . . . .
        ",
        Side::Attackers,
        "d3-d1",
        &[],
    );
}

#[test]
fn the_king_in_the_row_survives_the_others_fall() {
    let v = copenhagen7();
    let after = assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . t . .
        . t t t . . .
        + T K T . . .
        ",
        Side::Attackers,
        "e3-e1",
        &["b1", "d1"],
    );
    assert_eq!(after.king(), Some(sq("c1")));
    assert_eq!(v.rule_outcome(&after), None);
    // The king and one defender make a row of two: the defender falls.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . t . .
        . . t t . . .
        . t K T . . .
        ",
        Side::Attackers,
        "e3-e1",
        &["d1"],
    );
}

#[test]
fn a_missing_front_piece_a_gap_or_a_lone_soldier_is_no_shieldwall() {
    let v = copenhagen7();
    // c1 has no attacker in front: the row is broken there and nothing falls.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . K .
        . . . + . . .
        . . . . t . .
        . t . t . . .
        + T T T . . .
        ",
        Side::Attackers,
        "e3-e1",
        &[],
    );
    // A gap in the row.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . K .
        . . . + . . .
        . . . . . t .
        . t t . t . .
        . T T . T . .
        ",
        Side::Attackers,
        "f3-f1",
        &[],
    );
    // A lone soldier with an attacker in front and one beside it: the ordinary rule needs an
    // enemy on the far side, and a row of one is no shieldwall.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . K .
        . . . + . . .
        . . . . t . .
        . . . t . . .
        . . . T . . .
        ",
        Side::Attackers,
        "e3-e1",
        &[],
    );
    // The far end held by a defender: the wall is not closed.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . K .
        . . . + . . .
        . . . . t . .
        . . t t . . .
        . T T T . . .
        ",
        Side::Attackers,
        "e3-e1",
        &[],
    );
    // The last front piece arriving does not close a wall: only a piece at its end does.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . K .
        . . . + . . .
        . . . t . . .
        . . t . . . .
        . t T T t . .
        ",
        Side::Attackers,
        "d3-d2",
        &[],
    );
    // Nor does a move along the same edge that closes neither end, though the wall stands
    // fronted and bracketed by the corner and d1 (ZevraTafl's board took such a wall with such
    // a move, a9-a7, in a game against Konungr; see docs/strength.md).
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . K .
        . . . + . . .
        . . . . . . .
        . t t . . . .
        + T T t . t +
        ",
        Side::Attackers,
        "f1-e1",
        &[],
    );
}

#[test]
fn the_king_may_close_or_front_a_shieldwall() {
    let v = copenhagen7();
    // The king closes the row as the moving piece.
    let king_moves = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . K . .
        . . T T . . .
        . T t t . . .
        ";
    assert_captures_everywhere(&v, king_moves, Side::Defenders, "e3-e1", &["c1", "d1"]);
    // The king holds the far end.
    let king_holds = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . T . .
        . . T T . . .
        . K t t . . .
        ";
    assert_captures_everywhere(&v, king_holds, Side::Defenders, "e3-e1", &["c1", "d1"]);
    // The king stands in front of the row.
    let king_fronts = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . T . .
        . . K T . . .
        . T t t . . .
        ";
    assert_captures_everywhere(&v, king_fronts, Side::Defenders, "e3-e1", &["c1", "d1"]);
    // An unarmed king closes nothing.
    let v = compile(Rules {
        king_armed: false,
        ..rules_on("copenhagen", 7)
    });
    assert_captures_everywhere(&v, king_moves, Side::Defenders, "e3-e1", &[]);
    assert_captures_everywhere(&v, king_holds, Side::Defenders, "e3-e1", &[]);
}

#[test]
fn a_long_shieldwall_on_the_full_board_and_an_ordinary_capture_beside_it() {
    let v = preset("copenhagen");
    // The attacker closing the wall at h1 also takes i1 against j1 in the same move.
    assert_captures_everywhere(
        &v,
        "
        + . . . . . . . . . +
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . + . . . . .
        . . . . . . . . . . .
        . . . . . K . . . . .
        . . . . . . . t . . .
        . . t t t t t . . . .
        + t T T T T T . T t +
        ",
        Side::Attackers,
        "h3-h1",
        &["c1", "d1", "e1", "f1", "g1", "i1"],
    );
    // One front piece missing among five: only the ordinary capture.
    assert_captures_everywhere(
        &v,
        "
        + . . . . . . . . . +
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . + . . . . .
        . . . . . . . . . . .
        . . . . . K . . . . .
        . . . . . . . t . . .
        . . t t . t t . . . .
        + t T T T T T . T t +
        ",
        Side::Attackers,
        "h3-h1",
        &["i1"],
    );
}
