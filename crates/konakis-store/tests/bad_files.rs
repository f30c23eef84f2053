//! Every kind of bad file, for the settings, the autosave and a game file the player loads:
//! corrupt, truncated, foreign, from a newer Konakis, empty, a directory, unreadable, holding
//! nonsense. Each gives a message naming the file and the problem; the game goes on with
//! defaults; the settings and autosave files are kept aside with their bytes intact and a
//! following save writes a fresh good file; a player's own file is left untouched.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{Rng, TempDir, assert_same_game, random_game};
use konakis_store::{
    FileKind, Kept, Paths, PlayerChoice, Problem, SETTINGS_VERSION, SavedGame, Settings,
    StoreError, load_game, load_settings, read_autosave, save_settings, write_autosave,
};

// ---------------------------------------------------------------------------------------------
// Checks shared by every case.

/// Good settings that differ from the defaults.
fn good_settings() -> Settings {
    Settings {
        master_volume: 0.25,
        last_variant: "brandub".into(),
        defenders: PlayerChoice::computer(6),
        ..Settings::default()
    }
}

/// A good game to save over a bad autosave.
fn good_game() -> SavedGame {
    SavedGame::with_players(
        random_game("brandub", 6, 42),
        PlayerChoice::computer(2),
        PlayerChoice::human(),
    )
}

/// The record of a Copenhagen game of 15 random moves, as Konakis writes it.
fn good_record() -> String {
    SavedGame::with_players(
        random_game("copenhagen", 15, 77),
        PlayerChoice::human(),
        PlayerChoice::computer(3),
    )
    .to_text()
}

/// The common part of every report about a file moved aside.
fn assert_reported_and_kept(
    case: &str,
    error: &StoreError,
    kind: FileKind,
    path: &Path,
    phrase: &str,
    then: &str,
) -> PathBuf {
    let message = error.to_string();
    assert_eq!(error.kind, kind, "{case}");
    assert!(message.starts_with(kind.noun()), "{case}: {message}");
    assert!(
        message.contains(&path.display().to_string()),
        "{case}: the message does not name the file: {message}"
    );
    assert!(
        message.contains(phrase),
        "{case}: expected '{phrase}' in: {message}"
    );
    assert!(message.contains(then), "{case}: {message}");
    let kept = error
        .kept_as()
        .unwrap_or_else(|| panic!("{case}: not moved aside: {message}"))
        .to_path_buf();
    assert!(
        message.contains(&format!("kept as {}", kept.display())),
        "{case}: {message}"
    );
    assert_eq!(kept.parent(), path.parent(), "{case}");
    let kept_name = kept.file_name().unwrap().to_string_lossy().into_owned();
    let original_name = path.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        kept_name.starts_with(&format!("{original_name}.bad-")),
        "{case}: {kept_name}"
    );
    assert!(!path.exists(), "{case}: the bad file is still in place");
    kept
}

/// Settings file holding `bytes`: defaults, a clear message, the file kept aside intact, and
/// a following save writes a good file.
fn check_bad_settings(case: &str, bytes: &[u8], phrase: &str) -> StoreError {
    let dir = TempDir::new("bad-settings");
    let paths = Paths::in_dir(dir.path());
    let path = paths.settings_path();
    fs::write(&path, bytes).unwrap();

    let (settings, error) = load_settings(&paths);
    assert_eq!(settings, Settings::default(), "{case}: defaults expected");
    let error = error.unwrap_or_else(|| panic!("{case}: no error reported"));
    let kept = assert_reported_and_kept(
        case,
        &error,
        FileKind::Settings,
        &path,
        phrase,
        "using defaults",
    );
    assert_eq!(fs::read(&kept).unwrap(), bytes, "{case}: kept bytes differ");

    save_settings(&paths, &good_settings()).unwrap();
    let (back, again) = load_settings(&paths);
    assert!(again.is_none(), "{case}: {again:?}");
    assert_eq!(back, good_settings(), "{case}");
    assert_eq!(
        fs::read(&kept).unwrap(),
        bytes,
        "{case}: the save touched the kept file"
    );
    assert_eq!(dir.names().len(), 2, "{case}: {:?}", dir.names());
    error
}

