//! The HUD's windows: settings (language, the size of text, the board's look and the pieces',
//! the view, sound, animation, the window, the help on the board), the list of saved games to
//! load, and the notices about files.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_store::{BoardTheme, BoardViewKind, Graphics, PieceSet, Settings, UI_SCALES};

use crate::i18n::{Language, Locale, notice};
use crate::persist::{FileNotices, LoadRequested, Persisted, SavedGameList};
use crate::tr;

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
    locale: Res<Locale>,
) -> Result {
    if !windows.load {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let l = &*locale;
    let mut open = true;
    egui::Window::new(tr!(l, "load-title"))
        .id(egui::Id::new("load window"))
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            let folder = list.folder.display().to_string();
            ui.label(tr!(l, "load-folder", folder = folder));
            if list.files.is_empty() {
                ui.label(egui::RichText::new(tr!(l, "load-none")).weak());
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

/// Language and looks, sound and motion.
pub(super) fn settings_window(
    mut contexts: EguiContexts,
    mut windows: ResMut<HudWindows>,
    persisted: Option<ResMut<Persisted>>,
    locale: Res<Locale>,
) -> Result {
    let (true, Some(mut persisted)) = (windows.settings, persisted) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let l = &*locale;
    let mut open = true;
    let mut s = persisted.settings.clone();
    egui::Window::new(tr!(l, "settings-title"))
        .id(egui::Id::new("settings window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
                looks_rows(ui, l, &mut s);
                sound_and_motion_rows(ui, l, &mut s);
            });
            ui.separator();
            aids_rows(ui, l, &mut s.aids);
        });
    if s != persisted.settings {
        persisted.settings = s;
    }
    if !open {
        windows.settings = false;
    }
    Ok(())
}

/// The help on the board: which threats are marked, the guard, the confirmation of moves.
fn aids_rows(ui: &mut egui::Ui, l: &Locale, aids: &mut konakis_store::PlayAids) {
    ui.label(egui::RichText::new(tr!(l, "settings-aids")).strong());
    ui.checkbox(&mut aids.threats_shown, tr!(l, "settings-threats-shown"));
    ui.indent("threat marks", |ui| {
        ui.add_enabled_ui(aids.threats_shown, |ui| {
            ui.checkbox(&mut aids.king_roads, tr!(l, "settings-king-roads"));
            ui.checkbox(&mut aids.king_takers, tr!(l, "settings-king-takers"));
            ui.checkbox(&mut aids.in_danger, tr!(l, "settings-in-danger"));
            ui.checkbox(&mut aids.move_preview, tr!(l, "settings-move-preview"));
        });
    });
    ui.checkbox(&mut aids.guard, tr!(l, "settings-guard"));
    ui.checkbox(&mut aids.confirm_moves, tr!(l, "settings-confirm-moves"));
}

/// Language, text size, window, board, pieces and view.
fn looks_rows(ui: &mut egui::Ui, l: &Locale, s: &mut Settings) {
    ui.label(tr!(l, "settings-language"));
    let chosen = s.language.as_deref().and_then(Language::from_code);
    let shown = chosen.map_or_else(
        || tr!(l, "settings-language-system"),
        |c| c.native_name().into(),
    );
    egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut s.language, None, tr!(l, "settings-language-system"));
            for language in Language::ALL {
                let code = Some(language.code().to_string());
                ui.selectable_value(&mut s.language, code, language.native_name());
            }
        });
    ui.end_row();
    ui.label(tr!(l, "settings-text-size"));
    let mut percent = (s.ui_scale * 100.0).round();
    let (low, high) = (UI_SCALES.start() * 100.0, UI_SCALES.end() * 100.0);
    if ui
        .add(
            egui::Slider::new(&mut percent, low..=high)
                .step_by(5.0)
                .suffix(" %"),
        )
        .changed()
    {
        s.ui_scale = percent / 100.0;
    }
    ui.end_row();
    ui.label(tr!(l, "settings-window"));
    ui.checkbox(&mut s.fullscreen, tr!(l, "settings-fullscreen"));
    ui.end_row();
    ui.label(tr!(l, "settings-board"));
    ui.horizontal_wrapped(|ui| {
        for theme in BoardTheme::ALL {
            ui.selectable_value(&mut s.board_theme, theme, l.t(theme_id(theme)));
        }
    });
    ui.end_row();
    ui.label(tr!(l, "settings-pieces"));
    ui.horizontal_wrapped(|ui| {
        for set in PieceSet::ALL {
            ui.selectable_value(&mut s.piece_set, set, l.t(piece_set_id(set)));
        }
    });
    ui.end_row();
    ui.label(tr!(l, "settings-view"));
    ui.horizontal(|ui| {
        for view in [BoardViewKind::Flat, BoardViewKind::Solid] {
            ui.selectable_value(&mut s.board_view, view, view.name());
        }
    });
    ui.end_row();
    ui.label(tr!(l, "settings-table"));
    ui.checkbox(&mut s.turn_table, tr!(l, "settings-turn-table"));
    ui.end_row();
    ui.label(tr!(l, "settings-graphics"));
    ui.horizontal_wrapped(|ui| {
        for level in Graphics::ALL {
            ui.selectable_value(&mut s.graphics, level, l.t(graphics_id(level)));
        }
    });
    ui.end_row();
}

