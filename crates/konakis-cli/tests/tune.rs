//! `tune`: fitting the evaluation's weights to game records and self-play.

mod common;

use common::{all_refused, bad, ok};
use konakis_engine::search::{TERMS, WeightsFile, square_classes};

/// Twenty Brandubh games from aagenielsen.dk, as the `hnefatafl` crate ships them (MIT).
const RECORDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/brandubh-20.csv");

#[test]
fn tune_fits_records_and_self_play_and_writes_weights_the_engine_reads() {
    let dir = std::env::temp_dir().join(format!("konakis-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_file = dir.join("brandub.json");
    let args = [
        "tune",
        "-v",
        "brandub",
        "--records",
        RECORDS,
        "--games",
        "2",
        "--level",
        "Huscarl",
        "--seed",
        "3",
        "--time-ms",
        "20",
        "--max-plies",
        "40",
        "--iterations",
        "200",
        "--out",
        out_file.to_str().unwrap(),
    ];
    let out = ok(&args);
    assert!(out.contains("20 finished games"), "{out}");
    assert!(
        out.contains("self-play, 3 (Huscarl) against 3 (Huscarl)"),
        "{out}"
    );
    assert!(out.contains("held out"), "{out}");
    // The error on the games fitted does not grow.
    let line = out
        .lines()
        .find(|l| l.starts_with("mean squared error"))
        .unwrap();
    let numbers: Vec<f64> = line
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter_map(|w| w.parse().ok())
        .collect();
    assert!(numbers[1] <= numbers[0], "{line}");
    let text = std::fs::read_to_string(&out_file).unwrap();
    let file: WeightsFile = serde_json::from_str(&text).unwrap();
    assert_eq!(file.preset, "brandub");
    assert!(
        file.fitted_from.contains("brandubh-20.csv"),
        "{}",
        file.fitted_from
    );
    let weights = file.weights().unwrap();
    assert_eq!(weights.terms.len(), TERMS);
    // A square weight per class of the 7x7 board, for each side.
    assert!(weights.squares.check(7).is_ok());
    assert_eq!(weights.squares.attackers.len(), square_classes(7));
    assert!(out.contains("square weights, an attacker"), "{out}");
    // Seeded self-play and a deterministic fit: the same file again.
    assert_eq!(ok(&args), out);
    assert_eq!(std::fs::read_to_string(&out_file).unwrap(), text);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tune_refuses_bad_input() {
    let dir = std::env::temp_dir().join(format!("konakis-tune-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wrong = dir.join("wrong.csv");
    std::fs::write(&wrong, "d4-d9,0,0,White\n").unwrap();
    let wrong = wrong.to_str().unwrap();
    all_refused(&[
        (&["tune", "-v", "brandub"], "no games to learn from"),
        (&["tune", "--records", RECORDS], "no variant given"),
        (
            &["tune", "-v", "brandub", "--records", "/nonexistent.csv"],
            "cannot read /nonexistent.csv",
        ),
        (
            &["tune", "-v", "brandub", "--records", wrong],
            "--records line 1",
        ),
        (
            &[
                "tune",
                "-v",
                "brandub",
                "--records",
                RECORDS,
                "--iterations",
                "0",
            ],
            "--iterations",
        ),
    ]);
    // Too few games to hold any out.
    let few = dir.join("few.csv");
    let first: String = std::fs::read_to_string(RECORDS)
        .unwrap()
        .lines()
        .take(3)
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&few, first).unwrap();
    let error = bad(&["tune", "-v", "brandub", "--records", few.to_str().unwrap()]);
    assert!(error.contains("too few positions"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}
