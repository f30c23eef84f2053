//! Lessons for every rule of every preset and of random custom rule sets: each topic the
//! rules have gets a lesson; each lesson's passing moves, played through [`Game`], do what
//! its goal says (checked on the board after the move, not by its words); other moves are
//! turned down with a reason; the example solves the mirrored scene.

mod common;

use common::Rng;
use konakis_engine::lessons::{Goal, Lesson, Miss, Verdict, lessons, topics};
use konakis_engine::{
    CaptureLimit, Escape, Game, Hostility, IllegalMove, KingCapture, Linnaean, Move, MoveList,
    Movement, NoMoves, PRESETS, Repetition, Rules, Shieldwall, Square, StopBetween, ThroneGuard,
    ThronePass, ThroneStop,
};

fn names(bits: konakis_engine::Bits) -> Vec<String> {
    bits.iter().map(|s| s.to_string()).collect()
}

/// Plays `line` (the player's moves with the computer's answers between) on `start` and
/// checks, on the board, what the lesson's goal says the last move shows.
fn shows_goal(lesson: &Lesson, goal: Goal, start: &Game, line: &[Move], what: &str) {
    let mut game = start.clone();
    let (last, before) = line.split_last().expect("a line has a move");
    for &mv in before {
        throw_for(&mut game, mv);
        game.play(mv)
            .unwrap_or_else(|e| panic!("{what}: {mv:?}: {e}"));
    }
    throw_for(&mut game, *last);
    let mover = game.to_move();
    let played = game.clone().play(*last);
    let topic = lesson.topic.name();
    match goal.clone() {
        Goal::Refused { .. } => {
            let why = played.expect_err(&format!("{what}: {topic}: the move is refused"));
            let kind = lesson.refusal().expect("a refusal lesson has its reason");
            let same = std::mem::discriminant(&why) == std::mem::discriminant(&kind);
            assert!(same, "{what}: {topic}: refused for {why}, not like {kind}");
            return;
        }
        _ => assert!(played.is_ok(), "{what}: {topic}: {last:?} is legal"),
    }
    let played = game.play(*last).unwrap();
    let mut taken = played.captured;
    let died = taken.has(last.to);
    taken.clear(last.to);
    let outcome = game.outcome();
    match goal.clone() {
        Goal::Reach { squares } => {
            assert!(squares.contains(&last.to.to_string()), "{what}: {topic}");
            assert!(
                game.position().piece_at(last.to).is_some(),
                "{what}: {topic}"
            );
        }
        Goal::Capture { squares } => assert_eq!(names(taken), squares, "{what}: {topic}"),
        Goal::CaptureOne { squares } => {
            assert_eq!(taken.count(), 1, "{what}: {topic}");
            assert!(squares.contains(&names(taken)[0]), "{what}: {topic}");
        }
        Goal::Win { reason } => {
            let o = outcome.unwrap_or_else(|| panic!("{what}: {topic}: the game ends"));
            assert_eq!(
                (o.winner, o.reason),
                (Some(mover), reason),
                "{what}: {topic}"
            );
        }
        Goal::End { reason } => assert_eq!(outcome.map(|o| o.reason), Some(reason), "{what}"),
        Goal::Announce { announcement } => {
            assert!(
                game.announcements(game.ply()).contains(&announcement),
                "{what}: {topic}"
            )
        }
        Goal::MoverDies => {
            assert!(
                died && game.position().piece_at(last.to).is_none(),
                "{what}: {topic}"
            )
        }
        Goal::Refused { .. } => unreachable!(),
    }
    if !matches!(goal, Goal::Win { .. } | Goal::End { .. }) {
        assert_eq!(outcome, None, "{what}: {topic}: the game goes on");
    }
}

/// In a dice game, throws the face a move needs.
fn throw_for(game: &mut Game, mv: Move) {
    if game.variant().uses_dice() && game.roll().is_none() {
        game.throw(mv.distance());
    }
}

