//! A series of computer games, level against level, as `match` and `ladder` play them: the
//! flags they share, the game loop, and how each game ended.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use konakis_engine::search::{Level, LevelSettings, Searcher};
use konakis_engine::{Game, Move, Outcome, Side, Variant};

use clap::Args;
use konakis_cli::{CliError, seed_from_clock};
use konakis_store::start::RulesArgs;

/// How one game of a series ended.
enum GameEnd {
    Over(Outcome),
    /// Drawn on reaching the series' move cap.
    MoveCap,
    /// This side resigned (another program's engine may).
    Resigned(Side),
    /// This side played a move the rules refuse and loses the game (another program's
    /// engine may, where its board or its rules differ): `what` names the move and why.
    Illegal {
        side: Side,
        what: String,
    },
    /// This side's engine failed (it stopped, hung, or gave an answer that does not read) and
    /// loses the game, as a tournament scores a crash: `why` says what happened.
    Failed {
        side: Side,
        why: String,
    },
}

/// How a description of a game lost by an illegal move goes on after its winner.
const ILLEGAL: &str = "(illegal move by the";
/// The same for a game lost by an engine's failure.
const FAILED: &str = "(failure of the";

/// One game played: how it ended, after how many moves, and the game itself.
pub(crate) struct Played {
    end: GameEnd,
    pub(crate) plies: usize,
    pub(crate) game: Game,
}

impl Played {
    /// `game`, ended `end` at its current move.
    fn ended(end: GameEnd, game: Game) -> Played {
        Played {
            end,
            plies: game.ply(),
            game,
        }
    }

    /// The side that won; `None` for a draw, the move cap included.
    pub(crate) fn winner(&self) -> Option<Side> {
        match &self.end {
            GameEnd::Over(outcome) => outcome.winner,
            GameEnd::MoveCap => None,
            GameEnd::Resigned(side)
            | GameEnd::Illegal { side, .. }
            | GameEnd::Failed { side, .. } => Some(side.opponent()),
        }
    }

    /// `defenders-win (king-escaped) after 33 moves` (read back by [`described_winner`]).
    pub(crate) fn describe(&self) -> String {
        let how = match &self.end {
            GameEnd::Over(o) => format!("{} ({})", o.status_name(), o.reason.name()),
            GameEnd::MoveCap => format!("draw (move cap of {})", self.plies),
            GameEnd::Resigned(side) => format!(
                "{}-win (the {} resign)",
                side.opponent().name(),
                side.name()
            ),
            GameEnd::Illegal { side, what } => format!(
                "{}-win {ILLEGAL} {}, {what})",
                side.opponent().name(),
                side.name()
            ),
            GameEnd::Failed { side, why } => format!(
                "{}-win {FAILED} {}: {why})",
                side.opponent().name(),
                side.name()
            ),
        };
        format!("{how} after {} moves", self.plies)
    }

    /// The side whose player failed, if one did: its engine must be started again.
    pub(crate) fn failed_side(&self) -> Option<Side> {
        match self.end {
            GameEnd::Failed { side, .. } => Some(side),
            _ => None,
        }
    }
}

/// The winner a text from [`Played::describe`] names by its first word (`attackers-win`,
/// `defenders-win`; `Some(None)` for `draw`), or `None` when it names no result of play: a
/// game lost by an illegal move or a failure says nothing of who stood better.
pub(crate) fn described_winner(text: &str) -> Option<Option<Side>> {
    if text.contains(ILLEGAL) || text.contains(FAILED) {
        return None;
    }
    let first = text.split_whitespace().next()?;
    if first == "draw" {
        return Some(None);
    }
    Side::parse(first.strip_suffix("-win")?).map(Some)
}

/// Wins and draws counted from the attackers' side: `attackers W, defenders L, draws D`.
#[derive(Clone, Copy, Default)]
pub(crate) struct Tally {
    pub(crate) attackers: u32,
    pub(crate) defenders: u32,
    pub(crate) draws: u32,
}

impl Tally {
    pub(crate) fn add(&mut self, game: &Played) {
        self.add_winner(game.winner());
    }

    /// Counts a game won by `winner` (`None`: a draw).
    pub(crate) fn add_winner(&mut self, winner: Option<Side>) {
        match winner {
            Some(Side::Attackers) => self.attackers += 1,
            Some(Side::Defenders) => self.defenders += 1,
            None => self.draws += 1,
        }
    }

    /// The defenders' share of the decided games, in percent (`None` when none was decided).
    pub(crate) fn defenders_share(&self) -> Option<f64> {
        let decided = self.attackers + self.defenders;
        (decided > 0).then(|| 100.0 * self.defenders as f64 / decided as f64)
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "attackers {}, defenders {}, draws {}",
            self.attackers, self.defenders, self.draws
        )
    }
}