/// Autosave holding `bytes`: no game offered, a clear message, the file kept aside intact,
/// and the next autosave writes a good file.
fn check_bad_autosave(case: &str, bytes: &[u8], phrase: &str) -> StoreError {
    let dir = TempDir::new("bad-autosave");
    let paths = Paths::in_dir(dir.path());
    let path = paths.autosave_path();
    fs::write(&path, bytes).unwrap();

    let error = read_autosave(&paths).expect_err(case);
    let kept = assert_reported_and_kept(
        case,
        &error,
        FileKind::Autosave,
        &path,
        phrase,
        "a new game starts",
    );
    assert_eq!(fs::read(&kept).unwrap(), bytes, "{case}: kept bytes differ");

    let game = good_game();
    write_autosave(&paths, &game).unwrap();
    let back = read_autosave(&paths).unwrap().expect(case);
    assert_same_game(&game.game, &back.game);
    assert_eq!(back.attackers, game.attackers);
    assert_eq!(
        fs::read(&kept).unwrap(),
        bytes,
        "{case}: the save touched the kept file"
    );
    assert_eq!(dir.names().len(), 2, "{case}: {:?}", dir.names());
    error
}

/// A game file the player chose holding `bytes`: a clear message, the file left where it is,
/// unchanged.
fn check_bad_game_file(case: &str, bytes: &[u8], phrase: &str) -> StoreError {
    let dir = TempDir::new("bad-game-file");
    let path = dir.path().join("my game.otg");
    fs::write(&path, bytes).unwrap();
    let error = load_game(&path).expect_err(case);
    let message = error.to_string();
    assert_eq!(error.kind, FileKind::Game, "{case}");
    assert!(message.starts_with("game file "), "{case}: {message}");
    assert!(
        message.contains(&path.display().to_string()),
        "{case}: {message}"
    );
    assert!(
        message.contains(phrase),
        "{case}: expected '{phrase}' in: {message}"
    );
    assert_eq!(error.kept, Kept::InPlace, "{case}");
    assert!(!message.contains("kept as"), "{case}: {message}");
    assert_eq!(
        fs::read(&path).unwrap(),
        bytes,
        "{case}: the file was changed"
    );
    assert_eq!(dir.names(), ["my game.otg"], "{case}");
    error
}

/// Both the autosave and an explicitly loaded game file.
fn check_bad_record(case: &str, bytes: &[u8], phrase: &str) -> Problem {
    let autosave = check_bad_autosave(case, bytes, phrase);
    let loaded = check_bad_game_file(case, bytes, phrase);
    assert_eq!(autosave.problem, loaded.problem, "{case}");
    autosave.problem
}

fn png_bytes() -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0".to_vec();
    bytes.extend_from_slice(&[0x1f, 0xf3, 0xff, 0x61, 0, 0, 0, 0, b'I', b'E', b'N', b'D']);
    bytes
}

fn random_bytes(seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let mut bytes: Vec<u8> = (0..300).map(|_| rng.below(256) as u8).collect();
    bytes[0] = 0xFF; // never valid UTF-8
    bytes
}

// ---------------------------------------------------------------------------------------------
// Settings.

#[test]
fn corrupt_settings() {
    for (case, text) in [
        (
            "missing value",
            "{\n  \"version\": 1,\n  \"master_volume\": ,\n}\n",
        ),
        ("NaN volume", "{\"version\": 1, \"master_volume\": NaN}"),
        ("trailing garbage", "{\"version\": 1} and more"),
    ] {
        let error = check_bad_settings(case, text.as_bytes(), "is corrupt (");
        assert!(matches!(error.problem, Problem::Corrupt(_)), "{case}");
    }
    // The position of the fault is named.
    let error = check_bad_settings(
        "line",
        b"{\n  \"version\": 1,\n  \"master_volume\": ,\n}\n",
        "line 3",
    );
    assert!(error.to_string().contains("column"));
}

#[test]
fn truncated_settings() {
    let full = good_settings().to_json();
    for (case, text) in [
        ("cut in half", &full[..full.len() / 2]),
        (
            "cut before the last brace",
            &full[..full.rfind('}').unwrap()],
        ),
        ("a single brace", "{"),
    ] {
        let error = check_bad_settings(case, text.as_bytes(), "is truncated (");
        assert!(matches!(error.problem, Problem::Truncated(_)), "{case}");
    }
}

