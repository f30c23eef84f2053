//! Cameras: the board camera fits the board into the part of the window the HUD panels leave
//! free, at any window size; a second camera draws egui over everything.

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, ScalingMode, Viewport};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiGlobalSettings, PrimaryEguiContext};

use super::board::{BoardRoot, TILE};

/// The camera that shows the board.
#[derive(Component)]
pub struct BoardCamera;

/// Logical pixels the HUD panels take on each side of the window (set by the HUD each frame).
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct PanelInsets {
    /// Left panel width.
    pub left: f32,
    /// Right panel width.
    pub right: f32,
    /// Top panel height.
    pub top: f32,
    /// Bottom panel height.
    pub bottom: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelInsets>();
    app.add_systems(Startup, spawn_cameras);
    app.add_systems(PostUpdate, (fit_board, fit_viewport));
}

fn spawn_cameras(mut commands: Commands, mut egui_settings: ResMut<EguiGlobalSettings>) {
    egui_settings.auto_create_primary_context = false;
    commands.spawn((
        Name::new("Board camera"),
        BoardCamera,
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: 12.5 * TILE,
                min_height: 12.5 * TILE,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
    commands.spawn((
        Name::new("UI camera"),
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::None,
            ..default()
        },
    ));
}

/// Zooms so the whole board with its frame fits, whatever its size.
fn fit_board(boards: Query<&BoardRoot>, mut cameras: Query<&mut Projection, With<BoardCamera>>) {
    let extent = boards.iter().next().map_or(12.5, |b| b.size as f32 + 1.5) * TILE;
    for mut projection in &mut cameras {
        if let Projection::Orthographic(ortho) = &mut *projection {
            let wanted = ScalingMode::AutoMin {
                min_width: extent,
                min_height: extent,
            };
            if !matches!(ortho.scaling_mode, ScalingMode::AutoMin { min_width, .. } if min_width == extent)
            {
                ortho.scaling_mode = wanted;
            }
        }
    }
}

/// Restricts the board camera to the window area the panels leave free.
fn fit_viewport(
    insets: Res<PanelInsets>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<&mut Camera, With<BoardCamera>>,
) {
    let Ok(window) = window.single() else { return };
    let scale = window.scale_factor();
    let (w, h) = (window.physical_width(), window.physical_height());
    let left = (insets.left * scale) as u32;
    let top = (insets.top * scale) as u32;
    let right = (insets.right * scale) as u32;
    let bottom = (insets.bottom * scale) as u32;
    let size = UVec2::new(
        w.saturating_sub(left + right).max(1),
        h.saturating_sub(top + bottom).max(1),
    );
    for mut camera in &mut cameras {
        let viewport = Viewport {
            physical_position: UVec2::new(
                left.min(w.saturating_sub(1)),
                top.min(h.saturating_sub(1)),
            ),
            physical_size: size,
            ..default()
        };
        let same = camera.viewport.as_ref().is_some_and(|v| {
            v.physical_position == viewport.physical_position
                && v.physical_size == viewport.physical_size
        });
        if !same {
            camera.viewport = Some(viewport);
        }
    }
}
