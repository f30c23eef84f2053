//! Keeping what the player cares about: settings loaded at start and saved when changed,
//! the game in progress saved on every move and on quit, saved games written and read as
//! OpenTafl records. The file work is `konakis-store`'s; this is the glue to the ECS.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::IoTaskPool;
use konakis_engine::Game;
use konakis_engine::search::Level;
use konakis_store::{Paths, PlayerChoice, PlayerKind, SavedGame, Settings};

use std::path::PathBuf;

use crate::game::dice::DieThrown;
use crate::game::motion::AnimationSettings;
use crate::game::session::{
    BoardReset, GameCommand, MatchPlay, MoveApplied, Player, Players, Session,
};
use crate::game::threats::Aids;
use crate::{AppSystems, Screen};

/// Where files live, and the settings in force.
#[derive(Resource, Clone, Debug)]
pub struct Persisted {
    /// Config and data directories.
    pub paths: Paths,
    /// The settings (changed by the settings window, saved when changed).
    pub settings: Settings,
}

/// Messages for the player about files: problems found (and what was done), saves written.
/// Kept as data: the HUD words them in the language in force.
#[derive(Resource, Default, Clone, Debug)]
pub struct FileNotices(pub Vec<Notice>);

/// Something the player should know about files or rules.
#[derive(Clone, Debug)]
pub enum Notice {
    /// A file could not be used (and what was done about it).
    File(konakis_store::StoreError),
    /// The game was saved here.
    Saved(PathBuf),
    /// A folder could not be made.
    CannotCreate {
        /// The folder.
        folder: PathBuf,
        /// The system's reason.
        why: String,
    },
    /// The engine refused the rules chosen (its reason).
    RulesRefused(String),
}

/// Save the session to a new file in the saves folder.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SaveRequested;

/// Open this saved game (the current one is kept if it cannot be read).
#[derive(Message, Clone, Debug)]
pub struct LoadRequested(pub PathBuf);

/// Look again at what the saves folder holds (the load window opened).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ListSavesRequested;

/// The saved games found in the saves folder, newest name first.
#[derive(Resource, Default, Clone, Debug)]
pub struct SavedGameList {
    /// The folder.
    pub folder: PathBuf,
    /// The game files in it.
    pub files: Vec<PathBuf>,
}

/// Reads the settings before the app is built (the window size comes from them), after
/// clearing away what writes that never finished left behind.
pub fn load_settings_at_startup() -> (Persisted, FileNotices) {
    let paths = Paths::platform();
    // A write killed halfway left its temporary file: nothing will ever finish it.
    for path in konakis_store::remove_stale_temporaries(&paths) {
        info!(
            "removed {}, left by a write that never finished",
            path.display()
        );
    }
    let (settings, problem) = konakis_store::load_settings(&paths);
    let mut notices = FileNotices::default();
    if let Some(problem) = problem {
        warn!("{problem}");
        notices.0.push(Notice::File(problem));
    }
    (Persisted { paths, settings }, notices)
}

/// The engine-side player for a stored choice.
pub fn player_from_choice(choice: PlayerChoice) -> Player {
    match choice.kind {
        PlayerKind::Human => Player::Human,
        PlayerKind::Computer => {
            // Stored choices are checked when read: a level out of range cannot reach here.
            let level = Level::new(choice.level).unwrap_or(Level::ALL[0]);
            Player::Computer {
                level,
                think_ms: choice
                    .think_ms
                    .unwrap_or_else(|| crate::game::ai::default_think_ms(level)),
            }
        }
    }
}

/// The stored choice for a player.
pub fn choice_from_player(player: Player) -> PlayerChoice {
    match player {
        Player::Human | Player::Script => PlayerChoice::human(),
        Player::Computer { level, think_ms } => {
            PlayerChoice::computer(level.number()).thinking_ms(think_ms)
        }
    }
}

