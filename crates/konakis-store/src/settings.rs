//! The player's settings as JSON in the config directory: volumes, animation, board theme,
//! last variant or rule set and opponents, window size. Read leniently (missing fields take defaults),
//! checked strictly (a nonsense value makes the file bad), written atomically.

use std::collections::BTreeSet;
use std::fmt;

use konakis_engine::{PRESETS, Side};
use serde::{Deserialize, Serialize};

use crate::aids::PlayAids;
use crate::error::{FileKind, Problem, StoreError, Then};
use crate::file;
use crate::paths::Paths;
use crate::players::PlayerChoice;
use crate::versioned::{self, json_problem};

/// The settings format this build writes, and the newest it reads.
pub const SETTINGS_VERSION: u32 = 1;

/// No settings file is anywhere near this large.
const MAX_SETTINGS_BYTES: u64 = 1 << 20;

const SETTINGS_WHAT: &str = "a Konakis settings file";

/// The look of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardTheme {
    /// Light oak.
    #[default]
    Oak,
    /// Dark walnut.
    Walnut,
    /// Grey slate.
    Slate,
    /// High contrast: near-black and near-white squares, strong markings, for weak eyes.
    Contrast,
}

impl BoardTheme {
    /// Every theme, in the order menus show them.
    pub const ALL: [BoardTheme; 4] = [
        BoardTheme::Oak,
        BoardTheme::Walnut,
        BoardTheme::Slate,
        BoardTheme::Contrast,
    ];

    /// The name a player reads.
    pub const fn name(self) -> &'static str {
        match self {
            BoardTheme::Oak => "Oak",
            BoardTheme::Walnut => "Walnut",
            BoardTheme::Slate => "Slate",
            BoardTheme::Contrast => "High contrast",
        }
    }
}

/// How the pieces look.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceSet {
    /// Attackers of dark stone, defenders of pale wood, the king crowned.
    #[default]
    Classic,
    /// Attackers of dark horn, defenders of bone, the king crowned.
    BoneAndHorn,
    /// The sides told apart by shape and pattern as well as by shade: for colour-blind
    /// players and dim light.
    Distinct,
}

impl PieceSet {
    /// Every set, in the order menus show them.
    pub const ALL: [PieceSet; 3] = [PieceSet::Classic, PieceSet::BoneAndHorn, PieceSet::Distinct];
}

/// How much detail the 3D table is drawn with.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Graphics {
    /// Low on a software renderer, high on a graphics card.
    #[default]
    Auto,
    /// What software rendering can draw.
    Low,
    /// Smoother edges, softer shadows, reflections.
    Medium,
    /// Everything: ambient occlusion, a glow on bright metal, the finest meshes.
    High,
}

impl Graphics {
    /// Every level, in the order menus show them.
    pub const ALL: [Graphics; 4] = [
        Graphics::Auto,
        Graphics::Low,
        Graphics::Medium,
        Graphics::High,
    ];
}

impl fmt::Display for BoardTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How the board is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum BoardViewKind {
    /// The flat board from above, for study.
    #[default]
    #[serde(rename = "2d")]
    Flat,
    /// The table in three dimensions, for play.
    #[serde(rename = "3d")]
    Solid,
}

impl BoardViewKind {
    /// The name a player reads.
    pub const fn name(self) -> &'static str {
        match self {
            BoardViewKind::Flat => "2D",
            BoardViewKind::Solid => "3D",
        }
    }

    /// The other view.
    pub const fn toggled(self) -> BoardViewKind {
        match self {
            BoardViewKind::Flat => BoardViewKind::Solid,
            BoardViewKind::Solid => BoardViewKind::Flat,
        }
    }
}

/// The Tablut switches earlier versions offered on the new-game screen. The rules screen now
/// sets every switch on any board (saved as rule sets); these are only read and written back,
/// so that settings files of earlier versions load.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TablutSwitches {
    /// The king escapes to the corners only (the Catalan article's main text).
    pub corner_escape: bool,
    /// The king escapes only to edge squares empty at the start (the Catalan article's variant).
    pub edge_empty_at_start: bool,
    /// Nobody may enter or pass the throne once the king has left it (the French rule sheet).
    pub throne_closed: bool,
    /// Tuichi (two open routes for the king) wins at once (the French rule sheet).
    pub tuichi_wins: bool,
}

