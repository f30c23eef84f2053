//! `blunders`: the move that lost each game of a set of records, as a search sees it.

mod common;

use common::{all_refused, fresh_dir, konakis_cli, ok};

/// Twenty Brandubh games from aagenielsen.dk, as the `hnefatafl` crate ships them (MIT). The
/// path is the package's own: tests run there, and a path built in at compile time would go
/// stale in a build directory that another checkout shares.
const RECORDS: &str = "tests/data/brandubh-20.csv";

/// The fourth of them: the king walks to c5 (move 12) and is taken on b4 three moves later.
const GAME_4: [&str; 15] = [
    "d2-c2", "d5-e5", "d6-c6", "d3-c3", "f4-f3", "e4-f4", "b4-b3", "d4-d5", "d1-d3xc3", "d5-b5",
    "c6-b6", "b5-c5", "d3-d5", "c4-b4", "b6-b5xb4",
];

/// `konakis-cli best` to depth 6 after the first `plies` moves of game 4: its line before the
/// move.
fn searched(plies: usize) -> String {
    let mut args = vec!["best", "-v", "brandub", "--depth", "6", "--moves"];
    args.extend(&GAME_4[..plies]);
    let output = std::process::Command::new(konakis_cli())
        .args(&args)
        .output()
        .expect("konakis-cli runs");
    assert!(output.status.success(), "{args:?}");
    let out = String::from_utf8(output.stdout).unwrap();
    out.lines().rev().nth(1).unwrap().to_string()
}

#[test]
fn blunders_finds_the_move_after_which_the_search_sees_the_loss() {
    let out = ok(&["blunders", "-v", "brandub", "--records", RECORDS]);
    assert!(out.starts_with("brandub: 20 finished games"), "{out}");
    assert!(
        out.contains(
            "game 4: the attackers won on the board after 15 moves; the defenders' move 12 \
             (b5-c5): "
        ),
        "{out}"
    );
    assert!(out.contains("the attackers win in 3 after it"), "{out}");
    // `best` agrees: no forced loss before the king's move, a win in 3 after it.
    assert!(!searched(11).contains("loss in"), "{}", searched(11));
    assert!(searched(12).contains("score win in 3"), "{}", searched(12));
    assert!(
        out.contains(
            "4 of 20 games ended on the board (0 drawn, 0 won by repetition, 16 resigned or \
             unfinished); won otherwise: attackers 1, defenders 3"
        ),
        "{out}"
    );
    assert!(
        out.contains("the defenders' 1 of 1 (100%), the attackers' 3 of 3"),
        "{out}"
    );
    // One line a game won on the board, in the records' order.
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{out}");
    assert!(games[0].starts_with("game 2:") && games[3].starts_with("game 5:"));
}

#[test]
fn blunders_looks_only_as_deep_and_as_far_back_as_told() {
    let out = ok(&[
        "blunders",
        "-v",
        "brandub",
        "--records",
        RECORDS,
        "--depth",
        "2",
        "--last",
        "4",
    ]);
    assert!(
        out.contains(
            "game 5: the defenders won on the board after 18 moves; no move of the attackers' \
             lost it within 2 plies"
        ),
        "{out}"
    );
    assert!(out.contains("the attackers' 0 of 3 (0%)"), "{out}");
}

#[test]
fn blunders_reads_a_folder_of_records() {
    let dir = fresh_dir("blunders");
    let moves: Vec<String> = GAME_4
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect();
    let record = format!(
        "[result:attackers-win (king-captured) after 15 moves]\n{}\n",
        moves.join("\n")
    );
    std::fs::write(dir.join("game-4.txt"), record).unwrap();
    let out = ok(&[
        "blunders",
        "-v",
        "brandub",
        "--record-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(
        out.contains(
            "game 1: the attackers won on the board after 15 moves; the defenders' move 12 (b5-c5)"
        ),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn blunders_refuses_bad_input() {
    let dir = fresh_dir("blunders-bad");
    let wrong = dir.join("wrong.csv");
    std::fs::write(&wrong, "d4-d9,0,0,White\n").unwrap();
    let wrong = wrong.to_str().unwrap();
    all_refused(&[
        (
            &["blunders", "-v", "brandub"],
            "give one of --records CSV and --record-dir DIR",
        ),
        (
            &[
                "blunders",
                "-v",
                "brandub",
                "--records",
                RECORDS,
                "--record-dir",
                ".",
            ],
            "give one of --records CSV and --record-dir DIR",
        ),
        (&["blunders", "--records", RECORDS], "no variant given"),
        (
            &[
                "blunders",
                "-v",
                "brandub",
                "--records",
                RECORDS,
                "--depth",
                "13",
            ],
            "--depth",
        ),
        (
            &[
                "blunders",
                "-v",
                "brandub",
                "--records",
                RECORDS,
                "--last",
                "0",
            ],
            "--last",
        ),
        (
            &["blunders", "-v", "brandub", "--records", "/nonexistent.csv"],
            "cannot read /nonexistent.csv",
        ),
        (&["blunders", "-v", "brandub", "--records", wrong], "line 1"),
        (
            &["blunders", "-v", "brandub", "--record-dir", "/nonexistent"],
            "--record-dir: cannot read /nonexistent",
        ),
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
}
