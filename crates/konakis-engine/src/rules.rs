//! The rule model of docs/rules.md as data: every switch a preset sets, serde-serialisable so a
//! custom variant can be saved and loaded.

use serde::{Deserialize, Serialize};

use crate::square::Square;

/// One of the two sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The larger army that tries to trap the king.
    Attackers,
    /// The king and his defenders.
    Defenders,
}

impl Side {
    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    /// `attackers` or `defenders`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }

    /// Reads `attackers` or `defenders`.
    pub fn parse(text: &str) -> Option<Side> {
        match text {
            "attackers" => Some(Side::Attackers),
            "defenders" => Some(Side::Defenders),
            _ => None,
        }
    }
}

/// Where the king wins by arriving.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Escape {
    /// The corner squares (see [`Rules::corners`]).
    Corners,
    /// Any edge square.
    Edge,
    /// Edge squares that were empty at the start (the Catalan article's variant).
    EdgeEmptyAtStart,
}

/// Who may stop on the throne.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThroneStop {
    /// Only the king.
    KingOnly,
    /// Nobody, not even the king once he has left.
    Nobody,
}

/// Who may pass over the empty throne.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThronePass {
    /// Every piece.
    All,
    /// Only the king.
    KingOnly,
    /// No piece.
    Nobody,
}

/// Which pieces a hostile square (corner or empty throne) helps to capture.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hostility {
    /// Hostile to every piece.
    All,
    /// Hostile to soldiers (attackers and defenders) but not to the king.
    SoldiersOnly,
    /// Hostile to attackers only.
    AttackersOnly,
    /// Not hostile.
    None,
}

impl Hostility {
    /// Whether a square with this hostility helps to capture `piece`.
    #[inline]
    pub const fn against(self, piece: crate::Piece) -> bool {
        match self {
            Hostility::All => true,
            Hostility::SoldiersOnly => !matches!(piece, crate::Piece::King),
            Hostility::AttackersOnly => matches!(piece, crate::Piece::Attacker),
            Hostility::None => false,
        }
    }
}

/// How the king is captured.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KingCapture {
    /// Enclosed on all four sides (an empty throne beside him, and the edge where
    /// [`Rules::edge_against_king`], count as sides).
    Strong,
    /// Strong on and beside the throne, taken by two like a soldier elsewhere (Brandub).
    StrongNearThrone,
    /// Taken by two like a soldier.
    Weak,
}

/// Whether and how shieldwalls capture.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shieldwall {
    /// No shieldwall captures.
    None,
    /// Both ends of the row must be closed by enemy pieces.
    Weak,
    /// A corner may close one end.
    Strong,
}

/// What a threefold repetition does.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Repetition {
    /// Nothing: play goes on.
    Ignored,
    /// The game is drawn.
    Draw,
    /// The side whose move makes the third occurrence loses.
    RepeaterLoses,
    /// The defenders lose (Copenhagen's perpetual repetition).
    DefendersLose,
}

/// What happens to a side that cannot move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMoves {
    /// It loses.
    Loses,
    /// The game is drawn.
    Draw,
}

/// What happens to a soldier that stops between two enemies (the Polish rulebook, rule 6).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopBetween {
    /// It stands safely: only the mover captures.
    #[default]
    Safe,
    /// It is captured, after the mover's own captures are taken (the king alone may stop
    /// there, and it is announced: "Odpoczynek!").
    Captured,
}

/// How many pieces one move may capture.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureLimit {
    /// Every piece the move closes in.
    #[default]
    All,
    /// One: where a move could take several, the mover chooses which (the Catalan article).
    One,
}

/// The Linnaean capture: with the king on the throne and attackers on three sides, a defender
/// on the fourth side is captured against the king-occupied throne.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Linnaean {
    /// No such capture.
    #[default]
    Off,
    /// The defender is captured.
    Defender,
    /// The defender and the king are captured together: the attackers win (the French rule sheet's Brandub).
    DefenderAndKing,
}

impl Linnaean {
    /// Reads the old `true`/`false` form as well as the names.
    fn deserialize_any<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Linnaean, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Old(bool),
            New(Linnaean),
        }
        Ok(match Either::deserialize(d)? {
            Either::Old(true) => Linnaean::Defender,
            Either::Old(false) => Linnaean::Off,
            Either::New(l) => l,
        })
    }
}

/// How long the throne protects the king (where it makes him harder to take).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThroneGuard {
    /// Whenever he stands on it.
    #[default]
    BySquare,
    /// Only until he first leaves it (the French rule sheet's Brandub: "s'il n'a pas encore quitté son
    /// trône"); after that he is taken there like anywhere else.
    UntilKingLeaves,
}

