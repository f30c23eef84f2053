//! The static evaluation and the board tables it reads: the king's open routes to escape
//! squares (the raichi/tuichi rays) from where he can be in one move and in two, his
//! distance and freedom, the pieces around him, the attackers' hold on the corners'
//! approaches, and material.

use crate::bits::Bits;
use crate::position::Position;
use crate::rules::{Escape, Side};
use crate::square::{Direction, SQUARES, Square};
use crate::variant::{NONE, Variant};

use super::score::bounded_eval;
use super::weights::{ATTACKER, TERMS, Term, WeightTable, Weights, flat_len, square_class};

/// Within this many steps (Manhattan) of a shut-in king, an attacker counts as closing in,
/// one `ClosingIn` for each step nearer.
const CLOSE: u8 = 6;

/// A quick hash of a set of squares, through a multiply-fold `Hasher`.
fn fold(bits: &Bits) -> u64 {
    struct Fold(u64);
    impl std::hash::Hasher for Fold {
        fn finish(&self) -> u64 {
            self.0 ^ (self.0 >> 29)
        }
        fn write(&mut self, bytes: &[u8]) {
            for chunk in bytes.chunks(8) {
                let mut word = [0u8; 8];
                word[..chunk.len()].copy_from_slice(chunk);
                self.0 = (self.0 ^ u64::from_le_bytes(word)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            }
        }
    }
    let mut hasher = Fold(0);
    std::hash::Hash::hash(bits, &mut hasher);
    std::hash::Hasher::finish(&hasher)
}

/// Slots in the room cache.
const ROOM_SLOTS: usize = 1024;

/// A cache of the king's room (the squares he reaches without passing an attacker), keyed by
/// the attackers' squares: many positions of a search share them, and the room holds for any
/// king square inside it. Computing it is a flood fill, the evaluation's dearest part.
pub(crate) struct Rooms {
    slots: Vec<(Bits, Bits, bool)>,
}

impl Rooms {
    /// An empty cache.
    pub(crate) fn new() -> Rooms {
        Rooms {
            slots: vec![(Bits::EMPTY, Bits::EMPTY, false); ROOM_SLOTS],
        }
    }

    /// The king's room when no escape square lies in it (`None` when one does).
    #[inline]
    pub(crate) fn sealed(&mut self, v: &Variant, attackers: Bits, king: Square) -> Option<Bits> {
        let slot = fold(&attackers) as usize % ROOM_SLOTS;
        let (key, room, sealed) = &self.slots[slot];
        if room.has(king) && (*key ^ attackers).is_empty() {
            return sealed.then_some(*room);
        }
        let open = v.board & !attackers;
        let mut room = Bits::single(king);
        let mut size = 1;
        let sealed = loop {
            let grown = room | (room.neighbours(v.board, v.has_west, v.has_east) & open);
            if !(grown & v.escape).is_empty() {
                room = grown;
                break false;
            }
            // `grown` holds `room`: the same size means the same set (no `==`: a memcmp).
            let grown_size = grown.count();
            if grown_size == size {
                break true;
            }
            room = grown;
            size = grown_size;
        };
        self.slots[slot] = (attackers, room, sealed);
        sealed.then_some(room)
    }
}

/// Per-variant tables the search and the evaluation read, built once per search.
pub(crate) struct Tables {
    /// `rays[sq][dir]`: the squares from `sq` (not included) to the first escape square in
    /// `dir` (included). Empty when no escape square lies that way.
    rays: Vec<[Bits; 4]>,
    /// Bit `dir` set when `rays[sq][dir]` leads to an escape square.
    ray_dirs: Vec<u8>,
    /// Manhattan distance from each square to the nearest escape square.
    escape_distance: Vec<u8>,
    /// Squares one, two and three steps (Manhattan) from a corner escape square; empty in
    /// edge-escape variants.
    corner_rings: [Bits; 3],
    /// Each corner escape square and its guard posts: the squares within
    /// [`corner_guard_steps`] of it (none in edge-escape variants).
    corner_posts: Vec<(Square, Bits)>,
    /// The king counts as near a corner fewer than this many steps from it (half the board
    /// plus one), the nearer the more.
    corner_near: u8,
    /// Attackers at the start: the count of those lost is taken from it.
    start_attackers: u32,
    /// The weight of each evaluation term.
    pub(crate) weights: Weights,
    /// The square class of each square index (see [`square_class`]).
    square_class: Vec<u8>,
    /// The board's size.
    size: u8,
    /// The square weights laid out by square index, in [`WeightTable::ALL`]'s order: the
    /// attackers', the defenders' and the king's (each empty when the weights have none).
    square_values: [Vec<i32>; 3],
    /// The throne as a set, for blocking the king's rays when he may not cross it.
    throne: Bits,
    /// The edge closes a side of the king.
    edge_against_king: bool,
    /// The board's squares on each file, and on each rank (by number from 0).
    files: Vec<Bits>,
    ranks: Vec<Bits>,
    /// Board cell (`rank * size + file`) of each square index, for the compact history table.
    cell: Vec<u16>,
    /// Cells on the board (`size * size`).
    cells: usize,
}

impl Tables {
    /// Builds the tables of `v`.
    pub(crate) fn new(v: &Variant) -> Tables {
        let (rays, ray_dirs, escape_distance) = escape_rays(v);
        let weights = Weights::for_variant(v);
        let square_class: Vec<u8> = (0..SQUARES)
            .map(|i| {
                let sq = Square::from_index(i);
                if sq.file() < v.size && sq.rank() < v.size {
                    square_class(v.size, sq.file(), sq.rank()) as u8
                } else {
                    0
                }
            })
            .collect();
        let by_square = |table: &[i32]| -> Vec<i32> {
            if table.is_empty() {
                return Vec::new();
            }
            square_class.iter().map(|&c| table[c as usize]).collect()
        };
        let square_values = WeightTable::ALL.map(|t| by_square(weights.squares.table(t)));
        Tables {
            rays,
            ray_dirs,
            escape_distance,
            corner_rings: corner_rings(v),
            corner_posts: corner_posts(v),
            corner_near: v.size / 2 + 1,
            start_attackers: v.start.attackers().count(),
            square_class,
            size: v.size,
            square_values,
            weights,
            throne: Bits::single(v.throne),
            edge_against_king: v.rules.edge_against_king,
            files: (0..v.size)
                .map(|f| v.board.iter().filter(|sq| sq.file() == f).collect())
                .collect(),
            ranks: (0..v.size)
                .map(|r| v.board.iter().filter(|sq| sq.rank() == r).collect())
                .collect(),
            cell: (0..SQUARES)
                .map(|i| {
                    let sq = Square::from_index(i);
                    (sq.rank() as u16 * v.size as u16 + sq.file() as u16)
                        .min(v.size as u16 * v.size as u16 - 1)
                })
                .collect(),
            cells: v.size as usize * v.size as usize,
        }
    }

    /// Length of the history table: side, origin cell, destination cell.
    pub(crate) fn history_len(&self) -> usize {
        2 * self.cells * self.cells
    }

    /// Where `side`'s part of the history table starts.
    #[inline]
    pub(crate) fn history_base(&self, side: Side) -> usize {
        match side {
            Side::Attackers => 0,
            Side::Defenders => self.cells * self.cells,
        }
    }

    /// A move's place in one side's part of the history table.
    #[inline]
    pub(crate) fn history_offset(&self, mv: crate::moves::Move) -> usize {
        self.cell[mv.from.index()] as usize * self.cells + self.cell[mv.to.index()] as usize
    }

    /// Squares where a piece of the side to move would (likely) capture on arrival: next to
    /// an enemy soldier with a friend or a hostile empty square (throne, corner) behind it.
    pub(crate) fn capture_squares(&self, v: &Variant, pos: &Position) -> Bits {
        let (enemies, friends) = match pos.to_move() {
            Side::Attackers => (pos.defenders(), pos.attackers()),
            Side::Defenders => (pos.attackers(), pos.pieces(Side::Defenders)),
        };
        let occupied = pos.occupied();
        let anvils = friends | ((self.throne | v.corners) & !occupied);
        let mut out = Bits::EMPTY;
        for victim in enemies.iter() {
            for dir in Direction::ALL {
                if let Some(anvil) = v.step(victim, dir)
                    && anvils.has(anvil)
                    && let Some(target) = v.step(victim, dir.opposite())
                    && !occupied.has(target)
                {
                    out.set(target);
                }
            }
        }
        out
    }

    /// The squares that stop the king's runs in `pos`: every piece but the king himself, and
    /// the throne when he may not cross it.
    #[inline]
    pub(crate) fn king_blockers(&self, v: &Variant, pos: &Position) -> Bits {
        let mut blockers = pos.attackers() | pos.defenders();
        if !v.access(pos, v.throne, true).1 {
            blockers |= self.throne;
        }
        blockers
    }

    /// Number of directions in which a king on `sq` has an open run to an escape square.
    #[inline]
    pub(crate) fn routes_from(&self, sq: Square, blockers: &Bits) -> u32 {
        let mut dirs = self.ray_dirs[sq.index()];
        let rays = &self.rays[sq.index()];
        let mut routes = 0;
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            if (rays[d] & *blockers).is_empty() {
                routes += 1;
            }
        }
        routes
    }

    /// The squares of the king's open runs from `sq` (where a blocker must go).
    pub(crate) fn route_squares(&self, sq: Square, blockers: &Bits) -> Bits {
        let mut out = Bits::EMPTY;
        let mut dirs = self.ray_dirs[sq.index()];
        let rays = &self.rays[sq.index()];
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            if (rays[d] & *blockers).is_empty() {
                out |= rays[d];
            }
        }
        out
    }

    /// The static value of `pos` for the side to move, short of any forced result's score
    /// ([`bounded_eval`]). Meant for quiet positions: the search settles open king routes and
    /// one-move king captures before it asks.
    #[inline]
    pub(crate) fn evaluate(&self, v: &Variant, pos: &Position, rooms: &mut Rooms) -> i32 {
        let mut sum = Sum {
            weights: &self.weights.terms,
            total: 0,
        };
        let score = if self.count_terms(v, pos, rooms, &mut sum) {
            bounded_eval(sum.total)
        } else {
            // The king is gone: the attackers have won.
            20 * ATTACKER
        };
        match pos.to_move() {
            Side::Attackers => score,
            Side::Defenders => -score,
        }
    }

    /// Counts each evaluation term of `pos` into `tally`, from the attackers' point of view;
    /// false (nothing counted) when the king is gone.
    #[inline]
    pub(crate) fn count_terms<T: Tally>(
        &self,
        v: &Variant,
        pos: &Position,
        rooms: &mut Rooms,
        tally: &mut T,
    ) -> bool {
        let Some(king) = pos.king() else {
            return false;
        };
        let attackers = pos.attackers();
        let defenders = pos.defenders();
        tally.add(Term::Attackers, attackers.count() as i32);
        tally.add(Term::Defenders, -(defenders.count() as i32));
        // Each attacker lost thins the ring more than the one before: a soldier is worth
        // more to an army that has already given some away.
        let lost = self.start_attackers.saturating_sub(attackers.count()) as i32;
        tally.add(Term::AttackersLostSq, -(lost * lost));
        tally.add_squares(self, attackers, defenders, king);
        tally.add(
            Term::EscapeDistance,
            self.escape_distance[king.index()] as i32,
        );
        // The king's room: the squares he and his men could reach without passing an
        // attacker. Shut off from every escape square, and then from the edge (a ring the
        // attackers only have to tighten), he is in real trouble.
        let sealed = rooms.sealed(v, attackers, king);
        self.count_king_runs(v, pos, king, sealed.is_none(), tally);
        if let Some(room) = sealed {
            tally.add(Term::Sealed, 1);
            let shut_out = (v.board.count() - room.count()) as i32;
            tally.add(Term::ShutOut, shut_out);
            // Shut in with no defender left, he is only to be squeezed.
            if defenders.is_empty() {
                tally.add(Term::Squeeze, shut_out);
            }
            tally.add(Term::Ringed, (room & v.edge).is_empty() as i32);
            // Shut in, he can only be worn down: every attacker that closes in on him counts
            // (without this the attackers sit on the corners' approaches and the game stalls).
            let closing: i32 = attackers
                .iter()
                .map(|a| (CLOSE as i32 - a.steps_to(king) as i32).max(0))
                .sum();
            tally.add(Term::ClosingIn, closing);
            // Walled into a pocket, he waits for the defenders outside to free him: the
            // attackers' plan is to hunt them down.
            if room.count() <= v.size as u32 {
                let roaming = defenders & !room;
                tally.add(Term::RoamingDefenders, -(roaming.count() as i32));
                let reach: i32 = roaming.iter().map(|d| reach(v, pos, d)).sum();
                tally.add(Term::RoamingMobility, -reach);
            }
        }
        self.count_king_sides(v, pos, king, tally);
        // The attackers' hold on the approaches to the corners.
        for (ring, term) in self.corner_rings.iter().zip(CORNER_RINGS) {
            tally.add(term, (attackers & *ring).count() as i32);
        }
        tally.add(Term::OpenCorners, -self.open_corners(attackers, king));
        true
    }

    /// For each corner the king is near, how near (steps short of `corner_near`) times the
    /// guards it lacks (attackers on its posts, short of [`CORNER_GUARDS`]): a corner he can
    /// reach before it is guarded is where games are lost.
    #[inline]
    fn open_corners(&self, attackers: Bits, king: Square) -> i32 {
        self.corner_posts
            .iter()
            .map(|&(corner, posts)| {
                let near = self.corner_near.saturating_sub(king.steps_to(corner)) as i32;
                let guards = (attackers & posts).count().min(CORNER_GUARDS) as i32;
                near * (CORNER_GUARDS as i32 - guards)
            })
            .sum()
    }

    /// The king's freedom, and the squares from which he would threaten to escape: those he
    /// reaches in one move and, while an escape square lies in his room (`open`), in two.
    #[inline]
    fn count_king_runs<T: Tally>(
        &self,
        v: &Variant,
        pos: &Position,
        king: Square,
        open: bool,
        tally: &mut T,
    ) {
        let blockers = self.king_blockers(v, pos);
        let (mut mobility, mut threats, mut forks) = (0, 0, 0);
        let mut first = Bits::EMPTY;
        for_each_stop(v, pos, king, true, |sq| {
            mobility += 1;
            first.set(sq);
            match self.routes_from(sq, &blockers) {
                0 => {}
                1 => threats += 1,
                _ => forks += 1,
            }
        });
        tally.add(Term::KingMobility, -mobility);
        tally.add(Term::KingThreats, -threats);
        tally.add(Term::KingForks, -forks);
        if open && tally.wants(Term::SecondThreats) {
            tally.add(
                Term::SecondThreats,
                -self.second_threats(v, pos, king, first, &blockers),
            );
        }
        if pos.to_move() == Side::Defenders {
            // He moves first: a square with two open runs is all but a win, one run wins a
            // tempo.
            tally.add(Term::ThreatsToMove, -threats);
            tally.add(Term::ForkToMove, -((forks > 0) as i32));
        }
    }

    /// The squares the king on `king` reaches in two moves and not in one (`first` holds
    /// those he reaches in one) from which he would have an open run: the threats the
    /// attackers must see coming a move ahead: the squares with a run (on a corner board,
    /// the stretches of edge open to a corner) that a first stop without a run of its own
    /// reaches in a line. Only the lines that hold such a square are walked, where walking
    /// every stop of every first stop cost a flood of his moves.
    #[inline]
    fn second_threats(
        &self,
        v: &Variant,
        pos: &Position,
        king: Square,
        first: Bits,
        blockers: &Bits,
    ) -> i32 {
        if first.is_empty() {
            return 0;
        }
        let runs = self.run_squares(v, blockers);
        let targets = runs & !first & !Bits::single(king);
        if targets.is_empty() {
            return 0;
        }
        let sources = first & !runs;
        // What stops him on the way: the pieces, and the throne where he may not pass it.
        let mut stops_him = pos.occupied();
        let (on_throne, past_throne) = v.access(pos, v.throne, true);
        if !past_throne {
            stops_him.set(v.throne);
        }
        let targets = if on_throne {
            targets
        } else {
            targets & !Bits::single(v.throne)
        };
        // From a first stop, a run along his own line reaches nothing he does not reach in
        // one (towards him it meets him): only the runs across it are walked, and only
        // where that line holds a square to find.
        let mut reached = Bits::EMPTY;
        for from in sources.iter() {
            let (its_line, across) = if from.rank() == king.rank() {
                (
                    self.files[from.file() as usize],
                    [Direction::North, Direction::South],
                )
            } else {
                (
                    self.ranks[from.rank() as usize],
                    [Direction::East, Direction::West],
                )
            };
            if !(its_line & targets).is_empty() {
                for dir in across {
                    run_from(v, from, dir, stops_him, &mut reached);
                }
            }
        }
        // Where he may stop on the throne and not pass it, from there he runs on along his
        // line in a second move.
        if sources.has(v.throne) {
            run_from(
                v,
                v.throne,
                towards(king, v.throne),
                stops_him,
                &mut reached,
            );
        }
        (reached & targets).count() as i32
    }

    /// Every square, but the blockers themselves, from which a king would have an open run
    /// (where [`routes_from`] is not zero): walked back from each escape square along each
    /// line until a blocker, or past the first escape square met, or beyond one move's reach.
    ///
    /// [`routes_from`]: Self::routes_from
    #[inline]
    fn run_squares(&self, v: &Variant, blockers: &Bits) -> Bits {
        let mut runs = Bits::EMPTY;
        for escape in (v.escape & !*blockers).iter() {
            for dir in Direction::ALL {
                for n in line(v, escape, dir).take(v.reach as usize) {
                    if blockers.has(n) {
                        break;
                    }
                    runs.set(n);
                    if v.escape.has(n) {
                        break;
                    }
                }
            }
        }
        runs
    }

    /// The pieces around the king: the sides closed on him, and his guards.
    #[inline]
    fn count_king_sides<T: Tally>(&self, v: &Variant, pos: &Position, king: Square, tally: &mut T) {
        let (attackers, defenders) = (pos.attackers(), pos.defenders());
        let (mut closed, mut guards) = (0, 0);
        for dir in Direction::ALL {
            match v.step(king, dir) {
                None => closed += self.edge_against_king as usize,
                Some(n) if attackers.has(n) => closed += 1,
                Some(n) if defenders.has(n) => guards += 1,
                Some(n) if n == v.throne => closed += 1,
                Some(_) => {}
            }
        }
        if closed > 0 {
            tally.add(CLOSED[closed - 1], 1);
        }
        tally.add(Term::Guards, -guards);
    }
}

