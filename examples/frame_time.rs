//! Measures the main schedule while the computer searches: runs the window-free game with
//! the top level (Konungr, 5 s a move) playing both sides, times every `app.update()`, and
//! prints the longest and typical frame-update times beside the searches' own times. With
//! `review`, it times the frames while the review of a Copenhagen tournament game (99 moves)
//! searches in the background instead.
//!
//! `cargo run --example frame_time [-- SECONDS [review]]`

use std::time::{Duration, Instant};

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use konakis::game::review::{ReviewCommand, ReviewRun};
use konakis::game::session::{MoveApplied, Player, Players, Session};
use konakis::{LogicPlugin, Screen};
use konakis_engine::search::Level;
use konakis_engine::{Game, Variant};

fn main() {
    let seconds: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);
    let review = std::env::args().nth(2).is_some_and(|a| a == "review");
    let top = Player::Computer {
        level: Level::ALL[5],
        think_ms: 5_000,
    };
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin, LogicPlugin));
    if review {
        app.insert_resource(Session::new(tournament_game(), Players::HUMANS));
        app.world_mut().write_message(ReviewCommand::Open).unwrap();
    } else {
        app.insert_resource(Session::new(
            Game::new(Variant::preset("copenhagen").unwrap()),
            Players {
                attackers: top,
                defenders: top,
            },
        ));
    }
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
    if review {
        let run = app.world().get_resource::<ReviewRun>();
        let searched = run.map_or(0, |r| r.views.len());
        println!(
            "{} frames in {seconds} s while the review searched ({searched} of 100 positions)",
            frames.len()
        );
    } else {
        println!(
            "{} frames in {seconds} s while Konungr searched ({moves} moves played, each after {:?})",
            frames.len(),
            search_times
        );
    }
    println!(
        "frame update: median {:.3} ms, 99th percentile {:.3} ms, longest {:.3} ms \
         (first 5 frames, building the board: longest {:.3} ms)",
        median.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3,
        warmup.as_secs_f64() * 1e3
    );
}

/// A Copenhagen tournament game of 99 moves (the attackers enclose every defender), from the
/// aagenielsen.dk records.
fn tournament_game() -> Game {
    const MOVES: &str = "g1-g3 h6-h3 f2-f3 g5-j5 k7-i7 f5-i5 k4-j4xj5 i5-i2 h1-h2 h3-j3 k5-j5 f6-f5 f1-i1 f5-h5 k8-h8 e5-b5 a7-c7 h5-c5 f3-c3 b5-b2 i7-i3xi2 j3-j2 d1-b1 c5-c6 a8-d8 c6-c4 b6-b3xb2 d6-b6 c7-c6xb6 e7-b7 d8-b8 c4-e4 e11-e9 f4-f2 c3-c2 g6-h6 a6-b6xb7 f7-b7 c6-d6xe6 e4-e7 j6-j7 e7-c7 e9-c9 h6-e6 d6-d10 e6-e5 b6-a6 b7-b6 a6-a7 c7-c4 i1-i2 c4-i4 h8-i8 b6-d6 k6-k2xj2 i4-h4 h11-h9 d6-k6 k2-k5 k6-k7 j7-j10 k7-k9 j10-k10 k9-j9 k5-k9 j9-j7 k10-j10 h4-h8 j10-j8 j7-k7 j5-k5 f8-e8 g11-g9 h8-h4 b1-d1 k7-h7 d11-e11 h4-g4 g3-g2 f2-f8 i2-i1 e5-e7 i1-f1 g7-g8 k9-k7 g4-g6 j8-j6 h7-g7 k7-i7 g6-f6 d1-d6 f6-f7 a7-c7 f7-f6 a5-e5 f6-f7 a4-f4 f7-f6 g2-g3";
    let mut game = Game::new(Variant::preset("copenhagen").unwrap());
    for mv in MOVES.split_whitespace() {
        game.play(mv.parse().unwrap()).unwrap();
    }
    game
}
