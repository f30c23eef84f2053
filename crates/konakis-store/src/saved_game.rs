//! A game as saved: the engine's [`Game`] (rules, start, moves, undone moves) with who plays
//! each side, written as an OpenTafl game record with Konakis's own tags.
//!
//! ```text
//! [konakis-version:1]
//! [date:2025.03.14]
//! [attackers:Human]
//! [defenders:Computer (level 4, 5 s a move)]
//! [result:?]
//! [compiler:Konakis]
//! [konakis-attackers:human]
//! [konakis-defenders:computer/4/5000]
//! [konakis-plies:3]
//! [rules:dim:11 id:copenhagen ...]
//!
//! 1. d1-d3 e5-e2
//! 2. d3-d4
//! ```

use std::fmt::Write as _;

use konakis_engine::clock::Clock;
use konakis_engine::notation::{GameRecord, tokens};
use konakis_engine::pairing::Pairing;
use konakis_engine::{Game, Move, Outcome, ParseError, Rules, Side, Variant};

use crate::error::Problem;
use crate::players::PlayerChoice;
use crate::timing::{self, TIMING_TAGS};

/// The saved-game format this build writes (`[konakis-version:N]`), and the newest it reads.
pub const GAME_FORMAT_VERSION: u32 = 1;

pub(crate) const RECORD_WHAT: &str = "a Konakis/OpenTafl game record";

/// No game record is anywhere near this large (a 19x19 game of 10,000 moves is ~200 KB).
pub(crate) const MAX_RECORD_BYTES: u64 = 1 << 20;

/// Where a record that names no start of its own starts, in place of its rules' start: a
/// position record (or the rules' start) and the side to move (or the rules' first).
#[derive(Clone, Debug, Default)]
pub struct StartOverride {
    /// An OpenTafl positional record.
    pub position: Option<String>,
    /// The side to move there.
    pub to_move: Option<Side>,
}

/// Tags Konakis writes afresh on every save; on load they are read, not kept as extra tags.
const GENERATED_TAGS: [&str; 3] = ["result", "compiler", "konakis-version"];
/// Readable player tags: generated for a Konakis file, but player names in a foreign one.
const PLAYER_TAGS: [&str; 2] = ["attackers", "defenders"];

/// A game with everything needed to resume it exactly: the rules and start, the moves played,
/// the moves undone (still redoable), whose turn it is (implied by the moves), who plays each
/// side and the computer's level and thinking time.
///
/// ```
/// use konakis_engine::{Game, Variant};
/// use konakis_store::{PlayerChoice, SavedGame};
/// let mut game = Game::new(Variant::preset("brandub").unwrap());
/// game.play("d6-f6".parse().unwrap()).unwrap();
/// let saved = SavedGame::with_players(game, PlayerChoice::human(), PlayerChoice::computer(4));
/// let back = SavedGame::from_text(&saved.to_text(), None).unwrap();
/// assert_eq!(back.game.position(), saved.game.position());
/// assert_eq!(back.defenders, PlayerChoice::computer(4));
/// ```
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The game, at the point it was saved (undone moves stay redoable).
    pub game: Game,
    /// Who plays the attackers.
    pub attackers: PlayerChoice,
    /// Who plays the defenders.
    pub defenders: PlayerChoice,
    /// The seed of the computer's random choices, if the game wants them replayed.
    pub seed: Option<u64>,
    /// Other tags (`[event:...]`, `[date:...]`, player names of an OpenTafl file), kept from
    /// a loaded file and written back, so re-saving loses none of them.
    pub tags: Vec<(String, String)>,
    /// The game's clock, if it is timed: the control and the time left after each move.
    pub clock: Option<Clock>,
    /// The match this game belongs to, with the games finished before it.
    pub pairing: Option<Pairing>,
}

impl SavedGame {
    /// A game between two humans.
    pub fn new(game: Game) -> SavedGame {
        SavedGame::with_players(game, PlayerChoice::human(), PlayerChoice::human())
    }

