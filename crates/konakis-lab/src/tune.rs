//! `tune`: fits the evaluation's weights to how games ended (Texel's method). Every quiet
//! position of each game is a sample: its evaluation terms and its pieces by square class
//! (the piece-square weights), and the game's result for the attackers (1 a win, ½ a draw,
//! 0 a loss). A logistic curve turns a weighted sum of the terms into a win chance; the
//! weights are those that make the chances closest to the results (least squares), one game
//! in ten held out to check the fit generalises.
//! The games are tournament records (aagenielsen.dk's, one game a line), saved games
//! (OpenTafl records, as `versus --save-games` writes them: the engine against another
//! program, or against itself) and the engine's own games between equal levels, played here.

use std::io::Write;

use konakis_engine::search::{
    Evaluator, Level, Term, WeightTable, Weights, WeightsFile, square_class,
};
use konakis_engine::{Game, Side, Variant};

use clap::Args;
use konakis_cli::CliError;
use konakis_store::start::label as rules_label;

use crate::label::{Labels, Query};
use crate::records::{Read, RecordsArgs, read_record_dir, read_records_file};
use crate::series::{Played, Series, SeriesArgs, Tally};

/// Fit the evaluation's weights to tournament records and self-play games.
///
/// Fits the evaluation's weights to the results of games (Texel's method): each quiet
/// position (no open run for the king, no win in one) is labelled with how its game ended,
/// and the weights are fitted by gradient descent (Adam) so that a logistic curve of the
/// evaluation predicts the results best. Besides the named terms it fits a weight for a
/// soldier of each side and for the king on each square class (squares alike under the
/// board's turns and mirrors). One game in ten is held out and its error reported. Starts
/// from the weights the engine uses now; the attackers' soldier stays at 100 and the king's
/// weight on the middle class at 0. Tournament records: the moves (`d1-d3 e5-e2 ...`), then
/// comma-separated fields ending in the result: White (the defenders won), Black (the
/// attackers), Draw; other results are skipped, and so are games lost on time. With
/// --games N, also plays N games of the engine against itself at --level (default Jarl), on
/// every core (default opening: 4 random moves).
#[derive(Args, Debug)]
pub(crate) struct Tune {
    #[command(flatten)]
    series: SeriesArgs,
    #[command(flatten)]
    records: RecordsArgs,
    /// Records read as for --record-dir, never fitted: only their error before and after is
    /// reported (games of another kind, say against another engine, to see whether the fit
    /// carries over to them)
    #[arg(long, value_name = "DIR")]
    check_dir: Option<String>,
    /// The level of the self-play games (default Jarl)
    #[arg(long, value_name = "L", requires = "games")]
    level: Option<Level>,
    /// Positions before move P are not used
    #[arg(long, value_name = "P", default_value_t = 6,
          value_parser = clap::value_parser!(u64).range(0..=1000))]
    skip_plies: u64,
    /// Gradient steps
    #[arg(long, value_name = "I", default_value_t = 2000,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    iterations: u64,
    /// Another engine's scores of the positions (see --label-engine): each fitted position
    /// with a score is labelled partly with the chance the score gives (on a curve fitted to
    /// the results), partly with its game's result; the held-out positions keep their results
    #[arg(long, value_name = "FILE")]
    labels: Option<String>,
    /// A UCI engine (`position startpos moves ...`, `go movetime T`, `info depth D score S`
    /// lines) that scores the positions the file lacks, a copy a core; the file is then
    /// written with them
    #[arg(long, value_name = "CMD", requires = "labels")]
    label_engine: Option<String>,
    /// The engine's time a position
    #[arg(long, value_name = "T", requires = "label_engine",
          value_parser = clap::value_parser!(u64).range(1..=60_000))]
    label_ms: Option<u64>,
    /// How much of a label is the engine's, in percent (default 50)
    #[arg(long, value_name = "P", requires = "labels",
          value_parser = clap::value_parser!(u64).range(0..=100))]
    label_share: Option<u64>,
    /// Set these terms' weights by hand and keep them out of the fit (terms as the weights
    /// file names them: closing_in=0,shut_out=100)
    #[arg(long, value_name = "TERM=W,...")]
    hold: Option<String>,
    /// Write the fitted weights there (JSON, the engine's weights format)
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
}

