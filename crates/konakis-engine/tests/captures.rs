//! Soldier captures, drawn as small boards, for every preset: custodial capture, safe entry
//! between two enemies, several captures at once, the hostile corners and throne, who may stop
//! on or pass the throne and the corners, and the armed or unarmed king.
//!
//! Every preset is tried on a 7x7 board with its own rules (the rules do not depend on the
//! size), each scenario in all eight symmetries of the board.

mod common;

use common::*;
use konakis_engine::{
    Escape, Hostility, IllegalMove, Movement, PRESETS, Reason, Rules, Side, StopBetween,
    ThronePass, ThroneStop, Variant,
};

/// Every preset on a 7x7 board whose pieces move like rooks, stop safely between two enemies,
/// meet a hostile empty throne and keep it open: docs/rules.md's "unless a row says otherwise".
/// The source documents' games that change these rules are drawn in `documents.rs`.
fn all_small() -> Vec<Variant> {
    PRESETS
        .iter()
        .map(|p| small(p.id, 7))
        .filter(|v| {
            let r = v.rules();
            r.movement == Movement::Rook
                && r.stop_between == StopBetween::Safe
                && r.empty_throne_hostile != Hostility::None
                && !r.throne_closed_after_king_left
        })
        .collect()
}

fn corner_escape(v: &Variant) -> bool {
    v.rules().escape == Escape::Corners
}

#[test]
fn a_soldier_between_two_enemies_is_captured() {
    for v in all_small() {
        assert_captures_everywhere(
            &v,
            "
            . . . . . . .
            . . . . . . .
            . t T . t . .
            . . . + . . .
            . . . . K . .
            . . . . . . .
            . . . . . . .
            ",
            Side::Attackers,
            "e5-d5",
            &["c5"],
        );
        assert_captures_everywhere(
            &v,
            "
            . . . . . . .
            . . . . . . .
            . T t . T . .
            . . . + . . .
            . . . . K . .
            . . . . . . .
            . . . . . . .
            ",
            Side::Defenders,
            "e5-d5",
            &["c5"],
        );
    }
}

#[test]
fn moving_between_two_enemies_is_safe() {
    let board = "
        . . . T . . .
        . . . . . . .
        . . t . t . .
        . . . + . . .
        . . . . K . .
        . . . . . . .
        . . t . . . .
        ";
    for v in all_small() {
        let pos = assert_captures_everywhere(&v, board, Side::Defenders, "d7-d5", &[]);
        // The attackers move elsewhere: the defender still stands between them.
        let (pos, captured) = play(&v, &pos, "c1-c2");
        assert!(captured.is_empty());
        assert_eq!(
            pos.piece_at(sq("d5")),
            Some(konakis_engine::Piece::Defender),
            "{}",
            v.rules().id
        );
        // Once an attacker leaves and the defender stands beside the other one, an attacker
        // moving back in takes it.
        let (pos, _) = play(&v, &pos, "d5-d6");
        let (pos, _) = play(&v, &pos, "c5-b5");
        let (pos, _) = play(&v, &pos, "d6-d5");
        assert_captures(&v, &pos, "b5-c5", &["d5"]);
    }
}

#[test]
fn one_move_captures_several_soldiers() {
    for v in all_small() {
        assert_captures_everywhere(
            &v,
            "
            . . . . t . .
            . . . . T . .
            . . t T . T t
            . . . + . . .
            . K . . t . .
            . . . . . . .
            . . . . . . .
            ",
            Side::Attackers,
            "e3-e5",
            &["d5", "f5", "e6"],
        );
    }
}

#[test]
fn no_capture_diagonally_against_the_edge_or_by_the_side_not_moving() {
    for v in all_small() {
        // Diagonal neighbours do not capture.
        assert_captures_everywhere(
            &v,
            "
            . . . . . . .
            . . . t . . .
            . . . . T . .
            . . . + . . .
            . . . . K t .
            . . . . . . .
            . . . . . . .
            ",
            Side::Attackers,
            "f3-f4",
            &[],
        );
        // The board edge is not hostile to soldiers.
        assert_captures_everywhere(
            &v,
            "
            . . . . . . .
            . . . . . . .
            T . . . . . .
            . . . + . . .
            . t . . K . .
            . . . . . . .
            . . . . . . .
            ",
            Side::Attackers,
            "b3-b5",
            &[],
        );
        // A soldier that stands between two enemies is not taken when its own side moves.
        assert_captures_everywhere(
            &v,
            "
            . . . . . . .
            . . . . . . .
            . T t T . . .
            . . . + . . .
            . . . . K . .
            . . . . T . .
            . . . . . . .
            ",
            Side::Defenders,
            "e2-e1",
            &[],
        );
        assert_captures_everywhere(
            &v,
            "
            . . . . . . .
            . . . . . . .
            . T t T . . .
            . . . + . . .
            . . . . K . .
            . . . . t . .
            . . . . . . .
            ",
            Side::Attackers,
            "e2-e1",
            &[],
        );
    }
}