/// How many squares the soldier on `from` could move to.
#[inline]
fn reach(v: &Variant, pos: &Position, from: Square) -> i32 {
    let mut squares = 0;
    for_each_stop(v, pos, from, false, |_| squares += 1);
    squares
}

/// Adds to `reached` the squares a run from `from` towards `dir` passes, up to the first in
/// `stops_him` or the board's end.
#[inline]
fn run_from(v: &Variant, from: Square, dir: Direction, stops_him: Bits, reached: &mut Bits) {
    for sq in line(v, from, dir).take_while(|sq| !stops_him.has(*sq)) {
        reached.set(sq);
    }
}

/// The squares from `from` (not included) towards `dir` to the board's end, by the board's
/// step tables.
#[inline]
fn line(v: &Variant, from: Square, dir: Direction) -> impl Iterator<Item = Square> + '_ {
    let table = &v.next[dir.index()];
    let mut at = from.index();
    std::iter::from_fn(move || {
        let n = table[at];
        (n != NONE).then(|| {
            at = n as usize;
            Square::from_index(at)
        })
    })
}

/// The direction from `from` to `to`, two squares on one file or rank.
fn towards(from: Square, to: Square) -> Direction {
    if from.file() == to.file() {
        if to.rank() > from.rank() {
            Direction::North
        } else {
            Direction::South
        }
    } else if to.file() > from.file() {
        Direction::East
    } else {
        Direction::West
    }
}