/// One position to learn from: the count of each weight (laid out as `Weights::flat`), its
/// game's result for the attackers (or, once labelled, a blend of it and another engine's
/// judgement), and the position's hash.
#[derive(Clone, Debug)]
pub(crate) struct Sample {
    pub(crate) terms: Vec<i32>,
    pub(crate) result: f64,
    pub(crate) hash: u64,
}

/// The samples of a set of games, split into those fitted and those held out.
#[derive(Default)]
struct Samples {
    training: Vec<Sample>,
    held_out: Vec<Sample>,
    /// Each source's name and its part of `held_out`, so that each is checked on its own.
    held_out_parts: Vec<(String, std::ops::Range<usize>)>,
    games: usize,
    /// Each position once, with the moves that reach it, for another engine to score (only
    /// gathered when one will).
    queries: Option<Vec<Query>>,
}

impl Samples {
    /// Adds the quiet positions of `game` (won by `winner`; `None`: a draw) from ply `skip`
    /// on, each labelled with the result for the attackers (1 a win, ½ a draw, 0 a loss);
    /// every tenth game fitted goes to the held-out set, and a game only to be checked always.
    fn add_game(
        &mut self,
        eval: &mut Evaluator,
        game: &Game,
        winner: Option<Side>,
        skip: usize,
        only_check: bool,
    ) {
        let result = match winner {
            Some(Side::Attackers) => 1.0,
            Some(Side::Defenders) => 0.0,
            None => 0.5,
        };
        let set = if only_check {
            &mut self.held_out
        } else {
            self.games += 1;
            if self.games.is_multiple_of(10) {
                &mut self.held_out
            } else {
                &mut self.training
            }
        };
        for ply in skip..game.total_plies() {
            let pos = game.position_at(ply);
            if eval.is_quiet(&pos)
                && let Some(terms) = eval.terms(&pos)
            {
                set.push(Sample {
                    terms,
                    result,
                    hash: pos.hash(),
                });
                if let Some(queries) = &mut self.queries {
                    queries.push(Query {
                        hash: pos.hash(),
                        moves: game.moves()[..ply].iter().map(|m| m.mv).collect(),
                        to_move: pos.to_move(),
                    });
                }
            }
        }
    }
}

/// `tune`: reads and plays the games, fits, reports, and writes the weights.
pub(crate) fn run(args: &Tune, out: &mut dyn Write) -> Result<(), CliError> {
    let variant = args.series.rules.variant()?;
    let skip = args.skip_plies as usize;
    let iterations = args.iterations as usize;
    let labelling = labelling(args);
    let held = match args.hold.as_deref() {
        Some(text) => holds(text)?,
        None => Vec::new(),
    };
    let mut eval = Evaluator::new(&variant);
    let start = with_held(&eval.weights(), &held, variant.size());
    // Everything is checked before a line is written.
    let asking = labelling.as_ref().is_some_and(|l| l.engine.is_some());
    let mut gathered = gather(args, &variant, &mut eval, skip, asking)?;
    if let Some(labelling) = &labelling {
        let line = label(&variant, labelling, &mut gathered)?;
        gathered.log.push(line);
    }
    let samples = &gathered.samples;
    if samples.training.is_empty() || samples.held_out.is_empty() {
        return Err(CliError::bad(
            "too few positions to fit (need at least ten games)",
        ));
    }
    for line in &gathered.log {
        writeln!(out, "{line}")?;
    }
    writeln!(
        out,
        "{} quiet positions from move {skip} on: {} fitted, {} held out",
        samples.training.len() + samples.held_out.len(),
        samples.training.len(),
        samples.held_out.len()
    )?;
    let size = variant.size();
    let scale = fit_scale(&samples.training, &start, size);
    let frozen: Vec<Term> = held.iter().map(|&(term, _)| term).collect();
    let fitted = fit_weights(&samples.training, &start, &frozen, scale, iterations, size);
    report(out, samples, &start, &fitted, scale, size)?;
    if let Some(path) = &args.out {
        let mut how = format!(
            "konakis-lab tune: {}; {} positions fitted, {iterations} steps",
            gathered.sources.join(" and "),
            samples.training.len()
        );
        if !held.is_empty() {
            let pairs: Vec<String> = held
                .iter()
                .map(|(t, w)| format!("{}={w}", t.name()))
                .collect();
            how += &format!("; held by hand: {}", pairs.join(","));
        }
        let file = WeightsFile::new(rules_label(&variant), &how, scale, &fitted);
        let text = serde_json::to_string_pretty(&file).expect("weights serialise") + "\n";
        // Whole or not at all: a failed write leaves the old weights as they were.
        konakis_store::write_atomic(std::path::Path::new(path), text.as_bytes())
            .map_err(|e| CliError::Failed(format!("--out: cannot write {path}: {e}")))?;
        writeln!(out, "wrote {path}")?;
    }
    Ok(())
}

