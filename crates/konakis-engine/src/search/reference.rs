//! The yardstick: a plain negamax over every move, with no pruning and no tables, that the
//! search is tested against. It applies the same rules at each node as the search.

use super::eval::{Rooms, Tables};
use super::repetition::repetition_score;
use super::score::{INF, no_moves_score, outcome_score, win_next_move};
use super::tactics;
use crate::moves::MoveList;
use crate::position::Position;
use crate::rules::{Repetition, Side};
use crate::variant::Variant;

/// The value of `pos` by a plain negamax over every move to `depth` plies, with no pruning
/// and no tables: the yardstick the search is tested against. It applies the same rules at
/// each node as the search (finished games, repetition along the line, a win on the next
/// move, the attackers' forced reply to an open king run at the horizon). Exponential: small
/// depths only.
pub fn reference_value(variant: &Variant, pos: &Position, depth: u32) -> i32 {
    let tables = Tables::new(variant);
    let mut path = vec![pos.hash()];
    plain(
        variant,
        &tables,
        &mut Rooms::new(),
        pos,
        depth as i32,
        &mut path,
        0,
    )
}

/// The plain negamax at the end of `path` (the line's hashes from the root), the last
/// capture having been made at ply `last_capture`.
fn plain(
    v: &Variant,
    tables: &Tables,
    rooms: &mut Rooms,
    pos: &Position,
    mut depth: i32,
    path: &mut Vec<u64>,
    last_capture: usize,
) -> i32 {
    let ply = path.len() - 1;
    if ply > 0 {
        if let Some(outcome) = v.rule_outcome(pos) {
            return outcome_score(outcome, pos.to_move(), ply);
        }
        if v.rules.repetition != Repetition::Ignored {
            let seen = (last_capture..ply)
                .filter(|&p| (ply - p).is_multiple_of(2) && path[p] == pos.hash())
                .count();
            if seen > 0 {
                return repetition_score(v.rules.repetition, pos.to_move(), ply, seen)
                    .expect("rule is not Ignored");
            }
        }
    }
    let us = pos.to_move();
    let Some(king) = pos.king() else {
        return tables.evaluate(v, pos, rooms);
    };
    let routes = tables.routes_from(king, &tables.king_blockers(v, pos));
    if tactics::wins_next_move(v, pos, routes) {
        return win_next_move(ply);
    }
    if depth <= 0 {
        if us == Side::Attackers && routes > 0 {
            depth = 1;
        } else {
            return tables.evaluate(v, pos, rooms);
        }
    }
    let mut list = MoveList::new();
    v.legal_moves(pos, &mut list);
    if list.is_empty() {
        return no_moves_score(v, ply);
    }
    let mut best = -INF;
    for &mv in list.iter() {
        let (child, captured) = v.play(pos, mv);
        path.push(child.hash());
        let floor = if captured.is_empty() {
            last_capture
        } else {
            ply + 1
        };
        best = best.max(-plain(v, tables, rooms, &child, depth - 1, path, floor));
        path.pop();
    }
    best
}
