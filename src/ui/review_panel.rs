//! The review on the side panel: the search's progress, the graph of the attackers' win
//! chance over the game (egui_plot; a click on it goes to that move), the move list with each
//! inaccuracy, mistake and blunder marked, the move shown judged in words, and "Try again" at
//! a person's mistake. The arrow keys, Home and End step through the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui_plot::{Line, Plot, PlotPoints, VLine};
use konakis_engine::review::{Judgement, MoveReview};

use super::panel::PANEL_WIDTH;
use crate::game::review::{ReviewCommand, ReviewRun};
use crate::game::session::{Players, Session};
use crate::i18n::{Locale, side_key};
use crate::tr;
use crate::view::camera::PanelInsets;

/// The mark and colour of a judgement in the move list.
fn mark(judgement: Judgement) -> (&'static str, egui::Color32) {
    match judgement {
        Judgement::Good => ("", egui::Color32::GRAY),
        Judgement::Inaccuracy => ("?!", egui::Color32::from_rgb(110, 170, 230)),
        Judgement::Mistake => ("?", egui::Color32::from_rgb(235, 165, 60)),
        Judgement::Blunder => ("??", egui::Color32::from_rgb(230, 80, 70)),
    }
}

/// The review panel in place of the side panel.
pub(super) fn review_panel(
    mut contexts: EguiContexts,
    run: Option<Res<ReviewRun>>,
    session: Res<Session>,
    mut insets: ResMut<PanelInsets>,
    mut asked: MessageWriter<ReviewCommand>,
    locale: Res<Locale>,
) -> Result {
    let Some(run) = run else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    super::panel::claim_right(&mut insets, &ctx);
    for said in draw_review(&ctx, &locale, &run, &session.players, session.game.ply()) {
        asked.write(said);
    }
    Ok(())
}

/// Draws the review panel; what its clicks ask.
pub(crate) fn draw_review(
    ctx: &egui::Context,
    l: &Locale,
    run: &ReviewRun,
    players: &Players,
    shown: usize,
) -> Vec<ReviewCommand> {
    let mut asked = Vec::new();
    super::panel::right_panel(ctx, "review panel", |ui| {
        ui.heading(tr!(l, "review-title"));
        if !run.is_done() {
            let progress = egui::ProgressBar::new(run.progress())
                .show_percentage()
                .text(tr!(l, "review-searching"));
            ui.add(progress);
        }
        graph(ui, l, run, shown, &mut asked);
        this_move(ui, l, run, players, shown, &mut asked);
        ui.separator();
        move_list(ui, run, shown, &mut asked);
        ui.separator();
        ui.label(egui::RichText::new(tr!(l, "review-keys")).small().weak());
        if ui.button(tr!(l, "review-close")).clicked() {
            asked.push(ReviewCommand::Close);
        }
    });
    asked
}

