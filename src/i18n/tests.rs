//! The languages checked against each other and against the code: every file parses, every
//! language has every message English has (and no other), no message is left in English
//! unless it is a proper name, Polish and Czech count with their three forms, and every
//! message the code asks for exists.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use konakis_engine::{Announcement, PRESETS, Reason};

use super::{Language, Locale};
use crate::screens::all_switch_messages;

/// A message as a file holds it: its text (variants joined) and whether it selects on a
/// number.
struct Message {
    file: String,
    text: String,
    plural_variants: Option<Vec<String>>,
}

fn locale_dir(language: Language) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(language.code())
}

/// Every message of a language, by id; a file that does not parse fails the test.
fn messages(language: Language) -> BTreeMap<String, Message> {
    let mut found = BTreeMap::new();
    let dir = locale_dir(language);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let Some(pattern) = &m.value else {
                    panic!("{file}: {} has no value", m.id.name);
                };
                let message = Message {
                    file: file.clone(),
                    text: pattern_text(pattern),
                    plural_variants: plural_variants(pattern),
                };
                let id = m.id.name.clone();
                assert!(
                    found.insert(id.clone(), message).is_none(),
                    "{file}: {id} twice"
                );
            }
        }
    }
    found
}

fn pattern_text(pattern: &ast::Pattern<String>) -> String {
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text += value,
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for v in variants {
                        text += &pattern_text(&v.value);
                        text += "|";
                    }
                }
                Expression::Inline(InlineExpression::VariableReference { id }) => {
                    text += &format!("{{${}}}", id.name)
                }
                Expression::Inline(other) => text += &format!("{other:?}"),
            },
        }
    }
    text
}

/// The variant keys of a message that selects on a number argument (`one`, `few`...).
fn plural_variants(pattern: &ast::Pattern<String>) -> Option<Vec<String>> {
    pattern.elements.iter().find_map(|element| match element {
        PatternElement::Placeable {
            expression: Expression::Select { variants, .. },
        } => {
            let keys: Vec<String> = variants
                .iter()
                .map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => name.clone(),
                    ast::VariantKey::NumberLiteral { value } => value.clone(),
                })
                .collect();
            keys.iter()
                .any(|k| ["one", "few", "many"].contains(&k.as_str()))
                .then_some(keys)
        }
        _ => None,
    })
}

#[test]
fn every_language_has_every_message_and_no_other() {
    let english = messages(Language::English);
    assert!(english.len() > 200, "{} messages", english.len());
    for language in Language::ALL {
        let own = messages(language);
        for (id, message) in &english {
            let found = own.get(id);
            assert!(
                found.is_some(),
                "{}: {id} ({}) missing",
                language.code(),
                message.file
            );
            assert_eq!(
                found.unwrap().file,
                message.file,
                "{}: {id} in another file than English's",
                language.code()
            );
        }
        for id in own.keys() {
            assert!(
                english.contains_key(id),
                "{}: {id} is not English's",
                language.code()
            );
        }
    }
}

/// Words every language writes as English does: the names of games, levels and places,
/// the calls of the source documents, symbols.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[
    "announce-raichi",
    "announce-tuichi",
    "announce-rest",
    "settings-board-oak",
    "files-ok",
    "preset-brandub-name",
    "preset-tablut-name",
    "preset-ard-ri-name",
    "preset-tawlbwrdd-name",
    "preset-alea-evangelii-name",
    "preset-fidchell-name",
    "preset-gwyddbwyll-name",
    "preset-hnefatafl-13-name",
    "preset-fetlar-name",
    "rules-layout",
    "rules-layout-own",
    "rules-layout-games",
    "die-throw-of",
    "panel-hint-move",
    "new-game-seconds-per-move",
    "settings-slide-time",
    "clock-main-and-periods",
    "clock-sudden-death",
    "clock-named",
    "clock-preset-blitz",
    "clock-preset-overtime",
    "clock-periods",
    "match-score",
];

/// Words a language writes as English does, though they are not names: (language, message).
const SAME_IN_ONE_LANGUAGE: &[(&str, &str)] = &[
    ("ca", "switch-value-no"),
    ("ca", "rules-section-captures"),
    ("fr", "rules-section-captures"),
    ("fr", "switch-shieldwall-label"),
    ("fr", "clock-minutes"),
    ("cs", "clock-preset-rapid"),
    ("ca", "clock-increment"),
];

