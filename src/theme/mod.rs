//! The game's look outside the board: colours, and an egui style of parchment, wood and
//! gold instead of the debug look.

pub mod palette;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::BACKGROUND));
    app.add_systems(EguiPrimaryContextPass, apply_style);
}

/// Applies the style once, when the egui context exists.
fn apply_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_global_style(style());
    *done = true;
    Ok(())
}

/// The egui style: dark wood panels, parchment text, gold accents, larger type.
pub fn style() -> egui::Style {
    use egui::{Color32, CornerRadius, FontFamily, FontId, Stroke, TextStyle};
    let mut style = egui::Style {
        visuals: egui::Visuals::dark(),
        ..Default::default()
    };
    let v = &mut style.visuals;
    let panel = Color32::from_rgb(38, 27, 20);
    let raised = Color32::from_rgb(66, 46, 32);
    let hover = Color32::from_rgb(96, 68, 42);
    let gold = Color32::from_rgb(222, 178, 84);
    let parchment = Color32::from_rgb(238, 226, 200);
    v.panel_fill = panel;
    v.window_fill = Color32::from_rgb(46, 33, 24);
    v.window_stroke = Stroke::new(1.5, Color32::from_rgb(140, 104, 60));
    v.window_corner_radius = CornerRadius::same(10);
    v.override_text_color = Some(parchment);
    v.hyperlink_color = gold;
    v.selection.bg_fill = Color32::from_rgb(150, 108, 48);
    v.selection.stroke = Stroke::new(1.0, gold);
    v.extreme_bg_color = Color32::from_rgb(28, 20, 15);
    for (w, fill) in [
        (&mut v.widgets.inactive, raised),
        (&mut v.widgets.hovered, hover),
        (&mut v.widgets.active, Color32::from_rgb(120, 86, 50)),
        (&mut v.widgets.open, raised),
    ] {
        w.bg_fill = fill;
        w.weak_bg_fill = fill;
        w.corner_radius = CornerRadius::same(6);
        w.fg_stroke = Stroke::new(1.0, parchment);
    }
    v.widgets.hovered.bg_stroke = Stroke::new(1.0, gold);
    // A widget with the keyboard's focus is drawn "active": a bright gold ring shows where
    // Tab has brought the player.
    v.widgets.active.bg_stroke = Stroke::new(2.5, Color32::from_rgb(255, 214, 120));
    v.widgets.noninteractive.bg_fill = panel;
    v.widgets.noninteractive.fg_stroke = Stroke::new(1.0, parchment);
    style.text_styles = [
        (
            TextStyle::Heading,
            FontId::new(26.0, FontFamily::Proportional),
        ),
        (TextStyle::Body, FontId::new(16.0, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(17.0, FontFamily::Proportional),
        ),
        (
            TextStyle::Small,
            FontId::new(13.0, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(15.0, FontFamily::Monospace),
        ),
    ]
    .into();
    style.spacing.button_padding = egui::vec2(12.0, 6.0);
    style.spacing.item_spacing = egui::vec2(8.0, 7.0);
    style
}
