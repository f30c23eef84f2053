//! The HUD's windows: settings (volumes, animation, board theme, the view), the list of saved
//! games to load, and the notices about files.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_store::{BoardTheme, BoardViewKind};

use crate::persist::{FileNotices, LoadRequested, Persisted, SavedGameList};

/// Which HUD windows are open.
#[derive(Resource, Default)]
pub struct HudWindows {
    /// The settings window.
    pub settings: bool,
    /// The load window.
    pub load: bool,
}

/// The saved games, each a button that loads it.
pub(super) fn load_window(
    mut contexts: EguiContexts,
    mut windows: ResMut<HudWindows>,
    list: Res<SavedGameList>,
    mut load: MessageWriter<LoadRequested>,
) -> Result {
    if !windows.load {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Load a saved game")
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label(format!("Saved games in {}", list.folder.display()));
            if list.files.is_empty() {
                ui.label(egui::RichText::new("No saved games yet.").weak());
            }
            egui::ScrollArea::vertical()
                .max_height(300.0)
                .show(ui, |ui| {
                    for file in &list.files {
                        let name = file
                            .file_name()
                            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                        if ui.button(name).clicked() {
                            load.write(LoadRequested(file.clone()));
                            windows.load = false;
                        }
                    }
                });
        });
    if !open {
        windows.load = false;
    }
    Ok(())
}

/// Volumes, animation, the board's look and the view.
pub(super) fn settings_window(
    mut contexts: EguiContexts,
    mut windows: ResMut<HudWindows>,
    persisted: Option<ResMut<Persisted>>,
) -> Result {
    let (true, Some(mut persisted)) = (windows.settings, persisted) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut s = persisted.settings.clone();
    egui::Window::new("Settings")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
                for (label, volume) in [
                    ("Master volume", &mut s.master_volume),
                    ("Effects", &mut s.effects_volume),
                    ("Ambient", &mut s.ambient_volume),
                ] {
                    ui.label(label);
                    ui.add(egui::Slider::new(volume, 0.0..=1.0));
                    ui.end_row();
                }
                ui.label("Animations");
                ui.checkbox(&mut s.animations_enabled, "on");
                ui.end_row();
                ui.label("Slide time");
                let slide = egui::Slider::new(&mut s.animation_secs, 0.05..=1.0).suffix(" s");
                ui.add_enabled(s.animations_enabled, slide);
                ui.end_row();
                ui.label("Board");
                ui.horizontal(|ui| {
                    for theme in BoardTheme::ALL {
                        ui.selectable_value(&mut s.board_theme, theme, theme.name());
                    }
                });
                ui.end_row();
                ui.label("View");
                ui.horizontal(|ui| {
                    for view in [BoardViewKind::Flat, BoardViewKind::Solid] {
                        ui.selectable_value(&mut s.board_view, view, view.name());
                    }
                });
                ui.end_row();
                ui.label("3D table");
                ui.checkbox(&mut s.turn_table, "turns to the side to move (two players)");
                ui.end_row();
            });
        });
    if s != persisted.settings {
        persisted.settings = s;
    }
    if !open {
        windows.settings = false;
    }
    Ok(())
}

/// File problems and notes, shown until dismissed.
pub(super) fn notices_window(
    mut contexts: EguiContexts,
    mut notices: ResMut<FileNotices>,
) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = false;
    egui::Window::new("Files")
        .collapsible(false)
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(12.0, -12.0))
        .show(ctx, |ui| {
            for n in &notices.0 {
                ui.label(n);
            }
            dismiss = ui.button("OK").clicked();
        });
    if dismiss {
        notices.0.clear();
    }
    Ok(())
}
