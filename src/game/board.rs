//! The board as the model knows it: a root entity with its size, one entity per square with
//! its kind (throne, corner, escape square), and the pieces under it. Spawned when a screen
//! with a board opens and rebuilt from the engine whenever the game changes other than by a
//! move. Views draw these entities; they add nothing to them.

use bevy::prelude::*;
use konakis_engine::{Square, Variant};

use super::pieces::{CapturedPiece, PieceOnBoard, taken_pieces};
use super::session::{BoardReset, Session};
use crate::{AppSystems, Screen};

/// The board's root entity: squares and pieces are its children.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardRoot {
    /// Squares along a side.
    pub size: u8,
}

/// A square of the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardSquare {
    /// Which square.
    pub square: Square,
    /// What kind of square, for its look.
    pub kind: SquareKind,
}

/// What kind of square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SquareKind {
    /// An ordinary square.
    Plain,
    /// The throne.
    Throne,
    /// A corner refuge (only the king may enter).
    Corner,
    /// An edge square where the king escapes (edge variants).
    Escape,
}

/// The kind of `sq` in `variant`.
pub fn square_kind(variant: &Variant, sq: Square) -> SquareKind {
    if sq == variant.throne() {
        SquareKind::Throne
    } else if variant.corners().has(sq) {
        SquareKind::Corner
    } else if variant.escape_squares().has(sq) && variant.corners().is_empty() {
        SquareKind::Escape
    } else {
        SquareKind::Plain
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_board);
    app.add_systems(OnEnter(Screen::Title), spawn_board);
    app.add_systems(
        Update,
        rebuild_board
            .in_set(AppSystems::React)
            // After the pieces follow a move, so a rebuild in the same frame despawns them
            // only once they have.
            .after(super::pieces::follow_moves)
            .run_if(resource_exists::<Session>),
    );
}

/// After an undo, a new game or a load, the board is built again from the engine.
fn rebuild_board(
    mut reset: MessageReader<BoardReset>,
    roots: Query<Entity, With<BoardRoot>>,
    mut commands: Commands,
    session: Res<Session>,
    screen: Res<State<Screen>>,
) {
    if reset.read().count() == 0 || !matches!(**screen, Screen::Playing | Screen::Title) {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    spawn_board_for(&mut commands, &session, **screen);
}

fn spawn_board(mut commands: Commands, session: Option<Res<Session>>, screen: Res<State<Screen>>) {
    if let Some(session) = session {
        spawn_board_for(&mut commands, &session, **screen);
    }
}

/// Spawns the board, its squares and the pieces of the current position.
fn spawn_board_for(commands: &mut Commands, session: &Session, screen: Screen) {
    let variant = session.variant();
    let size = variant.size();
    let root = commands
        .spawn((
            Name::new("Board"),
            BoardRoot { size },
            DespawnOnExit(screen),
        ))
        .id();
    for square in variant.board().iter() {
        let kind = square_kind(variant, square);
        commands.spawn((
            Name::new(format!("Square {square}")),
            BoardSquare { square, kind },
            ChildOf(root),
        ));
    }
    let pos = session.game.position();
    for square in pos.occupied().iter() {
        let piece = pos.piece_at(square).expect("occupied square has a piece");
        commands.spawn((
            Name::new(format!("{piece:?} on {square}")),
            PieceOnBoard { square, piece },
            ChildOf(root),
        ));
    }
    // What was taken lies beside the board (where it was taken no longer matters).
    let somewhere = variant.throne();
    for (piece, slot) in taken_pieces(&session.game) {
        commands.spawn((
            Name::new(format!("{piece:?} taken")),
            CapturedPiece {
                square: somewhere,
                piece,
                slot,
            },
            ChildOf(root),
        ));
    }
}
