//! `ladder`: one level against another (by default the one below) in two-game matches, scored
//! both by games and by matches as tafl tournaments score them.
//!
//! In tafl the side with the king wins most games between players of similar strength, so
//! two good levels split a pair of games one each, whoever is stronger. A match of two games
//! (each level attacks once) settles that the way the World Tafl Federation's tournaments
//! break ties: the faster win takes it.

use std::io::Write;
use std::time::Instant;

use konakis_engine::Side;
use konakis_engine::pairing::{self, Finished, Pairing, Player};
use konakis_engine::search::Level;

use clap::Args;
use konakis_cli::CliError;
use konakis_store::start::label;

use crate::series::{Played, Series, SeriesArgs, Tally};

/// One level against another in two-game matches, scored as tafl tournaments do.
///
/// Plays level N against level L (default: the level below) in M two-game matches: each
/// match is two games from the same seed (match i uses seed S+i), one with either level
/// attacking. Prints one line per match, then the games' score and the matches' score. A
/// match goes to the level with more points (a win 1, a draw 1/2); at one win each, to the
/// faster win (the World Tafl Federation's tie-break: the shortest winning game); otherwise
/// it is even. Dice games throw the die from the match's seed each turn.
#[derive(Args, Debug)]
pub(crate) struct Ladder {
    #[command(flatten)]
    series: SeriesArgs,
    /// The level measured: 1-6 or a name (Thrall ... Konungr)
    #[arg(long, value_name = "N")]
    level: Level,
    /// Its opponent, another level (default: level N-1)
    #[arg(long, value_name = "L")]
    against: Option<Level>,
}

/// Who takes a two-game match, and how.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Verdict {
    /// The level measured.
    Won(By),
    /// Its opponent.
    Lost(By),
    /// Two draws, or two wins of the same length.
    Even,
}

/// What decided a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum By {
    /// More points.
    Points,
    /// One win each, and this one the shorter game.
    FasterWin,
}

impl By {
    pub(crate) fn text(self) -> &'static str {
        match self {
            By::Points => "on points",
            By::FasterWin => "with the faster win",
        }
    }
}

/// One game from the measured level's side: its points in halves (2 a win, 1 a draw) and the
/// game's length in moves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Score {
    pub(crate) halves: u32,
    plies: usize,
}

impl Score {
    pub(crate) fn of(game: &Played, measured: Side) -> Score {
        let halves = match game.winner() {
            Some(side) if side == measured => 2,
            Some(_) => 0,
            None => 1,
        };
        Score {
            halves,
            plies: game.plies,
        }
    }
}

/// The running score of two-game matches, from the side of the player measured (`me`).
pub(crate) struct Scoreboard {
    me: String,
    them: String,
    attacking: Tally,
    defending: Tally,
    /// Points in halves.
    halves: u32,
    won: u32,
    lost: u32,
    even: u32,
}

impl Scoreboard {
    pub(crate) fn new(me: &str, them: &str) -> Scoreboard {
        Scoreboard {
            me: me.to_string(),
            them: them.to_string(),
            attacking: Tally::default(),
            defending: Tally::default(),
            halves: 0,
            won: 0,
            lost: 0,
            even: 0,
        }
    }

    /// Counts match `i` (seed `seed`): `me` attacking, then defending; writes its line.
    pub(crate) fn add_match(
        &mut self,
        out: &mut dyn Write,
        i: u64,
        seed: u64,
        attacking: &Played,
        defending: &Played,
        started: Instant,
    ) -> std::io::Result<()> {
        self.attacking.add(attacking);
        self.defending.add(defending);
        let (a, d) = (
            Score::of(attacking, Side::Attackers),
            Score::of(defending, Side::Defenders),
        );
        self.halves += a.halves + d.halves;
        let (me, them) = (&self.me, &self.them);
        let taken = match verdict(a, d) {
            Verdict::Won(by) => {
                self.won += 1;
                format!("{me} {}", by.text())
            }
            Verdict::Lost(by) => {
                self.lost += 1;
                format!("{them} {}", by.text())
            }
            Verdict::Even => {
                self.even += 1;
                "even".to_string()
            }
        };
        writeln!(
            out,
            "match {}, seed {seed}: {me} attacking: {}; {me} defending: {}; {taken}, {:.1} s",
            i + 1,
            attacking.describe(),
            defending.describe(),
            started.elapsed().as_secs_f64()
        )?;
        out.flush()
    }