/// The samples of every game the command line names, what to report of them, and a short
/// description of each source for the weights file.
struct Gathered {
    samples: Samples,
    log: Vec<String>,
    sources: Vec<String>,
}

/// Reads the records (`--records`, `--record-dir`, and `--check-dir` to be checked only) and
/// plays the self-play games (`--games`).
fn gather(
    args: &Tune,
    variant: &Variant,
    eval: &mut Evaluator,
    skip: usize,
    asking: bool,
) -> Result<Gathered, CliError> {
    if !args.records.given() && args.series.games.is_none() {
        return Err(CliError::bad(
            "no games to learn from: give --records CSV, --record-dir DIR, --games N, or more",
        ));
    }
    let mut gathered = Gathered {
        samples: Samples {
            queries: asking.then(Vec::new),
            ..Samples::default()
        },
        log: Vec::new(),
        sources: Vec::new(),
    };
    if let Some(path) = &args.records.records {
        let read = read_records_file(variant, path)?;
        gathered.log.push(format!(
            "{path}: {} finished games ({} lost on time and {} unfinished, left out)",
            read.games.len(),
            read.timeouts,
            read.skipped
        ));
        gathered.log.push(format!("  {}", balance(&read.balance)));
        gathered.add(eval, &read, skip, file_name(path), false);
    }
    let dirs = [
        ("--record-dir", &args.records.record_dir, false),
        ("--check-dir", &args.check_dir, true),
    ];
    for (flag, dir, only_check) in dirs {
        let Some(dir) = dir else {
            continue;
        };
        let read = read_record_dir(variant, flag, dir)?;
        gathered.log.push(format!(
            "{dir}: {} finished games ({} without a result, left out)",
            read.games.len(),
            read.skipped
        ));
        gathered.log.push(format!("  {}", balance(&read.balance)));
        let name = if only_check {
            format!("{} (only checked)", file_name(dir))
        } else {
            file_name(dir)
        };
        gathered.add(eval, &read, skip, name, only_check);
    }
    if args.series.games.is_some() {
        let level = args.level.unwrap_or(Level::ALL[3]);
        let mut series = Series::new(&args.series)?;
        if args.series.random_opening.is_none() {
            series.opening = 4;
        }
        let mut read = Read::default();
        for played in self_play(&series, level) {
            let winner = played.winner();
            read.balance.add_winner(winner);
            read.games.push((played.game, winner));
        }
        gathered.log.push(format!(
            "self-play, {level} against {level}: {}",
            balance(&read.balance)
        ));
        let name = format!("self-play at {level} ({})", series.timing());
        gathered.add(eval, &read, skip, name, false);
    }
    Ok(gathered)
}

impl Gathered {
    /// Adds the samples of the games `read` from the source `name`, to be fitted (but for the
    /// held-out tenth) or `only_check`ed.
    fn add(
        &mut self,
        eval: &mut Evaluator,
        read: &Read,
        skip: usize,
        name: String,
        only_check: bool,
    ) {
        let first = self.samples.held_out.len();
        for (game, winner) in &read.games {
            self.samples.add_game(eval, game, *winner, skip, only_check);
        }
        if !only_check {
            self.sources
                .push(format!("{} games of {name}", read.games.len()));
        }
        let part = first..self.samples.held_out.len();
        self.samples.held_out_parts.push((name, part));
    }
}

/// What the command line asks of another engine's scores.
struct Labelling {
    /// The scores' file (`--labels`).
    path: String,
    /// The engine that scores what the file lacks, and its time a position.
    engine: Option<(String, u64)>,
    /// How much of a fitted position's label is the engine's (0 to 1).
    share: f64,
}

