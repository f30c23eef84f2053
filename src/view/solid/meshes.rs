//! The 3D view's meshes, made in code: turned pieces (a profile revolved on a lathe, as fine
//! as the graphics level asks), the king's crown, flat quads for tiles' tops, emblems and
//! markers, and the texture of the frame with its coordinates engraved in egui's own font.
//!
//! The silhouettes tell the sides apart from any angle, in any light and in grey: an attacker
//! is a squat warrior under a pointed helmet, a defender a slimmer man with a round head and a
//! collar, the king half as tall again as a defender, broad-collared and crowned.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use konakis_engine::Piece;

use crate::view::textures::{make_rect_image, wood_pixels};

/// Segments round a turned piece at the lowest level.
pub const SEGMENTS: usize = 24;

/// A solid of revolution about +Y: `profile` is (radius, height) from the bottom centre to the
/// top centre, outwards first. Normals are smooth along the profile; faces wind outwards.
pub fn lathe(profile: &[Vec2], segments: usize) -> Mesh {
    let n = profile.len();
    let mut positions = Vec::with_capacity(n * (segments + 1));
    let mut normals = Vec::with_capacity(n * (segments + 1));
    let mut uvs = Vec::with_capacity(n * (segments + 1));
    for (i, p) in profile.iter().enumerate() {
        let tangent = profile[(i + 1).min(n - 1)] - profile[i.saturating_sub(1)];
        let normal_2d = Vec2::new(tangent.y, -tangent.x).normalize_or(Vec2::Y);
        for j in 0..=segments {
            let angle = j as f32 / segments as f32 * std::f32::consts::TAU;
            let (sin, cos) = angle.sin_cos();
            positions.push([p.x * cos, p.y, p.x * sin]);
            normals.push([normal_2d.x * cos, normal_2d.y, normal_2d.x * sin]);
            uvs.push([j as f32 / segments as f32, 1.0 - i as f32 / (n - 1) as f32]);
        }
    }
    let ring = (segments + 1) as u32;
    let mut indices = Vec::with_capacity((n - 1) * segments * 6);
    for i in 0..(n as u32 - 1) {
        for j in 0..segments as u32 {
            let a = i * ring + j;
            let (b, c, d) = (a + ring, a + ring + 1, a + 1);
            indices.extend([a, b, c, a, c, d]);
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}

/// The turned profile of a piece, in squares (a square is 1 wide), from the bottom centre up
/// the outside to the top centre.
pub fn profile(piece: Piece) -> Vec<Vec2> {
    let p = |r: f32, y: f32| Vec2::new(r, y);
    let mut outline = match piece {
        // A squat warrior: broad plinth, waist, shoulders, and a helmet with a brim rising to a
        // point.
        Piece::Attacker => vec![
            p(0.0, 0.0),
            p(0.36, 0.0),
            p(0.37, 0.032),
            p(0.33, 0.063),
            p(0.24, 0.10),
            p(0.20, 0.144),
            p(0.25, 0.19),
            p(0.19, 0.22),
            p(0.25, 0.234),
            p(0.24, 0.257),
            p(0.19, 0.288),
            p(0.12, 0.324),
            p(0.05, 0.356),
            p(0.0, 0.37),
        ],
        // A slimmer, taller man: foot, waist, a collar, and a round head.
        Piece::Defender => {
            let mut body = vec![
                p(0.0, 0.0),
                p(0.33, 0.0),
                p(0.34, 0.04),
                p(0.27, 0.085),
                p(0.18, 0.15),
                p(0.15, 0.25),
                p(0.25, 0.31),
                p(0.24, 0.335),
                p(0.11, 0.36),
            ];
            body.extend(head(0.47, 0.105));
            body
        }
        // The king: a broad foot, a tall robe, a wide collar, a round head (the crown sits on
        // it).
        Piece::King => {
            let mut body = vec![
                p(0.0, 0.0),
                p(0.39, 0.0),
                p(0.40, 0.05),
                p(0.32, 0.10),
                p(0.22, 0.19),
                p(0.17, 0.36),
                p(0.18, 0.49),
                p(0.30, 0.54),
                p(0.28, 0.57),
                p(0.13, 0.60),
            ];
            body.extend(head(KING_HEAD.0, KING_HEAD.1));
            body
        }
    };
    outline.dedup();
    outline
}

/// A round head centred `y` up, of radius `r`, as profile points from its chin (on the neck)
/// over the top: the lower quarter is hidden in the collar.
fn head(y: f32, r: f32) -> Vec<Vec2> {
    (0..=6)
        .map(|i| {
            let angle = -0.9 + (std::f32::consts::FRAC_PI_2 + 0.9) * i as f32 / 6.0;
            Vec2::new(r * angle.cos(), y + r * angle.sin())
        })
        .chain([Vec2::new(0.0, y + r)])
        .collect()
}

/// Where the king's head is centred, and its radius.
const KING_HEAD: (f32, f32) = (0.70, 0.11);

/// Height where the king's crown sits (the band's foot, round his head).
pub const KING_HEIGHT: f32 = 0.71;

/// The king's crown: a band with five points, resting on the king's head, `segments` round.
pub fn crown(segments: usize) -> Mesh {
    let mut band = lathe(
        &[
            Vec2::new(0.105, 0.0),
            Vec2::new(0.135, 0.0),
            Vec2::new(0.14, 0.06),
            Vec2::new(0.11, 0.06),
        ],
        segments,
    )
    .transformed_by(Transform::from_xyz(0.0, KING_HEIGHT, 0.0));
    for i in 0..5 {
        let angle = i as f32 / 5.0 * std::f32::consts::TAU;
        let spike = Cone {
            radius: 0.045,
            height: 0.15,
        }
        .mesh()
        .resolution(8)
        .build()
        .transformed_by(Transform::from_xyz(
            0.125 * angle.cos(),
            KING_HEIGHT + 0.13,
            0.125 * angle.sin(),
        ));
        band.merge(&spike)
            .expect("lathe and cone share their attributes");
    }
    band
}

/// A flat quad in the XZ plane facing up, `width` by `depth`, centred at the origin, with
/// the image's top row towards -Z (away from the attackers' side).
pub fn flat_quad(width: f32, depth: f32) -> Mesh {
    let (w, d) = (width / 2.0, depth / 2.0);
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(
        Mesh::ATTRIBUTE_POSITION,
        vec![[-w, 0.0, -d], [w, 0.0, -d], [w, 0.0, d], [-w, 0.0, d]],
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 4])
    .with_inserted_attribute(
        Mesh::ATTRIBUTE_UV_0,
        vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]],
    )
    .with_inserted_indices(Indices::U32(vec![0, 2, 1, 0, 3, 2]))
}

