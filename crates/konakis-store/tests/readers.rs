//! Every reader of the store survives anything: random bytes, and valid settings, rule sets,
//! saved games and the lab's files of ratings and side balance, damaged every way the
//! engine's `tests/common/mutations.rs` knows (included here). Each reading returns a value
//! or an error, never panics, and finishes within the time bound; each file reader refuses
//! what is larger than it allows before reading it. The fuzz targets in `fuzz/` throw
//! millions more at the same readers.

mod common;
#[path = "../../konakis-engine/tests/common/mutations.rs"]
mod mutations;

use std::sync::LazyLock;

use common::{Rng, TempDir, play_random};
use konakis_engine::{Game, PRESETS, Rules, Variant};
use konakis_store::measured::{Balance, Ladder, parse_by_variant};
use konakis_store::{
    FileKind, Paths, PlayerChoice, Problem, RuleSet, SavedGame, Settings, load_game, load_settings,
};
use mutations::{apply, as_text, damage, within_bound};
use proptest::prelude::*;

/// Valid files of every kind the store reads.
static SAMPLES: LazyLock<Vec<Vec<u8>>> = LazyLock::new(|| {
    let mut samples = vec![
        Settings::default().to_json(),
        include_str!("../../../assets/ratings.json").to_string(),
        include_str!("../../../assets/balance.json").to_string(),
    ];
    let mut rng = Rng::new(5);
    for preset in PRESETS.iter().take(12) {
        let rules = Rules::preset(preset.id).unwrap();
        samples.push(RuleSet::new("Mine", rules.clone()).to_json());
        let mut game = Game::new(Variant::new(rules).unwrap());
        play_random(&mut game, 30, &mut rng);
        game.undo();
        let saved = SavedGame::with_players(game, PlayerChoice::human(), PlayerChoice::computer(4));
        samples.push(saved.to_text());
    }
    samples.into_iter().map(String::into_bytes).collect()
});

/// Reads `text` with every reader of the store.
fn read_everything(text: &str) {
    let _ = Settings::from_json(text);
    let _ = RuleSet::from_json("Mine", text);
    let copenhagen = Rules::preset("copenhagen").unwrap();
    let _ = SavedGame::from_text(text, None);
    let _ = SavedGame::from_text(text, Some(&copenhagen));
    let _ = parse_by_variant::<Ladder>(text, "a ratings file");
    let _ = parse_by_variant::<Balance>(text, "a balance file");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_are_read_or_refused(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let text = as_text(&bytes);
        within_bound("random bytes", || read_everything(&text));
    }

    #[test]
    fn damaged_files_are_read_or_refused(
        sample in 0..SAMPLES.len(),
        damage in damage(),
        more in proptest::option::of(damage()),
    ) {
        let mut bytes = apply(&SAMPLES[sample], &damage);
        if let Some(more) = &more {
            bytes = apply(&bytes, more);
        }
        let text = as_text(&bytes);
        within_bound(&format!("sample {sample} with {damage:?}"), || read_everything(&text));
    }
}

/// A file larger than any its reader accepts (1 MB for a game record or the settings) is
/// refused by its size, before it is read, and the player's own file is left as it is.
#[test]
fn files_beyond_the_size_limit_are_refused_unread() {
    let dir = TempDir::new("too-large");
    let big = vec![b' '; (1 << 20) + 1];
    let game_file = dir.path().join("huge.otg");
    std::fs::write(&game_file, &big).unwrap();
    within_bound("a huge game file", || {
        let error = load_game(&game_file).unwrap_err();
        assert_eq!(error.kind, FileKind::Game);
        assert!(matches!(error.problem, Problem::Foreign(_)), "{error}");
        assert!(error.to_string().contains("larger than any"), "{error}");
    });
    assert_eq!(std::fs::read(&game_file).unwrap().len(), big.len());
    let paths = Paths::in_dir(dir.path());
    std::fs::write(paths.settings_path(), &big).unwrap();
    within_bound("a huge settings file", || {
        let (settings, error) = load_settings(&paths);
        assert_eq!(settings, Settings::default());
        assert!(error.unwrap().to_string().contains("larger than any"));
    });
}
