//! Every image the views use, generated at start-up by pure pixel functions: wood grain for
//! squares and frame, stone for the throne and corners, carved emblems, shaded 2D pieces,
//! marker shapes, and the 3D frame with its carved coordinates. Nothing is loaded from disk,
//! so the game finds its art wherever it runs.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use konakis_engine::{Piece, Square};

use konakis_store::PieceSet;

use crate::game::board::SquareKind;

/// Handles to the generated images, shared by both views.
#[derive(Resource, Clone)]
pub struct BoardImages {
    /// Grey wood grain for ordinary squares (tinted per square), four variants.
    pub wood: Vec<Handle<Image>>,
    /// Stone for throne and corners.
    pub stone: Handle<Image>,
    /// Dark wood for the frame around the board.
    pub frame: Handle<Image>,
    /// Carved throne emblem.
    pub throne_emblem: Handle<Image>,
    /// Carved corner emblem.
    pub corner_emblem: Handle<Image>,
    /// Escape-square emblem (edge variants).
    pub escape_emblem: Handle<Image>,
    /// Attacker, defender, king, as seen from above (the 2D pieces).
    pub pieces: [Handle<Image>; 3],
    /// The bone-and-horn set from above: horn for the attackers, bone for the defenders.
    pub bone_horn_pieces: [Handle<Image>; 3],
    /// The same told apart by shape and pattern too: a hatched diamond for an attacker, a
    /// dotted disc for a defender, the king's disc crowned large.
    pub distinct_pieces: [Handle<Image>; 3],
    /// Streaked horn, for the 3D attackers of the bone-and-horn set (grey: tinted).
    pub horn: Handle<Image>,
    /// Pored bone, for the 3D defenders of the bone-and-horn set (grey: tinted).
    pub bone: Handle<Image>,
    /// The throne's, corners' and escape squares' carvings as normal maps, for the 3D tiles.
    pub emblem_normals: [Handle<Image>; 3],
    /// Light bands on dark, for the attackers' bodies in the 3D shapes-and-patterns set.
    pub stripes: Handle<Image>,
    /// Dark dots on light, for the defenders' bodies in the 3D shapes-and-patterns set.
    pub dots: Handle<Image>,
    /// A soft round dot.
    pub dot: Handle<Image>,
    /// A ring.
    pub ring: Handle<Image>,
    /// A bracketed square frame.
    pub bracket: Handle<Image>,
}

impl BoardImages {
    /// The 2D image of `piece` in the set `set`.
    pub fn piece(&self, set: PieceSet, piece: Piece) -> Handle<Image> {
        match set {
            PieceSet::Classic => self.pieces[piece_index(piece)].clone(),
            PieceSet::BoneAndHorn => self.bone_horn_pieces[piece_index(piece)].clone(),
            PieceSet::Distinct => self.distinct_pieces[piece_index(piece)].clone(),
        }
    }

    /// The carved emblem of a special square.
    pub fn emblem(&self, kind: SquareKind) -> Option<Handle<Image>> {
        match kind {
            SquareKind::Plain => None,
            SquareKind::Throne => Some(self.throne_emblem.clone()),
            SquareKind::Corner => Some(self.corner_emblem.clone()),
            SquareKind::Escape => Some(self.escape_emblem.clone()),
        }
    }

    /// The carving of a special square as a normal map.
    pub fn emblem_normal(&self, kind: SquareKind) -> Option<Handle<Image>> {
        let index = match kind {
            SquareKind::Plain => return None,
            SquareKind::Throne => 0,
            SquareKind::Corner => 1,
            SquareKind::Escape => 2,
        };
        Some(self.emblem_normals[index].clone())
    }

    /// Which wood variant a plain square shows (neighbours differ).
    pub fn wood_variant(&self, sq: Square) -> usize {
        (sq.file() as usize * 7 + sq.rank() as usize * 13) % self.wood.len()
    }

    /// The wood of a plain square.
    pub fn wood_for(&self, sq: Square) -> Handle<Image> {
        self.wood[self.wood_variant(sq)].clone()
    }
}

