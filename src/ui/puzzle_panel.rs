//! The side panel during a puzzle: which it is and what it asks, the hints, what became of
//! the last move, the rating won or lost, and the next puzzle.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use konakis_engine::puzzles::Theme;

use crate::Screen;
use crate::game::puzzle::{PuzzleCommand, PuzzleRun, PuzzleStage, choose, shipped};
use crate::game::session::{Session, SessionKind};
use crate::i18n::{Locale, side_key, theme_name};
use crate::persist::{LastRating, Persisted};
use crate::tr;
use crate::view::camera::PanelInsets;
use crate::view::{BoardView, ToggleView};

/// Whether a puzzle is on the board.
pub(super) fn puzzling(run: Option<Res<PuzzleRun>>, session: Option<Res<Session>>) -> bool {
    run.is_some() && session.is_some_and(|m| m.kind == SessionKind::Puzzle)
}

/// What a click on the puzzle panel asks for.
pub(crate) enum PuzzleClick {
    Command(PuzzleCommand),
    Next,
    All,
    ToggleView,
}

#[allow(clippy::too_many_arguments)]
pub(super) fn puzzle_panel(
    mut contexts: EguiContexts,
    run: Res<PuzzleRun>,
    persisted: Res<Persisted>,
    last: Res<LastRating>,
    view: Res<State<BoardView>>,
    mut insets: ResMut<PanelInsets>,
    (mut puzzles, mut toggle): (MessageWriter<PuzzleCommand>, MessageWriter<ToggleView>),
    mut next_screen: ResMut<NextState<Screen>>,
    locale: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    super::panel::claim_right(&mut insets, &ctx);
    let change = last
        .0
        .as_ref()
        .filter(|(id, _, _)| *id == run.puzzle.id)
        .map(|(_, a, b)| (*a, *b));
    for click in draw_puzzle_panel(&ctx, &locale, &run, change, **view) {
        match click {
            PuzzleClick::Command(command) => {
                puzzles.write(command);
            }
            PuzzleClick::Next => {
                let s = &persisted.settings;
                let rating = s.puzzle_rating.rating;
                let not = Some(run.puzzle.id.as_str());
                if let Some(p) = choose(shipped(), run.theme, rating, &s.puzzles_solved, not) {
                    puzzles.write(PuzzleCommand::Open(Box::new(p.clone()), run.theme));
                }
            }
            PuzzleClick::All => next_screen.set(Screen::Puzzles),
            PuzzleClick::ToggleView => {
                toggle.write(ToggleView);
            }
        }
    }
    Ok(())
}

/// Draws the puzzle panel; what its clicks ask.
pub(crate) fn draw_puzzle_panel(
    ctx: &egui::Context,
    l: &Locale,
    run: &PuzzleRun,
    change: Option<(f64, f64)>,
    view: BoardView,
) -> Vec<PuzzleClick> {
    let mut clicks = Vec::new();
    super::panel::right_panel(ctx, "puzzle panel", |ui| {
        let p = &run.puzzle;
        let heading = tr!(l, "puzzle-heading", id = p.id.clone(), rating = p.rating);
        ui.label(egui::RichText::new(heading).small().weak());
        let themes: Vec<String> = p.themes.iter().map(|t| theme_name(l, *t)).collect();
        ui.heading(themes.join(" · "));
        ui.separator();
        ui.label(task(l, run));
        stage(ui, l, run, change, &mut clicks);
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr!(l, "puzzle-next")).clicked() {
                clicks.push(PuzzleClick::Next);
            }
            if ui.button(tr!(l, "puzzle-all")).clicked() {
                clicks.push(PuzzleClick::All);
            }
        });
        let other = match view {
            BoardView::Flat => tr!(l, "panel-view-3d"),
            BoardView::Solid => tr!(l, "panel-view-2d"),
        };
        if ui.button(other).clicked() {
            clicks.push(PuzzleClick::ToggleView);
        }
    });
    clicks
}

/// What the puzzle asks: "Attackers to move: win in 2" or "find the only move that holds".
fn task(l: &Locale, run: &PuzzleRun) -> String {
    let side = side_key(run.solver());
    if run.puzzle.themes.first() == Some(&Theme::Defence) {
        tr!(l, "puzzle-task-defence", side = side)
    } else {
        tr!(
            l,
            "puzzle-task-win",
            side = side,
            moves = run.puzzle.solver_moves()
        )
    }
}

/// Where the puzzle stands: the hint, the wrong move and its retry, the solve and the rating.
fn stage(
    ui: &mut egui::Ui,
    l: &Locale,
    run: &PuzzleRun,
    change: Option<(f64, f64)>,
    clicks: &mut Vec<PuzzleClick>,
) {
    match run.stage {
        PuzzleStage::Solving => {
            if run.hints >= 1
                && let Some(mv) = run.next_move()
            {
                ui.label(tr!(l, "puzzle-hint-piece", square = mv.from.to_string()));
            }
            if run.hints < 2 && ui.button(tr!(l, "puzzle-hint")).clicked() {
                clicks.push(PuzzleClick::Command(PuzzleCommand::Hint));
            }
        }
        PuzzleStage::Wrong(mv) => {
            let orange = egui::Color32::from_rgb(240, 170, 90);
            ui.label(
                egui::RichText::new(tr!(l, "puzzle-wrong", mv = mv.to_string())).color(orange),
            );
            if ui.button(tr!(l, "puzzle-retry")).clicked() {
                clicks.push(PuzzleClick::Command(PuzzleCommand::Retry));
            }
        }
        PuzzleStage::Solved => {
            let green = egui::Color32::from_rgb(140, 210, 120);
            ui.label(
                egui::RichText::new(tr!(l, "puzzle-solved"))
                    .size(20.0)
                    .color(green),
            );
        }
    }
    if let Some((before, after)) = change {
        let (before, after) = (before.round() as i64, after.round() as i64);
        ui.label(tr!(
            l,
            "puzzle-rating-change",
            before = before,
            after = after
        ));
    }
}
