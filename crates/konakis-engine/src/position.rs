//! `Position`: the small `Copy` value that changes as a game goes on: where the pieces stand,
//! who moves, and its Zobrist hash.

use crate::bits::Bits;
use crate::rules::Side;
use crate::square::Square;
use crate::zobrist::{DEFENDERS_TO_MOVE, KING_LEFT_THRONE, PIECE_KEYS};

/// A kind of piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Piece {
    /// An attacking soldier (`t` in OpenTafl records).
    Attacker,
    /// A defending soldier (`T`).
    Defender,
    /// The king (`K`), on the defenders' side.
    King,
}

impl Piece {
    /// The side the piece plays for.
    #[inline]
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }

    const fn key_index(self) -> usize {
        self as usize
    }
}

const NO_KING: u16 = u16::MAX;

/// Pieces on the board, the side to move and the hash. A position knows nothing of the rules;
/// a [`Variant`](crate::Variant) interprets it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    attackers: Bits,
    defenders: Bits,
    king: u16,
    to_move: Side,
    king_left_throne: bool,
    hash: u64,
}

impl Position {
    /// A position from its parts; the hash is computed.
    pub fn from_parts(
        attackers: Bits,
        defenders: Bits,
        king: Option<Square>,
        to_move: Side,
        king_left_throne: bool,
    ) -> Position {
        let mut pos = Position {
            attackers,
            defenders,
            king: king.map_or(NO_KING, |k| k.index() as u16),
            to_move,
            king_left_throne,
            hash: 0,
        };
        pos.hash = pos.fresh_hash();
        pos
    }

    /// The attacking soldiers.
    #[inline]
    pub fn attackers(&self) -> Bits {
        self.attackers
    }

    /// The defending soldiers (the king not included).
    #[inline]
    pub fn defenders(&self) -> Bits {
        self.defenders
    }

    /// The king's square, or `None` once he has been captured.
    #[inline]
    pub fn king(&self) -> Option<Square> {
        (self.king != NO_KING).then(|| Square::from_index(self.king as usize))
    }

    /// All pieces of `side` (the defenders' with the king).
    #[inline]
    pub fn pieces(&self, side: Side) -> Bits {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => {
                let mut b = self.defenders;
                if let Some(k) = self.king() {
                    b.set(k);
                }
                b
            }
        }
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bits {
        self.pieces(Side::Defenders) | self.attackers
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.attackers.has(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.has(sq) {
            Some(Piece::Defender)
        } else if self.king == sq.index() as u16 {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// The side to move.
    #[inline]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Whether the king has left the throne, under rules where the throne then closes behind
    /// him ([`Rules::throne_closed_after_king_left`](crate::Rules)); always `false` under
    /// other rules, so that positions alike on the board are equal.
    #[inline]
    pub fn king_left_throne(&self) -> bool {
        self.king_left_throne
    }

    /// The Zobrist hash, kept up to date move by move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch (tests compare it with the incremental one).
    pub fn fresh_hash(&self) -> u64 {
        let mut h = 0;
        for sq in self.attackers.iter() {
            h ^= PIECE_KEYS[Piece::Attacker.key_index()][sq.index()];
        }
        for sq in self.defenders.iter() {
            h ^= PIECE_KEYS[Piece::Defender.key_index()][sq.index()];
        }
        if let Some(k) = self.king() {
            h ^= PIECE_KEYS[Piece::King.key_index()][k.index()];
        }
        if self.to_move == Side::Defenders {
            h ^= DEFENDERS_TO_MOVE;
        }
        if self.king_left_throne {
            h ^= KING_LEFT_THRONE;
        }
        h
    }

    /// The hash after `piece` of the side to move steps from `from` to the empty square
    /// `to` taking nothing, as playing the move would make it, without playing it.
    #[inline]
    pub(crate) fn hash_after_quiet(&self, piece: Piece, from: Square, to: Square) -> u64 {
        let keys = &PIECE_KEYS[piece.key_index()];
        self.hash ^ keys[from.index()] ^ keys[to.index()] ^ DEFENDERS_TO_MOVE
    }

    /// Puts `piece` on the empty square `sq`.
    #[inline]
    pub(crate) fn put(&mut self, piece: Piece, sq: Square) {
        match piece {
            Piece::Attacker => self.attackers.set(sq),
            Piece::Defender => self.defenders.set(sq),
            Piece::King => self.king = sq.index() as u16,
        }
        self.hash ^= PIECE_KEYS[piece.key_index()][sq.index()];
    }

    /// Takes `piece` off `sq`.
    #[inline]
    pub(crate) fn remove(&mut self, piece: Piece, sq: Square) {
        match piece {
            Piece::Attacker => self.attackers.clear(sq),
            Piece::Defender => self.defenders.clear(sq),
            Piece::King => self.king = NO_KING,
        }
        self.hash ^= PIECE_KEYS[piece.key_index()][sq.index()];
    }

    /// Passes the move to the other side.
    #[inline]
    pub(crate) fn switch_side(&mut self) {
        self.to_move = self.to_move.opponent();
        self.hash ^= DEFENDERS_TO_MOVE;
    }

    /// Records that the king has left the throne.
    #[inline]
    pub(crate) fn mark_king_left_throne(&mut self) {
        if !self.king_left_throne {
            self.king_left_throne = true;
            self.hash ^= KING_LEFT_THRONE;
        }
    }

    /// The same pieces with `side` to move.
    pub fn with_to_move(mut self, side: Side) -> Position {
        if self.to_move != side {
            self.switch_side();
        }
        self
    }
}
