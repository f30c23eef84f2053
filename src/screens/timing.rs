//! The new-game screen's clock and match: no clock, a named one (blitz, rapid, classical,
//! overtime) or the player's own (main time plus an increment or byo-yomi periods), and a
//! match of paired games with sides swapped.

use bevy_egui::egui;
use konakis_engine::clock::{Overtime, PRESETS, TimeControl};
use konakis_engine::pairing::Pairing;

use super::NewGameChoices;
use crate::i18n::Locale;
use crate::tr;

/// The clock a player starts their own from.
const CUSTOM_START: TimeControl = TimeControl::fischer(10 * 60_000, 5_000);

/// A control in words: "Blitz: 5 min + 3 s" or "10 min + 5 × 30 s".
pub fn clock_words(l: &Locale, control: Option<TimeControl>) -> String {
    let Some(control) = control else {
        return tr!(l, "clock-none");
    };
    let minutes = l.fixed(control.main_ms as f64 / 60_000.0, 1);
    let minutes = minutes
        .trim_end_matches(['0'])
        .trim_end_matches(['.', ','])
        .to_string();
    let shape = match control.overtime {
        Overtime::None => tr!(l, "clock-sudden-death", minutes = minutes),
        Overtime::Increment(ms) => {
            tr!(l, "clock-fischer", minutes = minutes, seconds = ms / 1000)
        }
        Overtime::ByoYomi { periods, period_ms } => tr!(
            l,
            "clock-byo-yomi-control",
            minutes = minutes,
            periods = periods,
            seconds = period_ms / 1000
        ),
    };
    match control.preset_name() {
        Some(name) => tr!(
            l,
            "clock-named",
            name = l.t(&format!("clock-preset-{name}")),
            shape = shape
        ),
        None => shape,
    }
}

/// The clock and the match, under the players.
pub(super) fn timing_editor(ui: &mut egui::Ui, l: &Locale, choices: &mut NewGameChoices) {
    ui.label(egui::RichText::new(tr!(l, "clock-heading")).strong());
    let custom = choices.clock.is_some_and(|c| c.preset_name().is_none());
    egui::ComboBox::from_id_salt("clock")
        .width(240.0)
        .selected_text(clock_words(l, choices.clock))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut choices.clock, None, clock_words(l, None));
            for (_, preset) in PRESETS {
                ui.selectable_value(
                    &mut choices.clock,
                    Some(preset),
                    clock_words(l, Some(preset)),
                );
            }
            if ui
                .selectable_label(custom, tr!(l, "clock-custom"))
                .clicked()
                && !custom
            {
                choices.clock = Some(CUSTOM_START);
            }
        });
    if let Some(control) = choices.clock.as_mut().filter(|c| c.preset_name().is_none()) {
        custom_clock(ui, l, control);
    }
    let mut paired = choices.pairs > 0;
    if ui.checkbox(&mut paired, tr!(l, "match-choice")).changed() {
        choices.pairs = u8::from(paired);
    }
    if paired {
        ui.horizontal(|ui| {
            let pairs = egui::DragValue::new(&mut choices.pairs).range(1..=Pairing::MAX_PAIRS);
            ui.add(pairs);
            ui.label(tr!(l, "match-pairs", pairs = choices.pairs));
        });
    }
}

/// Main minutes, then an increment or byo-yomi periods.
fn custom_clock(ui: &mut egui::Ui, l: &Locale, control: &mut TimeControl) {
    let mut minutes = (control.main_ms / 60_000).max(1);
    ui.horizontal(|ui| {
        ui.add(egui::DragValue::new(&mut minutes).range(1..=180));
        ui.label(tr!(l, "clock-minutes"));
    });
    control.main_ms = minutes * 60_000;
    let byo_yomi = matches!(control.overtime, Overtime::ByoYomi { .. });
    ui.horizontal(|ui| {
        if ui
            .selectable_label(!byo_yomi, tr!(l, "clock-increment"))
            .clicked()
            && byo_yomi
        {
            control.overtime = Overtime::Increment(5_000);
        }
        if ui
            .selectable_label(byo_yomi, tr!(l, "clock-periods"))
            .clicked()
            && !byo_yomi
        {
            control.overtime = Overtime::ByoYomi {
                periods: 5,
                period_ms: 30_000,
            };
        }
    });
    ui.horizontal(|ui| match &mut control.overtime {
        Overtime::ByoYomi { periods, period_ms } => {
            ui.add(egui::DragValue::new(periods).range(1..=20));
            let mut seconds = *period_ms / 1000;
            ui.label("×");
            ui.add(egui::DragValue::new(&mut seconds).range(5..=300));
            *period_ms = seconds * 1000;
            ui.label(tr!(l, "clock-seconds"));
        }
        overtime => {
            let mut seconds = match overtime {
                Overtime::Increment(ms) => *ms / 1000,
                _ => 0,
            };
            ui.label("+");
            ui.add(egui::DragValue::new(&mut seconds).range(0..=60));
            ui.label(tr!(l, "clock-seconds-a-move"));
            *overtime = if seconds == 0 {
                Overtime::None
            } else {
                Overtime::Increment(seconds * 1000)
            };
        }
    });
}
