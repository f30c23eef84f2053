//! Saved games: a game in progress of every preset resumes exactly (position, turn, undone
//! moves, players, levels, thinking times); finished games, custom starts, OpenTafl records
//! and plain aagenielsen-style move lists load; the autosave cycle.

mod common;

use std::fs;

use common::{Rng, TempDir, assert_same_game, play_random, random_game};
use konakis_engine::{Game, IllegalMove, PRESETS, Rules, Side, Variant};
use konakis_store::{
    GAME_FORMAT_VERSION, Paths, PlayerChoice, PlayerKind, SavedGame, clear_autosave, load_game,
    read_autosave, save_game, write_autosave,
};

#[test]
fn a_game_in_progress_of_every_preset_resumes_exactly() {
    let dir = TempDir::new("every-preset");
    for (i, preset) in PRESETS.iter().enumerate() {
        let mut game = random_game(preset.id, 15, 1000 + i as u64);
        assert!(
            game.ply() >= 4,
            "{}: the random game is too short",
            preset.id
        );
        assert!(game.outcome().is_none(), "{}: ended too early", preset.id);
        // Two moves taken back: they must come back as redoable.
        game.undo();
        game.undo();
        let level = (i % 6) as u8 + 1;
        let mut saved = SavedGame::with_players(
            game,
            PlayerChoice::computer(level).thinking_ms(500 + 250 * i as u64),
            PlayerChoice::human(),
        );
        saved.seed = Some(0xC0FFEE + i as u64);
        let path = dir.path().join(format!("{}.otg", preset.id));
        save_game(&path, &saved).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains(&format!("[konakis-version:{GAME_FORMAT_VERSION}]")));
        assert!(text.contains("[result:?]"), "{text}");
        assert!(text.contains(&format!("[attackers:Computer (level {level}, ")));
        assert!(text.contains(&format!("id:{}", preset.id)));

        let loaded = load_game(&path).unwrap();
        assert_same_game(&saved.game, &loaded.game);
        assert_eq!(loaded.attackers, saved.attackers, "{}", preset.id);
        assert_eq!(loaded.defenders, saved.defenders, "{}", preset.id);
        assert_eq!(loaded.seed, saved.seed);
        assert_eq!(loaded.player(Side::Attackers).kind, PlayerKind::Computer);
        assert_eq!(loaded.player(Side::Attackers).level, level);

        // Resumed: the undone moves redo, and play goes on from the same point.
        let mut resumed = loaded.game.clone();
        assert!(resumed.redo() && resumed.redo() && !resumed.redo());
        let mut original = saved.game.clone();
        original.go_to(original.total_plies());
        assert_eq!(resumed.position(), original.position());

        // Saving the loaded game again gives the same record (the date is kept).
        assert_eq!(loaded.to_text(), text, "{}", preset.id);
    }
}

#[test]
fn a_game_in_progress_of_every_preset_resumes_from_the_autosave() {
    let dir = TempDir::new("autosave-presets");
    let paths = Paths::in_dir(dir.path());
    for (i, preset) in PRESETS.iter().enumerate() {
        let game = random_game(preset.id, 15, 2000 + i as u64);
        let saved = SavedGame::with_players(
            game,
            PlayerChoice::human(),
            PlayerChoice::computer(6).thinking_ms(5000),
        );
        write_autosave(&paths, &saved).unwrap();
        let loaded = read_autosave(&paths).unwrap().expect("an autosave");
        assert_same_game(&saved.game, &loaded.game);
        assert_eq!(loaded.game.to_move(), saved.game.to_move());
        assert_eq!(
            loaded.defenders,
            PlayerChoice::computer(6).thinking_ms(5000)
        );
        assert_eq!(loaded.attackers, PlayerChoice::human());
        assert_eq!(loaded.seed, None);
    }
    assert_eq!(dir.names(), ["autosave.otg"]);
}

#[test]
fn the_autosave_follows_every_move_and_clears() {
    let dir = TempDir::new("autosave-cycle");
    let paths = Paths::in_dir(dir.path().join("nested/data"));
    assert!(read_autosave(&paths).unwrap().is_none());
    clear_autosave(&paths).unwrap(); // nothing to clear is fine
    let mut game = Game::new(Variant::preset("copenhagen").unwrap());
    let mut rng = Rng::new(7);
    for _ in 0..10 {
        play_random(&mut game, 1, &mut rng);
        write_autosave(&paths, &SavedGame::new(game.clone())).unwrap();
        let back = read_autosave(&paths).unwrap().unwrap();
        assert_same_game(&game, &back.game);
    }
    clear_autosave(&paths).unwrap();
    assert!(read_autosave(&paths).unwrap().is_none());
    assert!(!paths.autosave_path().exists());
}

