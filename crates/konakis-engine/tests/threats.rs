//! Threats one move ahead, drawn as small boards in every symmetry: the king's open roads,
//! the squares an attacker would take him from, the pieces either side could take, what a
//! move takes (the mover too, where stopping between two enemies is fatal), and the moves
//! that hand the opponent the game. Then, over random games of every preset, the answers are
//! checked against what playing the moves does.

mod common;

use common::*;
use konakis_engine::{Bits, Game, MoveList, PRESETS, Position, Reason, Side, Variant};

/// `squares` (names in the identity diagram of a 7x7 board) under a symmetry, sorted.
fn moved(symmetry: u8, squares: &[&str]) -> Vec<String> {
    let names: Vec<String> = squares
        .iter()
        .map(|s| transform_name(symmetry, s, 7))
        .collect();
    sorted(&names.iter().map(String::as_str).collect::<Vec<_>>())
}

/// The sorted names of a set.
fn sorted_names(bits: Bits) -> Vec<String> {
    let mut list = names(bits);
    list.sort();
    list
}

/// Runs `check` on the position `board` draws in each of the eight symmetries, with the
/// symmetry, so that it can move its expected squares.
fn everywhere(v: &Variant, board: &str, to_move: Side, check: impl Fn(u8, &Position)) {
    for symmetry in 0..8 {
        check(
            symmetry,
            &position(v, &transform_diagram(symmetry, board), to_move),
        );
    }
}

#[test]
fn the_king_s_open_roads_run_to_where_he_would_escape() {
    let v = small("copenhagen", 7);
    let open = "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . t
        + . K . . . +
        ";
    everywhere(&v, open, Side::Attackers, |s, pos| {
        let mut roads: Vec<Vec<String>> = v
            .king_roads(pos)
            .into_iter()
            .map(|road| road.iter().map(|q| q.to_string()).collect())
            .collect();
        roads.sort();
        let mut wanted = vec![
            ["b1", "a1"].map(|n| transform_name(s, n, 7)).to_vec(),
            ["d1", "e1", "f1", "g1"]
                .map(|n| transform_name(s, n, 7))
                .to_vec(),
        ];
        wanted.sort();
        assert_eq!(roads, wanted, "symmetry {s}: each road ends in a corner");
        assert_eq!(v.king_routes(pos), 2, "symmetry {s}: tuichi counts them");
    });
    let one_closed = "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        + . K . . t +
        ";
    everywhere(&v, one_closed, Side::Attackers, |s, pos| {
        let roads = v.threats(pos).king_roads;
        assert_eq!(roads.len(), 1, "symmetry {s}: f1 closes the road east");
        assert_eq!(
            roads[0].last().unwrap().to_string(),
            transform_name(s, "a1", 7)
        );
    });
}

#[test]
fn the_squares_an_attacker_would_take_the_king_from() {
    // Copenhagen's king is strong: three attackers about him, the fourth square is the one,
    // reached down the file or along the rank.
    let v = small("copenhagen", 7);
    let board = "
        + . . . . . +
        . . . . t . .
        . . . t K t .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        + . . . t . +
        ";
    everywhere(&v, board, Side::Defenders, |s, pos| {
        let threats = v.threats(pos);
        assert_eq!(
            sorted_names(threats.king_takers),
            moved(s, &["e4"]),
            "symmetry {s}"
        );
        assert_eq!(
            sorted_names(threats.defenders_in_danger),
            moved(s, &["e5"]),
            "symmetry {s}"
        );
    });
    // Brandub's king away from the throne is taken by two, like a soldier.
    let v = small("brandub", 7);
    let board = "
        . . . . . . .
        . . . . . . .
        . t K . . t .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        ";
    everywhere(&v, board, Side::Defenders, |s, pos| {
        assert_eq!(
            sorted_names(v.threats(pos).king_takers),
            moved(s, &["d5"]),
            "symmetry {s}"
        );
    });
}

#[test]
fn the_pieces_either_side_could_take_next_move() {
    let v = small("tablut", 7);
    // g3-c3 takes b3 against a3; g1-g2 takes f2 against e2; nothing else can be taken.
    let board = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        t T . . . . t
        . . . . T t .
        . . . . . . T
        ";
    everywhere(&v, board, Side::Attackers, |s, pos| {
        let threats = v.threats(pos);
        assert_eq!(
            sorted_names(threats.defenders_in_danger),
            moved(s, &["b3"]),
            "symmetry {s}"
        );
        assert_eq!(
            sorted_names(threats.attackers_in_danger),
            moved(s, &["f2"]),
            "symmetry {s}"
        );
        assert!(threats.king_takers.is_empty(), "symmetry {s}");
    });
}

