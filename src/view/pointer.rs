//! The seam between picking and the model: a click, drag or drop on a square's visual (a 2D
//! sprite or a 3D tile, whichever view is in use) becomes the model's domain message for that
//! square. Pieces and markers are not pickable, so the pointer always reaches the square under
//! them. During a drag the held piece follows the pointer: each view says which point of the
//! board lies under it (`board_point_under`), and the model keeps it in `Dragging`. The square
//! the pointer is over goes to the model too (`Pointed`), for the move preview.

use bevy::prelude::*;
use konakis_engine::Square;

use super::camera::BoardCamera;
use super::{BoardView, VisualOf, flat, solid};
use crate::game::board::{BoardRoot, BoardSquare};
use crate::game::input::{DragBegan, DragEnded, SquareActivated, SquareDropped};
use crate::game::selection::Dragging;
use crate::game::threats::Pointed;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(click_square)
        .add_observer(begin_drag)
        .add_observer(hold_dragged_piece)
        .add_observer(drop_on_square)
        .add_observer(end_drag)
        .add_observer(point_at_square)
        .add_observer(point_away);
}

/// The pointer over a square: the model keeps which (the move there is previewed).
fn point_at_square(
    over: On<Pointer<Over>>,
    visuals: Query<&VisualOf>,
    squares: Query<&BoardSquare>,
    mut pointed: ResMut<Pointed>,
) {
    if let Some(sq) = square_of(over.entity, &visuals, &squares) {
        pointed.set_if_neq(Pointed(Some(sq)));
    }
}

/// The pointer left a square (for another, or off the board).
fn point_away(
    out: On<Pointer<Out>>,
    visuals: Query<&VisualOf>,
    squares: Query<&BoardSquare>,
    mut pointed: ResMut<Pointed>,
) {
    if let Some(sq) = square_of(out.entity, &visuals, &squares)
        && pointed.0 == Some(sq)
    {
        pointed.0 = None;
    }
}

/// The square a visual entity draws, if it draws one.
fn square_of(
    entity: Entity,
    visuals: &Query<&VisualOf>,
    squares: &Query<&BoardSquare>,
) -> Option<Square> {
    let model = visuals.get(entity).ok()?.0;
    squares.get(model).ok().map(|s| s.square)
}

/// A click on a square activates it (select, move, or refuse).
fn click_square(
    click: On<Pointer<Click>>,
    visuals: Query<&VisualOf>,
    squares: Query<&BoardSquare>,
    mut activated: MessageWriter<SquareActivated>,
) {
    if click.event.button != PointerButton::Primary {
        return;
    }
    if let Some(sq) = square_of(click.entity, &visuals, &squares) {
        activated.write(SquareActivated(sq));
    }
}

fn begin_drag(
    drag: On<Pointer<DragStart>>,
    visuals: Query<&VisualOf>,
    squares: Query<&BoardSquare>,
    mut began: MessageWriter<DragBegan>,
) {
    if drag.event.button != PointerButton::Primary {
        return;
    }
    if let Some(sq) = square_of(drag.entity, &visuals, &squares) {
        began.write(DragBegan(sq));
    }
}

/// The held piece follows the pointer: the point of the board under it goes to the model.
fn hold_dragged_piece(
    drag: On<Pointer<Drag>>,
    view: Res<State<BoardView>>,
    mut dragging: ResMut<Dragging>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    boards: Query<&BoardRoot>,
) {
    if dragging.from.is_none() {
        return;
    }
    let (Ok((camera, transform)), Ok(board)) = (cameras.single(), boards.single()) else {
        return;
    };
    let under = match **view {
        BoardView::Flat => flat::board_point_under,
        BoardView::Solid => solid::board_point_under,
    };
    if let Some(at) = under(
        camera,
        transform,
        drag.pointer_location.position,
        board.size,
    ) {
        dragging.at = Some(at);
    }
}

/// A piece dragged from one square and dropped on this one.
fn drop_on_square(
    drop: On<Pointer<DragDrop>>,
    visuals: Query<&VisualOf>,
    squares: Query<&BoardSquare>,
    mut dropped: MessageWriter<SquareDropped>,
) {
    if drop.event.button != PointerButton::Primary {
        return;
    }
    let from = square_of(drop.event.dropped, &visuals, &squares);
    let to = square_of(drop.entity, &visuals, &squares);
    if let (Some(from), Some(to)) = (from, to) {
        dropped.write(SquareDropped { from, to });
    }
}

fn end_drag(
    end: On<Pointer<DragEnd>>,
    visuals: Query<&VisualOf>,
    squares: Query<&BoardSquare>,
    mut ended: MessageWriter<DragEnded>,
) {
    if end.event.button == PointerButton::Primary
        && square_of(end.entity, &visuals, &squares).is_some()
    {
        ended.write(DragEnded);
    }
}
