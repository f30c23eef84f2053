//! Reviewing the game in the session: the engine's review runs on one background thread at
//! the lowest priority, position after position, and each view and judgement comes back
//! through a channel as it is found; the board steps through the game (as a replay) with the
//! better move drawn as an arrow, and a person's mistake can be tried again. Closing the
//! review stops its search.

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use konakis_engine::review::{
    Judgement, MoveReview, PositionView, judge, review_game, view_position,
};
use konakis_engine::search::{SearchLimits, Searcher};
use konakis_engine::{Game, Move};

use super::confirm::{ChosenElsewhere, MoveChosen};
use super::session::{GameCommand, Session};
use crate::{AppSystems, Screen};

/// How long the review searches each position.
pub const REVIEW_MS: u64 = 300;

/// What the background review reports.
enum Found {
    Position(PositionView),
    Move(MoveReview),
}

/// A review in progress or done.
#[derive(Resource)]
pub struct ReviewRun {
    /// The game reviewed.
    pub game: Game,
    /// The views of the positions found so far (`views[i]`: after `i` moves).
    pub views: Vec<PositionView>,
    /// The judgements of the moves found so far (`moves[i]`: move `i + 1`).
    pub moves: Vec<MoveReview>,
    /// A person's mistake being tried again: the move (1-based) and what became of the try.
    pub trying: Option<Trial>,
    found: Mutex<Receiver<Found>>,
    task: Option<Task<()>>,
    stop: Arc<AtomicBool>,
    state: SearchState,
}

/// Where the background search stands: waiting for a thread, running, or ended. A search
/// dropped before it started never runs.
#[derive(Clone, Debug, Default)]
pub struct SearchState(Arc<AtomicU8>);

impl SearchState {
    const RUNNING: u8 = 1;
    const ENDED: u8 = 2;

    /// Whether the search is running now.
    pub fn is_running(&self) -> bool {
        self.0.load(Ordering::Relaxed) == SearchState::RUNNING
    }

    /// Whether it ran to its end (or to its stop).
    pub fn has_ended(&self) -> bool {
        self.0.load(Ordering::Relaxed) == SearchState::ENDED
    }

    fn set(&self, state: u8) {
        self.0.store(state, Ordering::Relaxed);
    }
}

/// A mistake tried again.
#[derive(Debug)]
pub struct Trial {
    /// The move tried again (1-based).
    pub ply: usize,
    /// The player's last try and whether it was good, once judged.
    pub verdict: Option<(Move, bool)>,
    /// The answer is shown.
    pub shown: bool,
    weighing: Option<Task<(Move, bool)>>,
}

impl Drop for ReviewRun {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl ReviewRun {
    /// A review already done: the views and judgements given (for pictures and tests).
    pub fn done(game: Game, views: Vec<PositionView>, moves: Vec<MoveReview>) -> ReviewRun {
        let (_, found) = channel();
        ReviewRun {
            game,
            views,
            moves,
            trying: None,
            found: Mutex::new(found),
            task: None,
            stop: Arc::new(AtomicBool::new(false)),
            state: SearchState::default(),
        }
    }

    /// Whether every position has been searched.
    pub fn is_done(&self) -> bool {
        self.views.len() > self.game.total_plies()
    }

    /// The share of the positions searched, 0 to 1.
    pub fn progress(&self) -> f32 {
        self.views.len() as f32 / (self.game.total_plies() + 1) as f32
    }

    /// Whether the background search still runs.
    pub fn is_searching(&self) -> bool {
        self.task.is_some()
    }

    /// Where its background search stands.
    pub fn search_state(&self) -> SearchState {
        self.state.clone()
    }

