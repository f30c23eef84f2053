//! The puzzles screen: the player's puzzle rating, the puzzles solved, and a start by theme
//! or mixed; a puzzle opens on the board, the one nearest the player's rating.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use konakis_engine::puzzles::{Puzzle, Theme};

use crate::Screen;
use crate::game::puzzle::{PuzzleCommand, choose, shipped};
use crate::i18n::{Locale, theme_name};
use crate::persist::Persisted;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        puzzles_menu.run_if(in_state(Screen::Puzzles)),
    );
}

/// What a click on the puzzles screen asks for.
pub(crate) enum PuzzleClick {
    /// Back to the title.
    Back,
    /// A puzzle of this theme (any, for `None`).
    Start(Option<Theme>),
}

fn puzzles_menu(
    mut contexts: EguiContexts,
    persisted: Res<Persisted>,
    mut next: ResMut<NextState<Screen>>,
    mut puzzles: MessageWriter<PuzzleCommand>,
    locale: Res<Locale>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let settings = &persisted.settings;
    let rating = settings.puzzle_rating.rating;
    match draw_puzzles(
        ctx,
        &locale,
        shipped(),
        rating,
        settings.puzzles_solved.len(),
    ) {
        None => {}
        Some(PuzzleClick::Back) => next.set(Screen::Title),
        Some(PuzzleClick::Start(theme)) => {
            if let Some(puzzle) = choose(shipped(), theme, rating, &settings.puzzles_solved, None) {
                puzzles.write(PuzzleCommand::Open(Box::new(puzzle.clone()), theme));
            }
        }
    }
    Ok(())
}

/// Draws the puzzles window; what a click asks.
pub(crate) fn draw_puzzles(
    ctx: &egui::Context,
    l: &Locale,
    all: &[Puzzle],
    rating: f64,
    solved: usize,
) -> Option<PuzzleClick> {
    let mut click = None;
    egui::Window::new(tr!(l, "puzzles-title"))
        .id(egui::Id::new("puzzles"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.set_width(420.0);
            ui.label(tr!(l, "puzzles-intro"));
            ui.add_space(6.0);
            let rating = rating.round() as i64;
            ui.label(egui::RichText::new(tr!(l, "puzzles-rating", rating = rating)).strong());
            ui.label(tr!(l, "puzzles-solved", solved = solved, total = all.len()));
            ui.add_space(10.0);
            if ui
                .button(egui::RichText::new(tr!(l, "puzzles-mixed")).size(18.0))
                .clicked()
            {
                click = Some(PuzzleClick::Start(None));
            }
            ui.add_space(6.0);
            egui::Grid::new("themes").num_columns(2).show(ui, |ui| {
                for theme in Theme::ALL {
                    let count = all.iter().filter(|p| p.themes.contains(&theme)).count();
                    if count == 0 {
                        continue;
                    }
                    if ui.button(theme_name(l, theme)).clicked() {
                        click = Some(PuzzleClick::Start(Some(theme)));
                    }
                    ui.label(tr!(l, "puzzles-count", count = count));
                    ui.end_row();
                }
            });
            ui.add_space(10.0);
            if ui.button(tr!(l, "puzzles-back")).clicked() {
                click = Some(PuzzleClick::Back);
            }
        });
    click
}
