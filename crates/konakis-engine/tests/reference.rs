//! The engine against a plain reference: the rules of docs/rules.md written again, as simply as
//! possible (a grid of squares, no bitboards, no tables), and compared with the engine on
//! thousands of random crowded positions of every preset and of custom rule sets. Crowded
//! boards make the rare cases common: shieldwalls, Linnaean captures, kings against the
//! throne or the edge, several captures at once.

mod common;

use common::*;
use konakis_engine::{
    CaptureLimit, Escape, Hostility, KingCapture, Linnaean, Move, MoveList, Movement, PRESETS,
    Piece, Position, RoutesTo, Rules, Shieldwall, Side, Square, StopBetween, ThroneGuard,
    ThronePass, ThroneStop, Variant,
};

/// A position as a plain grid, `cells[rank][file]`.
#[derive(Clone, PartialEq, Debug)]
struct Grid {
    n: i32,
    cells: Vec<Vec<Option<Piece>>>,
    to_move: Side,
    king_left_throne: bool,
}

impl Grid {
    fn at(&self, f: i32, r: i32) -> Option<Piece> {
        self.cells[r as usize][f as usize]
    }

    fn on(&self, f: i32, r: i32) -> bool {
        (0..self.n).contains(&f) && (0..self.n).contains(&r)
    }

    fn king(&self) -> Option<(i32, i32)> {
        (0..self.n)
            .flat_map(|r| (0..self.n).map(move |f| (f, r)))
            .find(|&(f, r)| self.at(f, r) == Some(Piece::King))
    }
}

const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The rules as docs/rules.md states them, read off a `Rules` value.
struct Reference {
    rules: Rules,
    n: i32,
    throne: (i32, i32),
    corners: Vec<(i32, i32)>,
    /// What raichi and tuichi count routes to.
    route_ends: Vec<(i32, i32)>,
    /// The farthest one move goes.
    reach: i32,
}

fn side_of(piece: Piece) -> Side {
    match piece {
        Piece::Attacker => Side::Attackers,
        Piece::Defender | Piece::King => Side::Defenders,
    }
}

fn hostile(h: Hostility, victim: Piece) -> bool {
    match h {
        Hostility::All => true,
        Hostility::SoldiersOnly => victim != Piece::King,
        Hostility::AttackersOnly => victim == Piece::Attacker,
        Hostility::None => false,
    }
}

impl Reference {
    fn new(rules: &Rules) -> Reference {
        let n = rules.size as i32;
        let last = n - 1;
        let marked = rules.escape == Escape::Corners || rules.marked_corners;
        let corners: Vec<(i32, i32)> = match marked {
            true if rules.corners.is_empty() => vec![(0, 0), (last, 0), (0, last), (last, last)],
            true => rules
                .corners
                .iter()
                .map(|s| (s.file() as i32, s.rank() as i32))
                .collect(),
            false => Vec::new(),
        };
        // The start position, read by hand: rank 1 first.
        let mut start_occupied = Vec::new();
        for (r, row) in rules.start.trim_matches('/').split('/').enumerate() {
            let mut f = 0;
            let mut count = String::new();
            for c in row.chars() {
                if c.is_ascii_digit() {
                    count.push(c);
                    continue;
                }
                if !count.is_empty() {
                    f += count.parse::<i32>().unwrap();
                    count.clear();
                }
                start_occupied.push((f, r as i32));
                f += 1;
            }
        }
        let edge: Vec<(i32, i32)> = (0..n)
            .flat_map(|r| (0..n).map(move |f| (f, r)))
            .filter(|&(f, r)| f == 0 || r == 0 || f == last || r == last)
            .collect();
        let escape = match rules.escape {
            Escape::Corners => corners.clone(),
            Escape::Edge => edge.clone(),
            Escape::EdgeEmptyAtStart => edge
                .iter()
                .copied()
                .filter(|sq| !start_occupied.contains(sq))
                .collect(),
        };
        let route_ends = match rules.routes_to {
            RoutesTo::EscapeSquares => escape,
            RoutesTo::Edge => edge,
        };
        let reach = match rules.movement {
            Movement::Rook => n,
            Movement::OneStep => 1,
            Movement::DiceAtMost | Movement::DiceExactly => 6,
        };
        Reference {
            rules: rules.clone(),
            n,
            throne: (n / 2, n / 2),
            corners,
            route_ends,
            reach,
        }
    }

