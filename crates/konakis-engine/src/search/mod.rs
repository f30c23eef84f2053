//! The computer opponent: an iterative-deepening alpha-beta search (principal variation
//! search) with a transposition table keyed by the Zobrist hash, move ordering (hash move,
//! captures, killers, history), late-move reductions, null-move pruning, and a tafl
//! evaluation. Limits by time, depth and nodes; cancellation through a shared flag; six
//! difficulty [`Level`]s.
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
mod eval;
mod level;
mod tactics;
mod tt;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::bits::Bits;
use crate::game::Game;
use crate::moves::{MAX_MOVES, Move, MoveList};
use crate::position::Position;
use crate::rules::{NoMoves, Repetition, Side};
use crate::status::{Outcome, Reason};
use crate::variant::Variant;

use eval::{Rooms, Tables};
pub use level::{Level, LevelSettings, NOMINAL_NODES_PER_SECOND};
use tt::{Bound, Table};

/// The score of a win on the spot; a win `n` plies from the root scores `MATE - n`, a loss
/// `-(MATE - n)`, so the search prefers faster wins and slower losses.
pub const MATE: i32 = 30_000;
/// The deepest iteration the search starts.
pub const MAX_DEPTH: u32 = 64;
/// Scores at least this large (in size) are forced wins or losses.
const MATE_BOUND: i32 = MATE - 1_000;
const INF: i32 = MATE + 1;
/// Plies of per-node scratch space (move lists, killers, the path).
const MAX_PLY: usize = MAX_DEPTH as usize + 16;
/// Nodes between two looks at the clock and the stop flag.
const POLL_INTERVAL: u64 = 1024;
/// A position repeated once inside the search: short of the rule's threefold result, but
/// clearly to be sought or avoided.
const TWOFOLD: i32 = 20 * eval::ATTACKER;

/// What a drawn repetition costs the side that searches (a quarter of a soldier): it keeps
/// the stronger side from repeating its way into a draw where it could play on.
const CONTEMPT: i32 = eval::ATTACKER / 4;

/// Default transposition table size.
const DEFAULT_TT_MB: usize = 16;

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

/// Scratch space of one ply: its move list and the ordering keys (the ordering score in the
/// high bits, the move's index in the list in the low 16).
struct Ply {
    moves: MoveList,
    keys: [u64; MAX_MOVES],
}

/// An ordering key: sorts by `score`, then by list index.
#[inline]
fn order_key(score: i32, index: usize) -> u64 {
    ((score as i64 - i32::MIN as i64) as u64) << 16 | index as u64
}

#[inline]
fn key_score(key: u64) -> i32 {
    ((key >> 16) as i64 + i32::MIN as i64) as i32
}

#[inline]
fn key_index(key: u64) -> usize {
    (key & 0xFFFF) as usize
}

impl Ply {
    fn boxed() -> Box<Ply> {
        Box::new(Ply {
            moves: MoveList::new(),
            keys: [0; MAX_MOVES],
        })
    }
}

/// A root move and what the last iteration learned of it.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Move,
    score: i32,
    /// `score` is exact (else an upper bound: the move fell below the window).
    exact: bool,
}

/// A small deterministic random generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// What stays fixed during one search.
struct Context<'a> {
    variant: &'a Variant,
    tables: &'a Tables,
    stop: &'a AtomicBool,
    start: Instant,
    deadline: Option<Instant>,
    node_limit: u64,
    /// No pruning that can change the value (late-move reductions, null move).
    exact: bool,
    /// Hashes of the game's positions up to the root, sorted, for repetition.
    history: Vec<u64>,
    /// The side to move at the root, whom a drawn repetition costs `contempt`.
    root_side: Side,
    /// What a drawn repetition costs the side to move at the root (none when exact).
    contempt: i32,
}