    /// A game with these players.
    pub fn with_players(game: Game, attackers: PlayerChoice, defenders: PlayerChoice) -> SavedGame {
        SavedGame {
            game,
            attackers,
            defenders,
            seed: None,
            tags: Vec::new(),
            clock: None,
            pairing: None,
        }
    }

    /// Who plays `side`.
    pub fn player(&self, side: Side) -> PlayerChoice {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// The game's result, if it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The value of an extra tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The OpenTafl game record: tags, rules string, moves with their captures. The `date`
    /// tag is kept from a loaded file, else today's (UTC); `attackers`, `defenders` and
    /// `result` are written afresh, except player names kept from a foreign OpenTafl file.
    pub fn to_text(&self) -> String {
        let kept = |name: &str| self.tag(name).map(str::to_string);
        let mut tags = vec![(
            "konakis-version".to_string(),
            GAME_FORMAT_VERSION.to_string(),
        )];
        tags.push(("date".into(), kept("date").unwrap_or_else(today)));
        tags.push((
            "attackers".into(),
            kept("attackers").unwrap_or_else(|| self.attackers.to_string()),
        ));
        tags.push((
            "defenders".into(),
            kept("defenders").unwrap_or_else(|| self.defenders.to_string()),
        ));
        let result = match self.outcome() {
            None => "?",
            Some(Outcome {
                winner: Some(Side::Attackers),
                ..
            }) => "1",
            Some(Outcome {
                winner: Some(Side::Defenders),
                ..
            }) => "-1",
            Some(Outcome { winner: None, .. }) => "0",
        };
        tags.push(("result".into(), result.into()));
        tags.push(("compiler".into(), "Konakis".into()));
        let mut timed = self
            .clock
            .as_ref()
            .map(|c| timing::clock_tags(c, &self.game))
            .unwrap_or_default();
        timed.extend(timing::end_tags(&self.game));
        if let Some(pairing) = &self.pairing {
            timed.push(timing::match_tag(pairing));
        }
        for (name, value) in &self.tags {
            let ours = name.starts_with("konakis-")
                || GENERATED_TAGS.contains(&name.as_str())
                || timed.iter().any(|(t, _)| t == name)
                || PLAYER_TAGS.contains(&name.as_str())
                || ["date", "rules", "position", "to-move"].contains(&name.as_str());
            if !ours {
                tags.push((
                    clean_tag_text(name).replace(':', "-"),
                    clean_tag_text(value),
                ));
            }
        }
        tags.extend(timed);
        tags.push(("konakis-attackers".into(), self.attackers.tag_value()));
        tags.push(("konakis-defenders".into(), self.defenders.tag_value()));
        if let Some(seed) = self.seed {
            tags.push(("konakis-seed".into(), seed.to_string()));
        }
        tags.push(("konakis-plies".into(), self.game.ply().to_string()));
        let redo = &self.game.all_moves()[self.game.ply()..];
        if !redo.is_empty() {
            let mut list = String::new();
            for (i, played) in redo.iter().enumerate() {
                if i > 0 {
                    list.push(' ');
                }
                write!(list, "{}", played.mv).unwrap();
            }
            tags.push(("konakis-redo".into(), list));
        }
        self.game.record_text(tags)
    }

    /// Reads a game record: a Konakis or OpenTafl record (its `[rules:...]` tag says the
    /// variant), or a plain move list (`d1-d3 e5-e2 ...`, numbered or not) played under
    /// `fallback` rules. Every move is replayed and checked. Players missing from the record
    /// are humans.
    ///
    /// The error says what is wrong: empty, truncated (a cut tag, a cut move, moves missing),
    /// corrupt, not a game record at all, from a newer Konakis, or an illegal move.
    pub fn from_text(text: &str, fallback: Option<&Rules>) -> Result<SavedGame, Problem> {
        SavedGame::from_text_at(text, fallback, None)
    }

    /// As [`SavedGame::from_text`], the moves played from `start` (a record that sets its own
    /// start position is then refused).
    pub fn from_text_at(
        text: &str,
        fallback: Option<&Rules>,
        start: Option<&StartOverride>,
    ) -> Result<SavedGame, Problem> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(Problem::Empty);
        }
        let version = konakis_version(text)?;
        let ours = version.is_some();
        let result = parse_record(text, fallback, ours, start);
        if ours && result.is_err() && !text.ends_with('\n') {
            // Konakis ends every record with a newline: this one was cut mid-line.
            let last_line = text.rsplit('\n').next().unwrap_or_default();
            let skip = last_line.chars().count().saturating_sub(24);
            let tail: String = last_line.chars().skip(skip).collect();
            return Err(Problem::Truncated(format!(
                "it stops in the middle of a line, at '{}'",
                tail.trim()
            )));
        }
        result
    }
}