    fn is_corner(&self, f: i32, r: i32) -> bool {
        self.corners.contains(&(f, r))
    }

    fn on_edge(&self, f: i32, r: i32) -> bool {
        f == 0 || r == 0 || f == self.n - 1 || r == self.n - 1
    }

    /// (may stop, may pass) for a piece on the empty square.
    fn access(&self, g: &Grid, f: i32, r: i32, is_king: bool) -> (bool, bool) {
        if (f, r) == self.throne {
            if self.rules.throne_closed_after_king_left && g.king_left_throne {
                return (false, false);
            }
            let stop = is_king && self.rules.throne_stop == ThroneStop::KingOnly;
            let pass = match self.rules.throne_pass {
                ThronePass::All => true,
                ThronePass::KingOnly => is_king,
                ThronePass::Nobody => false,
            };
            (stop, pass)
        } else if self.is_corner(f, r) {
            (is_king, is_king)
        } else {
            (true, true)
        }
    }

    /// Every move, one per choice of capture under one-capture rules: (from, to, choice).
    fn moves(&self, g: &Grid) -> Vec<((i32, i32), (i32, i32), Option<(i32, i32)>)> {
        let mut out = Vec::new();
        for (from, to) in self.slides(g) {
            let taken = self.play(g, from, to, None).1;
            let choices = self.choices(g, &taken, to);
            if self.rules.captures_per_move == CaptureLimit::One && choices.len() > 1 {
                out.extend(choices.into_iter().map(|t| (from, to, Some(t))));
            } else {
                out.push((from, to, None));
            }
        }
        out
    }

    /// What a one-capture move chooses among: each captured square but the mover's own, the
    /// king and the defender pinned against his throne (Linnaean with the king) as one, the
    /// king's.
    fn choices(&self, g: &Grid, taken: &[(i32, i32)], to: (i32, i32)) -> Vec<(i32, i32)> {
        let mut choices: Vec<_> = taken.iter().copied().filter(|&t| t != to).collect();
        let king_taken = choices.contains(&self.throne)
            && g.at(self.throne.0, self.throne.1) == Some(Piece::King);
        if king_taken && self.rules.linnaean_capture == Linnaean::DefenderAndKing {
            choices.retain(|&(f, r)| {
                let beside = (f - self.throne.0).abs() + (r - self.throne.1).abs() == 1;
                !(beside && g.at(f, r) == Some(Piece::Defender))
            });
        }
        choices
    }

    fn slides(&self, g: &Grid) -> Vec<((i32, i32), (i32, i32))> {
        let mut out = Vec::new();
        for r in 0..self.n {
            for f in 0..self.n {
                let Some(piece) = g.at(f, r) else { continue };
                if side_of(piece) != g.to_move {
                    continue;
                }
                for (df, dr) in DIRS {
                    let (mut x, mut y) = (f + df, r + dr);
                    while g.on(x, y)
                        && g.at(x, y).is_none()
                        && (x - f).abs() + (y - r).abs() <= self.reach
                    {
                        let (stop, pass) = self.access(g, x, y, piece == Piece::King);
                        if stop {
                            out.push(((f, r), (x, y)));
                        }
                        if !pass {
                            break;
                        }
                        x += df;
                        y += dr;
                    }
                }
            }
        }
        out
    }

