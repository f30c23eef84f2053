//! The rendering test: runs the real game under Xvfb with Mesa's software Vulkan, asks it for
//! a screenshot of a position in the 2D view and in the 3D view, and checks the picture shows
//! the board: not blank, and the right pieces on the right squares (each square's centre,
//! projected to the screen as the view's camera sees it, has the colour of what stands there).

use std::path::{Path, PathBuf};
use std::process::Command;

use bevy::math::{Mat4, Rect, Vec2, Vec4Swizzles};
use konakis::game::motion::board_point;
use konakis::ui::PANEL_WIDTH;
use konakis::view::BoardView;
use konakis::view::screen::{point_on_screen, square_on_screen};
use konakis::view::solid;
use konakis::view::solid::camera::Orbit;
use konakis_engine::{Piece, Side, Square, Variant};

/// Window size the game opens with (the settings' default).
const WINDOW: (f32, f32) = (1280.0, 800.0);

/// A fresh folder for one test's files, removed when the test passes (kept when it fails,
/// to look at its screenshot).
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("konakis-render-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// Runs `konakis ARGS --screenshot PATH` under Xvfb; returns the image, and its folder, to
/// keep while the picture is checked.
fn screenshot(name: &str, args: &[&str]) -> (image::RgbImage, TempDir) {
    screenshot_with(name, args, None)
}

/// As [`screenshot`], the game started with these settings.
fn screenshot_with(
    name: &str,
    args: &[&str],
    settings: Option<&konakis_store::Settings>,
) -> (image::RgbImage, TempDir) {
    let dir = TempDir::new(name);
    if let Some(settings) = settings {
        let home = dir.join("home");
        konakis_store::save_settings(
            &konakis_store::Paths::with_home(Some(home.as_os_str())),
            settings,
        )
        .unwrap();
    }
    let shot = dir.join("shot.png");
    let mut args: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
    args.extend([std::ffi::OsStr::new("--screenshot"), shot.as_os_str()]);
    run_game(&dir, &args);
    let img = image::open(&shot)
        .unwrap_or_else(|e| panic!("no screenshot at {}: {e}", shot.display()))
        .to_rgb8();
    (img, dir)
}

/// Runs `konakis ARGS` under Xvfb with Mesa's software Vulkan, its settings and saves in a
/// fresh folder of `dir` (defaults, nothing of the user's touched); it must succeed.
fn run_game(dir: &TempDir, args: &[&std::ffi::OsStr]) -> String {
    let xvfb = Path::new("/usr/bin/xvfb-run");
    assert!(
        xvfb.exists(),
        "xvfb-run is missing: run ./scripts/setup.sh (installs xvfb and mesa-vulkan-drivers)"
    );
    let output = Command::new(xvfb)
        .args(["-a", "-s", "-screen 0 1280x800x24"])
        .arg(env!("CARGO_BIN_EXE_konakis"))
        .args(args)
        .env("KONAKIS_HOME", dir.join("home"))
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("xvfb-run starts");
    let log = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "the game failed:\n{log}");
    log
}

/// Average colour of a small patch around window pixel (x, y).
fn patch(img: &image::RgbImage, x: f32, y: f32, radius: i32) -> [f32; 3] {
    let mut sum = [0.0; 3];
    let mut n = 0.0;
    for dy in -radius..=radius {
        for dx in -radius..=radius {
            let p = img.get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32);
            for c in 0..3 {
                sum[c] += p[c] as f32;
            }
            n += 1.0;
        }
    }
    sum.map(|s| s / n)
}

fn luma(c: [f32; 3]) -> f32 {
    0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
}

/// Which view a shot is of.
#[derive(Clone, Copy, PartialEq, Debug)]
enum View {
    Flat,
    Solid,
}

/// Where a square's centre lands in the 2D view: as the HUD works it out
/// (`view::screen`), which this test checks against the real picture.
fn flat_pixel(square: Square, size: u8) -> (f32, f32) {
    let area = Rect::new(0.0, 0.0, WINDOW.0 - PANEL_WIDTH, WINDOW.1);
    let middle = square_on_screen(BoardView::Flat, &Orbit::default(), size, area, square).center();
    (middle.x, middle.y)
}

