//! The flat view's markers, drawn from the model's state: dots on the legal destinations, a
//! ring round the selected piece, the keyboard cursor's frame and the last move's squares.
//! Rebuilt only when what they show changes.

use bevy::prelude::*;
use konakis_engine::{Bits, Move, Square};

use super::{PIECE_Z, TILE, centre};
use crate::game::board::BoardRoot;
use crate::game::motion::board_point;
use crate::game::selection::{BoardCursor, Selection};
use crate::game::session::Match;
use crate::theme::palette;
use crate::view::textures::BoardImages;
use crate::view::{BoardView, VisualOf};

/// A marker of the selection or the cursor.
#[derive(Component)]
pub(super) struct SelectionMarker;

/// A marker of the last move.
#[derive(Component)]
pub(super) struct LastMoveMarker;

fn marker(
    board: Entity,
    name: &'static str,
    image: Handle<Image>,
    color: Color,
    size: f32,
    at: Vec3,
) -> impl Bundle {
    (
        Name::new(name),
        Sprite {
            image,
            color,
            custom_size: Some(Vec2::splat(size)),
            ..default()
        },
        Transform::from_translation(at),
        Pickable::IGNORE,
        // A visual of the board: gone with it, and with the view.
        VisualOf(board),
        DespawnOnExit(BoardView::Flat),
    )
}

/// Where the centre of `sq` is, at height `z`.
fn at(sq: Square, size: u8, z: f32) -> Vec3 {
    centre(board_point(sq), size).extend(z)
}

/// Keeps the destination dots, the selection ring and the cursor frame in step with the
/// model's selection and cursor.
pub(super) fn show_markers(
    selection: Res<Selection>,
    cursor: Res<BoardCursor>,
    markers: Query<Entity, With<SelectionMarker>>,
    boards: Query<(Entity, &BoardRoot)>,
    images: Res<BoardImages>,
    mut commands: Commands,
    mut shown: Local<Option<(Option<Square>, Bits, Option<Square>, Entity)>>,
) {
    let Ok((root, board)) = boards.single() else {
        return;
    };
    let wanted = (selection.from, selection.targets, cursor.square, root);
    // Markers that should be there but are not were taken with the view: draw them again.
    let lost = markers.is_empty() && (selection.from.is_some() || cursor.square.is_some());
    if *shown == Some(wanted) && !lost {
        return;
    }
    *shown = Some(wanted);
    for m in &markers {
        commands.entity(m).despawn();
    }
    let size = board.size;
    for sq in selection.targets.iter() {
        commands.spawn((
            SelectionMarker,
            marker(
                root,
                "Destination",
                images.dot.clone(),
                palette::DESTINATION,
                TILE * 0.42,
                at(sq, size, 0.5),
            ),
        ));
    }
    if let Some(sq) = selection.from {
        commands.spawn((
            SelectionMarker,
            marker(
                root,
                "Selected",
                images.ring.clone(),
                palette::SELECTED,
                TILE,
                at(sq, size, 0.6),
            ),
        ));
    }
    if let Some(sq) = cursor.square.filter(|s| s.on_board(size)) {
        commands.spawn((
            SelectionMarker,
            marker(
                root,
                "Cursor",
                images.bracket.clone(),
                palette::CURSOR,
                TILE,
                at(sq, size, PIECE_Z + 0.5),
            ),
        ));
    }
}

/// Tints the origin and destination of the last move.
pub(super) fn show_last_move(
    the_match: Option<Res<Match>>,
    markers: Query<Entity, With<LastMoveMarker>>,
    boards: Query<(Entity, &BoardRoot)>,
    images: Res<BoardImages>,
    mut commands: Commands,
    mut shown: Local<Option<(Option<Move>, Entity)>>,
) {
    let (Some(the_match), Ok((root, board))) = (the_match, boards.single()) else {
        return;
    };
    let last = the_match.game.moves().last().map(|m| m.mv);
    let lost = markers.is_empty() && last.is_some();
    if *shown == Some((last, root)) && !lost {
        return;
    }
    *shown = Some((last, root));
    for m in &markers {
        commands.entity(m).despawn();
    }
    let Some(mv) = last else { return };
    for sq in [mv.from, mv.to] {
        commands.spawn((
            LastMoveMarker,
            marker(
                root,
                "Last move",
                images.bracket.clone(),
                palette::LAST_MOVE,
                TILE,
                at(sq, board.size, 0.2),
            ),
        ));
    }
}
