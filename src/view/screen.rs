//! Where the board's squares land on screen, as each view's camera frames them: the HUD
//! places its panels and banners clear of the squares that matter. Worked out from the
//! cameras' own framing (the 2D zoom that fits the board, the 3D orbit and its 45-degree
//! lens), so it needs no render target and the headless tests can ask it too.

use bevy::prelude::*;
use konakis_engine::Square;

use super::BoardView;
use super::flat::{TILE, centre, framed};
use super::solid::camera::Orbit;
use super::solid::{TILE_TOP, world};
use crate::game::motion::board_point;

/// Height in squares the rectangle reaches above a 3D square, to hold a standing king.
const STANDING: f32 = 0.95;

/// The rectangle `square` (and whatever stands on it) covers in `area`, the part of the
/// window the board is drawn in (logical pixels, window coordinates, y down), in `view`.
pub fn square_on_screen(view: BoardView, orbit: &Orbit, size: u8, area: Rect, sq: Square) -> Rect {
    match view {
        BoardView::Flat => flat_square(size, area, sq),
        BoardView::Solid => solid_square(orbit, size, area, sq),
    }
}

/// Where a point on the board or beside it (`at`, in squares) lands on screen, `height` above
/// the board in the 3D view (the 2D view has no height).
pub fn point_on_screen(
    view: BoardView,
    orbit: &Orbit,
    size: u8,
    area: Rect,
    at: Vec2,
    height: f32,
) -> Vec2 {
    match view {
        BoardView::Flat => {
            let c = centre(at, size) * flat_scale(size, area);
            area.center() + Vec2::new(c.x, -c.y)
        }
        BoardView::Solid => {
            let clip_from_world = solid_lens(orbit, size, area);
            project(clip_from_world, area, world(at, size, height))
        }
    }
}

/// Screen pixels per world unit of the 2D view: its camera keeps [`framed`] in view.
fn flat_scale(size: u8, area: Rect) -> f32 {
    let framed = framed(size);
    (area.width() / framed.x).min(area.height() / framed.y)
}

/// The square in the 2D view.
fn flat_square(size: u8, area: Rect, sq: Square) -> Rect {
    let middle = point_on_screen(
        BoardView::Flat,
        &Orbit::default(),
        size,
        area,
        board_point(sq),
        0.0,
    );
    Rect::from_center_half_size(middle, Vec2::splat(TILE * flat_scale(size, area) / 2.0))
}

/// The 3D camera's view and lens: from world to clip space.
fn solid_lens(orbit: &Orbit, size: u8, area: Rect) -> Mat4 {
    let camera = orbit.transform(size).to_matrix();
    let lens = Mat4::perspective_infinite_reverse_rh(
        std::f32::consts::FRAC_PI_4,
        area.width() / area.height().max(1.0),
        0.1,
    );
    lens * camera.inverse()
}

/// A world point projected into `area`.
fn project(clip_from_world: Mat4, area: Rect, point: Vec3) -> Vec2 {
    let clip = clip_from_world * point.extend(1.0);
    let ndc = clip.truncate() / clip.w;
    area.min + (Vec2::new(ndc.x, -ndc.y) + Vec2::ONE) / 2.0 * area.size()
}

/// The 3D camera looks from the orbit through a 45-degree lens; the square's corners on the
/// board and above it, projected.
fn solid_square(orbit: &Orbit, size: u8, area: Rect, sq: Square) -> Rect {
    let clip_from_world = solid_lens(orbit, size, area);
    let at = board_point(sq);
    let mut covered = Rect::EMPTY;
    for (dx, dy, up) in [
        (-0.5, -0.5, TILE_TOP),
        (0.5, -0.5, TILE_TOP),
        (-0.5, 0.5, TILE_TOP),
        (0.5, 0.5, TILE_TOP),
        (-0.4, -0.4, STANDING),
        (0.4, 0.4, STANDING),
        (-0.4, 0.4, STANDING),
        (0.4, -0.4, STANDING),
    ] {
        let point = world(at + Vec2::new(dx, dy), size, up);
        covered = covered.union_point(project(clip_from_world, area, point));
    }
    covered
}

/// Where a panel of `size` goes in `area` so that it covers none of `avoid`: the first such
/// place of a grid over the board, from its middle (or its top, when `prefer_top`) outwards.
/// The top-left corner of the panel, or `None` where the board leaves no such room.
pub fn place_clear(size: Vec2, area: Rect, avoid: &[Rect], prefer_top: bool) -> Option<Vec2> {
    place_clearest(size, area, avoid, &[], prefer_top)
}

/// As [`place_clear`], covering as few of `rather` (the pieces, say) as the board allows;
/// `must` is never covered.
pub fn place_clearest(
    size: Vec2,
    area: Rect,
    must: &[Rect],
    rather: &[Rect],
    prefer_top: bool,
) -> Option<Vec2> {
    let margin = 12.0;
    let room = (area.size() - size - Vec2::splat(2.0 * margin)).max(Vec2::ZERO);
    let across = [0.5, 0.25, 0.75, 0.0, 1.0];
    let mut down: Vec<f32> = (0..=8).map(|i| i as f32 / 8.0).collect();
    if !prefer_top {
        down.sort_by(|a, b| (a - 0.5).abs().total_cmp(&(b - 0.5).abs()));
    }
    let places: Vec<Vec2> = down
        .iter()
        .flat_map(|&y| across.map(move |x| Vec2::new(x, y)))
        .map(|f| area.min + Vec2::splat(margin) + room * f)
        .collect();
    let covered = |at: Vec2, avoid: &[Rect]| {
        let panel = Rect::from_corners(at, at + size);
        avoid
            .iter()
            .filter(|r| !panel.intersect(**r).is_empty())
            .count()
    };
    // The first place clear of `must` that covers the fewest of `rather`.
    places
        .iter()
        .copied()
        .filter(|&at| covered(at, must) == 0)
        .min_by_key(|&at| covered(at, rather))
}
