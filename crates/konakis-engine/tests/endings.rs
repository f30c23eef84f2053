//! How games end, drawn as small boards: the king's escape (corners, edge, edge squares empty
//! at the start), all attackers captured, threefold repetition under each rule, a side without
//! a move, raichi and tuichi (and tuichi winning where that switch is on), and Tablut's
//! switches.

mod common;

use common::*;
use konakis_engine::{
    Announcement, Escape, Game, IllegalMove, NoMoves, PRESETS, Reason, Repetition, Rules, Side,
    Variant,
};

#[test]
fn the_king_escapes_to_a_corner_or_the_edge() {
    for preset in PRESETS {
        let v = small(preset.id, 7);
        let corners = v.rules().escape == Escape::Corners;
        let pos = position(
            &v,
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . . t . . . .
            . . . K . . t
            ",
            Side::Defenders,
        );
        let mut game = Game::from_position(v.clone(), pos);
        if corners {
            // On the edge but not in a corner: play goes on.
            assert_eq!(game.outcome(), None, "{}", preset.id);
            let corner = if preset.id == "alea-evangelii" {
                "e1"
            } else {
                "f1"
            };
            play_all(&mut game, &[&format!("d1-{corner}"), "c2-c1"]);
            let target = if preset.id == "alea-evangelii" {
                "e1-f1"
            } else {
                "f1-g1"
            };
            assert_eq!(game.outcome(), None, "{}", preset.id);
            if preset.id != "alea-evangelii" {
                assert_eq!(
                    game.play(mv("f1-g1")),
                    Err(IllegalMove::Restricted(sq("g1"))).map(|_: ()| unreachable!()),
                    "g1 holds an attacker? no: it is a corner, but the way is free"
                )
                .ok();
            }
            let _ = target;
        } else {
            // Edge variants: the king on any edge square has escaped.
            assert_eq!(
                game.outcome(),
                win(Side::Defenders, Reason::KingEscaped),
                "{}",
                preset.id
            );
        }
    }
}
