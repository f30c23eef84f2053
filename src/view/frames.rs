//! Frame pacing: a board game at rest draws nothing. The window updates on input and window
//! events only, and keeps drawing continuously while something moves (a slide, a carry, a
//! shake, a flourish, a held piece, the camera swinging, the title's demo game, a die rolling
//! or a turn about to pass, a view just entered whose pipelines are compiling), and a few
//! times a second while the computer thinks (its spinner and clock, and to collect its move).
//! egui gets a frame when it says it wants one: at once while its layout settles or a tooltip
//! fades in, later for a tooltip's delay.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiFullOutput, EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, egui};

use super::solid::camera::Orbit;
use crate::Screen;
use crate::game::ai::{ComputerMove, Hint};
use crate::game::dice::DieRoll;
use crate::game::motion::{Animating, Carry, Flourish, Shake};
use crate::game::review::ReviewRun;
use crate::game::selection::Dragging;
use crate::game::session::Session;
use crate::game::turn::TurnPhase;
use crate::launch::LaunchOptions;
use crate::view::BoardView;

/// How often a board at rest is drawn anyway (a safety net; input wakes it at once).
const AT_REST: Duration = Duration::from_secs(5);

/// How long frames keep coming after a view or screen is entered: its render pipelines
/// compile in the background (seconds, under software rendering) and appear when ready.
const WARM_UP_SECS: f32 = 3.0;

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
    /// The update mode for this activity, when egui wants its next frame in `egui_in` (if
    /// at all): a reactive window wakes by then at the latest.
    pub fn update_mode_with(self, egui_in: Option<Duration>) -> UpdateMode {
        let mut mode = self.update_mode();
        if let (UpdateMode::Reactive { wait, .. }, Some(egui_in)) = (&mut mode, egui_in) {
            *wait = (*wait).min(egui_in);
        }
        mode
    }

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
        app.init_resource::<EguiWants>()
            .add_systems(
                PreUpdate,
                drop_unchanged_modifiers
                    .after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass),
            )
            .add_systems(
                PostUpdate,
                read_egui_wants
                    .after(EguiPostUpdateSet::EndPass)
                    .before(EguiPostUpdateSet::ProcessOutput),
            )
            .add_systems(Last, pace_frames);
    }
}

/// bevy_egui tells egui the keyboard's modifiers every frame as an event, and egui wants a
/// frame at once after any event: at rest, that would be every frame. The event is kept only
/// when the modifiers changed (egui reads the keys held from the input's own field anyway).
fn drop_unchanged_modifiers(
    mut inputs: Query<(Entity, &mut EguiInput)>,
    mut last: Local<HashMap<Entity, egui::Modifiers>>,
) {
    for (context, mut input) in &mut inputs {
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(now) => last.insert(context, *now) != Some(*now),
            _ => true,
        });
    }
}

/// How soon egui wants its next frame, as its last pass said (`None`: not until input).
#[derive(Resource, Default)]
struct EguiWants {
    within: Option<Duration>,
}

/// Reads egui's own repaint delay from its pass's output, before bevy_egui turns any wish
/// for a frame, however far off, into a redraw now.
fn read_egui_wants(outputs: Query<&EguiFullOutput>, mut wants: ResMut<EguiWants>) {
    // egui says "never" with `Duration::MAX`; anything past an hour is taken as that.
    let never = Duration::from_secs(3600);
    wants.within = outputs
        .iter()
        .filter_map(|o| o.0.as_ref())
        .flat_map(|o| o.viewport_output.values())
        .map(|v| v.repaint_delay)
        .filter(|delay| *delay < never)
        .min();
}

