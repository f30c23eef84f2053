//! The game a command line describes, for `play` and `best`: the rules and start (`-v` or
//! `--rules`, `-p`, `--to-move`, or a game record with `--load`), then moves read from text
//! and played in order, each dice turn with its throw from `--rolls`.

use konakis_engine::notation::GameRecord;
use konakis_engine::{Game, IllegalMove, Move, ParseError, Variant};

use crate::args::{self, CliError, Flag, Parsed};
use crate::dice;

/// `--rolls DIGITS`: the throws of a dice game, one a turn.
pub(crate) const ROLLS: Flag = Flag {
    long: "--rolls",
    short: None,
    value: Some("DIGITS"),
};

/// `--load FILE`: a game record to start from.
pub(crate) const LOAD: Flag = Flag {
    long: "--load",
    short: None,
    value: Some("FILE"),
};

/// The throws `--rolls` gives, used one a turn as the game needs them.
struct Throws {
    left: std::vec::IntoIter<u8>,
}

impl Throws {
    /// Reads `--rolls`; refused on rules that throw no dice.
    fn parse(parsed: &Parsed, variant: &Variant) -> Result<Throws, CliError> {
        let rolls = match parsed.value(ROLLS.long) {
            Some(text) => dice::parse_rolls(text)?,
            None => Vec::new(),
        };
        if !rolls.is_empty() && !variant.uses_dice() {
            return Err(CliError::bad(format!(
                "--rolls: {} throws no dice (its movement is not by dice)",
                args::label(variant)
            )));
        }
        Ok(Throws {
            left: rolls.into_iter(),
        })
    }

    /// Throws the next die for the turn now if it waits for one.
    fn throw_for_turn(&mut self, game: &mut Game) {
        if dice::needs_throw(game)
            && let Some(face) = self.left.next()
        {
            game.throw(face);
        }
    }

    /// Every throw must have been used.
    fn finish(mut self) -> Result<(), CliError> {
        match self.left.len() {
            0 => Ok(()),
            n => Err(CliError::bad(format!(
                "--rolls: {n} throw(s) left over (one a move played, and one for the turn to come; {} is the first unused)",
                self.left.next().unwrap_or_default()
            ))),
        }
    }
}

/// The game from the start the flags give after `moves`, each read with [`Move::read`] (capture
/// lists `xa1/b2` or `xa1xb2`; under one-capture rules the first names the piece taken) and
/// numbered by its place in the game in errors. Each dice turn takes the next throw of
/// `--rolls`; one more throw may be given for the turn to come.
pub(crate) fn build(parsed: &Parsed, moves: &[String]) -> Result<Game, CliError> {
    let mut game = start(parsed)?;
    let mut throws = Throws::parse(parsed, game.variant())?;
    for text in moves {
        throws.throw_for_turn(&mut game);
        play_text(&mut game, text)?;
    }
    throws.throw_for_turn(&mut game);
    throws.finish()?;
    Ok(game)
}

/// Plays one move read from `text`, or says in one line why it cannot be played.
fn play_text(game: &mut Game, text: &str) -> Result<(), CliError> {
    let number = game.ply() + 1;
    let mv = Move::read(text)
        .map_err(|e: ParseError| CliError::bad(format!("move {number} ({text}): {e}")))?;
    game.play(mv).map_err(|e| {
        let why = match (e, game.outcome()) {
            (IllegalMove::GameOver, Some(outcome)) => format!(
                "the game is already over ({}, {})",
                outcome.status_name(),
                outcome.reason.name()
            ),
            (IllegalMove::NotThrown, _) => format!(
                "{} (give one throw a move with --rolls)",
                IllegalMove::NotThrown
            ),
            (e, _) => e.to_string(),
        };
        CliError::bad(format!("move {number} ({text}): {why}"))
    })?;
    Ok(())
}

/// The game before the moves: from `--load`'s record, or from `-v`/`--rules`, `-p` and
/// `--to-move`.
fn start(parsed: &Parsed) -> Result<Game, CliError> {
    match parsed.value(LOAD.long) {
        Some(path) => load(parsed, path),
        None => {
            let setup = args::setup(parsed)?;
            Ok(Game::from_position(setup.variant, setup.position))
        }
    }
}

/// The game a record file holds: an OpenTafl record, or a plain move list (aagenielsen style,
/// `e7-k7xk6xk5` captures included) played under `-v`/`--rules` from the start `-p` and
/// `--to-move` give.
fn load(parsed: &Parsed, path: &str) -> Result<Game, CliError> {
    let given = args::chosen_variant(parsed)?;
    let fail = |why: String| CliError::bad(format!("--load {path}: {why}"));
    let text = args::read_text(path).map_err(|e| fail(e.to_string()))?;
    let mut record = read_record(&text, given.as_ref()).map_err(fail)?;
    if args::has_position(parsed) {
        if record.start.is_some() {
            return Err(fail(
                "the record sets its own start position; drop -p and --to-move".to_string(),
            ));
        }
        let variant = Variant::new(record.rules.clone()).map_err(|e| fail(e.to_string()))?;
        let pos = args::position(parsed, &variant)?;
        record.start = Some((variant.position_record(&pos), pos.to_move()));
    }
    Game::from_record(&record).map_err(|e| fail(e.to_string()))
}

/// Reads a record: its own `[rules:...]` tag, or else the rules `given` by `-v`/`--rules`
/// (giving both is refused, so that no rule set is silently ignored).
fn read_record(text: &str, given: Option<&Variant>) -> Result<GameRecord, String> {
    match (GameRecord::parse(text, None), given) {
        (Ok(_), Some(_)) => {
            Err("the record names its own rules ([rules:...]); drop -v and --rules".to_string())
        }
        (Ok(record), None) => Ok(record),
        (Err(_), Some(variant)) => {
            GameRecord::parse(text, Some(variant.rules())).map_err(|e| e.to_string())
        }
        (Err(e), None) => {
            // Name the missing flag only where the rules are all the record lacks.
            let any = Variant::preset("brandub").map_err(|e| e.to_string())?;
            match GameRecord::parse(text, Some(any.rules())) {
                Ok(_) => Err(format!("{e}: give its rules with -v ID or --rules FILE")),
                Err(_) => Err(e.to_string()),
            }
        }
    }
}
