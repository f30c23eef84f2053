//! The computer opponent in the game: searches run on Bevy's `AsyncComputeTaskPool` over a
//! copy of the game, so no frame ever waits for them. A search whose game changed under it
//! (undo, new game, leaving the screen) is stopped through its flag and its answer dropped.
//! In dice games the search starts once the die is thrown, and searches that throw.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use konakis_engine::clock::Budget;
use konakis_engine::search::{Level, LevelSettings, Searcher};
use konakis_engine::{Game, Move};

use super::clock::TurnClock;
use super::dice::DieRoll;
use super::session::{BoardReset, MoveApplied, MoveRequested, Player, Session};
use super::turn::TurnPhase;
use crate::{AppSystems, Screen};

/// A search running in the background.
pub struct Thinking {
    task: Task<Option<Move>>,
    stop: Arc<AtomicBool>,
    /// The game epoch it searches.
    pub epoch: u64,
    /// Seconds since it began.
    pub elapsed: f32,
    /// Its answer, held until the minimum pause has passed.
    answer: Option<Option<Move>>,
    /// In a timed game, what the clock allows it: it is stopped at the limit.
    budget: Option<Budget>,
    /// When it began, in seconds of real time (by which the game's clock runs too).
    started: f64,
}

/// Dropping a search stops it: the task alone would only be cancelled at an await, so the
/// flag ends the synchronous search itself.
impl Drop for Thinking {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The computer's search for its own move, if one runs.
#[derive(Resource, Default)]
pub struct ComputerMove {
    /// The running search.
    pub thinking: Option<Thinking>,
    /// The (epoch, ply) whose answer was already sent to the rules.
    answered: Option<(u64, usize)>,
}

/// The hint for the human: a search running, or its answer.
#[derive(Resource, Default)]
pub struct Hint {
    /// The search, while it runs.
    pub thinking: Option<Thinking>,
    /// The suggested move, shown on the board.
    pub suggestion: Option<Move>,
}

impl Hint {
    /// Stops a running hint search and forgets the suggestion.
    fn clear(&mut self) {
        self.thinking = None;
        self.suggestion = None;
    }
}

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequested;

/// How long the computer's move waits at least, so a player can follow it.
#[derive(Resource, Clone, Copy, Debug)]
pub struct MinimumPause(pub f32);

impl Default for MinimumPause {
    fn default() -> Self {
        MinimumPause(0.6)
    }
}

/// Whether the levels count nodes instead of watching the clock, as `konakis-cli best --seed`
/// and `konakis-lab match --seed` do: the session's seed then replays its game exactly, here
/// and on the command line. Off in a player's game (the clock is what a player waits for).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct CountNodes(pub bool);

/// The level hints search at (Jarl).
const HINT_LEVEL: Level = Level::ALL[3];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerMove>()
        .init_resource::<Hint>()
        .init_resource::<MinimumPause>()
        .init_resource::<CountNodes>()
        .add_message::<HintRequested>();
    app.add_systems(
        Update,
        (
            (start_search, poll_search)
                .chain()
                .run_if(in_state(TurnPhase::Thinking)),
            (start_hint, poll_hint, clear_hint).chain(),
        )
            .in_set(AppSystems::React)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(OnExit(TurnPhase::Thinking), cancel_search);
    app.add_systems(OnExit(Screen::Playing), (cancel_search, cancel_hint));
    app.add_systems(OnExit(Screen::Title), cancel_search);
}

/// A level's own thinking time per move, in milliseconds.
pub fn default_think_ms(level: Level) -> u64 {
    level.think_time(&LevelSettings::default()).as_millis() as u64
}

/// Settings under which `level` thinks `think_ms` per move (the levels take fixed shares of
/// the top level's time).
fn level_settings(level: Level, think_ms: u64, count_nodes: CountNodes) -> LevelSettings {
    let share = default_think_ms(Level::ALL[5]) as f64 / default_think_ms(level).max(1) as f64;
    LevelSettings {
        think_time: Duration::from_secs_f64(think_ms as f64 / 1000.0 * share),
        deterministic: count_nodes.0,
    }
}

/// Threads for `level`'s search: the top level uses every core but one, which stays with the
/// game's frames (so one on a two-core machine); the others one.
fn search_threads(level: Level) -> usize {
    if level != Level::ALL[5] {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
}

/// Spawns a search over a copy of the game.
fn spawn_search(
    game: Game,
    level: Level,
    think_ms: u64,
    seed: u64,
    epoch: u64,
    count_nodes: CountNodes,
) -> Thinking {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        // The search may use a whole core; the frame must never wait for it, so its thread
        // yields to the main thread whenever they share a core.
        let _ = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
        let settings = level_settings(level, think_ms, count_nodes);
        if game.outcome().is_some() {
            return None;
        }
        let mut searcher =
            Searcher::with_table_size(level.table_megabytes()).with_threads(search_threads(level));
        searcher.choose(&game, level, &settings, seed, &flag).best
    });
    Thinking {
        task,
        stop,
        epoch,
        elapsed: 0.0,
        answer: None,
        budget: None,
        started: 0.0,
    }
}

/// Whether there is a move to search for: in dice games, only once the die is thrown (the
/// search is over the throw), and not when the throw allows no move (the turn passes).
pub fn has_choice(game: &Game) -> bool {
    !game.variant().uses_dice() || (game.roll().is_some() && !game.must_pass())
}