#[test]
fn corners_are_hostile_in_corner_variants_only() {
    for v in all_small() {
        let id = v.rules().id.clone();
        let corners = corner_escape(&v);
        let alea = id == "alea-evangelii";
        // Alea Evangelii's refuges are 2x2 blocks: the soldier stands beside the block.
        let (defender_next_to_corner, attacker_next_to_corner, mover) = if alea {
            (
                "
                + + T . t . .
                + + . . . . .
                . . . . . . .
                . . . + . . .
                . . . . K . .
                . . . . . . .
                . . . . . . .
                ",
                "
                + + t . T . .
                + + . . . . .
                . . . . . . .
                . . . + . . .
                . . . . K . .
                . . . . . . .
                . . . . . . .
                ",
                ("e7-d7", "c7"),
            )
        } else {
            (
                "
                + T . . t . .
                . . . . . . .
                . . . . . . .
                . . . + . . .
                . . . . K . .
                . . . . . . .
                . . . . . . .
                ",
                "
                + t . . T . .
                . . . . . . .
                . . . . . . .
                . . . + . . .
                . . . . K . .
                . . . . . . .
                . . . . . . .
                ",
                ("e7-c7", "b7"),
            )
        };
        let expected: &[&str] = if corners { &[mover.1] } else { &[] };
        assert_captures_everywhere(
            &v,
            defender_next_to_corner,
            Side::Attackers,
            mover.0,
            expected,
        );
        assert_captures_everywhere(
            &v,
            attacker_next_to_corner,
            Side::Defenders,
            mover.0,
            expected,
        );
    }
}

#[test]
fn brandub_corners_are_not_hostile_to_the_king() {
    let v = small("brandub", 7);
    // The king away from the throne is taken by two, but a corner does not stand in for one.
    assert_captures_everywhere(
        &v,
        "
        + K . . t . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
        "e7-c7",
        &[],
    );
    // The common reading's corners are hostile to all, and their king falls to three attackers and
    // the board edge; but a corner is not one of the sides that count against the king
    // (attackers, the empty throne, the edge), so beside a corner he cannot be taken.
    let v = small("hnefatafl", 7);
    assert_captures_everywhere(
        &v,
        "
        + K . . t . .
        . t . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
        "e7-c7",
        &[],
    );
}

#[test]
fn the_empty_throne_is_hostile_to_every_soldier() {
    for v in all_small() {
        assert_captures_everywhere(
            &v,
            "
            . . . t . . .
            . . . . . . .
            . . . T . . .
            . . . + . . .
            . K . . . . .
            . . . . . . .
            . . . . . . .
            ",
            Side::Attackers,
            "d7-d6",
            &["d5"],
        );
        assert_captures_everywhere(
            &v,
            "
            . . . T . . .
            . . . . . . .
            . . . t . . .
            . . . + . . .
            . K . . . . .
            . . . . . . .
            . . . . . . .
            ",
            Side::Defenders,
            "d7-d6",
            &["d5"],
        );
    }
}

#[test]
fn the_occupied_throne_helps_against_attackers_only() {
    let with_attacker = "
        . . . T . . .
        . . . . . . .
        . . . t . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    let with_defender = "
        . . . t . . .
        . . . . . . .
        . . . T . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    for v in all_small() {
        // Every preset's king is armed: the attacker is taken against him.
        assert_captures_everywhere(&v, with_attacker, Side::Defenders, "d7-d6", &["d5"]);
        // A defender is never taken against the king on his throne (Linnaean capture needs
        // three attackers around the throne).
        assert_captures_everywhere(&v, with_defender, Side::Attackers, "d7-d6", &[]);
    }
    // With an unarmed king only the throne's own hostility counts: Copenhagen's throne is
    // hostile to attackers even when occupied, the common reading's throne is not.
    for (id, expected) in [("copenhagen", &["d5"][..]), ("hnefatafl", &[][..])] {
        let rules = Rules {
            king_armed: false,
            ..rules_on(id, 7)
        };
        let v = compile(rules);
        assert_captures_everywhere(&v, with_attacker, Side::Defenders, "d7-d6", expected);
    }
}

