//! Another program's engine, run as a separate process and spoken to over its stdin and
//! stdout (never linked). Two protocols: a UCI-like one (`position startpos moves d1d3 ...`,
//! `go movetime N`, answered `bestmove d1d3`, as ZevraTafl speaks it), and
//! hnefatafl-copenhagen's text protocol (`board_size 11` starts a game, `play attacker d1 d3`
//! is answered `= ` and the captures, `generate_move` is answered `= play defender f8 f9, ...`
//! and plays the move itself; an error is a line starting `?`).

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use konakis_engine::search::{Level, LevelSettings};
use konakis_engine::{Game, Move, Side, Square};

use clap::{Args, ValueEnum};
use konakis_cli::CliError;

use crate::series::{LevelPlayer, Played, Player, Series};

/// The options that start another program's engine: [`Peer::from_args`] reads them.
#[derive(Args, Debug)]
pub(crate) struct EngineArgs {
    /// The engine's command line, run with the shell
    #[arg(long, value_name = "CMD")]
    pub(crate) engine: Option<String>,
    /// How it is spoken to
    #[arg(long, value_name = "PROTOCOL", requires = "engine")]
    protocol: Option<Protocol>,
    /// Its thinking time per move (default: the levels' --time-ms)
    #[arg(long, value_name = "T", requires = "engine",
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    engine_time_ms: Option<u64>,
    /// Lines sent to it after each new game, separated by ';' (e.g. to choose its AI)
    #[arg(long, value_name = "LINES", requires = "engine")]
    engine_setup: Option<String>,
}

/// How the engine is spoken to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Protocol {
    /// `position startpos moves ...` / `go movetime N` / `bestmove ...`.
    Uci,
    /// hnefatafl-copenhagen's: `new_game`, `play SIDE FROM TO`, `generate_move`.
    Htp,
}

/// An engine process.
pub(crate) struct Peer {
    command: String,
    protocol: Protocol,
    /// Its thinking time per move, in ms (the UCI `movetime`).
    time_ms: u64,
    /// Extra lines sent after each new game (e.g. to choose its AI).
    setup: Vec<String>,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// The last lines it wrote to stderr (a crashed engine's last words), and the thread
    /// that reads them.
    errors: Arc<Mutex<VecDeque<String>>>,
    errors_reader: JoinHandle<()>,
    /// Text protocol: how many moves of the game the engine has been told (or played).
    told: usize,
    /// It failed in the last game: it is started again before the next.
    failed: bool,
}

/// How long an engine may take beyond its own time before it is given up on.
const GRACE: Duration = Duration::from_secs(30);
/// How long a stopped engine is given to exit and finish its stderr before it is reported.
const LAST_WORDS: Duration = Duration::from_secs(1);
/// How many of its last stderr lines a failure quotes.
const ERROR_LINES: usize = 4;

