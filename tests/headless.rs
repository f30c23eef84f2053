//! Headless tests of the game: no window, no GPU. Whole turns are driven through the same
//! messages that picking sends (`SquareActivated`), time advances in fixed steps, and the
//! entities are checked against the engine after every step.

use std::time::Duration;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use konakis::game::board::BoardSquare;
use konakis::game::input::SquareActivated;
use konakis::game::motion::{Carry, Shake, Slide};
use konakis::game::pieces::{CapturedPiece, PieceOnBoard};
use konakis::game::selection::Selection;
use konakis::game::session::{GameCommand, MoveRefused, MoveRequested, Player, Players, Session};
use konakis::game::turn::TurnPhase;
use konakis::{LogicPlugin, Screen};
use konakis_engine::search::Level;
use konakis_engine::{Game, Move, Piece, Reason, Side, Square, Variant};

/// An app running the window-free game on `game`, in the game screen.
fn app_with(game: Game, players: Players) -> App {
    app_with_session(Session::new(game, players), |_| {})
}

/// An app running the window-free game of `session`, in the game screen; `setup` is done to
/// it before its first frame.
fn app_with_session(session: Session, setup: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.add_plugins(LogicPlugin);
    app.insert_resource(session);
    setup(&mut app);
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

fn brandub() -> Game {
    Game::new(Variant::preset("brandub").unwrap())
}

fn click(app: &mut App, square: &str) {
    app.world_mut()
        .write_message(SquareActivated(sq(square)))
        .unwrap();
    app.update();
}

/// Runs frames until nothing slides or sinks and the phase has settled.
fn settle(app: &mut App) {
    for _ in 0..200 {
        app.update();
        let moving = app
            .world_mut()
            .query_filtered::<(), Or<(With<Slide>, With<Carry>, With<Shake>)>>()
            .iter(app.world())
            .count();
        if moving == 0 {
            app.update();
            return;
        }
    }
    panic!("animations never ended");
}

fn phase(app: &App) -> TurnPhase {
    **app.world().resource::<State<TurnPhase>>()
}

/// The pieces the entities show, as (square, piece), sorted.
fn shown_pieces(app: &mut App) -> Vec<(Square, Piece)> {
    let mut v: Vec<_> = app
        .world_mut()
        .query::<&PieceOnBoard>()
        .iter(app.world())
        .map(|p| (p.square, p.piece))
        .collect();
    v.sort_by_key(|(s, _)| *s);
    v
}

/// The pieces the engine has.
fn engine_pieces(app: &App) -> Vec<(Square, Piece)> {
    let pos = app.world().resource::<Session>().game.position();
    pos.occupied()
        .iter()
        .map(|s| (s, pos.piece_at(s).unwrap()))
        .collect()
}

/// Entities mirror the engine exactly: same pieces, each at rest on its square (no slide
/// or sink left: the motion ended exactly there).
fn assert_mirrors_engine(app: &mut App) {
    assert_eq!(shown_pieces(app), engine_pieces(app));
    let moving = app
        .world_mut()
        .query_filtered::<&PieceOnBoard, With<Slide>>()
        .iter(app.world())
        .map(|p| p.square)
        .collect::<Vec<_>>();
    assert!(moving.is_empty(), "still moving: {moving:?}");
}

#[test]
fn board_and_pieces_mirror_the_start() {
    let mut app = app_with(brandub(), Players::HUMANS);
    let squares = app
        .world_mut()
        .query::<&BoardSquare>()
        .iter(app.world())
        .count();
    assert_eq!(squares, 49);
    assert_mirrors_engine(&mut app);
    assert_eq!(phase(&app), TurnPhase::Waiting);
}

#[test]
fn selecting_a_piece_lights_its_destinations() {
    let mut app = app_with(brandub(), Players::HUMANS);
    click(&mut app, "d7");
    app.update();
    let selection = *app.world().resource::<Selection>();
    assert_eq!(selection.from, Some(sq("d7")));
    let pos = app.world().resource::<Session>().game.position();
    let expected = app
        .world()
        .resource::<Session>()
        .variant()
        .destinations(&pos, sq("d7"));
    assert_eq!(selection.targets, expected);
    assert!(!expected.is_empty());
    // Clicking it again drops the selection.
    click(&mut app, "d7");
    assert_eq!(app.world().resource::<Selection>().from, None);
}

#[test]
fn an_illegal_click_is_refused_with_a_shake() {
    let mut app = app_with(brandub(), Players::HUMANS);
    let before = app.world().resource::<Session>().game.position();
    // The attackers move first: a defender cannot be picked.
    click(&mut app, "d5");
    assert_eq!(app.world().resource::<Selection>().from, None);
    // An attacker cannot jump over its neighbour.
    click(&mut app, "d7");
    click(&mut app, "d5");
    app.update();
    let refused: Vec<MoveRefused> = app
        .world_mut()
        .resource_mut::<Messages<MoveRefused>>()
        .drain()
        .collect();
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].mv, Move::new(sq("d7"), sq("d5")));
    assert!(
        refused[0].reason.to_string().contains("blocked"),
        "{}",
        refused[0].reason
    );
    assert_eq!(app.world().resource::<Session>().game.position(), before);
    let shaking = app
        .world_mut()
        .query_filtered::<&PieceOnBoard, With<Shake>>()
        .iter(app.world())
        .map(|p| p.square)
        .collect::<Vec<_>>();
    assert!(shaking.contains(&sq("d7")), "the refused attacker shakes");
    assert!(
        shaking.contains(&sq("d5")),
        "the defender picked out of turn shakes"
    );
    settle(&mut app);
    assert_mirrors_engine(&mut app);
}