#[test]
fn foreign_settings() {
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("png", png_bytes()),
        ("random bytes", random_bytes(1)),
        ("json array", b"[1, 2, 3]\n".to_vec()),
        ("json string", b"\"settings\"".to_vec()),
        ("no version", b"{\"master_volume\": 0.5}".to_vec()),
        ("ini", b"[audio]\nvolume=3\n".to_vec()),
        ("a game record", good_record().into_bytes()),
    ];
    for (case, bytes) in cases {
        let error = check_bad_settings(case, &bytes, "is not a Konakis settings file");
        assert!(matches!(error.problem, Problem::Foreign(_)), "{case}");
    }
}

#[test]
fn settings_from_a_newer_konakis() {
    let text = "{\"version\": 99, \"master_volume\": 0.5, \"hologram\": true}";
    let error = check_bad_settings("version 99", text.as_bytes(), "is from a newer Konakis");
    assert_eq!(
        error.problem,
        Problem::FutureVersion {
            found: 99,
            supported: SETTINGS_VERSION
        }
    );
    assert!(error.to_string().contains("format version 99"));
}

#[test]
fn empty_settings() {
    for (case, bytes) in [("no bytes", &b""[..]), ("blanks", &b"  \n\t\n"[..])] {
        let error = check_bad_settings(case, bytes, "is empty");
        assert_eq!(error.problem, Problem::Empty, "{case}");
    }
}

