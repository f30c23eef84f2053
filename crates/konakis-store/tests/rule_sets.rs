//! The player's rule sets: saved by name, listed, loaded, deleted; a bad file reported and
//! kept aside with its bytes; bad names and rules the engine refuses never written; a game
//! played under a custom set saved and resumed under the same rules.

mod common;

use std::fs;

use common::{TempDir, assert_same_game};
use konakis_engine::{Game, Move, Rules, StopBetween, Variant};
use konakis_store::{
    FileKind, Paths, Problem, RULE_SET_VERSION, RuleSet, SavedGame, Settings, check_rule_set_name,
    delete_rule_set, list_rule_sets, load_rule_set, load_settings, save_rule_set, save_settings,
};

/// Brandub where a soldier that stops between two enemies is taken (the Polish rule 6).
fn sandwich_brandub() -> RuleSet {
    let mut rules = Rules::preset("brandub").unwrap();
    rules.stop_between = StopBetween::Captured;
    RuleSet::new("Brandub, Polish sandwiches", rules)
}

#[test]
fn save_list_load_and_delete() {
    let dir = TempDir::new("rule-sets");
    let paths = Paths::in_dir(dir.path());
    assert_eq!(
        list_rule_sets(&paths),
        (vec![], vec![]),
        "no folder, no sets"
    );

    let sandwich = sandwich_brandub();
    let mut dice = Rules::preset("tablut").unwrap();
    dice.movement = konakis_engine::Movement::DiceAtMost;
    let dice = RuleSet::new("  alea tablut ", dice);
    assert_eq!(dice.name, "alea tablut", "blanks at the ends are dropped");
    save_rule_set(&paths, &sandwich).unwrap();
    save_rule_set(&paths, &dice).unwrap();
    let file = paths
        .rule_sets_dir()
        .join("Brandub, Polish sandwiches.json");
    assert!(file.is_file(), "one file per set, named after it");
    let text = fs::read_to_string(&file).unwrap();
    assert!(
        text.contains(&format!("\"version\": {RULE_SET_VERSION}")),
        "{text}"
    );
    assert!(text.contains("\"stop-between\": \"captured\""), "{text}");

    let (sets, problems) = list_rule_sets(&paths);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        sets,
        vec![dice.clone(), sandwich.clone()],
        "sorted by name, any case"
    );

    let loaded = load_rule_set(&paths, "Brandub, Polish sandwiches").unwrap();
    assert_eq!(loaded, Some(sandwich.clone()));
    assert_eq!(loaded.unwrap().rules.name, "Brandub, Polish sandwiches");
    assert_eq!(load_rule_set(&paths, "nothing by that name").unwrap(), None);

    // Saving under the same name replaces the set.
    let mut changed = sandwich.clone();
    changed.rules.first = konakis_engine::Side::Defenders;
    save_rule_set(&paths, &changed).unwrap();
    assert_eq!(
        load_rule_set(&paths, &sandwich.name).unwrap(),
        Some(changed)
    );

    delete_rule_set(&paths, &sandwich.name).unwrap();
    assert!(!file.exists());
    assert_eq!(list_rule_sets(&paths).0, vec![dice]);
    delete_rule_set(&paths, &sandwich.name).unwrap();
    assert_eq!(
        fs::read_dir(paths.rule_sets_dir()).unwrap().count(),
        1,
        "no temporary file is left behind"
    );
}

