//! One-move tactics the search settles at every node before trusting the evaluation: the
//! king's open runs to escape squares and an attacker move that captures the king.

use crate::moves::Move;
use crate::moves::MoveList;
use crate::position::Position;
use crate::rules::{CaptureLimit, Linnaean, Movement, Side};
use crate::square::{Direction, Square};
use crate::variant::Variant;

/// Whether the empty-or-not square `n` next to the king closes one of his sides against a
/// strong capture (an attacker, the empty throne, or the edge when it counts).
fn side_closed(v: &Variant, pos: &Position, n: Option<Square>) -> bool {
    match n {
        None => v.rules.edge_against_king,
        Some(n) => pos.attackers().has(n) || (n == v.throne && pos.king() != Some(n)),
    }
}

/// An attacker move that captures the king at once, with the attackers to move.
pub(crate) fn king_capture(v: &Variant, pos: &Position) -> Option<Move> {
    let king = pos.king()?;
    let attackers = pos.attackers();
    let occupied = pos.occupied();
    let plain_rules = v.rules.movement == Movement::Rook
        && v.rules.captures_per_move == CaptureLimit::All
        && !(v.rules.linnaean_capture == Linnaean::DefenderAndKing && king == v.throne);
    if !plain_rules {
        // Short moves, named captures, or a king falling with a defender beside him: no
        // shortcut, try every move.
        return every_move_capture(v, pos);
    }
    let strong = v.king_is_strong(pos, king);
    for dir in Direction::ALL {
        let Some(target) = v.step(king, dir) else {
            continue;
        };
        if occupied.has(target) || !v.access(pos, target, false).0 {
            continue;
        }
        // A cheap necessary condition before trying moves.
        let possible = if strong {
            Direction::ALL
                .iter()
                .filter(|&&d| d != dir)
                .all(|&d| side_closed(v, pos, v.step(king, d)))
        } else {
            v.step(king, dir.opposite()).is_some_and(|anvil| {
                attackers.has(anvil)
                    || (anvil == v.throne && pos.king() != Some(anvil))
                    || v.corners.has(anvil)
            })
        };
        if !possible {
            continue;
        }
        for from_dir in Direction::ALL {
            let mut at = target;
            while let Some(n) = v.step(at, from_dir) {
                if occupied.has(n) {
                    if attackers.has(n) {
                        let mv = Move::new(n, target);
                        if v.play(pos, mv).0.king().is_none() {
                            return Some(mv);
                        }
                    }
                    break;
                }
                if !v.access(pos, n, false).1 {
                    break;
                }
                at = n;
            }
        }
    }
    None
}

/// Whether the side to move in `pos` wins with its next move: the defenders when the king
/// has an open run to an escape square (`routes` counts them), the attackers when a move
/// captures the king.
#[inline]
pub(crate) fn wins_next_move(v: &Variant, pos: &Position, routes: u32) -> bool {
    match pos.to_move() {
        Side::Defenders => routes > 0,
        Side::Attackers => king_capture(v, pos).is_some(),
    }
}

/// An attacker move that captures the king, found by playing every move.
fn every_move_capture(v: &Variant, pos: &Position) -> Option<Move> {
    let mut list = MoveList::new();
    v.legal_moves(pos, &mut list);
    list.iter()
        .copied()
        .find(|&mv| v.play(pos, mv).0.king().is_none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveList;
    use crate::search::testing::random_games;

    /// The shortcut finds a king capture exactly when one of the legal moves makes it.
    #[test]
    fn king_capture_agrees_with_trying_every_move() {
        for id in ["copenhagen", "brandub", "tawlbwrdd", "hnefatafl", "tablut"] {
            let v = Variant::preset(id).unwrap();
            let mut list = MoveList::new();
            random_games(
                &v,
                11,
                60,
                |game| 40 + game * 3,
                |pos| {
                    if pos.to_move() != Side::Attackers {
                        return;
                    }
                    v.legal_moves(pos, &mut list);
                    let any = list.iter().any(|&m| v.play(pos, m).0.king().is_none());
                    let shortcut = king_capture(&v, pos);
                    assert_eq!(shortcut.is_some(), any, "{id} {}", v.position_record(pos));
                    if let Some(m) = shortcut {
                        assert!(list.contains(&m));
                    }
                },
            );
        }
    }
}
