//! OpenTafl notation: positional records, rules strings, and game records (with plain
//! aagenielsen-style move lists read too).

use std::fmt::Write as _;

use crate::bits::Bits;
use crate::error::ParseError;
use crate::moves::Move;
use crate::position::{Piece, Position};
use crate::rules::{
    Escape, Hostility, KingCapture, NoMoves, Repetition, Rules, Shieldwall, Side, ThronePass,
    ThroneStop,
};
use crate::square::{MAX_SIZE, MIN_SIZE, Square};

/// Pieces read from a positional record, before any rules look at them.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub size: u8,
    pub attackers: Bits,
    pub defenders: Bits,
    pub king: Option<Square>,
}

/// Reads `/3t3/3t3/.../` (first row = rank 1): digits count empty squares, `t` attacker,
/// `T` defender, `K` king.
pub(crate) fn parse_layout(record: &str) -> Result<Layout, ParseError> {
    let record = record.trim();
    let inner = record
        .strip_prefix('/')
        .and_then(|r| r.strip_suffix('/'))
        .ok_or_else(|| {
            ParseError::new(format!(
                "position '{record}' must start and end with '/' (e.g. /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/)"
            ))
        })?;
    let rows: Vec<&str> = inner.split('/').collect();
    let size = rows.len();
    if !(MIN_SIZE as usize..=MAX_SIZE as usize).contains(&size) {
        return Err(ParseError::new(format!(
            "position has {size} rows; boards are {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}"
        )));
    }
    let size = size as u8;
    let mut layout = Layout {
        size,
        attackers: Bits::EMPTY,
        defenders: Bits::EMPTY,
        king: None,
    };
    for (rank, row) in rows.iter().enumerate() {
        let rank = rank as u8;
        let mut file: u32 = 0;
        let mut digits = String::new();
        let row_error =
            |why: String| ParseError::new(format!("position row {} ('{row}'): {why}", rank + 1));
        let flush = |digits: &mut String, file: &mut u32| -> Result<(), ParseError> {
            if !digits.is_empty() {
                let n: u32 = digits
                    .parse()
                    .map_err(|_| row_error(format!("bad count '{digits}'")))?;
                if n == 0 {
                    return Err(row_error("an empty-square count cannot be 0".into()));
                }
                *file += n;
                digits.clear();
            }
            Ok(())
        };
        for c in row.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
                if digits.len() > 2 {
                    return Err(row_error(format!("count '{digits}' is too long")));
                }
                continue;
            }
            flush(&mut digits, &mut file)?;
            let piece = match c {
                't' => Piece::Attacker,
                'T' => Piece::Defender,
                'K' => Piece::King,
                other => {
                    return Err(row_error(format!(
                        "'{other}' is not a piece (t attacker, T defender, K king)"
                    )));
                }
            };
            if file >= size as u32 {
                return Err(row_error(format!("more than {size} squares")));
            }
            let sq = Square::new(file as u8, rank);
            match piece {
                Piece::Attacker => layout.attackers.set(sq),
                Piece::Defender => layout.defenders.set(sq),
                Piece::King => {
                    if let Some(k) = layout.king {
                        return Err(ParseError::new(format!("two kings, on {k} and {sq}")));
                    }
                    layout.king = Some(sq);
                }
            }
            file += 1;
        }
        flush(&mut digits, &mut file)?;
        if file != size as u32 {
            return Err(row_error(format!(
                "{file} squares where the board has {size}"
            )));
        }
    }
    Ok(layout)
}

/// Writes a positional record, first row = rank 1.
pub(crate) fn write_layout(pos: &Position, size: u8) -> String {
    let mut out = String::from("/");
    for rank in 0..size {
        let mut empty = 0;
        for file in 0..size {
            let c = match pos.piece_at(Square::new(file, rank)) {
                None => {
                    empty += 1;
                    continue;
                }
                Some(Piece::Attacker) => 't',
                Some(Piece::Defender) => 'T',
                Some(Piece::King) => 'K',
            };
            if empty > 0 {
                write!(out, "{empty}").unwrap();
                empty = 0;
            }
            out.push(c);
        }
        if empty > 0 {
            write!(out, "{empty}").unwrap();
        }
        out.push('/');
    }
    out
}