/// The options of a series of computer games, shared by `match`, `ladder`, `rate` and
/// `versus` (besides the players).
#[derive(Args, Debug)]
pub(crate) struct SeriesArgs {
    #[command(flatten)]
    pub(crate) rules: RulesArgs,
    /// How many games (for `match`) or two-game matches (1-10000)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub(crate) games: Option<u64>,
    /// The seed of the first game or match; the next take S+1, S+2... The levels then count
    /// nodes instead of watching the clock, so the whole run replays exactly (default: clock
    /// and seeds from the time of day)
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// The top level's thinking time per move; the others take their share
    #[arg(long, value_name = "T", default_value_t = 5_000,
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    time_ms: u64,
    /// A game that reaches P moves is a draw
    #[arg(long, value_name = "P", default_value_t = 300,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    max_plies: u64,
    /// The first K moves of each game are random (level 1's pick: never a move that loses at
    /// once), so that seeded games between levels that seldom or never stray differ (default
    /// 0)
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(0..=100))]
    pub(crate) random_opening: Option<u64>,
}

/// A series of computer games: the preset, how many, and how each is played.
pub(crate) struct Series {
    pub(crate) variant: Arc<Variant>,
    /// Games for `match`, two-game matches for `ladder`.
    pub(crate) games: u64,
    seeded: bool,
    base_seed: u64,
    max_plies: usize,
    /// Random moves at the start of each game.
    pub(crate) opening: usize,
    settings: LevelSettings,
}

impl Series {
    /// The series the options describe.
    pub(crate) fn new(args: &SeriesArgs) -> Result<Series, CliError> {
        let variant = Arc::new(args.rules.variant()?);
        let games = args
            .games
            .ok_or_else(|| CliError::bad("--games is required: --games N"))?;
        Ok(Series {
            variant,
            games,
            seeded: args.seed.is_some(),
            base_seed: args.seed.unwrap_or_else(seed_from_clock),
            max_plies: args.max_plies as usize,
            opening: args.random_opening.unwrap_or(0) as usize,
            settings: LevelSettings {
                think_time: Duration::from_millis(args.time_ms),
                deterministic: args.seed.is_some(),
            },
        })
    }

    /// The levels watch the clock even with a seed (the seed then only draws the openings and
    /// the dice): a match against another program's engine, which thinks by the clock.
    pub(crate) fn timed(mut self) -> Series {
        self.settings.deterministic = false;
        self.seeded = false;
        self
    }

    /// The top level's thinking time, in ms.
    pub(crate) fn think_ms(&self) -> u64 {
        self.settings.think_time.as_millis() as u64
    }

    /// The seed of game `i` (from 0).
    pub(crate) fn seed(&self, i: u64) -> u64 {
        self.base_seed.wrapping_add(i)
    }

    /// `top level 5000 ms a move (deterministic: node budgets)`, for the header line.
    pub(crate) fn timing(&self) -> String {
        format!(
            "top level {} ms a move{}",
            self.settings.think_time.as_millis(),
            if self.seeded {
                " (deterministic: node budgets)"
            } else {
                ""
            }
        )
    }

    /// Game `i` from the start; `levels` are the attackers' and the defenders'. The first
    /// moves (`--random-opening`) are level 1's: random, but never losing at once. In dice
    /// games the die is thrown from the game's seed at the start of each turn, and a throw
    /// without a move passes.
    pub(crate) fn play(&self, i: u64, levels: [Level; 2]) -> Played {
        let [mut attackers, mut defenders] = levels.map(LevelPlayer::new);
        self.play_between(i, [&mut attackers, &mut defenders])
            .expect("the computer's levels always answer")
    }

