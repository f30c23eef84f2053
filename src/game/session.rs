//! The session: the `Session` resource (the engine's game and who plays it) and the one set of
//! systems that changes it. Everything else sends requests (messages) and follows what the
//! session reports.

use bevy::prelude::*;
use konakis_engine::clock::Clock;
use konakis_engine::pairing::{Finished, Pairing};
use konakis_engine::search::Level;
use konakis_engine::{Game, IllegalMove, Move, Outcome, PlayedMove, Side, Variant};

use crate::{AppSystems, Screen};

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    /// A person at the board.
    Human,
    /// The computer at a level with a thinking time in milliseconds.
    Computer {
        /// Difficulty level.
        level: Level,
        /// Thinking time per move, in milliseconds.
        think_ms: u64,
    },
    /// A lesson's answers, played by the lesson itself (no search, no person).
    Script,
}

impl Player {
    /// Whether this is the computer.
    pub fn is_computer(self) -> bool {
        matches!(self, Player::Computer { .. })
    }

    /// Whether a person plays this side.
    pub fn is_person(self) -> bool {
        matches!(self, Player::Human)
    }
}

/// What a session is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SessionKind {
    /// A game the player plays (saved on every move).
    Play,
    /// The computer playing itself behind the title menu.
    Demo,
    /// A lesson's example or task (never saved).
    Lesson,
    /// A puzzle (never saved).
    Puzzle,
}

/// Who plays each side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Players {
    /// The attackers' player.
    pub attackers: Player,
    /// The defenders' player.
    pub defenders: Player,
}

impl Players {
    /// Both sides human: two players on one couch.
    pub const HUMANS: Players = Players {
        attackers: Player::Human,
        defenders: Player::Human,
    };

    /// The player of `side`.
    pub fn of(&self, side: Side) -> Player {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// The same players with sides swapped (rematch).
    pub fn swapped(self) -> Players {
        Players {
            attackers: self.defenders,
            defenders: self.attackers,
        }
    }
}

/// The game being played: the engine's game (position, history, rules) and who plays.
#[derive(Resource)]
pub struct Session {
    /// The engine's game.
    pub game: Game,
    /// Who plays each side.
    pub players: Players,
    /// Seed for the computer's choices, so a game can be replayed exactly.
    pub seed: u64,
    /// Bumped whenever the game changes other than by a move (undo, redo, new game, load,
    /// replay): a running search for an older epoch is stale and its answer is discarded.
    pub epoch: u64,
    /// A finished game is being replayed: nobody moves.
    pub replaying: bool,
    /// A game, the title's demo, or a lesson.
    pub kind: SessionKind,
    /// The game's clock, if it is timed.
    pub clock: Option<Clock>,
    /// The match of paired games this game belongs to, if any (the games finished so far,
    /// this one counted once it ends).
    pub pairing: Option<Pairing>,
}

/// The time spent on the move in progress, and which move that is (`clock.rs` runs it and
/// reads it; the session charges the game's clock with it when the move is played).
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct TurnClock {
    /// Milliseconds spent on the move in progress.
    pub spent_ms: u64,
    /// The (epoch, ply) it was counted for; another resets it.
    at: (u64, usize),
    /// Fractions of a millisecond carried from frame to frame.
    carry: f64,
}

impl TurnClock {
    /// The milliseconds spent on the session's move in progress.
    pub fn spent_on(&self, session: &Session) -> u64 {
        if self.at == (session.epoch, session.game.ply()) {
            self.spent_ms
        } else {
            0
        }
    }

    /// Starts counting afresh when the session's move in progress is another.
    pub fn follow(&mut self, session: &Session) {
        let here = (session.epoch, session.game.ply());
        if self.at != here {
            *self = TurnClock {
                at: here,
                ..TurnClock::default()
            };
        }
    }

    /// Adds `ms` milliseconds (fractions carried to the next).
    pub fn add(&mut self, ms: f64) {
        let ms = ms + self.carry;
        self.spent_ms += ms as u64;
        self.carry = ms.fract();
    }
}

/// How a game is played beyond its rules: its clock and its match.
#[derive(Clone, Debug, Default)]
pub struct MatchPlay {
    /// The clock, if the game is timed.
    pub clock: Option<Clock>,
    /// The match, if the game is one of paired games.
    pub pairing: Option<Pairing>,
}

impl Session {
    /// A match of `game` between `players`.
    pub fn new(game: Game, players: Players) -> Session {
        Session {
            game,
            players,
            seed: 0x5eed,
            epoch: 0,
            replaying: false,
            kind: SessionKind::Play,
            clock: None,
            pairing: None,
        }
    }

    /// Whether the game is played as in a tournament (a clock or a match): no take-backs.
    pub fn is_formal(&self) -> bool {
        self.clock.is_some() || self.pairing.is_some()
    }

