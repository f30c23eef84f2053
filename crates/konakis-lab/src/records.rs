//! Reading finished games to learn from or study: tournament records (aagenielsen.dk's
//! lines, as the `hnefatafl` crate ships them) and folders of OpenTafl records (as `versus
//! --save-games` writes them), each game replayed with its result.

use konakis_engine::notation::GameRecord;
use konakis_engine::{Game, Repetition, Rules, Side, Variant};

use clap::Args;
use konakis_cli::CliError;
use konakis_store::start::{label, read_text};

use crate::series::{Tally, described_winner};

/// The finished games to read: a file of tournament records, or a folder of OpenTafl ones.
#[derive(Args, Debug)]
pub(crate) struct RecordsArgs {
    /// Tournament games, one a line (aagenielsen.dk's lines, as the `hnefatafl` crate ships
    /// them)
    #[arg(long, value_name = "CSV")]
    pub(crate) records: Option<String>,
    /// Every OpenTafl record (`*.txt`) in DIR, as `versus --save-games` writes them
    #[arg(long, value_name = "DIR")]
    pub(crate) record_dir: Option<String>,
}

impl RecordsArgs {
    /// Whether either was given.
    pub(crate) fn given(&self) -> bool {
        self.records.is_some() || self.record_dir.is_some()
    }

    /// The games of exactly one of the two options, under `variant`'s rules.
    pub(crate) fn read_one(&self, variant: &Variant) -> Result<Read, CliError> {
        match (&self.records, &self.record_dir) {
            (Some(path), None) => read_records_file(variant, path),
            (None, Some(dir)) => read_record_dir(variant, "--record-dir", dir),
            _ => Err(CliError::bad(
                "give one of --records CSV and --record-dir DIR",
            )),
        }
    }
}

/// No file of tournament records is anywhere near this large.
const MAX_RECORDS_BYTES: u64 = 256 << 20;

/// Reads the tournament records in the file at `path` (as [`read_records`]).
pub(crate) fn read_records_file(variant: &Variant, path: &str) -> Result<Read, CliError> {
    let text = read_text(path, MAX_RECORDS_BYTES, "a file of tournament records")
        .map_err(|e| CliError::bad(format!("--records: cannot read {path}: {e}")))?;
    read_records(variant, &text)
}

/// The games of one source (a records file, a folder of records, the self-play games): the
/// finished games with their winners (`None`: a draw).
#[derive(Default)]
pub(crate) struct Read {
    pub(crate) games: Vec<(Game, Option<Side>)>,
    /// Games without a result (unfinished or blank lines).
    pub(crate) skipped: usize,
    /// Games lost on time (the moves end in `timeout`): their results say nothing of the
    /// positions, and they are left out.
    pub(crate) timeouts: usize,
    pub(crate) balance: Tally,
}

/// Reads aagenielsen-style lines: moves, then fields ending in the result; a game lost on
/// time ends its moves with `timeout`. The moves are replayed with repetitions ignored (the
/// site's games play on through them, and a repetition changes no position's terms). A game
/// whose moves do not replay under `variant` is an error naming its line: the records are
/// of other rules.
fn read_records(variant: &Variant, text: &str) -> Result<Read, CliError> {
    let rules = Rules {
        repetition: Repetition::Ignored,
        ..variant.rules().clone()
    };
    let mut read = Read::default();
    for (i, line) in text.lines().enumerate() {
        let mut fields = line.split(',');
        let moves = fields.next().unwrap_or("").trim();
        let winner = match fields.next_back().map(str::trim) {
            Some("White") => Some(Side::Defenders),
            Some("Black") => Some(Side::Attackers),
            Some("Draw") => None,
            _ => {
                read.skipped += 1;
                continue;
            }
        };
        if moves.ends_with("timeout") {
            read.timeouts += 1;
            continue;
        }
        let game = GameRecord::parse(moves, Some(&rules))
            .and_then(|record| Game::from_record(&record))
            .map_err(|e| CliError::bad(format!("--records line {}: {e}", i + 1)))?;
        read.balance.add_winner(winner);
        read.games.push((game, winner));
    }
    Ok(read)
}

/// Reads every `*.txt` file in `dir`, in name order, as an OpenTafl record of a game under
/// `variant`'s rules, its winner from the `result` tag's first word (`attackers-win`,
/// `defenders-win` or `draw`, as `versus --save-games` writes it). A record without a rules
/// tag is played under `variant`'s; one without a result is skipped; one that does not read,
/// or is of other rules, is an error naming its file.
pub(crate) fn read_record_dir(variant: &Variant, flag: &str, dir: &str) -> Result<Read, CliError> {
    let refused = |what: String| CliError::bad(format!("{flag}: {what}"));
    let entries = std::fs::read_dir(dir).map_err(|e| refused(format!("cannot read {dir}: {e}")))?;
    let mut paths: Vec<std::path::PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    let mut read = Read::default();
    for path in paths {
        let name = path.display();
        let text = std::fs::read_to_string(&path)
            .map_err(|e| refused(format!("cannot read {name}: {e}")))?;
        let record = GameRecord::parse(&text, Some(variant.rules()))
            .map_err(|e| refused(format!("{name}: {e}")))?;
        if record.rules != *variant.rules() {
            return Err(refused(format!(
                "{name} is a game of other rules than {}",
                label(variant)
            )));
        }
        let Some(winner) = record.tag("result").and_then(described_winner) else {
            read.skipped += 1;
            continue;
        };
        let game = Game::from_record(&record).map_err(|e| refused(format!("{name}: {e}")))?;
        read.balance.add_winner(winner);
        read.games.push((game, winner));
    }
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_read_with_their_results() {
        let v = Variant::preset("copenhagen").unwrap();
        let text = "d1-d3 e5-e2,0,0,Black\nh1-h3,0,0,Ongoing\nd1-d3 f4-c4,1,0,White\n\n\
                    h1-h3 timeout,0,0,White\n";
        let read = read_records(&v, text).unwrap();
        assert_eq!(read.games.len(), 2);
        assert_eq!(read.skipped, 2);
        assert_eq!(read.timeouts, 1);
        assert_eq!(read.games[0].1, Some(Side::Attackers));
        assert_eq!(read.games[1].0.total_plies(), 2);
        let bad = read_records(&v, "d1-d9,0,0,White").err().unwrap();
        assert!(bad.to_string().contains("line 1"), "{bad}");
    }
}