#[test]
fn a_corrupt_file_is_reported_and_kept_aside() {
    let dir = TempDir::new("rule-sets-bad");
    let paths = Paths::in_dir(dir.path());
    save_rule_set(&paths, &sandwich_brandub()).unwrap();
    let bad = paths.rule_sets_dir().join("broken.json");
    let bytes = b"{ \"version\": 1, \"rules\": { \"size\": 7, ";
    fs::write(&bad, bytes).unwrap();

    let (sets, problems) = list_rule_sets(&paths);
    assert_eq!(
        sets,
        vec![sandwich_brandub()],
        "the good set is still offered"
    );
    assert_eq!(problems.len(), 1);
    let error = &problems[0];
    assert_eq!(error.kind, FileKind::RuleSet);
    assert!(matches!(error.problem, Problem::Truncated(_)), "{error}");
    let message = error.to_string();
    assert!(message.starts_with("rule set file "), "{message}");
    assert!(message.contains(&bad.display().to_string()), "{message}");
    assert!(message.contains("it is not offered"), "{message}");
    let kept = error.kept_as().expect("moved aside").to_path_buf();
    assert!(
        message.contains(&format!("kept as {}", kept.display())),
        "{message}"
    );
    let kept_name = kept.file_name().unwrap().to_string_lossy().into_owned();
    assert!(kept_name.starts_with("broken.json.bad-"), "{kept_name}");
    assert_eq!(fs::read(&kept).unwrap(), bytes, "the kept bytes are intact");
    assert!(!bad.exists());

    // The kept file is not a set; listing again finds no problem.
    assert_eq!(list_rule_sets(&paths), (vec![sandwich_brandub()], vec![]));
}

#[test]
fn every_kind_of_bad_file_is_kept_aside() {
    let mut future = sandwich_brandub().to_json();
    future = future.replace(
        &format!("\"version\": {RULE_SET_VERSION}"),
        "\"version\": 99",
    );
    let mut refused = sandwich_brandub().to_json();
    refused = refused.replace("\"size\": 7", "\"size\": 8");
    let cases: [(&str, &[u8], &str); 6] = [
        ("empty", b"  \n", "is empty"),
        ("binary", b"\x89PNG\r\n\x1a\n\0\0", "binary data"),
        ("not json", b"stop-between: captured", "not a JSON object"),
        ("foreign", b"{ \"volume\": 1 }", "no \"version\" field"),
        ("future", future.as_bytes(), "from a newer Konakis"),
        ("refused by the engine", refused.as_bytes(), "board size 8"),
    ];
    for (case, bytes, phrase) in cases {
        let dir = TempDir::new("rule-sets-kinds");
        let paths = Paths::in_dir(dir.path());
        let path = paths.rule_sets_dir().join("odd.json");
        fs::create_dir_all(paths.rule_sets_dir()).unwrap();
        fs::write(&path, bytes).unwrap();
        let error = load_rule_set(&paths, "odd").expect_err(case);
        let message = error.to_string();
        assert!(message.contains(phrase), "{case}: {message}");
        assert!(
            message.contains(&path.display().to_string()),
            "{case}: {message}"
        );
        let kept = error
            .kept_as()
            .unwrap_or_else(|| panic!("{case}: {message}"));
        assert_eq!(fs::read(kept).unwrap(), bytes, "{case}");
        // Saving a good set of that name afterwards works and touches the kept file not.
        save_rule_set(
            &paths,
            &RuleSet::new("odd", Rules::preset("brandub").unwrap()),
        )
        .unwrap();
        assert!(load_rule_set(&paths, "odd").unwrap().is_some(), "{case}");
        assert_eq!(fs::read(kept).unwrap(), bytes, "{case}");
    }
}

