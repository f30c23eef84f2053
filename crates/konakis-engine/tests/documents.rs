//! The source documents' own games and the switches they brought, drawn as small boards and
//! played in all eight symmetries: the Polish sandwich (a soldier stopping between two enemies
//! dies, the king rests), one capture a move with the mover's choice, marked corners in an
//! edge game, the Linnaean capture that takes the king too, the throne guarding the king only
//! until he leaves, routes counted to the edge, one-step moves, the lone-king loss, and dice.

mod common;

use common::*;
use konakis_engine::{
    Announcement, CaptureLimit, Escape, Game, Hostility, IllegalMove, KingCapture, Linnaean, Move,
    MoveList, Movement, PRESETS, Reason, RoutesTo, Rules, Side, StopBetween, ThroneGuard,
    ThronePass, Variant,
};

/// Plays `text` (read with its named capture) in all eight symmetries and checks the captured
/// squares; the move must be in the move list exactly as read.
fn assert_choice_everywhere(v: &Variant, diagram: &str, to_move: Side, slide: &str, taken: &str) {
    let size = v.size();
    for symmetry in 0..8 {
        let pos = position(v, &transform_diagram(symmetry, diagram), to_move);
        let victim = sq(&transform_name(symmetry, taken, size));
        let m = mv(&transform_move(symmetry, slide, size)).taking(victim);
        let mut list = MoveList::new();
        v.legal_moves(&pos, &mut list);
        assert!(list.contains(&m), "{m} in the list, symmetry {symmetry}");
        assert!(
            !list.contains(&m.plain()),
            "{m}: the plain slide must choose"
        );
        let (_, captured) = v.play(&pos, m);
        assert_eq!(
            names(captured),
            [transform_name(symmetry, taken, size)],
            "{m}"
        );
    }
}

#[test]
fn the_documents_presets_are_exactly_as_rules_md_gives_them() {
    let ids: Vec<&str> = PRESETS.iter().take(6).map(|p| p.id).collect();
    assert_eq!(
        ids,
        [
            "hnefatafl-polish",
            "tablut-catalan",
            "tablut-french",
            "brandub-french",
            "hnefatafl-czech",
            "hnefatafl-czech-13"
        ],
        "the documents' games come first"
    );
    for p in &PRESETS[..6] {
        assert!(p.is_from_a_document(), "{}", p.id);
        assert!(!p.quote.is_empty(), "{}", p.id);
    }
    assert!(PRESETS[6..].iter().all(|p| !p.is_from_a_document()));

    let polish = Rules::preset("hnefatafl-polish").unwrap();
    assert_eq!(polish.first, Side::Defenders, "rule 2");
    assert_eq!(polish.escape, Escape::Corners, "rule 9");
    assert_eq!(
        polish.corners_hostile,
        Hostility::None,
        "no hostile squares"
    );
    assert_eq!(polish.empty_throne_hostile, Hostility::None);
    assert!(polish.edge_against_king, "rule 8: the edge counts");
    assert_eq!(polish.stop_between, StopBetween::Captured, "rule 6");
    assert_eq!(polish.start, Rules::preset("hnefatafl").unwrap().start);

    let catalan = Rules::preset("tablut-catalan").unwrap();
    assert_eq!(
        (catalan.first, catalan.escape),
        (Side::Defenders, Escape::Corners)
    );
    assert_eq!(catalan.corners_hostile, Hostility::All);
    assert_eq!(catalan.routes_to, RoutesTo::Edge, "raichi to the edge");
    assert!(!catalan.all_attackers_captured_wins);
    assert!(!catalan.tuichi_wins, "a switch");
    assert_eq!(catalan.captures_per_move, CaptureLimit::All, "a switch");

    let french = Rules::preset("tablut-french").unwrap();
    assert_eq!(
        (french.first, french.escape),
        (Side::Defenders, Escape::Edge)
    );
    assert!(french.edge_against_king && french.all_attackers_captured_wins);
    assert!(french.throne_closed_after_king_left && french.tuichi_wins);

    let brandub = Rules::preset("brandub-french").unwrap();
    assert_eq!(brandub.first, Side::Attackers);
    assert_eq!(brandub.corners_hostile, Hostility::SoldiersOnly);
    assert_eq!(brandub.king_capture, KingCapture::StrongNearThrone);
    assert_eq!(brandub.throne_guard, ThroneGuard::UntilKingLeaves);
    assert_eq!(brandub.linnaean_capture, Linnaean::DefenderAndKing);

    let czech = Rules::preset("hnefatafl-czech").unwrap();
    assert_eq!(
        (czech.first, czech.escape),
        (Side::Attackers, Escape::Corners)
    );
    assert!(!czech.edge_against_king, "the edge does not count");
    assert_eq!(czech.throne_pass, ThronePass::All);
    let czech13 = preset("hnefatafl-czech-13");
    assert_eq!(czech13.size(), 13);
    let start = czech13.start();
    assert_eq!(
        (start.attackers().count(), start.defenders().count()),
        (24, 12),
        "the 11x11 army on the larger board"
    );
    assert_eq!(start.king(), Some(czech13.throne()));
    for id in ["fidchell", "gwyddbwyll"] {
        let r = Rules::preset(id).unwrap();
        assert_eq!(r.size, 7);
        assert_eq!(r.movement, Movement::OneStep);
        assert!(r.all_defenders_captured_wins && r.edge_against_king);
    }
    // Fidchell plays Gwyddbwyll's reconstruction, as its summary says.
    let (mut f, mut g) = (
        Rules::preset("fidchell").unwrap(),
        Rules::preset("gwyddbwyll").unwrap(),
    );
    (f.id, f.name, g.id, g.name) = Default::default();
    assert_eq!(f, g);
}

