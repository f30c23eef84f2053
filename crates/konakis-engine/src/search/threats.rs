//! The captures each side has ready for its next move: the squares where a piece would take
//! on arrival (move ordering and the quiescence search try those first), and the soldiers
//! that a soldier of the other side can reach such a square to take (the evaluation's
//! threats). Custodial captures against a friend or a hostile empty square only, and the
//! king never as the hammer: a quick reading of the rules for the search, not the rules.

use crate::bits::Bits;
use crate::position::Position;
use crate::rules::Side;
use crate::square::{Direction, Square};
use crate::variant::{NONE, Variant};

/// The enemy soldiers `side` might take, those with an anvil beside them (`side`'s pieces,
/// its king included, and the `hostile` squares, throne and corners, while empty), and
/// the anvils.
fn exposed(v: &Variant, pos: &Position, side: Side, hostile: Bits) -> (Bits, Bits) {
    let (enemies, friends) = match side {
        Side::Attackers => (pos.defenders(), pos.attackers()),
        Side::Defenders => (pos.attackers(), pos.pieces(Side::Defenders)),
    };
    let anvils = friends | (hostile & !pos.occupied());
    let beside = anvils.neighbours(v.board, v.has_west, v.has_east);
    (enemies & beside, anvils)
}

/// Calls `visit` with each empty square where a piece of `side` arriving would take an enemy
/// soldier, and that soldier's square: the square beside it, opposite an anvil.
#[inline]
fn for_each_target(
    v: &Variant,
    pos: &Position,
    side: Side,
    hostile: Bits,
    mut visit: impl FnMut(Square, Square),
) {
    let (victims, anvils) = exposed(v, pos, side, hostile);
    let occupied = pos.occupied();
    for victim in victims.iter() {
        for dir in Direction::ALL {
            if let Some(anvil) = v.step(victim, dir)
                && anvils.has(anvil)
                && let Some(target) = v.step(victim, dir.opposite())
                && !occupied.has(target)
            {
                visit(target, victim);
            }
        }
    }
}

/// Squares where a piece of `side` would (likely) capture on arrival: next to an enemy
/// soldier with a friend or a hostile empty square behind it.
pub(crate) fn capture_squares(v: &Variant, pos: &Position, side: Side, hostile: Bits) -> Bits {
    let mut out = Bits::EMPTY;
    for_each_target(v, pos, side, hostile, |target, _| out.set(target));
    out
}

/// The enemy soldiers a soldier of `side` could take with its next move: those with an anvil
/// on one side and, on the other, an empty square such a soldier can slide to.
pub(crate) fn en_prise(v: &Variant, pos: &Position, side: Side, hostile: Bits) -> Bits {
    let soldiers = match side {
        Side::Attackers => pos.attackers(),
        Side::Defenders => pos.defenders(),
    };
    let mut out = Bits::EMPTY;
    for_each_target(v, pos, side, hostile, |target, victim| {
        if !out.has(victim) && soldier_reaches(v, pos, soldiers, target) {
            out.set(victim);
        }
    });
    out
}

