//! The 3D view's markers, as glowing decals just above the tiles: dots on the legal
//! destinations, a ring round the selected piece's foot, the keyboard cursor's frame, the
//! last move's squares, pale rings round the pieces a throw lets move and red ones round the
//! pieces a move may choose to take (the list is `view::markers`'s).

use bevy::prelude::*;

use super::meshes::flat_quad;
use super::{TILE_TOP, world};
use crate::game::motion::board_point;
use crate::theme::palette;
use crate::view::markers::{
    DECIDING_COLOUR, IN_DANGER_COLOUR, KING_TAKER_COLOUR, MOVABLE_COLOUR, MOVER_DIES_COLOUR,
    Marker, MarkerKind, ShownMarkers, VICTIM_COLOUR, WantedMarkers,
};
use crate::view::textures::BoardImages;
use crate::view::{BoardView, VisualOf};

/// The decals' mesh and materials, made on first use.
#[derive(Default)]
pub(super) struct Decals {
    quad: Handle<Mesh>,
    dot: Handle<StandardMaterial>,
    ring: Handle<StandardMaterial>,
    cursor: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
    movable: Handle<StandardMaterial>,
    victim: Handle<StandardMaterial>,
    king_taker: Handle<StandardMaterial>,
    in_danger: Handle<StandardMaterial>,
    mover_dies: Handle<StandardMaterial>,
    deciding: Handle<StandardMaterial>,
}

impl Decals {
    fn new(
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<StandardMaterial>,
        images: &BoardImages,
    ) -> Decals {
        let mut glow = |image: &Handle<Image>, colour: Color| {
            materials.add(StandardMaterial {
                base_color: colour,
                base_color_texture: Some(image.clone()),
                alpha_mode: AlphaMode::Blend,
                unlit: true,
                ..default()
            })
        };
        Decals {
            dot: glow(&images.dot, palette::DESTINATION),
            ring: glow(&images.ring, palette::SELECTED),
            cursor: glow(&images.bracket, palette::CURSOR),
            // Stronger than in 2D: seen at a slant, on lit wood.
            last_move: glow(&images.bracket, palette::LAST_MOVE.with_alpha(0.95)),
            movable: glow(&images.ring, MOVABLE_COLOUR.with_alpha(1.0)),
            victim: glow(&images.ring, VICTIM_COLOUR),
            king_taker: glow(&images.bracket, KING_TAKER_COLOUR),
            in_danger: glow(&images.ring, IN_DANGER_COLOUR.with_alpha(1.0)),
            mover_dies: glow(&images.dot, MOVER_DIES_COLOUR.with_alpha(1.0)),
            deciding: glow(&images.bracket, DECIDING_COLOUR),
            quad: meshes.add(flat_quad(1.0, 1.0)),
        }
    }
}

/// Draws the markers again when the list changes.
pub(super) fn show_markers(
    wanted: WantedMarkers,
    markers: Query<Entity, With<Marker>>,
    images: Res<BoardImages>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut decals: Local<Option<Decals>>,
    mut shown: Local<ShownMarkers>,
    mut commands: Commands,
) {
    let Some((root, size, list)) = wanted.changed(&mut shown) else {
        return;
    };
    let decals = decals.get_or_insert_with(|| Decals::new(&mut meshes, &mut materials, &images));
    for m in &markers {
        commands.entity(m).despawn();
    }
    for (kind, sq) in list {
        // Each a little above the one below, so none flickers through another.
        let (material, scale, lift) = match kind {
            MarkerKind::LastMove => (&decals.last_move, 1.0, 0.002),
            MarkerKind::Destination => (&decals.dot, 0.6, 0.004),
            MarkerKind::Selected => (&decals.ring, 1.0, 0.005),
            MarkerKind::Cursor => (&decals.cursor, 1.0, 0.006),
            MarkerKind::Movable => (&decals.movable, 0.95, 0.003),
            MarkerKind::Victim => (&decals.victim, 1.1, 0.0055),
            MarkerKind::KingTaker => (&decals.king_taker, 0.9, 0.0045),
            MarkerKind::InDanger => (&decals.in_danger, 1.05, 0.0052),
            MarkerKind::WouldTake => (&decals.victim, 1.12, 0.0056),
            MarkerKind::MoverDies => (&decals.mover_dies, 0.7, 0.0058),
            MarkerKind::Deciding => (&decals.deciding, 1.0, 0.0065),
        };
        commands.spawn((
            Name::new(kind.name()),
            Marker,
            Mesh3d(decals.quad.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(world(board_point(sq), size, TILE_TOP + lift))
                .with_scale(Vec3::splat(scale)),
            Pickable::IGNORE,
            // A visual of the board: gone with it, and with the view.
            VisualOf(root),
            DespawnOnExit(BoardView::Solid),
        ));
    }
}
