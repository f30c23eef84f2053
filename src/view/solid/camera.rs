//! The 3D view's camera: it orbits the board's centre. Right-drag (or a two-finger drag on a
//! touchpad or screen) swings it round and up, the wheel (or a pinch) brings it nearer, and
//! the snap views (keys 1, 2, 3 and the side panel) glide it to the top, the attackers' side
//! or the defenders' side. Pitch and distance are clamped so the board never leaves the view.
//! In a game between two people it can turn to the side to move. When a game is decided it
//! swings in towards the king for the flourish and back (not with "reduce motion"); behind the
//! title screen it circles the table slowly.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use bevy::input::gestures::PinchGesture;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::Screen;
use crate::game::board::BoardRoot;
use crate::game::motion::{AnimationSettings, Flourish, board_point};
use crate::game::selection::ScreenTurn;
use crate::game::session::Session;
use crate::persist::Persisted;
use crate::view::BoardView;
use crate::view::camera::BoardCamera;
use crate::view::solid::world;

/// Where the camera is: angles round and above the board's centre, and how far.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Orbit {
    /// Round the board, radians: 0 looks from the attackers' side (rank 1), PI from the
    /// defenders'.
    pub yaw: f32,
    /// Above the board, radians from the horizontal.
    pub pitch: f32,
    /// From the board's centre, in multiples of the distance that frames the whole board.
    pub zoom: f32,
    /// Where a snap is gliding it.
    pub goal: Option<(f32, f32)>,
}

impl Default for Orbit {
    fn default() -> Self {
        Orbit {
            yaw: 0.0,
            pitch: 0.95,
            zoom: 1.0,
            goal: None,
        }
    }
}

/// The lowest the camera goes (the board seen edge-on is no use).
pub const MIN_PITCH: f32 = 0.35;
/// The highest: straight down, less a hair so "up" on screen stays defined.
pub const MAX_PITCH: f32 = FRAC_PI_2 - 0.01;
/// Nearest and farthest, as multiples of the framing distance.
pub const ZOOM_RANGE: (f32, f32) = (0.45, 1.6);

impl Orbit {
    /// Whether a snap is still gliding.
    pub fn is_moving(&self) -> bool {
        self.goal.is_some()
    }

    /// Swings by `delta` radians (round, up), within the limits; a manual swing ends a glide.
    pub fn swing(&mut self, delta: Vec2) {
        self.goal = None;
        self.yaw = (self.yaw + delta.x).rem_euclid(TAU);
        self.pitch = (self.pitch + delta.y).clamp(MIN_PITCH, MAX_PITCH);
    }

    /// Zooms by a factor, within the limits.
    pub fn zoom_by(&mut self, factor: f32) {
        self.zoom = (self.zoom * factor).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
    }

    /// Starts a glide to a snap view.
    pub fn snap(&mut self, snap: Snap) {
        let (yaw, pitch) = match snap {
            Snap::Top => (self.yaw, MAX_PITCH),
            Snap::Attackers => (0.0, Orbit::default().pitch),
            Snap::Defenders => (PI, Orbit::default().pitch),
        };
        self.goal = Some((yaw, pitch));
    }

    /// Moves a step of a glide (`dt` seconds); ends it when there.
    pub fn glide(&mut self, dt: f32) {
        let Some((yaw, pitch)) = self.goal else {
            return;
        };
        let k = 1.0 - (-dt * 7.0).exp();
        // The short way round.
        let turn = (yaw - self.yaw + PI).rem_euclid(TAU) - PI;
        self.yaw = (self.yaw + turn * k).rem_euclid(TAU);
        self.pitch += (pitch - self.pitch) * k;
        if turn.abs() < 1e-3 && (pitch - self.pitch).abs() < 1e-3 {
            self.yaw = yaw.rem_euclid(TAU);
            self.pitch = pitch;
            self.goal = None;
        }
    }

    /// The camera's transform for a board of `size` squares.
    pub fn transform(&self, size: u8) -> Transform {
        self.transform_towards(size, Vec3::ZERO, 0.0)
    }

    /// The camera's transform swung in towards `focus` by `weight` (0: the orbit's own view;
    /// 1: nearer, lower, looking at `focus`).
    pub fn transform_towards(&self, size: u8, focus: Vec3, weight: f32) -> Transform {
        let distance = framing_distance(size) * self.zoom * (1.0 - 0.45 * weight);
        let pitch = (self.pitch - 0.2 * weight).max(MIN_PITCH);
        let (sin_yaw, cos_yaw) = self.yaw.sin_cos();
        let (sin_pitch, cos_pitch) = pitch.sin_cos();
        let target = focus * weight;
        let eye =
            target + Vec3::new(sin_yaw * cos_pitch, sin_pitch, cos_yaw * cos_pitch) * distance;
        Transform::from_translation(eye).looking_at(target, Vec3::Y)
    }