#[test]
fn a_legal_move_slides_to_the_exact_square_and_passes_the_turn() {
    let mut app = app_with(brandub(), Players::HUMANS);
    click(&mut app, "d7");
    click(&mut app, "f7");
    // Mid-slide: the engine has moved, the entity is on its way.
    assert_eq!(
        app.world().resource::<Session>().game.to_move(),
        Side::Defenders
    );
    app.update();
    assert_eq!(phase(&app), TurnPhase::Animating);
    settle(&mut app);
    assert_eq!(phase(&app), TurnPhase::Waiting);
    assert_mirrors_engine(&mut app);
    assert!(
        shown_pieces(&mut app).contains(&(sq("f7"), Piece::Attacker)),
        "the attacker reached f7"
    );
}

#[test]
fn custodial_capture_sets_the_piece_beside_the_board() {
    let variant = Variant::preset("brandub").unwrap();
    // Rank 4 (from a): attacker a4? Layout rank 1 first: row 4 = "tT5": attacker a4, defender b4.
    // An attacker on c6 drops to c4 and captures b4 between a4 and c4.
    let pos = variant
        .parse_position("/7/7/7/tT5/7/2t4/3K3/", Side::Attackers)
        .unwrap();
    let game = Game::from_position(variant, pos);
    let mut app = app_with(game, Players::HUMANS);
    click(&mut app, "c6");
    click(&mut app, "c4");
    let captured = app.world().resource::<Session>().game.moves()[0].captured;
    assert_eq!(captured.iter().collect::<Vec<_>>(), vec![sq("b4")]);
    app.update();
    let carried = app
        .world_mut()
        .query_filtered::<(), With<Carry>>()
        .iter(app.world())
        .count();
    assert_eq!(carried, 1, "the captured defender is carried off");
    settle(&mut app);
    assert_mirrors_engine(&mut app);
    assert!(!shown_pieces(&mut app).iter().any(|(s, _)| *s == sq("b4")));
    assert_eq!(taken(&mut app), vec![(Piece::Defender, 0)]);
    // Taken back, it is on the board again; played again, beside it again.
    undo_redo(&mut app, GameCommand::Undo);
    assert!(taken(&mut app).is_empty());
    undo_redo(&mut app, GameCommand::Redo);
    assert_eq!(taken(&mut app), vec![(Piece::Defender, 0)]);
}

/// The pieces lying beside the board, and their places there.
fn taken(app: &mut App) -> Vec<(Piece, u16)> {
    let mut v: Vec<_> = app
        .world_mut()
        .query::<&CapturedPiece>()
        .iter(app.world())
        .map(|c| (c.piece, c.slot))
        .collect();
    v.sort_by_key(|&(piece, slot)| (piece != Piece::Attacker, slot));
    v
}

/// Sends an undo or a redo and lets the board be built again.
fn undo_redo(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command).unwrap();
    settle(app);
}

