//! `lessons` and `threats` through the built binary. Every lesson of every preset is played
//! again through `play --json` under its own rule set (from the lesson's JSON): its history,
//! then its first passing move, which must show what the goal says; a refusal lesson's move
//! is refused. The threats of a drawn position are the ones a player sees. Bad input is
//! refused with exit status 2.

mod common;

use std::path::PathBuf;

use common::{bad, ok};
use konakis_engine::PRESETS;
use serde_json::Value;

/// Writes `text` to a file of this name in the tests' scratch folder; its path.
fn file(name: &str, text: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("konakis-cli-lessons");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .expect("a list")
        .iter()
        .map(|v| v.as_str().expect("text").to_string())
        .collect()
}

/// The squares a move goes between (`b2-b7` or `c4-c2xb2`).
fn destination(mv: &str) -> String {
    let to = mv.split('-').nth(1).expect("a move");
    to.split('x').next().unwrap().to_string()
}

/// The `play` arguments that replay a lesson's history and then `last`.
fn replay_args(lesson: &Value, rules: &str, last: &str) -> Vec<String> {
    let mut args: Vec<String> = ["play", "--json", "--rules", rules, "-p"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.push(lesson["start"].as_str().unwrap().into());
    args.push("--to-move".into());
    args.push(lesson["start_to_move"].as_str().unwrap().into());
    let mut moves = strings(&lesson["history"]);
    if let Some(roll) = lesson["roll"].as_u64() {
        // Each move of the history answered the throw of its own length.
        let mut rolls: String = moves
            .iter()
            .map(|m| char::from(b'0' + distance(m)))
            .collect();
        rolls.push(char::from(b'0' + roll as u8));
        args.push("--rolls".into());
        args.push(rolls);
    }
    moves.push(last.into());
    args.extend(moves);
    args
}

/// How many squares a move travels.
fn distance(mv: &str) -> u8 {
    let from = mv.split('-').next().unwrap();
    let to = destination(mv);
    let square = |s: &str| -> (i32, i32) {
        let file = s.as_bytes()[0] as i32 - b'a' as i32;
        let rank: i32 = s[1..].parse().unwrap();
        (file, rank)
    };
    let (a, b) = (square(from), square(&to));
    ((a.0 - b.0).abs() + (a.1 - b.1).abs()) as u8
}

/// Checks that `played` (the JSON of `play`) shows what `goal` asks of its last move.
fn shows(goal: &Value, played: &Value, what: &str) {
    let last = played["moves"].as_array().unwrap().last().unwrap();
    let captures = strings(&last["captures"]);
    let mv = last["move"].as_str().unwrap();
    match goal["kind"].as_str().unwrap() {
        "reach" => assert!(
            strings(&goal["squares"]).contains(&destination(mv)),
            "{what}"
        ),
        "capture" => {
            let mut wanted = strings(&goal["squares"]);
            let mut got = captures.clone();
            wanted.sort();
            got.sort();
            assert_eq!(got, wanted, "{what}");
        }
        "capture-one" => {
            assert_eq!(captures.len(), 1, "{what}");
            assert!(strings(&goal["squares"]).contains(&captures[0]), "{what}");
        }
        "win" | "end" => {
            assert_ne!(played["status"], "ongoing", "{what}");
            assert_eq!(played["reason"], goal["reason"], "{what}");
        }
        "announce" => {
            let said = strings(&last["announcements"]);
            assert!(
                said.contains(&goal["announcement"].as_str().unwrap().to_string()),
                "{what}"
            );
        }
        "mover-dies" => assert!(captures.contains(&destination(mv)), "{what}"),
        other => panic!("{what}: unexpected goal {other}"),
    }
}

#[test]
fn every_lesson_of_every_preset_replays_through_play() {
    for preset in PRESETS {
        let all: Value = serde_json::from_str(&ok(&["lessons", "-v", preset.id])).unwrap();
        let all = all.as_array().expect("a list of lessons");
        assert!(all.len() >= 8, "{}: {} lessons", preset.id, all.len());
        for lesson in all {
            let topic = lesson["topic"].as_str().unwrap();
            let what = format!("{} {topic}", preset.id);
            let rules = file(
                &format!("{}-{topic}.json", preset.id),
                &serde_json::to_string(&lesson["rules"]).unwrap(),
            );
            let passing = strings(&lesson["passing"]);
            let first = passing
                .first()
                .unwrap_or_else(|| panic!("{what}: no passing move"));
            let args = replay_args(lesson, &rules, first);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            if lesson["goal"]["kind"] == "refused" {
                let why = bad(&args);
                assert!(why.contains(first), "{what}: {why}");
                continue;
            }
            let played: Value = serde_json::from_str(&ok(&args)).unwrap();
            if lesson["moves_allowed"] == 1 {
                shows(&lesson["goal"], &played, &what);
            }
        }
    }
}

#[test]
fn the_threats_of_a_position() {
    // Copenhagen: the king on d3 with attackers on c3, e3 and d4; d2 is free, and the attacker
    // on d1 can step there.
    let position = "/3t7/11/2tKt6/3t7/11/11/11/11/11/11/11/";
    let out = ok(&[
        "threats",
        "-v",
        "copenhagen",
        "-p",
        position,
        "--to-move",
        "defenders",
    ]);
    let t: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(strings(&t["king_takers"]), ["d2"], "{out}");
    assert_eq!(strings(&t["defenders_in_danger"]), ["d3"], "{out}");
    assert_eq!(t["to_move"], "defenders");
    assert!(t["king_roads"].as_array().unwrap().is_empty(), "{out}");
    // The start of Brandub: nothing threatened.
    let start: Value = serde_json::from_str(&ok(&["threats", "-v", "brandub"])).unwrap();
    assert!(strings(&start["king_takers"]).is_empty());
    assert!(strings(&start["attackers_in_danger"]).is_empty());
}

#[test]
fn bad_input_to_lessons_and_threats_is_refused() {
    bad(&["lessons"]);
    bad(&["lessons", "-v", "no-such-game"]);
    bad(&["lessons", "--rules", "/no/such/file.json"]);
    bad(&["threats", "-v", "brandub", "-p", "/not a position/"]);
    bad(&["threats", "-v", "brandub", "--to-move", "kings"]);
    let why = bad(&["threats"]);
    assert!(why.contains("-v") || why.contains("--variant"), "{why}");
}