/// A move with its captures as an OpenTafl move record: `e5-e8xe9/f8`, captures in board
/// order.
pub fn move_record(mv: Move, captured: Bits) -> String {
    let mut out = mv.to_string();
    for (i, sq) in captured.iter().enumerate() {
        out.push(if i == 0 { 'x' } else { '/' });
        write!(out, "{sq}").unwrap();
    }
    out
}

fn hostility_letters(h: Hostility) -> &'static str {
    match h {
        Hostility::All => "tTK",
        Hostility::SoldiersOnly => "tT",
        Hostility::AttackersOnly => "t",
        Hostility::None => "",
    }
}

fn parse_hostility(key: &str, value: &str) -> Result<Hostility, ParseError> {
    // OpenTafl writes `tcnkm`-style lists; only taflmen and the king exist here.
    let has = |c: char| value.contains(c);
    Ok(match (has('t'), has('T'), has('K')) {
        (true, true, true) => Hostility::All,
        (true, true, false) => Hostility::SoldiersOnly,
        (true, false, false) => Hostility::AttackersOnly,
        (false, false, false) => Hostility::None,
        _ => {
            return Err(ParseError::new(format!(
                "{key}:{value}: this engine supports hostility to all (tTK), soldiers (tT), attackers (t) or none"
            )));
        }
    })
}

fn yes_no(key: &str, value: &str) -> Result<bool, ParseError> {
    match value {
        "y" => Ok(true),
        "n" => Ok(false),
        _ => Err(ParseError::new(format!("{key}:{value}: expected y or n"))),
    }
}

fn yn(b: bool) -> char {
    if b { 'y' } else { 'n' }
}