#[test]
fn only_the_king_stops_on_the_throne_and_every_piece_passes_it_empty() {
    let board = "
        . . . t . . .
        . . . T . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        ";
    for v in all_small() {
        let id = v.rules().id.clone();
        let closed = v.rules().throne_closed_after_king_left;
        assert!(!closed, "{id}: no preset closes the throne by default");
        let pos = position(&v, board, Side::Defenders);
        assert_eq!(
            v.check_move(&pos, mv("d6-d4")),
            Err(IllegalMove::Restricted(sq("d4"))),
            "{id}"
        );
        assert!(is_legal(&v, &pos, "d6-d5"), "{id}");
        assert!(is_legal(&v, &pos, "d2-d4"), "{id}: the king stops");
        // A soldier passes the empty throne.
        let pos = position(
            &v,
            "
            . . . . . . .
            . . . T . . .
            . . . . . . .
            . . . + . . .
            . K . . . . .
            . . . t . . .
            . . . . . . .
            ",
            Side::Defenders,
        );
        assert!(is_legal(&v, &pos, "d6-d3"), "{id}: defender passes");
        let pos = pos.with_to_move(Side::Attackers);
        assert!(is_legal(&v, &pos, "d2-d5"), "{id}: attacker passes");
        assert_eq!(
            v.check_move(&pos, mv("d2-d4")),
            Err(IllegalMove::Restricted(sq("d4")))
        );
        // The king passes it too.
        let pos = position(
            &v,
            "
            . . . . . . .
            . . . K . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            ",
            Side::Defenders,
        );
        assert!(is_legal(&v, &pos, "d6-d2"), "{id}: the king passes");
    }
}

#[test]
fn throne_switches_restrict_who_passes_and_stops() {
    let board = "
        . . . . . . .
        . . . T . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        ";
    let variant = |pass: ThronePass, stop: ThroneStop| {
        compile(Rules {
            throne_pass: pass,
            throne_stop: stop,
            ..rules_on("copenhagen", 7)
        })
    };
    // Only the king passes.
    let v = variant(ThronePass::KingOnly, ThroneStop::KingOnly);
    let pos = position(&v, board, Side::Defenders);
    assert_eq!(
        v.check_move(&pos, mv("d6-d3")),
        Err(IllegalMove::Restricted(sq("d4")))
    );
    assert!(is_legal(&v, &pos, "d6-d5"));
    assert!(is_legal(&v, &pos, "d2-d5"));
    assert!(is_legal(&v, &pos, "d2-d4"));
    // Nobody passes; the king may still stop there.
    let v = variant(ThronePass::Nobody, ThroneStop::KingOnly);
    let pos = position(&v, board, Side::Defenders);
    assert!(!is_legal(&v, &pos, "d2-d5"));
    assert!(is_legal(&v, &pos, "d2-d4"));
    // Nobody stops; everybody passes.
    let v = variant(ThronePass::All, ThroneStop::Nobody);
    let pos = position(&v, board, Side::Defenders);
    assert!(!is_legal(&v, &pos, "d2-d4"));
    assert!(is_legal(&v, &pos, "d2-d5"));
    assert!(is_legal(&v, &pos, "d6-d3"));
}

#[test]
fn a_closed_throne_admits_nobody_once_the_king_has_left() {
    let rules = Rules {
        throne_closed_after_king_left: true,
        ..Rules::preset("tablut").unwrap()
    };
    let v = compile(rules);
    // The king still on his throne: he may leave, and pieces cannot pass him anyway.
    let pos = position(
        &v,
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . T . . . .
        . . . . K . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . t . . . . . .
        ",
        Side::Defenders,
    );
    assert!(!pos.king_left_throne());
    let (pos, _) = play(&v, &pos, "e5-e3");
    assert!(pos.king_left_throne());
    let (pos, _) = play(&v, &pos, "c1-c2");
    // Now nobody may stop on or pass the throne, not even the king.
    assert_eq!(
        v.check_move(&pos, mv("e3-e5")),
        Err(IllegalMove::Restricted(sq("e5")))
    );
    assert_eq!(
        v.check_move(&pos, mv("e6-e4")),
        Err(IllegalMove::Restricted(sq("e5")))
    );
    assert!(is_legal(&v, &pos, "e3-e4"));
    assert!(is_legal(&v, &pos, "e6-e7"));
    // In a position read from a record, a king off the throne has left it.
    let pos = position(
        &v,
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . T . . . .
        . . . . + . . . .
        . . . . . . . . .
        . . . . K . . . .
        . . . . . . . . .
        . . t . . . . . .
        ",
        Side::Defenders,
    );
    assert!(pos.king_left_throne());
    assert!(!is_legal(&v, &pos, "e3-e5"));
    assert!(!is_legal(&v, &pos, "e6-e2"));
    // The closed throne is still hostile.
    let pos = position(
        &v,
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . t . .
        . . . . T . . . .
        . . . . + . . . .
        . . . . . . . . .
        . . . . K . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Side::Attackers,
    );
    assert_captures(&v, &pos, "g7-e7", &["e6"]);
}

