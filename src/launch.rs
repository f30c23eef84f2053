//! Launch options from the command line: a game to start in (the options `konakis-cli` shares:
//! `-v`/`--rules`, `-p`, `--to-move`, `--load`, `--moves`, `--rolls`), the view, a screenshot
//! to take before exiting, and the shell completions and manual page.

use std::path::PathBuf;

use bevy::prelude::*;
use clap::{CommandFactory, Parser, ValueEnum};
use clap_complete::Shell;
use konakis_engine::clock::{Clock, TimeControl};
use konakis_engine::pairing::Pairing;
use konakis_store::start::{Choice, GameArgs, preset_id, preset_ids};
use konakis_store::{BoardViewKind, SavedGame};

/// The preset a game started from the command line plays when none is named.
pub const DEFAULT_VARIANT: &str = "copenhagen";

/// Konakis: the tafl games (Hnefatafl, Tablut, Brandub and their cousins), animated, for two
/// players or one against the computer.
///
/// Without options the title screen opens. With a variant, a rule set, a position, moves, a
/// game record, a clock or a match, a two-player game starts straight away (the Copenhagen
/// rules unless named).
#[derive(Parser, Resource, Clone, Debug, Default)]
#[command(name = "konakis", version)]
pub struct LaunchOptions {
    #[command(flatten)]
    #[allow(missing_docs)]
    pub game: GameArgs,
    /// Draw the board flat (2d) or as a table (3d), and remember it (V switches)
    #[arg(long, value_name = "VIEW", value_parser = Choice::new(view, views))]
    pub view: Option<BoardViewKind>,
    /// Play with a clock: minutes+seconds a move (5+3), minutes+periodsxseconds for
    /// byo-yomi (10+5x30: 10 minutes, then 5 periods of 30 s), minutes alone (sudden death),
    /// or blitz (5+3), rapid (15+10), classical (45+30), overtime (10+5x30)
    #[arg(long, value_name = "CLOCK", value_parser = clock)]
    pub clock: Option<TimeControl>,
    /// Play a match of N pairs of games, sides swapped in each pair (1 to 10); the match goes
    /// to more points, then to the faster wins
    #[arg(long = "match", value_name = "PAIRS", value_parser = clap::value_parser!(u8).range(1..=10))]
    pub pairs: Option<u8>,
    /// With --load: open the computer's review of the game (each move judged, a graph)
    #[arg(long, requires = "load")]
    pub review: bool,
    /// Open the lessons of this preset (how to play it, rule by rule)
    #[arg(long, value_name = "ID", value_parser = Choice::new(preset_id, preset_ids))]
    pub learn: Option<String>,
    /// Play the game given (--load or --moves) from its start with every animation, at 30
    /// frames a second of game time, writing the frames as DIR/frame-00001.png... (a folder
    /// that exists), then exit
    #[arg(long, value_name = "DIR", value_parser = frames_dir)]
    pub frames: Option<PathBuf>,
    /// With --frames: write every Nth frame only
    #[arg(long, value_name = "N", default_value_t = 1, requires = "frames",
          value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub every: u32,
    /// Render the position, save a PNG there and exit
    #[arg(long, value_name = "PATH", value_parser = screenshot_path)]
    pub screenshot: Option<PathBuf>,
    /// Print the shell completions (bash, zsh, fish), the manual page (man) or the icon
    /// (icon-48, icon-128, icon-256 as PNG, icon-svg), then exit
    #[arg(long, value_name = "WHAT")]
    pub generate: Option<Generate>,
    /// The game the options describe, read and checked when they were read.
    #[arg(skip)]
    pub start: Option<SavedGame>,
    /// When the process started (for the start-up time the title screen logs).
    #[arg(skip)]
    pub started_at: Option<std::time::Instant>,
}

/// What `--generate` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Generate {
    /// The manual page (roff), for `man`.
    Man,
    /// Completions for bash.
    Bash,
    /// Completions for zsh.
    Zsh,
    /// Completions for fish.
    Fish,
    /// The icon, 48 pixels square, as PNG.
    #[value(name = "icon-48")]
    Icon48,
    /// The icon, 128 pixels square, as PNG.
    #[value(name = "icon-128")]
    Icon128,
    /// The icon, 256 pixels square, as PNG.
    #[value(name = "icon-256")]
    Icon256,
    /// The icon as SVG.
    #[value(name = "icon-svg")]
    IconSvg,
}

