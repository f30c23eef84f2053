//! Input: clicks, drags, a keyboard cursor and gamepads all become the same domain messages
//! (`SquareActivated`, `SquareDropped`), which select a piece, light up its destinations and
//! request moves. Refused attempts shake the piece and are reported for sound and the HUD.

use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use konakis_engine::{Bits, Move, Square};

use super::animation::{Shake, Slide};
use super::board::{BoardRoot, BoardSquare, TILE, square_center};
use super::pieces::{PIECE_Z, PieceOnBoard};
use super::rules::{BoardReset, Match, MoveApplied, MoveRefused, MoveRequested};
use super::turn::TurnPhase;
use crate::{AppSystems, Screen};

/// A square was activated: clicked, or chosen with the keyboard or a gamepad.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareActivated(pub Square);

/// A piece was dragged from `from` and dropped on `to`.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareDropped {
    /// Where the drag began.
    pub from: Square,
    /// Where it was dropped.
    pub to: Square,
}

/// Drop the current selection (Esc, right click, gamepad B).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct CancelSelection;

/// A piece was selected (for sound).
#[derive(Message, Clone, Copy, Debug)]
pub struct PieceSelected(pub Square);

/// An attempt was refused before reaching the rules (e.g. picking the opponent's piece).
#[derive(Message, Clone, Debug)]
pub struct AttemptRefused {
    /// The square involved.
    pub square: Square,
    /// Why, in words.
    pub reason: String,
}

/// The selected piece and where it may go.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct Selection {
    /// The selected piece's square.
    pub from: Option<Square>,
    /// Its legal destinations.
    pub targets: Bits,
}

/// The keyboard/gamepad cursor.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct BoardCursor {
    /// Where it is; `None` until a key or button is used.
    pub square: Option<Square>,
}

/// A dot on a legal destination.
#[derive(Component)]
pub struct DestinationMarker;

/// The ring around the selected piece.
#[derive(Component)]
pub struct SelectedMarker;

/// The keyboard cursor's frame.
#[derive(Component)]
pub struct CursorMarker;

/// The last move's squares.
#[derive(Component)]
pub struct LastMoveMarker;

/// The square a piece is being dragged from.
#[derive(Resource, Default)]
pub struct Dragging(pub Option<Square>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SquareActivated>()
        .add_message::<SquareDropped>()
        .add_message::<CancelSelection>()
        .add_message::<PieceSelected>()
        .add_message::<AttemptRefused>()
        .init_resource::<Selection>()
        .init_resource::<BoardCursor>()
        .init_resource::<Dragging>();
    app.add_systems(
        Update,
        (read_keyboard, read_gamepads)
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        (
            handle_activations.run_if(in_state(TurnPhase::Waiting)),
            handle_drops.run_if(in_state(TurnPhase::Waiting)),
            cancel_selection,
        )
            .chain()
            .in_set(AppSystems::Update)
            .before(super::rules::apply_move_requests)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match>)),
    );
    app.add_systems(
        Update,
        (
            clear_selection_on_change,
            shake_refused,
            update_markers,
            update_last_move_marker,
        )
            .in_set(AppSystems::Update)
            .after(super::rules::apply_move_requests)
            .after(super::board::rebuild_board)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match>)),
    );
    app.add_systems(OnExit(Screen::Playing), |mut s: ResMut<Selection>| {
        *s = Selection::default()
    });
}

