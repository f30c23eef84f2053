//! Dressing the model in sprites: the board's frame and coordinates, a tile (and carved
//! emblem) per square, a disc per piece; then, every frame, each piece's sprite placed where
//! its pose says.

use bevy::prelude::*;
use konakis_engine::Square;

use super::{PIECE_Z, TILE, centre};
use crate::game::board::{BoardRoot, BoardSquare, SquareKind};
use crate::game::motion::board_point;
use crate::view::pose::ShownPieces;
use crate::view::textures::{BoardImages, is_light};
use crate::view::{BoardView, PieceLook, Theme, Undressed, VisualOf, square_colours};

/// A square's tile sprite (for recolouring when the theme changes).
#[derive(Component)]
pub(super) struct FlatTile;

/// A piece's sprite.
#[derive(Component)]
pub(super) struct FlatPiece;

/// The soft shadow a lifted piece casts on the board (unseen at rest: the piece's own image
/// has its contact shadow).
#[derive(Component)]
pub(super) struct FlatShadow;

/// How far the shadow falls from a piece per unit of lift, in world units (down and right:
/// the light comes from the top left).
const SHADOW_FALL: Vec2 = Vec2::new(7.0, -10.0);

/// A visual of this view: gone when the view is left.
fn visual_of(model: Entity) -> impl Bundle {
    (VisualOf(model), DespawnOnExit(BoardView::Flat))
}

