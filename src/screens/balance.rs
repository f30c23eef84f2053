//! Which side a preset's rules favour: how often each side won when a computer level played
//! itself, as `konakis-lab match --save-balance` measured it and saved it in
//! `assets/balance.json` (built into the game), for the new-game screen.

use std::sync::LazyLock;

use konakis_store::measured::{Balance, Balances, parse_by_variant};

static BALANCES: LazyLock<Balances> = LazyLock::new(|| {
    parse_by_variant(include_str!("../../assets/balance.json"), "a balance file")
        .expect("assets/balance.json is written by konakis-lab match --save-balance")
});

/// The line for the preset `id` and, for the hover, how it was measured; `None` where it
/// has not been.
pub(crate) fn describe(id: &str) -> Option<(String, String)> {
    BALANCES.get(id).map(|b| (line(b), how_measured(b)))
}

/// `Between two computer Jarls the defenders won 46 of 48 games and the attackers 0 (2
/// drawn).`
fn line(b: &Balance) -> String {
    let games = b.attackers + b.defenders + b.draws;
    let drawn = match b.draws {
        0 => String::new(),
        n => format!(" ({n} drawn)"),
    };
    format!(
        "Between two computer {}s the defenders won {} of {games} games and the attackers {}{drawn}.",
        b.level, b.defenders, b.attackers
    )
}

fn how_measured(b: &Balance) -> String {
    format!(
        "Measured by a match of the level against itself (konakis-lab match), each game from \
         its own opening of {} random moves, the top level thinking {:.1} s a move and {} its \
         share. It shows which side these rules favour when both play equally well.",
        b.random_opening,
        b.time_ms as f64 / 1000.0,
        b.level
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_balances_are_presets_measured_with_games() {
        assert!(!BALANCES.is_empty());
        for (id, b) in BALANCES.iter() {
            assert!(
                konakis_engine::Rules::preset(id).is_some(),
                "{id} is a preset"
            );
            assert!(b.attackers + b.defenders + b.draws > 0, "{id}");
            let level = konakis_engine::search::Level::ALL
                .iter()
                .find(|l| l.name() == b.level);
            assert!(level.is_some(), "{id}: {} is a level", b.level);
        }
        assert!(describe("no-such-preset").is_none());
    }

    #[test]
    fn the_line_counts_each_sides_wins_and_the_draws() {
        let balance = |draws| Balance {
            name: "Brandub".into(),
            level: "Jarl".into(),
            time_ms: 500,
            random_opening: 2,
            attackers: 3,
            defenders: 9,
            draws,
        };
        assert_eq!(
            line(&balance(0)),
            "Between two computer Jarls the defenders won 9 of 12 games and the attackers 3."
        );
        assert_eq!(
            line(&balance(2)),
            "Between two computer Jarls the defenders won 9 of 14 games and the attackers 3 \
             (2 drawn)."
        );
        let how = how_measured(&balance(0));
        assert!(
            how.contains(
                "opening of 2 random moves, the top level thinking 0.5 s a move and Jarl its share"
            ),
            "{how}"
        );
    }
}