/// Select, move, or refuse, on an activated square.
fn handle_activations(
    mut activated: MessageReader<SquareActivated>,
    mut selection: ResMut<Selection>,
    the_match: Res<Match>,
    mut requests: MessageWriter<MoveRequested>,
    mut selected: MessageWriter<PieceSelected>,
    mut refused: MessageWriter<AttemptRefused>,
) {
    for &SquareActivated(sq) in activated.read() {
        if !the_match.human_to_move() {
            continue;
        }
        let pos = the_match.game.position();
        let own = pos.piece_at(sq).is_some_and(|p| p.side() == pos.to_move());
        match selection.from {
            Some(from) if from == sq => *selection = Selection::default(),
            Some(_) if own => select(&mut selection, &the_match, sq, &mut selected),
            Some(from) => {
                // The engine judges: a legal target plays, anything else is refused with
                // its reason.
                requests.write(MoveRequested {
                    mv: Move::new(from, sq),
                    epoch: None,
                });
                if selection.targets.has(sq) {
                    *selection = Selection::default();
                }
            }
            None if own => select(&mut selection, &the_match, sq, &mut selected),
            None => {
                let reason = match pos.piece_at(sq) {
                    Some(p) => format!("that piece belongs to the {}", p.side().name()),
                    None => "select one of your pieces first".to_string(),
                };
                refused.write(AttemptRefused { square: sq, reason });
            }
        }
    }
}

fn select(
    selection: &mut Selection,
    the_match: &Match,
    sq: Square,
    selected: &mut MessageWriter<PieceSelected>,
) {
    let targets = the_match
        .variant()
        .destinations(&the_match.game.position(), sq);
    *selection = Selection {
        from: Some(sq),
        targets,
    };
    selected.write(PieceSelected(sq));
}

/// A drop requests the move from the drag's origin.
fn handle_drops(
    mut drops: MessageReader<SquareDropped>,
    mut selection: ResMut<Selection>,
    the_match: Res<Match>,
    mut requests: MessageWriter<MoveRequested>,
) {
    for drop in drops.read() {
        if !the_match.human_to_move() || drop.from == drop.to {
            continue;
        }
        requests.write(MoveRequested {
            mv: Move::new(drop.from, drop.to),
            epoch: None,
        });
        *selection = Selection::default();
    }
}

fn cancel_selection(mut cancel: MessageReader<CancelSelection>, mut selection: ResMut<Selection>) {
    if cancel.read().count() > 0 {
        *selection = Selection::default();
    }
}

/// Any change to the game clears a stale selection.
fn clear_selection_on_change(
    mut applied: MessageReader<MoveApplied>,
    mut reset: MessageReader<BoardReset>,
    mut selection: ResMut<Selection>,
) {
    if applied.read().count() + reset.read().count() > 0 {
        *selection = Selection::default();
    }
}

/// Shakes the piece of a refused move or attempt.
fn shake_refused(
    mut refused_moves: MessageReader<MoveRefused>,
    mut refused_attempts: MessageReader<AttemptRefused>,
    pieces: Query<(Entity, &PieceOnBoard), Without<Slide>>,
    mut commands: Commands,
) {
    let squares: Vec<Square> = refused_moves
        .read()
        .map(|r| r.mv.from)
        .chain(refused_attempts.read().map(|r| r.square))
        .collect();
    for sq in squares {
        if let Some((entity, _)) = pieces.iter().find(|(_, p)| p.square == sq) {
            commands.entity(entity).insert(Shake::default());
        }
    }
}

/// Arrows move the cursor, Enter/Space activate, Esc cancels.
fn read_keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    mut cursor: ResMut<BoardCursor>,
    roots: Query<&BoardRoot>,
    mut activated: MessageWriter<SquareActivated>,
    mut cancel: MessageWriter<CancelSelection>,
) {
    let Ok(board) = roots.single() else { return };
    let steps = [
        (KeyCode::ArrowUp, (0, 1)),
        (KeyCode::ArrowDown, (0, -1)),
        (KeyCode::ArrowLeft, (-1, 0)),
        (KeyCode::ArrowRight, (1, 0)),
    ];
    for (key, step) in steps {
        if keys.just_pressed(key) {
            move_cursor(&mut cursor, board.size, step);
        }
    }
    if keys.just_pressed(KeyCode::Enter)
        || keys.just_pressed(KeyCode::NumpadEnter)
        || keys.just_pressed(KeyCode::Space)
    {
        activate_cursor(&mut cursor, board.size, &mut activated);
    }
    if keys.just_pressed(KeyCode::Escape) {
        cancel.write(CancelSelection);
    }
}