/// Keeps the pace; a frame that leaves a state change pending asks for the next at once (it
/// happens at the start of the next frame, which at rest would not come).
fn pace_frames(
    pending: PendingStates,
    egui: Res<EguiWants>,
    mut redraws: ResMut<Messages<RequestRedraw>>,
    moving: Query<(), Or<(With<Animating>, With<Carry>, With<Shake>, With<Flourish>)>>,
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
    // bevy_egui asks for a frame now whenever egui wants one, however far off (a tooltip's
    // delay); egui's own time is kept below instead.
    redraws.clear();
    if entered.is_none_or(|(v, s, _)| (v, s) != (**view, **screen)) {
        *entered = Some((**view, **screen, now));
    }
    let warming_up = entered.is_some_and(|(_, _, at)| now - at < WARM_UP_SECS);
    let activity = if warming_up
        || !moving.is_empty()
        || dragging.from.is_some()
        // The 3D camera glides only in the 3D view.
        || (**view == BoardView::Solid && orbit.is_some_and(|o| o.is_moving()))
        || hint.suggestion.is_some()
        || die.keeps_moving()
        || **screen == Screen::Title
        || launch.screenshot.is_some()
        || launch.frames.is_some()
    {
        Activity::Moving
    } else if computer.thinking.is_some() || hint.thinking.is_some() || die.clock_or_review_runs() {
        Activity::Thinking
    } else {
        Activity::AtRest
    };
    let egui_in = egui.within;
    if pending.any() || egui_in == Some(Duration::ZERO) {
        redraws.write(RequestRedraw);
    }
    let mode = activity.update_mode_with(egui_in);
    if settings.focused_mode != mode {
        settings.focused_mode = mode;
        settings.unfocused_mode = mode;
    }
}

/// The die of a dice game: it rolls, stays on show a moment, and a throw without a move waits
/// to pass the turn (which needs frames to come); a clock that runs and a review that searches
/// show their progress.
#[derive(SystemParam)]
struct DieOnScreen<'w> {
    die: Res<'w, DieRoll>,
    session: Option<Res<'w, Session>>,
    review: Option<Res<'w, ReviewRun>>,
}

impl DieOnScreen<'_> {
    /// A game's clock runs (the side panel shows it by the tenth of a second), or a review is
    /// open (its search reports its progress; its arrow follows the move shown).
    fn clock_or_review_runs(&self) -> bool {
        let clock = self.session.as_ref().is_some_and(|m| {
            m.clock.is_some() && m.is_play() && !m.replaying && m.outcome().is_none()
        });
        clock || self.review.is_some()
    }

    fn keeps_moving(&self) -> bool {
        let Some(m) = &self.session else {
            return false;
        };
        m.variant().uses_dice() && (self.die.is_on_show() || (m.game.must_pass() && !m.replaying))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// egui's wish for a frame shortens a reactive wait, and never lengthens it or slows a
    /// window that draws every frame.
    #[test]
    fn egui_wakes_a_window_at_rest_when_it_asks() {
        let tooltip = Duration::from_millis(400);
        let wait = |mode| match mode {
            UpdateMode::Reactive { wait, .. } => Some(wait),
            UpdateMode::Continuous => None,
        };
        assert_eq!(wait(Activity::AtRest.update_mode_with(None)), Some(AT_REST));
        assert_eq!(
            wait(Activity::AtRest.update_mode_with(Some(tooltip))),
            Some(tooltip)
        );
        assert_eq!(
            wait(Activity::Thinking.update_mode_with(Some(tooltip))),
            Some(WHILE_THINKING)
        );
        assert_eq!(
            wait(Activity::AtRest.update_mode_with(Some(Duration::from_secs(60)))),
            Some(AT_REST)
        );
        assert_eq!(wait(Activity::Moving.update_mode_with(Some(tooltip))), None);
    }

    /// The modifiers bevy_egui repeats every frame reach egui once, and again only when
    /// they change; other events pass untouched.
    #[test]
    fn unchanged_modifiers_are_dropped() {
        let mut app = App::new();
        app.add_systems(Update, drop_unchanged_modifiers);
        let context = app.world_mut().spawn(EguiInput::default()).id();
        let frame = |app: &mut App, events: Vec<egui::Event>| {
            app.world_mut()
                .get_mut::<EguiInput>(context)
                .unwrap()
                .events = events;
            app.update();
            app.world()
                .get::<EguiInput>(context)
                .unwrap()
                .events
                .clone()
        };
        let none = egui::Event::ModifiersChanged(egui::Modifiers::NONE);
        let shift = egui::Event::ModifiersChanged(egui::Modifiers::SHIFT);
        let moved = egui::Event::PointerMoved(egui::pos2(3.0, 4.0));
        assert_eq!(frame(&mut app, vec![none.clone()]), vec![none.clone()]);
        assert_eq!(frame(&mut app, vec![none.clone()]), vec![]);
        assert_eq!(
            frame(&mut app, vec![moved.clone(), none.clone()]),
            vec![moved]
        );
        assert_eq!(frame(&mut app, vec![shift.clone()]), vec![shift]);
        assert_eq!(frame(&mut app, vec![none.clone()]), vec![none]);
    }
}
