//! `--frames DIR`: the game asked for on the command line (`--load` or `--moves`; the launch
//! options set it at its start, its moves still to play) played move by move with every
//! animation, at a fixed time step of a thirtieth of
//! a second, each frame (or every Nth, `--every N`) written as `DIR/frame-00001.png`...; then
//! the game exits. Motion can so be looked at frame by frame without a fast GPU.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::time::TimeUpdateStrategy;
use konakis_engine::Move;

use super::screenshot::write_png;
use crate::game::motion::{Animating, Carry, Flourish};
use crate::game::session::{MoveRequested, Session};
use crate::{LaunchOptions, Screen};

/// The time step of the frames written.
pub const FRAME_STEP: Duration = Duration::from_nanos(1_000_000_000 / 30);

/// Frames shown before the first move and after each move has landed, and at the end.
const HOLD_FRAMES: u32 = 10;

/// Seconds of real time to wait in the game screen before the first frame is written: the
/// render pipelines compile in the background (slowly under software rendering).
const WARM_UP_SECS: f32 = 5.0;

/// Where the frames go and how far the replay has come.
#[derive(Resource)]
struct FramesOut {
    dir: PathBuf,
    every: u32,
    /// The moves to play, from the game's start.
    moves: Vec<Move>,
    /// The next of them.
    next: usize,
    /// Frames since the board was last still (or since the replay began).
    still: u32,
    /// Frames counted since the replay began.
    frame: u32,
    /// Frames asked to be written, and written (or failed).
    asked: u32,
    written: std::sync::Arc<std::sync::atomic::AtomicU32>,
    /// Real seconds since the game screen began, while warming up.
    warm: Option<f32>,
}

pub fn plugin(app: &mut App) {
    let Some(launch) = app.world().get_resource::<LaunchOptions>().cloned() else {
        return;
    };
    let (Some(dir), Some(start)) = (launch.frames.clone(), launch.start.as_ref()) else {
        return;
    };
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME_STEP));
    app.insert_resource(FramesOut {
        dir,
        every: launch.every.max(1),
        moves: start.game.all_moves().iter().map(|m| m.mv).collect(),
        next: 0,
        still: 0,
        frame: 0,
        asked: 0,
        written: Default::default(),
        warm: None,
    });
    app.add_systems(
        Update,
        replay_and_write.run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

/// Plays the next move once the board has been still a while, writes the frame, and exits
/// once every move has been shown and every frame written.
fn replay_and_write(
    mut out: ResMut<FramesOut>,
    session: Res<Session>,
    moving: Query<(), Or<(With<Animating>, With<Carry>, With<Flourish>)>>,
    time: Res<Time<Real>>,
    mut requests: MessageWriter<MoveRequested>,
    mut exit: MessageWriter<AppExit>,
    mut commands: Commands,
) {
    let warm = *out.warm.get_or_insert(time.elapsed_secs());
    if time.elapsed_secs() - warm < WARM_UP_SECS {
        return;
    }
    out.still = if moving.is_empty() { out.still + 1 } else { 0 };
    if out.still > HOLD_FRAMES
        && let Some(&mv) = out.moves.get(out.next)
    {
        out.next += 1;
        requests.write(MoveRequested {
            mv,
            epoch: Some(session.epoch),
        });
    }
    let finished = out.next == out.moves.len() && out.still > HOLD_FRAMES;
    let written = out.written.load(std::sync::atomic::Ordering::Relaxed);
    if finished {
        if written >= out.asked {
            exit.write(AppExit::Success);
        }
        return;
    }
    out.frame += 1;
    if (out.frame - 1).is_multiple_of(out.every) {
        out.asked += 1;
        let path = out.dir.join(format!("frame-{:05}.png", out.asked));
        let counter = out.written.clone();
        commands.spawn(Screenshot::primary_window()).observe(
            move |shot: On<ScreenshotCaptured>| {
                if let Err(e) = write_png(&shot.image, &path) {
                    error!("cannot write the frame {}: {e}", path.display());
                }
                counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            },
        );
    }
}
