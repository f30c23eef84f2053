//! The languages the game speaks: every text a player reads comes from Fluent files
//! (`assets/locales/<language>/*.ftl`, built into the game), in English, Polish, French,
//! Catalan and Czech, with each language's plural rules. The [`Locale`] resource holds the
//! language in force; [`tr!`](crate::tr) looks a message up in it. The engine gives
//! reasons and results as data; `words.rs` words them.
//!
//! Adding a language: a folder of `.ftl` files with every message id of `en/` and a line in
//! [`Language`]; README.md, "Languages", says how.

mod lessons;
#[cfg(test)]
mod tests;
mod words;

use std::borrow::Cow;
use std::collections::HashMap;

use bevy::prelude::*;

use crate::persist::Persisted;
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, static_loader};

pub use lessons::*;
pub use words::*;

static_loader! {
    static LOCALES = {
        locales: "./assets/locales",
        fallback_language: "en",
        // No Unicode isolation marks around arguments: egui would draw them as boxes.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language the game speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Language {
    /// English.
    #[default]
    English,
    /// Polish.
    Polish,
    /// French.
    French,
    /// Catalan.
    Catalan,
    /// Czech.
    Czech,
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::Polish,
        Language::French,
        Language::Catalan,
        Language::Czech,
    ];

    /// Its code, as the settings keep it and the locale folders are named (`pl`).
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Polish => "pl",
            Language::French => "fr",
            Language::Catalan => "ca",
            Language::Czech => "cs",
        }
    }

    /// Its name in itself, as a language menu shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Polish => "Polski",
            Language::French => "Français",
            Language::Catalan => "Català",
            Language::Czech => "Čeština",
        }
    }

    /// The language of a code or a locale name (`pl`, `pl-PL`, `cs_CZ.UTF-8`, `ca-ES-valencia`),
    /// if the game speaks it.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The system's language where the game speaks it, else English.
    pub fn of_system() -> Language {
        sys_locale::get_locales()
            .find_map(|name| Language::from_code(&name))
            .unwrap_or_default()
    }

    fn identifier(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("the codes are valid language identifiers")
    }
}

/// The language in force, and the messages in it.
#[derive(Resource, Clone, Debug)]
pub struct Locale {
    language: Language,
    id: LanguageIdentifier,
}

impl Default for Locale {
    fn default() -> Locale {
        Locale::new(Language::English)
    }
}

/// An argument of a message: a number (which chooses the plural form) or a text.
pub enum Arg {
    /// A number.
    Number(f64),
    /// A text.
    Text(String),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl Locale {
    /// The messages of `language`.
    pub fn new(language: Language) -> Locale {
        Locale {
            language,
            id: language.identifier(),
        }
    }

    /// The language the settings ask for: the one they name, else the system's.
    pub fn for_settings(settings: &konakis_store::Settings) -> Locale {
        let language = settings
            .language
            .as_deref()
            .and_then(Language::from_code)
            .unwrap_or_else(Language::of_system);
        Locale::new(language)
    }

    /// The language in force.
    pub fn language(&self) -> Language {
        self.language
    }

    /// `value` in its shortest form, written with the language's decimal mark: "0.25" in
    /// English, "0,25" in the others.
    pub fn decimal(&self, value: f64) -> String {
        self.with_mark(value.to_string())
    }

    /// `value` with `places` decimals and the language's decimal mark.
    pub fn fixed(&self, value: f64, places: usize) -> String {
        self.with_mark(format!("{value:.places$}"))
    }

    fn with_mark(&self, text: String) -> String {
        match self.language {
            Language::English => text,
            _ => text.replace('.', ","),
        }
    }

    /// The message `id`; its id itself if no language has it (a test sees to it that all do).
    pub fn t(&self, id: &str) -> String {
        LOCALES
            .try_lookup(&self.id, id)
            .unwrap_or_else(|| id.to_string())
    }

    /// The message `id` with its arguments.
    pub fn t_with(&self, id: &str, args: Vec<(&'static str, Arg)>) -> String {
        let args: HashMap<Cow<'static, str>, FluentValue<'static>> = args
            .into_iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Number(n) => FluentValue::from(n),
                    Arg::Text(t) => FluentValue::from(t),
                };
                (Cow::Borrowed(name), value)
            })
            .collect();
        LOCALES
            .try_lookup_with_args(&self.id, id, &args)
            .unwrap_or_else(|| id.to_string())
    }
}

/// Looks up a message in a [`Locale`]: `tr!(locale, "panel-undo")`, or with arguments,
/// `tr!(locale, "panel-moves", count = 3)`.
#[macro_export]
macro_rules! tr {
    ($locale:expr, $id:expr) => {
        $locale.t($id)
    };
    ($locale:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $locale.t_with($id, vec![$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Locale>();
    app.add_systems(
        Update,
        follow_the_settings.run_if(resource_exists_and_changed::<Persisted>),
    );
}

/// A language chosen in the settings is spoken from the next frame on, without a restart.
fn follow_the_settings(persisted: Res<Persisted>, mut locale: ResMut<Locale>) {
    let wanted = Locale::for_settings(&persisted.settings);
    if wanted.language != locale.language {
        *locale = wanted;
    }
}
