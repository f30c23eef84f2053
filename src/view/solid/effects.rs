//! The 3D view's effects, drawn with gizmos on the board's plane: golden rays when the king
//! escapes, a closing red ring when he falls, pale rings round him when the game is decided
//! another way, the hint's arrow above the pieces and the king's
//! open roads.

use std::f32::consts::{FRAC_PI_2, TAU};

use bevy::prelude::*;

use super::{TILE_TOP, world};
use crate::game::ai::Hint;
use crate::game::board::BoardRoot;
use crate::game::motion::{Flourish, FlourishKind, board_point};
use crate::game::review::ReviewRun;
use crate::game::session::Session;
use crate::game::threats::BoardThreats;
use crate::view::markers::ROAD_COLOUR;

/// A circle lying on the board.
fn flat(centre: Vec3) -> Isometry3d {
    Isometry3d::new(centre, Quat::from_rotation_x(FRAC_PI_2))
}

pub(super) fn draw_flourishes(
    mut gizmos: Gizmos,
    flourishes: Query<&Flourish>,
    boards: Query<&BoardRoot>,
) {
    let Ok(board) = boards.single() else { return };
    for flourish in &flourishes {
        let t = flourish.progress();
        let centre = world(board_point(flourish.square), board.size, TILE_TOP + 0.05);
        let fade = 1.0 - t;
        match flourish.kind {
            FlourishKind::KingEscaped => {
                let colour = Color::srgba(1.0, 0.82, 0.3, fade);
                for i in 0..16 {
                    let angle = i as f32 / 16.0 * TAU + t;
                    let dir = Vec3::new(angle.cos(), 0.0, angle.sin());
                    let inner = 0.5 + 1.5 * t;
                    let rise = Vec3::Y * 0.6 * t;
                    gizmos.line(
                        centre + dir * inner,
                        centre + dir * (inner + 0.6) + rise,
                        colour,
                    );
                }
                gizmos.circle(flat(centre), 0.5 + 2.5 * t, colour);
            }
            FlourishKind::GameDecided => {
                // Three pale rings spreading from the king, one after another.
                for k in 0..3 {
                    let wave = (t * 1.5 - k as f32 * 0.25).clamp(0.0, 1.0);
                    let colour = Color::srgba(0.95, 0.9, 0.75, (1.0 - wave) * fade);
                    gizmos.circle(flat(centre), 0.5 + 2.5 * wave, colour);
                }
            }
            FlourishKind::KingCaptured => {
                let colour = Color::srgba(0.85, 0.1, 0.08, fade);
                gizmos.circle(flat(centre), 2.5 - 2.0 * t, colour);
                gizmos.circle(flat(centre), 2.2 - 1.8 * t, colour);
            }
        }
    }
}

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
    let at = |sq, y| world(board_point(sq), board.size, y);
    let pulse = 0.75 + 0.25 * (time.elapsed_secs() * 4.0).sin();
    let colour = Color::srgba(1.0, 0.84, 0.3, pulse);
    gizmos.circle(flat(at(mv.from, TILE_TOP + 0.03)), 0.47, colour);
    gizmos.circle(flat(at(mv.to, TILE_TOP + 0.03)), 0.30, colour);
    gizmos.arrow(at(mv.from, 0.7), at(mv.to, 0.7), colour);
}

/// The king's open roads: an amber arrow just above the board from him to where each ends.
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
    let at = |sq| world(board_point(sq), board.size, TILE_TOP + 0.04);
    for end in threats.king_roads.iter().filter_map(|road| road.last()) {
        gizmos.arrow(at(king), at(*end), ROAD_COLOUR);
        gizmos.circle(flat(at(*end)), 0.32, ROAD_COLOUR);
    }
}
