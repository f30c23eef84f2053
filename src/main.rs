//! Runs Konakis. `konakis --help` lists the launch options.

use bevy::prelude::*;
use konakis::{AppPlugin, LaunchOptions};

fn main() -> AppExit {
    let started_at = std::time::Instant::now();
    let mut launch = match LaunchOptions::from_args(std::env::args()) {
        Ok(launch) => launch,
        // Help and version to stdout with status 0; bad input to stderr with status 2.
        Err(e) => e.exit(),
    };
    if let Some(what) = launch.generate {
        let written = LaunchOptions::write_generated(what, &mut std::io::stdout().lock());
        return match written {
            Ok(()) => AppExit::Success,
            Err(e) => {
                eprintln!("error: {e}");
                AppExit::error()
            }
        };
    }
    launch.started_at = Some(started_at);
    App::new().add_plugins(AppPlugin { launch }).run()
}