/// The search: transposition table, killer and history tables, scratch space. Reusable from
/// one move to the next (the table keeps what it learned); `Send`, so it can think on a
/// background thread.
pub struct Searcher {
    tt: Table,
    /// `history[side][from][to]` (board cells, not square indices): how often a quiet move
    /// caused a cutoff, weighted by depth.
    history: Vec<i32>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    plies: Vec<Box<Ply>>,
    /// Hash of the position at each ply of the current line.
    path: [u64; MAX_PLY + 1],
    /// The ply of the last capture or null move at or before each ply: no repetition crosses it.
    floor: [usize; MAX_PLY + 1],
    /// Some history entry is not zero (aging it is skipped otherwise).
    history_used: bool,
    nodes: u64,
    stopped: bool,
    /// Polling is off while the first iteration runs, so a move always comes back.
    may_stop: bool,
    exact: bool,
    tables: Option<(crate::rules::Rules, Box<Tables>)>,
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

    /// A searcher with a transposition table of about `megabytes` (at least 16 kB). Its memory
    /// is only touched as the search fills it, so creating a large one is cheap.
    pub fn with_table_size(megabytes: usize) -> Searcher {
        Searcher {
            tt: Table::new(megabytes),
            history: Vec::new(),
            killers: [[None; 2]; MAX_PLY],
            plies: Vec::new(),
            path: [0; MAX_PLY + 1],
            floor: [0; MAX_PLY + 1],
            history_used: false,
            nodes: 0,
            stopped: false,
            may_stop: false,
            exact: false,
            tables: None,
            rooms: Rooms::new(),
        }
    }

    /// Turns off the pruning that may change the searched value (late-move reductions and
    /// null-move pruning): a depth-limited search then returns exactly the value of
    /// [`reference_value`]. For tests.
    pub fn exact(mut self) -> Searcher {
        self.exact = true;
        self
    }

