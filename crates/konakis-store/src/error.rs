//! Errors: which file, what is wrong with it, where it was kept and what the game does next,
//! all in one sentence a player can read.

use std::fmt;
use std::path::{Path, PathBuf};

/// Which kind of file an error is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FileKind {
    /// The settings file (`settings.json`).
    Settings,
    /// The game saved automatically (`autosave.otg`).
    Autosave,
    /// A game file the player chose (save or load dialog, `--load FILE`).
    Game,
    /// One of the player's rule sets (`rule-sets/<name>.json`).
    RuleSet,
}

impl FileKind {
    /// `settings file`, `autosaved game`, `game file` or `rule set file`.
    pub const fn noun(self) -> &'static str {
        match self {
            FileKind::Settings => "settings file",
            FileKind::Autosave => "autosaved game",
            FileKind::Game => "game file",
            FileKind::RuleSet => "rule set file",
        }
    }
}

/// What is wrong with a file. [`fmt::Display`] gives the predicate of a sentence whose subject
/// is the file: `is truncated (...)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// The file exists but could not be read (permissions, I/O error).
    Unreadable(String),
    /// A directory (or other non-file) stands where the file should be.
    NotAFile,
    /// The file holds nothing (or only blanks).
    Empty,
    /// The file ends early: cut in the middle of its text.
    Truncated(String),
    /// The file is damaged: its text does not follow the format.
    Corrupt(String),
    /// The file is of another kind altogether; the text says what was expected.
    Foreign(String),
    /// The file was written by a newer Konakis, in a format this one does not know.
    FutureVersion {
        /// The format version the file declares.
        found: u64,
        /// The newest format version this build reads.
        supported: u32,
    },
    /// The format is right but a value makes no sense (a volume of 7, level 9, an illegal move).
    Invalid(String),
    /// The file could not be written.
    Unwritable(String),
    /// The file could not be removed.
    Unremovable(String),
    /// The name asked for cannot be a file's name (a rule set named `../x`); the text says
    /// why.
    BadName(String),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable(why) => write!(f, "cannot be read ({why})"),
            Problem::NotAFile => write!(f, "is a directory, not a file"),
            Problem::Empty => write!(f, "is empty"),
            Problem::Truncated(why) => write!(f, "is truncated ({why})"),
            Problem::Corrupt(why) => write!(f, "is corrupt ({why})"),
            Problem::Foreign(what) => write!(f, "is {what}"),
            Problem::FutureVersion { found, supported } => write!(
                f,
                "is from a newer Konakis (format version {found}; this version reads up to {supported})"
            ),
            Problem::Invalid(why) => write!(f, "is not valid ({why})"),
            Problem::Unwritable(why) => write!(f, "could not be written ({why})"),
            Problem::Unremovable(why) => write!(f, "could not be removed ({why})"),
            Problem::BadName(why) => write!(f, "cannot be named so ({why})"),
        }
    }
}

/// What the game does instead, after a problem with a file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Then {
    /// It carries on with the default settings.
    UsingDefaults,
    /// The autosaved game cannot be continued: a new game starts.
    NewGame,
    /// Nothing was written.
    NothingWritten,
    /// Nothing was deleted.
    NothingDeleted,
    /// The rule set is not offered.
    NotOffered,
}

impl Then {
    /// The words that end the error's sentence (`using defaults`).
    pub const fn sentence(self) -> &'static str {
        match self {
            Then::UsingDefaults => "using defaults",
            Then::NewGame => "it cannot be continued and a new game starts",
            Then::NothingWritten => "nothing was written",
            Then::NothingDeleted => "nothing was deleted",
            Then::NotOffered => "it is not offered",
        }
    }
}

/// What became of a file that could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Kept {
    /// Left where it is, untouched (a file the player chose, or an error while writing).
    InPlace,
    /// Renamed aside to this path, its bytes unchanged, so that the next save cannot overwrite
    /// it.
    MovedTo(PathBuf),
    /// Renaming it aside failed (the reason); it stays in place.
    CouldNotMove(String),
}

/// A problem with one file, ready to show: names the file, the problem, where the bad file
/// was kept and what the game does instead.
///
/// ```text
/// settings file /home/a/.config/konakis/settings.json is corrupt (expected value at line 3
/// column 5); kept as /home/a/.config/konakis/settings.json.bad-1700000000; using defaults
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoreError {
    /// The kind of file.
    pub kind: FileKind,
    /// The file's path.
    pub path: PathBuf,
    /// What is wrong.
    pub problem: Problem,
    /// What became of the file.
    pub kept: Kept,
    /// What happens instead (`using defaults`), if the store decides it.
    pub then: Option<Then>,
}

impl StoreError {
    pub(crate) fn new(kind: FileKind, path: &Path, problem: Problem) -> StoreError {
        StoreError {
            kind,
            path: path.to_path_buf(),
            problem,
            kept: Kept::InPlace,
            then: None,
        }
    }

    /// Where the bad file now lies, if it was renamed aside.
    pub fn kept_as(&self) -> Option<&Path> {
        match &self.kept {
            Kept::MovedTo(path) => Some(path),
            _ => None,
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            self.kind.noun(),
            self.path.display(),
            self.problem
        )?;
        match &self.kept {
            Kept::InPlace => {}
            Kept::MovedTo(path) => write!(f, "; kept as {}", path.display())?,
            Kept::CouldNotMove(why) => write!(
                f,
                "; it could not be moved aside ({why}) and is left in place"
            )?,
        }
        if let Some(then) = self.then {
            write!(f, "; {}", then.sentence())?;
        }
        Ok(())
    }
}

impl std::error::Error for StoreError {}
