//! Konakis: the tafl games on Bevy.
//!
//! [`AppPlugin`] builds the whole windowed game; [`LogicPlugin`] is the window-free model
//! (`game`: session, board, pieces, input, motion, turn flow, the computer opponent) that the
//! headless tests drive. `view` draws the model (a flat 2D board or a 3D table), `ui` is the
//! egui HUD and windows, `audio` the sound, `screens` the menus around the game.

pub mod audio;
pub mod game;
pub mod i18n;
pub mod launch;
pub mod persist;
pub mod screens;
pub mod theme;
pub mod ui;
pub mod view;
pub mod window;

use bevy::prelude::*;

pub use launch::LaunchOptions;

/// The screens of the game.
#[derive(States, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Screen {
    /// Title and main menu.
    #[default]
    Title,
    /// Choosing variant, switches and players.
    NewGame,
    /// The lessons of a rule set.
    Learn,
    /// The puzzles.
    Puzzles,
    /// A game on the board.
    Playing,
}

/// The order of work in a frame. In `Update`: timers tick, input becomes domain messages and
/// selections, the session applies commands and moves, then the model follows (board, pieces,
/// turn, computer, sound, autosave). In `PostUpdate`, before transforms propagate, the views
/// draw the model as it now stands. No system of a later set is run before one of an earlier.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AppSystems {
    /// Advance the clocks of motion (slides, carries, shakes, flourishes).
    TickTimers,
    /// Turn keys, pads and picks into domain messages; select, and request moves.
    RecordInput,
    /// The session applies game commands and requested moves: the one place the game changes.
    ApplyRules,
    /// The model follows what the session reported: board and pieces, the turn, the computer.
    React,
    /// The views (in `PostUpdate`): model state into transforms, markers and effects.
    SyncView,
}

/// The model alone: no windows, rendering, egui, sound or files. What the headless tests run.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                AppSystems::TickTimers,
                AppSystems::RecordInput,
                AppSystems::ApplyRules,
                AppSystems::React,
            )
                .chain(),
        );
        app.configure_sets(
            PostUpdate,
            AppSystems::SyncView.before(bevy::transform::TransformSystems::Propagate),
        );
        app.init_state::<Screen>();
        app.add_plugins(game::plugin);
    }
}

/// The whole game, in a window.
pub struct AppPlugin {
    /// What the command line asked for.
    pub launch: LaunchOptions,
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        let (mut persisted, notices) = persist::load_settings_at_startup();
        if let Some(view) = self.launch.view {
            persisted.settings.board_view = view;
        }
        let (width, height) = (
            persisted.settings.window_width,
            persisted.settings.window_height,
        );
        app.add_plugins(
            DefaultPlugins
                .set(TaskPoolPlugin {
                    task_pool_options: search_leaves_room_for_rendering(),
                })
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Konakis".into(),
                        // Ties the window to the desktop entry and icons `make install` puts.
                        name: Some(view::icon::APP_ID.into()),
                        mode: window::mode_for(persisted.settings.fullscreen),
                        resolution: bevy::window::WindowResolution::new(
                            width as u32,
                            height as u32,
                        ),
                        ..default()
                    }),
                    ..default()
                })
                .set(bevy::log::LogPlugin {
                    filter:
                        "wgpu=error,naga=warn,bevy_render=warn,bevy_kira_audio=warn,konakis=info"
                            .into(),
                    ..default()
                }),
        );
        app.add_plugins(bevy_egui::EguiPlugin::default());
        app.add_plugins(bevy_kira_audio::AudioPlugin);
        app.insert_resource(self.launch.clone());
        app.insert_resource(i18n::Locale::for_settings(&persisted.settings));
        app.insert_resource(persisted).insert_resource(notices);
        app.add_plugins(LogicPlugin);
        app.add_plugins((
            persist::plugin,
            i18n::plugin,
            window::plugin,
            theme::plugin,
            screens::plugin,
            view::plugin,
            view::window_plugin,
            ui::plugin,
            audio::plugin,
        ));
        // KONAKIS_DIAGNOSTICS=1 draws every frame and logs frame rates and the longest frame
        // (for measuring, e.g. under software rendering).
        if std::env::var_os("KONAKIS_DIAGNOSTICS").is_some() {
            app.add_plugins((
                bevy::diagnostic::FrameTimeDiagnosticsPlugin::default(),
                bevy::diagnostic::LogDiagnosticsPlugin::default(),
            ));
            app.add_systems(Last, log_longest_frame);
            app.add_observer(|click: On<Pointer<Click>>, names: Query<&Name>| {
                info!("click on {:?}", names.get(click.entity).ok());
            });
        }
    }
}

/// The computer's search takes a thread of the async compute pool for seconds at a time;
/// Bevy compiles render pipelines on that pool too. With one thread (two cores give one) the
/// first frames of a game against the computer waited for the search; two threads let the
/// pipelines compile beside it.
fn search_leaves_room_for_rendering() -> bevy::app::TaskPoolOptions {
    let mut options = bevy::app::TaskPoolOptions::default();
    options.async_compute.min_threads = 2;
    options
}

/// Every ten seconds, the longest frame since the last report (diagnostics only).
fn log_longest_frame(time: Res<Time<Real>>, mut window: Local<(f32, f32)>) {
    let (since, longest) = &mut *window;
    *longest = longest.max(time.delta_secs());
    if time.delta_secs() > 0.5 {
        info!(
            "a frame of {:.0} ms, {:.1} s after start",
            time.delta_secs() * 1000.0,
            time.elapsed_secs()
        );
    }
    if time.elapsed_secs() - *since >= 10.0 {
        info!(
            "longest frame in the last 10 s: {:.1} ms",
            *longest * 1000.0
        );
        *since = time.elapsed_secs();
        *longest = 0.0;
    }
}
