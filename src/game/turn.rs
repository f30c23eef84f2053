//! The turn flow inside the game screen, as a sub-state: waiting for a person, sliding the
//! last move, the computer thinking, or the game over; and what the turn announces.

use bevy::prelude::*;
use konakis_engine::Announcement;

use super::confirm::ChosenElsewhere;
use super::motion::Animating;
use super::session::{MoveApplied, Session};
use crate::{AppSystems, Screen};

/// What the game is doing now.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Title | Screen::Playing)]
pub enum TurnPhase {
    /// A person may move.
    #[default]
    Waiting,
    /// A move is sliding across the board.
    Animating,
    /// The computer is searching.
    Thinking,
    /// The game has ended (or a finished game is being replayed).
    Over,
}

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<TurnPhase>();
    app.add_systems(
        Update,
        (start_animating, settle_turn)
            .chain()
            .in_set(AppSystems::React)
            .run_if(state_exists::<TurnPhase>.and_then(resource_exists::<Session>)),
    );
}

/// What is announced now, for the banners and the sounds: the king's rest ("Odpoczynek!"),
/// when the last move announced it, then raichi or tuichi while the king has open roads.
pub fn announced(session: &Session) -> Vec<Announcement> {
    let game = &session.game;
    let rest = game
        .announcements(game.ply())
        .into_iter()
        .filter(|a| *a == Announcement::Rest);
    rest.chain(session.variant().announcement(&game.position()))
        .collect()
}

/// The phase the game should be in when nothing is moving: a replay is over for the board,
/// but where another part of the game takes the board's moves (a review's try at a better
/// move), a person may move.
fn settled(session: &Session, elsewhere: ChosenElsewhere) -> TurnPhase {
    if (session.replaying && !elsewhere.0) || session.outcome().is_some() {
        TurnPhase::Over
    } else if !session.players.of(session.game.to_move()).is_person() {
        TurnPhase::Thinking
    } else {
        TurnPhase::Waiting
    }
}

/// A move was applied: the board animates it before anyone acts again.
fn start_animating(
    mut applied: MessageReader<MoveApplied>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    if applied.read().count() > 0 {
        next.set(TurnPhase::Animating);
    }
}

/// Keeps the phase true to the game: once the slide ends, after an undo, a new game or a
/// load, it becomes the computer's turn, a person's, or the end.
fn settle_turn(
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    animating: Query<(), With<Animating>>,
    session: Res<Session>,
    elsewhere: Res<ChosenElsewhere>,
) {
    if matches!(*next, NextState::Pending(_)) {
        return;
    }
    if **phase == TurnPhase::Animating && !animating.is_empty() {
        return;
    }
    let target = settled(&session, *elsewhere);
    if target != **phase {
        next.set(target);
    }
}
