//! The computer's levels rated per preset, as `konakis-lab rate` measured them and saved them
//! in `assets/ratings.json` (built into the game), for the new-game screen.

use std::sync::LazyLock;

use konakis_engine::search::Level;
use konakis_store::measured::{Ladder, LevelRating, Ratings, parse_by_variant};

use crate::i18n::Locale;
use crate::tr;

static LADDERS: LazyLock<Ratings> = LazyLock::new(|| {
    parse_by_variant(include_str!("../../assets/ratings.json"), "a ratings file")
        .expect("assets/ratings.json is written by konakis-lab rate")
});

/// The rating of `level` on the preset `id`, where it has been measured.
fn rating(id: &str, level: Level) -> Option<&'static LevelRating> {
    let ladder = LADDERS.get(id)?;
    ladder.levels.iter().find(|l| l.level == level.name())
}

/// `Measured rating: +420 ± 90 (Thrall 0)` for `level` on the preset `id`, with how its
/// ladder was measured for the hover; `None` where it has not been.
pub(crate) fn describe(l: &Locale, id: &str, level: Level) -> Option<(String, String)> {
    let rated = rating(id, level)?;
    let text = tr!(
        l,
        "rating-line",
        elo = format!("{:+}", rated.score.elo),
        error = rated.score.error
    );
    Some((text, how_measured(l, LADDERS.get(id)?)))
}

/// How a ladder was measured, and where the engines that played in it stand.
fn how_measured(l: &Locale, ladder: &Ladder) -> String {
    let mut how = tr!(
        l,
        "rating-how",
        games = ladder.games_per_pair,
        seconds = l.decimal(ladder.time_ms as f64 / 1000.0)
    );
    for peer in &ladder.peers {
        how += " ";
        how += &tr!(
            l,
            "rating-peer",
            name = peer.name.clone(),
            seconds = l.decimal(peer.time_ms as f64 / 1000.0),
            elo = format!("{:+}", peer.score.elo),
            error = peer.score.error
        );
    }
    how
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
            assert_eq!((thrall.score.elo, thrall.score.error), (0, 0), "{id}");
            for level in Level::ALL {
                assert!(rating(id, level).is_some(), "{id} {level}");
            }
        }
        assert!(rating("no-such-preset", Level::ALL[5]).is_none());
    }

    /// The hover text says how the ladder was measured and names each engine rated with it.
    #[test]
    fn the_measure_names_the_engines_rated_with_the_levels() {
        let levels = Level::ALL
            .iter()
            .enumerate()
            .map(|(i, l)| {
                format!(
                    r#"{{"level": "{}", "elo": {}, "error": 50, "points": 1, "games": 2}}"#,
                    l.name(),
                    100 * i
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let json = |peers: &str| {
            format!(
                r#"{{"name": "B", "games_per_pair": 8, "time_ms": 200, "levels": [{levels}]{peers}}}"#
            )
        };
        let alone: Ladder = serde_json::from_str(&json("")).unwrap();
        let l = Locale::default();
        let how = how_measured(&l, &alone);
        assert!(
            how.contains("8 games a pair, the top level thinking 0.2 s a move"),
            "{how}"
        );
        assert!(!how.contains("Another program"), "{how}");
        let peer = r#", "peers": [{"name": "Rival", "time_ms": 250, "elo": 1234, "error": 99,
            "points": 1, "games": 2}]"#;
        let with_peer: Ladder = serde_json::from_str(&json(peer)).unwrap();
        let how = how_measured(&l, &with_peer);
        assert!(
            how.ends_with("Rival, 0.25 s a move, rated +1234 ± 99."),
            "{how}"
        );
    }
}
