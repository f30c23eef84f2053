//! The side panel during a lesson: which lesson of how many, the rule it teaches, what to do
//! (or that the example is being shown), how the last try went, and the way on: show the
//! example again, try again, the next lesson, all the lessons, the other view.

use bevy_egui::egui;

use crate::game::lesson::{LessonRun, Stage};
use crate::i18n::{
    Locale, lesson_rule, lesson_task, lesson_title, miss_words, rules_name, side_key,
};
use crate::tr;
use crate::view::BoardView;

/// What a click on the lesson panel asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LessonClick {
    Watch,
    Try,
    Next,
    AllLessons,
    ToggleView,
}

/// Green for a lesson passed, amber for a try that fell short.
const PASSED: egui::Color32 = egui::Color32::from_rgb(150, 210, 140);
const MISSED: egui::Color32 = egui::Color32::from_rgb(240, 170, 90);

/// Draws the lesson panel at the right edge of the screen; the clicks on it.
pub(crate) fn draw_lesson_panel(
    ctx: &egui::Context,
    l: &Locale,
    run: &LessonRun,
    view: BoardView,
) -> Vec<LessonClick> {
    let mut clicks = Vec::new();
    super::panel::right_panel(ctx, "lesson panel", |ui| {
        lesson_text(ui, l, run);
        ui.separator();
        lesson_buttons(ui, l, run, view, &mut clicks);
    });
    clicks
}

/// The lesson's name, rule, task and how the last try went.
fn lesson_text(ui: &mut egui::Ui, l: &Locale, run: &LessonRun) {
    let Some(lesson) = run.lesson() else {
        return;
    };
    ui.add_space(6.0);
    let count = tr!(
        l,
        "lesson-count",
        number = (run.index + 1) as u32,
        total = run.lessons.len() as u32
    );
    ui.label(egui::RichText::new(count).small().weak());
    ui.heading(lesson_title(l, lesson.topic));
    ui.label(egui::RichText::new(rules_name(l, &run.rules)).small());
    ui.separator();
    ui.label(lesson_rule(l, lesson.topic, &run.rules));
    ui.add_space(8.0);
    let task = lesson_task(l, lesson, &run.rules);
    match &run.stage {
        Stage::Example { .. } => {
            ui.label(egui::RichText::new(tr!(l, "lesson-watch")).strong());
            ui.label(egui::RichText::new(task).italics());
        }
        Stage::Task => {
            let you = tr!(l, "lesson-your-turn", side = side_key(lesson.player()));
            ui.label(egui::RichText::new(you).strong());
            ui.label(task);
        }
        Stage::Passed => {
            ui.label(
                egui::RichText::new(tr!(l, "lesson-passed"))
                    .strong()
                    .color(PASSED),
            );
        }
        Stage::Missed(miss) => {
            ui.label(
                egui::RichText::new(tr!(l, "lesson-missed"))
                    .strong()
                    .color(MISSED),
            );
            ui.label(miss_words(l, miss));
            ui.add_space(4.0);
            ui.label(egui::RichText::new(task).small());
        }
    }
}

fn lesson_buttons(
    ui: &mut egui::Ui,
    l: &Locale,
    run: &LessonRun,
    view: BoardView,
    clicks: &mut Vec<LessonClick>,
) {
    ui.horizontal_wrapped(|ui| {
        let watching = matches!(run.stage, Stage::Example { .. });
        if ui
            .add_enabled(!watching, egui::Button::new(tr!(l, "lesson-show-again")))
            .clicked()
        {
            clicks.push(LessonClick::Watch);
        }
        let again = match run.stage {
            Stage::Example { .. } => tr!(l, "lesson-skip-example"),
            _ => tr!(l, "lesson-try-again"),
        };
        if ui.button(again).clicked() {
            clicks.push(LessonClick::Try);
        }
    });
    ui.horizontal_wrapped(|ui| {
        let more = run.index + 1 < run.lessons.len();
        let next = egui::Button::new(tr!(l, "lesson-next"));
        if ui.add_enabled(more, next).clicked() {
            clicks.push(LessonClick::Next);
        }
        if ui.button(tr!(l, "lesson-all")).clicked() {
            clicks.push(LessonClick::AllLessons);
        }
    });
    ui.separator();
    let toggle = match view {
        BoardView::Flat => tr!(l, "panel-view-3d"),
        BoardView::Solid => tr!(l, "panel-view-2d"),
    };
    if ui.button(toggle).clicked() {
        clicks.push(LessonClick::ToggleView);
    }
}