impl Peer {
    /// Starts `command` with the shell.
    pub(crate) fn start(
        command: &str,
        protocol: Protocol,
        time_ms: u64,
        setup: Vec<String>,
    ) -> Result<Peer, CliError> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| CliError::bad(format!("--engine: cannot start '{command}': {e}")))?;
        let input = child.stdin.take().expect("piped stdin");
        let output = child.stdout.take().expect("piped stdout");
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let errors = Arc::new(Mutex::new(VecDeque::new()));
        let errors_reader = keep_last_lines(child.stderr.take().expect("piped stderr"), &errors);
        let mut peer = Peer {
            command: command.to_string(),
            protocol,
            time_ms,
            setup,
            child,
            input,
            lines,
            errors,
            errors_reader,
            told: 0,
            failed: false,
        };
        if protocol == Protocol::Uci {
            peer.send("uci")?;
            peer.wait_for(|l| l == "uciok", Duration::from_secs(10))?;
        }
        Ok(peer)
    }

    /// The engine the options name (`None` without `--engine`), started, thinking
    /// `default_ms` a move unless `--engine-time-ms` says.
    pub(crate) fn from_args(args: &EngineArgs, default_ms: u64) -> Result<Option<Peer>, CliError> {
        let Some(command) = &args.engine else {
            return Ok(None);
        };
        let protocol = args
            .protocol
            .ok_or_else(|| CliError::bad("--protocol is required with --engine: uci or htp"))?;
        let time_ms = args.engine_time_ms.unwrap_or(default_ms);
        let setup = args
            .engine_setup
            .as_deref()
            .map(|t| t.split(';').map(|l| l.trim().to_string()).collect())
            .unwrap_or_default();
        Peer::start(command, protocol, time_ms, setup).map(Some)
    }

    /// A second process of the same engine, spoken to the same way.
    pub(crate) fn twin(&self) -> Result<Peer, CliError> {
        Peer::start(
            &self.command,
            self.protocol,
            self.time_ms,
            self.setup.clone(),
        )
    }

    /// Its command line.
    pub(crate) fn command(&self) -> &str {
        &self.command
    }

    /// Its time a move, in ms.
    pub(crate) fn time_ms(&self) -> u64 {
        self.time_ms
    }

    /// Game `i` of `series` between `level`, playing `level_side`, and this engine.
    pub(crate) fn play_level(
        &mut self,
        series: &Series,
        i: u64,
        level: Level,
        level_side: Side,
    ) -> Result<Played, CliError> {
        self.play_against(series, i, &mut LevelPlayer::new(level), level_side)
    }

    /// Game `i` of `series` between this engine attacking and `twin`, another process of the
    /// same program, defending: self-play, to see which side wins between equals.
    pub(crate) fn play_twin(
        &mut self,
        series: &Series,
        i: u64,
        twin: &mut Peer,
    ) -> Result<Played, CliError> {
        twin.restart_if_failed()?;
        let played = self.play_against(series, i, twin, Side::Defenders)?;
        twin.failed = played.failed_side() == Some(Side::Defenders);
        Ok(played)
    }

    /// Game `i` of `series` between this engine and `other`, playing `other_side`. An engine
    /// that failed in the last game (and so lost it) is started again first: after that game
    /// was dealt with, so a failure to restart loses nothing.
    fn play_against(
        &mut self,
        series: &Series,
        i: u64,
        other: &mut dyn Player,
        other_side: Side,
    ) -> Result<Played, CliError> {
        self.restart_if_failed()?;
        let played = match other_side {
            Side::Attackers => series.play_between(i, [other, self])?,
            Side::Defenders => series.play_between(i, [self, other])?,
        };
        self.failed = played.failed_side() == Some(other_side.opponent());
        Ok(played)
    }

    fn send(&mut self, line: &str) -> Result<(), CliError> {
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .map_err(|e| self.failed(&format!("cannot send '{line}': {e}")))
    }

    /// Reads lines until one `wanted`, within `limit`; returns it.
    fn wait_for(
        &mut self,
        mut wanted: impl FnMut(&str) -> bool,
        limit: Duration,
    ) -> Result<String, CliError> {
        let deadline = std::time::Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if wanted(line.trim()) => return Ok(line.trim().to_string()),
                Ok(line) if self.protocol == Protocol::Htp && line.starts_with('?') => {
                    return Err(self.failed(&format!("it answered '{}'", line.trim())));
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(self.failed(&format!("no answer within {} s", limit.as_secs())));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    let why = match self.exit_status() {
                        Some(status) => format!("it stopped ({status})"),
                        None => "it closed its output".to_string(),
                    };
                    return Err(self.failed(&why));
                }
            }
        }
    }

    /// How the process ended, once it has (waiting a moment for it), with its stderr read
    /// to the end; `None` while it still runs.
    fn exit_status(&mut self) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + LAST_WORDS;
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(10))
                }
                _ => return None,
            }
        };
        while !self.errors_reader.is_finished() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        Some(status)
    }

    /// The error for `why`, naming the engine and quoting its last stderr lines.
    fn failed(&self, why: &str) -> CliError {
        let said: Vec<String> = self
            .errors
            .lock()
            .map(|e| e.iter().cloned().collect())
            .unwrap_or_default();
        let last_words = if said.is_empty() {
            String::new()
        } else {
            format!("; its last words on stderr: '{}'", said.join(" / "))
        };
        CliError::Failed(format!("engine '{}': {why}{last_words}", self.command))
    }

    /// Starts the engine afresh if it failed in the last game: the old process is ended.
    fn restart_if_failed(&mut self) -> Result<(), CliError> {
        if !self.failed {
            return Ok(());
        }
        *self = self.twin()?;
        Ok(())
    }

    /// `d1d3` (UCI) from a move.
    fn uci_move(mv: Move) -> String {
        format!("{}{}", mv.from, mv.to)
    }

    /// Reads `d1d3`, `d1-d3` or `d1 d3` (captures after, ignored).
    fn read_squares(text: &str) -> Option<Move> {
        let squares: Vec<Square> = text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .flat_map(split_squares)
            .collect();
        match squares[..] {
            [from, to, ..] => Some(Move::new(from, to)),
            _ => None,
        }
    }

    /// Sends the game's moves and `go movetime`, and waits for the answer: the `bestmove`
    /// line and the scores of the search's `info depth D score S` lines, in order.
    fn uci_go(&mut self, moves: &[Move]) -> Result<(String, Vec<i32>), CliError> {
        let moves: Vec<String> = moves.iter().map(|m| Peer::uci_move(*m)).collect();
        let position = if moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        self.send(&position)?;
        self.send(&format!("go movetime {}", self.time_ms))?;
        let limit = Duration::from_millis(self.time_ms) + GRACE;
        let mut scores = Vec::new();
        let line = self.wait_for(
            |l| {
                scores.extend(info_score(l));
                l.starts_with("bestmove")
            },
            limit,
        )?;
        Ok((line, scores))
    }

    fn uci_choose(&mut self, game: &Game) -> Result<Move, CliError> {
        let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        let (line, _) = self.uci_go(&moves)?;
        let text = line.trim_start_matches("bestmove").trim();
        let word = text.split_whitespace().next().unwrap_or("");
        match Peer::read_squares(word) {
            // ZevraTafl answers with the null move `a1a1` when its search has no move: the
            // game is over by its rules, or its time ran out before one ply was searched.
            Some(mv) if mv.from == mv.to => Err(self.failed(&format!(
                "it has no move ('{line}'): it holds the game over where Konakis does not, or \
                 its time was too short to search one ply"
            ))),
            Some(mv) => Ok(mv),
            None => Err(self.failed(&format!("cannot read '{line}'"))),
        }
    }

    /// The engine's score of the position after `moves` from the start, for the side to
    /// move, searched for its time: the mean of its last two iterations' scores (a search's
    /// score swings between odd and even depths), or its only one; `None` when it reported
    /// none. UCI only.
    pub(crate) fn score_position(&mut self, moves: &[Move]) -> Result<Option<i32>, CliError> {
        let (_, scores) = self.uci_go(moves)?;
        Ok(match scores[..] {
            [] => None,
            [only] => Some(only),
            [.., a, b] => Some((a + b).div_euclid(2)),
        })
    }

    fn htp_choose(&mut self, game: &Game) -> Result<Option<Move>, CliError> {
        // The engine keeps the game itself: tell it the moves it has not seen, then ask.
        for ply in self.told..game.ply() {
            let mv = game.moves()[ply].mv;
            let side = side_word(game.position_at(ply).to_move());
            self.send(&format!("play {side} {} {}", mv.from, mv.to))?;
            self.wait_for(|l| l.starts_with('='), GRACE)?;
        }
        // It plays the move it generates on its own board.
        self.told = game.ply() + 1;
        self.send("generate_move")?;
        let limit = Duration::from_millis(self.time_ms) + GRACE;
        let line = self.wait_for(|l| l.starts_with('='), limit)?;
        if line.contains(" resigns") {
            return Ok(None);
        }
        htp_reply(&line)
            .map(Some)
            .ok_or_else(|| self.failed(&format!("cannot read '{line}'")))
    }
}

