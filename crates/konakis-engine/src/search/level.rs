//! The six difficulty levels, from Thrall to Konungr: how long each thinks and how far from
//! the best move it may stray.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::error::ParseError;
use crate::search::SearchLimits;

/// Positions a second assumed when a deterministic level turns its thinking time into a node
/// budget (about the search's speed on one core of a 2020s desktop).
pub const NOMINAL_NODES_PER_SECOND: u64 = 2_000_000;

/// How the levels think: the time the top level takes, and whether to count nodes instead of
/// watching the clock (so a game replays exactly from its seed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LevelSettings {
    /// The top level's thinking time per move; the others take a fixed share of it.
    pub think_time: Duration,
    /// Budget nodes instead of time ([`NOMINAL_NODES_PER_SECOND`] per second of thinking):
    /// the same seed then gives the same moves on any machine, at any load.
    pub deterministic: bool,
}

impl Default for LevelSettings {
    /// Five seconds for the top level, on the clock.
    fn default() -> Self {
        LevelSettings {
            think_time: Duration::from_secs(5),
            deterministic: false,
        }
    }
}

/// A difficulty level, 1 (Thrall) to 6 (Konungr).
///
/// ```
/// use konakis_engine::search::Level;
/// let jarl: Level = "jarl".parse().unwrap();
/// assert_eq!(jarl, Level::new(4).unwrap());
/// assert_eq!(jarl.name(), "Jarl");
/// assert!(Level::new(7).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

/// Per level: name, description, depth cap, share of the thinking time (1/n), margin.
///
/// The three low levels differ in depth, the three high ones in time (Jarl 1/40, Hersir 1/8,
/// Konungr all of it), each straying less than the one below. The steps are wide because in
/// tafl the side with the king wins most games between equals: the stronger level earns its
/// points by breaking the weaker one's defence, which takes a clearly deeper search.
const LEVELS: [(&str, &str, Option<u32>, u32, i32); 6] = [
    (
        "Thrall",
        "Looks one move ahead and often picks a merely decent move. For learning the rules.",
        Some(1),
        200,
        1000,
    ),
    (
        "Karl",
        "Sees its opponent's reply, but plays loosely and misses quiet threats.",
        Some(2),
        100,
        120,
    ),
    (
        "Huscarl",
        "Reads four moves ahead; often strays from the best move.",
        Some(4),
        50,
        60,
    ),
    (
        "Jarl",
        "Thinks a fortieth of the full time and strays now and then: a fair club player.",
        None,
        40,
        30,
    ),
    (
        "Hersir",
        "Thinks an eighth of the full time and seldom strays from its best move.",
        None,
        8,
        15,
    ),
    (
        "Konungr",
        "Uses its full thinking time (5 s a move by default) and always plays its best move.",
        None,
        1,
        0,
    ),
];

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [Level(1), Level(2), Level(3), Level(4), Level(5), Level(6)];

    /// The level numbered `n` (1..=6).
    pub fn new(n: u8) -> Option<Level> {
        (1..=6).contains(&n).then_some(Level(n))
    }

    /// Its number, 1..=6.
    pub fn number(self) -> u8 {
        self.0
    }

    fn row(self) -> (&'static str, &'static str, Option<u32>, u32, i32) {
        LEVELS[self.0 as usize - 1]
    }

    /// The name a player reads: Thrall, Karl, Huscarl, Jarl, Hersir, Konungr.
    pub fn name(self) -> &'static str {
        self.row().0
    }

    /// One sentence on how it plays.
    pub fn description(self) -> &'static str {
        self.row().1
    }

    /// How far below the best score (hundredths of an attacking soldier) a move may be and
    /// still be picked, at random; 0 always plays the best.
    pub fn margin(self) -> i32 {
        self.row().4
    }

    /// Its thinking time with `settings`: a share of the top level's time.
    pub fn think_time(self, settings: &LevelSettings) -> Duration {
        settings.think_time / self.row().3
    }

    /// Its search limits with `settings`: a depth cap for the low levels, and a time budget
    /// (or, when deterministic, the node budget that time stands for).
    pub fn limits(self, settings: &LevelSettings) -> SearchLimits {
        let time = self.think_time(settings);
        SearchLimits {
            depth: self.row().2,
            time: (!settings.deterministic).then_some(time),
            nodes: settings.deterministic.then(|| {
                (time.as_secs_f64() * NOMINAL_NODES_PER_SECOND as f64).max(1_000.0) as u64
            }),
        }
    }

    /// A transposition table size (MB) that suits its budget.
    pub fn table_megabytes(self) -> usize {
        match self.0 {
            1..=3 => 1,
            4 => 8,
            _ => 64,
        }
    }
}

impl fmt::Display for Level {
    /// `4 (Jarl)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.0, self.name())
    }
}

impl FromStr for Level {
    type Err = ParseError;

    /// A number 1..6 or a name, in any case.
    fn from_str(text: &str) -> Result<Level, ParseError> {
        let t = text.trim();
        if let Ok(n) = t.parse::<u8>() {
            return Level::new(n).ok_or_else(|| {
                ParseError::new(format!("level {n} does not exist (levels are 1 to 6)"))
            });
        }
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| {
                let names: Vec<String> = Level::ALL.iter().map(|l| l.to_string()).collect();
                ParseError::new(format!(
                    "'{text}' is not a level (1 to 6, or a name: {})",
                    names.join(", ")
                ))
            })
    }
}