/// Checks every lesson of `rules`: one for each topic, its goal shown by its passing moves
/// and its example, every other legal first move turned down or (in longer tasks) let on.
fn check_lessons(rules: &Rules, what: &str) {
    let all = lessons(rules);
    let found: Vec<String> = all.iter().map(|l| l.topic.name()).collect();
    let wanted: Vec<String> = topics(rules).iter().map(|t| t.name()).collect();
    let missing: Vec<&String> = wanted.iter().filter(|t| !found.contains(t)).collect();
    assert!(missing.is_empty(), "no lesson for {missing:?}: {what}");
    assert_eq!(found, wanted, "{what}");
    for lesson in &all {
        let task = lesson.task();
        for &mv in lesson.passing_moves() {
            let line = play_out(lesson, mv);
            shows_goal(lesson, lesson.goal(), task, &line, what);
        }
        let (example, moves) = lesson.example();
        let what = format!("{what} (example)");
        shows_goal(lesson, lesson.example_goal(), example, moves, &what);
        let mut list = MoveList::new();
        task.legal_moves(&mut list);
        for &mv in list.as_slice() {
            if lesson.passing_moves().contains(&mv) {
                continue;
            }
            match lesson.check(task, mv) {
                Verdict::Missed(_) => {}
                Verdict::GoOn if lesson.moves_allowed() > 1 => {}
                other => panic!(
                    "{what}: {}: {mv:?} does not pass: {other:?}",
                    lesson.topic.name()
                ),
            }
        }
    }
}

/// A passing first move played out to the end of its task: the computer's answers and the
/// player's passing moves after them.
fn play_out(lesson: &Lesson, first: Move) -> Vec<Move> {
    let mut game = lesson.task().clone();
    let mut line = vec![first];
    let mut mv = first;
    loop {
        match lesson.check(&game, mv) {
            Verdict::Passed => return line,
            Verdict::GoOn => {
                throw_for(&mut game, mv);
                game.play(mv).unwrap();
                let reply = lesson.reply(&game).expect("an answer");
                game.play(reply).unwrap();
                line.push(reply);
                let mut list = MoveList::new();
                game.legal_moves(&mut list);
                mv = *list
                    .as_slice()
                    .iter()
                    .find(|&&m| lesson.check(&game, m) == Verdict::Passed)
                    .expect("a passing move after any answer");
                line.push(mv);
            }
            Verdict::Missed(miss) => {
                panic!("{}: a passing move missed: {miss:?}", lesson.topic.name())
            }
        }
    }
}

#[test]
fn every_rule_of_every_preset_has_its_lesson() {
    for preset in PRESETS {
        check_lessons(&Rules::preset(preset.id).unwrap(), preset.id);
    }
}

#[test]
fn a_wrong_try_is_told_why() {
    let rules = Rules::preset("copenhagen").unwrap();
    let all = lessons(&rules);
    let capture = all.iter().find(|l| l.topic.name() == "capture").unwrap();
    let quiet = quiet_move(capture);
    assert_eq!(
        capture.check(capture.task(), quiet),
        Verdict::Missed(Miss::NothingTaken)
    );
    let throne = all
        .iter()
        .find(|l| l.topic.name() == "throne-stop")
        .unwrap();
    let legal = quiet_move(throne);
    assert_eq!(
        throne.check(throne.task(), legal),
        Verdict::Missed(Miss::Allowed)
    );
    let escape = all.iter().find(|l| l.topic.name() == "escape").unwrap();
    let mut list = MoveList::new();
    escape.task().legal_moves(&mut list);
    let wrong = list
        .as_slice()
        .iter()
        .find(|m| !escape.passing_moves().contains(m))
        .unwrap();
    assert_eq!(
        escape.check(escape.task(), *wrong),
        Verdict::Missed(Miss::NoEnd)
    );
    // A diagonal step is no move at all: the engine's reason comes back.
    let from = capture
        .task()
        .position()
        .pieces(capture.player())
        .first()
        .unwrap();
    let back = |x: u8| if x > 0 { x - 1 } else { 1 };
    let diagonal = Move::new(from, Square::new(back(from.file()), back(from.rank())));
    assert_eq!(
        capture.check(capture.task(), diagonal),
        Verdict::Missed(Miss::Illegal(IllegalMove::NotStraight))
    );
}