/// The attackers' chance over the game; a click goes to that move.
fn graph(
    ui: &mut egui::Ui,
    l: &Locale,
    run: &ReviewRun,
    shown: usize,
    asked: &mut Vec<ReviewCommand>,
) {
    let points: PlotPoints = run
        .views
        .iter()
        .enumerate()
        .map(|(i, v)| [i as f64, v.attackers * 100.0])
        .collect();
    let total = run.game.total_plies().max(1) as f64;
    let response = Plot::new("review graph")
        .width(PANEL_WIDTH - 36.0)
        .y_axis_min_width(30.0)
        .height(130.0)
        .include_x(0.0)
        .include_x(total)
        .include_y(0.0)
        .include_y(100.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show_axes([false, true])
        .y_axis_label(tr!(l, "review-graph-axis"))
        .show(ui, |plot| {
            plot.hline(egui_plot::HLine::new("", 50.0).color(egui::Color32::DARK_GRAY));
            plot.line(
                Line::new(tr!(l, "review-graph-line"), points)
                    .color(egui::Color32::from_rgb(240, 200, 90)),
            );
            plot.vline(VLine::new("", shown as f64).color(egui::Color32::LIGHT_GRAY));
            plot.pointer_coordinate()
        });
    if response.response.clicked()
        && let Some(at) = response.inner
    {
        let ply = at.x.round().clamp(0.0, run.game.total_plies() as f64) as usize;
        asked.push(ReviewCommand::Show(ply));
    }
}

/// The move that led to the position shown, or the one played from it, judged in words;
/// "Try again" where a person's move fell short.
fn this_move(
    ui: &mut egui::Ui,
    l: &Locale,
    run: &ReviewRun,
    players: &Players,
    shown: usize,
    asked: &mut Vec<ReviewCommand>,
) {
    if let Some(trial) = &run.trying {
        ui.label(egui::RichText::new(tr!(l, "review-try-ask", mv = trial.ply)).strong());
        match trial.verdict {
            Some((mv, true)) => ui.label(tr!(l, "review-try-good", mv = mv.to_string())),
            Some((mv, false)) => ui.label(tr!(l, "review-try-bad", mv = mv.to_string())),
            None => ui.label(""),
        };
        if !trial.shown && ui.button(tr!(l, "review-show-answer")).clicked() {
            asked.push(ReviewCommand::ShowAnswer);
        }
        return;
    }
    let Some(judged) = run.moves.get(shown) else {
        return;
    };
    ui.label(judgement_words(l, judged));
    if let Some(better) = judged.better {
        ui.label(tr!(l, "review-better", mv = better.to_string()));
        let by_a_person = players.of(judged.side).is_person();
        if by_a_person && ui.button(tr!(l, "review-try-again")).clicked() {
            asked.push(ReviewCommand::TryAgain(judged.ply));
        }
    }
}

/// "12. e5-e8 (attackers): a mistake; their chance 62% → 38%."
fn judgement_words(l: &Locale, judged: &MoveReview) -> String {
    tr!(
        l,
        "review-judged",
        number = judged.ply,
        mv = judged.mv.to_string(),
        side = side_key(judged.side),
        judgement = judged.judgement.name(),
        before = (judged.before * 100.0).round() as i64,
        after = (judged.after * 100.0).round() as i64
    )
}

/// Every move with its mark, the one shown highlighted; a click goes there.
fn move_list(ui: &mut egui::Ui, run: &ReviewRun, shown: usize, asked: &mut Vec<ReviewCommand>) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .max_height(ui.available_height() - 90.0)
        .show(ui, |ui| {
            egui::Grid::new("review moves")
                .num_columns(2)
                .show(ui, |ui| {
                    for (i, played) in run.game.all_moves().iter().enumerate() {
                        let ply = i + 1;
                        let judged = run.moves.get(i).map(|m| m.judgement);
                        let (sign, colour) = judged.map_or(("", egui::Color32::GRAY), mark);
                        let text = format!("{ply}. {}{sign}", played.mv);
                        // The move shown is in the selection's colours; the others in their marks'.
                        let mut rich = egui::RichText::new(text).monospace();
                        if ply != shown {
                            rich = rich.color(colour);
                        }
                        if ui.selectable_label(ply == shown, rich).clicked() {
                            asked.push(ReviewCommand::Show(ply));
                        }
                        if ply % 2 == 0 {
                            ui.end_row();
                        }
                    }
                });
        });
}

/// ← and → step a move, Home and End go to the start and the end.
pub(super) fn review_keys(
    keys: Res<ButtonInput<KeyCode>>,
    run: Option<Res<ReviewRun>>,
    session: Res<Session>,
    mut asked: MessageWriter<ReviewCommand>,
) {
    let Some(run) = run else {
        return;
    };
    let (ply, total) = (session.game.ply(), run.game.total_plies());
    let to = if keys.just_pressed(KeyCode::ArrowLeft) {
        ply.checked_sub(1)
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        (ply < total).then_some(ply + 1)
    } else if keys.just_pressed(KeyCode::Home) {
        Some(0)
    } else if keys.just_pressed(KeyCode::End) {
        Some(total)
    } else {
        None
    };
    if let Some(to) = to {
        asked.write(ReviewCommand::Show(to));
    }
}
