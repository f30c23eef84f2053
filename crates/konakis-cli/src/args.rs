//! A small hand-written argument parser: flags declared per command, the shared game options
//! (`-v` or `--rules`, `-p`, `--to-move`) resolved into a variant and a position, and the error
//! type every command returns.

use std::fmt;
use std::io;
use std::sync::Arc;

use konakis_engine::search::Level;
use konakis_engine::{PRESETS, ParseError, Position, Rules, Side, Variant};

/// Why a command stopped early.
#[derive(Debug)]
pub(crate) enum CliError {
    /// No command at all: the usage goes to stderr, exit status 2.
    NoCommand,
    /// Bad input: one line for stderr, exit status 2.
    Bad(String),
    /// `--help` was asked for: this usage text goes to stdout, exit status 0.
    Help(&'static str),
    /// The command ran but failed (a benchmark found a wrong count): exit status 1.
    Failed(String),
    /// Writing the output failed: exit status 1.
    Io(io::Error),
}

impl CliError {
    /// Bad input with this message.
    pub(crate) fn bad(message: impl Into<String>) -> CliError {
        CliError::Bad(message.into())
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::NoCommand => f.write_str("no command given"),
            CliError::Bad(message) => f.write_str(message),
            CliError::Help(usage) => f.write_str(usage),
            CliError::Failed(message) => f.write_str(message),
            CliError::Io(e) => write!(f, "writing the output failed: {e}"),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Io(e)
    }
}

/// A flag a command accepts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Flag {
    /// Long form, `--variant`; also the key to look the flag up by.
    pub long: &'static str,
    /// Short form, `-v`.
    pub short: Option<&'static str>,
    /// The name of its value in messages (`ID`), or `None` for a switch like `--json`.
    pub value: Option<&'static str>,
}

/// `-v ID` / `--variant ID`: the preset.
pub(crate) const VARIANT: Flag = Flag {
    long: "--variant",
    short: Some("-v"),
    value: Some("ID"),
};

/// `--rules FILE`: a rule set as JSON, the form `konakis-cli rules` prints (`-` reads stdin).
pub(crate) const RULES: Flag = Flag {
    long: "--rules",
    short: None,
    value: Some("FILE"),
};

/// `-p POS` / `--position POS`: an OpenTafl positional record.
pub(crate) const POSITION: Flag = Flag {
    long: "--position",
    short: Some("-p"),
    value: Some("POS"),
};

/// `--to-move attackers|defenders`.
pub(crate) const TO_MOVE: Flag = Flag {
    long: "--to-move",
    short: None,
    value: Some("SIDE"),
};

/// `--seed S`: the seed of the computer's random choices.
pub(crate) const SEED: Flag = Flag {
    long: "--seed",
    short: None,
    value: Some("S"),
};
/// `--time-ms T`: thinking time per move.
pub(crate) const TIME_MS: Flag = Flag {
    long: "--time-ms",
    short: None,
    value: Some("T"),
};
/// The options every command that works on a position takes.
pub(crate) const GAME_FLAGS: [Flag; 4] = [VARIANT, RULES, POSITION, TO_MOVE];

/// The arguments of one command, checked against its flags.
#[derive(Debug, Default)]
pub(crate) struct Parsed {
    values: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
    /// The arguments that are not flags, in order.
    pub positionals: Vec<String>,
}

impl Parsed {
    /// The value given to the flag with this long name.
    pub(crate) fn value(&self, long: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(l, _)| *l == long)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the switch with this long name was given.
    pub(crate) fn has(&self, long: &str) -> bool {
        self.switches.contains(&long)
    }
}

/// An argument that is a flag rather than a value: `-x`, `--xyz`, but not `-` alone nor a
/// negative number (so `perft -v brandub -1` says the depth is bad, not the flag unknown).
fn looks_like_flag(arg: &str) -> bool {
    arg.len() > 1 && arg.starts_with('-') && !arg[1..].starts_with(|c: char| c.is_ascii_digit())
}

