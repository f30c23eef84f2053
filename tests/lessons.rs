//! Headless tests of the lessons in the game: a lesson opens on its example, which plays
//! itself, then the task; the player's passing move passes it and is reported to be kept, a
//! wrong one is turned down with its reason and can be tried again, a refusal lesson passes
//! on the refused move, and in a task of two moves the lesson answers between them.

use std::time::Duration;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use konakis::game::input::SquareActivated;
use konakis::game::lesson::{LessonCommand, LessonPassed, LessonRun, Stage};
use konakis::game::session::{Player, Session, SessionKind};
use konakis::{LogicPlugin, Screen};
use konakis_engine::lessons::{Goal, Miss};
use konakis_engine::{Move, MoveList, Rules, Square};

/// The window-free game with the lessons of `id` open on the lesson named `topic`.
fn lesson_app(id: &str, topic: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.add_plugins(LogicPlugin);
    app.init_resource::<Passed>();
    app.add_systems(Update, keep_passed);
    let run = LessonRun::new(Rules::preset(id).unwrap(), id.into());
    let n = run
        .lessons
        .iter()
        .position(|l| l.topic.name() == topic)
        .unwrap_or_else(|| panic!("{id} has no lesson {topic}"));
    app.insert_resource(run);
    app.world_mut()
        .write_message(LessonCommand::Open(n))
        .unwrap();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    run_frames(&mut app, 3);
    app
}

fn stage(app: &App) -> Stage {
    app.world().resource::<LessonRun>().stage.clone()
}

fn run_frames(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

/// Runs until the example has played and the task is set.
fn to_the_task(app: &mut App) {
    for _ in 0..400 {
        app.update();
        if stage(app) == Stage::Task {
            run_frames(app, 5);
            return;
        }
    }
    panic!("the example never ended: {:?}", stage(app));
}

fn click_move(app: &mut App, mv: Move) {
    for sq in [mv.from, mv.to] {
        app.world_mut().write_message(SquareActivated(sq)).unwrap();
        app.update();
    }
    run_frames(app, 40);
}

/// The lessons reported passed so far.
#[derive(Resource, Default)]
struct Passed(Vec<String>);

fn keep_passed(mut passed: MessageReader<LessonPassed>, mut kept: ResMut<Passed>) {
    kept.0.extend(passed.read().map(|p| p.0.clone()));
}

fn passed_keys(app: &mut App) -> Vec<String> {
    app.world().resource::<Passed>().0.clone()
}

#[test]
fn a_lesson_shows_its_example_then_passes_on_the_right_move() {
    let mut app = lesson_app("brandub", "capture");
    {
        let session = app.world().resource::<Session>();
        assert_eq!(session.kind, SessionKind::Lesson);
        assert!(matches!(stage(&app), Stage::Example { .. }));
        assert!(!session.players.attackers.is_person() && !session.players.defenders.is_person());
    }
    to_the_task(&mut app);
    let lesson = app
        .world()
        .resource::<LessonRun>()
        .lesson()
        .unwrap()
        .clone();
    let session = app.world().resource::<Session>();
    assert_eq!(
        session.game.position(),
        lesson.task().position(),
        "the task's board"
    );
    assert_eq!(session.players.of(lesson.player()), Player::Human);
    let mv = lesson.passing_moves()[0];
    click_move(&mut app, mv);
    assert_eq!(stage(&app), Stage::Passed);
    assert_eq!(passed_keys(&mut app), ["brandub/capture"]);
}

#[test]
fn a_wrong_move_is_turned_down_with_its_reason_and_can_be_tried_again() {
    let mut app = lesson_app("copenhagen", "capture");
    to_the_task(&mut app);
    let lesson = app
        .world()
        .resource::<LessonRun>()
        .lesson()
        .unwrap()
        .clone();
    let mut list = MoveList::new();
    lesson.task().legal_moves(&mut list);
    let quiet = *list
        .as_slice()
        .iter()
        .find(|m| {
            let mut g = lesson.task().clone();
            !lesson.passing_moves().contains(m) && g.play(**m).is_ok_and(|p| p.captured.is_empty())
        })
        .unwrap();
    click_move(&mut app, quiet);
    assert_eq!(stage(&app), Stage::Missed(Miss::NothingTaken));
    assert!(passed_keys(&mut app).is_empty());
    app.world_mut().write_message(LessonCommand::Try).unwrap();
    run_frames(&mut app, 5);
    assert_eq!(stage(&app), Stage::Task);
    let session = app.world().resource::<Session>();
    assert_eq!(
        session.game.position(),
        lesson.task().position(),
        "set up again"
    );
    click_move(&mut app, lesson.passing_moves()[0]);
    assert_eq!(stage(&app), Stage::Passed);
}

#[test]
fn a_refusal_lesson_passes_on_the_move_the_rules_refuse() {
    let mut app = lesson_app("copenhagen", "throne-stop");
    to_the_task(&mut app);
    let lesson = app
        .world()
        .resource::<LessonRun>()
        .lesson()
        .unwrap()
        .clone();
    assert!(matches!(lesson.goal(), Goal::Refused { .. }));
    click_move(&mut app, lesson.passing_moves()[0]);
    assert_eq!(stage(&app), Stage::Passed);
}

#[test]
fn in_a_task_of_two_moves_the_lesson_answers_between_them() {
    let mut app = lesson_app("brandub", "tuichi");
    to_the_task(&mut app);
    let lesson = app
        .world()
        .resource::<LessonRun>()
        .lesson()
        .unwrap()
        .clone();
    assert_eq!(lesson.moves_allowed(), 2);
    let start_ply = app.world().resource::<Session>().game.ply();
    click_move(&mut app, lesson.passing_moves()[0]);
    assert_eq!(stage(&app), Stage::Task, "on the way");
    run_frames(&mut app, 60);
    let game = app.world().resource::<Session>().game.clone();
    assert_eq!(game.ply(), start_ply + 2, "the lesson answered");
    assert_eq!(game.to_move(), lesson.player());
    // Now any move out wins: find one the lesson accepts.
    let mut list = MoveList::new();
    game.legal_moves(&mut list);
    let out = *list
        .as_slice()
        .iter()
        .find(|m| lesson.check(&game, **m) == konakis_engine::lessons::Verdict::Passed)
        .expect("an escape is left");
    click_move(&mut app, out);
    assert_eq!(stage(&app), Stage::Passed);
}

#[allow(dead_code)]
fn sq(text: &str) -> Square {
    text.parse().unwrap()
}
