//! Where a piece is shown, in squares, shared by both views: the model's motion progress
//! (slide, carry, shake, drag) turned into a point on the board (or beside it), a height above
//! it and a scale. Each view maps this pose into its own space.

use bevy::ecs::system::SystemParam;
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;
use konakis_engine::{Piece, Square};

use crate::game::board::BoardRoot;
use crate::game::motion::{AnimationSettings, Carry, Shake, Slide, board_point};
use crate::game::pieces::{CapturedPiece, PieceOnBoard, TRAY_SCALE, tray_point};
use crate::game::selection::Dragging;

/// The model's pieces as both views read them: what each is, where the engine has it (or had
/// it, when taken), the size of its board, and how it is shown now.
#[derive(SystemParam)]
pub struct ShownPieces<'w, 's> {
    pieces: Query<
        'w,
        's,
        (
            Option<&'static PieceOnBoard>,
            Option<&'static CapturedPiece>,
            Option<&'static Slide>,
            Option<&'static Carry>,
            Option<&'static Shake>,
            &'static ChildOf,
        ),
    >,
    boards: Query<'w, 's, &'static BoardRoot>,
    dragging: Res<'w, Dragging>,
    animation: Res<'w, AnimationSettings>,
}

impl ShownPieces<'_, '_> {
    /// The piece a model entity stands for, its square, and its board's size.
    pub fn piece(&self, model: Entity) -> Option<(Piece, Square, u8)> {
        let (on_board, captured, .., parent) = self.pieces.get(model).ok()?;
        let (piece, square) = match (on_board, captured) {
            (Some(p), _) => (p.piece, p.square),
            (None, Some(c)) => (c.piece, c.square),
            (None, None) => return None,
        };
        let size = self.boards.get(parent.parent()).ok()?.size;
        Some((piece, square, size))
    }

    /// How the piece a model entity stands for is shown now, and its board's size.
    pub fn pose(&self, model: Entity) -> Option<(Pose, u8)> {
        let (piece, square, size) = self.piece(model)?;
        let (_, captured, slide, carry, shake, _) = self.pieces.get(model).ok()?;
        let pose = match captured {
            Some(taken) => {
                let place = tray_point(piece, taken.slot, size);
                taken_pose(square, place, carry, self.animation.reduce_motion)
            }
            None => piece_pose(square, slide, shake, &self.dragging, &self.animation),
        };
        Some((pose, size))
    }
}

/// How a piece is shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    /// Where, in squares (a square's centre is its file and rank).
    pub at: Vec2,
    /// How high above the board: 0 resting, up to 1 at the top of a slide's hop, more while
    /// held in a drag or carried off.
    pub lift: f32,
    /// Size, 1 at rest on the board ([`TRAY_SCALE`] beside it).
    pub scale: f32,
    /// How far it has gone from the board to the table beside it, 0..=1 (the 3D view lowers it
    /// from the board's top to the table's).
    pub beside: f32,
}

/// Height of a piece held by the pointer.
pub const HELD_LIFT: f32 = 1.5;

/// Sideways swing of a shake at its start, in squares.
const SHAKE_SQUARES: f32 = 0.11;

/// Height of a taken piece at the top of its carry.
const CARRY_LIFT: f32 = 2.2;

/// The pose of a piece that rests on `square`, given its motion.
pub fn piece_pose(
    square: Square,
    slide: Option<&Slide>,
    shake: Option<&Shake>,
    dragging: &Dragging,
    animation: &AnimationSettings,
) -> Pose {
    let mut pose = Pose {
        at: board_point(square),
        lift: 0.0,
        scale: 1.0,
        beside: 0.0,
    };
    if let Some(slide) = slide {
        let t = slide.progress();
        pose.at = slide.from.lerp(board_point(slide.to), travel(t));
        if !animation.reduce_motion {
            pose.lift = hop(t);
            pose.scale = 1.0 + 0.08 * pose.lift;
        }
    } else if dragging.from == Some(square)
        && let Some(at) = dragging.at
    {
        pose.at = at;
        pose.lift = HELD_LIFT;
    }
    if let Some(shake) = shake {
        let t = shake.progress();
        pose.at.x += (t * std::f32::consts::TAU * 3.0).sin() * SHAKE_SQUARES * (1.0 - t);
    }
    pose
}

/// How far along its way a sliding piece is at `t` (0..=1 of the slide): it starts once lifted
/// and arrives before it is set down, easing in and out.
fn travel(t: f32) -> f32 {
    let along = ((t - 0.12) / 0.76).clamp(0.0, 1.0);
    EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(along)
}

/// How high a sliding piece is at `t`: lifted over the first quarter, carried level, set
/// down over the last quarter, easing into and out of each (0 at both ends, 1 in the middle).
fn hop(t: f32) -> f32 {
    let rise = EasingCurve::new(0.0, 1.0, EaseFunction::SineInOut);
    match t {
        t if t >= 1.0 || t <= 0.0 => 0.0,
        t if t < 0.25 => rise.sample_clamped(t / 0.25),
        t if t > 0.75 => rise.sample_clamped((1.0 - t) / 0.25),
        _ => 1.0,
    }
}

