//! How games end, drawn as small boards: the king's escape (corners, edge, edge squares empty
//! at the start), all attackers captured, threefold repetition under each rule, a side without
//! a move, raichi and tuichi (and tuichi winning where that switch is on), and Tablut's
//! switches.

mod common;

use common::*;
use konakis_engine::{
    Announcement, Escape, Game, IllegalMove, NoMoves, PRESETS, Reason, Repetition, Rules, Side,
};

#[test]
fn the_king_escapes_to_a_corner_or_to_the_edge() {
    let board = "
        . . . . . . .
        . . . . . . .
        . . . . . . t
        . . . + . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        ";
    // One-step games (and their lone-king loss) are drawn in `documents.rs`.
    for preset in PRESETS
        .iter()
        .filter(|p| !["fidchell", "gwyddbwyll"].contains(&p.id))
    {
        let id = preset.id;
        let v = small(id, 7);
        let mut game = Game::from_position(v.clone(), position(&v, board, Side::Defenders));
        assert_eq!(game.outcome(), None, "{id}");
        play_all(&mut game, &["d3-d1"]);
        if v.rules().escape != Escape::Corners {
            assert_eq!(
                game.outcome(),
                win(Side::Defenders, Reason::KingEscaped),
                "{id}: any edge square"
            );
            continue;
        }
        assert_eq!(game.outcome(), None, "{id}: the edge is not enough");
        let corner = if id == "alea-evangelii" { "b1" } else { "a1" };
        play_all(&mut game, &["g5-g4", &format!("d1-{corner}")]);
        assert_eq!(
            game.outcome(),
            win(Side::Defenders, Reason::KingEscaped),
            "{id}: a corner"
        );
        assert_eq!(game.play(mv("g4-g3")), Err(IllegalMove::GameOver));
    }
}

#[test]
fn tablut_escape_to_edge_squares_empty_at_the_start() {
    let v = compile(
        Rules::preset("tablut")
            .unwrap()
            .with_escape(Escape::EdgeEmptyAtStart),
    );
    let escape = v.escape_squares();
    assert_eq!(
        escape.count(),
        32 - 12,
        "the twelve attackers' edge squares are not exits"
    );
    for occupied in [
        "d1", "e1", "f1", "a4", "a5", "a6", "i4", "i5", "i6", "d9", "e9", "f9",
    ] {
        assert!(!escape.has(sq(occupied)), "{occupied}");
    }
    for free in ["a1", "c1", "g1", "i9", "a3", "a7"] {
        assert!(escape.has(sq(free)), "{free}");
    }
    assert!(v.corners().is_empty(), "corners stay ordinary squares");
    let pos = position(
        &v,
        "
        . . . . . . . . .
        . . . . . . . t .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . . . . . . . .
        . . . K . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Side::Defenders,
    );
    let mut game = Game::from_position(v, pos);
    play_all(&mut game, &["d3-d1"]);
    assert_eq!(game.outcome(), None, "d1 held an attacker at the start");
    play_all(&mut game, &["h8-h7", "d1-c1"]);
    assert_eq!(game.outcome(), win(Side::Defenders, Reason::KingEscaped));
}

#[test]
fn tablut_with_corner_escape() {
    let v = compile(
        Rules::preset("tablut")
            .unwrap()
            .with_escape(Escape::Corners),
    );
    assert_eq!(v.corners().count(), 4);
    assert_eq!(v.escape_squares(), v.corners());
    let pos = position(
        &v,
        "
        . . . . . . . . .
        . . . . . . . t .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . . . . . . . .
        . . . K . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Side::Defenders,
    );
    let mut game = Game::from_position(v.clone(), pos);
    play_all(&mut game, &["d3-d1"]);
    assert_eq!(game.outcome(), None, "the edge is not an exit any more");
    play_all(&mut game, &["h8-h7", "d1-a1"]);
    assert_eq!(game.outcome(), win(Side::Defenders, Reason::KingEscaped));
    // The corners are closed to soldiers and hostile to them.
    let board = "
        + . . . . . . . +
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . K . . . .
        + T . t . . . . +
        ";
    let pos = position(&v, board, Side::Attackers);
    assert_captures(&v, &pos, "d1-c1", &["b1"]);
    assert_eq!(
        v.check_move(&pos.with_to_move(Side::Defenders), mv("b1-a1")),
        Err(IllegalMove::Restricted(sq("a1")))
    );
    // In Tablut as preset the corner is an ordinary square.
    let plain = preset("tablut");
    let pos = position(&plain, board, Side::Attackers);
    assert_captures(&plain, &pos, "d1-c1", &[]);
    assert!(is_legal(
        &plain,
        &pos.with_to_move(Side::Defenders),
        "b1-a1"
    ));
}