/// Where a point `height` above a square's centre lands in the 3D view: the camera's default
/// orbit, Bevy's default perspective (45 degrees), over the window left of the side panel.
fn solid_pixel(square: Square, size: u8, height: f32) -> (f32, f32) {
    let view = Vec2::new(WINDOW.0 - PANEL_WIDTH, WINDOW.1);
    let camera = Orbit::default().transform(size);
    let world_from_view = camera.to_matrix();
    let clip_from_view =
        Mat4::perspective_infinite_reverse_rh(std::f32::consts::FRAC_PI_4, view.x / view.y, 0.1);
    let point = solid::world(board_point(square), size, height);
    let clip = clip_from_view * world_from_view.inverse() * point.extend(1.0);
    let ndc = clip.xyz() / clip.w;
    let pixel = (Vec2::new(ndc.x, -ndc.y) + Vec2::ONE) / 2.0 * view;
    (pixel.x, pixel.y)
}

fn check_position(
    img: &image::RgbImage,
    variant: &Variant,
    pos: &konakis_engine::Position,
    view: View,
) {
    assert_eq!(
        (img.width(), img.height()),
        (WINDOW.0 as u32, WINDOW.1 as u32)
    );
    for sq in variant.board().iter() {
        if view == View::Solid {
            // The HUD's idea of where the square is holds the square's middle as drawn.
            let area = Rect::new(0.0, 0.0, WINDOW.0 - PANEL_WIDTH, WINDOW.1);
            let rect = square_on_screen(
                BoardView::Solid,
                &Orbit::default(),
                variant.size(),
                area,
                sq,
            );
            let (x, y) = solid_pixel(sq, variant.size(), solid::TILE_TOP);
            assert!(
                rect.contains(Vec2::new(x, y)),
                "{sq}: {rect:?} misses ({x}, {y})"
            );
        }
        let (x, y) = match view {
            View::Flat => {
                let (x, y) = flat_pixel(sq, variant.size());
                (x, y - 4.0)
            }
            // On a piece, the top of its head; on an empty square, its middle.
            View::Solid => match pos.piece_at(sq) {
                Some(Piece::King) => solid_pixel(sq, variant.size(), 0.7),
                Some(Piece::Defender) => solid_pixel(sq, variant.size(), 0.5),
                Some(_) => solid_pixel(sq, variant.size(), 0.3),
                None => solid_pixel(sq, variant.size(), solid::TILE_TOP),
            },
        };
        let c = patch(img, x, y, if view == View::Flat { 3 } else { 1 });
        let l = luma(c);
        match pos.piece_at(sq) {
            Some(Piece::Attacker) => assert!(l < 90.0, "{sq}: attacker should be dark, got {c:?}"),
            Some(Piece::Defender) => {
                assert!(l > 170.0, "{sq}: defender should be ivory, got {c:?}")
            }
            Some(Piece::King) => assert!(
                l > 150.0 && c[0] > c[2],
                "{sq}: king should be ivory and gold, got {c:?}"
            ),
            None if sq == variant.throne() || variant.corners().has(sq) => {
                assert!(
                    (c[0] - c[2]).abs() < 30.0,
                    "{sq}: stone should be grey, got {c:?}"
                )
            }
            None => assert!(
                c[0] > c[2] + 25.0 && l > 110.0,
                "{sq}: an empty square should show warm wood, got {c:?}"
            ),
        }
    }
}

#[test]
fn the_start_of_copenhagen_renders_as_a_board() {
    let (img, _dir) = screenshot("copenhagen", &["--variant", "copenhagen"]);
    // Not blank: many distinct colours.
    let mut colours: Vec<[u8; 3]> = img.pixels().step_by(97).map(|p| p.0).collect();
    colours.sort();
    colours.dedup();
    assert!(
        colours.len() > 200,
        "the picture looks blank ({} colours)",
        colours.len()
    );
    let variant = Variant::preset("copenhagen").unwrap();
    check_position(&img, &variant, &variant.start(), View::Flat);
}

#[test]
fn the_start_of_copenhagen_renders_as_a_table_in_3d() {
    let (img, _dir) = screenshot(
        "copenhagen-3d",
        &["--variant", "copenhagen", "--view", "3d"],
    );
    let variant = Variant::preset("copenhagen").unwrap();
    check_position(&img, &variant, &variant.start(), View::Solid);
}

