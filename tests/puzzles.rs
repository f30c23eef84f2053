//! Puzzles in the game, headless: a shipped puzzle solved move by move with the solution's
//! replies played between and the solve rated a win; a wrong move told, rated a loss once,
//! and tried again from where it was made; hints; the choice of the next puzzle and the
//! rating's rise and fall.

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use konakis::game::ai::Hint;
use konakis::game::puzzle::{
    PuzzleCommand, PuzzleRated, PuzzleRun, PuzzleStage, choose, rate, shipped,
};
use konakis::game::session::{MoveRequested, Players, Session, SessionKind};
use konakis::{LogicPlugin, Screen};
use konakis_engine::puzzles::Puzzle;
use konakis_engine::{Game, Move, MoveList, Variant};

/// Every puzzle the app rated.
#[derive(Resource, Default)]
struct Rated(Vec<PuzzleRated>);

fn keep_rated(mut rated: MessageReader<PuzzleRated>, mut kept: ResMut<Rated>) {
    kept.0.extend(rated.read().cloned());
}

fn app() -> App {
    let mut app = App::new();
    app.init_resource::<Rated>().add_systems(Last, keep_rated);
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.add_plugins(LogicPlugin);
    app.insert_resource(Session::new(
        Game::new(Variant::preset("brandub").unwrap()),
        Players::HUMANS,
    ));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

fn open(app: &mut App, puzzle: &Puzzle) {
    app.world_mut()
        .write_message(PuzzleCommand::Open(Box::new(puzzle.clone()), None))
        .unwrap();
    frames(app, 3);
}

fn play(app: &mut App, mv: Move) {
    app.world_mut()
        .write_message(MoveRequested { mv, epoch: None })
        .unwrap();
    frames(app, 40);
}

fn run(app: &App) -> &PuzzleRun {
    app.world().resource::<PuzzleRun>()
}

fn rated(app: &App) -> &[PuzzleRated] {
    &app.world().resource::<Rated>().0
}

/// The longest shipped puzzle: two or more moves of the solver.
fn long_puzzle() -> &'static Puzzle {
    shipped().iter().max_by_key(|p| p.solution.len()).unwrap()
}

#[test]
fn a_puzzle_is_solved_move_by_move_with_the_replies_between() {
    let mut app = app();
    let puzzle = long_puzzle();
    assert!(puzzle.solution.len() >= 3, "{puzzle:?}");
    open(&mut app, puzzle);
    assert_eq!(app.world().resource::<Session>().kind, SessionKind::Puzzle);
    let moves = puzzle.moves().unwrap();
    for mv in moves.iter().step_by(2) {
        play(&mut app, *mv);
    }
    assert_eq!(run(&app).stage, PuzzleStage::Solved);
    assert_eq!(
        app.world().resource::<Session>().game.ply(),
        moves.len(),
        "the replies were played"
    );
    assert!(
        app.world()
            .resource::<Session>()
            .outcome()
            .is_some_and(|o| o.winner == Some(puzzle.to_move))
    );
    let won = PuzzleRated {
        id: puzzle.id.clone(),
        rating: puzzle.rating,
        won: true,
    };
    assert_eq!(
        rated(&app),
        [won],
        "solved at the first go: a win, counted once"
    );
}

#[test]
fn a_wrong_move_is_told_and_tried_again_from_where_it_was_made() {
    let mut app = app();
    let puzzle = long_puzzle();
    open(&mut app, puzzle);
    let (variant, pos) = puzzle.setup().unwrap();
    let solution = puzzle.moves().unwrap()[0];
    let mut list = MoveList::new();
    variant.legal_moves(&pos, &mut list);
    let wrong = list
        .iter()
        .copied()
        .find(|m| m.plain() != solution.plain())
        .unwrap();
    play(&mut app, wrong);
    assert_eq!(run(&app).stage, PuzzleStage::Wrong(wrong));
    assert_eq!(rated(&app).len(), 1);
    assert!(!rated(&app)[0].won, "a wrong move: a loss");
    app.world_mut().write_message(PuzzleCommand::Retry).unwrap();
    frames(&mut app, 3);
    assert_eq!(run(&app).stage, PuzzleStage::Solving);
    assert_eq!(
        app.world().resource::<Session>().game.position(),
        pos,
        "set up again"
    );
    // Two hints: the piece, then the move itself as the arrow.
    for _ in 0..2 {
        app.world_mut().write_message(PuzzleCommand::Hint).unwrap();
        frames(&mut app, 1);
    }
    assert_eq!(run(&app).hints, 2);
    assert_eq!(app.world().resource::<Hint>().suggestion, Some(solution));
    play(&mut app, solution);
    assert_eq!(rated(&app).len(), 1, "a puzzle counts once");
}

#[test]
fn the_next_puzzle_is_the_nearest_unsolved_and_the_rating_moves() {
    let all = shipped();
    let mut solved = BTreeSet::new();
    let first = choose(all, None, 1500.0, &solved, None).unwrap();
    let nearest = all
        .iter()
        .map(|p| (p.rating as f64 - 1500.0).abs() as u64)
        .min()
        .unwrap();
    assert_eq!((first.rating as f64 - 1500.0).abs() as u64, nearest);
    solved.insert(first.id.clone());
    let second = choose(all, None, 1500.0, &solved, None).unwrap();
    assert_ne!(
        second.id, first.id,
        "a solved puzzle waits until the others are done"
    );
    let theme = first.themes[0];
    assert!(
        choose(all, Some(theme), 1500.0, &BTreeSet::new(), None)
            .unwrap()
            .themes
            .contains(&theme)
    );
    let start = konakis_store::PuzzleRating::default();
    assert!(rate(start, 1500, true).rating > 1500.0);
    assert!(rate(start, 1500, false).rating < 1500.0);
    assert!(
        rate(start, 1500, true).deviation < 350.0,
        "the rating grows surer"
    );
}

#[test]
fn a_dice_puzzle_is_set_with_its_throw_and_solved_by_its_one_move() {
    let mut app = app();
    let puzzle = shipped()
        .iter()
        .find(|p| p.roll.is_some())
        .expect("a dice puzzle");
    open(&mut app, puzzle);
    assert_eq!(app.world().resource::<Session>().game.roll(), puzzle.roll);
    play(&mut app, puzzle.moves().unwrap()[0]);
    assert_eq!(run(&app).stage, PuzzleStage::Solved);
}
