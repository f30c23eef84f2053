//! The die of dice games (the Czech article: some games threw dice for "how many squares a stone may
//! move"). At the start of each turn the die is thrown from a generator seeded by the session,
//! so a game plays out the same again; the throw rolls for a moment on screen; a throw that
//! allows no move passes the turn after a pause, for a person and for the computer alike.
//! The engine records each throw with its turn (`Game::throw`): undo, redo and saves keep it.

use std::collections::VecDeque;

use bevy::prelude::*;
use konakis_engine::{Bits, Game, Move, Side, Square};

use super::session::{MoveRequested, Session};
use super::turn::TurnPhase;
use crate::AppSystems;

/// Seconds the die rolls before it shows its face.
pub const DIE_ROLL_SECS: f32 = 0.6;

/// Seconds the thrown die stays large on screen (rolling, then landed) before it shrinks to the
/// side panel's.
pub const DIE_SHOWN_SECS: f32 = 1.6;

/// Seconds a throw that allows no move stays on screen, with its note, before the turn passes.
pub const PASS_PAUSE_SECS: f32 = 1.4;

/// The die was thrown for a turn (for its sound).
#[derive(Message, Clone, Copy, Debug)]
pub struct DieThrown {
    /// The face it shows.
    pub face: u8,
    /// The side whose turn it is.
    pub side: Side,
}

/// The throw allows no move: the turn is about to pass (for the note on screen).
#[derive(Message, Clone, Copy, Debug)]
pub struct TurnPasses {
    /// The throw.
    pub roll: u8,
    /// The side that cannot move.
    pub side: Side,
}

/// The throw of the turn now, as shown: since when, so that it rolls for a moment.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct DieRoll {
    /// The face thrown.
    pub face: Option<u8>,
    /// Seconds since it was thrown (or first seen, for a throw made before, as after an undo).
    pub elapsed: f32,
    /// Whether it was thrown this turn on screen (and so rolls), rather than found made.
    pub rolled: bool,
    /// The turn it belongs to: (epoch, ply) of the session.
    turn: Option<(u64, usize)>,
    /// The note that the turn passes has been sent.
    noted: bool,
    /// The pass has been requested.
    passed: bool,
}

impl DieRoll {
    /// A throw made now, which rolls.
    fn thrown(face: u8, turn: (u64, usize)) -> DieRoll {
        DieRoll {
            face: Some(face),
            rolled: true,
            turn: Some(turn),
            ..default()
        }
    }

    /// A throw found already made (after an undo, a redo or a load): it has landed.
    fn landed(face: u8, turn: (u64, usize)) -> DieRoll {
        DieRoll {
            face: Some(face),
            elapsed: DIE_ROLL_SECS,
            turn: Some(turn),
            ..default()
        }
    }

    /// Whether the die is still rolling.
    pub fn is_rolling(&self) -> bool {
        self.rolled && self.elapsed < DIE_ROLL_SECS
    }

    /// Whether the die thrown this turn is still shown large (rolling, or just landed).
    pub fn is_on_show(&self) -> bool {
        self.rolled && self.elapsed < DIE_SHOWN_SECS
    }

    /// Whether this is the throw of the session's turn now.
    pub fn is_for(&self, session: &Session) -> bool {
        self.turn == Some(turn_of(session))
    }
}

/// Faces to throw before the seeded ones, in order: a loaded die, for tests and demonstrations.
#[derive(Resource, Default, Clone, Debug)]
pub struct LoadedDie(pub VecDeque<u8>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DieRoll>()
        .init_resource::<LoadedDie>()
        .add_message::<DieThrown>()
        .add_message::<TurnPasses>();
    app.add_systems(Update, tick_die.in_set(AppSystems::TickTimers));
    // Throwing is the turn's first input: before the players' own, so the computer's search
    // (in React) and a person's selection see the throw in the frame it is made.
    app.add_systems(
        Update,
        (throw_die, pass_stuck_turn)
            .chain()
            .in_set(AppSystems::RecordInput)
            .run_if(
                resource_exists::<Session>
                    .and_then(in_state(TurnPhase::Waiting).or_else(in_state(TurnPhase::Thinking))),
            ),
    );
}

/// The match's turn now: its epoch and ply.
fn turn_of(session: &Session) -> (u64, usize) {
    (session.epoch, session.game.ply())
}

/// The squares the piece on `from` may reach this turn: those the throw allows in dice games
/// (none before the throw), every legal one elsewhere.
pub fn destinations(game: &Game, from: Square) -> Bits {
    let variant = game.variant();
    match game.roll() {
        None if variant.uses_dice() => Bits::EMPTY,
        roll => variant.destinations_rolled(&game.position(), from, roll),
    }
}

/// The pieces of the side to move that the throw lets move (dice games, once thrown).
pub fn movable_pieces(game: &Game) -> Bits {
    if !game.variant().uses_dice() || game.roll().is_none() || game.outcome().is_some() {
        return Bits::EMPTY;
    }
    let pos = game.position();
    let mut movable = Bits::EMPTY;
    for sq in pos.pieces(pos.to_move()).iter() {
        if !destinations(game, sq).is_empty() {
            movable.set(sq);
        }
    }
    movable
}

fn tick_die(time: Res<Time>, mut die: ResMut<DieRoll>) {
    if die.face.is_some() {
        die.elapsed += time.delta_secs();
    }
}

/// Throws the die at the start of a turn of a dice game; a throw already made for the turn
/// (kept by an undo, or loaded) is shown as it lies.
fn throw_die(
    mut session: ResMut<Session>,
    mut die: ResMut<DieRoll>,
    mut loaded: ResMut<LoadedDie>,
    mut thrown: MessageWriter<DieThrown>,
) {
    let m = &*session;
    if !m.variant().uses_dice() || m.outcome().is_some() || die.is_for(m) {
        return;
    }
    let turn = turn_of(m);
    match m.game.roll() {
        Some(face) => *die = DieRoll::landed(face, turn),
        None if !m.replaying => {
            let face = loaded
                .0
                .pop_front()
                .unwrap_or_else(|| konakis_engine::dice::face(m.seed, turn.1));
            let side = m.game.to_move();
            if session.game.throw(face) {
                *die = DieRoll::thrown(face, turn);
                thrown.write(DieThrown { face, side });
            }
        }
        None => {}
    }
}

/// A throw that allows no move: once the die has landed, a note; after a pause, the pass.
fn pass_stuck_turn(
    session: Res<Session>,
    mut die: ResMut<DieRoll>,
    mut passes: MessageWriter<TurnPasses>,
    mut requests: MessageWriter<MoveRequested>,
) {
    if !die.is_for(&session) || die.elapsed < DIE_ROLL_SECS || !session.game.must_pass() {
        return;
    }
    let Some(roll) = die.face else { return };
    if !die.noted {
        die.noted = true;
        passes.write(TurnPasses {
            roll,
            side: session.game.to_move(),
        });
    }
    if !die.passed && die.elapsed >= DIE_ROLL_SECS + PASS_PAUSE_SECS {
        die.passed = true;
        requests.write(MoveRequested {
            mv: Move::PASS,
            epoch: Some(session.epoch),
        });
    }
}
