//! A puzzle in play: the player finds the solver's moves one by one, the solution's replies
//! are played between, a wrong move is told and can be tried again, hints name the piece and
//! then show the move. Solved at the first go without a hint counts as a win for the player's
//! puzzle rating, anything else as a loss (once a puzzle); the rating itself is kept by
//! `persist` from [`PuzzleRated`].

use std::sync::OnceLock;

use bevy::prelude::*;
use konakis_engine::puzzles::{Puzzle, Theme, read_puzzles};
use konakis_engine::{Game, Move, Side};
use konakis_store::PuzzleRating;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use super::ai::Hint;
use super::motion::Animating;
use super::session::{
    GameCommand, MoveApplied, MoveRequested, Player, Players, Session, SessionKind,
};
use crate::{AppSystems, Screen};

/// The puzzles the game ships (assets/puzzles.json, built in).
pub fn shipped() -> &'static [Puzzle] {
    static PUZZLES: OnceLock<Vec<Puzzle>> = OnceLock::new();
    PUZZLES.get_or_init(|| {
        read_puzzles(include_str!("../../assets/puzzles.json")).expect("the shipped puzzles read")
    })
}

/// How sure a puzzle's own rating is taken to be (Glicko-2's deviation).
const PUZZLE_DEVIATION: f64 = 60.0;

/// The next puzzle for a player rated `rating`: of `theme` (any, for `None`), not solved yet
/// where one is left, the nearest in rating.
pub fn choose<'a>(
    all: &'a [Puzzle],
    theme: Option<Theme>,
    rating: f64,
    solved: &std::collections::BTreeSet<String>,
    not: Option<&str>,
) -> Option<&'a Puzzle> {
    let of_theme =
        |p: &&Puzzle| theme.is_none_or(|t| p.themes.contains(&t)) && Some(p.id.as_str()) != not;
    let distance = |p: &&Puzzle| (p.rating as f64 - rating).abs() as u64;
    let fresh = all
        .iter()
        .filter(of_theme)
        .filter(|p| !solved.contains(&p.id))
        .min_by_key(distance);
    fresh.or_else(|| all.iter().filter(of_theme).min_by_key(distance))
}

/// The player's rating after a puzzle rated `puzzle`: Glicko-2, the puzzle the opponent.
pub fn rate(player: PuzzleRating, puzzle: u32, won: bool) -> PuzzleRating {
    let me = Glicko2Rating {
        rating: player.rating,
        deviation: player.deviation,
        volatility: player.volatility,
    };
    let them = Glicko2Rating {
        rating: puzzle as f64,
        deviation: PUZZLE_DEVIATION,
        volatility: 0.06,
    };
    let outcome = if won { Outcomes::WIN } else { Outcomes::LOSS };
    let (after, _) = glicko2(&me, &them, &outcome, &Glicko2Config::new());
    PuzzleRating {
        rating: after.rating,
        deviation: after.deviation,
        volatility: after.volatility,
    }
}

/// The puzzle in play.
#[derive(Resource, Clone, Debug)]
pub struct PuzzleRun {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The theme chosen on the puzzles screen (`None`: mixed).
    pub theme: Option<Theme>,
    /// Its solution, read.
    moves: Vec<Move>,
    /// The solution's moves played so far.
    pub done: usize,
    /// Where it stands.
    pub stage: PuzzleStage,
    /// Hints taken.
    pub hints: u8,
    /// The rating has counted it.
    pub rated: bool,
}

/// Where a puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleStage {
    /// The player's move (or the reply coming).
    Solving,
    /// The player's last move was not the solution's.
    Wrong(Move),
    /// Solved.
    Solved,
}

impl PuzzleRun {
    /// `puzzle` at its start; `None` where its solution does not read.
    pub fn new(puzzle: Puzzle, theme: Option<Theme>) -> Option<PuzzleRun> {
        let moves = puzzle.moves().ok()?;
        Some(PuzzleRun {
            puzzle,
            theme,
            moves,
            done: 0,
            stage: PuzzleStage::Solving,
            hints: 0,
            rated: false,
        })
    }

    /// The solver: the side the player moves.
    pub fn solver(&self) -> Side {
        self.puzzle.to_move
    }

    /// The solution's next move, while the puzzle is being solved.
    pub fn next_move(&self) -> Option<Move> {
        self.moves.get(self.done).copied()
    }
}

/// What the player asks of the puzzles.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// Start this puzzle (of this theme's run).
    Open(Box<Puzzle>, Option<Theme>),
    /// Set the position up again where the wrong move was made.
    Retry,
    /// A hint: the piece to move, then the move.
    Hint,
}

