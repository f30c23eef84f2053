//! `bench`: the engine's speed on fixed positions: perft (leaves per second), the search
//! (nodes per second, depth in a second, how soon a stopped search returns) and two threads
//! against one.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use konakis_cli::{CliError, per_second};
use konakis_engine::search::{SearchLimits, Searcher};
use konakis_engine::{Game, Move, ParseError, Variant};

struct PerftCase {
    variant: &'static str,
    depth: u32,
    /// The count docs/rules.md gives, where it gives one.
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
pub(crate) fn run(out: &mut dyn Write) -> Result<(), CliError> {
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

    bench_search(out)?;

    if wrong.is_empty() {
        Ok(())
    } else {
        Err(CliError::Failed(format!(
            "wrong count: {}",
            wrong.join(", ")
        )))
    }
}

/// Search positions for `bench`: (variant, moves from the start, depth).
const SEARCH_CASES: [(&str, &[&str], u32); 5] = [
    ("copenhagen", &[], 7),
    ("copenhagen", &["h1-h3", "f4-c4", "k7-i7", "g7-g9"], 7),
    ("brandub", &[], 10),
    ("tablut", &[], 8),
    ("alea-evangelii", &[], 4),
];

/// The search part of `bench`: nodes per second on fixed positions at fixed depths, the
/// depth reached in 1 s on the Copenhagen start, how soon a stopped search returns, and the
/// time to a fixed depth there with one thread and with two.
fn bench_search(out: &mut dyn Write) -> Result<(), CliError> {
    let stop = AtomicBool::new(false);
    bench_fixed_depths(out, &stop)?;
    let copenhagen =
        Arc::new(Variant::preset("copenhagen").map_err(|e| CliError::Failed(e.to_string()))?);
    // The depth one thread reaches in a second.
    let mut searcher = Searcher::with_table_size(64);
    let r = searcher.search(
        &copenhagen,
        &copenhagen.start(),
        &[],
        &SearchLimits::time(Duration::from_secs(1)),
        &stop,
    );
    writeln!(
        out,
        "  copenhagen start, 1 s, 1 thread: depth {}, {} nodes in {:.3} s, {}",
        r.depth,
        r.nodes,
        r.elapsed.as_secs_f64(),
        per_second(r.nodes, r.elapsed, "nodes"),
    )?;
    bench_stop_latency(out, &copenhagen)?;
    bench_threads(out, &copenhagen, &stop)
}

/// Nodes per second on [`SEARCH_CASES`], each searched to its depth.
fn bench_fixed_depths(out: &mut dyn Write, stop: &AtomicBool) -> Result<(), CliError> {
    writeln!(out, "search (fixed depth, single thread, 64 MB table):")?;
    let (mut total_nodes, mut total_time) = (0, Duration::ZERO);
    for (id, moves, depth) in SEARCH_CASES {
        let variant = Variant::preset(id).map_err(|e| CliError::Failed(e.to_string()))?;
        let mut game = Game::new(variant);
        for m in moves {
            let mv = Move::read(m).map_err(|e: ParseError| CliError::Failed(e.to_string()))?;
            game.play(mv)
                .map_err(|e| CliError::Failed(format!("bench position {id}: {e}")))?;
        }
        let mut searcher = Searcher::with_table_size(64);
        let r = searcher.search(
            game.variant(),
            &game.position(),
            &game.history_hashes(),
            &SearchLimits::depth(depth),
            stop,
        );
        total_nodes += r.nodes;
        total_time += r.elapsed;
        let name = if moves.is_empty() {
            id.to_string()
        } else {
            format!("{id}+{}", moves.len())
        };
        writeln!(
            out,
            "  {:<15} depth {:>2}  {:>11} nodes  {:>7.3} s  {:>17}  best {}",
            name,
            r.depth,
            r.nodes,
            r.elapsed.as_secs_f64(),
            per_second(r.nodes, r.elapsed, "nodes"),
            r.best.map_or("none".to_string(), |m| m.to_string()),
        )?;
        out.flush()?;
    }
    writeln!(
        out,
        "  {:<15}           {:>11} nodes  {:>7.3} s  {:>17}",
        "total",
        total_nodes,
        total_time.as_secs_f64(),
        per_second(total_nodes, total_time, "nodes"),
    )?;
    Ok(())
}

/// Stop latency: a search with no limit, told to stop from another thread after 100 ms.
fn bench_stop_latency(out: &mut dyn Write, copenhagen: &Arc<Variant>) -> Result<(), CliError> {
    let mut worst = Duration::ZERO;
    for _ in 0..5 {
        let flag = Arc::new(AtomicBool::new(false));
        let (v, f) = (copenhagen.clone(), flag.clone());
        let worker = std::thread::spawn(move || {
            let mut searcher = Searcher::with_table_size(64);
            let r = searcher.search(&v, &v.start(), &[], &SearchLimits::default(), &f);
            (r, Instant::now())
        });
        std::thread::sleep(Duration::from_millis(100));
        let told = Instant::now();
        flag.store(true, Ordering::Relaxed);
        let (r, returned) = worker
            .join()
            .map_err(|_| CliError::Failed("the stopped search panicked".to_string()))?;
        if r.best.is_none() {
            return Err(CliError::Failed(
                "a stopped search returned no move".to_string(),
            ));
        }
        worst = worst.max(returned.saturating_duration_since(told));
    }
    writeln!(
        out,
        "  stop latency (5 searches told to stop after 100 ms): worst {:.2} ms",
        worst.as_secs_f64() * 1000.0
    )?;
    Ok(())
}

/// Depth of the Lazy SMP comparison: deep enough that the helper threads' start and the
/// shallow iterations are a small part of the time.
const THREADS_DEPTH: u32 = 8;

/// Lazy SMP: the Copenhagen start searched to a fixed depth with one thread and with two,
/// each on a searcher that has searched once before (its helpers started and their tables
/// built) and then forgot what it found. The time to the depth is the gain; the nodes a
/// second (both threads' together) show how freely the two run side by side.
fn bench_threads(
    out: &mut dyn Write,
    copenhagen: &Variant,
    stop: &AtomicBool,
) -> Result<(), CliError> {
    let mut times = Vec::new();
    for threads in [1, 2] {
        let mut searcher = Searcher::with_table_size(64).with_threads(threads);
        let start = copenhagen.start();
        searcher.search(copenhagen, &start, &[], &SearchLimits::depth(2), stop);
        searcher.clear();
        let r = searcher.search(
            copenhagen,
            &start,
            &[],
            &SearchLimits::depth(THREADS_DEPTH),
            stop,
        );
        times.push(r.elapsed.as_secs_f64());
        writeln!(
            out,
            "  copenhagen start, depth {THREADS_DEPTH}, {threads} thread(s): {} nodes in {:.3} s, {}",
            r.nodes,
            r.elapsed.as_secs_f64(),
            per_second(r.nodes, r.elapsed, "nodes"),
        )?;
    }
    writeln!(
        out,
        "  two threads reach depth {THREADS_DEPTH} {:.2} times as fast as one",
        times[0] / times[1].max(1e-9)
    )?;
    Ok(())
}
