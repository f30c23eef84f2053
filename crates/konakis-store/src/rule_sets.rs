//! The player's own rule sets, saved by name: one JSON file per set in the `rule-sets/` folder
//! of the data directory, written atomically. A file that cannot be used is reported and
//! renamed aside (`<name>.json.bad-<unix seconds>`), as a bad settings file is.
//!
//! ```json
//! {
//!   "version": 1,
//!   "rules": { "id": "", "name": "Brandub with Polish sandwiches", "size": 7, ... }
//! }
//! ```

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use konakis_engine::{Rules, Variant};
use serde::{Deserialize, Serialize};

use crate::error::{FileKind, Problem, StoreError, Then};
use crate::file;
use crate::paths::Paths;
use crate::versioned::{self, json_problem};

/// The rule set format this build writes, and the newest it reads.
pub const RULE_SET_VERSION: u32 = 1;

/// The longest name a rule set may have, in characters.
pub const MAX_RULE_SET_NAME: usize = 60;

/// No rule set file is anywhere near this large (a 19x19 start and a corner list: ~3 KB).
const MAX_RULE_SET_BYTES: u64 = 256 << 10;

const RULE_SET_WHAT: &str = "a Konakis rule set";

/// The ending of a rule set's file name.
const EXTENSION: &str = "json";

/// Characters a file name cannot hold on one platform or another.
const FORBIDDEN: [char; 9] = ['/', '\\', ':', '*', '?', '"', '<', '>', '|'];

/// Names Windows keeps for devices, whatever the ending.
const RESERVED: [&str; 22] = [
    "CON", "PRN", "AUX", "NUL", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8",
    "COM9", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9",
];

/// A rule set the player saved: its name and every switch.
///
/// The rules carry the set's name (so a game saved under them shows it) and no preset id (a
/// custom set is no preset).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RuleSet {
    /// The name the player gave it (also its file name, with `.json`).
    pub name: String,
    /// The rules.
    pub rules: Rules,
}

impl RuleSet {
    /// A rule set named `name` holding `rules`, whose `name` becomes the set's and whose `id`
    /// is emptied. The name is not checked here: [`save_rule_set`] checks it.
    ///
    /// ```
    /// use konakis_engine::Rules;
    /// use konakis_store::RuleSet;
    /// let set = RuleSet::new("My Brandub", Rules::preset("brandub").unwrap());
    /// assert_eq!(set.rules.name, "My Brandub");
    /// assert_eq!(set.rules.id, "");
    /// ```
    pub fn new(name: &str, rules: Rules) -> RuleSet {
        let name = name.trim().to_string();
        RuleSet {
            rules: Rules {
                id: String::new(),
                name: name.clone(),
                ..rules
            },
            name,
        }
    }

    /// The file's text: pretty JSON under the current [`RULE_SET_VERSION`].
    pub fn to_json(&self) -> String {
        let file = RuleSetFile {
            version: RULE_SET_VERSION,
            rules: self.rules.clone(),
        };
        let mut text = serde_json::to_string_pretty(&file)
            .expect("rules hold only numbers, strings and flags");
        text.push('\n');
        text
    }

    /// Reads a rule set file's text for the set named `name`: checks the format version and
    /// that the engine accepts the rules (its message says why not).
    pub fn from_json(name: &str, text: &str) -> Result<RuleSet, Problem> {
        let value = versioned::read(text, RULE_SET_WHAT, RULE_SET_VERSION)?;
        let file: RuleSetFile = serde_json::from_value(value).map_err(json_problem)?;
        Variant::new(file.rules.clone()).map_err(|e| Problem::Invalid(e.to_string()))?;
        Ok(RuleSet::new(name, file.rules))
    }
}

/// What a rule set file holds.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleSetFile {
    version: u32,
    rules: Rules,
}

/// Checks a name for a rule set; the error says what is wrong in a sentence a player reads.
/// A name is 1 to [`MAX_RULE_SET_NAME`] characters (blanks at either end are dropped), holds
/// no path separator, none of `: * ? " < > |`, no control character, does not start with a
/// dot and is not a name Windows keeps for a device (`CON`, `NUL`, `COM1`...).
///
/// ```
/// use konakis_store::check_rule_set_name;
/// assert!(check_rule_set_name("Brandub, Polish style").is_ok());
/// assert!(check_rule_set_name("../settings").unwrap_err().contains("'/'"));
/// assert!(check_rule_set_name("   ").is_err());
/// ```
pub fn check_rule_set_name(name: &str) -> Result<(), String> {
    let name = name.trim();
    if name.is_empty() {
        return Err("a rule set needs a name".into());
    }
    let length = name.chars().count();
    if length > MAX_RULE_SET_NAME {
        return Err(format!(
            "the name is {length} characters long; at most {MAX_RULE_SET_NAME} are allowed"
        ));
    }
    if let Some(c) = name.chars().find(|c| FORBIDDEN.contains(c)) {
        return Err(format!(
            "the name holds '{c}'; a rule set's name cannot hold any of / \\ : * ? \" < > |"
        ));
    }
    if name.chars().any(char::is_control) {
        return Err("the name holds a control character".into());
    }
    if name.starts_with('.') {
        return Err("the name cannot start with a dot".into());
    }
    if name.ends_with('.') {
        return Err("the name cannot end with a dot".into());
    }
    let stem = name.split('.').next().unwrap_or(name).trim();
    if RESERVED.iter().any(|r| r.eq_ignore_ascii_case(stem)) {
        return Err(format!(
            "'{stem}' is a name some systems keep for a device; choose another"
        ));
    }
    Ok(())
}