/// Starts the computer's search, or restarts it when the game changed under it.
fn start_search(
    mut computer: ResMut<ComputerMove>,
    session: Res<Session>,
    (turn, real): (Res<TurnClock>, Res<Time<Real>>),
    count_nodes: Res<CountNodes>,
) {
    let here = (session.epoch, session.game.ply());
    if !has_choice(&session.game) {
        computer.thinking = None;
        return;
    }
    if computer.answered == Some(here)
        || computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.epoch == session.epoch)
    {
        return;
    }
    computer.thinking = None;
    let Player::Computer { level, think_ms } = session.players.of(session.game.to_move()) else {
        return;
    };
    // Under a clock the level thinks its own time or what the clock allows, the less.
    let budget = turn.budget(&session);
    let think_ms = budget.map_or(think_ms, |b| think_ms.min(b.target_ms.max(1)));
    // The search mixes the ply into the seed itself (`Searcher::choose`): mixing it here too
    // would cancel out, and every move of a game would draw from the same seed.
    let mut thinking = spawn_search(
        session.game.clone(),
        level,
        think_ms,
        session.seed,
        session.epoch,
        *count_nodes,
    );
    thinking.budget = budget;
    thinking.started = real.elapsed_secs_f64();
    computer.thinking = Some(thinking);
}

/// Collects the answer and, after the minimum pause and once the die has landed, plays it.
fn poll_search(
    (time, real): (Res<Time>, Res<Time<Real>>),
    mut computer: ResMut<ComputerMove>,
    pause: Res<MinimumPause>,
    die: Res<DieRoll>,
    mut requests: MessageWriter<MoveRequested>,
    session: Res<Session>,
) {
    let Some(thinking) = computer.thinking.as_mut() else {
        return;
    };
    thinking.elapsed += time.delta_secs();
    if thinking.answer.is_none() {
        thinking.answer = check_ready(&mut thinking.task);
    }
    let mut pause = pause.0;
    if let Some(budget) = thinking.budget {
        // The clock's limit stops the search, which then answers with what it has; the pause
        // for the eye takes no more than a quarter of the time the clock allows.
        let ms = (real.elapsed_secs_f64() - thinking.started) * 1000.0;
        if ms >= budget.limit_ms as f64 {
            thinking.stop.store(true, Ordering::Relaxed);
        }
        // A search starved of the processor may be slow to see its stop: the clock does not
        // wait for it, a one-ply look answers instead.
        if thinking.answer.is_none() && ms >= (budget.limit_ms + STOP_GRACE_MS) as f64 {
            thinking.answer = Some(quick_move(&session.game));
        }
        pause = pause.min(budget.target_ms as f32 / 4000.0);
    }
    if thinking.elapsed < pause || die.is_rolling() {
        return;
    }
    match thinking.answer {
        Some(Some(mv)) => {
            requests.write(MoveRequested {
                mv,
                epoch: Some(thinking.epoch),
            });
            computer.thinking = None;
            computer.answered = Some((session.epoch, session.game.ply()));
        }
        Some(None) => {
            // No legal move: the rules' outcome ends the game; nothing to play.
            warn!("the computer found no legal move");
        }
        None => {}
    }
}

/// How long past its clock's limit a search may take to answer before a one-ply look answers
/// for it.
const STOP_GRACE_MS: u64 = 25;

/// A move from a one-ply look, on this thread: a few milliseconds, for a clock about to fall.
fn quick_move(game: &Game) -> Option<Move> {
    let mut searcher = Searcher::with_table_size(0);
    let variant = game.variant().clone();
    let limits = konakis_engine::search::SearchLimits::depth(1);
    let stop = AtomicBool::new(false);
    let history = game.history_hashes();
    searcher
        .search_rolled(
            &variant,
            &game.position(),
            game.roll(),
            &history,
            &limits,
            &stop,
        )
        .best
}

fn cancel_search(mut computer: ResMut<ComputerMove>) {
    computer.thinking = None;
}

fn cancel_hint(mut hint: ResMut<Hint>) {
    hint.clear();
}

fn start_hint(
    mut requested: MessageReader<HintRequested>,
    mut hint: ResMut<Hint>,
    session: Res<Session>,
    count_nodes: Res<CountNodes>,
) {
    if requested.read().count() == 0
        || !session.human_to_move()
        || !has_choice(&session.game)
        || hint.thinking.is_some()
    {
        return;
    }
    hint.suggestion = None;
    hint.thinking = Some(spawn_search(
        session.game.clone(),
        HINT_LEVEL,
        1500,
        session.seed,
        session.epoch,
        *count_nodes,
    ));
}

fn poll_hint(mut hint: ResMut<Hint>, session: Res<Session>) {
    let Some(thinking) = hint.thinking.as_mut() else {
        return;
    };
    if let Some(answer) = check_ready(&mut thinking.task) {
        let stale = thinking.epoch != session.epoch;
        hint.thinking = None;
        if !stale {
            hint.suggestion = answer;
        }
    }
}

/// A hint is for one position only.
fn clear_hint(
    mut applied: MessageReader<MoveApplied>,
    mut reset: MessageReader<BoardReset>,
    mut hint: ResMut<Hint>,
) {
    if applied.read().count() + reset.read().count() > 0 {
        hint.clear();
    }
}