#[test]
fn a_position_after_moves_renders_its_pieces_in_3d() {
    let variant = Variant::preset("brandub").unwrap();
    let (img, _dir) = screenshot(
        "brandub-3d",
        &[
            "--variant",
            "brandub",
            "--moves",
            "d6-f6",
            "d5-b5",
            "--view",
            "3d",
        ],
    );
    let mut game = konakis_engine::Game::new(variant.clone());
    for m in ["d6-f6", "d5-b5"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    check_position(&img, &variant, &game.position(), View::Solid);
}

#[test]
fn a_position_after_moves_renders_its_pieces() {
    let variant = Variant::preset("brandub").unwrap();
    let (img, _dir) = screenshot(
        "brandub",
        &["--variant", "brandub", "--moves", "d6-f6", "d5-b5"],
    );
    let mut game = konakis_engine::Game::new(variant.clone());
    for m in ["d6-f6", "d5-b5"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    assert_eq!(game.to_move(), Side::Attackers);
    check_position(&img, &variant, &game.position(), View::Flat);
}

/// Lumas of single pixels along the row `y` from `x0` to `x1`.
fn row(img: &image::RgbImage, y: f32, x0: f32, x1: f32) -> Vec<f32> {
    (x0.round() as u32..=x1.round() as u32)
        .map(|x| luma(img.get_pixel(x, y.round() as u32).0.map(f32::from)))
        .collect()
}

/// How often a row of lumas turns from dark (under 90) to light (over 150) or back.
fn alternations(lumas: &[f32]) -> usize {
    let mut last = None;
    let mut turns = 0;
    for &l in lumas {
        let now = if l < 90.0 {
            Some(false)
        } else if l > 150.0 {
            Some(true)
        } else {
            None
        };
        if let (Some(was), Some(is)) = (last, now)
            && was != is
        {
            turns += 1;
        }
        last = now.or(last);
    }
    turns
}

/// The shapes-and-patterns set on the high-contrast board: attackers striped, defenders and
/// the king plain across their middle; light and dark squares far apart.
#[test]
fn the_distinct_set_on_the_contrast_board_tells_everything_apart() {
    let settings = konakis_store::Settings {
        piece_set: konakis_store::PieceSet::Distinct,
        board_theme: konakis_store::BoardTheme::Contrast,
        ..Default::default()
    };
    let (img, _dir) = screenshot_with("distinct", &["--variant", "brandub"], Some(&settings));
    let variant = Variant::preset("brandub").unwrap();
    let size = variant.size();
    let area = Rect::new(0.0, 0.0, WINDOW.0 - PANEL_WIDTH, WINDOW.1);
    let tile = square_on_screen(
        BoardView::Flat,
        &Orbit::default(),
        size,
        area,
        Square::new(0, 0),
    )
    .width();
    // Half the width of a piece's middle, in pixels (a sprite is 0.92 of a square).
    let half = 0.46 * tile * 0.5;
    let start = variant.start();
    for sq in variant.board().iter() {
        let (x, y) = flat_pixel(sq, size);
        let lumas = row(&img, y, x - half, x + half);
        let turns = alternations(&lumas);
        match start.piece_at(sq) {
            Some(Piece::Attacker) => assert!(turns >= 3, "{sq}: attacker unstriped: {lumas:?}"),
            Some(_) => assert!(
                turns == 0 && lumas.iter().all(|&l| l > 120.0),
                "{sq}: defender or king should be plain and light: {lumas:?}"
            ),
            None if sq == variant.throne() || variant.corners().has(sq) => {}
            None => {
                let c = patch(&img, x, y, 3);
                if konakis::view::textures::is_light(sq) {
                    assert!(luma(c) > 190.0, "{sq}: light square {c:?}");
                } else {
                    assert!(
                        luma(c) < 130.0 && c[2] > c[0] + 60.0,
                        "{sq}: dark square {c:?}"
                    );
                }
            }
        }
    }
}

/// The shapes-and-patterns set on the 3D table: across each soldier's body (a fifth of a
/// square either side of its middle) every attacker, striped stone, is darker than every
/// defender, dotted pale wood, by a clear margin (measured under lavapipe: attackers 98 to
/// 115, defenders 149 to 189).
#[test]
fn the_distinct_set_tells_the_sides_apart_on_the_table() {
    let settings = konakis_store::Settings {
        piece_set: konakis_store::PieceSet::Distinct,
        ..Default::default()
    };
    let args = ["--variant", "brandub", "--view", "3d"];
    let (img, _dir) = screenshot_with("distinct-3d", &args, Some(&settings));
    let variant = Variant::preset("brandub").unwrap();
    let size = variant.size();
    let start = variant.start();
    let mut attackers = Vec::new();
    let mut defenders = Vec::new();
    for sq in variant.board().iter() {
        let side = match start.piece_at(sq) {
            Some(Piece::Attacker) => &mut attackers,
            Some(Piece::Defender) => &mut defenders,
            _ => continue,
        };
        let (x, y) = solid_pixel(sq, size, 0.15);
        let beside = Square::new(sq.file() ^ 1, sq.rank());
        let square = (solid_pixel(beside, size, 0.15).0 - x).abs();
        let lumas = row(&img, y, x - 0.2 * square, x + 0.2 * square);
        side.push(lumas.iter().sum::<f32>() / lumas.len() as f32);
    }
    let lightest_attacker = attackers.iter().copied().fold(0.0, f32::max);
    let darkest_defender = defenders.iter().copied().fold(f32::MAX, f32::min);
    assert!(lightest_attacker < 125.0, "attackers {attackers:?}");
    assert!(darkest_defender > 140.0, "defenders {defenders:?}");
    assert!(
        darkest_defender - lightest_attacker > 25.0,
        "attackers {attackers:?}, defenders {defenders:?}"
    );
}

#[test]
fn a_saved_game_loads_at_launch_and_renders() {
    let dir = TempDir::new("load-file");
    let variant = Variant::preset("tablut").unwrap();
    let mut game = konakis_engine::Game::new(variant.clone());
    for m in ["e3-c3", "d1-d2", "f5-f2"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    let file = dir.join("game.otg");
    konakis_store::save_game(&file, &konakis_store::SavedGame::new(game.clone())).unwrap();
    let (img, _dir) = screenshot("load", &["--load", file.to_str().unwrap()]);
    check_position(&img, &variant, &game.position(), View::Flat);
}

/// Every language on screen, as a player sees it: each one's game on the 2D board and on the
/// 3D table, its title screen with the keyboard's focus on the first button (Tab), and the
/// new-game screen that button opens (Enter). The pictures are written to
/// `<target>/tmp/languages/` to be looked at; each must differ from the English one where the
/// side panel's words are. Needs `xdotool` and ImageMagick's `import` besides Xvfb.
#[test]
#[ignore = "renders every language under Xvfb, about two minutes: run by hand"]
fn every_language_on_screen() {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("languages");
    std::fs::create_dir_all(&out).unwrap();
    let mut panels = Vec::new();
    for code in ["en", "pl", "fr", "ca", "cs"] {
        let settings = konakis_store::Settings {
            language: Some(code.into()),
            ..Default::default()
        };
        for (view, variant) in [("2d", "hnefatafl-polish"), ("3d", "hnefatafl-czech")] {
            let args = ["--variant", variant, "--view", view];
            let (img, _dir) =
                screenshot_with(&format!("lang-{code}-{view}"), &args, Some(&settings));
            img.save(out.join(format!("{code}-{view}.png"))).unwrap();
            if view == "2d" {
                panels.push((code, panel_of(&img)));
            }
        }
        keyboard_shots(code, &settings, &out);
    }
    let english = &panels[0].1;
    for (code, panel) in &panels[1..] {
        let differ = english
            .pixels()
            .zip(panel.pixels())
            .filter(|(a, b)| a != b)
            .count();
        assert!(
            differ > 2_000,
            "{code}: the side panel looks English ({differ} pixels differ)"
        );
    }
}

/// The side panel's part of a screenshot.
fn panel_of(img: &image::RgbImage) -> image::RgbImage {
    let x = (WINDOW.0 - PANEL_WIDTH) as u32;
    image::imageops::crop_imm(img, x, 0, PANEL_WIDTH as u32, WINDOW.1 as u32).to_image()
}

/// The title screen after Tab, then the new-game screen after Enter, in one language.
fn keyboard_shots(code: &str, settings: &konakis_store::Settings, out: &Path) {
    let dir = TempDir::new(&format!("keys-{code}"));
    let home = dir.join("home");
    konakis_store::save_settings(
        &konakis_store::Paths::with_home(Some(home.as_os_str())),
        settings,
    )
    .unwrap();
    let display = format!(":{}", 90 + std::process::id() % 100);
    let mut xvfb = Command::new("Xvfb")
        .args([display.as_str(), "-screen", "0", "1280x800x24"])
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    std::thread::sleep(std::time::Duration::from_secs(1));
    let mut game = Command::new(env!("CARGO_BIN_EXE_konakis"))
        .env("DISPLAY", &display)
        .env("KONAKIS_HOME", &home)
        .env("WGPU_BACKEND", "vulkan")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the game starts");
    let x = |args: &[&str]| {
        Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &display)
            .output()
            .expect("xdotool runs")
    };
    let window = (0..60)
        .find_map(|_| {
            std::thread::sleep(std::time::Duration::from_millis(500));
            let found = x(&["search", "--class", "org.konakis.Konakis"]);
            let id = String::from_utf8_lossy(&found.stdout)
                .lines()
                .next()?
                .to_string();
            Some(id)
        })
        .expect("the game's window opens");
    std::thread::sleep(std::time::Duration::from_secs(4));
    // Without a window manager, the window gets the keyboard only when asked.
    x(&["windowfocus", &window]);
    let press = |key: &str| {
        x(&["keydown", key]);
        std::thread::sleep(std::time::Duration::from_millis(300));
        x(&["keyup", key]);
        std::thread::sleep(std::time::Duration::from_secs(2));
    };
    let shot = |name: &str| {
        let path = out.join(format!("{code}-{name}.png"));
        let taken = Command::new("import")
            .args(["-window", "root"])
            .arg(&path)
            .env("DISPLAY", &display)
            .status()
            .expect("import runs");
        assert!(taken.success(), "{code}: no picture of {name}");
    };
    press("Tab");
    shot("title-focus");
    press("Return");
    shot("new-game");
    let _ = game.kill();
    let _ = game.wait();
    let _ = xvfb.kill();
    let _ = xvfb.wait();
}

#[test]
fn bad_launch_options_are_clear_errors() {
    let dir = TempDir::new("bad");
    let file = dir.join("broken.otg");
    std::fs::write(&file, "this is not a game record\n").unwrap();
    let run = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_konakis"))
            .args(args)
            .env("KONAKIS_HOME", dir.join("home"))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        // One line saying what was wrong; clap adds its hint (and usage) below its own.
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(
            stderr.lines().count() == 1 || stderr.contains("try '--help'"),
            "{args:?}: {stderr}"
        );
        stderr
    };
    let message = run(&["--load", file.to_str().unwrap(), "--screenshot", "x.png"]);
    assert!(message.contains("broken.otg"), "{message}");
    // The player's own file is never renamed or changed.
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "this is not a game record\n"
    );
    assert!(run(&["--variant", "chess"]).contains("unknown variant 'chess'"));
    assert!(run(&["--variant", "brandub", "--moves", "d6-d9"]).contains("move 1 (d6-d9)"));
    // Clap words an unknown option.
    assert!(run(&["--wat"]).contains("unexpected argument '--wat'"));
    assert!(run(&["--view", "4d"]).contains("not 2d or 3d"));
}

