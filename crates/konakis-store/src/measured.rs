//! What the lab measures and the game shows, one entry per variant id: the levels' ratings
//! (`konakis-lab rate --save`, `assets/ratings.json`) and the side balance between equal
//! levels (`konakis-lab match --save-balance`, `assets/balance.json`). Declared here once;
//! the lab writes these files and the game reads them.

use std::collections::BTreeMap;
use std::path::Path;

use konakis_engine::Rules;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::file;

/// Every variant's ladder, by variant id.
pub type Ratings = BTreeMap<String, Ladder>;

/// Every variant's side balance, by variant id.
pub type Balances = BTreeMap<String, Balance>;

/// One variant's levels rated by a round robin.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ladder {
    /// The variant's name, for the plot's legend.
    pub name: String,
    /// Games each pair of levels played.
    pub games_per_pair: u64,
    /// The top level's thinking time, in ms.
    pub time_ms: u64,
    /// Each level's rating, weakest first.
    pub levels: Vec<LevelRating>,
    /// Other programs' engines rated on the same scale (none: the levels alone).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub peers: Vec<PeerRating>,
}

/// One level's rating.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LevelRating {
    /// Its name (`Jarl`).
    pub level: String,
    /// Its rating and record.
    #[serde(flatten)]
    pub score: Score,
}

/// Another program's engine rated among the levels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeerRating {
    /// Its name.
    pub name: String,
    /// Its thinking time per move, in ms.
    pub time_ms: u64,
    /// Its rating and record, as a level's.
    #[serde(flatten)]
    pub score: Score,
}

/// A player's rating and record.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Score {
    /// Elo points above Thrall.
    pub elo: i32,
    /// Half the 95% interval.
    pub error: i32,
    /// Points scored in all its games.
    pub points: f64,
    /// Games played.
    pub games: u64,
}

/// One variant's games between a level and itself: which side its rules favour.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Balance {
    /// The variant's name.
    pub name: String,
    /// The level that played both sides.
    pub level: String,
    /// The top level's thinking time, in ms (the level takes its share).
    pub time_ms: u64,
    /// Random moves at the start of each game.
    pub random_opening: usize,
    /// Games the attackers won.
    pub attackers: u32,
    /// Games the defenders won.
    pub defenders: u32,
    /// Games drawn.
    pub draws: u32,
}

/// The key of `rules`' entry: its id, or `custom` for a rule set without one.
pub fn variant_key(rules: &Rules) -> String {
    if rules.id.is_empty() {
        "custom".into()
    } else {
        rules.id.clone()
    }
}

/// No file of measures is anywhere near this large.
const MAX_MEASURES_BYTES: u64 = 1 << 20;

/// Reads a file of measures from its text; the error is the predicate of a sentence about
/// the file: `is not a ratings file: ...` (`what`: "a ratings file").
pub fn parse_by_variant<T: DeserializeOwned>(
    text: &str,
    what: &str,
) -> Result<BTreeMap<String, T>, String> {
    serde_json::from_str(text).map_err(|e| format!("is not {what}: {e}"))
}

/// The entries saved in `path` so far (none if it does not exist yet). A file that is not
/// such a file is refused, named as `what` ("a ratings file"), and left as it is; the error
/// is the predicate of a sentence about the file, as [`parse_by_variant`]'s.
pub fn read_by_variant<T: DeserializeOwned>(
    path: &Path,
    what: &str,
) -> Result<BTreeMap<String, T>, String> {
    match file::read_file(path, MAX_MEASURES_BYTES, what) {
        Ok(None) => Ok(BTreeMap::new()),
        Ok(Some(bytes)) => {
            let text = file::text_of(&bytes, what).map_err(|p| p.to_string())?;
            parse_by_variant(text, what)
        }
        Err(problem) => Err(problem.to_string()),
    }
}

/// Writes `all` to `path`, whole or not at all (atomically): the file holds every variant's
/// entry.
pub fn write_by_variant<T: Serialize>(
    path: &Path,
    all: &BTreeMap<String, T>,
) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(all).map_err(std::io::Error::other)? + "\n";
    file::write_atomic(path, text.as_bytes())
}
