//! Which rules a rule set has, each the topic of a lesson, and the scenes that teach them.
//! Every scene is a guess the engine then checks (see [`super::Lesson`]): a scene whose
//! rules interfere (a piece that may not stand there, a game that ends too soon) is dropped
//! for the next, so the scenes need not know every switch.

use serde::Serialize;

use super::goal::Target;
use super::scene::{Scene, at};
use crate::bits::Bits;
use crate::rules::{
    CaptureLimit, Escape, Hostility, KingCapture, Linnaean, Movement, NoMoves, Repetition, Rules,
    Shieldwall, Side, StopBetween, ThroneGuard, ThronePass,
};
use crate::status::{Announcement, Reason};

/// A rule a lesson teaches.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// How far a piece moves: like a rook, one step, or by the die.
    Movement,
    /// Custodial capture: a soldier taken between two enemies.
    Capture,
    /// The empty throne helps to capture.
    ThroneHostile,
    /// The corners help to capture.
    CornersHostile,
    /// Who may stop on the throne.
    ThroneStop,
    /// Who may pass over the empty throne.
    ThronePass,
    /// Only the king may enter the corners.
    CornersForbidden,
    /// The king taken by two, like a soldier.
    KingByTwo,
    /// The king taken on all four sides.
    KingByFour,
    /// The king on his throne taken on all four sides.
    KingOnThrone,
    /// The king beside the empty throne taken on the three other sides.
    KingBesideThrone,
    /// The king on the edge taken on the three other sides.
    KingAgainstEdge,
    /// Whether the king takes part in captures.
    KingArmed,
    /// Where the king escapes.
    Escape,
    /// A row of soldiers on the edge taken at once.
    Shieldwall,
    /// The king wins in a fort on the edge that cannot be broken.
    ExitFort,
    /// The attackers win by enclosing every defender.
    Encirclement,
    /// One open road for the king.
    Raichi,
    /// Two open roads for the king.
    Tuichi,
    /// A soldier that stops between two enemies is captured.
    StopBetween,
    /// The king alone may stop between two attackers ("Odpoczynek!").
    KingRests,
    /// One capture a move: the mover chooses.
    OneCapture,
    /// The defender beside the enthroned king taken against the throne.
    Linnaean,
    /// The throne guards the king only until he first leaves it.
    ThroneGuard,
    /// Once the king has left the throne, nobody may enter or pass it.
    ThroneClosed,
    /// The throne with the king on it helps to capture attackers.
    OccupiedThrone,
    /// The third time a position arises.
    Repetition,
    /// A side without a legal move.
    NoMoves,
    /// The defenders win by taking every attacker.
    AllAttackersCaptured,
    /// The attackers win by taking every defender but the king.
    AllDefendersCaptured,
}

impl Topic {
    /// The kebab-case name (`king-by-four`), for the command line and the game's texts.
    pub fn name(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }
}

/// A scene, what its player must do, and in how many moves. The lesson's own pieces (its
/// history and target with them) may be shifted to find a placement; the background stays.
pub(crate) struct Plan {
    pub focal: Scene,
    pub background: &'static str,
    pub target: Target,
    pub moves: u8,
}

/// The king on his throne, walled in by four defenders; an attacker far away.
const THRONED: &str = "Ke5 Td5 Tf5 Te4 Te6 tg8";
/// The king on his throne, walled in by four defenders.
const BOXED: &str = "Ke5 Td5 Tf5 Te4 Te6";
/// A defender and an attacker out of the way, for scenes about the king: the rules that end
/// a game when one side has no soldier left find both.
const SPARE: &str = "Tg7 tg3";
/// The king walled in away from the throne; an attacker far away.
const AWAY: &str = "Kg7 Tg8 Tg6 Tf7 Th7 tc8";

fn bits(names: &[&str]) -> Bits {
    names.iter().map(|n| at(n)).collect()
}

fn plan(pieces: &str, background: &'static str, to_move: Side, target: Target) -> Plan {
    Plan {
        focal: Scene::new(pieces, to_move),
        background,
        target,
        moves: 1,
    }
}

