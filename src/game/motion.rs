//! Motion as the model knows it: how far each slide, carry, shake and flourish has got, in
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
    /// Less movement: pieces slide without lifting, and no flourish or camera move plays.
    pub reduce_motion: bool,
}

impl Default for AnimationSettings {
    fn default() -> Self {
        AnimationSettings {
            slide_secs: 0.25,
            enabled: true,
            reduce_motion: false,
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

    /// How long carrying a taken piece off the board lasts (0 when animations are off).
    pub fn carry_secs(&self) -> f32 {
        if self.enabled { CARRY_SECS } else { 0.0 }
    }

    /// Whether the flourishes of a decided game (and their camera moves) play.
    pub fn flourishes(&self) -> bool {
        self.enabled && !self.reduce_motion
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

/// A taken piece carried from where it was taken to its place beside the board: lifted off,
/// swung across and set down.
#[derive(Component, Clone, Copy, Debug)]
pub struct Carry {
    /// Seconds since it began.
    pub elapsed: f32,
    /// Seconds it lasts.
    pub duration: f32,
}

/// A piece taken by its own move (a soldier that stops between two enemies, where that is
/// fatal): it is carried off once its slide has arrived.
#[derive(Component, Default, Clone, Copy, Debug)]
pub struct CarryOnArrival;

/// Seconds a taken piece takes to reach its place beside the board.
pub const CARRY_SECS: f32 = 0.7;

impl Carry {
    /// A carry lasting `duration` seconds.
    pub fn new(duration: f32) -> Carry {
        Carry {
            elapsed: 0.0,
            duration,
        }
    }

    /// How far it has got, 0..=1.
    pub fn progress(&self) -> f32 {
        progress(self.elapsed, self.duration)
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
    /// A ring in the winner's colour round the king: the game is decided another way.
    GameDecided,
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

/// Seconds a flourish lasts (the 3D camera swings in to it and back meanwhile).
pub const FLOURISH_SECS: f32 = 2.4;

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
        (tick_slides, tick_carries, tick_shakes, tick_flourishes).in_set(AppSystems::TickTimers),
    );
    app.add_systems(
        Update,
        skip_flourishes
            .in_set(AppSystems::RecordInput)
            .run_if(resource_exists::<ButtonInput<KeyCode>>),
    );
}

/// Any key skips a flourish (and the camera's swing with it).
fn skip_flourishes(
    keys: Res<ButtonInput<KeyCode>>,
    flourishes: Query<Entity, With<Flourish>>,
    mut commands: Commands,
) {
    if keys.get_just_pressed().next().is_none() {
        return;
    }
    for flourish in &flourishes {
        commands.entity(flourish).despawn();
    }
}

/// A slide that has reached its square ends; the piece then rests on it, or, taken by its
/// own move, is carried off from there.
fn tick_slides(
    time: Res<Time>,
    settings: Res<AnimationSettings>,
    mut slides: Query<(Entity, &mut Slide, Has<CarryOnArrival>)>,
    mut commands: Commands,
) {
    for (entity, mut slide, doomed) in &mut slides {
        slide.elapsed += time.delta_secs();
        if slide.progress() >= 1.0 {
            let mut piece = commands.entity(entity);
            piece.remove::<(Slide, Animating)>();
            if doomed {
                piece
                    .remove::<CarryOnArrival>()
                    .insert(Carry::new(settings.carry_secs()));
            }
        }
    }
}

/// A carried piece that has reached its place beside the board rests there.
fn tick_carries(time: Res<Time>, mut carries: Query<(Entity, &mut Carry)>, mut commands: Commands) {
    for (entity, mut carry) in &mut carries {
        carry.elapsed += time.delta_secs();
        if carry.progress() >= 1.0 {
            commands.entity(entity).remove::<Carry>();
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
