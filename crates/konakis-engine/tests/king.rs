//! Capturing the king, drawn as small boards, in every preset: the strong king on four sides
//! or three and the empty throne, the king on the edge in each variant, Brandub's king (two
//! away from the throne, three beside it, four on it), Tawlbwrdd's weak king, and Linnaean
//! capture. Each scenario runs in all eight symmetries of the board.

mod common;

use common::*;
use konakis_engine::{Escape, Game, Hostility, KingCapture, PRESETS, Reason, Rules, Side, Variant};

/// Every preset on a 7x7 board whose pieces move like rooks (the one-step games are drawn in
/// `documents.rs`).
fn all_small() -> Vec<Variant> {
    PRESETS
        .iter()
        .map(|p| small(p.id, 7))
        .filter(|v| v.rules().movement == konakis_engine::Movement::Rook)
        .collect()
}

fn is_weak(v: &Variant) -> bool {
    v.rules().king_capture == KingCapture::Weak
}

/// The king is strong away from the throne (everything but Brandub and Tawlbwrdd).
fn strong_away_from_throne(v: &Variant) -> bool {
    v.rules().king_capture == KingCapture::Strong
}

/// Plays the move in all symmetries; the king on `king` is captured or not.
fn check_king(v: &Variant, board: &str, text: &str, king: &str, captured: bool) {
    let expected: &[&str] = if captured { &[king] } else { &[] };
    let after = assert_captures_everywhere(v, board, Side::Attackers, text, expected);
    if captured {
        assert_eq!(after.king(), None);
        assert_eq!(
            v.rule_outcome(&after),
            win(Side::Attackers, Reason::KingCaptured),
            "{}",
            v.rules().id
        );
    } else {
        assert_eq!(after.king(), Some(sq(king)), "{}", v.rules().id);
    }
}

#[test]
fn four_attackers_take_the_king_anywhere_three_only_the_weak_one() {
    for v in all_small() {
        check_king(
            &v,
            "
            . . . . . . .
            . . t . . . .
            . t K t . . .
            . . . + . . .
            . . . . . . .
            . . t . . . .
            . . . . . . .
            ",
            "c2-c4",
            "c5",
            true,
        );
        // Three attackers: enough only where the king is taken by two like a soldier (the
        // arriving attacker and the one opposite close him in).
        check_king(
            &v,
            "
            . . . . . . .
            . . t . . . .
            . t K . . . .
            . . . + . . .
            . . . . . . .
            . . t . . . .
            . . . . . . .
            ",
            "c2-c4",
            "c5",
            !strong_away_from_throne(&v),
        );
        // A defender on the fourth side saves him everywhere.
        check_king(
            &v,
            "
            . . . . . . .
            . . T . . . .
            . t K t . . .
            . . . + . . .
            . . . . . . .
            . . t . . . .
            . . . . . . .
            ",
            "c2-c4",
            "c5",
            false,
        );
    }
}

#[test]
fn beside_the_empty_throne_three_attackers_suffice() {
    for v in all_small() {
        let id = v.rules().id.clone();
        check_king(
            &v,
            "
            . . . t . . .
            . . . . . . .
            . . t K t . .
            . . . + . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            ",
            "d7-d6",
            "d5",
            true,
        );
        // Two attackers and the throne: only the weak king (Tawlbwrdd) falls, the empty
        // throne standing in for the second attacker. Brandub's king is strong beside it.
        check_king(
            &v,
            "
            . . . t . . .
            . . . . . . .
            . . t K . . .
            . . . + . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            ",
            "d7-d6",
            "d5",
            is_weak(&v),
        );
        assert_eq!(
            is_weak(&v),
            id == "tawlbwrdd",
            "{id}: only Tawlbwrdd's king is weak everywhere"
        );
    }
    // The empty throne counts against the king even where it is not hostile to soldiers.
    let v = compile(Rules {
        empty_throne_hostile: Hostility::None,
        ..rules_on("copenhagen", 7)
    });
    check_king(
        &v,
        "
        . . . t . . .
        . . . . . . .
        . . t K t . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        "d7-d6",
        "d5",
        true,
    );
}

