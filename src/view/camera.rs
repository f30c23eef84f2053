//! What both views' cameras share: the board camera fits its viewport to the part of the
//! window the HUD panels leave free, at any window size.

use bevy::camera::Viewport;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The camera that shows the board (2D or 3D, whichever view is in use).
#[derive(Component, Default)]
pub struct BoardCamera;

/// What the HUD panels take on each side of the window, in the HUD's points (set by the HUD
/// each frame), and how many logical pixels a point is (the text-size setting's zoom).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct PanelInsets {
    /// Left panel width.
    pub left: f32,
    /// Right panel width.
    pub right: f32,
    /// Top panel height.
    pub top: f32,
    /// Bottom panel height.
    pub bottom: f32,
    /// Logical pixels per HUD point.
    pub zoom: f32,
}

impl Default for PanelInsets {
    fn default() -> PanelInsets {
        PanelInsets {
            left: 0.0,
            right: 0.0,
            top: 0.0,
            bottom: 0.0,
            zoom: 1.0,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelInsets>();
    app.add_systems(PostUpdate, fit_viewport.in_set(crate::AppSystems::SyncView));
}

/// The viewport left free by `insets` in a window of `physical` pixels at `scale` (physical
/// pixels per logical one).
pub fn free_viewport(insets: PanelInsets, physical: UVec2, scale: f32) -> Viewport {
    let (w, h) = (physical.x, physical.y);
    let scale = scale * insets.zoom;
    let left = (insets.left * scale) as u32;
    let top = (insets.top * scale) as u32;
    let right = (insets.right * scale) as u32;
    let bottom = (insets.bottom * scale) as u32;
    Viewport {
        physical_position: UVec2::new(left.min(w.saturating_sub(1)), top.min(h.saturating_sub(1))),
        physical_size: UVec2::new(
            w.saturating_sub(left + right).max(1),
            h.saturating_sub(top + bottom).max(1),
        ),
        ..default()
    }
}

/// Restricts the board camera to the window area the panels leave free.
fn fit_viewport(
    insets: Res<PanelInsets>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<&mut Camera, With<BoardCamera>>,
) {
    let Ok(window) = window.single() else { return };
    let size = UVec2::new(window.physical_width(), window.physical_height());
    let viewport = free_viewport(*insets, size, window.scale_factor());
    for mut camera in &mut cameras {
        let same = camera.viewport.as_ref().is_some_and(|v| {
            v.physical_position == viewport.physical_position
                && v.physical_size == viewport.physical_size
        });
        if !same {
            camera.viewport = Some(viewport.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_viewport_is_what_the_panels_leave() {
        let insets = PanelInsets {
            right: 300.0,
            bottom: 40.0,
            ..default()
        };
        let v = free_viewport(insets, UVec2::new(2560, 1600), 2.0);
        assert_eq!(v.physical_position, UVec2::ZERO);
        assert_eq!(v.physical_size, UVec2::new(1960, 1520));
        let tiny = free_viewport(insets, UVec2::new(100, 50), 1.0);
        assert_eq!(tiny.physical_size, UVec2::new(1, 10));
        let larger_text = PanelInsets {
            zoom: 1.5,
            ..insets
        };
        let v = free_viewport(larger_text, UVec2::new(2560, 1600), 2.0);
        assert_eq!(v.physical_size, UVec2::new(2560 - 900, 1600 - 120));
    }
}