#[test]
fn capturing_every_attacker_wins_in_tablut_only() {
    let board = "
        . . . . . . .
        . T t . . . .
        . . . T . . .
        . . . + . . .
        . . . . K . .
        . . . . . . .
        . . . . . . .
        ";
    let last_capture = |id: &str| {
        let v = small(id, 7);
        let mut game = Game::from_position(v, position(&small(id, 7), board, Side::Defenders));
        let played = game.play(mv("d5-d6")).unwrap();
        assert_eq!(names(played.captured), ["c6"]);
        assert_eq!(game.position().attackers().count(), 0);
        game
    };
    let tablut = last_capture("tablut");
    assert_eq!(
        tablut.variant().rule_outcome(&tablut.position()),
        win(Side::Defenders, Reason::AllCaptured)
    );
    assert_eq!(tablut.outcome(), win(Side::Defenders, Reason::AllCaptured));
    // Elsewhere the attackers simply have no move left: they lose, or (Fetlar) it is a draw.
    let copenhagen = last_capture("copenhagen");
    assert_eq!(
        copenhagen.variant().rule_outcome(&copenhagen.position()),
        None
    );
    assert_eq!(copenhagen.outcome(), win(Side::Defenders, Reason::NoMoves));
    assert_eq!(last_capture("fetlar").outcome(), draw(Reason::NoMoves));
}

/// Plays `prefix`, then `cycle` twice, on Brandub's start under `rules`; returns the game
/// just before the last move of the second cycle, and that move.
fn repetition_game(rules: Rules, prefix: &[&str], cycle: &[&str]) -> (Game, String) {
    let mut game = Game::new(compile(rules));
    play_all(&mut game, prefix);
    play_all(&mut game, cycle);
    play_all(&mut game, &cycle[..cycle.len() - 1]);
    assert_eq!(game.outcome(), None);
    (game, cycle[cycle.len() - 1].to_string())
}

const DEFENDERS_REPEAT: [&str; 4] = ["d1-c1", "d5-c5", "c1-d1", "c5-d5"];
const ATTACKERS_REPEAT: [&str; 4] = ["d5-c5", "d1-c1", "c5-d5", "c1-d1"];

#[test]
fn threefold_repetition_under_each_rule() {
    for (rule, defenders_repeat, attackers_repeat) in [
        (
            Repetition::Draw,
            draw(Reason::Repetition),
            draw(Reason::Repetition),
        ),
        (
            Repetition::RepeaterLoses,
            win(Side::Attackers, Reason::Repetition),
            win(Side::Defenders, Reason::Repetition),
        ),
        (
            Repetition::DefendersLose,
            win(Side::Attackers, Reason::Repetition),
            win(Side::Attackers, Reason::Repetition),
        ),
        (Repetition::Ignored, None, None),
    ] {
        let rules = Rules {
            repetition: rule,
            ..Rules::preset("brandub").unwrap()
        };
        for (prefix, cycle, expected, repeater) in [
            (&[][..], DEFENDERS_REPEAT, defenders_repeat, Side::Defenders),
            (
                &["g4-g5"][..],
                ATTACKERS_REPEAT,
                attackers_repeat,
                Side::Attackers,
            ),
        ] {
            let (mut game, last) = repetition_game(rules.clone(), prefix, &cycle);
            assert_eq!(game.to_move(), repeater);
            assert_eq!(
                game.occurrences(),
                2,
                "{rule:?}: the position before is seen twice"
            );
            play_all(&mut game, &[&last]);
            assert_eq!(game.occurrences(), 3);
            assert_eq!(game.outcome(), expected, "{rule:?}, {repeater:?} repeat");
            if expected.is_some() {
                assert_eq!(game.play(mv(cycle[0])), Err(IllegalMove::GameOver));
                // Undo takes the repetition back.
                assert!(game.undo());
                assert_eq!(game.outcome(), None);
                assert!(game.redo());
                assert_eq!(game.outcome(), expected);
            } else {
                play_all(&mut game, &cycle);
                assert_eq!(game.occurrences(), 4);
                assert_eq!(game.outcome(), None);
            }
        }
    }
}

