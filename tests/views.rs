//! Headless tests of the views over the model: the window-free game plus both views' dressing
//! and placing systems (no renderer: sprites and meshes are components only). They check
//! that each view draws every piece where the model has it, draws the selection, and that
//! switching views at any moment, even in the middle of a slide, changes nothing in the game.

use std::time::Duration;

use bevy::asset::AssetPlugin;
use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use konakis::game::input::SquareActivated;
use konakis::game::motion::{Carry, Slide, board_point};
use konakis::game::pieces::{CapturedPiece, PieceOnBoard, tray_point};
use konakis::game::selection::Selection;
use konakis::game::session::{Players, Session};
use konakis::view::{BoardView, ToggleView, VisualOf, Visuals, flat, solid};
use konakis::{LogicPlugin, Screen};
use konakis_engine::{Game, Square, Variant};

/// The model and both views, headless, in the game screen on Brandub.
fn app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        InputPlugin,
        AssetPlugin::default(),
        TransformPlugin,
    ));
    app.init_asset::<Image>()
        .init_asset::<Mesh>()
        .init_asset::<StandardMaterial>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.add_plugins((LogicPlugin, konakis::view::plugin));
    app.insert_resource(Session::new(
        Game::new(Variant::preset("brandub").unwrap()),
        Players::HUMANS,
    ));
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

fn click(app: &mut App, square: &str) {
    app.world_mut()
        .write_message(SquareActivated(sq(square)))
        .unwrap();
    app.update();
}

fn toggle(app: &mut App) {
    app.world_mut().write_message(ToggleView).unwrap();
    app.update();
    app.update();
}

fn settle(app: &mut App) {
    for _ in 0..100 {
        app.update();
    }
}

fn view(app: &App) -> BoardView {
    **app.world().resource::<State<BoardView>>()
}

fn named(app: &mut App, name: &str) -> usize {
    app.world_mut()
        .query::<&Name>()
        .iter(app.world())
        .filter(|n| n.as_str() == name)
        .count()
}

/// How many markers either view draws, of any kind.
fn markers(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<konakis::view::markers::Marker>>()
        .iter(app.world())
        .count()
}

/// Every piece of the model has exactly one visual of the view in use, at rest on its square.
fn assert_drawn_on_their_squares(app: &mut App) {
    let size = app.world().resource::<Session>().variant().size();
    let mut pieces = app.world_mut().query::<(Entity, &PieceOnBoard, &Visuals)>();
    let drawn: Vec<(Entity, Square, Vec<Entity>)> = pieces
        .iter(app.world())
        .map(|(e, p, v)| (e, p.square, v.iter().collect()))
        .collect();
    assert_eq!(
        drawn.len() as u32,
        app.world()
            .resource::<Session>()
            .game
            .position()
            .occupied()
            .count()
    );
    for (_, square, visuals) in drawn {
        assert_eq!(visuals.len(), 1, "{square} has {} visuals", visuals.len());
        let entity = app.world().entity(visuals[0]);
        let at = entity.get::<Transform>().unwrap().translation;
        match view(app) {
            BoardView::Flat => {
                assert!(entity.contains::<Sprite>(), "{square}: no sprite in 2D");
                assert_eq!(
                    at.truncate(),
                    flat::centre(board_point(square), size),
                    "{square}"
                );
            }
            BoardView::Solid => {
                assert!(entity.contains::<Mesh3d>(), "{square}: no mesh in 3D");
                assert_eq!(
                    at,
                    solid::world(board_point(square), size, solid::TILE_TOP),
                    "{square}"
                );
            }
        }
    }
    // Nothing of the other view is left over.
    let wrong = match view(app) {
        BoardView::Flat => app
            .world_mut()
            .query_filtered::<(), (With<VisualOf>, With<Mesh3d>)>()
            .iter(app.world())
            .count(),
        BoardView::Solid => app
            .world_mut()
            .query_filtered::<(), (With<VisualOf>, With<Sprite>)>()
            .iter(app.world())
            .count(),
    };
    assert_eq!(wrong, 0, "visuals of the other view remain");
}

#[test]
fn both_views_draw_every_square_and_piece() {
    let mut app = app();
    assert_eq!(view(&app), BoardView::Flat);
    assert_drawn_on_their_squares(&mut app);
    assert_eq!(named(&mut app, "Tile"), 49);
    toggle(&mut app);
    assert_eq!(view(&app), BoardView::Solid);
    assert_drawn_on_their_squares(&mut app);
    assert_eq!(named(&mut app, "Tile"), 49);
    assert_eq!(named(&mut app, "Board camera (3D)"), 1);
    assert_eq!(named(&mut app, "Board camera (2D)"), 0);
}

