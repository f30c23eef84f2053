//! A lesson in play, on the board of the game screen: its example shown move by move, then
//! its task, where the engine's lesson judges each try (passed, on the way with the lesson's
//! answer played, or missed and why) and a passed lesson is reported to be kept.

use bevy::prelude::*;
use konakis_engine::lessons::{Lesson, Miss, Verdict};
use konakis_engine::{Game, Move, Rules};

use super::motion::Animating;
use super::session::{
    GameCommand, MoveApplied, MoveRefused, MoveRequested, Player, Players, Session, SessionKind,
};
use crate::{AppSystems, Screen};

/// Seconds between the example's moves, and before the task follows it.
const EXAMPLE_PAUSE: f32 = 1.0;

/// The lessons of one rule set, and the one in play.
#[derive(Resource, Clone, Debug)]
pub struct LessonRun {
    /// The rule set the lessons teach.
    pub rules: Rules,
    /// The rule set's key in the kept progress (a preset's id, or a custom set's name).
    pub key: String,
    /// Every lesson of the rule set.
    pub lessons: Vec<Lesson>,
    /// The lesson in play.
    pub index: usize,
    /// Where it stands.
    pub stage: Stage,
    /// The task as it stood before the player's last try.
    before: Option<Game>,
    /// The ply at which the lesson last answered (it answers once a turn).
    answered_at: Option<usize>,
}

/// Where a lesson stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// The example is being shown: the next of its moves, and when the last one was played.
    Example {
        /// The next move to show.
        next: usize,
        /// Seconds since start-up when the last one was played.
        since: f32,
    },
    /// The player's turn (or, in a longer task, the lesson's answer coming).
    Task,
    /// Done.
    Passed,
    /// The last try was not what was asked, for this reason.
    Missed(Miss),
}

/// What the player asks of the lessons.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonCommand {
    /// Open lesson `n` of the run (its example first).
    Open(usize),
    /// Show the example again.
    Watch,
    /// Start (or start again) the task.
    Try,
}

/// A lesson was passed: `key/topic`, to be kept.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct LessonPassed(pub String);

impl LessonRun {
    /// The lessons of `rules`, the first one open.
    pub fn new(rules: Rules, key: String) -> LessonRun {
        let lessons = konakis_engine::lessons::lessons(&rules);
        LessonRun {
            rules,
            key,
            lessons,
            index: 0,
            stage: Stage::Passed,
            before: None,
            answered_at: None,
        }
    }

    /// The lesson in play.
    pub fn lesson(&self) -> Option<&Lesson> {
        self.lessons.get(self.index)
    }

