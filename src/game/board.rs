//! The board as entities: a root, one entity per square (pickable), rim coordinates and the
//! markers for throne, corners and escape squares. Rebuilt whenever the game is reset.

use bevy::prelude::*;
use konakis_engine::{Square, Variant};

use super::art::BoardArt;
use super::input::{SquareActivated, SquareDropped};
use super::rules::{BoardReset, Match};
use crate::{AppSystems, Screen};

/// Width of a square in world units.
pub const TILE: f32 = 64.0;

/// The board's root entity: squares, pieces and markers are its children.
#[derive(Component)]
pub struct BoardRoot {
    /// Squares along a side.
    pub size: u8,
}

/// A square of the board.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardSquare(pub Square);

/// What kind of square, for its look.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SquareKind {
    /// An ordinary square.
    Plain,
    /// The throne.
    Throne,
    /// A corner refuge (only the king may enter).
    Corner,
    /// An edge square where the king escapes (edge variants).
    Escape,
}

/// World position of the centre of `sq` on a board of `size`.
pub fn square_center(sq: Square, size: u8) -> Vec2 {
    let half = (size as f32 - 1.0) / 2.0;
    Vec2::new(
        (sq.file() as f32 - half) * TILE,
        (sq.rank() as f32 - half) * TILE,
    )
}

/// The square under the world point `p`, if any.
pub fn square_at(p: Vec2, size: u8) -> Option<Square> {
    let half = size as f32 / 2.0;
    let f = (p.x / TILE + half).floor();
    let r = (p.y / TILE + half).floor();
    (f >= 0.0 && r >= 0.0 && f < size as f32 && r < size as f32)
        .then(|| Square::new(f as u8, r as u8))
}

/// The kind of `sq` in `variant`.
pub fn square_kind(variant: &Variant, sq: Square) -> SquareKind {
    if sq == variant.throne() {
        SquareKind::Throne
    } else if variant.corners().has(sq) {
        SquareKind::Corner
    } else if variant.escape_squares().has(sq) && variant.corners().is_empty() {
        SquareKind::Escape
    } else {
        SquareKind::Plain
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_board);
    app.add_systems(OnEnter(Screen::Title), spawn_board);
    app.add_systems(
        Update,
        rebuild_board
            .in_set(AppSystems::Update)
            .after(super::rules::apply_move_requests)
            .run_if(state_exists::<super::turn::TurnPhase>.and_then(resource_exists::<Match>)),
    );
}

pub(crate) fn rebuild_board(
    mut reset: MessageReader<BoardReset>,
    roots: Query<Entity, With<BoardRoot>>,
    mut commands: Commands,
    the_match: Res<Match>,
    art: Option<Res<BoardArt>>,
    screen: Res<State<Screen>>,
) {
    if reset.read().count() == 0 {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    spawn_board_for(&mut commands, &the_match, art.as_deref(), **screen);
}

pub(crate) fn spawn_board(
    mut commands: Commands,
    the_match: Option<Res<Match>>,
    art: Option<Res<BoardArt>>,
    screen: Res<State<Screen>>,
) {
    if let Some(the_match) = the_match {
        spawn_board_for(&mut commands, &the_match, art.as_deref(), **screen);
    }
}

/// Spawns the board, its squares and the pieces of the current position.
fn spawn_board_for(
    commands: &mut Commands,
    the_match: &Match,
    art: Option<&BoardArt>,
    screen: Screen,
) {
    let variant = the_match.variant();
    let size = variant.size();
    let root = commands
        .spawn((
            Name::new("Board"),
            BoardRoot { size },
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(screen),
        ))
        .id();
    if let Some(art) = art {
        commands.entity(root).with_children(|parent| {
            // The wooden frame with its coordinates.
            let frame = (size as f32 + 1.1) * TILE;
            parent.spawn((
                Name::new("Frame"),
                Sprite {
                    image: art.frame.clone(),
                    custom_size: Some(Vec2::splat(frame)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -1.0),
                Pickable::IGNORE,
            ));
            for i in 0..size {
                let file = ((b'a' + i) as char).to_string();
                let rank = (i + 1).to_string();
                let along = square_center(Square::new(i, i), size);
                let edge = (size as f32 / 2.0 + 0.27) * TILE;
                for (text, pos) in [
                    (file.clone(), Vec2::new(along.x, -edge)),
                    (file, Vec2::new(along.x, edge)),
                    (rank.clone(), Vec2::new(-edge, along.y)),
                    (rank, Vec2::new(edge, along.y)),
                ] {
                    parent.spawn((
                        Name::new("Coordinate"),
                        Text2d::new(text),
                        TextFont {
                            font_size: 20.0.into(),
                            ..default()
                        },
                        TextColor(crate::theme::palette::RIM_TEXT),
                        Transform::from_translation(pos.extend(-0.5)),
                        Pickable::IGNORE,
                    ));
                }
            }
        });
    }
    for rank in 0..size {
        for file in 0..size {
            let sq = Square::new(file, rank);
            let kind = square_kind(variant, sq);
            let sprite = match art {
                Some(art) => art.square_sprite(sq, kind),
                None => Sprite::from_color(Color::WHITE, Vec2::splat(TILE)),
            };
            let square = commands
                .spawn((
                    Name::new(format!("Square {sq}")),
                    BoardSquare(sq),
                    sprite,
                    Transform::from_translation(square_center(sq, size).extend(0.0)),
                    Pickable::default(),
                    ChildOf(root),
                ))
                .observe(click_square)
                .observe(drop_on_square)
                .observe(super::input::start_drag)
                .observe(super::input::drag_piece)
                .observe(super::input::end_drag)
                .id();
            if let Some(art) = art
                && let Some(emblem) = art.emblem(kind)
            {
                commands.spawn((
                    Name::new("Emblem"),
                    emblem,
                    Transform::from_xyz(0.0, 0.0, 0.1),
                    Pickable::IGNORE,
                    ChildOf(square),
                ));
            }
        }
    }
    super::pieces::spawn_pieces(commands, root, the_match, art);
}

/// A click on a square activates it (select, move, or refuse).
fn click_square(
    click: On<Pointer<Click>>,
    squares: Query<&BoardSquare>,
    mut activated: MessageWriter<SquareActivated>,
) {
    if click.event.button != PointerButton::Primary {
        return;
    }
    if let Ok(square) = squares.get(click.entity) {
        activated.write(SquareActivated(square.0));
    }
}

/// A piece dragged from one square and dropped on this one.
fn drop_on_square(
    drop: On<Pointer<DragDrop>>,
    squares: Query<&BoardSquare>,
    mut dropped: MessageWriter<SquareDropped>,
) {
    if let (Ok(from), Ok(to)) = (squares.get(drop.event.dropped), squares.get(drop.entity)) {
        dropped.write(SquareDropped {
            from: from.0,
            to: to.0,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centres_and_lookup_agree() {
        for size in [7u8, 11, 19] {
            for rank in 0..size {
                for file in 0..size {
                    let sq = Square::new(file, rank);
                    assert_eq!(square_at(square_center(sq, size), size), Some(sq));
                }
            }
            let far = (size as f32) * TILE;
            assert_eq!(square_at(Vec2::new(far, 0.0), size), None);
        }
    }
}
