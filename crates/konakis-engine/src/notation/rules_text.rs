//! OpenTafl rules strings (`dim:11 esc:c ka:y ...`): each rules enum has one table of codes,
//! and both the writer and the reader use it. Keys OpenTafl lacks are written under names of
//! their own, which OpenTafl ignores.

use std::fmt::Write as _;

use super::tokens;
use crate::error::ParseError;
use crate::layout::Layout;
use crate::rules::{
    CaptureLimit, Escape, Hostility, KingCapture, Linnaean, Movement, NoMoves, Repetition,
    RoutesTo, Rules, Shieldwall, Side, StopBetween, ThroneGuard, ThronePass, ThroneStop,
};

/// A rules switch written as one `key:code` entry.
trait Codes: Copy + PartialEq + Sized + 'static {
    /// The entry's key.
    const KEY: &'static str;
    /// Each value's code; a value may have further spellings that other programs write,
    /// listed after its own (the first is the one written).
    const TABLE: &'static [(Self, &'static str)];

    fn code(self) -> &'static str {
        Self::TABLE
            .iter()
            .find(|(value, _)| *value == self)
            .map(|(_, code)| *code)
            .expect("every value has a code")
    }

    fn read(text: &str) -> Result<Self, ParseError> {
        Self::TABLE
            .iter()
            .find(|(_, code)| *code == text)
            .map(|(value, _)| *value)
            .ok_or_else(|| {
                let mut known: Vec<&str> = Vec::new();
                for (value, code) in Self::TABLE {
                    if value.code() == *code {
                        known.push(code);
                    }
                }
                ParseError::new(format!(
                    "{}:{text}: expected {}",
                    Self::KEY,
                    known.join(", ")
                ))
            })
    }
}

macro_rules! codes {
    ($ty:ty, $key:literal, [$(($value:expr, $code:literal)),* $(,)?]) => {
        impl Codes for $ty {
            const KEY: &'static str = $key;
            const TABLE: &'static [(Self, &'static str)] = &[$(($value, $code)),*];
        }
    };
}

codes!(
    Side,
    "atkf",
    [(Side::Attackers, "y"), (Side::Defenders, "n")]
);
codes!(
    Repetition,
    "tfr",
    [
        (Repetition::Ignored, "i"),
        (Repetition::Ignored, "n"),
        (Repetition::Draw, "d"),
        (Repetition::RepeaterLoses, "l"),
        (Repetition::DefendersLose, "w"),
    ]
);
codes!(
    KingCapture,
    "ks",
    [
        (KingCapture::Strong, "s"),
        (KingCapture::Strong, "y"),
        (KingCapture::StrongNearThrone, "c"),
        (KingCapture::Weak, "w"),
        (KingCapture::Weak, "n"),
    ]
);
codes!(
    Shieldwall,
    "sw",
    [
        (Shieldwall::None, "n"),
        (Shieldwall::Weak, "w"),
        (Shieldwall::Strong, "s"),
    ]
);
codes!(
    NoMoves,
    "nomove",
    [(NoMoves::Loses, "l"), (NoMoves::Draw, "d")]
);
codes!(
    Linnaean,
    "linc",
    [
        (Linnaean::Off, "n"),
        (Linnaean::Defender, "y"),
        (Linnaean::DefenderAndKing, "k"),
    ]
);
codes!(
    ThroneGuard,
    "kthrone",
    [
        (ThroneGuard::BySquare, "s"),
        (ThroneGuard::UntilKingLeaves, "l"),
    ]
);
codes!(
    StopBetween,
    "between",
    [(StopBetween::Safe, "s"), (StopBetween::Captured, "c"),]
);
codes!(
    CaptureLimit,
    "capmax",
    [(CaptureLimit::All, "a"), (CaptureLimit::One, "1")]
);
codes!(
    RoutesTo,
    "routes",
    [(RoutesTo::EscapeSquares, "esc"), (RoutesTo::Edge, "edge")]
);
codes!(
    Movement,
    "move",
    [
        (Movement::Rook, "r"),
        (Movement::OneStep, "1"),
        (Movement::DiceAtMost, "d"),
        (Movement::DiceExactly, "x"),
    ]
);
codes!(bool, "", [(true, "y"), (false, "n")]);
// OpenTafl writes which pieces may pass or stop on the throne as piece letters.
codes!(
    ThronePass,
    "cenp",
    [
        (ThronePass::All, "tTK"),
        (ThronePass::KingOnly, "K"),
        (ThronePass::Nobody, ""),
    ]
);
codes!(
    ThroneStop,
    "cens",
    [(ThroneStop::KingOnly, "K"), (ThroneStop::Nobody, "")]
);
// Which pieces a square is hostile to, as piece letters (OpenTafl writes `tcnkm`-style lists;
// only taflmen and the king exist here).
codes!(
    Hostility,
    "corh",
    [
        (Hostility::All, "tTK"),
        (Hostility::SoldiersOnly, "tT"),
        (Hostility::AttackersOnly, "t"),
        (Hostility::None, ""),
    ]
);

