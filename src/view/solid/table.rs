//! The table the board lies on: a thick oak top with a rounded feel, and under the board a
//! woollen cloth, dyed deep red with a woven border, wide enough for the pieces taken beside
//! the board.

use bevy::prelude::*;

use super::dress::BOARD_THICKNESS;
use super::meshes;
use crate::game::pieces::TRAY_REACH;
use crate::view::BoardView;
use crate::view::textures::{BoardImages, make_image};

/// Thickness of the table's top.
const TABLE_THICKNESS: f32 = 0.8;

/// Texels along the cloth's side.
const CLOTH_PX: u32 = 256;

/// The table and the cloth under a board of `size`.
pub(super) fn spawn_table(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
    board_images: &BoardImages,
    size: u8,
) {
    let cloth_side = size as f32 - 1.0 + 2.0 * TRAY_REACH + 0.8;
    let (width, depth) = (cloth_side + 7.0, cloth_side + 5.0);
    let under_board = -BOARD_THICKNESS;
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(Cuboid::new(width, TABLE_THICKNESS, depth))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.42, 0.27, 0.16),
            base_color_texture: Some(board_images.wood[2].clone()),
            perceptual_roughness: 0.55,
            reflectance: 0.4,
            ..default()
        })),
        Transform::from_xyz(0.0, under_board - 0.004 - TABLE_THICKNESS / 2.0, 0.0),
        Pickable::IGNORE,
        DespawnOnExit(BoardView::Solid),
    ));
    commands.spawn((
        Name::new("Cloth"),
        Mesh3d(meshes.add(meshes::flat_quad(cloth_side, cloth_side))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(images.add(make_image(CLOTH_PX, &cloth_pixels(CLOTH_PX)))),
            perceptual_roughness: 0.95,
            reflectance: 0.2,
            ..default()
        })),
        Transform::from_xyz(0.0, under_board - 0.002, 0.0),
        Pickable::IGNORE,
        DespawnOnExit(BoardView::Solid),
    ));
}

/// Red wool in a fine twill, with a woven border of gold and dark bands.
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
