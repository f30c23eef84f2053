//! The side balance between equal levels, as `match --save-balance FILE` merges it into a
//! file by variant id (the format is `konakis_store::measured`'s): how many games each side
//! won when one level played itself. The game shows it for the chosen preset
//! (`assets/balance.json`), so that a player sees which side these rules favour.

use std::path::Path;

use konakis_cli::CliError;
use konakis_engine::search::Level;
use konakis_store::measured::{Balance, Balances, read_by_variant, variant_key, write_by_variant};

use crate::series::{Series, Tally};

/// The balances saved in `path` so far (none if it does not exist yet); a file that is not
/// one is refused and left as it is.
pub(crate) fn read(path: &Path) -> Result<Balances, CliError> {
    read_by_variant(path, "a balance file")
        .map_err(|why| CliError::bad(format!("--save-balance: {} {why}", path.display())))
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
    all.insert(variant_key(rules), balance);
    write_by_variant(path, &all).map_err(|e| {
        CliError::Failed(format!(
            "--save-balance: cannot write {}: {e}",
            path.display()
        ))
    })
}