#[test]
fn the_selection_lights_its_destinations_in_either_view() {
    let mut app = app();
    click(&mut app, "d7");
    app.update();
    let targets = app.world().resource::<Selection>().targets.count() as usize;
    assert!(targets > 0);
    assert_eq!(named(&mut app, "Destination"), targets);
    toggle(&mut app);
    // Dots, the ring round the selected piece: nothing else is marked yet.
    assert_eq!(named(&mut app, "Destination"), targets);
    assert_eq!(named(&mut app, "Selected"), 1);
    assert_eq!(markers(&mut app), targets + 1);
}

#[test]
fn switching_views_mid_game_and_mid_slide_keeps_the_game_exactly() {
    let mut app = app();
    click(&mut app, "d7");
    click(&mut app, "f7");
    settle(&mut app);
    // The defenders select a piece; the view switches under the selection.
    click(&mut app, "d5");
    let selection = *app.world().resource::<Selection>();
    let game = app.world().resource::<Session>().game.clone();
    toggle(&mut app);
    assert_eq!(view(&app), BoardView::Solid);
    assert_eq!(*app.world().resource::<Selection>(), selection);
    let now = &app.world().resource::<Session>().game;
    assert_eq!(now.position(), game.position());
    assert_eq!(now.all_moves(), game.all_moves());
    assert_drawn_on_their_squares(&mut app);

    // A move, and the view switched back while it slides.
    let target = selection.targets.iter().next().unwrap();
    app.world_mut()
        .write_message(SquareActivated(target))
        .unwrap();
    app.update();
    app.update();
    let sliding = app
        .world_mut()
        .query_filtered::<&PieceOnBoard, With<Slide>>()
        .iter(app.world())
        .map(|p| p.square)
        .collect::<Vec<_>>();
    assert_eq!(sliding, [target], "the move is mid-slide");
    // The switch takes effect at the next frame's state transition: two frames of a slide
    // that lasts thirteen.
    toggle(&mut app);
    assert_eq!(view(&app), BoardView::Flat);
    let still = app
        .world_mut()
        .query_filtered::<(), With<Slide>>()
        .iter(app.world())
        .count();
    assert_eq!(still, 1, "the slide goes on in the new view");
    // And the new view shows it on its way, not yet on its square.
    let size = app.world().resource::<Session>().variant().size();
    let mut on_the_way = app
        .world_mut()
        .query_filtered::<(&PieceOnBoard, &Visuals), With<Slide>>();
    let (piece, visuals) = on_the_way.single(app.world()).unwrap();
    let (square, sprite) = (piece.square, visuals.iter().next().unwrap());
    let at = app.world().get::<Transform>(sprite).unwrap().translation;
    assert_ne!(at.truncate(), flat::centre(board_point(square), size));
    settle(&mut app);
    let after = &app.world().resource::<Session>().game;
    assert_eq!(after.ply(), 2);
    assert_eq!(&after.all_moves()[..1], game.all_moves());
    assert_eq!(after.all_moves()[1].mv.to, target);
    assert_drawn_on_their_squares(&mut app);
    let carried = app
        .world_mut()
        .query_filtered::<(), With<Carry>>()
        .iter(app.world())
        .count();
    assert_eq!(carried, 0);
}

#[test]
fn a_new_theme_lays_the_3d_tiles_again_in_its_colours() {
    use konakis::game::board::{BoardSquare, SquareKind};
    use konakis::view::textures::is_light;
    use konakis::view::{Theme, square_colours};
    use konakis_store::BoardTheme;

    let mut app = app();
    toggle(&mut app);
    app.world_mut().resource_mut::<Theme>().0 = BoardTheme::Slate;
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(named(&mut app, "Tile"), 49);
    let (light, dark) = square_colours(BoardTheme::Slate);
    let mut tiles = app
        .world_mut()
        .query::<(&Name, &VisualOf, &MeshMaterial3d<StandardMaterial>)>();
    let tiles: Vec<(Entity, Handle<StandardMaterial>)> = tiles
        .iter(app.world())
        .filter(|(name, _, _)| name.as_str() == "Tile")
        .map(|(_, visual, material)| (visual.0, material.0.clone()))
        .collect();
    let materials = app.world().resource::<Assets<StandardMaterial>>();
    let mut plain = 0;
    for (square, material) in tiles {
        let square = app.world().get::<BoardSquare>(square).unwrap();
        if square.kind != SquareKind::Plain {
            continue;
        }
        let wanted = if is_light(square.square) { light } else { dark };
        assert_eq!(materials.get(&material).unwrap().base_color, wanted);
        plain += 1;
    }
    assert_eq!(plain, 49 - 5, "every plain square was checked");
}