    /// The next game of the match, once this one is over: sides swapped, the clock reset.
    pub fn next_in_match(&self) -> Option<(Game, Players, MatchPlay)> {
        let pairing = self.pairing.as_ref().filter(|p| !p.is_over())?;
        self.outcome()?;
        let game = Game::from_position(self.variant().clone(), self.game.start_position());
        let play = MatchPlay {
            clock: self.clock.as_ref().map(|c| Clock::new(c.control())),
            pairing: Some(pairing.clone()),
        };
        Some((game, self.players.swapped(), play))
    }

    /// Which game of its match this is (0-based), if it is one: once it is over and counted,
    /// still this one.
    pub fn game_in_match(&self) -> Option<usize> {
        let pairing = self.pairing.as_ref()?;
        let counted = self.outcome().is_some() && !self.replaying;
        Some(if counted {
            pairing.finished().len().saturating_sub(1)
        } else {
            pairing.current()
        })
    }

    /// Counts a finished game in its match, once.
    fn count_in_match(&mut self) {
        let (Some(outcome), Some(pairing)) = (self.game.outcome(), self.pairing.as_mut()) else {
            return;
        };
        if self.replaying || pairing.finished().len() > pairing.current() {
            return;
        }
        pairing.add(Finished {
            winner: outcome.winner,
            plies: self.game.ply(),
        });
    }

    /// The game's result, if it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The variant.
    pub fn variant(&self) -> &Variant {
        self.game.variant()
    }

    /// Whether the side to move is played by a person and the game goes on.
    pub fn human_to_move(&self) -> bool {
        self.outcome().is_none() && self.players.of(self.game.to_move()).is_person()
    }

    /// Whether this is the computer playing itself behind the title menu.
    pub fn is_demo(&self) -> bool {
        self.kind == SessionKind::Demo
    }

    /// Whether this is a game the player plays (not the demo, not a lesson).
    pub fn is_play(&self) -> bool {
        self.kind == SessionKind::Play
    }

