//! A write killed between its temporary file and the rename leaves `<name>.tmp-<pid>-<n>`
//! behind: the next start removes it once its process is gone, and nothing else.

mod common;

use std::fs;

use common::TempDir;
use konakis_store::{Paths, remove_stale_temporaries};

/// The id of a process that has ended.
fn dead_pid() -> u32 {
    let mut child = std::process::Command::new("true")
        .spawn()
        .expect("`true` runs");
    let pid = child.id();
    child.wait().unwrap();
    pid
}

#[test]
fn a_killed_writers_temporary_files_are_removed_at_start() {
    let dir = TempDir::new("stale");
    let paths = Paths::in_dir(dir.path());
    fs::create_dir_all(paths.saves_dir()).unwrap();
    fs::create_dir_all(paths.rule_sets_dir()).unwrap();
    let dead = dead_pid();
    let stale = [
        paths.config_dir.join(format!("settings.json.tmp-{dead}-0")),
        paths.data_dir.join(format!("autosave.otg.tmp-{dead}-3")),
        paths
            .rule_sets_dir()
            .join(format!("mine.json.tmp-{dead}-1")),
    ];
    let kept = [
        // This process is alive: its write may be under way.
        paths
            .config_dir
            .join(format!("settings.json.tmp-{}-0", std::process::id())),
        // Not a temporary file of ours.
        paths.saves_dir().join("game.otg"),
        paths.saves_dir().join("notes.tmp-x-1"),
        paths.config_dir.join("settings.json"),
    ];
    for path in stale.iter().chain(&kept) {
        fs::write(path, "x").unwrap();
    }
    let mut removed = remove_stale_temporaries(&paths);
    removed.sort();
    let mut expected = stale.to_vec();
    expected.sort();
    assert_eq!(removed, expected);
    for path in &stale {
        assert!(!path.exists(), "{}", path.display());
    }
    for path in &kept {
        assert!(path.exists(), "{}", path.display());
    }
    // Folders that do not exist yet are no error.
    let empty = TempDir::new("stale-empty");
    assert!(remove_stale_temporaries(&Paths::in_dir(empty.path().join("none"))).is_empty());
}