/// Reads `[konakis-version:N]` if the text has it; a newer version is an error.
fn konakis_version(text: &str) -> Result<Option<u64>, Problem> {
    const TAG: &str = "[konakis-version:";
    let Some(at) = text.find(TAG) else {
        return Ok(None);
    };
    let rest = &text[at + TAG.len()..];
    let Some(end) = rest.find(']') else {
        return Err(Problem::Truncated(
            "it stops inside its [konakis-version:...] tag".into(),
        ));
    };
    let value = rest[..end].trim();
    let version: u64 = value.parse().map_err(|_| {
        Problem::Corrupt(format!("[konakis-version:{value}] is not a version number"))
    })?;
    if version > GAME_FORMAT_VERSION as u64 {
        return Err(Problem::FutureVersion {
            found: version,
            supported: GAME_FORMAT_VERSION,
        });
    }
    if version == 0 {
        return Err(Problem::Corrupt(
            "[konakis-version:0] is not a version".into(),
        ));
    }
    Ok(Some(version))
}

fn parse_record(
    text: &str,
    fallback: Option<&Rules>,
    ours: bool,
    start: Option<&StartOverride>,
) -> Result<SavedGame, Problem> {
    let has_tags = text.trim_start().starts_with('[');
    if !has_tags {
        check_plain_list(text)?;
    }
    let mut record = GameRecord::parse(text, if has_tags { None } else { fallback })
        .map_err(|e| record_problem(&e, text, ours))?;
    if ours {
        check_plies(&record)?;
    }
    if let Some(start) = start {
        start_from(&mut record, start)?;
    }
    let player = |name: &str| -> Result<PlayerChoice, Problem> {
        match record.tag(name) {
            None => Ok(PlayerChoice::human()),
            Some(value) => PlayerChoice::parse_tag(value)
                .map_err(|why| Problem::Invalid(format!("[{name}:{value}]: {why}"))),
        }
    };
    let attackers = player("konakis-attackers")?;
    let defenders = player("konakis-defenders")?;
    let seed =
        match record.tag("konakis-seed") {
            None => None,
            Some(value) => Some(value.trim().parse::<u64>().map_err(|_| {
                Problem::Corrupt(format!("[konakis-seed:{value}] is not a number"))
            })?),
        };
    let mut game = Game::from_record(&record).map_err(|e| Problem::Invalid(e.to_string()))?;
    if let Some(redo) = record.tag("konakis-redo") {
        play_redo(&mut game, redo)?;
    }
    timing::read_end(&record, &mut game)?;
    let clock = timing::read_clock(&record, &game)?;
    let pairing = timing::read_match(&record)?;
    let tags = record
        .tags
        .iter()
        .filter(|(name, _)| {
            !(name.starts_with("konakis-")
                || GENERATED_TAGS.contains(&name.as_str())
                || ["time-control", "konakis-end", "konakis-match"].contains(&name.as_str())
                || (ours && TIMING_TAGS.contains(&name.as_str()))
                || (ours && PLAYER_TAGS.contains(&name.as_str())))
        })
        .cloned()
        .collect();
    Ok(SavedGame {
        game,
        attackers,
        defenders,
        seed,
        tags,
        clock,
        pairing,
    })
}

