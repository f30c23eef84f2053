//! Settings: defaults without a file, a round trip, older files missing fields, atomic writes
//! that leave no temporary file, nonsense refused, and where the files live.

mod common;

use std::fs;

use common::TempDir;
use konakis_engine::Side;
use konakis_store::{
    BoardTheme, BoardViewKind, FileKind, Graphics, Paths, PieceSet, PlayAids, PlayerChoice,
    Problem, SETTINGS_VERSION, Settings, TablutSwitches, load_settings, save_settings,
};

fn custom() -> Settings {
    Settings {
        version: SETTINGS_VERSION,
        master_volume: 0.3,
        effects_volume: 1.0,
        ambient_volume: 0.0,
        animations_enabled: false,
        animation_secs: 0.0,
        board_theme: BoardTheme::Slate,
        board_view: BoardViewKind::Solid,
        turn_table: true,
        last_variant: "tablut".into(),
        last_rule_set: Some("My Tablut".into()),
        tablut: TablutSwitches {
            corner_escape: true,
            edge_empty_at_start: false,
            throne_closed: true,
            tuichi_wins: true,
        },
        attackers: PlayerChoice::computer(5).thinking_ms(2500),
        defenders: PlayerChoice::human(),
        window_width: 1920.0,
        window_height: 1080.0,
        fullscreen: true,
        language: Some("cs".into()),
        ui_scale: 1.5,
        piece_set: PieceSet::BoneAndHorn,
        graphics: Graphics::Medium,
        reduce_motion: true,
        aids: PlayAids {
            threats_shown: false,
            guard: true,
            confirm_moves: true,
            ..PlayAids::default()
        },
        lessons_passed: ["brandub/capture".to_string(), "own:Mine/escape".to_string()].into(),
        welcomed: true,
        clock: Some("10+5x30".into()),
        match_pairs: 2,
        puzzle_rating: konakis_store::PuzzleRating {
            rating: 1612.5,
            deviation: 80.0,
            volatility: 0.059,
        },
        puzzles_solved: ["brandub-003".to_string()].into(),
    }
}

#[test]
fn no_file_gives_the_defaults_and_creates_nothing() {
    let dir = TempDir::new("no-settings");
    let paths = Paths::in_dir(dir.path().join("config"));
    let (settings, warning) = load_settings(&paths);
    assert_eq!(settings, Settings::default());
    assert!(warning.is_none());
    assert!(!dir.path().join("config").exists());
}

#[test]
fn settings_round_trip() {
    let dir = TempDir::new("settings-round-trip");
    let paths = Paths::in_dir(dir.path().join("deep/config"));
    save_settings(&paths, &custom()).unwrap();
    let (back, warning) = load_settings(&paths);
    assert!(warning.is_none(), "{warning:?}");
    assert_eq!(back, custom());
    assert_eq!(
        back.player(Side::Attackers),
        PlayerChoice::computer(5).thinking_ms(2500)
    );
    // Saved again, over the old file.
    let mut changed = back;
    changed.board_theme = BoardTheme::Walnut;
    changed.set_player(Side::Defenders, PlayerChoice::computer(1));
    save_settings(&paths, &changed).unwrap();
    assert_eq!(load_settings(&paths).0, changed);
}

#[test]
fn writes_are_atomic_and_leave_no_temporary_file() {
    let dir = TempDir::new("settings-atomic");
    let paths = Paths::in_dir(dir.path());
    for i in 0..5 {
        let mut settings = custom();
        settings.master_volume = i as f32 / 10.0;
        save_settings(&paths, &settings).unwrap();
        assert_eq!(dir.names(), ["settings.json"]);
    }
    let text = fs::read_to_string(paths.settings_path()).unwrap();
    assert!(text.ends_with("}\n"));
    assert!(text.contains(&format!("\"version\": {SETTINGS_VERSION}")));
}

#[test]
fn the_saved_version_is_always_the_current_one() {
    let dir = TempDir::new("settings-version");
    let paths = Paths::in_dir(dir.path());
    let mut settings = custom();
    settings.version = 0;
    save_settings(&paths, &settings).unwrap();
    assert_eq!(load_settings(&paths).0.version, SETTINGS_VERSION);
}

#[test]
fn an_older_file_missing_new_fields_loads_with_defaults() {
    let dir = TempDir::new("settings-old");
    let paths = Paths::in_dir(dir.path());
    fs::write(
        paths.settings_path(),
        r#"{
  "version": 1,
  "master_volume": 0.4,
  "board_theme": "walnut",
  "attackers": { "kind": "computer", "level": 2 }
}
"#,
    )
    .unwrap();
    let (settings, warning) = load_settings(&paths);
    assert!(warning.is_none(), "{warning:?}");
    let defaults = Settings::default();
    assert_eq!(settings.master_volume, 0.4);
    assert_eq!(settings.board_theme, BoardTheme::Walnut);
    assert_eq!(settings.attackers, PlayerChoice::computer(2));
    assert_eq!(settings.effects_volume, defaults.effects_volume);
    assert_eq!(settings.animation_secs, 0.25);
    assert_eq!(settings.last_variant, "copenhagen");
    assert_eq!(settings.defenders, defaults.defenders);
    assert_eq!(settings.tablut, TablutSwitches::default());
    assert_eq!(settings.window_width, defaults.window_width);
    assert_eq!(settings.board_view, BoardViewKind::Flat);
    assert!(!settings.turn_table);
    assert!(!settings.fullscreen);
    assert_eq!(settings.language, None, "no language: the system's");
    assert_eq!(settings.ui_scale, 1.0);
    assert_eq!(settings.piece_set, PieceSet::Classic);
    assert_eq!(
        settings.graphics,
        Graphics::Auto,
        "auto: chosen from the renderer"
    );
    assert!(!settings.reduce_motion);
    assert_eq!(settings.aids, PlayAids::default());
    assert!(settings.aids.threats_shown && !settings.aids.guard && !settings.aids.confirm_moves);
    assert!(settings.lessons_passed.is_empty());
    assert!(!settings.welcomed, "a newcomer is welcomed");
    // Loading did not rewrite or move the file.
    assert_eq!(dir.names(), ["settings.json"]);
}