    /// Forgets what earlier searches learned (transposition, killer and history tables).
    pub fn clear(&mut self) {
        self.tt.clear();
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
        let seed = seed ^ (game.ply() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
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

    #[allow(clippy::too_many_arguments)]
    fn run(
        &mut self,
        variant: &Variant,
        pos: &Position,
        roll: Option<u8>,
        history: &[u64],
        limits: &SearchLimits,
        margin: i32,
        seed: u64,
        stop: &AtomicBool,
    ) -> SearchResult {
        let start = Instant::now();
        self.nodes = 0;
        self.stopped = false;
        self.may_stop = false;
        self.tt.new_search();
        if self.history_used {
            for h in self.history.iter_mut() {
                *h /= 8;
            }
            self.history_used = false;
        }
        let reuse = matches!(&self.tables, Some((rules, _)) if rules == variant.rules());
        if !reuse {
            let tables = Tables::new(variant);
            self.history = vec![0; tables.history_len()];
            self.history_used = false;
            self.tables = Some((variant.rules().clone(), Box::new(tables)));
        }
        let (rules, tables) = self.tables.take().expect("tables were just built");
        while self.plies.len() < MAX_PLY {
            self.plies.push(Ply::boxed());
        }
        let mut plies = std::mem::take(&mut self.plies);

        let mut sorted_history = history.to_vec();
        if sorted_history.last() != Some(&pos.hash()) {
            sorted_history.push(pos.hash());
        }
        sorted_history.sort_unstable();
        let cx = Context {
            variant,
            tables: &tables,
            stop,
            start,
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            exact: self.exact,
            history: sorted_history,
            root_side: pos.to_move(),
            contempt: if self.exact { 0 } else { CONTEMPT },
        };
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut result = if variant.uses_dice() {
            self.chance_search(&cx, pos, roll, max_depth, margin, seed)
        } else {
            self.iterate(&cx, &mut plies, pos, limits, max_depth, margin, seed)
        };
        result.nodes = self.nodes;
        result.elapsed = start.elapsed();

        self.plies = plies;
        self.tables = Some((rules, tables));
        result
    }

    /// A dice game: expectimax over the throws below the root (see [`chance`]).
    fn chance_search(
        &mut self,
        cx: &Context,
        pos: &Position,
        roll: Option<u8>,
        max_depth: u32,
        margin: i32,
        seed: u64,
    ) -> SearchResult {
        if let Some(outcome) = self.root_outcome(cx, pos, cx.variant.has_move(pos)) {
            let mut result = SearchResult::empty();
            result.outcome = Some(outcome);
            result.score = outcome_score(outcome, pos.to_move(), 0);
            return result;
        }
        let mut search = chance::Chance::new(cx);
        let result = search.iterate(pos, roll, max_depth, margin, seed);
        self.nodes = search.nodes;
        result
    }

    /// The game is over at the root already, or the side to move has no move.
    fn root_outcome(&self, cx: &Context, pos: &Position, has_move: bool) -> Option<Outcome> {
        let v = cx.variant;
        if let Some(outcome) = v.rule_outcome(pos) {
            return Some(outcome);
        }
        let rule = v.rules.repetition;
        let seen = count_in(&cx.history, pos.hash());
        if rule != Repetition::Ignored && seen >= 3 {
            let repeater = pos.to_move().opponent();
            return Some(match rule {
                Repetition::Ignored | Repetition::Draw => Outcome::draw(Reason::Repetition),
                Repetition::RepeaterLoses => Outcome::win(repeater.opponent(), Reason::Repetition),
                Repetition::DefendersLose => Outcome::win(Side::Attackers, Reason::Repetition),
            });
        }
        if !has_move {
            return Some(match v.rules.no_moves {
                NoMoves::Loses => Outcome::win(pos.to_move().opponent(), Reason::NoMoves),
                NoMoves::Draw => Outcome::draw(Reason::NoMoves),
            });
        }
        None
    }

    fn iterate(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        limits: &SearchLimits,
        max_depth: u32,
        margin: i32,
        seed: u64,
    ) -> SearchResult {
        let v = cx.variant;
        let mut result = SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: Vec::new(),
            outcome: None,
        };
        let (root, deeper) = plies.split_first_mut().expect("plies exist");
        v.legal_moves(pos, &mut root.moves);
        if let Some(outcome) = self.root_outcome(cx, pos, !root.moves.is_empty()) {
            result.outcome = Some(outcome);
            result.score = match outcome.winner {
                Some(w) if w == pos.to_move() => MATE,
                Some(_) => -MATE,
                None => 0,
            };
            return result;
        }
        self.path[0] = pos.hash();
        self.floor[0] = 0;

        // Root moves, first ordered as any node orders its moves.
        let tt_move = self.tt.probe(pos.hash()).and_then(|p| p.mv);
        self.order(cx, pos, root, tt_move, 0, &Bits::EMPTY);
        let n = root.moves.len();
        root.keys[..n].sort_unstable_by(|a, b| b.cmp(a));
        let mut roots: Vec<RootMove> = root.keys[..n]
            .iter()
            .map(|&k| RootMove {
                mv: root.moves[key_index(k)],
                score: -INF,
                exact: false,
            })
            .collect();

        let mut completed: Vec<RootMove> = Vec::new();
        for depth in 1..=max_depth {
            self.may_stop = depth > 1;
            self.poll(cx);
            if self.stopped {
                break;
            }
            let done = self.search_root(cx, deeper, pos, &mut roots, depth as i32, margin);
            if self.stopped {
                // A partly searched iteration counts when its best move was fully searched
                // and beat the last iteration's.
                if let Some(best) = done
                    && !completed.is_empty()
                    && best.mv != completed[0].mv
                {
                    completed = vec![best];
                    result.depth = depth;
                }
                break;
            }
            result.depth = depth;
            // Best first; moves that fell below the window keep their old order behind.
            roots.sort_by_key(|r| std::cmp::Reverse(if r.exact { r.score } else { -INF }));
            completed = roots.clone();
            let best = roots[0].score;
            if n == 1 || (best.abs() >= MATE_BOUND && MATE - best.abs() <= depth as i32) {
                break;
            }
            if let Some(t) = limits.time
                && cx.start.elapsed() * 5 > t * 3
            {
                break;
            }
        }

        let best = completed[0];
        result.score = best.score;
        result.best = Some(best.mv);
        if margin > 0 && best.score.abs() < MATE_BOUND {
            let floor = best.score - margin;
            let candidates: Vec<(Move, u64)> = completed
                .iter()
                .filter(|r| r.exact && r.score >= floor)
                .filter(|r| r.mv == best.mv || !walks_into_death(v, pos, r.mv))
                .map(|r| {
                    let w = (r.score - floor + 1) as u64;
                    (r.mv, w * w)
                })
                .collect();
            let total: u64 = candidates.iter().map(|c| c.1).sum();
            let mut rng = Rng(seed ^ pos.hash().rotate_left(17));
            let mut pick = rng.next() % total.max(1);
            for (mv, w) in &candidates {
                if pick < *w {
                    let score = completed.iter().find(|r| r.mv == *mv).map(|r| r.score);
                    result.best = Some(*mv);
                    result.score = score.unwrap_or(best.score);
                    break;
                }
                pick -= w;
            }
        }
        result.pv = self.principal_variation(cx, pos, result.best.expect("set above"));
        result
    }

    /// One iteration at the root. Moves get exact scores when they come within `margin` of
    /// the best. Returns the best move fully searched in this iteration, if any.
    fn search_root(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        roots: &mut [RootMove],
        depth: i32,
        margin: i32,
    ) -> Option<RootMove> {
        let v = cx.variant;
        let mut best: Option<RootMove> = None;
        let mut best_score = -INF;
        for (i, root) in roots.iter_mut().enumerate() {
            let mv = root.mv;
            let (child, captured) = v.play(pos, mv);
            self.path[1] = child.hash();
            self.floor[1] = if captured.is_empty() { 0 } else { 1 };
            let score = if let Some(outcome) = v.outcome_after(&child, mv, captured) {
                self.nodes += 1;
                -outcome_score(outcome, child.to_move(), 1)
            } else if i == 0 {
                -self.negamax(cx, plies, &child, depth - 1, 1, -INF, INF, true)
            } else {
                let alpha = (best_score - margin).max(-INF);
                let s = -self.negamax(cx, plies, &child, depth - 1, 1, -alpha - 1, -alpha, true);
                if self.stopped {
                    // Unfinished: it tells nothing.
                    return best;
                }
                if s > alpha {
                    let full = -self.negamax(cx, plies, &child, depth - 1, 1, -INF, -alpha, true);
                    if self.stopped {
                        // The finished null-window search proved it better than the best
                        // so far (when the window sat on the best score).
                        if margin == 0 && best.is_some() {
                            root.score = s;
                            root.exact = false;
                            return Some(*root);
                        }
                        return best;
                    }
                    full
                } else {
                    s
                }
            };
            if self.stopped {
                return best;
            }
            let alpha = if i == 0 {
                -INF
            } else {
                (best_score - margin).max(-INF)
            };
            root.score = score;
            root.exact = i == 0 || score > alpha;
            if score > best_score {
                best_score = score;
                best = Some(*root);
                self.tt
                    .store(pos.hash(), Some(mv), score, depth, Bound::Lower);
            }
        }
        if let Some(b) = best {
            self.tt
                .store(pos.hash(), Some(b.mv), b.score, depth, Bound::Exact);
        }
        best
    }

    /// Looks at the clock, the node budget and the stop flag.
    fn poll(&mut self, cx: &Context) {
        if !self.may_stop {
            return;
        }
        if cx.stop.load(Ordering::Relaxed)
            || self.nodes >= cx.node_limit
            || cx.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.stopped = true;
        }
    }

