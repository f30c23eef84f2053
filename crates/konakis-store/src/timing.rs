//! What a saved game keeps of match play, as record tags: the clock (OpenTafl's
//! `[time-control:...]` and `[time-remaining:...]`, and Konakis's `[konakis-times:...]` with
//! each move's time left), an end the players made (`[termination:...]` in words, as
//! OpenTafl writes it, and `[konakis-end:...]`), and a match of paired games
//! (`[konakis-match:...]`).
//!
//! ```text
//! [time-control:300 0/0 3i]
//! [time-remaining:296 0/0 301 0/0]
//! [konakis-times:298500 301200 296100]
//! [termination:the defenders resigned]
//! [konakis-end:resignation defenders]
//! [konakis-match:1 d/40]
//! ```

use konakis_engine::clock::{Clock, SideTime, TimeControl};
use konakis_engine::notation::GameRecord;
use konakis_engine::pairing::{Finished, Pairing};
use konakis_engine::{Game, Outcome, Reason, Side};

use crate::error::Problem;

/// The tags this module writes; a loaded file's copies are read, not kept as extra tags.
pub(crate) const TIMING_TAGS: [&str; 6] = [
    "time-control",
    "time-remaining",
    "konakis-times",
    "termination",
    "konakis-end",
    "konakis-match",
];

fn bad_tag(name: &str, value: &str, why: impl std::fmt::Display) -> Problem {
    Problem::Invalid(format!("[{name}:{value}]: {why}"))
}

/// The clock's tags: the control, both sides' time now, and each move's time left.
pub(crate) fn clock_tags(clock: &Clock, game: &Game) -> Vec<(String, String)> {
    let control = clock.control();
    let now = clock.times_at(game.ply());
    let opentafl = |t: SideTime| {
        let mut c = control;
        c.main_ms = t.main_ms;
        let text = c.opentafl();
        // OpenTafl's remaining time has no increment part.
        text.rsplit_once(' ')
            .map(|(a, _)| a.to_string())
            .unwrap_or(text)
    };
    let times: Vec<String> = (1..=clock.moves().min(game.total_plies()))
        .map(|ply| {
            let side = game.position_at(ply - 1).to_move();
            side_time_text(clock.times_at(ply).of(side))
        })
        .collect();
    vec![
        ("time-control".into(), control.opentafl()),
        (
            "time-remaining".into(),
            format!("{} {}", opentafl(now.attackers), opentafl(now.defenders)),
        ),
        ("konakis-times".into(), times.join(" ")),
    ]
}

fn side_time_text(t: SideTime) -> String {
    if t.periods > 0 {
        format!("{}/{}", t.main_ms, t.periods)
    } else {
        t.main_ms.to_string()
    }
}

/// The clock a record keeps, if it has one: its control, and the time left after each of
/// the game's moves (the moves without one keep the time before them).
pub(crate) fn read_clock(record: &GameRecord, game: &Game) -> Result<Option<Clock>, Problem> {
    let Some(value) = record.tag("time-control") else {
        return Ok(None);
    };
    let control =
        TimeControl::from_opentafl(value).map_err(|why| bad_tag("time-control", value, why))?;
    let mut clock = Clock::new(control);
    let Some(times) = record.tag("konakis-times") else {
        return Ok(Some(clock));
    };
    let tokens: Vec<&str> = times.split_whitespace().collect();
    if tokens.len() > game.total_plies() {
        let why = format!("{} times for {} moves", tokens.len(), game.total_plies());
        return Err(bad_tag("konakis-times", times, why));
    }
    let most = control
        .start()
        .main_ms
        .saturating_add(3_600_000 * tokens.len() as u64);
    for (i, token) in tokens.iter().enumerate() {
        let (main, periods) = token.split_once('/').unwrap_or((token, "0"));
        let time = match (main.parse::<u64>(), periods.parse::<u8>()) {
            (Ok(main_ms), Ok(periods)) if main_ms <= most && periods <= control.start().periods => {
                SideTime { main_ms, periods }
            }
            _ => {
                let why = format!("move {}'s time '{token}' is not a time left", i + 1);
                return Err(bad_tag("konakis-times", times, why));
            }
        };
        clock.restore(game.position_at(i).to_move(), time);
    }
    Ok(Some(clock))
}

