//! The hall round the table, made in code as a cube map: dark timber walls of upright planks
//! under a cross-beam, a floor of boards, a ceiling lost in shadow, a hearth glowing low on the
//! far left and a window's grey daylight on the right. From "medium" up it is the backdrop and
//! the light the pieces take their reflections and shade from; at "low", its floor alone is
//! painted under the table.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{
    Extent3d, TextureDimension, TextureFormat, TextureViewDescriptor, TextureViewDimension,
};

/// Where the hearth is seen from the table (a unit vector): low, beyond the board's far left.
pub const HEARTH: Vec3 = Vec3::new(-0.62, 0.08, -0.78);

/// Where the window is seen from the table: on the right, a little above the eye.
const WINDOW: Vec3 = Vec3::new(0.95, 0.3, 0.1);

/// The hall as a cube map `face` texels a side (a power of two), faces in the order +X, -X,
/// +Y, -Y, +Z, -Z.
pub fn hall_cube(face: u32) -> Image {
    let mut data = Vec::with_capacity((face * face * 6 * 4) as usize);
    for side in 0..6 {
        for y in 0..face {
            for x in 0..face {
                let u = (x as f32 + 0.5) / face as f32 * 2.0 - 1.0;
                let v = (y as f32 + 0.5) / face as f32 * 2.0 - 1.0;
                let colour = Color::from(LinearRgba::from_vec3(hall_colour(direction(side, u, v))));
                data.extend(colour.to_srgba().to_u8_array());
            }
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: face,
            height: face * 6,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image
        .reinterpret_stacked_2d_as_array(6)
        .expect("six square faces stacked");
    image.texture_view_descriptor = Some(TextureViewDescriptor {
        dimension: Some(TextureViewDimension::Cube),
        ..default()
    });
    image
}

/// Texels along the side of the floor's image.
const FLOOR_PX: u32 = 256;

/// The hall's floor seen from above, for "low", where no cube map is drawn: the same boards as
/// the cube map's floor, warmer towards the hearth, painted at their lit colour (the floor is
/// drawn unlit), over a square of floor whose middle is under the table.
pub fn floor_image() -> Image {
    let mut pixels = Vec::with_capacity((FLOOR_PX * FLOOR_PX) as usize);
    for y in 0..FLOOR_PX {
        for x in 0..FLOOR_PX {
            let u = (x as f32 + 0.5) / FLOOR_PX as f32 * 2.0 - 1.0;
            let v = (y as f32 + 0.5) / FLOOR_PX as f32 * 2.0 - 1.0;
            // The direction from the table down to this point of the floor (rows run away).
            let d = Vec3::new(u * 7.5, -1.0, v * 7.5).normalize();
            let c = hall_colour(d) * 6.0;
            let srgb = Color::from(LinearRgba::from_vec3(c)).to_srgba();
            pixels.push([srgb.red, srgb.green, srgb.blue, 1.0]);
        }
    }
    crate::view::textures::make_image(FLOOR_PX, &pixels)
}

/// The direction through texel (u, v) (each in -1..1, v down) of a cube face.
fn direction(side: u32, u: f32, v: f32) -> Vec3 {
    match side {
        0 => Vec3::new(1.0, -v, -u),
        1 => Vec3::new(-1.0, -v, u),
        2 => Vec3::new(u, 1.0, v),
        3 => Vec3::new(u, -1.0, -v),
        4 => Vec3::new(u, -v, 1.0),
        _ => Vec3::new(-u, -v, -1.0),
    }
    .normalize()
}

/// The hall's colour (linear) seen in direction `d` from the table.
pub fn hall_colour(d: Vec3) -> Vec3 {
    let around = d.z.atan2(d.x);
    let plank = (around * 40.0).sin().abs().powf(0.2);
    let grain = 0.85 + 0.15 * (around * 173.0).sin() * (d.y * 31.0).cos();
    let wall = Vec3::new(0.060, 0.036, 0.020) * plank * grain;
    let mut colour = if d.y < -0.2 {
        // Floorboards, lit warmer towards the hearth: the floor is what shows round the table
        // from above.
        let (x, z) = (d.x / -d.y, d.z / -d.y);
        let seam = (x * 5.0).fract().min(1.0 - (x * 5.0).fract()) < 0.03;
        let grain = 0.8 + 0.2 * ((z * 9.0 + (x * 5.0).floor() * 1.7).sin());
        let warmth = 1.0
            + 1.2
                * Vec2::new(d.x, d.z)
                    .normalize_or_zero()
                    .dot(HEARTH.xz().normalize())
                    .max(0.0);
        let board = if seam { 0.45 } else { grain };
        Vec3::new(0.085, 0.052, 0.030) * board * warmth
    } else if d.y > 0.6 {
        // The roof: near black, with the beams a shade lighter.
        let beams = ((d.x / d.y) * 3.0).sin().abs().powf(8.0);
        Vec3::new(0.012, 0.008, 0.005) + Vec3::new(0.02, 0.012, 0.006) * beams
    } else {
        // Walls, darker towards the roof, with a cross-beam at eye height.
        let beam = if (d.y - 0.22).abs() < 0.035 { 1.6 } else { 1.0 };
        wall * beam * (1.0 - d.y.max(0.0))
    };
    // The hearth's glow and the window's daylight.
    let fire = d.dot(HEARTH).max(0.0).powf(60.0);
    let window = window_pane(d);
    colour += Vec3::new(2.4, 1.05, 0.35) * fire + Vec3::new(0.35, 0.42, 0.55) * window;
    colour
}

/// 1 inside the window's panes, seen in direction `d`: a tall opening split by a mullion.
fn window_pane(d: Vec3) -> f32 {
    let across = d.cross(WINDOW).dot(Vec3::Y);
    let up = d.y - WINDOW.y;
    let facing = d.dot(WINDOW) > 0.9;
    let inside = across.abs() < 0.12 && up.abs() < 0.2 && across.abs() > 0.012;
    if facing && inside { 1.0 } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hall_is_dark_but_for_its_hearth_and_window() {
        let luminance = |c: Vec3| c.dot(Vec3::new(0.2126, 0.7152, 0.0722));
        assert!(
            luminance(hall_colour(HEARTH.normalize())) > 1.0,
            "the hearth glows"
        );
        assert!(
            luminance(hall_colour(Vec3::new(0.0, 0.1, 1.0))) < 0.1,
            "the walls are dark"
        );
        assert!(
            luminance(hall_colour(Vec3::NEG_Y)) < 0.05,
            "the floor is darker"
        );
        let image = hall_cube(16);
        assert_eq!(image.texture_descriptor.size.depth_or_array_layers, 6);
        assert_eq!(image.data.as_ref().map(Vec::len), Some(16 * 16 * 6 * 4));
        // The faces meet: each face's centre looks along its axis.
        assert_eq!(direction(0, 0.0, 0.0), Vec3::X);
        assert_eq!(direction(3, 0.0, 0.0), Vec3::NEG_Y);
        assert_eq!(direction(5, 0.0, 0.0), Vec3::NEG_Z);
    }
}