/// Parses `args` (the words after the command name) against `flags`. `-h`/`--help` anywhere
/// answers [`CliError::Help`] with `usage`; after `--` every word is positional.
pub(crate) fn parse(
    args: &[String],
    flags: &[Flag],
    usage: &'static str,
) -> Result<Parsed, CliError> {
    let mut parsed = Parsed::default();
    let mut words = args.iter();
    while let Some(arg) = words.next() {
        if arg == "--" {
            parsed.positionals.extend(words.by_ref().cloned());
            break;
        }
        if arg == "-h" || arg == "--help" {
            return Err(CliError::Help(usage));
        }
        if !looks_like_flag(arg) {
            parsed.positionals.push(arg.clone());
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (arg.as_str(), None),
        };
        let flag = flags
            .iter()
            .find(|f| f.long == name || f.short == Some(name))
            .ok_or_else(|| {
                let known: Vec<&str> = flags.iter().map(|f| f.short.unwrap_or(f.long)).collect();
                if known.is_empty() {
                    CliError::bad(format!("unknown flag {name} (this command takes none)"))
                } else {
                    CliError::bad(format!(
                        "unknown flag {name} (this command takes {})",
                        known.join(", ")
                    ))
                }
            })?;
        let seen = parsed.value(flag.long).is_some() || parsed.has(flag.long);
        if seen {
            return Err(CliError::bad(format!("{name} is given twice")));
        }
        match flag.value {
            None => {
                if inline.is_some() {
                    return Err(CliError::bad(format!("{name} takes no value")));
                }
                parsed.switches.push(flag.long);
            }
            Some(value_name) => {
                let value = match inline {
                    Some(v) => v,
                    None => match words.next() {
                        Some(v) if !looks_like_flag(v) => v.clone(),
                        _ => {
                            return Err(CliError::bad(format!(
                                "{name} needs a value: {name} {value_name}"
                            )));
                        }
                    },
                };
                if value.is_empty() {
                    return Err(CliError::bad(format!(
                        "{name} needs a value: {name} {value_name}"
                    )));
                }
                parsed.values.push((flag.long, value));
            }
        }
    }
    Ok(parsed)
}

/// A variant and a position to work on: what `-v`/`--rules`, `-p` and `--to-move` describe.
pub(crate) struct Setup {
    /// The compiled rules.
    pub variant: Arc<Variant>,
    /// The position (the rules' start unless `-p` gave one).
    pub position: Position,
}

/// Resolves the shared game options. `-v` or `--rules` is required; without `-p` the rules'
/// start is used, and without `--to-move` the rules' first side moves.
pub(crate) fn setup(parsed: &Parsed) -> Result<Setup, CliError> {
    let variant = variant(parsed)?;
    let position = position(parsed, &variant)?;
    Ok(Setup {
        variant: Arc::new(variant),
        position,
    })
}

/// The rules `-v ID` or `--rules FILE` name; one of them is required.
pub(crate) fn variant(parsed: &Parsed) -> Result<Variant, CliError> {
    chosen_variant(parsed)?.ok_or_else(|| {
        CliError::bad(format!(
            "no variant given: add -v ID ({}) or --rules FILE",
            PRESETS.map(|p| p.id).join(", ")
        ))
    })
}

/// The rules `-v ID` or `--rules FILE` name, or `None` when neither is given (both is an
/// error).
pub(crate) fn chosen_variant(parsed: &Parsed) -> Result<Option<Variant>, CliError> {
    match (parsed.value(VARIANT.long), parsed.value(RULES.long)) {
        (Some(_), Some(_)) => Err(CliError::bad(
            "-v and --rules both give the rules: use one of them",
        )),
        (Some(id), None) => Variant::preset(id)
            .map(Some)
            .map_err(|e| CliError::bad(e.to_string())),
        (None, Some(path)) => rules_file(path).map(Some),
        (None, None) => Ok(None),
    }
}

/// Reads a rule set saved as JSON (`-` for stdin) and compiles it: a file that cannot be
/// read, is not a rule set, or describes no playable game is bad input naming the file.
pub(crate) fn rules_file(path: &str) -> Result<Variant, CliError> {
    let fail = |why: String| CliError::bad(format!("rules file {path}: {why}"));
    let text = read_text(path).map_err(|e| fail(e.to_string()))?;
    let rules: Rules = serde_json::from_str(&text).map_err(|e| fail(e.to_string()))?;
    Variant::new(rules).map_err(|e| fail(e.to_string()))
}

/// The text of the file at `path`, or of stdin for `-`.
pub(crate) fn read_text(path: &str) -> io::Result<String> {
    if path == "-" {
        io::read_to_string(io::stdin())
    } else {
        std::fs::read_to_string(path)
    }
}