#[test]
fn the_king_escaping_ends_the_game() {
    let variant = Variant::preset("brandub").unwrap();
    // The king on a2 runs to a1? a1 is a corner: a2-a1 wins for the defenders.
    let pos = variant
        .parse_position("/7/K6/7/7/7/3t3/5t1/", Side::Defenders)
        .unwrap();
    let mut app = app_with(Game::from_position(variant, pos), Players::HUMANS);
    click(&mut app, "a2");
    click(&mut app, "a1");
    settle(&mut app);
    assert_eq!(phase(&app), TurnPhase::Over);
    let outcome = app.world().resource::<Session>().outcome().unwrap();
    assert_eq!(outcome.winner, Some(Side::Defenders));
    assert_eq!(outcome.reason, Reason::KingEscaped);
    // Nobody may move any more.
    click(&mut app, "f1");
    assert_eq!(app.world().resource::<Selection>().from, None);
}

#[test]
fn undo_and_redo_restore_entities_and_engine_exactly() {
    let mut app = app_with(brandub(), Players::HUMANS);
    let start = app.world().resource::<Session>().game.position();
    for (from, to) in [("d7", "f7"), ("d5", "b5"), ("a4", "a6")] {
        click(&mut app, from);
        click(&mut app, to);
        settle(&mut app);
    }
    let after_three = app.world().resource::<Session>().game.position();
    let shown_after_three = shown_pieces(&mut app);
    for _ in 0..3 {
        app.world_mut().write_message(GameCommand::Undo).unwrap();
        settle(&mut app);
        assert_mirrors_engine(&mut app);
    }
    assert_eq!(app.world().resource::<Session>().game.position(), start);
    for _ in 0..3 {
        app.world_mut().write_message(GameCommand::Redo).unwrap();
        settle(&mut app);
    }
    assert_eq!(
        app.world().resource::<Session>().game.position(),
        after_three
    );
    assert_eq!(shown_pieces(&mut app), shown_after_three);
    assert_mirrors_engine(&mut app);
}

#[test]
fn a_new_game_resets_everything() {
    let mut app = app_with(brandub(), Players::HUMANS);
    click(&mut app, "d7");
    click(&mut app, "f7");
    settle(&mut app);
    click(&mut app, "d5");
    let fresh = Game::new(Variant::preset("tablut").unwrap());
    app.world_mut()
        .write_message(GameCommand::Start(Box::new(fresh), Players::HUMANS))
        .unwrap();
    settle(&mut app);
    settle(&mut app);
    let m = app.world().resource::<Session>();
    assert_eq!(m.variant().rules().id, "tablut");
    assert_eq!(m.game.ply(), 0);
    assert_eq!(app.world().resource::<Selection>().from, None);
    let squares = app
        .world_mut()
        .query::<&BoardSquare>()
        .iter(app.world())
        .count();
    assert_eq!(squares, 81);
    assert_mirrors_engine(&mut app);
    assert_eq!(phase(&app), TurnPhase::Waiting);
}

/// Runs frames (with a little real time for the background search) until `done`.
fn run_until(app: &mut App, max_frames: usize, mut done: impl FnMut(&mut App) -> bool) -> bool {
    for _ in 0..max_frames {
        app.update();
        if done(app) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    false
}

#[test]
fn a_whole_game_against_the_computer_reaches_its_end() {
    let computer = Player::Computer {
        level: Level::ALL[0],
        think_ms: 20,
    };
    let players = Players {
        attackers: computer,
        defenders: computer,
    };
    let mut app = app_with(brandub(), players);
    app.world_mut().resource_mut::<Session>().seed = 42;
    let finished = run_until(&mut app, 100_000, |app| {
        app.world().resource::<Session>().outcome().is_some()
    });
    let plies = app.world().resource::<Session>().game.ply();
    assert!(finished, "the game never ended ({plies} moves)");
    assert!(plies > 4, "the computers played {plies} moves");
    settle(&mut app);
    assert_mirrors_engine(&mut app);
    assert_eq!(phase(&app), TurnPhase::Over);
}

#[test]
fn a_human_move_gets_a_computer_reply_and_undo_takes_both_back() {
    let players = Players {
        attackers: Player::Human,
        defenders: Player::Computer {
            level: Level::ALL[0],
            think_ms: 20,
        },
    };
    let mut app = app_with(brandub(), players);
    let start = app.world().resource::<Session>().game.position();
    click(&mut app, "d7");
    click(&mut app, "f7");
    let replied = run_until(&mut app, 20_000, |app| {
        app.world().resource::<Session>().game.ply() == 2
    });
    assert!(replied, "the computer never replied");
    settle(&mut app);
    assert_eq!(phase(&app), TurnPhase::Waiting);
    app.world_mut().write_message(GameCommand::Undo).unwrap();
    settle(&mut app);
    assert_eq!(app.world().resource::<Session>().game.position(), start);
    assert_mirrors_engine(&mut app);
    assert_eq!(phase(&app), TurnPhase::Waiting);
}

#[test]
fn a_stale_computer_move_is_never_played() {
    // A computer move sent for an older epoch is dropped by the rules.
    let mut app = app_with(brandub(), Players::HUMANS);
    app.world_mut().resource_mut::<Session>().epoch = 5;
    app.world_mut()
        .write_message(MoveRequested {
            mv: Move::new(sq("d7"), sq("f7")),
            epoch: Some(4),
        })
        .unwrap();
    app.update();
    assert_eq!(app.world().resource::<Session>().game.ply(), 0);

    // And a real search interrupted by a new game: its answer never lands.
    let players = Players {
        attackers: Player::Computer {
            level: Level::ALL[5],
            think_ms: 30_000,
        },
        defenders: Player::Human,
    };
    app.world_mut()
        .write_message(GameCommand::Start(Box::new(brandub()), players))
        .unwrap();
    let thinking = run_until(&mut app, 500, |app| {
        app.world()
            .resource::<konakis::game::ai::ComputerMove>()
            .thinking
            .is_some()
    });
    assert!(thinking, "the computer never started thinking");
    let old_epoch = app.world().resource::<Session>().epoch;
    app.world_mut()
        .write_message(GameCommand::Start(Box::new(brandub()), Players::HUMANS))
        .unwrap();
    for _ in 0..50 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let m = app.world().resource::<Session>();
    assert!(m.epoch > old_epoch);
    assert_eq!(m.game.ply(), 0, "the old search's move was played");
    assert!(
        app.world()
            .resource::<konakis::game::ai::ComputerMove>()
            .thinking
            .is_none()
    );
}

fn press(app: &mut App, key: KeyCode) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut()
            .write_message(KeyboardInput {
                key_code: key,
                logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            })
            .unwrap();
        app.update();
    }
}

