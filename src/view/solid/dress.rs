//! Dressing the model in meshes: the board (a wooden slab whose top carries the engraved
//! coordinates), an inlaid tile per square with its carved emblem, a turned piece per piece;
//! then, every frame, each piece placed where its pose says: on the board, in the air, or on
//! the table beside the board once taken.

use std::collections::HashMap;

use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use konakis_engine::{Piece, Square};

use super::meshes;
use super::quality::Quality;
use super::{TILE_TOP, world};
use crate::game::board::{BoardRoot, SquareKind};
use crate::game::motion::board_point;
use crate::view::pose::ShownPieces;
use crate::view::textures::{BoardImages, is_light};
use crate::view::{BoardView, PieceLook, Theme, Undressed, VisualOf, square_colours};
use konakis_store::PieceSet;

/// Thickness of the board's slab.
pub const BOARD_THICKNESS: f32 = 0.3;
/// Width of the frame round the squares, in squares.
pub const BORDER: f32 = 0.6;
/// How high a piece hops at the top of a slide, in squares.
const HOP: f32 = 0.35;

/// A square's inlaid tile.
#[derive(Component)]
pub(super) struct SolidTile;

/// A piece's turned body.
#[derive(Component)]
pub(super) struct SolidPiece;

fn visual_of(model: Entity) -> impl Bundle {
    (VisualOf(model), DespawnOnExit(BoardView::Solid))
}

/// The meshes and materials every board of the view shares, made on first use at the level
/// in force (made again when the level changes).
pub(super) struct Kit {
    quality: Quality,
    tile: Handle<Mesh>,
    decal: Handle<Mesh>,
    pieces: HashMap<(PieceSet, Piece), Handle<Mesh>>,
    crown: Handle<Mesh>,
    piece_materials: HashMap<(PieceSet, Piece), Handle<StandardMaterial>>,
    gold: Handle<StandardMaterial>,
    emblems: HashMap<SquareKind, Handle<StandardMaterial>>,
    frames: HashMap<u8, Handle<StandardMaterial>>,
    tiles: HashMap<(konakis_store::BoardTheme, SquareKind, bool, usize), Handle<StandardMaterial>>,
}

/// A piece's material: a tint over a grey texture, and how rough and how polished it is.
fn piece_material(
    tint: Color,
    image: &Handle<Image>,
    roughness: f32,
    clearcoat: f32,
) -> StandardMaterial {
    StandardMaterial {
        base_color: tint,
        base_color_texture: Some(image.clone()),
        perceptual_roughness: roughness,
        clearcoat,
        clearcoat_perceptual_roughness: 0.3,
        ..default()
    }
}

/// Every set's pieces: the facets round each, and its material. The Polish rulebook's box:
/// attackers of stone, defenders and king of wood. The second set: dark polished horn against
/// bone. Shapes and patterns: the attackers faceted (six sides) and banded, the defenders round
/// and dotted, so that no one needs the shade to tell them apart.
fn set_pieces(
    images: &BoardImages,
    segments: usize,
) -> [(PieceSet, Piece, usize, StandardMaterial); 9] {
    use Piece::{Attacker, Defender, King};
    use PieceSet::{BoneAndHorn, Classic, Distinct};
    let m = piece_material;
    let srgb = Color::srgb;
    [
        (
            Classic,
            Attacker,
            segments,
            m(srgb(0.30, 0.29, 0.29), &images.stone, 0.62, 0.0),
        ),
        (
            Classic,
            Defender,
            segments,
            m(srgb(1.0, 0.95, 0.84), &images.wood[1], 0.55, 0.3),
        ),
        (
            Classic,
            King,
            segments,
            m(srgb(1.0, 0.96, 0.86), &images.wood[3], 0.5, 0.4),
        ),
        (
            BoneAndHorn,
            Attacker,
            segments,
            m(srgb(0.30, 0.18, 0.09), &images.horn, 0.3, 0.8),
        ),
        (
            BoneAndHorn,
            Defender,
            segments,
            m(srgb(1.0, 0.97, 0.86), &images.bone, 0.45, 0.4),
        ),
        (
            BoneAndHorn,
            King,
            segments,
            m(srgb(1.0, 0.95, 0.84), &images.bone, 0.4, 0.5),
        ),
        (
            Distinct,
            Attacker,
            6,
            m(srgb(0.55, 0.50, 0.46), &images.stripes, 0.6, 0.0),
        ),
        (
            Distinct,
            Defender,
            segments,
            m(srgb(1.0, 0.97, 0.90), &images.dots, 0.6, 0.0),
        ),
        (
            Distinct,
            King,
            segments,
            m(srgb(1.0, 0.95, 0.82), &images.dots, 0.6, 0.0),
        ),
    ]
}

