//! Headless tests of the help the game gives: the threat marks are the engine's answers on
//! random positions of every preset (a property test), X hides and shows them, a preview of
//! the move pointed at, each kind of ending marks the squares that decided it, the guard
//! holds a move that hands over the game, and the confirmation holds every move.

use std::time::Duration;

use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::{ButtonState, InputPlugin};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use konakis::game::confirm::{Confirmation, PendingMove};
use konakis::game::input::SquareActivated;
use konakis::game::session::{Players, Session};
use konakis::game::threats::{Aids, BoardThreats, Pointed};
use konakis::{LogicPlugin, Screen};
use konakis_engine::{Bits, Game, MoveList, PRESETS, Reason, Rules, Side, Square, Variant};
use proptest::prelude::*;

/// The window-free game on `game` between two people, in the game screen.
fn app_with(game: Game) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.add_plugins(LogicPlugin);
    app.insert_resource(Session::new(game, Players::HUMANS));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..3 {
        app.update();
    }
    app
}

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn shown(app: &App) -> BoardThreats {
    app.world().resource::<BoardThreats>().clone()
}

/// A game of `choices.len()` moves at most, each move picked by the next choice among the
/// legal ones (dice games throw the die from the choice too).
fn game_from(preset: usize, choices: &[u16]) -> Game {
    let mut game = Game::new(Variant::preset(PRESETS[preset % PRESETS.len()].id).unwrap());
    let mut list = MoveList::new();
    for &c in choices {
        if game.outcome().is_some() {
            break;
        }
        if game.variant().uses_dice() {
            game.throw(1 + (c % 6) as u8);
            if game.must_pass() {
                game.pass().unwrap();
                continue;
            }
        }
        game.legal_moves(&mut list);
        let mv = list.as_slice()[c as usize % list.len()];
        game.play(mv).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// What the board marks is what the engine answers for the position: the king's roads,
    /// the squares that would take him, the pieces in danger; on a finished game, the squares
    /// that decided it.
    #[test]
    fn the_threat_marks_are_the_engines_answers(
        preset in 0..PRESETS.len(),
        choices in proptest::collection::vec(any::<u16>(), 0..80),
    ) {
        let game = game_from(preset, &choices);
        let mut app = app_with(game.clone());
        let marks = shown(&app);
        let pos = game.position();
        match game.deciding_squares() {
            Some((_, deciding)) => {
                prop_assert_eq!(marks.deciding, deciding);
                prop_assert!(marks.king_roads.is_empty() && marks.in_danger.is_empty());
            }
            None => {
                let t = game.variant().threats(&pos);
                prop_assert_eq!(&marks.king_roads, &t.king_roads);
                prop_assert_eq!(marks.king_takers, t.king_takers);
                prop_assert_eq!(marks.in_danger, t.attackers_in_danger | t.defenders_in_danger);
            }
        }
        // X hides every mark, and shows them again.
        press(&mut app, KeyCode::KeyX);
        prop_assert!(!app.world().resource::<Aids>().0.threats_shown);
        let hidden = shown(&app);
        prop_assert!(hidden.king_roads.is_empty() && hidden.king_takers.is_empty());
        prop_assert!(hidden.in_danger.is_empty());
        press(&mut app, KeyCode::KeyX);
        prop_assert_eq!(shown(&app).in_danger, marks.in_danger);
    }
}

/// A key pressed and released, as the window reports keys.
fn press(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut()
            .write_message(KeyboardInput {
                key_code: key,
                logical_key: Key::Unidentified(NativeKey::Unidentified),
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            })
            .unwrap();
        app.update();
    }
}

/// A rule set moved onto a 7x7 board with `start` (rank 1 first), for the endings below.
fn seven(id: &str, start: &str) -> Variant {
    let mut rules = Rules::preset(id).unwrap();
    rules.size = 7;
    rules.start = start.to_string();
    rules.corners = Vec::new();
    Variant::new(rules).unwrap()
}

