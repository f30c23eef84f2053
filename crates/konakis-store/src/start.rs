//! The game a command line describes: `-v ID` or `--rules FILE`, `-p POS`, `--to-move SIDE`,
//! `--load FILE`, `--moves MOVE...` and `--rolls DIGITS`. Declared once for clap and turned
//! into a game once, here, for the game (`konakis`) and the command line (`konakis-cli`).

use std::ffi::OsStr;
use std::io::Read as _;
use std::path::Path;
use std::sync::Arc;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Arg, Args, Command};
use konakis_engine::notation::GameRecord;
use konakis_engine::{DIE_FACES, Game, IllegalMove, Move, PRESETS, Position, Rules, Side, Variant};

use crate::file;
use crate::saved_game::{MAX_RECORD_BYTES, RECORD_WHAT, SavedGame, StartOverride};

/// Why the options describe no game: one line that names the option and what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartError(pub String);

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StartError {}

fn fail(message: impl Into<String>) -> StartError {
    StartError(message.into())
}

/// A value read by a function of ours, with the words a shell may complete it with: clap's
/// error then carries our sentence, and completions offer the choices.
#[derive(Clone)]
pub struct Choice<T: Clone + Send + Sync + 'static> {
    read: fn(&str) -> Result<T, String>,
    choices: fn() -> Vec<PossibleValue>,
}

impl<T: Clone + Send + Sync + 'static> Choice<T> {
    /// Reads with `read`; `choices` lists the words to complete with.
    pub const fn new(
        read: fn(&str) -> Result<T, String>,
        choices: fn() -> Vec<PossibleValue>,
    ) -> Self {
        Choice { read, choices }
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Choice<T> {
    type Value = T;

    fn parse_ref(&self, cmd: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<T, clap::Error> {
        let name = arg.map_or_else(|| "the value".to_string(), |a| a.to_string());
        let text = value.to_str().ok_or_else(|| {
            clap::Error::raw(
                clap::error::ErrorKind::InvalidUtf8,
                format!("{name}: the value is not valid UTF-8\n"),
            )
            .with_cmd(cmd)
        })?;
        (self.read)(text).map_err(|why| {
            let message = format!("invalid value '{text}' for '{name}': {why}\n");
            clap::Error::raw(clap::error::ErrorKind::InvalidValue, message).with_cmd(cmd)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.choices)().into_iter()))
    }
}

/// Reads a preset's id.
pub fn preset_id(text: &str) -> Result<String, String> {
    Variant::preset(text)
        .map(|_| text.to_string())
        .map_err(|e| e.to_string())
}

/// The presets' ids, for `--help` and the completions.
pub fn preset_ids() -> Vec<PossibleValue> {
    PRESETS
        .iter()
        .map(|p| PossibleValue::new(p.id).help(p.name))
        .collect()
}

/// Reads `attackers` or `defenders`.
pub fn side(text: &str) -> Result<Side, String> {
    Side::parse(text).ok_or_else(|| format!("'{text}' is not a side (attackers or defenders)"))
}

fn sides() -> Vec<PossibleValue> {
    ["attackers", "defenders"].map(PossibleValue::new).to_vec()
}

/// The rules: a preset, or a rule set saved as JSON.
#[derive(Args, Clone, Debug, Default)]
pub struct RulesArgs {
    /// The preset (see `konakis-cli variants`)
    #[arg(short = 'v', long = "variant", value_name = "ID",
          value_parser = Choice::new(preset_id, preset_ids))]
    pub variant: Option<String>,
    /// A rule set as JSON instead, as `konakis-cli rules` prints it (- reads stdin)
    #[arg(long, value_name = "FILE", conflicts_with = "variant")]
    pub rules: Option<String>,
}

impl RulesArgs {
    /// The rules named, or `None` where neither `-v` nor `--rules` was given.
    pub fn chosen(&self) -> Result<Option<Variant>, StartError> {
        match (&self.variant, &self.rules) {
            (Some(id), _) => Variant::preset(id)
                .map(Some)
                .map_err(|e| fail(e.to_string())),
            (None, Some(path)) => rules_file(path).map(Some),
            (None, None) => Ok(None),
        }
    }

    /// The rules named; one of `-v` and `--rules` is required.
    pub fn variant(&self) -> Result<Variant, StartError> {
        self.chosen()?.ok_or_else(|| {
            fail(format!(
                "no variant given: add -v ID ({}) or --rules FILE",
                PRESETS.map(|p| p.id).join(", ")
            ))
        })
    }
}

/// No rule set is anywhere near this large; a larger file is not one.
const MAX_RULES_BYTES: u64 = 1 << 20;

/// Reads a rule set saved as JSON (`-` for stdin) and compiles it: a file that cannot be
/// read, is not a rule set, or describes no playable game is refused, naming the file.
pub fn rules_file(path: &str) -> Result<Variant, StartError> {
    let refuse = |why: String| fail(format!("rules file {path}: {why}"));
    let text = read_text(path, MAX_RULES_BYTES, "a rule set").map_err(refuse)?;
    let rules: Rules = serde_json::from_str(&text).map_err(|e| refuse(e.to_string()))?;
    Variant::new(rules).map_err(|e| refuse(e.to_string()))
}