impl Kit {
    fn new(
        quality: Quality,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<StandardMaterial>,
        images: &BoardImages,
    ) -> Kit {
        let segments = quality.detail().segments;
        let mut decal = meshes::flat_quad(0.96, 0.96);
        // Tangents for the carvings' normal maps (a flat quad always has them).
        let _ = decal.generate_tangents();
        let mut kit = Kit {
            quality,
            tile: meshes.add(Cuboid::new(0.96, 0.04, 0.96)),
            decal: meshes.add(decal),
            crown: meshes.add(meshes::crown(segments)),
            // Half metal: bright under the lamp even where no hall is reflected ("low").
            gold: materials.add(StandardMaterial {
                base_color: Color::srgb(1.0, 0.78, 0.28),
                metallic: 0.5,
                perceptual_roughness: 0.35,
                ..default()
            }),
            pieces: HashMap::new(),
            piece_materials: HashMap::new(),
            emblems: HashMap::new(),
            frames: HashMap::new(),
            tiles: HashMap::new(),
        };
        for (set, p, sides, mut material) in set_pieces(images, segments) {
            // A varnish's second highlight is a detail software rendering ("low") does without.
            if quality == Quality::Low {
                material.clearcoat = 0.0;
            }
            let mesh = meshes.add(meshes::lathe(&meshes::profile(p), sides));
            kit.pieces.insert((set, p), mesh);
            kit.piece_materials
                .insert((set, p), materials.add(material));
        }
        for kind in [SquareKind::Throne, SquareKind::Corner, SquareKind::Escape] {
            let emblem = StandardMaterial {
                base_color_texture: images.emblem(kind),
                normal_map_texture: images.emblem_normal(kind),
                alpha_mode: AlphaMode::Blend,
                perceptual_roughness: 0.9,
                ..default()
            };
            kit.emblems.insert(kind, materials.add(emblem));
        }
        kit
    }

    /// The tile material of a kind of square, light or dark, in a wood variant.
    fn tile_material(
        &mut self,
        materials: &mut Assets<StandardMaterial>,
        images: &BoardImages,
        theme: konakis_store::BoardTheme,
        sq: Square,
        kind: SquareKind,
    ) -> Handle<StandardMaterial> {
        let (light, variant) = (is_light(sq), images.wood_variant(sq));
        self.tiles
            .entry((theme, kind, light, variant))
            .or_insert_with(|| materials.add(tile_material(images, theme, kind, light, variant)))
            .clone()
    }
}

fn tile_material(
    images: &BoardImages,
    theme: konakis_store::BoardTheme,
    kind: SquareKind,
    light: bool,
    variant: usize,
) -> StandardMaterial {
    let (l, d) = square_colours(theme);
    let wood = if light { l } else { d };
    let (colour, image, roughness) = match kind {
        SquareKind::Plain => (wood, images.wood[variant].clone(), 0.7),
        SquareKind::Throne | SquareKind::Corner => (Color::WHITE, images.stone.clone(), 0.55),
        SquareKind::Escape => (
            wood.mix(&Color::srgb(0.95, 0.88, 0.55), 0.35),
            images.wood[0].clone(),
            0.7,
        ),
    };
    StandardMaterial {
        base_color: colour,
        base_color_texture: Some(image),
        perceptual_roughness: roughness,
        ..default()
    }
}

