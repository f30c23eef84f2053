//! Every tuning number of the search in one place: pruning and reduction rules, the
//! scores that order moves, the killer and history weights, repetition and contempt values,
//! and how the clock is shared between iterations. The static evaluation's own weights live
//! with it in `eval`, the levels' depths, times and margins in `level`.
//!
//! Changing any of these changes the search's node counts and may change its moves.

use super::weights::ATTACKER;

// Limits and housekeeping.

/// Transposition table size of [`Searcher::new`](super::Searcher::new), in megabytes.
pub(super) const DEFAULT_TT_MB: usize = 16;
/// Nodes between two looks at the clock, the node budget and the stop flag.
pub(super) const POLL_INTERVAL: u64 = 1024;
/// The same for the expectimax search of dice games, whose nodes cost more.
pub(super) const CHANCE_POLL_INTERVAL: u64 = 512;
/// A table entry from the current search survives a shallower result for another position
/// unless it is more than this many plies deeper.
pub(super) const TT_KEEP_DEPTH: i32 = 2;
/// The longest principal variation a result reports, in plies.
pub(super) const PV_MAX_LEN: usize = 32;

// Time control.

/// No new iteration starts once this share of the thinking time (numerator, denominator) is
/// spent: the next one would most likely not finish.
pub(super) const ITERATION_TIME_SHARE: (u32, u32) = (3, 5);
/// The same for dice games, whose iterations grow several times faster.
pub(super) const CHANCE_ITERATION_TIME_SHARE: (u32, u32) = (1, 5);

// Draws and repetition.

/// A position repeated once inside the search: short of the rule's threefold result, but
/// clearly to be sought or avoided.
pub(super) const TWOFOLD: i32 = 20 * ATTACKER;
/// What a drawn repetition costs the side that searches (a quarter of a soldier): it keeps
/// the stronger side from repeating its way into a draw where it could play on.
pub(super) const CONTEMPT: i32 = ATTACKER / 4;

// Null-move pruning.

/// The shallowest depth at which a node tries a null move.
pub(super) const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// The null move's depth reduction is `NULL_MOVE_R + depth / NULL_MOVE_R_DEPTH_DIVISOR`
/// plies (on top of the ply the pass itself takes).
pub(super) const NULL_MOVE_R: i32 = 2;
/// See [`NULL_MOVE_R`].
pub(super) const NULL_MOVE_R_DEPTH_DIVISOR: i32 = 4;

// Reverse futility pruning.

/// The deepest node (plies left) that may return its static evaluation without a search.
pub(super) const STATIC_CUTOFF_MAX_DEPTH: i32 = 2;
/// How far the static evaluation must beat beta, a ply of depth left, for that.
pub(super) const STATIC_CUTOFF_MARGIN: i32 = 2 * ATTACKER;

// Late-move reductions.

/// The shallowest depth at which late quiet moves are searched shallower.
pub(super) const LMR_MIN_DEPTH: i32 = 3;
/// Moves before this place in the order are never reduced.
pub(super) const LMR_MIN_INDEX: usize = 3;
/// Plies a late quiet move loses.
pub(super) const LMR_REDUCTION: i32 = 1;
/// From this depth on, and from [`LMR_DEEP_INDEX`] in the order, a late quiet move loses
/// [`LMR_DEEP_REDUCTION`] plies instead.
pub(super) const LMR_DEEP_DEPTH: i32 = 6;
/// See [`LMR_DEEP_DEPTH`].
pub(super) const LMR_DEEP_INDEX: usize = 12;
/// See [`LMR_DEEP_DEPTH`].
pub(super) const LMR_DEEP_REDUCTION: i32 = 2;

// Move ordering. The scores add up; the largest kind wins.

/// The move the transposition table remembers for the position.
pub(super) const TT_SCORE: i32 = 1 << 30;
/// A move onto the king's open run, when he threatens to escape.
pub(super) const BLOCK_SCORE: i32 = 1 << 28;
/// A king move, for each run to an escape square it opens.
pub(super) const THREAT_SCORE: i32 = 1 << 26;
/// A move onto a square where it likely captures.
pub(super) const CAPTURE_SCORE: i32 = 1 << 25;
/// The second killer move of the ply (the first scores one more). Moves scored below it
/// are the quiet moves late-move reductions may reduce.
pub(super) const KILLER_SCORE: i32 = 1 << 24;
/// The ceiling of a history entry (each cutoff adds depth squared).
pub(super) const HISTORY_MAX: i32 = 1 << 22;
/// At the start of each search the history entries are divided by this: old cutoffs fade.
pub(super) const HISTORY_AGING: i32 = 8;
/// The first moves of a node are picked one by one (a cutoff often comes at once); the rest
/// are then sorted in one go.
pub(super) const SELECTED_MOVES: usize = 3;

/// Plies of forcing moves (captures, checks and blocks) played out past the horizon
/// (quiescence).
pub(super) const QUIESCENCE_DEPTH: u32 = 4;
/// Of those, the first plies in which the defenders also try the moves that open a run for
/// the king (a check: the attackers must answer it by blocking).
pub(super) const QUIESCENCE_CHECK_PLIES: u32 = 2;
