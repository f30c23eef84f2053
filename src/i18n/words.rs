//! The engine's data in the player's words: sides, results and why a game ended, why a move
//! was refused, the announcements, the levels, the presets and their rules in brief, and the
//! notices about files. The engine gives these as data (its English `Display` is the command
//! line's); the game words them here, in the language in force.

use konakis_engine::search::Level;
use konakis_engine::{
    Announcement, IllegalMove, Outcome, PRESETS, Piece, Preset, Reason, Rules, Side,
};
use konakis_store::{FileKind, Kept, Problem, StoreError, Then};

use super::Locale;
use crate::persist::Notice;
use crate::tr;

/// `attackers` or `defenders`: the value messages select on (`{ $side -> ... }`).
pub fn side_key(side: Side) -> &'static str {
    side.name()
}

/// `attacker`, `defender` or `king`: the value messages select on (`{ $piece -> ... }`).
pub fn piece_key(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

/// "Attackers" or "Defenders", as a heading.
pub fn side_title(l: &Locale, side: Side) -> String {
    tr!(l, "side-title", side = side_key(side))
}

/// "The defenders win!" or "A draw."
pub fn result_title(l: &Locale, outcome: Outcome) -> String {
    match outcome.winner {
        Some(side) => tr!(l, "result-winner", side = side_key(side)),
        None => tr!(l, "result-draw"),
    }
}

/// A puzzle theme's name, as a player reads it.
pub fn theme_name(l: &Locale, theme: konakis_engine::puzzles::Theme) -> String {
    l.t(&format!("puzzle-theme-{}", theme.name()))
}

/// Why the game ended, in a sentence (a reason the rules give).
pub fn reason_sentence(l: &Locale, reason: Reason) -> String {
    l.t(&format!("reason-{}", reason.name()))
}

/// Why this game ended, in a sentence: the rules' reason, or who resigned or ran out of time.
pub fn ending_sentence(l: &Locale, outcome: Outcome) -> String {
    match (outcome.reason, outcome.winner) {
        (Reason::Resignation, Some(winner)) => {
            tr!(l, "reason-resignation", side = side_key(winner.opponent()))
        }
        (Reason::Time, Some(winner)) => tr!(l, "reason-time", side = side_key(winner.opponent())),
        (reason, _) => reason_sentence(l, reason),
    }
}

/// Why the engine refused a move, in a sentence.
pub fn refusal(l: &Locale, why: &IllegalMove) -> String {
    match why {
        IllegalMove::GameOver => tr!(l, "refusal-game-over"),
        IllegalMove::NoPiece(sq) => tr!(l, "refusal-no-piece", square = sq.to_string()),
        IllegalMove::NotYourPiece(sq) => tr!(l, "refusal-not-your-piece", square = sq.to_string()),
        IllegalMove::NotStraight => tr!(l, "refusal-not-straight"),
        IllegalMove::Blocked(sq) => tr!(l, "refusal-blocked", square = sq.to_string()),
        IllegalMove::Restricted(sq) => tr!(l, "refusal-restricted", square = sq.to_string()),
        IllegalMove::OffBoard(sq) => tr!(l, "refusal-off-board", square = sq.to_string()),
        IllegalMove::TooFar { most, tried } => {
            tr!(l, "refusal-too-far", most = *most, tried = *tried)
        }
        IllegalMove::NotThrown => tr!(l, "refusal-not-thrown"),
        IllegalMove::NotTheThrow { roll, tried } => {
            tr!(l, "refusal-not-the-throw", roll = *roll, tried = *tried)
        }
        IllegalMove::NoPass => tr!(l, "refusal-no-pass"),
        IllegalMove::ChooseCapture(choices) => {
            let list: Vec<String> = choices.iter().map(|m| m.to_string()).collect();
            tr!(l, "refusal-choose-capture", choices = list.join(", "))
        }
    }
}

/// The word called out ("Raichi!", "Odpoczynek!") and what it means.
pub fn announcement(l: &Locale, said: Announcement) -> (String, String) {
    let name = said.name();
    (
        l.t(&format!("announce-{name}")),
        l.t(&format!("announce-{name}-meaning")),
    )
}

/// Who each level suits and how it plays.
pub fn level_description(l: &Locale, level: Level) -> String {
    l.t(&format!("level-{}-description", level.number()))
}

/// The preset with this id, if it is one.
pub fn preset(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}

/// A preset's name in the player's language.
pub fn preset_name(l: &Locale, preset: &Preset) -> String {
    l.t(&format!("preset-{}-name", preset.id))
}

/// Where a preset comes from.
pub fn preset_origin(l: &Locale, preset: &Preset) -> String {
    l.t(&format!("preset-{}-origin", preset.id))
}

/// A preset's rules in a paragraph.
pub fn preset_summary(l: &Locale, preset: &Preset) -> String {
    l.t(&format!("preset-{}-summary", preset.id))
}

/// What the quoted words of a preset's document mean, unless the player reads its language.
pub fn quote_meaning(l: &Locale, preset: &Preset) -> Option<String> {
    (!preset.quote.is_empty() && preset.quote_language != l.language().code())
        .then(|| l.t(&format!("preset-{}-quote-meaning", preset.id)))
}

/// The name of a rule set: a preset's in the player's language, else the name it was saved
/// under.
pub fn rules_name(l: &Locale, rules: &Rules) -> String {
    match preset(&rules.id) {
        Some(p) if Rules::preset(p.id).as_ref() == Some(rules) => preset_name(l, p),
        _ if !rules.name.is_empty() => rules.name.clone(),
        _ => tr!(l, "rules-custom"),
    }
}

/// A notice for the player about files or rules.
pub fn notice(l: &Locale, notice: &Notice) -> String {
    match notice {
        Notice::File(error) => file_notice(l, error),
        Notice::Saved(path) => tr!(l, "file-saved", path = path.display().to_string()),
        Notice::CannotCreate { folder, why } => tr!(
            l,
            "file-cannot-create",
            folder = folder.display().to_string(),
            why = why.clone()
        ),
        Notice::RulesRefused(why) => tr!(l, "rules-refused", why = why.clone()),
    }
}

/// A notice about a file: which file, what is wrong with it, and what was done about it. The
/// parser's own detail, where there is one, stays as it was written (in English).
pub fn file_notice(l: &Locale, error: &StoreError) -> String {
    let kind = match error.kind {
        FileKind::Settings => "settings",
        FileKind::Autosave => "autosave",
        FileKind::Game => "game",
        FileKind::RuleSet => "rule-set",
    };
    let (problem, detail) = problem_words(&error.problem);
    let mut text = tr!(
        l,
        "file-problem",
        kind = kind,
        path = error.path.display().to_string(),
        problem = l.t(&format!("file-problem-{problem}")),
    );
    if let Some(detail) = detail {
        text += &format!(" ({detail})");
    }
    text += ".";
    match &error.kept {
        Kept::MovedTo(to) => {
            text += " ";
            text += &tr!(l, "file-kept-aside", path = to.display().to_string());
        }
        Kept::InPlace => {}
        Kept::CouldNotMove(why) => {
            text += " ";
            text += &tr!(l, "file-not-moved", why = why.to_string());
        }
    }
    if let Some(then) = error.then {
        text += " ";
        text += &l.t(match then {
            Then::UsingDefaults => "file-then-defaults",
            Then::NewGame => "file-then-new-game",
            Then::NothingWritten => "file-then-nothing-written",
            Then::NothingDeleted => "file-then-nothing-deleted",
            Then::NotOffered => "file-then-not-offered",
        });
    }
    text
}

/// The message of a problem, and the detail it carries.
fn problem_words(problem: &Problem) -> (&'static str, Option<String>) {
    match problem {
        Problem::Unreadable(why) => ("unreadable", Some(why.clone())),
        Problem::NotAFile => ("not-a-file", None),
        Problem::Empty => ("empty", None),
        Problem::Truncated(why) => ("truncated", Some(why.clone())),
        Problem::Corrupt(why) => ("corrupt", Some(why.clone())),
        Problem::Foreign(what) => ("foreign", Some(what.clone())),
        Problem::FutureVersion { found, supported } => {
            ("newer", Some(format!("{found} > {supported}")))
        }
        Problem::Invalid(why) => ("invalid", Some(why.clone())),
        Problem::Unwritable(why) => ("unwritable", Some(why.clone())),
        Problem::Unremovable(why) => ("unremovable", Some(why.clone())),
        Problem::BadName(why) => ("bad-name", Some(why.clone())),
    }
}