/// Gives every model entity that has no visual yet its meshes.
pub(super) fn dress(
    undressed: Undressed,
    shown: ShownPieces,
    sizes: Query<&BoardRoot>,
    images: Res<BoardImages>,
    theme: Res<Theme>,
    look: Res<PieceLook>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut image_assets: ResMut<Assets<Image>>,
    quality: Res<Quality>,
    mut kit: Local<Option<Kit>>,
    mut commands: Commands,
) {
    if kit.as_ref().is_some_and(|k| k.quality != *quality) {
        *kit = None;
    }
    let kit = kit.get_or_insert_with(|| Kit::new(*quality, &mut meshes, &mut materials, &images));
    for (entity, board) in &undressed.boards {
        let frame = kit.frames.entry(board.size).or_insert_with(|| {
            let image = image_assets.add(meshes::frame_image(board.size, BORDER));
            materials.add(StandardMaterial {
                base_color_texture: Some(image),
                perceptual_roughness: 0.6,
                ..default()
            })
        });
        let across = board.size as f32 + 2.0 * BORDER;
        // The slab is its sides alone: its top would be drawn under the board's top, and that
        // under the tiles, a layer of pixels software rendering pays for.
        commands.spawn((
            Name::new("Board slab"),
            Mesh3d(meshes.add(meshes::box_sides(across, BOARD_THICKNESS, across))),
            MeshMaterial3d(frame.clone()),
            Transform::from_xyz(0.0, -BOARD_THICKNESS / 2.0 - 0.001, 0.0),
            Pickable::IGNORE,
            visual_of(entity),
            children![(
                Name::new("Board top"),
                Mesh3d(meshes.add(meshes::flat_quad(across, across))),
                MeshMaterial3d(frame.clone()),
                Transform::from_xyz(0.0, BOARD_THICKNESS / 2.0 + 0.0005, 0.0),
                Pickable::IGNORE,
            )],
        ));
    }
    for (entity, square, parent) in &undressed.squares {
        let Ok(board) = sizes.get(parent.parent()) else {
            continue;
        };
        let at = world(board_point(square.square), board.size, TILE_TOP - 0.02);
        let material =
            kit.tile_material(&mut materials, &images, theme.0, square.square, square.kind);
        let tile = commands
            .spawn((
                Name::new("Tile"),
                // Only pieces cast shadows on the board.
                NotShadowCaster,
                SolidTile,
                Mesh3d(kit.tile.clone()),
                MeshMaterial3d(material),
                Transform::from_translation(at),
                visual_of(entity),
            ))
            .id();
        if let Some(emblem) = kit.emblems.get(&square.kind) {
            commands.spawn((
                Name::new("Emblem"),
                NotShadowCaster,
                Mesh3d(kit.decal.clone()),
                MeshMaterial3d(emblem.clone()),
                Transform::from_xyz(0.0, 0.021, 0.0),
                Pickable::IGNORE,
                ChildOf(tile),
            ));
        }
    }
    for entity in &undressed.pieces {
        let Some((piece, square, size)) = shown.piece(entity) else {
            continue;
        };
        let mut body = commands.spawn((
            Name::new(format!("{piece:?} (turned)")),
            SolidPiece,
            Mesh3d(kit.pieces[&(look.0, piece)].clone()),
            MeshMaterial3d(kit.piece_materials[&(look.0, piece)].clone()),
            Transform::from_translation(world(board_point(square), size, TILE_TOP)),
            Pickable::IGNORE,
            visual_of(entity),
        ));
        if piece == Piece::King {
            body.with_child((
                Name::new("Crown"),
                Mesh3d(kit.crown.clone()),
                MeshMaterial3d(kit.gold.clone()),
                Transform::default(),
                Pickable::IGNORE,
            ));
        }
    }
}

/// Each piece where its pose puts it: on its square, lifted, carried, or on the table beside
/// the board (lower than the board's top by the board's thickness).
pub(super) fn place_pieces(
    mut bodies: Query<(&VisualOf, &mut Transform), With<SolidPiece>>,
    shown: ShownPieces,
) {
    for (visual, mut transform) in &mut bodies {
        let Some((pose, size)) = shown.pose(visual.0) else {
            continue;
        };
        let ground = TILE_TOP - pose.beside * (TILE_TOP + BOARD_THICKNESS);
        let wanted = Transform {
            translation: world(pose.at, size, ground + pose.lift * HOP),
            scale: Vec3::splat(pose.scale),
            ..default()
        };
        transform.set_if_neq(wanted);
    }
}

/// A new board theme lays the tiles again: they are taken up here and `dress` inlays them in
/// the new theme's materials.
pub(super) fn recolour(
    theme: Res<Theme>,
    tiles: Query<Entity, With<SolidTile>>,
    mut commands: Commands,
) {
    if !theme.is_changed() || theme.is_added() {
        return;
    }
    for tile in &tiles {
        commands.entity(tile).despawn();
    }
}

/// A new piece set: the pieces' bodies go (their crowns with them), and are dressed again in
/// the new set.
pub(super) fn restyle_pieces(
    look: Res<PieceLook>,
    bodies: Query<Entity, With<SolidPiece>>,
    mut commands: Commands,
) {
    if !look.is_changed() || look.is_added() {
        return;
    }
    for body in &bodies {
        commands.entity(body).despawn();
    }
}