/// Gives every model entity that has no visual yet its sprites (new entities, and all of them
/// when the view is entered).
pub(super) fn dress(
    undressed: Undressed,
    shown: ShownPieces,
    sizes: Query<&BoardRoot>,
    images: Res<BoardImages>,
    theme: Res<Theme>,
    look: Res<PieceLook>,
    mut commands: Commands,
) {
    for (entity, board) in &undressed.boards {
        dress_board(&mut commands, entity, board.size, &images);
    }
    for (entity, square, parent) in &undressed.squares {
        let Ok(board) = sizes.get(parent.parent()) else {
            continue;
        };
        let at = centre(board_point(square.square), board.size);
        let tile = commands
            .spawn((
                Name::new("Tile"),
                FlatTile,
                square_sprite(&images, theme.0, square.square, square.kind),
                Transform::from_translation(at.extend(0.0)),
                Pickable::default(),
                visual_of(entity),
            ))
            .id();
        if let Some(emblem) = images.emblem(square.kind) {
            commands.spawn((
                Name::new("Emblem"),
                Sprite {
                    image: emblem,
                    custom_size: Some(Vec2::splat(TILE)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
                ChildOf(tile),
            ));
        }
    }
    for entity in &undressed.pieces {
        let Some((piece, square, size)) = shown.piece(entity) else {
            continue;
        };
        commands.spawn((
            Name::new(format!("{piece:?} sprite")),
            FlatPiece,
            Sprite {
                image: images.piece(look.0, piece),
                custom_size: Some(Vec2::splat(TILE * 0.92)),
                ..default()
            },
            Transform::from_translation(centre(board_point(square), size).extend(PIECE_Z)),
            Pickable::IGNORE,
            visual_of(entity),
            children![(
                Name::new("Shadow"),
                FlatShadow,
                Sprite {
                    image: images.dot.clone(),
                    color: Color::BLACK.with_alpha(0.0),
                    custom_size: Some(Vec2::splat(TILE * 0.9)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -0.05),
                Pickable::IGNORE,
            )],
        ));
    }
}

/// The wooden frame with its coordinates.
fn dress_board(commands: &mut Commands, board: Entity, size: u8, images: &BoardImages) {
    let frame = (size as f32 + 1.1) * TILE;
    let root = commands
        .spawn((
            Name::new("Frame"),
            Sprite {
                image: images.frame.clone(),
                custom_size: Some(Vec2::splat(frame)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, -1.0),
            Pickable::IGNORE,
            visual_of(board),
        ))
        .id();
    let edge = (size as f32 / 2.0 + 0.27) * TILE;
    for i in 0..size {
        let along = centre(Vec2::splat(i as f32), size);
        let file = ((b'a' + i) as char).to_string();
        let rank = (i + 1).to_string();
        for (text, pos) in [
            (file.clone(), Vec2::new(along.x, -edge)),
            (file, Vec2::new(along.x, edge)),
            (rank.clone(), Vec2::new(-edge, along.y)),
            (rank, Vec2::new(edge, along.y)),
        ] {
            commands.spawn((
                Name::new("Coordinate"),
                Text2d::new(text),
                TextFont {
                    font_size: 20.0.into(),
                    ..default()
                },
                TextColor(crate::theme::palette::RIM_TEXT),
                Transform::from_translation(pos.extend(0.5)),
                Pickable::IGNORE,
                ChildOf(root),
            ));
        }
    }
}

/// The sprite of a square in a theme.
fn square_sprite(
    images: &BoardImages,
    theme: konakis_store::BoardTheme,
    sq: Square,
    kind: SquareKind,
) -> Sprite {
    let (light, dark) = square_colours(theme);
    let checker = if is_light(sq) { light } else { dark };
    let (image, color) = match kind {
        SquareKind::Plain => (images.wood_for(sq), checker),
        SquareKind::Throne | SquareKind::Corner => (images.stone.clone(), Color::WHITE),
        SquareKind::Escape => (
            images.wood[0].clone(),
            checker.mix(&Color::srgb(0.95, 0.88, 0.55), 0.35),
        ),
    };
    Sprite {
        image,
        color,
        custom_size: Some(Vec2::splat(TILE)),
        ..default()
    }
}

/// Each piece's sprite where its pose puts it (resting on its square, sliding, held, shaking,
/// carried off or beside the board), and its shadow under it, further off the higher it is.
pub(super) fn place_pieces(
    mut pieces: Query<(&VisualOf, &mut Transform), (With<FlatPiece>, Without<FlatShadow>)>,
    mut shadows: Query<(&ChildOf, &mut Transform, &mut Sprite), With<FlatShadow>>,
    shown: ShownPieces,
) {
    for (visual, mut transform) in &mut pieces {
        let Some((pose, size)) = shown.pose(visual.0) else {
            continue;
        };
        let wanted = Transform {
            translation: centre(pose.at, size).extend(PIECE_Z + pose.lift),
            scale: Vec3::splat(pose.scale),
            ..default()
        };
        transform.set_if_neq(wanted);
    }
    for (parent, mut transform, mut sprite) in &mut shadows {
        let Some((pose, _)) = pieces
            .get(parent.parent())
            .ok()
            .and_then(|(visual, _)| shown.pose(visual.0))
        else {
            continue;
        };
        // In the piece's own space: it is scaled by the pose and raised by the lift.
        let lift = pose.lift.clamp(0.0, 2.0);
        let wanted = Transform {
            translation: (SHADOW_FALL * lift / pose.scale).extend(-pose.lift - 0.05),
            scale: Vec3::splat(1.0 + 0.15 * lift),
            ..default()
        };
        transform.set_if_neq(wanted);
        let alpha = 0.35 * (lift / 0.5).min(1.0) / (1.0 + 0.3 * lift);
        if sprite.color.alpha() != alpha {
            sprite.color.set_alpha(alpha);
        }
    }
}

/// A new board theme recolours the squares in place.
pub(super) fn recolour(
    theme: Res<Theme>,
    images: Res<BoardImages>,
    mut tiles: Query<(&VisualOf, &mut Sprite), With<FlatTile>>,
    squares: Query<&BoardSquare>,
) {
    if !theme.is_changed() {
        return;
    }
    for (visual, mut sprite) in &mut tiles {
        if let Ok(square) = squares.get(visual.0) {
            *sprite = square_sprite(&images, theme.0, square.square, square.kind);
        }
    }
}

/// A new piece set: the pieces' sprites go, and are dressed again in the new set.
pub(super) fn restyle_pieces(
    look: Res<PieceLook>,
    sprites: Query<Entity, With<FlatPiece>>,
    mut commands: Commands,
) {
    if !look.is_changed() || look.is_added() {
        return;
    }
    for sprite in &sprites {
        commands.entity(sprite).despawn();
    }
}
