//! Every text fits its place, in every language: the side panel, the new-game screen (for
//! every preset) and the rules screen are laid out by egui in each language, at the window
//! size the game opens with, and each laid-out text (each galley) is measured against the
//! space it was given: none is cut short ("…"), none reaches past its clip rectangle, none
//! past its window. egui lays out without a GPU, so this runs in every test run; the
//! screenshots of each language (`tests/render.rs`, ignored, run by hand) are the same
//! screens as a player sees them.

use bevy_egui::egui;
use konakis_engine::{Game, PRESETS, Variant};
use konakis_store::{PlayerChoice, RuleSet};

use super::lesson_panel::draw_lesson_panel;
use super::panel::{PANEL_WIDTH, PanelState, draw_panel};
use crate::game::ai::Hint;
use crate::game::dice::DieRoll;
use crate::game::lesson::{LessonRun, Stage};
use crate::game::session::{Player, Players, Session};
use crate::game::turn::TurnPhase;
use crate::i18n::{Language, Locale};
use crate::screens::{
    CustomRuleSets, NewGameChoices, RulesChoice, RulesDraft, draw_learn, draw_new_game, draw_rules,
};
use crate::view::BoardView;
use konakis_engine::lessons::Miss;

/// The window the game opens with.
const SCREEN: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// A text that does not fit: where, what, and why.
#[derive(Debug)]
struct Misfit {
    text: String,
    why: &'static str,
}

/// Lays out `draw` twice (egui settles sizes on its first pass) in a fresh context with the
/// game's style; the texts of the second pass that do not fit, `within` the rectangle given
/// (`None`: the screen).
fn misfits(within: Option<egui::Rect>, mut draw: impl FnMut(&egui::Context)) -> Vec<Misfit> {
    let ctx = egui::Context::default();
    ctx.set_global_style(crate::theme::style());
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, SCREEN)),
        ..Default::default()
    };
    ctx.begin_pass(input());
    draw(&ctx);
    ctx.end_pass().textures_delta.clear();
    ctx.begin_pass(input());
    draw(&ctx);
    let mut output = ctx.end_pass();
    // Nothing draws the textures: the pixels are not wanted, only the layout.
    output.textures_delta.clear();
    let within = within.unwrap_or(egui::Rect::from_min_size(egui::Pos2::ZERO, SCREEN));
    let mut found = Vec::new();
    for clipped in &output.shapes {
        collect(&clipped.shape, clipped.clip_rect, within, &mut found);
    }
    found
}

fn collect(shape: &egui::Shape, clip: egui::Rect, within: egui::Rect, found: &mut Vec<Misfit>) {
    match shape {
        egui::Shape::Vec(shapes) => {
            for s in shapes {
                collect(s, clip, within, found);
            }
        }
        egui::Shape::Text(text) => {
            let rect = text.galley.rect.translate(text.pos.to_vec2());
            let words = text.galley.job.text.clone();
            let across = |outer: egui::Rect| {
                rect.min.x >= outer.min.x - 1.0 && rect.max.x <= outer.max.x + 1.0
            };
            if text.galley.elided {
                found.push(Misfit {
                    text: words,
                    why: "cut short",
                });
            } else if !across(clip) {
                found.push(Misfit {
                    text: words,
                    why: "past its clip rectangle",
                });
            } else if !across(within) {
                found.push(Misfit {
                    text: words,
                    why: "past its window",
                });
            }
        }
        _ => {}
    }
}

