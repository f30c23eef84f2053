//! The lessons screen: the rule sets on the left (as on the new-game screen), and the chosen
//! one's lessons, one for each of its rules, with a tick on each one passed; where a
//! newcomer should begin; a lesson opens on the board, a game starts from the new-game
//! screen.

use std::collections::BTreeSet;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use konakis_engine::lessons::Lesson;

use super::choices::{CustomRuleSets, NewGameChoices, RulesChoice};
use super::new_game::{choice_list, load_choices, load_rule_sets};
use crate::Screen;
use crate::game::lesson::{LessonCommand, LessonRun};
use crate::i18n::{Locale, lesson_title, rules_name};
use crate::persist::Persisted;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Learn),
        (load_rule_sets, load_choices.run_if(no_choices)).chain(),
    );
    app.add_systems(
        Update,
        follow_the_choice
            .run_if(in_state(Screen::Learn).and_then(resource_exists::<NewGameChoices>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        learn_menu.run_if(in_state(Screen::Learn)),
    );
}

fn no_choices(choices: Option<Res<NewGameChoices>>) -> bool {
    choices.is_none()
}

/// The key a rule set's lessons are kept under.
fn progress_key(choice: &RulesChoice) -> String {
    match choice {
        RulesChoice::Preset(id) => id.clone(),
        RulesChoice::Custom(name) => format!("own:{name}"),
    }
}

/// The lessons follow the rules chosen (made again only when the choice changes).
fn follow_the_choice(
    choices: Res<NewGameChoices>,
    sets: Res<CustomRuleSets>,
    run: Option<Res<LessonRun>>,
    mut commands: Commands,
) {
    let key = progress_key(&choices.rules);
    if run.is_some_and(|r| r.key == key) {
        return;
    }
    commands.insert_resource(LessonRun::new(choices.rules(&sets), key));
}

/// What a click on the lessons screen asks for.
pub(crate) enum Action {
    Back,
    Play,
    Open(usize),
}

fn learn_menu(
    mut contexts: EguiContexts,
    choices: Option<ResMut<NewGameChoices>>,
    sets: Res<CustomRuleSets>,
    run: Option<Res<LessonRun>>,
    persisted: Res<Persisted>,
    mut next: ResMut<NextState<Screen>>,
    mut lessons: MessageWriter<LessonCommand>,
    locale: Res<Locale>,
) -> Result {
    let Some(mut choices) = choices else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let passed = &persisted.settings.lessons_passed;
    match draw_learn(ctx, &locale, &mut choices, &sets, run.as_deref(), passed) {
        None => {}
        Some(Action::Back) => next.set(Screen::Title),
        Some(Action::Play) => next.set(Screen::NewGame),
        Some(Action::Open(n)) => {
            lessons.write(LessonCommand::Open(n));
        }
    }
    Ok(())
}

/// Draws the lessons window: the rule sets, and the chosen one's lessons; what a click asks.
pub(crate) fn draw_learn(
    ctx: &egui::Context,
    l: &Locale,
    choices: &mut NewGameChoices,
    sets: &CustomRuleSets,
    run: Option<&LessonRun>,
    passed: &BTreeSet<String>,
) -> Option<Action> {
    let room = ctx.content_rect().size() - egui::vec2(40.0, 80.0);
    let height = room.y.clamp(400.0, 680.0);
    let mut action = None;
    egui::Window::new(tr!(l, "learn-title"))
        .id(egui::Id::new("learn"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(egui::vec2(760.0, height))
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                choice_list(ui, l, &mut choices.rules, sets, height);
                ui.separator();
                if let Some(run) = run {
                    action = lesson_column(ui, l, run, passed, height);
                }
            });
        });
    action
}

/// The chosen rules' lessons, each with its tick; Back and Play.
fn lesson_column(
    ui: &mut egui::Ui,
    l: &Locale,
    run: &LessonRun,
    passed: &BTreeSet<String>,
    height: f32,
) -> Option<Action> {
    let mut action = None;
    ui.vertical(|ui| {
        ui.set_width(460.0);
        ui.heading(tr!(
            l,
            "learn-how-to-play",
            rules = rules_name(l, &run.rules)
        ));
        ui.label(tr!(l, "learn-intro"));
        ui.label(egui::RichText::new(tr!(l, "learn-newcomer")).small().weak());
        let done = run
            .lessons
            .iter()
            .filter(|lesson| passed.contains(&run.progress_key(lesson)))
            .count();
        let count = tr!(
            l,
            "learn-done",
            done = done as u32,
            total = run.lessons.len() as u32
        );
        ui.label(egui::RichText::new(count).strong());
        egui::ScrollArea::vertical()
            .id_salt("lessons")
            .max_height(height - 170.0)
            .show(ui, |ui| {
                for (n, lesson) in run.lessons.iter().enumerate() {
                    let ticked = passed.contains(&run.progress_key(lesson));
                    if lesson_row(ui, l, n, lesson, ticked) {
                        action = Some(Action::Open(n));
                    }
                }
            });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(tr!(l, "learn-back")).clicked() {
                action = Some(Action::Back);
            }
            if ui.button(tr!(l, "learn-play")).clicked() {
                action = Some(Action::Play);
            }
        });
    });
    action
}

/// One lesson: its tick, number and title; whether it was opened.
fn lesson_row(ui: &mut egui::Ui, l: &Locale, n: usize, lesson: &Lesson, ticked: bool) -> bool {
    ui.horizontal(|ui| {
        let (mark, colour) = if ticked {
            ("✔", egui::Color32::from_rgb(150, 210, 140))
        } else {
            ("○", ui.visuals().weak_text_color())
        };
        ui.label(egui::RichText::new(mark).color(colour).size(18.0));
        let title = format!("{}. {}", n + 1, lesson_title(l, lesson.topic));
        ui.selectable_label(false, title).clicked()
    })
    .inner
}