/// Everything the player chose that outlives a game.
///
/// Fields missing from a file take their defaults, so a file written by an older Konakis
/// loads; a file whose `version` is newer than [`SETTINGS_VERSION`] does not.
///
/// ```
/// use konakis_store::Settings;
/// let settings = Settings::from_json(r#"{ "version": 1, "master_volume": 0.5 }"#).unwrap();
/// assert_eq!(settings.master_volume, 0.5);
/// assert_eq!(settings.animation_secs, Settings::default().animation_secs);
/// ```
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The format version of the file; [`save_settings`] always writes [`SETTINGS_VERSION`].
    pub version: u32,
    /// Overall volume, 0..=1.
    pub master_volume: f32,
    /// Volume of piece sounds and jingles, 0..=1.
    pub effects_volume: f32,
    /// Volume of the ambient background, 0..=1.
    pub ambient_volume: f32,
    /// Whether pieces slide and fade (off: they jump).
    pub animations_enabled: bool,
    /// Length of one slide in seconds, 0..=10; 0 is instant.
    pub animation_secs: f32,
    /// The look of the board.
    pub board_theme: BoardTheme,
    /// The board drawn flat (2D) or as a table (3D).
    pub board_view: BoardViewKind,
    /// In the 3D view, a game between two people turns the table to the side to move.
    pub turn_table: bool,
    /// The id of the preset last played (one of [`PRESETS`]).
    pub last_variant: String,
    /// The name of the player's rule set last chosen (see [`crate::RuleSet`]), if one was;
    /// when it is gone the game falls back to [`Settings::last_variant`].
    pub last_rule_set: Option<String>,
    /// The Tablut switches of earlier versions, unused now (see [`TablutSwitches`]).
    pub tablut: TablutSwitches,
    /// Who last played the attackers.
    pub attackers: PlayerChoice,
    /// Who last played the defenders.
    pub defenders: PlayerChoice,
    /// Window width in logical pixels.
    pub window_width: f32,
    /// Window height in logical pixels.
    pub window_height: f32,
    /// The window fills the screen (borderless; F11 switches).
    pub fullscreen: bool,
    /// The language the game speaks, as a code (`pl`); none: the system's.
    pub language: Option<String>,
    /// The size of the text and controls, 0.75..=2.0 (1: as designed).
    pub ui_scale: f32,
    /// How the pieces look.
    pub piece_set: PieceSet,
    /// The 3D table's detail.
    pub graphics: Graphics,
    /// No flourishes or camera moves, pieces slide without lifting.
    pub reduce_motion: bool,
    /// The threat marks, the guard and the confirmation of moves.
    pub aids: PlayAids,
    /// The lessons passed, each as `rules/topic` (`brandub/capture`).
    pub lessons_passed: BTreeSet<String>,
    /// The first start's welcome (where a newcomer begins) has been answered.
    pub welcomed: bool,
    /// The clock of the last game chosen (`5+3`, `10+5x30`); none: untimed.
    pub clock: Option<String>,
    /// The pairs of games of the last match chosen; 0: a single game.
    pub match_pairs: u8,
    /// The player's puzzle rating (Glicko-2).
    pub puzzle_rating: PuzzleRating,
    /// The puzzles solved, by id.
    pub puzzles_solved: BTreeSet<String>,
}

/// A player's puzzle rating, as Glicko-2 keeps it: the rating, how sure it is (the
/// deviation) and how much it swings (the volatility).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRating {
    /// The rating (1500 at first).
    pub rating: f64,
    /// Its deviation (350 at first: not known yet).
    pub deviation: f64,
    /// Its volatility (0.06 at first).
    pub volatility: f64,
}

