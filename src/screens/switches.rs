//! Every switch of the engine's `Rules` as the rules screen shows it: a short label, one plain
//! sentence a player understands, where the rule comes from, and how to read and set it. The
//! board and armies (size, start position, corner list) are chosen as one layout, apart.

use konakis_engine::{
    CaptureLimit, Escape, Hostility, KingCapture, Linnaean, Movement, NoMoves, Repetition,
    RoutesTo, Rules, Shieldwall, Side, StopBetween, ThroneGuard, ThronePass, ThroneStop,
};

/// One switch of the rules.
pub(crate) struct Switch {
    /// The field's name in the rules' JSON (`stop-between`).
    pub key: &'static str,
    /// A few words naming it.
    pub label: &'static str,
    /// What it does, in one plain sentence.
    pub sentence: &'static str,
    /// Where it comes from: which document, rule or rule set.
    pub source: &'static str,
    /// How to read and set it.
    pub control: Control,
}

/// How a switch is read and set.
pub(crate) enum Control {
    /// On or off.
    Flag {
        /// Whether it is on.
        get: fn(&Rules) -> bool,
        /// Turns it on or off.
        set: fn(&mut Rules, bool),
    },
    /// One of several values, each with the words a player reads.
    Pick {
        /// The values' words, in order.
        options: &'static [&'static str],
        /// The index of the value set.
        get: fn(&Rules) -> usize,
        /// Sets the value of this index.
        set: fn(&mut Rules, usize),
    },
}

impl Switch {
    /// The words for the switch's value in `rules`.
    pub fn value_text(&self, rules: &Rules) -> &'static str {
        match self.control {
            Control::Flag { get, .. } if get(rules) => "yes",
            Control::Flag { .. } => "no",
            Control::Pick { options, get, .. } => options[get(rules)],
        }
    }

    /// Whether `a` and `b` set this switch differently.
    pub fn differs(&self, a: &Rules, b: &Rules) -> bool {
        match self.control {
            Control::Flag { get, .. } => get(a) != get(b),
            Control::Pick { get, .. } => get(a) != get(b),
        }
    }
}

/// A group of switches under one heading.
pub(crate) struct Section {
    /// The heading.
    pub title: &'static str,
    /// Its switches.
    pub switches: &'static [Switch],
}

/// A switch that is on or off: `flag!(field)`.
macro_rules! flag {
    ($field:ident) => {
        Control::Flag {
            get: |r| r.$field,
            set: |r, on| r.$field = on,
        }
    };
}

/// A switch with several values: `pick!(field: Value => "words", ...)`.
macro_rules! pick {
    ($field:ident: $($value:expr => $text:literal),+ $(,)?) => {
        Control::Pick {
            options: &[$($text),+],
            get: |r| [$($value),+].iter().position(|v| *v == r.$field).unwrap_or(0),
            set: |r, i| r.$field = [$($value),+][i],
        }
    };
}

