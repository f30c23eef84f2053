//! Motion as the model knows it: how far each slide, sink, shake and flourish has got, in
//! seconds and in squares. Nothing here knows pixels or meshes: each view turns this progress
//! into its own transforms (`view::pose`). Ticking runs in `AppSystems::TickTimers`.

use bevy::prelude::*;
use konakis_engine::Square;

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

/// A point on the board measured in squares: the centre of the square on file `f` and rank
/// `r` (both from 0) is `(f, r)`.
pub fn board_point(sq: Square) -> Vec2 {
    Vec2::new(sq.file() as f32, sq.rank() as f32)
}

/// Marks an entity whose animation must end before the next turn.
#[derive(Component, Default)]
pub struct Animating;

/// A piece sliding to the square `to`, from `from` (a point in squares: a square's centre,
/// or wherever a drag let go of it).
#[derive(Component, Clone, Copy, Debug)]
#[require(Animating)]
pub struct Slide {
    /// Where it starts, in squares.
    pub from: Vec2,
    /// The square it ends on.
    pub to: Square,
    /// Seconds since it began.
    pub elapsed: f32,
    /// Seconds it lasts.
    pub duration: f32,
}

impl Slide {
    /// A slide from `from` to `to` lasting `duration` seconds.
    pub fn new(from: Vec2, to: Square, duration: f32) -> Slide {
        Slide {
            from,
            to,
            elapsed: 0.0,
            duration,
        }
    }

    /// How far it has got, 0..=1 (1 at once when it lasts no time).
    pub fn progress(&self) -> f32 {
        progress(self.elapsed, self.duration)
    }
}

/// A captured piece sinking and fading before it leaves the board.
#[derive(Component, Default, Clone, Copy, Debug)]
pub struct Sink {
    /// Seconds since capture.
    pub elapsed: f32,
}

/// A piece taken by its own move (a soldier that stops between two enemies, where that is
/// fatal): it sinks once its slide has arrived.
#[derive(Component, Default, Clone, Copy, Debug)]
pub struct SinkOnArrival;

/// Seconds a captured piece takes to sink.
pub const SINK_SECS: f32 = 0.45;

impl Sink {
    /// How far it has sunk, 0..=1.
    pub fn progress(&self) -> f32 {
        progress(self.elapsed, SINK_SECS)
    }
}

/// A small side-to-side shake (an attempt refused).
#[derive(Component, Default, Clone, Copy, Debug)]
pub struct Shake {
    /// Seconds since it began.
    pub elapsed: f32,
}

/// Seconds a shake lasts.
pub const SHAKE_SECS: f32 = 0.3;

impl Shake {
    /// How far it has got, 0..=1.
    pub fn progress(&self) -> f32 {
        progress(self.elapsed, SHAKE_SECS)
    }
}

/// Which flourish.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FlourishKind {
    /// Golden rays: the king is free.
    KingEscaped,
    /// A dark red ring: the king is taken.
    KingCaptured,
}

/// A short burst around a square when the game is decided.
#[derive(Component, Clone, Copy, Debug)]
pub struct Flourish {
    /// Which one.
    pub kind: FlourishKind,
    /// Around which square.
    pub square: Square,
    /// Seconds since it began.
    pub elapsed: f32,
}

/// Seconds a flourish lasts.
pub const FLOURISH_SECS: f32 = 1.6;

impl Flourish {
    /// A new flourish around `square`.
    pub fn new(kind: FlourishKind, square: Square) -> Flourish {
        Flourish {
            kind,
            square,
            elapsed: 0.0,
        }
    }

    /// How far it has got, 0..=1.
    pub fn progress(&self) -> f32 {
        progress(self.elapsed, FLOURISH_SECS)
    }
}

fn progress(elapsed: f32, duration: f32) -> f32 {
    if duration <= 0.0 {
        1.0
    } else {
        (elapsed / duration).clamp(0.0, 1.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSettings>();
    app.add_systems(
        Update,
        (tick_slides, tick_sinks, tick_shakes, tick_flourishes).in_set(AppSystems::TickTimers),
    );
}

/// A slide that has reached its square ends; the piece then rests on it, or, taken by its
/// own move, starts to sink there.
fn tick_slides(
    time: Res<Time>,
    mut slides: Query<(Entity, &mut Slide, Has<SinkOnArrival>)>,
    mut commands: Commands,
) {
    for (entity, mut slide, doomed) in &mut slides {
        slide.elapsed += time.delta_secs();
        if slide.progress() >= 1.0 {
            let mut piece = commands.entity(entity);
            piece.remove::<(Slide, Animating)>();
            if doomed {
                piece.remove::<SinkOnArrival>().insert(Sink::default());
            }
        }
    }
}

/// A sunk piece leaves the board (its views go with it).
fn tick_sinks(time: Res<Time>, mut sinks: Query<(Entity, &mut Sink)>, mut commands: Commands) {
    for (entity, mut sink) in &mut sinks {
        sink.elapsed += time.delta_secs();
        if sink.progress() >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

fn tick_shakes(time: Res<Time>, mut shakes: Query<(Entity, &mut Shake)>, mut commands: Commands) {
    for (entity, mut shake) in &mut shakes {
        shake.elapsed += time.delta_secs();
        if shake.progress() >= 1.0 {
            commands.entity(entity).remove::<Shake>();
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
        if flourish.progress() >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_runs_from_zero_to_one_and_instant_slides_are_done() {
        let mut slide = Slide::new(Vec2::ZERO, Square::new(3, 0), 0.5);
        assert_eq!(slide.progress(), 0.0);
        slide.elapsed = 0.25;
        assert_eq!(slide.progress(), 0.5);
        slide.elapsed = 9.0;
        assert_eq!(slide.progress(), 1.0);
        assert_eq!(
            Slide::new(Vec2::ZERO, Square::new(1, 1), 0.0).progress(),
            1.0
        );
        assert_eq!(board_point(Square::new(4, 2)), Vec2::new(4.0, 2.0));
    }
}
