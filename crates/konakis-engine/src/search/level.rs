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

/// What sets one level apart.
struct LevelRow {
    /// The name a player reads.
    name: &'static str,
    /// One sentence on how it plays.
    description: &'static str,
    /// The deepest it looks (the low levels).
    depth: Option<u32>,
    /// The depth it always completes, however short its time: at least as deep as the
    /// level below reads, so that a short top time cannot put it under that level.
    min_depth: Option<u32>,
    /// Its share of the top level's time (1/n).
    share: u32,
    /// How far below the best score a move may stay and still be picked.
    margin: i32,
}

/// The levels, weakest first.
///
/// The three low levels differ in depth, the three high ones in time (Jarl 1/40, Hersir 1/8,
/// Konungr all of it), each straying less than the one below. The steps are wide because in
/// tafl the side with the king wins most games between equals: the stronger level earns its
/// points by breaking the weaker one's defence, which takes a clearly deeper search.
///
/// The high levels also have floors that no time cuts short: Jarl Huscarl's four plies,
/// Hersir and Konungr five. A ply costs several times the one before, and on an 11x11 board
/// in the middle game four plies take 30,000 to 150,000 nodes: without its floor, Hersir's
/// share of a short time often ended at three plies where Jarl completed four, and lost to
/// it.
const LEVELS: [LevelRow; 6] = [
    LevelRow {
        name: "Thrall",
        description: "Looks one move ahead and often picks a merely decent move. For learning the rules.",
        depth: Some(1),
        min_depth: None,
        share: 200,
        margin: 1000,
    },
    LevelRow {
        name: "Karl",
        description: "Sees its opponent's reply, but plays loosely and misses quiet threats.",
        depth: Some(2),
        min_depth: None,
        share: 100,
        margin: 120,
    },
    LevelRow {
        name: "Huscarl",
        description: "Reads four moves ahead; often strays from the best move.",
        depth: Some(4),
        min_depth: None,
        share: 50,
        margin: 60,
    },
    LevelRow {
        name: "Jarl",
        description: "Thinks a fortieth of the full time, and never less deep than Huscarl; strays now and then: a fair club player.",
        depth: None,
        min_depth: Some(4),
        share: 40,
        margin: 30,
    },
    LevelRow {
        name: "Hersir",
        description: "Thinks an eighth of the full time, and never less deep than five moves; seldom strays from its best move.",
        depth: None,
        min_depth: Some(5),
        share: 8,
        margin: 15,
    },
    LevelRow {
        name: "Konungr",
        description: "Uses its full thinking time (5 s a move by default), and never less deep than Hersir; always plays its best move.",
        depth: None,
        min_depth: Some(5),
        share: 1,
        margin: 0,
    },
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

    fn row(self) -> &'static LevelRow {
        &LEVELS[self.0 as usize - 1]
    }

    /// The name a player reads: Thrall, Karl, Huscarl, Jarl, Hersir, Konungr.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// One sentence on how it plays.
    pub fn description(self) -> &'static str {
        self.row().description
    }

    /// How far below the best score (hundredths of an attacking soldier) a move may be and
    /// still be picked, at random; 0 always plays the best.
    pub fn margin(self) -> i32 {
        self.row().margin
    }

    /// Its thinking time with `settings`: a share of the top level's time.
    pub fn think_time(self, settings: &LevelSettings) -> Duration {
        settings.think_time / self.row().share
    }

    /// Its search limits with `settings`: a depth cap for the low levels, a time budget (or,
    /// when deterministic, the node budget that time stands for) and the depth it always
    /// completes.
    pub fn limits(self, settings: &LevelSettings) -> SearchLimits {
        let time = self.think_time(settings);
        SearchLimits {
            depth: self.row().depth,
            min_depth: self.row().min_depth,
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
