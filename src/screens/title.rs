//! The title screen: the name, Continue (when a game was left unfinished), New game,
//! Settings, Quit; behind it the computer plays itself on a board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use konakis_engine::search::Level;
use konakis_engine::{Game, Variant};

use crate::game::review::ReviewCommand;
use crate::game::session::{GameCommand, Player, Players, Session};
use crate::i18n::{Locale, rules_name};
use crate::persist::{FileNotices, Notice, Persisted, start_saved};
use crate::tr;
use crate::{LaunchOptions, Screen};

/// The unfinished game found at start-up, offered as "Continue".
#[derive(Resource, Default)]
pub struct Unfinished(pub Option<konakis_store::SavedGame>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Unfinished>();
    app.add_systems(Startup, apply_launch_options);
    app.add_systems(OnEnter(Screen::Title), (find_unfinished, start_demo));
    app.add_systems(
        Update,
        restart_finished_demo.run_if(in_state(Screen::Title)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        title_menu.run_if(in_state(Screen::Title)),
    );
}

fn find_unfinished(
    persisted: Res<Persisted>,
    mut unfinished: ResMut<Unfinished>,
    mut notices: ResMut<FileNotices>,
) {
    match konakis_store::read_autosave(&persisted.paths) {
        Ok(found) => unfinished.0 = found.filter(|g| g.outcome().is_none()),
        Err(e) => notices.0.push(Notice::File(e)),
    }
}

/// `--variant`, `--position`, `--moves`, `--load`: start straight in that game (read and
/// checked with the options, before the window opened); `--learn`: open a preset's lessons.
fn apply_launch_options(
    launch: Res<LaunchOptions>,
    persisted: Res<Persisted>,
    (mut commands_out, mut review): (MessageWriter<GameCommand>, MessageWriter<ReviewCommand>),
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if let Some(saved) = &launch.start {
        commands_out.write(start_saved(saved));
        if launch.review {
            review.write(ReviewCommand::Open);
        }
    } else if let Some(id) = &launch.learn {
        commands.insert_resource(super::NewGameChoices {
            rules: super::RulesChoice::Preset(id.clone()),
            attackers: persisted.settings.attackers,
            defenders: persisted.settings.defenders,
            clock: None,
            pairs: 0,
        });
        next.set(Screen::Learn);
    }
}

/// The demo: the computer plays itself quickly on Brandub behind the menu.
fn demo_command() -> GameCommand {
    let variant = Variant::preset("brandub").expect("brandub is a preset");
    let computer = Player::Computer {
        level: Level::ALL[1],
        think_ms: 300,
    };
    let players = Players {
        attackers: computer,
        defenders: computer,
    };
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(7, |d| d.as_secs());
    GameCommand::StartDemo(Box::new(Game::new(variant)), players, seed)
}

fn start_demo(
    launch: Res<LaunchOptions>,
    mut entered: Local<bool>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let first = !*entered;
    *entered = true;
    if first && launch.skips_title() {
        return; // the launch game or the lessons are being set up; no demo
    }
    commands_out.write(demo_command());
}

/// A finished demo game starts again after a few seconds.
fn restart_finished_demo(
    session: Option<Res<Session>>,
    time: Res<Time>,
    mut over_since: Local<Option<f32>>,
    mut commands_out: MessageWriter<GameCommand>,
) {
    let Some(m) = session else { return };
    if !m.is_demo() || m.outcome().is_none() && m.game.ply() < 200 {
        *over_since = None;
        return;
    }
    let since = *over_since.get_or_insert(time.elapsed_secs());
    if time.elapsed_secs() - since > 4.0 {
        *over_since = None;
        commands_out.write(demo_command());
    }
}

/// What a click on the title screen asks for.
enum TitleClick {
    Continue,
    NewGame,
    Learn,
    Puzzles,
    Settings,
    Quit,
    /// The first start's welcome: learn Brandub, play it against the gentlest level, or
    /// neither for now.
    Welcome(Welcome),
}

/// What a newcomer is offered on the first start.
enum Welcome {
    Learn,
    Play,
    Later,
}

fn title_menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    unfinished: Res<Unfinished>,
    mut commands_out: MessageWriter<GameCommand>,
    mut windows: ResMut<crate::ui::HudWindows>,
    mut exit: MessageWriter<AppExit>,
    launch: Res<LaunchOptions>,
    mut shown: Local<bool>,
    mut persisted: ResMut<Persisted>,
    mut commands: Commands,
    locale: Res<Locale>,
) -> Result {
    let l = &*locale;
    let ctx = contexts.ctx_mut()?;
    if !*shown {
        *shown = true;
        if let Some(t) = launch.started_at {
            info!(
                "title screen drawn {} ms after start",
                t.elapsed().as_millis()
            );
        }
    }
    let welcome = !persisted.settings.welcomed;
    let Some(click) = draw_title(ctx, l, unfinished.0.as_ref(), welcome) else {
        return Ok(());
    };
    match click {
        TitleClick::Continue => {
            if let Some(saved) = &unfinished.0 {
                commands_out.write(start_saved(saved));
            }
        }
        TitleClick::NewGame => next.set(Screen::NewGame),
        TitleClick::Learn => next.set(Screen::Learn),
        TitleClick::Puzzles => next.set(Screen::Puzzles),
        TitleClick::Settings => windows.settings = true,
        TitleClick::Quit => {
            exit.write(AppExit::Success);
        }
        TitleClick::Welcome(answer) => {
            persisted.settings.welcomed = true;
            match answer {
                Welcome::Learn => {
                    commands.insert_resource(newcomer_choices(&persisted.settings));
                    next.set(Screen::Learn);
                }
                Welcome::Play => {
                    commands_out.write(newcomer_game());
                }
                Welcome::Later => {}
            }
        }
    }
    Ok(())
}