/// The topics of a rule set, in the order a newcomer should take them.
pub(crate) fn topics(rules: &Rules) -> Vec<Topic> {
    let marked_corners = rules.escape == Escape::Corners || rules.marked_corners;
    let strong = rules.king_capture != KingCapture::Weak;
    let checks = [
        (Topic::Movement, true),
        (Topic::Capture, true),
        (Topic::Escape, true),
        (Topic::KingByTwo, rules.king_capture != KingCapture::Strong),
        (Topic::KingByFour, rules.king_capture == KingCapture::Strong),
        (
            Topic::KingOnThrone,
            rules.king_capture == KingCapture::StrongNearThrone,
        ),
        (Topic::KingBesideThrone, strong),
        // Where every edge square is an exit, a king on the edge has already won.
        (
            Topic::KingAgainstEdge,
            strong && rules.edge_against_king && rules.escape != Escape::Edge,
        ),
        (Topic::KingArmed, true),
        (Topic::ThroneStop, true),
        (Topic::ThronePass, !rules.throne_closed_after_king_left),
        (
            Topic::ThroneHostile,
            rules.empty_throne_hostile != Hostility::None,
        ),
        (Topic::CornersForbidden, marked_corners),
        (
            Topic::CornersHostile,
            marked_corners && rules.corners_hostile != Hostility::None,
        ),
        (
            Topic::OccupiedThrone,
            rules.occupied_throne_hostile_to_attackers,
        ),
        (Topic::Raichi, true),
        (Topic::Tuichi, true),
        (Topic::Shieldwall, rules.shieldwall != Shieldwall::None),
        // A fort stands where the edge is no exit: in corner games (where edge squares held
        // at the start are no exits, a fort would need a long history to set up).
        (
            Topic::ExitFort,
            rules.exit_fort && rules.escape == Escape::Corners,
        ),
        (Topic::Encirclement, rules.encirclement),
        (
            Topic::StopBetween,
            rules.stop_between == StopBetween::Captured,
        ),
        (
            Topic::KingRests,
            rules.stop_between == StopBetween::Captured,
        ),
        (
            Topic::OneCapture,
            rules.captures_per_move == CaptureLimit::One,
        ),
        (Topic::Linnaean, rules.linnaean_capture != Linnaean::Off),
        // The guard only changes anything where the throne makes the king harder to take
        // than elsewhere, and where he may come back to it.
        (
            Topic::ThroneGuard,
            rules.throne_guard == ThroneGuard::UntilKingLeaves
                && rules.king_capture == KingCapture::StrongNearThrone
                && !rules.throne_closed_after_king_left,
        ),
        (Topic::ThroneClosed, rules.throne_closed_after_king_left),
        (
            Topic::AllAttackersCaptured,
            rules.all_attackers_captured_wins,
        ),
        (
            Topic::AllDefendersCaptured,
            rules.all_defenders_captured_wins,
        ),
        (Topic::Repetition, rules.repetition != Repetition::Ignored),
        (Topic::NoMoves, true),
    ];
    checks
        .iter()
        .filter(|(_, has)| *has)
        .map(|(t, _)| *t)
        .collect()
}

