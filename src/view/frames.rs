//! Frame pacing: a board game at rest draws nothing. The window updates on input and window
//! events only, and keeps drawing continuously while something moves (a slide, a sink, a
//! shake, a flourish, a held piece, the camera swinging, the title's demo game, a die rolling
//! or a turn about to pass, a view just entered whose pipelines are compiling), and a few
//! times a second while the computer thinks (its spinner and clock, and to collect its move).

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};

use super::solid::camera::Orbit;
use crate::Screen;
use crate::game::ai::{ComputerMove, Hint};
use crate::game::dice::DieRoll;
use crate::game::motion::{Animating, Flourish, Shake, Sink};
use crate::game::selection::Dragging;
use crate::game::session::Match;
use crate::game::turn::TurnPhase;
use crate::launch::LaunchOptions;
use crate::view::BoardView;

/// How often a board at rest is drawn anyway (a safety net; input wakes it at once).
const AT_REST: Duration = Duration::from_secs(5);

/// How long frames keep coming after a view or screen is entered: its render pipelines
/// compile in the background (seconds, under software rendering) and appear when ready.
const WARM_UP_SECS: f32 = 3.0;

/// How long after the last input egui may ask for more frames (its layout settles over a
/// frame or two, and a tooltip shows half a second after the pointer stops, then fades in:
/// with software rendering's slow frames, one second left it frozen half faded); past that,
/// its requests are dropped: it asks for one every frame.
const INPUT_AFTERGLOW_SECS: f32 = 2.0;

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
            // Only the window's own events (keys, the pointer over it, resizing) wake it.
            Activity::AtRest => UpdateMode::Reactive {
                wait: AT_REST,
                react_to_device_events: false,
                react_to_user_events: false,
                react_to_window_events: true,
            },
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

/// Keeps the pace; a frame that leaves a state change pending asks for the next at once (it
/// happens at the start of the next frame, which at rest would not come).
fn pace_frames(
    pending: PendingStates,
    input: InputSeen,
    mut last_input: Local<f32>,
    mut redraws: ResMut<Messages<RequestRedraw>>,
    moving: Query<(), Or<(With<Animating>, With<Sink>, With<Shake>, With<Flourish>)>>,
    dragging: Res<Dragging>,
    orbit: Option<Res<Orbit>>,
    screen: Res<State<Screen>>,
    computer: Res<ComputerMove>,
    hint: Res<Hint>,
    die: DieOnScreen,
    launch: Res<LaunchOptions>,
    view: Res<State<BoardView>>,
    time: Res<Time<Real>>,
    mut entered: Local<Option<(BoardView, Screen, f32)>>,
    mut settings: ResMut<WinitSettings>,
) {
    let now = time.elapsed_secs();
    if input.any() {
        *last_input = now;
    }
    if now - *last_input > INPUT_AFTERGLOW_SECS {
        redraws.clear();
    }
    if entered.is_none_or(|(v, s, _)| (v, s) != (**view, **screen)) {
        *entered = Some((**view, **screen, now));
    }
    let warming_up = entered.is_some_and(|(_, _, at)| now - at < WARM_UP_SECS);
    let activity = if warming_up
        || !moving.is_empty()
        || dragging.from.is_some()
        || orbit.is_some_and(|o| o.is_moving())
        || hint.suggestion.is_some()
        || die.keeps_moving()
        || **screen == Screen::Title
        || launch.screenshot.is_some()
    {
        Activity::Moving
    } else if computer.thinking.is_some() || hint.thinking.is_some() {
        Activity::Thinking
    } else {
        Activity::AtRest
    };
    if pending.any() {
        redraws.write(RequestRedraw);
    }
    let mode = activity.update_mode();
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

/// The die of a dice game: it rolls, stays on show a moment, and a throw without a move waits
/// to pass the turn (which needs frames to come).
#[derive(SystemParam)]
struct DieOnScreen<'w> {
    die: Res<'w, DieRoll>,
    the_match: Option<Res<'w, Match>>,
}

impl DieOnScreen<'_> {
    fn keeps_moving(&self) -> bool {
        let Some(m) = &self.the_match else {
            return false;
        };
        m.variant().uses_dice() && (self.die.is_on_show() || (m.game.must_pass() && !m.replaying))
    }
}

/// Whether the player did anything this frame.
#[derive(SystemParam)]
struct InputSeen<'w, 's> {
    keys: MessageReader<'w, 's, bevy::input::keyboard::KeyboardInput>,
    buttons: MessageReader<'w, 's, bevy::input::mouse::MouseButtonInput>,
    wheel: MessageReader<'w, 's, bevy::input::mouse::MouseWheel>,
    cursor: MessageReader<'w, 's, CursorMoved>,
    touches: MessageReader<'w, 's, TouchInput>,
    pads: MessageReader<'w, 's, bevy::input::gamepad::GamepadEvent>,
}

impl InputSeen<'_, '_> {
    fn any(mut self) -> bool {
        // Each reader is drained, so every kind is looked at.
        let counts = [
            self.keys.read().count(),
            self.buttons.read().count(),
            self.wheel.read().count(),
            self.cursor.read().count(),
            self.touches.read().count(),
            self.pads.read().count(),
        ];
        counts.iter().any(|&n| n > 0)
    }
}

/// The states whose changes wait for the next frame.
#[derive(SystemParam)]
struct PendingStates<'w> {
    screen: Res<'w, NextState<Screen>>,
    view: Res<'w, NextState<BoardView>>,
    turn: Option<Res<'w, NextState<TurnPhase>>>,
}

impl PendingStates<'_> {
    fn any(&self) -> bool {
        let pending = |next: &NextState<_>| matches!(next, NextState::Pending(_));
        matches!(*self.screen, NextState::Pending(_))
            || matches!(*self.view, NextState::Pending(_))
            || self.turn.as_ref().is_some_and(|t| pending(t))
    }
}