#[test]
fn polish_a_soldier_that_stops_between_two_enemies_dies() {
    let v = small("hnefatafl-polish", 7);
    // The defender slides between two attackers and is taken by its own move.
    let defender_between = "
        . . . . . . .
        . . . . . . .
        . t . t . . .
        . . T + . . .
        . . . . . . K
        . . . . . . .
        . . . . . . .
        ";
    assert_captures_everywhere(&v, defender_between, Side::Defenders, "c4-c5", &["c5"]);
    // An attacker dies the same way between two defenders.
    let attacker_between = "
        . . . . . . .
        . T . . . . .
        t . . . . . .
        . T . + . . K
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    assert_captures_everywhere(&v, attacker_between, Side::Attackers, "a5-b5", &["b5"]);
    // Where stopping there is safe, nobody dies.
    let safe = small("hnefatafl", 7);
    assert_captures_everywhere(&safe, defender_between, Side::Defenders, "c4-c5", &[]);
    assert_captures_everywhere(&safe, attacker_between, Side::Attackers, "a5-b5", &[]);
}

#[test]
fn polish_the_movers_own_captures_come_first() {
    let v = small("hnefatafl-polish", 7);
    // Arriving on b5 between a5 and c5, the defender takes c5 (against d5) first: it lives.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . . . . . .
        t . t T . . .
        . . . + . . .
        . T . . . . K
        . . . . . . .
        . . . . . . .
        ",
        Side::Defenders,
        "b3-b5",
        &["c5"],
    );
    // Taking one jailer leaves the other axis closed (c6 and c4): it takes d5 and dies.
    assert_captures_everywhere(
        &v,
        "
        . . . . . . .
        . . t . . . .
        T . . t T . .
        . . t + . . .
        . . . . . . K
        . . . . . . .
        . . . . . . .
        ",
        Side::Defenders,
        "a5-c5",
        &["c5", "d5"],
    );
}

#[test]
fn polish_no_square_is_hostile() {
    let polish = small("hnefatafl-polish", 7);
    let hostile = small("hnefatafl", 7);
    let beside_corner = "
        + t . . . . .
        . . . . . . .
        . . . . . . .
        K . . + . . .
        . . . . . . .
        . . . . . . .
        . . T . . . .
        ";
    assert_captures_everywhere(&polish, beside_corner, Side::Defenders, "c1-c7", &[]);
    assert_captures_everywhere(&hostile, beside_corner, Side::Defenders, "c1-c7", &["b7"]);
    let beside_throne = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        K . . + t . .
        . . . . . . .
        . . . . . . .
        . . . . . T .
        ";
    assert_captures_everywhere(&polish, beside_throne, Side::Defenders, "f1-f4", &[]);
    assert_captures_everywhere(&hostile, beside_throne, Side::Defenders, "f1-f4", &["e4"]);
}