/// Whether `sq` is a light square of the board's checker.
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()).is_multiple_of(2)
}

/// The pieces in the order of [`BoardImages::pieces`].
const PIECES: [Piece; 3] = [Piece::Attacker, Piece::Defender, Piece::King];

/// A piece's index in [`BoardImages::pieces`].
pub fn piece_index(piece: Piece) -> usize {
    match piece {
        Piece::Attacker => 0,
        Piece::Defender => 1,
        Piece::King => 2,
    }
}

pub(super) fn plugin(app: &mut App) {
    // Made while the app is built, so the very first board (the title's) already has them.
    let Some(mut images) = app.world_mut().get_resource_mut::<Assets<Image>>() else {
        return; // a headless app without assets draws nothing
    };
    let generated = generate_images(&mut images);
    app.insert_resource(generated);
}

/// Generates every image.
pub fn generate_images(images: &mut Assets<Image>) -> BoardImages {
    let emblem_normals = [Emblem::Throne, Emblem::Corner, Emblem::Escape]
        .map(|e| images.add(emblem_normal_image(128, e)));
    let mut add = |size: u32, pixels: Vec<[f32; 4]>| images.add(make_image(size, &pixels));
    let wood = (0..4)
        .map(|seed| add(128, wood_pixels(128, seed, 1.0)))
        .collect();
    BoardImages {
        wood,
        stone: add(128, stone_pixels(128, 11)),
        frame: add(256, frame_pixels(256)),
        throne_emblem: add(128, emblem_pixels(128, Emblem::Throne)),
        corner_emblem: add(128, emblem_pixels(128, Emblem::Corner)),
        escape_emblem: add(128, emblem_pixels(128, Emblem::Escape)),
        pieces: PIECES.map(|p| add(128, piece_pixels(128, p, PieceSet::Classic))),
        bone_horn_pieces: PIECES.map(|p| add(128, piece_pixels(128, p, PieceSet::BoneAndHorn))),
        distinct_pieces: [
            add(128, distinct_piece_pixels(128, Piece::Attacker)),
            add(128, distinct_piece_pixels(128, Piece::Defender)),
            add(128, distinct_piece_pixels(128, Piece::King)),
        ],
        horn: add(128, horn_pixels(128)),
        bone: add(128, bone_pixels(128)),
        emblem_normals,
        stripes: add(64, stripe_pixels(64)),
        dots: add(64, dot_pattern_pixels(64)),
        dot: add(64, dot_pixels(64)),
        ring: add(128, ring_pixels(128)),
        bracket: add(128, bracket_pixels(128)),
    }
}

/// A square sRGB image from linear-free [0, 1] RGBA values.
pub fn make_image(size: u32, pixels: &[[f32; 4]]) -> Image {
    make_rect_image(UVec2::splat(size), pixels)
}

