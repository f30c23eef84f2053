//! What the player is pointing at, as state: the selected piece and its legal destinations,
//! the keyboard/gamepad cursor, the piece being dragged, and a capture waiting to be chosen.
//! Views draw these; input changes them.

use bevy::prelude::*;
use konakis_engine::{Bits, Move, Square};

/// The selected piece and where it may go.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Selection {
    /// The selected piece's square.
    pub from: Option<Square>,
    /// Its legal destinations.
    pub targets: Bits,
}

/// The keyboard/gamepad cursor.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardCursor {
    /// Where it is; `None` until a key or button is used.
    pub square: Option<Square>,
}

/// The piece being dragged, and where the pointer holds it (a point in squares, see
/// [`super::motion::board_point`]; `None` until the pointer has moved).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Dragging {
    /// The square the drag began on.
    pub from: Option<Square>,
    /// Where the piece is held now.
    pub at: Option<Vec2>,
}

/// A move that could take several pieces, waiting for the player to say which one it takes
/// (one-capture rules: the game never picks for them).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CaptureChoice {
    /// The slide asked for: (from, to); `None` when no choice is waiting.
    pub slide: Option<(Square, Square)>,
    /// The pieces it may take, one of them.
    pub victims: Bits,
}

impl CaptureChoice {
    /// The move that takes `victim`, if it is one of the choices.
    pub fn taking(&self, victim: Square) -> Option<Move> {
        let (from, to) = self.slide?;
        self.victims
            .has(victim)
            .then(|| Move::new(from, to).taking(victim))
    }
}

/// How the board is turned on screen, in quarter turns anticlockwise, so that the arrow keys
/// and the D-pad move the cursor the way they look (the 3D table can be seen from any side).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScreenTurn(pub u8);

impl ScreenTurn {
    /// A step as pressed on screen (`(0, 1)` is up), as a step of files and ranks.
    pub fn step(self, (df, dr): (i32, i32)) -> (i32, i32) {
        (0..self.0 % 4).fold((df, dr), |(x, y), _| (-y, x))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenTurn>();
    app.init_resource::<Selection>()
        .init_resource::<BoardCursor>()
        .init_resource::<Dragging>()
        .init_resource::<CaptureChoice>();
    app.add_systems(
        OnExit(crate::Screen::Playing),
        |mut selection: ResMut<Selection>,
         mut dragging: ResMut<Dragging>,
         mut choice: ResMut<CaptureChoice>| {
            *selection = Selection::default();
            *dragging = Dragging::default();
            *choice = CaptureChoice::default();
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_turns_rotate_steps_anticlockwise() {
        assert_eq!(ScreenTurn(0).step((0, 1)), (0, 1));
        assert_eq!(ScreenTurn(1).step((0, 1)), (-1, 0));
        assert_eq!(ScreenTurn(2).step((0, 1)), (0, -1));
        assert_eq!(ScreenTurn(3).step((1, 0)), (0, -1));
        assert_eq!(ScreenTurn(4).step((1, 0)), (1, 0));
    }
}