    /// Game `i` between two players (attackers first), openings as [`Series::play`]. A
    /// player that fails to answer a move loses the game; only one that cannot start it is
    /// an error.
    pub(crate) fn play_between(
        &self,
        i: u64,
        mut players: [&mut dyn Player; 2],
    ) -> Result<Played, CliError> {
        let seed = self.seed(i);
        let mut game = Game::new(self.variant.clone());
        let mut opening = LevelPlayer::new(Level::ALL[0]);
        for player in players.iter_mut() {
            player.new_game(&game)?;
        }
        loop {
            if let Some(outcome) = game.outcome() {
                return Ok(Played::ended(GameEnd::Over(outcome), game));
            }
            if game.ply() >= self.max_plies {
                return Ok(Played::ended(GameEnd::MoveCap, game));
            }
            game.throw_from_seed(seed);
            if game.must_pass() {
                game.pass().expect("a throw without a move passes");
                continue;
            }
            let side = match game.to_move() {
                Side::Attackers => 0,
                Side::Defenders => 1,
            };
            let player: &mut dyn Player = if game.ply() < self.opening {
                &mut opening
            } else {
                &mut *players[side]
            };
            // A failure, a resignation or an illegal move ends the game: the game so far is
            // kept, and the series goes on.
            let mv = match player.choose(&game, &self.settings, seed) {
                Ok(Some(mv)) => mv,
                Ok(None) => return Ok(Played::ended(GameEnd::Resigned(game.to_move()), game)),
                Err(e) => {
                    let side = game.to_move();
                    let why = e.to_string();
                    return Ok(Played::ended(GameEnd::Failed { side, why }, game));
                }
            };
            if let Err(e) = game.play(mv) {
                let side = game.to_move();
                let what = format!("{mv}: {e}");
                return Ok(Played::ended(GameEnd::Illegal { side, what }, game));
            }
        }
    }
}

/// Someone who plays a game of a series: one of the computer's levels, or an engine of
/// another program.
pub(crate) trait Player {
    /// A new game begins (from `game`'s start).
    fn new_game(&mut self, game: &Game) -> Result<(), CliError>;
    /// The move to play in `game`'s position now (`None`: it resigns); `settings` are the
    /// series' timing.
    fn choose(
        &mut self,
        game: &Game,
        settings: &LevelSettings,
        seed: u64,
    ) -> Result<Option<Move>, CliError>;
}

/// One of the computer's levels, with its own search tables.
pub(crate) struct LevelPlayer {
    level: Level,
    searcher: Searcher,
}

impl LevelPlayer {
    pub(crate) fn new(level: Level) -> LevelPlayer {
        LevelPlayer {
            level,
            searcher: Searcher::with_table_size(level.table_megabytes()),
        }
    }
}

impl Player for LevelPlayer {
    fn new_game(&mut self, _game: &Game) -> Result<(), CliError> {
        self.searcher.clear();
        Ok(())
    }

    fn choose(
        &mut self,
        game: &Game,
        settings: &LevelSettings,
        seed: u64,
    ) -> Result<Option<Move>, CliError> {
        let stop = AtomicBool::new(false);
        let result = self
            .searcher
            .choose(game, self.level, settings, seed, &stop);
        let best = result
            .best
            .expect("a game that is not over has a legal move");
        Ok(Some(best))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use konakis_engine::Reason;

    /// A Brandub game that ended `end` after `plies` moves.
    fn played(end: GameEnd, plies: usize) -> Played {
        Played {
            end,
            plies,
            game: Game::new(Variant::preset("brandub").unwrap()),
        }
    }

    /// Every way a game ends is read back from its description as the winner it had.
    #[test]
    fn a_description_names_its_winner() {
        let ends = [
            GameEnd::Over(Outcome::win(Side::Attackers, Reason::KingCaptured)),
            GameEnd::Over(Outcome::win(Side::Defenders, Reason::KingEscaped)),
            GameEnd::MoveCap,
            GameEnd::Resigned(Side::Attackers),
            GameEnd::Resigned(Side::Defenders),
        ];
        for end in ends {
            let played = played(end, 40);
            let text = played.describe();
            assert_eq!(described_winner(&text), Some(played.winner()), "{text}");
        }
        // A game lost by an illegal move names its winner, but no result of play.
        let what = "a1-a2: there is no piece on a1".into();
        let illegal = played(
            GameEnd::Illegal {
                side: Side::Defenders,
                what,
            },
            12,
        );
        assert_eq!(illegal.winner(), Some(Side::Attackers));
        let text = illegal.describe();
        assert_eq!(
            text,
            "attackers-win (illegal move by the defenders, a1-a2: there is no piece on a1) after 12 moves"
        );
        assert_eq!(described_winner(&text), None);
        // So does one lost by an engine's failure.
        let why = "engine 'x': it stopped (exit status: 3)".into();
        let failed = played(
            GameEnd::Failed {
                side: Side::Attackers,
                why,
            },
            7,
        );
        assert_eq!(failed.winner(), Some(Side::Defenders));
        assert_eq!(failed.failed_side(), Some(Side::Attackers));
        assert_eq!(illegal.failed_side(), None);
        let text = failed.describe();
        assert_eq!(
            text,
            "defenders-win (failure of the attackers: engine 'x': it stopped (exit status: 3)) after 7 moves"
        );
        assert_eq!(described_winner(&text), None);
        assert_eq!(described_winner(""), None);
        assert_eq!(described_winner("kings-win (?)"), None);
        assert_eq!(described_winner("attackers"), None);
    }
}