/// What raichi and tuichi count the king's routes to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoutesTo {
    /// The squares where he escapes.
    #[default]
    EscapeSquares,
    /// Any edge square (the Catalan article's text, whose goal is the corners).
    Edge,
}

/// How far a piece moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Movement {
    /// Any number of empty squares, like a rook.
    #[default]
    Rook,
    /// One square at a time.
    OneStep,
    /// One die is thrown each turn; the piece moves at most that many squares (the Czech article).
    DiceAtMost,
    /// One die is thrown each turn; the piece moves exactly that many squares.
    DiceExactly,
}

impl Movement {
    /// Whether a die is thrown each turn.
    pub const fn uses_dice(self) -> bool {
        matches!(self, Movement::DiceAtMost | Movement::DiceExactly)
    }
}

/// The faces of the die thrown in dice games.
pub const DIE_FACES: u8 = 6;

/// A complete rule set: one preset of docs/rules.md, or a custom variant.
///
/// ```
/// use konakis_engine::Rules;
/// let rules = Rules::preset("brandub").unwrap();
/// let json = serde_json::to_string(&rules).unwrap();
/// let back: Rules = serde_json::from_str(&json).unwrap();
/// assert_eq!(rules, back);
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Rules {
    /// Short identifier (`copenhagen`); empty for an unnamed custom set.
    pub id: String,
    /// Name a player reads (`Copenhagen Hnefatafl`).
    pub name: String,
    /// Board size, 7..=19.
    pub size: u8,
    /// Start position as an OpenTafl positional record, rank 1 first.
    pub start: String,
    /// The side that moves first.
    pub first: Side,
    /// Where the king escapes.
    pub escape: Escape,
    /// The corner squares: where the king escapes with [`Escape::Corners`], which only he may
    /// enter. Empty means the four corners of the board. Ordinary squares in edge variants
    /// unless [`Rules::marked_corners`].
    #[serde(default)]
    pub corners: Vec<Square>,
    /// The corners stay marked where the king escapes elsewhere: only he may enter them, and
    /// they are hostile as [`Rules::corners_hostile`] says (the Catalan article's variant 2). Corner
    /// escape always marks them.
    #[serde(default)]
    pub marked_corners: bool,
    /// Who may stop on the throne.
    pub throne_stop: ThroneStop,
    /// Who may pass over the empty throne.
    pub throne_pass: ThronePass,
    /// Once the king has left the throne, nobody may enter or pass it again (the French rule sheet).
    pub throne_closed_after_king_left: bool,
    /// Which pieces the corners help to capture (where they are marked).
    pub corners_hostile: Hostility,
    /// Which pieces the empty throne helps to capture.
    pub empty_throne_hostile: Hostility,
    /// The throne with the king on it helps to capture attackers.
    pub occupied_throne_hostile_to_attackers: bool,
    /// The king takes part in captures.
    pub king_armed: bool,
    /// How the king is captured.
    pub king_capture: KingCapture,
    /// The board edge counts as a side against the king.
    pub edge_against_king: bool,
    /// Linnaean capture: with the king on the throne and three attackers around him, a defender
    /// on the fourth side is captured against the king-occupied throne (and the king with him).
    #[serde(deserialize_with = "Linnaean::deserialize_any")]
    pub linnaean_capture: Linnaean,
    /// How long the throne makes the king harder to take.
    #[serde(default)]
    pub throne_guard: ThroneGuard,
    /// What happens to a soldier that stops between two enemies.
    #[serde(default)]
    pub stop_between: StopBetween,
    /// How many pieces one move may capture.
    #[serde(default)]
    pub captures_per_move: CaptureLimit,
    /// Shieldwall captures.
    pub shieldwall: Shieldwall,
    /// The king wins in an exit fort.
    pub exit_fort: bool,
    /// The attackers win by enclosing every defender.
    pub encirclement: bool,
    /// The defenders win by capturing every attacker.
    pub all_attackers_captured_wins: bool,
    /// The attackers win by capturing every defender but the king (a Gwyddbwyll
    /// reconstruction).
    #[serde(default)]
    pub all_defenders_captured_wins: bool,
    /// What threefold repetition does.
    pub repetition: Repetition,
    /// What happens to a side with no legal move.
    pub no_moves: NoMoves,
    /// Tuichi (two open routes for the king) wins at once (the French rule sheet).
    pub tuichi_wins: bool,
    /// What raichi and tuichi count routes to.
    #[serde(default)]
    pub routes_to: RoutesTo,
    /// How far a piece moves: like a rook, one step, or by a die thrown each turn.
    #[serde(default)]
    pub movement: Movement,
}
