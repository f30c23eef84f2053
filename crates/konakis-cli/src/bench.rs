//! `bench`: the engine's speed on fixed positions, single thread: perft (leaves per second)
//! and search (nodes per second, in `ai.rs`).

use std::io::Write;
use std::time::Instant;

use konakis_engine::Variant;

use crate::args::{self, CliError};
use crate::commands::per_second;

/// Usage of `bench`.
pub(crate) const USAGE: &str = "\
Usage: konakis-cli bench

Measures the engine on fixed positions, single thread: perft on the start of several presets
(leaves per second), then the search (nodes per second at fixed depths, the depth reached in
1 s on the Copenhagen start, and how soon a search told to stop returns); then how much
sooner two threads reach depth 8 on the Copenhagen start than one. Counts with a known value
are checked; a wrong one fails (exit 1).";

/// One perft measurement: a preset's start position to a depth.
struct PerftCase {
    variant: &'static str,
    depth: u32,
    /// The count RULES.md gives, where it gives one.
    expected: Option<u64>,
}

/// Depths chosen so that each case takes from a tenth of a second to a few seconds in a release
/// build (copenhagen 4: 50 M leaves, brandub 5: 42 M, tablut 5: 1.2 G, alea-evangelii 3: 62 M).
const PERFT_CASES: [PerftCase; 4] = [
    PerftCase {
        variant: "copenhagen",
        depth: 4,
        expected: Some(50_456_804),
    },
    PerftCase {
        variant: "brandub",
        depth: 5,
        expected: None,
    },
    PerftCase {
        variant: "tablut",
        depth: 5,
        expected: None,
    },
    PerftCase {
        variant: "alea-evangelii",
        depth: 3,
        expected: None,
    },
];

/// `bench`: prints one line per case as it finishes.
pub(crate) fn run(words: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let parsed = args::parse(words, &[], USAGE)?;
    args::positionals(&parsed, [])?;

    writeln!(out, "perft (start positions, single thread):")?;
    let mut wrong = Vec::new();
    let (mut total_leaves, mut total_time) = (0, std::time::Duration::ZERO);
    for case in &PERFT_CASES {
        let variant = Variant::preset(case.variant).map_err(|e| CliError::Failed(e.to_string()))?;
        let start = Instant::now();
        let leaves = variant.perft(&variant.start(), case.depth);
        let elapsed = start.elapsed();
        total_leaves += leaves;
        total_time += elapsed;
        let check = match case.expected {
            Some(e) if e != leaves => {
                wrong.push(format!("{} perft {}", case.variant, case.depth));
                format!("  WRONG, expected {e}")
            }
            Some(_) => "  ok".to_string(),
            None => String::new(),
        };
        writeln!(
            out,
            "  {:<15} depth {}  {:>11} leaves  {:>7.3} s  {:>18}{check}",
            case.variant,
            case.depth,
            leaves,
            elapsed.as_secs_f64(),
            per_second(leaves, elapsed, "leaves"),
        )?;
        out.flush()?;
    }
    writeln!(
        out,
        "  {:<15}          {:>11} leaves  {:>7.3} s  {:>18}",
        "total",
        total_leaves,
        total_time.as_secs_f64(),
        per_second(total_leaves, total_time, "leaves"),
    )?;

    crate::ai::bench_search(out)?;

    if wrong.is_empty() {
        Ok(())
    } else {
        Err(CliError::Failed(format!(
            "wrong count: {}",
            wrong.join(", ")
        )))
    }
}
