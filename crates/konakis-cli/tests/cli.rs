//! The command line as other tools see it: the built `konakis-cli` binary run with arguments,
//! its stdout, stderr and exit status checked against the contract and against the engine.

mod common;

use common::{all_refused, cli, ok};
use konakis_engine::{Game, Move, MoveList, PRESETS, Side, Variant};
use serde_json::Value;

fn last_line(text: &str) -> &str {
    text.lines().last().expect("some output")
}

fn json(args: &[&str]) -> Value {
    let out = ok(args);
    assert_eq!(out.lines().count(), 1, "one JSON line: {out}");
    serde_json::from_str(&out).expect("valid JSON")
}

/// The `captures` of every move of a `play --json` report.
fn captures_of(report: &Value) -> Vec<Vec<String>> {
    report["moves"]
        .as_array()
        .expect("moves is an array")
        .iter()
        .map(|m| {
            m["captures"]
                .as_array()
                .expect("captures is an array")
                .iter()
                .map(|c| c.as_str().expect("a square").to_string())
                .collect()
        })
        .collect()
}

#[test]
fn variants_lists_every_preset_as_id_tab_name() {
    let out = ok(&["variants"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), PRESETS.len());
    for (line, preset) in lines.iter().zip(PRESETS) {
        assert_eq!(*line, format!("{}\t{}", preset.id, preset.name));
    }
    let ids: Vec<&str> = lines
        .iter()
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    // The documents' own games first, then the tournament and historical ones.
    assert_eq!(
        ids[..8],
        [
            "hnefatafl-polish",
            "tablut-catalan",
            "tablut-french",
            "brandub-french",
            "hnefatafl-czech",
            "hnefatafl-czech-13",
            "copenhagen",
            "fetlar",
        ]
    );
    for id in ["brandub", "alea-evangelii", "fidchell", "gwyddbwyll"] {
        assert!(ids.contains(&id), "{id} missing");
    }
}

#[test]
fn perft_of_the_copenhagen_start() {
    for (depth, expected) in [("0", "1"), ("1", "116"), ("2", "6788"), ("3", "806344")] {
        let out = ok(&["perft", "-v", "copenhagen", depth]);
        assert_eq!(last_line(&out), expected, "depth {depth}");
    }
}

#[test]
fn perft_takes_a_position_and_a_side() {
    let v = Variant::preset("brandub").unwrap();
    let record = v.position_record(&v.start());
    let defenders = v.start().with_to_move(Side::Defenders);
    let out = ok(&[
        "perft",
        "--variant",
        "brandub",
        "-p",
        &record,
        "--to-move",
        "defenders",
        "3",
    ]);
    assert_eq!(last_line(&out), v.perft(&defenders, 3).to_string());
    // `--flag=value` works too.
    let out = ok(&["perft", "--variant=brandub", "--to-move=defenders", "3"]);
    assert_eq!(last_line(&out), v.perft(&defenders, 3).to_string());
}

/// `moves` for `pos`: sorted, without duplicates, as many as perft 1, and the engine's moves.
fn check_moves(id: &str, extra: &[&str], v: &Variant, pos: &konakis_engine::Position) {
    let mut args = vec!["moves", "-v", id];
    args.extend_from_slice(extra);
    let out = ok(&args);
    let lines: Vec<&str> = out.lines().collect();
    let mut sorted = lines.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(
        lines, sorted,
        "{id} {extra:?}: moves not sorted or repeated"
    );
    let mut perft_args = vec!["perft", "-v", id];
    perft_args.extend_from_slice(extra);
    perft_args.push("1");
    let perft = ok(&perft_args);
    assert_eq!(
        last_line(&perft),
        lines.len().to_string(),
        "{id} {extra:?}: moves and perft 1 disagree"
    );
    let mut list = MoveList::new();
    v.legal_moves(pos, &mut list);
    let mut expected: Vec<String> = list.iter().map(Move::to_string).collect();
    expected.sort();
    assert_eq!(lines, expected, "{id} {extra:?}");
    assert!(
        lines.iter().all(|l| !l.contains('x')),
        "no capture suffixes"
    );
}