/// Calls `visit` for each square where the piece on `from` (the king when `is_king`) could
/// stop: the rook-like runs of the board's step tables, with the throne's and corners' rules.
#[inline]
fn for_each_stop(
    v: &Variant,
    pos: &Position,
    from: Square,
    is_king: bool,
    mut visit: impl FnMut(Square),
) {
    let occupied = pos.occupied();
    for dir in Direction::ALL {
        for sq in line(v, from, dir) {
            if occupied.has(sq) {
                break;
            }
            let (stop, pass) = v.access(pos, sq, is_king);
            if stop {
                visit(sq);
            }
            if !pass {
                break;
            }
        }
    }
}

/// The terms of one, two, three and four closed sides of the king.
const CLOSED: [Term; 4] = [Term::Closed1, Term::Closed2, Term::Closed3, Term::Closed4];
/// The terms of the three rings around the corners.
const CORNER_RINGS: [Term; 3] = [Term::CornerRing1, Term::CornerRing2, Term::CornerRing3];

/// Guards a corner needs before it counts as shut.
const CORNER_GUARDS: u32 = 3;

/// A corner's guard posts are the squares up to this many steps from it: three on boards from
/// 11x11, two on smaller ones.
fn corner_guard_steps(size: u8) -> u8 {
    if size >= 11 { 3 } else { 2 }
}