#[test]
fn on_the_throne_the_king_needs_four() {
    for v in all_small() {
        check_king(
            &v,
            "
            . . . t . . .
            . . . . . . .
            . . . . . . .
            . . t K t . .
            . . . t . . .
            . . . . . . .
            . . . . . . .
            ",
            "d7-d5",
            "d4",
            true,
        );
        // Three: not enough, even for Tawlbwrdd, whose pair c4/e4 was not closed by this move.
        check_king(
            &v,
            "
            . . . t . . .
            . . . . . . .
            . . . . . . .
            . . t K t . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            ",
            "d7-d5",
            "d4",
            false,
        );
        // Two opposite: only the weak king.
        check_king(
            &v,
            "
            . . . t . . .
            . . . . . . .
            . . . . . . .
            . . . K . . .
            . . . t . . .
            . . . . . . .
            . . . . . . .
            ",
            "d7-d5",
            "d4",
            is_weak(&v),
        );
    }
}

#[test]
fn the_king_on_the_edge_in_each_variant() {
    let three_and_edge = "
        . . t K t . .
        . . . . . . .
        . . . t . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    for v in all_small() {
        let id = v.rules().id.clone();
        let pos = position(&v, three_and_edge, Side::Attackers);
        if v.rules().escape != Escape::Corners {
            // Edge-escape variants: on the edge the king has already won.
            assert_eq!(
                v.rule_outcome(&pos),
                win(Side::Defenders, Reason::KingEscaped),
                "{id}"
            );
            continue;
        }
        assert_eq!(v.rule_outcome(&pos), None, "{id}");
        // Three attackers and the edge take the king only in the common reading (`hnefatafl`) (and Brandub's
        // king is weak there, but c7 and e7 were not closed by this move).
        let expected = id == "hnefatafl" || id == "hnefatafl-polish";
        assert_eq!(v.rules().edge_against_king, expected, "{id}");
        check_king(&v, three_and_edge, "d5-d6", "d7", expected);
        // Two along the edge: only Brandub's weak king away from the throne (both Brandubs).
        check_king(
            &v,
            "
            . . t K . . .
            . . . . t . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            ",
            "e6-e7",
            "d7",
            id == "brandub" || id == "brandub-french",
        );
    }
    // The corner-escape switch of Tablut: the edge does not count either.
    let v = compile(rules_on("tablut", 7).with_escape(Escape::Corners));
    check_king(&v, three_and_edge, "d5-d6", "d7", false);
}

#[test]
fn the_king_on_the_edge_of_the_full_boards() {
    let board = "
        + . . . . . . . . . +
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . + . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . t . . . . .
        . . . . . . . . . . .
        + . . . t K t . . . +
        ";
    for (id, captured) in [
        ("copenhagen", false),
        ("fetlar", false),
        ("hnefatafl", true),
    ] {
        let v = preset(id);
        check_king(&v, board, "f3-f2", "f1", captured);
    }
}

#[test]
fn brandub_king_two_away_three_beside_four_on_the_throne() {
    let v = preset("brandub");
    // Away from the throne: two attackers, on a rank or a file.
    check_king(
        &v,
        "
        . . . . . . .
        . t K . t . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        "e6-d6",
        "c6",
        true,
    );
    check_king(
        &v,
        "
        . . t . . . .
        . . K . . . .
        . . . . . . .
        . . t + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        "c4-c5",
        "c6",
        true,
    );
    // Beside the throne: two are not enough, three and the throne are.
    check_king(
        &v,
        "
        . . . . . . .
        . . t . . . .
        . . . K t . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        "c6-c5",
        "d5",
        false,
    );
    check_king(
        &v,
        "
        . . . . . . .
        . . t t . . .
        . . . K t . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        "c6-c5",
        "d5",
        true,
    );
    // On the throne: three are not enough, four are.
    check_king(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . t . . .
        . . t K . t .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        ",
        "f4-e4",
        "d4",
        true,
    );
    check_king(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . t K . t .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        ",
        "f4-e4",
        "d4",
        false,
    );
    // The king may step between two attackers.
    let pos = position(
        &v,
        "
        . . . . . . .
        . t . t . . .
        . . K . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Defenders,
    );
    let (after, captured) = play(&v, &pos, "c5-c6");
    assert!(captured.is_empty());
    assert_eq!(after.king(), Some(sq("c6")));
}

