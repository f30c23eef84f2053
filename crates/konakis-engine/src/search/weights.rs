//! The evaluation's weights: one number per [`Term`] the evaluation counts, and where they
//! were fitted, one per square class and side (piece-square weights, [`SquareWeights`]).
//! Each rule set starts from the hand-set weights ([`Weights::hand`], scaled to its board and
//! pieces, no square weights); the rule sets with a fitted set
//! (`crates/konakis-engine/weights/*.json`, written by `konakis-lab tune` from game records,
//! see `docs/tuning.md`) use theirs instead: any rule set equal to that preset in every
//! switch and in its layout.

/// Value of one attacking soldier; everything else is measured against it.
pub(crate) const ATTACKER: i32 = 100;

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::rules::{KingCapture, Rules};
use crate::variant::Variant;

/// What the evaluation counts, each from the attackers' point of view (a term the attackers
/// want counts up): the evaluation is the sum of each count times its weight.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Term {
    /// Attacking soldiers on the board. Its weight is the unit, fixed at 100.
    Attackers,
    /// Defending soldiers on the board (counted negative).
    Defenders,
    /// Squares the king could move to (negative).
    KingMobility,
    /// Squares the king could move to with one open run to an escape square (negative).
    KingThreats,
    /// Squares the king could move to with two or more open runs (negative).
    KingForks,
    /// Squares the king could reach in two moves, not in one, with an open run (negative).
    SecondThreats,
    /// As `KingThreats`, when the defenders are to move (negative).
    ThreatsToMove,
    /// One when the defenders are to move and the king can reach a fork (negative).
    ForkToMove,
    /// Steps from the king to the nearest escape square.
    EscapeDistance,
    /// One when the king is shut off from every escape square.
    Sealed,
    /// Squares a shut-in king cannot reach (the board less his room): the attackers' progress
    /// in walling him in. Counted up from none, the seal's own weight is its worth before a
    /// square is taken from him (counted as the room's squares against them, it had to
    /// outweigh a whole board of them and sat at the fit's limit).
    ShutOut,
    /// One when a shut-in king's room does not even touch the edge.
    Ringed,
    /// Steps attackers have closed in on a shut-in king (within six of him).
    ClosingIn,
    /// Defenders outside the room of a king walled into a pocket (no more squares than the
    /// board is wide) (negative): while one roams, the attackers can neither encircle every
    /// defender nor leave the defenders without a move.
    RoamingDefenders,
    /// The squares those roaming defenders could move to (negative): the hunt for the last
    /// of them.
    RoamingMobility,
    /// One when exactly one side of the king is closed (by an attacker, the throne, or the
    /// edge where it is hostile to him).
    Closed1,
    /// The same for two sides.
    Closed2,
    /// Three sides.
    Closed3,
    /// Four sides.
    Closed4,
    /// Defenders beside the king (negative).
    Guards,
    /// Attackers one step from a corner escape square.
    CornerRing1,
    /// Two steps.
    CornerRing2,
    /// Three steps.
    CornerRing3,
    /// The corners the king is near and the attackers have not yet guarded (negative): for
    /// each corner escape square, how near the king is to it times how many of its guards
    /// are missing (see `Tables::open_corners`).
    OpenCorners,
    /// The square of the attackers lost since the start (negative): the army that has to
    /// hold the ring thins, and each soldier lost matters more than the one before.
    AttackersLostSq,
    /// Squares shut out of a shut-in king with no defender left: the squeeze that ends such
    /// games, set by hand (the records end long before it, and the fit prices the room low
    /// and the attackers' closing in against them).
    Squeeze,
}

/// Number of terms.
pub const TERMS: usize = 26;