/// A game of Copenhagen some moves in, the computer thinking, both kinds of player; the first
/// game of a match, under a byo-yomi clock.
fn session_in_play() -> Session {
    let mut game = Game::new(Variant::preset("copenhagen").unwrap());
    for mv in ["h1-h3", "f4-c4", "k7-i7", "g7-g9", "d1-d3", "e5-e2"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    let players = Players {
        attackers: Player::Human,
        defenders: Player::Computer {
            level: konakis_engine::search::Level::ALL[3],
            think_ms: 600,
        },
    };
    let mut clock = konakis_engine::clock::Clock::new("10+5x30".parse().unwrap());
    for (ply, played) in game.moves().iter().enumerate() {
        let side = game.position_at(ply).to_move();
        clock
            .record(ply, side, 30_000 + played.mv.to.index() as u64)
            .unwrap();
    }
    Session {
        clock: Some(clock),
        pairing: Some(konakis_engine::pairing::Pairing::new(2)),
        ..Session::new(game, players)
    }
}

#[test]
fn the_side_panel_fits_in_every_language() {
    let session = session_in_play();
    let (hint, die) = (Hint::default(), DieRoll::default());
    for language in Language::ALL {
        let l = Locale::new(language);
        for view in [BoardView::Flat, BoardView::Solid] {
            let state = PanelState {
                session: &session,
                phase: TurnPhase::Thinking,
                thinking: Some(12.3),
                hint: &hint,
                die: &die,
                view,
                threats_shown: true,
                play: crate::ui::match_panel::MatchView {
                    spent_ms: 595_000,
                    offer_from: None,
                    weighing: true,
                    declined: false,
                },
            };
            let panel = egui::Rect::from_min_max(
                egui::pos2(SCREEN.x - PANEL_WIDTH, 0.0),
                egui::pos2(SCREEN.x, SCREEN.y),
            );
            let found = misfits(Some(panel), |ctx| {
                draw_panel(ctx, &l, &state);
            });
            assert!(found.is_empty(), "{} {view:?}: {found:#?}", language.code());
        }
    }
}

#[test]
fn the_new_game_screen_fits_in_every_language_for_every_preset() {
    let sets = CustomRuleSets(vec![RuleSet::new(
        "Brandub with dice",
        konakis_engine::Rules::preset("brandub").unwrap(),
    )]);
    for language in Language::ALL {
        let l = Locale::new(language);
        let choices = PRESETS
            .iter()
            .map(|p| RulesChoice::Preset(p.id.to_string()))
            .chain([RulesChoice::Custom("Brandub with dice".into())]);
        for rules in choices {
            let mut choices = NewGameChoices {
                rules: rules.clone(),
                attackers: PlayerChoice::computer(6),
                defenders: PlayerChoice::human(),
                // A clock of the player's own, so that its editor shows.
                clock: Some("7+4x20".parse().unwrap()),
                pairs: 2,
            };
            let found = misfits(None, |ctx| {
                draw_new_game(ctx, &l, &mut choices, &sets, &mut false);
            });
            assert!(
                found.is_empty(),
                "{} {rules:?}: {found:#?}",
                language.code()
            );
        }
    }
}

#[test]
fn the_rules_screen_fits_in_every_language() {
    let sets = CustomRuleSets::default();
    for language in Language::ALL {
        let l = Locale::new(language);
        for id in [
            "hnefatafl-polish",
            "tablut-catalan",
            "brandub-french",
            "alea-evangelii",
        ] {
            let choice = RulesChoice::Preset(id.into());
            let mut draft = RulesDraft::from_choice(&l, &choice, &sets);
            let found = misfits(None, |ctx| {
                draw_rules(ctx, &l, &mut draft, &sets);
            });
            assert!(found.is_empty(), "{} {id}: {found:#?}", language.code());
        }
    }
}

/// The lesson panel, for every lesson of every preset, as a task and after a missed try.
#[test]
fn the_lesson_panel_fits_in_every_language_for_every_lesson() {
    let panel = egui::Rect::from_min_max(
        egui::pos2(SCREEN.x - PANEL_WIDTH, 0.0),
        egui::pos2(SCREEN.x, SCREEN.y),
    );
    let runs: Vec<LessonRun> = PRESETS
        .iter()
        .map(|p| LessonRun::new(konakis_engine::Rules::preset(p.id).unwrap(), p.id.into()))
        .collect();
    let longest_miss = Miss::OtherEnd(konakis_engine::Reason::Encirclement);
    for language in Language::ALL {
        let l = Locale::new(language);
        for run in &runs {
            for index in 0..run.lessons.len() {
                for stage in [Stage::Task, Stage::Missed(longest_miss.clone())] {
                    let mut shown = run.clone();
                    shown.index = index;
                    shown.stage = stage;
                    let found = misfits(Some(panel), |ctx| {
                        draw_lesson_panel(ctx, &l, &shown, BoardView::Solid);
                    });
                    let topic = shown.lesson().unwrap().topic.name();
                    assert!(
                        found.is_empty(),
                        "{} {} {topic}: {found:#?}",
                        language.code(),
                        run.key
                    );
                }
            }
        }
    }
}

/// The lessons screen, for the rule set with the most lessons, with some ticked.
#[test]
fn the_lessons_screen_fits_in_every_language() {
    let sets = CustomRuleSets::default();
    for language in Language::ALL {
        let l = Locale::new(language);
        for id in [
            "brandub",
            "hnefatafl-polish",
            "tablut-catalan",
            "alea-evangelii",
        ] {
            let run = LessonRun::new(konakis_engine::Rules::preset(id).unwrap(), id.into());
            let passed = run
                .lessons
                .iter()
                .take(3)
                .map(|x| run.progress_key(x))
                .collect();
            let mut choices = NewGameChoices {
                rules: RulesChoice::Preset(id.into()),
                attackers: PlayerChoice::computer(1),
                defenders: PlayerChoice::human(),
                clock: None,
                pairs: 0,
            };
            let found = misfits(None, |ctx| {
                draw_learn(ctx, &l, &mut choices, &sets, Some(&run), &passed);
            });
            assert!(found.is_empty(), "{} {id}: {found:#?}", language.code());
        }
    }
}

/// The measure finds what does not fit: a button wider than its place, a choice cut short.
#[test]
fn a_text_too_long_for_its_place_is_found() {
    let place = egui::Rect::from_min_size(egui::pos2(100.0, 100.0), egui::vec2(120.0, 200.0));
    let in_place = |add: fn(&mut egui::Ui)| {
        misfits(Some(place), move |ctx| {
            egui::Area::new("narrow".into())
                .fixed_pos(place.min)
                .show(ctx, |ui| {
                    ui.set_width(place.width());
                    add(ui);
                });
        })
    };
    let wide = in_place(|ui| {
        ui.horizontal(|ui| {
            let _ = ui.button("a label far too long for a place this narrow");
        });
    });
    assert_eq!(wide.len(), 1, "{wide:#?}");
    assert_eq!(wide[0].why, "past its window");
    assert!(wide[0].text.starts_with("a label far too long"));
    let cut = in_place(|ui| {
        egui::ComboBox::from_id_salt("cut")
            .width(60.0)
            .truncate()
            .selected_text("a value far too long to show whole")
            .show_ui(ui, |_| {});
    });
    assert_eq!(cut.len(), 1, "{cut:#?}");
    assert_eq!(cut[0].why, "cut short");
}

/// Every letter the messages of every language use (ł, ś, ž, ř, ů, ç, è, l·l...) has a glyph
/// in the fonts egui draws with: none would show as a box.
#[test]
fn the_fonts_draw_every_letter_of_every_language() {
    let mut letters: std::collections::BTreeSet<char> =
        "łśžřůçèàéíïòóúül·lęąćńźżěšťďň„“«»–…".chars().collect();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    for language in Language::ALL {
        for file in std::fs::read_dir(root.join(language.code())).unwrap() {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
            letters.extend(text.chars().filter(|c| !c.is_whitespace()));
        }
    }
    let ctx = egui::Context::default();
    ctx.set_global_style(crate::theme::style());
    ctx.begin_pass(egui::RawInput::default());
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        let font = egui::FontId::new(14.0, family);
        // A letter no font has is drawn as the replacement box: the same spot of the atlas
        // as a private-use character's. (egui's own `has_glyph` can answer no for letters of
        // the font that also holds the box.)
        let atlas_spot = |c: char| {
            ctx.fonts_mut(|f| {
                let galley = f.layout_no_wrap(c.to_string(), font.clone(), egui::Color32::WHITE);
                galley.rows[0].row.glyphs[0].uv_rect
            })
        };
        let boxed = atlas_spot('\u{E000}');
        let missing: String = letters
            .iter()
            .filter(|&&c| atlas_spot(c) == boxed)
            .collect();
        assert!(missing.is_empty(), "{font:?} has no glyph for {missing:?}");
        assert_ne!(
            atlas_spot('ř'),
            atlas_spot('ł'),
            "letters have their own glyphs"
        );
    }
    ctx.end_pass().textures_delta.clear();
}

