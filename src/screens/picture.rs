//! A small picture of a variant's start position, painted with egui, for the new-game and
//! rules screens.

use bevy_egui::egui;
use konakis_engine::{Square, Variant};

/// Paints `variant`'s start position in a square `side` points wide: throne and corners grey,
/// the squares in two tones of wood, each piece a disc in its colour.
pub(crate) fn board_picture(ui: &mut egui::Ui, variant: &Variant, side: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let size = variant.size() as f32;
    let cell = side / size;
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(205, 170, 118));
    let pos = variant.start();
    for rank in 0..variant.size() {
        for file in 0..variant.size() {
            let sq = Square::new(file, rank);
            let min = rect.min + egui::vec2(file as f32 * cell, (size - 1.0 - rank as f32) * cell);
            let r = egui::Rect::from_min_size(min, egui::vec2(cell, cell)).shrink(0.5);
            painter.rect_filled(r, 1.0, square_fill(variant, sq));
            if let Some(piece) = pos.piece_at(sq) {
                painter.circle(
                    r.center(),
                    cell * 0.36,
                    crate::ui::piece_colour(piece),
                    egui::Stroke::new(1.0, egui::Color32::from_rgb(90, 60, 30)),
                );
            }
        }
    }
}

/// The colour of a square: grey for the throne and the marked corners, else wood.
fn square_fill(variant: &Variant, sq: Square) -> egui::Color32 {
    if sq == variant.throne() || variant.corners().has(sq) {
        egui::Color32::from_rgb(128, 126, 122)
    } else if (sq.file() + sq.rank()).is_multiple_of(2) {
        egui::Color32::from_rgb(226, 196, 146)
    } else {
        egui::Color32::from_rgb(212, 180, 128)
    }
}
