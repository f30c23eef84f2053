//! The lab's commands under a rule set given as a file (`--rules FILE`, the form `konakis-cli
//! rules` prints): the same games as under the preset's id, clear errors for a bad file, and
//! dice games thrown from each game's seed.

mod common;

use common::{all_refused, fresh_dir, ok, without_timings};
use konakis_engine::Rules;

/// `id`'s rule set as JSON, changed by `edit`, saved in `dir` as `name`; its path.
fn rules_file(dir: &std::path::Path, id: &str, name: &str, edit: impl Fn(&mut Rules)) -> String {
    let mut rules = Rules::preset(id).expect("a preset");
    edit(&mut rules);
    let path = dir.join(name);
    std::fs::write(&path, serde_json::to_string_pretty(&rules).unwrap()).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_rules_file_stands_for_the_variant_in_matches_and_ladders() {
    let dir = fresh_dir("lab-rules-file");
    let path = rules_file(&dir, "brandub-french", "brandub-french.json", |_| {});
    let commands: [&[&str]; 2] = [
        &[
            "match",
            "--attackers",
            "1",
            "--defenders",
            "2",
            "--games",
            "2",
            "--seed",
            "9",
            "--time-ms",
            "50",
        ],
        &[
            "ladder",
            "--level",
            "2",
            "--games",
            "1",
            "--seed",
            "4",
            "--time-ms",
            "50",
        ],
    ];
    for rest in commands {
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
fn bad_rules_files_are_refused_before_any_game() {
    let dir = fresh_dir("lab-bad-rules");
    let even_board = rules_file(&dir, "brandub", "even.json", |r| r.size = 8);
    let not_json = dir.join("not-json.json");
    std::fs::write(&not_json, "{ this is not json").unwrap();
    let not_json = not_json.to_str().unwrap();
    all_refused(&[
        (
            &[
                "match",
                "--rules",
                &even_board,
                "--attackers",
                "1",
                "--defenders",
                "1",
                "--games",
                "1",
            ],
            "board size 8",
        ),
        (
            &[
                "ladder", "--rules", not_json, "--level", "2", "--games", "1",
            ],
            "not-json.json",
        ),
    ]);
}

#[test]
fn a_dice_match_throws_from_each_games_seed_and_replays_exactly() {
    let dir = fresh_dir("lab-dice-match");
    let path = rules_file(&dir, "brandub", "dice.json", |r| {
        r.movement = konakis_engine::Movement::DiceAtMost;
        r.id = "brandub-dice".into();
    });
    let args = [
        "match",
        "--rules",
        &path,
        "--attackers",
        "2",
        "--defenders",
        "2",
        "--games",
        "2",
        "--seed",
        "5",
        "--time-ms",
        "100",
    ];
    let first = ok(&args);
    assert_eq!(first.lines().count(), 4, "{first}");
    assert_eq!(without_timings(&ok(&args)), without_timings(&first));
}