/// A short Brandub game reviewed to depth 2, its first move tried again.
fn reviewed() -> crate::game::review::ReviewRun {
    let mut game = Game::new(Variant::preset("brandub").unwrap());
    for mv in ["d2-e2", "d3-d2", "b4-b2", "d2-d3", "d6-c6", "d3-c3"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    let stop = std::sync::atomic::AtomicBool::new(false);
    let limits = konakis_engine::search::SearchLimits::depth(2);
    let (views, moves) = konakis_engine::review::review_game(&game, &limits, &stop, |_, _| {});
    crate::game::review::ReviewRun::done(game, views, moves)
}

#[test]
fn the_review_panel_fits_in_every_language() {
    let run = reviewed();
    let players = crate::game::session::Players::HUMANS;
    let panel = egui::Rect::from_min_max(
        egui::pos2(SCREEN.x - PANEL_WIDTH, 0.0),
        egui::pos2(SCREEN.x, SCREEN.y),
    );
    for language in Language::ALL {
        let l = Locale::new(language);
        for shown in 0..run.moves.len() {
            let found = misfits(Some(panel), |ctx| {
                crate::ui::review_panel::draw_review(ctx, &l, &run, &players, shown);
            });
            assert!(
                found.is_empty(),
                "{} at {shown}: {found:#?}",
                language.code()
            );
        }
    }
}

#[test]
fn the_puzzles_screen_and_panel_fit_in_every_language() {
    use crate::game::puzzle::{PuzzleRun, PuzzleStage, shipped};
    let panel = egui::Rect::from_min_max(
        egui::pos2(SCREEN.x - PANEL_WIDTH, 0.0),
        egui::pos2(SCREEN.x, SCREEN.y),
    );
    for language in Language::ALL {
        let l = Locale::new(language);
        let found = misfits(None, |ctx| {
            crate::screens::draw_puzzles(ctx, &l, shipped(), 1523.4, 17);
        });
        assert!(found.is_empty(), "{}: {found:#?}", language.code());
        for puzzle in shipped().iter().step_by(7) {
            let mut run = PuzzleRun::new(puzzle.clone(), None).unwrap();
            run.hints = 1;
            for stage in [
                PuzzleStage::Solving,
                PuzzleStage::Wrong(run.next_move().unwrap()),
                PuzzleStage::Solved,
            ] {
                run.stage = stage;
                let found = misfits(Some(panel), |ctx| {
                    let change = Some((1500.0, 1523.0));
                    crate::ui::puzzle_panel::draw_puzzle_panel(
                        ctx,
                        &l,
                        &run,
                        change,
                        BoardView::Solid,
                    );
                });
                assert!(
                    found.is_empty(),
                    "{} {}: {found:#?}",
                    language.code(),
                    puzzle.id
                );
            }
        }
    }
}