/// Reads a yes/no entry (OpenTafl's king-armed key also writes `h` and `a` for yes).
fn yes_no(key: &str, value: &str) -> Result<bool, ParseError> {
    match value {
        "y" | "h" | "a" if key == "ka" => Ok(true),
        "y" => Ok(true),
        "n" => Ok(false),
        _ => Err(ParseError::new(format!("{key}:{value}: expected y or n"))),
    }
}

/// Reads a list of piece letters in any order, as OpenTafl writes them.
fn letters<T: Codes>(key: &str, value: &str) -> Result<T, ParseError> {
    let has = |c: char| value.contains(c);
    T::TABLE
        .iter()
        .find(|(_, code)| ['t', 'T', 'K'].iter().all(|&c| code.contains(c) == has(c)))
        .map(|(v, _)| *v)
        .ok_or_else(|| {
            let known: Vec<&str> = T::TABLE
                .iter()
                .map(|(_, c)| if c.is_empty() { "none" } else { c })
                .collect();
            ParseError::new(format!(
                "{key}:{value}: this engine supports {}",
                known.join(", ")
            ))
        })
}

/// Reads the throne's passing rule: soldiers' letters mean everyone.
fn throne_pass(value: &str) -> ThronePass {
    match (value.contains(['t', 'T']), value.contains('K')) {
        (true, _) => ThronePass::All,
        (false, true) => ThronePass::KingOnly,
        (false, false) => ThronePass::Nobody,
    }
}

/// Writes `rules` as an OpenTafl rules string.
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
    let esc = if rules.escape == Escape::Corners {
        "c"
    } else {
        "e"
    };
    let mut entry = |key: &str, code: &str| write!(out, "{key}:{code} ").unwrap();
    entry("esc", esc);
    entry(
        "escempty",
        (rules.escape == Escape::EdgeEmptyAtStart).code(),
    );
    entry(Side::KEY, rules.first.code());
    entry(Repetition::KEY, rules.repetition.code());
    entry("ka", rules.king_armed.code());
    entry(KingCapture::KEY, rules.king_capture.code());
    entry("kedge", rules.edge_against_king.code());
    entry(ThroneGuard::KEY, rules.throne_guard.code());
    entry(Shieldwall::KEY, rules.shieldwall.code());
    entry("efe", rules.exit_fort.code());
    entry("surf", rules.encirclement.code());
    entry(Linnaean::KEY, rules.linnaean_capture.code());
    entry("allcap", rules.all_attackers_captured_wins.code());
    entry("alldef", rules.all_defenders_captured_wins.code());
    entry(NoMoves::KEY, rules.no_moves.code());
    entry("tuichi", rules.tuichi_wins.code());
    entry(RoutesTo::KEY, rules.routes_to.code());
    entry(StopBetween::KEY, rules.stop_between.code());
    entry(CaptureLimit::KEY, rules.captures_per_move.code());
    entry(Movement::KEY, rules.movement.code());
    entry("cormark", rules.marked_corners.code());
    if !rules.corners.is_empty() {
        let list: Vec<String> = rules.corners.iter().map(|s| s.to_string()).collect();
        entry("cor", &list.join(","));
    }
    entry("corh", rules.corners_hostile.code());
    entry("cenhe", rules.empty_throne_hostile.code());
    entry(
        "cenh",
        if rules.occupied_throne_hostile_to_attackers {
            "t"
        } else {
            ""
        },
    );
    entry(ThronePass::KEY, rules.throne_pass.code());
    entry(ThroneStop::KEY, rules.throne_stop.code());
    entry("cenclose", rules.throne_closed_after_king_left.code());
    write!(out, "start:{}", rules.start).unwrap();
    out
}

/// OpenTafl's defaults for keys a rules string leaves out: corner escape, attackers first,
/// an armed strong king, corners and the empty throne hostile to all, the occupied throne
/// hostile to attackers; the Konakis keys default to the plain game.
fn opentafl_defaults() -> Rules {
    Rules {
        id: String::new(),
        name: String::new(),
        size: 0,
        start: String::new(),
        first: Side::Attackers,
        escape: Escape::Corners,
        corners: Vec::new(),
        marked_corners: false,
        throne_stop: ThroneStop::KingOnly,
        throne_pass: ThronePass::All,
        throne_closed_after_king_left: false,
        corners_hostile: Hostility::All,
        empty_throne_hostile: Hostility::All,
        occupied_throne_hostile_to_attackers: true,
        king_armed: true,
        king_capture: KingCapture::Strong,
        edge_against_king: false,
        linnaean_capture: Linnaean::Off,
        throne_guard: ThroneGuard::BySquare,
        stop_between: StopBetween::Safe,
        captures_per_move: CaptureLimit::All,
        shieldwall: Shieldwall::None,
        exit_fort: false,
        encirclement: false,
        all_attackers_captured_wins: false,
        all_defenders_captured_wins: false,
        repetition: Repetition::Draw,
        no_moves: NoMoves::Loses,
        tuichi_wins: false,
        routes_to: RoutesTo::EscapeSquares,
        movement: Movement::Rook,
    }
}

