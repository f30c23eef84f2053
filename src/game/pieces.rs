//! Piece entities: spawned from the engine's position, moved when the engine reports a move,
//! removed (after sinking) when captured.

use bevy::prelude::*;
use konakis_engine::{Piece, Square};

use super::animation::{AnimationSettings, Flourish, FlourishKind, Sink, Slide};
use super::art::BoardArt;
use super::board::{BoardRoot, square_center};
use super::rules::{Match, MoveApplied};
use crate::AppSystems;

/// A piece on the board, mirroring the engine's piece on `square`.
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceOnBoard {
    /// Where the engine has it.
    pub square: Square,
    /// What it is.
    pub piece: Piece,
}

/// Height of pieces above the squares.
pub const PIECE_Z: f32 = 1.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_moves
            .in_set(AppSystems::Update)
            .after(super::rules::apply_move_requests)
            .run_if(state_exists::<super::turn::TurnPhase>),
    );
}

/// The bundle of a piece on `sq`.
pub fn piece_bundle(piece: Piece, sq: Square, size: u8, art: Option<&BoardArt>) -> impl Bundle {
    let sprite = match art {
        Some(art) => art.piece_sprite(piece),
        None => Sprite::from_color(Color::BLACK, Vec2::splat(super::board::TILE * 0.8)),
    };
    (
        Name::new(format!("{piece:?} on {sq}")),
        PieceOnBoard { square: sq, piece },
        sprite,
        Transform::from_translation(square_center(sq, size).extend(PIECE_Z)),
        Pickable::IGNORE,
    )
}

/// Spawns the pieces of the current position under the board root.
pub(super) fn spawn_pieces(
    commands: &mut Commands,
    root: Entity,
    the_match: &Match,
    art: Option<&BoardArt>,
) {
    let pos = the_match.game.position();
    let size = the_match.variant().size();
    for sq in pos.occupied().iter() {
        let piece = pos.piece_at(sq).expect("occupied square has a piece");
        commands.spawn((piece_bundle(piece, sq, size, art), ChildOf(root)));
    }
}

/// Moves the piece entity as the engine moved the piece, and sinks the captured ones.
fn follow_moves(
    mut applied: MessageReader<MoveApplied>,
    mut pieces: Query<(Entity, &mut PieceOnBoard, &Transform)>,
    roots: Query<(Entity, &BoardRoot)>,
    settings: Res<AnimationSettings>,
    mut commands: Commands,
) {
    let Ok((root, board)) = roots.single() else {
        return;
    };
    for event in applied.read() {
        let mv = event.played.mv;
        let mut king_taken = None;
        for (entity, mut on_board, transform) in &mut pieces {
            if on_board.square == mv.from {
                on_board.square = mv.to;
                let target = square_center(mv.to, board.size).extend(PIECE_Z);
                commands.entity(entity).insert(Slide::new(
                    transform.translation,
                    target,
                    settings.slide_secs(),
                ));
            } else if event.played.captured.has(on_board.square) {
                if on_board.piece == Piece::King {
                    king_taken = Some(on_board.square);
                }
                commands
                    .entity(entity)
                    .remove::<PieceOnBoard>()
                    .insert(Sink::default());
            }
        }
        let flourish = match (event.outcome, king_taken) {
            (_, Some(sq)) => Some((FlourishKind::KingCaptured, sq)),
            (Some(o), None) if o.reason == konakis_engine::Reason::KingEscaped => {
                Some((FlourishKind::KingEscaped, mv.to))
            }
            _ => None,
        };
        if let Some((kind, sq)) = flourish {
            commands.spawn((
                Name::new("Flourish"),
                Flourish::new(kind),
                Transform::from_translation(square_center(sq, board.size).extend(2.0)),
                Visibility::default(),
                ChildOf(root),
            ));
        }
    }
}