    /// The repetition rule's verdict on the position at `ply`, for the side to move there.
    fn repetition(&self, cx: &Context, hash: u64, ply: usize, to_move: Side) -> Option<i32> {
        let rule = cx.variant.rules.repetition;
        if rule == Repetition::Ignored {
            return None;
        }
        let floor = self.floor[ply];
        let mut seen = 0;
        let mut p = ply;
        while p >= floor + 2 && p >= 3 {
            p -= 2;
            if self.path[p] == hash {
                seen += 1;
            }
        }
        if floor == 0 {
            seen += count_in(&cx.history, hash);
        }
        if seen == 0 {
            return None;
        }
        if rule == Repetition::Draw {
            // Contempt: the engine plays on rather than settle for a repetition draw.
            return Some(if to_move == cx.root_side {
                -cx.contempt
            } else {
                cx.contempt
            });
        }
        repetition_score(rule, to_move, ply, seen)
    }

    /// The value of `pos` (not finished by the rules: the caller has looked) for the side to
    /// move, searched `depth` plies deep within the window `alpha..beta`.
    fn negamax(
        &mut self,
        cx: &Context,
        plies: &mut [Box<Ply>],
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        null_ok: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            self.poll(cx);
        }
        if self.stopped {
            return 0;
        }
        let v = cx.variant;
        let hash = pos.hash();
        if let Some(score) = self.repetition(cx, hash, ply, pos.to_move()) {
            return score;
        }
        // Mate distance: no line from here beats a win on the next move.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let us = pos.to_move();
        let king = pos
            .king()
            .expect("rule_outcome ends the game without a king");
        let blockers = cx.tables.king_blockers(v, pos);
        let routes = cx.tables.routes_from(king, &blockers);
        match us {
            Side::Defenders if routes > 0 => return MATE - ply as i32 - 1,
            Side::Attackers if tactics::king_capture(v, pos).is_some() => {
                return MATE - ply as i32 - 1;
            }
            _ => {}
        }
        // The king threatens to run: the attackers must answer, even at the horizon.
        let threatened = us == Side::Attackers && routes > 0;
        if depth <= 0 || ply + 2 >= MAX_PLY {
            if threatened && ply + 2 < MAX_PLY {
                depth = 1;
            } else {
                return cx.tables.evaluate(v, pos, &mut self.rooms);
            }
        }
        let pv_node = beta - alpha > 1;