/// The file of the rule set named `name` (not checked).
fn rule_set_path(paths: &Paths, name: &str) -> PathBuf {
    paths
        .rule_sets_dir()
        .join(format!("{}.{EXTENSION}", name.trim()))
}

/// The error for a name [`check_rule_set_name`] refuses.
fn bad_name(paths: &Paths, name: &str, why: String) -> StoreError {
    let mut error = StoreError::new(
        FileKind::RuleSet,
        &rule_set_path(paths, name),
        Problem::BadName(why),
    );
    error.then = Some(Then::NothingWritten);
    error
}

/// Saves a rule set under its name, atomically (temporary file, then rename), creating the
/// folder if needed; a set of that name is replaced. A bad name or rules the engine refuses
/// are reported and nothing is written. Should the file in place be unreadable, it is
/// renamed aside first, never overwritten.
///
/// ```
/// use konakis_engine::Rules;
/// use konakis_store::{Paths, RuleSet, load_rule_set, save_rule_set};
/// let dir = std::env::temp_dir().join(format!("konakis-doc-rule-sets-{}", std::process::id()));
/// let paths = Paths::in_dir(&dir);
/// let set = RuleSet::new("Quick Brandub", Rules::preset("brandub").unwrap());
/// save_rule_set(&paths, &set).unwrap();
/// assert_eq!(load_rule_set(&paths, "Quick Brandub").unwrap(), Some(set));
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn save_rule_set(paths: &Paths, set: &RuleSet) -> Result<(), StoreError> {
    if let Err(why) = check_rule_set_name(&set.name) {
        return Err(bad_name(paths, &set.name, why));
    }
    let set = RuleSet::new(&set.name, set.rules.clone());
    let path = rule_set_path(paths, &set.name);
    if let Err(e) = Variant::new(set.rules.clone()) {
        let mut error = StoreError::new(FileKind::RuleSet, &path, Problem::Invalid(e.to_string()));
        error.then = Some(Then::NothingWritten);
        return Err(error);
    }
    let name = set.name.clone();
    file::keep_bad_file_before_writing(
        FileKind::RuleSet,
        &path,
        MAX_RULE_SET_BYTES,
        RULE_SET_WHAT,
        |bytes| parse_rule_set_file(&name, bytes),
    )?;
    file::write_file(FileKind::RuleSet, &path, set.to_json().as_bytes())
}

fn parse_rule_set_file(name: &str, bytes: &[u8]) -> Result<RuleSet, Problem> {
    RuleSet::from_json(name, file::text_of(bytes, RULE_SET_WHAT)?)
}

/// Reads the rule set file at `path` (named by its file name); a bad one is renamed aside.
fn load_path(path: &Path, name: &str) -> Result<Option<RuleSet>, StoreError> {
    file::load_or_move_aside(
        FileKind::RuleSet,
        path,
        MAX_RULE_SET_BYTES,
        RULE_SET_WHAT,
        Then::NotOffered,
        |bytes| parse_rule_set_file(name, bytes),
    )
}

/// The rule set named `name`: `Ok(None)` when there is none. A file that cannot be used
/// (unreadable, empty, truncated, corrupt, foreign, from a newer Konakis, rules the engine
/// refuses) is renamed aside (`<name>.json.bad-<unix seconds>`) and reported.
pub fn load_rule_set(paths: &Paths, name: &str) -> Result<Option<RuleSet>, StoreError> {
    if let Err(why) = check_rule_set_name(name) {
        let mut error = bad_name(paths, name, why);
        error.then = None;
        return Err(error);
    }
    load_path(&rule_set_path(paths, name), name.trim())
}

/// Every rule set saved, sorted by name (ignoring case), and the problems met: each file that
/// cannot be used is renamed aside and reported, the others are listed. No folder is no sets.
pub fn list_rule_sets(paths: &Paths) -> (Vec<RuleSet>, Vec<StoreError>) {
    let dir = paths.rule_sets_dir();
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return (Vec::new(), Vec::new()),
        Err(e) => {
            let error =
                StoreError::new(FileKind::RuleSet, &dir, Problem::Unreadable(e.to_string()));
            return (Vec::new(), vec![error]);
        }
    };
    let mut sets = Vec::new();
    let mut problems = Vec::new();
    for path in entries.filter_map(|e| e.ok()).map(|e| e.path()) {
        let Some(name) = set_name_of(&path) else {
            continue;
        };
        match load_path(&path, &name) {
            Ok(Some(set)) => sets.push(set),
            Ok(None) => {} // removed meanwhile
            Err(error) => problems.push(error),
        }
    }
    sets.sort_by_key(|set| set.name.to_lowercase());
    (sets, problems)
}

/// The set name a file in the folder stands for: `<name>.json` with a valid name. Kept-aside
/// files (`.bad-...`) and temporary files end otherwise and are not sets.
fn set_name_of(path: &Path) -> Option<String> {
    if path.extension()? != EXTENSION {
        return None;
    }
    let name = path.file_stem()?.to_str()?;
    check_rule_set_name(name).ok()?;
    Some(name.to_string())
}

/// Deletes the rule set named `name`. No such set is not an error.
pub fn delete_rule_set(paths: &Paths, name: &str) -> Result<(), StoreError> {
    if let Err(why) = check_rule_set_name(name) {
        let mut error = bad_name(paths, name, why);
        error.then = Some(Then::NothingDeleted);
        return Err(error);
    }
    let path = rule_set_path(paths, name);
    match fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::new(
            FileKind::RuleSet,
            &path,
            Problem::Unremovable(e.to_string()),
        )),
    }
}
