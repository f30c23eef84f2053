//! Where Konakis keeps its files: the platform's config and data directories, or one directory
//! named by `KONAKIS_HOME` (tests, screenshots, portable installs).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// The directories Konakis reads and writes. Nothing is created until a file is written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Paths {
    /// Settings live here (`settings.json`).
    pub config_dir: PathBuf,
    /// Games live here (`autosave.otg`, `saves/`).
    pub data_dir: PathBuf,
}

impl Paths {
    /// The environment variable that, when set and not empty, puts every file of Konakis in the
    /// directory it names instead of the platform's directories.
    pub const HOME_VAR: &'static str = "KONAKIS_HOME";

    /// The directory named by `KONAKIS_HOME` if set; else the platform's directories
    /// (`~/.config/konakis` and `~/.local/share/konakis` on Linux, `~/Library/Application
    /// Support/org.Konakis.Konakis` on macOS, `%APPDATA%\Konakis\Konakis\config` and
    /// `...\data` on Windows); else `./konakis-data` when the platform has no home directory.
    pub fn platform() -> Paths {
        Paths::with_home(std::env::var_os(Self::HOME_VAR).as_deref())
    }

    /// As [`Paths::platform`] with `home` as the value of `KONAKIS_HOME` (`None` or empty:
    /// unset).
    ///
    /// ```
    /// use konakis_store::Paths;
    /// let home = std::ffi::OsStr::new("/tmp/konakis-home");
    /// assert_eq!(Paths::with_home(Some(home)), Paths::in_dir("/tmp/konakis-home"));
    /// assert_eq!(Paths::with_home(Some("".as_ref())), Paths::with_home(None));
    /// ```
    pub fn with_home(home: Option<&OsStr>) -> Paths {
        if let Some(home) = home.filter(|v| !v.is_empty()) {
            return Paths::in_dir(home);
        }
        match directories::ProjectDirs::from("org", "Konakis", "Konakis") {
            Some(dirs) => Paths {
                config_dir: dirs.config_dir().to_path_buf(),
                data_dir: dirs.data_dir().to_path_buf(),
            },
            None => Paths::in_dir("konakis-data"),
        }
    }

    /// Every file in one directory.
    ///
    /// ```
    /// use konakis_store::Paths;
    /// let paths = Paths::in_dir("/tmp/k");
    /// assert_eq!(paths.settings_path(), std::path::Path::new("/tmp/k/settings.json"));
    /// assert_eq!(paths.autosave_path(), std::path::Path::new("/tmp/k/autosave.otg"));
    /// ```
    pub fn in_dir(dir: impl AsRef<Path>) -> Paths {
        let dir = dir.as_ref().to_path_buf();
        Paths {
            config_dir: dir.clone(),
            data_dir: dir,
        }
    }

    /// `settings.json` in the config directory.
    pub fn settings_path(&self) -> PathBuf {
        self.config_dir.join("settings.json")
    }

    /// `autosave.otg` in the data directory: the game in progress.
    pub fn autosave_path(&self) -> PathBuf {
        self.data_dir.join("autosave.otg")
    }

    /// `saves/` in the data directory: where save and load dialogs start.
    pub fn saves_dir(&self) -> PathBuf {
        self.data_dir.join("saves")
    }

    /// `rule-sets/` in the data directory: the player's own rule sets, one JSON file each.
    ///
    /// ```
    /// use konakis_store::Paths;
    /// let paths = Paths::in_dir("/tmp/k");
    /// assert_eq!(paths.rule_sets_dir(), std::path::Path::new("/tmp/k/rule-sets"));
    /// ```
    pub fn rule_sets_dir(&self) -> PathBuf {
        self.data_dir.join("rule-sets")
    }
}
