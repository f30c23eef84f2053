//! `review` through the built binary: a real tournament game (Brandubh, from the
//! aagenielsen.dk records) reviewed as JSON with a judgement for every move; bad records and
//! options refused with exit status 2.

mod common;

use std::path::PathBuf;

use common::{all_refused, ok};
use serde_json::Value;

/// The first 15 moves of a Brandubh game from the tournament records.
const REAL_GAME: &str = "d2-e2 d3-d2 b4-b2 d2-d3 d6-c6 d3-c3 c6-c5 e4-e6 d7-d6 d4-e4 f4-f5 \
                         e6-e7 e2-e3 e7-d7xd6 f5-e5xd5\n";

fn file(name: &str, text: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("konakis-cli-review");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_real_record_is_reviewed_move_by_move() {
    let path = file("brandubh.txt", REAL_GAME);
    let out = ok(&["review", &path, "-v", "brandub", "--depth", "3"]);
    let report: Value = serde_json::from_str(&out).unwrap();
    let moves = report["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 15, "a judgement for every move");
    let chances = report["attackers_chance"].as_array().unwrap();
    assert_eq!(
        chances.len(),
        16,
        "the start and the position after every move"
    );
    assert!(
        chances
            .iter()
            .all(|c| (0.0..=1.0).contains(&c.as_f64().unwrap()))
    );
    for (i, m) in moves.iter().enumerate() {
        assert_eq!(m["ply"].as_u64(), Some(i as u64 + 1));
        let judgement = m["judgement"].as_str().unwrap();
        assert!(["good", "inaccuracy", "mistake", "blunder"].contains(&judgement));
        assert_eq!(m["better"].is_null(), judgement == "good", "{m}");
        let (before, after) = (m["before"].as_f64().unwrap(), m["after"].as_f64().unwrap());
        assert!(
            (0.0..=1.0).contains(&after) && after <= before + 1e-9,
            "{m}"
        );
    }
    assert_eq!(report["thresholds"]["blunder"].as_f64(), Some(0.3));
}

#[test]
fn bad_records_and_options_are_refused() {
    let illegal = file("illegal.txt", "d2-e2 d3-d9\n");
    let noise = file("noise.txt", "hello there\n");
    let plain = file("plain.txt", REAL_GAME);
    all_refused(&[
        (&["review", &illegal, "-v", "brandub"], "move 2 (d3-d9)"),
        (
            &["review", &noise, "-v", "brandub"],
            "not a Konakis/OpenTafl game record",
        ),
        (
            &["review", &plain],
            "give its rules with -v ID or --rules FILE",
        ),
        (
            &["review", "/no/such/file.txt", "-v", "brandub"],
            "no such file",
        ),
        (
            &["review", &plain, "-v", "brandub", "--depth", "0"],
            "0 is not in 1..=12",
        ),
        (
            &[
                "review",
                &plain,
                "-v",
                "brandub",
                "--depth",
                "3",
                "--time-ms",
                "5",
            ],
            "cannot be used with",
        ),
    ]);
}