/// Where the evaluation's term counts go: summed with their weights in the search, kept one
/// by one by the tuner.
pub(crate) trait Tally {
    /// Adds `count` of `term`.
    fn add(&mut self, term: Term, count: i32);
    /// Whether `term` counts at all: a dear term with no weight need not be worked out.
    fn wants(&self, term: Term) -> bool;
    /// Adds the pieces by their squares (the piece-square terms).
    fn add_squares(&mut self, tables: &Tables, attackers: Bits, defenders: Bits, king: Square);
}

/// The weighted sum the search uses.
struct Sum<'a> {
    weights: &'a [i32; TERMS],
    total: i32,
}

impl Tally for Sum<'_> {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.total += self.weights[term.index()] * count;
    }

    #[inline(always)]
    fn wants(&self, term: Term) -> bool {
        self.weights[term.index()] != 0
    }

    #[inline(always)]
    fn add_squares(&mut self, tables: &Tables, attackers: Bits, defenders: Bits, king: Square) {
        let [on_attackers, on_defenders, on_king] = &tables.square_values;
        if let Some(value) = on_king.get(king.index()) {
            self.total -= value;
        }
        if on_attackers.is_empty() {
            return;
        }
        for a in attackers.iter() {
            self.total += on_attackers[a.index()];
        }
        for d in defenders.iter() {
            self.total -= on_defenders[d.index()];
        }
    }
}