/// The pose of a taken piece carried from `square` to its `place` beside the board (or lying
/// there once the carry is done): lifted high off the board, swung across, set down small.
pub fn taken_pose(square: Square, place: Vec2, carry: Option<&Carry>, reduce_motion: bool) -> Pose {
    let resting = Pose {
        at: place,
        lift: 0.0,
        scale: TRAY_SCALE,
        beside: 1.0,
    };
    let Some(carry) = carry.filter(|c| c.progress() < 1.0) else {
        return resting;
    };
    let t = carry.progress();
    let along = EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(t);
    let arc = if reduce_motion {
        0.0
    } else {
        (t * std::f32::consts::PI).sin() * CARRY_LIFT
    };
    Pose {
        at: board_point(square).lerp(place, along),
        lift: arc,
        scale: 1.0 + (TRAY_SCALE - 1.0) * along,
        beside: along,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().unwrap()
    }

    fn calm() -> AnimationSettings {
        AnimationSettings::default()
    }

    fn at(slide: &Slide, secs: f32, animation: &AnimationSettings) -> Pose {
        let slide = Slide {
            elapsed: secs,
            ..*slide
        };
        piece_pose(
            slide.to,
            Some(&slide),
            None,
            &Dragging::default(),
            animation,
        )
    }

    #[test]
    fn a_resting_piece_sits_on_its_square() {
        let pose = piece_pose(sq("c4"), None, None, &Dragging::default(), &calm());
        assert_eq!(
            pose,
            Pose {
                at: Vec2::new(2.0, 3.0),
                lift: 0.0,
                scale: 1.0,
                beside: 0.0,
            }
        );
    }

    #[test]
    fn a_slide_lifts_travels_and_settles_exactly_on_its_square() {
        let slide = Slide::new(Vec2::new(0.0, 0.0), sq("a5"), 1.0);
        let start = at(&slide, 0.0, &calm());
        assert_eq!((start.at, start.lift), (Vec2::ZERO, 0.0));
        // Lifted before it moves: at a tenth of the slide it is rising but has not left.
        let lifting = at(&slide, 0.1, &calm());
        assert!(
            lifting.lift > 0.3 && lifting.at == Vec2::ZERO,
            "{lifting:?}"
        );
        let middle = at(&slide, 0.5, &calm());
        assert_eq!((middle.at, middle.lift), (Vec2::new(0.0, 2.0), 1.0));
        // Arrived above its square before it is set down.
        let settling = at(&slide, 0.9, &calm());
        assert!(
            settling.at == Vec2::new(0.0, 4.0) && settling.lift > 0.0,
            "{settling:?}"
        );
        let end = at(&slide, 1.0, &calm());
        assert_eq!(
            (end.at, end.lift, end.scale),
            (Vec2::new(0.0, 4.0), 0.0, 1.0)
        );
        // Height never jumps: a thirtieth of the slide apart, it moves by under a quarter.
        let heights: Vec<f32> = (0..=30)
            .map(|i| at(&slide, i as f32 / 30.0, &calm()).lift)
            .collect();
        assert!(
            heights.windows(2).all(|w| (w[1] - w[0]).abs() < 0.25),
            "{heights:?}"
        );
        let reduced = AnimationSettings {
            reduce_motion: true,
            ..calm()
        };
        assert_eq!(
            at(&slide, 0.5, &reduced).lift,
            0.0,
            "reduce motion: no lift"
        );
    }

    #[test]
    fn a_taken_piece_is_carried_beside_the_board_and_lies_there_small() {
        let place = Vec2::new(12.6, 0.0);
        let mut carry = Carry::new(0.7);
        let first = taken_pose(sq("f6"), place, Some(&carry), false);
        assert_eq!(
            (first.at, first.lift, first.scale),
            (Vec2::new(5.0, 5.0), 0.0, 1.0)
        );
        carry.elapsed = 0.35;
        let high = taken_pose(sq("f6"), place, Some(&carry), false);
        assert!(high.lift > 2.0, "lifted well clear of the pieces: {high:?}");
        carry.elapsed = 0.7;
        let down = taken_pose(sq("f6"), place, Some(&carry), false);
        assert_eq!(down, taken_pose(sq("f6"), place, None, false));
        assert_eq!((down.at, down.lift, down.scale), (place, 0.0, TRAY_SCALE));
    }

    #[test]
    fn a_held_piece_follows_the_pointer() {
        let held = Dragging {
            from: Some(sq("b2")),
            at: Some(Vec2::new(3.4, 1.2)),
        };
        let pose = piece_pose(sq("b2"), None, None, &held, &calm());
        assert_eq!((pose.at, pose.lift), (Vec2::new(3.4, 1.2), HELD_LIFT));
        let other = piece_pose(sq("b3"), None, None, &held, &calm());
        assert_eq!(other.at, Vec2::new(1.0, 2.0));
    }
}