#[test]
fn a_game_saved_at_the_start_resumes_with_the_first_side_to_move() {
    for preset in ["copenhagen", "tablut"] {
        let game = Game::new(Variant::preset(preset).unwrap());
        let saved = SavedGame::new(game);
        let back = SavedGame::from_text(&saved.to_text(), None).unwrap();
        assert_same_game(&saved.game, &back.game);
        assert_eq!(back.game.ply(), 0);
        assert_eq!(
            back.game.to_move(),
            Rules::preset(preset).unwrap().first,
            "{preset}"
        );
        assert_eq!(back.attackers, PlayerChoice::human());
        assert_eq!(back.defenders, PlayerChoice::human());
    }
}

#[test]
fn a_finished_game_round_trips_with_its_result() {
    let dir = TempDir::new("finished");
    let mut finished = None;
    for seed in 0..200 {
        let game = random_game("brandub", 400, seed);
        if game.outcome().is_some() {
            finished = Some(game);
            break;
        }
    }
    let game = finished.expect("some random brandub game ends within 400 moves");
    let outcome = game.outcome().unwrap();
    let saved = SavedGame::with_players(game, PlayerChoice::computer(1), PlayerChoice::computer(2));
    let path = dir.path().join("finished.otg");
    save_game(&path, &saved).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    let result = match outcome.winner {
        Some(Side::Attackers) => "[result:1]",
        Some(Side::Defenders) => "[result:-1]",
        None => "[result:0]",
    };
    assert!(text.contains(result), "{text}");
    let mut loaded = load_game(&path).unwrap();
    assert_same_game(&saved.game, &loaded.game);
    assert_eq!(loaded.outcome(), Some(outcome));
    let any = saved.game.all_moves()[0].mv;
    assert_eq!(loaded.game.play(any), Err(IllegalMove::GameOver));
}

#[test]
fn a_custom_start_position_round_trips() {
    let variant = Variant::preset("brandub").unwrap();
    let start = variant
        .parse_position("/3t3/7/3T3/t1TKT1t/7/3t3/7/", Side::Defenders)
        .unwrap();
    let mut game = Game::from_position(variant, start);
    play_random(&mut game, 6, &mut Rng::new(3));
    let saved = SavedGame::new(game);
    let text = saved.to_text();
    assert!(text.contains("[position:"), "{text}");
    let back = SavedGame::from_text(&text, None).unwrap();
    assert_same_game(&saved.game, &back.game);
}

#[test]
fn a_plain_aagenielsen_move_list_loads_as_copenhagen() {
    let dir = TempDir::new("plain-list");
    let mut expected = Game::new(Variant::preset("copenhagen").unwrap());
    for mv in ["d1-d3", "e5-e2", "g1-g3"] {
        expected.play(mv.parse().unwrap()).unwrap();
    }
    for (name, text) in [
        ("plain.txt", "d1-d3 e5-e2 g1-g3\n"),
        ("numbered.txt", "1. d1-d3 e5-e2\n2. g1-g3\n"),
        ("one-line.txt", "1. d1-d3 e5-e2 2. g1-g3"),
    ] {
        let path = dir.path().join(name);
        fs::write(&path, text).unwrap();
        let loaded = load_game(&path).unwrap();
        assert_same_game(&expected, &loaded.game);
        assert_eq!(loaded.game.to_move(), Side::Defenders);
        assert_eq!(loaded.attackers, PlayerChoice::human());
        assert_eq!(loaded.defenders, PlayerChoice::human());
        // The same list in memory, under other rules.
        let brandub = Rules::preset("brandub").unwrap();
        assert!(SavedGame::from_text(text, Some(&brandub)).is_err());
    }
}