    /// The games' score and the matches' score, after `matches` matches.
    pub(crate) fn write_summary(&self, out: &mut dyn Write, matches: u64) -> std::io::Result<()> {
        let (me, them) = (&self.me, &self.them);
        let score = format!(
            "{}{}",
            self.halves / 2,
            if self.halves % 2 == 1 { ".5" } else { "" }
        );
        writeln!(
            out,
            "games: {me} {score}/{} ({me} attacking: {}; {me} defending: {})",
            2 * matches,
            self.attacking,
            self.defending
        )?;
        writeln!(
            out,
            "matches: {me} {}, {them} {}, even {}",
            self.won, self.lost, self.even
        )
    }
}

/// The match rule (the engine's `pairing`): more points wins; at one win each the shorter
/// winning game wins.
pub(crate) fn verdict(attacking: Score, defending: Score) -> Verdict {
    let winner = |score: Score, side: Side| match score.halves {
        2 => Some(side),
        0 => Some(side.opponent()),
        _ => None,
    };
    let mut pairing = Pairing::new(1);
    pairing.add(Finished {
        winner: winner(attacking, Side::Attackers),
        plies: attacking.plies,
    });
    pairing.add(Finished {
        winner: winner(defending, Side::Defenders),
        plies: defending.plies,
    });
    let by = |by: pairing::By| match by {
        pairing::By::Points => By::Points,
        pairing::By::FasterWin => By::FasterWin,
    };
    match pairing.verdict() {
        Some(pairing::Verdict::Won(Player::First, how)) => Verdict::Won(by(how)),
        Some(pairing::Verdict::Won(Player::Second, how)) => Verdict::Lost(by(how)),
        _ => Verdict::Even,
    }
}

/// `ladder`: one line per match, then the games' and the matches' scores.
pub(crate) fn run(args: &Ladder, out: &mut dyn Write) -> Result<(), CliError> {
    let series = Series::new(&args.series)?;
    let level = args.level;
    let rival = match args.against {
        Some(rival) => rival,
        None => Level::ALL
            .iter()
            .rev()
            .copied()
            .find(|l| *l < level)
            .ok_or_else(|| {
                CliError::bad(format!(
                    "--level: {level} has no level below it; name its opponent with --against"
                ))
            })?,
    };
    if rival == level {
        return Err(CliError::bad(format!(
            "--against: {rival} is the level measured; name another level"
        )));
    }
    let (me, them) = (level.name(), rival.name());

    writeln!(
        out,
        "{}: {level} against {rival}, {} matches of two games, {}",
        label(&series.variant),
        series.games,
        series.timing()
    )?;
    let mut board = Scoreboard::new(me, them);
    for i in 0..series.games {
        let started = Instant::now();
        let attacking = series.play(i, [level, rival]);
        let defending = series.play(i, [rival, level]);
        board.add_match(out, i, series.seed(i), &attacking, &defending, started)?;
    }
    board.write_summary(out, series.games)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(plies: usize) -> Score {
        Score { halves: 2, plies }
    }
    fn loss(plies: usize) -> Score {
        Score { halves: 0, plies }
    }
    fn draw(plies: usize) -> Score {
        Score { halves: 1, plies }
    }

    #[test]
    fn more_points_take_the_match() {
        assert_eq!(verdict(win(80), win(20)), Verdict::Won(By::Points));
        assert_eq!(verdict(draw(300), win(40)), Verdict::Won(By::Points));
        assert_eq!(verdict(win(90), draw(50)), Verdict::Won(By::Points));
        assert_eq!(verdict(loss(30), draw(300)), Verdict::Lost(By::Points));
        assert_eq!(verdict(draw(300), loss(30)), Verdict::Lost(By::Points));
        assert_eq!(verdict(loss(30), loss(90)), Verdict::Lost(By::Points));
    }

    #[test]
    fn at_one_win_each_the_faster_win_takes_the_match() {
        // Lost as the attacker in 39 moves, won as the defender in 21.
        assert_eq!(verdict(loss(39), win(21)), Verdict::Won(By::FasterWin));
        assert_eq!(verdict(loss(21), win(39)), Verdict::Lost(By::FasterWin));
        // Won as the attacker in 50, lost as the defender in 60.
        assert_eq!(verdict(win(50), loss(60)), Verdict::Won(By::FasterWin));
        assert_eq!(verdict(win(61), loss(60)), Verdict::Lost(By::FasterWin));
    }

    #[test]
    fn two_draws_or_equal_wins_are_even() {
        assert_eq!(verdict(draw(300), draw(120)), Verdict::Even);
        assert_eq!(verdict(loss(33), win(33)), Verdict::Even);
        assert_eq!(verdict(win(33), loss(33)), Verdict::Even);
    }
}