/// The text of the file at `path`, or of stdin for `-`, at most `max` bytes of UTF-8.
pub fn read_text(path: &str, max: u64, what: &str) -> Result<String, String> {
    let bytes = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .take(max + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| e.to_string())?;
        if bytes.len() as u64 > max {
            return Err(format!("not {what} (it is far larger than any)"));
        }
        bytes
    } else {
        match file::read_file(Path::new(path), max, what) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Err("there is no such file".to_string()),
            Err(problem) => return Err(format!("it {problem}")),
        }
    };
    String::from_utf8(bytes).map_err(|_| format!("not {what} (it is not UTF-8 text)"))
}

/// A position on the board: the rules, and where the pieces stand with whose turn it is.
#[derive(Args, Clone, Debug, Default)]
pub struct PositionArgs {
    #[command(flatten)]
    #[allow(missing_docs)]
    pub rules: RulesArgs,
    /// An OpenTafl positional record, first row = rank 1 (default: the start)
    #[arg(short = 'p', long = "position", value_name = "POS")]
    pub position: Option<String>,
    /// The side to move: attackers or defenders (default: the rules' first side)
    #[arg(long = "to-move", value_name = "SIDE", value_parser = Choice::new(side, sides))]
    pub to_move: Option<Side>,
}

impl PositionArgs {
    /// Whether `-p` or `--to-move` was given.
    pub fn given(&self) -> bool {
        self.position.is_some() || self.to_move.is_some()
    }

    /// The position `-p` and `--to-move` describe under `variant`: its start and first side
    /// unless they say otherwise.
    pub fn position_in(&self, variant: &Variant) -> Result<Position, StartError> {
        let to_move = self.to_move.unwrap_or(variant.rules().first);
        match &self.position {
            Some(text) => variant
                .parse_position(text, to_move)
                .map_err(|e| fail(format!("bad position: {e}"))),
            None => Ok(variant.start().with_to_move(to_move)),
        }
    }

    /// The rules (required) and the position.
    pub fn setup(&self) -> Result<(Arc<Variant>, Position), StartError> {
        let variant = self.rules.variant()?;
        let position = self.position_in(&variant)?;
        Ok((Arc::new(variant), position))
    }
}

/// A game: from a position or a record, then moves played, with the throws of a dice game.
#[derive(Args, Clone, Debug, Default)]
pub struct GameArgs {
    #[command(flatten)]
    #[allow(missing_docs)]
    pub position: PositionArgs,
    /// Start from a game record: OpenTafl or Konakis (its own rules, start and throws), or a
    /// plain move list such as aagenielsen's (d1-d3 e7-k7xk6xk5 ...) played under
    /// -v/--rules from -p/--to-move
    #[arg(long, value_name = "FILE")]
    pub load: Option<String>,
    /// Moves to play first (e5-e8, captures in either spelling: e5-e8xe9/f8 or e5-e8xe9xf8)
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    pub moves: Vec<String>,
    /// Dice games: the throw of each move played, in order (3516 or 3,5,1,6), and optionally
    /// one more for the turn to come
    #[arg(long, value_name = "DIGITS", value_parser = Choice::new(rolls, Vec::new))]
    pub rolls: Option<Rolls>,
}

/// The throws of the die `--rolls` gives, one a turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rolls(pub Vec<u8>);

/// Reads `--rolls`: one digit from 1 to 6 a turn, commas allowed between them (`3516` or
/// `3,5,1,6`), as the `[dice:...]` tag of a record writes them.
pub fn rolls(text: &str) -> Result<Rolls, String> {
    let rolls = text
        .chars()
        .filter(|c| *c != ',')
        .map(|c| match c.to_digit(10) {
            Some(d) if (1..=u32::from(DIE_FACES)).contains(&d) => Ok(d as u8),
            _ => Err(format!(
                "'{c}' is not a throw of the die (1 to {DIE_FACES}; write them like 3516 or 3,5,1,6)"
            )),
        })
        .collect::<Result<Vec<u8>, String>>()?;
    if rolls.is_empty() {
        return Err("no throw given (write them like 3516)".to_string());
    }
    Ok(Rolls(rolls))
}

impl GameArgs {
    /// Whether any of the options was given (the game then starts straight in it).
    pub fn given(&self) -> bool {
        self.position.rules.variant.is_some()
            || self.position.rules.rules.is_some()
            || self.position.given()
            || self.load.is_some()
            || !self.moves.is_empty()
    }

    /// The game after `--moves` and then `more` (numbered by their place in the game in
    /// errors). The rules are `-v`/`--rules`, a record's own, or else the preset `default`
    /// (none: the rules are required).
    pub fn game(&self, default: Option<&str>, more: &[String]) -> Result<Game, StartError> {
        self.saved_game(default, more).map(|saved| saved.game)
    }

