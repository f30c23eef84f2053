//! `Variant`: a rule set compiled for play: the board's fixed geometry (throne, corners, escape
//! squares, neighbour tables) beside the rules, and the start position.

use crate::bits::Bits;
use crate::error::ParseError;
use crate::layout::Layout;
use crate::position::Position;
use crate::rules::{DIE_FACES, Escape, Movement, Rules, Side, ThroneGuard, ThronePass, ThroneStop};
use crate::square::{Direction, MAX_SIZE, MIN_SIZE, SQUARES, Square};

/// Marks "no square" in the neighbour tables.
pub(crate) const NONE: u16 = u16::MAX;

/// A rule set ready to play: rules plus the geometry derived from them.
#[derive(Clone, Debug)]
pub struct Variant {
    pub(crate) rules: Rules,
    pub(crate) size: u8,
    /// Squares on the board.
    pub(crate) board: Bits,
    /// Squares with a western / eastern neighbour (for bitboard shifts).
    pub(crate) has_west: Bits,
    pub(crate) has_east: Bits,
    /// Squares on the board's rim.
    pub(crate) edge: Bits,
    pub(crate) throne: Square,
    /// Squares only the king may enter (marked corners), hostile by `corners_hostile`.
    pub(crate) corners: Bits,
    /// Squares where the king wins.
    pub(crate) escape: Bits,
    /// Squares raichi and tuichi count the king's routes to.
    pub(crate) route_ends: Bits,
    /// The farthest a piece may move in one turn (any throw of the die, in dice games).
    pub(crate) reach: u8,
    /// Throne and corners: the squares whose access depends on the piece (move generation
    /// takes a fast path everywhere else).
    pub(crate) special: Bits,
    /// `ring[sq]`: the up to eight squares around `sq`, diagonals included.
    pub(crate) ring: Box<[Bits; SQUARES]>,
    /// `next[dir][sq]`: the neighbour of `sq` in `dir`, or `NONE`.
    pub(crate) next: Box<[[u16; SQUARES]; 4]>,
    pub(crate) start: Position,
}

