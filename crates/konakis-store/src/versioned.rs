//! The JSON files the store writes with a format `version` (settings, rule sets): reading one
//! checks, in this order, that it is not empty, is a JSON object, has a version number, and is
//! not from a newer Konakis; serde's errors are sorted into the store's problems.

use crate::error::Problem;

/// Reads `text` (a byte-order mark allowed) as the JSON object of a file that is `what`
/// (`"a Konakis settings file"`) in a format no newer than `supported`.
pub(crate) fn read(text: &str, what: &str, supported: u32) -> Result<serde_json::Value, Problem> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let start = text.trim_start();
    if start.is_empty() {
        return Err(Problem::Empty);
    }
    if !start.starts_with('{') {
        return Err(Problem::Foreign(format!(
            "not {what} (it is not a JSON object)"
        )));
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(json_problem)?;
    let version = value
        .get("version")
        .ok_or_else(|| Problem::Foreign(format!("not {what} (it has no \"version\" field)")))?;
    let version = version
        .as_u64()
        .filter(|v| *v >= 1)
        .ok_or_else(|| Problem::Invalid(format!("version {version} is not a version number")))?;
    if version > supported as u64 {
        return Err(Problem::FutureVersion {
            found: version,
            supported,
        });
    }
    Ok(value)
}

/// A serde error as the store's problem: cut short, wrong values, or not JSON at all.
pub(crate) fn json_problem(error: serde_json::Error) -> Problem {
    match error.classify() {
        serde_json::error::Category::Eof => Problem::Truncated(error.to_string()),
        serde_json::error::Category::Data => Problem::Invalid(error.to_string()),
        serde_json::error::Category::Syntax | serde_json::error::Category::Io => {
            Problem::Corrupt(error.to_string())
        }
    }
}
