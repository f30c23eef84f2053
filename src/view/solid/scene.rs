//! The scene round the board, for as long as the 3D view lasts: the camera (with what the
//! graphics level turns on), a warm key light from a lamp above the attackers' left, the
//! hearth's glow as a fill from the far left (from "medium" up), the hall as the backdrop and
//! the light the pieces reflect (at "low", its floor only, unlit), a gentle vignette, and the
//! table with its cloth.

use bevy::anti_alias::fxaa::Fxaa;
use bevy::light::NotShadowCaster;
use bevy::light::cluster::ClusterConfig;
use bevy::light::{
    CascadeShadowConfigBuilder, DirectionalLightShadowMap, GeneratedEnvironmentMapLight,
    GlobalAmbientLight, ShadowFilteringMethod, Skybox,
};
use bevy::pbr::ScreenSpaceAmbientOcclusion;
use bevy::post_process::bloom::Bloom;
use bevy::post_process::effect_stack::Vignette;
use bevy::prelude::*;

use super::camera::Orbit;
use super::hall::{HEARTH, floor_image, hall_cube};
use super::quality::{Detail, Quality};
use super::table::spawn_table;
use crate::game::board::BoardRoot;
use crate::view::BoardView;
use crate::view::camera::BoardCamera;

/// Side of the hall's floor drawn at "low", in squares, and how far below the board it lies.
const FLOOR_SIDE: f32 = 90.0;
const FLOOR_DEPTH: f32 = -6.0;

/// The backdrop's and the hall light's brightness, in candela per square metre.
const HALL_BRIGHTNESS: f32 = 900.0;

/// The camera, the lights, the hall and the table, at the level now in force.
pub(super) fn spawn_scene(
    mut commands: Commands,
    orbit: Res<Orbit>,
    quality: Res<Quality>,
    boards: Query<&BoardRoot>,
    assets: Option<(
        ResMut<Assets<Mesh>>,
        ResMut<Assets<StandardMaterial>>,
        ResMut<Assets<Image>>,
    )>,
) {
    let size = boards.iter().next().map_or(11, |b| b.size);
    let detail = quality.detail();
    commands.insert_resource(DirectionalLightShadowMap {
        size: detail.shadow_map,
    });
    // With the hall lighting the pieces, the flat ambient light is only a floor under it;
    // without the hearth it is warmer.
    commands.insert_resource(GlobalAmbientLight {
        color: if detail.hearth {
            Color::srgb(1.0, 0.88, 0.74)
        } else {
            Color::srgb(1.0, 0.80, 0.62)
        },
        brightness: if detail.environment > 0 { 120.0 } else { 330.0 },
        ..default()
    });
    let camera = commands
        .spawn((
            Name::new("Board camera (3D)"),
            BoardCamera,
            Camera3d::default(),
            orbit.transform(size),
            detail.msaa,
            shadow_filter(&detail),
            // A key light and one point light: one cluster is all there is to sort lights into.
            ClusterConfig::Single,
            DespawnOnExit(BoardView::Solid),
        ))
        .id();
    // A pass over every pixel of the frame: too dear for software rendering ("low").
    if detail.vignette {
        commands.entity(camera).insert(Vignette {
            intensity: 0.45,
            radius: 0.95,
            smoothness: 2.0,
            ..default()
        });
    }
    spawn_lights(&mut commands, &detail);
    let Some((mut meshes, mut materials, mut images)) = assets else {
        return; // a headless app draws nothing
    };
    dress_camera(
        commands.entity(camera),
        &detail,
        &mut meshes,
        &mut materials,
        &mut images,
    );
    spawn_table(
        &mut commands,
        &mut meshes,
        &mut materials,
        &mut images,
        size,
        detail.environment == 0,
    );
}

/// What the level puts on the camera: the hall round it (at "low", its floor, unlit), ambient
/// occlusion, FXAA, bloom.
fn dress_camera(
    mut camera: EntityCommands,
    detail: &Detail,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
) {
    if detail.environment > 0 {
        let hall = images.add(hall_cube(detail.environment));
        camera.insert((
            Skybox {
                image: Some(hall.clone()),
                brightness: HALL_BRIGHTNESS,
                ..default()
            },
            GeneratedEnvironmentMapLight {
                environment_map: hall,
                intensity: HALL_BRIGHTNESS,
                ..default()
            },
        ));
    } else {
        // A cube map sampled for every pixel of the background is dear in software: the
        // hall's floor is painted once, unlit, under the table instead.
        camera.insert(Camera {
            clear_color: ClearColorConfig::Custom(Color::srgb(0.05, 0.03, 0.02)),
            ..default()
        });
        camera.commands().spawn((
            Name::new("Hall floor"),
            NotShadowCaster,
            Mesh3d(meshes.add(super::meshes::flat_quad(FLOOR_SIDE, FLOOR_SIDE))),
            MeshMaterial3d(materials.add(StandardMaterial {
                base_color_texture: Some(images.add(floor_image())),
                unlit: true,
                ..default()
            })),
            Transform::from_xyz(0.0, FLOOR_DEPTH, 0.0),
            Pickable::IGNORE,
            DespawnOnExit(BoardView::Solid),
        ));
    }
    if detail.ambient_occlusion {
        camera.insert(ScreenSpaceAmbientOcclusion::default());
    }
    if detail.fxaa {
        camera.insert(Fxaa::default());
    }
    if detail.bloom {
        camera.insert(Bloom {
            intensity: 0.06,
            ..Bloom::NATURAL
        });
    }
}

/// A 2x2 hardware comparison at "low" (the cheapest filter), a soft Gaussian above it.
fn shadow_filter(detail: &Detail) -> ShadowFilteringMethod {
    if detail.soft_shadows {
        ShadowFilteringMethod::Gaussian
    } else {
        ShadowFilteringMethod::Hardware2x2
    }
}

/// The lamp (warm, casting the shadows) and, from "medium" up, the hearth's glow (a fill
/// without shadows; at "low" the ambient light is warmer instead).
fn spawn_lights(commands: &mut Commands, detail: &Detail) {
    commands.spawn((
        Name::new("Lamp"),
        DirectionalLight {
            color: Color::srgb(1.0, 0.90, 0.76),
            illuminance: 5_500.0,
            shadow_maps_enabled: true,
            // Biases sized to pieces a third to two thirds of a square tall.
            shadow_depth_bias: 0.01,
            shadow_normal_bias: if detail.soft_shadows { 1.2 } else { 0.8 },
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
    if !detail.hearth {
        return;
    }
    commands.spawn((
        Name::new("Hearth"),
        PointLight {
            color: Color::srgb(1.0, 0.55, 0.25),
            intensity: 400_000.0,
            range: 40.0,
            radius: 1.0,
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_translation(HEARTH * 14.0 + Vec3::Y * 1.5),
        DespawnOnExit(BoardView::Solid),
    ));
}
