//! # konakis-store
//!
//! What Konakis keeps between launches, written so that nothing is ever lost. No Bevy.
//!
//! - [`Paths`]: the platform's config and data directories, or `$KONAKIS_HOME`.
//! - [`Settings`]: volumes, animation, board theme, last variant or rule set and players,
//!   window size; [`load_settings`] and [`save_settings`] (`settings.json`).
//! - [`SavedGame`]: a game with its players, as an OpenTafl game record (`.otg`);
//!   [`load_game`] and [`save_game`] for the player's files, [`write_autosave`],
//!   [`read_autosave`] and [`clear_autosave`] for the game in progress.
//! - [`RuleSet`]: the player's own rule sets, saved by name (`rule-sets/<name>.json`):
//!   [`save_rule_set`], [`list_rule_sets`], [`load_rule_set`], [`delete_rule_set`]; names
//!   checked by [`check_rule_set_name`].
//! - [`start`]: the options that describe a game on a command line (`-v`, `--rules`, `-p`,
//!   `--to-move`, `--load`, `--moves`, `--rolls`), shared by the game and `konakis-cli`.
//! - [`measured`]: the levels' ratings and the side balance, as the lab writes them and the
//!   game reads them.
//!
//! Every write goes to a temporary file in the same directory, is flushed to disk and then
//! renamed over the target, so a crash leaves the old file or the new one, never half of one.
//! A settings file, autosave or rule set that cannot be used (unreadable, empty, truncated,
//! corrupt, foreign, from a newer Konakis, holding nonsense) is renamed aside to
//! `<name>.bad-<unix seconds>` and reported by a [`StoreError`] naming the file and the
//! problem; the game carries on with defaults. A game file the player chose is never renamed:
//! its error is reported and the current game kept.
//!
//! ```no_run
//! use konakis_store::{Paths, load_settings, read_autosave};
//! let paths = Paths::platform();
//! let (settings, warning) = load_settings(&paths);
//! if let Some(warning) = warning {
//!     eprintln!("{warning}"); // ...settings.json is corrupt (...); kept as ...; using defaults
//! }
//! match read_autosave(&paths) {
//!     Ok(Some(saved)) => println!("continue the game at move {}?", saved.game.ply()),
//!     Ok(None) => {}
//!     Err(warning) => eprintln!("{warning}"),
//! }
//! # let _ = settings;
//! ```
#![deny(missing_docs)]

mod aids;
mod error;
mod file;
mod games;
pub mod manual;
pub mod measured;
mod paths;
mod players;
mod rule_sets;
mod saved_game;
mod settings;
mod stale;
pub mod start;
mod timing;
mod versioned;

pub use aids::PlayAids;
pub use error::{FileKind, Kept, Problem, StoreError, Then};
pub use file::write_atomic;
pub use games::{clear_autosave, load_game, read_autosave, save_game, write_autosave};
pub use paths::Paths;
pub use players::{PlayerChoice, PlayerKind};
pub use rule_sets::{
    MAX_RULE_SET_NAME, RULE_SET_VERSION, RuleSet, check_rule_set_name, delete_rule_set,
    list_rule_sets, load_rule_set, save_rule_set,
};
pub use saved_game::{GAME_FORMAT_VERSION, SavedGame, StartOverride};
pub use settings::{
    BoardTheme, BoardViewKind, Graphics, PieceSet, PuzzleRating, SETTINGS_VERSION, Settings,
    TablutSwitches, UI_SCALES, load_settings, save_settings,
};
pub use stale::remove_stale_temporaries;