/// Each weight's count, laid out as [`Weights::flat`] lays out the weights: for fitting them.
pub(crate) struct Counts(pub(crate) Vec<i32>);

impl Counts {
    /// Nothing counted yet, with room for the square classes of `tables`' board.
    pub(crate) fn new(tables: &Tables) -> Counts {
        Counts(vec![0; flat_len(tables.size)])
    }
}

impl Tally for Counts {
    fn add(&mut self, term: Term, count: i32) {
        self.0[term.index()] += count;
    }

    fn wants(&self, _: Term) -> bool {
        true
    }

    fn add_squares(&mut self, tables: &Tables, attackers: Bits, defenders: Bits, king: Square) {
        let class = |sq: Square| tables.square_class[sq.index()] as usize;
        let [on_attackers, on_defenders, on_king] =
            WeightTable::ALL.map(|t| t.range(tables.size).start);
        for a in attackers.iter() {
            self.0[on_attackers + class(a)] += 1;
        }
        for d in defenders.iter() {
            self.0[on_defenders + class(d)] -= 1;
        }
        self.0[on_king + class(king)] -= 1;
    }
}

/// From each square, the ray in each direction to the escape square it reaches within one
/// move (empty where none), the directions that have one, and the steps to the nearest
/// escape square.
fn escape_rays(v: &Variant) -> (Vec<[Bits; 4]>, Vec<u8>, Vec<u8>) {
    let mut rays = vec![[Bits::EMPTY; 4]; SQUARES];
    let mut ray_dirs = vec![0u8; SQUARES];
    let mut escape_distance = vec![u8::MAX; SQUARES];
    let escapes: Vec<Square> = v.escape.iter().collect();
    for sq in v.board.iter() {
        for dir in Direction::ALL {
            let mut ray = Bits::EMPTY;
            let mut at = sq;
            while let Some(n) = v.step(at, dir) {
                ray.set(n);
                if ray.count() as u8 > v.reach {
                    // Beyond one move's reach (one-step and dice games).
                    break;
                }
                if v.escape.has(n) {
                    rays[sq.index()][dir.index()] = ray;
                    ray_dirs[sq.index()] |= 1 << dir.index();
                    break;
                }
                at = n;
            }
        }
        escape_distance[sq.index()] = escapes.iter().map(|e| sq.steps_to(*e)).min().unwrap_or(0);
    }
    (rays, ray_dirs, escape_distance)
}

/// In corner-escape games, the squares one, two and three steps from the nearest corner.
fn corner_rings(v: &Variant) -> [Bits; 3] {
    let mut rings = [Bits::EMPTY; 3];
    if v.rules.escape != Escape::Corners {
        return rings;
    }
    for sq in v.board.iter() {
        if v.corners.has(sq) || sq == v.throne {
            continue;
        }
        let d = v
            .corners
            .iter()
            .map(|c| sq.steps_to(c))
            .min()
            .unwrap_or(u8::MAX);
        if (1..=3).contains(&d) {
            rings[d as usize - 1].set(sq);
        }
    }
    rings
}