/// A free-text value (a name) as one token of a rules string: spaces become `_` (as OpenTafl
/// writes them), and what would end the token or the record (`_`, `%`, `[`, `]`, other
/// whitespace, control characters) is written `%XX`, byte by byte.
fn encode_token(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            ' ' => out.push('_'),
            '_' | '%' | '[' | ']' => write!(out, "%{:02X}", c as u32).unwrap(),
            c if c.is_whitespace() || c.is_control() => {
                let mut bytes = [0; 4];
                for b in c.encode_utf8(&mut bytes).bytes() {
                    write!(out, "%{b:02X}").unwrap();
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// Reads a token written by [`encode_token`] (or by OpenTafl, which only turns spaces into
/// `_`).
fn decode_token(token: &str) -> String {
    let bytes = token.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .filter(|h| h.iter().all(u8::is_ascii_hexdigit))
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'_', _) => out.push(b' '),
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 2;
            }
            (b, _) => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

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

/// Writes `rules` as an OpenTafl rules string. Keys OpenTafl lacks are written under names of
/// their own (`kedge`, `escempty`, `cenclose`, `allcap`, `nomove`, `tuichi`, `id`), which
/// OpenTafl ignores.
///
/// ```
/// use konakis_engine::{notation, Rules};
/// let rules = Rules::preset("copenhagen").unwrap();
/// let text = notation::write_rules(&rules);
/// assert!(text.starts_with("dim:11 "));
/// assert_eq!(notation::parse_rules(&text).unwrap(), rules);
/// ```
pub fn write_rules(rules: &Rules) -> String {
    let mut out = format!("dim:{} ", rules.size);
    if !rules.id.is_empty() {
        write!(out, "id:{} ", encode_token(&rules.id)).unwrap();
    }
    if !rules.name.is_empty() {
        write!(out, "name:{} ", encode_token(&rules.name)).unwrap();
    }
    let esc = match rules.escape {
        Escape::Corners => "c",
        Escape::Edge | Escape::EdgeEmptyAtStart => "e",
    };
    write!(
        out,
        "esc:{esc} escempty:{} ",
        yn(rules.escape == Escape::EdgeEmptyAtStart)
    )
    .unwrap();
    write!(out, "atkf:{} ", yn(rules.first == Side::Attackers)).unwrap();
    let tfr = match rules.repetition {
        Repetition::Ignored => "i",
        Repetition::Draw => "d",
        Repetition::RepeaterLoses => "l",
        Repetition::DefendersLose => "w",
    };
    let ks = match rules.king_capture {
        KingCapture::Strong => "s",
        KingCapture::StrongNearThrone => "c",
        KingCapture::Weak => "w",
    };
    let sw = match rules.shieldwall {
        Shieldwall::None => "n",
        Shieldwall::Weak => "w",
        Shieldwall::Strong => "s",
    };
    write!(
        out,
        "tfr:{tfr} ka:{} ks:{ks} kedge:{} sw:{sw} efe:{} surf:{} linc:{} allcap:{} nomove:{} tuichi:{} ",
        yn(rules.king_armed),
        yn(rules.edge_against_king),
        yn(rules.exit_fort),
        yn(rules.encirclement),
        yn(rules.linnaean_capture),
        yn(rules.all_attackers_captured_wins),
        match rules.no_moves {
            NoMoves::Loses => 'l',
            NoMoves::Draw => 'd',
        },
        yn(rules.tuichi_wins),
    )
    .unwrap();
    if !rules.corners.is_empty() {
        let list: Vec<String> = rules.corners.iter().map(|s| s.to_string()).collect();
        write!(out, "cor:{} ", list.join(",")).unwrap();
    }
    let cenp = match rules.throne_pass {
        ThronePass::All => "tTK",
        ThronePass::KingOnly => "K",
        ThronePass::Nobody => "",
    };
    let cens = match rules.throne_stop {
        ThroneStop::KingOnly => "K",
        ThroneStop::Nobody => "",
    };
    write!(
        out,
        "corh:{} cenhe:{} cenh:{} cenp:{cenp} cens:{cens} cenclose:{} start:{}",
        hostility_letters(rules.corners_hostile),
        hostility_letters(rules.empty_throne_hostile),
        if rules.occupied_throne_hostile_to_attackers {
            "t"
        } else {
            ""
        },
        yn(rules.throne_closed_after_king_left),
        rules.start
    )
    .unwrap();
    out
}

/// Reads an OpenTafl rules string. Keys missing take OpenTafl's defaults (corner escape,
/// attackers first, armed strong king, corners and empty throne hostile to all); unknown keys
/// are ignored as OpenTafl does; a malformed value is an error.
pub fn parse_rules(text: &str) -> Result<Rules, ParseError> {
    let mut rules = Rules {
        id: String::new(),
        name: String::new(),
        size: 0,
        start: String::new(),
        first: Side::Attackers,
        escape: Escape::Corners,
        corners: Vec::new(),
        throne_stop: ThroneStop::KingOnly,
        throne_pass: ThronePass::All,
        throne_closed_after_king_left: false,
        corners_hostile: Hostility::All,
        empty_throne_hostile: Hostility::All,
        occupied_throne_hostile_to_attackers: true,
        king_armed: true,
        king_capture: KingCapture::Strong,
        edge_against_king: false,
        linnaean_capture: false,
        shieldwall: Shieldwall::None,
        exit_fort: false,
        encirclement: false,
        all_attackers_captured_wins: false,
        repetition: Repetition::Draw,
        no_moves: NoMoves::Loses,
        tuichi_wins: false,
    };
    let mut empty_at_start = false;
    let mut corner_hostility_given = false;
    let mut saw_dim = false;
    for entry in text.split_whitespace() {
        let Some((key, value)) = entry.split_once(':') else {
            continue;
        };
        match key {
            "dim" => {
                rules.size = value
                    .parse()
                    .map_err(|_| ParseError::new(format!("dim:{value}: not a board size")))?;
                saw_dim = true;
            }
            "id" => rules.id = decode_token(value),
            "name" => rules.name = decode_token(value),
            "esc" => {
                rules.escape = match value {
                    "c" => Escape::Corners,
                    "e" => Escape::Edge,
                    _ => return Err(ParseError::new(format!("esc:{value}: expected c or e"))),
                }
            }
            "escempty" => empty_at_start = yes_no(key, value)?,
            "atkf" => {
                rules.first = if yes_no(key, value)? {
                    Side::Attackers
                } else {
                    Side::Defenders
                }
            }
            "tfr" => {
                rules.repetition = match value {
                    "i" | "n" => Repetition::Ignored,
                    "d" => Repetition::Draw,
                    "l" => Repetition::RepeaterLoses,
                    "w" => Repetition::DefendersLose,
                    _ => {
                        return Err(ParseError::new(format!(
                            "tfr:{value}: expected i, d, l or w"
                        )));
                    }
                }
            }
            "ka" => {
                rules.king_armed = match value {
                    "y" | "h" | "a" => true,
                    "n" => false,
                    _ => return Err(ParseError::new(format!("ka:{value}: expected y or n"))),
                }
            }
            "ks" => {
                rules.king_capture = match value {
                    "s" | "y" => KingCapture::Strong,
                    "c" => KingCapture::StrongNearThrone,
                    "w" | "n" => KingCapture::Weak,
                    _ => return Err(ParseError::new(format!("ks:{value}: expected s, c or w"))),
                }
            }
            "kedge" => rules.edge_against_king = yes_no(key, value)?,
            "sw" => {
                rules.shieldwall = match value {
                    "n" => Shieldwall::None,
                    "w" => Shieldwall::Weak,
                    "s" => Shieldwall::Strong,
                    _ => return Err(ParseError::new(format!("sw:{value}: expected n, w or s"))),
                }
            }
            "efe" => rules.exit_fort = yes_no(key, value)?,
            "surf" => rules.encirclement = yes_no(key, value)?,
            "linc" => rules.linnaean_capture = yes_no(key, value)?,
            "allcap" => rules.all_attackers_captured_wins = yes_no(key, value)?,
            "nomove" => {
                rules.no_moves = match value {
                    "l" => NoMoves::Loses,
                    "d" => NoMoves::Draw,
                    _ => return Err(ParseError::new(format!("nomove:{value}: expected l or d"))),
                }
            }
            "tuichi" => rules.tuichi_wins = yes_no(key, value)?,
            "cor" => {
                rules.corners = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(|s| s.parse())
                    .collect::<Result<_, _>>()?;
            }
            "corh" => {
                rules.corners_hostile = parse_hostility(key, value)?;
                corner_hostility_given = true;
            }
            "cenhe" => rules.empty_throne_hostile = parse_hostility(key, value)?,
            "cenh" => rules.occupied_throne_hostile_to_attackers = value.contains('t'),
            "cenp" => {
                rules.throne_pass = match (
                    value.contains('t') || value.contains('T'),
                    value.contains('K'),
                ) {
                    (true, _) => ThronePass::All,
                    (false, true) => ThronePass::KingOnly,
                    (false, false) => ThronePass::Nobody,
                }
            }
            "cens" => {
                rules.throne_stop = if value.contains('K') {
                    ThroneStop::KingOnly
                } else {
                    ThroneStop::Nobody
                }
            }
            "cenclose" => rules.throne_closed_after_king_left = yes_no(key, value)?,
            "start" => rules.start = value.to_string(),
            _ => {}
        }
    }
    if !saw_dim {
        return Err(ParseError::new(
            "rules string has no dim: entry (board size)",
        ));
    }
    if rules.start.is_empty() {
        return Err(ParseError::new(
            "rules string has no start: entry (start position)",
        ));
    }
    if empty_at_start {
        rules.escape = Escape::EdgeEmptyAtStart;
    }
    if rules.escape != Escape::Corners && !corner_hostility_given {
        rules.corners_hostile = Hostility::None;
    }
    let layout = parse_layout(&rules.start)?;
    if layout.size != rules.size {
        return Err(ParseError::new(format!(
            "dim:{} but the start position is {}x{}",
            rules.size, layout.size, layout.size
        )));
    }
    Ok(rules)
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
            let mv: Move = token.parse().map_err(|e: ParseError| {
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
        })
    }
}
