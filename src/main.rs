//! Runs Konakis. `konakis --help` lists the launch options.

use bevy::prelude::*;
use konakis::{AppPlugin, LaunchOptions};

fn main() -> AppExit {
    let launch = match LaunchOptions::from_args(std::env::args().skip(1)) {
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
    App::new().add_plugins(AppPlugin { launch }).run()
}
