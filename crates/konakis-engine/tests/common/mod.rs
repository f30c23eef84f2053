//! Helpers shared by the engine's scenario tests: positions drawn as ASCII boards, presets'
//! rules on small boards, and a move player that reports captured squares by name.
//!
//! A diagram lists the TOP rank first (as a player looks at the board), one row a line; spaces
//! between squares are optional. `.` is an empty square, `+` an empty square marked for the
//! reader (a throne or a corner), `t` an attacker, `T` a defender, `K` the king.
//! OpenTafl positional records list rank 1 first, so [`record`] reverses the rows.
#![allow(dead_code)]

use konakis_engine::{
    Bits, Game, Move, MoveList, Outcome, Position, Reason, Rules, Side, Square, Variant,
};

/// The OpenTafl positional record of a diagram (top rank first in the diagram, rank 1 first
/// in the record).
pub fn record(diagram: &str) -> String {
    let rows: Vec<String> = diagram
        .lines()
        .map(|line| line.split_whitespace().collect::<String>())
        .filter(|row| !row.is_empty())
        .collect();
    let mut out = String::from("/");
    for row in rows.iter().rev() {
        let mut empty = 0;
        for c in row.chars() {
            match c {
                '.' | '+' => empty += 1,
                't' | 'T' | 'K' => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
                other => panic!("diagram: '{other}' is not a square (. + t T K)"),
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        out.push('/');
    }
    out
}

/// The diagram of a position, top rank first, squares separated by spaces (`.` empty).
pub fn diagram(variant: &Variant, pos: &Position) -> String {
    let size = variant.size();
    let mut out = String::new();
    for rank in (0..size).rev() {
        let row: Vec<&str> = (0..size)
            .map(|file| match pos.piece_at(Square::new(file, rank)) {
                None => ".",
                Some(konakis_engine::Piece::Attacker) => "t",
                Some(konakis_engine::Piece::Defender) => "T",
                Some(konakis_engine::Piece::King) => "K",
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}

/// Normalises a diagram for comparison (`+` becomes `.`, spacing is made uniform).
pub fn normalise(diagram: &str) -> String {
    diagram
        .lines()
        .map(|line| line.split_whitespace().collect::<String>())
        .filter(|row| !row.is_empty())
        .map(|row| {
            let squares: Vec<String> = row
                .chars()
                .map(|c| {
                    if c == '+' {
                        ".".to_string()
                    } else {
                        c.to_string()
                    }
                })
                .collect();
            squares.join(" ") + "\n"
        })
        .collect()
}

/// A preset's variant.
pub fn preset(id: &str) -> Variant {
    Variant::preset(id).unwrap_or_else(|e| panic!("{id}: {e}"))
}

/// A preset's rules moved to a `size` x `size` board, with a lone king on the throne as the
/// start (scenario positions replace it). Alea Evangelii's 2x2 refuges move to the new corners.
pub fn rules_on(id: &str, size: u8) -> Rules {
    let mut rules = Rules::preset(id).unwrap_or_else(|| panic!("no preset {id}"));
    let half = size / 2;
    let mut start = String::from("/");
    for rank in 0..size {
        if rank == half {
            start.push_str(&format!("{half}K{half}/"));
        } else {
            start.push_str(&format!("{size}/"));
        }
    }
    rules.size = size;
    rules.start = start;
    if !rules.corners.is_empty() {
        let last = size - 1;
        rules.corners = [
            (0, 0),
            (1, 0),
            (0, 1),
            (1, 1),
            (last - 1, 0),
            (last, 0),
            (last - 1, 1),
            (last, 1),
            (0, last - 1),
            (1, last - 1),
            (0, last),
            (1, last),
            (last - 1, last - 1),
            (last, last - 1),
            (last - 1, last),
            (last, last),
        ]
        .into_iter()
        .map(|(f, r)| Square::new(f, r))
        .collect();
    }
    rules
}

/// A preset's rules on a `size` x `size` board, compiled.
pub fn small(id: &str, size: u8) -> Variant {
    Variant::new(rules_on(id, size)).unwrap_or_else(|e| panic!("{id} on {size}x{size}: {e}"))
}

/// Compiles rules, panicking with the message on error.
pub fn compile(rules: Rules) -> Variant {
    Variant::new(rules).unwrap_or_else(|e| panic!("rules: {e}"))
}

/// The position a diagram draws, `to_move` on move.
pub fn position(variant: &Variant, diagram: &str, to_move: Side) -> Position {
    let text = record(diagram);
    variant
        .parse_position(&text, to_move)
        .unwrap_or_else(|e| panic!("diagram {text}: {e}"))
}

/// A square by name.
pub fn sq(name: &str) -> Square {
    name.parse()
        .unwrap_or_else(|e| panic!("square {name}: {e}"))
}

/// A move by its OpenTafl text.
pub fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("move {text}: {e}"))
}

/// Square names of a set, in board order.
pub fn names(bits: Bits) -> Vec<String> {
    bits.iter().map(|s| s.to_string()).collect()
}

/// Plays a move that must be legal; returns the new position and the captured squares' names
/// (sorted).
pub fn play(variant: &Variant, pos: &Position, text: &str) -> (Position, Vec<String>) {
    let m = mv(text);
    if let Err(e) = variant.check_move(pos, m) {
        panic!("{text} should be legal: {e}\n{}", diagram(variant, pos));
    }
    let (next, captured) = variant.play(pos, m);
    let mut list = names(captured);
    list.sort();
    (next, list)
}

/// The sorted names of squares given as text (`["c3", "a1"]` -> `["a1", "c3"]`).
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

/// Plays the move and checks exactly which squares it captured.
pub fn assert_captures(
    variant: &Variant,
    pos: &Position,
    text: &str,
    expected: &[&str],
) -> Position {
    let (next, captured) = play(variant, pos, text);
    assert_eq!(
        captured,
        sorted(expected),
        "{} {text}: captured squares\n{}",
        variant.rules().id,
        diagram(variant, pos)
    );
    next
}

/// Whether a move is legal (by the move generator and by `check_move`, which must agree).
pub fn is_legal(variant: &Variant, pos: &Position, text: &str) -> bool {
    let m = mv(text);
    let mut list = MoveList::new();
    variant.legal_moves(pos, &mut list);
    let generated = list.contains(&m);
    let checked = variant.check_move(pos, m).is_ok();
    assert_eq!(
        generated, checked,
        "{text}: the move generator and check_move disagree"
    );
    generated
}

/// A win for `side` for `reason`.
pub fn win(side: Side, reason: Reason) -> Option<Outcome> {
    Some(Outcome::win(side, reason))
}

/// A draw for `reason`.
pub fn draw(reason: Reason) -> Option<Outcome> {
    Some(Outcome::draw(reason))
}

/// Plays a list of moves in a game, each of which must be legal.
pub fn play_all(game: &mut Game, moves: &[&str]) {
    for text in moves {
        if let Err(e) = game.play(mv(text)) {
            panic!("{text}: {e}");
        }
    }
}

/// One of the eight symmetries of the square board (`0` is the identity): bit 2 swaps files
/// and ranks, bit 0 mirrors the files, bit 1 mirrors the ranks. Every rule of the model is
/// symmetric, so a scenario must play the same way in all eight.
pub fn transform(symmetry: u8, square: Square, size: u8) -> Square {
    let (mut file, mut rank) = (square.file(), square.rank());
    if symmetry & 4 != 0 {
        (file, rank) = (rank, file);
    }
    if symmetry & 1 != 0 {
        file = size - 1 - file;
    }
    if symmetry & 2 != 0 {
        rank = size - 1 - rank;
    }
    Square::new(file, rank)
}

/// A square's name under a symmetry.
pub fn transform_name(symmetry: u8, name: &str, size: u8) -> String {
    transform(symmetry, sq(name), size).to_string()
}

/// A move's text (`b1-e1`) under a symmetry.
pub fn transform_move(symmetry: u8, text: &str, size: u8) -> String {
    let m = mv(text);
    format!(
        "{}-{}",
        transform(symmetry, m.from, size),
        transform(symmetry, m.to, size)
    )
}

/// A diagram under a symmetry.
pub fn transform_diagram(symmetry: u8, diagram: &str) -> String {
    let rows: Vec<Vec<char>> = diagram
        .lines()
        .map(|line| line.split_whitespace().collect::<String>())
        .filter(|row| !row.is_empty())
        .map(|row| row.chars().collect())
        .collect();
    let size = rows.len() as u8;
    let mut grid = vec![vec!['.'; size as usize]; size as usize];
    for (top, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), size as usize, "diagram rows must be square");
        let rank = size - 1 - top as u8;
        for (file, &c) in row.iter().enumerate() {
            let to = transform(symmetry, Square::new(file as u8, rank), size);
            grid[(size - 1 - to.rank()) as usize][to.file() as usize] = c;
        }
    }
    grid.iter()
        .map(|row| {
            let squares: Vec<String> = row.iter().map(|c| c.to_string()).collect();
            squares.join(" ") + "\n"
        })
        .collect()
}

/// Plays `text` in the position `diagram` draws, in all eight symmetries of the board, and
/// checks the captured squares every time. Returns the position after the move (identity).
pub fn assert_captures_everywhere(
    variant: &Variant,
    diagram: &str,
    to_move: Side,
    text: &str,
    expected: &[&str],
) -> Position {
    let size = variant.size();
    let mut first = None;
    for symmetry in 0..8 {
        let pos = position(variant, &transform_diagram(symmetry, diagram), to_move);
        let moved = transform_move(symmetry, text, size);
        let wanted: Vec<String> = expected
            .iter()
            .map(|name| transform_name(symmetry, name, size))
            .collect();
        let wanted: Vec<&str> = wanted.iter().map(String::as_str).collect();
        let (next, captured) = play(variant, &pos, &moved);
        assert_eq!(
            captured,
            sorted(&wanted),
            "{} symmetry {symmetry}, {moved}: captured squares\n{}",
            variant.rules().id,
            self::diagram(variant, &pos)
        );
        first.get_or_insert(next);
    }
    first.expect("eight symmetries")
}

/// `rule_outcome` of the position a diagram draws, checked to be the same in all eight
/// symmetries of the board.
pub fn rule_outcome_everywhere(variant: &Variant, diagram: &str, to_move: Side) -> Option<Outcome> {
    let first = variant.rule_outcome(&position(variant, diagram, to_move));
    for symmetry in 1..8 {
        let pos = position(variant, &transform_diagram(symmetry, diagram), to_move);
        assert_eq!(
            variant.rule_outcome(&pos),
            first,
            "{} symmetry {symmetry}\n{}",
            variant.rules().id,
            self::diagram(variant, &pos)
        );
    }
    first
}

/// A seeded random number generator (ChaCha8, through rand's traits): every random test is
/// repeatable.
pub struct Rng(chacha20::ChaCha8Rng);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        use rand::SeedableRng;
        Rng(chacha20::ChaCha8Rng::seed_from_u64(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        rand::Rng::next_u64(&mut self.0)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        rand::RngExt::random_range(&mut self.0, 0..n)
    }
}

/// A game of up to `max_plies` random legal moves from the variant's start, stopping when it
/// is over. Dice games throw the die each turn and pass when the throw allows no move.
pub fn random_game(variant: &Variant, seed: u64, max_plies: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(variant.clone());
    let mut list = MoveList::new();
    for _ in 0..max_plies {
        if game.outcome().is_some() {
            break;
        }
        if variant.uses_dice() {
            game.throw(1 + rng.below(6) as u8);
        }
        game.legal_moves(&mut list);
        let m = if list.is_empty() {
            Move::PASS
        } else {
            list[rng.below(list.len())]
        };
        game.play(m).expect("a generated move is legal");
    }
    game
}
