//! The views: what draws the model. One view at a time, switched at any moment (the V key,
//! the side panel, the settings, `konakis --view`): the flat 2D board (`flat`) or the 3D table
//! (`solid`). A view never changes the game; it only reads the model and the engine.
//!
//! Each view draws a model entity (a square, a piece, the board) through visual entities of its
//! own, linked to it by [`VisualOf`] and scoped to the view with `DespawnOnExit`. Leaving a
//! view despawns its visuals; the view entered then finds every model entity undressed and
//! dresses it, in the middle of a slide or not: the model never notices.

pub mod camera;
pub mod flat;
pub mod frames;
pub mod frames_out;
pub mod icon;
pub mod markers;
pub mod pointer;
pub mod pose;
pub mod screen;
pub mod screenshot;
pub mod solid;
pub mod textures;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use konakis_store::{BoardTheme, BoardViewKind, PieceSet};

use crate::game::board::{BoardRoot, BoardSquare};
use crate::game::pieces::{CapturedPiece, PieceOnBoard};
use crate::persist::Persisted;

/// The view in use.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum BoardView {
    /// The flat board seen from above.
    #[default]
    Flat,
    /// The 3D table.
    Solid,
}

impl BoardView {
    /// The view a setting names.
    pub fn from_kind(kind: BoardViewKind) -> BoardView {
        match kind {
            BoardViewKind::Flat => BoardView::Flat,
            BoardViewKind::Solid => BoardView::Solid,
        }
    }
}

/// A visual entity drawing part of a model entity (a square's tile, a piece's sprite or mesh).
#[derive(Component, Clone, Copy, Debug)]
#[relationship(relationship_target = Visuals)]
pub struct VisualOf(pub Entity);

/// The visual entities of a model entity; despawned with it.
#[derive(Component, Debug, Default)]
#[relationship_target(relationship = VisualOf, linked_spawn)]
pub struct Visuals(Vec<Entity>);

/// The model entities the view shown has not dressed yet: boards, squares and pieces with no
/// [`Visuals`] (new ones, and all of them when a view is entered). Each view's `dress` system
/// gives them its own visuals.
#[derive(SystemParam)]
pub(crate) struct Undressed<'w, 's> {
    /// Boards.
    pub boards: Query<'w, 's, (Entity, &'static BoardRoot), Without<Visuals>>,
    /// Squares, with their board.
    pub squares: Query<'w, 's, (Entity, &'static BoardSquare, &'static ChildOf), Without<Visuals>>,
    /// Pieces, on the board or taken beside it.
    pub pieces: Query<
        'w,
        's,
        Entity,
        (
            Without<Visuals>,
            Or<(With<PieceOnBoard>, With<CapturedPiece>)>,
        ),
    >,
}

/// Switch to the other view (the V key, the side panel's button).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ToggleView;

/// The board's colours in each theme: light and dark squares.
pub fn square_colours(theme: BoardTheme) -> (Color, Color) {
    match theme {
        BoardTheme::Oak => (Color::srgb(0.93, 0.80, 0.60), Color::srgb(0.86, 0.71, 0.50)),
        BoardTheme::Walnut => (Color::srgb(0.62, 0.45, 0.31), Color::srgb(0.55, 0.39, 0.26)),
        BoardTheme::Slate => (Color::srgb(0.66, 0.68, 0.70), Color::srgb(0.58, 0.60, 0.63)),
        // Pale yellow and mid blue: far apart, and both far from the black and white pieces.
        BoardTheme::Contrast => (Color::srgb(0.98, 0.91, 0.45), Color::srgb(0.30, 0.45, 0.80)),
    }
}

/// The theme in force (from the settings; the default without them).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Theme(pub BoardTheme);

/// The piece set in force (from the settings; the default without them).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PieceLook(pub PieceSet);

/// What only a window has: frame pacing, `--screenshot` and `--frames`, on top of [`plugin`].
pub fn window_plugin(app: &mut App) {
    app.add_plugins((
        frames::plugin,
        screenshot::plugin,
        frames_out::plugin,
        bevy::picking::mesh_picking::MeshPickingPlugin,
    ));
    app.add_systems(Startup, thicker_gizmo_lines);
    app.add_systems(Update, icon::set_window_icon);
}

/// Flourishes and the hint arrow are drawn with gizmos: give their lines some body.
fn thicker_gizmo_lines(mut store: ResMut<GizmoConfigStore>) {
    let (config, _) = store.config_mut::<DefaultGizmoConfigGroup>();
    config.line.width = 3.0;
}

/// Both views and the pointer seam between them and the model. The systems that draw with
/// gizmos need a renderer; the rest (dressing, placing, picking, the toggle) run headless too.
pub fn plugin(app: &mut App) {
    let settings = app
        .world()
        .get_resource::<Persisted>()
        .map(|p| p.settings.clone());
    let view = settings
        .as_ref()
        .map_or(BoardView::Flat, |s| BoardView::from_kind(s.board_view));
    app.insert_state(view)
        .insert_resource(Theme(
            settings.as_ref().map(|s| s.board_theme).unwrap_or_default(),
        ))
        .insert_resource(PieceLook(settings.map(|s| s.piece_set).unwrap_or_default()))
        .add_message::<ToggleView>();
    app.add_plugins((
        textures::plugin,
        pointer::plugin,
        camera::plugin,
        flat::plugin,
        solid::plugin,
    ));
    app.add_systems(
        Update,
        (
            toggle_on_key
                .run_if(crate::game::input::keys_free)
                .in_set(crate::AppSystems::RecordInput),
            (
                toggle_view,
                apply_view_settings.run_if(resource_exists_and_changed::<Persisted>),
            )
                .chain()
                .in_set(crate::AppSystems::React),
        ),
    );
}

/// V switches between the 2D board and the 3D table.
fn toggle_on_key(keys: Res<ButtonInput<KeyCode>>, mut toggle: MessageWriter<ToggleView>) {
    if keys.just_pressed(KeyCode::KeyV) {
        toggle.write(ToggleView);
    }
}

/// The settings name the view and the theme; follow them.
fn apply_view_settings(
    persisted: Res<Persisted>,
    view: Res<State<BoardView>>,
    mut next: ResMut<NextState<BoardView>>,
    mut theme: ResMut<Theme>,
    mut look: ResMut<PieceLook>,
) {
    let wanted = BoardView::from_kind(persisted.settings.board_view);
    if wanted != **view {
        next.set(wanted);
    }
    if theme.0 != persisted.settings.board_theme {
        theme.0 = persisted.settings.board_theme;
    }
    if look.0 != persisted.settings.piece_set {
        look.0 = persisted.settings.piece_set;
    }
}

/// A toggle changes the setting (so it is remembered), or the state itself where there are no
/// settings (the headless tests).
fn toggle_view(
    mut toggles: MessageReader<ToggleView>,
    persisted: Option<ResMut<Persisted>>,
    view: Res<State<BoardView>>,
    mut next: ResMut<NextState<BoardView>>,
) {
    if toggles.read().count().is_multiple_of(2) {
        return;
    }
    match persisted {
        Some(mut p) => p.settings.board_view = p.settings.board_view.toggled(),
        None => next.set(match **view {
            BoardView::Flat => BoardView::Solid,
            BoardView::Solid => BoardView::Flat,
        }),
    }
}