impl Variant {
    /// Compiles `rules`, checking that they describe a playable board.
    pub fn new(rules: Rules) -> Result<Variant, ParseError> {
        let size = rules.size;
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) || size.is_multiple_of(2) {
            return Err(ParseError::new(format!(
                "board size {size} is not supported (odd sizes {MIN_SIZE} to {MAX_SIZE}, so the throne has a centre)"
            )));
        }
        let board: Bits = (0..size)
            .flat_map(|r| (0..size).map(move |f| Square::new(f, r)))
            .collect();
        let last = size - 1;
        let edge: Bits = board
            .iter()
            .filter(|s| s.file() == 0 || s.rank() == 0 || s.file() == last || s.rank() == last)
            .collect();
        let throne = Square::new(size / 2, size / 2);
        let corners = marked_corners(&rules, throne)?;
        let layout: Layout = rules
            .start
            .parse()
            .map_err(|e| ParseError::new(format!("start position: {e}")))?;
        if layout.size != size {
            return Err(ParseError::new(format!(
                "start position is {0}x{0} but the rules say {size}x{size}",
                layout.size
            )));
        }
        let escape = match rules.escape {
            Escape::Corners => corners,
            Escape::Edge => edge,
            Escape::EdgeEmptyAtStart => edge & !layout.attackers & !layout.defenders,
        };
        let route_ends = match rules.routes_to {
            crate::rules::RoutesTo::EscapeSquares => escape,
            crate::rules::RoutesTo::Edge => edge,
        };
        let reach = match rules.movement {
            Movement::Rook => size - 1,
            Movement::OneStep => 1,
            Movement::DiceAtMost | Movement::DiceExactly => DIE_FACES.min(size - 1),
        };
        let mut variant = Variant {
            start: Position::from_parts(Bits::EMPTY, Bits::EMPTY, None, rules.first, false),
            rules,
            size,
            board,
            has_west: board.iter().filter(|s| s.file() > 0).collect(),
            has_east: board.iter().filter(|s| s.file() < last).collect(),
            edge,
            throne,
            corners,
            escape,
            route_ends,
            reach,
            special: corners | Bits::single(throne),
            ring: rings(board, size),
            next: neighbours(board, size),
        };
        let first = variant.rules.first;
        variant.start = variant
            .position(&layout, first)
            .map_err(|e| ParseError::new(format!("start position: {e}")))?;
        if variant.start.king().is_none() {
            return Err(ParseError::new("start position has no king"));
        }
        Ok(variant)
    }

    /// The preset with this id.
    pub fn preset(id: &str) -> Result<Variant, ParseError> {
        let rules = Rules::preset(id).ok_or_else(|| {
            ParseError::new(format!(
                "unknown variant '{id}' (known: {})",
                crate::PRESETS.map(|p| p.id).join(", ")
            ))
        })?;
        Variant::new(rules)
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Board size (squares along one side).
    pub fn size(&self) -> u8 {
        self.size
    }

    /// The start position.
    pub fn start(&self) -> Position {
        self.start
    }

    /// The throne (centre square).
    pub fn throne(&self) -> Square {
        self.throne
    }

    /// Squares only the king may enter: the marked corners (none in most edge-escape
    /// variants).
    pub fn corners(&self) -> Bits {
        self.corners
    }

    /// Squares where the king wins.
    pub fn escape_squares(&self) -> Bits {
        self.escape
    }

    /// All squares of the board.
    pub fn board(&self) -> Bits {
        self.board
    }

    /// The board's rim.
    pub fn edge(&self) -> Bits {
        self.edge
    }

    /// The neighbour of `sq` in `dir`, if on the board.
    #[inline]
    pub fn step(&self, sq: Square, dir: Direction) -> Option<Square> {
        let n = self.next[dir.index()][sq.index()];
        (n != NONE).then(|| Square::from_index(n as usize))
    }

    /// Reads an OpenTafl positional record for this variant, with `to_move` on move.
    ///
    /// ```
    /// use konakis_engine::{Side, Variant};
    /// let brandub = Variant::preset("brandub").unwrap();
    /// let pos = brandub.parse_position("/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", Side::Attackers).unwrap();
    /// assert_eq!(pos, brandub.start());
    /// ```
    pub fn parse_position(&self, record: &str, to_move: Side) -> Result<Position, ParseError> {
        let layout: Layout = record.parse()?;
        self.position(&layout, to_move)
    }

    /// The position of `layout` with `to_move` on move, checked against the rules: the board's
    /// size, and no soldier where only the king may stand.
    pub fn position(&self, layout: &Layout, to_move: Side) -> Result<Position, ParseError> {
        if layout.size != self.size {
            return Err(ParseError::new(format!(
                "position is {0}x{0} but {1} is played on {2}x{2}",
                layout.size, self.rules.id, self.size
            )));
        }
        let soldiers = layout.attackers | layout.defenders;
        if let Some(sq) = (soldiers & self.corners).first() {
            return Err(ParseError::new(format!(
                "a soldier stands on the corner {sq}, where only the king may go"
            )));
        }
        if soldiers.has(self.throne) {
            return Err(ParseError::new(format!(
                "a soldier stands on the throne {}, where only the king may stop",
                self.throne
            )));
        }
        // The flag is kept only where a rule looks at it: elsewhere it would make positions
        // alike on the board differ (repetition, records read back).
        let king_left_throne = self.tracks_king_leaving() && layout.king != Some(self.throne);
        Ok(Position::from_parts(
            layout.attackers,
            layout.defenders,
            layout.king,
            to_move,
            king_left_throne,
        ))
    }

    /// Writes `pos` as an OpenTafl positional record.
    pub fn position_record(&self, pos: &Position) -> String {
        Layout::of(pos, self.size).to_string()
    }

    /// Whether some rule looks at whether the king has ever left the throne.
    #[inline]
    pub(crate) fn tracks_king_leaving(&self) -> bool {
        self.rules.throne_closed_after_king_left
            || self.rules.throne_guard == ThroneGuard::UntilKingLeaves
    }

    /// The squares raichi and tuichi count the king's routes to: the escape squares, or the
    /// whole edge.
    pub fn route_ends(&self) -> Bits {
        self.route_ends
    }

    /// Whether a die is thrown each turn.
    pub fn uses_dice(&self) -> bool {
        self.rules.movement.uses_dice()
    }

    /// Whether the square is the throne and the throne is closed (the French rule sheet: once the king has
    /// left it, nobody may enter or pass it).
    #[inline]
    pub(crate) fn throne_closed(&self, pos: &Position) -> bool {
        self.rules.throne_closed_after_king_left && pos.king_left_throne()
    }

    /// What a piece may do on the empty square `sq` on its way: (may stop, may pass on).
    #[inline]
    pub(crate) fn access(&self, pos: &Position, sq: Square, is_king: bool) -> (bool, bool) {
        if sq == self.throne {
            if self.throne_closed(pos) {
                return (false, false);
            }
            let stop = is_king && self.rules.throne_stop == ThroneStop::KingOnly;
            let pass = match self.rules.throne_pass {
                ThronePass::All => true,
                ThronePass::KingOnly => is_king,
                ThronePass::Nobody => false,
            };
            (stop, pass)
        } else if self.corners.has(sq) {
            (is_king, is_king)
        } else {
            (true, true)
        }
    }
}