#[test]
fn the_keyboard_cursor_selects_and_moves() {
    let mut app = app_with(brandub(), Players::HUMANS);
    // The first arrow shows the cursor on the centre (d4); two more reach d6.
    for key in [KeyCode::ArrowUp, KeyCode::ArrowUp, KeyCode::ArrowUp] {
        press(&mut app, key);
    }
    assert_eq!(
        app.world()
            .resource::<konakis::game::selection::BoardCursor>()
            .square,
        Some(sq("d6"))
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Selection>().from, Some(sq("d6")));
    press(&mut app, KeyCode::Escape);
    assert_eq!(app.world().resource::<Selection>().from, None);
    press(&mut app, KeyCode::Space);
    for key in [KeyCode::ArrowRight, KeyCode::ArrowRight] {
        press(&mut app, key);
    }
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    let m = app.world().resource::<Session>();
    assert_eq!(m.game.moves()[0].mv, Move::new(sq("d6"), sq("f6")));
    assert_mirrors_engine(&mut app);
}

/// An app like [`app_with`] whose die is loaded with `faces` before the first throw.
fn app_with_die(game: Game, players: Players, faces: &[u8]) -> App {
    use konakis::game::dice::LoadedDie;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.add_plugins(LogicPlugin);
    app.insert_resource(LoadedDie(faces.iter().copied().collect()));
    app.insert_resource(Session::new(game, players));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Brandub with a die thrown each turn: a piece moves at most the throw.
fn dice_brandub() -> Variant {
    let mut rules = konakis_engine::Rules::preset("brandub").unwrap();
    rules.movement = konakis_engine::Movement::DiceAtMost;
    Variant::new(rules).unwrap()
}

fn refusals(app: &mut App) -> Vec<MoveRefused> {
    app.world_mut()
        .resource_mut::<Messages<MoveRefused>>()
        .drain()
        .collect()
}

#[test]
fn a_dice_turn_throws_then_allows_only_moves_within_the_throw() {
    use konakis::game::dice::DieRoll;
    let game = Game::new(dice_brandub());
    let mut app = app_with_die(game, Players::HUMANS, &[2, 5]);
    // The die was thrown at the start of the turn, and rolls on screen.
    assert_eq!(app.world().resource::<Session>().game.roll(), Some(2));
    assert!(app.world().resource::<DieRoll>().is_rolling());
    // d6 may go two squares either way: b6, c6, e6, f6; a6 is three away.
    click(&mut app, "d6");
    let targets: Vec<Square> = app.world().resource::<Selection>().targets.iter().collect();
    assert_eq!(targets, [sq("b6"), sq("c6"), sq("e6"), sq("f6")]);
    click(&mut app, "a6");
    app.update();
    let refused = refusals(&mut app);
    assert_eq!(refused.len(), 1, "the move beyond the throw is refused");
    assert!(
        refused[0].reason.to_string().contains("throw of 2"),
        "{}",
        refused[0].reason
    );
    assert_eq!(app.world().resource::<Session>().game.ply(), 0);
    click(&mut app, "f6");
    settle(&mut app);
    let m = app.world().resource::<Session>();
    assert_eq!(m.game.moves()[0].mv, Move::new(sq("d6"), sq("f6")));
    assert_eq!(
        m.game.moves()[0].roll,
        Some(2),
        "the throw is kept with the move"
    );
    // The defenders' turn began with their own throw.
    assert_eq!(m.game.roll(), Some(5));
    assert_mirrors_engine(&mut app);
    // Undo keeps the throw: the attackers' turn shows 2 again, thrown no more.
    app.world_mut().write_message(GameCommand::Undo).unwrap();
    settle(&mut app);
    assert_eq!(app.world().resource::<Session>().game.roll(), Some(2));
    assert!(!app.world().resource::<DieRoll>().is_rolling());
}

/// Brandub with a die: the lone attacker on d5 is hemmed in but for the empty throne below
/// it, where it may pass but not stop: a throw of 1 gives it no move.
fn stuck_on_a_one() -> Game {
    let variant = dice_brandub();
    let pos = variant
        .parse_position("/7/1K5/7/7/2TtT2/3T3/7/", Side::Attackers)
        .unwrap();
    Game::from_position(variant, pos)
}

#[test]
fn a_throw_without_a_move_passes_the_turn_after_a_note() {
    use konakis::game::dice::{DIE_ROLL_SECS, PASS_PAUSE_SECS};
    let mut app = app_with_die(stuck_on_a_one(), Players::HUMANS, &[1, 3]);
    assert!(app.world().resource::<Session>().game.must_pass());
    // The pass waits for the die to land and the note to be read.
    let frames = ((DIE_ROLL_SECS + PASS_PAUSE_SECS) / 0.02) as usize;
    for _ in 0..frames / 2 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Session>().game.ply(),
        0,
        "passed too soon"
    );
    let passed = run_until(&mut app, frames, |app| {
        app.world().resource::<Session>().game.ply() == 1
    });
    assert!(passed, "the turn never passed");
    settle(&mut app);
    let m = app.world().resource::<Session>();
    assert!(m.game.moves()[0].mv.is_pass());
    assert_eq!(m.game.moves()[0].roll, Some(1));
    assert_eq!(m.game.to_move(), Side::Defenders);
    assert_eq!(m.game.roll(), Some(3), "the defenders threw in turn");
    assert_mirrors_engine(&mut app);
    assert_eq!(phase(&app), TurnPhase::Waiting);
}