/// A folder that exists, for `--frames`.
fn frames_dir(text: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(text);
    if path.is_dir() {
        Ok(path)
    } else {
        Err(format!("{} is not a folder that exists", path.display()))
    }
}

fn clock(text: &str) -> Result<TimeControl, String> {
    text.parse()
}

fn view(text: &str) -> Result<BoardViewKind, String> {
    match text {
        "2d" | "2D" => Ok(BoardViewKind::Flat),
        "3d" | "3D" => Ok(BoardViewKind::Solid),
        other => Err(format!("'{other}' is not 2d or 3d")),
    }
}

fn views() -> Vec<clap::builder::PossibleValue> {
    ["2d", "3d"].map(clap::builder::PossibleValue::new).to_vec()
}

/// A PNG file in a folder that exists.
fn screenshot_path(text: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(text);
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    if folder.is_some_and(|f| !f.is_dir()) {
        return Err(format!("the folder of {} does not exist", path.display()));
    }
    if !path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"))
    {
        return Err(format!("{} should be a .png file", path.display()));
    }
    Ok(path)
}

impl LaunchOptions {
    /// Reads the options from `args` (program name first), and the game they describe,
    /// so that a bad option or file is a clear message now, not a surprise later.
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<LaunchOptions, clap::Error> {
        let mut options = LaunchOptions::try_parse_from(args)?;
        if options.game.given() || options.clock.is_some() || options.pairs.is_some() {
            let start = options
                .game
                .saved_game(Some(DEFAULT_VARIANT), &[])
                .map_err(|e| {
                    clap::Error::raw(clap::error::ErrorKind::ValueValidation, e.0 + "\n")
                })?;
            options.start = Some(start);
        }
        if options.frames.is_some() {
            let bad = |why: &str| clap::Error::raw(clap::error::ErrorKind::ValueValidation, why);
            let Some(start) = options.start.as_mut().filter(|s| s.game.total_plies() > 0) else {
                return Err(bad(
                    "--frames plays a game: give its moves with --load or --moves\n",
                ));
            };
            if start.game.variant().uses_dice() {
                return Err(bad(
                    "--frames does not play dice games (their throws are not replayed)\n",
                ));
            }
            // From its start, the moves still to play.
            start.game.go_to(0);
        }
        if let Some(start) = options.start.as_mut() {
            start.clock = options.clock.map(Clock::new).or(start.clock.take());
            if let Some(pairs) = options.pairs {
                start.pairing = Some(Pairing::new(pairs));
            }
        }
        Ok(options)
    }

    /// Whether the options ask to start straight in a game (a screenshot alone shows the
    /// title screen).
    pub fn starts_in_game(&self) -> bool {
        self.start.is_some()
    }

    /// Whether the options open a screen other than the title (a game, the lessons).
    pub fn skips_title(&self) -> bool {
        self.starts_in_game() || self.learn.is_some()
    }

    /// What `--generate` asks for, written to `out`.
    pub fn write_generated(what: Generate, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let mut cmd = LaunchOptions::command();
        let shell = match what {
            Generate::Man => return clap_mangen::Man::new(cmd).render(out),
            Generate::Bash => Shell::Bash,
            Generate::Zsh => Shell::Zsh,
            Generate::Fish => Shell::Fish,
            Generate::Icon48 => return write_icon(48, out),
            Generate::Icon128 => return write_icon(128, out),
            Generate::Icon256 => return write_icon(256, out),
            Generate::IconSvg => return out.write_all(crate::view::icon::icon_svg().as_bytes()),
        };
        clap_complete::generate(shell, &mut cmd, "konakis", out);
        Ok(())
    }
}