#[test]
fn no_message_is_left_in_english_but_proper_names() {
    let english = messages(Language::English);
    for language in Language::ALL.into_iter().skip(1) {
        let own = messages(language);
        for (id, message) in &english {
            let same = own.get(id).is_some_and(|m| m.text == message.text);
            let allowed = SAME_IN_EVERY_LANGUAGE.contains(&id.as_str())
                || SAME_IN_ONE_LANGUAGE.contains(&(language.code(), id.as_str()));
            assert!(
                !same || allowed,
                "{}: {id} is still English: {}",
                language.code(),
                message.text
            );
        }
    }
}

#[test]
fn polish_and_czech_count_with_their_three_forms() {
    let english = messages(Language::English);
    for language in [Language::Polish, Language::Czech] {
        let own = messages(language);
        for (id, message) in &english {
            if message.plural_variants.is_none() {
                continue;
            }
            let keys = own[id].plural_variants.clone().unwrap_or_default();
            for form in ["one", "few", "many"] {
                assert!(
                    keys.iter().any(|k| k == form),
                    "{}: {id} counts without its '{form}' form: {keys:?}",
                    language.code()
                );
            }
        }
    }
}

/// Every id the code names, literally or by a pattern, in English (and so, by the test
/// above, in every language).
#[test]
fn every_message_the_code_asks_for_exists() {
    let english = messages(Language::English);
    let mut wanted: Vec<String> =
        literal_ids_in(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    for preset in PRESETS {
        for part in ["name", "origin", "summary"] {
            wanted.push(format!("preset-{}-{part}", preset.id));
        }
        if !preset.quote.is_empty() {
            wanted.push(format!("preset-{}-quote-meaning", preset.id));
            wanted.push(format!("document-{}", preset.quote_language));
        }
    }
    let reasons = [
        Reason::KingCaptured,
        Reason::KingEscaped,
        Reason::ExitFort,
        Reason::Encirclement,
        Reason::AllCaptured,
        Reason::NoMoves,
        Reason::Repetition,
        Reason::Tuichi,
        Reason::Resignation,
        Reason::Time,
        Reason::Agreement,
    ];
    wanted.extend(reasons.map(|r| format!("reason-{}", r.name())));
    for said in [
        Announcement::Raichi,
        Announcement::Tuichi,
        Announcement::Rest,
    ] {
        wanted.push(format!("announce-{}", said.name()));
        wanted.push(format!("announce-{}-meaning", said.name()));
    }
    wanted.extend((1..=6).map(|n| format!("level-{n}-description")));
    for theme in konakis_engine::puzzles::Theme::ALL {
        wanted.push(format!("puzzle-theme-{}", theme.name()));
    }
    for (name, _) in konakis_engine::clock::PRESETS {
        wanted.push(format!("clock-preset-{name}"));
    }
    wanted.extend(all_switch_messages());
    for topic in every_topic() {
        for part in ["title", "rule", "task"] {
            wanted.push(format!("lesson-{}-{part}", topic.name()));
        }
    }
    for id in wanted {
        assert!(
            english.contains_key(&id),
            "the code asks for {id}, which English lacks"
        );
    }
}

/// Every topic a lesson may have: those of every preset and of rule sets that turn on what
/// no preset does.
fn every_topic() -> Vec<konakis_engine::lessons::Topic> {
    let mut all: Vec<_> = PRESETS
        .iter()
        .flat_map(|p| {
            konakis_engine::lessons::topics(&konakis_engine::Rules::preset(p.id).unwrap())
        })
        .collect();
    let mut extra = konakis_engine::Rules::preset("copenhagen").unwrap();
    extra.all_defenders_captured_wins = true;
    extra.throne_closed_after_king_left = true;
    extra.occupied_throne_hostile_to_attackers = true;
    extra.king_capture = konakis_engine::KingCapture::StrongNearThrone;
    all.extend(konakis_engine::lessons::topics(&extra));
    all.sort_by_key(|t| t.name());
    all.dedup();
    all
}

/// The string literals in the Rust files under `dir` that have a message's shape and one of
/// the messages' stems (`"panel-undo"`).
fn literal_ids_in(dir: &Path) -> Vec<String> {
    const STEMS: &[&str] = &[
        "panel-",
        "die-",
        "overlay-",
        "end-",
        "title-",
        "settings-",
        "load-",
        "files-",
        "file-",
        "new-game-",
        "rules-",
        "brief-",
        "refusal-",
        "attempt-",
        "result-",
        "side-",
        "to-move",
        "player-",
        "rating-",
        "balance-",
        "lesson-",
        "learn-",
        "welcome-",
        "confirm-",
    ];
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(literal_ids_in(&path));
            continue;
        }
        if path.extension().is_none_or(|x| x != "rs") || path.ends_with("i18n/tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for literal in text.split('"').skip(1).step_by(2) {
            let shaped = literal
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && literal.contains('-');
            if shaped && STEMS.iter().any(|s| literal.starts_with(s)) {
                found.push(literal.to_string());
            }
        }
    }
    found
}

