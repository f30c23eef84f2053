//! OpenTafl notation for every preset: rules strings, positional records and game records
//! written and read back; aagenielsen-style plain move lists; and malformed input of every
//! kind answered with an error, never a panic.

mod common;

use common::*;
use konakis_engine::notation::{self, GameRecord};
use konakis_engine::{
    CaptureLimit, Escape, Game, Hostility, KingCapture, Linnaean, Move, Movement, NoMoves, PRESETS,
    Repetition, RoutesTo, Rules, Shieldwall, Side, Square, StopBetween, ThroneGuard, ThronePass,
    ThroneStop, Variant,
};
use proptest::prelude::*;

/// Every preset, Tablut's switches, and custom sets that use each value of every switch.
fn rule_sets() -> Vec<Rules> {
    let mut sets: Vec<Rules> = PRESETS
        .iter()
        .map(|p| Rules::preset(p.id).unwrap())
        .collect();
    let tablut = Rules::preset("tablut").unwrap();
    sets.push(tablut.clone().with_escape(Escape::Corners));
    sets.push(tablut.clone().with_escape(Escape::EdgeEmptyAtStart));
    sets.push(Rules {
        throne_closed_after_king_left: true,
        tuichi_wins: true,
        ..tablut
    });
    let copenhagen = Rules::preset("copenhagen").unwrap();
    sets.push(Rules {
        id: String::new(),
        name: String::new(),
        first: Side::Defenders,
        throne_stop: ThroneStop::Nobody,
        throne_pass: ThronePass::KingOnly,
        corners_hostile: Hostility::AttackersOnly,
        empty_throne_hostile: Hostility::SoldiersOnly,
        occupied_throne_hostile_to_attackers: false,
        king_armed: false,
        king_capture: KingCapture::StrongNearThrone,
        edge_against_king: true,
        linnaean_capture: konakis_engine::Linnaean::Defender,
        shieldwall: Shieldwall::Weak,
        exit_fort: false,
        encirclement: false,
        all_attackers_captured_wins: true,
        repetition: Repetition::RepeaterLoses,
        no_moves: NoMoves::Draw,
        tuichi_wins: true,
        ..copenhagen.clone()
    });
    sets.push(Rules {
        name: "Custom edge game".into(),
        throne_pass: ThronePass::Nobody,
        corners_hostile: Hostility::All,
        empty_throne_hostile: Hostility::None,
        king_capture: KingCapture::Weak,
        repetition: Repetition::Ignored,
        ..copenhagen.clone().with_escape(Escape::Edge)
    });
    // Every value of the documents' switches.
    for (linnaean, guard, between, limit, routes, movement) in [
        (
            Linnaean::DefenderAndKing,
            ThroneGuard::UntilKingLeaves,
            StopBetween::Captured,
            CaptureLimit::One,
            RoutesTo::Edge,
            Movement::DiceAtMost,
        ),
        (
            Linnaean::Off,
            ThroneGuard::BySquare,
            StopBetween::Safe,
            CaptureLimit::All,
            RoutesTo::EscapeSquares,
            Movement::DiceExactly,
        ),
        (
            Linnaean::Defender,
            ThroneGuard::UntilKingLeaves,
            StopBetween::Captured,
            CaptureLimit::One,
            RoutesTo::Edge,
            Movement::OneStep,
        ),
    ] {
        sets.push(Rules {
            marked_corners: true,
            corners_hostile: Hostility::SoldiersOnly,
            linnaean_capture: linnaean,
            throne_guard: guard,
            stop_between: between,
            captures_per_move: limit,
            routes_to: routes,
            movement,
            all_defenders_captured_wins: true,
            ..copenhagen.clone().with_escape(Escape::EdgeEmptyAtStart)
        });
    }
    sets
}