/// The scenes that may teach `topic` under `rules`, best first.
pub(crate) fn plans(topic: Topic, rules: &Rules) -> Vec<Plan> {
    match topic {
        Topic::Movement => movement(rules),
        Topic::Capture => vec![plan("ta2 Tb2 tc4", THRONED, Side::Attackers, take(&["b2"]))],
        Topic::ThroneHostile => throne_hostile(rules),
        Topic::CornersHostile => corners_hostile(rules),
        Topic::ThroneStop => vec![plan("Te2", AWAY, Side::Defenders, refused_restricted())],
        Topic::ThronePass => throne_pass(rules),
        Topic::CornersForbidden => vec![
            plan("Ta3", THRONED, Side::Defenders, refused_restricted()),
            plan("Tc3", THRONED, Side::Defenders, refused_restricted()),
        ],
        Topic::KingByTwo => king_by_two(),
        Topic::KingByFour => vec![plan(
            "Kc3 tb3 tc2 tc4 td6",
            SPARE,
            Side::Attackers,
            wins(Reason::KingCaptured),
        )],
        Topic::KingOnThrone => vec![plan(
            "Ke5 te6 td5 tf5 tc4",
            SPARE,
            Side::Attackers,
            wins(Reason::KingCaptured),
        )],
        Topic::KingBesideThrone => vec![plan(
            "Ke4 td4 tf4 tc3 te7",
            SPARE,
            Side::Attackers,
            wins(Reason::KingCaptured),
        )],
        Topic::KingAgainstEdge => vec![
            plan(
                "Kc1 tb1 tc2 td4",
                SPARE,
                Side::Attackers,
                wins(Reason::KingCaptured),
            ),
            // Where the edge squares held at the start are no exits, the king steps onto
            // one an attacker has left.
            Plan {
                focal: Scene::new("Kd2 td1 tc1 te2 Td4", Side::Attackers)
                    .after(&["d1-e1", "d2-d1"]),
                background: SPARE,
                target: wins(Reason::KingCaptured),
                moves: 1,
            },
        ],
        Topic::KingArmed => king_armed(rules),
        Topic::Escape => escape(rules),
        Topic::Shieldwall => shieldwall(rules),
        Topic::ExitFort => vec![plan(
            "Kc1 Tb1 Tb2 Tc3 Te2 Te1 Td6",
            SPARE,
            Side::Defenders,
            wins(Reason::ExitFort),
        )],
        Topic::Encirclement => encirclement(),
        Topic::Raichi => raichi(),
        Topic::Tuichi => tuichi(rules),
        Topic::StopBetween => vec![plan(
            "Tc4 tb2 td2",
            THRONED,
            Side::Defenders,
            Target::MoverDies,
        )],
        Topic::KingRests => vec![plan(
            "Kc4 tb2 td2 Tc5",
            SPARE,
            Side::Defenders,
            announce(Announcement::Rest),
        )],
        Topic::OneCapture => vec![plan(
            "ta2 Tb2 Td2 te2 tc4",
            THRONED,
            Side::Attackers,
            Target::CaptureOne(bits(&["b2", "d2"])),
        )],
        Topic::Linnaean => linnaean(rules),
        Topic::ThroneGuard => throne_guard(),
        Topic::ThroneClosed => vec![plan("Te2", AWAY, Side::Defenders, refused_restricted())],
        Topic::OccupiedThrone => vec![plan(
            "te4 Tc3 Te7 Tc5 Tg5",
            "Ke5 tg2",
            Side::Defenders,
            take(&["e4"]),
        )],
        Topic::Repetition => repetition(),
        Topic::NoMoves => no_moves(rules),
        Topic::AllAttackersCaptured => vec![plan(
            "tc2 Tb2 Te2",
            BOXED,
            Side::Defenders,
            wins(Reason::AllCaptured),
        )],
        Topic::AllDefendersCaptured => vec![plan(
            "Tc2 tb2 te2",
            "Ke5 td5 tf5 te6",
            Side::Attackers,
            wins(Reason::AllCaptured),
        )],
    }
}

fn take(names: &[&str]) -> Target {
    Target::Capture(bits(names))
}

fn wins(reason: Reason) -> Target {
    Target::Win(reason)
}

fn announce(what: Announcement) -> Target {
    Target::Announce(what)
}

fn refused_restricted() -> Target {
    Target::Refused(std::mem::discriminant(&crate::IllegalMove::Restricted(at(
        "a1",
    ))))
}