#[test]
fn polish_the_king_rests_between_two_attackers_and_says_so() {
    let v = small("hnefatafl-polish", 7);
    let diagram = "
        . . . . . . .
        . . . . . . .
        . t . t . . .
        . . . + . . .
        . . K . . . .
        . . . . . . T
        . . . . . . .
        ";
    for symmetry in 0..8 {
        let pos = position(&v, &transform_diagram(symmetry, diagram), Side::Defenders);
        let m = mv(&transform_move(symmetry, "c3-c5", 7));
        let (next, captured) = v.play(&pos, m);
        assert!(captured.is_empty(), "symmetry {symmetry}");
        assert_eq!(next.king(), Some(m.to), "symmetry {symmetry}");
        assert_eq!(
            v.announcements(m, &next),
            [Announcement::Rest],
            "symmetry {symmetry}"
        );
        assert!(v.king_rests(&next, m.to));
    }
    // Where stopping between enemies is safe, there is nothing to announce.
    let plain = small("hnefatafl", 7);
    let pos = position(&plain, diagram, Side::Defenders);
    let m = mv("c3-c5");
    assert!(plain.announcements(m, &plain.play(&pos, m).0).is_empty());
}

#[test]
fn one_capture_a_move_lists_each_choice() {
    let rules = Rules {
        captures_per_move: CaptureLimit::One,
        ..rules_on("tablut-catalan", 7)
    };
    let v = compile(rules);
    let diagram = "
        . . . . T . .
        . . . . t . .
        . . T t . . .
        . . . + . . .
        . . . . . . .
        . . . . . . K
        . . . . T . .
        ";
    assert_choice_everywhere(&v, diagram, Side::Defenders, "e1-e5", "e6");
    assert_choice_everywhere(&v, diagram, Side::Defenders, "e1-e5", "d5");
    // Read from text, the plain slide must say which; named, it resolves.
    let pos = position(&v, diagram, Side::Defenders);
    match v.resolve(&pos, mv("e1-e5")) {
        Err(IllegalMove::ChooseCapture(choices)) => {
            let texts: Vec<String> = choices.iter().map(|m| m.to_string()).collect();
            assert_eq!(texts, ["e1-e5xd5", "e1-e5xe6"]);
        }
        other => panic!("expected a choice, got {other:?}"),
    }
    let named = Move::read("e1-e5xd5").unwrap();
    assert_eq!(v.resolve(&pos, named), Ok(named));
    // A move that takes one piece needs no name, and a name is dropped where all are taken.
    let all = small("tablut-catalan", 7);
    let pos = position(&all, diagram, Side::Defenders);
    assert_eq!(all.resolve(&pos, named), Ok(mv("e1-e5")));
    assert_eq!(all.play(&pos, mv("e1-e5")).1.count(), 2);
    // Game records keep the choice.
    let mut game = Game::from_position(v.clone(), position(&v, diagram, Side::Defenders));
    game.play(named).unwrap();
    let text = game.record_text(Vec::new());
    assert!(text.contains("e1-e5xd5"), "{text}");
    let back =
        Game::from_record(&konakis_engine::notation::GameRecord::parse(&text, None).unwrap())
            .unwrap();
    assert_eq!(back.position(), game.position());
}

#[test]
fn marked_corners_stay_hostile_in_an_edge_game() {
    // Seed 001's variant 2: escape to the corners or to edge squares empty at the start.
    let mut rules = Rules {
        marked_corners: true,
        corners_hostile: Hostility::All,
        ..Rules::preset("tablut-catalan").unwrap()
    };
    rules.escape = Escape::EdgeEmptyAtStart;
    let v = compile(rules);
    assert_eq!(v.corners().count(), 4);
    assert!(
        v.escape_squares().has(sq("a1")),
        "a corner is empty at the start"
    );
    assert!(!v.escape_squares().has(sq("d1")), "an attacker stood there");
    assert!(v.escape_squares().has(sq("b1")));
    let small_rules = Rules {
        marked_corners: true,
        corners_hostile: Hostility::All,
        ..rules_on("tablut", 7)
    };
    let v = compile(small_rules);
    assert_captures_everywhere(
        &v,
        "
        + T . . . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . t . .
        ",
        Side::Attackers,
        "e1-e7",
        &[],
    );
    assert_captures_everywhere(
        &v,
        "
        + T . t . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
        "d7-c7",
        &["b7"],
    );
    let pos = position(
        &v,
        "
        . . . . . . .
        t . . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
    );
    assert!(
        !is_legal(&v, &pos, "a6-a7"),
        "only the king enters a corner"
    );
}

