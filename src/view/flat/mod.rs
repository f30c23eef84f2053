//! The flat view: the board seen from above as sprites, crisp for study. Squares are sprites
//! picked by their bounds, pieces are shaded discs, markers are tinted sprites and the
//! flourishes and hint are gizmos. A world unit is a pixel at the reference zoom; a square is
//! [`TILE`] units wide and the board's centre is the origin.

mod dress;
mod effects;
mod markers;

use bevy::camera::ScalingMode;
use bevy::prelude::*;

use super::BoardView;
use super::camera::BoardCamera;
use super::textures::BoardImages;
use crate::AppSystems;
use crate::game::board::BoardRoot;
use crate::game::pieces::TRAY_REACH;

/// Width of a square in world units.
pub const TILE: f32 = 64.0;

/// Height of resting pieces above the squares (sprites are ordered by z).
pub const PIECE_Z: f32 = 1.0;

/// World position of a point on the board (in squares) on a board of `size`.
pub fn centre(at: Vec2, size: u8) -> Vec2 {
    let half = (size as f32 - 1.0) / 2.0;
    (at - Vec2::splat(half)) * TILE
}

/// The point on the board (in squares) at world position `world`.
pub fn board_point_at(world: Vec2, size: u8) -> Vec2 {
    let half = (size as f32 - 1.0) / 2.0;
    world / TILE + Vec2::splat(half)
}

pub(super) fn plugin(app: &mut App) {
    // Squares are whole rectangles, and their pixels live only on the GPU: pick by bounds.
    app.insert_resource(bevy::sprite::SpritePickingSettings {
        picking_mode: bevy::sprite::SpritePickingMode::BoundingBox,
        ..default()
    });
    app.add_systems(OnEnter(BoardView::Flat), spawn_camera);
    app.add_systems(
        PostUpdate,
        (
            dress::restyle_pieces,
            dress::dress,
            (dress::place_pieces, dress::recolour, fit_board),
            markers::show_markers,
        )
            .chain()
            .in_set(AppSystems::SyncView)
            .run_if(in_state(BoardView::Flat).and_then(resource_exists::<BoardImages>)),
    );
    app.add_systems(
        PostUpdate,
        (
            effects::draw_flourishes,
            effects::draw_hint,
            effects::draw_roads,
        )
            .in_set(AppSystems::SyncView)
            .run_if(in_state(BoardView::Flat).and_then(resource_exists::<GizmoConfigStore>)),
    );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Board camera (2D)"),
        BoardCamera,
        Camera2d,
        // As the UI camera (they share a texture); sprites are smooth-edged by their alpha.
        Msaa::Off,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: 12.5 * TILE,
                min_height: 12.5 * TILE,
            },
            ..OrthographicProjection::default_2d()
        }),
        DespawnOnExit(BoardView::Flat),
    ));
}

/// The world units the 2D camera keeps in view across and down for a board of `size`: the
/// board with its frame, and the pieces taken beside it to either side.
pub fn framed(size: u8) -> Vec2 {
    let size = size as f32;
    Vec2::new(size - 1.0 + 2.0 * TRAY_REACH, size + 1.5) * TILE
}

/// Zooms so the whole board with its frame fits, whatever its size, and the pieces taken
/// beside it to either side.
fn fit_board(boards: Query<&BoardRoot>, mut cameras: Query<&mut Projection, With<BoardCamera>>) {
    let size = boards.iter().next().map_or(11, |b| b.size);
    let Vec2 {
        x: width,
        y: height,
    } = framed(size);
    for mut projection in &mut cameras {
        if let Projection::Orthographic(ortho) = &mut *projection
            && !matches!(ortho.scaling_mode, ScalingMode::AutoMin { min_width, min_height } if (min_width, min_height) == (width, height))
        {
            ortho.scaling_mode = ScalingMode::AutoMin {
                min_width: width,
                min_height: height,
            };
        }
    }
}

/// The point on the board (in squares) under the pointer at `viewport` pixels.
pub fn board_point_under(
    camera: &Camera,
    camera_transform: &GlobalTransform,
    viewport: Vec2,
    size: u8,
) -> Option<Vec2> {
    let world = camera
        .viewport_to_world_2d(camera_transform, viewport)
        .ok()?;
    Some(board_point_at(world, size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use konakis_engine::Square;

    #[test]
    fn centres_and_board_points_agree() {
        for size in [7u8, 11, 19] {
            for sq in (0..size).flat_map(|r| (0..size).map(move |f| Square::new(f, r))) {
                let at = crate::game::motion::board_point(sq);
                assert_eq!(board_point_at(centre(at, size), size), at);
            }
        }
        assert_eq!(centre(Vec2::new(3.0, 3.0), 7), Vec2::ZERO);
        assert_eq!(centre(Vec2::ZERO, 7), Vec2::splat(-3.0 * TILE));
    }
}