#[test]
fn settings_holding_nonsense() {
    for (case, text, field) in [
        (
            "volume above 1",
            r#"{"version":1,"master_volume":7}"#,
            "master_volume",
        ),
        (
            "negative volume",
            r#"{"version":1,"ambient_volume":-0.5}"#,
            "ambient_volume",
        ),
        (
            "level 0",
            r#"{"version":1,"attackers":{"kind":"computer","level":0}}"#,
            "level 0",
        ),
        (
            "level 9",
            r#"{"version":1,"defenders":{"kind":"computer","level":9}}"#,
            "level 9",
        ),
        (
            "level 300",
            r#"{"version":1,"defenders":{"level":300}}"#,
            "300",
        ),
        (
            "no thinking time",
            r#"{"version":1,"defenders":{"think_ms":0}}"#,
            "thinking time",
        ),
        (
            "negative animation",
            r#"{"version":1,"animation_secs":-1}"#,
            "animation_secs",
        ),
        (
            "unknown theme",
            r#"{"version":1,"board_theme":"marble"}"#,
            "marble",
        ),
        ("unknown view", r#"{"version":1,"board_view":"4d"}"#, "4d"),
        (
            "unknown variant",
            r#"{"version":1,"last_variant":"chess"}"#,
            "chess",
        ),
        (
            "volume as text",
            r#"{"version":1,"master_volume":"loud"}"#,
            "loud",
        ),
        (
            "zero window",
            r#"{"version":1,"window_width":0}"#,
            "window_width",
        ),
        ("version as text", r#"{"version":"one"}"#, "version"),
        ("version 0", r#"{"version":0}"#, "version"),
    ] {
        let error = check_bad_settings(case, text.as_bytes(), "is not valid (");
        assert!(matches!(error.problem, Problem::Invalid(_)), "{case}");
        assert!(error.to_string().contains(field), "{case}: {error}");
    }
}

#[test]
fn a_directory_where_the_settings_file_should_be() {
    let dir = TempDir::new("settings-dir");
    let paths = Paths::in_dir(dir.path());
    let path = paths.settings_path();
    fs::create_dir(&path).unwrap();
    fs::write(path.join("inside.txt"), "keep me").unwrap();
    let (settings, error) = load_settings(&paths);
    assert_eq!(settings, Settings::default());
    let error = error.unwrap();
    assert_eq!(error.problem, Problem::NotAFile);
    let kept = assert_reported_and_kept(
        "directory",
        &error,
        FileKind::Settings,
        &path,
        "is a directory, not a file",
        "using defaults",
    );
    assert_eq!(
        fs::read_to_string(kept.join("inside.txt")).unwrap(),
        "keep me"
    );
    save_settings(&paths, &good_settings()).unwrap();
    assert_eq!(load_settings(&paths), (good_settings(), None));
}

#[cfg(unix)]
#[test]
fn unreadable_settings() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("settings-unreadable");
    let paths = Paths::in_dir(dir.path());
    let path = paths.settings_path();
    fs::write(&path, good_settings().to_json()).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).unwrap();
    if fs::read(&path).is_ok() {
        eprintln!("running as root: permissions do not stop reading; case skipped");
        return;
    }
    let (settings, error) = load_settings(&paths);
    assert_eq!(settings, Settings::default());
    let error = error.unwrap();
    assert!(matches!(error.problem, Problem::Unreadable(_)));
    let kept = assert_reported_and_kept(
        "unreadable",
        &error,
        FileKind::Settings,
        &path,
        "cannot be read (",
        "using defaults",
    );
    fs::set_permissions(&kept, fs::Permissions::from_mode(0o600)).unwrap();
    assert_eq!(
        fs::read_to_string(&kept).unwrap(),
        good_settings().to_json()
    );
}

// ---------------------------------------------------------------------------------------------
// Autosave and game files.

#[test]
fn corrupt_game_records() {
    let good = good_record();
    let first_move_line = good.find("\n1. ").unwrap() + 1;
    let mut garbled = good.clone();
    garbled.insert_str(first_move_line + 3, "%%&! ");
    let problem = check_bad_record("garbled move", garbled.as_bytes(), "is corrupt (");
    assert!(matches!(problem, Problem::Corrupt(_)));

    let bad_rules = good.replace("[rules:dim:11 ", "[rules:dim:eleven ");
    let problem = check_bad_record("bad rules", bad_rules.as_bytes(), "is corrupt (");
    assert!(matches!(problem, Problem::Corrupt(_)));

    let extra = format!("{good}9. a1-a2\n");
    check_bad_record("more moves than declared", extra.as_bytes(), "is corrupt (");
}

#[test]
fn game_records_with_illegal_moves_or_players() {
    let good = good_record();
    // The defenders' first move played first: illegal.
    let moves_at = good.find("\n1. ").unwrap() + 4;
    let line_end = moves_at + good[moves_at..].find('\n').unwrap();
    let pair: Vec<&str> = good[moves_at..line_end].split(' ').collect();
    let swapped = format!(
        "{}{} {}{}",
        &good[..moves_at],
        pair[1],
        pair[0],
        &good[line_end..]
    );
    let problem = check_bad_record("illegal move", swapped.as_bytes(), "is not valid (move 1");
    assert!(matches!(problem, Problem::Invalid(_)));

    let level = good.replace(
        "[konakis-defenders:computer/3]",
        "[konakis-defenders:computer/9]",
    );
    assert_ne!(level, good);
    check_bad_record("level 9", level.as_bytes(), "level 9");
}

#[test]
fn truncated_game_records() {
    let good = good_record();
    let rules_at = good.find("[rules:").unwrap();
    let last_line = good.trim_end().rfind('\n').unwrap() + 1;
    let cases: Vec<(&str, String)> = vec![
        ("cut mid-move", good[..good.len() - 4].to_string()),
        ("cut after a move number", good[..last_line + 3].to_string()),
        (
            "cut at a line: moves missing",
            good[..last_line].to_string(),
        ),
        (
            "cut inside the rules tag",
            good[..rules_at + 30].to_string(),
        ),
        ("cut before the rules tag", good[..rules_at].to_string()),
        ("cut inside the first tag", good[..10].to_string()),
        ("cut in half", good[..good.len() / 2].to_string()),
    ];
    for (case, text) in cases {
        let problem = check_bad_record(case, text.as_bytes(), "is truncated (");
        assert!(matches!(problem, Problem::Truncated(_)), "{case}");
    }
}

#[test]
fn foreign_game_files() {
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("png", png_bytes()),
        ("random bytes", random_bytes(2)),
        ("settings json", good_settings().to_json().into_bytes()),
        ("prose", b"Dear diary, today I played tafl.\n".to_vec()),
        ("ini", b"[section]\nkey=value\n".to_vec()),
        (
            "tags without rules",
            b"[event:Club night]\n[site:Oslo]\n".to_vec(),
        ),
        ("only numbers", b"1. 2. 3.\n".to_vec()),
    ];
    for (case, bytes) in cases {
        let problem = check_bad_record(case, &bytes, "is not a Konakis/OpenTafl game record");
        assert!(matches!(problem, Problem::Foreign(_)), "{case}");
    }
}