#[test]
fn only_the_king_enters_a_corner() {
    for v in all_small() {
        let id = v.rules().id.clone();
        let alea = id == "alea-evangelii";
        let pos = position(
            &v,
            "
            . . . t . . .
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . . . . . . .
            . . . K . . .
            ",
            Side::Attackers,
        );
        if corner_escape(&v) {
            let corner = if alea { "b7" } else { "a7" };
            assert_eq!(
                v.check_move(&pos, mv(&format!("d7-{corner}"))),
                Err(IllegalMove::Restricted(sq(corner))),
                "{id}"
            );
            assert!(is_legal(&v, &pos, "d7-c7"), "{id}");
            assert_eq!(
                v.check_move(&pos, mv("d7-a7")),
                Err(IllegalMove::Restricted(sq(corner))),
                "{id}: a soldier cannot pass a corner square either"
            );
            let pos = pos.with_to_move(Side::Defenders);
            let corner = if alea { "b1" } else { "a1" };
            let (after, _) = play(&v, &pos, &format!("d1-{corner}"));
            assert_eq!(
                v.rule_outcome(&after),
                win(Side::Defenders, Reason::KingEscaped),
                "{id}"
            );
        } else {
            // Edge variants: corners are ordinary squares.
            assert!(is_legal(&v, &pos, "d7-a7"), "{id}");
            assert!(v.corners().is_empty(), "{id}");
        }
    }
}

#[test]
fn the_armed_king_captures_as_hammer_and_anvil() {
    let hammer = "
        . . . . . . .
        . . . . . . .
        . T t . . K .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    let anvil = "
        . . . . . . .
        . . . . . . .
        . K t . . T .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    for v in all_small() {
        assert!(v.rules().king_armed, "{}", v.rules().id);
        assert_captures_everywhere(&v, hammer, Side::Defenders, "f5-d5", &["c5"]);
        assert_captures_everywhere(&v, anvil, Side::Defenders, "f5-d5", &["c5"]);
    }
    for id in ["copenhagen", "brandub", "tawlbwrdd"] {
        let v = compile(Rules {
            king_armed: false,
            ..rules_on(id, 7)
        });
        assert_captures_everywhere(&v, hammer, Side::Defenders, "f5-d5", &[]);
        assert_captures_everywhere(&v, anvil, Side::Defenders, "f5-d5", &[]);
    }
}

#[test]
fn captures_on_the_full_size_boards() {
    // Copenhagen: a defender may stop between an attacker and the hostile corner; only an
    // attacker's move onto the far side takes it.
    let v = preset("copenhagen");
    let pos = position(
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
        t . . . . . . . . . .
        . . T . . . . . . . .
        + . . . . . . . . . +
        ",
        Side::Defenders,
    );
    let pos = assert_captures(&v, &pos, "c2-a2", &[]);
    let pos = assert_captures(&v, &pos, "a3-b3", &[]);
    let pos = assert_captures(&v, &pos, "f4-f3", &[]);
    let pos = assert_captures(&v, &pos, "b3-a3", &["a2"]);
    assert_eq!(pos.defenders().count(), 0);
    // Alea Evangelii: the 2x2 refuges are closed to soldiers.
    let v = preset("alea-evangelii");
    let start = v.start();
    assert!(v.corners().has(sq("b2")) && v.corners().has(sq("r18")));
    assert_eq!(v.corners().count(), 16);
    assert_eq!(
        v.check_move(&start, mv("c1-a1")),
        Err(IllegalMove::Restricted(sq("b1")))
    );
}