/// Reads an OpenTafl rules string. Keys missing take OpenTafl's defaults; unknown keys are
/// ignored as OpenTafl does; a malformed value is an error.
pub fn parse_rules(text: &str) -> Result<Rules, ParseError> {
    let mut read = Entries {
        rules: opentafl_defaults(),
        empty_at_start: false,
        corner_hostility_given: false,
        saw_dim: false,
    };
    for (key, value) in tokens::entries(text) {
        read.apply(key, value)?;
    }
    read.finish()
}

/// A rules string as read so far, and what its entries said beyond the rules themselves.
struct Entries {
    rules: Rules,
    /// `escempty:y`: the escape is to edge squares empty at the start.
    empty_at_start: bool,
    /// `corh` was given (else the corners' hostility follows the escape).
    corner_hostility_given: bool,
    /// `dim` was given.
    saw_dim: bool,
}

impl Entries {
    /// Reads one `key:value` entry into the rules.
    fn apply(&mut self, key: &str, value: &str) -> Result<(), ParseError> {
        let rules = &mut self.rules;
        match key {
            "dim" => {
                rules.size = value
                    .parse()
                    .map_err(|_| ParseError::new(format!("dim:{value}: not a board size")))?;
                self.saw_dim = true;
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
            "escempty" => self.empty_at_start = yes_no(key, value)?,
            "cor" => {
                rules.corners = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(|s| s.parse())
                    .collect::<Result<_, _>>()?;
            }
            "corh" => {
                rules.corners_hostile = letters(key, value)?;
                self.corner_hostility_given = true;
            }
            "start" => rules.start = value.to_string(),
            _ => apply_switch(rules, key, value)?,
        }
        Ok(())
    }

    /// The rules, checked whole: a size and a start that agree.
    fn finish(mut self) -> Result<Rules, ParseError> {
        if !self.saw_dim {
            return Err(ParseError::new(
                "rules string has no dim: entry (board size)",
            ));
        }
        let rules = &mut self.rules;
        if rules.start.is_empty() {
            return Err(ParseError::new(
                "rules string has no start: entry (start position)",
            ));
        }
        if self.empty_at_start {
            rules.escape = Escape::EdgeEmptyAtStart;
        }
        if rules.escape != Escape::Corners && !self.corner_hostility_given {
            rules.corners_hostile = Hostility::None;
        }
        let layout: Layout = rules.start.parse()?;
        if layout.size != rules.size {
            return Err(ParseError::new(format!(
                "dim:{} but the start position is {}x{}",
                rules.size, layout.size, layout.size
            )));
        }
        Ok(self.rules)
    }
}

/// Reads the entry of one of the switches that stand alone (unknown keys are ignored).
fn apply_switch(rules: &mut Rules, key: &str, value: &str) -> Result<(), ParseError> {
    match key {
        "atkf" => rules.first = Side::read(value)?,
        "tfr" => rules.repetition = Repetition::read(value)?,
        "ka" => rules.king_armed = yes_no(key, value)?,
        "ks" => rules.king_capture = KingCapture::read(value)?,
        "kedge" => rules.edge_against_king = yes_no(key, value)?,
        "kthrone" => rules.throne_guard = ThroneGuard::read(value)?,
        "sw" => rules.shieldwall = Shieldwall::read(value)?,
        "efe" => rules.exit_fort = yes_no(key, value)?,
        "surf" => rules.encirclement = yes_no(key, value)?,
        "linc" => rules.linnaean_capture = Linnaean::read(value)?,
        "allcap" => rules.all_attackers_captured_wins = yes_no(key, value)?,
        "alldef" => rules.all_defenders_captured_wins = yes_no(key, value)?,
        "nomove" => rules.no_moves = NoMoves::read(value)?,
        "tuichi" => rules.tuichi_wins = yes_no(key, value)?,
        "routes" => rules.routes_to = RoutesTo::read(value)?,
        "between" => rules.stop_between = StopBetween::read(value)?,
        "capmax" => rules.captures_per_move = CaptureLimit::read(value)?,
        "move" => rules.movement = Movement::read(value)?,
        "cormark" => rules.marked_corners = yes_no(key, value)?,
        "cenhe" => rules.empty_throne_hostile = letters(key, value)?,
        "cenh" => rules.occupied_throne_hostile_to_attackers = value.contains('t'),
        "cenp" => rules.throne_pass = throne_pass(value),
        "cens" => {
            rules.throne_stop = if value.contains('K') {
                ThroneStop::KingOnly
            } else {
                ThroneStop::Nobody
            }
        }
        "cenclose" => rules.throne_closed_after_king_left = yes_no(key, value)?,
        _ => {}
    }
    Ok(())
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