#[test]
fn each_preset_repetition_rule() {
    for preset in PRESETS {
        let rules = Rules::preset(preset.id).unwrap();
        let expected = match preset.id {
            "copenhagen" | "hnefatafl-13" => Repetition::DefendersLose,
            _ => Repetition::Draw,
        };
        assert_eq!(rules.repetition, expected, "{}", preset.id);
    }
    // Copenhagen on its own board: a perpetual repetition loses for the defenders, whoever
    // made it.
    let mut game = Game::new(preset("copenhagen"));
    let cycle = ["d1-d2", "f4-f3", "d2-d1", "f3-f4"];
    play_all(&mut game, &cycle);
    play_all(&mut game, &cycle);
    assert_eq!(game.outcome(), win(Side::Attackers, Reason::Repetition));
}

#[test]
fn a_side_without_a_move() {
    // The last attacker is shut in beside a corner by a defender's move that does not take it.
    let board = "
        . . . . . . .
        . . . . . . .
        . . . . K . .
        . . . + . . .
        T T . . . . .
        t . . . . . .
        + . . . . . .
        ";
    for (id, expected) in [
        ("copenhagen", win(Side::Defenders, Reason::NoMoves)),
        ("fetlar", draw(Reason::NoMoves)),
        ("hnefatafl", win(Side::Defenders, Reason::NoMoves)),
    ] {
        let v = small(id, 7);
        let mut game = Game::from_position(v.clone(), position(&v, board, Side::Defenders));
        let played = game.play(mv("b3-b2")).unwrap();
        assert!(played.captured.is_empty(), "{id}");
        assert!(!v.has_move(&game.position()), "{id}");
        assert_eq!(v.count_moves(&game.position()), 0, "{id}");
        assert_eq!(v.rule_outcome(&game.position()), None, "{id}");
        assert_eq!(game.outcome(), expected, "{id}");
        assert_eq!(
            v.rules().no_moves,
            if id == "fetlar" {
                NoMoves::Draw
            } else {
                NoMoves::Loses
            }
        );
    }
    // The king alone, shut in on his throne (but not captured: he was there first).
    let board = "
        . . . . . . .
        . . . . . . .
        . . . t . . .
        . . t K t . .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        ";
    let brandub = preset("brandub");
    assert_eq!(
        brandub.outcome(&position(&brandub, board, Side::Defenders)),
        win(Side::Attackers, Reason::NoMoves)
    );
    // Where encirclement is a rule, that is what ends it.
    let copenhagen = small("copenhagen", 7);
    assert_eq!(
        copenhagen.outcome(&position(&copenhagen, board, Side::Defenders)),
        win(Side::Attackers, Reason::Encirclement)
    );
}

#[test]
fn raichi_and_tuichi_on_the_edge_escape_board() {
    let v = preset("tablut");
    let raichi = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . T . . . . . .
        . . K t . . . . .
        . . T . . . . . .
        . . . . . . . . .
        ";
    let tuichi = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . T . . . . . .
        . . K t . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ";
    let shut = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . T . . . . . .
        . t K t . . . . .
        . . T . . . . . .
        . . . . . . . . .
        ";
    for (board, routes, announcement) in [
        (raichi, 1, Some(Announcement::Raichi)),
        (tuichi, 2, Some(Announcement::Tuichi)),
        (shut, 0, None),
    ] {
        for symmetry in 0..8 {
            let pos = position(&v, &transform_diagram(symmetry, board), Side::Attackers);
            assert_eq!(v.king_routes(&pos), routes, "symmetry {symmetry}");
            assert_eq!(v.announcement(&pos), announcement);
            // Shown, not decisive, in Tablut as preset.
            assert_eq!(v.rule_outcome(&pos), None);
        }
    }
    // A route may cross the empty throne, unless the throne has closed behind the king.
    let through_throne = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . . T K T . . .
        . . . . t . . . .
        . . . . . . . . .
        . . . . . . . . .
        ";
    let pos = position(&v, through_throne, Side::Attackers);
    assert_eq!(v.announcement(&pos), Some(Announcement::Raichi));
    let closed = compile(Rules {
        throne_closed_after_king_left: true,
        ..Rules::preset("tablut").unwrap()
    });
    let pos = position(&closed, through_throne, Side::Attackers);
    assert_eq!(closed.announcement(&pos), None);
    // Only routes to real exits count: with edge squares empty at the start, e1 is none.
    let empty_at_start = compile(
        Rules::preset("tablut")
            .unwrap()
            .with_escape(Escape::EdgeEmptyAtStart),
    );
    let board = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . . . T . . . .
        . . . . K t . . .
        . . . . . . . . .
        . . . . . . . . .
        ";
    let pos = position(&empty_at_start, board, Side::Attackers);
    assert_eq!(empty_at_start.king_routes(&pos), 1, "west to a3 only");
    let pos = position(&v, board, Side::Attackers);
    assert_eq!(v.king_routes(&pos), 2, "west to a3 and south to e1");
}