    /// As [`GameArgs::game`], with who plays each side where a loaded record says it.
    pub fn saved_game(
        &self,
        default: Option<&str>,
        more: &[String],
    ) -> Result<SavedGame, StartError> {
        let mut saved = match &self.load {
            Some(path) => self.load(path, default)?,
            None => SavedGame::new(self.start(default)?),
        };
        let mut throws = Throws::new(self.rolls.as_ref(), saved.game.variant())?;
        for text in self.moves.iter().chain(more) {
            throws.throw_for_turn(&mut saved.game);
            play_text(&mut saved.game, text)?;
        }
        throws.throw_for_turn(&mut saved.game);
        throws.finish()?;
        Ok(saved)
    }

    /// The game from `-v`/`--rules` (or `default`), `-p` and `--to-move`.
    fn start(&self, default: Option<&str>) -> Result<Game, StartError> {
        let variant = match (self.position.rules.chosen()?, default) {
            (Some(variant), _) => variant,
            (None, Some(id)) => Variant::preset(id).map_err(|e| fail(e.to_string()))?,
            (None, None) => self.position.rules.variant()?,
        };
        let position = self.position.position_in(&variant)?;
        Ok(Game::from_position(variant, position))
    }

    /// The game a record file holds: its own rules, or `-v`/`--rules` (or `default`) for a
    /// plain move list, played from `-p` and `--to-move` where they are given.
    fn load(&self, path: &str, default: Option<&str>) -> Result<SavedGame, StartError> {
        let refuse = |why: String| fail(format!("--load {path}: {why}"));
        let text = read_text(path, MAX_RECORD_BYTES, RECORD_WHAT).map_err(refuse)?;
        let given = self.position.rules.chosen()?;
        if given.is_some() && text.contains("[rules:") {
            return Err(refuse(
                "the record names its own rules ([rules:...]); drop -v and --rules".to_string(),
            ));
        }
        let rules = match (&given, default) {
            (Some(variant), _) => Some(variant.rules().clone()),
            (None, Some(id)) => Rules::preset(id),
            (None, None) => None,
        };
        let start = self.position.given().then(|| StartOverride {
            position: self.position.position.clone(),
            to_move: self.position.to_move,
        });
        let read = |rules: Option<&Rules>| SavedGame::from_text_at(&text, rules, start.as_ref());
        read(rules.as_ref()).map_err(|problem| {
            // Name the missing option only where the rules are all the record lacks.
            let lacks_rules = rules.is_none()
                && GameRecord::parse(&text, Rules::preset("brandub").as_ref()).is_ok();
            match lacks_rules {
                true => refuse(format!(
                    "it {problem}: give its rules with -v ID or --rules FILE"
                )),
                false => refuse(format!("it {problem}")),
            }
        })
    }
}

/// Plays one move read from `text`, or says in one line why it cannot be played.
fn play_text(game: &mut Game, text: &str) -> Result<(), StartError> {
    let number = game.ply() + 1;
    let mv = Move::read(text).map_err(|e| fail(format!("move {number} ({text}): {e}")))?;
    game.play(mv).map_err(|e| {
        let why = match (e, game.outcome()) {
            (IllegalMove::GameOver, Some(outcome)) => format!(
                "the game is already over ({}, {})",
                outcome.status_name(),
                outcome.reason.name()
            ),
            (IllegalMove::NotThrown, _) => {
                format!(
                    "{} (give one throw a move with --rolls)",
                    IllegalMove::NotThrown
                )
            }
            (e, _) => e.to_string(),
        };
        fail(format!("move {number} ({text}): {why}"))
    })?;
    Ok(())
}

/// The throws `--rolls` gives, used one a turn as the game needs them.
struct Throws {
    left: std::vec::IntoIter<u8>,
}

impl Throws {
    /// The throws given; refused on rules that throw no dice.
    fn new(rolls: Option<&Rolls>, variant: &Variant) -> Result<Throws, StartError> {
        let rolls = rolls.map(|r| r.0.clone()).unwrap_or_default();
        if !rolls.is_empty() && !variant.uses_dice() {
            return Err(fail(format!(
                "--rolls: {} throws no dice (its movement is not by dice)",
                label(variant)
            )));
        }
        Ok(Throws {
            left: rolls.into_iter(),
        })
    }

    /// Throws the next die for the turn now if it waits for one.
    fn throw_for_turn(&mut self, game: &mut Game) {
        if game.awaits_throw()
            && let Some(face) = self.left.next()
        {
            game.throw(face);
        }
    }

    /// Every throw must have been used.
    fn finish(mut self) -> Result<(), StartError> {
        match self.left.len() {
            0 => Ok(()),
            n => Err(fail(format!(
                "--rolls: {n} throw(s) left over (one a move played, and one for the turn to come; {} is the first unused)",
                self.left.next().unwrap_or_default()
            ))),
        }
    }
}

/// How messages name a rule set: its id, or its name when it has no id.
pub fn label(variant: &Variant) -> &str {
    let rules = variant.rules();
    match (rules.id.as_str(), rules.name.as_str()) {
        ("", "") => "custom rules",
        ("", name) => name,
        (id, _) => id,
    }
}