#[test]
fn old_rule_sets_still_load() {
    // A rules string written before the documents' switches: the plain game.
    let old = "dim:7 name:Brandub esc:c escempty:n atkf:y tfr:d ka:y ks:c kedge:n sw:n efe:n \
               surf:n linc:y allcap:n nomove:l tuichi:n corh:tT cenhe:tTK cenh: cenp:tTK cens:K \
               cenclose:n start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    let rules = notation::parse_rules(old).unwrap();
    assert_eq!(rules.linnaean_capture, Linnaean::Defender);
    assert_eq!(rules.stop_between, StopBetween::Safe);
    assert_eq!(rules.captures_per_move, CaptureLimit::All);
    assert_eq!(rules.movement, Movement::Rook);
    assert!(!rules.marked_corners);
    // JSON written then, with the Linnaean switch as a yes/no.
    let mut json = serde_json::to_value(Rules::preset("brandub").unwrap()).unwrap();
    let map = json.as_object_mut().unwrap();
    for key in [
        "marked-corners",
        "throne-guard",
        "stop-between",
        "captures-per-move",
        "all-defenders-captured-wins",
        "routes-to",
        "movement",
    ] {
        assert!(map.remove(key).is_some(), "{key}");
    }
    map.insert("linnaean-capture".into(), serde_json::Value::Bool(true));
    let back: Rules = serde_json::from_value(json).unwrap();
    assert_eq!(back, Rules::preset("brandub").unwrap());
    // A bad code names its key and the codes it knows.
    let bad = old.replace("linc:y", "linc:q");
    let error = notation::parse_rules(&bad).unwrap_err().to_string();
    assert_eq!(error, "linc:q: expected n, y, k");
}

#[test]
fn rules_strings_round_trip() {
    for rules in rule_sets() {
        let text = notation::write_rules(&rules);
        assert!(text.starts_with(&format!("dim:{} ", rules.size)), "{text}");
        let back = notation::parse_rules(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, rules, "{text}");
        // The variant compiles from what was read.
        Variant::new(back).unwrap();
        // And so does serde's form.
        let json = serde_json::to_string(&rules).unwrap();
        assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
    }
}

#[test]
fn an_opentafl_rules_string_is_read_with_opentafl_defaults() {
    let text = "dim:11 name:Copenhagen atkf:y tfr:w ks:s sw:s efe:y cen: \
        start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
    let rules = notation::parse_rules(text).unwrap();
    assert_eq!(rules.size, 11);
    assert_eq!(rules.name, "Copenhagen");
    assert_eq!(rules.first, Side::Attackers);
    assert_eq!(rules.escape, Escape::Corners);
    assert_eq!(rules.corners_hostile, Hostility::All);
    assert_eq!(rules.shieldwall, Shieldwall::Strong);
    assert!(rules.exit_fort && rules.king_armed);
    assert_eq!(rules.repetition, Repetition::DefendersLose);
    let v = Variant::new(rules).unwrap();
    assert_eq!(v.start(), preset("copenhagen").start());
    assert_eq!(v.perft(&v.start(), 2), 6_788);
    // Edge escape: corners stop being hostile unless the string says so.
    let edge =
        notation::parse_rules("dim:7 esc:e start:/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/")
            .unwrap();
    assert_eq!(edge.escape, Escape::Edge);
    assert_eq!(edge.corners_hostile, Hostility::None);
    assert_eq!(
        Variant::new(edge).unwrap().start(),
        preset("ard-ri").start()
    );
}

#[test]
fn positions_round_trip() {
    for preset in PRESETS {
        let v = self::preset(preset.id);
        let start = v.start();
        let text = v.position_record(&start);
        assert_eq!(text, v.rules().start);
        assert_eq!(v.parse_position(&text, v.rules().first).unwrap(), start);
        // The diagram helper writes the same record.
        assert_eq!(record(&diagram(&v, &start)), text);
        // Positions from a game, with either side to move.
        let game = random_game(&v, 7, 60);
        for ply in 0..=game.ply() {
            let pos = game.position_at(ply);
            let text = v.position_record(&pos);
            let back = v.parse_position(&text, pos.to_move()).unwrap();
            assert_eq!(back.attackers(), pos.attackers(), "{}", preset.id);
            assert_eq!(back.defenders(), pos.defenders());
            assert_eq!(back.king(), pos.king());
            assert_eq!(back.to_move(), pos.to_move());
        }
    }
}