#[test]
fn a_soldier_stopping_between_two_enemies_dies_where_that_is_the_rule() {
    let board = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . K . . .
        . . T . . . .
        . t . t . . .
        . . . . . . .
        ";
    let v = small("hnefatafl-polish", 7);
    everywhere(&v, board, Side::Defenders, |s, pos| {
        let effect = v.move_effect(pos, mv(&transform_move(s, "c3-c2", 7)));
        assert!(effect.mover_dies, "symmetry {s}: c2 lies between b2 and d2");
        assert!(effect.takes.is_empty(), "symmetry {s}");
        let effect = v.move_effect(pos, mv(&transform_move(s, "c3-c1", 7)));
        assert!(
            !effect.mover_dies && effect.takes.is_empty(),
            "symmetry {s}"
        );
    });
    let v = small("copenhagen", 7);
    let pos = position(&v, board, Side::Defenders);
    assert!(
        !v.move_effect(&pos, mv("c3-c2")).mover_dies,
        "elsewhere it stands"
    );
}

#[test]
fn a_move_that_opens_the_king_s_road_is_a_danger() {
    let v = small("copenhagen", 7);
    let board = "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        + t . K . t +
        ";
    everywhere(&v, board, Side::Attackers, |s, pos| {
        let danger = v.danger_after(pos, mv(&transform_move(s, "b1-b4", 7)));
        let danger = danger.unwrap_or_else(|| panic!("symmetry {s}: leaving b1 opens a1"));
        assert_eq!(danger.reason, Reason::KingEscaped, "symmetry {s}");
        assert_eq!(danger.reply.to.to_string(), transform_name(s, "a1", 7));
        let safe = v.danger_after(pos, mv(&transform_move(s, "f1-e1", 7)));
        assert_eq!(safe, None, "symmetry {s}: both roads stay shut");
    });
}

/// Over random games of every preset, the threats agree with what the moves do when played
/// through [`Game`]: a king taker is where a move takes the king, a piece in danger is taken
/// by some move, a road's end is an escape where roads count to escapes, and a danger is a
/// reply that wins.
#[test]
fn threats_agree_with_the_moves_played_out_on_random_games() {
    for p in PRESETS {
        let v = preset(p.id);
        for seed in 0..6 {
            let game = random_game(&v, 1_000 + seed, 40 + 7 * seed as usize);
            for ply in (0..=game.ply()).step_by(5) {
                let pos = game.position_at(ply);
                if v.rule_outcome(&pos).is_some() {
                    continue;
                }
                check_threats(&v, &pos, p.id, seed);
            }
        }
    }
}

fn check_threats(v: &Variant, pos: &Position, id: &str, seed: u64) {
    let threats = v.threats(pos);
    let mut taken_by = [Bits::EMPTY, Bits::EMPTY];
    let mut takers = Bits::EMPTY;
    for side in [Side::Attackers, Side::Defenders] {
        let mover = pos.with_to_move(side);
        let mut list = MoveList::new();
        v.legal_moves(&mover, &mut list);
        for &m in list.as_slice() {
            let mut game = Game::from_position(v.clone(), mover);
            if v.uses_dice() {
                game.throw(m.distance());
            }
            let played = game
                .play(m)
                .unwrap_or_else(|e| panic!("{id}: {m:?} was generated: {e}"));
            let taken = played.captured & pos.pieces(side.opponent());
            taken_by[side as usize] |= taken;
            if side == Side::Attackers && pos.king().is_some_and(|k| taken.has(k)) {
                takers.set(m.to);
            }
        }
    }
    let at = format!("{id} seed {seed}\n{}", diagram(v, pos));
    assert_eq!(threats.defenders_in_danger, taken_by[0], "{at}");
    assert_eq!(threats.attackers_in_danger, taken_by[1], "{at}");
    assert_eq!(threats.king_takers, takers, "{at}");
    assert_eq!(threats.king_roads.len() as u32, v.king_routes(pos), "{at}");
    for road in &threats.king_roads {
        let end = *road.last().expect("a road has an end");
        assert!(v.route_ends().has(end), "{at}");
    }
}