/// Any gamepad drives the cursor for the side to move: D-pad moves, South (A) activates,
/// East (B) cancels.
fn read_gamepads(
    gamepads: Query<&Gamepad>,
    mut cursor: ResMut<BoardCursor>,
    roots: Query<&BoardRoot>,
    mut activated: MessageWriter<SquareActivated>,
    mut cancel: MessageWriter<CancelSelection>,
) {
    let Ok(board) = roots.single() else { return };
    for pad in &gamepads {
        let steps = [
            (GamepadButton::DPadUp, (0, 1)),
            (GamepadButton::DPadDown, (0, -1)),
            (GamepadButton::DPadLeft, (-1, 0)),
            (GamepadButton::DPadRight, (1, 0)),
        ];
        for (button, step) in steps {
            if pad.just_pressed(button) {
                move_cursor(&mut cursor, board.size, step);
            }
        }
        if pad.just_pressed(GamepadButton::South) {
            activate_cursor(&mut cursor, board.size, &mut activated);
        }
        if pad.just_pressed(GamepadButton::East) {
            cancel.write(CancelSelection);
        }
    }
}

fn move_cursor(cursor: &mut BoardCursor, size: u8, (df, dr): (i32, i32)) {
    let centre = Square::new(size / 2, size / 2);
    let sq = match cursor.square {
        None => centre,
        Some(sq) if sq.on_board(size) => {
            let f = (sq.file() as i32 + df).clamp(0, size as i32 - 1);
            let r = (sq.rank() as i32 + dr).clamp(0, size as i32 - 1);
            Square::new(f as u8, r as u8)
        }
        Some(_) => centre,
    };
    cursor.square = Some(sq);
}

fn activate_cursor(
    cursor: &mut BoardCursor,
    size: u8,
    activated: &mut MessageWriter<SquareActivated>,
) {
    match cursor.square {
        Some(sq) if sq.on_board(size) => {
            activated.write(SquareActivated(sq));
        }
        _ => cursor.square = Some(Square::new(size / 2, size / 2)),
    }
}

/// Keeps the destination dots, the selection ring and the cursor frame in step with the
/// resources.
fn update_markers(
    selection: Res<Selection>,
    cursor: Res<BoardCursor>,
    markers: Query<
        Entity,
        Or<(
            With<DestinationMarker>,
            With<SelectedMarker>,
            With<CursorMarker>,
        )>,
    >,
    roots: Query<(Entity, &BoardRoot)>,
    art: Option<Res<super::art::BoardArt>>,
    mut commands: Commands,
    mut shown: Local<Option<(Option<Square>, Bits, Option<Square>, Option<Entity>)>>,
) {
    let Ok((root, board)) = roots.single() else {
        return;
    };
    let wanted = (selection.from, selection.targets, cursor.square, Some(root));
    if *shown == Some(wanted) {
        return;
    }
    *shown = Some(wanted);
    for m in &markers {
        commands.entity(m).despawn();
    }
    let sprite = |kind: super::art::MarkerKind| match &art {
        Some(art) => art.marker_sprite(kind),
        None => Sprite::from_color(Color::WHITE, Vec2::splat(TILE * 0.3)),
    };
    for sq in selection.targets.iter() {
        commands.spawn((
            Name::new("Destination"),
            DestinationMarker,
            sprite(super::art::MarkerKind::Destination),
            Transform::from_translation(square_center(sq, board.size).extend(0.5)),
            Pickable::IGNORE,
            ChildOf(root),
        ));
    }
    if let Some(sq) = selection.from {
        commands.spawn((
            Name::new("Selected"),
            SelectedMarker,
            sprite(super::art::MarkerKind::Selected),
            Transform::from_translation(square_center(sq, board.size).extend(0.6)),
            Pickable::IGNORE,
            ChildOf(root),
        ));
    }
    if let Some(sq) = cursor.square.filter(|s| s.on_board(board.size)) {
        commands.spawn((
            Name::new("Cursor"),
            CursorMarker,
            sprite(super::art::MarkerKind::Cursor),
            Transform::from_translation(square_center(sq, board.size).extend(PIECE_Z + 0.5)),
            Pickable::IGNORE,
            ChildOf(root),
        ));
    }
}