#[test]
fn move_records_round_trip() {
    for text in ["a1-a11", "s19-a19", "e5-e8", "k6-k1"] {
        let m: Move = text.parse().unwrap();
        assert_eq!(m.to_string(), text);
    }
    let m: Move = "e5-e8".parse().unwrap();
    let mut captured = konakis_engine::Bits::EMPTY;
    captured.set(sq("f8"));
    captured.set(sq("e9"));
    let text = notation::move_record(m, captured);
    assert_eq!(text, "e5-e8xf8/e9");
    assert_eq!(text.parse::<Move>().unwrap(), m);
    assert_eq!("e5-e8xKe9".parse::<Move>().unwrap(), m);
    // aagenielsen's spelling of several captures, with a repeated square; `Move::read` keeps
    // the first as the move's named capture.
    for text in ["e5-e8xf8xe9", "e5-e8xf8xf8", "e5-e8xf8/e9"] {
        assert_eq!(text.parse::<Move>().unwrap(), m, "{text}");
        assert_eq!(Move::read(text).unwrap(), m.taking(sq("f8")), "{text}");
    }
}

/// Replays a record and checks every position and capture against the original game.
fn assert_same_game(original: &Game, replayed: &Game) {
    assert_eq!(replayed.ply(), original.ply());
    for ply in 0..=original.ply() {
        assert_eq!(
            replayed.position_at(ply),
            original.position_at(ply),
            "position after {ply} moves"
        );
    }
    assert_eq!(replayed.moves(), original.moves());
    assert_eq!(replayed.outcome(), original.outcome());
}

#[test]
fn game_records_round_trip_for_every_preset() {
    for preset in PRESETS {
        let v = self::preset(preset.id);
        for seed in 0..4 {
            let game = random_game(&v, seed, 150);
            let tags = vec![
                ("event".to_string(), format!("test {seed}")),
                ("attackers".to_string(), "Ragnar".to_string()),
            ];
            let text = game.record_text(tags.clone());
            let record = GameRecord::parse(&text, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(record.tags, tags);
            assert_eq!(record.tag("attackers"), Some("Ragnar"));
            assert_eq!(record.rules, *v.rules());
            assert_eq!(record.start, None);
            let replayed = Game::from_record(&record).unwrap();
            assert_same_game(&game, &replayed);
            // Written again, the text is the same.
            assert_eq!(replayed.record_text(tags), text);
        }
    }
}

#[test]
fn a_game_from_a_custom_position_keeps_its_start() {
    let v = preset("brandub");
    let start = position(
        &v,
        "
        . . . t . . .
        . . . . . . .
        . . . T . . .
        . . t K t . .
        . . . t . . .
        . . . . . . .
        . . . . . . .
        ",
        Side::Attackers,
    );
    let mut game = Game::from_position(v.clone(), start);
    play_all(&mut game, &["d7-d6"]);
    let text = game.record_text(Vec::new());
    assert!(
        text.contains("[position:/7/7/3t3/2tKt2/3T3/7/3t3/]"),
        "{text}"
    );
    assert!(text.contains("[to-move:attackers]"));
    assert!(text.contains("1. d7-d6xd5"), "{text}");
    let replayed = Game::from_record(&GameRecord::parse(&text, None).unwrap()).unwrap();
    assert_same_game(&game, &replayed);
}

#[test]
fn plain_move_lists_import() {
    for preset in PRESETS {
        let v = self::preset(preset.id);
        let game = random_game(&v, 99, 40);
        let moves: Vec<String> = game.moves().iter().map(|m| m.mv.to_string()).collect();
        let plain = moves.join(" ");
        let numbered: String = moves
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| format!("{}. {} ", i + 1, pair.join(" ")))
            .collect();
        let with_captures: String = game.moves().iter().map(|m| m.record() + "\n").collect();
        for text in [plain, numbered, with_captures] {
            let record = GameRecord::parse(&text, Some(v.rules()))
                .unwrap_or_else(|e| panic!("{}: {e}\n{text}", preset.id));
            assert_eq!(record.moves.len(), game.ply());
            let replayed = Game::from_record(&record).unwrap();
            assert_same_game(&game, &replayed);
        }
    }
    // A short Copenhagen opening as aagenielsen.dk lists it.
    let copenhagen = Rules::preset("copenhagen").unwrap();
    let record = GameRecord::parse("1. d1-d3 f4-c4 2. h1-h3 g5-g3", Some(&copenhagen)).unwrap();
    let game = Game::from_record(&record).unwrap();
    assert_eq!(game.ply(), 4);
    assert_eq!(game.to_move(), Side::Attackers);
    // Without rules, a plain list has no variant.
    assert!(GameRecord::parse("d1-d3 f4-c4", None).is_err());
}