#[test]
fn brandub_french_the_king_falls_with_the_defender_pinned_against_him() {
    let v = small("brandub-french", 7);
    let diagram = "
        . . . . . . .
        . . . . . . .
        . . . t . . .
        . . t K t . .
        . . . T . . .
        . . . . . . .
        . . . t . . .
        ";
    assert_captures_everywhere(&v, diagram, Side::Attackers, "d1-d2", &["d3", "d4"]);
    let pos = position(&v, diagram, Side::Attackers);
    let (next, _) = v.play(&pos, mv("d1-d2"));
    assert_eq!(next.king(), None);
    assert_eq!(
        v.rule_outcome(&next),
        win(Side::Attackers, Reason::KingCaptured)
    );
    // Today's Brandub takes the defender only.
    let modern = small("brandub", 7);
    assert_captures_everywhere(&modern, diagram, Side::Attackers, "d1-d2", &["d3"]);
    // With one capture a move, the pair is one capture: no choice to make.
    let one = compile(Rules {
        captures_per_move: CaptureLimit::One,
        ..rules_on("brandub-french", 7)
    });
    assert_captures_everywhere(&one, diagram, Side::Attackers, "d1-d2", &["d3", "d4"]);
    assert_eq!(
        one.capture_choices(&pos, mv("d1-d2")),
        konakis_engine::Bits::EMPTY
    );
}

#[test]
fn brandub_french_the_throne_guards_the_king_only_until_he_leaves() {
    let v = small("brandub-french", 7);
    let diagram = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . t K . . .
        . . . . . . .
        . . . . . . .
        . t . . t . .
        ";
    // Never left: two attackers beside him on the throne are not enough.
    assert_captures_everywhere(&v, diagram, Side::Attackers, "e1-e4", &[]);
    // He leaves and comes back: now two take him there, like anywhere else.
    let mut game = Game::from_position(v.clone(), position(&v, diagram, Side::Defenders));
    play_all(&mut game, &["d4-d5", "b1-b2", "d5-d4"]);
    assert!(game.position().king_left_throne());
    play_all(&mut game, &["e1-e4"]);
    assert_eq!(game.position().king(), None);
    assert_eq!(game.outcome(), win(Side::Attackers, Reason::KingCaptured));
    // The same in every symmetry, from the position with the flag set.
    for symmetry in 0..8 {
        let pos = position(&v, &transform_diagram(symmetry, diagram), Side::Attackers);
        let left = konakis_engine::Position::from_parts(
            pos.attackers(),
            pos.defenders(),
            pos.king(),
            Side::Attackers,
            true,
        );
        let m = mv(&transform_move(symmetry, "e1-e4", 7));
        assert_eq!(v.play(&left, m).0.king(), None, "symmetry {symmetry}");
    }
    // Under today's Brandub the throne always guards him.
    let modern = small("brandub", 7);
    let mut game = Game::from_position(modern.clone(), position(&modern, diagram, Side::Defenders));
    play_all(&mut game, &["d4-d5", "b1-b2", "d5-d4", "e1-e4"]);
    assert!(game.position().king().is_some());
}

#[test]
fn the_czech_king_is_not_taken_against_the_edge() {
    let czech = small("hnefatafl-czech", 7);
    let polish = small("hnefatafl-polish", 7);
    let diagram = "
        . . t K . . .
        . . . t . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . t . .
        ";
    assert_captures_everywhere(&czech, diagram, Side::Attackers, "e1-e7", &[]);
    assert_captures_everywhere(&polish, diagram, Side::Attackers, "e1-e7", &["d7"]);
}

#[test]
fn raichi_and_tuichi_counted_to_the_edge_or_to_the_escape_squares() {
    let catalan = small("tablut-catalan", 7);
    let corners_only = compile(Rules {
        routes_to: RoutesTo::EscapeSquares,
        ..rules_on("tablut-catalan", 7)
    });
    let diagram = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . + . . .
        t . K . . . t
        . . . . . . .
        . . . . . . .
        ";
    for symmetry in 0..8 {
        let pos = position(
            &catalan,
            &transform_diagram(symmetry, diagram),
            Side::Attackers,
        );
        // Two clear runs to the edge (up and down), none to a corner.
        assert_eq!(catalan.king_routes(&pos), 2, "symmetry {symmetry}");
        assert_eq!(catalan.announcement(&pos), Some(Announcement::Tuichi));
        assert_eq!(corners_only.king_routes(&pos), 0, "symmetry {symmetry}");
    }
}

