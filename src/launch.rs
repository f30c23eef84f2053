//! Launch options from the command line: a variant, a position, moves, a saved game to load,
//! and a screenshot to take before exiting.

use std::path::PathBuf;

use bevy::prelude::*;
use konakis_engine::{Game, Move, Side, Variant};

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct LaunchOptions {
    /// Start straight in a game of this variant.
    pub variant: Option<String>,
    /// Start from this OpenTafl position.
    pub position: Option<String>,
    /// The side to move in `position`.
    pub to_move: Option<Side>,
    /// Moves to play first.
    pub moves: Vec<String>,
    /// A saved game to open.
    pub load: Option<PathBuf>,
    /// That game, read and checked when the options were read.
    pub loaded: Option<konakis_store::SavedGame>,
    /// Save a PNG of the window here, then exit.
    pub screenshot: Option<PathBuf>,
    /// Draw the board flat (2D) or as a table (3D), and remember it.
    pub view: Option<konakis_store::BoardViewKind>,
    /// When the process started (for the start-up time the title screen logs).
    pub started_at: Option<std::time::Instant>,
}

/// Why the options could not be read.
#[derive(Debug)]
pub enum LaunchError {
    /// `--help`: print this and exit.
    Help(String),
    /// Bad input: print this and exit with status 2.
    Bad(String),
}

const USAGE: &str = "Konakis: the tafl games.

usage: konakis [--variant ID] [--position OTN] [--to-move attackers|defenders]
               [--moves MOVE...] [--load FILE] [--view 2d|3d] [--screenshot PATH]

  --variant ID       start a two-player game of this variant (see `konakis-cli variants`)
  --position OTN     start from an OpenTafl position record (rank 1 first)
  --to-move SIDE     the side to move in that position
  --moves MOVE...    play these moves first (e5-e8 form)
  --load FILE        open a saved game (.otg record or a plain move list)
  --view 2d|3d       draw the board flat or as a 3D table (remembered; V switches)
  --screenshot PATH  render the position, save a PNG to PATH and exit";

impl LaunchOptions {
    /// Reads the options (without the program name).
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<LaunchOptions, LaunchError> {
        let mut out = LaunchOptions::default();
        let mut args = args.into_iter().peekable();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| {
                args.next()
                    .filter(|v| !v.starts_with("--"))
                    .ok_or_else(|| LaunchError::Bad(format!("{name} needs a value")))
            };
            match arg.as_str() {
                "--help" | "-h" => return Err(LaunchError::Help(USAGE.to_string())),
                "--variant" | "-v" => out.variant = Some(value("--variant")?),
                "--position" | "-p" => out.position = Some(value("--position")?),
                "--to-move" => {
                    let v = value("--to-move")?;
                    out.to_move = Some(Side::parse(&v).ok_or_else(|| {
                        LaunchError::Bad(format!("--to-move: '{v}' is not attackers or defenders"))
                    })?);
                }
                "--load" => out.load = Some(PathBuf::from(value("--load")?)),
                "--screenshot" => out.screenshot = Some(PathBuf::from(value("--screenshot")?)),
                "--view" => {
                    out.view = Some(match value("--view")?.as_str() {
                        "2d" | "2D" => konakis_store::BoardViewKind::Flat,
                        "3d" | "3D" => konakis_store::BoardViewKind::Solid,
                        other => {
                            return Err(LaunchError::Bad(format!(
                                "--view: '{other}' is not 2d or 3d"
                            )));
                        }
                    })
                }
                "--moves" => {
                    while let Some(next) = args.peek() {
                        if next.starts_with("--") {
                            break;
                        }
                        out.moves.push(args.next().unwrap());
                    }
                }
                other => {
                    return Err(LaunchError::Bad(format!(
                        "unknown option '{other}' (try --help)"
                    )));
                }
            }
        }
        if let Some(path) = &out.screenshot {
            let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
            if folder.is_some_and(|f| !f.is_dir()) {
                return Err(LaunchError::Bad(format!(
                    "--screenshot: the folder of {} does not exist",
                    path.display()
                )));
            }
            if !path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("png"))
            {
                return Err(LaunchError::Bad(format!(
                    "--screenshot: {} should be a .png file",
                    path.display()
                )));
            }
        }
        // Check everything now, so a bad flag or file is a clear message, not a surprise later.
        match &out.load {
            None => {
                out.initial_game().map_err(LaunchError::Bad)?;
            }
            Some(_) if out.variant.is_some() || out.position.is_some() || !out.moves.is_empty() => {
                return Err(LaunchError::Bad(
                    "--load cannot be combined with --variant, --position or --moves".into(),
                ));
            }
            Some(path) => {
                let saved =
                    konakis_store::load_game(path).map_err(|e| LaunchError::Bad(e.to_string()))?;
                out.loaded = Some(saved);
            }
        }
        Ok(out)
    }

    /// Whether the options ask to start straight in a game (a screenshot alone shows the
    /// title screen).
    pub fn starts_in_game(&self) -> bool {
        self.variant.is_some()
            || self.load.is_some()
            || self.position.is_some()
            || !self.moves.is_empty()
    }

    /// The game the options describe (for `--variant`, `--position`, `--moves`).
    pub fn initial_game(&self) -> Result<Game, String> {
        let id = self.variant.as_deref().unwrap_or("copenhagen");
        let variant = Variant::preset(id).map_err(|e| e.to_string())?;
        let start = match &self.position {
            Some(record) => {
                let side = self.to_move.unwrap_or(variant.rules().first);
                variant
                    .parse_position(record, side)
                    .map_err(|e| format!("--position: {e}"))?
            }
            None => variant.start(),
        };
        let mut game = Game::from_position(variant, start);
        for (i, text) in self.moves.iter().enumerate() {
            let mv: Move = text
                .parse()
                .map_err(|e| format!("--moves: move {} ({text}): {e}", i + 1))?;
            game.play(mv)
                .map_err(|e| format!("--moves: move {} ({text}) is illegal: {e}", i + 1))?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn reads_variant_moves_and_screenshot() {
        let o =
            LaunchOptions::from_args(args("--variant brandub --moves d6-f6 --screenshot x.png"))
                .unwrap();
        assert_eq!(o.variant.as_deref(), Some("brandub"));
        assert_eq!(o.moves, ["d6-f6"]);
        assert_eq!(o.initial_game().unwrap().ply(), 1);
        let o = LaunchOptions::from_args(args("--view 3d")).unwrap();
        assert_eq!(o.view, Some(konakis_store::BoardViewKind::Solid));
    }

    #[test]
    fn bad_options_say_what_is_wrong() {
        let bad = |s: &str| match LaunchOptions::from_args(args(s)) {
            Err(LaunchError::Bad(m)) => m,
            other => panic!("{s}: expected an error, got {other:?}"),
        };
        assert!(bad("--variant chess").contains("unknown variant"));
        assert!(bad("--frobnicate").contains("unknown option"));
        assert!(bad("--variant brandub --moves d6-d9").contains("move 1 (d6-d9)"));
        assert!(bad("--variant brandub --position /3t3/").contains("--position"));
        assert!(bad("--screenshot").contains("needs a value"));
        assert!(bad("--screenshot /no/such/folder/x.png").contains("does not exist"));
        assert!(bad("--screenshot shot.jpg").contains(".png"));
        assert!(bad("--view 4d").contains("not 2d or 3d"));
        assert!(bad("--view").contains("needs a value"));
    }
}
