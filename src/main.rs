//! Runs Konakis. `konakis --help` lists the launch options.

use bevy::prelude::*;
use konakis::{AppPlugin, LaunchOptions};

fn main() -> AppExit {
    let started_at = std::time::Instant::now();
    let mut launch = match LaunchOptions::from_args(std::env::args().skip(1)) {
        Ok(launch) => launch,
        Err(konakis::launch::LaunchError::Help(text)) => {
            println!("{text}");
            return AppExit::Success;
        }
        Err(konakis::launch::LaunchError::Bad(message)) => {
            eprintln!("konakis: {message}");
            return AppExit::from_code(2);
        }
    };
    launch.started_at = Some(started_at);
    App::new().add_plugins(AppPlugin { launch }).run()
}
