//! What the board warns of, as the engine answers it: the threats of the position in play (the
//! king's open roads, the squares from which he would be taken, the pieces either side could
//! take), what the move the player points at would take, and on a finished game the squares
//! that decided it. The player's aids say which are shown; X shows or hides them all. The
//! views draw what is here.

use bevy::prelude::*;
use konakis_engine::{Bits, Move, MoveEffect, Square, Threats};
use konakis_store::PlayAids;

use super::input::keys_free;
use super::selection::{BoardCursor, Selection};
use super::session::Session;
use crate::{AppSystems, Screen};

/// The player's aids in force (from the settings; X flips `threats_shown`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Aids(pub PlayAids);

/// The square the pointer is over, if it is over the board (either view sets it).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pointed(pub Option<Square>);

/// What the board shows of the threats, as the aids ask.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardThreats {
    /// The king's open roads, each the squares to where it ends.
    pub king_roads: Vec<Vec<Square>>,
    /// The squares from which an attacker would take the king next move.
    pub king_takers: Bits,
    /// The pieces either side could take next move.
    pub in_danger: Bits,
    /// The move pointed at and what it would do.
    pub preview: Option<(Move, MoveEffect)>,
    /// On a finished game: the squares that decided it.
    pub deciding: Bits,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Aids>()
        .init_resource::<Pointed>()
        .init_resource::<BoardThreats>();
    app.add_systems(
        Update,
        toggle_threats
            .run_if(keys_free)
            .in_set(AppSystems::RecordInput),
    );
    app.add_systems(
        Update,
        follow_the_board
            .in_set(AppSystems::React)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// X shows or hides every threat mark.
fn toggle_threats(keys: Res<ButtonInput<KeyCode>>, mut aids: ResMut<Aids>) {
    if keys.just_pressed(KeyCode::KeyX) {
        aids.0.threats_shown = !aids.0.threats_shown;
    }
}

/// Asks the engine again whenever the game, the aids, the selection or the pointed square
/// change (the position's threats once per position); the resource changes only when what
/// it holds does.
fn follow_the_board(
    session: Res<Session>,
    aids: Res<Aids>,
    selection: Res<Selection>,
    pointed: Res<Pointed>,
    cursor: Res<BoardCursor>,
    mut known: Local<Option<(u64, Threats)>>,
    mut shown: ResMut<BoardThreats>,
) {
    let changed = session.is_changed()
        || aids.is_changed()
        || selection.is_changed()
        || pointed.is_changed()
        || cursor.is_changed();
    if !changed {
        return;
    }
    let pos = session.game.position();
    let wanted = aids.0.threats_shown && !session.is_demo() && session.outcome().is_none();
    let threats = match &*known {
        _ if !wanted => Threats::default(),
        Some((hash, threats)) if *hash == pos.hash() => threats.clone(),
        _ => {
            let threats = session.variant().threats(&pos);
            *known = Some((pos.hash(), threats.clone()));
            threats
        }
    };
    let aim = pointed.0.or(cursor.square);
    shown.set_if_neq(threats_for(&session, aids.0, &threats, &selection, aim));
}

/// What the aids show of `threats` (the session's position's) on the board, with the move to
/// `aim` previewed when the selected piece may go there; on a finished game, the squares that
/// decided it instead.
pub fn threats_for(
    session: &Session,
    aids: PlayAids,
    threats: &Threats,
    selection: &Selection,
    aim: Option<Square>,
) -> BoardThreats {
    let game = &session.game;
    if let Some((_, deciding)) = game.deciding_squares() {
        return BoardThreats {
            deciding,
            ..BoardThreats::default()
        };
    }
    if !aids.threats_shown || session.is_demo() || session.replaying {
        return BoardThreats::default();
    }
    let preview = selection
        .from
        .zip(aim)
        .filter(|(_, to)| aids.move_preview && selection.targets.has(*to))
        .map(|(from, to)| {
            let mv = Move::new(from, to);
            (mv, game.variant().move_effect(&game.position(), mv))
        });
    let shown = |on: bool, bits: Bits| if on { bits } else { Bits::EMPTY };
    BoardThreats {
        king_roads: if aids.king_roads {
            threats.king_roads.clone()
        } else {
            Vec::new()
        },
        king_takers: shown(aids.king_takers, threats.king_takers),
        in_danger: shown(
            aids.in_danger,
            threats.attackers_in_danger | threats.defenders_in_danger,
        ),
        preview,
        deciding: Bits::EMPTY,
    }
}