/// `--version`, and the completions and manual page `make install` puts in place, from the
/// same definitions as `--help`; none opens a window.
#[test]
fn version_completions_and_manual_page() {
    let run = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_konakis"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    assert_eq!(
        run(&["--version"]).trim(),
        format!("konakis {}", env!("CARGO_PKG_VERSION"))
    );
    assert!(run(&["--help"]).contains("--screenshot <PATH>"));
    assert!(run(&["--generate", "bash"]).contains("complete -F"));
    assert!(run(&["--generate", "zsh"]).contains("#compdef konakis"));
    assert!(run(&["--generate", "fish"]).contains("complete -c konakis"));
    let page = run(&["--generate", "man"]);
    assert!(page.contains(".TH konakis"), "{page}");
}

/// A Brandub position where the attacker on c1 takes the defender on b4 by c1-c4 (against the
/// attacker on a4).
const CAPTURE: [&str; 6] = [
    "-v",
    "brandub",
    "-p",
    "/2t4/7/7/tT5/7/7/3K3/",
    "--to-move",
    "attackers",
];

/// `--frames`: a move with a capture played from the start of its game, every other frame
/// written; the frames are many and show the motion (ten or more each differ from the one
/// before; the first differs from the last, and one in the middle from both: the
/// piece on its way, the taken one carried off).
#[test]
fn the_frames_of_a_capture_are_written_one_by_one() {
    let dir = TempDir::new("frames");
    let out = dir.join("frames");
    std::fs::create_dir_all(&out).unwrap();
    let mut args: Vec<&std::ffi::OsStr> = CAPTURE.iter().map(std::ffi::OsStr::new).collect();
    args.extend(["--moves", "c1-c4", "--every", "2", "--frames"].map(std::ffi::OsStr::new));
    args.push(out.as_os_str());
    run_game(&dir, &args);
    let mut names: Vec<PathBuf> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    // Ten still frames before the move, its slide (a quarter of a second) while the taken
    // piece is carried beside the board (0.7 s, 21 frames), ten after: every other one of
    // about forty frames, each of the moving ones different from the one before.
    let frames: Vec<_> = names
        .iter()
        .map(|n| image::open(n).unwrap().to_rgb8())
        .collect();
    let changes = frames.windows(2).filter(|w| w[0] != w[1]).count();
    assert!(
        changes >= 10,
        "{changes} changes over {} frames",
        frames.len()
    );
    let (first, last) = (&frames[0], &frames[frames.len() - 1]);
    let middle = frames[1..frames.len() - 1]
        .iter()
        .find(|f| f != &first && f != &last);
    assert!(first != last, "the capture changed the board");
    assert!(middle.is_some(), "frames between show the motion");
}