    /// How the board is turned on screen, in quarter turns (for the arrow keys).
    pub fn screen_turn(&self) -> ScreenTurn {
        ScreenTurn(((self.yaw / FRAC_PI_2).round() as i32).rem_euclid(4) as u8)
    }
}

/// How far away the whole board with its frame fills the view (45 degree field of view).
pub fn framing_distance(size: u8) -> f32 {
    (size as f32 + 1.6) * 1.45
}

/// A snap view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Snap {
    /// Straight down.
    Top,
    /// From the attackers' side (rank 1 nearest).
    Attackers,
    /// From the defenders' side.
    Defenders,
}

/// Glide the camera to a snap view.
#[derive(Message, Clone, Copy, Debug)]
pub struct SnapView(pub Snap);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Orbit>().add_message::<SnapView>();
    app.add_systems(
        Update,
        (
            snap_keys.run_if(crate::game::input::keys_free),
            orbit_controls,
            turn_to_mover,
            apply_snaps,
        )
            .chain()
            .in_set(crate::AppSystems::RecordInput)
            .run_if(in_state(BoardView::Solid)),
    );
    app.add_systems(OnExit(Screen::Title), leave_the_title);
    app.add_systems(
        PostUpdate,
        place_camera
            .in_set(crate::AppSystems::SyncView)
            .run_if(in_state(BoardView::Solid)),
    );
}

/// Leaving the title, the circling camera glides back to the attackers' side in the 3D view
/// (a glide needs the 3D view's frames; in 2D it is put there at once).
fn leave_the_title(mut orbit: ResMut<Orbit>, view: Res<State<BoardView>>) {
    if **view == BoardView::Solid {
        orbit.snap(Snap::Attackers);
    } else {
        *orbit = Orbit {
            zoom: orbit.zoom,
            ..Orbit::default()
        };
    }
}

fn snap_keys(keys: Res<ButtonInput<KeyCode>>, mut snaps: MessageWriter<SnapView>) {
    for (key, snap) in [
        (KeyCode::Digit1, Snap::Top),
        (KeyCode::Digit2, Snap::Attackers),
        (KeyCode::Digit3, Snap::Defenders),
    ] {
        if keys.just_pressed(key) {
            snaps.write(SnapView(snap));
        }
    }
}

fn apply_snaps(mut snaps: MessageReader<SnapView>, mut orbit: ResMut<Orbit>) {
    for SnapView(snap) in snaps.read() {
        orbit.snap(*snap);
    }
}

/// Radians per pixel of a drag.
const SWING_PER_PIXEL: f32 = 0.006;

/// Right-drag and two-finger drags swing, the wheel and pinches zoom (not over the HUD).
fn orbit_controls(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    mut pinches: MessageReader<PinchGesture>,
    touches: Res<Touches>,
    egui: Option<Res<EguiWantsInput>>,
    mut orbit: ResMut<Orbit>,
) {
    if egui.is_some_and(|e| e.wants_any_pointer_input()) {
        pinches.clear();
        return;
    }
    let mut swing = Vec2::ZERO;
    if buttons.pressed(MouseButton::Right) {
        swing += motion.delta;
    }
    match scroll.unit {
        // A touchpad's two-finger drag scrolls by pixels.
        MouseScrollUnit::Pixel => swing -= scroll.delta,
        MouseScrollUnit::Line if scroll.delta.y != 0.0 => {
            orbit.zoom_by(0.9f32.powf(scroll.delta.y))
        }
        MouseScrollUnit::Line => {}
    }
    let fingers: Vec<_> = touches.iter().collect();
    if fingers.len() == 2 {
        swing += (fingers[0].delta() + fingers[1].delta()) / 2.0;
    }
    for pinch in pinches.read() {
        orbit.zoom_by(1.0 - pinch.0);
    }
    if swing != Vec2::ZERO {
        orbit.swing(Vec2::new(-swing.x, swing.y) * SWING_PER_PIXEL);
    }
}

/// In a game between two people, with the setting on, the table turns to the side to move.
fn turn_to_mover(
    session: Option<Res<Session>>,
    persisted: Option<Res<Persisted>>,
    mut snaps: MessageWriter<SnapView>,
    mut last: Local<Option<konakis_engine::Side>>,
) {
    let (Some(m), Some(p)) = (session, persisted) else {
        return;
    };
    let couch = !m.has_computer() && !m.is_demo();
    let side = m.game.to_move();
    if !p.settings.turn_table || !couch || *last == Some(side) {
        *last = Some(side);
        return;
    }
    *last = Some(side);
    snaps.write(SnapView(match side {
        konakis_engine::Side::Attackers => Snap::Attackers,
        konakis_engine::Side::Defenders => Snap::Defenders,
    }));
}

/// How far the camera has swung in to a flourish `t` of the way through (0..=1): in over the
/// first third, held, back over the last quarter.
pub fn swing_in(t: f32) -> f32 {
    let ease = |x: f32| EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(x);
    if t < 0.3 {
        ease(t / 0.3)
    } else if t > 0.75 {
        ease((1.0 - t) / 0.25)
    } else {
        1.0
    }
}