/// The tags of an end the players made.
pub(crate) fn end_tags(game: &Game) -> Vec<(String, String)> {
    let Some(outcome) = game.concluded() else {
        return Vec::new();
    };
    let loser = outcome.winner.map(Side::opponent);
    let (words, tag) = match (outcome.reason, loser) {
        (Reason::Resignation, Some(l)) => (
            format!("the {} resigned", l.name()),
            format!("resignation {}", l.name()),
        ),
        (Reason::Time, Some(l)) => (
            format!("the {} ran out of time", l.name()),
            format!("time {}", l.name()),
        ),
        _ => ("a draw agreed".into(), "agreement".into()),
    };
    vec![("termination".into(), words), ("konakis-end".into(), tag)]
}

/// Ends `game` as its `[konakis-end:...]` tag says, if it has one.
pub(crate) fn read_end(record: &GameRecord, game: &mut Game) -> Result<(), Problem> {
    let Some(value) = record.tag("konakis-end") else {
        return Ok(());
    };
    let mut words = value.split_whitespace();
    let reason = words.next().unwrap_or_default();
    let loser = words.next().map(Side::parse);
    let outcome = match (reason, loser, words.next()) {
        ("agreement", None, None) => Outcome::draw(Reason::Agreement),
        ("resignation", Some(Some(l)), None) => Outcome::win(l.opponent(), Reason::Resignation),
        ("time", Some(Some(l)), None) => Outcome::win(l.opponent(), Reason::Time),
        _ => {
            let why = "not 'resignation SIDE', 'time SIDE' or 'agreement'";
            return Err(bad_tag("konakis-end", value, why));
        }
    };
    if game.ply() != game.total_plies() {
        return Err(bad_tag(
            "konakis-end",
            value,
            "the game has undone moves after it",
        ));
    }
    game.conclude(outcome)
        .map_err(|_| bad_tag("konakis-end", value, "the rules had already ended the game"))
}

/// The tag of a match: its pairs, then each finished game's winner (`a`, `d` or `=`) and
/// length.
pub(crate) fn match_tag(pairing: &Pairing) -> (String, String) {
    let mut text = pairing.pairs().to_string();
    for game in pairing.finished() {
        let winner = match game.winner {
            Some(Side::Attackers) => 'a',
            Some(Side::Defenders) => 'd',
            None => '=',
        };
        text.push_str(&format!(" {winner}/{}", game.plies));
    }
    ("konakis-match".into(), text)
}

/// The match a record is a game of, if it is one.
pub(crate) fn read_match(record: &GameRecord) -> Result<Option<Pairing>, Problem> {
    let Some(value) = record.tag("konakis-match") else {
        return Ok(None);
    };
    let mut parts = value.split_whitespace();
    let pairs = parts.next().and_then(|p| p.parse::<u8>().ok());
    let Some(pairs) = pairs.filter(|p| (1..=Pairing::MAX_PAIRS).contains(p)) else {
        let why = format!("a match has 1 to {} pairs of games", Pairing::MAX_PAIRS);
        return Err(bad_tag("konakis-match", value, why));
    };
    let mut pairing = Pairing::new(pairs);
    for (i, part) in parts.enumerate() {
        let (winner, plies) = part.split_once('/').unwrap_or((part, ""));
        let winner = match winner {
            "a" => Some(Side::Attackers),
            "d" => Some(Side::Defenders),
            "=" => None,
            _ => {
                return Err(bad_tag(
                    "konakis-match",
                    value,
                    format!("game {} is '{part}'", i + 1),
                ));
            }
        };
        let Ok(plies) = plies.parse::<usize>() else {
            return Err(bad_tag(
                "konakis-match",
                value,
                format!("game {} is '{part}'", i + 1),
            ));
        };
        if pairing.is_over() {
            return Err(bad_tag(
                "konakis-match",
                value,
                "more games than the match has",
            ));
        }
        pairing.add(Finished { winner, plies });
    }
    Ok(Some(pairing))
}