/// Where a point `height` above board point `at` (in squares, beside the board too) lands in
/// a shot of `view`.
fn pixel_of(view: BoardView, size: u8, at: Vec2, height: f32) -> Vec2 {
    let area = Rect::new(0.0, 0.0, WINDOW.0 - PANEL_WIDTH, WINDOW.1);
    point_on_screen(view, &Orbit::default(), size, area, at, height)
}

/// A piece as a shot shows it: the pixels within `reach` of `around` that differ from a shot
/// without it there (the piece and its shadow).
struct Blob {
    /// Each differing pixel: where, and its colour in the shot with the piece.
    pixels: Vec<(Vec2, [f32; 3])>,
    /// Those that may be only the board in the piece's shadow (darkened, their hue kept).
    shadow: Vec<(Vec2, [f32; 3])>,
}

impl Blob {
    fn between(
        with: &image::RgbImage,
        without: &image::RgbImage,
        around: Vec2,
        reach: f32,
    ) -> Blob {
        let (mut pixels, mut shadow) = (Vec::new(), Vec::new());
        let (x0, y0) = (
            (around.x - reach).max(0.0) as u32,
            (around.y - reach).max(0.0) as u32,
        );
        let (x1, y1) = (
            ((around.x + reach) as u32).min(with.width() - 1),
            ((around.y + reach) as u32).min(with.height() - 1),
        );
        for y in y0..=y1 {
            for x in x0..=x1 {
                let (a, b) = (with.get_pixel(x, y), without.get_pixel(x, y));
                let diff: i32 = (0..3).map(|c| (a[c] as i32 - b[c] as i32).abs()).sum();
                let pixel = (Vec2::new(x as f32, y as f32), a.0.map(f32::from));
                if diff > 60 && shaded(a.0, b.0) {
                    shadow.push(pixel);
                } else if diff > 60 {
                    pixels.push(pixel);
                }
            }
        }
        Blob { pixels, shadow }
    }