    /// Whether the square `(f, r)` closes a capture of `victim` standing at `v` for the side
    /// `by`.
    fn closes(&self, g: &Grid, f: i32, r: i32, victim: Piece, v: (i32, i32), by: Side) -> bool {
        if !g.on(f, r) {
            return false;
        }
        match g.at(f, r) {
            // The king is on the side opposite the victim's.
            Some(Piece::King) => {
                if victim == Piece::Attacker {
                    self.rules.king_armed
                        || ((f, r) == self.throne
                            && self.rules.occupied_throne_hostile_to_attackers)
                } else {
                    // Linnaean: the king on his throne, attackers on its three other sides.
                    self.rules.linnaean_capture != Linnaean::Off
                        && (f, r) == self.throne
                        && DIRS.iter().all(|(df, dr)| {
                            let s = (f + df, r + dr);
                            s == v || g.at(s.0, s.1) == Some(Piece::Attacker)
                        })
                }
            }
            Some(p) => side_of(p) == by,
            None => {
                if (f, r) == self.throne {
                    hostile(self.rules.empty_throne_hostile, victim)
                } else if self.is_corner(f, r) {
                    hostile(self.rules.corners_hostile, victim)
                } else {
                    false
                }
            }
        }
    }

    fn king_taken(&self, g: &Grid, k: (i32, i32), from_dir: (i32, i32)) -> bool {
        let beside_throne = DIRS
            .iter()
            .any(|(df, dr)| (k.0 + df, k.1 + dr) == self.throne);
        let strong = match self.rules.king_capture {
            KingCapture::Strong => true,
            KingCapture::Weak => false,
            KingCapture::StrongNearThrone => {
                let guarded =
                    self.rules.throne_guard == ThroneGuard::BySquare || !g.king_left_throne;
                (k == self.throne && guarded) || beside_throne
            }
        };
        if strong {
            DIRS.iter().all(|(df, dr)| {
                let (x, y) = (k.0 + df, k.1 + dr);
                if !g.on(x, y) {
                    self.rules.edge_against_king
                } else {
                    g.at(x, y) == Some(Piece::Attacker) || (x, y) == self.throne
                }
            })
        } else {
            let (x, y) = (k.0 + from_dir.0, k.1 + from_dir.1);
            self.closes(g, x, y, Piece::King, k, Side::Attackers)
        }
    }

