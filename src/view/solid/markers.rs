//! The 3D view's markers, drawn from the model's state as glowing decals just above the
//! tiles: dots on the legal destinations, a ring round the selected piece's foot, the
//! keyboard cursor's frame and the last move's squares. Rebuilt only when what they show
//! changes.

use bevy::prelude::*;
use konakis_engine::{Bits, Move, Square};

use super::meshes::flat_quad;
use super::{TILE_TOP, world};
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

/// The decals' mesh and materials, made on first use.
#[derive(Default)]
pub(super) struct Decals {
    quad: Handle<Mesh>,
    dot: Handle<StandardMaterial>,
    ring: Handle<StandardMaterial>,
    cursor: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
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
            quad: meshes.add(flat_quad(1.0, 1.0)),
        }
    }
}

fn decal(
    board: Entity,
    decals: &Decals,
    material: &Handle<StandardMaterial>,
    sq: Square,
    size: u8,
    scale: f32,
    lift: f32,
) -> impl Bundle {
    (
        Name::new("Marker"),
        Mesh3d(decals.quad.clone()),
        MeshMaterial3d(material.clone()),
        Transform::from_translation(world(board_point(sq), size, TILE_TOP + lift))
            .with_scale(Vec3::splat(scale)),
        Pickable::IGNORE,
        VisualOf(board),
        DespawnOnExit(BoardView::Solid),
    )
}

/// Keeps the destination dots, the selection ring and the cursor frame in step.
pub(super) fn show_markers(
    selection: Res<Selection>,
    cursor: Res<BoardCursor>,
    markers: Query<Entity, With<SelectionMarker>>,
    boards: Query<(Entity, &BoardRoot)>,
    images: Res<BoardImages>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut decals: Local<Option<Decals>>,
    mut commands: Commands,
    mut shown: Local<Option<(Option<Square>, Bits, Option<Square>, Entity)>>,
) {
    let Ok((root, board)) = boards.single() else {
        return;
    };
    let wanted = (selection.from, selection.targets, cursor.square, root);
    let lost = markers.is_empty() && (selection.from.is_some() || cursor.square.is_some());
    if *shown == Some(wanted) && !lost {
        return;
    }
    *shown = Some(wanted);
    let decals = decals.get_or_insert_with(|| Decals::new(&mut meshes, &mut materials, &images));
    for m in &markers {
        commands.entity(m).despawn();
    }
    let size = board.size;
    for sq in selection.targets.iter() {
        commands.spawn((
            SelectionMarker,
            decal(root, decals, &decals.dot, sq, size, 0.6, 0.004),
        ));
    }
    if let Some(sq) = selection.from {
        commands.spawn((
            SelectionMarker,
            decal(root, decals, &decals.ring, sq, size, 1.0, 0.005),
        ));
    }
    if let Some(sq) = cursor.square.filter(|s| s.on_board(size)) {
        commands.spawn((
            SelectionMarker,
            decal(root, decals, &decals.cursor, sq, size, 1.0, 0.006),
        ));
    }
}

/// Tints the origin and destination of the last move.
pub(super) fn show_last_move(
    the_match: Option<Res<Match>>,
    markers: Query<Entity, With<LastMoveMarker>>,
    boards: Query<(Entity, &BoardRoot)>,
    images: Res<BoardImages>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut decals: Local<Option<Decals>>,
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
    let decals = decals.get_or_insert_with(|| Decals::new(&mut meshes, &mut materials, &images));
    for m in &markers {
        commands.entity(m).despawn();
    }
    let Some(mv) = last else { return };
    for sq in [mv.from, mv.to] {
        commands.spawn((
            LastMoveMarker,
            decal(root, decals, &decals.last_move, sq, board.size, 1.0, 0.002),
        ));
    }
}
