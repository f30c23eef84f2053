//! Piece entities: one per engine piece, moved when the session reports a move (a slide from
//! where the piece was shown), and taken off when captured: carried beside the board, on the
//! taker's side, as players set down what they take (a piece taken by its own move slides
//! there first). The decided game starts a flourish.

use bevy::prelude::*;
use konakis_engine::{Game, Piece, Position, Reason, Square};

use super::motion::{
    AnimationSettings, Carry, CarryOnArrival, Flourish, FlourishKind, Slide, board_point,
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

/// A piece the engine has captured (no longer a [`PieceOnBoard`]): it lies beside the board
/// in its taker's row, at `slot` (see [`tray_point`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct CapturedPiece {
    /// Where it was taken.
    pub square: Square,
    /// What it was.
    pub piece: Piece,
    /// Its place in the row of pieces its taker has taken, from 0.
    pub slot: u16,
}

/// Spacing of the pieces beside the board, in squares.
const TRAY_STEP: f32 = 0.62;
/// How far beyond the last square the first row of taken pieces lies, in squares (clear of
/// the frame in both views).
const TRAY_OFFSET: f32 = 1.6;
/// Size of a taken piece beside the board (1: as on the board).
pub const TRAY_SCALE: f32 = 0.6;
/// How far the taken pieces reach beyond the last square on either side, at most (two
/// rows), for the views to keep them in sight.
pub const TRAY_REACH: f32 = TRAY_OFFSET + TRAY_STEP + 0.4;

/// Where the taken piece at `slot` lies on a board of `size`, in squares. The attackers sit
/// at rank 1 and set what they take on their right, beyond the last file, from their end; the
/// defenders sit beyond the last rank and set theirs beyond file a, from their end. A row that
/// reaches the far end starts another, further out.
pub fn tray_point(piece: Piece, slot: u16, size: u8) -> Vec2 {
    let per_row = ((size as f32 - 0.4) / TRAY_STEP).floor().max(1.0) as u16;
    let (row, along) = (
        (slot / per_row).min(1) as f32,
        (slot % per_row) as f32 * TRAY_STEP,
    );
    let last = size as f32 - 1.0;
    let away = TRAY_OFFSET + row * TRAY_STEP;
    match piece {
        Piece::Attacker => Vec2::new(-away, last - along),
        Piece::Defender | Piece::King => Vec2::new(last + away, along),
    }
}

/// The pieces taken so far in `game`, each with its slot beside the board: the attackers
/// taken, then the defenders, the king last.
pub fn taken_pieces(game: &Game) -> Vec<(Piece, u16)> {
    let (start, now) = (game.start_position(), game.position());
    let lost = |count: fn(&Position) -> u32| count(&start).saturating_sub(count(&now)) as u16;
    let attackers = lost(|p| p.attackers().count());
    let defenders = lost(|p| p.defenders().count());
    let king = lost(|p| u32::from(p.king().is_some()));
    let row = |piece, n: u16, from: u16| (from..from + n).map(move |slot| (piece, slot));
    row(Piece::Attacker, attackers, 0)
        .chain(row(Piece::Defender, defenders, 0))
        .chain(row(Piece::King, king, defenders))
        .collect()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_moves.in_set(AppSystems::React));
}

/// Moves the piece entity as the engine moved the piece, carries the captured ones beside the
/// board (the mover itself after its slide, where its own move took it), and starts the
/// flourish when the game is decided on the board. A pass moves nothing.
pub(super) fn follow_moves(
    mut applied: MessageReader<MoveApplied>,
    mut pieces: Query<(Entity, &mut PieceOnBoard, &ChildOf)>,
    taken: Query<&CapturedPiece>,
    settings: Res<AnimationSettings>,
    dragging: Res<Dragging>,
    session: Option<Res<super::session::Session>>,
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
    // How many each row beside the board holds, counted once: the pieces taken below are
    // inserted only after this system, so the rows count on across the frame's moves.
    let mut rows = [0u16; 2];
    for c in &taken {
        rows[row_of(c.piece)] += 1;
    }
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
            let row = &mut rows[row_of(on_board.piece)];
            let carry = Carry::new(settings.carry_secs());
            take_off(&mut commands, entity, *on_board, *row, mover, carry);
            *row += 1;
        }
        let king = session.as_ref().and_then(|s| s.game.position().king());
        if settings.flourishes()
            && let Some(flourish) = flourish_for(event, king_taken, king)
        {
            commands.spawn((Name::new("Flourish"), flourish, ChildOf(root)));
        }
    }
}

/// Which row beside the board a taken piece goes to: the attackers taken, or the defenders
/// and the king.
fn row_of(piece: Piece) -> usize {
    usize::from(piece != Piece::Attacker)
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

/// The piece is taken: no longer on the board, it is carried to `slot` beside it (the mover
/// once it has arrived).
fn take_off(
    commands: &mut Commands,
    entity: Entity,
    piece: PieceOnBoard,
    slot: u16,
    mover: bool,
    carry: Carry,
) {
    let mut piece_entity = commands.entity(entity);
    piece_entity.remove::<PieceOnBoard>().insert(CapturedPiece {
        square: piece.square,
        piece: piece.piece,
        slot,
    });
    if mover {
        piece_entity.insert(CarryOnArrival);
    } else {
        piece_entity.insert(carry);
    }
}

/// The flourish of a decided game: the king taken, or escaped, or the game won another way
/// (round the king, where he still stands).
fn flourish_for(
    event: &MoveApplied,
    king_taken: Option<Square>,
    king: Option<Square>,
) -> Option<Flourish> {
    match (event.outcome, king_taken) {
        (_, Some(sq)) => Some(Flourish::new(FlourishKind::KingCaptured, sq)),
        (Some(o), None) if o.reason == Reason::KingEscaped => {
            Some(Flourish::new(FlourishKind::KingEscaped, event.played.mv.to))
        }
        (Some(_), None) => king.map(|sq| Flourish::new(FlourishKind::GameDecided, sq)),
        _ => None,
    }
}