/// What `--labels` and the options beside it ask for (clap has checked how they combine).
fn labelling(args: &Tune) -> Option<Labelling> {
    let path = args.labels.clone()?;
    let time_ms = args.label_ms.unwrap_or(10);
    Some(Labelling {
        path,
        engine: args.label_engine.clone().map(|command| (command, time_ms)),
        share: args.label_share.unwrap_or(50) as f64 / 100.0,
    })
}

/// Reads the other engine's scores, has the engine score the positions they lack (and
/// writes them all back, whatever it managed), then blends them into the fitted positions'
/// labels. Returns a line to report.
fn label(
    variant: &Variant,
    labelling: &Labelling,
    gathered: &mut Gathered,
) -> Result<String, CliError> {
    let path = &labelling.path;
    let mut labels = Labels::load(variant, path)?;
    if let Some((command, time_ms)) = &labelling.engine {
        let queries = gathered.samples.queries.take().unwrap_or_default();
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        let asked = labels.ask(command, *time_ms, &queries, workers);
        labels.save(path)?;
        let scored = asked?;
        gathered.log.push(format!(
            "{command}: scored {scored} positions, {time_ms} ms each; {path} holds {}",
            labels.len()
        ));
    }
    if labels.len() == 0 {
        return Err(CliError::bad(format!(
            "--labels: {path} holds no scores (give --label-engine CMD to score the positions)"
        )));
    }
    let d = distil(&mut gathered.samples, &labels, labelling.share);
    gathered.sources.push(format!(
        "labels {:.0}% from the scores in {}",
        labelling.share * 100.0,
        file_name(path)
    ));
    Ok(format!(
        "{path}: scores for {} of {} fitted positions; on a curve of scale {:.4} they predict \
         the results with error {:.5} (held out: {:.5}, {} positions); labels {:.0}% from them",
        d.labelled,
        gathered.samples.training.len(),
        d.scale,
        d.training_error,
        d.held_out_error,
        d.held_out,
        labelling.share * 100.0
    ))
}

/// What blending another engine's scores into the labels found.
struct Distilled {
    /// Fitted positions with a score.
    labelled: usize,
    /// The curve's scale that turns the engine's scores into chances.
    scale: f64,
    /// How well those chances predict the results, on the fitted positions and on the held
    /// out ones with a score (`held_out` of them).
    training_error: f64,
    held_out_error: f64,
    held_out: usize,
}

/// The engine's scores are clamped to this (its won positions score thousands).
const ENGINE_SCORE_LIMIT: i32 = 2000;

/// The engine's score of the position with `hash`, clamped, for the attackers.
fn engine_score(labels: &Labels, hash: u64) -> Option<f64> {
    let z = labels.get(hash)?;
    Some(f64::from(z.clamp(-ENGINE_SCORE_LIMIT, ENGINE_SCORE_LIMIT)))
}

/// Fits a curve turning the engine's scores into the attackers' chances (to the fitted
/// positions' results), then makes `share` of each scored fitted position's label that
/// chance, the rest its game's result.
fn distil(samples: &mut Samples, labels: &Labels, share: f64) -> Distilled {
    let scored = |set: &[Sample]| -> Vec<(f64, f64)> {
        set.iter()
            .filter_map(|s| Some((engine_score(labels, s.hash)?, s.result)))
            .collect()
    };
    let pairs = scored(&samples.training);
    let held = scored(&samples.held_out);
    let mse = |pairs: &[(f64, f64)], k: f64| {
        let total: f64 = pairs.iter().map(|(z, r)| (chance(*z, k) - r).powi(2)).sum();
        total / pairs.len().max(1) as f64
    };
    let scale = golden_scale(|k| mse(&pairs, k));
    for s in &mut samples.training {
        if let Some(z) = engine_score(labels, s.hash) {
            s.result = (1.0 - share) * s.result + share * chance(z, scale);
        }
    }
    Distilled {
        labelled: pairs.len(),
        scale,
        training_error: mse(&pairs, scale),
        held_out_error: mse(&held, scale),
        held_out: held.len(),
    }
}