/// The four upright sides of a box `width` by `height` by `depth` centred at the origin, with
/// no top or bottom (the table's body and the board's slab: their tops are drawn apart).
pub fn box_sides(width: f32, height: f32, depth: f32) -> Mesh {
    let (w, h, d) = (width / 2.0, height / 2.0, depth / 2.0);
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    for (normal, corners) in [
        (Vec3::Z, [[-w, -h, d], [w, -h, d], [w, h, d], [-w, h, d]]),
        (
            Vec3::NEG_Z,
            [[w, -h, -d], [-w, -h, -d], [-w, h, -d], [w, h, -d]],
        ),
        (Vec3::X, [[w, -h, d], [w, -h, -d], [w, h, -d], [w, h, d]]),
        (
            Vec3::NEG_X,
            [[-w, -h, -d], [-w, -h, d], [-w, h, d], [-w, h, -d]],
        ),
    ] {
        positions.extend(corners);
        normals.extend([normal.to_array(); 4]);
    }
    let indices = (0..4u32)
        .flat_map(|f| [0, 1, 2, 0, 2, 3].map(|i| f * 4 + i))
        .collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; 16])
    .with_inserted_indices(Indices::U32(indices))
}

/// Pixels per square of the frame's texture.
const FRAME_PX: u32 = 64;

