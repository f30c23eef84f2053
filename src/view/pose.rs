//! Where a piece is shown, in squares, shared by both views: the model's motion progress
//! (slide, sink, shake, drag) turned into a point on the board, a height above it, a scale and
//! an opacity. Each view maps this pose into its own space.

use bevy::ecs::system::SystemParam;
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;
use konakis_engine::{Piece, Square};

use crate::game::board::BoardRoot;
use crate::game::motion::{Shake, Sink, Slide, board_point};
use crate::game::pieces::{CapturedPiece, PieceOnBoard};
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
            Option<&'static Sink>,
            Option<&'static Shake>,
            &'static ChildOf,
        ),
    >,
    boards: Query<'w, 's, &'static BoardRoot>,
    dragging: Res<'w, Dragging>,
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
        let (_, square, size) = self.piece(model)?;
        let (_, _, slide, sink, shake, _) = self.pieces.get(model).ok()?;
        Some((piece_pose(square, slide, sink, shake, &self.dragging), size))
    }
}

/// How a piece is shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    /// Where, in squares (a square's centre is its file and rank).
    pub at: Vec2,
    /// How high above the board: 0 resting, up to 1 at the top of a slide's hop, more while
    /// held in a drag, below 0 while sinking.
    pub lift: f32,
    /// Size, 1 at rest.
    pub scale: f32,
    /// Opacity, 1 at rest.
    pub alpha: f32,
}

/// Height of a piece held by the pointer.
pub const HELD_LIFT: f32 = 1.5;

/// Sideways swing of a shake at its start, in squares.
const SHAKE_SQUARES: f32 = 0.11;

/// The pose of a piece that rests on `square`, given its motion.
pub fn piece_pose(
    square: Square,
    slide: Option<&Slide>,
    sink: Option<&Sink>,
    shake: Option<&Shake>,
    dragging: &Dragging,
) -> Pose {
    let mut pose = Pose {
        at: board_point(square),
        lift: 0.0,
        scale: 1.0,
        alpha: 1.0,
    };
    if let Some(slide) = slide {
        let t = slide.progress();
        let eased = EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(t);
        let hop = if t >= 1.0 {
            0.0
        } else {
            1.0 - (2.0 * t - 1.0).powi(2)
        };
        pose.at = slide.from.lerp(board_point(slide.to), eased);
        pose.lift = hop;
        pose.scale = 1.0 + 0.08 * hop;
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
    if let Some(sink) = sink {
        let t = sink.progress();
        pose.scale = 1.0 - 0.45 * t;
        pose.alpha = 1.0 - t;
        pose.lift = -t;
    }
    pose
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().unwrap()
    }

    #[test]
    fn a_resting_piece_sits_on_its_square() {
        let pose = piece_pose(sq("c4"), None, None, None, &Dragging::default());
        assert_eq!(
            pose,
            Pose {
                at: Vec2::new(2.0, 3.0),
                lift: 0.0,
                scale: 1.0,
                alpha: 1.0
            }
        );
    }

    #[test]
    fn a_slide_starts_where_it_began_and_ends_exactly_on_its_square() {
        let mut slide = Slide::new(Vec2::new(0.0, 0.0), sq("a5"), 0.4);
        let start = piece_pose(sq("a5"), Some(&slide), None, None, &Dragging::default());
        assert_eq!(start.at, Vec2::ZERO);
        slide.elapsed = 0.2;
        let middle = piece_pose(sq("a5"), Some(&slide), None, None, &Dragging::default());
        assert_eq!(middle.at, Vec2::new(0.0, 2.0));
        assert_eq!(middle.lift, 1.0);
        slide.elapsed = 0.4;
        let end = piece_pose(sq("a5"), Some(&slide), None, None, &Dragging::default());
        assert_eq!(
            (end.at, end.lift, end.scale),
            (Vec2::new(0.0, 4.0), 0.0, 1.0)
        );
    }

    #[test]
    fn a_held_piece_follows_the_pointer_and_a_sinking_one_fades() {
        let held = Dragging {
            from: Some(sq("b2")),
            at: Some(Vec2::new(3.4, 1.2)),
        };
        let pose = piece_pose(sq("b2"), None, None, None, &held);
        assert_eq!((pose.at, pose.lift), (Vec2::new(3.4, 1.2), HELD_LIFT));
        let other = piece_pose(sq("b3"), None, None, None, &held);
        assert_eq!(other.at, Vec2::new(1.0, 2.0));
        let sink = Sink { elapsed: 10.0 };
        let gone = piece_pose(sq("b3"), None, Some(&sink), None, &Dragging::default());
        assert_eq!((gone.alpha, gone.lift), (0.0, -1.0));
    }
}