/// The last part of a path, for naming a source.
fn file_name(path: &str) -> String {
    std::path::Path::new(path)
        .file_name()
        .map_or(path.into(), |n| n.to_string_lossy().into_owned())
}

/// Plays the series' games between two copies of `level` on every core, in order.
fn self_play(series: &Series, level: Level) -> Vec<Played> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let mut games: Vec<(u64, Played)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..series.games)
                        .step_by(threads as usize)
                        .map(|i| (i, series.play(i, [level, level])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a self-play game panicked"))
            .collect()
    });
    games.sort_by_key(|(i, _)| *i);
    games.into_iter().map(|(_, played)| played).collect()
}

/// `attackers W, defenders L, draws D (the defenders won P% of the decided games)`.
fn balance(tally: &Tally) -> String {
    match tally.defenders_share() {
        Some(share) => format!("{tally} (the defenders won {share:.0}% of the decided games)"),
        None => tally.to_string(),
    }
}

/// The attackers' win chance the curve gives a score (hundredths of an attacker).
fn chance(score: f64, scale: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-scale * score / 400.0))
}

/// The weighted sum of a sample's terms.
fn score(sample: &Sample, weights: &[f64]) -> f64 {
    sample
        .terms
        .iter()
        .zip(weights)
        .map(|(t, w)| *t as f64 * w)
        .sum()
}

