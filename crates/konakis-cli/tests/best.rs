//! `best` and `uci` as other tools see them: the built binary run with arguments, its stdout,
//! stderr and exit status.

mod common;

use common::{all_refused, ok};
use konakis_engine::{Move, Side, Variant};

/// Copenhagen: the king on k5 has one open run, to the corner k1.
const RAICHI: &str = "/11/t10/7t3/3t2T4/4T5K/11/1t3T5/10t/4t6/2t3t4/11/";

#[test]
fn best_prints_the_move_last_and_the_figures_before_it() {
    let out = ok(&[
        "best",
        "-v",
        "copenhagen",
        "-p",
        RAICHI,
        "--to-move",
        "defenders",
        "--depth",
        "3",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"k5-k1"));
    let info = lines[lines.len() - 2];
    for word in ["depth ", "nodes ", "nps ", "score win in 1"] {
        assert!(info.contains(word), "{info}");
    }
    // The attackers block the run.
    let out = ok(&[
        "best",
        "-v",
        "copenhagen",
        "-p",
        RAICHI,
        "--to-move",
        "attackers",
        "--time-ms",
        "200",
    ]);
    let mv: Move = out.lines().last().unwrap().parse().unwrap();
    assert!(
        ["k2", "k3", "k4"].contains(&mv.to.to_string().as_str()),
        "{mv}"
    );
}

#[test]
fn best_plays_the_given_moves_first_and_answers_legally() {
    let out = ok(&[
        "best", "-v", "brandub", "--moves", "d6-f6", "d5-d6", "--depth", "4",
    ]);
    let mv: Move = out.lines().last().unwrap().parse().unwrap();
    let v = Variant::preset("brandub").unwrap();
    let mut pos = v.start();
    for m in ["d6-f6", "d5-d6"] {
        pos = v.play(&pos, m.parse().unwrap()).0;
    }
    assert_eq!(pos.to_move(), Side::Attackers);
    assert!(v.check_move(&pos, mv).is_ok(), "{mv}");
}

#[test]
fn best_with_a_level_and_a_seed_repeats_itself() {
    let args = ["best", "-v", "tablut", "--level", "huscarl", "--seed", "12"];
    let first = ok(&args);
    let again = ok(&args);
    assert_eq!(first.lines().last(), again.lines().last());
}

#[test]
fn best_says_when_there_is_no_move() {
    // The lone attacker on b1 is walled in.
    let out = ok(&[
        "best",
        "-v",
        "brandub",
        "-p",
        "/1tT4/1T5/7/3K3/7/7/7/",
        "--to-move",
        "attackers",
        "--depth",
        "2",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        ["the game is over (defenders-win, no-moves)", "none"]
    );
}

#[test]
fn best_says_when_the_game_ended_by_repetition() {
    // Copenhagen: the third time a position comes round, the attackers win.
    let mut args = vec!["best", "-v", "copenhagen", "--depth", "2", "--moves"];
    args.extend(["a4-b4", "f4-f3", "b4-a4", "f3-f4"].repeat(2));
    let lines: Vec<String> = ok(&args).lines().map(String::from).collect();
    assert_eq!(
        lines,
        ["the game is over (attackers-win, repetition)", "none"]
    );
}

#[test]
fn best_refuses_bad_input() {
    let cases: [(&[&str], &str); 8] = [
        (&["best", "-v", "brandub"], "no limit given"),
        (
            &["best", "-v", "brandub", "--level", "7"],
            "level 7 does not exist",
        ),
        (&["best", "-v", "brandub", "--level", "king"], "not a level"),
        // Clap words these three: a bad number, two limits that exclude each other, an
        // argument where none is taken.
        (
            &["best", "-v", "brandub", "--depth", "x"],
            "invalid value 'x' for '--depth <D>'",
        ),
        (
            &["best", "-v", "brandub", "--level", "2", "--depth", "3"],
            "'--level <N>' cannot be used with '--depth <D>'",
        ),
        (
            &["best", "-v", "brandub", "--depth", "3", "--seed", "1"],
            "--seed only goes with --level",
        ),
        (
            &["best", "-v", "brandub", "d6-f6", "--depth", "3"],
            "unexpected argument 'd6-f6'",
        ),
        (
            &["best", "-v", "brandub", "--moves", "d6-d5", "--depth", "3"],
            "move 1 (d6-d5)",
        ),
    ];
    all_refused(&cases);
}

#[test]
fn the_uci_engine_answers_its_protocol() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_konakis-cli"))
        .args(["uci", "-v", "brandub"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"uci\nisready\nposition startpos moves d6f6\ngo movetime 50\nposition startpos moves d6d4\ngo\nquit\n")
        .unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..3], ["id name Konakis", "uciok", "readyok"], "{out}");
    let answer = lines[3].strip_prefix("bestmove ").expect(&out);
    let v = konakis_engine::Variant::preset("brandub").unwrap();
    let (after, _) = v.play(&v.start(), "d6-f6".parse().unwrap());
    let mv: konakis_engine::Move = format!("{}-{}", &answer[..2], &answer[2..])
        .parse()
        .unwrap();
    assert!(v.check_move(&after, mv).is_ok(), "{answer}");
    // An illegal move is reported, and the game before it stays.
    assert!(lines[4].starts_with("info string error: d6d4"), "{out}");
    assert!(lines[5].starts_with("bestmove "), "{out}");
}
