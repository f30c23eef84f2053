//! The flat view's markers, as tinted sprites over the squares: dots on the legal
//! destinations, a ring round the selected piece, the keyboard cursor's frame, the last
//! move's squares, pale rings round the pieces a throw lets move and red ones round the pieces
//! a move may choose to take (the list is `view::markers`'s).

use bevy::prelude::*;

use super::{PIECE_Z, TILE, centre};
use crate::game::motion::board_point;
use crate::theme::palette;
use crate::view::markers::{
    DECIDING_COLOUR, IN_DANGER_COLOUR, KING_TAKER_COLOUR, MOVABLE_COLOUR, MOVER_DIES_COLOUR,
    Marker, MarkerKind, ShownMarkers, VICTIM_COLOUR, WantedMarkers,
};
use crate::view::textures::BoardImages;
use crate::view::{BoardView, VisualOf};

/// Draws the markers again when the list changes.
pub(super) fn show_markers(
    wanted: WantedMarkers,
    markers: Query<Entity, With<Marker>>,
    images: Res<BoardImages>,
    mut shown: Local<ShownMarkers>,
    mut commands: Commands,
) {
    let Some((root, size, list)) = wanted.changed(&mut shown) else {
        return;
    };
    for m in &markers {
        commands.entity(m).despawn();
    }
    for (kind, sq) in list {
        let (image, color, side, z) = match kind {
            MarkerKind::Destination => (&images.dot, palette::DESTINATION, 0.42, 0.5),
            MarkerKind::Selected => (&images.ring, palette::SELECTED, 1.0, 0.6),
            MarkerKind::Cursor => (&images.bracket, palette::CURSOR, 1.0, PIECE_Z + 0.5),
            MarkerKind::LastMove => (&images.bracket, palette::LAST_MOVE, 1.0, 0.2),
            MarkerKind::Movable => (&images.ring, MOVABLE_COLOUR, 0.92, 0.55),
            MarkerKind::Victim => (&images.ring, VICTIM_COLOUR, 1.05, PIECE_Z + 0.4),
            MarkerKind::KingTaker => (&images.bracket, KING_TAKER_COLOUR, 0.9, 0.45),
            MarkerKind::InDanger => (&images.ring, IN_DANGER_COLOUR, 1.0, PIECE_Z + 0.3),
            MarkerKind::WouldTake => (&images.ring, VICTIM_COLOUR, 1.08, PIECE_Z + 0.4),
            MarkerKind::MoverDies => (&images.dot, MOVER_DIES_COLOUR, 0.7, 0.55),
            MarkerKind::Deciding => (&images.bracket, DECIDING_COLOUR, 1.0, PIECE_Z + 0.45),
        };
        commands.spawn((
            Name::new(kind.name()),
            Marker,
            Sprite {
                image: image.clone(),
                color,
                custom_size: Some(Vec2::splat(TILE * side)),
                ..default()
            },
            Transform::from_translation(centre(board_point(sq), size).extend(z)),
            Pickable::IGNORE,
            // A visual of the board: gone with it, and with the view.
            VisualOf(root),
            DespawnOnExit(BoardView::Flat),
        ));
    }
}
