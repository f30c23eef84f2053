//! The 3D view: the board as a table in a hall, to lean over. A carved wooden board on a
//! cloth on an oak table (`table`), inlaid squares (stone for the throne and corners, their
//! emblems carved), turned pieces of stone and wood (or horn and bone), a lamp and a hearth,
//! the hall round them (`hall`), and a camera that orbits (`camera`), swinging in to the
//! king when a game is decided. How much of it is drawn is the graphics level (`quality`).
//! Squares are picked as meshes; pieces let clicks through to the square under them. A world
//! unit is a square; the board lies in the XZ plane with its centre at the origin, rank 1
//! towards +Z (the attackers' side).

pub mod camera;
mod dress;
mod effects;
pub mod hall;
mod markers;
pub mod meshes;
pub mod quality;
mod scene;
mod table;

use bevy::prelude::*;

use super::BoardView;
use super::textures::BoardImages;
use crate::AppSystems;

/// Height of the tiles' tops above the board (they are inlaid a little proud).
pub const TILE_TOP: f32 = 0.015;

/// World position of a point on the board (in squares) on a board of `size`, at height `y`.
pub fn world(at: Vec2, size: u8, y: f32) -> Vec3 {
    let half = (size as f32 - 1.0) / 2.0;
    Vec3::new(at.x - half, y, half - at.y)
}

/// The point on the board (in squares) under world position `p`.
pub fn board_point_at(p: Vec3, size: u8) -> Vec2 {
    let half = (size as f32 - 1.0) / 2.0;
    Vec2::new(p.x + half, half - p.z)
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((camera::plugin, quality::plugin));
    app.add_systems(OnEnter(BoardView::Solid), scene::spawn_scene);
    app.add_systems(
        PostUpdate,
        (
            dress::restyle_pieces,
            dress::dress,
            (dress::place_pieces, dress::recolour),
            markers::show_markers,
        )
            .chain()
            .in_set(AppSystems::SyncView)
            .run_if(
                in_state(BoardView::Solid)
                    .and_then(resource_exists::<BoardImages>)
                    .and_then(resource_exists::<Assets<StandardMaterial>>),
            ),
    );
    app.add_systems(
        PostUpdate,
        (
            effects::draw_flourishes,
            effects::draw_hint,
            effects::draw_roads,
        )
            .in_set(AppSystems::SyncView)
            .run_if(in_state(BoardView::Solid).and_then(resource_exists::<GizmoConfigStore>)),
    );
}

/// The point on the board (in squares) under the pointer at `viewport` pixels: where the
/// camera's ray meets the plane the pieces stand on.
pub fn board_point_under(
    camera: &Camera,
    camera_transform: &GlobalTransform,
    viewport: Vec2,
    size: u8,
) -> Option<Vec2> {
    let ray = camera.viewport_to_world(camera_transform, viewport).ok()?;
    let distance = ray.intersect_plane(Vec3::Y * TILE_TOP, InfinitePlane3d::new(Vec3::Y))?;
    Some(board_point_at(ray.get_point(distance), size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use konakis_engine::Square;

    #[test]
    fn world_positions_and_board_points_agree() {
        for size in [7u8, 11, 19] {
            for sq in (0..size).flat_map(|r| (0..size).map(move |f| Square::new(f, r))) {
                let at = crate::game::motion::board_point(sq);
                assert_eq!(board_point_at(world(at, size, 0.3), size), at);
            }
        }
        // Rank 1 lies towards +Z, file a towards -X.
        assert_eq!(world(Vec2::ZERO, 7, 0.0), Vec3::new(-3.0, 0.0, 3.0));
    }
}
