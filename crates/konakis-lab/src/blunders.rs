//! `blunders`: how the games in a set of records were lost. For each game that ended on the
//! board, the loser's first move after which a fixed-depth search sees a forced loss where
//! before that move it saw none: the move that brought the loss within the search's sight.
//! Run on the tournament records, it shows what decides the human games whose side balance
//! the levels are measured against.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use konakis_engine::search::{SearchLimits, SearchResult, Searcher};
use konakis_engine::{Game, Reason, Side};

use clap::Args;
use konakis_cli::CliError;
use konakis_store::start::{RulesArgs, label};

use crate::records::{Read, RecordsArgs};

/// The move that lost each game of a set of records, as a search sees it.
///
/// For each game that ended on the board (the king taken or escaped, a side left without a
/// move, ...), finds the loser's first move after which a search to depth D sees a forced
/// loss where before that move it saw none: the move that brought the loss within sight.
/// Prints one line a game, then how many games ended on the board, won by each side, and how
/// many of each side's losses began with such a move. Games resigned or unfinished (the last
/// position not over), drawn, or won by repetition (which the search reads as a hint, not as
/// a forced result) are counted and left out, as are games lost on time.
#[derive(Args, Debug)]
pub(crate) struct Blunders {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    records: RecordsArgs,
    /// The search's depth in plies
    #[arg(long, value_name = "D", default_value_t = 6,
          value_parser = clap::value_parser!(u32).range(1..=12))]
    depth: u32,
    /// Look only at the loser's moves among the last P of each game (default: every move)
    #[arg(long, value_name = "P", value_parser = clap::value_parser!(u64).range(1..=100_000))]
    last: Option<u64>,
}

/// The transposition table of each game's searcher, in MB.
const TABLE_MB: usize = 16;

/// `blunders`: reads the games, finds each loss's turning move on every core, prints them in
/// order as they come, then the totals.
pub(crate) fn run(args: &Blunders, out: &mut dyn Write) -> Result<(), CliError> {
    let variant = args.rules.variant()?;
    let (depth, last) = (args.depth, args.last.map(|p| p as usize));
    let read = args.records.read_one(&variant)?;
    writeln!(
        out,
        "{}: {} finished games ({} lost on time and {} without a result, left out); the \
         search to depth {depth}",
        label(&variant),
        read.games.len(),
        read.timeouts,
        read.skipped
    )?;
    let mut totals = Totals::default();
    for_each_ending(&read, depth, last, |i, ending| {
        totals.add(&ending);
        if let Ending::Won(loss) = ending {
            writeln!(out, "game {}: {}", i + 1, loss.describe(depth))?;
            out.flush()?;
        }
        Ok(())
    })?;
    writeln!(out, "{}", totals.describe(read.games.len(), depth))?;
    Ok(())
}

/// How a game's record ends.
enum Ending {
    /// The last position is not over: resigned, or stopped.
    Unfinished,
    /// Drawn on the board.
    Drawn,
    /// Won by repetition, where the rules give it a winner: not studied, as the search reads
    /// a coming repetition as a strong hint, not as a forced result.
    Repeated,
    /// Won on the board.
    Won(Loss),
}

/// A game won on the board, and the move that lost it.
struct Loss {
    winner: Side,
    plies: usize,
    turn: Option<Turn>,
}

/// The loser's move that turned the game: its number (from 1), what it was, and the
/// search's view from the loser's side before it and from the winner's after it.
struct Turn {
    number: usize,
    played: String,
    before: SearchResult,
    after: Option<SearchResult>,
}

impl Loss {
    fn describe(&self, depth: u32) -> String {
        let loser = self.winner.opponent().name();
        let head = format!(
            "the {} won on the board after {} moves",
            self.winner.name(),
            self.plies
        );
        match &self.turn {
            Some(t) => format!(
                "{head}; the {loser}' move {} ({}): {} before it, {} after it",
                t.number,
                t.played,
                t.before.score_text(),
                t.after
                    .as_ref()
                    .map_or("the game over".to_string(), |a| format!(
                        "the {} {}",
                        self.winner.name(),
                        a.score_text()
                    )),
            ),
            None => format!("{head}; no move of the {loser}' lost it within {depth} plies"),
        }
    }
}

/// The games that ended on the board, by winner, and the losses that began with a move the
/// search sees losing.
#[derive(Default)]
struct Totals {
    unfinished: usize,
    drawn: usize,
    repeated: usize,
    /// `[attackers, defenders]`: games won, and of those, lost by a move the search saw.
    won: [usize; 2],
    turned: [usize; 2],
    /// How many turning moves left the winner a forced win in so many plies (0: the move
    /// itself ended the game).
    win_in: std::collections::BTreeMap<i32, usize>,
}

