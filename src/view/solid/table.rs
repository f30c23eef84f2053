//! The table the board lies on: a thick oak top, and under the board a woollen cloth, dyed
//! deep red with a woven border, wide enough for the pieces taken beside the board. Top and
//! cloth are one surface with one texture, and the table's body has no top face under it:
//! software rendering pays for every layer of pixels drawn over another.

use bevy::light::NotShadowCaster;
use bevy::prelude::*;

use super::dress::BOARD_THICKNESS;
use super::meshes;
use crate::game::pieces::TRAY_REACH;
use crate::view::BoardView;
use crate::view::textures::{make_image, wood_pixels};

/// Thickness of the table's top.
const TABLE_THICKNESS: f32 = 0.8;

/// Texels along the table top's side.
const TOP_PX: u32 = 512;

/// How bright the lamp and the ambient light make the table's top, for a top drawn unlit.
const BAKED_LIGHT: f32 = 1.15;

/// The table and the cloth under a board of `size`. With `baked`, the top's light is painted
/// into its texture and it is drawn unlit (for "low": shading every pixel of a surface that
/// fills most of the view is what software rendering can least afford; it casts no shadows
/// then).
pub(super) fn spawn_table(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
    size: u8,
    baked: bool,
) {
    let cloth = size as f32 - 1.0 + 2.0 * TRAY_REACH + 0.8;
    let side = cloth + 7.0;
    let top = -BOARD_THICKNESS - 0.002;
    commands.spawn((
        Name::new("Table top"),
        // Nothing below it to shade: left out of the shadow map (a pass software rendering pays
        // for every texel of).
        NotShadowCaster,
        Mesh3d(meshes.add(meshes::flat_quad(side, side))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(
                images.add(make_image(TOP_PX, &top_pixels(TOP_PX, cloth / side, baked))),
            ),
            unlit: baked,
            perceptual_roughness: 0.8,
            reflectance: 0.3,
            ..default()
        })),
        Transform::from_xyz(0.0, top, 0.0),
        Pickable::IGNORE,
        DespawnOnExit(BoardView::Solid),
    ));
    commands.spawn((
        Name::new("Table edge"),
        NotShadowCaster,
        Mesh3d(meshes.add(meshes::box_sides(side, TABLE_THICKNESS, side))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.30, 0.19, 0.11),
            perceptual_roughness: 0.6,
            ..default()
        })),
        Transform::from_xyz(0.0, top - TABLE_THICKNESS / 2.0, 0.0),
        Pickable::IGNORE,
        DespawnOnExit(BoardView::Solid),
    ));
}

/// The table's top from above: oak, with the cloth in the middle, `cloth` of the side across;
/// `baked`, lit as the lamp lights it, a little darker towards the table's edges.
fn top_pixels(size: u32, cloth: f32, baked: bool) -> Vec<[f32; 4]> {
    let wood = wood_pixels(size, 7, 1.0);
    let wool = cloth_pixels((size as f32 * cloth) as u32);
    let inset = (size as f32 * (1.0 - cloth) / 2.0) as u32;
    let across = (size as f32 * cloth) as u32;
    let mut pixels = Vec::with_capacity((size * size) as usize);
    for y in 0..size {
        for x in 0..size {
            let (cx, cy) = (x.wrapping_sub(inset), y.wrapping_sub(inset));
            let [r, g, b, a] = if cx < across && cy < across {
                wool[(cy * across + cx) as usize]
            } else {
                let [s, ..] = wood[(y * size + x) as usize];
                [0.50 * s, 0.33 * s, 0.20 * s, 1.0]
            };
            let light = if baked {
                let edge = (x.min(y).min(size - 1 - x).min(size - 1 - y)) as f32 / size as f32;
                BAKED_LIGHT * (0.8 + 0.2 * (edge * 8.0).min(1.0))
            } else {
                1.0
            };
            pixels.push([r * light, g * light, b * light, a]);
        }
    }
    pixels
}

/// Red wool in a fine twill, `size` texels a side, with a woven border of gold and dark bands.
fn cloth_pixels(size: u32) -> Vec<[f32; 4]> {
    let mut pixels = Vec::with_capacity((size * size) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            // A diagonal twill: threads rising one texel a row.
            let twill = (((x + y) % 4) as f32 / 3.0 - 0.5) * 0.10;
            let edge = u.min(v).min(1.0 - u).min(1.0 - v);
            let colour = match edge {
                e if e < 0.012 => Vec3::new(0.10, 0.04, 0.03),
                e if e < 0.022 => Vec3::new(0.62, 0.46, 0.16),
                e if e < 0.030 => Vec3::new(0.10, 0.04, 0.03),
                _ => Vec3::new(0.42, 0.07, 0.06),
            };
            let c = colour * (1.0 + twill);
            pixels.push([c.x, c.y, c.z, 1.0]);
        }
    }
    pixels
}