#[test]
fn a_bad_name_is_refused_and_nothing_is_written() {
    let dir = TempDir::new("rule-sets-names");
    let paths = Paths::in_dir(dir.path());
    let rules = Rules::preset("brandub").unwrap();
    for (name, phrase) in [
        ("../settings", "'/'"),
        ("a\\b", "'\\'"),
        ("c:d", "':'"),
        ("", "needs a name"),
        ("   ", "needs a name"),
        (".hidden", "start with a dot"),
        ("trailing.", "end with a dot"),
        ("nul", "device"),
        ("COM1.json", "device"),
        ("tab\there", "control character"),
    ] {
        let error = save_rule_set(&paths, &RuleSet::new(name, rules.clone()))
            .expect_err(&format!("{name:?} was accepted"));
        assert_eq!(error.kind, FileKind::RuleSet);
        assert!(
            matches!(error.problem, Problem::BadName(_)),
            "{name:?}: {error}"
        );
        let message = error.to_string();
        assert!(message.contains(phrase), "{name:?}: {message}");
        assert!(
            message.contains("nothing was written"),
            "{name:?}: {message}"
        );
        assert!(load_rule_set(&paths, name).is_err(), "{name:?}");
        assert!(delete_rule_set(&paths, name).is_err(), "{name:?}");
    }
    let long = "x".repeat(61);
    assert!(
        check_rule_set_name(&long)
            .unwrap_err()
            .contains("at most 60")
    );
    assert!(check_rule_set_name(&"x".repeat(60)).is_ok());
    assert!(check_rule_set_name("Tablut: Linnaeus").is_err());
    assert!(check_rule_set_name("Console Tablut").is_ok());
    assert!(!dir.path().join("settings.json").exists());
    assert!(!paths.rule_sets_dir().exists(), "nothing was written");
}

#[test]
fn rules_the_engine_refuses_are_not_saved() {
    let dir = TempDir::new("rule-sets-refused");
    let paths = Paths::in_dir(dir.path());
    let mut rules = Rules::preset("brandub").unwrap();
    rules.size = 9; // the 7x7 army on a 9x9 board
    let error = save_rule_set(&paths, &RuleSet::new("Too big", rules.clone())).unwrap_err();
    let engine = Variant::new(rules).unwrap_err().to_string();
    assert!(matches!(error.problem, Problem::Invalid(_)));
    assert!(error.to_string().contains(&engine), "{error} / {engine}");
    assert!(!paths.rule_sets_dir().exists(), "nothing was written");
}

#[test]
fn a_game_under_a_custom_set_resumes_under_the_same_rules() {
    let set = sandwich_brandub();
    let mut game = Game::new(Variant::new(set.rules.clone()).unwrap());
    // The attacker stopping on a2, between the hostile corner a1 and the defender on a3, is
    // taken by its own move.
    for text in ["a4-a5", "d3-a3", "d2-a2"] {
        game.play(text.parse::<Move>().unwrap()).unwrap();
    }
    let own = game.moves()[2].captured;
    assert_eq!(
        own.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        ["a2"]
    );

    let dir = TempDir::new("rule-sets-game");
    let path = dir.path().join("custom.otg");
    konakis_store::save_game(&path, &SavedGame::new(game.clone())).unwrap();
    let back = konakis_store::load_game(&path).unwrap();
    assert_same_game(&back.game, &game);
    assert_eq!(back.game.variant().rules(), &set.rules);
    assert_eq!(
        back.game.variant().rules().name,
        "Brandub, Polish sandwiches"
    );
}

#[test]
fn settings_remember_the_last_rule_set() {
    let dir = TempDir::new("rule-sets-settings");
    let paths = Paths::in_dir(dir.path());
    let settings = Settings {
        last_rule_set: Some("Brandub, Polish sandwiches".into()),
        ..Settings::default()
    };
    save_settings(&paths, &settings).unwrap();
    let (back, problem) = load_settings(&paths);
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(
        back.last_rule_set.as_deref(),
        Some("Brandub, Polish sandwiches")
    );

    let bad = Settings {
        last_rule_set: Some("../escape".into()),
        ..Settings::default()
    };
    let error = save_settings(&paths, &bad).unwrap_err();
    assert!(error.to_string().contains("last_rule_set"), "{error}");

    // A file of an earlier version, with the Tablut switches and no rule set, still loads.
    let old = r#"{ "version": 1, "last_variant": "tablut",
        "tablut": { "corner_escape": true, "tuichi_wins": true } }"#;
    let old = Settings::from_json(old).unwrap();
    assert_eq!(old.last_variant, "tablut");
    assert_eq!(old.last_rule_set, None);
    assert!(old.tablut.corner_escape);
}
