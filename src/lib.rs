//! Konakis: the tafl games on Bevy.
//!
//! [`AppPlugin`] builds the whole windowed game; [`LogicPlugin`] is the window-free part (rules,
//! input, animation, turn flow, the computer opponent) that the headless tests drive.

pub mod game;
pub mod launch;
pub mod screens;
pub mod theme;

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
    /// A game on the board.
    Playing,
}

/// The order of work in `Update`: timers tick, then input is recorded, then the game reacts.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AppSystems {
    /// Advance timers and animations' clocks.
    TickTimers,
    /// Turn raw input into domain messages.
    RecordInput,
    /// Everything else.
    Update,
}

/// Everything but windows, rendering, egui and sound: what the headless tests run.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                AppSystems::TickTimers,
                AppSystems::RecordInput,
                AppSystems::Update,
            )
                .chain(),
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
        let (persisted, notices) = game::persist::load_settings_at_startup();
        let (width, height) = (
            persisted.settings.window_width,
            persisted.settings.window_height,
        );
        app.add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Konakis".into(),
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
        app.insert_resource(persisted).insert_resource(notices);
        app.add_plugins(LogicPlugin);
        app.add_plugins((theme::plugin, screens::plugin, game::visual_plugin));
        // KONAKIS_DIAGNOSTICS=1 logs frame times (for measuring, e.g. under software rendering).
        if std::env::var_os("KONAKIS_DIAGNOSTICS").is_some() {
            app.add_plugins((
                bevy::diagnostic::FrameTimeDiagnosticsPlugin::default(),
                bevy::diagnostic::LogDiagnosticsPlugin::default(),
            ));
            app.add_observer(|click: On<Pointer<Click>>, names: Query<&Name>| {
                info!("click on {:?}", names.get(click.entity).ok());
            });
        }
    }
}
