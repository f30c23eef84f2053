//! The computer under the source documents' rules: it does not walk a soldier into a Polish
//! sandwich, it chooses the best single capture, and with dice it searches the throws as
//! chance (its values equal a plain expectimax), at every level.

mod common;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use common::*;
use konakis_engine::search::{Level, LevelSettings, MATE, SearchLimits, Searcher, evaluate};
use konakis_engine::{
    CaptureLimit, Game, Move, MoveList, Movement, Outcome, Position, Rules, Side, Variant,
};

fn quick() -> LevelSettings {
    LevelSettings {
        think_time: Duration::from_millis(200),
        deterministic: true,
    }
}

/// The move each level picks in `pos`, with a few seeds (and a throw in dice games).
fn level_moves(v: &Variant, pos: &Position, roll: Option<u8>) -> Vec<(Level, Move)> {
    let stop = AtomicBool::new(false);
    let mut out = Vec::new();
    for level in Level::ALL {
        for seed in 0..3 {
            let mut searcher = Searcher::with_table_size(level.table_megabytes());
            let r = searcher.search_level_rolled(v, pos, roll, &[], level, &quick(), seed, &stop);
            out.push((level, r.best.expect("a move")));
        }
    }
    out
}

#[test]
fn no_level_walks_a_soldier_into_the_polish_sandwich() {
    let v = small("hnefatafl-polish", 7);
    // b5 lies between two defenders: stopping there costs the attacker and gains nothing.
    let pos = position(
        &v,
        "
        + . . . . . +
        . T . . . . .
        . . . . . . t
        t . . + . . .
        . T . . . . .
        . . . . . K .
        + . . . . . +
        ",
        Side::Attackers,
    );
    for (level, m) in level_moves(&v, &pos, None) {
        let (_, captured) = v.play(&pos, m);
        assert!(!captured.has(m.to), "{level}: {m} walks into the sandwich");
    }
    // Unless it wins: the attacker that closes the king in dies too, but the king falls first.
    let pos = position(
        &v,
        "
        + . . . . . +
        . . . . . . .
        . . . t . . .
        . . t K t . .
        . . T . T . .
        . . . . . . .
        + . . t . . +
        ",
        Side::Attackers,
    );
    for (level, m) in level_moves(&v, &pos, None) {
        let (next, _) = v.play(&pos, m);
        assert_eq!(next.king(), None, "{level}: {m} misses the win");
    }
}

#[test]
fn the_best_single_capture_is_chosen() {
    // One capture a move: d2 takes either the defender e2 or the king c2 (weak away from the
    // throne in Brandub): every level takes the king.
    let v = compile(Rules {
        captures_per_move: CaptureLimit::One,
        ..rules_on("brandub", 7)
    });
    let pos = position(
        &v,
        "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . t K . T t .
        + . . t . . +
        ",
        Side::Attackers,
    );
    let mut list = MoveList::new();
    v.legal_moves(&pos, &mut list);
    let choices: Vec<String> = list
        .iter()
        .filter(|m| m.take().is_some())
        .map(|m| m.to_string())
        .collect();
    assert_eq!(choices, ["d1-d2xc2", "d1-d2xe2"]);
    for (level, m) in level_moves(&v, &pos, None) {
        assert_eq!(m.to_string(), "d1-d2xc2", "{level}");
    }
    // Polish rules with one capture, on 9x9: g1-g3 takes g4 or f3; taking g4 leaves the
    // defender between f3 and h3, where it dies. No level takes g4, and the search values
    // taking f3 above taking g4. (The attacker on e8 shuts the king's file: without it the
    // defenders win either way, and a search that sees the run values both moves alike.)
    let v = compile(Rules {
        captures_per_move: CaptureLimit::One,
        ..rules_on("hnefatafl-polish", 9)
    });
    let pos = position(
        &v,
        "
        + . . . . . . . +
        . . . . t . . . .
        . . . . . . . . .
        . . . . T . . . .
        . . . T K T T . .
        . . . . T . t . .
        . . . . T t . t .
        . . . . . . . . .
        + . . . . . T . +
        ",
        Side::Defenders,
    );
    for (level, m) in level_moves(&v, &pos, None) {
        assert_ne!(m.to_string(), "g1-g3xg4", "{level}");
    }
    let stop = AtomicBool::new(false);
    let value_after = |text: &str| {
        let (next, _) = v.play(&pos, Move::read(text).unwrap());
        // The attackers' value: lower is better for the defenders.
        Searcher::new()
            .search(&v, &next, &[], &SearchLimits::depth(3), &stop)
            .score
    };
    assert!(value_after("g1-g3xf3") < value_after("g1-g3xg4"));
}