#[test]
fn game_records_from_a_newer_konakis() {
    let future = good_record().replace("[konakis-version:1]", "[konakis-version:99]");
    let problem = check_bad_record("version 99", future.as_bytes(), "is from a newer Konakis");
    assert!(matches!(problem, Problem::FutureVersion { found: 99, .. }));
    // A newer format may change everything after the version tag.
    let alien = "[konakis-version:2]\n{\"board\": \"a new format\"}\n";
    check_bad_record("version 2", alien.as_bytes(), "format version 2");
}

#[test]
fn empty_game_records() {
    for (case, bytes) in [("no bytes", &b""[..]), ("blanks", &b"\n  \r\n"[..])] {
        let problem = check_bad_record(case, bytes, "is empty");
        assert_eq!(problem, Problem::Empty, "{case}");
    }
}

#[test]
fn a_directory_where_the_autosave_should_be() {
    let dir = TempDir::new("autosave-dir");
    let paths = Paths::in_dir(dir.path());
    let path = paths.autosave_path();
    fs::create_dir(&path).unwrap();
    fs::write(path.join("inside.otg"), "keep me").unwrap();
    let error = read_autosave(&paths).unwrap_err();
    assert_eq!(error.problem, Problem::NotAFile);
    let kept = assert_reported_and_kept(
        "directory",
        &error,
        FileKind::Autosave,
        &path,
        "is a directory, not a file",
        "a new game starts",
    );
    assert_eq!(
        fs::read_to_string(kept.join("inside.otg")).unwrap(),
        "keep me"
    );
    write_autosave(&paths, &good_game()).unwrap();
    assert!(read_autosave(&paths).unwrap().is_some());

    // A directory chosen as a game file is reported and left alone.
    let chosen = dir.path().join("chosen");
    fs::create_dir(&chosen).unwrap();
    let error = load_game(&chosen).unwrap_err();
    assert_eq!(error.problem, Problem::NotAFile);
    assert_eq!(error.kept, Kept::InPlace);
    assert!(chosen.is_dir());
}

#[cfg(unix)]
#[test]
fn unreadable_autosave() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("autosave-unreadable");
    let paths = Paths::in_dir(dir.path());
    let path = paths.autosave_path();
    fs::write(&path, good_record()).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).unwrap();
    if fs::read(&path).is_ok() {
        eprintln!("running as root: permissions do not stop reading; case skipped");
        return;
    }
    let error = read_autosave(&paths).unwrap_err();
    assert!(matches!(error.problem, Problem::Unreadable(_)));
    assert_reported_and_kept(
        "unreadable",
        &error,
        FileKind::Autosave,
        &path,
        "cannot be read (",
        "a new game starts",
    );
}

#[test]
fn a_missing_game_file_is_named() {
    let dir = TempDir::new("missing-game");
    let path = dir.path().join("nowhere.otg");
    let error = load_game(&path).unwrap_err();
    let message = error.to_string();
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains("there is no such file"), "{message}");
    assert!(dir.names().is_empty());
}

// ---------------------------------------------------------------------------------------------
// Nothing overwritten, ever.