    /// Whether any side is played by the computer.
    pub fn has_computer(&self) -> bool {
        self.players.attackers.is_computer() || self.players.defenders.is_computer()
    }
}

/// Ask the rules to play a move (from a click, a drag, the keyboard or the computer).
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveRequested {
    /// The move.
    pub mv: Move,
    /// For the computer's moves: the epoch the search started in.
    pub epoch: Option<u64>,
}

/// A move was played: the board should follow.
#[derive(Message, Clone, Copy, Debug)]
pub struct MoveApplied {
    /// The move and its captures.
    pub played: PlayedMove,
    /// Who moved.
    pub side: Side,
    /// The game's result after it, if over.
    pub outcome: Option<Outcome>,
}

/// A move was refused, with the engine's reason (the HUD words it).
#[derive(Message, Clone, Debug)]
pub struct MoveRefused {
    /// The move.
    pub mv: Move,
    /// Why.
    pub reason: IllegalMove,
}

/// The game changed other than by one move: rebuild the pieces from the engine.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct BoardReset;

/// Requests that change the game as a whole.
#[derive(Message, Clone, Debug)]
pub enum GameCommand {
    /// Take back a move (against the computer: the human's last move and the reply).
    Undo,
    /// Replay an undone move (against the computer: up to the human's next turn).
    Redo,
    /// Replay a finished game: show the position after this many moves.
    GoTo(usize),
    /// Leave the replay at the end of the game.
    EndReplay,
    /// Start this game with these players, in the game screen.
    Start(Box<Game>, Players),
    /// Start this game with these players, its clock and its match.
    StartTimed(Box<Game>, Players, Box<MatchPlay>),
    /// End the game as the players decided: a resignation, a clock run out, a draw agreed.
    Conclude(Outcome),
    /// Start the computer playing itself behind the title menu, from this seed.
    StartDemo(Box<Game>, Players, u64),
    /// Start a lesson's example or task, in the game screen.
    StartLesson(Box<Game>, Players),
    /// Start a puzzle's position, in the game screen.
    StartPuzzle(Box<Game>, Players),
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MoveRequested>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRefused>()
        .add_message::<BoardReset>()
        .add_message::<GameCommand>();
    app.add_systems(
        Update,
        (
            start_sessions,
            (apply_game_commands, apply_move_requests).run_if(resource_exists::<Session>),
        )
            .chain()
            .in_set(AppSystems::ApplyRules),
    );
}

/// Plays requested moves through the engine; refuses illegal ones and stale computer moves.
fn apply_move_requests(
    mut requests: MessageReader<MoveRequested>,
    mut session: ResMut<Session>,
    turn: Res<TurnClock>,
    mut applied: MessageWriter<MoveApplied>,
    mut refused: MessageWriter<MoveRefused>,
) {
    for request in requests.read() {
        if request.epoch.is_some_and(|e| e != session.epoch) {
            info!("discarded a stale computer move {}", request.mv);
            continue;
        }
        // A replay (or a review) shows the game: a move there would cut its future off.
        if session.replaying {
            continue;
        }
        let side = session.game.to_move();
        let (ply, spent) = (session.game.ply(), turn.spent_on(&session));
        if let Some(clock) = &session.clock
            && clock.charged(ply, side, spent).is_err()
        {
            // Too late: the clock fell before the move (the loss on time follows).
            continue;
        }
        match session.game.play(request.mv) {
            Ok(played) => {
                let m = &mut *session;
                if let Some(clock) = m.clock.as_mut() {
                    clock.record(ply, side, spent).ok();
                }
                m.count_in_match();
                let outcome = session.game.outcome();
                applied.write(MoveApplied {
                    played,
                    side,
                    outcome,
                });
            }
            Err(e) => {
                refused.write(MoveRefused {
                    mv: request.mv,
                    reason: e,
                });
            }
        }
    }
}

/// Starts a new match (a game, or the title's demo): the only place the `Session` resource is
/// inserted or replaced. A running search of the old session sees the epoch move on.
fn start_sessions(
    mut commands_in: MessageReader<GameCommand>,
    mut commands: Commands,
    mut session: Option<ResMut<Session>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut reset: MessageWriter<BoardReset>,
) {
    for command in commands_in.read() {
        let fresh = match command {
            GameCommand::Start(game, players) => Session::new((**game).clone(), *players),
            GameCommand::StartTimed(game, players, play) => Session {
                clock: play.clock.clone(),
                pairing: play.pairing.clone(),
                ..Session::new((**game).clone(), *players)
            },
            GameCommand::StartDemo(game, players, seed) => Session {
                kind: SessionKind::Demo,
                seed: *seed,
                ..Session::new((**game).clone(), *players)
            },
            GameCommand::StartLesson(game, players) => Session {
                kind: SessionKind::Lesson,
                ..Session::new((**game).clone(), *players)
            },
            GameCommand::StartPuzzle(game, players) => Session {
                kind: SessionKind::Puzzle,
                ..Session::new((**game).clone(), *players)
            },
            _ => continue,
        };
        let demo = fresh.is_demo();
        match session.as_mut() {
            Some(m) => {
                let epoch = m.epoch + 1;
                let seed = if demo {
                    fresh.seed
                } else {
                    m.seed.wrapping_add(1)
                };
                **m = Session {
                    epoch,
                    seed,
                    ..fresh
                };
            }
            None => commands.insert_resource(fresh),
        }
        if !demo {
            // Re-entering the screen despawns and respawns the board (DespawnOnExit fires on
            // a same-state set in Bevy 0.19).
            next_screen.set(Screen::Playing);
        }
        reset.write(BoardReset);
    }
}

/// Undo, redo and replay jumps.
fn apply_game_commands(
    mut commands_in: MessageReader<GameCommand>,
    mut session: ResMut<Session>,
    mut reset: MessageWriter<BoardReset>,
) {
    for command in commands_in.read() {
        let m = &mut *session;
        let changed = match command {
            // A game played as in a tournament takes nothing back.
            GameCommand::Undo | GameCommand::Redo if m.is_formal() => false,
            GameCommand::Undo => {
                let changed = m.game.undo();
                // Against the computer, take back to the human's turn.
                while changed && m.has_computer() && m.players.of(m.game.to_move()).is_computer() {
                    if !m.game.undo() {
                        break;
                    }
                }
                changed
            }
            GameCommand::Redo => {
                let changed = m.game.redo();
                while changed
                    && m.has_computer()
                    && m.players.of(m.game.to_move()).is_computer()
                    && m.game.ply() < m.game.total_plies()
                {
                    m.game.redo();
                }
                changed
            }
            GameCommand::GoTo(ply) => {
                m.replaying = true;
                let before = m.game.ply();
                m.game.go_to(*ply);
                m.game.ply() != before
            }
            GameCommand::EndReplay => {
                m.replaying = false;
                let end = m.game.total_plies();
                let changed = m.game.ply() != end;
                m.game.go_to(end);
                changed
            }
            GameCommand::Conclude(outcome) => {
                let ended = m.game.conclude(*outcome).is_ok();
                m.count_in_match();
                ended
            }
            GameCommand::Start(..)
            | GameCommand::StartTimed(..)
            | GameCommand::StartDemo(..)
            | GameCommand::StartLesson(..)
            | GameCommand::StartPuzzle(..) => false,
        };
        if changed {
            m.epoch += 1;
            reset.write(BoardReset);
        }
    }
}
