//! The computer opponent: an iterative-deepening alpha-beta search (principal variation
//! search) with a transposition table keyed by the Zobrist hash, move ordering (hash move,
//! captures, killers, history), late-move reductions, null-move pruning, a quiescence
//! search past the horizon, and a tafl evaluation. Limits by time, depth and nodes;
//! cancellation through a shared flag; six difficulty [`Level`]s.
//!
//! This module holds the public interface; the search is laid out by step:
//!
//! - `iterate`: set-up, iterative deepening, the root moves, the level's pick within its
//!   margin, the expected line;
//! - `node`: the node search (negamax), step by step;
//! - `prune`: null-move pruning and late-move reductions;
//! - `quiesce`: the forcing moves past the horizon (captures, checks, blocks);
//! - `ordering`: move ordering (hash move, blocks, threats, captures, killers, history);
//! - `repetition`: the line from the root and the repetition rule;
//! - `params`: every tuning number, named;
//! - `score`, `context`: what scores mean, what stays fixed during a search;
//! - `eval`, `weights`: the evaluation's terms, and their weights (hand-set, or fitted to
//!   games by `konakis-lab tune`: `Evaluator` gives the tuner each term's count);
//! - `tactics`, `tt`: the one-move tactics, the transposition table;
//! - `chance`: expectimax for dice games; `level`: the difficulty levels;
//! - `reference`: the plain negamax the search is tested against.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use konakis_engine::Variant;
//! use konakis_engine::search::{SearchLimits, Searcher};
//!
//! let brandub = Variant::preset("brandub").unwrap();
//! let mut searcher = Searcher::new();
//! let stop = AtomicBool::new(false);
//! let result = searcher.search(&brandub, &brandub.start(), &[], &SearchLimits::depth(3), &stop);
//! let best = result.best.unwrap();
//! assert!(brandub.check_move(&brandub.start(), best).is_ok());
//! ```

mod chance;
mod context;
mod eval;
mod frame;
mod iterate;
mod level;
mod node;
mod ordering;
mod params;
mod prune;
mod quiesce;
mod reference;
mod repetition;
mod root;
mod score;
mod tactics;
#[cfg(test)]
mod testing;
mod tt;
mod weights;

use rand::Rng as _;

use crate::random::{Purpose, generator};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::status::Outcome;
use crate::variant::Variant;

use eval::{Rooms, Tables};
pub use level::{Level, LevelSettings, NOMINAL_NODES_PER_SECOND};
use ordering::Ply;
use params::DEFAULT_TT_MB;
pub use reference::reference_value;
pub use score::MATE;
use score::MATE_BOUND;
use tt::Table;
pub use weights::{
    FITTED_FILES, SquareWeights, TERMS, Term, WeightTable, Weights, WeightsFile, flat_len,
    square_class, square_classes,
};

/// The deepest iteration the search starts.
pub const MAX_DEPTH: u32 = 64;
/// Plies of per-node scratch space (move lists, killers, the path).
const MAX_PLY: usize = MAX_DEPTH as usize + 16;

/// When a search stops: whichever limit comes first. With none at all, it searches to
/// [`MAX_DEPTH`] or until told to stop.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SearchLimits {
    /// Thinking time.
    pub time: Option<Duration>,
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most positions visited (deterministic, unlike time).
    pub nodes: Option<u64>,
    /// The iterations up to this depth run to their end whatever the time and node budgets
    /// say (only the stop flag ends them, after the first): a level's floor. Not in dice
    /// games, whose iterations grow too fast for a floor.
    pub min_depth: Option<u32>,
}

impl SearchLimits {
    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(depth),
            ..SearchLimits::default()
        }
    }

    /// Search for `time`.
    pub fn time(time: Duration) -> SearchLimits {
        SearchLimits {
            time: Some(time),
            ..SearchLimits::default()
        }
    }

    /// Search `nodes` positions.
    pub fn nodes(nodes: u64) -> SearchLimits {
        SearchLimits {
            nodes: Some(nodes),
            ..SearchLimits::default()
        }
    }
}

/// What a search found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move (see `outcome`).
    pub best: Option<Move>,
    /// The value for the side to move, in hundredths of an attacking soldier; a forced win
    /// in `n` plies is `MATE - n`, a forced loss `-(MATE - n)`.
    pub score: i32,
    /// The deepest iteration completed (or partly searched, when its result was sound).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The line the search expects, starting with `best`.
    pub pv: Vec<Move>,
    /// Why there is no move: the game is already over (or the side to move cannot move).
    pub outcome: Option<Outcome>,
}

impl SearchResult {
    /// A result with nothing found yet.
    fn empty() -> SearchResult {
        SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: Vec::new(),
            outcome: None,
        }
    }

    /// Positions per second.
    pub fn nodes_per_second(&self) -> u64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            (self.nodes as f64 / secs) as u64
        } else {
            0
        }
    }

    /// Plies to a forced end: positive when the side to move wins, negative when it loses.
    pub fn mate_in(&self) -> Option<i32> {
        if self.score >= MATE_BOUND {
            Some(MATE - self.score)
        } else if self.score <= -MATE_BOUND {
            Some(-(MATE + self.score))
        } else {
            None
        }
    }

    /// The score as a player reads it: `+35`, `win in 3`, `loss in 4` (plies).
    pub fn score_text(&self) -> String {
        match self.mate_in() {
            Some(n) if n > 0 => format!("win in {n}"),
            Some(n) => format!("loss in {}", -n),
            None => format!("{:+}", self.score),
        }
    }
}