/// A plain expectimax: the value for the side to move before its throw.
fn expectimax(v: &Variant, pos: &Position, depth: u32, ply: i32) -> i32 {
    if let Some(o) = v.outcome(pos) {
        return score(o, pos.to_move(), ply);
    }
    if depth == 0 {
        return evaluate(v, pos);
    }
    let sum: i32 = (1..=6).map(|face| best_for(v, pos, face, depth, ply)).sum();
    sum / 6
}

/// The best move the throw `face` allows, or the pass.
fn best_for(v: &Variant, pos: &Position, face: u8, depth: u32, ply: i32) -> i32 {
    let mut list = MoveList::new();
    v.legal_moves_rolled(pos, Some(face), &mut list);
    if list.is_empty() {
        let (next, _) = v.play(pos, Move::PASS);
        return -expectimax(v, &next, depth - 1, ply + 1);
    }
    list.iter()
        .map(|&m| {
            let (next, captured) = v.play(pos, m);
            match v.outcome_after(&next, m, captured) {
                Some(o) => score(o, pos.to_move(), ply + 1),
                None => -expectimax(v, &next, depth - 1, ply + 1),
            }
        })
        .max()
        .expect("moves")
}

fn score(o: Outcome, to_move: Side, ply: i32) -> i32 {
    match o.winner {
        None => 0,
        Some(w) if w == to_move => MATE - ply,
        Some(_) => -(MATE - ply),
    }
}

#[test]
fn dice_search_equals_a_plain_expectimax() {
    for movement in [Movement::DiceAtMost, Movement::DiceExactly] {
        let v = compile(Rules {
            movement,
            ..rules_on("brandub", 7)
        });
        let pos = position(
            &v,
            "
            + . . t . . +
            . . . . . . .
            . . . T . . .
            t . . K . . .
            . . . . . t .
            . . . . . . .
            + . . . . . +
            ",
            Side::Defenders,
        );
        let stop = AtomicBool::new(false);
        for roll in 1..=6 {
            for depth in 1..=2 {
                let r = Searcher::new().search_rolled(
                    &v,
                    &pos,
                    Some(roll),
                    &[],
                    &SearchLimits::depth(depth),
                    &stop,
                );
                let mut list = MoveList::new();
                v.legal_moves_rolled(&pos, Some(roll), &mut list);
                // With one choice (or a pass) the search answers at once, without a value.
                if list.len() > 1 {
                    let expected = best_for(&v, &pos, roll, depth, 0);
                    assert_eq!(r.score, expected, "{movement:?} roll {roll} depth {depth}");
                    assert_eq!(r.depth, depth);
                }
                let m = r.best.unwrap();
                assert!(v.check_rolled(&pos, m, Some(roll)).is_ok(), "{m}");
            }
        }
    }
}

#[test]
fn every_level_plays_a_dice_game_to_its_end() {
    let v = compile(Rules {
        movement: Movement::DiceAtMost,
        ..Rules::preset("brandub").unwrap()
    });
    let stop = AtomicBool::new(false);
    for (seed, level) in Level::ALL.into_iter().enumerate() {
        let mut game = Game::new(v.clone());
        let mut rng = Rng::new(seed as u64);
        let mut searcher = Searcher::with_table_size(1);
        while game.outcome().is_none() && game.ply() < 80 {
            assert!(game.throw(1 + rng.below(6) as u8));
            let r = searcher.choose(&game, level, &quick(), seed as u64, &stop);
            let m = r.best.expect("a move or a pass");
            game.play(m)
                .unwrap_or_else(|e| panic!("{level}: {m} with {:?}: {e}", game.roll()));
        }
    }
}