    /// Mean luma of the pixels within `radius` of `centre` (the piece's body: its shadow falls
    /// away from it).
    fn body_luma(&self, centre: Vec2, radius: f32) -> f32 {
        let body: Vec<f32> = self
            .pixels
            .iter()
            .chain(&self.shadow)
            .filter(|(p, _)| p.distance(centre) <= radius)
            .map(|(_, c)| luma(*c))
            .collect();
        assert!(body.len() > 10, "no body at {centre}");
        body.iter().sum::<f32>() / body.len() as f32
    }

    /// Pixels of gold leaf: bright, and far warmer than wood.
    fn gold(&self) -> usize {
        self.pixels
            .iter()
            .filter(|(_, c)| c[0] > 170.0 && c[0] - c[2] > 120.0)
            .count()
    }

    /// How far above `base` the piece reaches on screen, in pixels, along the strip from
    /// `left` to `right` of it (its shadow left out).
    fn height_above(&self, base: Vec2, left: f32, right: f32) -> f32 {
        self.pixels
            .iter()
            .filter(|(p, _)| (base.x + left..=base.x + right).contains(&p.x) && p.y <= base.y)
            .map(|(p, _)| base.y - p.y)
            .fold(0.0, f32::max)
    }
}

/// Whether pixel `with` is pixel `without` in shadow: darker, with the same hue (each
/// channel's share of the brightness within 0.08).
fn shaded(with: [u8; 3], without: [u8; 3]) -> bool {
    let (a, b) = (with.map(f32::from), without.map(f32::from));
    let (la, lb) = (luma(a).max(1.0), luma(b).max(1.0));
    (0.3..0.95).contains(&(la / lb)) && (0..3).all(|c| (a[c] / la - b[c] / lb).abs() < 0.08)
}

