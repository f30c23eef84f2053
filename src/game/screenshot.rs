//! `--screenshot PATH`: once the board has been drawn for a few frames, save the window as a
//! PNG and exit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::{LaunchOptions, Screen};

/// Frames to wait in the game screen before the shot (textures uploaded, egui laid out).
const SETTLE_FRAMES: u32 = 12;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot);
}

fn take_screenshot(
    launch: Res<LaunchOptions>,
    screen: Res<State<Screen>>,
    mut frames: Local<u32>,
    mut commands: Commands,
) {
    let Some(path) = launch.screenshot.clone() else {
        return;
    };
    // A game asked for on the command line is shot in the game screen, else the title.
    let wanted = if launch.starts_in_game() {
        Screen::Playing
    } else {
        Screen::Title
    };
    if **screen != wanted {
        return;
    }
    *frames += 1;
    if *frames != SETTLE_FRAMES {
        return;
    }
    info!("saving screenshot to {}", path.display());
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                // save_to_disk writes synchronously in its observer, which runs first.
                exit.write(AppExit::Success);
            },
        );
}