#[test]
fn a_save_over_a_bad_file_first_moves_it_aside() {
    let dir = TempDir::new("save-over-bad");
    let paths = Paths::in_dir(dir.path());
    fs::write(paths.settings_path(), b"{\"version\": 1, broken").unwrap();
    fs::write(paths.autosave_path(), png_bytes()).unwrap();
    // Saved without loading first: the bad files must survive.
    save_settings(&paths, &good_settings()).unwrap();
    write_autosave(&paths, &good_game()).unwrap();
    let names = dir.names();
    assert_eq!(names.len(), 4, "{names:?}");
    let kept_settings = names
        .iter()
        .find(|n| n.starts_with("settings.json.bad-"))
        .unwrap();
    let kept_autosave = names
        .iter()
        .find(|n| n.starts_with("autosave.otg.bad-"))
        .unwrap();
    assert_eq!(
        fs::read(dir.path().join(kept_settings)).unwrap(),
        b"{\"version\": 1, broken"
    );
    assert_eq!(
        fs::read(dir.path().join(kept_autosave)).unwrap(),
        png_bytes()
    );
    assert_eq!(load_settings(&paths), (good_settings(), None));
    assert!(read_autosave(&paths).unwrap().is_some());
}

#[test]
fn kept_files_never_replace_one_another() {
    let dir = TempDir::new("never-clobber");
    let paths = Paths::in_dir(dir.path());
    // Decoys under the names the next few seconds would give.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    for s in now..now + 3 {
        fs::write(dir.path().join(format!("settings.json.bad-{s}")), "decoy").unwrap();
    }
    let mut kept = Vec::new();
    for i in 0..3 {
        let bytes = format!("not settings {i}");
        fs::write(paths.settings_path(), &bytes).unwrap();
        let error = load_settings(&paths).1.unwrap();
        let path = error.kept_as().unwrap().to_path_buf();
        assert_eq!(fs::read_to_string(&path).unwrap(), bytes);
        kept.push((path, bytes));
    }
    for (path, bytes) in &kept {
        assert_eq!(&fs::read_to_string(path).unwrap(), bytes);
    }
    for s in now..now + 3 {
        assert_eq!(
            fs::read_to_string(dir.path().join(format!("settings.json.bad-{s}"))).unwrap(),
            "decoy"
        );
    }
    assert_eq!(dir.names().len(), 6);
}

#[test]
fn a_failed_write_leaves_no_temporary_file() {
    let dir = TempDir::new("failed-write");
    let target = dir.path().join("a directory.otg");
    fs::create_dir(&target).unwrap();
    let error = konakis_store::save_game(&target, &good_game()).unwrap_err();
    assert!(matches!(error.problem, Problem::Unwritable(_)));
    let message = error.to_string();
    assert!(message.contains("could not be written"), "{message}");
    assert!(message.contains(&target.display().to_string()), "{message}");
    assert_eq!(dir.names(), ["a directory.otg"]);
    assert!(target.is_dir());
}

#[cfg(unix)]
#[test]
fn a_bad_file_that_cannot_be_moved_aside_is_never_overwritten() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("cannot-move");
    let locked = dir.path().join("locked");
    fs::create_dir(&locked).unwrap();
    let paths = Paths::in_dir(&locked);
    fs::write(paths.settings_path(), b"{\"version\": 1, broken").unwrap();
    fs::write(paths.autosave_path(), b"[konakis-version:1]\n[rules:dim:").unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o555)).unwrap();
    if fs::write(locked.join("probe"), "").is_ok() {
        eprintln!("running as root: a read-only directory stops nothing; case skipped");
        fs::set_permissions(&locked, fs::Permissions::from_mode(0o755)).unwrap();
        return;
    }
    let (settings, error) = load_settings(&paths);
    assert_eq!(settings, Settings::default());
    let error = error.unwrap();
    assert!(matches!(error.kept, Kept::CouldNotMove(_)), "{error:?}");
    let message = error.to_string();
    assert!(message.contains("could not be moved aside"), "{message}");
    assert!(message.contains("using defaults"), "{message}");
    // The save refuses to replace it: the problem reported is the bad file's, not the write's.
    let error = save_settings(&paths, &good_settings()).unwrap_err();
    assert!(matches!(error.problem, Problem::Corrupt(_)), "{error:?}");
    assert!(error.to_string().contains("nothing was written"), "{error}");
    let error = write_autosave(&paths, &good_game()).unwrap_err();
    assert!(matches!(error.problem, Problem::Truncated(_)), "{error:?}");
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(
        fs::read(paths.settings_path()).unwrap(),
        b"{\"version\": 1, broken"
    );
    assert_eq!(
        fs::read(paths.autosave_path()).unwrap(),
        b"[konakis-version:1]\n[rules:dim:"
    );
}