/// In corner-escape games, each corner with the squares near it from which attackers guard
/// it.
fn corner_posts(v: &Variant) -> Vec<(Square, Bits)> {
    if v.rules.escape != Escape::Corners {
        return Vec::new();
    }
    let steps = corner_guard_steps(v.size);
    v.corners
        .iter()
        .map(|c| {
            let posts = v
                .board
                .iter()
                .filter(|sq| !v.corners.has(*sq) && (1..=steps).contains(&sq.steps_to(c)));
            (c, posts.collect())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveList;
    use crate::search::testing::random_games;
    use crate::search::weights::square_classes;

    /// Copenhagen with every corner walled off by three attackers, the king on e5, and ranks
    /// 7 and 8 as given (where one more attacker stands); `b2` false leaves the a1 corner open.
    fn walled(spare_rank7: &str, spare_rank8: &str, b2: bool) -> String {
        let rank2 = if b2 { "1t7t1" } else { "9t1" };
        format!("/2t5t2/{rank2}/t9t/11/4K6/11/{spare_rank7}/{spare_rank8}/t9t/1t7t1/2t5t2/")
    }

    /// The count of `term` in the position `record` (attackers to move), the king on it.
    fn count_of(v: &Variant, t: &Tables, record: &str, term: Term) -> i32 {
        let pos = v.parse_position(record, Side::Attackers).unwrap();
        let mut counts = Counts::new(t);
        assert!(t.count_terms(v, &pos, &mut Rooms::new(), &mut counts));
        counts.0[term.index()]
    }

    /// The king counts once, against the attackers, on his square's class in the king's
    /// table: the same class under each of the board's turns and mirrors (the search test
    /// `the_counts_weighted_are_the_evaluation` sees the weights add up).
    #[test]
    fn the_king_counts_on_his_square_class() {
        let v = Variant::preset("copenhagen").unwrap();
        let t = Tables::new(&v);
        let classes = square_classes(v.size);
        let king_counts = |pos: &Position| {
            let mut counts = Counts::new(&t);
            assert!(t.count_terms(&v, pos, &mut Rooms::new(), &mut counts));
            counts.0[WeightTable::King.range(v.size)].to_vec()
        };
        // b3 and its seven images: file 1, rank 2 from the nearest edges.
        for (file, rank) in [
            (1, 2),
            (2, 1),
            (9, 2),
            (8, 1),
            (1, 8),
            (2, 9),
            (9, 8),
            (8, 9),
        ] {
            let king = Square::new(file, rank);
            let attacker = Bits::single(Square::new(5, 5));
            let pos =
                Position::from_parts(attacker, Bits::EMPTY, Some(king), Side::Attackers, true);
            let mut expected = vec![0; classes];
            expected[square_class(v.size, 1, 2)] = -1;
            assert_eq!(king_counts(&pos), expected, "{king:?}");
        }
    }

    /// Once the king is shut off from every escape square, an attacker closing in on him
    /// counts, one for each step nearer within six; while a corner is open, nothing does.
    #[test]
    fn attackers_close_in_on_a_shut_in_king() {
        let v = Variant::preset("copenhagen").unwrap();
        let t = Tables::new(&v);
        let closing = |record: String| count_of(&v, &t, &record, Term::ClosingIn);
        // The spare attacker on g7 (four steps from the king) or on i8 (seven).
        let near = closing(walled("6t4", "11", true));
        let far = closing(walled("11", "8t2", true));
        assert_eq!(near - far, 2, "near {near}, far {far}");
        assert_eq!(closing(walled("6t4", "11", false)), 0);
        assert_eq!(closing(walled("11", "8t2", false)), 0);
    }

    /// A shut-in king's room is counted as the squares he is shut out of: the board's
    /// squares less his room's, none while a corner is open; with no defender left, again
    /// as the squeeze.
    #[test]
    fn a_shut_in_king_is_shut_out_of_the_rest_of_the_board() {
        let v = Variant::preset("copenhagen").unwrap();
        let t = Tables::new(&v);
        let shut_out = |record: String| count_of(&v, &t, &record, Term::ShutOut);
        // Walled corners: the king reaches all but the 4 corners, their 12 walls and the 8
        // squares behind them, and the spare attacker's square.
        assert_eq!(shut_out(walled("6t4", "11", true)), 4 + 12 + 8 + 1);
        assert_eq!(shut_out(walled("6t4", "11", false)), 0);
        // The king alone in a pocket on the first rank, walled off by c1 c2 d3 e3 f3 g2 g1:
        // he reaches d1 to f1, d2 to f2, and nothing else.
        let pocket = "/2t1K1t4/2t3t4/3ttt5/11/11/11/11/11/11/11/11/";
        assert_eq!(shut_out(pocket.into()), 121 - 6);
        // Only a king with no defender left is squeezed.
        let squeeze = |record: String| count_of(&v, &t, &record, Term::Squeeze);
        assert_eq!(squeeze(pocket.into()), 121 - 6);
        assert_eq!(squeeze(walled("6t4", "11", true)), 4 + 12 + 8 + 1);
        let defended = "/2t1K1t4/2t3t4/3ttt5/11/11/11/11/11/11/11/5T5/";
        assert_eq!(shut_out(defended.into()), 121 - 6);
        assert_eq!(squeeze(defended.into()), 0);
        // Walled into c1-i9 (walls on the b and j files and along rank 10): 63 squares.
        let side = "1t7t1/";
        let box_ = format!(
            "/{}1t2K4t1/{}1ttttttttt1/11/",
            side.repeat(4),
            side.repeat(4)
        );
        assert_eq!(squeeze(box_.clone()), 121 - 63);
        assert_eq!(shut_out(box_), 121 - 63);
    }

    /// The attackers lost since the start count squared: none at the start, then 1, 4, 9 as
    /// soldiers go from the first rank (and the same from any other side).
    #[test]
    fn attackers_lost_count_squared() {
        let v = Variant::preset("copenhagen").unwrap();
        let t = Tables::new(&v);
        let lost_sq = |record: String| count_of(&v, &t, &record, Term::AttackersLostSq);
        let middle = "/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/";
        for (lost, rank1) in [(0, "3ttttt3"), (1, "4tttt3"), (2, "5ttt3"), (3, "6tt3")] {
            let from_rank1 = format!("/{rank1}/5t5{middle}5t5/3ttttt3/");
            assert_eq!(lost_sq(from_rank1), -(lost * lost), "{rank1}");
            let from_rank11 = format!("/3ttttt3/5t5{middle}5t5/{rank1}/");
            assert_eq!(lost_sq(from_rank11), -(lost * lost), "{rank1}");
        }
    }

    /// A corner counts open by how near the king is to it and how many of its three guards
    /// are missing, in every symmetry of the board.
    #[test]
    fn open_corners_count_the_kings_nearness_and_the_missing_guards() {
        let v = Variant::preset("copenhagen").unwrap();
        let t = Tables::new(&v);
        let at = |f: u8, r: u8| Square::new(f, r);
        // Square (file, rank) turned by one of the board's 8 symmetries.
        let turn = |k: usize, (f, r): (u8, u8)| {
            let (f, r) = if k & 1 == 1 { (r, f) } else { (f, r) };
            let f = if k & 2 == 2 { 10 - f } else { f };
            let r = if k & 4 == 4 { 10 - r } else { r };
            at(f, r)
        };
        for k in 0..8 {
            let king = turn(k, (1, 2)); // b3: three steps from a1
            let guards =
                |squares: &[(u8, u8)]| -> Bits { squares.iter().map(|&sq| turn(k, sq)).collect() };
            assert_eq!(t.open_corners(Bits::EMPTY, king), 3 * 3, "symmetry {k}");
            // b2 and c1 guard a1; e5 is no post.
            let two = guards(&[(1, 1), (2, 0), (4, 4)]);
            assert_eq!(t.open_corners(two, king), 3, "symmetry {k}");
            // A third guard shuts it; a fourth counts no more.
            let three = guards(&[(1, 1), (2, 0), (0, 3)]);
            assert_eq!(t.open_corners(three, king), 0, "symmetry {k}");
            let four = guards(&[(1, 1), (2, 0), (0, 3), (3, 0)]);
            assert_eq!(t.open_corners(four, king), 0, "symmetry {k}");
            // Six steps away, the king is near no corner.
            assert_eq!(t.open_corners(Bits::EMPTY, turn(k, (3, 3))), 0);
        }
        // Edge-escape rules have no corners to guard.
        let tablut = Variant::preset("tablut").unwrap();
        let t = Tables::new(&tablut);
        assert_eq!(t.open_corners(Bits::EMPTY, at(0, 1)), 0);
    }

    /// The king's second-move threats are the squares the rules let him reach in two moves
    /// (the other side passing between), not in one, with an open run from there: checked
    /// by playing his moves, over random games of three rule sets, wherever no king move
    /// on the way captures (the count reads the board as it stands).
    #[test]
    fn second_threats_are_the_kings_two_move_runs() {
        let mut compared = 0;
        let mut nonzero = 0;
        for id in ["copenhagen", "brandub", "tablut"] {
            let v = Variant::preset(id).unwrap();
            let t = Tables::new(&v);
            random_games(
                &v,
                3,
                30,
                |game| 20 + game * 4,
                |pos| {
                    if let Some(count) = second_threats_by_play(&v, pos) {
                        let king = pos.king().unwrap();
                        let blockers = t.king_blockers(&v, pos);
                        let mut first = Bits::EMPTY;
                        for_each_stop(&v, pos, king, true, |sq| first.set(sq));
                        let counted = t.second_threats(&v, pos, king, first, &blockers);
                        assert_eq!(counted, count, "{id} {}", v.position_record(pos));
                        compared += 1;
                        nonzero += (count > 0) as usize;
                    }
                },
            );
        }
        assert!(compared > 1000 && nonzero > 100, "{compared} {nonzero}");
    }

    /// The count from the squares with a run is the count from walking every stop of every
    /// first stop, on every preset and on a throne the king may stop on and not pass.
    #[test]
    fn second_threats_from_their_end_are_the_walked_ones() {
        let (mut compared, mut nonzero) = (0, 0);
        let mut variants: Vec<Variant> = crate::presets::PRESETS
            .iter()
            .map(|p| Variant::preset(p.id).unwrap())
            .collect();
        let copenhagen = Variant::preset("copenhagen").unwrap();
        variants.push(
            Variant::new(crate::rules::Rules {
                throne_pass: crate::rules::ThronePass::Nobody,
                ..copenhagen.rules.clone()
            })
            .unwrap(),
        );
        for v in &variants {
            let t = Tables::new(v);
            random_games(
                v,
                5,
                20,
                |game| 30 + game * 5,
                |pos| {
                    let Some(king) = pos.king() else { return };
                    let blockers = t.king_blockers(v, pos);
                    let mut first = Bits::EMPTY;
                    for_each_stop(v, pos, king, true, |sq| first.set(sq));
                    let walked = second_threats_by_walking(&t, v, pos, king, first, &blockers);
                    let counted = t.second_threats(v, pos, king, first, &blockers);
                    let id = &v.rules.id;
                    assert_eq!(counted, walked, "{id} {}", v.position_record(pos));
                    compared += 1;
                    nonzero += (walked > 0) as usize;
                },
            );
        }
        assert!(compared > 10_000 && nonzero > 1_000, "{compared} {nonzero}");
    }

    /// [`Tables::second_threats`] as it was first written: every stop of every first stop
    /// without a run walked, and the new squares with a run counted.
    fn second_threats_by_walking(
        t: &Tables,
        v: &Variant,
        pos: &Position,
        king: Square,
        first: Bits,
        blockers: &Bits,
    ) -> i32 {
        let mut second = Bits::EMPTY;
        for from in first.iter() {
            if t.routes_from(from, blockers) == 0 {
                for_each_stop(v, pos, from, true, |sq| second.set(sq));
            }
        }
        (second & !first & !Bits::single(king))
            .iter()
            .filter(|sq| t.routes_from(*sq, blockers) > 0)
            .count() as i32
    }

    /// [`Tables::second_threats`] by playing the king's moves with the defenders to move
    /// twice; `None` when a king move on the way captures, or he already has an open run.
    fn second_threats_by_play(v: &Variant, pos: &Position) -> Option<i32> {
        let king = pos.king()?;
        let king_moves = |p: &Position| {
            let mut list = MoveList::new();
            v.legal_moves(&p.with_to_move(Side::Defenders), &mut list);
            let from = p.king().unwrap();
            list.iter()
                .filter(|m| m.from == from)
                .map(|&m| v.play(&p.with_to_move(Side::Defenders), m))
                .collect::<Vec<_>>()
        };
        if v.king_routes(pos) > 0 {
            return None;
        }
        let first = king_moves(pos);
        let mut reached = Bits::single(king);
        for (child, captured) in &first {
            if !captured.is_empty() {
                return None;
            }
            reached.set(child.king().unwrap());
        }
        let mut threats = Bits::EMPTY;
        for (child, _) in first.iter().filter(|(c, _)| v.king_routes(c) == 0) {
            for (grandchild, captured) in king_moves(child) {
                if !captured.is_empty() {
                    return None;
                }
                let sq = grandchild.king().unwrap();
                if !reached.has(sq) && v.king_routes(&grandchild) > 0 {
                    threats.set(sq);
                }
            }
        }
        Some(threats.count() as i32)
    }

    /// The squares walked back from the escape squares are exactly the free ones with an open
    /// run, on every preset (corners and edges, thrones that block, one-step games), whatever
    /// blocks the runs.
    #[test]
    fn run_squares_are_the_squares_with_a_run() {
        let mut runs = 0;
        for preset in crate::presets::PRESETS {
            let v = Variant::preset(preset.id).unwrap();
            let t = Tables::new(&v);
            random_games(
                &v,
                11,
                4,
                |_| 120,
                |pos| {
                    let blockers = t.king_blockers(&v, pos);
                    let by_rays: Bits = v
                        .board
                        .iter()
                        .filter(|sq| !blockers.has(*sq) && t.routes_from(*sq, &blockers) > 0)
                        .collect();
                    let walked = t.run_squares(&v, &blockers);
                    assert_eq!(walked, by_rays, "{} {}", preset.id, v.position_record(pos));
                    runs += walked.count();
                },
            );
        }
        assert!(runs > 10_000, "{runs}");
    }

    /// The ray tables agree with the engine's own count of open routes.
    #[test]
    fn routes_match_the_engine() {
        for id in [
            "copenhagen",
            "tablut",
            "brandub",
            "alea-evangelii",
            "ard-ri",
        ] {
            let v = Variant::preset(id).unwrap();
            let t = Tables::new(&v);
            random_games(
                &v,
                7,
                1,
                |_| 200,
                |pos| {
                    if let Some(k) = pos.king() {
                        assert_eq!(
                            t.routes_from(k, &t.king_blockers(&v, pos)),
                            v.king_routes(pos),
                            "{id} {}",
                            v.position_record(pos)
                        );
                    }
                },
            );
        }
    }
}