#[test]
fn the_computer_throws_before_it_searches_and_passes_when_it_must() {
    let computer = Player::Computer {
        level: Level::ALL[0],
        think_ms: 20,
    };
    let players = Players {
        attackers: computer,
        defenders: Player::Human,
    };
    // Stuck on a one: the computer passes, with no search.
    let mut app = app_with_die(stuck_on_a_one(), players, &[1, 4]);
    let passed = run_until(&mut app, 2_000, |app| {
        app.world().resource::<Session>().game.ply() == 1
    });
    assert!(passed, "the computer never passed");
    assert!(
        app.world().resource::<Session>().game.moves()[0]
            .mv
            .is_pass()
    );
    // Both sides the computer: each move keeps within its throw.
    let players = Players {
        attackers: computer,
        defenders: computer,
    };
    let mut app = app_with_die(Game::new(dice_brandub()), players, &[]);
    app.world_mut().resource_mut::<Session>().seed = 7;
    let played = run_until(&mut app, 20_000, |app| {
        let m = app.world().resource::<Session>();
        m.game.ply() >= 6 || m.outcome().is_some()
    });
    assert!(played, "the computers did not play");
    for played in app.world().resource::<Session>().game.moves() {
        let roll = played.roll.expect("every turn was thrown");
        assert!(
            played.mv.is_pass() || played.mv.distance() <= roll,
            "{played:?}"
        );
    }
    settle(&mut app);
    assert_mirrors_engine(&mut app);
}

/// The Polish rulebook: a soldier that stops between two enemies is taken by its own move.
fn polish(record: &str, side: Side) -> Game {
    let variant = Variant::preset("hnefatafl-polish").unwrap();
    let pos = variant.parse_position(record, side).unwrap();
    Game::from_position(variant, pos)
}