/// A legal move of the lesson that takes nothing and does not pass.
fn quiet_move(lesson: &Lesson) -> Move {
    let mut list = MoveList::new();
    lesson.task().legal_moves(&mut list);
    *list
        .as_slice()
        .iter()
        .find(|&&m| {
            let mut g = lesson.task().clone();
            !lesson.passing_moves().contains(&m)
                && g.play(m).is_ok_and(|p| p.captured.is_empty())
                && g.outcome().is_none()
        })
        .expect("a quiet move")
}

/// A rule set drawn at random from the switches of the model, on a preset's board.
fn random_rules(rng: &mut Rng) -> Rules {
    let mut rules = Rules::preset(PRESETS[rng.below(PRESETS.len())].id).unwrap();
    let hostility = [
        Hostility::All,
        Hostility::SoldiersOnly,
        Hostility::AttackersOnly,
        Hostility::None,
    ];
    rules.escape = [Escape::Corners, Escape::Edge, Escape::EdgeEmptyAtStart][rng.below(3)];
    rules.marked_corners = rng.below(2) == 0;
    rules.throne_stop = [ThroneStop::KingOnly, ThroneStop::Nobody][rng.below(2)];
    rules.throne_pass = [ThronePass::All, ThronePass::KingOnly, ThronePass::Nobody][rng.below(3)];
    rules.throne_closed_after_king_left = rng.below(4) == 0;
    rules.corners_hostile = hostility[rng.below(4)];
    rules.empty_throne_hostile = hostility[rng.below(4)];
    rules.occupied_throne_hostile_to_attackers = rng.below(2) == 0;
    rules.king_armed = rng.below(2) == 0;
    rules.king_capture = [
        KingCapture::Strong,
        KingCapture::StrongNearThrone,
        KingCapture::Weak,
    ][rng.below(3)];
    rules.edge_against_king = rng.below(2) == 0;
    rules.linnaean_capture =
        [Linnaean::Off, Linnaean::Defender, Linnaean::DefenderAndKing][rng.below(3)];
    rules.throne_guard = [ThroneGuard::BySquare, ThroneGuard::UntilKingLeaves][rng.below(2)];
    rules.stop_between = [StopBetween::Safe, StopBetween::Captured][rng.below(2)];
    rules.captures_per_move = [CaptureLimit::All, CaptureLimit::One][rng.below(2)];
    rules.shieldwall = [Shieldwall::None, Shieldwall::Weak, Shieldwall::Strong][rng.below(3)];
    rules.exit_fort = rng.below(2) == 0;
    rules.encirclement = rng.below(2) == 0;
    rules.all_attackers_captured_wins = rng.below(3) == 0;
    rules.all_defenders_captured_wins = rng.below(4) == 0;
    rules.repetition = [
        Repetition::Ignored,
        Repetition::Draw,
        Repetition::RepeaterLoses,
        Repetition::DefendersLose,
    ][rng.below(4)];
    rules.no_moves = [NoMoves::Loses, NoMoves::Draw][rng.below(2)];
    rules.tuichi_wins = rng.below(3) == 0;
    rules.movement = [
        Movement::Rook,
        Movement::Rook,
        Movement::OneStep,
        Movement::DiceAtMost,
        Movement::DiceExactly,
    ][rng.below(5)];
    rules
}

#[test]
fn random_custom_rule_sets_get_a_lesson_for_every_rule() {
    let mut rng = Rng::new(48);
    let mut tried = 0;
    while tried < 100 {
        let rules = random_rules(&mut rng);
        if konakis_engine::Variant::new(rules.clone()).is_err() {
            continue;
        }
        tried += 1;
        check_lessons(&rules, &format!("random set {tried}: {rules:?}"));
    }
}
