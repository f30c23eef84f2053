//! Lessons generated from a rule set: one for each rule it has (how pieces move, each way of
//! capturing, each way the king is taken or escapes, each switch), on a small board with the
//! rule set's switches. Each lesson is a scene, an example (the scene in a mirror, solved),
//! and a task the engine checks: the moves that pass are found by playing every move, so a
//! lesson is only offered when its rules let it pass, and a custom rule set gets correct
//! lessons too. Words are the game's; here a lesson is data.

mod goal;
mod scene;
mod topics;

use crate::bits::Bits;
use crate::error::IllegalMove;
use crate::game::Game;
use crate::moves::{Move, MoveList};
use crate::rules::{Movement, Rules, Side};
use crate::square::Direction;

pub use goal::{Goal, Miss};
pub use topics::Topic;

use goal::Target;
use scene::{Scene, mirror, shift};
use topics::Plan;

/// Where a lesson's own pieces may be moved to find a placement its rules allow.
const SHIFTS: [(i8, i8); 6] = [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (0, 2)];

/// One lesson: its topic, the task's game, what passes, and an example to show first.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// The rule it teaches.
    pub topic: Topic,
    task: Game,
    target: Target,
    /// How many of the player's moves the task allows (the computer answers between).
    moves: u8,
    passing: Vec<Move>,
    example: Game,
    example_moves: Vec<Move>,
    example_target: Target,
}

/// What a try in a lesson came to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The lesson is done.
    Passed,
    /// On the way: the computer answers, then the player moves again.
    GoOn,
    /// Not what the lesson asked, and why.
    Missed(Miss),
}

/// Every lesson of `rules`, in the order a newcomer should take them.
pub fn lessons(rules: &Rules) -> Vec<Lesson> {
    topics::topics(rules)
        .into_iter()
        .filter_map(|topic| Lesson::find(topic, rules))
        .collect()
}

/// The topics `rules` has, whether or not a lesson could be set for each.
pub fn topics(rules: &Rules) -> Vec<Topic> {
    topics::topics(rules)
}

impl Lesson {
    /// The first placement of the first scene of `topic` that passes under `rules`.
    fn find(topic: Topic, rules: &Rules) -> Option<Lesson> {
        topics::plans(topic, rules).into_iter().find_map(|plan| {
            SHIFTS
                .iter()
                .find_map(|&(files, ranks)| Lesson::placed(topic, rules, &plan, files, ranks))
        })
    }

    fn placed(topic: Topic, rules: &Rules, plan: &Plan, files: i8, ranks: i8) -> Option<Lesson> {
        let scene = plan.focal.shifted(files, ranks)?.joined(plan.background)?;
        let target = plan.target.mapped(shift(files, ranks))?;
        let rolls: Vec<Option<u8>> = match (rules.movement.uses_dice(), scene.roll) {
            (true, None) => (1..=crate::DIE_FACES).map(Some).collect(),
            (_, roll) => vec![roll],
        };
        let found = rolls.into_iter().find_map(|roll| {
            let scene = Scene {
                roll,
                ..scene.clone()
            };
            Lesson::checked(topic, rules, &scene, &target, plan.moves)
        });
        match rules.movement {
            Movement::OneStep => found.or_else(|| Lesson::stepped(topic, rules, &scene, &target)),
            _ => found,
        }
    }

    /// Under one-step rules, a scene written for longer slides: solved as if pieces slid, its
    /// mover set down one step short of where it arrives.
    fn stepped(topic: Topic, rules: &Rules, scene: &Scene, target: &Target) -> Option<Lesson> {
        let sliding = Rules {
            movement: Movement::Rook,
            ..rules.clone()
        };
        let task = scene.game(&sliding).ok()?;
        let solved: Vec<Move> = tries(&task, target)
            .into_iter()
            .filter(|&mv| forced(&task, target, mv, 1))
            .collect();
        solved.into_iter().find_map(|mv| {
            let near = mv.path()?.last()?;
            let mut moved = scene.clone();
            for piece in &mut moved.pieces {
                if piece.1 == mv.from {
                    piece.1 = near;
                }
            }
            Lesson::checked(topic, rules, &moved, target, 1)
        })
    }

