//! `--screenshot PATH`: once the board has been drawn for a few frames and its render
//! pipelines have had time to compile (they compile in the background, slowly under software
//! rendering), save the window as a PNG and exit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use super::BoardView;
use crate::{LaunchOptions, Screen};

/// Frames to wait in the game screen before the shot (textures uploaded, egui laid out).
const SETTLE_FRAMES: u32 = 12;

/// Seconds to wait at least, per view: the 3D view's lit, shadowed materials take longest.
fn settle_secs(view: BoardView) -> f32 {
    match view {
        BoardView::Flat => 2.0,
        BoardView::Solid => 5.0,
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot);
}

fn take_screenshot(
    launch: Res<LaunchOptions>,
    screen: Res<State<Screen>>,
    view: Res<State<BoardView>>,
    time: Res<Time<Real>>,
    mut frames: Local<u32>,
    mut since: Local<Option<f32>>,
    mut taken: Local<bool>,
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
    if **screen != wanted || *taken {
        return;
    }
    *frames += 1;
    let since = *since.get_or_insert(time.elapsed_secs());
    if *frames < SETTLE_FRAMES || time.elapsed_secs() - since < settle_secs(**view) {
        return;
    }
    *taken = true;
    info!("saving screenshot to {}", path.display());
    commands.spawn(Screenshot::primary_window()).observe(
        move |shot: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| match write_png(
            &shot.image,
            &path,
        ) {
            Ok(()) => {
                exit.write(AppExit::Success);
            }
            Err(e) => {
                error!("cannot write the screenshot {}: {e}", path.display());
                exit.write(AppExit::error());
            }
        },
    );
}

/// Writes `image` as a PNG at `path`, through the store's atomic write: a reader sees the
/// old file or the whole new one.
pub fn write_png(image: &Image, path: &std::path::Path) -> Result<(), String> {
    let pixels = image
        .clone()
        .try_into_dynamic()
        .map_err(|e| e.to_string())?
        .to_rgb8();
    let mut bytes = std::io::Cursor::new(Vec::new());
    pixels
        .write_to(&mut bytes, image::ImageFormat::Png)
        .map_err(|e| e.to_string())?;
    konakis_store::write_atomic(path, bytes.get_ref()).map_err(|e| e.to_string())
}