/// A saved game for the session.
pub fn saved_game(session: &Session) -> SavedGame {
    let mut saved = SavedGame::with_players(
        session.game.clone(),
        choice_from_player(session.players.attackers),
        choice_from_player(session.players.defenders),
    );
    saved.seed = Some(session.seed);
    saved.clock = session.clock.clone();
    saved.pairing = session.pairing.clone();
    saved
}

/// The game and players a saved game describes.
pub fn session_from_saved(saved: &SavedGame) -> (Game, Players) {
    (
        saved.game.clone(),
        Players {
            attackers: player_from_choice(saved.attackers),
            defenders: player_from_choice(saved.defenders),
        },
    )
}

/// The command that starts a saved game where it was: its players, its clock, its match.
pub fn start_saved(saved: &SavedGame) -> GameCommand {
    let (game, players) = session_from_saved(saved);
    let play = MatchPlay {
        clock: saved.clock.clone(),
        pairing: saved.pairing.clone(),
    };
    GameCommand::StartTimed(Box::new(game), players, Box::new(play))
}

/// Settings, autosave, save and load: only in the windowed game (the headless tests touch no
/// files).
pub fn plugin(app: &mut App) {
    app.init_resource::<FileNotices>()
        .init_resource::<AutosaveWriter>()
        .init_resource::<SavedGameList>()
        .init_resource::<LastRating>()
        .add_message::<SaveRequested>()
        .add_message::<LoadRequested>()
        .add_message::<ListSavesRequested>();
    app.add_systems(Update, collect_save_problems);
    app.add_systems(Startup, apply_settings);
    app.add_systems(
        Update,
        (
            apply_settings.run_if(resource_changed::<Persisted>),
            keep_aids.run_if(resource_changed::<Aids>),
            keep_lessons_passed,
            keep_puzzle_ratings,
            save_settings_when_changed,
            list_saves,
        ),
    );
    app.add_systems(
        Update,
        (save_requested, load_requested)
            .in_set(AppSystems::RecordInput)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(
        Update,
        autosave
            .in_set(AppSystems::React)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(Last, save_on_exit);
}

/// Writes the session to a new file in the saves folder; tells the player where, or why not.
fn save_requested(
    mut requests: MessageReader<SaveRequested>,
    session: Res<Session>,
    persisted: Res<Persisted>,
    mut notices: ResMut<FileNotices>,
) {
    for _ in requests.read() {
        notices.0.push(save_game_now(&session, &persisted.paths));
    }
}

fn save_game_now(session: &Session, paths: &Paths) -> Notice {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let dir = paths.saves_dir();
    let stem = file_stem_for(session.variant().rules());
    let path = dir.join(format!("{stem}-{secs}.otg"));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return Notice::CannotCreate {
            folder: dir,
            why: e.to_string(),
        };
    }
    match konakis_store::save_game(&path, &saved_game(session)) {
        Ok(()) => Notice::Saved(path),
        Err(e) => Notice::File(e),
    }
}

/// The start of a save's file name: the preset's id, or for the player's own rules their
/// name in lower case with every run of other characters as one `-` (`custom` if nothing is
/// left).
fn file_stem_for(rules: &konakis_engine::Rules) -> String {
    if !rules.id.is_empty() {
        return rules.id.clone();
    }
    let lower = rules.name.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        "custom".to_string()
    } else {
        words.join("-")
    }
}

/// Opens a saved game; a file that cannot be read is reported and the game goes on.
fn load_requested(
    mut requests: MessageReader<LoadRequested>,
    mut commands_out: MessageWriter<GameCommand>,
    mut notices: ResMut<FileNotices>,
) {
    for LoadRequested(path) in requests.read() {
        match konakis_store::load_game(path) {
            Ok(saved) => {
                commands_out.write(start_saved(&saved));
            }
            // The player's file is untouched.
            Err(e) => notices.0.push(Notice::File(e)),
        }
    }
}

