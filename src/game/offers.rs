//! Resigning and draws: a person resigns for their side; a draw offered by one person waits
//! for the other's answer; offered to the computer, its search judges the position and it
//! accepts only where it sees the game as even or worse for itself. The computer offers none.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use konakis_engine::search::{Level, LevelSettings, Searcher};
use konakis_engine::{Game, Outcome, Reason, Side};

use super::session::{GameCommand, Session};
use crate::{AppSystems, Screen};

/// What a player says about the game itself.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// This side resigns (already confirmed).
    Resign(Side),
    /// This side offers a draw.
    Draw(Side),
    /// The side offered a draw accepts (`true`) or declines it.
    Answer(bool),
}

/// The draw on offer, if any, and the last answer.
#[derive(Resource, Default)]
pub struct DrawOffer {
    /// The side that offers it, while it waits for an answer.
    pub from: Option<Side>,
    /// The (epoch, ply) it was made at: a move withdraws it.
    at: (u64, usize),
    /// The computer weighing it.
    weighing: Option<Task<bool>>,
    /// The offer last made in this position was declined.
    pub declined: bool,
}

impl DrawOffer {
    /// Whether the computer is weighing an offer.
    pub fn is_weighing(&self) -> bool {
        self.weighing.is_some()
    }
}

/// How long the computer weighs an offered draw.
const WEIGH_MS: u64 = 1_000;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DrawOffer>().add_message::<Offer>();
    app.add_systems(
        Update,
        (withdraw_stale, take_offers, hear_the_computer)
            .chain()
            .in_set(AppSystems::RecordInput)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// Whether `side` may resign or offer a draw now: a person's side in a game going on.
fn may_speak(session: &Session, side: Side) -> bool {
    session.is_play()
        && !session.replaying
        && session.outcome().is_none()
        && session.players.of(side).is_person()
}

/// A move, an undo or a new game withdraws the offer and forgets an answer.
fn withdraw_stale(session: Res<Session>, mut offer: ResMut<DrawOffer>) {
    let here = (session.epoch, session.game.ply());
    if offer.at != here && (offer.from.is_some() || offer.declined || offer.is_weighing()) {
        *offer = DrawOffer {
            at: here,
            ..default()
        };
    }
}

fn take_offers(
    mut offers: MessageReader<Offer>,
    session: Res<Session>,
    mut offer: ResMut<DrawOffer>,
    mut commands: MessageWriter<GameCommand>,
) {
    for said in offers.read() {
        match *said {
            Offer::Resign(side) if may_speak(&session, side) => {
                let outcome = Outcome::win(side.opponent(), Reason::Resignation);
                commands.write(GameCommand::Conclude(outcome));
            }
            Offer::Draw(side) if may_speak(&session, side) && offer.from.is_none() => {
                offer.at = (session.epoch, session.game.ply());
                offer.from = Some(side);
                offer.declined = false;
                if session.players.of(side.opponent()).is_computer() {
                    offer.weighing = Some(weigh(session.game.clone(), side.opponent()));
                }
            }
            Offer::Answer(accept) if offer.from.is_some() && !offer.is_weighing() => {
                answer(&mut offer, accept, &mut commands);
            }
            _ => {}
        }
    }
}

fn answer(offer: &mut DrawOffer, accept: bool, commands: &mut MessageWriter<GameCommand>) {
    offer.from = None;
    offer.weighing = None;
    if accept {
        commands.write(GameCommand::Conclude(Outcome::draw(Reason::Agreement)));
    } else {
        offer.declined = true;
    }
}

/// The computer's answer, once its search has weighed the offer.
fn hear_the_computer(mut offer: ResMut<DrawOffer>, mut commands: MessageWriter<GameCommand>) {
    let Some(task) = offer.weighing.as_mut() else {
        return;
    };
    if let Some(accept) = check_ready(task) {
        offer.weighing = None;
        answer(&mut offer, accept, &mut commands);
    }
}

/// Searches `game` for `computer`: it accepts where its score is even or worse for it.
fn weigh(game: Game, computer: Side) -> Task<bool> {
    AsyncComputeTaskPool::get().spawn(async move {
        let level = Level::ALL[3];
        let settings = LevelSettings {
            think_time: Duration::from_millis(WEIGH_MS * 40),
            deterministic: false,
        };
        let stop = Arc::new(AtomicBool::new(false));
        let mut searcher = Searcher::with_table_size(level.table_megabytes());
        let found = searcher.choose(&game, level, &settings, 0, &stop);
        let for_computer = if game.to_move() == computer {
            found.score
        } else {
            -found.score
        };
        for_computer <= 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The level's own share makes Jarl think a fortieth of `think_time`: one second here.
    #[test]
    fn jarl_weighs_for_about_a_second() {
        let settings = LevelSettings {
            think_time: Duration::from_millis(WEIGH_MS * 40),
            deterministic: false,
        };
        assert_eq!(
            Level::ALL[3].think_time(&settings),
            Duration::from_millis(WEIGH_MS)
        );
    }
}