#[test]
fn graphics_levels_and_piece_sets_are_written_as_words() {
    let settings = Settings {
        graphics: Graphics::High,
        piece_set: PieceSet::BoneAndHorn,
        ..Settings::default()
    };
    let json = settings.to_json();
    assert!(json.contains(r#""graphics": "high""#), "{json}");
    assert!(json.contains(r#""piece_set": "bone-and-horn""#), "{json}");
    let wrong = json.replace(r#""graphics": "high""#, r#""graphics": "ultra""#);
    let error = Settings::from_json(&wrong).unwrap_err().to_string();
    assert!(error.contains("ultra"), "{error}");
}

#[test]
fn the_board_view_is_written_as_2d_or_3d() {
    let mut settings = Settings::default();
    assert!(settings.to_json().contains(r#""board_view": "2d""#));
    settings.board_view = BoardViewKind::Solid;
    let text = settings.to_json();
    assert!(text.contains(r#""board_view": "3d""#), "{text}");
    assert_eq!(Settings::from_json(&text).unwrap(), settings);
    assert_eq!(BoardViewKind::Solid.toggled(), BoardViewKind::Flat);
}

#[test]
fn unknown_fields_are_ignored() {
    let settings =
        Settings::from_json(r#"{"version":1,"colour_blind_mode":true,"ambient_volume":0.1}"#)
            .unwrap();
    assert_eq!(settings.ambient_volume, 0.1);
}

#[test]
fn nonsense_settings_are_refused_and_nothing_is_written() {
    let dir = TempDir::new("settings-refused");
    let paths = Paths::in_dir(dir.path());
    save_settings(&paths, &custom()).unwrap();
    let before = fs::read(paths.settings_path()).unwrap();
    let mut bad = custom();
    bad.master_volume = f32::NAN;
    let error = save_settings(&paths, &bad).unwrap_err();
    assert_eq!(error.kind, FileKind::Settings);
    assert!(matches!(error.problem, Problem::Invalid(_)));
    let message = error.to_string();
    assert!(message.contains("master_volume"), "{message}");
    assert!(message.contains("nothing was written"), "{message}");
    assert_eq!(fs::read(paths.settings_path()).unwrap(), before);
    assert_eq!(dir.names(), ["settings.json"]);
}

#[test]
fn a_text_size_or_language_out_of_bounds_is_named() {
    let mut tiny = custom();
    tiny.ui_scale = 0.1;
    let why = tiny.validate().unwrap_err();
    assert!(why.contains("ui_scale is 0.1"), "{why}");
    let mut hostile = custom();
    hostile.language = Some("../../etc".into());
    let why = hostile.validate().unwrap_err();
    assert!(why.contains("language '../../etc'"), "{why}");
    let mut unknown = custom();
    unknown.language = Some("de-AT".into());
    unknown.validate().unwrap();
    let mut endless = custom();
    endless.lessons_passed = (0..20_000).map(|n| format!("brandub/{n}")).collect();
    let why = endless.validate().unwrap_err();
    assert!(why.contains("lessons_passed"), "{why}");
    let mut odd_clock = custom();
    odd_clock.clock = Some("forever".into());
    let why = odd_clock.validate().unwrap_err();
    assert!(why.contains("clock: 'forever' is not a clock"), "{why}");
    let mut wild = custom();
    wild.puzzle_rating.rating = f64::INFINITY;
    let why = wild.validate().unwrap_err();
    assert!(why.contains("puzzle_rating inf"), "{why}");
    let mut long_match = custom();
    long_match.match_pairs = 50;
    let why = long_match.validate().unwrap_err();
    assert!(why.contains("match_pairs is 50"), "{why}");
}

#[test]
fn every_default_and_theme_is_valid() {
    Settings::default().validate().unwrap();
    custom().validate().unwrap();
    let names: Vec<String> = BoardTheme::ALL.iter().map(|t| t.to_string()).collect();
    assert_eq!(names, ["Oak", "Walnut", "Slate", "High contrast"]);
}

#[test]
fn konakis_home_puts_every_file_in_one_directory() {
    let home = std::ffi::OsStr::new("/srv/konakis-home");
    let paths = Paths::with_home(Some(home));
    assert_eq!(paths.config_dir, std::path::Path::new("/srv/konakis-home"));
    assert_eq!(paths.data_dir, std::path::Path::new("/srv/konakis-home"));
    assert_eq!(
        paths.saves_dir(),
        std::path::Path::new("/srv/konakis-home/saves")
    );
    let platform = Paths::with_home(None);
    assert!(platform.settings_path().ends_with("settings.json"));
    assert!(platform.autosave_path().ends_with("autosave.otg"));
}