/// Lists the game files (`.otg`, `.txt`) of the saves folder.
fn list_saves(
    mut requests: MessageReader<ListSavesRequested>,
    persisted: Res<Persisted>,
    mut list: ResMut<SavedGameList>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let folder = persisted.paths.saves_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|f| f.extension().is_some_and(|e| e == "otg" || e == "txt"));
    files.sort();
    files.reverse();
    *list = SavedGameList { folder, files };
}

/// The player's last puzzle rating change: the puzzle's id, the rating before and after.
#[derive(Resource, Default, Clone, Debug)]
pub struct LastRating(pub Option<(String, f64, f64)>);

/// A puzzle counted moves the player's puzzle rating (Glicko-2); a puzzle solved at the first
/// go is kept as solved.
fn keep_puzzle_ratings(
    mut rated: MessageReader<crate::game::puzzle::PuzzleRated>,
    mut persisted: ResMut<Persisted>,
    mut last: ResMut<LastRating>,
) {
    for r in rated.read() {
        let s = &mut persisted.settings;
        let before = s.puzzle_rating.rating;
        s.puzzle_rating = crate::game::puzzle::rate(s.puzzle_rating, r.rating, r.won);
        if r.won {
            s.puzzles_solved.insert(r.id.clone());
        }
        last.0 = Some((r.id.clone(), before, s.puzzle_rating.rating));
    }
}

/// A lesson passed is kept (shown as a tick on the lesson list).
fn keep_lessons_passed(
    mut passed: MessageReader<crate::game::lesson::LessonPassed>,
    mut persisted: ResMut<Persisted>,
) {
    for crate::game::lesson::LessonPassed(key) in passed.read() {
        if !persisted.settings.lessons_passed.contains(key) {
            persisted.settings.lessons_passed.insert(key.clone());
        }
    }
}

/// The game changed an aid (X hides the threats): the settings keep it.
fn keep_aids(aids: Res<Aids>, mut persisted: ResMut<Persisted>) {
    if persisted.settings.aids != aids.0 {
        persisted.settings.aids = aids.0;
    }
}

/// Pushes the settings into the game's resources that use them (the views read theirs).
fn apply_settings(
    persisted: Res<Persisted>,
    mut animation: ResMut<AnimationSettings>,
    mut volumes: ResMut<crate::audio::Volumes>,
    mut aids: ResMut<Aids>,
) {
    let s = &persisted.settings;
    aids.set_if_neq(Aids(s.aids));
    animation.enabled = s.animations_enabled;
    animation.slide_secs = s.animation_secs;
    animation.reduce_motion = s.reduce_motion;
    let wanted = crate::audio::Volumes {
        master: s.master_volume,
        effects: s.effects_volume,
        ambient: s.ambient_volume,
    };
    if *volumes != wanted {
        *volumes = wanted;
    }
}

/// Writes the settings a moment after they change (not on every frame of a slider drag).
fn save_settings_when_changed(
    persisted: Res<Persisted>,
    time: Res<Time>,
    mut dirty_since: Local<Option<f32>>,
    mut notices: ResMut<FileNotices>,
) {
    if persisted.is_changed() && !persisted.is_added() {
        *dirty_since = Some(time.elapsed_secs());
    }
    if let Some(since) = *dirty_since
        && time.elapsed_secs() - since > 0.5
    {
        *dirty_since = None;
        if let Err(e) = konakis_store::save_settings(&persisted.paths, &persisted.settings) {
            notices.0.push(Notice::File(e));
        }
    }
}

/// Saves the game in progress after every move, every undo, redo or load, and every throw of
/// the die (a game resumed after a throw keeps it, rather than throwing again).
fn autosave(
    mut applied: MessageReader<MoveApplied>,
    mut reset: MessageReader<BoardReset>,
    mut thrown: MessageReader<DieThrown>,
    session: Res<Session>,
    persisted: Res<Persisted>,
    mut writer: ResMut<AutosaveWriter>,
) {
    let events = applied.read().count() + reset.read().count() + thrown.read().count();
    if events == 0 || !session.is_play() {
        return;
    }
    writer.write(&session, &persisted.paths);
}