#[test]
fn illegal_moves_in_a_record_are_reported_with_their_number() {
    let copenhagen = Rules::preset("copenhagen").unwrap();
    let record = GameRecord::parse("1. d1-d3 f4-c4 2. h1-h3 f6-f4", Some(&copenhagen)).unwrap();
    let error = Game::from_record(&record).unwrap_err();
    assert!(error.message().contains("move 4"), "{error}");
    // A soldier onto the throne, and a move after the end.
    let record = GameRecord::parse("1. f2-f5", Some(&copenhagen)).unwrap();
    assert!(Game::from_record(&record).is_err());
}

#[test]
fn malformed_text_is_an_error_not_a_panic() {
    let v = preset("copenhagen");
    for bad in [
        "",
        "/",
        "//",
        "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3",
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/",
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t4/",
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t2/",
        "/3t3/3t3/3T3/ttTKKtt/3T3/3t3/3t3/",
        "/3t3/3t3/3T3/ttTxTtt/3T3/3t3/3t3/",
        "/0t6/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "/999t/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "/ttttttttttttttttttttttttttttttttt/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "/3é3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    ] {
        assert!(v.parse_position(bad, Side::Attackers).is_err(), "{bad:?}");
        assert!(
            preset("brandub")
                .parse_position(bad, Side::Attackers)
                .is_err(),
            "{bad:?}"
        );
    }
    // A 7x7 record for an 11x11 game, soldiers on the throne or a corner.
    assert!(
        v.parse_position("/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", Side::Attackers)
            .is_err()
    );
    let brandub = preset("brandub");
    assert!(
        brandub
            .parse_position("/3t3/3t3/3T3/ttTtTtt/3T3/3t3/3t3/", Side::Attackers)
            .is_err()
    );
    assert!(
        brandub
            .parse_position("/t6/7/7/3K3/7/7/7/", Side::Attackers)
            .is_err()
    );
    assert!(
        brandub
            .parse_position("/T6/7/7/3K3/7/7/7/", Side::Attackers)
            .is_err()
    );
    for bad in [
        "",
        "e5",
        "e5-",
        "-e5",
        "e5e8",
        "e5-e8-e9",
        "z5-e8",
        "e0-e8",
        "e5-e20",
        "e5-e8x",
        "x",
        "e5-e8xzz",
        "é5-e8",
        "e5—e8",
        "1.",
        "e5-e8xe9/",
        "e5-e8x/e9",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?}");
    }
    for bad in ["", "t1", "a0", "a20", "é1", "a1a", "a-1", "A1"] {
        assert!(bad.parse::<Square>().is_err(), "{bad:?}");
    }
    let good = notation::write_rules(v.rules());
    for bad in [
        String::new(),
        "dim:11".to_string(),
        "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/".to_string(),
        "dim:x start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/".to_string(),
        "dim:9 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/".to_string(),
        "dim:7 start:/3t3/".to_string(),
        good.replace("esc:c", "esc:q"),
        good.replace("atkf:y", "atkf:maybe"),
        good.replace("tfr:w", "tfr:?"),
        good.replace("ks:s", "ks:x"),
        good.replace("sw:s", "sw:x"),
        good.replace("corh:tTK", "corh:TK"),
        good.replace("nomove:l", "nomove:x"),
        good.replace("efe:y", "efe:1"),
        good.replace("dim:11", "dim:300"),
    ] {
        assert!(notation::parse_rules(&bad).is_err(), "{bad:?}");
    }
    // Rules that parse but describe no playable board.
    for bad in [
        good.replace("dim:11", "dim:10"),
        format!("{good} cor:a1,z9"),
        format!("{good} cor:f6"),
        good.replace(
            "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/",
            "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTTTT1tt/",
        ),
    ] {
        let error = notation::parse_rules(&bad).and_then(Variant::new);
        assert!(error.is_err(), "{bad:?}");
    }
    for bad in [
        "[rules:dim:7",
        "[rules]",
        "[rules:dim:5 start:/5/5/5/5/5/]\n1. a1-a2",
        "[to-move:nobody]\n",
        "[event:x]\n1. d1-d3 what",
        "1. d1-d3",
    ] {
        assert!(GameRecord::parse(bad, None).is_err(), "{bad:?}");
    }
    // A record whose rules do not compile, or whose position does not fit them.
    let record = GameRecord::parse("[rules:dim:9 start:/9/9/9/9/9/9/9/9/9/]\n", None).unwrap();
    assert!(Game::from_record(&record).is_err(), "no king");
    let text = format!("[position:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n[rules:{good}]\n");
    let record = GameRecord::parse(&text, None).unwrap();
    assert!(
        Game::from_record(&record).is_err(),
        "7x7 position on 11x11 rules"
    );
}