    /// Plays a move on the grid, taking only `choice` where it names one; returns the
    /// captured squares.
    fn play(
        &self,
        g: &Grid,
        from: (i32, i32),
        to: (i32, i32),
        choice: Option<(i32, i32)>,
    ) -> (Grid, Vec<(i32, i32)>) {
        let mut g = g.clone();
        let mover = g.cells[from.1 as usize][from.0 as usize].take().unwrap();
        g.cells[to.1 as usize][to.0 as usize] = Some(mover);
        let tracks = self.rules.throne_closed_after_king_left
            || self.rules.throne_guard == ThroneGuard::UntilKingLeaves;
        if mover == Piece::King && from == self.throne && tracks {
            g.king_left_throne = true;
        }
        let by = side_of(mover);
        let armed = mover != Piece::King || self.rules.king_armed;
        let mut taken = Vec::new();
        for (df, dr) in DIRS {
            let v = (to.0 + df, to.1 + dr);
            if !g.on(v.0, v.1) {
                continue;
            }
            let Some(victim) = g.at(v.0, v.1) else {
                continue;
            };
            if side_of(victim) == by {
                continue;
            }
            if victim == Piece::King {
                if self.king_taken(&g, v, (df, dr)) {
                    taken.push(v);
                }
            } else if armed && self.closes(&g, v.0 + df, v.1 + dr, victim, v, by) {
                taken.push(v);
                let anvil = (v.0 + df, v.1 + dr);
                if victim == Piece::Defender
                    && g.at(anvil.0, anvil.1) == Some(Piece::King)
                    && self.rules.linnaean_capture == Linnaean::DefenderAndKing
                {
                    taken.push(anvil);
                }
            }
        }
        if self.rules.shieldwall != Shieldwall::None && armed && self.on_edge(to.0, to.1) {
            let last = self.n - 1;
            for (on_this_edge, inward) in [
                (to.1 == 0, (0, 1)),
                (to.1 == last, (0, -1)),
                (to.0 == 0, (1, 0)),
                (to.0 == last, (-1, 0)),
            ] {
                if !on_this_edge {
                    continue;
                }
                for along in [(inward.1, inward.0), (-inward.1, -inward.0)] {
                    let mut row = Vec::new();
                    let mut s = (to.0 + along.0, to.1 + along.1);
                    while g.on(s.0, s.1) {
                        let Some(p) = g.at(s.0, s.1) else { break };
                        let front = (s.0 + inward.0, s.1 + inward.1);
                        let braced = g.at(front.0, front.1).is_some_and(|q| side_of(q) == by);
                        if side_of(p) == by || !braced {
                            break;
                        }
                        row.push(s);
                        s = (s.0 + along.0, s.1 + along.1);
                    }
                    if row.len() < 2 || !g.on(s.0, s.1) {
                        continue;
                    }
                    let closed = match g.at(s.0, s.1) {
                        Some(Piece::King) => by == Side::Defenders && self.rules.king_armed,
                        Some(p) => side_of(p) == by,
                        None => {
                            self.rules.shieldwall == Shieldwall::Strong && self.is_corner(s.0, s.1)
                        }
                    };
                    if closed {
                        taken.extend(
                            row.into_iter()
                                .filter(|&(f, r)| g.at(f, r) != Some(Piece::King)),
                        );
                    }
                }
            }
        }
        taken.sort();
        taken.dedup();
        // A named capture (one-capture rules): that piece only, or the king with the defender
        // pinned against his throne.
        if let Some(c) = choice {
            let choices = self.choices(&g, &taken, to);
            let pair = g.at(c.0, c.1) == Some(Piece::King)
                && choices.len() + taken.iter().filter(|&&t| t == to).count() < taken.len();
            taken.retain(|&t| {
                t == c
                    || (pair && g.at(t.0, t.1) == Some(Piece::Defender) && {
                        (t.0 - c.0).abs() + (t.1 - c.1).abs() == 1
                    })
            });
        }
        for &(f, r) in &taken {
            g.cells[r as usize][f as usize] = None;
        }
        // Seed 000's rule 6: a soldier left standing between two enemies is taken.
        if self.rules.stop_between == StopBetween::Captured && mover != Piece::King {
            let enemy = by.opponent();
            let between = [[(0, 1), (0, -1)], [(1, 0), (-1, 0)]].iter().any(|pair| {
                pair.iter()
                    .all(|(df, dr)| self.closes(&g, to.0 + df, to.1 + dr, mover, to, enemy))
            });
            if between {
                g.cells[to.1 as usize][to.0 as usize] = None;
                taken.push(to);
                taken.sort();
            }
        }
        g.to_move = g.to_move.opponent();
        (g, taken)
    }

    /// No defender (the king included) can walk to the edge through squares free of
    /// attackers.
    fn encircled(&self, g: &Grid) -> bool {
        let mut seen = vec![vec![false; self.n as usize]; self.n as usize];
        let mut todo: Vec<(i32, i32)> = (0..self.n)
            .flat_map(|r| (0..self.n).map(move |f| (f, r)))
            .filter(|&(f, r)| g.at(f, r).is_some_and(|p| side_of(p) == Side::Defenders))
            .collect();
        if todo.is_empty() {
            return false;
        }
        while let Some((f, r)) = todo.pop() {
            if seen[r as usize][f as usize] {
                continue;
            }
            seen[r as usize][f as usize] = true;
            if self.on_edge(f, r) {
                return false;
            }
            for (df, dr) in DIRS {
                let (x, y) = (f + df, r + dr);
                if g.on(x, y) && g.at(x, y) != Some(Piece::Attacker) {
                    todo.push((x, y));
                }
            }
        }
        true
    }