/// Whether one of `soldiers` can move to the empty square `target` in one move.
fn soldier_reaches(v: &Variant, pos: &Position, soldiers: Bits, target: Square) -> bool {
    if !v.access(pos, target, false).0 {
        return false;
    }
    let occupied = pos.occupied();
    Direction::ALL.into_iter().any(|dir| {
        // Walk back from the target to the first piece that way: a soldier there can come.
        let table = &v.next[dir.index()];
        let mut at = target.index();
        for _ in 0..v.reach {
            let n = table[at];
            if n == NONE {
                return false;
            }
            let sq = Square::from_index(n as usize);
            if occupied.has(sq) {
                return soldiers.has(sq);
            }
            if !v.access(pos, sq, false).1 {
                return false;
            }
            at = n as usize;
        }
        false
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Brandub (7x7) position drawn as (file, rank) lists, turned by one of the board's
    /// eight symmetries (`k`), with the symmetry to turn the expected squares by.
    struct Drawn {
        v: Variant,
        k: usize,
    }

    impl Drawn {
        fn at(&self, (f, r): (u8, u8)) -> Square {
            let (f, r) = if self.k & 1 == 1 { (r, f) } else { (f, r) };
            let f = if self.k & 2 == 2 { 6 - f } else { f };
            let r = if self.k & 4 == 4 { 6 - r } else { r };
            Square::new(f, r)
        }

        fn set(&self, squares: &[(u8, u8)]) -> Bits {
            squares.iter().map(|&sq| self.at(sq)).collect()
        }

        fn position(&self, a: &[(u8, u8)], d: &[(u8, u8)], king: (u8, u8)) -> Position {
            let king = Some(self.at(king));
            Position::from_parts(self.set(a), self.set(d), king, Side::Attackers, true)
        }

        fn en_prise(&self, pos: &Position, side: Side) -> Bits {
            en_prise(&self.v, pos, side, hostile(&self.v))
        }
    }

    fn hostile(v: &Variant) -> Bits {
        v.corners | Bits::single(v.throne)
    }

    /// Every symmetry of Brandub's board.
    fn drawn() -> impl Iterator<Item = Drawn> {
        (0..8).map(|k| Drawn {
            v: Variant::preset("brandub").unwrap(),
            k,
        })
    }

    /// A defender on c5 (2, 4) with an attacker on d5: an attacker that can slide to b5
    /// takes it; one whose way is blocked, or that stands beside b5 only diagonally, not.
    #[test]
    fn a_soldier_is_en_prise_when_a_hammer_can_reach_the_far_side() {
        for d in drawn() {
            let king = (3, 1);
            // b7 comes down the b-file to b5.
            let pos = d.position(&[(3, 4), (1, 6)], &[(2, 4)], king);
            assert_eq!(
                d.en_prise(&pos, Side::Attackers),
                d.set(&[(2, 4)]),
                "{}",
                d.k
            );
            let targets = capture_squares(&d.v, &pos, Side::Attackers, hostile(&d.v));
            assert_eq!(targets, d.set(&[(1, 4)]), "symmetry {}", d.k);
            // A defender on b6 blocks the way.
            let pos = d.position(&[(3, 4), (1, 6)], &[(2, 4), (1, 5)], king);
            assert!(d.en_prise(&pos, Side::Attackers).is_empty(), "{}", d.k);
            // An attacker on a6 is beside b5 only diagonally.
            let pos = d.position(&[(3, 4), (0, 5)], &[(2, 4)], king);
            assert!(d.en_prise(&pos, Side::Attackers).is_empty(), "{}", d.k);
            // From a5 along the rank.
            let pos = d.position(&[(3, 4), (0, 4)], &[(2, 4)], king);
            assert_eq!(
                d.en_prise(&pos, Side::Attackers),
                d.set(&[(2, 4)]),
                "{}",
                d.k
            );
        }
    }

    /// The empty corners are anvils, and so is the king for the defenders, but he is never
    /// their hammer; a soldier may not stop on the empty throne to take.
    #[test]
    fn hostile_squares_and_the_king() {
        for d in drawn() {
            // An attacker on b1 (1, 0) beside the a1 corner, a defender coming to c1 from c4.
            let pos = d.position(&[(1, 0)], &[(2, 3)], (5, 5));
            assert_eq!(
                d.en_prise(&pos, Side::Defenders),
                d.set(&[(1, 0)]),
                "{}",
                d.k
            );
            // The king on d5 as the anvil, an attacker on c5, a defender coming to b5 from b7.
            let pos = d.position(&[(2, 4)], &[(1, 6)], (3, 4));
            assert_eq!(
                d.en_prise(&pos, Side::Defenders),
                d.set(&[(2, 4)]),
                "{}",
                d.k
            );
            // The king as the only hammer: nothing.
            let pos = d.position(&[(2, 4)], &[(3, 4)], (1, 6));
            assert!(d.en_prise(&pos, Side::Defenders).is_empty(), "{}", d.k);
            // An attacker on c4 (2, 3) with a defender on b4: the empty throne d4 is a square
            // a soldier may not stop on, so the defender on d6 cannot take there.
            let pos = d.position(&[(2, 3)], &[(1, 3), (3, 5)], (5, 1));
            assert!(d.en_prise(&pos, Side::Defenders).is_empty(), "{}", d.k);
        }
    }
}