    /// The better move to draw at the position after `ply` moves: where the move played from
    /// it fell short (or, while a mistake is tried again, once the answer is asked for).
    pub fn arrow(&self, ply: usize) -> Option<Move> {
        if let Some(trial) = &self.trying {
            let answer = self.moves.get(trial.ply - 1).and_then(|m| m.better);
            return answer.filter(|_| trial.shown && ply + 1 == trial.ply);
        }
        self.moves.get(ply).and_then(|m| m.better)
    }
}

/// What the review is asked.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Review the session's game.
    Open,
    /// Close the review (its search stops).
    Close,
    /// Show the position after this many moves.
    Show(usize),
    /// Try move `n` (1-based) again.
    TryAgain(usize),
    /// Show the answer to the move tried again.
    ShowAnswer,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReviewCommand>();
    app.add_systems(
        Update,
        (review_commands, collect_found, judge_tries)
            .chain()
            .in_set(AppSystems::React)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(OnExit(Screen::Playing), close_review);
}

/// Whether a review is open.
pub fn reviewing(run: Option<Res<ReviewRun>>) -> bool {
    run.is_some()
}

fn review_commands(
    mut asked: MessageReader<ReviewCommand>,
    mut commands: Commands,
    session: Res<Session>,
    mut run: Option<ResMut<ReviewRun>>,
    mut game_commands: MessageWriter<GameCommand>,
    mut elsewhere: ResMut<ChosenElsewhere>,
) {
    for command in asked.read() {
        match *command {
            ReviewCommand::Open => {
                commands.insert_resource(start_review(session.game.clone()));
                game_commands.write(GameCommand::GoTo(0));
            }
            ReviewCommand::Close => {
                commands.remove_resource::<ReviewRun>();
                game_commands.write(GameCommand::EndReplay);
                elsewhere.0 = false;
            }
            ReviewCommand::Show(ply) => {
                if let Some(run) = run.as_mut() {
                    run.trying = None;
                }
                elsewhere.0 = false;
                game_commands.write(GameCommand::GoTo(ply));
            }
            ReviewCommand::TryAgain(ply) => {
                if let Some(run) = run.as_mut() {
                    run.trying = Some(Trial {
                        ply,
                        verdict: None,
                        shown: false,
                        weighing: None,
                    });
                }
                // The board's moves are the try's while it lasts: a person may move, and what
                // they choose is weighed, never played.
                elsewhere.0 = true;
                game_commands.write(GameCommand::GoTo(ply - 1));
            }
            ReviewCommand::ShowAnswer => {
                if let Some(trial) = run.as_mut().and_then(|r| r.trying.as_mut()) {
                    trial.shown = true;
                }
            }
        }
    }
}

/// Starts the engine's review of `game` on the task pool.
fn start_review(game: Game) -> ReviewRun {
    let (send, found) = channel();
    let stop = Arc::new(AtomicBool::new(false));
    let state = SearchState::default();
    let (flag, search) = (stop.clone(), state.clone());
    let copy = game.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        search.set(SearchState::RUNNING);
        // One thread, at the lowest priority: the frames always come first.
        let _ = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
        let limits = SearchLimits::time(Duration::from_millis(REVIEW_MS));
        let (_, moves) = review_game(&copy, &limits, &flag, |_, view| {
            send.send(Found::Position(*view)).ok();
        });
        for judged in moves {
            send.send(Found::Move(judged)).ok();
        }
        search.set(SearchState::ENDED);
    });
    ReviewRun {
        game,
        views: Vec::new(),
        moves: Vec::new(),
        trying: None,
        found: Mutex::new(found),
        task: Some(task),
        stop,
        state,
    }
}

/// Takes in what the background review found since the last frame.
fn collect_found(run: Option<ResMut<ReviewRun>>) {
    let Some(mut run) = run else {
        return;
    };
    let arrived: Vec<Found> = match run.found.lock() {
        Ok(found) => found.try_iter().collect(),
        Err(_) => Vec::new(),
    };
    for found in arrived {
        match found {
            Found::Position(view) => run.views.push(view),
            Found::Move(judged) => run.moves.push(judged),
        }
    }
    if let Some(task) = run.task.as_mut()
        && check_ready(task).is_some()
    {
        run.task = None;
    }
}

/// A move chosen on the board while a mistake is tried again is the review's: it is weighed
/// as the review weighed the move played, and not played.
fn judge_tries(mut chosen: MessageReader<MoveChosen>, run: Option<ResMut<ReviewRun>>) {
    let Some(mut run) = run else {
        chosen.clear();
        return;
    };
    let game = run.game.clone();
    let Some(ply) = run.trying.as_ref().map(|t| t.ply) else {
        return;
    };
    let before = run.views.get(ply - 1).copied();
    let Some(trial) = run.trying.as_mut() else {
        return;
    };
    if let Some(task) = trial.weighing.as_mut()
        && let Some(verdict) = check_ready(task)
    {
        trial.weighing = None;
        trial.verdict = Some(verdict);
    }
    for &MoveChosen(mv) in chosen.read() {
        if let (Some(before), None) = (before, trial.weighing.as_ref()) {
            trial.weighing = Some(weigh_try(game.clone(), ply, mv, before));
        }
    }
}

/// Whether `mv` in place of move `ply` keeps the mover's chance (gives away less than an
/// inaccuracy), searched as deep as the review searched the move played.
fn weigh_try(mut game: Game, ply: usize, mv: Move, before: PositionView) -> Task<(Move, bool)> {
    AsyncComputeTaskPool::get().spawn(async move {
        game.go_to(ply - 1);
        let side = game.to_move();
        if game.play(mv).is_err() {
            return (mv, false);
        }
        let mut searcher = Searcher::with_table_size(8);
        let limits = SearchLimits::depth(before.depth.saturating_sub(1).max(1));
        let after = view_position(&mut searcher, &game, ply, &limits, &AtomicBool::new(false));
        let mine = |attackers: f64| match side {
            konakis_engine::Side::Attackers => attackers,
            konakis_engine::Side::Defenders => 1.0 - attackers,
        };
        let kept = judge(mine(before.attackers), mine(after.attackers)) == Judgement::Good;
        (mv, kept || before.best == Some(mv))
    })
}

fn close_review(mut commands: Commands, mut elsewhere: ResMut<ChosenElsewhere>) {
    commands.remove_resource::<ReviewRun>();
    elsewhere.0 = false;
}