#[test]
fn tawlbwrdd_king_is_taken_by_two_like_a_soldier() {
    let v = small("tawlbwrdd", 7);
    check_king(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . t K . t . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        "e5-d5",
        "c5",
        true,
    );
    // The king and a defender fall to the same move.
    let after = assert_captures_everywhere(
        &v,
        "
        . . . t . . .
        . . . . . . .
        . t K . T t .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
        "d7-d5",
        &["c5", "e5"],
    );
    assert_eq!(after.king(), None);
    assert_eq!(after.defenders().count(), 0);
    // On the full board too.
    let v = preset("tawlbwrdd");
    let mut game = Game::new(v.clone());
    assert_eq!(game.position().king(), Some(sq("f6")));
    let pos = position(
        &v,
        "
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . t . . . . . .
        . . . . K + . . . . .
        . . . . . . . . . . .
        . . . . t . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        . . . . . . . . . . .
        ",
        Side::Attackers,
    );
    game = Game::from_position(v.clone(), pos);
    play_all(&mut game, &["e4-e5"]);
    assert_eq!(game.outcome(), win(Side::Attackers, Reason::KingCaptured));
    assert_eq!(game.moves()[0].record(), "e4-e5xe6");
}

#[test]
fn linnaean_capture_takes_the_defender_beside_the_enthroned_king() {
    let v = preset("brandub");
    assert_eq!(
        v.rules().linnaean_capture,
        konakis_engine::Linnaean::Defender
    );
    let board = "
        . . . t . . .
        . . . . . . .
        . . . T . . .
        . . t K t . .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        ";
    let after = assert_captures_everywhere(&v, board, Side::Attackers, "d7-d6", &["d5"]);
    assert_eq!(
        after.king(),
        Some(sq("d4")),
        "the king himself is not taken"
    );
    assert_eq!(v.rule_outcome(&after), None);
    // The next attacker on d5 closes the fourth side.
    let after = after.with_to_move(Side::Attackers);
    let (after, captured) = play(&v, &after, "d6-d5");
    assert_eq!(captured, ["d4"]);
    assert_eq!(
        v.rule_outcome(&after),
        win(Side::Attackers, Reason::KingCaptured)
    );
    // Two attackers around the throne are not enough.
    assert_captures_everywhere(
        &v,
        "
        . . . t . . .
        . . . . . . .
        . . . T . . .
        . . t K t . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
        "d7-d6",
        &[],
    );
    // Nor does it happen where the switch is off.
    for id in ["copenhagen", "fetlar", "tablut", "ard-ri"] {
        assert_captures_everywhere(&small(id, 7), board, Side::Attackers, "d7-d6", &[]);
    }
    // A defender beside the king off the throne is never taken against him.
    assert_captures_everywhere(
        &v,
        "
        . . . . t . .
        . . T . . . .
        . t K t . . .
        . . t + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
        "e7-c7",
        &[],
    );
    // Another switched-on variant: Linnaean capture works with Copenhagen's other rules.
    let v = compile(Rules {
        linnaean_capture: konakis_engine::Linnaean::Defender,
        ..rules_on("copenhagen", 7)
    });
    assert_captures_everywhere(&v, board, Side::Attackers, "d7-d6", &["d5"]);
}

#[test]
fn the_king_is_taken_only_by_the_move_that_closes_him_in() {
    for v in all_small() {
        // Four attackers already around the king (he walked in): an attacker moving elsewhere
        // does not take him.
        let pos = position(
            &v,
            "
            . . . . . . .
            . . t . . . .
            . t K t . . .
            . . t + . . .
            . . . . . . t
            . . . . . . .
            . . . . . . .
            ",
            Side::Attackers,
        );
        let (after, captured) = play(&v, &pos, "g3-g4");
        assert!(captured.is_empty(), "{}", v.rules().id);
        assert_eq!(after.king(), Some(sq("c5")));
    }
}
