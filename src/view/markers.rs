//! Which markers the model's state asks for, the same in both views: dots on the selected
//! piece's legal destinations, a ring round it, the keyboard cursor, the last move's two
//! squares, in dice games a ring round each piece the throw lets move, and the pieces a move
//! may choose to take. Each view draws the list its own way, and only when it changes.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use konakis_engine::Square;

use crate::game::board::BoardRoot;
use crate::game::dice;
use crate::game::selection::{BoardCursor, CaptureChoice, Selection};
use crate::game::session::Session;

/// A kind of marker.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MarkerKind {
    /// A legal destination of the selected piece.
    Destination,
    /// The selected piece.
    Selected,
    /// The keyboard or gamepad cursor.
    Cursor,
    /// A square of the last move.
    LastMove,
    /// A piece the throw lets move (dice games).
    Movable,
    /// A piece the move asked for may take: the player chooses one (one-capture rules).
    Victim,
}

/// The ring round a piece the throw lets move: pale, so the selection's gold stands out.
pub const MOVABLE_COLOUR: Color = Color::srgba(0.80, 0.95, 0.85, 0.75);

/// The ring round a piece the player may choose to take: red.
pub const VICTIM_COLOUR: Color = Color::srgba(0.95, 0.25, 0.18, 0.95);

/// A view's marker entity (they are all taken up and drawn again when the list changes).
#[derive(Component)]
pub struct Marker;

/// The markers wanted now, on the board they are wanted on.
#[derive(SystemParam)]
pub struct WantedMarkers<'w, 's> {
    selection: Res<'w, Selection>,
    choice: Res<'w, CaptureChoice>,
    cursor: Res<'w, BoardCursor>,
    session: Option<Res<'w, Session>>,
    boards: Query<'w, 's, (Entity, &'static BoardRoot)>,
    shown: Query<'w, 's, (), With<Marker>>,
}

/// What a view last drew: the board root and the markers.
pub type ShownMarkers = Option<(Entity, Vec<(MarkerKind, Square)>)>;

impl WantedMarkers<'_, '_> {
    /// The board and the markers to draw, if they differ from `shown` (or the view lost its
    /// marker entities, as when it is entered again); `shown` becomes them.
    pub fn changed(
        &self,
        shown: &mut ShownMarkers,
    ) -> Option<(Entity, u8, Vec<(MarkerKind, Square)>)> {
        let (root, board) = self.boards.single().ok()?;
        let list = self.list(board.size);
        let lost = self.shown.is_empty() && !list.is_empty();
        let wanted = Some((root, list));
        if *shown == wanted && !lost {
            return None;
        }
        *shown = wanted.clone();
        wanted.map(|(root, list)| (root, board.size, list))
    }

    fn list(&self, size: u8) -> Vec<(MarkerKind, Square)> {
        let last = self
            .session
            .as_ref()
            .and_then(|m| m.game.moves().last().map(|m| m.mv))
            .filter(|mv| !mv.is_pass());
        let last_move = last.into_iter().flat_map(|mv| [mv.from, mv.to]);
        let destinations = self.selection.targets.iter();
        let cursor = self.cursor.square.filter(|s| s.on_board(size));
        (last_move.map(|sq| (MarkerKind::LastMove, sq)))
            .chain(self.movable().iter().map(|sq| (MarkerKind::Movable, sq)))
            .chain(destinations.map(|sq| (MarkerKind::Destination, sq)))
            .chain(self.selection.from.map(|sq| (MarkerKind::Selected, sq)))
            .chain(
                self.choice
                    .victims
                    .iter()
                    .map(|sq| (MarkerKind::Victim, sq)),
            )
            .chain(cursor.map(|sq| (MarkerKind::Cursor, sq)))
            .collect()
    }

    /// In a dice game, on a person's turn: the pieces the throw lets move.
    fn movable(&self) -> konakis_engine::Bits {
        match &self.session {
            Some(m) if m.human_to_move() && !m.replaying => dice::movable_pieces(&m.game),
            _ => konakis_engine::Bits::EMPTY,
        }
    }
}