/// Three pieces side by side on rank 2 of Brandub's board (an attacker on b2, a defender on
/// d2, the king on f2) as a shot of `view` shows them, each isolated by a shot with it moved
/// away to rank 6 (the threat marks, which would change with it, hidden): its pixels within
/// `reach` squares of the point `height` above its square.
struct ThreePieces {
    attacker: Blob,
    defender: Blob,
    king: Blob,
    /// A square's width on screen, in pixels.
    tile: f32,
}

impl ThreePieces {
    fn shot(view: BoardView, height: f32, reach: f32) -> ThreePieces {
        let mut settings = konakis_store::Settings::default();
        settings.aids.threats_shown = false;
        let name = if view == BoardView::Solid { "3d" } else { "2d" };
        let positions = [
            "/7/1t1T1K1/7/7/7/7/7/",
            "/7/3T1K1/7/7/7/1t5/7/",
            "/7/1t3K1/7/7/7/3T3/7/",
            "/7/1t1T3/7/7/7/5K1/7/",
        ];
        let mut shots = positions.iter().enumerate().map(|(i, p)| {
            let args = ["--variant", "brandub", "--position", p, "--view", name];
            screenshot_with(&format!("pieces-{name}-{i}"), &args, Some(&settings))
        });
        let (all, _dir) = shots.next().unwrap();
        let at = |file| pixel_of(view, 7, Vec2::new(file, 1.0), height);
        let tile = pixel_of(view, 7, Vec2::new(1.0, 1.0), 0.0).distance(pixel_of(
            view,
            7,
            Vec2::new(0.0, 1.0),
            0.0,
        ));
        let mut blob = |file: f32| {
            let (without, _dir) = shots.next().unwrap();
            Blob::between(&all, &without, at(file), reach * tile)
        };
        let (attacker, defender, king) = (blob(1.0), blob(3.0), blob(5.0));
        ThreePieces {
            attacker,
            defender,
            king,
            tile,
        }
    }
}

/// The two sides and the king are told apart in the 2D view: by shade (body luma, a margin of
/// at least 60 asked) and the king by his gold crown (over a hundred gold pixels asked; a
/// defender has none).
#[test]
fn the_sides_and_the_king_are_told_apart_in_2d() {
    let ThreePieces {
        attacker,
        defender,
        king,
        tile,
    } = ThreePieces::shot(BoardView::Flat, 0.0, 0.6);
    let at = |file| pixel_of(BoardView::Flat, 7, Vec2::new(file, 1.0), 0.0);
    let (a, d) = (
        attacker.body_luma(at(1.0), 0.2 * tile),
        defender.body_luma(at(3.0), 0.2 * tile),
    );
    assert!(d - a > 60.0, "attacker {a}, defender {d}");
    assert!(
        king.gold() > 100,
        "the king's crown: {} gold pixels",
        king.gold()
    );
    assert!(
        defender.gold() < 10,
        "a defender shows gold: {}",
        defender.gold()
    );
}