#[test]
fn raichi_and_tuichi_on_the_corner_escape_board() {
    let v = small("copenhagen", 7);
    let board = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . T . . .
        . . . K . . .
        ";
    let pos = position(&v, board, Side::Attackers);
    assert_eq!(v.announcement(&pos), Some(Announcement::Tuichi));
    let pos = position(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . T . . .
        . t . K . . .
        ",
        Side::Attackers,
    );
    assert_eq!(v.announcement(&pos), Some(Announcement::Raichi));
    // Off the edge, no straight run reaches a corner.
    let pos = position(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        ",
        Side::Attackers,
    );
    assert_eq!(v.announcement(&pos), None);
}

#[test]
fn tuichi_wins_when_the_switch_is_on() {
    let rules = Rules {
        tuichi_wins: true,
        ..Rules::preset("tablut").unwrap()
    };
    let v = compile(rules);
    let pos = position(
        &v,
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . + . . . .
        . . T . . . . . .
        . . . t . . . . .
        . t K t . . . . .
        . . . . . . . . .
        ",
        Side::Defenders,
    );
    assert_eq!(v.announcement(&pos), Some(Announcement::Raichi));
    let mut game = Game::from_position(v.clone(), pos);
    // The king steps up to c3: west to a3 and south to c1 are open, and east is blocked.
    play_all(&mut game, &["c2-c3"]);
    assert_eq!(v.announcement(&game.position()), Some(Announcement::Tuichi));
    assert_eq!(game.outcome(), win(Side::Defenders, Reason::Tuichi));
    // Judged after the defenders' move only: the attackers opening two routes do not lose.
    let pos = game.position().with_to_move(Side::Defenders);
    assert_eq!(v.rule_outcome(&pos), None);
    // Without the switch, tuichi is only announced.
    let plain = preset("tablut");
    let pos = game.position();
    assert_eq!(plain.rule_outcome(&pos), None);
    // On a corner-escape board the switch works the same way.
    let v = compile(Rules {
        tuichi_wins: true,
        ..rules_on("copenhagen", 7)
    });
    let pos = position(
        &v,
        "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . t
        . . . . . . .
        . . . T . . .
        . . . K . . .
        ",
        Side::Attackers,
    );
    assert_eq!(v.rule_outcome(&pos), win(Side::Defenders, Reason::Tuichi));
}

#[test]
fn the_king_back_on_his_throne_repeats_the_position() {
    // Where the throne does not close behind the king, his leaving it leaves no trace: the
    // position with him back on it is the same position (for repetition and for records).
    let v = small("copenhagen", 7);
    let start = position(
        &v,
        "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . T .
        . . . . . . .
        ",
        Side::Defenders,
    );
    let mut game = Game::from_position(v.clone(), start);
    let cycle = ["d4-d5", "b6-b5", "d5-d4", "b5-b6"];
    play_all(&mut game, &cycle);
    assert_eq!(game.position(), start);
    assert_eq!(game.occurrences(), 2);
    play_all(&mut game, &cycle);
    assert_eq!(game.outcome(), win(Side::Attackers, Reason::Repetition));
    // Where it closes, the king cannot come back at all.
    let closed = compile(Rules {
        throne_closed_after_king_left: true,
        ..rules_on("copenhagen", 7)
    });
    let start = position(
        &closed,
        "
        . . . . . . .
        . t . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . T .
        . . . . . . .
        ",
        Side::Defenders,
    );
    let (after, _) = play(&closed, &start, "d4-d5");
    assert!(after.king_left_throne());
    assert_ne!(after.hash(), start.hash());
    let after = after.with_to_move(Side::Defenders);
    assert_eq!(
        closed.check_move(&after, mv("d5-d4")),
        Err(IllegalMove::Restricted(sq("d4")))
    );
}
