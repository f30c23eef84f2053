//! Which side a preset's rules favour: how often each side won when a computer level played
//! itself, as `konakis-lab match --save-balance` measured it and saved it in
//! `assets/balance.json` (built into the game), for the new-game screen.

use std::sync::LazyLock;

use konakis_store::measured::{Balance, Balances, parse_by_variant};

use crate::i18n::Locale;
use crate::tr;

static BALANCES: LazyLock<Balances> = LazyLock::new(|| {
    parse_by_variant(include_str!("../../assets/balance.json"), "a balance file")
        .expect("assets/balance.json is written by konakis-lab match --save-balance")
});

/// The line for the preset `id` and, for the hover, how it was measured; `None` where it
/// has not been.
pub(crate) fn describe(l: &Locale, id: &str) -> Option<(String, String)> {
    BALANCES.get(id).map(|b| (line(l, b), how_measured(l, b)))
}

/// `Between two computer Jarls the defenders won 46 of 48 games and the attackers 0 (2
/// drawn).`
fn line(l: &Locale, b: &Balance) -> String {
    let games = b.attackers + b.defenders + b.draws;
    let args = |id| {
        tr!(
            l,
            id,
            level = b.level.clone(),
            defenders = b.defenders,
            games = games,
            attackers = b.attackers,
            draws = b.draws
        )
    };
    match b.draws {
        0 => args("balance-line"),
        _ => args("balance-line-drawn"),
    }
}

fn how_measured(l: &Locale, b: &Balance) -> String {
    tr!(
        l,
        "balance-how",
        moves = b.random_opening,
        seconds = l.decimal(b.time_ms as f64 / 1000.0),
        level = b.level.clone()
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
        assert!(describe(&Locale::default(), "no-such-preset").is_none());
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
        let l = Locale::default();
        assert_eq!(
            line(&l, &balance(0)),
            "When Jarl played itself, the defenders won 9 of 12 games and the attackers 3."
        );
        assert_eq!(
            line(&l, &balance(2)),
            "When Jarl played itself, the defenders won 9 of 14 games and the attackers 3 \
             (2 drawn)."
        );
        let how = how_measured(&l, &balance(0));
        assert!(
            how.contains(
                "opening of 2 random moves, the top level thinking 0.5 s a move and Jarl its share"
            ),
            "{how}"
        );
    }
}