fn names(bits: Bits) -> Vec<String> {
    let mut v: Vec<String> = bits.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn play(app: &mut App, moves: &[&str]) {
    for m in moves {
        let mv = m.parse().unwrap();
        app.world_mut()
            .write_message(konakis::game::session::MoveRequested { mv, epoch: None })
            .unwrap();
        for _ in 0..40 {
            app.update();
        }
    }
}

/// Each kind of ending, played out on the board: the squares the board marks.
#[test]
fn each_ending_marks_the_squares_that_decided_it() {
    // (rules, start, to move, moves, reason, marked squares)
    let endings: &[(&str, &str, Side, &[&str], Reason, &[&str])] = &[
        (
            "copenhagen",
            "/3K3/7/7/7/6t/7/7/",
            Side::Defenders,
            &["d1-a1"],
            Reason::KingEscaped,
            &["a1"],
        ),
        (
            "copenhagen",
            "/4t2/7/7/7/3tKt1/4t2/7/",
            Side::Attackers,
            &["e1-e4"],
            Reason::KingCaptured,
            &["e4", "e5", "e6", "d5", "f5"],
        ),
        (
            "copenhagen",
            "/1TK1T2/1T2T2/2TT3/7/7/1t5/7/",
            Side::Attackers,
            &[],
            Reason::ExitFort,
            &["b1", "c1", "e1", "b2", "e2", "c3", "d3"],
        ),
        (
            "copenhagen",
            "/1t5/2ttt2/1tT1Tt1/1t1K1t1/1tT1Tt1/2ttt2/7/",
            Side::Defenders,
            &[],
            Reason::Encirclement,
            &[
                "c2", "d2", "e2", "b3", "b4", "b5", "f3", "f4", "f5", "c6", "d6", "e6",
            ],
        ),
        (
            "copenhagen",
            "/7/5Tt/6T/3K3/7/7/7/",
            Side::Attackers,
            &[],
            Reason::NoMoves,
            &["g2"],
        ),
    ];
    for (id, start, to_move, moves, reason, marked) in endings {
        let variant = seven(id, start);
        let pos = variant.start().with_to_move(*to_move);
        let mut app = app_with(Game::from_position(variant, pos));
        play(&mut app, moves);
        let session = app.world().resource::<Session>();
        let outcome = session
            .outcome()
            .unwrap_or_else(|| panic!("{reason:?}: not over"));
        assert_eq!(outcome.reason, *reason);
        let mut wanted: Vec<String> = marked.iter().map(|s| s.to_string()).collect();
        wanted.sort();
        assert_eq!(names(shown(&app).deciding), wanted, "{reason:?}");
    }
}

/// The move pointed at is previewed: what it would take.
#[test]
fn the_move_pointed_at_shows_what_it_would_take() {
    // Brandub on 7x7: a defender on c3 between an attacker on b3 and the square d3, which
    // the attacker on e3 can reach.
    let variant = seven("brandub", "/3t3/7/1tT1t2/7/7/7/3K3/");
    let pos = variant.start().with_to_move(Side::Attackers);
    let mut app = app_with(Game::from_position(variant, pos));
    app.world_mut()
        .write_message(SquareActivated(sq("e3")))
        .unwrap();
    app.update();
    app.world_mut().resource_mut::<Pointed>().0 = Some(sq("d3"));
    app.update();
    let (mv, effect) = shown(&app).preview.expect("a preview");
    assert_eq!(mv.to, sq("d3"));
    assert_eq!(names(effect.takes), ["c3"]);
    app.world_mut().resource_mut::<Pointed>().0 = Some(sq("e5"));
    app.update();
    let (_, effect) = shown(&app).preview.expect("a preview");
    assert!(effect.takes.is_empty());
}

/// The guard holds a move that lets the king escape next move; the player takes it back
/// or plays it.
#[test]
fn the_guard_asks_before_a_move_that_hands_over_the_game() {
    // Copenhagen 7x7: the king on d1 between attackers on b1 and f1; moving b1 away opens a1.
    let variant = seven("copenhagen", "/1t1K1t1/7/7/7/7/7/3t3/");
    let pos = variant.start().with_to_move(Side::Attackers);
    let mut app = app_with(Game::from_position(variant, pos));
    app.world_mut().resource_mut::<Aids>().0.guard = true;
    app.update();
    for s in ["b1", "b4"] {
        app.world_mut()
            .write_message(SquareActivated(sq(s)))
            .unwrap();
        app.update();
    }
    app.update();
    let held = app
        .world()
        .resource::<PendingMove>()
        .0
        .expect("the move is held");
    let danger = held.danger.expect("with the danger it brings");
    assert_eq!(danger.reason, Reason::KingEscaped);
    assert_eq!(
        app.world().resource::<Session>().game.ply(),
        0,
        "not played yet"
    );
    app.world_mut()
        .write_message(Confirmation::TakeBack)
        .unwrap();
    app.update();
    assert!(app.world().resource::<PendingMove>().0.is_none());
    assert_eq!(app.world().resource::<Session>().game.ply(), 0);
    // A safe move goes through at once.
    for s in ["f1", "e1"] {
        app.world_mut()
            .write_message(SquareActivated(sq(s)))
            .unwrap();
        app.update();
    }
    app.update();
    assert!(app.world().resource::<PendingMove>().0.is_none());
    assert_eq!(app.world().resource::<Session>().game.ply(), 1);
}

/// With the confirmation on, every move waits for Enter.
#[test]
fn the_confirmation_holds_every_move_until_enter() {
    let mut app = app_with(Game::new(Variant::preset("brandub").unwrap()));
    app.world_mut().resource_mut::<Aids>().0.confirm_moves = true;
    app.update();
    for s in ["d6", "f6"] {
        app.world_mut()
            .write_message(SquareActivated(sq(s)))
            .unwrap();
        app.update();
    }
    app.update();
    assert!(app.world().resource::<PendingMove>().0.is_some());
    assert_eq!(app.world().resource::<Session>().game.ply(), 0);
    press(&mut app, KeyCode::Enter);
    app.update();
    assert!(app.world().resource::<PendingMove>().0.is_none());
    assert_eq!(app.world().resource::<Session>().game.ply(), 1);
}