/// Valid texts to mutate in the fuzz tests.
fn samples() -> Vec<String> {
    let v = preset("brandub");
    let game = random_game(&v, 3, 30);
    vec![
        game.record_text(vec![("event".into(), "x".into())]),
        notation::write_rules(&Rules::preset("alea-evangelii").unwrap()),
        v.rules().start.clone(),
        "1. d1-d3 f4-c4 2. h1-h3xh4/g3 g5-g3+ ".to_string(),
    ]
}

fn mutate(text: &str, edits: &[(usize, u8, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(at, kind, c) in edits {
        if chars.is_empty() {
            chars.push(c);
            continue;
        }
        let i = at % chars.len();
        match kind % 3 {
            0 => chars[i] = c,
            1 => chars.insert(i, c),
            _ => {
                chars.remove(i);
            }
        }
    }
    chars.into_iter().collect()
}

/// Feeds a text to every reader; none may panic.
fn read_everything(text: &str) {
    let brandub = preset("brandub");
    let _ = brandub.parse_position(text, Side::Attackers);
    let _ = text.parse::<Move>();
    let _ = text.parse::<Square>();
    if let Ok(rules) = notation::parse_rules(text)
        && let Ok(v) = Variant::new(rules)
    {
        let _ = v.perft(&v.start(), 1);
    }
    for fallback in [None, Some(brandub.rules())] {
        if let Ok(record) = GameRecord::parse(text, fallback) {
            let _ = Game::from_record(&record);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        read_everything(&text);
    }

    #[test]
    fn mutated_records_never_panic(
        sample in 0usize..4,
        edits in proptest::collection::vec(
            (0usize..10_000, 0u8..3, proptest::sample::select(
                vec!['/', '1', '9', '0', 't', 'T', 'K', 'x', '-', ':', '[', ']', ' ', '\n',
                     'a', 's', 'z', '.', 'é', '2'])),
            1..6),
    ) {
        let text = mutate(&samples()[sample], &edits);
        read_everything(&text);
    }
}

#[test]
fn free_text_survives_a_record() {
    // A custom variant's name and id, and tags, may hold any text: spaces, underscores,
    // brackets, colons, percent signs, line breaks, letters beyond ASCII.
    let rules = Rules {
        id: "my_variant 2".into(),
        name: "Jarl's [new] game_1: 50% Ard Rí\twith\nbreaks".into(),
        ..Rules::preset("brandub").unwrap()
    };
    let text = notation::write_rules(&rules);
    assert!(!text.contains(['[', ']', '\n', '\t']), "{text}");
    assert_eq!(notation::parse_rules(&text).unwrap(), rules);
    let mut game = Game::new(compile(rules.clone()));
    play_all(&mut game, &["d6-f6"]);
    let tags = vec![
        ("attackers".to_string(), "Olaf [the Stout]".to_string()),
        ("event".to_string(), "line one\nline two".to_string()),
    ];
    let text = game.record_text(tags);
    let record = GameRecord::parse(&text, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(record.rules, rules);
    assert_eq!(record.tag("attackers"), Some("Olaf (the Stout)"));
    assert_eq!(record.tag("event"), Some("line one line two"));
    let replayed = Game::from_record(&record).unwrap();
    assert_same_game(&game, &replayed);
    // Names from other tools keep reading as before: underscores are spaces.
    let plain = notation::parse_rules(
        "dim:7 name:Ard_Ri_(Ludii) start:/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/",
    )
    .unwrap();
    assert_eq!(plain.name, "Ard Ri (Ludii)");
}
