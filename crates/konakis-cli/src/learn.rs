//! `lessons` and `threats`: what the game teaches and warns of, as JSON for other programs
//! and for checking.

use std::io::Write;

use clap::Args;
use konakis_cli::CliError;
use konakis_engine::lessons::Lesson;
use konakis_engine::{Bits, Game, Move};
use konakis_store::start::{PositionArgs, RulesArgs};
use serde_json::{Value, json};

/// The lessons of a rule set, as JSON.
///
/// Prints a JSON array with one lesson for each rule the rule set has (-v ID or --rules
/// FILE). Each gives the rule it teaches (topic), its board (the rule set moved onto it, for
/// --rules; its size, the position it starts from and the moves already played on it, the position then and the side to move, the
/// throw of the die in dice games), what a passing move must show (goal: a capture, an
/// escape, the king taken, a refusal...), how many of the player's moves the task allows, the
/// first moves that pass (with the opponent's best answers between, where it allows several),
/// and the example shown first (a position and its moves).
#[derive(Args, Debug)]
pub(crate) struct Lessons {
    #[command(flatten)]
    rules: RulesArgs,
}

/// The threats of a position, as JSON.
///
/// Prints a JSON object: the king's open roads (each the squares to where it ends; one:
/// raichi, two or more: tuichi), the squares from which an attacker would take the king next
/// move, and the pieces of each side the other could take next move, whoever is to move. In
/// dice games every throw counts.
#[derive(Args, Debug)]
pub(crate) struct Threats {
    #[command(flatten)]
    position: PositionArgs,
}

pub(crate) fn lessons(args: &Lessons, out: &mut dyn Write) -> Result<(), CliError> {
    let variant = args.rules.variant()?;
    let all: Vec<Value> = konakis_engine::lessons::lessons(variant.rules())
        .iter()
        .map(lesson_json)
        .collect();
    writeln!(out, "{}", pretty(&Value::Array(all))?)?;
    Ok(())
}

pub(crate) fn threats(args: &Threats, out: &mut dyn Write) -> Result<(), CliError> {
    let (variant, pos) = args.position.setup()?;
    let t = variant.threats(&pos);
    let roads: Vec<Vec<String>> = t
        .king_roads
        .iter()
        .map(|road| road.iter().map(|sq| sq.to_string()).collect())
        .collect();
    let report = json!({
        "position": variant.position_record(&pos),
        "to_move": pos.to_move().name(),
        "king_roads": roads,
        "king_takers": names(t.king_takers),
        "attackers_in_danger": names(t.attackers_in_danger),
        "defenders_in_danger": names(t.defenders_in_danger),
    });
    writeln!(out, "{}", pretty(&report)?)?;
    Ok(())
}

fn lesson_json(lesson: &Lesson) -> Value {
    let task = lesson.task();
    let (example, example_moves) = lesson.example();
    json!({
        "topic": lesson.topic.name(),
        "rules": task.variant().rules(),
        "size": task.variant().size(),
        "start": record(task, task.start_position()),
        "start_to_move": task.start_position().to_move().name(),
        "history": moves(&task.moves().iter().map(|m| m.mv).collect::<Vec<_>>()),
        "position": record(task, task.position()),
        "to_move": lesson.player().name(),
        "roll": task.roll(),
        "goal": lesson.goal(),
        "moves_allowed": lesson.moves_allowed(),
        "passing": moves(lesson.passing_moves()),
        "example": {
            "position": record(example, example.position()),
            "to_move": example.to_move().name(),
            "moves": moves(example_moves),
        },
    })
}

fn record(game: &Game, pos: konakis_engine::Position) -> String {
    game.variant().position_record(&pos)
}

fn moves(list: &[Move]) -> Vec<String> {
    list.iter().map(|m| m.to_string()).collect()
}

fn names(bits: Bits) -> Vec<String> {
    bits.iter().map(|sq| sq.to_string()).collect()
}

pub(crate) fn pretty(value: &Value) -> Result<String, CliError> {
    serde_json::to_string_pretty(value)
        .map_err(|e| CliError::Failed(format!("the answer could not be written as JSON: {e}")))
}
