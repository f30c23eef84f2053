//! Every switch of the engine's `Rules` as the rules screen shows it: a short label, one plain
//! sentence a player understands, where the rule comes from (each a Fluent message named for
//! the switch's key: `switch-stop-between-label`), and how to read and set it. The board and
//! armies (size, start position, corner list) are chosen as one layout, apart.

use crate::i18n::Locale;
use konakis_engine::{
    CaptureLimit, Escape, Hostility, KingCapture, Linnaean, Movement, NoMoves, Repetition,
    RoutesTo, Rules, Shieldwall, Side, StopBetween, ThroneGuard, ThronePass, ThroneStop,
};

/// One switch of the rules.
pub(crate) struct Switch {
    /// The field's name in the rules' JSON (`stop-between`), and the stem of its messages.
    pub key: &'static str,
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
        /// The values, in order, as their messages name them (`switch-KEY-VALUE`).
        options: &'static [&'static str],
        /// The index of the value set.
        get: fn(&Rules) -> usize,
        /// Sets the value of this index.
        set: fn(&mut Rules, usize),
    },
}

impl Switch {
    /// A few words naming it.
    pub fn label(&self, l: &Locale) -> String {
        l.t(&format!("switch-{}-label", self.key))
    }

    /// What it does, in one plain sentence.
    pub fn sentence(&self, l: &Locale) -> String {
        l.t(&format!("switch-{}-sentence", self.key))
    }

    /// Where it comes from: which document, rule or rule set.
    pub fn source(&self, l: &Locale) -> String {
        l.t(&format!("switch-{}-source", self.key))
    }

    /// The words for the value of index `i` (a pick's).
    pub fn option_text(&self, l: &Locale, i: usize) -> String {
        match self.control {
            Control::Flag { .. } => l.t(if i == 1 {
                "switch-value-yes"
            } else {
                "switch-value-no"
            }),
            Control::Pick { options, .. } => l.t(&format!("switch-{}-{}", self.key, options[i])),
        }
    }