/// The frame's top, `size + 2 * border` squares across: dark wood, with the files engraved
/// along the near and far edges and the ranks along the sides (rank 1 at the bottom), in
/// egui's own font (Ubuntu Light), gilded in the cut.
pub fn frame_image(size: u8, border: f32) -> Image {
    let across = size as f32 + 2.0 * border;
    let px = (across * FRAME_PX as f32).round() as u32;
    let wood = wood_pixels(px, 42, 1.0);
    let mut pixels: Vec<[f32; 4]> = wood
        .into_iter()
        .map(|[s, _, _, _]| [0.36 * s, 0.22 * s, 0.13 * s, 1.0])
        .collect();
    let font = FontRef::try_from_slice(epaint_default_fonts::UBUNTU_LIGHT)
        .expect("egui's font is a valid TrueType font");
    let scale = PxScale::from(FRAME_PX as f32 * border * 0.8);
    let middle = |i: u8| (border + i as f32 + 0.5) * FRAME_PX as f32;
    let edge_near = border * 0.5 * FRAME_PX as f32;
    let edge_far = px as f32 - edge_near;
    for i in 0..size {
        let file = ((b'a' + i) as char).to_string();
        let rank = (i + 1).to_string();
        // Image rows run down, towards the attackers' side: rank 1 is the bottom row.
        let rank_y = px as f32 - middle(i);
        for (text, x, y) in [
            (&file, middle(i), edge_near),
            (&file, middle(i), edge_far),
            (&rank, edge_near, rank_y),
            (&rank, edge_far, rank_y),
        ] {
            let cut = engrave_mask(&font, scale, text);
            carve(&mut pixels, px, &cut, Vec2::new(x, y));
        }
    }
    make_rect_image(UVec2::splat(px), &pixels)
}

/// The coverage of `text` set in `font` at `scale`: a width, a height and a value 0..=1 per
/// pixel, row by row.
struct Mask {
    size: UVec2,
    cover: Vec<f32>,
}

/// Rasterizes `text` (a short coordinate) into a mask as tall as the font's line.
fn engrave_mask(font: &FontRef, scale: PxScale, text: &str) -> Mask {
    let scaled = font.as_scaled(scale);
    let mut glyphs = Vec::new();
    let mut x = 0.0;
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        glyphs.push(id.with_scale_and_position(scale, ab_glyph::point(x, scaled.ascent())));
        x += scaled.h_advance(id);
    }
    // Tall enough for a descender (g, j, p, q).
    let height = scaled.ascent() - scaled.descent();
    let size = UVec2::new(x.ceil() as u32 + 2, height.ceil() as u32 + 2);
    let mut cover = vec![0.0; (size.x * size.y) as usize];
    for glyph in glyphs {
        let Some(outlined) = font.outline_glyph(glyph) else {
            continue; // a space
        };
        let bounds = outlined.px_bounds();
        outlined.draw(|gx, gy, c| {
            let (x, y) = (
                bounds.min.x as i32 + gx as i32,
                bounds.min.y as i32 + gy as i32,
            );
            if (0..size.x as i32).contains(&x) && (0..size.y as i32).contains(&y) {
                // The light face cut wide, as a graver would: coverage counts double.
                let cell = &mut cover[(y as u32 * size.x + x as u32) as usize];
                *cell = (*cell + 2.0 * c).min(1.0);
            }
        });
    }
    Mask { size, cover }
}