/// Mean squared error of the curve's chances against the results.
pub(crate) fn error(samples: &[Sample], weights: &[f64], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (chance(score(s, weights), scale) - s.result).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The weights of a `size` board as one list of floats (see `Weights::flat`).
fn as_floats(weights: &Weights, size: u8) -> Vec<f64> {
    weights.flat(size).into_iter().map(f64::from).collect()
}

/// The curve's scale that fits `weights` best (golden-section search on its logarithm):
/// fitted first and then kept, so the weights keep their unit.
pub(crate) fn fit_scale(samples: &[Sample], weights: &Weights, size: u8) -> f64 {
    let w = as_floats(weights, size);
    golden_scale(|k| error(samples, &w, k))
}

/// The scale from 0.01 to 10 at which `error` is least, by golden-section search on its
/// logarithm (`error` is taken to fall, then rise).
fn golden_scale(error: impl Fn(f64) -> f64) -> f64 {
    let f = |log_k: f64| error(log_k.exp());
    let (mut lo, mut hi) = ((0.01f64).ln(), (10.0f64).ln());
    let golden = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - golden * (hi - lo);
        let b = lo + golden * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    ((lo + hi) / 2.0).exp()
}

/// The terms `--hold` names and their weights (`closing_in=0,shut_out=100`).
fn holds(text: &str) -> Result<Vec<(Term, i32)>, CliError> {
    let mut held: Vec<(Term, i32)> = Vec::new();
    for pair in text.split(',') {
        let bad = |why: &str| CliError::bad(format!("--hold {pair:?}: {why}"));
        let (name, weight) = pair
            .split_once('=')
            .ok_or_else(|| bad("give TERM=WEIGHT"))?;
        let term = *Term::ALL
            .iter()
            .find(|t| t.name() == name.trim())
            .ok_or_else(|| bad("no such term (see a weights file for the names)"))?;
        if term == Term::Attackers {
            return Err(bad("the attackers' soldier is the unit: it stays 100"));
        }
        if held.iter().any(|&(t, _)| t == term) {
            return Err(bad("named twice"));
        }
        let weight = weight
            .trim()
            .parse::<i32>()
            .ok()
            .filter(|w| f64::from(w.abs()) <= WEIGHT_LIMIT)
            .ok_or_else(|| bad("the weight must be a whole number from -5000 to 5000"))?;
        held.push((term, weight));
    }
    Ok(held)
}

/// `weights` with the held terms set to their weights.
fn with_held(weights: &Weights, held: &[(Term, i32)], size: u8) -> Weights {
    let mut flat = weights.flat(size);
    for &(term, weight) in held {
        flat[term.index()] = weight;
    }
    Weights::from_flat(&flat, size)
}

/// Adam's step sizes: big enough to move a weight by hundreds in a few hundred steps.
const LEARNING_RATE: f64 = 2.0;
const BETA1: f64 = 0.9;
const BETA2: f64 = 0.999;
/// The weights stay within this many hundredths of an attacker.
const WEIGHT_LIMIT: f64 = 5000.0;

/// Fits the weights of a `size` board from `start` by `iterations` full-batch Adam steps on
/// the mean squared error, the attackers' soldier, the `held` terms and the king's weight on
/// the middle class (see [`king_middle`]) kept at their values; rounded to whole numbers.
pub(crate) fn fit_weights(
    samples: &[Sample],
    start: &Weights,
    held: &[Term],
    scale: f64,
    iterations: usize,
    size: u8,
) -> Weights {
    let mut w = as_floats(start, size);
    let len = w.len();
    let (mut m, mut v) = (vec![0.0; len], vec![0.0; len]);
    let slope = scale * std::f64::consts::LN_10 / 400.0;
    let kept = |i: usize| {
        i == Term::Attackers.index()
            || i == king_middle(size)
            || held.iter().any(|t| t.index() == i)
    };
    for step in 1..=iterations {
        let mut grad = vec![0.0; len];
        for s in samples {
            let p = chance(score(s, &w), scale);
            let g = 2.0 * (p - s.result) * p * (1.0 - p) * slope;
            for (gi, t) in grad.iter_mut().zip(&s.terms) {
                *gi += g * *t as f64;
            }
        }
        let n = samples.len() as f64;
        for i in 0..len {
            if kept(i) {
                continue;
            }
            let g = grad[i] / n;
            m[i] = BETA1 * m[i] + (1.0 - BETA1) * g;
            v[i] = BETA2 * v[i] + (1.0 - BETA2) * g * g;
            let m_hat = m[i] / (1.0 - BETA1.powi(step as i32));
            let v_hat = v[i] / (1.0 - BETA2.powi(step as i32));
            w[i] = (w[i] - LEARNING_RATE * m_hat / (v_hat.sqrt() + 1e-12))
                .clamp(-WEIGHT_LIMIT, WEIGHT_LIMIT);
        }
    }
    let rounded: Vec<i32> = w.iter().map(|x| x.round() as i32).collect();
    Weights::from_flat(&rounded, size)
}

/// Where the king's weight on the board's middle class (the throne's, on odd boards) lies in
/// the flat weights; the fit holds it at zero. The king stands on one class in every
/// position, and `escape_distance` is a function of that class: with no class held, the
/// table and that term could trade weight without changing any evaluation, and with the term
/// held at zero the table's level drifted to the weights' limit (docs/tuning.md, step 10).
fn king_middle(size: u8) -> usize {
    WeightTable::King.range(size).end - 1
}

/// The errors before and after, each term's change, and the fitted square weights.
fn report(
    out: &mut dyn Write,
    samples: &Samples,
    start: &Weights,
    fitted: &Weights,
    scale: f64,
    size: u8,
) -> Result<(), CliError> {
    let (before, after) = (as_floats(start, size), as_floats(fitted, size));
    writeln!(
        out,
        "logistic scale {scale:.4} (fitted to the starting weights)"
    )?;
    writeln!(
        out,
        "mean squared error: fitted {:.5} -> {:.5}, held out {:.5} -> {:.5}",
        error(&samples.training, &before, scale),
        error(&samples.training, &after, scale),
        error(&samples.held_out, &before, scale),
        error(&samples.held_out, &after, scale)
    )?;
    if samples.held_out_parts.len() > 1 {
        for (name, part) in &samples.held_out_parts {
            let held = &samples.held_out[part.clone()];
            writeln!(
                out,
                "  held out, {name}: {:.5} -> {:.5} ({} positions)",
                error(held, &before, scale),
                error(held, &after, scale),
                held.len()
            )?;
        }
    }
    writeln!(out, "{:<16} {:>7} {:>7}", "term", "before", "after")?;
    for term in Term::ALL {
        writeln!(
            out,
            "{:<16} {:>7} {:>7}",
            term.name(),
            start.get(term),
            fitted.get(term)
        )?;
    }
    for (side, table) in [
        ("an attacker", WeightTable::Attackers),
        ("a defender", WeightTable::Defenders),
        ("the king", WeightTable::King),
    ] {
        let table = fitted.squares.table_or_zero(table, size);
        writeln!(
            out,
            "square weights, {side} (for its side), rank {size} first:"
        )?;
        for rank in (0..size).rev() {
            let row: Vec<String> = (0..size)
                .map(|file| format!("{:>5}", table[square_class(size, file, rank)]))
                .collect();
            writeln!(out, "{}", row.join(""))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use konakis_engine::search::flat_len;

    /// Samples where one term marks the attackers' wins and another their losses: the fit
    /// weighs the first up and the second down, predicts the results clearly better than the
    /// starting weights did, and leaves the attackers' unit alone.
    #[test]
    fn the_fit_finds_the_deciding_terms() {
        let mut samples = Vec::new();
        let size = 7;
        for i in 0..400 {
            let mut terms = vec![0; flat_len(size)];
            let won = i % 2 == 0;
            terms[Term::Sealed.index()] = won as i32;
            terms[Term::Guards.index()] = !won as i32;
            terms[Term::Attackers.index()] = i % 3;
            samples.push(Sample {
                terms,
                result: if won { 1.0 } else { 0.0 },
                hash: i as u64,
            });
        }
        let mut flat = vec![0; flat_len(size)];
        flat[Term::Attackers.index()] = 100;
        flat[Term::Sealed.index()] = 10;
        let start = Weights::from_flat(&flat, size);
        let scale = fit_scale(&samples, &start, size);
        let fitted = fit_weights(&samples, &start, &[], scale, 300, size);
        assert_eq!(fitted.get(Term::Attackers), 100);
        assert!(fitted.get(Term::Sealed) > 300, "{fitted:?}");
        assert!(fitted.get(Term::Guards) < -300, "{fitted:?}");
        let before = error(&samples, &as_floats(&start, size), scale);
        let after = error(&samples, &as_floats(&fitted, size), scale);
        assert!(after < 0.75 * before, "{before} -> {after}");
    }

    /// A held term keeps its weight while the fit moves the others as before; `--hold`
    /// reads each term once, by name, with a weight within the fit's limits.
    #[test]
    fn held_terms_stay_out_of_the_fit() {
        let size = 7;
        let samples: Vec<Sample> = (0..400)
            .map(|i| {
                let mut terms = vec![0; flat_len(size)];
                let won = i % 2 == 0;
                terms[Term::Sealed.index()] = won as i32;
                terms[Term::Guards.index()] = !won as i32;
                terms[Term::Attackers.index()] = i % 3;
                Sample {
                    terms,
                    result: if won { 1.0 } else { 0.0 },
                    hash: i as u64,
                }
            })
            .collect();
        let mut flat = vec![0; flat_len(size)];
        flat[Term::Attackers.index()] = 100;
        let held = holds("sealed=-40, closing_in=7").unwrap();
        assert_eq!(held, [(Term::Sealed, -40), (Term::ClosingIn, 7)]);
        let start = with_held(&Weights::from_flat(&flat, size), &held, size);
        let frozen = [Term::Sealed, Term::ClosingIn];
        let fitted = fit_weights(&samples, &start, &frozen, 1.0, 300, size);
        assert_eq!(fitted.get(Term::Sealed), -40);
        assert_eq!(fitted.get(Term::ClosingIn), 7);
        assert!(fitted.get(Term::Guards) < -300, "{fitted:?}");
        for (bad, why) in [
            ("sealed", "TERM=WEIGHT"),
            ("sealing=3", "no such term"),
            ("attackers=90", "stays 100"),
            ("sealed=1,sealed=2", "named twice"),
            ("sealed=x", "whole number"),
            ("sealed=9000", "whole number"),
        ] {
            let e = holds(bad).unwrap_err().to_string();
            assert!(e.contains(why) && e.contains("--hold"), "{bad}: {e}");
        }
    }

    /// Samples where an attacker on the corner's neighbours (b1, a2, ...) marks the
    /// attackers' wins and a defender there their losses: the fit weighs that class up for
    /// both sides (a defender's weight counts for the defenders) and leaves the empty classes
    /// at zero.
    #[test]
    fn the_fit_finds_the_deciding_squares() {
        let size = 7;
        let (on_attackers, on_defenders) = (
            WeightTable::Attackers.range(size).start,
            WeightTable::Defenders.range(size).start,
        );
        let beside_corner = square_class(size, 1, 0);
        let mut samples = Vec::new();
        for i in 0..400 {
            let mut terms = vec![0; flat_len(size)];
            terms[Term::Attackers.index()] = 2;
            let won = i % 2 == 0;
            if won {
                terms[on_attackers + beside_corner] = 1;
            } else {
                terms[on_defenders + beside_corner] = -1;
            }
            samples.push(Sample {
                terms,
                result: if won { 1.0 } else { 0.0 },
                hash: i as u64,
            });
        }
        let mut flat = vec![0; flat_len(size)];
        flat[Term::Attackers.index()] = 100;
        let start = Weights::from_flat(&flat, size);
        let fitted = fit_weights(&samples, &start, &[], 1.0, 300, size);
        assert!(fitted.squares.attackers[beside_corner] > 200, "{fitted:?}");
        assert!(fitted.squares.defenders[beside_corner] > 200, "{fitted:?}");
        let centre = square_class(size, 3, 3);
        assert_eq!(fitted.squares.attackers[centre], 0);
        assert_eq!(fitted.squares.defenders[centre], 0);
    }

    /// Samples where the king beside a corner marks the defenders' wins and the king on the
    /// middle class their losses: the fit weighs the corner's neighbours up for the
    /// defenders, and the middle class, the table's zero, stays where it was.
    #[test]
    fn the_fit_finds_the_kings_squares() {
        let size = 7;
        let on_king = WeightTable::King.range(size).start;
        let beside_corner = square_class(size, 1, 0);
        let middle = square_class(size, 3, 3);
        assert_eq!(on_king + middle, king_middle(size));
        let samples: Vec<Sample> = (0..400)
            .map(|i| {
                let mut terms = vec![0; flat_len(size)];
                terms[Term::Attackers.index()] = 2;
                let defenders_won = i % 2 == 0;
                let king = if defenders_won { beside_corner } else { middle };
                terms[on_king + king] = -1;
                Sample {
                    terms,
                    result: if defenders_won { 0.0 } else { 1.0 },
                    hash: i as u64,
                }
            })
            .collect();
        let mut flat = vec![0; flat_len(size)];
        flat[Term::Attackers.index()] = 100;
        let start = Weights::from_flat(&flat, size);
        let fitted = fit_weights(&samples, &start, &[], 1.0, 300, size);
        assert!(fitted.squares.king[beside_corner] > 200, "{fitted:?}");
        assert_eq!(fitted.squares.king[middle], 0);
        let before = error(&samples, &as_floats(&start, size), 1.0);
        let after = error(&samples, &as_floats(&fitted, size), 1.0);
        assert!(after < 0.75 * before, "{before} -> {after}");
    }

    /// The engine's scores, turned into chances on a curve fitted to the results, make up
    /// their share of each fitted position's label; a position without a score and the
    /// held-out ones keep their results.
    #[test]
    fn another_engines_scores_blend_into_the_labels() {
        let v = Variant::preset("brandub").unwrap();
        let sample = |hash: u64, result: f64| Sample {
            terms: Vec::new(),
            result,
            hash,
        };
        let mut samples = Samples {
            training: (1..=40)
                .map(|k| sample(k, if k % 4 == 0 { 0.0 } else { 1.0 }))
                .chain([sample(99, 1.0)])
                .collect(),
            held_out: vec![sample(1, 0.0)],
            ..Samples::default()
        };
        let mut labels = Labels::new(&v);
        for k in 1..=40 {
            // The engine thinks every position good for the attackers, who win three in four.
            labels.insert(k, 300);
        }
        let d = distil(&mut samples, &labels, 0.25);
        assert_eq!((d.labelled, d.held_out), (40, 1));
        let chance_300 = chance(300.0, d.scale);
        assert!((chance_300 - 0.75).abs() < 1e-3, "{chance_300}");
        let won = samples.training[0].result;
        let lost = samples.training[3].result;
        assert!((won - (0.75 + 0.25 * chance_300)).abs() < 1e-9, "{won}");
        assert!((lost - 0.25 * chance_300).abs() < 1e-9, "{lost}");
        assert_eq!(samples.training[40].result, 1.0);
        assert_eq!(samples.held_out[0].result, 0.0);
        assert!((d.held_out_error - chance_300 * chance_300).abs() < 1e-9);
    }
}