    /// The key a lesson is kept under: `brandub/capture`.
    pub fn progress_key(&self, lesson: &Lesson) -> String {
        format!("{}/{}", self.key, lesson.topic.name())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LessonCommand>()
        .add_message::<LessonPassed>();
    app.add_systems(
        Update,
        (
            // From the lessons screen too: opening a lesson starts its game.
            follow_commands,
            (show_example, judge_tries, answer)
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
        )
            .chain()
            .in_set(AppSystems::React)
            .run_if(resource_exists::<LessonRun>),
    );
}

/// The lesson's players: the player's side by a person, the other by the lesson.
fn players_for(lesson: &Lesson) -> Players {
    let mut players = Players {
        attackers: Player::Script,
        defenders: Player::Script,
    };
    match lesson.player() {
        konakis_engine::Side::Attackers => players.attackers = Player::Human,
        konakis_engine::Side::Defenders => players.defenders = Player::Human,
    }
    players
}

fn follow_commands(
    mut commands_in: MessageReader<LessonCommand>,
    mut run: ResMut<LessonRun>,
    time: Res<Time>,
    mut games: MessageWriter<GameCommand>,
) {
    for command in commands_in.read() {
        if let LessonCommand::Open(n) = command {
            run.index = (*n).min(run.lessons.len().saturating_sub(1));
        }
        let Some(lesson) = run.lesson().cloned() else {
            continue;
        };
        let (game, players, stage) = match command {
            LessonCommand::Open(_) | LessonCommand::Watch => {
                let all_by_script = Players {
                    attackers: Player::Script,
                    defenders: Player::Script,
                };
                let since = time.elapsed_secs();
                let stage = Stage::Example { next: 0, since };
                (lesson.example().0.clone(), all_by_script, stage)
            }
            LessonCommand::Try => (lesson.task().clone(), players_for(&lesson), Stage::Task),
        };
        run.before = Some(game.clone());
        run.answered_at = None;
        run.stage = stage;
        games.write(GameCommand::StartLesson(Box::new(game), players));
    }
}

/// Plays the example's moves one by one, each when the board is still; then the task.
fn show_example(
    mut run: ResMut<LessonRun>,
    session: Res<Session>,
    animating: Query<(), With<Animating>>,
    time: Res<Time>,
    mut requests: MessageWriter<MoveRequested>,
    mut commands_out: MessageWriter<LessonCommand>,
) {
    let Stage::Example { next, since } = run.stage else {
        return;
    };
    if session.kind != SessionKind::Lesson || !animating.is_empty() {
        return;
    }
    if time.elapsed_secs() - since < EXAMPLE_PAUSE {
        return;
    }
    let Some(moves) = run.lesson().map(|l| l.example().1.to_vec()) else {
        return;
    };
    match moves.get(next) {
        Some(&mv) => {
            // Tied to this session: a move of an example left behind is dropped.
            requests.write(MoveRequested {
                mv,
                epoch: Some(session.epoch),
            });
            run.stage = Stage::Example {
                next: next + 1,
                since: time.elapsed_secs(),
            };
        }
        None => {
            commands_out.write(LessonCommand::Try);
        }
    }
}

/// Whether the session is the task's (the example's is played by the lesson on both sides).
fn on_the_task(run: &LessonRun, session: &Session) -> bool {
    session.kind == SessionKind::Lesson
        && run
            .lesson()
            .is_some_and(|l| session.players.of(l.player()).is_person())
}

/// Judges the player's tries: a move played, or one the rules refused.
fn judge_tries(
    mut applied: MessageReader<MoveApplied>,
    mut refused: MessageReader<MoveRefused>,
    session: Res<Session>,
    mut run: ResMut<LessonRun>,
    mut passed: MessageWriter<LessonPassed>,
) {
    if !on_the_task(&run, &session) {
        applied.clear();
        refused.clear();
        return;
    }
    let tries: Vec<Move> = applied
        .read()
        .filter(|a| run.lesson().is_some_and(|l| a.side == l.player()))
        .map(|a| a.played.mv)
        .chain(refused.read().map(|r| r.mv))
        .collect();
    for mv in tries {
        if run.stage != Stage::Task {
            continue;
        }
        let (Some(lesson), Some(before)) = (run.lesson(), run.before.as_ref()) else {
            continue;
        };
        let verdict = lesson.check(before, mv);
        let key = run.progress_key(lesson);
        match verdict {
            Verdict::Passed => {
                run.stage = Stage::Passed;
                passed.write(LessonPassed(key));
            }
            Verdict::GoOn => {}
            Verdict::Missed(miss) => run.stage = Stage::Missed(miss),
        }
    }
}

/// In a task of several moves, the lesson answers once the board is still; the position
/// after its answer is the next one the player's try is judged from.
fn answer(
    mut run: ResMut<LessonRun>,
    session: Res<Session>,
    animating: Query<(), With<Animating>>,
    mut requests: MessageWriter<MoveRequested>,
) {
    if run.stage != Stage::Task || !on_the_task(&run, &session) {
        return;
    }
    let game = &session.game;
    let to_move = session.players.of(game.to_move());
    if to_move.is_person() {
        if run.before.as_ref().map(Game::ply) != Some(game.ply()) {
            run.before = Some(game.clone());
        }
        return;
    }
    if !animating.is_empty() || run.answered_at == Some(game.ply()) || game.outcome().is_some() {
        return;
    }
    if let Some(reply) = run.lesson().and_then(|l| l.reply(game)) {
        run.answered_at = Some(game.ply());
        // Tied to this session, as the computer's moves are: an answer to a task set up
        // again meanwhile is dropped.
        requests.write(MoveRequested {
            mv: reply,
            epoch: Some(session.epoch),
        });
    }
}
