//! Motion: eased slides along a move's path, captured pieces sinking and fading, a shake for
//! refused attempts, and the flourish when the king escapes or falls. Ticking and applying
//! are one system per effect, run in `AppSystems::TickTimers`.

use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

use crate::AppSystems;

/// How moves are animated.
#[derive(Resource, Clone, Copy, Debug)]
pub struct AnimationSettings {
    /// Duration of a slide in seconds.
    pub slide_secs: f32,
    /// Animations on; off makes every move instant.
    pub enabled: bool,
}

impl Default for AnimationSettings {
    fn default() -> Self {
        AnimationSettings {
            slide_secs: 0.25,
            enabled: true,
        }
    }
}

impl AnimationSettings {
    /// The slide duration now in force (0 when animations are off).
    pub fn slide_secs(&self) -> f32 {
        if self.enabled {
            self.slide_secs.max(0.0)
        } else {
            0.0
        }
    }
}

/// Marks an entity whose animation must end before the next turn.
#[derive(Component, Default)]
pub struct Animating;

/// A piece sliding from `from` to `to`.
#[derive(Component, Clone, Copy, Debug)]
#[require(Animating)]
pub struct Slide {
    /// Start of the slide.
    pub from: Vec3,
    /// End of the slide (exactly the destination square's centre).
    pub to: Vec3,
    /// Seconds since it began.
    pub elapsed: f32,
    /// Seconds it lasts.
    pub duration: f32,
}

impl Slide {
    /// A slide from `from` to `to` lasting `duration` seconds.
    pub fn new(from: Vec3, to: Vec3, duration: f32) -> Slide {
        Slide {
            from,
            to,
            elapsed: 0.0,
            duration,
        }
    }
}

/// A captured piece sinking and fading before it leaves the board.
#[derive(Component, Default)]
pub struct Sink {
    /// Seconds since capture.
    pub elapsed: f32,
}

/// Seconds a captured piece takes to sink.
pub const SINK_SECS: f32 = 0.45;

/// A small side-to-side shake (an attempt refused).
#[derive(Component, Default)]
pub struct Shake {
    /// Seconds since it began.
    pub elapsed: f32,
    /// Where the entity rests.
    pub rest: Option<Vec3>,
}

const SHAKE_SECS: f32 = 0.3;

/// Which flourish.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FlourishKind {
    /// Golden rays: the king is free.
    KingEscaped,
    /// A dark red ring: the king is taken.
    KingCaptured,
}

/// A short burst drawn with gizmos around a square.
#[derive(Component)]
pub struct Flourish {
    /// Which one.
    pub kind: FlourishKind,
    /// Seconds since it began.
    pub elapsed: f32,
}

impl Flourish {
    /// A new flourish.
    pub fn new(kind: FlourishKind) -> Flourish {
        Flourish { kind, elapsed: 0.0 }
    }
}

/// Seconds a flourish lasts.
pub const FLOURISH_SECS: f32 = 1.6;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>();
    app.add_systems(
        Update,
        (apply_slides, apply_sinks, apply_shakes, tick_flourishes).in_set(AppSystems::TickTimers),
    );
}

fn apply_slides(
    time: Res<Time>,
    mut slides: Query<(Entity, &mut Slide, &mut Transform)>,
    mut commands: Commands,
) {
    for (entity, mut slide, mut transform) in &mut slides {
        slide.elapsed += time.delta_secs();
        let t = if slide.duration <= 0.0 {
            1.0
        } else {
            (slide.elapsed / slide.duration).min(1.0)
        };
        if t >= 1.0 {
            transform.translation = slide.to;
            commands.entity(entity).remove::<(Slide, Animating)>();
        } else {
            let eased = EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut).sample_clamped(t);
            // Lift the piece a little above the others while it travels.
            let lift = Vec3::Z * (1.0 - (2.0 * t - 1.0).powi(2));
            transform.translation = slide.from.lerp(slide.to, eased) + lift;
            transform.scale = Vec3::splat(1.0 + 0.08 * (1.0 - (2.0 * t - 1.0).powi(2)));
        }
        if t >= 1.0 {
            transform.scale = Vec3::ONE;
        }
    }
}

fn apply_sinks(
    time: Res<Time>,
    mut sinks: Query<(Entity, &mut Sink, &mut Transform, Option<&mut Sprite>)>,
    mut commands: Commands,
) {
    for (entity, mut sink, mut transform, sprite) in &mut sinks {
        sink.elapsed += time.delta_secs();
        let t = (sink.elapsed / SINK_SECS).min(1.0);
        transform.scale = Vec3::splat(1.0 - 0.45 * t);
        if let Some(mut sprite) = sprite {
            sprite.color.set_alpha(1.0 - t);
        }
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

fn apply_shakes(
    time: Res<Time>,
    mut shakes: Query<(Entity, &mut Shake, &mut Transform), Without<Slide>>,
    mut commands: Commands,
) {
    for (entity, mut shake, mut transform) in &mut shakes {
        let rest = *shake.rest.get_or_insert(transform.translation);
        shake.elapsed += time.delta_secs();
        let t = shake.elapsed / SHAKE_SECS;
        if t >= 1.0 {
            transform.translation = rest;
            commands.entity(entity).remove::<Shake>();
        } else {
            let offset = (t * std::f32::consts::TAU * 3.0).sin() * 7.0 * (1.0 - t);
            transform.translation = rest + Vec3::X * offset;
        }
    }
}

fn tick_flourishes(
    time: Res<Time>,
    mut flourishes: Query<(Entity, &mut Flourish)>,
    mut commands: Commands,
) {
    for (entity, mut flourish) in &mut flourishes {
        flourish.elapsed += time.delta_secs();
        if flourish.elapsed >= FLOURISH_SECS {
            commands.entity(entity).despawn();
        }
    }
}