#[test]
fn one_step_games_and_the_lone_king() {
    let v = small("gwyddbwyll", 7);
    let diagram = "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . T + K . .
        . . . . . . .
        . . t . . . .
        + . . . . . +
        ";
    let pos = position(&v, diagram, Side::Defenders);
    assert!(is_legal(&v, &pos, "e4-e5"));
    assert!(!is_legal(&v, &pos, "e4-e6"), "one square at a time");
    assert!(
        !is_legal(&v, &pos, "c4-d4"),
        "only the king enters the centre"
    );
    assert!(is_legal(&v, &pos, "e4-d4"), "the king may");
    let mut list = MoveList::new();
    v.legal_moves(&pos, &mut list);
    assert!(list.iter().all(|m| m.distance() == 1));
    // Taking the last defender wins for the attackers.
    let last = "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . . + . K .
        . t T . . . .
        . . . t . . .
        + . . . . . +
        ";
    let pos = position(&v, last, Side::Attackers);
    let mut game = Game::from_position(v.clone(), pos);
    play_all(&mut game, &["d2-d3"]);
    assert_eq!(game.outcome(), win(Side::Attackers, Reason::AllCaptured));
}

#[test]
fn dice_limit_each_turn_and_a_throw_without_a_move_passes() {
    let at_most = compile(Rules {
        movement: Movement::DiceAtMost,
        ..rules_on("brandub", 7)
    });
    let exactly = compile(Rules {
        movement: Movement::DiceExactly,
        ..rules_on("brandub", 7)
    });
    let diagram = "
        + . . . . . +
        . T . . . . .
        . . . . . . .
        . . . K . . .
        . . . . . . .
        . . . . . . .
        + t . . . . +
        ";
    let pos = position(&at_most, diagram, Side::Attackers);
    let count = |v: &Variant, roll| {
        let mut list = MoveList::new();
        v.legal_moves_rolled(&pos, Some(roll), &mut list);
        list.iter().map(|m| m.distance()).collect::<Vec<_>>()
    };
    // b1 slides up to b5 (b6 is taken) and right to f1 (g1 is a corner).
    assert_eq!(count(&at_most, 2).len(), 4);
    assert!(count(&at_most, 2).iter().all(|&d| d <= 2));
    assert_eq!(count(&exactly, 2), [2, 2]);
    assert_eq!(
        count(&exactly, 6),
        Vec::<u8>::new(),
        "nothing lies six squares away"
    );
    assert_eq!(count(&at_most, 6).len(), 8);
    // Any throw: every move a face allows, so the game is not lost for want of moves.
    assert!(exactly.has_move(&pos));
    assert!(!exactly.has_move_rolled(&pos, Some(6)));
    // A game: throw, then only the throw's moves; a throw without a move passes.
    let mut game = Game::from_position(exactly.clone(), pos);
    assert_eq!(game.play(mv("b1-b3")), Err(IllegalMove::NotThrown));
    assert!(game.throw(6));
    assert!(!game.throw(3), "one throw a turn");
    assert!(game.must_pass());
    assert_eq!(
        game.play(mv("b1-b3")),
        Err(IllegalMove::NotTheThrow { roll: 6, tried: 2 })
    );
    game.pass().unwrap();
    assert_eq!(game.to_move(), Side::Defenders);
    assert!(game.throw(1));
    assert_eq!(game.pass(), Err(IllegalMove::NoPass));
    game.play(mv("d4-d5")).unwrap();
    // Undo keeps the throw; the record carries every throw and reads back.
    assert!(game.undo());
    assert_eq!(game.roll(), Some(1));
    assert!(!game.throw(4), "undo buys no new throw");
    assert!(game.redo());
    assert!(game.throw(2));
    let text = game.record_text(Vec::new());
    assert!(text.contains("[dice:612]"), "{text}");
    let back =
        Game::from_record(&konakis_engine::notation::GameRecord::parse(&text, None).unwrap())
            .unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.roll(), Some(2));
    assert_eq!(back.moves()[0].mv, Move::PASS);
}