/// Radians a second the camera circles the table behind the title screen.
const TITLE_TURN: f32 = 0.06;

/// Glides (or, behind the title, turns), then puts the camera where the orbit says, swung in to
/// a flourish if one plays; the arrow keys follow its turn.
fn place_camera(
    time: Res<Time>,
    mut orbit: ResMut<Orbit>,
    boards: Query<&BoardRoot>,
    flourishes: Query<&Flourish>,
    animation: Res<AnimationSettings>,
    screen: Option<Res<State<Screen>>>,
    mut cameras: Query<&mut Transform, With<BoardCamera>>,
    mut turn: ResMut<ScreenTurn>,
) {
    if orbit.is_moving() {
        orbit.glide(time.delta_secs());
    }
    let on_title = screen.is_some_and(|s| **s == Screen::Title);
    if on_title && animation.flourishes() {
        orbit.yaw = (orbit.yaw + TITLE_TURN * time.delta_secs()).rem_euclid(TAU);
    }
    let size = boards.iter().next().map_or(11, |b| b.size);
    let swing = flourishes
        .iter()
        .next()
        .filter(|_| animation.flourishes())
        .map(|f| {
            (
                world(board_point(f.square), size, 0.3),
                swing_in(f.progress()),
            )
        });
    let wanted = match swing {
        Some((focus, weight)) => orbit.transform_towards(size, focus, weight),
        None => orbit.transform(size),
    };
    for mut transform in &mut cameras {
        if *transform != wanted {
            *transform = wanted;
        }
    }
    let screen_turn = orbit.screen_turn();
    if *turn != screen_turn {
        *turn = screen_turn;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swings_and_zooms_stay_within_their_limits() {
        let mut orbit = Orbit::default();
        orbit.swing(Vec2::new(0.0, 10.0));
        assert_eq!(orbit.pitch, MAX_PITCH);
        orbit.swing(Vec2::new(0.0, -10.0));
        assert_eq!(orbit.pitch, MIN_PITCH);
        orbit.zoom_by(100.0);
        assert_eq!(orbit.zoom, ZOOM_RANGE.1);
        orbit.zoom_by(0.001);
        assert_eq!(orbit.zoom, ZOOM_RANGE.0);
        orbit.swing(Vec2::new(-1.0, 0.0));
        assert!((0.0..TAU).contains(&orbit.yaw));
    }

    #[test]
    fn snaps_glide_there_and_stop() {
        let mut orbit = Orbit::default();
        orbit.snap(Snap::Defenders);
        for _ in 0..200 {
            orbit.glide(1.0 / 30.0);
        }
        assert!(!orbit.is_moving());
        assert_eq!(orbit.yaw, PI);
        assert_eq!(orbit.screen_turn(), ScreenTurn(2));
        // From the defenders' side the camera stands beyond rank 11 (at -Z).
        assert!(orbit.transform(11).translation.z < 0.0);
        orbit.snap(Snap::Top);
        for _ in 0..200 {
            orbit.glide(1.0 / 30.0);
        }
        assert_eq!(orbit.pitch, MAX_PITCH);
    }

    #[test]
    fn a_flourish_swings_the_camera_in_to_the_king_and_back() {
        assert_eq!(swing_in(0.0), 0.0);
        assert_eq!(swing_in(0.5), 1.0);
        assert_eq!(swing_in(1.0), 0.0);
        let orbit = Orbit::default();
        let king = Vec3::new(4.0, 0.3, -5.0);
        assert_eq!(orbit.transform_towards(11, king, 0.0), orbit.transform(11));
        let near = orbit.transform_towards(11, king, 1.0);
        let (far, close) = (
            orbit.transform(11).translation.distance(king),
            near.translation.distance(king),
        );
        assert!(close < 0.7 * far, "nearer the king: {close} against {far}");
        // Looking straight at him.
        let ahead = near.forward().dot((king - near.translation).normalize());
        assert!(ahead > 0.999, "{ahead}");
    }

    #[test]
    fn the_board_stays_in_view_at_every_angle_and_zoom() {
        // The board's corners project inside the camera's field of view.
        for (yaw, pitch, zoom) in [
            (0.0, MIN_PITCH, ZOOM_RANGE.1),
            (1.0, MAX_PITCH, 1.0),
            (3.0, 0.8, 1.0),
        ] {
            let orbit = Orbit {
                yaw,
                pitch,
                zoom,
                goal: None,
            };
            let camera = orbit.transform(11);
            let half = 6.1;
            for corner in [Vec3::new(-half, 0.0, -half), Vec3::new(half, 0.0, half)] {
                let local = camera.compute_affine().inverse().transform_point3(corner);
                let angle = (local.xy().length() / -local.z).atan();
                assert!(local.z < 0.0, "a corner is behind the camera");
                assert!(angle < 0.6, "a corner is out of view ({angle})");
            }
        }
    }
}