/// Brandub chosen, as the lessons and the new-game screen will show it.
fn newcomer_choices(settings: &konakis_store::Settings) -> super::NewGameChoices {
    super::NewGameChoices {
        rules: super::RulesChoice::Preset("brandub".into()),
        attackers: settings.attackers,
        defenders: settings.defenders,
        clock: None,
        pairs: 0,
    }
}

/// A first game: Brandub, the newcomer with the king's side, the gentlest level attacking.
fn newcomer_game() -> GameCommand {
    let variant = Variant::preset("brandub").expect("brandub is a preset");
    let players = Players {
        attackers: Player::Computer {
            level: Level::ALL[0],
            think_ms: crate::game::ai::default_think_ms(Level::ALL[0]),
        },
        defenders: Player::Human,
    };
    GameCommand::Start(Box::new(Game::new(variant)), players)
}

/// The title's card: the name, the menu, and on a first start the welcome.
fn draw_title(
    ctx: &egui::Context,
    l: &Locale,
    unfinished: Option<&konakis_store::SavedGame>,
    welcome: bool,
) -> Option<TitleClick> {
    let mut click = None;
    egui::Area::new("title".into())
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .fill(egui::Color32::from_rgba_unmultiplied(38, 27, 20, 235))
                .inner_margin(egui::Margin::same(28))
                .show(ui, |ui| {
                    ui.set_width(340.0);
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new("KONAKIS")
                                .size(56.0)
                                .strong()
                                .color(egui::Color32::from_rgb(230, 186, 92)),
                        );
                        ui.label(egui::RichText::new(tr!(l, "title-tagline")).italics());
                        ui.add_space(18.0);
                        if welcome {
                            click = welcome_card(ui, l).map(TitleClick::Welcome);
                            ui.add_space(12.0);
                        }
                        click = menu_buttons(ui, l, unfinished).or(click.take());
                    });
                });
        });
    click
}

fn big_button(text: &str) -> egui::Button<'_> {
    egui::Button::new(egui::RichText::new(text).size(20.0)).min_size(egui::vec2(240.0, 38.0))
}

fn menu_buttons(
    ui: &mut egui::Ui,
    l: &Locale,
    unfinished: Option<&konakis_store::SavedGame>,
) -> Option<TitleClick> {
    let mut click = None;
    if let Some(saved) = unfinished {
        let label = tr!(
            l,
            "title-continue",
            rules = rules_name(l, saved.game.variant().rules()),
            number = saved.game.ply() + 1,
        );
        if ui.add(big_button(&label)).clicked() {
            click = Some(TitleClick::Continue);
        }
    }
    for (id, what) in [
        ("title-new-game", TitleClick::NewGame),
        ("title-learn", TitleClick::Learn),
        ("title-puzzles", TitleClick::Puzzles),
        ("title-settings", TitleClick::Settings),
        ("title-quit", TitleClick::Quit),
    ] {
        if ui.add(big_button(&l.t(id))).clicked() {
            click = Some(what);
        }
    }
    click
}

/// Where a newcomer begins: Brandub's lessons, or a first game against the gentlest level.
fn welcome_card(ui: &mut egui::Ui, l: &Locale) -> Option<Welcome> {
    let mut answer = None;
    egui::Frame::group(ui.style())
        .fill(egui::Color32::from_rgba_unmultiplied(90, 70, 40, 90))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(tr!(l, "welcome-title"))
                    .strong()
                    .size(17.0),
            );
            ui.label(tr!(l, "welcome-text"));
            ui.add_space(6.0);
            if ui.button(tr!(l, "welcome-learn")).clicked() {
                answer = Some(Welcome::Learn);
            }
            if ui.button(tr!(l, "welcome-play")).clicked() {
                answer = Some(Welcome::Play);
            }
            if ui.small_button(tr!(l, "welcome-later")).clicked() {
                answer = Some(Welcome::Later);
            }
        });
    answer
}