/// Whether `-p` or `--to-move` was given.
pub(crate) fn has_position(parsed: &Parsed) -> bool {
    parsed.value(POSITION.long).is_some() || parsed.value(TO_MOVE.long).is_some()
}

/// The position `-p` and `--to-move` describe under `variant`: its start and first side
/// unless they say otherwise.
pub(crate) fn position(parsed: &Parsed, variant: &Variant) -> Result<Position, CliError> {
    let to_move = match parsed.value(TO_MOVE.long) {
        Some(text) => Side::parse(text).ok_or_else(|| {
            CliError::bad(format!(
                "--to-move: '{text}' is not a side (attackers or defenders)"
            ))
        })?,
        None => variant.rules().first,
    };
    match parsed.value(POSITION.long) {
        Some(text) => variant
            .parse_position(text, to_move)
            .map_err(|e| CliError::bad(format!("bad position: {e}"))),
        None => Ok(variant.start().with_to_move(to_move)),
    }
}

/// How messages name a rule set: its id, or its name when it has no id.
pub(crate) fn label(variant: &Variant) -> &str {
    let rules = variant.rules();
    match (rules.id.as_str(), rules.name.as_str()) {
        ("", "") => "custom rules",
        ("", name) => name,
        (id, _) => id,
    }
}

/// Exactly `N` positional arguments, each named in `names` for the message when one is
/// missing or extra.
pub(crate) fn positionals<'a, const N: usize>(
    parsed: &'a Parsed,
    names: [&str; N],
) -> Result<[&'a str; N], CliError> {
    let given = &parsed.positionals;
    if given.len() < N {
        return Err(CliError::bad(format!("missing {}", names[given.len()])));
    }
    if given.len() > N {
        return Err(CliError::bad(format!("unexpected argument '{}'", given[N])));
    }
    Ok(std::array::from_fn(|i| given[i].as_str()))
}

/// A whole number within `range`, for the flag `name`.
pub(crate) fn number(
    name: &str,
    text: &str,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, CliError> {
    text.parse::<u64>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            CliError::bad(format!(
                "{name}: '{text}' is not a whole number from {} to {}",
                range.start(),
                range.end()
            ))
        })
}

/// A difficulty level (1-6 or a name), for the flag `name`.
pub(crate) fn level(name: &str, text: &str) -> Result<Level, CliError> {
    text.parse()
        .map_err(|e: ParseError| CliError::bad(format!("{name}: {e}")))
}

/// The value of a required flag, or an error naming it.
pub(crate) fn required(parsed: &Parsed, flag: Flag) -> Result<&str, CliError> {
    parsed.value(flag.long).ok_or_else(|| {
        CliError::bad(format!(
            "{} is required: {} {}",
            flag.long,
            flag.long,
            flag.value.unwrap_or("")
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    const JSON: Flag = Flag {
        long: "--json",
        short: None,
        value: None,
    };

    #[test]
    fn flags_values_and_positionals() {
        let flags = [VARIANT, POSITION, TO_MOVE, JSON];
        let p = parse(
            &words("-v brandub e5-e8 --json --to-move=defenders a1-a2"),
            &flags,
            "",
        )
        .unwrap();
        assert_eq!(p.value("--variant"), Some("brandub"));
        assert_eq!(p.value("--to-move"), Some("defenders"));
        assert!(p.has("--json"));
        assert_eq!(p.positionals, ["e5-e8", "a1-a2"]);
    }

    #[test]
    fn mistakes_are_named() {
        let flags = GAME_FLAGS;
        let err = |text: &str| match parse(&words(text), &flags, "") {
            Err(CliError::Bad(m)) => m,
            other => panic!("{text}: {other:?}"),
        };
        assert!(err("--fast").contains("unknown flag --fast"));
        assert!(err("-v").contains("-v needs a value"));
        assert!(err("-v brandub -v tablut").contains("given twice"));
        assert!(err("--variant --to-move x").contains("needs a value"));
        assert!(matches!(
            parse(&words("x --help"), &flags, "U"),
            Err(CliError::Help("U"))
        ));
        // A negative number is a value, not a flag.
        assert_eq!(parse(&words("-1"), &flags, "").unwrap().positionals, ["-1"]);
    }
}