fn movement(rules: &Rules) -> Vec<Plan> {
    let base = |target| plan("Tb2", THRONED, Side::Defenders, target);
    match rules.movement {
        Movement::Rook => vec![base(Target::Reach(bits(&["b7"])))],
        Movement::OneStep => vec![base(Target::Reach(bits(&["b3", "c2", "a2", "b1"])))],
        Movement::DiceExactly => {
            let mut p = base(Target::Reach(bits(&["b5", "e2"])));
            p.focal = p.focal.rolled(3);
            vec![p]
        }
        Movement::DiceAtMost => {
            let mut p = base(Target::Reach(bits(&[
                "b3", "b4", "b5", "c2", "d2", "e2", "a2", "b1",
            ])));
            p.focal = p.focal.rolled(3);
            vec![p]
        }
    }
}

fn throne_hostile(rules: &Rules) -> Vec<Plan> {
    if rules.empty_throne_hostile == Hostility::AttackersOnly {
        vec![plan("te4 Tc3", AWAY, Side::Defenders, take(&["e4"]))]
    } else {
        vec![plan("Te4 tc3", AWAY, Side::Attackers, take(&["e4"]))]
    }
}

fn corners_hostile(rules: &Rules) -> Vec<Plan> {
    let (pieces, side) = if rules.corners_hostile == Hostility::AttackersOnly {
        ("tb1 Tc3", Side::Defenders)
    } else {
        ("Tb1 tc3", Side::Attackers)
    };
    vec![plan(pieces, THRONED, side, take(&["b1"]))]
}

fn throne_pass(rules: &Rules) -> Vec<Plan> {
    match rules.throne_pass {
        ThronePass::All => vec![plan(
            "Te2",
            AWAY,
            Side::Defenders,
            Target::Reach(bits(&["e8", "e9"])),
        )],
        ThronePass::KingOnly | ThronePass::Nobody => {
            vec![plan("Te2", AWAY, Side::Defenders, refused_restricted())]
        }
    }
}

fn king_by_two() -> Vec<Plan> {
    vec![
        plan(
            "Kc3 tb3 tc2 tc5 td6",
            SPARE,
            Side::Attackers,
            wins(Reason::KingCaptured),
        ),
        plan(
            "Kc7 tb7 tc8 tc5 td4",
            SPARE,
            Side::Attackers,
            wins(Reason::KingCaptured),
        ),
    ]
}

fn king_armed(rules: &Rules) -> Vec<Plan> {
    // Armed: the king's own move takes the attacker. Unarmed: a defender must; the king's
    // move beside it takes nothing.
    let pieces = if rules.king_armed {
        "Kb4 Tc2 tc3 Tb5 ta4 Tc5 Td4"
    } else {
        "Kb4 Tc2 tc3 Tb5 ta4 Tb3 Tc5 Td4"
    };
    vec![plan(pieces, SPARE, Side::Defenders, take(&["c3"]))]
}

fn escape(rules: &Rules) -> Vec<Plan> {
    match rules.escape {
        Escape::Corners => vec![
            plan("Ka3 tc5", SPARE, Side::Defenders, wins(Reason::KingEscaped)),
            plan("Kb4 tc5", SPARE, Side::Defenders, wins(Reason::KingEscaped)),
            plan("Kc4 td5", SPARE, Side::Defenders, wins(Reason::KingEscaped)),
        ],
        Escape::Edge => vec![plan(
            "Kc3 tb3 td3",
            SPARE,
            Side::Defenders,
            wins(Reason::KingEscaped),
        )],
        Escape::EdgeEmptyAtStart => {
            let p = plan(
                "Kc4 tc1 tb5 Tc6 Te4",
                SPARE,
                Side::Attackers,
                wins(Reason::KingEscaped),
            );
            vec![
                Plan {
                    focal: p.focal.after(&["c1-d1"]),
                    ..p
                },
                // Beside an exit: one step out, as one-step rules allow.
                plan(
                    "Kb4 tb5 Tb3 Tc4",
                    SPARE,
                    Side::Defenders,
                    wins(Reason::KingEscaped),
                ),
            ]
        }
    }
}

