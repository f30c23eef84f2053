//! Files that keep one measured entry per variant id (the ratings of `rate --save`, the side
//! balance of `match --save-balance`): read so far, one entry set, written back whole.

use std::collections::BTreeMap;
use std::path::Path;

use konakis_engine::Rules;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::args::CliError;

/// The entries saved in `path` so far (none if it does not exist yet). A file that is not
/// such a file is refused, named by `flag` as `what` ("a ratings file"), and left as it is.
pub(crate) fn read<T: DeserializeOwned>(
    path: &Path,
    flag: &str,
    what: &str,
) -> Result<BTreeMap<String, T>, CliError> {
    match std::fs::read_to_string(path) {
        Ok(text) => serde_json::from_str(&text)
            .map_err(|e| CliError::bad(format!("{flag}: {} is not {what}: {e}", path.display()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(BTreeMap::new()),
        Err(e) => Err(CliError::Failed(format!(
            "{flag}: cannot read {}: {e}",
            path.display()
        ))),
    }
}

/// The key of `rules`' entry: its id, or `custom` for a rule set without one.
pub(crate) fn key(rules: &Rules) -> String {
    if rules.id.is_empty() {
        "custom".into()
    } else {
        rules.id.clone()
    }
}

/// Writes `all` to `path`, whole or not at all: the file holds every variant's entry.
pub(crate) fn write<T: Serialize>(
    path: &Path,
    flag: &str,
    all: &BTreeMap<String, T>,
) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(all).expect("entries serialise") + "\n";
    konakis_store::write_atomic(path, text.as_bytes())
        .map_err(|e| CliError::Failed(format!("{flag}: cannot write {}: {e}", path.display())))
}