/// The search: transposition table, killer and history tables, scratch space. Reusable from
/// one move to the next (the table keeps what it learned); `Send`, so it can think on a
/// background thread.
pub struct Searcher {
    /// The transposition table, shared with the helper threads.
    tt: Arc<Table>,
    /// Threads a search may use: this one and `threads - 1` helpers (Lazy SMP).
    threads: usize,
    /// The helper threads' own searchers (history, killers, scratch), kept between searches.
    helpers: Vec<Searcher>,
    /// `history[side][from][to]` (board cells, not square indices): how often a quiet move
    /// caused a cutoff, weighted by depth.
    history: Vec<i32>,
    /// The two latest quiet moves that caused a cutoff at each ply.
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// Scratch space, one per ply (lent to the search while it runs).
    plies: Vec<Box<Ply>>,
    /// Hash of the position at each ply of the current line.
    path: [u64; MAX_PLY + 1],
    /// The ply of the last capture or null move at or before each ply: no repetition crosses it.
    floor: [usize; MAX_PLY + 1],
    /// Some history entry is not zero (aging it is skipped otherwise).
    history_used: bool,
    /// Positions visited in the current search.
    nodes: u64,
    /// A limit was reached: the search unwinds, its unfinished values worthless.
    stopped: bool,
    /// The iteration under way (its depth; 0 before the first): polling is off during the
    /// first, so a move always comes back, and the budgets count only past `min_depth`.
    iteration: u32,
    /// No pruning that may change the value (see [`Searcher::exact`]).
    exact: bool,
    /// The board tables of the rules last searched, kept for the next search by them.
    tables: Option<(crate::rules::Rules, Box<Tables>)>,
    /// The evaluation's cache of the king's rooms.
    rooms: Rooms,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new()
    }
}

impl Searcher {
    /// A searcher with a 16 MB transposition table.
    pub fn new() -> Searcher {
        Searcher::with_table_size(DEFAULT_TT_MB)
    }

    /// A searcher with a transposition table of about `megabytes` (at least 16 kB).
    pub fn with_table_size(megabytes: usize) -> Searcher {
        Searcher {
            tt: Arc::new(Table::new(megabytes)),
            threads: 1,
            helpers: Vec::new(),
            history: Vec::new(),
            killers: [[None; 2]; MAX_PLY],
            plies: Vec::new(),
            path: [0; MAX_PLY + 1],
            floor: [0; MAX_PLY + 1],
            history_used: false,
            nodes: 0,
            stopped: false,
            iteration: 0,
            exact: false,
            tables: None,
            rooms: Rooms::new(),
        }
    }

    /// Searches with `threads` threads (Lazy SMP: helpers search the same root and share the
    /// transposition table; the answer is this thread's). Used by searches limited by time
    /// only: a search limited by nodes (a seeded level) or exact, and the dice games'
    /// expectimax, keep to one thread, so they replay exactly.
    pub fn with_threads(mut self, threads: usize) -> Searcher {
        self.threads = threads.max(1);
        self
    }

    /// A helper thread's searcher: the same table, its own history and scratch space.
    fn helper(&self) -> Searcher {
        Searcher {
            tt: self.tt.clone(),
            threads: 1,
            ..Searcher::with_table_size(0)
        }
    }

    /// Turns off the pruning that may change the searched value (reverse futility pruning,
    /// null-move pruning and late-move reductions): a depth-limited search then returns
    /// exactly the value of [`reference_value`]. For tests.
    pub fn exact(mut self) -> Searcher {
        self.exact = true;
        self
    }