/// Reads `stream` on a thread of its own to its end, keeping its last [`ERROR_LINES`] lines
/// (each cut to 200 characters) in `kept`.
fn keep_last_lines(
    stream: impl Read + Send + 'static,
    kept: &Arc<Mutex<VecDeque<String>>>,
) -> JoinHandle<()> {
    let kept = Arc::clone(kept);
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines().map_while(Result::ok) {
            let line: String = line.trim().chars().take(200).collect();
            if line.is_empty() {
                continue;
            }
            let Ok(mut kept) = kept.lock() else { break };
            if kept.len() == ERROR_LINES {
                kept.pop_front();
            }
            kept.push_back(line);
        }
    })
}

/// The move in the text protocol's answer to `generate_move`:
/// `= play defender f8 f9, score: 19996, delay milliseconds: 1292, loops: 0`.
fn htp_reply(line: &str) -> Option<Move> {
    let words: Vec<&str> = line
        .trim_start_matches('=')
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    match words[..] {
        ["play", _side, from, to, ..] => Some(Move::new(from.parse().ok()?, to.parse().ok()?)),
        _ => None,
    }
}

/// The score of a UCI `info` line (`info depth 5 score -150 nodes ...`).
fn info_score(line: &str) -> Option<i32> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    words.skip_while(|w| *w != "score").nth(1)?.parse().ok()
}

