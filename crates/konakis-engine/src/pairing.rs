//! Paired games, as tafl tournaments play them: two players meet in pairs of games, each
//! attacking once in a pair. The match goes to the one with more points (a win 1, a draw
//! ½); at equal points, to the faster wins (the fewer moves their wins took, the World Tafl
//! Federation's tie-break); otherwise it is even.
//!
//! ```
//! use konakis_engine::Side;
//! use konakis_engine::pairing::{By, Finished, Pairing, Player, Verdict};
//! let mut pairing = Pairing::new(1);
//! // Game 1: the first player attacks; the defenders (the second player) win in 40 moves.
//! pairing.add(Finished { winner: Some(Side::Defenders), plies: 40 });
//! // Game 2: sides swapped; the defenders (now the first player) win in 30.
//! pairing.add(Finished { winner: Some(Side::Defenders), plies: 30 });
//! assert_eq!(pairing.verdict(), Some(Verdict::Won(Player::First, By::FasterWin)));
//! ```

use std::cmp::Ordering;

use crate::rules::Side;

/// The two players of a match: the one who attacks in its first game, and the other.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    /// Attacks in games 1, 3, 5...
    First,
    /// Attacks in games 2, 4, 6...
    Second,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// What decided a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum By {
    /// More points.
    Points,
    /// Equal points, and this player's wins the shorter.
    FasterWin,
}

/// Who took a finished match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// This player, so.
    Won(Player, By),
    /// Equal points and equally fast wins.
    Even,
}

/// One finished game of a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Finished {
    /// The side that won, or `None` for a draw.
    pub winner: Option<Side>,
    /// Its length in moves.
    pub plies: usize,
}

/// A match of `pairs` pairs of games and the games finished so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pairing {
    pairs: u8,
    finished: Vec<Finished>,
}

impl Pairing {
    /// The most pairs a match may have.
    pub const MAX_PAIRS: u8 = 10;

    /// A match of `pairs` pairs (1 to [`Pairing::MAX_PAIRS`]).
    pub fn new(pairs: u8) -> Pairing {
        Pairing {
            pairs: pairs.clamp(1, Pairing::MAX_PAIRS),
            finished: Vec::new(),
        }
    }

    /// How many pairs it has.
    pub fn pairs(&self) -> u8 {
        self.pairs
    }

    /// Its games, `2 × pairs`.
    pub fn games(&self) -> usize {
        2 * self.pairs as usize
    }

    /// The games finished so far.
    pub fn finished(&self) -> &[Finished] {
        &self.finished
    }

    /// The player who attacks in game `index` (0-based).
    pub fn attacker_in(index: usize) -> Player {
        if index.is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The player on `side` in game `index`.
    pub fn player_in(index: usize, side: Side) -> Player {
        match side {
            Side::Attackers => Pairing::attacker_in(index),
            Side::Defenders => Pairing::attacker_in(index).other(),
        }
    }

    /// Counts a finished game (the next one of the match); `false` once the match is over.
    pub fn add(&mut self, game: Finished) -> bool {
        if self.is_over() {
            return false;
        }
        self.finished.push(game);
        true
    }

    /// Whether every game is played.
    pub fn is_over(&self) -> bool {
        self.finished.len() >= self.games()
    }

    /// The index of the game being played (or the last, once over).
    pub fn current(&self) -> usize {
        self.finished.len().min(self.games() - 1)
    }

    /// `player`'s points so far, in halves (a win 2, a draw 1).
    pub fn halves(&self, player: Player) -> u32 {
        self.finished
            .iter()
            .enumerate()
            .map(|(i, g)| match g.winner {
                Some(side) if Pairing::player_in(i, side) == player => 2,
                Some(_) => 0,
                None => 1,
            })
            .sum()
    }

    /// How many games `player` won, and the moves those wins took together.
    fn wins(&self, player: Player) -> (usize, usize) {
        self.finished
            .iter()
            .enumerate()
            .filter(|(i, g)| {
                g.winner
                    .is_some_and(|s| Pairing::player_in(*i, s) == player)
            })
            .fold((0, 0), |(n, plies), (_, g)| (n + 1, plies + g.plies))
    }

    /// Who takes the match, once it is over.
    pub fn verdict(&self) -> Option<Verdict> {
        if !self.is_over() {
            return None;
        }
        Some(verdict_of(self))
    }

    /// Who leads as things stand (`Even` at the start or level).
    pub fn standing(&self) -> Verdict {
        verdict_of(self)
    }
}

fn verdict_of(p: &Pairing) -> Verdict {
    let (first, second) = (p.halves(Player::First), p.halves(Player::Second));
    match first.cmp(&second) {
        Ordering::Greater => Verdict::Won(Player::First, By::Points),
        Ordering::Less => Verdict::Won(Player::Second, By::Points),
        // Equal points between two players means as many wins each.
        Ordering::Equal => {
            let ((wins, a), (_, b)) = (p.wins(Player::First), p.wins(Player::Second));
            match a.cmp(&b) {
                _ if wins == 0 => Verdict::Even,
                Ordering::Less => Verdict::Won(Player::First, By::FasterWin),
                Ordering::Greater => Verdict::Won(Player::Second, By::FasterWin),
                Ordering::Equal => Verdict::Even,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(winner: Option<Side>, plies: usize) -> Finished {
        Finished { winner, plies }
    }

    #[test]
    fn points_then_the_faster_win() {
        let mut p = Pairing::new(1);
        assert_eq!(p.verdict(), None);
        p.add(game(Some(Side::Attackers), 50)); // First wins attacking
        assert_eq!(p.standing(), Verdict::Won(Player::First, By::Points));
        p.add(game(Some(Side::Attackers), 30)); // Second wins attacking, faster
        assert_eq!(p.halves(Player::First), 2);
        assert_eq!(p.halves(Player::Second), 2);
        assert_eq!(
            p.verdict(),
            Some(Verdict::Won(Player::Second, By::FasterWin))
        );
        assert!(!p.add(game(None, 1)), "the match is over");

        let mut p = Pairing::new(1);
        p.add(game(None, 80));
        p.add(game(Some(Side::Defenders), 60)); // First defends in game 2 and wins
        assert_eq!(p.verdict(), Some(Verdict::Won(Player::First, By::Points)));

        let mut p = Pairing::new(1);
        p.add(game(None, 80));
        p.add(game(None, 90));
        assert_eq!(p.verdict(), Some(Verdict::Even));

        let mut p = Pairing::new(1);
        p.add(game(Some(Side::Defenders), 40));
        p.add(game(Some(Side::Defenders), 40));
        assert_eq!(p.verdict(), Some(Verdict::Even), "equally fast wins");
    }

    #[test]
    fn two_pairs_swap_sides_each_game() {
        let mut p = Pairing::new(2);
        assert_eq!(p.games(), 4);
        for i in 0..4 {
            assert_eq!(
                Pairing::attacker_in(i),
                [Player::First, Player::Second][i % 2]
            );
            assert_eq!(p.current(), i);
            p.add(game(Some(Side::Attackers), 20 + i));
        }
        // Each won both games attacking; First's wins took 20 + 22, Second's 21 + 23.
        assert_eq!(
            p.verdict(),
            Some(Verdict::Won(Player::First, By::FasterWin))
        );
    }
}
