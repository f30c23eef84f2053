//! The rendering test: runs the real game under Xvfb with Mesa's software Vulkan, asks it for
//! a screenshot of a position in the 2D view and in the 3D view, and checks the picture shows
//! the board: not blank, and the right pieces on the right squares (each square's centre,
//! projected to the screen as the view's camera sees it, has the colour of what stands there).

use std::path::{Path, PathBuf};
use std::process::Command;

use bevy::math::{Mat4, Vec2, Vec4Swizzles};
use konakis::game::motion::board_point;
use konakis::ui::PANEL_WIDTH;
use konakis::view::flat::{TILE, centre};
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
    let dir = TempDir::new(name);
    let shot = dir.join("shot.png");
    let xvfb = Path::new("/usr/bin/xvfb-run");
    assert!(
        xvfb.exists(),
        "xvfb-run is missing: run ./scripts/setup.sh (installs xvfb and mesa-vulkan-drivers)"
    );
    let output = Command::new(xvfb)
        .args(["-a", "-s", "-screen 0 1280x800x24"])
        .arg(env!("CARGO_BIN_EXE_konakis"))
        .args(args)
        .arg("--screenshot")
        .arg(&shot)
        // Settings and saves go to a fresh folder: defaults, nothing of the user's touched.
        .env("KONAKIS_HOME", dir.join("home"))
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("xvfb-run starts");
    assert!(
        output.status.success(),
        "the game failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let img = image::open(&shot)
        .unwrap_or_else(|e| panic!("no screenshot at {}: {e}", shot.display()))
        .to_rgb8();
    (img, dir)
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

/// Where a square's centre lands in the 2D view: the board camera fills the window left of
/// the side panel and fits `size + 1.5` squares into the shorter side.
fn flat_pixel(square: Square, size: u8) -> (f32, f32) {
    let view = (WINDOW.0 - PANEL_WIDTH, WINDOW.1);
    let scale = view.0.min(view.1) / ((size as f32 + 1.5) * TILE);
    let c = centre(board_point(square), size);
    (view.0 / 2.0 + c.x * scale, view.1 / 2.0 - c.y * scale)
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
        let (x, y) = match view {
            View::Flat => {
                let (x, y) = flat_pixel(sq, variant.size());
                (x, y - 4.0)
            }
            // On a piece, the top of its head; on an empty square, its middle.
            View::Solid => match pos.piece_at(sq) {
                Some(Piece::King) => solid_pixel(sq, variant.size(), 0.45),
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