impl Term {
    /// Every term, in order.
    pub const ALL: [Term; TERMS] = [
        Term::Attackers,
        Term::Defenders,
        Term::KingMobility,
        Term::KingThreats,
        Term::KingForks,
        Term::SecondThreats,
        Term::ThreatsToMove,
        Term::ForkToMove,
        Term::EscapeDistance,
        Term::Sealed,
        Term::ShutOut,
        Term::Ringed,
        Term::ClosingIn,
        Term::RoamingDefenders,
        Term::RoamingMobility,
        Term::Closed1,
        Term::Closed2,
        Term::Closed3,
        Term::Closed4,
        Term::Guards,
        Term::CornerRing1,
        Term::CornerRing2,
        Term::CornerRing3,
        Term::OpenCorners,
        Term::AttackersLostSq,
        Term::Squeeze,
    ];

    /// The term's name in a weights file.
    pub fn name(self) -> &'static str {
        match self {
            Term::Attackers => "attackers",
            Term::Defenders => "defenders",
            Term::KingMobility => "king_mobility",
            Term::KingThreats => "king_threats",
            Term::KingForks => "king_forks",
            Term::SecondThreats => "second_threats",
            Term::ThreatsToMove => "threats_to_move",
            Term::ForkToMove => "fork_to_move",
            Term::EscapeDistance => "escape_distance",
            Term::Sealed => "sealed",
            Term::ShutOut => "shut_out",
            Term::Ringed => "ringed",
            Term::ClosingIn => "closing_in",
            Term::RoamingDefenders => "roaming_defenders",
            Term::RoamingMobility => "roaming_mobility",
            Term::Closed1 => "closed_1",
            Term::Closed2 => "closed_2",
            Term::Closed3 => "closed_3",
            Term::Closed4 => "closed_4",
            Term::Guards => "guards",
            Term::CornerRing1 => "corner_ring_1",
            Term::CornerRing2 => "corner_ring_2",
            Term::CornerRing3 => "corner_ring_3",
            Term::OpenCorners => "open_corners",
            Term::AttackersLostSq => "attackers_lost_sq",
            Term::Squeeze => "squeeze",
        }
    }

    /// The term's place in a weight or count array.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The number of square classes on a `size` x `size` board: squares that the board's eight
/// symmetries (turns and mirrors) map onto each other share a class, for the start is
/// symmetric and so is every rule.
pub fn square_classes(size: u8) -> usize {
    let half = size.div_ceil(2) as usize;
    half * (half + 1) / 2
}

/// The class of the square on `file`, `rank` (from 0) of a `size` x `size` board: by its
/// distances from the nearer edges, the smaller first.
pub fn square_class(size: u8, file: u8, rank: u8) -> usize {
    let across = |x: u8| x.min(size - 1 - x) as usize;
    let (a, b) = (across(file), across(rank));
    let (near, far) = (a.min(b), a.max(b));
    far * (far + 1) / 2 + near
}

/// The square tables after the terms, in the order of the flat layout the tuner fits (see
/// [`Weights::flat`]), each one weight per square class.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WeightTable {
    /// An attacker on each square class.
    Attackers,
    /// A defender on each square class.
    Defenders,
    /// The king on each square class.
    King,
}

impl WeightTable {
    /// Every table, in the flat layout's order.
    pub const ALL: [WeightTable; 3] = [
        WeightTable::Attackers,
        WeightTable::Defenders,
        WeightTable::King,
    ];

    /// Where the table lies in the flat weights of a `size` board: after the terms and the
    /// tables declared before it, each one weight per square class.
    pub fn range(self, size: u8) -> std::ops::Range<usize> {
        let n = square_classes(size);
        let start = TERMS + self as usize * n;
        start..start + n
    }
}

/// How many weights the flat layout of a `size` board holds: the terms, then every table.
pub fn flat_len(size: u8) -> usize {
    TERMS + WeightTable::ALL.len() * square_classes(size)
}

/// What a piece of each side is worth on each square class (see [`square_class`]), on top
/// of the terms, in hundredths of an attacking soldier for its own side: the attackers' for
/// an attacker, the defenders' for a defender and for the king (both counted negative, as
/// [`Term::Defenders`]). Empty where none were fitted; a file fitted before the king's
/// table has none for him (he then counts nothing on any square).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct SquareWeights {
    /// One per class, for an attacker.
    pub attackers: Vec<i32>,
    /// One per class, for a defender.
    pub defenders: Vec<i32>,
    /// One per class, for the king (empty: none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub king: Vec<i32>,
}