#[test]
fn a_message_with_arguments_is_worded_in_every_language() {
    for language in Language::ALL {
        let l = Locale::new(language);
        for n in [1u32, 2, 5, 22] {
            let text = crate::tr!(l, "end-after-moves", moves = n);
            assert!(text.contains(&n.to_string()), "{}: {text}", language.code());
            assert!(!text.contains("end-after"), "{}: {text}", language.code());
        }
    }
    let polish = Locale::new(Language::Polish);
    let forms: Vec<String> = [1u32, 2, 5, 12, 22]
        .iter()
        .map(|&n| crate::tr!(polish, "end-after-moves", moves = n))
        .collect();
    assert_ne!(forms[0], forms[1].replace('2', "1"));
    assert_ne!(forms[1].replace('2', "5"), forms[2]);
    assert_eq!(
        forms[2].replace('5', "12"),
        forms[3],
        "12 takes the form of 5"
    );
    assert_eq!(
        forms[1].replace('2', "22"),
        forms[4],
        "22 takes the form of 2"
    );
}

#[test]
fn decimals_carry_the_language_s_mark() {
    assert_eq!(Locale::new(Language::English).decimal(0.5), "0.5");
    assert_eq!(Locale::new(Language::French).decimal(0.25), "0,25");
    assert_eq!(Locale::new(Language::Czech).decimal(2.0), "2");
}

#[test]
fn the_system_language_is_read_from_a_locale_name() {
    assert_eq!(Language::from_code("pl-PL"), Some(Language::Polish));
    assert_eq!(Language::from_code("cs_CZ.UTF-8"), Some(Language::Czech));
    assert_eq!(
        Language::from_code("ca-ES-valencia"),
        Some(Language::Catalan)
    );
    assert_eq!(Language::from_code("fr"), Some(Language::French));
    assert_eq!(Language::from_code("C"), None);
    assert_eq!(Language::from_code("de-DE"), None);
}

/// A language chosen in the settings is spoken from the next frame on, with no restart.
#[test]
fn switching_the_language_changes_the_text_in_the_next_frame() {
    use bevy::prelude::*;

    use crate::persist::Persisted;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    let settings = konakis_store::Settings {
        language: Some("en".into()),
        ..Default::default()
    };
    app.insert_resource(Persisted {
        paths: konakis_store::Paths::in_dir(std::env::temp_dir().join("konakis-no-files")),
        settings: settings.clone(),
    });
    app.insert_resource(Locale::for_settings(&settings));
    app.add_plugins(super::plugin);
    app.update();
    let undo = |app: &App| app.world().resource::<Locale>().t("panel-undo");
    assert_eq!(undo(&app), "Undo");
    app.world_mut()
        .resource_mut::<Persisted>()
        .settings
        .language = Some("cs".into());
    app.update();
    assert_eq!(app.world().resource::<Locale>().language(), Language::Czech);
    let czech = undo(&app);
    assert_ne!(czech, "Undo");
    app.world_mut()
        .resource_mut::<Persisted>()
        .settings
        .language = Some("pl".into());
    app.update();
    assert_ne!(undo(&app), czech);
    assert_eq!(
        app.world().resource::<Locale>().language(),
        Language::Polish
    );
}
