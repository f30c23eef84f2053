//! Another engine's scores of positions, for `tune` to fit the evaluation to a stronger
//! engine's judgement as well as to how the games ended (distillation). The engine is run as
//! its own process over the UCI-like protocol (`peer`), never linked. Its scores are kept in
//! a file, so that a fit reruns without the engine: a header naming the rules' start
//! position, then one position a line, `HASH SCORE` (the position's hash in hex, the score
//! for the attackers in the engine's own units).

use std::collections::HashMap;
use std::fmt::Write as _;

use konakis_engine::{Move, Side, Variant};

use crate::peer::{Peer, Protocol};
use konakis_cli::CliError;

/// The first line: these words, then the hash of the start position the scores are for.
const HEADER: &str = "# start";

/// A position to score: its hash, the moves from the start that reach it, and who moves.
pub(crate) struct Query {
    pub(crate) hash: u64,
    pub(crate) moves: Vec<Move>,
    pub(crate) to_move: Side,
}

/// The scores known, by position hash, for the attackers.
pub(crate) struct Labels {
    start: u64,
    scores: HashMap<u64, i32>,
}

impl Labels {
    /// No scores yet, for `variant`'s positions.
    pub(crate) fn new(variant: &Variant) -> Labels {
        Labels {
            start: variant.start().hash(),
            scores: HashMap::new(),
        }
    }

    /// The scores in the file at `path`, or none when it does not exist. A file written for
    /// other rules (or by a build that hashes positions otherwise), or a line that does not
    /// read, is an error naming it.
    pub(crate) fn load(variant: &Variant, path: &str) -> Result<Labels, CliError> {
        let mut labels = Labels::new(variant);
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(labels),
            Err(e) => return Err(CliError::bad(format!("--labels: cannot read {path}: {e}"))),
        };
        let bad =
            |line: usize, why: &str| CliError::bad(format!("--labels: {path} line {line}: {why}"));
        let mut lines = text.lines().enumerate();
        let header = lines.next().map_or("", |(_, l)| l);
        let start = header
            .strip_prefix(HEADER)
            .and_then(|h| u64::from_str_radix(h.trim(), 16).ok())
            .ok_or_else(|| bad(1, &format!("expected '{HEADER} HASH'")))?;
        if start != labels.start {
            return Err(bad(
                1,
                "written for other rules, or by a build that hashes positions otherwise",
            ));
        }
        for (i, line) in lines {
            let mut words = line.split_whitespace();
            let (Some(hash), Some(score), None) = (words.next(), words.next(), words.next()) else {
                return Err(bad(i + 1, "expected 'HASH SCORE'"));
            };
            let hash = u64::from_str_radix(hash, 16).map_err(|_| bad(i + 1, "bad hash"))?;
            let score = score.parse().map_err(|_| bad(i + 1, "bad score"))?;
            labels.scores.insert(hash, score);
        }
        Ok(labels)
    }

    /// Writes every score to `path`, sorted by hash, whole or not at all.
    pub(crate) fn save(&self, path: &str) -> Result<(), CliError> {
        let mut sorted: Vec<(&u64, &i32)> = self.scores.iter().collect();
        sorted.sort();
        let mut text = format!("{HEADER} {:016x}\n", self.start);
        for (hash, score) in sorted {
            writeln!(text, "{hash:016x} {score}").expect("writing to a string");
        }
        konakis_store::write_atomic(std::path::Path::new(path), text.as_bytes())
            .map_err(|e| CliError::Failed(format!("--labels: cannot write {path}: {e}")))
    }

    /// The score of the position with `hash`, for the attackers.
    pub(crate) fn get(&self, hash: u64) -> Option<i32> {
        self.scores.get(&hash).copied()
    }

    /// Gives the position with `hash` its score, for the attackers.
    #[cfg(test)]
    pub(crate) fn insert(&mut self, hash: u64, score: i32) {
        self.scores.insert(hash, score);
    }

    /// How many positions have a score.
    pub(crate) fn len(&self) -> usize {
        self.scores.len()
    }

    /// Asks the engine `command` (UCI, `time_ms` a position) for the positions of `queries`
    /// without a score yet, on `workers` copies of it at once; returns how many it scored. A
    /// copy that fails stops; what every copy scored is kept, and the first failure returned.
    pub(crate) fn ask(
        &mut self,
        command: &str,
        time_ms: u64,
        queries: &[Query],
        workers: usize,
    ) -> Result<usize, CliError> {
        let mut seen = std::collections::HashSet::new();
        let missing: Vec<&Query> = queries
            .iter()
            .filter(|q| !self.scores.contains_key(&q.hash) && seen.insert(q.hash))
            .collect();
        if missing.is_empty() {
            return Ok(0);
        }
        let workers = workers.clamp(1, missing.len());
        let answers: Vec<(Vec<(u64, i32)>, Option<CliError>)> = std::thread::scope(|scope| {
            let running: Vec<_> = (0..workers)
                .map(|w| {
                    let mine: Vec<&Query> =
                        missing.iter().skip(w).step_by(workers).copied().collect();
                    scope.spawn(move || score_all(command, time_ms, &mine))
                })
                .collect();
            running
                .into_iter()
                .map(|r| r.join().expect("a scoring thread panicked"))
                .collect()
        });
        let mut scored = 0;
        let mut failure = None;
        for (scores, error) in answers {
            scored += scores.len();
            self.scores.extend(scores);
            failure = failure.or(error);
        }
        match failure {
            Some(e) => Err(e),
            None => Ok(scored),
        }
    }
}

