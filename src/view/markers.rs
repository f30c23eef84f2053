//! Which markers the model's state asks for, the same in both views: dots on the selected
//! piece's legal destinations, a ring round it, the keyboard cursor, the last move's two
//! squares, in dice games a ring round each piece the throw lets move, the pieces a move may
//! choose to take, the threats the player's aids show (the squares that would take the king,
//! the pieces in danger, what the move pointed at would take or whether its mover dies) and
//! on a finished game the squares that decided it. Each view draws the list its own way, and
//! only when it changes. (The king's roads are lines: each view's effects draw them.)

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use konakis_engine::Square;

use crate::game::board::BoardRoot;
use crate::game::dice;
use crate::game::selection::{BoardCursor, CaptureChoice, Selection};
use crate::game::session::Session;
use crate::game::threats::BoardThreats;

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
    /// A square from which an attacker would take the king next move.
    KingTaker,
    /// A piece either side could take next move.
    InDanger,
    /// A piece the move pointed at would take.
    WouldTake,
    /// Where the move pointed at would stop, and its mover die.
    MoverDies,
    /// A square that decided the finished game.
    Deciding,
}

impl MarkerKind {
    /// The marker's name, as both views give it to its entity.
    pub const fn name(self) -> &'static str {
        match self {
            MarkerKind::Destination => "Destination",
            MarkerKind::Selected => "Selected",
            MarkerKind::Cursor => "Cursor",
            MarkerKind::LastMove => "Last move",
            MarkerKind::Movable => "Movable",
            MarkerKind::Victim => "Victim",
            MarkerKind::KingTaker => "King taker",
            MarkerKind::InDanger => "In danger",
            MarkerKind::WouldTake => "Would take",
            MarkerKind::MoverDies => "Mover dies",
            MarkerKind::Deciding => "Deciding",
        }
    }
}

/// The ring round a piece the throw lets move: pale, so the selection's gold stands out.
pub const MOVABLE_COLOUR: Color = Color::srgba(0.80, 0.95, 0.85, 0.75);

/// The ring round a piece the player may choose to take: red.
pub const VICTIM_COLOUR: Color = Color::srgba(0.95, 0.25, 0.18, 0.95);

/// The frame of a square from which the king would be taken: deep crimson.
pub const KING_TAKER_COLOUR: Color = Color::srgba(0.85, 0.05, 0.25, 0.95);

/// The ring round a piece in danger: amber, a warning rather than a choice.
pub const IN_DANGER_COLOUR: Color = Color::srgba(1.0, 0.62, 0.12, 0.9);

/// The mark where a mover would die: dark red.
pub const MOVER_DIES_COLOUR: Color = Color::srgba(0.55, 0.02, 0.02, 0.9);

/// The frame of a square that decided the game: bright gold.
pub const DECIDING_COLOUR: Color = Color::srgba(1.0, 0.85, 0.25, 1.0);

/// The king's open roads: amber lines.
pub const ROAD_COLOUR: Color = Color::srgba(1.0, 0.58, 0.12, 0.9);

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
    threats: Res<'w, BoardThreats>,
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
            .chain(self.threat_marks())
            .chain(cursor.map(|sq| (MarkerKind::Cursor, sq)))
            .collect()
    }

    /// The threats and the deciding squares, as the model holds them.
    fn threat_marks(&self) -> Vec<(MarkerKind, Square)> {
        let t = &*self.threats;
        let (takes, dies) = match t.preview {
            Some((mv, effect)) => (effect.takes, effect.mover_dies.then_some(mv.to)),
            None => (konakis_engine::Bits::EMPTY, None),
        };
        let marks = |kind, bits: konakis_engine::Bits| bits.iter().map(move |sq| (kind, sq));
        marks(MarkerKind::KingTaker, t.king_takers)
            .chain(marks(MarkerKind::InDanger, t.in_danger & !takes))
            .chain(marks(MarkerKind::WouldTake, takes))
            .chain(dies.map(|sq| (MarkerKind::MoverDies, sq)))
            .chain(marks(MarkerKind::Deciding, t.deciding))
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
