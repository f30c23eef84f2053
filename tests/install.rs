//! `make install` and `make uninstall` (`scripts/install.sh`), run with this build's binaries
//! into a temporary prefix: every file a desktop needs lands there, and uninstalling takes away
//! exactly those files.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder of this build's `konakis` and `konakis-cli`.
fn bin_dir() -> PathBuf {
    let game = PathBuf::from(env!("CARGO_BIN_EXE_konakis"));
    let dir = game.parent().unwrap().to_path_buf();
    assert!(
        dir.join("konakis-cli").exists(),
        "konakis-cli is not built beside konakis: run `cargo test --workspace`"
    );
    dir
}

fn script(action: &str, prefix: &Path, destdir: Option<&Path>) -> String {
    let mut command = Command::new("bash");
    command
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/install.sh"))
        .arg(action)
        .env("BIN_DIR", bin_dir())
        .env("PREFIX", prefix)
        .env_remove("DESTDIR");
    if let Some(destdir) = destdir {
        command.env("DESTDIR", destdir);
    }
    let output = command.output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{action}: {stderr}");
    String::from_utf8(output.stdout).unwrap()
}

/// Every file under `dir`, relative to it, sorted.
fn files_under(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.push(path.strip_prefix(dir).unwrap().display().to_string());
            }
        }
    }
    found.sort();
    found
}

fn fresh(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("konakis-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn install_puts_what_a_desktop_needs_and_uninstall_takes_exactly_that_away() {
    let prefix = fresh("install");
    // Another program's files share the folders: they stay.
    let other = prefix.join("share/applications/other.desktop");
    std::fs::create_dir_all(other.parent().unwrap()).unwrap();
    std::fs::write(&other, "[Desktop Entry]\n").unwrap();
    script("install", &prefix, None);
    let installed = files_under(&prefix);
    let app = "org.konakis.Konakis";
    for expected in [
        "bin/konakis".to_string(),
        "bin/konakis-cli".into(),
        format!("share/applications/{app}.desktop"),
        format!("share/metainfo/{app}.metainfo.xml"),
        format!("share/icons/hicolor/48x48/apps/{app}.png"),
        format!("share/icons/hicolor/128x128/apps/{app}.png"),
        format!("share/icons/hicolor/256x256/apps/{app}.png"),
        format!("share/icons/hicolor/scalable/apps/{app}.svg"),
        "share/man/man1/konakis.1".into(),
        "share/man/man1/konakis-cli.1".into(),
        "share/man/man1/konakis-cli-perft.1".into(),
        "share/bash-completion/completions/konakis".into(),
        "share/bash-completion/completions/konakis-cli".into(),
        "share/zsh/site-functions/_konakis".into(),
        "share/fish/vendor_completions.d/konakis-cli.fish".into(),
        "share/konakis/installed-files".into(),
    ] {
        assert!(
            installed.contains(&expected),
            "{expected} missing: {installed:?}"
        );
    }
    let entry =
        std::fs::read_to_string(prefix.join(format!("share/applications/{app}.desktop"))).unwrap();
    let exec = format!("Exec={}/bin/konakis", prefix.display());
    assert!(entry.lines().any(|l| l == exec), "{entry}");
    assert!(entry.contains("Categories=Game;BoardGame;"));
    let icon =
        std::fs::read(prefix.join(format!("share/icons/hicolor/256x256/apps/{app}.png"))).unwrap();
    assert_eq!(&icon[1..4], b"PNG");

    script("uninstall", &prefix, None);
    assert_eq!(files_under(&prefix), ["share/applications/other.desktop"]);
    std::fs::remove_dir_all(&prefix).unwrap();
}

#[test]
fn destdir_stages_the_files_for_the_prefix_named() {
    let stage = fresh("install-stage");
    let prefix = Path::new("/usr/local");
    script("install", prefix, Some(&stage));
    let entry = std::fs::read_to_string(
        stage.join("usr/local/share/applications/org.konakis.Konakis.desktop"),
    )
    .unwrap();
    assert!(entry.contains("Exec=/usr/local/bin/konakis"), "{entry}");
    assert!(stage.join("usr/local/bin/konakis-cli").exists());
    script("uninstall", prefix, Some(&stage));
    assert!(files_under(&stage).is_empty(), "{:?}", files_under(&stage));
    std::fs::remove_dir_all(&stage).unwrap();
}
