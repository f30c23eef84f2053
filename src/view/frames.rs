//! Frame pacing: a board game at rest draws nothing. The window updates on input and window
//! events only, and keeps drawing continuously while something moves (a slide, a sink, a
//! shake, a flourish, a held piece, the camera swinging, the title's demo game), and a few
//! times a second while the computer thinks (its spinner and clock, and to collect its move).

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use super::solid::camera::Orbit;
use crate::Screen;
use crate::game::ai::{ComputerMove, Hint};
use crate::game::motion::{Animating, Flourish, Shake, Sink};
use crate::game::selection::Dragging;
use crate::launch::LaunchOptions;

/// How often a board at rest is drawn anyway (a safety net; input wakes it at once).
const AT_REST: Duration = Duration::from_secs(5);

/// How often the window is drawn while the computer thinks.
const WHILE_THINKING: Duration = Duration::from_millis(200);

/// What keeps frames coming.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Activity {
    /// Something moves: draw every frame.
    Moving,
    /// A search runs: draw a few times a second.
    Thinking,
    /// Nothing: wait for input.
    AtRest,
}

impl Activity {
    /// The update mode for this activity.
    pub fn update_mode(self) -> UpdateMode {
        match self {
            Activity::Moving => UpdateMode::Continuous,
            Activity::Thinking => UpdateMode::reactive(WHILE_THINKING),
            Activity::AtRest => UpdateMode::reactive(AT_REST),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::Continuous,
        unfocused_mode: UpdateMode::Continuous,
    });
    // Measuring frame rates (KONAKIS_DIAGNOSTICS=1) wants every frame drawn, as before.
    if std::env::var_os("KONAKIS_DIAGNOSTICS").is_none() {
        app.add_systems(Last, pace_frames);
    }
}

fn pace_frames(
    moving: Query<(), Or<(With<Animating>, With<Sink>, With<Shake>, With<Flourish>)>>,
    dragging: Res<Dragging>,
    orbit: Option<Res<Orbit>>,
    screen: Res<State<Screen>>,
    computer: Res<ComputerMove>,
    hint: Res<Hint>,
    launch: Res<LaunchOptions>,
    mut settings: ResMut<WinitSettings>,
) {
    let activity = if !moving.is_empty()
        || dragging.from.is_some()
        || orbit.is_some_and(|o| o.is_moving())
        || hint.suggestion.is_some()
        || **screen == Screen::Title
        || launch.screenshot.is_some()
    {
        Activity::Moving
    } else if computer.thinking.is_some() || hint.thinking.is_some() {
        Activity::Thinking
    } else {
        Activity::AtRest
    };
    let mode = activity.update_mode();
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}