/// `next[dir][sq]`: each square's neighbour in each direction on a board of `size`, or
/// `NONE` off the board.
fn neighbours(board: Bits, size: u8) -> Box<[[u16; SQUARES]; 4]> {
    let last = size - 1;
    let mut next = Box::new([[NONE; SQUARES]; 4]);
    for sq in board.iter() {
        let (f, r) = (sq.file(), sq.rank());
        for dir in Direction::ALL {
            let step = match dir {
                Direction::North => (r < last).then(|| Square::new(f, r + 1)),
                Direction::East => (f < last).then(|| Square::new(f + 1, r)),
                Direction::South => (r > 0).then(|| Square::new(f, r - 1)),
                Direction::West => (f > 0).then(|| Square::new(f - 1, r)),
            };
            next[dir.index()][sq.index()] = step.map_or(NONE, |n| n.index() as u16);
        }
    }
    next
}

/// The eight squares around each square (fewer at the edge).
fn rings(board: Bits, size: u8) -> Box<[Bits; SQUARES]> {
    let mut ring = Box::new([Bits::EMPTY; SQUARES]);
    for sq in board.iter() {
        for df in -1i32..=1 {
            for dr in -1i32..=1 {
                let (f, r) = (sq.file() as i32 + df, sq.rank() as i32 + dr);
                if (df, dr) != (0, 0)
                    && (0..size as i32).contains(&f)
                    && (0..size as i32).contains(&r)
                {
                    ring[sq.index()].set(Square::new(f as u8, r as u8));
                }
            }
        }
    }
    ring
}

/// The marked corner squares: the rules' list (or the board's four corners) where the king
/// escapes to them or the rules keep them marked, else none. A corner off the board or on
/// the throne is an error.
fn marked_corners(rules: &Rules, throne: Square) -> Result<Bits, ParseError> {
    let last = rules.size - 1;
    let list: Vec<Square> = if rules.corners.is_empty() {
        vec![
            Square::new(0, 0),
            Square::new(last, 0),
            Square::new(0, last),
            Square::new(last, last),
        ]
    } else {
        rules.corners.clone()
    };
    for c in &list {
        if !c.on_board(rules.size) {
            return Err(ParseError::new(format!(
                "corner square {c} is off the board"
            )));
        }
        if *c == throne {
            return Err(ParseError::new("a corner square cannot be the throne"));
        }
    }
    Ok(if rules.escape == Escape::Corners || rules.marked_corners {
        list.into_iter().collect()
    } else {
        Bits::EMPTY
    })
}
