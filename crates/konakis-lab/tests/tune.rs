//! `tune`: fitting the evaluation's weights to game records and self-play.

mod common;

use common::{all_refused, bad, fresh_dir, lab, ok};
use konakis_engine::Variant;
use konakis_engine::notation::GameRecord;
use konakis_engine::search::{TERMS, WeightsFile, square_classes};
use std::path::Path;

/// Twenty Brandubh games from aagenielsen.dk, as the `hnefatafl` crate ships them (MIT), by
/// the package's own path, where tests run (see `blunders.rs`).
const RECORDS: &str = "tests/data/brandubh-20.csv";

#[test]
fn tune_fits_records_and_self_play_and_writes_weights_the_engine_reads() {
    let dir = fresh_dir("tune");
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

/// Writes each game of `RECORDS` into `dir` as an OpenTafl record with its result in a
/// `result` tag, as `versus --save-games` does; returns how many.
fn write_record_dir(dir: &Path) -> usize {
    std::fs::create_dir_all(dir).unwrap();
    let rules = Variant::preset("brandub").unwrap().rules().clone();
    let text = std::fs::read_to_string(RECORDS).unwrap();
    let mut written = 0;
    for (i, line) in text.lines().enumerate() {
        let (moves, result) = (line.split(',').next().unwrap(), line.rsplit(',').next());
        let result = match result {
            Some("White") => "defenders-win (king-escaped)",
            Some("Black") => "attackers-win (king-captured)",
            Some("Draw") => "draw",
            _ => continue,
        };
        let mut record = GameRecord::parse(moves, Some(&rules)).unwrap();
        record.tags.push(("result".into(), result.into()));
        std::fs::write(dir.join(format!("game-{i:02}.txt")), record.write(&[])).unwrap();
        written += 1;
    }
    written
}

/// The same games read as OpenTafl records from a folder fit exactly as they do from the
/// CSV; a record without a result and a file not `.txt` are left out; with both sources,
/// each one's held-out error is reported on its own; games only checked change no weight.
#[test]
fn tune_reads_a_folder_of_records_as_it_reads_the_csv() {
    let dir = fresh_dir("tune-dir");
    let games = dir.join("games");
    let written = write_record_dir(&games);
    std::fs::write(games.join("unfinished.txt"), "d4-d6 c4-c6\n").unwrap();
    std::fs::write(games.join("notes.md"), "not a record").unwrap();
    let games = games.to_str().unwrap();
    let fit = |source: &[&str]| {
        let mut args = vec!["tune", "-v", "brandub", "--iterations", "100"];
        args.extend(source);
        ok(&args)
    };
    let from_dir = fit(&["--record-dir", games]);
    assert!(
        from_dir.contains(&format!("{written} finished games (1 without a result")),
        "{from_dir}"
    );
    // From the count of positions on, the two reports are the same.
    let tail = |report: &str| report[report.find("quiet positions").unwrap()..].to_string();
    assert_eq!(tail(&from_dir), tail(&fit(&["--records", RECORDS])));
    let both = fit(&["--records", RECORDS, "--record-dir", games]);
    assert!(both.contains("held out, brandubh-20.csv: "), "{both}");
    assert!(both.contains("held out, games: "), "{both}");
    // Games only checked are not fitted: the weights come out as without them.
    let checked = fit(&["--records", RECORDS, "--check-dir", games]);
    assert!(
        checked.contains("held out, games (only checked): "),
        "{checked}"
    );
    let weights = |report: &str| report[report.find("term ").unwrap()..].to_string();
    assert_eq!(weights(&checked), weights(&fit(&["--records", RECORDS])));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--hold` keeps the named terms at the given weights in the file it writes, and says so.
#[test]
fn tune_holds_the_terms_it_is_told_to() {
    let dir = fresh_dir("tune-hold");
    let out_file = dir.join("brandub.json");
    let out = ok(&labelled_fit(&[
        "--hold",
        "closing_in=7,shut_out=-3",
        "--out",
        out_file.to_str().unwrap(),
    ]));
    assert!(out.contains("wrote"), "{out}");
    let file: WeightsFile =
        serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
    assert_eq!(file.weights["closing_in"], 7);
    assert_eq!(file.weights["shut_out"], -3);
    assert!(
        file.fitted_from
            .ends_with("held by hand: closing_in=7,shut_out=-3"),
        "{}",
        file.fitted_from
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tune_refuses_bad_input() {
    let dir = fresh_dir("tune-bad");
    let wrong = dir.join("wrong.csv");
    std::fs::write(&wrong, "d4-d9,0,0,White\n").unwrap();
    let wrong = wrong.to_str().unwrap();
    let games = dir.join("games");
    write_record_dir(&games);
    let other_rules = games.to_str().unwrap();
    let broken = dir.join("broken");
    std::fs::create_dir_all(&broken).unwrap();
    std::fs::write(
        broken.join("broken.txt"),
        "[rules:dim:7 nonsense]\n1. d1-d9\n",
    )
    .unwrap();
    let broken = broken.to_str().unwrap();
    all_refused(&[
        (&["tune", "-v", "brandub"], "no games to learn from"),
        (
            &[
                "tune",
                "-v",
                "brandub",
                "--records",
                RECORDS,
                "--hold",
                "sealing=3",
            ],
            "--hold \"sealing=3\": no such term",
        ),
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
            &["tune", "-v", "brandub", "--record-dir", "/nonexistent"],
            "--record-dir: cannot read /nonexistent",
        ),
        (
            &["tune", "-v", "tablut", "--record-dir", other_rules],
            "is a game of other rules than tablut",
        ),
        (
            &["tune", "-v", "brandub", "--record-dir", broken],
            "broken.txt",
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

/// A stand-in UCI engine for the labels: every position scores 300 for the side to move.
const FAKE_ENGINE: &str = "while read l; do case \"$l\" in uci) echo uciok;; \
    go*) echo 'info depth 1 score 300 nodes 5'; echo 'bestmove d4d6';; quit) exit;; esac; done";

/// `tune` on the Brandubh records, 100 steps, with `extra` flags.
fn labelled_fit<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "tune",
        "-v",
        "brandub",
        "--records",
        RECORDS,
        "--iterations",
        "100",
    ];
    args.extend(extra);
    args
}

/// Another engine's scores: asked for once and written to the file, read back from it
/// without the engine to the same fit; a share of 0 fits as without them, a full share
/// otherwise; the flags refused when they make no sense.
#[test]
fn tune_blends_another_engines_scores_into_the_labels() {
    let dir = fresh_dir("tune-labels");
    let labels = dir.join("scores.txt");
    let labels = labels.to_str().unwrap();
    let fit = |extra: &[&str]| ok(&labelled_fit(extra));
    let asked = fit(&[
        "--labels",
        labels,
        "--label-engine",
        FAKE_ENGINE,
        "--label-ms",
        "1",
    ]);
    assert!(asked.contains("scored "), "{asked}");
    let text = std::fs::read_to_string(labels).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("# start "), "{}", lines[0]);
    assert!(lines.len() > 100, "{} lines", lines.len());
    // Each score is the engine's 300 for the side to move, turned to the attackers' side.
    assert!(
        lines[1..]
            .iter()
            .all(|l| l.ends_with(" 300") || l.ends_with(" -300"))
    );
    assert!(asked.contains("scores for "), "{asked}");
    let tail = |report: &str| report[report.find("quiet positions").unwrap()..].to_string();
    let from_file = fit(&["--labels", labels]);
    assert_eq!(tail(&from_file), tail(&asked));
    let weights = |report: &str| report[report.find("term ").unwrap()..].to_string();
    let plain = fit(&[]);
    assert_eq!(
        weights(&fit(&["--labels", labels, "--label-share", "0"])),
        weights(&plain)
    );
    assert_ne!(
        weights(&fit(&["--labels", labels, "--label-share", "100"])),
        weights(&plain)
    );
    // Every position has its score: the engine is not asked, and the file stays as it was.
    fit(&["--labels", labels, "--label-engine", "exit 3"]);
    assert_eq!(std::fs::read_to_string(labels).unwrap(), text);
    let empty = dir.join("empty.txt");
    for (extra, expected) in [
        // Clap says which option another needs ("the following required arguments were not
        // provided"), where the hand-written parser said "needs".
        (
            vec!["--label-engine", "x"],
            "required arguments were not provided:\n  --labels <FILE>",
        ),
        (vec!["--labels", empty.to_str().unwrap()], "holds no scores"),
        (
            vec!["--labels", labels, "--label-share", "101"],
            "--label-share",
        ),
        (
            vec!["--labels", labels, "--label-ms", "5"],
            "required arguments were not provided:\n  --label-engine <CMD>",
        ),
    ] {
        let line = bad(&labelled_fit(&extra));
        assert!(line.contains(expected), "{extra:?}: {line}");
    }
    // An engine that fails is a failure (exit 1), not bad input, and says which engine.
    let failed = dir.join("failed.txt");
    let run = lab(&labelled_fit(&[
        "--labels",
        failed.to_str().unwrap(),
        "--label-engine",
        "exit 3",
    ]));
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("engine 'exit 3'"), "{}", run.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
}