impl Totals {
    fn add(&mut self, ending: &Ending) {
        match ending {
            Ending::Unfinished => self.unfinished += 1,
            Ending::Drawn => self.drawn += 1,
            Ending::Repeated => self.repeated += 1,
            Ending::Won(loss) => {
                let w = usize::from(loss.winner == Side::Defenders);
                self.won[w] += 1;
                if let Some(turn) = &loss.turn {
                    self.turned[w] += 1;
                    let plies = turn.after.as_ref().and_then(SearchResult::mate_in);
                    *self.win_in.entry(plies.unwrap_or(0)).or_default() += 1;
                }
            }
        }
    }

    fn describe(&self, games: usize, depth: u32) -> String {
        let [a, d] = self.won;
        let share = |won: usize, turned: usize| {
            if won == 0 {
                "none".to_string()
            } else {
                format!(
                    "{turned} of {won} ({:.0}%)",
                    100.0 * turned as f64 / won as f64
                )
            }
        };
        let win_in: Vec<String> = self
            .win_in
            .iter()
            .map(|(plies, n)| format!("{plies}: {n}"))
            .collect();
        format!(
            "{} of {games} games ended on the board ({} drawn, {} won by repetition, {} \
             resigned or unfinished); won otherwise: attackers {a}, defenders {d}\n\
             losses that began with a move after which the search to depth {depth} sees a \
             forced loss, where before it it saw none: the defenders' {}, the attackers' {}\n\
             the winner's forced win after that move, in plies (games): {}",
            a + d + self.drawn + self.repeated,
            self.drawn,
            self.repeated,
            self.unfinished,
            share(a, self.turned[0]),
            share(d, self.turned[1]),
            win_in.join(", ")
        )
    }
}

/// Finds how each game ended on every core and hands the endings to `report` in the games'
/// order.
fn for_each_ending(
    read: &Read,
    depth: u32,
    last: Option<usize>,
    mut report: impl FnMut(usize, Ending) -> Result<(), CliError>,
) -> Result<(), CliError> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let send = send.clone();
            let next = &next;
            scope.spawn(move || {
                let mut searcher = Searcher::with_table_size(TABLE_MB);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((game, _)) = read.games.get(i) else {
                        break;
                    };
                    let ending = ending(&mut searcher, game.clone(), depth, last);
                    if send.send((i, ending)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        // Results arrive in any order; each is reported once all before it have been.
        let mut waiting = std::collections::BTreeMap::new();
        let mut due = 0;
        for (i, ending) in receive {
            waiting.insert(i, ending);
            while let Some(ending) = waiting.remove(&due) {
                report(due, ending)?;
                due += 1;
            }
        }
        Ok(())
    })
}

/// How the game ended; if it was won on the board, the loser's first move (among the last
/// `last` of the game) from a position the search does not see lost to one it does.
fn ending(searcher: &mut Searcher, mut game: Game, depth: u32, last: Option<usize>) -> Ending {
    let plies = game.total_plies();
    game.go_to(plies);
    let Some(outcome) = game.outcome() else {
        return Ending::Unfinished;
    };
    let Some(winner) = outcome.winner else {
        return Ending::Drawn;
    };
    if outcome.reason == Reason::Repetition {
        return Ending::Repeated;
    }
    let first = last.map_or(0, |p| plies.saturating_sub(p));
    let mut search = |game: &mut Game, ply: usize| {
        game.go_to(ply);
        if game.outcome().is_some() {
            return None;
        }
        searcher.clear();
        let stop = AtomicBool::new(false);
        let limits = SearchLimits::depth(depth);
        // In a dice game, the turn's recorded throw.
        Some(searcher.search_rolled(
            game.variant(),
            &game.position(),
            game.roll(),
            &game.history_hashes(),
            &limits,
            &stop,
        ))
    };
    let turn = (first..plies).find_map(|ply| {
        if game.position_at(ply).to_move() == winner {
            return None;
        }
        let before = search(&mut game, ply)?;
        if before.mate_in().is_some_and(|n| n < 0) {
            return None;
        }
        let after = search(&mut game, ply + 1);
        let lost = after
            .as_ref()
            .is_none_or(|a| a.mate_in().is_some_and(|n| n > 0));
        lost.then(|| Turn {
            number: ply + 1,
            played: game.all_moves()[ply].record(),
            before,
            after,
        })
    });
    Ending::Won(Loss {
        winner,
        plies,
        turn,
    })
}