/// A puzzle counted for the player's rating: its id and rating, and whether it was a win
/// (solved at the first go, without a hint).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRated {
    /// The puzzle's id.
    pub id: String,
    /// The puzzle's rating.
    pub rating: u32,
    /// Solved at the first go without a hint.
    pub won: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PuzzleCommand>()
        .add_message::<PuzzleRated>();
    app.add_systems(
        Update,
        (
            follow_commands,
            (judge_moves, reply)
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<PuzzleRun>)),
        )
            .chain()
            .in_set(AppSystems::React)
            .run_if(resource_exists::<Session>),
    );
}

/// The puzzle's game with the solution's first `done` moves played (in a dice game, the
/// puzzle's throw thrown).
fn game_at(puzzle: &Puzzle, moves: &[Move], done: usize) -> Option<Game> {
    let (variant, pos) = puzzle.setup().ok()?;
    let mut game = Game::from_position(variant, pos);
    if let Some(roll) = puzzle.roll {
        game.throw(roll);
    }
    for &mv in &moves[..done] {
        game.play(mv).ok()?;
    }
    Some(game)
}

fn follow_commands(
    mut commands_in: MessageReader<PuzzleCommand>,
    mut commands: Commands,
    mut run: Option<ResMut<PuzzleRun>>,
    mut hint: ResMut<Hint>,
    mut games: MessageWriter<GameCommand>,
) {
    for command in commands_in.read() {
        match command {
            PuzzleCommand::Open(puzzle, theme) => {
                let Some(fresh) = PuzzleRun::new((**puzzle).clone(), *theme) else {
                    continue;
                };
                start(&fresh, &mut games);
                commands.insert_resource(fresh);
            }
            PuzzleCommand::Retry => {
                if let Some(run) = run.as_mut() {
                    run.stage = PuzzleStage::Solving;
                    start(run, &mut games);
                }
            }
            PuzzleCommand::Hint => {
                if let Some(run) = run.as_mut().filter(|r| r.stage == PuzzleStage::Solving) {
                    run.hints = run.hints.saturating_add(1);
                    if run.hints >= 2 {
                        hint.suggestion = run.next_move();
                    }
                }
            }
        }
    }
}

/// Sets the puzzle's position up where the player stands in it.
fn start(run: &PuzzleRun, games: &mut MessageWriter<GameCommand>) {
    let Some(game) = game_at(&run.puzzle, &run.moves, run.done) else {
        return;
    };
    let mut players = Players {
        attackers: Player::Script,
        defenders: Player::Script,
    };
    match run.solver() {
        Side::Attackers => players.attackers = Player::Human,
        Side::Defenders => players.defenders = Player::Human,
    }
    games.write(GameCommand::StartPuzzle(Box::new(game), players));
}

/// The player's moves against the solution.
fn judge_moves(
    mut applied: MessageReader<MoveApplied>,
    session: Res<Session>,
    mut run: ResMut<PuzzleRun>,
    mut rated: MessageWriter<PuzzleRated>,
) {
    for played in applied.read() {
        if session.kind != SessionKind::Puzzle || run.stage != PuzzleStage::Solving {
            continue;
        }
        let expected = run.next_move();
        if played.side != run.solver() {
            run.done += 1;
            continue;
        }
        // The solution names the piece taken only where the player has to choose it.
        let mv = played.played.mv;
        if expected.is_some_and(|e| {
            e.plain() == mv.plain() && e.take().is_none_or(|t| mv.take() == Some(t))
        }) {
            run.done += 1;
            if run.done == run.moves.len() {
                run.stage = PuzzleStage::Solved;
                rate_once(&mut run, true, &mut rated);
            }
        } else {
            run.stage = PuzzleStage::Wrong(played.played.mv);
            rate_once(&mut run, false, &mut rated);
        }
    }
}

fn rate_once(run: &mut PuzzleRun, solved: bool, rated: &mut MessageWriter<PuzzleRated>) {
    if run.rated {
        return;
    }
    run.rated = true;
    rated.write(PuzzleRated {
        id: run.puzzle.id.clone(),
        rating: run.puzzle.rating,
        won: solved && run.hints == 0,
    });
}

/// The solution's reply, once the board is still.
fn reply(
    run: Res<PuzzleRun>,
    session: Res<Session>,
    animating: Query<(), With<Animating>>,
    mut requests: MessageWriter<MoveRequested>,
    mut sent: Local<Option<(u64, usize)>>,
) {
    let here = (session.epoch, session.game.ply());
    if run.stage != PuzzleStage::Solving
        || session.kind != SessionKind::Puzzle
        || session.game.to_move() == run.solver()
        || !animating.is_empty()
        || *sent == Some(here)
    {
        return;
    }
    if let Some(mv) = run.next_move() {
        *sent = Some(here);
        requests.write(MoveRequested {
            mv,
            epoch: Some(session.epoch),
        });
    }
}
