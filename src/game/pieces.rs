//! Piece entities: one per engine piece, moved when the session reports a move (a slide from
//! where the piece was shown), and taken off when captured (a sink, then gone; a piece taken
//! by its own move slides there first). The king's escape or fall starts a flourish.

use bevy::prelude::*;
use konakis_engine::{Piece, Reason, Square};

use super::motion::{
    AnimationSettings, Flourish, FlourishKind, Sink, SinkOnArrival, Slide, board_point,
};
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
    app.add_systems(Update, follow_moves.in_set(AppSystems::React));
}

/// Moves the piece entity as the engine moved the piece, sinks the captured ones (the mover
/// itself, after its slide, where its own move took it), and starts the flourish when the
/// game is decided on the board. A pass moves nothing.
pub(super) fn follow_moves(
    mut applied: MessageReader<MoveApplied>,
    mut pieces: Query<(Entity, &mut PieceOnBoard, &ChildOf)>,
    settings: Res<AnimationSettings>,
    dragging: Res<Dragging>,
    mut commands: Commands,
) {
    // The board's root: every piece is its child.
    let Some(root) = pieces
        .iter()
        .next()
        .map(|(_, _, child_of)| child_of.parent())
    else {
        return;
    };
    for event in applied.read() {
        let mv = event.played.mv;
        if mv.is_pass() {
            continue;
        }
        let captured = event.played.captured;
        let mut king_taken = None;
        for (entity, mut on_board, _) in &mut pieces {
            let mover = on_board.square == mv.from;
            if mover {
                let from = slide_start(&dragging, mv.from);
                on_board.square = mv.to;
                let slide = Slide::new(from, mv.to, settings.slide_secs());
                commands.entity(entity).insert(slide);
            }
            if !captured.has(on_board.square) {
                continue;
            }
            if on_board.piece == Piece::King {
                king_taken = Some(on_board.square);
            }
            take_off(&mut commands, entity, *on_board, mover);
        }
        if let Some(flourish) = flourish_for(event, king_taken) {
            commands.spawn((Name::new("Flourish"), flourish, ChildOf(root)));
        }
    }
}

/// Where the moving piece's slide starts: where a drag let go of it, or its square.
fn slide_start(dragging: &Dragging, from: Square) -> Vec2 {
    match *dragging {
        Dragging {
            from: Some(sq),
            at: Some(at),
        } if sq == from => at,
        _ => board_point(from),
    }
}

/// The piece is taken: no longer on the board, it sinks (the mover once it has arrived).
fn take_off(commands: &mut Commands, entity: Entity, piece: PieceOnBoard, mover: bool) {
    let mut piece_entity = commands.entity(entity);
    piece_entity.remove::<PieceOnBoard>().insert(CapturedPiece {
        square: piece.square,
        piece: piece.piece,
    });
    if mover {
        piece_entity.insert(SinkOnArrival);
    } else {
        piece_entity.insert(Sink::default());
    }
}

/// The flourish of a decided game: the king taken, or escaped.
fn flourish_for(event: &MoveApplied, king_taken: Option<Square>) -> Option<Flourish> {
    match (event.outcome, king_taken) {
        (_, Some(sq)) => Some(Flourish::new(FlourishKind::KingCaptured, sq)),
        (Some(o), None) if o.reason == Reason::KingEscaped => {
            Some(Flourish::new(FlourishKind::KingEscaped, event.played.mv.to))
        }
        _ => None,
    }
}
