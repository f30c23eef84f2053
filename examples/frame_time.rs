//! Measures the main schedule while the computer searches: runs the window-free game with
//! the top level (Konungr, 5 s a move) playing both sides, times every `app.update()`, and
//! prints the longest and typical frame-update times beside the searches' own times.
//!
//! `cargo run --example frame_time [-- SECONDS]`

use std::time::{Duration, Instant};

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use konakis::game::session::{MoveApplied, Player, Players, Session};
use konakis::{LogicPlugin, Screen};
use konakis_engine::search::Level;
use konakis_engine::{Game, Variant};

fn main() {
    let seconds: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);
    let top = Player::Computer {
        level: Level::ALL[5],
        think_ms: 5_000,
    };
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin, LogicPlugin));
    app.insert_resource(Session::new(
        Game::new(Variant::preset("copenhagen").unwrap()),
        Players {
            attackers: top,
            defenders: top,
        },
    ));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    let mut frames = Vec::new();
    let mut moves = 0;
    let started = Instant::now();
    let mut last_move = Instant::now();
    let mut search_times = Vec::new();
    while started.elapsed() < Duration::from_secs(seconds) {
        let t = Instant::now();
        app.update();
        let took = t.elapsed();
        frames.push(took);
        let applied = app
            .world_mut()
            .resource_mut::<Messages<MoveApplied>>()
            .drain()
            .count();
        if took > Duration::from_millis(3) {
            eprintln!(
                "frame {} took {:.3} ms (move applied: {})",
                frames.len(),
                took.as_secs_f64() * 1e3,
                applied > 0
            );
        }
        if applied > 0 {
            moves += applied;
            search_times.push(last_move.elapsed());
            last_move = Instant::now();
        }
        // About 60 frames a second, as a window would run.
        std::thread::sleep(Duration::from_millis(16).saturating_sub(t.elapsed()));
    }
    // The first frames build the board and start the first search: count the steady state.
    let warmup = frames
        .drain(..5.min(frames.len()))
        .max()
        .unwrap_or_default();
    frames.sort();
    let max = frames.last().copied().unwrap_or_default();
    let p99 = frames[frames.len() * 99 / 100];
    let median = frames[frames.len() / 2];
    println!(
        "{} frames in {seconds} s while Konungr searched ({moves} moves played, each after {:?})",
        frames.len(),
        search_times
    );
    println!(
        "frame update: median {:.3} ms, 99th percentile {:.3} ms, longest {:.3} ms \
         (first 5 frames, building the board: longest {:.3} ms)",
        median.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3,
        warmup.as_secs_f64() * 1e3
    );
}