    /// The lesson of `scene`, if its rules accept the scene and some move passes.
    fn checked(
        topic: Topic,
        rules: &Rules,
        scene: &Scene,
        target: &Target,
        moves: u8,
    ) -> Option<Lesson> {
        let task = scene.game(rules).ok()?;
        let passing: Vec<Move> = tries(&task, target)
            .into_iter()
            .filter(|&mv| forced(&task, target, mv, moves))
            .collect();
        if passing.is_empty() {
            return None;
        }
        let mut lesson = Lesson {
            topic,
            example: task.clone(),
            example_moves: Vec::new(),
            example_target: target.clone(),
            task,
            target: target.clone(),
            moves,
            passing,
        };
        lesson.set_example(rules, scene);
        Some(lesson)
    }

    /// The example: the scene in a mirror, solved; the scene itself where its mirror image
    /// does not pass (corners placed unevenly).
    fn set_example(&mut self, rules: &Rules, scene: &Scene) {
        let shown = self
            .target
            .mapped(|sq| Some(mirror(sq)))
            .and_then(|target| {
                let game = scene.mirrored().game(rules).ok()?;
                let line = solution(&game, &target, self.moves)?;
                Some((game, line, target))
            });
        let (game, line, target) = shown.unwrap_or_else(|| {
            let line = solution(&self.task, &self.target, self.moves).unwrap_or_default();
            (self.task.clone(), line, self.target.clone())
        });
        self.example = game;
        self.example_moves = line;
        self.example_target = target;
    }

    /// The task's game as it starts (its history played, the die thrown).
    pub fn task(&self) -> &Game {
        &self.task
    }

    /// The side the player moves.
    pub fn player(&self) -> Side {
        self.task.to_move()
    }

    /// How many of the player's moves the task allows.
    pub fn moves_allowed(&self) -> u8 {
        self.moves
    }

    /// The player's first moves that pass (with the computer's best answers, where the task
    /// takes more than one move).
    pub fn passing_moves(&self) -> &[Move] {
        &self.passing
    }

    /// The example shown before the task: its start and the moves played on it.
    pub fn example(&self) -> (&Game, &[Move]) {
        (&self.example, &self.example_moves)
    }

    /// What the task asks, in squares (for the command line and the game's words).
    pub fn goal(&self) -> Goal {
        self.goal_of(&self.target)
    }

    /// What the example shows, in its own (mirrored) squares.
    pub fn example_goal(&self) -> Goal {
        self.goal_of(&self.example_target)
    }

    fn goal_of(&self, target: &Target) -> Goal {
        let names = |b: &Bits| b.iter().map(|s| s.to_string()).collect();
        match target {
            Target::Reach(b) => Goal::Reach { squares: names(b) },
            Target::Capture(b) => Goal::Capture { squares: names(b) },
            Target::CaptureOne(b) => Goal::CaptureOne { squares: names(b) },
            Target::Win(reason) => Goal::Win { reason: *reason },
            Target::End(reason) => Goal::End { reason: *reason },
            Target::Announce(what) => Goal::Announce {
                announcement: *what,
            },
            Target::MoverDies => Goal::MoverDies,
            Target::Refused(_) => Goal::Refused {
                example: self.refusal().map(|r| r.to_string()).unwrap_or_default(),
            },
        }
    }

    /// The engine's reason for refusing the first passing move of a refusal lesson.
    pub fn refusal(&self) -> Option<IllegalMove> {
        let mv = *self.passing.first()?;
        self.task.clone().play(mv).err()
    }

