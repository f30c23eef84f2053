//! The lessons in the player's words: each topic's title, the rule it teaches as these rules
//! have it, the task, and why a try fell short. The engine gives the lesson as data (topic,
//! goal, squares); the words are here.

use konakis_engine::lessons::{Goal, Lesson, Miss, Topic};
use konakis_engine::{CaptureLimit, Escape, Hostility, Linnaean, Movement, NoMoves, Repetition};
use konakis_engine::{Rules, Shieldwall, ThronePass, ThroneStop};

use super::{Locale, refusal, side_key};
use crate::tr;

/// The topic's title: "Custodial capture".
pub fn lesson_title(l: &Locale, topic: Topic) -> String {
    l.t(&format!("lesson-{}-title", topic.name()))
}

/// The rule the topic teaches, as `rules` have it.
pub fn lesson_rule(l: &Locale, topic: Topic, rules: &Rules) -> String {
    let id = format!("lesson-{}-rule", topic.name());
    let switch = switch_of(topic, rules);
    tr!(l, &id, switch = switch)
}

/// The value a topic's sentences select on, from the switch that shapes its rule.
fn switch_of(topic: Topic, rules: &Rules) -> &'static str {
    let hostility = |h: Hostility| match h {
        Hostility::All => "all",
        Hostility::SoldiersOnly => "soldiers",
        Hostility::AttackersOnly => "attackers",
        Hostility::None => "none",
    };
    let yes = |b: bool| if b { "yes" } else { "no" };
    match topic {
        Topic::Movement => match rules.movement {
            Movement::Rook => "rook",
            Movement::OneStep => "one-step",
            Movement::DiceAtMost => "dice-at-most",
            Movement::DiceExactly => "dice-exactly",
        },
        Topic::ThroneHostile => hostility(rules.empty_throne_hostile),
        Topic::CornersHostile => hostility(rules.corners_hostile),
        Topic::ThroneStop => match rules.throne_stop {
            ThroneStop::KingOnly => "king",
            ThroneStop::Nobody => "nobody",
        },
        Topic::ThronePass => match rules.throne_pass {
            ThronePass::All => "all",
            ThronePass::KingOnly => "king",
            ThronePass::Nobody => "nobody",
        },
        Topic::KingArmed => yes(rules.king_armed),
        Topic::KingByTwo => match rules.king_capture {
            konakis_engine::KingCapture::StrongNearThrone => "near",
            _ => "plain",
        },
        Topic::Escape => match rules.escape {
            Escape::Corners => "corners",
            Escape::Edge => "edge",
            Escape::EdgeEmptyAtStart => "edge-empty",
        },
        Topic::Tuichi => yes(rules.tuichi_wins),
        Topic::Linnaean => yes(rules.linnaean_capture == Linnaean::DefenderAndKing),
        Topic::Shieldwall => match (rules.shieldwall, rules.captures_per_move) {
            (_, CaptureLimit::One) => "one-capture",
            (Shieldwall::Strong, _) => "corner",
            _ => "plain",
        },
        Topic::Repetition => match rules.repetition {
            Repetition::Draw => "draw",
            Repetition::RepeaterLoses => "repeater-loses",
            Repetition::DefendersLose => "defenders-lose",
            Repetition::Ignored => "ignored",
        },
        Topic::NoMoves => match rules.no_moves {
            NoMoves::Loses => "loses",
            NoMoves::Draw => "draw",
        },
        _ => "plain",
    }
}

/// What the player is asked to do, as the lesson's goal has it.
pub fn lesson_task(l: &Locale, lesson: &Lesson, rules: &Rules) -> String {
    let id = format!("lesson-{}-task", lesson.topic.name());
    tr!(
        l,
        &id,
        side = side_key(lesson.player()),
        squares = goal_squares(&lesson.goal()),
        switch = switch_of(lesson.topic, rules),
        moves = lesson.moves_allowed() as u32,
    )
}

/// The goal's squares, as a list: "c1, d1, e1".
fn goal_squares(goal: &Goal) -> String {
    match goal {
        Goal::Reach { squares } | Goal::Capture { squares } | Goal::CaptureOne { squares } => {
            squares.join(", ")
        }
        _ => String::new(),
    }
}

/// Why a try was not what the lesson asked.
pub fn miss_words(l: &Locale, miss: &Miss) -> String {
    match miss {
        Miss::Illegal(why) => tr!(l, "lesson-miss-illegal", why = refusal(l, why)),
        Miss::Allowed => l.t("lesson-miss-allowed"),
        Miss::Elsewhere => l.t("lesson-miss-elsewhere"),
        Miss::NothingTaken => l.t("lesson-miss-nothing-taken"),
        Miss::OtherPieces(_) => l.t("lesson-miss-other-pieces"),
        Miss::MoverDied => l.t("lesson-miss-mover-died"),
        Miss::MoverSurvived => l.t("lesson-miss-mover-survived"),
        Miss::NoEnd => l.t("lesson-miss-no-end"),
        Miss::OtherEnd(reason) => tr!(
            l,
            "lesson-miss-other-end",
            reason = super::reason_sentence(l, *reason)
        ),
        Miss::NotAnnounced => l.t("lesson-miss-not-announced"),
        Miss::Stoppable => l.t("lesson-miss-stoppable"),
    }
}
