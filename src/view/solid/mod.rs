//! The 3D view: the board as a table to lean over. A carved wooden board on a table, inlaid
//! squares (stone for the throne and corners), turned pieces, one sun with shadows and a soft
//! ambient light, and a camera that orbits (`camera`). Squares are picked as meshes; pieces
//! let clicks through to the square under them. A world unit is a square; the board lies in
//! the XZ plane with its centre at the origin, rank 1 towards +Z (the attackers' side).
//!
//! Chosen for software rendering (Mesa's lavapipe on two cores): one shadow cascade with a
//! 2048-texel map filtered 2x2 in hardware, no multisampling, a table of modest size, 24 segments round a piece, no anti-aliasing beyond the default.

pub mod camera;
mod dress;
mod effects;
mod markers;
pub mod meshes;

use bevy::light::cluster::ClusterConfig;
use bevy::light::{
    CascadeShadowConfigBuilder, DirectionalLightShadowMap, GlobalAmbientLight,
    ShadowFilteringMethod,
};
use bevy::prelude::*;

use super::BoardView;
use super::camera::BoardCamera;
use super::textures::BoardImages;
use crate::AppSystems;
use crate::game::board::BoardRoot;

/// Side of the table under the board: a table in a dark hall, not a floor to the horizon
/// (every pixel of it is shaded, and software rendering pays for each).
const TABLE_SIDE: f32 = 34.0;

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
    app.insert_resource(DirectionalLightShadowMap { size: 2048 })
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(1.0, 0.93, 0.84),
            brightness: 350.0,
            ..default()
        });
    app.add_plugins(camera::plugin);
    app.add_systems(OnEnter(BoardView::Solid), spawn_scene);
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

/// The camera, the sun and the table, for as long as the view lasts.
fn spawn_scene(
    mut commands: Commands,
    orbit: Res<camera::Orbit>,
    boards: Query<&BoardRoot>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<StandardMaterial>>>,
    images: Option<Res<BoardImages>>,
) {
    let size = boards.iter().next().map_or(11, |b| b.size);
    commands.spawn((
        Name::new("Board camera (3D)"),
        BoardCamera,
        Camera3d::default(),
        Camera {
            clear_color: ClearColorConfig::Custom(crate::theme::palette::BACKGROUND),
            ..default()
        },
        orbit.transform(size),
        // Multisampling quadruples the cost of every pixel under software rendering (and the
        // UI camera, which shares this camera's texture, has none), and a hardware 2x2
        // comparison is the cheapest shadow filter.
        Msaa::Off,
        ShadowFilteringMethod::Hardware2x2,
        // One sun and no point lights: one cluster is all there is to sort lights into.
        ClusterConfig::Single,
        DespawnOnExit(BoardView::Solid),
    ));
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight {
            illuminance: 5_000.0,
            shadow_maps_enabled: true,
            // Biases sized to pieces a third of a square tall.
            shadow_depth_bias: 0.01,
            shadow_normal_bias: 0.8,
            ..default()
        },
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 40.0,
            first_cascade_far_bound: 40.0,
            ..default()
        }
        .build(),
        Transform::from_xyz(-7.0, 12.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
        DespawnOnExit(BoardView::Solid),
    ));
    let (Some(mut meshes), Some(mut materials), Some(images)) = (meshes, materials, images) else {
        return;
    };
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(meshes::flat_quad(TABLE_SIDE, TABLE_SIDE))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.30, 0.20, 0.14),
            base_color_texture: Some(images.wood[2].clone()),
            perceptual_roughness: 0.8,
            ..default()
        })),
        Transform::from_xyz(0.0, -dress::BOARD_THICKNESS, 0.0),
        Pickable::IGNORE,
        DespawnOnExit(BoardView::Solid),
    ));
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