    /// Judges the player's move `mv` in `game` (the task, played on from its start).
    pub fn check(&self, game: &Game, mv: Move) -> Verdict {
        let left = self.moves_left(game);
        let mut after = game.clone();
        match self.target.judge(&mut after, mv) {
            Ok(()) => Verdict::Passed,
            Err(Miss::Illegal(why)) => Verdict::Missed(Miss::Illegal(why)),
            Err(_) if left > 1 && forced(game, &self.target, mv, left) => Verdict::GoOn,
            Err(miss) if left > 1 && after.outcome().is_none() => {
                Verdict::Missed(if matches!(miss, Miss::OtherEnd(_)) {
                    miss
                } else {
                    Miss::Stoppable
                })
            }
            Err(miss) => Verdict::Missed(miss),
        }
    }

    /// The computer's answer in `game`, on the way through a task of several moves: the one
    /// that leaves the player the fewest ways to finish.
    pub fn reply(&self, game: &Game) -> Option<Move> {
        let left = self.moves_left(game);
        best_reply(game, &self.target, left)
    }

    /// The player's moves left in `game`.
    fn moves_left(&self, game: &Game) -> u8 {
        let played = game.ply().saturating_sub(self.task.ply()).div_ceil(2);
        self.moves.saturating_sub(played as u8)
    }
}

/// The moves to try in `game`: the legal ones, and for a lesson about a refusal every straight
/// move of the player's pieces, legal or not.
fn tries(game: &Game, target: &Target) -> Vec<Move> {
    if !matches!(target, Target::Refused(_)) {
        let mut list = MoveList::new();
        game.legal_moves(&mut list);
        return list.as_slice().to_vec();
    }
    let pos = game.position();
    let v = game.variant();
    pos.pieces(pos.to_move())
        .iter()
        .flat_map(|from| {
            Direction::ALL.iter().flat_map(move |&dir| {
                std::iter::successors(v.step(from, dir), move |&sq| v.step(sq, dir))
                    .map(move |to| Move::new(from, to))
            })
        })
        .collect()
}

/// Whether `mv` in `game` reaches the target within `moves` of the player's moves, whatever
/// the opponent answers.
fn forced(game: &Game, target: &Target, mv: Move, moves: u8) -> bool {
    let mut after = game.clone();
    match target.judge(&mut after, mv) {
        Ok(()) => true,
        Err(Miss::Illegal(_)) => false,
        Err(_) if moves <= 1 || after.outcome().is_some() => false,
        Err(_) => {
            let mut replies = MoveList::new();
            after.legal_moves(&mut replies);
            !replies.is_empty()
                && replies.as_slice().iter().all(|&reply| {
                    let mut answered = after.clone();
                    answered.play(reply).is_ok()
                        && answered.outcome().is_none()
                        && finishes(&answered, target, moves - 1)
                })
        }
    }
}

/// Whether some move in `game` reaches the target within `moves`.
fn finishes(game: &Game, target: &Target, moves: u8) -> bool {
    tries(game, target)
        .into_iter()
        .any(|mv| forced(game, target, mv, moves))
}

/// The opponent's answer that leaves the fewest finishing moves, the first among equals.
fn best_reply(game: &Game, target: &Target, moves: u8) -> Option<Move> {
    let mut replies = MoveList::new();
    game.legal_moves(&mut replies);
    replies.as_slice().iter().copied().min_by_key(|&reply| {
        let mut answered = game.clone();
        if answered.play(reply).is_err() || answered.outcome().is_some() {
            return usize::MAX;
        }
        tries(&answered, target)
            .into_iter()
            .filter(|&mv| forced(&answered, target, mv, moves))
            .count()
    })
}

/// A full line that solves the task in `game`: the first passing move, and for longer tasks
/// the opponent's best answer and the next passing move.
fn solution(game: &Game, target: &Target, moves: u8) -> Option<Vec<Move>> {
    let first = tries(game, target)
        .into_iter()
        .find(|&mv| forced(game, target, mv, moves))?;
    let mut line = vec![first];
    let mut after = game.clone();
    if target.judge(&mut after, first).is_ok() || moves <= 1 {
        return Some(line);
    }
    let reply = best_reply(&after, target, moves - 1)?;
    after.play(reply).ok()?;
    line.push(reply);
    line.extend(solution(&after, target, moves - 1)?);
    Some(line)
}