#[test]
fn a_soldier_taken_by_its_own_move_slides_there_then_sinks() {
    // Defenders on e5 and g5; the attacker on f9 comes down to f5, between them.
    let game = polish("/2t8/11/11/11/4T1T4/11/11/11/5t5/1K9/11/", Side::Attackers);
    let mut app = app_with(game, Players::HUMANS);
    let mover = app
        .world_mut()
        .query::<(Entity, &PieceOnBoard)>()
        .iter(app.world())
        .find(|(_, p)| p.square == sq("f9"))
        .map(|(e, _)| e)
        .unwrap();
    click(&mut app, "f9");
    click(&mut app, "f5");
    let m = app.world().resource::<Session>();
    assert_eq!(m.game.ply(), 1);
    assert!(
        m.game.moves()[0].captured.has(sq("f5")),
        "the mover is taken"
    );
    assert_eq!(m.game.position().piece_at(sq("f5")), None);
    // It slides to f5 first, then the same entity is carried beside the board from there.
    app.update();
    let world = app.world();
    assert!(world.entity(mover).contains::<Slide>());
    assert!(!world.entity(mover).contains::<PieceOnBoard>());
    let carried = run_until(&mut app, 100, |app| {
        app.world().entity(mover).contains::<Carry>()
    });
    assert!(carried, "the mover was never carried off");
    assert!(!app.world().entity(mover).contains::<Slide>());
    settle(&mut app);
    let taken = app.world().get::<CapturedPiece>(mover).copied().unwrap();
    assert_eq!((taken.square, taken.slot), (sq("f5"), 0));
    assert_mirrors_engine(&mut app);
    assert!(!shown_pieces(&mut app).iter().any(|(s, _)| *s == sq("f5")));
}

#[test]
fn the_king_resting_between_two_attackers_is_announced() {
    use konakis::game::turn::announced;
    use konakis_engine::Announcement;
    // Attackers on e5 and g5; the king on f9 comes down to f5 and rests between them.
    let game = polish("/2t8/11/11/11/4t1t4/11/11/11/5K5/11/11/", Side::Defenders);
    let mut app = app_with(game, Players::HUMANS);
    click(&mut app, "f9");
    click(&mut app, "f5");
    settle(&mut app);
    let m = app.world().resource::<Session>();
    assert_eq!(m.game.ply(), 1);
    assert!(
        m.game.moves()[0].captured.is_empty(),
        "the king may rest there"
    );
    assert!(announced(m).contains(&Announcement::Rest));
    assert!(shown_pieces(&mut app).contains(&(sq("f5"), Piece::King)));
    assert_mirrors_engine(&mut app);
    // The next move says nothing more about it.
    click(&mut app, "c1");
    click(&mut app, "c2");
    settle(&mut app);
    let m = app.world().resource::<Session>();
    assert_eq!(m.game.ply(), 2);
    assert!(!announced(m).contains(&Announcement::Rest));
}

#[test]
fn a_move_that_could_take_two_waits_for_the_player_to_choose() {
    use konakis::game::selection::CaptureChoice;
    let mut rules = konakis_engine::Rules::preset("brandub").unwrap();
    rules.captures_per_move = konakis_engine::CaptureLimit::One;
    let variant = Variant::new(rules).unwrap();
    // g5-e5 closes d5 against c5 and e6 against e7: one of them only.
    let pos = variant
        .parse_position("/7/1K5/7/7/2tT2t/4T2/4t2/", Side::Attackers)
        .unwrap();
    let mut app = app_with(Game::from_position(variant, pos), Players::HUMANS);
    click(&mut app, "g5");
    click(&mut app, "e5");
    app.update();
    assert_eq!(
        app.world().resource::<Session>().game.ply(),
        0,
        "nothing picked silently"
    );
    assert!(refusals(&mut app).is_empty());
    let choice = *app.world().resource::<CaptureChoice>();
    assert_eq!(choice.slide, Some((sq("g5"), sq("e5"))));
    assert_eq!(
        choice.victims.iter().collect::<Vec<_>>(),
        [sq("d5"), sq("e6")]
    );
    // Clicking a victim chooses it.
    click(&mut app, "e6");
    settle(&mut app);
    let m = app.world().resource::<Session>();
    assert_eq!(m.game.ply(), 1);
    assert_eq!(
        m.game.moves()[0].captured.iter().collect::<Vec<_>>(),
        [sq("e6")]
    );
    assert_eq!(m.game.position().piece_at(sq("d5")), Some(Piece::Defender));
    assert_eq!(
        *app.world().resource::<CaptureChoice>(),
        CaptureChoice::default()
    );
    assert_mirrors_engine(&mut app);
}