    /// The words for the switch's value in `rules`.
    pub fn value_text(&self, l: &Locale, rules: &Rules) -> String {
        match self.control {
            Control::Flag { get, .. } => self.option_text(l, usize::from(get(rules))),
            Control::Pick { get, .. } => self.option_text(l, get(rules)),
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
    /// The heading's message.
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

/// A switch with several values: `pick!(field: Value => "value", ...)`.
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
        title: "rules-section-who-starts",
        switches: &[Switch {
            key: "first",
            control: pick!(first: Side::Attackers => "attackers", Side::Defenders => "defenders"),
        }],
    },
    Section {
        title: "rules-section-escape-and-corners",
        switches: &[
            Switch {
                key: "escape",
                control: pick!(escape:
                    Escape::Corners => "corners",
                    Escape::Edge => "edge",
                    Escape::EdgeEmptyAtStart => "edge-empty-at-start"),
            },
            Switch {
                key: "marked-corners",
                control: flag!(marked_corners),
            },
            Switch {
                key: "corners-hostile",
                control: pick!(corners_hostile:
                    Hostility::All => "all",
                    Hostility::SoldiersOnly => "soldiers-only",
                    Hostility::AttackersOnly => "attackers-only",
                    Hostility::None => "none"),
            },
        ],
    },
    Section {
        title: "rules-section-the-throne",
        switches: &[
            Switch {
                key: "throne-stop",
                control: pick!(throne_stop:
                    ThroneStop::KingOnly => "king-only",
                    ThroneStop::Nobody => "nobody"),
            },
            Switch {
                key: "throne-pass",
                control: pick!(throne_pass:
                    ThronePass::All => "all",
                    ThronePass::KingOnly => "king-only",
                    ThronePass::Nobody => "nobody"),
            },
            Switch {
                key: "throne-closed-after-king-left",
                control: flag!(throne_closed_after_king_left),
            },
            Switch {
                key: "empty-throne-hostile",
                control: pick!(empty_throne_hostile:
                    Hostility::All => "all",
                    Hostility::SoldiersOnly => "soldiers-only",
                    Hostility::AttackersOnly => "attackers-only",
                    Hostility::None => "none"),
            },
            Switch {
                key: "occupied-throne-hostile-to-attackers",
                control: flag!(occupied_throne_hostile_to_attackers),
            },
        ],
    },
    Section {
        title: "rules-section-the-king",
        switches: &[
            Switch {
                key: "king-armed",
                control: flag!(king_armed),
            },
            Switch {
                key: "king-capture",
                control: pick!(king_capture:
                    KingCapture::Strong => "strong",
                    KingCapture::StrongNearThrone => "strong-near-throne",
                    KingCapture::Weak => "weak"),
            },
            Switch {
                key: "edge-against-king",
                control: flag!(edge_against_king),
            },
            Switch {
                key: "throne-guard",
                control: pick!(throne_guard:
                    ThroneGuard::BySquare => "by-square",
                    ThroneGuard::UntilKingLeaves => "until-king-leaves"),
            },
            Switch {
                key: "linnaean-capture",
                control: pick!(linnaean_capture:
                    Linnaean::Off => "off",
                    Linnaean::Defender => "defender",
                    Linnaean::DefenderAndKing => "defender-and-king"),
            },
        ],
    },
    Section {
        title: "rules-section-captures",
        switches: &[
            Switch {
                key: "stop-between",
                control: pick!(stop_between:
                    StopBetween::Safe => "safe",
                    StopBetween::Captured => "captured"),
            },
            Switch {
                key: "captures-per-move",
                control: pick!(captures_per_move:
                    CaptureLimit::All => "all",
                    CaptureLimit::One => "one"),
            },
            Switch {
                key: "shieldwall",
                control: pick!(shieldwall:
                    Shieldwall::None => "none",
                    Shieldwall::Weak => "weak",
                    Shieldwall::Strong => "strong"),
            },
        ],
    },
    Section {
        title: "rules-section-how-the-game-ends",
        switches: &[
            Switch {
                key: "exit-fort",
                control: flag!(exit_fort),
            },
            Switch {
                key: "encirclement",
                control: flag!(encirclement),
            },
            Switch {
                key: "all-attackers-captured-wins",
                control: flag!(all_attackers_captured_wins),
            },
            Switch {
                key: "all-defenders-captured-wins",
                control: flag!(all_defenders_captured_wins),
            },
            Switch {
                key: "tuichi-wins",
                control: flag!(tuichi_wins),
            },
            Switch {
                key: "routes-to",
                control: pick!(routes_to:
                    RoutesTo::EscapeSquares => "escape-squares",
                    RoutesTo::Edge => "edge"),
            },
            Switch {
                key: "repetition",
                control: pick!(repetition:
                    Repetition::Ignored => "ignored",
                    Repetition::Draw => "draw",
                    Repetition::RepeaterLoses => "repeater-loses",
                    Repetition::DefendersLose => "defenders-lose"),
            },
            Switch {
                key: "no-moves",
                control: pick!(no_moves: NoMoves::Loses => "loses", NoMoves::Draw => "draw"),
            },
        ],
    },
    Section {
        title: "rules-section-movement",
        switches: &[Switch {
            key: "movement",
            control: pick!(movement:
                Movement::Rook => "rook",
                Movement::OneStep => "one-step",
                Movement::DiceAtMost => "dice-at-most",
                Movement::DiceExactly => "dice-exactly"),
        }],
    },
];

/// Every switch, in order.
pub(crate) fn all_switches() -> impl Iterator<Item = &'static Switch> {
    SECTIONS.iter().flat_map(|s| s.switches.iter())
}

/// Every message the rules screen words switches with (for the languages' test).
#[cfg(test)]
pub(crate) fn all_switch_messages() -> Vec<String> {
    let mut ids = vec![
        "switch-value-yes".to_string(),
        "switch-value-no".to_string(),
    ];
    for section in SECTIONS {
        ids.push(section.title.to_string());
        for switch in section.switches {
            for part in ["label", "sentence", "source"] {
                ids.push(format!("switch-{}-{part}", switch.key));
            }
            if let Control::Pick { options, .. } = switch.control {
                ids.extend(options.iter().map(|o| format!("switch-{}-{o}", switch.key)));
            }
        }
    }
    ids
}

/// The switches `rules` sets otherwise than `base`, as `label: value` lines.
pub(crate) fn differences(l: &Locale, rules: &Rules, base: &Rules) -> Vec<String> {
    all_switches()
        .filter(|s| s.differs(rules, base))
        .map(|s| format!("{}: {}", s.label(l), s.value_text(l, rules)))
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
                        let l = Locale::default();
                        assert_eq!(differences(&l, &rules, &base).len(), 1, "{}", switch.key);
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
        let l = Locale::default();
        for switch in all_switches() {
            assert!(switch.sentence(&l).ends_with('.'), "{}", switch.key);
            assert!(switch.source(&l).ends_with('.'), "{}", switch.key);
            assert!(!switch.label(&l).contains("switch-"), "{}", switch.key);
        }
    }
}