/// Autosaves run on the I/O task pool (a save waits for the disk, about 10 ms), one at a
/// time and in order; their problems come back through here.
#[derive(Resource, Clone, Default)]
pub struct AutosaveWriter {
    /// The sequence number of the latest save written, behind the lock every writer takes.
    written: Arc<Mutex<u64>>,
    /// The sequence number of the latest save asked for.
    asked: u64,
    /// Problems reported by finished writes, for the notices window.
    problems: Arc<Mutex<Vec<Notice>>>,
}

/// What the autosave should hold for the session: the game, or nothing once it is finished (a
/// finished game is not offered for continuing), unless a match goes on after it.
fn autosave_content(session: &Session) -> Option<SavedGame> {
    let finished = session.outcome().is_some() && !session.replaying;
    let match_goes_on = session.pairing.as_ref().is_some_and(|p| !p.is_over());
    (!finished || match_goes_on).then(|| saved_game(session))
}

/// Writes or clears the autosave.
fn store_autosave(
    paths: &Paths,
    saved: Option<&SavedGame>,
) -> Result<(), konakis_store::StoreError> {
    match saved {
        None => konakis_store::clear_autosave(paths),
        Some(saved) => konakis_store::write_autosave(paths, saved),
    }
}

impl AutosaveWriter {
    /// Saves (or, for a finished game, clears) the autosave in the background.
    fn write(&mut self, session: &Session, paths: &Paths) {
        self.asked += 1;
        let seq = self.asked;
        let saved = autosave_content(session);
        let (written, problems, paths) =
            (self.written.clone(), self.problems.clone(), paths.clone());
        IoTaskPool::get()
            .spawn(async move {
                let mut last = written.lock().unwrap_or_else(|e| e.into_inner());
                if *last > seq {
                    return; // a newer save is already on disk
                }
                let result = store_autosave(&paths, saved.as_ref());
                *last = seq;
                if let Err(e) = result {
                    problems
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(Notice::File(e));
                }
            })
            .detach();
    }

    /// Saves now, on this thread (on quit, when there is no later frame).
    fn write_now(
        &mut self,
        session: &Session,
        paths: &Paths,
    ) -> Result<(), konakis_store::StoreError> {
        self.asked += 1;
        let mut last = self.written.lock().unwrap_or_else(|e| e.into_inner());
        *last = self.asked;
        store_autosave(paths, autosave_content(session).as_ref())
    }
}

/// Moves problems from background saves into the notices.
fn collect_save_problems(writer: Res<AutosaveWriter>, mut notices: ResMut<FileNotices>) {
    let mut problems = writer.problems.lock().unwrap_or_else(|e| e.into_inner());
    notices.0.append(&mut problems);
}

/// On quit: the game in progress and the settings (window size included) are saved.
fn save_on_exit(
    mut exit: MessageReader<AppExit>,
    session: Option<Res<Session>>,
    mut persisted: ResMut<Persisted>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut writer: ResMut<AutosaveWriter>,
) {
    if exit.read().count() == 0 {
        return;
    }
    if let Some(m) = session
        && m.is_play()
        && m.game.ply() > 0
        && let Err(e) = writer.write_now(&m, &persisted.paths)
    {
        error!("{e}");
    }
    // The size of the window, not of the screen it filled.
    if let Ok(window) = windows.single()
        && !persisted.settings.fullscreen
    {
        persisted.settings.window_width = window.width();
        persisted.settings.window_height = window.height();
    }
    if let Err(e) = konakis_store::save_settings(&persisted.paths, &persisted.settings) {
        error!("{e}");
    }
}