impl SquareWeights {
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        WeightTable::ALL.iter().all(|&t| self.table(t).is_empty())
    }

    /// One table's weights (empty: none).
    pub fn table(&self, table: WeightTable) -> &[i32] {
        match table {
            WeightTable::Attackers => &self.attackers,
            WeightTable::Defenders => &self.defenders,
            WeightTable::King => &self.king,
        }
    }

    /// One table's weights on a `size` board, zero on every class where it has none.
    pub fn table_or_zero(&self, table: WeightTable, size: u8) -> Vec<i32> {
        match self.table(table) {
            [] => vec![0; square_classes(size)],
            weights => weights.to_vec(),
        }
    }

    /// `Err` unless both sides have one weight per class of a `size` board, and the king one
    /// per class or none (or none at all).
    pub fn check(&self, size: u8) -> Result<(), String> {
        let n = square_classes(size);
        let king_fits = self.king.is_empty() || self.king.len() == n;
        if self.is_empty() || (self.attackers.len() == n && self.defenders.len() == n && king_fits)
        {
            Ok(())
        } else {
            Err(format!(
                "square weights: {} for the attackers, {} for the defenders and {} for the king, but a {size}x{size} board has {n} square classes",
                self.attackers.len(),
                self.defenders.len(),
                self.king.len()
            ))
        }
    }
}

/// The evaluation's weights, in hundredths of an attacking soldier.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Weights {
    /// One weight per term.
    pub terms: [i32; TERMS],
    /// The piece-square weights (empty: none).
    pub squares: SquareWeights,
}

impl Weights {
    /// The weight of `term`.
    #[inline]
    pub fn get(&self, term: Term) -> i32 {
        self.terms[term.index()]
    }

    /// Every weight in one list, as the tuner fits them: the terms in [`Term::ALL`]'s order,
    /// then each [`WeightTable`] in [`WeightTable::ALL`]'s order (of a `size` board; zero
    /// where there are none).
    pub fn flat(&self, size: u8) -> Vec<i32> {
        let mut out = self.terms.to_vec();
        for table in WeightTable::ALL {
            out.extend(self.squares.table_or_zero(table, size));
        }
        out
    }

    /// The weights from a list laid out as [`flat`](Self::flat) gives it.
    pub fn from_flat(flat: &[i32], size: u8) -> Weights {
        assert_eq!(flat.len(), flat_len(size), "terms, then the square tables");
        let table = |t: WeightTable| flat[t.range(size)].to_vec();
        Weights {
            terms: flat[..TERMS].try_into().expect("length checked"),
            squares: SquareWeights {
                attackers: table(WeightTable::Attackers),
                defenders: table(WeightTable::Defenders),
                king: table(WeightTable::King),
            },
        }
    }

    /// The hand-set weights, scaled to `v`: a defender is worth as many attackers as the
    /// start has attackers per defender (between one and three), a room square counts less
    /// on big boards, a ring more where encirclement wins, and a king taken by four sides
    /// counts his closed sides step by step.
    pub fn hand(v: &Variant) -> Weights {
        let start = v.start;
        let shut_out = if v.size <= 9 { 4 } else { 2 };
        let cells = v.board.count() as i32;
        let attackers = start.attackers().count().max(1) as i32;
        let defenders = start.defenders().count().max(1) as i32;
        let closed = if v.rules.king_capture == KingCapture::Strong {
            [8, 25, 70, 70]
        } else {
            [35, 70, 105, 140]
        };
        Weights::from_terms([
            (Term::Attackers, ATTACKER),
            (
                Term::Defenders,
                (ATTACKER * attackers / defenders).clamp(ATTACKER, 3 * ATTACKER),
            ),
            (Term::KingMobility, 3),
            (Term::KingThreats, 30),
            (Term::KingForks, 120),
            (Term::SecondThreats, 0),
            (Term::ThreatsToMove, 25),
            (Term::ForkToMove, 8 * ATTACKER),
            (Term::EscapeDistance, 6),
            // The seal less a whole board of shut-out squares: the value it had when the
            // room's squares counted against the attackers.
            (Term::Sealed, 2 * ATTACKER - shut_out * cells),
            (Term::ShutOut, shut_out),
            (
                Term::Ringed,
                if v.rules.encirclement {
                    3 * ATTACKER
                } else {
                    ATTACKER
                },
            ),
            (Term::ClosingIn, 3),
            (Term::RoamingDefenders, ATTACKER / 2),
            (Term::RoamingMobility, 4),
            (Term::Closed1, closed[0]),
            (Term::Closed2, closed[1]),
            (Term::Closed3, closed[2]),
            (Term::Closed4, closed[3]),
            (Term::Guards, 6),
            (Term::CornerRing1, 4),
            (Term::CornerRing2, 14),
            (Term::CornerRing3, 10),
            (Term::OpenCorners, 0),
            (Term::AttackersLostSq, 0),
            (Term::Squeeze, 0),
        ])
    }

