//! The game's icon, drawn by the board's own art code: the king on the throne, a square of
//! stone carved with the throne's knot inside a frame of dark wood. As pixels for the
//! window (set through winit, which Bevy has no call for) and for the desktop's icon themes
//! at 48, 128 and 256 pixels, and as SVG for the scalable theme (`konakis --generate`).

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use konakis_engine::Piece;

use super::textures::{Emblem, emblem_pixels, frame_pixels, piece_pixels, stone_pixels};

/// The application id: the window's (Wayland's app id, X11's `WM_CLASS`) and the name of the
/// desktop entry, the metainfo and the icons, so a desktop ties the window to them.
pub const APP_ID: &str = "org.konakis.Konakis";

/// The sizes of the icon the desktop's themes get.
pub const ICON_SIZES: [u32; 3] = [48, 128, 256];

/// The size of the window's icon.
const WINDOW_ICON_SIZE: u32 = 128;

/// The icon as RGBA bytes, `size` pixels square: a rounded frame of dark wood, the stone
/// throne with its carved knot, the crowned king on it.
pub fn icon_rgba(size: u32) -> Vec<u8> {
    let frame = frame_pixels(size);
    let stone = stone_pixels(size, 11);
    let knot = emblem_pixels(size, Emblem::Throne);
    let king = piece_pixels(size, Piece::King, konakis_store::PieceSet::Classic);
    let mut bytes = Vec::with_capacity((size * size * 4) as usize);
    for i in 0..(size * size) as usize {
        let (x, y) = ((i as u32 % size) as f32, (i as u32 / size) as f32);
        let (u, v) = ((x + 0.5) / size as f32, (y + 0.5) / size as f32);
        let outer = rounded_square(u, v, 0.5, 0.16, size);
        let inner = rounded_square(u, v, 0.40, 0.08, size);
        let mut c = over([0.0; 4], with_alpha(frame[i], outer));
        c = over(c, with_alpha(stone[i], inner));
        c = over(c, with_alpha(knot[i], knot[i][3] * inner));
        c = over(c, scaled_piece(&king, size, u, v));
        bytes.extend(c.map(|x| (x.clamp(0.0, 1.0) * 255.0).round() as u8));
    }
    bytes
}

/// The king's pixels shrunk to 72% about the centre, so he stands inside the throne.
fn scaled_piece(king: &[[f32; 4]], size: u32, u: f32, v: f32) -> [f32; 4] {
    let (su, sv) = (0.5 + (u - 0.5) / 0.72, 0.5 + (v - 0.5) / 0.72);
    if !(0.0..1.0).contains(&su) || !(0.0..1.0).contains(&sv) {
        return [0.0; 4];
    }
    let (x, y) = ((su * size as f32) as u32, (sv * size as f32) as u32);
    king[(y * size + x) as usize]
}

/// Coverage of a square of half-width `half` with corners rounded by `radius` (in [0, 1] box
/// units), centred in the box, antialiased over a pixel.
fn rounded_square(u: f32, v: f32, half: f32, radius: f32, size: u32) -> f32 {
    let q = Vec2::new((u - 0.5).abs(), (v - 0.5).abs()) - Vec2::splat(half - radius);
    let outside = q.max(Vec2::ZERO).length() + q.x.max(q.y).min(0.0) - radius;
    (0.5 - outside * size as f32).clamp(0.0, 1.0)
}

fn with_alpha(c: [f32; 4], alpha: f32) -> [f32; 4] {
    [c[0], c[1], c[2], alpha]
}

/// `top` over `bottom` (straight alpha).
fn over(bottom: [f32; 4], top: [f32; 4]) -> [f32; 4] {
    let a = top[3] + bottom[3] * (1.0 - top[3]);
    if a <= 0.0 {
        return [0.0; 4];
    }
    let mix = |t: f32, b: f32| (t * top[3] + b * bottom[3] * (1.0 - top[3])) / a;
    [
        mix(top[0], bottom[0]),
        mix(top[1], bottom[1]),
        mix(top[2], bottom[2]),
        a,
    ]
}

/// The icon as SVG, for the scalable icon theme: the same frame, throne, knot and crowned
/// king, in vector shapes.
pub fn icon_svg() -> String {
    let crown = "M-0.7,0.55 L0.7,0.55 L0.7,0.15 L0.72,-0.6 L0.5,-0.06 L0.22,-0.6 L0,-0.06 \
                 L-0.22,-0.6 L-0.5,-0.06 L-0.72,-0.6 L-0.7,0.15 Z";
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
  <defs>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5e3a22"/><stop offset="1" stop-color="#3d2414"/>
    </linearGradient>
    <radialGradient id="stone" cx="0.4" cy="0.35" r="0.8">
      <stop offset="0" stop-color="#9a9ea4"/><stop offset="1" stop-color="#62666c"/>
    </radialGradient>
    <radialGradient id="ivory" cx="0.35" cy="0.3" r="0.75">
      <stop offset="0" stop-color="#fffaf0"/><stop offset="0.75" stop-color="#e6dcc6"/>
      <stop offset="1" stop-color="#b8933a"/>
    </radialGradient>
  </defs>
  <rect x="0" y="0" width="256" height="256" rx="41" fill="url(#wood)"/>
  <rect x="26" y="26" width="204" height="204" rx="20" fill="url(#stone)"/>
  <g fill="none" stroke="#1f140d" stroke-opacity="0.75">
    <circle cx="128" cy="128" r="73.5" stroke-width="10"/>
    <circle cx="128" cy="128" r="57" stroke-width="7"/>
  </g>
  <circle cx="133" cy="137" r="78" fill="#000" fill-opacity="0.3"/>
  <circle cx="128" cy="128" r="77" fill="url(#ivory)"/>
  <circle cx="128" cy="128" r="77" fill="none" stroke="#d9a429" stroke-width="4"/>
  <g transform="translate(128 128) scale(51)">
    <path d="{crown}" fill="#f2bd33" stroke="#8c6414" stroke-width="0.04"/>
    <circle cx="0" cy="-0.72" r="0.13" fill="#f2bd33" stroke="#8c6414" stroke-width="0.04"/>
  </g>
</svg>
"##
    )
}

/// The icon of the window, once winit has made it (Bevy has no call for it).
pub(super) fn set_window_icon(_main_thread: NonSendMarker, mut done: Local<bool>) {
    if *done {
        return;
    }
    let rgba = icon_rgba(WINDOW_ICON_SIZE);
    let Ok(icon) = winit::window::Icon::from_rgba(rgba, WINDOW_ICON_SIZE, WINDOW_ICON_SIZE) else {
        *done = true;
        return;
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.set_window_icon(Some(icon.clone()));
            *done = true;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The king stands gold and ivory in the middle, the frame's corners are clear, the wood
    /// shows at the edge's middle: the icon at every size the themes take.
    #[test]
    fn the_icon_is_the_king_on_the_throne_in_a_frame() {
        for size in ICON_SIZES {
            let rgba = icon_rgba(size);
            assert_eq!(rgba.len(), (size * size * 4) as usize);
            let at = |x: u32, y: u32| {
                let i = ((y * size + x) * 4) as usize;
                [rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]]
            };
            assert_eq!(at(0, 0)[3], 0, "{size}: the rounded corner is clear");
            let edge = at(size / 2, 1);
            assert!(
                edge[3] > 250 && edge[0] < 120,
                "{size}: dark wood at the edge {edge:?}"
            );
            let centre = at(size / 2, size / 2);
            assert!(
                centre[3] == 255 && centre[0] > 200,
                "{size}: the king {centre:?}"
            );
        }
        let svg = icon_svg();
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    }
}