/// A text without tags is a plain move list: it must at least start with a move.
fn check_plain_list(text: &str) -> Result<(), Problem> {
    let body = tokens::without_comments(text);
    match tokens::move_tokens(&body).next() {
        None => Err(Problem::Foreign(format!(
            "not {RECORD_WHAT} (it holds no moves)"
        ))),
        Some(token) => match Move::read(token) {
            Ok(_) => Ok(()),
            Err(e) => Err(Problem::Foreign(format!("not {RECORD_WHAT} ({e})"))),
        },
    }
}

/// What is wrong with a record the engine could not read, as a file's problem.
fn record_problem(e: &ParseError, text: &str, ours: bool) -> Problem {
    let has_tags = text.trim_start().starts_with('[');
    let has_rules = text.contains("[rules:");
    if e.message().contains("never closed") {
        Problem::Truncated("a [tag] is never closed".into())
    } else if has_tags && !has_rules && ours {
        Problem::Truncated("it stops before its [rules:...] tag".into())
    } else if has_tags && !has_rules {
        Problem::Foreign(format!(
            "not {RECORD_WHAT} (it has no [rules:...] tag, so its variant is unknown)"
        ))
    } else if has_tags && !ours && e.message().contains("is not of the form") {
        Problem::Foreign(format!("not {RECORD_WHAT} ({e})"))
    } else {
        Problem::Corrupt(e.to_string())
    }
}

/// A Konakis record holds as many moves as its `konakis-plies` tag declares.
fn check_plies(record: &GameRecord) -> Result<(), Problem> {
    let Some(plies) = record.tag("konakis-plies") else {
        return Ok(());
    };
    let plies: usize = plies
        .trim()
        .parse()
        .map_err(|_| Problem::Corrupt(format!("[konakis-plies:{plies}] is not a number")))?;
    let found = record.moves.len();
    if found < plies {
        return Err(Problem::Truncated(format!(
            "it holds {found} of its {plies} moves"
        )));
    }
    if found > plies {
        return Err(Problem::Corrupt(format!(
            "it holds {found} moves where it declares {plies}"
        )));
    }
    Ok(())
}

/// Plays the undone moves of `konakis-redo` and takes them back, so that they stay
/// redoable.
fn play_redo(game: &mut Game, redo: &str) -> Result<(), Problem> {
    let ply = game.ply();
    for (i, token) in redo.split_whitespace().enumerate() {
        let mv: Move = token
            .parse()
            .map_err(|e| Problem::Corrupt(format!("[konakis-redo] move {}: {e}", i + 1)))?;
        game.play(mv).map_err(|e| {
            Problem::Invalid(format!(
                "[konakis-redo] move {} ({mv}) is illegal: {e}",
                i + 1
            ))
        })?;
    }
    game.go_to(ply);
    Ok(())
}

/// Sets `record`'s start to `start`, unless the record sets its own.
fn start_from(record: &mut GameRecord, start: &StartOverride) -> Result<(), Problem> {
    if record.start.is_some() {
        return Err(Problem::Invalid(
            "the record sets its own start position; drop -p and --to-move".into(),
        ));
    }
    let position = match &start.position {
        Some(text) => text.clone(),
        None => {
            let variant =
                Variant::new(record.rules.clone()).map_err(|e| Problem::Invalid(e.to_string()))?;
            variant.position_record(&variant.start())
        }
    };
    record.start = Some((position, start.to_move.unwrap_or(record.rules.first)));
    Ok(())
}

/// Tag names and values cannot hold `]` or line breaks.
fn clean_tag_text(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c == ']' || c == '\n' || c == '\r' {
                ' '
            } else {
                c
            }
        })
        .collect()
}

/// Today's date (UTC) as OpenTafl writes it: `2025.03.14`.
fn today() -> String {
    let days = (crate::file::unix_seconds() / 86_400) as i64;
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Year, month, day of a day count since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn dates_from_day_counts() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
