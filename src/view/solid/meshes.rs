//! The 3D view's meshes, made in code: turned pieces (a profile revolved on a lathe), the
//! king's crown, flat quads for tiles' tops, emblems and markers, and the texture of the frame
//! with its coordinates carved in. Detail is chosen for software rendering: 24 segments round
//! a piece, a few hundred triangles each.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use konakis_engine::Piece;

use crate::view::textures::{make_rect_image, wood_pixels};

/// Segments round a turned piece.
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

/// The turned profile of a piece, in squares (a square is 1 wide).
pub fn profile(piece: Piece) -> Vec<Vec2> {
    let p = |r: f32, y: f32| Vec2::new(r, y);
    match piece {
        // A squat pawn: broad foot, waist, domed cap.
        Piece::Attacker => vec![
            p(0.0, 0.0),
            p(0.36, 0.0),
            p(0.37, 0.04),
            p(0.33, 0.08),
            p(0.24, 0.13),
            p(0.21, 0.18),
            p(0.25, 0.22),
            p(0.24, 0.27),
            p(0.17, 0.32),
            p(0.08, 0.345),
            p(0.0, 0.35),
        ],
        // A rounder man with a collar and a flat-topped head.
        Piece::Defender => vec![
            p(0.0, 0.0),
            p(0.35, 0.0),
            p(0.36, 0.05),
            p(0.30, 0.09),
            p(0.22, 0.15),
            p(0.20, 0.22),
            p(0.26, 0.25),
            p(0.22, 0.28),
            p(0.20, 0.33),
            p(0.15, 0.38),
            p(0.0, 0.39),
        ],
        // Taller, with a stepped collar; the crown sits on top.
        Piece::King => vec![
            p(0.0, 0.0),
            p(0.39, 0.0),
            p(0.40, 0.05),
            p(0.33, 0.10),
            p(0.24, 0.18),
            p(0.20, 0.30),
            p(0.19, 0.40),
            p(0.27, 0.43),
            p(0.22, 0.47),
            p(0.20, 0.52),
            p(0.0, 0.53),
        ],
    }
}

/// Height of the king's body (where the crown sits).
pub const KING_HEIGHT: f32 = 0.53;