/// One engine's scores of `queries` for the attackers, and the error that stopped it, if any.
fn score_all(
    command: &str,
    time_ms: u64,
    queries: &[&Query],
) -> (Vec<(u64, i32)>, Option<CliError>) {
    let mut scores = Vec::with_capacity(queries.len());
    let mut peer = match Peer::start(command, Protocol::Uci, time_ms, Vec::new()) {
        Ok(peer) => peer,
        Err(e) => return (scores, Some(e)),
    };
    for q in queries {
        match peer.score_position(&q.moves) {
            Ok(Some(score)) => {
                let for_attackers = match q.to_move {
                    Side::Attackers => score,
                    Side::Defenders => -score,
                };
                scores.push((q.hash, for_attackers));
            }
            Ok(None) => {}
            Err(e) => return (scores, Some(e)),
        }
    }
    (scores, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder for one test's files, removed when the test is done.
    struct TempDir(std::path::PathBuf);

    impl TempDir {
        fn new(test: &str) -> TempDir {
            let dir =
                std::env::temp_dir().join(format!("konakis-label-{test}-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }

        fn file(&self, name: &str) -> String {
            self.0.join(name).display().to_string()
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn scores_survive_a_save_and_load() {
        let v = Variant::preset("copenhagen").unwrap();
        let dir = TempDir::new("round-trip");
        let path = dir.file("round-trip.txt");
        let mut labels = Labels::new(&v);
        labels.insert(0xABCD, -150);
        labels.insert(7, 299);
        labels.save(&path).unwrap();
        let back = Labels::load(&v, &path).unwrap();
        assert_eq!(back.len(), 2);
        assert_eq!(back.get(0xABCD), Some(-150));
        assert_eq!(back.get(7), Some(299));
        assert_eq!(back.get(8), None);
        let missing = Labels::load(&v, &dir.file("none.txt")).unwrap();
        assert_eq!(missing.len(), 0);
    }

    /// A stand-in engine: answers every search with two iterations, scored 10 and 30 for the
    /// side to move.
    const FAKE: &str = "while read l; do case \"$l\" in uci) echo uciok;; \
        go*) echo 'info depth 1 score 10 nodes 5'; echo 'info depth 2 score 30 nodes 9'; \
        echo 'bestmove d1d3';; quit) exit;; esac; done";

    #[test]
    fn the_engine_scores_each_position_once_for_the_attackers() {
        let v = Variant::preset("copenhagen").unwrap();
        let mut labels = Labels::new(&v);
        labels.insert(3, -7);
        let d1d3: Move = "d1-d3".parse().unwrap();
        let queries: Vec<Query> = [
            (1, 0, Side::Attackers),
            (2, 1, Side::Defenders),
            (3, 0, Side::Attackers),
        ]
        .into_iter()
        .map(|(hash, plies, to_move)| Query {
            hash,
            moves: vec![d1d3; plies],
            to_move,
        })
        .collect();
        assert_eq!(labels.ask(FAKE, 5, &queries, 2).unwrap(), 2);
        // The mean of the last two iterations, turned to the attackers' side; a known score kept.
        assert_eq!(labels.get(1), Some(20));
        assert_eq!(labels.get(2), Some(-20));
        assert_eq!(labels.get(3), Some(-7));
        let e = labels.ask(
            "exit 3",
            5,
            &[Query {
                hash: 9,
                moves: Vec::new(),
                to_move: Side::Attackers,
            }],
            1,
        );
        assert!(e.err().unwrap().to_string().contains("exit 3"));
        assert_eq!(labels.len(), 3);
    }

    #[test]
    fn a_bad_file_is_refused_with_its_line() {
        let v = Variant::preset("copenhagen").unwrap();
        let dir = TempDir::new("bad");
        let path = dir.file("bad.txt");
        Labels::new(&v).save(&path).unwrap();
        let other = Variant::preset("brandub").unwrap();
        let e = Labels::load(&other, &path).err().unwrap().to_string();
        assert!(e.contains("line 1") && e.contains("other rules"), "{e}");
        let good_header = std::fs::read_to_string(&path).unwrap();
        for (body, why) in [
            ("12 x\n", "bad score"),
            ("zz 5\n", "bad hash"),
            ("12\n", "HASH SCORE"),
        ] {
            std::fs::write(&path, format!("{good_header}{body}")).unwrap();
            let e = Labels::load(&v, &path).err().unwrap().to_string();
            assert!(e.contains("line 2") && e.contains(why), "{e}");
        }
        std::fs::write(&path, "12 5\n").unwrap();
        let e = Labels::load(&v, &path).err().unwrap().to_string();
        assert!(e.contains("line 1"), "{e}");
    }
}