        let mut tt_move = None;
        if let Some(p) = self.tt.probe(hash) {
            tt_move = p.mv;
            if !pv_node && p.depth >= depth {
                let s = score_from_tt(p.score, ply);
                match p.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }

        // Null move: if passing still holds beta, a real move will too.
        if !cx.exact && !pv_node && null_ok && !threatened && depth >= 3 && beta.abs() < MATE_BOUND
        {
            let null = pos.with_to_move(us.opponent());
            if v.rule_outcome(&null).is_none() {
                self.path[ply + 1] = null.hash();
                self.floor[ply + 1] = ply + 1;
                let r = 2 + depth / 4;
                let s = -self.negamax(
                    cx,
                    &mut plies[1..],
                    &null,
                    depth - 1 - r,
                    ply + 1,
                    -beta,
                    -beta + 1,
                    false,
                );
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }

        let (here, deeper) = plies.split_first_mut().expect("ply within MAX_PLY");
        v.legal_moves(pos, &mut here.moves);
        let n = here.moves.len();
        if n == 0 {
            return match v.rules.no_moves {
                NoMoves::Loses => -(MATE - ply as i32),
                NoMoves::Draw => 0,
            };
        }
        let block = if threatened {
            cx.tables.route_squares(king, &blockers)
        } else {
            Bits::EMPTY
        };
        self.order(cx, pos, here, tt_move, ply, &block);

        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..n {
            // The first few moves by selection (a cutoff often comes at once), then the rest
            // sorted in one go.
            if i < 3 {
                let mut top = i;
                for j in i + 1..n {
                    if here.keys[j] > here.keys[top] {
                        top = j;
                    }
                }
                here.keys.swap(i, top);
            } else if i == 3 {
                here.keys[3..n].sort_unstable_by(|a, b| b.cmp(a));
            }
            let mv = here.moves[key_index(here.keys[i])];
            let order_score = key_score(here.keys[i]);

            let (child, captured) = v.play(pos, mv);
            let quiet = captured.is_empty();
            self.path[ply + 1] = child.hash();
            self.floor[ply + 1] = if quiet { self.floor[ply] } else { ply + 1 };

            let score = if let Some(outcome) = v.outcome_after(&child, mv, captured) {
                self.nodes += 1;
                -outcome_score(outcome, child.to_move(), ply + 1)
            } else if i == 0 {
                -self.negamax(cx, deeper, &child, depth - 1, ply + 1, -beta, -alpha, true)
            } else {
                let mut r = 0;
                if !cx.exact
                    && depth >= 3
                    && i >= 3
                    && quiet
                    && !threatened
                    && order_score < KILLER_SCORE
                {
                    r = 1 + i32::from(depth >= 6 && i >= 12);
                    if us == Side::Defenders
                        && mv.from == king
                        && cx
                            .tables
                            .routes_from(mv.to, &cx.tables.king_blockers(v, &child))
                            > 0
                    {
                        r = 0;
                    }
                }
                let mut s = -self.negamax(
                    cx,
                    deeper,
                    &child,
                    depth - 1 - r,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    true,
                );
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(
                        cx,
                        deeper,
                        &child,
                        depth - 1,
                        ply + 1,
                        -alpha - 1,
                        -alpha,
                        true,
                    );
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(cx, deeper, &child, depth - 1, ply + 1, -beta, -alpha, true);
                }
                s
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(mv) {
                                k[1] = k[0];
                                k[0] = Some(mv);
                            }
                            let index = cx.tables.history_base(us) + cx.tables.history_offset(mv);
                            let h = &mut self.history[index];
                            *h = (*h + depth * depth).min(HISTORY_MAX);
                            self.history_used = true;
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_move = if bound == Bound::Upper {
            None
        } else {
            best_move
        };
        self.tt
            .store(hash, stored_move, score_to_tt(best, ply), depth, bound);
        best
    }

    /// Ordering keys for a node: hash move, moves onto `block` (the king's open run, when
    /// he threatens to escape), king moves that open a run, likely captures, killers, history.
    fn order(
        &self,
        cx: &Context,
        pos: &Position,
        here: &mut Ply,
        tt_move: Option<Move>,
        ply: usize,
        block: &Bits,
    ) {
        let v = cx.variant;
        let tables = cx.tables;
        let us = pos.to_move();
        let king = pos.king();
        let killers = self.killers[ply];
        let king_blockers = if us == Side::Defenders {
            tables.king_blockers(v, pos)
        } else {
            Bits::EMPTY
        };
        let captures = tables.capture_squares(v, pos);
        let side_base = tables.history_base(us);
        let n = here.moves.len();
        for i in 0..n {
            let mv = here.moves[i];
            let mut s = if Some(mv) == tt_move {
                TT_SCORE
            } else if Some(mv) == killers[0] {
                KILLER_SCORE + 1
            } else if Some(mv) == killers[1] {
                KILLER_SCORE
            } else {
                self.history[side_base + tables.history_offset(mv)]
            };
            if Some(mv.from) == king {
                let routes = tables.routes_from(mv.to, &king_blockers);
                s += THREAT_SCORE * routes as i32;
            } else if captures.has(mv.to) {
                s += CAPTURE_SCORE;
            }
            if block.has(mv.to) {
                s += BLOCK_SCORE;
            }
            here.keys[i] = order_key(s, i);
        }
    }

    /// The expected line: the best move, then the table's moves while they stay legal.
    fn principal_variation(&self, cx: &Context, pos: &Position, best: Move) -> Vec<Move> {
        let v = cx.variant;
        let mut pv = vec![best];
        let mut at = v.play(pos, best).0;
        let mut seen = vec![pos.hash(), at.hash()];
        while pv.len() < 32 && v.rule_outcome(&at).is_none() {
            let Some(mv) = self.tt.probe(at.hash()).and_then(|p| p.mv) else {
                break;
            };
            if v.check_move(&at, mv).is_err() {
                break;
            }
            at = v.play(&at, mv).0;
            if seen.contains(&at.hash()) {
                break;
            }
            seen.push(at.hash());
            pv.push(mv);
        }
        pv
    }
}

const TT_SCORE: i32 = 1 << 30;
const BLOCK_SCORE: i32 = 1 << 28;
const THREAT_SCORE: i32 = 1 << 26;
const CAPTURE_SCORE: i32 = 1 << 25;
const KILLER_SCORE: i32 = 1 << 24;
const HISTORY_MAX: i32 = 1 << 22;

/// Occurrences of `hash` in a sorted list.
fn count_in(sorted: &[u64], hash: u64) -> usize {
    let lo = sorted.partition_point(|&h| h < hash);
    let hi = sorted.partition_point(|&h| h <= hash);
    hi - lo
}

/// The score of a finished game at `ply` for the side to move there.
/// Whether `mv` loses its own piece at once (stopping between two enemies where that is
/// fatal): the low levels stray, but never into that, unless it is the best move.
fn walks_into_death(v: &Variant, pos: &Position, mv: Move) -> bool {
    v.rules.stop_between == crate::rules::StopBetween::Captured
        && !mv.is_pass()
        && v.play(pos, mv).1.has(mv.to)
}

fn outcome_score(outcome: Outcome, to_move: Side, ply: usize) -> i32 {
    match outcome.winner {
        None => 0,
        Some(w) if w == to_move => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
    }
}

/// The repetition rule's score for the side to move at `ply`, the position having been seen
/// `seen` times before (twice: the rule's result; once: a strong hint of it).
fn repetition_score(rule: Repetition, to_move: Side, ply: usize, seen: usize) -> Option<i32> {
    let win = if seen >= 2 {
        MATE - ply as i32
    } else {
        TWOFOLD
    };
    match rule {
        Repetition::Ignored => None,
        Repetition::Draw => Some(0),
        // The side that just moved made the repetition: the side to move wins.
        Repetition::RepeaterLoses => Some(win),
        Repetition::DefendersLose => Some(match to_move {
            Side::Attackers => win,
            Side::Defenders => -win,
        }),
    }
}

/// Mate scores are stored relative to the node, not the root.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
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
    Tables::new(variant).evaluate(variant, pos, &mut Rooms::new())
}

/// The value of `pos` by a plain negamax over every move to `depth` plies, with no pruning
/// and no tables: the yardstick the search is tested against. It applies the same rules at
/// each node as the search (finished games, repetition along the line, a win on the next
/// move, the attackers' forced reply to an open king run at the horizon). Exponential: small
/// depths only.
pub fn reference_value(variant: &Variant, pos: &Position, depth: u32) -> i32 {
    let tables = Tables::new(variant);
    let mut path = vec![pos.hash()];
    plain(
        variant,
        &tables,
        &mut Rooms::new(),
        pos,
        depth as i32,
        &mut path,
        0,
    )
}

fn plain(
    v: &Variant,
    tables: &Tables,
    rooms: &mut Rooms,
    pos: &Position,
    mut depth: i32,
    path: &mut Vec<u64>,
    last_capture: usize,
) -> i32 {
    let ply = path.len() - 1;
    if ply > 0 {
        if let Some(outcome) = v.rule_outcome(pos) {
            return outcome_score(outcome, pos.to_move(), ply);
        }
        if v.rules.repetition != Repetition::Ignored {
            let seen = (last_capture..ply)
                .filter(|&p| (ply - p).is_multiple_of(2) && path[p] == pos.hash())
                .count();
            if seen > 0 {
                return repetition_score(v.rules.repetition, pos.to_move(), ply, seen)
                    .expect("rule is not Ignored");
            }
        }
    }
    let us = pos.to_move();
    let Some(king) = pos.king() else {
        return tables.evaluate(v, pos, rooms);
    };
    let routes = tables.routes_from(king, &tables.king_blockers(v, pos));
    if (us == Side::Defenders && routes > 0)
        || (us == Side::Attackers && tactics::king_capture(v, pos).is_some())
    {
        return MATE - ply as i32 - 1;
    }
    if depth <= 0 {
        if us == Side::Attackers && routes > 0 {
            depth = 1;
        } else {
            return tables.evaluate(v, pos, rooms);
        }
    }
    let mut list = MoveList::new();
    v.legal_moves(pos, &mut list);
    if list.is_empty() {
        return match v.rules.no_moves {
            NoMoves::Loses => -(MATE - ply as i32),
            NoMoves::Draw => 0,
        };
    }
    let mut best = -INF;
    for &mv in list.iter() {
        let (child, captured) = v.play(pos, mv);
        path.push(child.hash());
        let floor = if captured.is_empty() {
            last_capture
        } else {
            ply + 1
        };
        best = best.max(-plain(v, tables, rooms, &child, depth - 1, path, floor));
        path.pop();
    }
    best
}