    /// Forgets what earlier searches learned (transposition, killer and history tables, the
    /// king's rooms).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.rooms = Rooms::new();
        for helper in &mut self.helpers {
            helper.clear();
        }
        if self.history_used {
            self.history.fill(0);
            self.history_used = false;
        }
        self.killers = [[None; 2]; MAX_PLY];
    }

    /// Searches `pos` for the best move within `limits`, or until `stop` is set (then it
    /// returns its best move so far within a few milliseconds). `history` holds the hashes of
    /// the game's positions up to `pos` (as [`Game::history_hashes`] gives them) for the
    /// repetition rule; it may be empty.
    pub fn search(
        &mut self,
        variant: &Variant,
        pos: &Position,
        history: &[u64],
        limits: &SearchLimits,
        stop: &AtomicBool,
    ) -> SearchResult {
        self.run(variant, pos, None, history, limits, 0, 0, stop)
    }

    /// [`Searcher::search`] in a dice game whose throw this turn is `roll` (`None`: choose
    /// among the moves of every throw). Dice games are searched by expectimax.
    pub fn search_rolled(
        &mut self,
        variant: &Variant,
        pos: &Position,
        roll: Option<u8>,
        history: &[u64],
        limits: &SearchLimits,
        stop: &AtomicBool,
    ) -> SearchResult {
        self.run(variant, pos, roll, history, limits, 0, 0, stop)
    }

    /// Searches as `level` plays: its limits, then a seeded random pick among the moves
    /// within the level's margin of the best (the low levels' human-looking mistakes). The
    /// same `seed`, position and settings give the same move when `settings.deterministic`.
    pub fn search_level(
        &mut self,
        variant: &Variant,
        pos: &Position,
        history: &[u64],
        level: Level,
        settings: &LevelSettings,
        seed: u64,
        stop: &AtomicBool,
    ) -> SearchResult {
        self.search_level_rolled(variant, pos, None, history, level, settings, seed, stop)
    }

    /// [`Searcher::search_level`] in a dice game whose throw this turn is `roll` (`None`:
    /// choose among the moves of every throw). Dice games are searched by expectimax.
    #[allow(clippy::too_many_arguments)]
    pub fn search_level_rolled(
        &mut self,
        variant: &Variant,
        pos: &Position,
        roll: Option<u8>,
        history: &[u64],
        level: Level,
        settings: &LevelSettings,
        seed: u64,
        stop: &AtomicBool,
    ) -> SearchResult {
        if settings.deterministic {
            self.clear();
        }
        let limits = level.limits(settings);
        self.run(
            variant,
            pos,
            roll,
            history,
            &limits,
            level.margin(),
            seed,
            stop,
        )
    }

    /// The move `level` plays in `game`'s current position (see [`Searcher::search_level`]).
    pub fn choose(
        &mut self,
        game: &Game,
        level: Level,
        settings: &LevelSettings,
        seed: u64,
        stop: &AtomicBool,
    ) -> SearchResult {
        let history = game.history_hashes();
        // Each turn of the game draws from its own stream of the game's seed.
        let seed = generator(seed, Purpose::Turn, game.ply() as u64).next_u64();
        let variant = game.variant().clone();
        self.search_level_rolled(
            &variant,
            &game.position(),
            game.roll(),
            &history,
            level,
            settings,
            seed,
            stop,
        )
    }
}

/// The move `level` plays in `game`'s current position, or `None` when the game is over or
/// the side to move cannot move. Builds a fresh [`Searcher`] sized for the level; keep a
/// [`Searcher`] and call [`Searcher::choose`] to reuse one between moves.
pub fn choose_move(
    game: &Game,
    level: Level,
    settings: &LevelSettings,
    seed: u64,
    stop: &AtomicBool,
) -> Option<Move> {
    if game.outcome().is_some() {
        return None;
    }
    let mut searcher = Searcher::with_table_size(level.table_megabytes());
    searcher.choose(game, level, settings, seed, stop).best
}

/// The static evaluation of `pos` for the side to move (hundredths of an attacking soldier),
/// as the search sees a quiet position at its horizon.
pub fn evaluate(variant: &Variant, pos: &Position) -> i32 {
    Evaluator::new(variant).evaluate(pos)
}

/// The static evaluation of one rule set, kept for many positions (its tables are built
/// once): the value the search sees, and the counts of each [`Term`] behind it, for fitting
/// the [`Weights`].
pub struct Evaluator<'v> {
    variant: &'v Variant,
    tables: Tables,
    rooms: Rooms,
}

impl<'v> Evaluator<'v> {
    /// The evaluation of `variant`, with the weights the search uses for it.
    pub fn new(variant: &'v Variant) -> Evaluator<'v> {
        Evaluator {
            variant,
            tables: Tables::new(variant),
            rooms: Rooms::new(),
        }
    }

    /// The weights in use.
    pub fn weights(&self) -> Weights {
        self.tables.weights.clone()
    }

    /// The value of `pos` for the side to move, as the search sees it at its horizon.
    pub fn evaluate(&mut self, pos: &Position) -> i32 {
        self.tables.evaluate(self.variant, pos, &mut self.rooms)
    }

    /// Each weight's count in `pos`, from the attackers' point of view (the evaluation for
    /// the attackers is their sum weighted, bounded short of a forced result), laid out as
    /// [`Weights::flat`] lays out the weights: the terms, then the pieces on each square class;
    /// `None` when the king is gone.
    pub fn terms(&mut self, pos: &Position) -> Option<Vec<i32>> {
        let mut counts = eval::Counts::new(&self.tables);
        self.tables
            .count_terms(self.variant, pos, &mut self.rooms, &mut counts)
            .then_some(counts.0)
    }

    /// Whether `pos` is quiet enough to be judged by the evaluation alone: the king has no
    /// open run to escape and the side to move cannot win at once.
    pub fn is_quiet(&self, pos: &Position) -> bool {
        let v = self.variant;
        let Some(king) = pos.king() else {
            return false;
        };
        let routes = self
            .tables
            .routes_from(king, &self.tables.king_blockers(v, pos));
        routes == 0 && !tactics::wins_next_move(v, pos, routes)
    }
}