fn shieldwall(rules: &Rules) -> Vec<Plan> {
    // Where a move takes one piece, the wall loses one of its men.
    let row = |names: &[&str]| match rules.captures_per_move {
        CaptureLimit::All => take(names),
        CaptureLimit::One => Target::CaptureOne(bits(names)),
    };
    let mut plans = vec![plan(
        "tb1 Tc1 Td1 Te1 tc2 td2 te2 tf3",
        THRONED,
        Side::Attackers,
        row(&["c1", "d1", "e1"]),
    )];
    if rules.shieldwall == Shieldwall::Strong {
        let against_corner = plan(
            "Tb1 Tc1 Td1 tb2 tc2 td2 te3",
            THRONED,
            Side::Attackers,
            row(&["b1", "c1", "d1"]),
        );
        plans.insert(0, against_corner);
    }
    plans
}

fn encirclement() -> Vec<Plan> {
    vec![plan(
        "Ke5 Td6 Tf6 Td4 Tf4 td7 tf7 tc6 tc5 tc4 tg6 tg5 tg4 td3 te3 tf3 te9",
        "",
        Side::Attackers,
        wins(Reason::Encirclement),
    )]
}

fn raichi() -> Vec<Plan> {
    vec![
        // Roads to the edge: down the file only.
        plan(
            "Ke5 Te6 Td5 Tf5 tb4 th4",
            SPARE,
            Side::Defenders,
            announce(Announcement::Raichi),
        ),
        // Roads to the corners: along the bottom edge, one way blocked.
        plan(
            "Kb4 tf1",
            SPARE,
            Side::Defenders,
            announce(Announcement::Raichi),
        ),
        plan(
            "Kc4 tf1",
            SPARE,
            Side::Defenders,
            announce(Announcement::Raichi),
        ),
    ]
}

fn tuichi(rules: &Rules) -> Vec<Plan> {
    let scenes = ["Ke5 Te6 Td5 Tf5", "Kb4", "Kc4"];
    scenes
        .iter()
        .map(|pieces| {
            if rules.tuichi_wins {
                plan(pieces, SPARE, Side::Defenders, wins(Reason::Tuichi))
            } else if rules.movement != Movement::Rook {
                // One step at a time, the king cannot run out; under a die the attackers'
                // throw would decide the lesson.
                plan(
                    pieces,
                    SPARE,
                    Side::Defenders,
                    announce(Announcement::Tuichi),
                )
            } else {
                // Two roads, then out by whichever the attackers leave open.
                let mut p = plan(pieces, SPARE, Side::Defenders, wins(Reason::KingEscaped));
                p.moves = 2;
                p
            }
        })
        .collect()
}

fn linnaean(rules: &Rules) -> Vec<Plan> {
    let pieces = "Ke5 te6 td5 tf5 Te4 tc3";
    match rules.linnaean_capture {
        Linnaean::DefenderAndKing => vec![plan(
            pieces,
            SPARE,
            Side::Attackers,
            wins(Reason::KingCaptured),
        )],
        _ => vec![plan(pieces, SPARE, Side::Attackers, take(&["e4"]))],
    }
}

fn throne_guard() -> Vec<Plan> {
    // The king has left his throne and come back: two attackers take him there now.
    let p = plan(
        "Ke6 td5 th5 Tc8 tb2 Te7 Te3",
        "",
        Side::Defenders,
        wins(Reason::KingCaptured),
    );
    vec![Plan {
        focal: p.focal.after(&["e6-e5", "b2-b3", "c8-c7"]),
        ..p
    }]
}

fn repetition() -> Vec<Plan> {
    let p = plan(
        "tb7 Th2",
        THRONED,
        Side::Attackers,
        Target::End(Reason::Repetition),
    );
    let went_round = [
        "b7-b6", "h2-h3", "b6-b7", "h3-h2", "b7-b6", "h2-h3", "b6-b7",
    ];
    vec![Plan {
        focal: p.focal.after(&went_round),
        ..p
    }]
}

fn no_moves(rules: &Rules) -> Vec<Plan> {
    let target = match rules.no_moves {
        NoMoves::Loses => wins(Reason::NoMoves),
        NoMoves::Draw => Target::End(Reason::NoMoves),
    };
    vec![plan("tc1 Tb1 Td1 Tc3", BOXED, Side::Defenders, target)]
}