/// Engraves `mask` centred on `at` (pixels) into a square image `px` wide: the wood inside the
/// letters darkens and takes gold leaf, with a light lip below each cut.
fn carve(pixels: &mut [[f32; 4]], px: u32, mask: &Mask, at: Vec2) {
    let origin = (at - mask.size.as_vec2() / 2.0).round().as_ivec2();
    let cover_at = |x: i32, y: i32| {
        let (mx, my) = (x - origin.x, y - origin.y);
        if mx < 0 || my < 0 || mx >= mask.size.x as i32 || my >= mask.size.y as i32 {
            0.0
        } else {
            mask.cover[(my as u32 * mask.size.x + mx as u32) as usize]
        }
    };
    for y in origin.y.max(0)..(origin.y + mask.size.y as i32 + 2).min(px as i32) {
        for x in origin.x.max(0)..(origin.x + mask.size.x as i32).min(px as i32) {
            let cover = cover_at(x, y);
            let lip = cover_at(x, y - 1) * (1.0 - cover);
            let p = &mut pixels[(y as u32 * px + x as u32) as usize];
            let shade = (1.0 - 0.6 * cover) * (1.0 + 0.45 * lip);
            for c in &mut p[..3] {
                *c = (*c * shade).min(1.0);
            }
            // Gold leaf in the cuts, so the coordinates read from across the table.
            p[0] += 0.55 * cover;
            p[1] += 0.42 * cover;
            p[2] += 0.18 * cover;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    fn positions(mesh: &Mesh) -> Vec<Vec3> {
        match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
            Some(VertexAttributeValues::Float32x3(v)) => v.iter().map(|p| Vec3::from(*p)).collect(),
            _ => panic!("no positions"),
        }
    }

    #[test]
    fn turned_pieces_wind_outwards_and_stand_within_their_square() {
        for piece in [Piece::Attacker, Piece::Defender, Piece::King] {
            let mesh = lathe(&profile(piece), SEGMENTS);
            let pos = positions(&mesh);
            let Some(VertexAttributeValues::Float32x3(normals)) =
                mesh.attribute(Mesh::ATTRIBUTE_NORMAL)
            else {
                panic!("no normals")
            };
            let Some(Indices::U32(indices)) = mesh.indices() else {
                panic!("no indices")
            };
            for tri in indices.chunks(3) {
                let [a, b, c] = [0, 1, 2].map(|k| pos[tri[k] as usize]);
                let face = (b - a).cross(c - a);
                if face.length() < 1e-7 {
                    continue; // a sliver at the axis
                }
                let normal = Vec3::from(normals[tri[0] as usize]);
                assert!(face.dot(normal) > 0.0, "{piece:?}: a face winds inwards");
            }
            for p in &pos {
                assert!(p.xz().length() < 0.45, "{piece:?} overhangs its square");
                assert!(
                    (0.0..=0.85).contains(&p.y),
                    "{piece:?} is too tall: {}",
                    p.y
                );
            }
        }
    }

    fn height(piece: Piece) -> f32 {
        profile(piece).iter().map(|p| p.y).fold(0.0, f32::max)
    }

    /// The widest the piece is within `depth` of its top.
    fn top_width(piece: Piece, depth: f32) -> f32 {
        let top = height(piece) - depth;
        profile(piece)
            .iter()
            .filter(|p| p.y >= top)
            .map(|p| p.x)
            .fold(0.0, f32::max)
    }

    #[test]
    fn the_silhouettes_differ_in_height_and_in_the_shape_of_the_head() {
        let (attacker, defender, king) = (
            height(Piece::Attacker),
            height(Piece::Defender),
            positions(&crown(SEGMENTS))
                .iter()
                .map(|p| p.y)
                .fold(0.0, f32::max),
        );
        // The king, crowned, stands half as tall again as a defender; the sides differ by a
        // tenth of a square.
        assert!(king >= 1.5 * defender, "king {king}, defender {defender}");
        assert!(
            defender - attacker >= 0.1,
            "defender {defender}, attacker {attacker}"
        );
        // A broad-brimmed helmet against a small round head: within 0.15 of its top an
        // attacker is over twice as wide as a defender.
        let (helmet, head) = (
            top_width(Piece::Attacker, 0.15),
            top_width(Piece::Defender, 0.15),
        );
        assert!(helmet > 2.0 * head, "helmet {helmet}, head {head}");
    }

    #[test]
    fn the_frame_engraves_every_coordinate() {
        // Eleven files and ranks: the engraved frame differs from plain wood along each edge.
        let image = frame_image(11, 0.6);
        let px = image.width();
        assert_eq!(px, (12.2 * FRAME_PX as f32).round() as u32);
        let data = image.data.as_ref().expect("generated on the CPU");
        let gold = |x: u32, y: u32| {
            let i = ((y * px + x) * 4) as usize;
            data[i] as i32 - data[i + 2] as i32
        };
        for i in 0..11u32 {
            let x = ((0.6 + i as f32 + 0.5) * FRAME_PX as f32) as u32;
            let strip = (0..(0.6 * FRAME_PX as f32) as u32)
                .map(|y| gold(x, y))
                .max()
                .unwrap();
            assert!(strip > 90, "file {i} is not carved ({strip})");
        }
        let font = FontRef::try_from_slice(epaint_default_fonts::UBUNTU_LIGHT).unwrap();
        for ch in "abcdefghijklmnopqrs0123456789".chars() {
            let mask = engrave_mask(&font, PxScale::from(24.0), &ch.to_string());
            assert!(mask.cover.iter().any(|&c| c > 0.9), "{ch} has no glyph");
        }
    }
}