    fn king_routes(&self, g: &Grid) -> u32 {
        let Some(k) = g.king() else { return 0 };
        let mut routes = 0;
        for (df, dr) in DIRS {
            let (mut x, mut y) = (k.0 + df, k.1 + dr);
            while g.on(x, y) && g.at(x, y).is_none() {
                let (stop, pass) = self.access(g, x, y, true);
                if stop && self.route_ends.contains(&(x, y)) {
                    routes += 1;
                    break;
                }
                if !pass {
                    break;
                }
                x += df;
                y += dr;
            }
        }
        routes
    }
}

fn to_square((f, r): (i32, i32)) -> Square {
    Square::new(f as u8, r as u8)
}

fn grid_of(v: &Variant, pos: &Position) -> Grid {
    let n = v.size() as i32;
    Grid {
        n,
        cells: (0..n)
            .map(|r| (0..n).map(|f| pos.piece_at(to_square((f, r)))).collect())
            .collect(),
        to_move: pos.to_move(),
        king_left_throne: pos.king_left_throne(),
    }
}

/// A random crowded position: soldiers never on restricted squares, the king anywhere free.
fn random_position(v: &Variant, rng: &mut Rng) -> Position {
    let n = v.size();
    let density = [15, 30, 45, 60][rng.below(4)];
    // Half the boards crowd the two outer rings, where shieldwalls and edge kings live.
    let rim_density = if rng.below(2) == 0 { 75 } else { density };
    let restricted = v.corners() | konakis_engine::Bits::single(v.throne());
    let mut rows = vec![vec!['.'; n as usize]; n as usize];
    for r in 0..n {
        for f in 0..n {
            let depth = f.min(r).min(n - 1 - f).min(n - 1 - r);
            let wanted = if depth <= 1 { rim_density } else { density };
            if restricted.has(Square::new(f, r)) || rng.below(100) >= wanted {
                continue;
            }
            rows[r as usize][f as usize] = if rng.below(100) < 55 { 't' } else { 'T' };
        }
    }
    // The king: often on or beside the throne or on the edge, where the rules differ.
    let c = (n / 2) as usize;
    let spots = [(c, c), (c + 1, c), (c, c - 1), (0, c), (c, n as usize - 1)];
    let (kf, kr) = if rng.below(2) == 0 {
        spots[rng.below(spots.len())]
    } else {
        (rng.below(n as usize), rng.below(n as usize))
    };
    if !v.corners().has(Square::new(kf as u8, kr as u8)) {
        rows[kr][kf] = 'K';
    }
    let diagram: String = rows
        .iter()
        .rev()
        .map(|row| row.iter().collect::<String>() + "\n")
        .collect();
    let side = if rng.below(2) == 0 {
        Side::Attackers
    } else {
        Side::Defenders
    };
    position(v, &diagram, side)
}

