//! The side balance between equal levels, as `match --save-balance FILE` merges it into a
//! file by variant id: how many games each side won when one level played itself. The game
//! shows it for the chosen preset (`assets/balance.json`), so that a player sees which side
//! these rules favour.

use std::collections::BTreeMap;
use std::path::Path;

use konakis_engine::search::Level;
use serde::{Deserialize, Serialize};

use crate::args::{CliError, Flag};
use crate::by_variant;
use crate::series::{Series, Tally};

pub(crate) const SAVE_BALANCE: Flag = Flag {
    long: "--save-balance",
    short: None,
    value: Some("FILE"),
};

/// One variant's games between a level and itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Balance {
    /// The variant's name.
    pub name: String,
    /// The level that played both sides.
    pub level: String,
    /// The top level's thinking time, in ms (the level takes its share).
    pub time_ms: u64,
    /// Random moves at the start of each game.
    pub random_opening: usize,
    /// Games won by each side, and drawn.
    pub attackers: u32,
    pub defenders: u32,
    pub draws: u32,
}

/// The balances saved in `path` so far (none if it does not exist yet); a file that is not
/// one is refused and left as it is.
pub(crate) fn read(path: &Path) -> Result<BTreeMap<String, Balance>, CliError> {
    by_variant::read(path, SAVE_BALANCE.long, "a balance file")
}

/// Merges this match's tally into `path` under the variant's id, written whole or not at all
/// (the file holds every preset's balance). The file is read again here, not at the start,
/// so that matches run side by side into one file keep each other's entries.
pub(crate) fn save(
    path: &Path,
    series: &Series,
    level: Level,
    tally: &Tally,
) -> Result<(), CliError> {
    let mut all = read(path)?;
    let rules = series.variant.rules();
    let balance = Balance {
        name: rules.name.clone(),
        level: level.name().to_string(),
        time_ms: series.think_ms(),
        random_opening: series.opening,
        attackers: tally.attackers,
        defenders: tally.defenders,
        draws: tally.draws,
    };
    all.insert(by_variant::key(rules), balance);
    by_variant::write(path, SAVE_BALANCE.long, &all)
}