/// Every switch of `Rules` but the layout, by section, in the order the rules screen shows
/// them.
pub(crate) static SECTIONS: &[Section] = &[
    Section {
        title: "Who starts",
        switches: &[Switch {
            key: "first",
            label: "Who moves first",
            sentence: "The side that makes the first move of the game.",
            source: "Polish rulebook rule 2 and the Catalan article: the defenders (the Swedes); modern rules: the attackers.",
            control: pick!(first: Side::Attackers => "the attackers", Side::Defenders => "the defenders"),
        }],
    },
    Section {
        title: "Escape and corners",
        switches: &[
            Switch {
                key: "escape",
                label: "Where the king escapes",
                sentence: "The squares the king must reach to win.",
                source: "Corners: Polish rulebook rule 9, the Catalan and Czech articles, Copenhagen. Any edge square: the French rules (Tablut). Edge squares empty at the start: the Catalan article's variant 2.",
                control: pick!(escape:
                    Escape::Corners => "the corners",
                    Escape::Edge => "any edge square",
                    Escape::EdgeEmptyAtStart => "edge squares empty at the start"),
            },
            Switch {
                key: "marked-corners",
                label: "Corners stay marked",
                sentence: "Even where the king escapes at the edge, only he may stop on a corner, and corners help capture as set below (always so when he escapes to the corners).",
                source: "The Catalan article's variant 2.",
                control: flag!(marked_corners),
            },
            Switch {
                key: "corners-hostile",
                label: "Corners help capture",
                sentence: "A piece beside a marked corner can be captured against it, as if an enemy stood there.",
                source: "Copenhagen and the Czech article: every piece; Brandub: all but the king; Polish rulebook rule 5: no piece (a capture needs two pieces).",
                control: pick!(corners_hostile:
                    Hostility::All => "every piece",
                    Hostility::SoldiersOnly => "every piece but the king",
                    Hostility::AttackersOnly => "attackers only",
                    Hostility::None => "no piece"),
            },
        ],
    },
    Section {
        title: "The throne",
        switches: &[
            Switch {
                key: "throne-stop",
                label: "Who may stop on the throne",
                sentence: "Who may end a move on the throne, the centre square.",
                source: "Polish rulebook rule 1, the Catalan and Czech articles: the king only.",
                control: pick!(throne_stop:
                    ThroneStop::KingOnly => "the king only",
                    ThroneStop::Nobody => "nobody, once the king has left"),
            },
            Switch {
                key: "throne-pass",
                label: "Who may cross the empty throne",
                sentence: "Who may pass over the empty throne on the way to another square.",
                source: "The Catalan and Czech articles: every piece; the Fidchell and Gwyddbwyll reconstruction: the king only.",
                control: pick!(throne_pass:
                    ThronePass::All => "every piece",
                    ThronePass::KingOnly => "the king only",
                    ThronePass::Nobody => "nobody"),
            },
            Switch {
                key: "throne-closed-after-king-left",
                label: "The throne closes behind the king",
                sentence: "Once the king has left the throne, no piece may enter or cross it again.",
                source: "The French rules (Tablut).",
                control: flag!(throne_closed_after_king_left),
            },
            Switch {
                key: "empty-throne-hostile",
                label: "The empty throne helps capture",
                sentence: "A piece beside the empty throne can be captured against it.",
                source: "Most rule sets: every piece; Polish rulebook rule 5: no piece; the Fidchell and Gwyddbwyll reconstruction: all but the king.",
                control: pick!(empty_throne_hostile:
                    Hostility::All => "every piece",
                    Hostility::SoldiersOnly => "every piece but the king",
                    Hostility::AttackersOnly => "attackers only",
                    Hostility::None => "no piece"),
            },
            Switch {
                key: "occupied-throne-hostile-to-attackers",
                label: "The king's throne helps capture attackers",
                sentence: "While the king sits on the throne, an attacker beside it can be captured against it.",
                source: "Copenhagen and Fetlar.",
                control: flag!(occupied_throne_hostile_to_attackers),
            },
        ],
    },
    Section {
        title: "The king",
        switches: &[
            Switch {
                key: "king-armed",
                label: "The king fights",
                sentence: "The king can help capture enemy pieces.",
                source: "Every preset arms him.",
                control: flag!(king_armed),
            },
            Switch {
                key: "king-capture",
                label: "Taking the king",
                sentence: "How many attackers must close in on the king to take him.",
                source: "Four sides: Polish rulebook rule 8, the Czech article, Copenhagen; fewer away from the throne: Brandub; two: Tawlbwrdd.",
                control: pick!(king_capture:
                    KingCapture::Strong => "all four sides",
                    KingCapture::StrongNearThrone => "four on the throne, three beside it, two elsewhere",
                    KingCapture::Weak => "two, like any piece"),
            },
            Switch {
                key: "edge-against-king",
                label: "The edge counts against the king",
                sentence: "The board's edge counts as an attacker when the king is surrounded against it.",
                source: "Polish rulebook rule 8 and the French rules (Tablut): yes; the Czech article: no.",
                control: flag!(edge_against_king),
            },
            Switch {
                key: "throne-guard",
                label: "The throne shields the king",
                sentence: "How long the throne makes the king harder to take.",
                source: "The French rules (Brandub): four are needed \"s'il n'a pas encore quitté son trône\" (if he has not yet left his throne).",
                control: pick!(throne_guard:
                    ThroneGuard::BySquare => "whenever he is on it",
                    ThroneGuard::UntilKingLeaves => "only until he first leaves it"),
            },
            Switch {
                key: "linnaean-capture",
                label: "Capture against the king's throne",
                sentence: "With the king on the throne and attackers on three sides, a defender on the fourth side can be captured against the throne.",
                source: "Brandub today: the defender; the French rules (Brandub): the defender and the king together, and the attackers win.",
                control: pick!(linnaean_capture:
                    Linnaean::Off => "no",
                    Linnaean::Defender => "the defender is taken",
                    Linnaean::DefenderAndKing => "the defender and the king are taken"),
            },
        ],
    },
    Section {
        title: "Captures",
        switches: &[
            Switch {
                key: "stop-between",
                label: "Stopping between two enemies",
                sentence: "What becomes of a soldier that ends its move between two enemy pieces (its own captures are taken first); the king may always rest there.",
                source: "Polish rulebook rules 6 and 7 (the king announces \"Odpoczynek!\").",
                control: pick!(stop_between:
                    StopBetween::Safe => "it is safe",
                    StopBetween::Captured => "it is captured"),
            },
            Switch {
                key: "captures-per-move",
                label: "Captures in one move",
                sentence: "How many pieces one move may capture.",
                source: "The Catalan article: \"No es pot capturar més d'una peça en una mateixa jugada\" (no more than one piece in one move).",
                control: pick!(captures_per_move:
                    CaptureLimit::All => "every piece it closes in",
                    CaptureLimit::One => "one, of the mover's choice"),
            },
            Switch {
                key: "shieldwall",
                label: "Shieldwall",
                sentence: "A row of pieces along the edge, each faced by an enemy, is captured at once when both its ends are closed.",
                source: "Copenhagen (a corner may close one end).",
                control: pick!(shieldwall:
                    Shieldwall::None => "no",
                    Shieldwall::Weak => "yes, closed by two pieces",
                    Shieldwall::Strong => "yes, a corner may close an end"),
            },
        ],
    },
    Section {
        title: "How the game ends",
        switches: &[
            Switch {
                key: "exit-fort",
                label: "Exit fort",
                sentence: "The king also wins in a fort of defenders at the edge that can never be broken.",
                source: "Copenhagen.",
                control: flag!(exit_fort),
            },
            Switch {
                key: "encirclement",
                label: "Encirclement",
                sentence: "The attackers also win by enclosing every defender in a ring.",
                source: "Copenhagen and Fetlar.",
                control: flag!(encirclement),
            },
            Switch {
                key: "all-attackers-captured-wins",
                label: "Taking every attacker wins",
                sentence: "The defenders also win by capturing every attacker.",
                source: "The French rules (Tablut).",
                control: flag!(all_attackers_captured_wins),
            },
            Switch {
                key: "all-defenders-captured-wins",
                label: "Taking every defender wins",
                sentence: "The attackers also win by capturing every defender but the king.",
                source: "The Gwyddbwyll reconstruction.",
                control: flag!(all_defenders_captured_wins),
            },
            Switch {
                key: "tuichi-wins",
                label: "Tuichi wins",
                sentence: "When the king has two open roads (tuichi) he wins at once: nobody can block both.",
                source: "The French rules (Tablut): \"la partie est gagnée d'office\"; a switch of the Catalan article.",
                control: flag!(tuichi_wins),
            },
            Switch {
                key: "routes-to",
                label: "Raichi and tuichi count roads to",
                sentence: "Where the king's open roads must lead for raichi (one road) or tuichi (two) to be called.",
                source: "The Catalan article: to the edge, as its text says.",
                control: pick!(routes_to:
                    RoutesTo::EscapeSquares => "the escape squares",
                    RoutesTo::Edge => "any edge square"),
            },
            Switch {
                key: "repetition",
                label: "A position seen three times",
                sentence: "What happens when the same position comes up for the third time.",
                source: "Most rule sets: a draw; Copenhagen: the defenders lose.",
                control: pick!(repetition:
                    Repetition::Ignored => "nothing",
                    Repetition::Draw => "the game is drawn",
                    Repetition::RepeaterLoses => "the side that repeats loses",
                    Repetition::DefendersLose => "the defenders lose"),
            },
            Switch {
                key: "no-moves",
                label: "A side that cannot move",
                sentence: "What happens to a side left without any legal move.",
                source: "Most rule sets: it loses; Fetlar: a draw.",
                control: pick!(no_moves: NoMoves::Loses => "it loses", NoMoves::Draw => "the game is drawn"),
            },
        ],
    },
    Section {
        title: "Movement",
        switches: &[Switch {
            key: "movement",
            label: "How far a piece moves",
            sentence: "How many empty squares a piece may cross in one move; with dice, one die is thrown each turn and a throw that allows no move passes.",
            source: "Any number: every document (Polish rulebook rule 3); dice: the Czech article, of some old games; one square: the Fidchell and Gwyddbwyll reconstruction.",
            control: pick!(movement:
                Movement::Rook => "any number, like a rook",
                Movement::OneStep => "one square",
                Movement::DiceAtMost => "up to the die's throw",
                Movement::DiceExactly => "exactly the die's throw"),
        }],
    },
];