    /// The weights given term by term (each term once), with no square weights.
    fn from_terms(pairs: [(Term, i32); TERMS]) -> Weights {
        let mut terms = [0; TERMS];
        for (i, (term, weight)) in pairs.into_iter().enumerate() {
            debug_assert_eq!(term.index(), i, "terms in order, each once");
            terms[term.index()] = weight;
        }
        Weights {
            terms,
            squares: SquareWeights::default(),
        }
    }

    /// The weights the evaluation uses for `v`: its fitted set where one exists, else the
    /// hand-set weights.
    pub fn for_variant(v: &Variant) -> Weights {
        fitted()
            .iter()
            .find(|f| f.matches(v))
            .map_or_else(|| Weights::hand(v), |f| f.weights.clone())
    }
}

/// A weights file, as `konakis-lab tune` writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WeightsFile {
    /// The format's version (1).
    pub version: u32,
    /// The preset the weights were fitted for.
    pub preset: String,
    /// How the weights were fitted: the data and the command.
    pub fitted_from: String,
    /// The logistic scale the fit used: a win chance of `1 / (1 + 10^(-score * k / 400))`
    /// for the attackers, `score` in hundredths of an attacker.
    pub sigmoid_scale: f64,
    /// Each term's weight, by name.
    pub weights: std::collections::BTreeMap<String, i32>,
    /// The piece-square weights, one per square class (absent: none).
    #[serde(default, skip_serializing_if = "SquareWeights::is_empty")]
    pub squares: SquareWeights,
}

impl WeightsFile {
    /// The weights, every term named once and the unit kept (`Err` says what is wrong; the
    /// square weights' length is checked against a board by [`SquareWeights::check`]).
    pub fn weights(&self) -> Result<Weights, String> {
        if self.version != 1 {
            return Err(format!("unknown weights version {}", self.version));
        }
        if let Some(name) = self
            .weights
            .keys()
            .find(|name| !Term::ALL.iter().any(|t| t.name() == name.as_str()))
        {
            return Err(format!("unknown term {name:?}"));
        }
        let mut terms = [0; TERMS];
        for term in Term::ALL {
            terms[term.index()] = *self
                .weights
                .get(term.name())
                .ok_or_else(|| format!("no weight for {:?}", term.name()))?;
        }
        if terms[Term::Attackers.index()] != ATTACKER {
            return Err(format!("the attackers' weight must stay {ATTACKER}"));
        }
        if self.squares.attackers.len() != self.squares.defenders.len() {
            return Err("square weights: the two sides differ in length".into());
        }
        Ok(Weights {
            terms,
            squares: self.squares.clone(),
        })
    }

    /// A file for `weights`.
    pub fn new(preset: &str, fitted_from: &str, sigmoid_scale: f64, weights: &Weights) -> Self {
        WeightsFile {
            version: 1,
            preset: preset.to_owned(),
            fitted_from: fitted_from.to_owned(),
            sigmoid_scale,
            weights: Term::ALL
                .iter()
                .map(|t| (t.name().to_owned(), weights.get(*t)))
                .collect(),
            squares: weights.squares.clone(),
        }
    }
}