/// The two sides and the king are told apart on the 3D table: by shade (body luma under
/// lavapipe: attacker 75, defender 186; a margin of at least 60 asked), the king by his
/// height (at least 1.3 times as tall on screen as either, all three on one rank: measured
/// 46 px against 30 and 26) and by his gold crown (195 gold pixels measured, 20 asked; a
/// defender none). The attacker's helmet against the defender's round head is checked on the
/// meshes' profiles (`view::solid::meshes`): from the default camera both stand about as high
/// on screen.
#[test]
fn the_sides_and_the_king_are_told_apart_in_3d() {
    let ThreePieces {
        attacker,
        defender,
        king,
        tile,
    } = ThreePieces::shot(BoardView::Solid, 0.3, 1.2);
    let at = |file, height| pixel_of(BoardView::Solid, 7, Vec2::new(file, 1.0), height);
    let (a, d) = (
        attacker.body_luma(at(1.0, 0.15), 0.12 * tile),
        defender.body_luma(at(3.0, 0.15), 0.12 * tile),
    );
    assert!(d - a > 60.0, "attacker {a}, defender {d}");
    let height = |blob: &Blob, file| blob.height_above(at(file, 0.0), -0.06 * tile, 0.02 * tile);
    let (ha, hd, hk) = (
        height(&attacker, 1.0),
        height(&defender, 3.0),
        height(&king, 5.0),
    );
    assert!(
        hk >= 1.3 * hd.max(ha),
        "king {hk} px, defender {hd} px, attacker {ha} px"
    );
    assert!(
        king.gold() > 20,
        "the king's crown: {} gold pixels",
        king.gold()
    );
    assert!(
        defender.gold() < king.gold() / 4,
        "defender {} gold pixels",
        defender.gold()
    );
}

/// A taken piece lies beside the board on its taker's side, in both views: after an attacker
/// takes a defender (Brandub, c1-c4 takes b4), the defender's colour shows where the first
/// taken defender lies (right of the board, by rank 1), and the cloth or wood shows there
/// before the capture.
#[test]
fn taken_pieces_lie_beside_the_board() {
    for (view, board_view) in [("2d", BoardView::Flat), ("3d", BoardView::Solid)] {
        let mut before_args = CAPTURE.to_vec();
        before_args.extend(["--view", view]);
        let mut after_args = before_args.clone();
        after_args.extend(["--moves", "c1-c4"]);
        let (before, _b) = screenshot(&format!("tray-before-{view}"), &before_args);
        let (after, _a) = screenshot(&format!("tray-after-{view}"), &after_args);
        let place = konakis::game::pieces::tray_point(Piece::Defender, 0, 7);
        let height = if board_view == BoardView::Solid {
            -0.2
        } else {
            0.0
        };
        let p = pixel_of(board_view, 7, place, height);
        let taken = patch(&after, p.x, p.y, 2);
        let empty = patch(&before, p.x, p.y, 2);
        assert!(
            luma(taken) > 150.0 && luma(taken) > luma(empty) + 60.0,
            "{view}: beside the board {taken:?}, before the capture {empty:?}"
        );
    }
}

/// "Auto", the default graphics setting, draws the 3D table at "low" under lavapipe, which
/// says it is a CPU; "high" asked for is drawn at "high" there too.
#[test]
fn auto_graphics_are_low_on_a_software_renderer() {
    let dir = TempDir::new("auto-low");
    let shot = dir.join("shot.png");
    let args = ["--variant", "brandub", "--view", "3d", "--screenshot"].map(std::ffi::OsStr::new);
    let mut args = args.to_vec();
    args.push(shot.as_os_str());
    let log = run_game(&dir, &args);
    assert!(log.contains("graphics: low (Auto on llvmpipe"), "{log}");
    assert!(log.contains("(software))"), "{log}");
    let settings = konakis_store::Settings {
        graphics: konakis_store::Graphics::High,
        ..Default::default()
    };
    let home = dir.join("home");
    konakis_store::save_settings(
        &konakis_store::Paths::with_home(Some(home.as_os_str())),
        &settings,
    )
    .unwrap();
    let log = run_game(&dir, &args);
    assert!(log.contains("graphics: high (High on llvmpipe"), "{log}");
}