/// The king's crown: a band with five points, resting on the king's head.
pub fn crown() -> Mesh {
    let mut band = lathe(
        &[
            Vec2::new(0.17, 0.0),
            Vec2::new(0.21, 0.0),
            Vec2::new(0.21, 0.05),
            Vec2::new(0.17, 0.05),
        ],
        SEGMENTS,
    )
    .transformed_by(Transform::from_xyz(0.0, KING_HEIGHT - 0.01, 0.0));
    for i in 0..5 {
        let angle = i as f32 / 5.0 * std::f32::consts::TAU;
        let spike = Cone {
            radius: 0.045,
            height: 0.11,
        }
        .mesh()
        .resolution(8)
        .build()
        .transformed_by(Transform::from_xyz(
            0.19 * angle.cos(),
            KING_HEIGHT + 0.09,
            0.19 * angle.sin(),
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

/// Pixels per square of the frame's texture.
const FRAME_PX: u32 = 40;

/// The frame's top, `size + 2 * border` squares across: dark wood, with the files carved
/// along the near and far edges and the ranks along the sides (rank 1 at the bottom).
pub fn frame_image(size: u8, border: f32) -> Image {
    let across = size as f32 + 2.0 * border;
    let px = (across * FRAME_PX as f32).round() as u32;
    let wood = wood_pixels(px, 42, 1.0);
    let mut pixels: Vec<[f32; 4]> = wood
        .into_iter()
        .map(|[s, _, _, _]| [0.36 * s, 0.22 * s, 0.13 * s, 1.0])
        .collect();
    let glyph_px = FRAME_PX as f32 * 0.055;
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
            carve(&mut pixels, px, text, Vec2::new(x, y), glyph_px);
        }
    }
    make_rect_image(UVec2::splat(px), &pixels)
}

/// Carves `text` centred on `at` (pixels) into a square image `px` wide, each glyph cell
/// `cell` pixels: the wood inside the letters darkens, with a lighter lip below.
fn carve(pixels: &mut [[f32; 4]], px: u32, text: &str, at: Vec2, cell: f32) {
    let width = text.len() as f32 * 6.0 - 1.0;
    let origin = at - Vec2::new(width, 7.0) * cell / 2.0;
    let (x0, y0) = (origin.x.floor() as i32 - 1, origin.y.floor() as i32 - 1);
    let (x1, y1) = (
        (origin.x + width * cell).ceil() as i32 + 2,
        (origin.y + 7.0 * cell).ceil() as i32 + 2,
    );
    let inked = |x: f32, y: f32| {
        let (gx, gy) = ((x - origin.x) / cell, (y - origin.y) / cell);
        if gx < 0.0 || !(0.0..7.0).contains(&gy) {
            return false;
        }
        let (index, column) = ((gx / 6.0) as usize, (gx as usize) % 6);
        let Some(ch) = text.chars().nth(index) else {
            return false;
        };
        column < 5 && glyph(ch)[gy as usize].as_bytes()[column] == b'#'
    };
    for y in y0.max(0)..y1.min(px as i32) {
        for x in x0.max(0)..x1.min(px as i32) {
            // Four samples a pixel, for smooth edges.
            let cover = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]
                .iter()
                .filter(|(dx, dy)| inked(x as f32 + dx, y as f32 + dy))
                .count() as f32
                / 4.0;
            let lip = [(0.25, -0.75), (0.75, -0.75)]
                .iter()
                .filter(|(dx, dy)| inked(x as f32 + dx, y as f32 + dy))
                .count() as f32
                / 2.0;
            let p = &mut pixels[(y as u32 * px + x as u32) as usize];
            let shade = (1.0 - 0.6 * cover) * (1.0 + 0.5 * lip * (1.0 - cover));
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

/// A 5 x 7 glyph for the coordinates: files a to s, digits.
fn glyph(ch: char) -> [&'static str; 7] {
    match ch {
        'a' => [
            ".....", ".....", ".###.", "....#", ".####", "#...#", ".####",
        ],
        'b' => [
            "#....", "#....", "#.##.", "##..#", "#...#", "#...#", "####.",
        ],
        'c' => [
            ".....", ".....", ".###.", "#....", "#....", "#...#", ".###.",
        ],
        'd' => [
            "....#", "....#", ".##.#", "#..##", "#...#", "#...#", ".####",
        ],
        'e' => [
            ".....", ".....", ".###.", "#...#", "#####", "#....", ".###.",
        ],
        'f' => [
            "..##.", ".#..#", ".#...", "###..", ".#...", ".#...", ".#...",
        ],
        'g' => [
            ".....", ".####", "#...#", "#...#", ".####", "....#", ".###.",
        ],
        'h' => [
            "#....", "#....", "#.##.", "##..#", "#...#", "#...#", "#...#",
        ],
        'i' => [
            "..#..", ".....", ".##..", "..#..", "..#..", "..#..", ".###.",
        ],
        'j' => [
            "...#.", ".....", "..##.", "...#.", "...#.", "#..#.", ".##..",
        ],
        'k' => [
            "#....", "#....", "#..#.", "#.#..", "##...", "#.#..", "#..#.",
        ],
        'l' => [
            ".##..", "..#..", "..#..", "..#..", "..#..", "..#..", ".###.",
        ],
        'm' => [
            ".....", ".....", "##.#.", "#.#.#", "#.#.#", "#...#", "#...#",
        ],
        'n' => [
            ".....", ".....", "#.##.", "##..#", "#...#", "#...#", "#...#",
        ],
        'o' => [
            ".....", ".....", ".###.", "#...#", "#...#", "#...#", ".###.",
        ],
        'p' => [
            ".....", "####.", "#...#", "#...#", "####.", "#....", "#....",
        ],
        'q' => [
            ".....", ".####", "#...#", "#...#", ".####", "....#", "....#",
        ],
        'r' => [
            ".....", ".....", "#.##.", "##..#", "#....", "#....", "#....",
        ],
        's' => [
            ".....", ".....", ".####", "#....", ".###.", "....#", "####.",
        ],
        '0' => [
            ".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###.",
        ],
        '1' => [
            "..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###.",
        ],
        '2' => [
            ".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####",
        ],
        '3' => [
            "#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###.",
        ],
        '4' => [
            "...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#.",
        ],
        '5' => [
            "#####", "#....", "####.", "....#", "....#", "#...#", ".###.",
        ],
        '6' => [
            "..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###.",
        ],
        '7' => [
            "#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#...",
        ],
        '8' => [
            ".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###.",
        ],
        '9' => [
            ".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##..",
        ],
        _ => ["....."; 7],
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
                    (0.0..=0.55).contains(&p.y),
                    "{piece:?} is too tall: {}",
                    p.y
                );
            }
        }
    }

    #[test]
    fn the_frame_carves_every_coordinate() {
        // Eleven files and ranks: the carved frame differs from plain wood along each edge.
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
        for ch in "abcdefghijklmnopqrs0123456789".chars() {
            assert!(
                glyph(ch).iter().any(|row| row.contains('#')),
                "{ch} has no glyph"
            );
        }
    }
}