/// The fitted weight files built into the engine.
pub const FITTED_FILES: [(&str, &str); 2] = [
    ("copenhagen", include_str!("../../weights/copenhagen.json")),
    ("brandub", include_str!("../../weights/brandub.json")),
];

/// A fitted set and the rule set it belongs to.
struct Fitted {
    /// The preset's rules with its id and name blanked.
    rules: Rules,
    weights: Weights,
}

impl Fitted {
    /// Whether `v` plays the fitted preset's rules and layout, whatever it is called.
    fn matches(&self, v: &Variant) -> bool {
        anonymous(&v.rules) == self.rules
    }
}

/// `rules` without their id and name.
fn anonymous(rules: &Rules) -> Rules {
    Rules {
        id: String::new(),
        name: String::new(),
        ..rules.clone()
    }
}

/// The built-in fitted sets, read once. A file that does not read is a build defect the
/// tests catch (`fitted_weights_load`); here it is skipped, leaving the hand-set weights.
fn fitted() -> &'static [Fitted] {
    static FITTED: OnceLock<Vec<Fitted>> = OnceLock::new();
    FITTED.get_or_init(|| {
        FITTED_FILES
            .iter()
            .filter_map(|(id, text)| {
                let file: WeightsFile = parse(text).ok()?;
                let rules = Rules::preset(id)?;
                let weights = file.weights().ok()?;
                weights.squares.check(rules.size).ok()?;
                Some(Fitted {
                    rules: anonymous(&rules),
                    weights,
                })
            })
            .collect()
    })
}

