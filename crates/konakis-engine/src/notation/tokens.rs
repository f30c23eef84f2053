//! The words of the text formats, read the same way by every reader: a record's leading
//! `[name:value]` tags, the move tokens of its body (turn numbers, `...` and bracketed
//! comments skipped) and a rules string's `key:value` entries. Game records, rules strings
//! and the store's saved games all read through these.

use crate::error::ParseError;

/// The leading `[name:value]` tags of `text`, in order, and the text after them.
pub fn leading_tags(text: &str) -> Result<(Vec<(&str, &str)>, &str), ParseError> {
    let mut tags = Vec::new();
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start();
        if !trimmed.starts_with('[') {
            return Ok((tags, trimmed));
        }
        let end = trimmed
            .find(']')
            .ok_or_else(|| ParseError::new("a tag '[' is never closed with ']'"))?;
        let tag = &trimmed[1..end];
        let (name, value) = tag.split_once(':').ok_or_else(|| {
            ParseError::new(format!("tag [{tag}] is not of the form [name:value]"))
        })?;
        tags.push((name, value));
        rest = &trimmed[end + 1..];
    }
}

/// The body of a record without its bracketed comments (`[...]`, nested or not).
pub fn without_comments(body: &str) -> String {
    let mut depth = 0;
    let mut kept = String::with_capacity(body.len());
    for c in body.chars() {
        match c {
            '[' => depth += 1,
            ']' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            _ => kept.push(c),
        }
    }
    kept
}

/// The tokens of a move list that should be moves: turn numbers (`1.`, `12)`, `3...`) and
/// the ellipses that stand for a missing move (`...`, `.....`) are skipped.
pub fn move_tokens(body: &str) -> impl Iterator<Item = &str> {
    body.split_whitespace()
        .filter(|token| !is_turn_number(token) && *token != "..." && *token != ".....")
}

fn is_turn_number(token: &str) -> bool {
    (token.ends_with('.') || token.ends_with(')'))
        && token
            .trim_end_matches(['.', ')'])
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.')
}

/// The `key:value` entries of a rules string; words without a `:` are skipped.
pub fn entries(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.split_whitespace()
        .filter_map(|entry| entry.split_once(':'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_then_the_rest() {
        let (tags, rest) = leading_tags(" [a:1]\n[rules:dim:7 x]\n1. d1-d3").unwrap();
        assert_eq!(tags, [("a", "1"), ("rules", "dim:7 x")]);
        assert_eq!(rest, "1. d1-d3");
        assert!(leading_tags("[a:1").is_err());
        assert!(leading_tags("[a]").is_err());
    }

    #[test]
    fn moves_without_numbers_ellipses_or_comments() {
        let body = without_comments("1. d1-d3 [a [nested] note] e5-e2 2) ... f1-f2 3... g1");
        let tokens: Vec<&str> = move_tokens(&body).collect();
        assert_eq!(tokens, ["d1-d3", "e5-e2", "f1-f2", "g1"]);
    }

    #[test]
    fn entries_are_key_value_pairs() {
        let found: Vec<_> = entries("dim:7 junk esc:c cor:a1,b2").collect();
        assert_eq!(found, [("dim", "7"), ("esc", "c"), ("cor", "a1,b2")]);
    }
}
