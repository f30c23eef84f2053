//! The running clock of a timed game: the time the side to move has spent on its move so far
//! (the session's [`Clock`](konakis_engine::clock::Clock) holds the times after each move,
//! and is charged when the move is played), and the loss on time when it runs out.
//!
//! The clock runs for the side to move in a game being played, not while a finished game is
//! replayed, not while the last move slides or the die rolls, and, in a game between people,
//! not while a dialog holds the game ([`ClockHeld`]). A game continued after a restart starts
//! each clock from the time it had after the last move: the time spent on the move in progress
//! when the game was left is not counted (the window was closed, and so was the clock).

use bevy::prelude::*;
use konakis_engine::clock::{Budget, Showing};
use konakis_engine::{Outcome, Reason};

use super::dice::DieRoll;
use super::session::{GameCommand, Session};
use super::turn::TurnPhase;
use crate::{AppSystems, Screen};

pub use super::session::TurnClock;

impl TurnClock {
    /// What the clock of the side to move shows now (`None`: no clock, or its time ran out).
    pub fn showing(&self, session: &Session) -> Option<Showing> {
        let clock = session.clock.as_ref()?;
        let game = &session.game;
        let spent = self.spent_on(session);
        clock.showing(game.ply(), game.to_move(), spent).ok()
    }

    /// How long the side to move may still think on its move, if the game is timed.
    pub fn budget(&self, session: &Session) -> Option<Budget> {
        let clock = session.clock.as_ref()?;
        let spent = self.spent_on(session);
        Some(clock.budget(session.game.ply(), session.game.to_move(), spent))
    }
}

/// A dialog holds a game between people (the settings, a resignation to confirm, a draw
/// offered...): their clock waits. Set by the HUD every frame.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockHeld(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TurnClock>()
        .init_resource::<ClockHeld>();
    app.add_systems(
        Update,
        (run_clock, flag_fall)
            .chain()
            .in_set(AppSystems::TickTimers)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// Whether the clock of the side to move runs now: not while the last move still slides
/// (nobody can move before it lands).
fn runs(session: &Session, die: &DieRoll, held: ClockHeld, phase: Option<TurnPhase>) -> bool {
    session.clock.is_some()
        && phase != Some(TurnPhase::Animating)
        && session.is_play()
        && !session.replaying
        && session.outcome().is_none()
        && !die.is_rolling()
        // A dialog holds the clock between people only.
        && (!held.0 || session.has_computer())
}

/// Counts the time of the move in progress.
fn run_clock(
    time: Res<Time<Real>>,
    session: Res<Session>,
    die: Res<DieRoll>,
    held: Res<ClockHeld>,
    phase: Option<Res<State<TurnPhase>>>,
    mut turn: ResMut<TurnClock>,
) {
    turn.follow(&session);
    if !runs(&session, &die, *held, phase.map(|p| **p)) {
        return;
    }
    turn.add(time.delta_secs_f64() * 1000.0);
}

/// The side whose time has run out loses.
fn flag_fall(
    session: Res<Session>,
    turn: Res<TurnClock>,
    mut commands: MessageWriter<GameCommand>,
    mut sent: Local<Option<(u64, usize)>>,
) {
    let Some(clock) = &session.clock else {
        return;
    };
    let game = &session.game;
    let here = (session.epoch, game.ply());
    if session.outcome().is_some() || *sent == Some(here) {
        return;
    }
    let side = game.to_move();
    if clock
        .charged(game.ply(), side, turn.spent_on(&session))
        .is_err()
    {
        *sent = Some(here);
        let outcome = Outcome::win(side.opponent(), Reason::Time);
        commands.write(GameCommand::Conclude(outcome));
    }
}