impl Default for PuzzleRating {
    fn default() -> PuzzleRating {
        PuzzleRating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: SETTINGS_VERSION,
            master_volume: 0.8,
            effects_volume: 0.8,
            ambient_volume: 0.5,
            animations_enabled: true,
            animation_secs: 0.25,
            board_theme: BoardTheme::Oak,
            board_view: BoardViewKind::Flat,
            turn_table: false,
            last_variant: "copenhagen".to_string(),
            last_rule_set: None,
            tablut: TablutSwitches::default(),
            attackers: PlayerChoice::human(),
            defenders: PlayerChoice::computer(PlayerChoice::DEFAULT_LEVEL),
            window_width: 1280.0,
            window_height: 800.0,
            fullscreen: false,
            language: None,
            ui_scale: 1.0,
            piece_set: PieceSet::Classic,
            graphics: Graphics::Auto,
            reduce_motion: false,
            aids: PlayAids::default(),
            lessons_passed: BTreeSet::new(),
            welcomed: false,
            clock: None,
            match_pairs: 0,
            puzzle_rating: PuzzleRating::default(),
            puzzles_solved: BTreeSet::new(),
        }
    }
}

/// The smallest and largest size of text and controls.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

/// Largest window side accepted, in logical pixels.
const MAX_WINDOW_SIDE: f32 = 65_536.0;
/// Most lessons a settings file may list as passed.
const MAX_LESSONS_KEPT: usize = 10_000;
/// Longest slide accepted, in seconds.
const MAX_ANIMATION_SECS: f32 = 10.0;

