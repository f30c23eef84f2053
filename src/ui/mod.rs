//! The egui layer, the same whichever view draws the board: the in-game side panel (or the
//! lesson's, the puzzle's, the review's in its place), the overlays over the board (banners,
//! notes, the thrown die, the choice of a capture, the replay bar, the game-over panel, the
//! resignation and draw dialogs) and the settings, load and notices windows. A second camera
//! draws egui over the board camera.

mod brief;
mod die;
#[cfg(test)]
mod fit;
mod lesson_panel;
pub mod match_panel;
mod overlays;
mod panel;
pub(crate) mod puzzle_panel;
pub(crate) mod review_panel;
mod windows;

use bevy::camera::CameraOutputMode;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy_egui::{
    EguiContext, EguiGlobalSettings, EguiPrimaryContextPass, PrimaryEguiContext, egui,
};
use konakis_engine::Piece;

use crate::Screen;
use crate::game::review::reviewing;
use crate::game::session::Session;
use crate::view::camera::PanelInsets;

pub use panel::PANEL_WIDTH;
pub use windows::HudWindows;

/// A slider whose number is written with the language's decimal mark (`places` decimals) and
/// typed with either mark.
pub fn decimal_slider<'a>(
    slider: egui::Slider<'a>,
    l: &crate::i18n::Locale,
    places: usize,
) -> egui::Slider<'a> {
    let l = l.clone();
    slider
        .custom_formatter(move |n, _| l.fixed(n, places))
        .custom_parser(|text| text.trim().replace(',', ".").parse().ok())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HudWindows>()
        .init_resource::<match_panel::ResignAsked>()
        .init_resource::<overlays::Toast>();
    // egui draws with its own camera, never with a board camera (which a view may spawn
    // before any start-up system runs).
    if let Some(mut egui) = app.world_mut().get_resource_mut::<EguiGlobalSettings>() {
        egui.auto_create_primary_context = false;
    }
    app.add_systems(Startup, spawn_ui_camera);
    app.add_systems(Last, quiet_egui_wakeups);
    app.add_systems(
        Update,
        (
            overlays::collect_toasts,
            match_panel::hold_clock,
            review_panel::review_keys.run_if(crate::game::input::keys_free),
        )
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            (
                review_panel::review_panel,
                puzzle_panel::puzzle_panel.run_if(puzzle_panel::puzzling),
                (panel::side_panel, overlays::replay_bar)
                    .run_if(not(reviewing).and_then(not(puzzle_panel::puzzling))),
                overlays::banner,
                die::die_overlay,
                overlays::toast,
                overlays::capture_choice,
                overlays::pending_move,
                overlays::game_over.run_if(not(reviewing)),
                match_panel::match_windows,
                windows::load_window,
            )
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
            clear_insets.run_if(not(in_state(Screen::Playing))),
            windows::settings_window,
            windows::notices_window,
        ),
    );
}

/// The camera egui draws with, over the board camera of either view.
fn spawn_ui_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("UI camera"),
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        // The same sampling as both board cameras, so egui draws into the texture the board
        // was drawn into, whichever view drew it (a texture of its own would keep showing
        // the last frame of the view left behind).
        Msaa::Off,
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::None,
            ..default()
        },
    ));
}

/// egui asks for a repaint every frame, and bevy_egui turns each ask into a wake-up of the
/// event loop, so the window would never rest. Its asks still arrive as `RequestRedraw`
/// messages, which `view::frames` honours just after input and drops at rest.
fn quiet_egui_wakeups(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut context in &mut contexts {
        context.get_mut().set_request_repaint_callback(|_| {});
    }
}

fn clear_insets(mut insets: ResMut<PanelInsets>) {
    if *insets != PanelInsets::default() {
        *insets = PanelInsets::default();
    }
}

/// Colours for piece icons drawn with egui (HUD trays, the new-game pictures).
pub(crate) fn piece_colour(piece: Piece) -> egui::Color32 {
    match piece {
        Piece::Attacker => egui::Color32::from_rgb(40, 32, 30),
        Piece::Defender => egui::Color32::from_rgb(236, 226, 204),
        Piece::King => egui::Color32::from_rgb(240, 200, 90),
    }
}

/// A round piece icon.
fn piece_icon(ui: &mut egui::Ui, piece: Piece, radius: f32) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(radius * 2.0 + 2.0, radius * 2.0 + 2.0),
        egui::Sense::hover(),
    );
    ui.painter().circle(
        rect.center(),
        radius,
        piece_colour(piece),
        egui::Stroke::new(1.5, egui::Color32::from_rgb(214, 170, 96)),
    );
}
