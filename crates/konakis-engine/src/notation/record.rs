//! OpenTafl game records: `[tag:value]` lines, the rules string, then numbered turns. Dice
//! games add a `[dice:...]` tag with the throw of every turn.

use std::fmt::Write as _;

use super::{move_record, parse_rules, tokens, write_rules};
use crate::bits::Bits;
use crate::error::ParseError;
use crate::moves::Move;
use crate::rules::{DIE_FACES, Rules, Side};

/// A tag's text as it can stand in `[name:value]` on one line: brackets become parentheses
/// and line breaks spaces.
fn tag_text(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '[' => '(',
            ']' => ')',
            '\n' | '\r' => ' ',
            c => c,
        })
        .collect()
}

/// A game record: its tags, rules, a start position if not the rules' own, and the moves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// `[name:value]` tags other than `rules`, `position` and `to-move`, in file order.
    pub tags: Vec<(String, String)>,
    /// The rules (from the `rules` tag, or the fallback for a plain move list).
    pub rules: Rules,
    /// A start position that replaces the rules' own (`position` tag), and its side to move.
    pub start: Option<(String, Side)>,
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// Dice games: the throw of each turn, one per move and one more for a turn thrown but not
    /// yet played (the `dice` tag, digits `1`..`6`).
    pub rolls: Vec<u8>,
}

impl GameRecord {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Writes the record as an OpenTafl game record; `captures[i]` (if given) are the squares
    /// move `i` captured, written as its capture suffix.
    pub fn write(&self, captures: &[Bits]) -> String {
        let mut out = String::new();
        for (k, v) in &self.tags {
            writeln!(out, "[{}:{}]", tag_text(k).replace(':', "-"), tag_text(v)).unwrap();
        }
        if let Some((pos, side)) = &self.start {
            writeln!(out, "[position:{pos}]").unwrap();
            writeln!(out, "[to-move:{}]", side.name()).unwrap();
        }
        if !self.rolls.is_empty() {
            let digits: String = self.rolls.iter().map(|r| char::from(b'0' + r)).collect();
            writeln!(out, "[dice:{digits}]").unwrap();
        }
        writeln!(out, "[rules:{}]", write_rules(&self.rules)).unwrap();
        out.push('\n');
        for (turn, pair) in self.moves.chunks(2).enumerate() {
            write!(out, "{}.", turn + 1).unwrap();
            for (j, mv) in pair.iter().enumerate() {
                let captured = captures.get(turn * 2 + j).copied().unwrap_or_default();
                write!(out, " {}", move_record(*mv, captured)).unwrap();
            }
            out.push('\n');
        }
        out
    }

    /// Reads an OpenTafl game record, or a plain move list (`d1-d3 e5-e2 ...`, numbered or
    /// not) played under `fallback` rules when the text has no `rules` tag.
    pub fn parse(text: &str, fallback: Option<&Rules>) -> Result<GameRecord, ParseError> {
        let (all_tags, body) = tokens::leading_tags(text)?;
        let mut tags = Vec::new();
        let (mut rules, mut position, mut to_move, mut rolls) = (None, None, None, Vec::new());
        for (name, value) in all_tags {
            match name {
                "rules" => {
                    let read = parse_rules(value)
                        .map_err(|e| ParseError::new(format!("rules tag: {e}")))?;
                    rules = Some(read);
                }
                "position" => position = Some(value.to_string()),
                "dice" => rolls = parse_rolls(value)?,
                "to-move" => to_move = Some(parse_side_tag(value)?),
                _ => tags.push((name.to_string(), value.to_string())),
            }
        }
        let mut moves = Vec::new();
        for token in tokens::move_tokens(&tokens::without_comments(body)) {
            let mv = Move::read(token).map_err(|e: ParseError| {
                ParseError::new(format!("move {}: {e}", moves.len() + 1))
            })?;
            moves.push(mv);
        }
        let rules = match (rules, fallback) {
            (Some(r), _) => r,
            (None, Some(r)) => r.clone(),
            (None, None) => {
                return Err(ParseError::new(
                    "the record has no [rules:...] tag, so its variant is unknown",
                ));
            }
        };
        let start = position.map(|p| (p, to_move.unwrap_or(rules.first)));
        Ok(GameRecord {
            tags,
            rules,
            start,
            moves,
            rolls,
        })
    }
}

/// Reads the `to-move` tag.
fn parse_side_tag(value: &str) -> Result<Side, ParseError> {
    Side::parse(value).ok_or_else(|| {
        ParseError::new(format!(
            "to-move tag: '{value}' is not attackers or defenders"
        ))
    })
}

/// Reads the `dice` tag: one digit per throw.
fn parse_rolls(digits: &str) -> Result<Vec<u8>, ParseError> {
    digits
        .trim()
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(d @ 1..) if d <= DIE_FACES as u32 => Ok(d as u8),
            _ => Err(ParseError::new(format!(
                "dice tag: '{c}' is not a throw of a die (1 to {DIE_FACES})"
            ))),
        })
        .collect()
}
