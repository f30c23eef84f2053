//! The computer's levels rated per preset, as `konakis-cli rate` measured them and saved them
//! in `assets/ratings.json` (built into the game), for the new-game screen.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use konakis_engine::search::Level;
use serde::Deserialize;

/// One preset's ladder, as `rate --save` writes it (fields the game does not show are left).
#[derive(Deserialize)]
struct Ladder {
    games_per_pair: u64,
    time_ms: u64,
    levels: Vec<LevelRating>,
}

#[derive(Deserialize)]
struct LevelRating {
    level: String,
    elo: i32,
    error: i32,
}

/// A level's measured rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rated {
    /// Elo points above Thrall.
    pub elo: i32,
    /// Half its 95% interval.
    pub error: i32,
    /// Games each pair of levels played.
    pub games_per_pair: u64,
    /// The top level's thinking time when measured, in ms.
    pub time_ms: u64,
}

static LADDERS: LazyLock<BTreeMap<String, Ladder>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../assets/ratings.json"))
        .expect("assets/ratings.json is written by konakis-cli rate")
});

/// The rating of `level` on the preset `id`, where it has been measured.
pub(crate) fn rating(id: &str, level: Level) -> Option<Rated> {
    let ladder = LADDERS.get(id)?;
    let rated = ladder.levels.iter().find(|l| l.level == level.name())?;
    Some(Rated {
        elo: rated.elo,
        error: rated.error,
        games_per_pair: ladder.games_per_pair,
        time_ms: ladder.time_ms,
    })
}

/// `Elo +420 ± 90 above Thrall`, with how it was measured on hover.
pub(crate) fn describe(rated: Rated) -> (String, String) {
    (
        format!("Elo {:+} ± {} above Thrall", rated.elo, rated.error),
        format!(
            "Measured by a round robin of the six levels, {} games a pair, the top level \
             thinking {:.1} s a move (konakis-cli rate). ± is the 95% interval.",
            rated.games_per_pair,
            rated.time_ms as f64 / 1000.0
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_ladders_rate_thrall_zero_and_every_level() {
        assert!(!LADDERS.is_empty());
        for (id, ladder) in LADDERS.iter() {
            assert!(
                konakis_engine::Rules::preset(id).is_some(),
                "{id} is a preset"
            );
            assert_eq!(ladder.levels.len(), 6, "{id}");
            let thrall = rating(id, Level::ALL[0]).expect("Thrall");
            assert_eq!((thrall.elo, thrall.error), (0, 0), "{id}");
            for level in Level::ALL {
                assert!(rating(id, level).is_some(), "{id} {level}");
            }
        }
        assert!(rating("no-such-preset", Level::ALL[5]).is_none());
    }
}
