//! The end panel and the banners never cover the squares that matter: a panel the size of
//! the end panel is placed clear of the squares that decided a game, on small and large
//! boards, in the 2D view and in the 3D view (from the default camera and from the side),
//! and its rectangle overlaps none of theirs on screen.

use bevy::math::{Rect, Vec2};
use konakis::view::BoardView;
use konakis::view::screen::{place_clear, square_on_screen};
use konakis::view::solid::camera::Orbit;
use konakis_engine::{Bits, Square, Variant};

/// The board's part of a 1280x800 window beside the 300-point side panel.
const AREA: Rect = Rect {
    min: Vec2::ZERO,
    max: Vec2::new(980.0, 800.0),
};

/// The end panel's size, at its largest (as wide as the side panel allows, the longest
/// language's height).
const PANEL: Vec2 = Vec2::new(280.0, 260.0);

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Every square within `radius` steps of `centre` and no nearer than `radius - 1`: a ring.
fn ring(centre: Square, radius: i32, size: u8) -> Bits {
    let mut bits = Bits::EMPTY;
    for f in 0..size as i32 {
        for r in 0..size as i32 {
            let d = (f - centre.file() as i32)
                .abs()
                .max((r - centre.rank() as i32).abs());
            if d == radius || d == radius - 1 {
                bits.set(Square::new(f as u8, r as u8));
            }
        }
    }
    bits
}

/// Places the panel for `squares` in each view; where the board leaves room (`room`), the
/// panel is on it and covers none of them; elsewhere it goes over the side panel.
fn assert_clear(what: &str, size: u8, squares: Bits, room: bool) {
    let from_the_side = Orbit {
        yaw: std::f32::consts::FRAC_PI_2,
        ..Orbit::default()
    };
    for (view, orbit) in [
        (BoardView::Flat, Orbit::default()),
        (BoardView::Solid, Orbit::default()),
        (BoardView::Solid, from_the_side),
    ] {
        let rects: Vec<Rect> = squares
            .iter()
            .map(|s| square_on_screen(view, &orbit, size, AREA, s))
            .collect();
        for prefer_top in [false, true] {
            let Some(at) = place_clear(PANEL, AREA, &rects, prefer_top) else {
                assert!(!room, "{what} {view:?}: no room found on the board");
                continue;
            };
            let panel = Rect::from_corners(at, at + PANEL);
            assert!(
                AREA.contains(panel.min) && AREA.contains(panel.max),
                "{what} {view:?}: the panel leaves the board's area"
            );
            for (s, r) in squares.iter().zip(&rects) {
                assert!(
                    panel.intersect(*r).is_empty(),
                    "{what} {view:?} yaw {}: the panel {panel:?} covers {s} at {r:?}",
                    orbit.yaw
                );
            }
        }
    }
}

#[test]
fn the_end_panel_leaves_the_deciding_squares_in_sight() {
    // An escape at each corner, a ring in the middle of the great board and of the small
    // one, the attackers of the Copenhagen start all along its edges, the king taken on his
    // throne with his four captors.
    for corner in ["a1", "k1", "a11", "k11"] {
        assert_clear(
            &format!("escape at {corner}"),
            11,
            Bits::single(sq(corner)),
            true,
        );
    }
    let centre = Square::new(9, 9);
    assert_clear("a ring on 19x19", 19, ring(centre, 4, 19), false);
    assert_clear("a ring on 7x7", 7, ring(Square::new(3, 3), 2, 7), false);
    let copenhagen = Variant::preset("copenhagen").unwrap();
    assert_clear("every attacker", 11, copenhagen.start().attackers(), true);
    let mut king_and_captors = Bits::single(sq("d4"));
    for s in ["c4", "e4", "d3", "d5"] {
        king_and_captors.set(sq(s));
    }
    assert_clear("the king taken on his throne", 7, king_and_captors, true);
}

/// A square's rectangle on screen holds the square's middle as each camera shows it, and the
/// squares of a rank lie left to right on the flat board.
#[test]
fn the_squares_on_screen_follow_the_board() {
    let a = square_on_screen(BoardView::Flat, &Orbit::default(), 7, AREA, sq("a1"));
    let b = square_on_screen(BoardView::Flat, &Orbit::default(), 7, AREA, sq("b1"));
    let a7 = square_on_screen(BoardView::Flat, &Orbit::default(), 7, AREA, sq("a7"));
    assert!(a.max.x <= b.min.x + 0.5 && (a.width() - b.width()).abs() < 0.01);
    assert!(a7.max.y <= a.min.y + 0.5, "rank 7 above rank 1");
    let near = square_on_screen(BoardView::Solid, &Orbit::default(), 11, AREA, sq("f1"));
    let far = square_on_screen(BoardView::Solid, &Orbit::default(), 11, AREA, sq("f11"));
    assert!(
        near.width() > far.width(),
        "the near rank looks wider in 3D"
    );
    assert!(
        near.min.y > far.max.y - 30.0,
        "the near rank is lower on screen"
    );
}