/// `attacker` or `defender`, as the text protocol names the sides.
fn side_word(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attacker",
        Side::Defenders => "defender",
    }
}

/// The squares in a word like `d1d3` or `k11`.
fn split_squares(word: &str) -> Vec<Square> {
    let mut out = Vec::new();
    let mut rest = word;
    while !rest.is_empty() {
        let digits = rest
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic())
            .map_or(rest.len(), |(i, _)| i);
        if let Ok(sq) = rest[..digits].parse() {
            out.push(sq);
        }
        rest = &rest[digits..];
    }
    out
}

impl Player for Peer {
    fn new_game(&mut self, game: &Game) -> Result<(), CliError> {
        match self.protocol {
            Protocol::Uci => {
                self.send("ucinewgame")?;
                self.send("isready")?;
                self.wait_for(|l| l == "readyok", GRACE)?;
            }
            Protocol::Htp => {
                // Setting the board's size starts a new game.
                self.send(&format!("board_size {}", game.variant().size()))?;
                self.wait_for(|l| l.starts_with('='), GRACE)?;
                self.told = 0;
            }
        }
        for line in self.setup.clone() {
            self.send(&line)?;
            if self.protocol == Protocol::Htp {
                self.wait_for(|l| l.starts_with('='), GRACE)?;
            }
        }
        Ok(())
    }

    fn choose(
        &mut self,
        game: &Game,
        _settings: &LevelSettings,
        _seed: u64,
    ) -> Result<Option<Move>, CliError> {
        match self.protocol {
            Protocol::Uci => self.uci_choose(game).map(Some),
            Protocol::Htp => self.htp_choose(game),
        }
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_in_every_spelling() {
        for text in ["d1d3", "d1-d3", "d1 d3", "d1d3xd4", "k11k5"] {
            assert!(Peer::read_squares(text).is_some(), "{text}");
        }
        assert_eq!(Peer::read_squares("k11k5").unwrap().to_string(), "k11-k5");
        assert_eq!(Peer::read_squares("a10-a1").unwrap().to_string(), "a10-a1");
        assert!(Peer::read_squares("none").is_none());
        assert_eq!(
            Peer::uci_move(Move::new(Square::new(3, 0), Square::new(3, 2))),
            "d1d3"
        );
    }

    #[test]
    fn the_text_protocols_answer_reads() {
        let line = "= play defender f8 f9, score: 19996, delay milliseconds: 1292, loops: 0";
        assert_eq!(htp_reply(line).unwrap().to_string(), "f8-f9");
        assert_eq!(
            htp_reply("= play attacker k11 k10").unwrap().to_string(),
            "k11-k10"
        );
        assert!(htp_reply("= ").is_none());
        assert!(htp_reply("= play defender resigns").is_none());
        let resign = "= play attacker resigns _, score: -inf, delay milliseconds: 28613, loops: 0";
        assert!(resign.contains(" resigns") && htp_reply(resign).is_none());
    }

    #[test]
    fn info_lines_give_their_scores() {
        let line = "info depth 5 score -150 nodes 245329 time 170 speed 1443111 bestmove d1d3";
        assert_eq!(info_score(line), Some(-150));
        assert_eq!(info_score("info depth 1 score 299 nodes 62"), Some(299));
        assert_eq!(info_score("info depth 2"), None);
        assert_eq!(info_score("info depth 2 score mate"), None);
        assert_eq!(info_score("bestmove d1d3 score 4"), None);
    }
}
