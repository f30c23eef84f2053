//! The window as the player set it: full screen (borderless; F11 switches) or a window of the
//! size last left, and the size of the text and controls (egui's zoom, 75 to 200%). All kept
//! in the settings.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::persist::Persisted;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, (toggle_fullscreen, apply_window_mode).chain());
    app.add_systems(EguiPrimaryContextPass, apply_text_size);
}

/// The window's mode for the setting.
pub fn mode_for(fullscreen: bool) -> WindowMode {
    if fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    }
}

/// F11 switches between full screen and a window.
fn toggle_fullscreen(keys: Res<ButtonInput<KeyCode>>, mut persisted: ResMut<Persisted>) {
    if keys.just_pressed(KeyCode::F11) {
        persisted.settings.fullscreen = !persisted.settings.fullscreen;
    }
}

/// The window follows the setting (from the key or the settings window).
fn apply_window_mode(
    persisted: Res<Persisted>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let wanted = mode_for(persisted.settings.fullscreen);
    for mut window in &mut windows {
        if window.mode != wanted {
            window.mode = wanted;
        }
    }
}

/// egui draws at the size the settings ask for.
fn apply_text_size(mut contexts: EguiContexts, persisted: Res<Persisted>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let wanted = persisted.settings.ui_scale;
    if (ctx.zoom_factor() - wanted).abs() > f32::EPSILON {
        ctx.set_zoom_factor(wanted);
    }
    Ok(())
}