fn compare(v: &Variant, positions: usize, seed: u64) {
    let reference = Reference::new(v.rules());
    let mut rng = Rng::new(seed);
    let mut list = MoveList::new();
    let mut captures_seen = 0;
    for _ in 0..positions {
        let pos = random_position(v, &mut rng);
        let grid = grid_of(v, &pos);
        // Moves.
        v.legal_moves(&pos, &mut list);
        let mut engine_moves: Vec<Move> = list.to_vec();
        engine_moves.sort();
        let mut reference_moves: Vec<Move> = reference
            .moves(&grid)
            .into_iter()
            .map(|(a, b, choice)| {
                let mv = Move::new(to_square(a), to_square(b));
                choice.map_or(mv, |c| mv.taking(to_square(c)))
            })
            .collect();
        reference_moves.sort();
        assert_eq!(
            engine_moves,
            reference_moves,
            "{}: moves\n{}",
            v.rules().id,
            diagram(v, &pos)
        );
        // Board judgements.
        assert_eq!(v.is_encircled(&pos), reference.encircled(&grid));
        assert_eq!(v.king_routes(&pos), reference.king_routes(&grid));
        // Every move's captures and result.
        for m in &engine_moves {
            let (next, captured) = v.play(&pos, *m);
            let at = |s: Square| (s.file() as i32, s.rank() as i32);
            let (next_grid, taken) = reference.play(&grid, at(m.from), at(m.to), m.take().map(at));
            let taken: konakis_engine::Bits = taken.into_iter().map(to_square).collect();
            assert_eq!(
                captured,
                taken,
                "{}: captures of {m}\n{}",
                v.rules().id,
                diagram(v, &pos)
            );
            assert_eq!(grid_of(v, &next), next_grid, "{}: {m}", v.rules().id);
            captures_seen += captured.count();
        }
    }
    assert!(
        captures_seen as usize > positions,
        "{}: the boards are crowded enough",
        v.rules().id
    );
}

#[test]
fn every_preset_agrees_with_the_reference() {
    for (i, preset) in PRESETS.iter().enumerate() {
        let v = self::preset(preset.id);
        let positions = if v.size() > 13 { 150 } else { 600 };
        compare(&v, positions, 100 + i as u64);
    }
}

#[test]
fn small_boards_and_switches_agree_with_the_reference() {
    let mut sets: Vec<Rules> = PRESETS.iter().map(|p| rules_on(p.id, 7)).collect();
    let tablut = Rules::preset("tablut").unwrap();
    sets.push(tablut.clone().with_escape(Escape::Corners));
    sets.push(tablut.clone().with_escape(Escape::EdgeEmptyAtStart));
    sets.push(Rules {
        throne_closed_after_king_left: true,
        ..tablut
    });
    let copenhagen = rules_on("copenhagen", 7);
    sets.push(Rules {
        king_armed: false,
        shieldwall: Shieldwall::Weak,
        ..copenhagen.clone()
    });
    sets.push(Rules {
        throne_pass: ThronePass::KingOnly,
        throne_stop: ThroneStop::Nobody,
        corners_hostile: Hostility::AttackersOnly,
        empty_throne_hostile: Hostility::SoldiersOnly,
        king_capture: KingCapture::StrongNearThrone,
        edge_against_king: true,
        linnaean_capture: konakis_engine::Linnaean::Defender,
        ..copenhagen.clone()
    });
    sets.push(Rules {
        throne_pass: ThronePass::Nobody,
        king_capture: KingCapture::Weak,
        occupied_throne_hostile_to_attackers: false,
        ..copenhagen.clone().with_escape(Escape::Edge)
    });
    // The new switches, each on a board where it matters, and several together.
    sets.push(Rules {
        stop_between: StopBetween::Captured,
        captures_per_move: CaptureLimit::One,
        ..copenhagen.clone()
    });
    sets.push(Rules {
        marked_corners: true,
        routes_to: RoutesTo::Edge,
        movement: Movement::OneStep,
        ..rules_on("tablut", 7).with_escape(Escape::EdgeEmptyAtStart)
    });
    sets.push(Rules {
        throne_guard: ThroneGuard::UntilKingLeaves,
        linnaean_capture: Linnaean::DefenderAndKing,
        stop_between: StopBetween::Captured,
        movement: Movement::DiceAtMost,
        ..rules_on("brandub", 7)
    });
    sets.push(Rules {
        captures_per_move: CaptureLimit::One,
        movement: Movement::DiceExactly,
        ..rules_on("hnefatafl-polish", 9)
    });
    sets.push(Rules {
        captures_per_move: CaptureLimit::One,
        ..rules_on("brandub-french", 7)
    });
    for (i, rules) in sets.into_iter().enumerate() {
        compare(&compile(rules), 800, 200 + i as u64);
    }
}
