//! OpenTafl game records: `[tag:value]` lines, the rules string, then numbered turns. Dice
//! games add a `[dice:...]` tag with the throw of every turn.

use std::fmt::Write as _;

use super::{move_record, parse_rules, write_rules};
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
        let mut tags = Vec::new();
        let mut rules = None;
        let mut position = None;
        let mut to_move = None;
        let mut rolls = Vec::new();
        let mut body = String::new();
        let mut rest = text;
        // Tags: `[name:value]`, each on its own line, before the moves.
        loop {
            let trimmed = rest.trim_start();
            if !trimmed.starts_with('[') {
                rest = trimmed;
                break;
            }
            let end = trimmed
                .find(']')
                .ok_or_else(|| ParseError::new("a tag '[' is never closed with ']'"))?;
            let tag = &trimmed[1..end];
            let (name, value) = tag.split_once(':').ok_or_else(|| {
                ParseError::new(format!("tag [{tag}] is not of the form [name:value]"))
            })?;
            match name {
                "rules" => {
                    rules = Some(
                        parse_rules(value)
                            .map_err(|e| ParseError::new(format!("rules tag: {e}")))?,
                    )
                }
                "position" => position = Some(value.to_string()),
                "dice" => rolls = parse_rolls(value)?,
                "to-move" => {
                    to_move = Some(Side::parse(value).ok_or_else(|| {
                        ParseError::new(format!(
                            "to-move tag: '{value}' is not attackers or defenders"
                        ))
                    })?)
                }
                _ => tags.push((name.to_string(), value.to_string())),
            }
            rest = &trimmed[end + 1..];
        }
        // Moves: skip turn numbers and bracketed comments.
        let mut depth = 0;
        for c in rest.chars() {
            match c {
                '[' => depth += 1,
                ']' if depth > 0 => depth -= 1,
                _ if depth > 0 => {}
                _ => body.push(c),
            }
        }
        let mut moves = Vec::new();
        for token in body.split_whitespace() {
            if token.ends_with('.') || token.ends_with(')') {
                let number = token.trim_end_matches(['.', ')']);
                if number
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '.')
                {
                    continue;
                }
            }
            if token == "....." || token == "..." {
                continue;
            }
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
