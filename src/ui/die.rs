//! The die of dice games drawn with egui, the same over either view: large beside the board
//! while it rolls and just after it lands, small in the side panel for the rest of the turn.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::Movement;

use crate::game::dice::{DIE_ROLL_SECS, DieRoll};
use crate::game::session::Session;
use crate::i18n::Locale;
use crate::tr;
use crate::view::camera::PanelInsets;

/// Seconds each face shows while the die tumbles.
const TUMBLE_SECS: f32 = 0.07;

/// Side of the large die, in points.
const LARGE: f32 = 64.0;

/// Where the pips of `face` lie on a die of half-side 1 (y down).
fn pips(face: u8) -> &'static [(f32, f32)] {
    const S: f32 = 0.5;
    match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-S, -S), (S, S)],
        3 => &[(-S, -S), (0.0, 0.0), (S, S)],
        4 => &[(-S, -S), (S, -S), (-S, S), (S, S)],
        5 => &[(-S, -S), (S, -S), (0.0, 0.0), (-S, S), (S, S)],
        _ => &[(-S, -S), (S, -S), (-S, 0.0), (S, 0.0), (-S, S), (S, S)],
    }
}

/// Paints a die showing `face`, `side` points wide, centred on `centre` and turned by `angle`.
pub(super) fn paint_die(
    painter: &egui::Painter,
    centre: egui::Pos2,
    side: f32,
    face: u8,
    angle: f32,
) {
    let half = side / 2.0;
    let turn = egui::emath::Rot2::from_angle(angle);
    let at = |x: f32, y: f32| centre + turn * egui::vec2(x * half, y * half);
    let corners = [at(-1.0, -1.0), at(1.0, -1.0), at(1.0, 1.0), at(-1.0, 1.0)];
    let ivory = egui::Color32::from_rgb(244, 236, 218);
    let edge = egui::Stroke::new(side / 24.0, egui::Color32::from_rgb(120, 88, 52));
    painter.add(egui::Shape::convex_polygon(corners.to_vec(), ivory, edge));
    let pip = egui::Color32::from_rgb(40, 30, 26);
    for &(x, y) in pips(face) {
        painter.circle_filled(at(x, y), side * 0.09, pip);
    }
}

/// The face, turn (radians) and hop (points) of a die thrown `elapsed` seconds ago that lands
/// on `face`: it tumbles through other faces, spinning and bouncing less and less.
pub(super) fn tumble(face: u8, elapsed: f32) -> (u8, f32, f32) {
    let t = (elapsed / DIE_ROLL_SECS).clamp(0.0, 1.0);
    if t >= 1.0 {
        return (face, 0.0, 0.0);
    }
    let step = (elapsed / TUMBLE_SECS) as u32;
    let shown = ((face as u32 + step * 5) % 6 + 1) as u8;
    let left = 1.0 - t;
    let angle = left * left * std::f32::consts::TAU * 1.5;
    let hop = (t * std::f32::consts::PI * 3.0).sin().abs() * left * 18.0;
    (shown, angle, hop)
}

/// What the throw lets a piece do, in words.
pub(super) fn throw_meaning(l: &Locale, movement: Movement, roll: u8) -> String {
    match movement {
        Movement::DiceExactly => tr!(l, "die-move-exactly", roll = roll),
        _ => tr!(l, "die-move-up-to", roll = roll),
    }
}

/// The die, large, beside the board while it rolls and a moment after it lands.
pub(super) fn die_overlay(
    mut contexts: EguiContexts,
    session: Res<Session>,
    die: Res<DieRoll>,
    insets: Res<PanelInsets>,
    locale: Res<Locale>,
) -> Result {
    let Some(face) = die
        .face
        .filter(|_| die.is_on_show() && die.is_for(&session))
    else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let (shown, angle, hop) = tumble(face, die.elapsed);
    egui::Area::new("die".into())
        .anchor(
            egui::Align2::LEFT_CENTER,
            egui::vec2(16.0, -insets.bottom / 2.0),
        )
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style()).show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    let size = egui::vec2(LARGE * 1.6, LARGE * 1.6);
                    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
                    let centre = rect.center() + egui::vec2(0.0, -hop);
                    paint_die(ui.painter(), centre, LARGE, shown, angle);
                    let text = if die.is_rolling() {
                        tr!(locale, "die-throwing")
                    } else {
                        tr!(locale, "die-throw-of", roll = face)
                    };
                    ui.label(egui::RichText::new(text).strong());
                });
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_has_its_pips_and_the_tumble_lands_on_the_throw() {
        for face in 1..=6u8 {
            assert_eq!(pips(face).len(), face as usize);
            assert_eq!(tumble(face, DIE_ROLL_SECS), (face, 0.0, 0.0));
            let (shown, angle, _) = tumble(face, 0.1);
            assert!((1..=6).contains(&shown));
            assert!(angle > 0.0);
        }
        let l = Locale::default();
        assert_eq!(
            throw_meaning(&l, Movement::DiceAtMost, 1),
            "Move up to 1 square."
        );
        assert_eq!(
            throw_meaning(&l, Movement::DiceExactly, 4),
            "Move exactly 4 squares."
        );
    }
}
