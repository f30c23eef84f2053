//! Between a person's choice of a move and the rules: the move goes on at once, or, where the
//! player asked for it, waits for a confirmation: every move (couch play), or a move that
//! would let the opponent win next move (the guard). Only in a game the player plays.

use bevy::prelude::*;
use konakis_engine::{Danger, Move};

use super::input::keys_free;
use super::selection::Selection;
use super::session::{BoardReset, MoveRequested, Session};
use super::threats::Aids;
use crate::{AppSystems, Screen};

/// A move a person chose on the board.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveChosen(pub Move);

/// The player's answer to a move held for confirmation.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// Play it.
    Play,
    /// Take it back and choose again.
    TakeBack,
}

/// A move waiting for the player's word, and what it would hand the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The move.
    pub mv: Move,
    /// The opponent's winning reply it allows (the guard's reason to ask), if any.
    pub danger: Option<Danger>,
}

/// The move held for confirmation, if one is.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PendingMove(pub Option<Pending>);

/// Another part of the game takes the moves chosen on the board, and none goes to the rules
/// (a review's try at a better move, weighed and never played); the board takes moves then
/// though it shows a replay.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChosenElsewhere(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChosenElsewhere>();
    app.add_message::<MoveChosen>()
        .add_message::<Confirmation>()
        .init_resource::<PendingMove>();
    app.add_systems(
        Update,
        (
            // Before the board's keys: the Enter that chose a move does not confirm it.
            confirm_by_keys
                .run_if(keys_free)
                .before(super::input::BoardInput),
            (weigh_chosen_moves, answer_confirmation)
                .chain()
                .after(super::input::BoardInput),
        )
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(Update, drop_on_reset.in_set(AppSystems::React));
}

/// Whether no move waits for a confirmation (the board takes no new choice meanwhile).
pub fn nothing_pending(pending: Res<PendingMove>) -> bool {
    pending.0.is_none()
}

/// Each chosen move goes to the rules (unless another part of the game takes it: the review's
/// try of a better move), unless the player's aids hold it: every move, or one
/// that lets the opponent win next move. A move the rules refuse goes on, to be refused.
fn weigh_chosen_moves(
    mut chosen: MessageReader<MoveChosen>,
    session: Res<Session>,
    aids: Res<Aids>,
    elsewhere: Res<ChosenElsewhere>,
    mut pending: ResMut<PendingMove>,
    mut requests: MessageWriter<MoveRequested>,
) {
    for &MoveChosen(mv) in chosen.read() {
        if elsewhere.0 {
            continue;
        }
        let game = &session.game;
        let legal = game
            .variant()
            .resolve_rolled(&game.position(), mv, game.roll());
        let hold = session.is_play() && (aids.0.guard || aids.0.confirm_moves);
        match legal {
            Ok(resolved) if hold => {
                let danger = aids
                    .0
                    .guard
                    .then(|| game.variant().danger_after(&game.position(), resolved))
                    .flatten();
                if danger.is_some() || aids.0.confirm_moves {
                    pending.0 = Some(Pending { mv, danger });
                } else {
                    requests.write(MoveRequested { mv, epoch: None });
                }
            }
            _ => {
                requests.write(MoveRequested { mv, epoch: None });
            }
        }
    }
}

/// Enter plays the held move, Esc takes it back.
fn confirm_by_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pending: Res<PendingMove>,
    mut answers: MessageWriter<Confirmation>,
) {
    if pending.0.is_none() {
        return;
    }
    if keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter) {
        answers.write(Confirmation::Play);
    } else if keys.just_pressed(KeyCode::Escape) {
        answers.write(Confirmation::TakeBack);
    }
}

fn answer_confirmation(
    mut answers: MessageReader<Confirmation>,
    mut pending: ResMut<PendingMove>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested>,
) {
    for answer in answers.read() {
        let Some(held) = pending.0.take() else {
            continue;
        };
        match answer {
            Confirmation::Play => {
                requests.write(MoveRequested {
                    mv: held.mv,
                    epoch: None,
                });
            }
            Confirmation::TakeBack => *selection = Selection::default(),
        }
    }
}

/// A new game, an undo or a load drops a held move.
fn drop_on_reset(mut reset: MessageReader<BoardReset>, mut pending: ResMut<PendingMove>) {
    if reset.read().count() > 0 {
        pending.0 = None;
    }
}