/// A `size.x` x `size.y` sRGB image, row by row.
pub fn make_rect_image(size: UVec2, pixels: &[[f32; 4]]) -> Image {
    let data = pixels
        .iter()
        .flat_map(|p| {
            let [r, g, b, a] = *p;
            let c = Color::srgba(r, g, b, a).to_srgba();
            [
                (c.red.clamp(0.0, 1.0) * 255.0) as u8,
                (c.green.clamp(0.0, 1.0) * 255.0) as u8,
                (c.blue.clamp(0.0, 1.0) * 255.0) as u8,
                (c.alpha.clamp(0.0, 1.0) * 255.0) as u8,
            ]
        })
        .collect();
    Image::new(
        Extent3d {
            width: size.x,
            height: size.y,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// Hash-based value noise in [0, 1].
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d)
        ^ (y as u32).wrapping_mul(0x1656_67b1)
        ^ seed.wrapping_mul(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    (h & 0xffff) as f32 / 65535.0
}

fn noise(x: f32, y: f32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (xi, yi) = (x0 as i32, y0 as i32);
    let a = hash(xi, yi, seed);
    let b = hash(xi + 1, yi, seed);
    let c = hash(xi, yi + 1, seed);
    let d = hash(xi + 1, yi + 1, seed);
    let top = a + (b - a) * sx;
    let bottom = c + (d - c) * sx;
    top + (bottom - top) * sy
}

fn fbm(x: f32, y: f32, seed: u32) -> f32 {
    let mut sum = 0.0;
    let mut amp = 0.5;
    let mut freq = 1.0;
    for octave in 0..4 {
        sum += amp * noise(x * freq, y * freq, seed + octave);
        amp *= 0.5;
        freq *= 2.0;
    }
    sum
}

/// A `size` x `size` image, row by row, each pixel from `pixel(x, y)`.
fn paint(size: u32, mut pixel: impl FnMut(u32, u32) -> [f32; 4]) -> Vec<[f32; 4]> {
    (0..size)
        .flat_map(|y| (0..size).map(move |x| (x, y)))
        .map(|(x, y)| pixel(x, y))
        .collect()
}

/// The centre of pixel (x, y) in a [-1, 1] box, y running down like the image's rows.
fn centred(x: u32, y: u32, size: u32) -> Vec2 {
    Vec2::new(x as f32 + 0.5, y as f32 + 0.5) / size as f32 * 2.0 - Vec2::ONE
}

/// Grey-scale wood grain (tinted per square by the sprite colour).
pub fn wood_pixels(size: u32, seed: u32, brightness: f32) -> Vec<[f32; 4]> {
    paint(size, |x, y| {
        let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
        let warp = fbm(u * 3.0, v * 1.5, seed) * 3.0;
        let rings = ((v * 9.0 + warp + u * 0.6) * std::f32::consts::PI).sin();
        let grain = 0.5 + 0.5 * rings;
        let fibres = noise(u * 90.0, v * 4.0, seed + 7);
        let shade = 0.86 + 0.10 * grain + 0.05 * fibres - 0.04 * fbm(u * 8.0, v * 8.0, seed + 3);
        // A faint bevel so squares read as separate tiles.
        let edge = (u.min(v).min(1.0 - u).min(1.0 - v) * size as f32).min(3.0) / 3.0;
        let s = shade * (0.82 + 0.18 * edge) * brightness;
        [s, s, s, 1.0]
    })
}

pub fn stone_pixels(size: u32, seed: u32) -> Vec<[f32; 4]> {
    paint(size, |x, y| {
        let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
        let n = fbm(u * 6.0, v * 6.0, seed);
        let speck = if hash(x as i32, y as i32, seed) > 0.985 {
            0.12
        } else {
            0.0
        };
        let edge = (u.min(v).min(1.0 - u).min(1.0 - v) * size as f32).min(4.0) / 4.0;
        let s = (0.50 + 0.22 * n + speck) * (0.75 + 0.25 * edge);
        [s * 0.98, s, s * 1.04, 1.0]
    })
}

pub(crate) fn frame_pixels(size: u32) -> Vec<[f32; 4]> {
    wood_pixels(size, 42, 1.0)
        .into_iter()
        .map(|[s, _, _, _]| [0.36 * s, 0.22 * s, 0.13 * s, 1.0])
        .collect()
}

pub(crate) enum Emblem {
    Throne,
    Corner,
    Escape,
}

/// Carved lines: dark, semi-transparent, drawn over the square.
pub(crate) fn emblem_pixels(size: u32, emblem: Emblem) -> Vec<[f32; 4]> {
    paint(size, |x, y| {
        let carve = emblem_depth(centred(x, y, size), &emblem);
        [0.12, 0.08, 0.05, carve * 0.75]
    })
}

/// The emblem's grooves as a tangent-space normal map (linear, not sRGB): each groove's walls
/// lean towards its floor, so the light models the cut.
pub(crate) fn emblem_normal_image(size: u32, emblem: Emblem) -> Image {
    let step = 2.0 / size as f32;
    let depth = |p: Vec2| -emblem_depth(p, &emblem) * 0.045;
    let pixels = paint(size, |x, y| {
        let p = centred(x, y, size);
        let dx = (depth(p + Vec2::X * step) - depth(p - Vec2::X * step)) / (2.0 * step);
        // Image rows run down; the texture's v (and the tangent frame's bitangent) with them.
        let dy = (depth(p + Vec2::Y * step) - depth(p - Vec2::Y * step)) / (2.0 * step);
        let n = Vec3::new(-dx, -dy, 1.0).normalize();
        [n.x * 0.5 + 0.5, n.y * 0.5 + 0.5, n.z * 0.5 + 0.5, 1.0]
    });
    let mut image = make_image(size, &pixels);
    image.texture_descriptor.format = TextureFormat::Rgba8Unorm;
    if let Some(data) = image.data.as_mut() {
        // Undo the sRGB encoding make_image applied: a normal map is read as it is stored.
        for (byte, value) in data.iter_mut().zip(pixels.iter().flatten()) {
            *byte = (value.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    }
    image
}

/// How deep the emblem is cut at `p` (a point of the square in [-1, 1]), 0..=1.
fn emblem_depth(p: Vec2, emblem: &Emblem) -> f32 {
    let r = p.length();
    let line = |d: f32, w: f32| (1.0 - (d.abs() / w)).clamp(0.0, 1.0);
    match emblem {
        Emblem::Throne => {
            // Two rings and a four-armed knot.
            let rings = line(r - 0.72, 0.05).max(line(r - 0.56, 0.035));
            let arms = if r < 0.56 {
                line(p.x, 0.06).max(line(p.y, 0.06)) * (1.0 - (r / 0.56).powi(4))
            } else {
                0.0
            };
            let hub = line(r - 0.18, 0.05);
            rings.max(arms).max(hub)
        }
        Emblem::Corner => {
            // A ring with a diagonal cross: the refuge.
            let ring = line(r - 0.68, 0.05);
            let cross = if r < 0.68 {
                line(p.x - p.y, 0.08).max(line(p.x + p.y, 0.08))
            } else {
                0.0
            };
            ring.max(cross * 0.9)
        }
        // A ring of dots marks an escape square.
        Emblem::Escape => line(r - 0.35, 0.05) * 0.8,
    }
}

/// A shaded round piece from above, with a soft drop shadow: in the classic set dark stone
/// for the attackers and pale wood for the defenders (as the Polish rulebook's box has them),
/// in the bone-and-horn set dark horn and bone; the king crowned in gold.
pub(crate) fn piece_pixels(size: u32, piece: Piece, set: PieceSet) -> Vec<[f32; 4]> {
    let gold = Vec3::new(0.95, 0.74, 0.20);
    let light = Vec3::new(-0.45, 0.55, 0.70).normalize();
    paint(size, |x, y| {
        // Image rows run top to bottom; flip so "up" is +y.
        let p = centred(x, size - 1 - y, size);
        let radius = 0.84;
        let r = p.length() / radius;
        let shadow_r = (p - Vec2::new(0.05, -0.08)).length() / radius;
        let mut colour = Vec3::ZERO;
        let mut alpha = 0.0;
        if shadow_r < 1.08 {
            alpha = 0.35 * (1.0 - ((shadow_r - 0.9) / 0.18).clamp(0.0, 1.0));
        }
        if r <= 1.0 {
            // Dome normal: flatter top, rounded rim.
            let z = (1.0 - r * r).max(0.0).sqrt().powf(0.6);
            let n = Vec3::new(p.x / radius * 0.9, p.y / radius * 0.9, z).normalize();
            let diffuse = n.dot(light).max(0.0);
            let half = (light + Vec3::Z).normalize();
            let (base, rim, shine) = surface(p, piece, set);
            let spec = n.dot(half).max(0.0).powf(40.0) * shine;
            let rim_band = ((r - 0.80) / 0.08).clamp(0.0, 1.0);
            let mut c = base.lerp(rim, rim_band * 0.85) * (0.45 + 0.65 * diffuse);
            if piece == Piece::King {
                let crown = crown_mask(p / 0.55);
                c = c.lerp(gold * (0.55 + 0.6 * diffuse), crown);
            }
            // A turned ring on every piece, as the 3D pieces have their collars.
            let ring = (1.0 - ((r - 0.55).abs() / 0.03)).clamp(0.0, 1.0);
            c = c.lerp(rim, ring * 0.55);
            colour = c + Vec3::splat(spec);
            let edge_aa = ((1.0 - r) * size as f32 * radius * 0.5).clamp(0.0, 1.0);
            alpha = alpha * (1.0 - edge_aa) + edge_aa;
        }
        [colour.x, colour.y, colour.z, alpha]
    })
}

/// A piece's material at `p` from above: its colour, its rim's colour and how much it shines.
fn surface(p: Vec2, piece: Piece, set: PieceSet) -> (Vec3, Vec3, f32) {
    let attacker = piece == Piece::Attacker;
    match (set, attacker) {
        // Dark stone, speckled; pale wood with its grain.
        (PieceSet::Classic, true) => {
            let n = fbm(p.x * 4.0 + 9.0, p.y * 4.0, 11);
            let speck = if hash((p.x * 60.0) as i32, (p.y * 60.0) as i32, 3) > 0.97 {
                0.08
            } else {
                0.0
            };
            let s = 0.17 + 0.10 * n + speck;
            (Vec3::new(s, s * 0.98, s * 1.02), Vec3::splat(0.36), 0.35)
        }
        (PieceSet::Classic, false) => {
            let rings = ((p.y * 7.0 + fbm(p.x * 2.0, p.y, 4) * 2.5) * 3.1).sin() * 0.5 + 0.5;
            let base = Vec3::new(0.95, 0.88, 0.74) * (0.92 + 0.10 * rings);
            (base, Vec3::new(0.58, 0.42, 0.25), 0.25)
        }
        // Horn: near black, streaked with amber; bone: ivory with fine pores.
        (_, true) => {
            let streak = noise(p.x * 3.0, p.y * 28.0, 8);
            let base = Vec3::new(0.16, 0.10, 0.06).lerp(Vec3::new(0.42, 0.25, 0.10), streak * 0.6);
            (base, Vec3::new(0.30, 0.18, 0.08), 0.7)
        }
        (_, false) => {
            let pore = noise(p.x * 40.0, p.y * 40.0, 21) * 0.05;
            let base = Vec3::new(0.94, 0.91, 0.81) - Vec3::splat(pore);
            (base, Vec3::new(0.72, 0.66, 0.52), 0.45)
        }
    }
}

/// 1 inside a simple three-pointed crown, in a [-1, 1] box.
pub(crate) fn crown_mask(p: Vec2) -> f32 {
    let band = p.y > -0.55 && p.y < -0.15 && p.x.abs() < 0.7;
    let points = p.y >= -0.15 && p.y < 0.6 && {
        // Three spikes at x = -0.55, 0, 0.55.
        let spike = |cx: f32| {
            let h = 0.6 - ((p.x - cx).abs() / 0.22) * 0.75;
            (p.x - cx).abs() < 0.22 && p.y < h
        };
        spike(-0.5) || spike(0.0) || spike(0.5)
    };
    let jewel = (p - Vec2::new(0.0, 0.72)).length() < 0.13;
    if band || points || jewel { 1.0 } else { 0.0 }
}

/// The shapes-and-patterns set from above: an attacker is a dark diamond hatched with light
/// bands, a defender a pale disc ringed with dark dots, the king a pale disc with the dots and
/// a large gold crown; each with a dark outline, so that the sides differ in shape and pattern
/// whatever their shade (and to a colour-blind eye).
pub(crate) fn distinct_piece_pixels(size: u32, piece: Piece) -> Vec<[f32; 4]> {
    let aa = 2.0 / size as f32;
    paint(size, |x, y| {
        let p = centred(x, size - 1 - y, size);
        let (inside, edge) = match piece {
            // A diamond: |x| + |y| below its half-diagonal.
            Piece::Attacker => {
                let d = (p.x.abs() + p.y.abs()) / 0.95;
                (d, (1.0 - d) / aa)
            }
            Piece::Defender | Piece::King => {
                let r = p.length() / 0.84;
                (r, (1.0 - r) / aa)
            }
        };
        let alpha = edge.clamp(0.0, 1.0);
        if alpha <= 0.0 {
            return [0.0; 4];
        }
        let outline = inside > 0.88;
        let colour = if outline {
            Vec3::splat(0.06)
        } else {
            match piece {
                Piece::Attacker => {
                    let band = ((p.x - p.y) * 5.0).rem_euclid(1.0) < 0.35;
                    if band {
                        Vec3::new(0.78, 0.74, 0.66)
                    } else {
                        Vec3::new(0.13, 0.11, 0.10)
                    }
                }
                Piece::Defender | Piece::King => {
                    let crown = piece == Piece::King && crown_mask(p / 0.62) > 0.0;
                    let ring = (p.length() / 0.84 - 0.7).abs() < 0.1;
                    let dot = ring
                        && ((p.y.atan2(p.x) * 8.0 / std::f32::consts::TAU).rem_euclid(1.0) - 0.5)
                            .abs()
                            < 0.2;
                    if crown {
                        Vec3::new(0.93, 0.68, 0.12)
                    } else if dot {
                        Vec3::new(0.10, 0.09, 0.08)
                    } else {
                        Vec3::new(0.96, 0.93, 0.86)
                    }
                }
            }
        };
        [colour.x, colour.y, colour.z, alpha]
    })
}

/// Light bands on dark, across the texture (wraps round a turned piece).
/// Horn: fine streaks along its length (the texture's rows run up a turned piece).
fn horn_pixels(size: u32) -> Vec<[f32; 4]> {
    paint(size, |x, y| {
        let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
        let streak = noise(u * 48.0, v * 3.0, 8) * 0.6 + fbm(u * 6.0, v * 2.0, 9) * 0.4;
        let s = 0.55 + 0.45 * streak;
        [s, s, s, 1.0]
    })
}

/// Bone: pale, mottled, with dark pores.
fn bone_pixels(size: u32) -> Vec<[f32; 4]> {
    paint(size, |x, y| {
        let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
        let mottle = fbm(u * 5.0, v * 9.0, 13);
        let pore = if hash(x as i32, y as i32, 17) > 0.985 {
            0.15
        } else {
            0.0
        };
        let s = 0.86 + 0.14 * mottle - pore;
        [s, s, s, 1.0]
    })
}

fn stripe_pixels(size: u32) -> Vec<[f32; 4]> {
    paint(size, |x, _| {
        let band = (x * 6 / size).is_multiple_of(2);
        let s = if band { 0.85 } else { 0.25 };
        [s, s, s, 1.0]
    })
}

/// Dark dots on light (wraps round a turned piece).
fn dot_pattern_pixels(size: u32) -> Vec<[f32; 4]> {
    let cell = size as f32 / 4.0;
    paint(size, |x, y| {
        let (u, v) = (x as f32 % cell - cell / 2.0, y as f32 % cell - cell / 2.0);
        let s = if u * u + v * v < (cell * 0.28).powi(2) {
            0.15
        } else {
            1.0
        };
        [s, s, s, 1.0]
    })
}

fn dot_pixels(size: u32) -> Vec<[f32; 4]> {
    paint(size, |x, y| {
        let r = centred(x, y, size).length();
        let core = ((0.55 - r) / 0.08).clamp(0.0, 1.0);
        let glow = (1.0 - r).clamp(0.0, 1.0).powi(2) * 0.5;
        [1.0, 1.0, 1.0, core.max(glow)]
    })
}

fn ring_pixels(size: u32) -> Vec<[f32; 4]> {
    paint(size, |x, y| {
        let r = centred(x, y, size).length();
        let ring = (1.0 - ((r - 0.86).abs() / 0.07)).clamp(0.0, 1.0);
        [1.0, 1.0, 1.0, ring]
    })
}

fn bracket_pixels(size: u32) -> Vec<[f32; 4]> {
    let s = size as f32;
    paint(size, |x, y| {
        let (fx, fy) = (x as f32, y as f32);
        let d = fx.min(fy).min(s - 1.0 - fx).min(s - 1.0 - fy);
        let border = if d < 5.0 { 1.0 } else { 0.0 };
        let fill = 0.22;
        [1.0, 1.0, 1.0, if border > 0.0 { 0.95 } else { fill }]
    })
}
