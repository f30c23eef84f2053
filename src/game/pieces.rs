//! Piece entities: one per engine piece, moved when the session reports a move (a slide from
//! where the piece was shown), and taken off when captured (a sink, then gone). The king's
//! escape or fall starts a flourish.

use bevy::prelude::*;
use konakis_engine::{Piece, Reason, Square};

use super::board::BoardRoot;
use super::motion::{AnimationSettings, Flourish, FlourishKind, Sink, Slide, board_point};
use super::selection::Dragging;
use super::session::MoveApplied;
use crate::AppSystems;

/// A piece on the board, mirroring the engine's piece on `square`.
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceOnBoard {
    /// Where the engine has it.
    pub square: Square,
    /// What it is.
    pub piece: Piece,
}

/// A piece the engine has captured, sinking off `square` (no longer a [`PieceOnBoard`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct CapturedPiece {
    /// Where it was taken.
    pub square: Square,
    /// What it was.
    pub piece: Piece,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_moves
            .in_set(AppSystems::React)
            // Before a rebuild in the same frame despawns the entities it moves.
            .before(super::board::rebuild_board),
    );
}

/// Moves the piece entity as the engine moved the piece, sinks the captured ones, and starts
/// the flourish when the game is decided on the board.
pub(super) fn follow_moves(
    mut applied: MessageReader<MoveApplied>,
    mut pieces: Query<(Entity, &mut PieceOnBoard)>,
    roots: Query<Entity, With<BoardRoot>>,
    settings: Res<AnimationSettings>,
    dragging: Res<Dragging>,
    mut commands: Commands,
) {
    let Ok(root) = roots.single() else {
        return;
    };
    for event in applied.read() {
        let mv = event.played.mv;
        let mut king_taken = None;
        for (entity, mut on_board) in &mut pieces {
            if on_board.square == mv.from {
                // A dragged piece slides on from where it was let go.
                let from = match *dragging {
                    Dragging {
                        from: Some(sq),
                        at: Some(at),
                    } if sq == mv.from => at,
                    _ => board_point(mv.from),
                };
                on_board.square = mv.to;
                commands
                    .entity(entity)
                    .insert(Slide::new(from, mv.to, settings.slide_secs()));
            } else if event.played.captured.has(on_board.square) {
                if on_board.piece == Piece::King {
                    king_taken = Some(on_board.square);
                }
                commands.entity(entity).remove::<PieceOnBoard>().insert((
                    CapturedPiece {
                        square: on_board.square,
                        piece: on_board.piece,
                    },
                    Sink::default(),
                ));
            }
        }
        let flourish = match (event.outcome, king_taken) {
            (_, Some(sq)) => Some(Flourish::new(FlourishKind::KingCaptured, sq)),
            (Some(o), None) if o.reason == Reason::KingEscaped => {
                Some(Flourish::new(FlourishKind::KingEscaped, mv.to))
            }
            _ => None,
        };
        if let Some(flourish) = flourish {
            commands.spawn((Name::new("Flourish"), flourish, ChildOf(root)));
        }
    }
}