/// The model and both views, headless, in the game screen on `game`, the die loaded with
/// `faces` (dice games).
fn app_on(game: Game, faces: &[u8]) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        InputPlugin,
        AssetPlugin::default(),
        TransformPlugin,
    ));
    app.init_asset::<Image>()
        .init_asset::<Mesh>()
        .init_asset::<StandardMaterial>();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        20,
    )));
    app.add_plugins((LogicPlugin, konakis::view::plugin));
    app.insert_resource(konakis::game::dice::LoadedDie(
        faces.iter().copied().collect(),
    ));
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
fn a_soldier_taken_by_its_own_move_is_set_beside_the_board_in_either_view() {
    for solid_view in [false, true] {
        let variant = Variant::preset("hnefatafl-polish").unwrap();
        // The attacker on f9 stops on f5 between the defenders on e5 and g5.
        let pos = variant
            .parse_position(
                "/2t8/11/11/11/4T1T4/11/11/11/5t5/1K9/11/",
                konakis_engine::Side::Attackers,
            )
            .unwrap();
        let mut app = app_on(Game::from_position(variant, pos), &[]);
        if solid_view {
            toggle(&mut app);
        }
        let mut pieces = app.world_mut().query::<(Entity, &PieceOnBoard)>();
        let (mover, _) = pieces
            .iter(app.world())
            .find(|(_, p)| p.square == sq("f9"))
            .unwrap();
        click(&mut app, "f9");
        click(&mut app, "f5");
        for _ in 0..20 {
            app.update();
        }
        // Arrived and carried off, still drawn by the view in use.
        let carried = app.world().entity(mover);
        assert!(
            carried.contains::<Carry>(),
            "view {solid_view}: not carried"
        );
        let visual = carried.get::<Visuals>().unwrap().iter().next().unwrap();
        settle(&mut app);
        // It lies beside the board, first in the defenders' row of taken attackers.
        let taken = *app.world().get::<CapturedPiece>(mover).unwrap();
        assert_eq!(
            (taken.piece, taken.slot),
            (konakis_engine::Piece::Attacker, 0)
        );
        let at = app.world().get::<Transform>(visual).unwrap().translation;
        let place = tray_point(taken.piece, 0, 11);
        let wanted = if solid_view {
            solid::world(place, 11, at.y).xz()
        } else {
            flat::centre(place, 11)
        };
        let drawn = if solid_view { at.xz() } else { at.truncate() };
        assert!(
            drawn.distance(wanted) < 1e-3,
            "view {solid_view}: drawn at {at}"
        );
        assert_drawn_on_their_squares(&mut app);
    }
}

#[test]
fn the_pieces_a_throw_lets_move_are_ringed_in_either_view() {
    let mut rules = konakis_engine::Rules::preset("brandub").unwrap();
    rules.movement = konakis_engine::Movement::DiceExactly;
    let game = Game::new(Variant::new(rules).unwrap());
    let mut app = app_on(game, &[3]);
    app.update();
    let movable = konakis::game::dice::movable_pieces(&app.world().resource::<Session>().game);
    assert!(movable.count() > 0);
    assert_eq!(named(&mut app, "Movable") as u32, movable.count());
    toggle(&mut app);
    // Nothing else is marked yet: no selection, no last move, no cursor.
    assert_eq!(named(&mut app, "Movable") as u32, movable.count());
    assert_eq!(markers(&mut app) as u32, movable.count());
}

/// The threat marks drawn in either view are the model's: a defender in danger is ringed,
/// the squares that decided a finished game are framed, and X takes the threat marks away.
#[test]
fn the_threat_and_ending_marks_are_drawn_in_either_view() {
    let mut app = app();
    let mut rules = konakis_engine::Rules::preset("brandub").unwrap();
    rules.start = "/3t3/7/1tT1t2/7/7/7/3K3/".into();
    let variant = Variant::new(rules).unwrap();
    let start = variant
        .start()
        .with_to_move(konakis_engine::Side::Attackers);
    app.insert_resource(Session::new(
        Game::from_position(variant, start),
        Players::HUMANS,
    ));
    settle(&mut app);
    for _ in 0..2 {
        assert_eq!(
            named(&mut app, "In danger"),
            1,
            "{:?}: c3 in danger",
            view(&app)
        );
        toggle(&mut app);
        settle(&mut app);
    }
    app.world_mut()
        .resource_mut::<konakis::game::threats::Aids>()
        .0
        .threats_shown = false;
    settle(&mut app);
    assert_eq!(named(&mut app, "In danger"), 0);
    // A finished game: the king reached the corner a1; that square is framed.
    let mut rules = konakis_engine::Rules::preset("brandub").unwrap();
    rules.start = "/3K3/7/7/7/6t/7/7/".into();
    let variant = Variant::new(rules).unwrap();
    let start = variant
        .start()
        .with_to_move(konakis_engine::Side::Defenders);
    let mut game = Game::from_position(variant, start);
    game.play("d1-a1".parse().unwrap()).unwrap();
    app.insert_resource(Session::new(game, Players::HUMANS));
    settle(&mut app);
    for _ in 0..2 {
        assert_eq!(
            named(&mut app, "Deciding"),
            1,
            "{:?}: the corner the king reached",
            view(&app)
        );
        toggle(&mut app);
        settle(&mut app);
    }
}