/// A folder of files for one test, removed when dropped.
struct TempHome(std::path::PathBuf);

impl TempHome {
    fn new(label: &str) -> TempHome {
        let path =
            std::env::temp_dir().join(format!("konakis-headless-{label}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempHome(path)
    }
}

impl Drop for TempHome {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// As [`app_with`], with the glue that keeps files (settings, saves, loads) in `paths`.
fn app_keeping_files(game: Game, paths: konakis_store::Paths) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.add_plugins(LogicPlugin);
    app.insert_resource(konakis::persist::Persisted {
        paths,
        settings: konakis_store::Settings::default(),
    });
    app.init_resource::<konakis::audio::Volumes>();
    app.add_plugins(konakis::persist::plugin);
    app.insert_resource(Session::new(game, Players::HUMANS));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..3 {
        app.update();
    }
    app
}

#[test]
fn a_custom_rule_set_is_saved_loaded_played_and_resumed() {
    use konakis::screens::{CustomRuleSets, NewGameChoices, RulesChoice};
    use konakis_engine::{Rules, StopBetween};
    use konakis_store::{PlayerChoice, RuleSet};

    // Brandub where a soldier that stops between two enemies is taken (Polish rule 6), saved
    // as the player's own rule set and read back as the new-game screen reads it.
    let home = TempHome::new("custom-rules");
    let paths = konakis_store::Paths::in_dir(&home.0);
    let mut rules = Rules::preset("brandub").unwrap();
    rules.stop_between = StopBetween::Captured;
    let name = "Brandub, Polish sandwiches";
    konakis_store::save_rule_set(&paths, &RuleSet::new(name, rules)).unwrap();
    let (sets, problems) = CustomRuleSets::load(&paths);
    assert!(problems.is_empty(), "{problems:?}");
    let choices = NewGameChoices {
        rules: RulesChoice::Custom(name.into()),
        attackers: PlayerChoice::human(),
        defenders: PlayerChoice::human(),
        clock: Some("5+3".parse().unwrap()),
        pairs: 1,
    };
    let custom = choices.rules(&sets);
    assert_eq!(custom.stop_between, StopBetween::Captured);
    assert_eq!(custom.name, name);

    // The game starts with it, as "Start the game" starts it.
    let mut app = app_keeping_files(brandub(), paths.clone());
    app.world_mut()
        .write_message(choices.start_command(&sets).unwrap())
        .unwrap();
    settle(&mut app);
    assert_eq!(app.world().resource::<Session>().variant().rules(), &custom);
    // With the clock and the match chosen.
    let session = app.world().resource::<Session>();
    assert_eq!(session.clock.as_ref().unwrap().control().to_string(), "5+3");
    assert_eq!(session.pairing.as_ref().unwrap().games(), 2);

    // The attacker stopping on a2, between the hostile corner a1 and the defender on a3, is
    // taken by its own move.
    for (from, to) in [("a4", "a5"), ("d3", "a3"), ("d2", "a2")] {
        click(&mut app, from);
        click(&mut app, to);
        settle(&mut app);
    }
    let own_capture = |app: &App| {
        let m = app.world().resource::<Session>();
        assert_eq!(m.game.ply(), 3, "the three moves were played");
        m.game.moves()[2].captured.iter().collect::<Vec<_>>()
    };
    assert_eq!(own_capture(&app), vec![sq("a2")]);
    assert_mirrors_engine(&mut app);
    assert!(!shown_pieces(&mut app).iter().any(|(s, _)| *s == sq("a2")));

    // Saved as an OpenTafl record...
    app.world_mut()
        .write_message(konakis::persist::SaveRequested)
        .unwrap();
    app.update();
    let saves: Vec<_> = std::fs::read_dir(paths.saves_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(saves.len(), 1, "{saves:?}");
    let file_name = saves[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        file_name.starts_with("brandub-polish-sandwiches-") && file_name.ends_with(".otg"),
        "{file_name}"
    );

    // ...and loaded back over another game: the same rules, moves and board.
    app.world_mut()
        .write_message(GameCommand::Start(Box::new(brandub()), Players::HUMANS))
        .unwrap();
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Session>().variant().rules().id,
        "brandub"
    );
    app.world_mut()
        .write_message(konakis::persist::LoadRequested(saves[0].clone()))
        .unwrap();
    settle(&mut app);
    settle(&mut app);
    assert_eq!(app.world().resource::<Session>().variant().rules(), &custom);
    // With the clock and the match chosen.
    let session = app.world().resource::<Session>();
    assert_eq!(session.clock.as_ref().unwrap().control().to_string(), "5+3");
    assert_eq!(session.pairing.as_ref().unwrap().games(), 2);
    assert_eq!(own_capture(&app), vec![sq("a2")]);
    assert_mirrors_engine(&mut app);
    assert!(
        app.world()
            .resource::<konakis::persist::FileNotices>()
            .0
            .iter()
            .all(|n| matches!(n, konakis::persist::Notice::Saved(_))),
        "{:?}",
        app.world().resource::<konakis::persist::FileNotices>().0
    );
}

/// The `konakis-cli` binary of this build: the workspace's build puts it beside `konakis`.
fn konakis_cli() -> std::path::PathBuf {
    let game = std::path::PathBuf::from(env!("CARGO_BIN_EXE_konakis"));
    let cli = game.with_file_name(format!("konakis-cli{}", std::env::consts::EXE_SUFFIX));
    assert!(
        cli.exists(),
        "{} is not built: run `cargo test --workspace`, or `cargo build -p konakis-cli` first",
        cli.display()
    );
    cli
}

/// A seed replays a game exactly in the game and on the command line: the computer's game
/// (counting nodes, as `konakis-cli best --seed` does) throws the die and moves as
/// `konakis-cli best --level L --seed S` does after the same moves, turn by turn.
#[test]
fn a_seed_gives_the_same_throws_and_moves_in_the_game_and_on_the_command_line() {
    use konakis::game::ai::{CountNodes, MinimumPause};
    let level = |n: u8| Level::new(n).unwrap();
    let players = Players {
        attackers: Player::Computer {
            level: level(2),
            think_ms: konakis::game::ai::default_think_ms(level(2)),
        },
        // Jarl thinks for a share of the time: here, a budget of nodes.
        defenders: Player::Computer {
            level: level(4),
            think_ms: konakis::game::ai::default_think_ms(level(4)),
        },
    };
    let seed = 2026;
    let session = Session {
        seed,
        ..Session::new(Game::new(dice_brandub()), players)
    };
    let mut app = app_with_session(session, |app| {
        app.insert_resource(CountNodes(true))
            .insert_resource(MinimumPause(0.0));
    });
    let plies = 8;
    let played = run_until(&mut app, 100_000, |app| {
        let game = &app.world().resource::<Session>().game;
        game.ply() >= plies || game.outcome().is_some()
    });
    assert!(played, "the computers did not play {plies} moves");
    let game = app.world().resource::<Session>().game.clone();
    let rules = dir_with_rules("same-seed", &dice_brandub());
    for ply in 0..game.ply() {
        let played = &game.moves()[ply];
        let Player::Computer { level, .. } = players.of(game.position_at(ply).to_move()) else {
            unreachable!("both sides are the computer")
        };
        assert_eq!(played.roll, Some(konakis_engine::dice::face(seed, ply)));
        let mut args = vec![
            "best".to_string(),
            "--rules".into(),
            rules.clone(),
            "--level".into(),
            level.number().to_string(),
            "--seed".into(),
            seed.to_string(),
        ];
        if ply > 0 {
            args.push("--moves".into());
            args.extend(game.moves()[..ply].iter().map(|m| m.mv.to_string()));
            let throws: String = game.moves()[..ply]
                .iter()
                .map(|m| m.roll.unwrap().to_string())
                .collect();
            args.extend(["--rolls".into(), throws]);
        }
        let output = std::process::Command::new(konakis_cli())
            .args(&args)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let out = String::from_utf8(output.stdout).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert!(
            lines[0].starts_with(&format!("throw {} ", played.roll.unwrap())),
            "ply {ply}: {out}"
        );
        assert_eq!(
            lines[1],
            played.mv.to_string(),
            "ply {ply}: the game and the CLI differ"
        );
    }
}

/// The rules of `variant` saved as JSON in a folder of the test's own; the file's path.
fn dir_with_rules(name: &str, variant: &Variant) -> String {
    let dir = std::env::temp_dir().join(format!("konakis-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("rules.json");
    std::fs::write(&path, serde_json::to_string(variant.rules()).unwrap()).unwrap();
    path.to_str().unwrap().to_string()
}