/// Tints the origin and destination of the last move.
fn update_last_move_marker(
    the_match: Res<Match>,
    markers: Query<Entity, With<LastMoveMarker>>,
    roots: Query<(Entity, &BoardRoot)>,
    art: Option<Res<super::art::BoardArt>>,
    mut commands: Commands,
    mut shown: Local<Option<(Option<Move>, Entity)>>,
) {
    let Ok((root, board)) = roots.single() else {
        return;
    };
    let last = the_match.game.moves().last().map(|m| m.mv);
    if *shown == Some((last, root)) {
        return;
    }
    *shown = Some((last, root));
    for m in &markers {
        commands.entity(m).despawn();
    }
    let Some(mv) = last else { return };
    for sq in [mv.from, mv.to] {
        let sprite = match &art {
            Some(art) => art.marker_sprite(super::art::MarkerKind::LastMove),
            None => Sprite::from_color(Color::WHITE, Vec2::splat(TILE)),
        };
        commands.spawn((
            Name::new("Last move"),
            LastMoveMarker,
            sprite,
            Transform::from_translation(square_center(sq, board.size).extend(0.2)),
            Pickable::IGNORE,
            ChildOf(root),
        ));
    }
}

/// Drag observers attached to each square: the piece follows the pointer, and goes back to
/// its square if the drop does not become a move.
pub(super) fn start_drag(
    drag: On<Pointer<DragStart>>,
    squares: Query<&BoardSquare>,
    the_match: Res<Match>,
    phase: Option<Res<State<TurnPhase>>>,
    mut dragging: ResMut<Dragging>,
    mut activated: MessageWriter<SquareActivated>,
    selection: Res<Selection>,
) {
    let Ok(square) = squares.get(drag.entity) else {
        return;
    };
    if phase.is_none_or(|p| **p != TurnPhase::Waiting) || !the_match.human_to_move() {
        return;
    }
    let pos = the_match.game.position();
    if pos
        .piece_at(square.0)
        .is_some_and(|p| p.side() == pos.to_move())
    {
        dragging.0 = Some(square.0);
        if selection.from != Some(square.0) {
            activated.write(SquareActivated(square.0));
        }
    }
}

/// The dragged piece follows the pointer.
pub(super) fn drag_piece(
    drag: On<Pointer<Drag>>,
    dragging: Res<Dragging>,
    mut pieces: Query<(&PieceOnBoard, &mut Transform), Without<Slide>>,
    cameras: Query<(&Camera, &GlobalTransform), With<super::layout::BoardCamera>>,
    roots: Query<&GlobalTransform, With<BoardRoot>>,
) {
    let Some(from) = dragging.0 else { return };
    let Ok((camera, camera_transform)) = cameras.single() else {
        return;
    };
    let Ok(root) = roots.single() else { return };
    let Ok(world) = camera.viewport_to_world_2d(camera_transform, drag.pointer_location.position)
    else {
        return;
    };
    let local = root.affine().inverse().transform_point3(world.extend(0.0));
    if let Some((_, mut transform)) = pieces.iter_mut().find(|(p, _)| p.square == from) {
        transform.translation = local.truncate().extend(PIECE_Z + 1.5);
    }
}

/// A drag ended: a piece not moved by the rules slides back home.
pub(super) fn end_drag(
    _end: On<Pointer<DragEnd>>,
    mut dragging: ResMut<Dragging>,
    pieces: Query<(Entity, &PieceOnBoard, &Transform), Without<Slide>>,
    roots: Query<&BoardRoot>,
    mut commands: Commands,
) {
    let Some(from) = dragging.0.take() else {
        return;
    };
    let Ok(board) = roots.single() else { return };
    for (entity, piece, transform) in &pieces {
        let home = square_center(piece.square, board.size).extend(PIECE_Z);
        if piece.square == from && transform.translation != home {
            commands
                .entity(entity)
                .insert(Slide::new(transform.translation, home, 0.12));
        }
    }
}
