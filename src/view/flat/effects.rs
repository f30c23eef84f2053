//! The flat view's effects, drawn with gizmos each frame from the model: golden rays when the
//! king escapes, a closing red ring when he falls, the hint's arrow and the king's open roads.

use bevy::prelude::*;

use super::{TILE, centre};
use crate::game::ai::Hint;
use crate::game::board::BoardRoot;
use crate::game::motion::{Flourish, FlourishKind, board_point};
use crate::game::review::ReviewRun;
use crate::game::session::Session;
use crate::game::threats::BoardThreats;
use crate::view::markers::ROAD_COLOUR;

/// Golden rays for an escape, a closing red ring for a capture, pale rings for a game decided
/// another way.
pub(super) fn draw_flourishes(
    mut gizmos: Gizmos,
    flourishes: Query<&Flourish>,
    boards: Query<&BoardRoot>,
) {
    let Ok(board) = boards.single() else { return };
    for flourish in &flourishes {
        let t = flourish.progress();
        let middle = centre(board_point(flourish.square), board.size);
        let fade = 1.0 - t;
        match flourish.kind {
            FlourishKind::KingEscaped => {
                let colour = Color::srgba(1.0, 0.82, 0.3, fade);
                for i in 0..16 {
                    let angle = i as f32 / 16.0 * std::f32::consts::TAU + t;
                    let dir = Vec2::from_angle(angle);
                    let inner = TILE * (0.5 + 1.5 * t);
                    gizmos.line_2d(
                        middle + dir * inner,
                        middle + dir * (inner + TILE * 0.6),
                        colour,
                    );
                }
                gizmos.circle_2d(middle, TILE * (0.5 + 2.5 * t), colour);
            }
            FlourishKind::GameDecided => {
                // Three pale rings spreading from the king, one after another.
                for k in 0..3 {
                    let wave = (t * 1.5 - k as f32 * 0.25).clamp(0.0, 1.0);
                    let colour = Color::srgba(0.95, 0.9, 0.75, (1.0 - wave) * fade);
                    gizmos.circle_2d(middle, TILE * (0.5 + 2.5 * wave), colour);
                }
            }
            FlourishKind::KingCaptured => {
                let colour = Color::srgba(0.85, 0.1, 0.08, fade);
                gizmos.circle_2d(middle, TILE * (2.5 - 2.0 * t), colour);
                gizmos.circle_2d(middle, TILE * (2.2 - 1.8 * t), colour);
            }
        }
    }
}

/// The hint: a golden arrow from the suggested piece to its destination.
pub(super) fn draw_hint(
    mut gizmos: Gizmos,
    hint: Option<Res<Hint>>,
    review: Option<Res<ReviewRun>>,
    session: Option<Res<Session>>,
    boards: Query<&BoardRoot>,
    time: Res<Time>,
) {
    // The hint asked for, or the review's better move at the position shown.
    let reviewed = review.zip(session).and_then(|(r, m)| r.arrow(m.game.ply()));
    let Some(mv) = hint.and_then(|h| h.suggestion).or(reviewed) else {
        return;
    };
    let Ok(board) = boards.single() else { return };
    let at = |sq| centre(board_point(sq), board.size);
    let (from, to) = (at(mv.from), at(mv.to));
    let pulse = 0.75 + 0.25 * (time.elapsed_secs() * 4.0).sin();
    let colour = Color::srgba(1.0, 0.84, 0.3, pulse);
    gizmos.circle_2d(from, TILE * 0.47, colour);
    gizmos.circle_2d(to, TILE * 0.30, colour);
    gizmos.arrow_2d(from, to, colour);
}

/// The king's open roads: an amber arrow from him to where each ends.
pub(super) fn draw_roads(
    mut gizmos: Gizmos,
    threats: Res<BoardThreats>,
    session: Option<Res<Session>>,
    boards: Query<&BoardRoot>,
) {
    let (Ok(board), Some(session)) = (boards.single(), session) else {
        return;
    };
    let Some(king) = session.game.position().king() else {
        return;
    };
    let at = |sq| centre(board_point(sq), board.size);
    for end in threats.king_roads.iter().filter_map(|road| road.last()) {
        gizmos.arrow_2d(at(king), at(*end), ROAD_COLOUR);
        gizmos.circle_2d(at(*end), TILE * 0.32, ROAD_COLOUR);
    }
}