/// Reads a weights file's text.
pub fn parse(text: &str) -> Result<WeightsFile, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::PRESETS;

    /// Every built-in weights file reads, names a preset, and is what that preset's search
    /// uses; a custom rule set equal to the preset uses it too.
    #[test]
    fn fitted_weights_load() {
        for (id, text) in FITTED_FILES {
            let file = parse(text).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(file.preset, id);
            let weights = file.weights().unwrap_or_else(|e| panic!("{id}: {e}"));
            let v = Variant::preset(id).unwrap();
            assert_eq!(Weights::for_variant(&v), weights, "{id}");
            let renamed = Rules {
                id: String::new(),
                name: "Mine".into(),
                ..v.rules.clone()
            };
            assert_eq!(
                Weights::for_variant(&Variant::new(renamed).unwrap()),
                weights
            );
        }
        assert_eq!(fitted().len(), FITTED_FILES.len());
    }

    /// A rule set that differs in one switch, and every preset without a file, keeps the
    /// hand-set weights.
    #[test]
    fn other_rules_keep_the_hand_weights() {
        let v = Variant::preset("copenhagen").unwrap();
        let changed = Rules {
            edge_against_king: !v.rules.edge_against_king,
            ..v.rules.clone()
        };
        let changed = Variant::new(changed).unwrap();
        assert_eq!(Weights::for_variant(&changed), Weights::hand(&changed));
        for preset in PRESETS {
            if FITTED_FILES.iter().all(|(id, _)| *id != preset.id) {
                let v = Variant::preset(preset.id).unwrap();
                assert_eq!(Weights::for_variant(&v), Weights::hand(&v), "{}", preset.id);
            }
        }
    }

    /// A file is refused with a reason: a missing or unknown term, a changed unit, another
    /// version.
    #[test]
    fn bad_files_say_what_is_wrong() {
        let v = Variant::preset("brandub").unwrap();
        let good = WeightsFile::new("brandub", "test", 1.0, &Weights::hand(&v));
        assert_eq!(good.weights().unwrap(), Weights::hand(&v));
        let mut missing = good.clone();
        missing.weights.remove("guards");
        assert!(missing.weights().unwrap_err().contains("guards"));
        let mut unknown = good.clone();
        unknown.weights.insert("luck".into(), 3);
        assert!(unknown.weights().unwrap_err().contains("luck"));
        let mut unit = good.clone();
        unit.weights.insert("attackers".into(), 90);
        assert!(unit.weights().unwrap_err().contains("100"));
        let mut version = good.clone();
        version.version = 2;
        assert!(version.weights().unwrap_err().contains("version"));
        assert!(parse("{").is_err());
        // Square weights: both sides alike in length, and one per class of the board.
        let mut squares = good;
        // Zero on every class: the hand-set weights' empty tables, zero-filled by the flat
        // layout.
        squares.squares = Weights::from_flat(&Weights::hand(&v).flat(7), 7).squares;
        assert!(squares.weights().unwrap().squares.check(7).is_ok());
        let err = squares.weights().unwrap().squares.check(9).unwrap_err();
        assert!(err.contains("9x9") && err.contains("15"), "{err}");
        // The king's table: one per class, or none (a file fitted before it).
        squares.squares.king.pop();
        let err = squares.weights().unwrap().squares.check(7).unwrap_err();
        assert!(err.contains("9 for the king"), "{err}");
        squares.squares.king.clear();
        assert!(squares.weights().unwrap().squares.check(7).is_ok());
        squares.squares.defenders.pop();
        assert!(squares.weights().unwrap_err().contains("square"));
    }

    /// Square classes: a square and its seven images under the board's turns and mirrors
    /// share one; different distances from the edges do not; every class is used.
    #[test]
    fn square_classes_follow_the_boards_symmetries() {
        for size in [7u8, 9, 11, 13] {
            let n = square_classes(size);
            let mut seen = vec![false; n];
            let last = size - 1;
            for f in 0..size {
                for r in 0..size {
                    let c = square_class(size, f, r);
                    seen[c] = true;
                    for (g, s) in [
                        (r, f),
                        (last - f, r),
                        (f, last - r),
                        (last - f, last - r),
                        (last - r, f),
                        (r, last - f),
                        (last - r, last - f),
                    ] {
                        assert_eq!(square_class(size, g, s), c, "{size}: {f},{r} and {g},{s}");
                    }
                }
            }
            assert!(seen.iter().all(|&s| s), "{size}");
            assert_ne!(square_class(size, 0, 1), square_class(size, 1, 1));
            assert_ne!(square_class(size, 0, 1), square_class(size, 0, 2));
        }
        assert_eq!(square_classes(7), 10);
        assert_eq!(square_classes(11), 21);
    }

    /// The flat layout the tuner fits round-trips, zero-filling absent square weights (and a
    /// king's table that a file fitted before it lacks).
    #[test]
    fn flat_weights_round_trip() {
        for (id, size) in [("copenhagen", 11), ("brandub", 7)] {
            let v = Variant::preset(id).unwrap();
            let n = square_classes(size);
            let hand = Weights::hand(&v);
            let flat = hand.flat(size);
            assert_eq!(flat.len(), TERMS + 3 * n);
            assert_eq!(flat.len(), flat_len(size));
            assert!(flat[TERMS..].iter().all(|&w| w == 0));
            let fitted = Weights::for_variant(&v);
            let back = Weights::from_flat(&fitted.flat(size), size);
            assert_eq!(back.terms, fitted.terms, "{id}");
            for table in WeightTable::ALL {
                assert_eq!(
                    back.squares.table(table),
                    fitted.squares.table_or_zero(table, size),
                    "{id} {table:?}"
                );
            }
        }
        // The tables follow each other, each where its range says.
        let mut flat: Vec<i32> = vec![0; TERMS];
        for (k, table) in WeightTable::ALL.into_iter().enumerate() {
            assert_eq!(table.range(11).start, flat.len());
            flat.extend(std::iter::repeat_n(k as i32 + 1, square_classes(11)));
        }
        let weights = Weights::from_flat(&flat, 11);
        for (k, table) in WeightTable::ALL.into_iter().enumerate() {
            assert!(
                weights
                    .squares
                    .table(table)
                    .iter()
                    .all(|&w| w == k as i32 + 1)
            );
        }
        assert_eq!(weights.flat(11), flat);
    }
}