/// The icon, `size` pixels square, as PNG.
fn write_icon(size: u32, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let rgba = crate::view::icon::icon_rgba(size);
    let image = image::RgbaImage::from_raw(size, size, rgba)
        .ok_or_else(|| std::io::Error::other("the icon's pixels do not fill it"))?;
    let mut png = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut png, image::ImageFormat::Png)
        .map_err(std::io::Error::other)?;
    out.write_all(png.get_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        std::iter::once("konakis")
            .chain(s.split_whitespace())
            .map(String::from)
            .collect()
    }

    #[test]
    fn reads_variant_moves_and_screenshot() {
        let o =
            LaunchOptions::from_args(args("--variant brandub --moves d6-f6 --screenshot x.png"))
                .unwrap();
        assert_eq!(o.game.position.rules.variant.as_deref(), Some("brandub"));
        assert_eq!(o.game.moves, ["d6-f6"]);
        assert_eq!(o.start.unwrap().game.ply(), 1);
        let o = LaunchOptions::from_args(args("--view 3d")).unwrap();
        assert_eq!(o.view, Some(konakis_store::BoardViewKind::Solid));
        assert!(!o.starts_in_game());
        let o = LaunchOptions::from_args(args("--learn brandub-french")).unwrap();
        assert_eq!(o.learn.as_deref(), Some("brandub-french"));
        assert!(o.skips_title() && !o.starts_in_game());
    }

    #[test]
    fn a_clock_or_a_match_starts_a_timed_game() {
        let o = LaunchOptions::from_args(args("--clock 5+3")).unwrap();
        let start = o.start.unwrap();
        assert_eq!(start.clock.unwrap().control().to_string(), "5+3");
        assert_eq!(start.game.variant().rules().id, DEFAULT_VARIANT);
        let o = LaunchOptions::from_args(args("-v brandub --clock 10+5x30 --match 2")).unwrap();
        let start = o.start.unwrap();
        assert_eq!(start.clock.unwrap().control().to_string(), "10+5x30");
        assert_eq!(start.pairing.unwrap().games(), 4);
    }

    #[test]
    fn to_move_alone_turns_the_start() {
        let o = LaunchOptions::from_args(args("-v brandub --to-move defenders")).unwrap();
        let game = o.start.unwrap().game;
        assert_eq!(game.to_move(), konakis_engine::Side::Defenders);
        assert_eq!(game.position().to_move(), konakis_engine::Side::Defenders);
    }

    /// Clap words the errors of the command line itself ("unexpected argument" for an unknown
    /// option, "a value is required" for a missing one); the rest are the engine's and ours.
    #[test]
    fn bad_options_say_what_is_wrong() {
        let bad = |s: &str| match LaunchOptions::from_args(args(s)) {
            Err(e) => e.to_string(),
            Ok(o) => panic!("{s}: expected an error, got {o:?}"),
        };
        assert!(bad("--variant chess").contains("unknown variant"));
        assert!(bad("--frobnicate").contains("unexpected argument '--frobnicate'"));
        assert!(bad("--variant brandub --moves d6-d9").contains("move 1 (d6-d9)"));
        assert!(bad("--variant brandub --position /3t3/").contains("bad position"));
        assert!(bad("--screenshot").contains("a value is required"));
        assert!(bad("--screenshot /no/such/folder/x.png").contains("does not exist"));
        assert!(bad("--screenshot shot.jpg").contains(".png"));
        assert!(bad("--view 4d").contains("not 2d or 3d"));
        assert!(bad("--view").contains("a value is required"));
        assert!(bad("--learn chess").contains("unknown variant"));
        assert!(bad("--clock 5+").contains("is not a clock"));
        assert!(bad("--clock 0+5").contains("needs some main time"));
        assert!(bad("--clock 5+3x0").contains("period"));
        assert!(bad("--match 0").contains("0 is not in 1..=10"));
        assert!(bad("--review").contains("--load"));
        assert!(bad("--frames /no/such/folder").contains("not a folder that exists"));
        assert!(bad("--frames . -v brandub").contains("give its moves"));
        assert!(bad("--every 2").contains("--frames"));
    }

    #[test]
    fn completions_and_the_manual_page_are_written() {
        for what in [Generate::Man, Generate::Bash, Generate::Zsh, Generate::Fish] {
            let mut out = Vec::new();
            LaunchOptions::write_generated(what, &mut out).unwrap();
            let text = String::from_utf8(out).unwrap();
            assert!(text.contains("konakis"), "{what:?}");
            assert!(text.contains("screenshot"), "{what:?}: {text}");
        }
    }
}
