//! Rule sets, dice, announcements and records on the command line: `rules`, `--rules FILE`,
//! `moves --roll`, `play --rolls`, `play --load`, capture lists, and the announcements of
//! `play --json`, run through the built binary and checked against the engine.

mod common;

use std::path::PathBuf;

use common::{all_refused, bad, ok, without_timings};
use konakis_engine::{Game, Move, MoveList, PRESETS, Rules, Variant};
use serde_json::Value;

fn last_line(text: &str) -> &str {
    text.lines().last().expect("some output")
}

fn json(args: &[&str]) -> Value {
    let out = ok(args);
    assert_eq!(out.lines().count(), 1, "one JSON line: {out}");
    serde_json::from_str(&out).expect("valid JSON")
}

/// Writes `text` to a file of this name in the tests' scratch folder; its path.
fn file(name: &str, text: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("konakis-cli-rules");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// `rules -v id` with `edits` (`from`, `to` pairs of text replaced) saved as `name`.
fn edited_rules(id: &str, edits: &[(&str, &str)], name: &str) -> String {
    let mut text = ok(&["rules", "-v", id]);
    for (from, to) in edits {
        assert!(text.contains(from), "{id} rules lack {from}: {text}");
        text = text.replace(from, to);
    }
    file(name, &text)
}

/// Brandub with a die: at most the throw's squares a move, saved under a name of the
/// caller's (tests run at once, each with its own files).
fn dice_at_most(tag: &str) -> String {
    edited_rules(
        "brandub",
        &[
            ("\"movement\": \"rook\"", "\"movement\": \"dice-at-most\""),
            ("\"id\": \"brandub\"", "\"id\": \"brandub-dice\""),
        ],
        &format!("dice-at-most-{tag}.json"),
    )
}

/// Brandub with a die: exactly the throw's squares a move.
fn dice_exactly(tag: &str) -> String {
    edited_rules(
        "brandub",
        &[("\"movement\": \"rook\"", "\"movement\": \"dice-exactly\"")],
        &format!("dice-exactly-{tag}.json"),
    )
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

/// The rule set in `data/rules` that the README's Tablut measurements use: Tablut with the
/// king taken by two away from the throne, and nothing else changed. The path is from the
/// package's folder, where tests run.
const TABLUT_KING_BY_TWO: &str = "../../data/rules/tablut-king-by-two.json";

/// The rule set in `path` is `preset` with its own `id` and name and the `changed` switches
/// set to the values given, and nothing else.
fn assert_differs_only_in(path: &str, id: &str, preset: &str, changed: &[(&str, Value)]) {
    let mut file: Value = serde_json::from_str(&ok(&["rules", "--rules", path])).unwrap();
    let original: Value = serde_json::from_str(&ok(&["rules", "-v", preset])).unwrap();
    assert_eq!(file["id"], id);
    for (key, value) in changed {
        assert_eq!(&file[key], value, "{key}");
    }
    let keys = changed.iter().map(|(key, _)| *key);
    for key in ["id", "name"].into_iter().chain(keys) {
        file[key] = original[key].clone();
    }
    assert_eq!(file, original);
}

#[test]
fn the_shipped_tablut_king_by_two_differs_from_tablut_in_the_kings_capture_only() {
    let changed = [("king-capture", Value::from("strong-near-throne"))];
    assert_differs_only_in(TABLUT_KING_BY_TWO, "tablut-king-by-two", "tablut", &changed);
}

/// The rule set in `data/rules` that the README's Brandub side balance uses: Brandub with the
/// two switches in which the Brandubh records' own rules differ from it.
const BRANDUB_FEDERATION: &str = "../../data/rules/brandub-federation.json";

#[test]
fn the_shipped_brandub_federation_differs_from_brandub_in_encirclement_and_repetition_only() {
    let changed = [
        ("encirclement", Value::from(true)),
        ("repetition", Value::from("repeater-loses")),
    ];
    let path = BRANDUB_FEDERATION;
    assert_differs_only_in(path, "brandub-federation", "brandub", &changed);
    let brandub: Value = serde_json::from_str(&ok(&["rules", "-v", "brandub"])).unwrap();
    assert_eq!(brandub["encirclement"], false);
    assert_eq!(brandub["repetition"], "draw");
}

#[test]
fn the_shipped_brandub_federation_wins_by_encirclement_where_brandub_plays_on() {
    // The king on the throne and his last defender beside him, with one empty square (e5)
    // to move to, walled in by attackers but for c4, which c1-c4 closes.
    let ring = "/2t4/7/3tt2/3KTt1/3t1t1/4t2/7/";
    let play = |rules: &[&str]| {
        let mut args = vec!["play"];
        args.extend_from_slice(rules);
        args.extend_from_slice(&["-p", ring, "--to-move", "attackers", "c1-c4", "--json"]);
        json(&args)
    };
    let closed = play(&["--rules", BRANDUB_FEDERATION]);
    assert_eq!(
        (&closed["status"], &closed["reason"]),
        (&Value::from("attackers-win"), &Value::from("encirclement"))
    );
    assert_eq!(play(&["-v", "brandub"])["status"], "ongoing");
}

#[test]
fn the_shipped_tablut_king_by_two_takes_the_king_by_two_only_off_the_throne() {
    let path = TABLUT_KING_BY_TWO;
    let play = |rules: &[&str], position: &str, mv: &str| {
        let mut args = vec!["play"];
        args.extend_from_slice(rules);
        args.extend_from_slice(&["-p", position, "--to-move", "attackers", mv, "--json"]);
        json(&args)
    };
    // Two squares from the throne (e5), on e7, between d7 and the mover on f7.
    let away = "/9/9/9/9/9/9/3tK2t1/9/9/";
    let taken = play(&["--rules", path], away, "h7-f7");
    assert_eq!(
        (&taken["status"], &taken["reason"]),
        (&Value::from("attackers-win"), &Value::from("king-captured"))
    );
    let standing = play(&["-v", "tablut"], away, "h7-f7");
    assert_eq!(standing["status"], "ongoing");
    // Beside the throne, on e6: two attackers are not enough under either rule set.
    let beside = "/9/9/9/9/9/3tK2t1/9/9/9/";
    for rules in [vec!["--rules", path], vec!["-v", "tablut"]] {
        let played = play(&rules, beside, "h6-f6");
        assert_eq!(played["status"], "ongoing", "{rules:?}");
        assert_eq!(played["moves"][0]["captures"], Value::Array(vec![]));
    }
}

#[test]
fn rules_json_round_trips_through_a_file() {
    for preset in PRESETS {
        let id = preset.id;
        let text = ok(&["rules", "-v", id]);
        let rules: Rules = serde_json::from_str(&text).expect("rules print as a rule set");
        assert_eq!(rules, Rules::preset(id).unwrap(), "{id}");
        assert!(
            text.lines().count() > 20,
            "{id}: pretty JSON, one field a line"
        );
        let path = file(&format!("{id}.json"), &text);
        assert_eq!(
            ok(&["rules", "--rules", &path]),
            text,
            "{id}: echoed as read"
        );
        let depth = if id == "alea-evangelii" { "1" } else { "2" };
        assert_eq!(
            last_line(&ok(&["perft", "--rules", &path, depth])),
            last_line(&ok(&["perft", "-v", id, depth])),
            "{id}"
        );
    }
}

#[test]
fn rules_without_a_variant_lists_the_presets_and_their_documents() {
    let out = ok(&["rules"]);
    let listed = lines(&out);
    assert_eq!(listed.len(), PRESETS.len());
    for (line, preset) in listed.iter().zip(PRESETS) {
        let document = if preset.is_from_a_document() {
            preset.document
        } else {
            "-"
        };
        assert_eq!(*line, format!("{}\t{document}", preset.id));
    }
    assert_eq!(listed[0], "hnefatafl-polish\tthe Polish rulebook");
}

#[test]
fn a_rules_file_stands_for_the_variant_on_every_command() {
    let path = file(
        "brandub-french.json",
        &ok(&["rules", "-v", "brandub-french"]),
    );
    // The lab's commands are checked the same way in crates/konakis-lab/tests/rules.rs.
    let pairs: [&[&str]; 3] = [
        &["moves", "--to-move", "defenders"],
        &["play", "--json", "d7-e7", "c4-c3"],
        &["best", "--depth", "3"],
    ];
    for rest in pairs {
        let with = |flags: &[&str]| {
            let mut args = vec![rest[0]];
            args.extend_from_slice(flags);
            args.extend_from_slice(&rest[1..]);
            ok(&args)
        };
        let by_file = with(&["--rules", &path]);
        let by_id = with(&["-v", "brandub-french"]);
        assert_eq!(
            without_timings(&by_file),
            without_timings(&by_id),
            "{rest:?}"
        );
    }
}

#[test]
fn bad_rules_files_exit_2_naming_the_file() {
    let unknown_field = edited_rules(
        "brandub",
        &[("\"first\"", "\"fisrt\"")],
        "unknown-field.json",
    );
    let bad_value = edited_rules(
        "brandub",
        &[("\"movement\": \"rook\"", "\"movement\": \"knight\"")],
        "bad-value.json",
    );
    let even_board = edited_rules("brandub", &[("\"size\": 7", "\"size\": 8")], "even.json");
    let not_json = file("not-json.json", "{ this is not json");
    let missing = file("exists.json", "{}").replace("exists.json", "missing.json");
    let good = file("good.json", &ok(&["rules", "-v", "brandub"]));
    let cases: &[(&[&str], &str)] = &[
        (&["perft", "--rules", &unknown_field, "1"], "rules file "),
        (
            &["perft", "--rules", &unknown_field, "1"],
            "unknown field `fisrt`",
        ),
        (
            &["moves", "--rules", &bad_value],
            "unknown variant `knight`",
        ),
        (
            &["play", "--rules", &even_board],
            "board size 8 is not supported",
        ),
        (
            &["best", "--rules", &not_json, "--depth", "1"],
            "rules file ",
        ),
        (&["rules", "--rules", &missing], "missing.json"),
        // Clap words these: two options that exclude each other, an extra argument, a
        // missing value.
        (
            &["perft", "-v", "brandub", "--rules", &good, "1"],
            "'--variant <ID>' cannot be used with '--rules <FILE>'",
        ),
        (&["rules", "-v", "nope"], "unknown variant 'nope'"),
        (&["rules", "-v", "brandub", "x"], "unexpected argument 'x'"),
        (
            &["perft", "--rules"],
            "a value is required for '--rules <FILE>'",
        ),
        (&["moves"], "or --rules FILE"),
    ];
    all_refused(cases);
}

/// The engine's moves for `roll` in `pos`, sorted as text.
fn engine_moves(v: &Variant, pos: &konakis_engine::Position, roll: Option<u8>) -> Vec<String> {
    let mut list = MoveList::new();
    v.legal_moves_rolled(pos, roll, &mut list);
    let mut texts: Vec<String> = list.iter().map(Move::to_string).collect();
    texts.sort();
    texts
}

#[test]
fn moves_with_a_roll_lists_what_the_throw_allows() {
    let path = dice_at_most("moves_with_a_roll_lists_what_the_throw_allows");
    let rules: Rules = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let v = Variant::new(rules).unwrap();
    assert!(v.uses_dice());
    let mut previous = 0;
    for roll in 1..=6u8 {
        let out = ok(&["moves", "--rules", &path, "--roll", &roll.to_string()]);
        let listed = lines(&out);
        assert_eq!(
            listed,
            engine_moves(&v, &v.start(), Some(roll)),
            "roll {roll}"
        );
        for text in &listed {
            let mv: Move = text.parse().unwrap();
            assert!(mv.distance() <= roll, "{text} is longer than {roll}");
        }
        assert!(
            listed.len() >= previous,
            "a higher throw allows no fewer moves"
        );
        previous = listed.len();
    }
    // Without a throw: every throw's moves, as many as perft 1 counts.
    let all = ok(&["moves", "--rules", &path]);
    assert_eq!(lines(&all), engine_moves(&v, &v.start(), None));
    let perft = ok(&["perft", "--rules", &path, "1"]);
    assert_eq!(last_line(&perft), lines(&all).len().to_string());
}

#[test]
fn a_throw_without_a_move_prints_pass() {
    // A lone attacker on c3 cannot travel exactly six squares on a 7x7 board.
    let path = dice_exactly("a_throw_without_a_move_prints_pass");
    let pos = "/7/7/2t4/3K3/7/7/7/";
    assert_eq!(
        ok(&["moves", "--rules", &path, "-p", pos, "--roll", "6"]),
        "pass\n"
    );
    assert_eq!(
        lines(&ok(&["moves", "--rules", &path, "-p", pos, "--roll", "2"])),
        ["c3-a3", "c3-c1", "c3-c5", "c3-e3"]
    );
    let report = json(&[
        "play", "--rules", &path, "-p", pos, "--rolls", "6", "--json", "pass",
    ]);
    assert_eq!(report["moves"][0]["move"], "pass");
    assert_eq!(report["moves"][0]["roll"], 6);
    assert_eq!(report["to_move"], "defenders");
    let out = ok(&["play", "--rules", &path, "-p", pos, "--rolls", "6"]);
    assert!(out.contains("throw 6: no move, the turn passes"), "{out}");
    let out = ok(&[
        "best",
        "--rules",
        &path,
        "-p",
        pos,
        "--rolls",
        "6",
        "--time-ms",
        "50",
    ]);
    assert_eq!(lines(&out), ["throw 6: no move, the turn passes", "pass"]);
}

#[test]
fn rolls_that_make_no_sense_are_refused() {
    let dice = dice_at_most("rolls_that_make_no_sense_are_refused");
    let cases: &[(&[&str], &str)] = &[
        // Clap words a number that is out of range or no number.
        (
            &["moves", "--rules", &dice, "--roll", "0"],
            "invalid value '0' for '--roll <N>': 0 is not in 1..=6",
        ),
        (
            &["moves", "--rules", &dice, "--roll", "7"],
            "invalid value '7' for '--roll <N>'",
        ),
        (
            &["moves", "--rules", &dice, "--roll", "two"],
            "invalid value 'two' for '--roll <N>'",
        ),
        (
            &["moves", "-v", "brandub", "--roll", "3"],
            "--roll: brandub throws no dice",
        ),
        (
            &["play", "-v", "brandub", "--rolls", "3", "d7-e7"],
            "--rolls: brandub throws no dice",
        ),
        (
            &["play", "--rules", &dice, "--rolls", "37", "d7-e7"],
            "invalid value '37' for '--rolls <DIGITS>': '7' is not a throw",
        ),
        (
            &["play", "--rules", &dice, "d7-e7"],
            "move 1 (d7-e7): the die has not been thrown",
        ),
        (
            &["play", "--rules", &dice, "--rolls", "1", "d7-e7", "d5-d6"],
            "move 2 (d5-d6): the die has not been thrown",
        ),
        (
            &["play", "--rules", &dice, "--rolls", "1", "d6-f6"],
            "the throw of 1 does not allow a move of 2",
        ),
        (
            &["play", "--rules", &dice, "--rolls", "1,2,3", "d7-e7"],
            "--rolls: 1 throw(s) left over",
        ),
        (
            &["play", "--rules", &dice, "--rolls", "3", "pass"],
            "move 1 (pass): a turn may only be passed",
        ),
        (
            &["play", "-v", "brandub", "pass"],
            "move 1 (pass): a turn may only be passed",
        ),
    ];
    all_refused(cases);
}

#[test]
fn play_json_shows_each_throw_and_the_one_to_come() {
    let path = dice_at_most("play_json_shows_each_throw_and_the_one_to_come");
    let report = json(&[
        "play", "--rules", &path, "--rolls", "3,1,2", "--json", "d6-f6", "d5-d6",
    ]);
    let moves = report["moves"].as_array().unwrap();
    assert_eq!(moves[0]["move"], "d6-f6");
    assert_eq!(moves[0]["roll"], 3);
    assert_eq!(moves[1]["move"], "d5-d6");
    assert_eq!(moves[1]["roll"], 1);
    assert_eq!(report["roll"], 2);
    // The engine agrees.
    let v = Variant::new(serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap())
        .unwrap();
    let mut game = Game::new(v);
    for (roll, mv) in [(3, "d6-f6"), (1, "d5-d6")] {
        assert!(game.throw(roll));
        game.play(mv.parse().unwrap()).unwrap();
    }
    assert_eq!(
        report["position"],
        game.variant().position_record(&game.position())
    );
    // Without a throw for the turn to come, no `roll`.
    let report = json(&["play", "--rules", &path, "--rolls", "3", "--json", "d6-f6"]);
    assert!(report.get("roll").is_none(), "{report}");
    let out = ok(&["play", "--rules", &path, "--rolls", "3,4", "d6-f6"]);
    assert!(out.contains("d6-f6  throw 3"), "{out}");
    assert!(out.contains("Defenders to move, throw 4."), "{out}");
}

#[test]
fn best_in_a_dice_game_answers_its_throw() {
    let path = dice_at_most("best_in_a_dice_game_answers_its_throw");
    let v = Variant::new(serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap())
        .unwrap();
    for (roll, limit, value) in [
        ("1", "--time-ms", "100"),
        ("2", "--depth", "2"),
        ("5", "--time-ms", "100"),
    ] {
        let out = ok(&["best", "--rules", &path, "--rolls", roll, limit, value]);
        let listed = lines(&out);
        assert!(
            listed[0].starts_with(&format!("throw {roll} depth ")),
            "{out}"
        );
        let mv: Move = listed[1].parse().unwrap();
        let legal = engine_moves(&v, &v.start(), Some(roll.parse().unwrap()));
        assert!(legal.contains(&mv.to_string()), "{mv} with {roll}");
    }
    // The die thrown from the seed: the same seed, the same throw and move.
    let args = ["best", "--rules", &path, "--level", "2", "--seed", "11"];
    let first = ok(&args);
    assert!(first.starts_with("throw "), "{first}");
    let again = ok(&args);
    assert_eq!(again[..7], first[..7], "the same throw");
    assert_eq!(last_line(&again), last_line(&first), "the same move");
}

#[test]
fn play_json_announces_the_kings_rest_raichi_and_tuichi() {
    let cases = [
        // The king stops between the attackers on c6 and e6: he rests ("Odpoczynek!").
        ("/11/3K7/11/11/11/2t1t6/11/11/11/11/11/", "d2-d6", "rest"),
        // The king reaches a5: the corner a1 is open, a11 blocked by the attacker on a9.
        ("/11/11/11/11/2K8/11/11/11/t10/11/11/", "c5-a5", "raichi"),
        // Both corners open.
        ("/11/11/11/11/2K8/11/11/11/11/11/5t5/", "c5-a5", "tuichi"),
    ];
    for (pos, mv, said) in cases {
        let report = json(&["play", "-v", "hnefatafl-polish", "-p", pos, "--json", mv]);
        assert_eq!(
            report["moves"][0]["announcements"],
            serde_json::json!([said]),
            "{mv}"
        );
        assert_eq!(report["status"], "ongoing");
        let out = ok(&["play", "-v", "hnefatafl-polish", "-p", pos, mv]);
        assert!(out.contains(&format!("{mv}  {said}")), "{out}");
    }
    // Where a soldier may stop between two enemies, the king's stop there is no rest.
    let report = json(&[
        "play",
        "-v",
        "hnefatafl",
        "-p",
        "/11/3K7/11/11/11/2t1t6/11/11/11/11/11/",
        "--to-move",
        "defenders",
        "--json",
        "d2-d6",
    ]);
    assert_eq!(report["moves"][0]["announcements"], serde_json::json!([]));
}

/// Copenhagen: the attacker from e7 closes a shieldwall of the defenders on k6 and k5 (the
/// attackers on j6, j5 in front, k4 at the other end).
const SHIELDWALL: &str = "/11/11/11/10t/9tT/5K3tT/4t6/11/11/11/11/";

#[test]
fn capture_lists_read_in_both_spellings() {
    for mv in [
        "e7-k7",
        "e7-k7xk6xk5",
        "e7-k7xk6/k5",
        "e7-k7xk6xk6",
        "e7-k7xk5/k6+",
    ] {
        let report = json(&[
            "play",
            "-v",
            "copenhagen",
            "-p",
            SHIELDWALL,
            "--to-move",
            "attackers",
            "--json",
            mv,
        ]);
        assert_eq!(report["moves"][0]["move"], "e7-k7", "{mv}");
        assert_eq!(
            report["moves"][0]["captures"],
            serde_json::json!(["k5", "k6"]),
            "{mv}"
        );
    }
    let out = ok(&[
        "best",
        "-v",
        "copenhagen",
        "-p",
        SHIELDWALL,
        "--to-move",
        "attackers",
        "--moves",
        "e7-k7xk6xk5",
        "--depth",
        "1",
    ]);
    // The moves after --moves are read the same way: the defenders answer.
    let mv: Move = last_line(&out).parse().unwrap();
    assert_eq!(mv.from.to_string(), "f6", "{out}");
}

#[test]
fn an_aagenielsen_record_with_several_captures_loads() {
    for (name, text) in [
        ("aagenielsen.txt", "1. e7-k7xk6xk5 f6-f7\n"),
        ("aagenielsen-repeated.txt", "e7-k7xk6xk6 f6-f7"),
    ] {
        let path = file(name, text);
        let report = json(&[
            "play",
            "-v",
            "copenhagen",
            "-p",
            SHIELDWALL,
            "--to-move",
            "attackers",
            "--load",
            &path,
            "--json",
        ]);
        let moves = report["moves"].as_array().unwrap();
        assert_eq!(moves.len(), 2, "{name}");
        assert_eq!(
            moves[0]["captures"],
            serde_json::json!(["k5", "k6"]),
            "{name}"
        );
        assert_eq!(report["to_move"], "attackers");
        // Moves after the record continue it.
        let report = json(&[
            "play",
            "-v",
            "copenhagen",
            "-p",
            SHIELDWALL,
            "--to-move",
            "attackers",
            "--load",
            &path,
            "--json",
            "k7-k6",
        ]);
        assert_eq!(report["moves"].as_array().unwrap().len(), 3);
    }
    let path = file("aagenielsen-bare.txt", "e7-k7xk6xk5");
    let cases: &[(&[&str], &str)] = &[
        (
            &["play", "--load", &path],
            "give its rules with -v ID or --rules FILE",
        ),
        (
            &["play", "-v", "copenhagen", "--load", &path],
            "move 1 (e7-k7xk6) is illegal: the piece on e7 belongs to the side not on move",
        ),
        (
            &["play", "-v", "brandub", "--load", "/no/such/record"],
            "--load /no/such/record: ",
        ),
    ];
    all_refused(cases);
}

#[test]
fn an_opentafl_record_of_a_dice_game_loads_with_its_throws() {
    let rules_path = dice_at_most("an_opentafl_record_of_a_dice_game_loads_with_its_throws");
    let v =
        Variant::new(serde_json::from_str(&std::fs::read_to_string(&rules_path).unwrap()).unwrap())
            .unwrap();
    let mut game = Game::new(v);
    for (roll, mv) in [(3, "d6-f6"), (1, "d5-d6"), (4, "f6-f5")] {
        assert!(game.throw(roll));
        game.play(mv.parse().unwrap()).unwrap();
    }
    assert!(game.throw(2));
    let path = file("dice-game.otg", &game.record_text(Vec::new()));
    let report = json(&["play", "--load", &path, "--json"]);
    let rolls: Vec<&Value> = report["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["roll"])
        .collect();
    assert_eq!(rolls, [3, 1, 4]);
    assert_eq!(report["roll"], 2);
    assert_eq!(
        report["position"],
        game.variant().position_record(&game.position())
    );
    // The record names its rules: naming them again is refused.
    let line = bad(&["play", "--rules", &rules_path, "--load", &path]);
    assert!(line.contains("the record names its own rules"), "{line}");
}

#[test]
fn one_capture_rules_make_the_mover_choose() {
    let path = edited_rules(
        "copenhagen",
        &[(
            "\"captures-per-move\": \"all\"",
            "\"captures-per-move\": \"one\"",
        )],
        "one-capture.json",
    );
    // The defender from a5 could take b9 (against c9) and a10 (against the corner a11).
    let pos = "/4t6/11/11/11/T10/5K5/11/11/1tT8/t10/11/";
    let base = [
        "--rules",
        path.as_str(),
        "-p",
        pos,
        "--to-move",
        "defenders",
    ];
    let with = |cmd: &str, rest: &[&str]| {
        let mut args = vec![cmd];
        args.extend_from_slice(&base);
        args.extend_from_slice(rest);
        args.iter().map(|s| s.to_string()).collect::<Vec<String>>()
    };
    let run = |args: Vec<String>| ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let out = run(with("moves", &[]));
    let choices: Vec<&str> = out.lines().filter(|l| l.starts_with("a5-a9")).collect();
    assert_eq!(choices, ["a5-a9xa10", "a5-a9xb9"]);
    for (mv, taken) in [
        ("a5-a9xb9", "b9"),
        ("a5-a9xa10", "a10"),
        ("a5-a9xa10/b9", "a10"),
    ] {
        let out = run(with("play", &["--json", mv]));
        let report: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            report["moves"][0]["captures"],
            serde_json::json!([taken]),
            "{mv}"
        );
        assert_eq!(report["moves"][0]["move"], format!("a5-a9x{taken}"));
    }
    let args = with("play", &["a5-a9"]);
    let line = bad(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        line.contains("move 1 (a5-a9): only one piece may be taken: say which (a5-a9x"),
        "{line}"
    );
    let args = with("play", &["a5-a9xc9"]);
    let line = bad(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(line.contains("only one piece may be taken"), "{line}");
}

/// The rule set in `data/rules` the dice puzzles are found under: Brandub with dice.
const BRANDUB_DICE: &str = "../../data/rules/brandub-dice.json";

#[test]
fn the_shipped_brandub_dice_differs_from_brandub_in_its_movement_only() {
    let changed = [("movement", Value::from("dice-at-most"))];
    assert_differs_only_in(BRANDUB_DICE, "brandub-dice", "brandub", &changed);
}