/// Every switch, in order.
pub(crate) fn all_switches() -> impl Iterator<Item = &'static Switch> {
    SECTIONS.iter().flat_map(|s| s.switches.iter())
}

/// The switches `rules` sets otherwise than `base`, as `label: value` lines.
pub(crate) fn differences(rules: &Rules, base: &Rules) -> Vec<String> {
    all_switches()
        .filter(|s| s.differs(rules, base))
        .map(|s| format!("{}: {}", s.label, s.value_text(rules)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use konakis_engine::PRESETS;

    /// The fields chosen with the layout, not as switches.
    const LAYOUT_KEYS: [&str; 5] = ["id", "name", "size", "start", "corners"];

    #[test]
    fn every_field_of_the_rules_has_a_switch() {
        let rules = Rules::preset("copenhagen").unwrap();
        let json = serde_json::to_value(&rules).unwrap();
        let fields: Vec<&String> = json.as_object().unwrap().keys().collect();
        for field in &fields {
            let covered = LAYOUT_KEYS.contains(&field.as_str())
                || all_switches().any(|s| s.key == field.as_str());
            assert!(covered, "the rules screen has no switch for '{field}'");
        }
        for switch in all_switches() {
            assert!(
                fields.iter().any(|f| f.as_str() == switch.key),
                "'{}' is no field of the rules",
                switch.key
            );
        }
    }

    #[test]
    fn each_value_of_each_switch_is_set_and_read_back() {
        for preset in PRESETS {
            let base = Rules::preset(preset.id).unwrap();
            for switch in all_switches() {
                let mut rules = base.clone();
                match switch.control {
                    Control::Flag { get, set } => {
                        let on = !get(&rules);
                        set(&mut rules, on);
                        assert_eq!(get(&rules), on, "{}", switch.key);
                        assert_eq!(differences(&rules, &base).len(), 1, "{}", switch.key);
                    }
                    Control::Pick { options, get, set } => {
                        for i in 0..options.len() {
                            set(&mut rules, i);
                            assert_eq!(get(&rules), i, "{} value {i}", switch.key);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_words_are_plain_sentences() {
        for switch in all_switches() {
            assert!(switch.sentence.ends_with('.'), "{}", switch.key);
            assert!(switch.source.ends_with('.'), "{}", switch.key);
            assert!(!switch.label.is_empty(), "{}", switch.key);
        }
    }
}
