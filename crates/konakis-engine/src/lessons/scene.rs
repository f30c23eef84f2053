//! A lesson's board: the rule set's switches on a small board, the pieces a lesson draws, the
//! moves already played on it, and the throw of the die where there is one. Scenes are
//! written as piece lists (`"Ke5 Te6 tc3"`: `t` an attacker, `T` a defender, `K` the king)
//! and can be shifted or mirrored, so that a lesson finds a placement its rules allow.

use std::sync::Arc;

use crate::error::ParseError;
use crate::game::Game;
use crate::layout::Layout;
use crate::moves::Move;
use crate::rules::{Rules, Side};
use crate::square::Square;
use crate::variant::Variant;

/// The side of the board lessons are played on.
pub(crate) const SIZE: u8 = 9;

/// Pieces on a lesson board, who moves, and what came before.
#[derive(Clone, Debug)]
pub(crate) struct Scene {
    pub pieces: Vec<(char, Square)>,
    pub to_move: Side,
    /// Moves played before the task (a repetition, a king who has left his throne).
    pub history: Vec<Move>,
    pub roll: Option<u8>,
}

/// A square by name; the scenes are written by hand, so a bad name is a bug here.
pub(crate) fn at(name: &str) -> Square {
    name.parse().expect("lesson squares are valid names")
}

impl Scene {
    /// The pieces of `list` (`"Ke5 Te6 tc3"`), `to_move` to move.
    pub fn new(list: &str, to_move: Side) -> Scene {
        let pieces = list
            .split_whitespace()
            .map(|item| {
                let mut chars = item.chars();
                let kind = chars.next().expect("a piece letter");
                (kind, at(chars.as_str()))
            })
            .collect();
        Scene {
            pieces,
            to_move,
            history: Vec::new(),
            roll: None,
        }
    }

    /// The same scene after these moves (`"e6-e5"`), played before the task.
    pub fn after(mut self, moves: &[&str]) -> Scene {
        self.history = moves
            .iter()
            .map(|m| m.parse().expect("lesson moves are valid"))
            .collect();
        self
    }

    /// The same scene with the die showing `face`.
    pub fn rolled(mut self, face: u8) -> Scene {
        self.roll = Some(face);
        self
    }

    /// Every square of the scene (pieces, history) moved by `(files, ranks)`; `None` where
    /// one would leave the board.
    pub fn shifted(&self, files: i8, ranks: i8) -> Option<Scene> {
        self.mapped(shift(files, ranks))
    }

    /// The scene seen in a mirror down the middle of the board (files reversed).
    pub fn mirrored(&self) -> Scene {
        self.mapped(|sq| Some(mirror(sq)))
            .expect("a mirror keeps every square on the board")
    }

    /// The scene with the pieces of `background` (a piece list) added; `None` where one
    /// would stand on a square the scene already uses.
    pub fn joined(&self, background: &str) -> Option<Scene> {
        let extra = Scene::new(background, self.to_move).pieces;
        let used = |sq: Square| {
            self.pieces.iter().any(|&(_, p)| p == sq)
                || self.history.iter().any(|m| m.from == sq || m.to == sq)
        };
        if extra.iter().any(|&(_, sq)| used(sq)) {
            return None;
        }
        let mut joined = self.clone();
        joined.pieces.extend(extra);
        Some(joined)
    }

    fn mapped(&self, map: impl Fn(Square) -> Option<Square>) -> Option<Scene> {
        let pieces = self
            .pieces
            .iter()
            .map(|&(kind, sq)| Some((kind, map(sq)?)))
            .collect::<Option<Vec<_>>>()?;
        let history = self
            .history
            .iter()
            .map(|m| Some(Move::new(map(m.from)?, map(m.to)?)))
            .collect::<Option<Vec<_>>>()?;
        Some(Scene {
            pieces,
            history,
            ..self.clone()
        })
    }

    /// The layout of the pieces.
    fn layout(&self) -> Layout {
        let mut layout = Layout {
            size: SIZE,
            attackers: Default::default(),
            defenders: Default::default(),
            king: None,
        };
        for &(kind, sq) in &self.pieces {
            match kind {
                't' => layout.attackers.set(sq),
                'T' => layout.defenders.set(sq),
                _ => layout.king = Some(sq),
            }
        }
        layout
    }

    /// The game this scene sets up under `rules` (moved to the lesson board): the history
    /// played and the die thrown. An error where the rules refuse the scene.
    pub fn game(&self, rules: &Rules) -> Result<Game, ParseError> {
        let layout = self.layout();
        let variant = Arc::new(Variant::new(on_lesson_board(rules, &layout))?);
        let start = variant.position(&layout, self.to_move)?;
        let mut game = Game::from_position(variant, start);
        if game.outcome().is_some() {
            return Err(ParseError::new("the scene is already over"));
        }
        for &mv in &self.history {
            if game.variant().uses_dice() {
                game.throw(mv.distance());
            }
            game.play(mv)
                .map_err(|e| ParseError::new(format!("history {mv:?}: {e}")))?;
        }
        if let Some(face) = self.roll {
            game.throw(face);
        }
        if game.outcome().is_some() {
            return Err(ParseError::new("the scene's history ends the game"));
        }
        Ok(game)
    }
}

/// A square's mirror image across the middle file.
pub(crate) fn mirror(sq: Square) -> Square {
    Square::new(SIZE - 1 - sq.file(), sq.rank())
}

/// Moves a square by `(files, ranks)`; `None` off the board.
pub(crate) fn shift(files: i8, ranks: i8) -> impl Fn(Square) -> Option<Square> {
    move |sq| {
        let f = sq.file() as i8 + files;
        let r = sq.rank() as i8 + ranks;
        ((0..SIZE as i8).contains(&f) && (0..SIZE as i8).contains(&r))
            .then(|| Square::new(f as u8, r as u8))
    }
}

/// `rules` on the lesson board with `layout` as its start: the board's size changes, and
/// corners named square by square (refuges) keep their place relative to the nearest corner
/// of the board.
pub(crate) fn on_lesson_board(rules: &Rules, layout: &Layout) -> Rules {
    let mut moved = rules.clone();
    let old = rules.size;
    let keep = |x: u8| {
        let from_far = old - 1 - x;
        if x <= from_far {
            x.min(SIZE / 2)
        } else {
            SIZE - 1 - from_far.min(SIZE / 2)
        }
    };
    let mut corners: Vec<Square> = rules
        .corners
        .iter()
        .map(|c| Square::new(keep(c.file()), keep(c.rank())))
        .collect();
    corners.sort_by_key(|c| c.index());
    corners.dedup();
    moved.size = SIZE;
    moved.corners = corners;
    moved.start = layout.to_string();
    moved
}
