//! The review in the game, headless: it searches every position in the background, judges
//! every move, steps the board through the game, takes a try at a mistake without playing
//! it, and, closed, stops its search: the task ends and nothing arrives after.

use std::time::{Duration, Instant};

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use konakis::game::confirm::MoveChosen;
use konakis::game::review::{ReviewCommand, ReviewRun};
use konakis::game::session::{Players, Session};
use konakis::game::turn::TurnPhase;
use konakis::{LogicPlugin, Screen};
use konakis_engine::review::Judgement;
use konakis_engine::{Game, Variant};

/// A Brandub game whose attackers leave the king a road to a corner on move 5.
fn game() -> Game {
    let mut game = Game::new(Variant::preset("brandub").unwrap());
    for mv in [
        "d2-e2", "d3-d2", "b4-b2", "d2-d3", "d6-c6", "d3-c3", "c6-c5", "e4-e6",
    ] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    game
}

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.add_plugins(LogicPlugin);
    app.insert_resource(Session::new(game(), Players::HUMANS));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app
}

/// Runs frames until `done` or `secs` pass.
fn run_until(app: &mut App, secs: u64, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) && start.elapsed() < Duration::from_secs(secs) {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_review_judges_every_move_and_steps_through_the_game() {
    let mut app = app();
    app.world_mut().write_message(ReviewCommand::Open).unwrap();
    run_until(&mut app, 60, |app| {
        app.world()
            .get_resource::<ReviewRun>()
            .is_some_and(|r| r.moves.len() == 8)
    });
    let run = app.world().resource::<ReviewRun>();
    assert!(run.is_done());
    assert_eq!(run.views.len(), 9);
    assert!(run.moves.iter().all(|m| m.before >= m.after));
    let mistake = run
        .moves
        .iter()
        .find(|m| m.judgement >= Judgement::Mistake)
        .copied();
    assert_eq!(
        app.world().resource::<Session>().game.ply(),
        0,
        "the review starts at the start"
    );
    app.world_mut()
        .write_message(ReviewCommand::Show(5))
        .unwrap();
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Session>().game.ply(), 5);
    // A try at a mistake is weighed, not played.
    let Some(mistake) = mistake else { return };
    app.world_mut()
        .write_message(ReviewCommand::TryAgain(mistake.ply))
        .unwrap();
    app.update();
    app.update();
    let phase = **app.world().resource::<State<TurnPhase>>();
    assert_eq!(phase, TurnPhase::Waiting, "the board takes the try");
    let better = mistake.better.unwrap();
    app.world_mut().write_message(MoveChosen(better)).unwrap();
    run_until(&mut app, 30, |app| {
        app.world()
            .resource::<ReviewRun>()
            .trying
            .as_ref()
            .is_some_and(|t| t.verdict.is_some())
    });
    let run = app.world().resource::<ReviewRun>();
    assert_eq!(run.trying.as_ref().unwrap().verdict, Some((better, true)));
    assert_eq!(
        app.world().resource::<Session>().game.total_plies(),
        8,
        "nothing was played"
    );
}

#[test]
fn closing_the_review_stops_its_search() {
    let mut app = app();
    app.world_mut().write_message(ReviewCommand::Open).unwrap();
    app.update();
    let search = app.world().resource::<ReviewRun>().search_state();
    // Let it start (a thread of the pool takes it up).
    let start = Instant::now();
    while !search.is_running() && start.elapsed() < Duration::from_secs(10) {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(
        search.is_running(),
        "a review of eight moves takes longer than its start"
    );
    app.world_mut().write_message(ReviewCommand::Close).unwrap();
    app.update();
    assert!(app.world().get_resource::<ReviewRun>().is_none());
    let start = Instant::now();
    while search.is_running() && start.elapsed() < Duration::from_secs(5) {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(search.has_ended(), "the search ended");
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "within a search's stop: {:?}",
        start.elapsed()
    );
    assert!(
        !app.world().resource::<Session>().replaying,
        "the game is back at its end"
    );
}

/// A review closed before its search was taken up by a thread: the search never runs.
#[test]
fn a_review_closed_at_once_never_searches() {
    let mut app = app();
    app.world_mut().write_message(ReviewCommand::Open).unwrap();
    app.update();
    let search = app.world().resource::<ReviewRun>().search_state();
    app.world_mut().write_message(ReviewCommand::Close).unwrap();
    app.update();
    let start = Instant::now();
    while search.is_running() && start.elapsed() < Duration::from_secs(5) {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(300));
    assert!(!search.is_running(), "nothing runs after the close");
}

#[test]
fn a_move_asked_for_in_a_replay_is_not_played() {
    use konakis::game::session::{GameCommand, MoveRequested};
    let mut app = app();
    app.world_mut().write_message(GameCommand::GoTo(3)).unwrap();
    app.update();
    app.update();
    let mv = "d3-c3".parse().unwrap();
    app.world_mut()
        .write_message(MoveRequested { mv, epoch: None })
        .unwrap();
    app.update();
    app.update();
    let session = app.world().resource::<Session>();
    assert_eq!(
        session.game.total_plies(),
        8,
        "the game's moves after move 3 are all kept"
    );
    assert_eq!(session.game.ply(), 3);
}