/// Volumes and animation.
fn sound_and_motion_rows(ui: &mut egui::Ui, l: &Locale, s: &mut Settings) {
    for (id, volume) in [
        ("settings-volume-master", &mut s.master_volume),
        ("settings-volume-effects", &mut s.effects_volume),
        ("settings-volume-ambient", &mut s.ambient_volume),
    ] {
        ui.label(l.t(id));
        ui.add(super::decimal_slider(
            egui::Slider::new(volume, 0.0..=1.0),
            l,
            2,
        ));
        ui.end_row();
    }
    ui.label(tr!(l, "settings-animations"));
    ui.checkbox(&mut s.animations_enabled, tr!(l, "settings-on"));
    ui.end_row();
    ui.label(tr!(l, "settings-slide-time"));
    let slide = egui::Slider::new(&mut s.animation_secs, 0.05..=1.0).suffix(" s");
    let slide = super::decimal_slider(slide, l, 2);
    ui.add_enabled(s.animations_enabled, slide);
    ui.end_row();
    ui.label(tr!(l, "settings-reduce-motion"));
    ui.checkbox(&mut s.reduce_motion, tr!(l, "settings-reduce-motion-on"));
    ui.end_row();
}

/// The message naming a graphics level.
fn graphics_id(level: Graphics) -> &'static str {
    match level {
        Graphics::Auto => "settings-graphics-auto",
        Graphics::Low => "settings-graphics-low",
        Graphics::Medium => "settings-graphics-medium",
        Graphics::High => "settings-graphics-high",
    }
}

/// The message naming a board theme.
fn theme_id(theme: BoardTheme) -> &'static str {
    match theme {
        BoardTheme::Oak => "settings-board-oak",
        BoardTheme::Walnut => "settings-board-walnut",
        BoardTheme::Slate => "settings-board-slate",
        BoardTheme::Contrast => "settings-board-contrast",
    }
}

/// The message naming a piece set.
fn piece_set_id(set: PieceSet) -> &'static str {
    match set {
        PieceSet::Classic => "settings-pieces-classic",
        PieceSet::BoneAndHorn => "settings-pieces-bone-horn",
        PieceSet::Distinct => "settings-pieces-distinct",
    }
}

/// File problems and notes, shown until dismissed.
pub(super) fn notices_window(
    mut contexts: EguiContexts,
    mut notices: ResMut<FileNotices>,
    locale: Res<Locale>,
) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = false;
    egui::Window::new(tr!(locale, "files-title"))
        .id(egui::Id::new("notices window"))
        .collapsible(false)
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(12.0, -12.0))
        .show(ctx, |ui| {
            for n in &notices.0 {
                ui.label(notice(&locale, n));
            }
            dismiss = ui.button(tr!(locale, "files-ok")).clicked();
        });
    if dismiss {
        notices.0.clear();
    }
    Ok(())
}