#[test]
fn moves_are_sorted_and_match_perft_1() {
    for preset in PRESETS {
        let v = Variant::preset(preset.id).unwrap();
        check_moves(preset.id, &[], &v, &v.start());
        let other = v.rules().first.opponent();
        let flipped = v.start().with_to_move(other);
        check_moves(preset.id, &["--to-move", other.name()], &v, &flipped);
    }
}

#[test]
fn moves_of_a_position_reached_in_play() {
    for id in ["copenhagen", "brandub", "tablut"] {
        let v = Variant::preset(id).unwrap();
        let pos = playout(&v, 12, 7).position();
        let record = v.position_record(&pos);
        check_moves(
            id,
            &["-p", &record, "--to-move", pos.to_move().name()],
            &v,
            &pos,
        );
    }
}

#[test]
fn moves_of_a_finished_game_print_nothing() {
    // The king stands on a corner: the defenders have won.
    let out = ok(&[
        "moves",
        "-v",
        "copenhagen",
        "-p",
        "/K10/11/11/11/11/11/11/11/11/11/5t5/",
    ]);
    assert_eq!(out, "");
    let out = ok(&[
        "perft",
        "-v",
        "copenhagen",
        "-p",
        "/K10/11/11/11/11/11/11/11/11/11/5t5/",
        "1",
    ]);
    assert_eq!(last_line(&out), "0");
}