/// aagenielsen.dk writes several captures as `e7-k7xk6xk5` (sometimes repeating a square):
/// a whole game from the start with such moves loads as Copenhagen, move for move.
#[test]
fn an_aagenielsen_record_with_several_captures_a_move_loads() {
    // A seeded random Copenhagen game that reaches a move taking two pieces or more.
    let game = (0..400)
        .map(|seed| random_game("copenhagen", 160, seed))
        .find(|g| g.moves().iter().any(|m| m.captured.count() >= 2))
        .expect("some random game takes two pieces at once");
    let aagenielsen = |repeat: bool| -> String {
        let mut text = String::new();
        for (i, played) in game.moves().iter().enumerate() {
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            text.push_str(&played.mv.to_string());
            for sq in played.captured.iter() {
                text.push_str(&format!("x{sq}"));
                if repeat {
                    text.push_str(&format!("x{sq}"));
                }
            }
            text.push(if i % 2 == 0 { ' ' } else { '\n' });
        }
        text
    };
    let dir = TempDir::new("aagenielsen-captures");
    for (name, repeat) in [("record.txt", false), ("repeated.txt", true)] {
        let text = aagenielsen(repeat);
        assert!(
            text.contains("x") && text.matches('x').count() >= 2,
            "{text}"
        );
        let path = dir.path().join(name);
        fs::write(&path, &text).unwrap();
        let loaded = load_game(&path).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_same_game(&game, &loaded.game);
    }
}

#[test]
fn an_opentafl_record_keeps_its_tags_through_a_resave() {
    let game = random_game("copenhagen", 8, 11);
    let mut text = String::from(
        "[event:Club night]\n[date:2016.03.22]\n[attackers:Harald]\n[defenders:Olaf]\n[result:?]\n[compiler:OpenTafl]\n",
    );
    // The engine's own record with OpenTafl's tags in front.
    text.push_str(&game.record_text(Vec::new()));
    let loaded = SavedGame::from_text(&text, None).unwrap();
    assert_same_game(&game, &loaded.game);
    assert_eq!(loaded.tag("event"), Some("Club night"));
    assert_eq!(loaded.tag("attackers"), Some("Harald"));
    let again = loaded.to_text();
    for tag in [
        "[event:Club night]",
        "[date:2016.03.22]",
        "[attackers:Harald]",
        "[defenders:Olaf]",
        "[compiler:Konakis]",
        "[konakis-attackers:human]",
    ] {
        assert!(again.contains(tag), "{tag} missing from\n{again}");
    }
    assert!(!again.contains("OpenTafl]"));
    let back = SavedGame::from_text(&again, None).unwrap();
    assert_same_game(&game, &back.game);
    assert_eq!(back.tag("event"), Some("Club night"));
}

#[test]
fn a_konakis_record_regenerates_its_player_tags() {
    let game = random_game("tablut", 5, 5);
    let saved = SavedGame::with_players(game, PlayerChoice::human(), PlayerChoice::computer(2));
    let mut loaded = SavedGame::from_text(&saved.to_text(), None).unwrap();
    loaded.defenders = PlayerChoice::human();
    loaded.attackers = PlayerChoice::computer(5).thinking_ms(1500);
    let text = loaded.to_text();
    assert!(
        text.contains("[attackers:Computer (level 5, 1.5 s a move)]"),
        "{text}"
    );
    assert!(text.contains("[defenders:Human]"), "{text}");
    assert!(
        text.contains("[konakis-attackers:computer/5/1500]"),
        "{text}"
    );
    assert_eq!(text.matches("[attackers:").count(), 1, "{text}");
}

#[test]
fn the_moves_carry_their_captures() {
    let mut game = Game::new(Variant::preset("brandub").unwrap());
    // Find a capture by playing random games until one captures.
    let mut rng = Rng::new(99);
    while game.moves().iter().all(|m| m.captured.is_empty()) {
        if game.outcome().is_some() || game.ply() > 300 {
            game = Game::new(Variant::preset("brandub").unwrap());
        }
        play_random(&mut game, 1, &mut rng);
    }
    let text = SavedGame::new(game.clone()).to_text();
    let capture = game
        .moves()
        .iter()
        .find(|m| !m.captured.is_empty())
        .unwrap();
    assert!(text.contains(&capture.record()), "{text}");
    assert_same_game(&game, &SavedGame::from_text(&text, None).unwrap().game);
}

#[test]
fn player_choices_read_and_write_their_tag_form() {
    for choice in [
        PlayerChoice::human(),
        PlayerChoice::computer(1),
        PlayerChoice::computer(6).thinking_ms(60_000),
    ] {
        assert_eq!(PlayerChoice::parse_tag(&choice.tag_value()), Ok(choice));
    }
    for bad in [
        "robot",
        "computer",
        "computer/0",
        "computer/7",
        "computer/x",
        "computer/3/0",
        "computer/3/-5",
        "computer/3/100/1",
        "",
    ] {
        assert!(PlayerChoice::parse_tag(bad).is_err(), "{bad}");
    }
}