impl Settings {
    /// Who plays `side`.
    pub fn player(&self, side: Side) -> PlayerChoice {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// Sets who plays `side`.
    pub fn set_player(&mut self, side: Side, choice: PlayerChoice) {
        match side {
            Side::Attackers => self.attackers = choice,
            Side::Defenders => self.defenders = choice,
        }
    }

    /// Checks every value; the error names the field and says what is wrong with it.
    pub fn validate(&self) -> Result<(), String> {
        for (name, volume) in [
            ("master_volume", self.master_volume),
            ("effects_volume", self.effects_volume),
            ("ambient_volume", self.ambient_volume),
        ] {
            if !(0.0..=1.0).contains(&volume) {
                return Err(format!("{name} is {volume}; it must be between 0 and 1"));
            }
        }
        if !(0.0..=MAX_ANIMATION_SECS).contains(&self.animation_secs) {
            return Err(format!(
                "animation_secs is {}; it must be between 0 and {MAX_ANIMATION_SECS}",
                self.animation_secs
            ));
        }
        if !PRESETS.iter().any(|p| p.id == self.last_variant) {
            return Err(format!(
                "last_variant '{}' is not a known variant (known: {})",
                self.last_variant,
                PRESETS.map(|p| p.id).join(", ")
            ));
        }
        if !UI_SCALES.contains(&self.ui_scale) {
            return Err(format!(
                "ui_scale is {}; it must be between {} and {}",
                self.ui_scale,
                UI_SCALES.start(),
                UI_SCALES.end()
            ));
        }
        if let Some(code) = &self.language
            && (code.is_empty()
                || code.len() > 16
                || !code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        {
            return Err(format!("language '{code}' is not a language code"));
        }
        if self.lessons_passed.len() > MAX_LESSONS_KEPT
            || self
                .lessons_passed
                .iter()
                .any(|l| l.is_empty() || l.len() > 200)
        {
            return Err(format!(
                "lessons_passed holds more than {MAX_LESSONS_KEPT} lessons, or a name that is empty or too long"
            ));
        }
        if let Some(clock) = &self.clock {
            clock
                .parse::<konakis_engine::clock::TimeControl>()
                .map_err(|why| format!("clock: {why}"))?;
        }
        let r = self.puzzle_rating;
        let sane = (0.0..=5000.0).contains(&r.rating)
            && (0.0..=1000.0).contains(&r.deviation)
            && (0.0..=1.0).contains(&r.volatility);
        if !sane {
            return Err(format!(
                "puzzle_rating {}/{}/{} is not a rating (0-5000), deviation (0-1000) and volatility (0-1)",
                r.rating, r.deviation, r.volatility
            ));
        }
        if self.puzzles_solved.len() > MAX_LESSONS_KEPT
            || self
                .puzzles_solved
                .iter()
                .any(|p| p.is_empty() || p.len() > 100)
        {
            return Err(format!(
                "puzzles_solved holds more than {MAX_LESSONS_KEPT} puzzles, or a name that is empty or too long"
            ));
        }
        if self.match_pairs > konakis_engine::pairing::Pairing::MAX_PAIRS {
            return Err(format!(
                "match_pairs is {}; a match has at most {} pairs",
                self.match_pairs,
                konakis_engine::pairing::Pairing::MAX_PAIRS
            ));
        }
        if let Some(name) = &self.last_rule_set {
            crate::rule_sets::check_rule_set_name(name)
                .map_err(|why| format!("last_rule_set '{name}': {why}"))?;
        }
        for (name, choice) in [("attackers", self.attackers), ("defenders", self.defenders)] {
            choice.validate().map_err(|why| format!("{name}: {why}"))?;
        }
        for (name, side) in [
            ("window_width", self.window_width),
            ("window_height", self.window_height),
        ] {
            if !(1.0..=MAX_WINDOW_SIDE).contains(&side) {
                return Err(format!(
                    "{name} is {side}; it must be between 1 and {MAX_WINDOW_SIDE}"
                ));
            }
        }
        Ok(())
    }

    /// Reads settings from JSON, checking the format version and every value.
    pub fn from_json(text: &str) -> Result<Settings, Problem> {
        let value = versioned::read(text, SETTINGS_WHAT, SETTINGS_VERSION)?;
        let settings: Settings = serde_json::from_value(value).map_err(json_problem)?;
        settings.validate().map_err(Problem::Invalid)?;
        Ok(settings)
    }

    /// The settings as pretty JSON, always under the current [`SETTINGS_VERSION`].
    pub fn to_json(&self) -> String {
        let current = Settings {
            version: SETTINGS_VERSION,
            ..self.clone()
        };
        let mut text = serde_json::to_string_pretty(&current)
            .expect("settings hold only numbers, strings and flags");
        text.push('\n');
        text
    }
}

fn parse_settings_file(bytes: &[u8]) -> Result<Settings, Problem> {
    Settings::from_json(file::text_of(bytes, SETTINGS_WHAT)?)
}

/// Loads the settings. No file gives the defaults and no error. A file that cannot be used
/// (unreadable, empty, truncated, corrupt, foreign, from a newer Konakis, a nonsense value)
/// gives the defaults and an error naming the file and the problem; the bad file is renamed
/// aside (`settings.json.bad-<unix seconds>`) so nothing overwrites it.
pub fn load_settings(paths: &Paths) -> (Settings, Option<StoreError>) {
    match file::load_or_move_aside(
        FileKind::Settings,
        &paths.settings_path(),
        MAX_SETTINGS_BYTES,
        SETTINGS_WHAT,
        Then::UsingDefaults,
        parse_settings_file,
    ) {
        Ok(Some(settings)) => (settings, None),
        Ok(None) => (Settings::default(), None),
        Err(error) => (Settings::default(), Some(error)),
    }
}

/// Saves the settings atomically (temporary file, then rename), creating the directory if
/// needed. Settings with a nonsense value are refused, nothing written. Should the file in
/// place be unreadable, it is renamed aside first, never overwritten.
pub fn save_settings(paths: &Paths, settings: &Settings) -> Result<(), StoreError> {
    let path = paths.settings_path();
    if let Err(why) = settings.validate() {
        let mut error = StoreError::new(FileKind::Settings, &path, Problem::Invalid(why));
        error.then = Some(Then::NothingWritten);
        return Err(error);
    }
    file::keep_bad_file_before_writing(
        FileKind::Settings,
        &path,
        MAX_SETTINGS_BYTES,
        SETTINGS_WHAT,
        parse_settings_file,
    )?;
    file::write_file(FileKind::Settings, &path, settings.to_json().as_bytes())
}