/// A game of `plies` moves chosen by a seeded generator (the same every run), stopping early
/// if the game ends.
fn playout(v: &Variant, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(v.clone());
    let mut state = seed;
    let mut list = MoveList::new();
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        v.legal_moves(&game.position(), &mut list);
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = list[(state >> 33) as usize % list.len()];
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn play_json_matches_the_engine_along_seeded_games() {
    let mut captures_seen = 0;
    for (id, seed) in [
        ("brandub", 1),
        ("brandub", 2),
        ("copenhagen", 3),
        ("tablut", 4),
    ] {
        let v = Variant::preset(id).unwrap();
        let game = playout(&v, 40, seed);
        let moves: Vec<String> = game.moves().iter().map(|m| m.mv.to_string()).collect();
        let mut args = vec!["play", "-v", id, "--json"];
        args.extend(moves.iter().map(String::as_str));
        let report = json(&args);
        assert_eq!(report["position"], v.position_record(&game.position()));
        assert_eq!(report["to_move"], game.to_move().name());
        let (status, reason) = match game.outcome() {
            None => ("ongoing", ""),
            Some(o) => (o.status_name(), o.reason.name()),
        };
        assert_eq!(report["status"], status, "{id} {seed}");
        assert_eq!(report["reason"], reason, "{id} {seed}");
        let listed: Vec<&str> = report["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap())
            .collect();
        assert_eq!(listed, moves);
        for (i, m) in report["moves"].as_array().unwrap().iter().enumerate() {
            let said: Vec<&str> = game.announcements(i + 1).iter().map(|a| a.name()).collect();
            assert_eq!(
                m["announcements"],
                serde_json::json!(said),
                "{id} {seed} move {i}"
            );
            assert!(m.get("roll").is_none(), "no roll without dice");
        }
        for (got, played) in captures_of(&report).iter().zip(game.moves()) {
            let mut expected: Vec<String> =
                played.captured.iter().map(|sq| sq.to_string()).collect();
            expected.sort();
            assert_eq!(*got, expected, "{id} {seed} {}", played.mv);
            captures_seen += got.len();
        }
    }
    assert!(
        captures_seen > 0,
        "the seeded games should capture something"
    );
}

#[test]
fn play_json_reports_a_capture_found_on_brandub() {
    // The first sequence (in move-generation order) of up to three moves from the start whose
    // last move captures.
    let v = Variant::preset("brandub").unwrap();
    let mut list = MoveList::new();
    let mut frontier = vec![(v.start(), Vec::<Move>::new())];
    let found = 'search: loop {
        let mut next = Vec::new();
        for (pos, line) in &frontier {
            v.legal_moves(pos, &mut list);
            for &mv in list.iter() {
                let (after, captured) = v.play(pos, mv);
                let mut line = line.clone();
                line.push(mv);
                if !captured.is_empty() {
                    break 'search (line, after, captured);
                }
                next.push((after, line));
            }
        }
        assert!(next[0].1.len() < 3, "no capture within three moves");
        frontier = next;
    };
    let (line, after, captured) = found;
    let texts: Vec<String> = line.iter().map(Move::to_string).collect();
    let mut args = vec!["play", "-v", "brandub", "--json"];
    args.extend(texts.iter().map(String::as_str));
    let report = json(&args);
    assert_eq!(report["position"], v.position_record(&after));
    assert_eq!(report["to_move"], after.to_move().name());
    assert_eq!(report["status"], "ongoing");
    assert_eq!(report["reason"], "");
    let all = captures_of(&report);
    assert_eq!(all.len(), line.len());
    assert!(all[..all.len() - 1].iter().all(Vec::is_empty));
    let expected: Vec<String> = captured.iter().map(|s| s.to_string()).collect();
    assert_eq!(all[all.len() - 1], expected);
}

#[test]
fn play_json_sorts_captures_as_strings() {
    // A defender slides a5-a9 and takes the attacker on b9 (against the defender on c9) and
    // the one on a10 (against the empty corner a11). Board order would give b9 first.
    let report = json(&[
        "play",
        "-v",
        "copenhagen",
        "-p",
        "/4t6/11/11/11/T10/5K5/11/11/1tT8/t10/11/",
        "--to-move",
        "defenders",
        "--json",
        "a5-a9",
    ]);
    assert_eq!(report["position"], "/4t6/11/11/11/11/5K5/11/11/T1T8/11/11/");
    assert_eq!(report["to_move"], "attackers");
    assert_eq!(report["status"], "ongoing");
    assert_eq!(report["reason"], "");
    assert_eq!(report["moves"][0]["move"], "a5-a9");
    assert_eq!(captures_of(&report), [["a10", "b9"]]);
}

#[test]
fn play_json_reports_the_end_of_a_game() {
    let escape = [
        "play",
        "-v",
        "copenhagen",
        "-p",
        "/11/11/11/11/K10/11/11/11/11/11/5t5/",
        "--to-move",
        "defenders",
        "--json",
        "a5-a1",
    ];
    let report = json(&escape);
    assert_eq!(report["position"], "/K10/11/11/11/11/11/11/11/11/11/5t5/");
    assert_eq!(report["to_move"], "attackers");
    assert_eq!(report["status"], "defenders-win");
    assert_eq!(report["reason"], "king-escaped");
    assert_eq!(captures_of(&report), [Vec::<String>::new()]);

    // Brandub: the same two moves there and back twice make the start occur a third time.
    let shuffle = ["d7-e7", "c4-c3", "e7-d7", "c3-c4"];
    let mut args = vec!["play", "-v", "brandub", "--json"];
    args.extend(shuffle);
    args.extend(shuffle);
    let report = json(&args);
    assert_eq!(report["position"], "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
    assert_eq!(report["status"], "draw");
    assert_eq!(report["reason"], "repetition");

    // No move yet: the start, ongoing.
    let report = json(&["play", "-v", "tablut", "--json"]);
    assert_eq!(report["to_move"], "defenders");
    assert_eq!(report["status"], "ongoing");
    assert_eq!(report["moves"], Value::Array(Vec::new()));
}

#[test]
fn play_without_json_shows_board_moves_and_result() {
    let out = ok(&["play", "-v", "brandub", "d7-e7", "c4-c3"]);
    assert!(out.contains("  7  + . . . t . +\n"), "{out}");
    assert!(out.contains("\n     a b c d e f g\n"), "{out}");
    assert!(out.contains("d7-e7") && out.contains("c4-c3"), "{out}");
    assert!(out.contains("Attackers to move."), "{out}");

    let out = ok(&[
        "play",
        "-v",
        "copenhagen",
        "-p",
        "/4t6/11/11/11/T10/5K5/11/11/1tT8/t10/11/",
        "--to-move",
        "defenders",
        "a5-a9",
    ]);
    let top = out.lines().find(|l| l.contains(" . ")).unwrap();
    assert!(top.starts_with(" 11  +"), "rank 11 on top: {out}");
    assert!(out.contains("a5-a9xb9/a10"), "{out}");

    let out = ok(&[
        "play",
        "-v",
        "copenhagen",
        "-p",
        "/11/11/11/11/K10/11/11/11/11/11/5t5/",
        "--to-move",
        "defenders",
        "a5-a1",
    ]);
    assert!(out.contains("Result: Defenders win."), "{out}");
}

/// Bad input exits with status 2 and says what was wrong on stderr. Clap words the mistakes
/// of the command line itself (an unknown command or option, a missing or repeated value,
/// a missing or extra argument: "unrecognized subcommand", "unexpected argument", "a value is
/// required", "cannot be used multiple times"), where the hand-written parser said "unknown
/// command", "unknown flag", "needs a value" and "given twice"; the rest are ours.
#[test]
fn bad_input_exits_2_saying_what_was_wrong() {
    let cases: &[(&[&str], &str)] = &[
        (&["perft", "-v", "nope", "1"], "unknown variant 'nope'"),
        (&["frobnicate"], "unrecognized subcommand 'frobnicate'"),
        (
            &["perft", "-v", "brandub", "--fast", "1"],
            "unexpected argument '--fast'",
        ),
        (&["variants", "-v", "brandub"], "unexpected argument '-v'"),
        (&["perft", "-v"], "a value is required for '--variant <ID>'"),
        (
            &["moves", "-v", "brandub", "-p"],
            "a value is required for '--position <POS>'",
        ),
        (
            &["moves", "-v", "brandub", "--to-move"],
            "a value is required for '--to-move <SIDE>'",
        ),
        (
            &["moves", "-v", "brandub", "--to-move", "kings"],
            "'kings' is not a side",
        ),
        (
            &["moves", "-v", "brandub", "-v", "tablut"],
            "cannot be used multiple times",
        ),
        (&["moves"], "no variant given"),
        (
            &["moves", "-v", "brandub", "extra"],
            "unexpected argument 'extra'",
        ),
        (&["moves", "-v", "brandub", "-p", "/3t3/"], "bad position"),
        (&["moves", "-v", "brandub", "-p", "3t3/3t3"], "bad position"),
        (
            &[
                "moves",
                "-v",
                "brandub",
                "-p",
                "/3t3/3t3/3T3/ttTKTtx/3T3/3t3/3t3/",
            ],
            "bad position",
        ),
        (
            &[
                "moves",
                "-v",
                "brandub",
                "-p",
                "/3t3/3t3/3T3/ttTtTtt/3T3/3t3/3t3/",
            ],
            "throne",
        ),
        (
            &[
                "moves",
                "-v",
                "copenhagen",
                "-p",
                "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
            ],
            "bad position",
        ),
        (
            &["play", "-v", "brandub", "a4-a9"],
            "move 1 (a4-a9): a9 is off the board",
        ),
        (
            &["play", "-v", "brandub", "h4-g4"],
            "move 1 (h4-g4): h4 is off the board",
        ),
        (
            &["play", "-v", "brandub", "zz"],
            "move 1 (zz): 'zz' is not a move",
        ),
        (
            &["play", "-v", "brandub", "d7-e7", "d5-d7"],
            "move 2 (d5-d7): the way is blocked at d6",
        ),
        (
            &["play", "-v", "brandub", "d7-e7", "c4-c3", "e7-e4"],
            "move 3 (e7-e4): the way is blocked at e4",
        ),
        (
            &["play", "-v", "brandub", "c4-c3"],
            "move 1 (c4-c3): the piece on c4 belongs",
        ),
        (
            &["play", "-v", "brandub", "c3-c2"],
            "move 1 (c3-c2): there is no piece on c3",
        ),
        (
            &["play", "-v", "brandub", "a4-b3"],
            "move 1 (a4-b3): pieces move in a straight",
        ),
        (
            &["play", "-v", "brandub", "a4-a1"],
            "move 1 (a4-a1): this piece may not enter a1",
        ),
        (
            &[
                "play",
                "-v",
                "copenhagen",
                "-p",
                "/11/11/11/11/K10/11/11/11/11/11/5t5/",
                "--to-move",
                "defenders",
                "a5-a1",
                "f11-f10",
            ],
            "move 2 (f11-f10): the game is already over",
        ),
        (&["perft", "-v", "brandub", "abc"], "bad depth 'abc'"),
        (&["perft", "-v", "brandub", "-1"], "bad depth '-1'"),
        (&["perft", "-v", "brandub", "99"], "bad depth '99'"),
        (
            &["perft", "-v", "brandub"],
            "required arguments were not provided:\n  <DEPTH>",
        ),
        (
            &["perft", "-v", "brandub", "2", "3"],
            "unexpected argument '3'",
        ),
        (&["bench", "now"], "unexpected argument 'now'"),
        (
            &["help", "frobnicate"],
            "unrecognized subcommand 'frobnicate'",
        ),
    ];
    all_refused(cases);
}

/// Clap's help: a sentence on what the program or command does, then its usage.
#[test]
fn help_and_no_arguments() {
    let out = ok(&["--help"]);
    assert!(out.contains("Usage: konakis-cli"), "{out}");
    for command in [
        "variants", "rules", "perft", "moves", "play", "best", "uci", "bench",
    ] {
        assert!(out.contains(command), "{command} missing from usage");
        let own = ok(&[command, "--help"]);
        assert!(
            own.contains(&format!("Usage: konakis-cli {command}")),
            "{own}"
        );
        assert_eq!(ok(&["help", command]), own);
    }
    let run = cli(&[]);
    assert_eq!(run.code, Some(2));
    assert!(run.stdout.is_empty());
    assert!(run.stderr.contains("Usage: konakis-cli"), "{}", run.stderr);
}

#[test]
fn version_completions_and_manual_pages() {
    let version = ok(&["--version"]);
    assert_eq!(
        version.trim(),
        format!("konakis-cli {}", env!("CARGO_PKG_VERSION"))
    );
    for (shell, mark) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef konakis-cli"),
        ("fish", "complete -c konakis-cli"),
    ] {
        let script = ok(&["completions", shell]);
        assert!(script.contains(mark), "{shell}: {script}");
        // The presets complete the value of -v.
        assert!(script.contains("copenhagen"), "{shell} lacks the presets");
    }
    let dir = common::fresh_dir("cli-man");
    let written = ok(&["man", dir.to_str().unwrap()]);
    let pages: Vec<&str> = written.lines().collect();
    assert!(
        pages.iter().any(|p| p.ends_with("konakis-cli.1")),
        "{written}"
    );
    assert!(
        pages.iter().any(|p| p.ends_with("konakis-cli-perft.1")),
        "{written}"
    );
    let page = std::fs::read_to_string(dir.join("konakis-cli-perft.1")).unwrap();
    assert!(page.starts_with(".ie"), "{page}");
    assert!(page.contains("DEPTH"), "{page}");
}
