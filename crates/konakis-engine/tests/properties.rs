//! Properties checked at every ply of random games, for every preset and Tablut's switches:
//! no soldier on a restricted square, piece counts only fall, captured squares are exactly the
//! pieces that vanished, the incremental hash equals a fresh one, undo and redo restore the
//! exact position, position and move records round-trip, the fast judge agrees with the full
//! one, and the move generator agrees with `check_move`, `count_moves`, `has_move`,
//! `destinations` and with itself under the eight symmetries of the board. Games are seeded,
//! so every run plays the same ones.

mod common;

use common::*;
use konakis_engine::notation::{self, GameRecord};
use konakis_engine::{
    Bits, CaptureLimit, Escape, Game, Linnaean, Move, MoveList, Movement, Piece, Position, Rules,
    Side, Square, StopBetween, Variant,
};

/// How much of a variant to play.
struct Plan {
    games: u64,
    max_plies: usize,
    /// Check every from/to pair with `check_move` on this many positions per game.
    exhaustive_per_game: usize,
}

fn plan_for(v: &Variant) -> Plan {
    match v.size() {
        7 | 9 => Plan {
            games: 1000,
            max_plies: 200,
            exhaustive_per_game: 2,
        },
        11 | 13 => Plan {
            games: 500,
            max_plies: 200,
            exhaustive_per_game: 1,
        },
        _ => Plan {
            games: 150,
            max_plies: 200,
            exhaustive_per_game: 1,
        },
    }
}

fn transform_bits(bits: Bits, symmetry: u8, size: u8) -> Bits {
    bits.iter().map(|s| transform(symmetry, s, size)).collect()
}

fn transform_position(pos: &Position, symmetry: u8, size: u8) -> Position {
    Position::from_parts(
        transform_bits(pos.attackers(), symmetry, size),
        transform_bits(pos.defenders(), symmetry, size),
        pos.king().map(|k| transform(symmetry, k, size)),
        pos.to_move(),
        pos.king_left_throne(),
    )
}

fn sorted_moves(v: &Variant, pos: &Position) -> Vec<Move> {
    let mut list = MoveList::new();
    v.legal_moves(pos, &mut list);
    let mut moves = list.to_vec();
    moves.sort();
    moves
}

/// What must hold in every position of a game.
fn check_position(v: &Variant, pos: &Position, id: &str) {
    let restricted = v.corners() | Bits::single(v.throne());
    assert!(
        ((pos.attackers() | pos.defenders()) & restricted).is_empty(),
        "{id}: a soldier on the throne or a corner\n{}",
        diagram(v, pos)
    );
    assert!((pos.attackers() & pos.defenders()).is_empty());
    if let Some(k) = pos.king() {
        assert!(!pos.attackers().has(k) && !pos.defenders().has(k));
        assert!(v.board().has(k));
        if v.rules().throne_closed_after_king_left && pos.king_left_throne() {
            assert_ne!(k, v.throne(), "{id}: the king back on a closed throne");
        }
    }
    assert!(((pos.attackers() | pos.defenders()) & !v.board()).is_empty());
    assert_eq!(pos.hash(), pos.fresh_hash(), "{id}: incremental hash");
    // The positional record reads back to the same position.
    let text = v.position_record(pos);
    let back = v.parse_position(&text, pos.to_move()).unwrap();
    // A positional record cannot tell whether a king back on his throne ever left it (only
    // the French rule sheet's Brandub asks); game records replay the moves and keep it.
    let returned = pos.king() == Some(v.throne()) && pos.king_left_throne();
    if pos.king().is_some() && !returned {
        assert_eq!(back, *pos, "{id}: {text}");
    } else {
        assert_eq!(
            (back.attackers(), back.defenders(), back.king()),
            (pos.attackers(), pos.defenders(), pos.king())
        );
    }
}

/// The move generator's answers agree with one another.
fn check_moves(v: &Variant, pos: &Position, id: &str, exhaustive: bool) -> Vec<Move> {
    let moves = sorted_moves(v, pos);
    let mut unique = moves.clone();
    unique.dedup();
    assert_eq!(unique.len(), moves.len(), "{id}: a move generated twice");
    assert_eq!(v.count_moves(pos), moves.len() as u64, "{id}: count_moves");
    assert_eq!(v.has_move(pos), !moves.is_empty(), "{id}: has_move");
    for m in &moves {
        assert!(
            v.check_move(pos, *m).is_ok(),
            "{id}: generated {m} refused\n{}",
            diagram(v, pos)
        );
    }
    // destinations() lists the same slides, piece by piece (a slide with a choice of capture
    // is listed once per choice).
    let mut slides: Vec<Move> = moves.iter().map(|m| m.plain()).collect();
    slides.dedup();
    let mut by_piece: Vec<Move> = pos
        .pieces(pos.to_move())
        .iter()
        .flat_map(|from| {
            v.destinations(pos, from)
                .iter()
                .map(move |to| Move::new(from, to))
        })
        .collect();
    by_piece.sort();
    assert_eq!(by_piece, slides, "{id}: destinations");
    if exhaustive {
        let squares: Vec<Square> = v.board().iter().collect();
        let mut accepted = Vec::new();
        for &from in &squares {
            for &to in &squares {
                let m = Move::new(from, to);
                if v.check_move(pos, m).is_ok() {
                    accepted.push(m);
                }
            }
        }
        accepted.sort();
        assert_eq!(
            accepted,
            slides,
            "{id}: check_move over every pair\n{}",
            diagram(v, pos)
        );
    }
    moves
}

/// The rules are symmetric: the mirrored position has the mirrored moves, captures and end.
fn check_symmetry(v: &Variant, pos: &Position, moves: &[Move], symmetry: u8, rng: &mut Rng) {
    let size = v.size();
    let image = transform_position(pos, symmetry, size);
    let image_of = |m: &Move| {
        let image = Move::new(
            transform(symmetry, m.from, size),
            transform(symmetry, m.to, size),
        );
        m.take()
            .map_or(image, |t| image.taking(transform(symmetry, t, size)))
    };
    let mut expected: Vec<Move> = moves.iter().map(image_of).collect();
    expected.sort();
    assert_eq!(sorted_moves(v, &image), expected, "symmetry {symmetry}");
    assert_eq!(v.rule_outcome(&image), v.rule_outcome(pos));
    assert_eq!(v.king_routes(&image), v.king_routes(pos));
    for _ in 0..4.min(moves.len()) {
        let m = moves[rng.below(moves.len())];
        let (next, captured) = v.play(pos, m);
        let image_move = image_of(&m);
        let (image_next, image_captured) = v.play(&image, image_move);
        assert_eq!(image_captured, transform_bits(captured, symmetry, size));
        assert_eq!(image_next, transform_position(&next, symmetry, size));
        assert_eq!(v.rule_outcome(&image_next), v.rule_outcome(&next));
    }
}

/// A random move; `eager` games prefer captures (and attackers moves next to a defender), so
/// that shieldwalls, king captures, forts and rings turn up more often than in aimless play.
fn choose(v: &Variant, pos: &Position, moves: &[Move], rng: &mut Rng, eager: bool) -> Move {
    if eager && rng.below(4) != 0 {
        let capturing: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| !v.play(pos, m).1.is_empty())
            .collect();
        if !capturing.is_empty() {
            return capturing[rng.below(capturing.len())];
        }
        if pos.to_move() == Side::Attackers && rng.below(2) == 0 {
            let defenders = pos.pieces(Side::Defenders);
            let pressing: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| {
                    konakis_engine::Direction::ALL
                        .iter()
                        .any(|&d| v.step(m.to, d).is_some_and(|n| defenders.has(n)))
                })
                .collect();
            if !pressing.is_empty() {
                return pressing[rng.below(pressing.len())];
            }
        }
    }
    moves[rng.below(moves.len())]
}

/// Plays the planned random games of a variant and checks everything at every ply.
fn check_variant(v: &Variant, seed: u64) {
    let id = if v.rules().id.is_empty() {
        "custom"
    } else {
        v.rules().id.as_str()
    };
    let plan = plan_for(v);
    let mut rng = Rng::new(seed);
    for game_number in 0..plan.games {
        let mut game = Game::new(v.clone());
        let exhaustive_at: Vec<usize> = (0..plan.exhaustive_per_game)
            .map(|_| rng.below(plan.max_plies / 2))
            .collect();
        let mut history = vec![game.position()];
        while game.ply() < plan.max_plies {
            let pos = game.position();
            check_position(v, &pos, id);
            let moves = check_moves(v, &pos, id, exhaustive_at.contains(&game.ply()));
            if game.ply().is_multiple_of(4) && !moves.is_empty() {
                let symmetry = 1 + rng.below(7) as u8;
                check_symmetry(v, &pos, &moves, symmetry, &mut rng);
            }
            if game.outcome().is_some() {
                break;
            }
            // Dice games: throw, then choose among the moves the throw allows, or pass.
            let thrown;
            let moves = if v.uses_dice() {
                assert!(game.throw(1 + rng.below(6) as u8));
                let mut list = MoveList::new();
                game.legal_moves(&mut list);
                thrown = list.to_vec();
                assert!(
                    thrown.iter().all(|m| moves.contains(m)),
                    "{id}: a throw's moves"
                );
                if thrown.is_empty() {
                    assert!(game.must_pass());
                    game.pass().unwrap();
                    history.push(game.position());
                    continue;
                }
                &thrown
            } else {
                &moves
            };
            let m = choose(v, &pos, moves, &mut rng, game_number % 2 == 1);
            let mover = pos.piece_at(m.from).expect("a move starts on a piece");
            let played = game.play(m).unwrap();
            let next = game.position();
            // The pure play gives the same, and leaves its input alone.
            assert_eq!(v.play(&pos, m), (next, played.captured));
            // Captures: exactly the enemy pieces that vanished (and the mover itself, where
            // stopping between two enemies is fatal); counts only fall.
            let enemies = pos.pieces(pos.to_move().opponent());
            let self_taken = played.captured.has(m.to);
            assert!(
                !self_taken || v.rules().stop_between == StopBetween::Captured,
                "{id}: the mover taken"
            );
            let mut taken = played.captured;
            taken.clear(m.to);
            assert!((taken & !enemies).is_empty(), "{id}: captured a friend");
            assert_eq!(
                enemies & !next.pieces(pos.to_move().opponent()),
                taken,
                "{id}: captured squares"
            );
            if v.rules().captures_per_move == CaptureLimit::One {
                assert!(
                    taken.count() <= 1 || taken.has(pos.king().unwrap()),
                    "{id}: one capture"
                );
            }
            assert!(next.attackers().count() <= pos.attackers().count());
            assert!(next.defenders().count() <= pos.defenders().count());
            assert!(pos.king().is_some() || next.king().is_none());
            if self_taken {
                assert_eq!(next.piece_at(m.to), None, "{id}: the mover is gone");
            } else {
                assert_eq!(next.piece_at(m.to), Some(mover), "{id}: the mover stays");
            }
            assert_eq!(next.piece_at(m.from), None);
            assert_eq!(next.to_move(), pos.to_move().opponent());
            // The fast judge agrees with the full one.
            assert_eq!(
                v.outcome_after(&next, m, played.captured),
                v.rule_outcome(&next),
                "{id}: outcome_after after {m}\n{}",
                diagram(v, &next)
            );
            // The move record reads back.
            let text = played.record();
            assert_eq!(text, notation::move_record(m, played.captured));
            assert_eq!(text.parse::<Move>().unwrap(), m.plain());
            assert_eq!(
                v.resolve_rolled(&pos, Move::read(&text).unwrap(), played.roll),
                Ok(m)
            );
            // Undo restores the exact position, redo the next one.
            assert!(game.undo());
            assert_eq!(game.position(), pos);
            assert_eq!(game.position().hash(), pos.hash());
            assert!(game.redo());
            assert_eq!(game.position(), next);
            history.push(next);
        }
        // Back to the start, one move at a time, and forward again.
        for ply in (0..game.ply()).rev() {
            assert!(game.undo());
            assert_eq!(game.position(), history[ply]);
        }
        assert!(!game.undo());
        game.go_to(usize::MAX);
        assert_eq!(game.position(), *history.last().unwrap());
        // The whole game as a record replays identically (every few games: it is slow-ish).
        if game_number.is_multiple_of(8) {
            let text = game.record_text(Vec::new());
            let replayed = Game::from_record(&GameRecord::parse(&text, None).unwrap()).unwrap();
            assert_eq!(replayed.ply(), game.ply());
            for (ply, pos) in history.iter().enumerate() {
                assert_eq!(replayed.position_at(ply), *pos, "{id}: record replay");
            }
        }
    }
}

fn check_preset(id: &str, seed: u64) {
    check_variant(&preset(id), seed);
}

#[test]
fn copenhagen() {
    check_preset("copenhagen", 1);
}

#[test]
fn fetlar() {
    check_preset("fetlar", 2);
}

#[test]
fn hnefatafl() {
    check_preset("hnefatafl", 3);
}

#[test]
fn hnefatafl_13() {
    check_preset("hnefatafl-13", 4);
}

#[test]
fn tablut() {
    check_preset("tablut", 5);
}

#[test]
fn brandub() {
    check_preset("brandub", 6);
}

#[test]
fn ard_ri() {
    check_preset("ard-ri", 7);
}

#[test]
fn tawlbwrdd() {
    check_preset("tawlbwrdd", 8);
}

#[test]
fn alea_evangelii() {
    check_preset("alea-evangelii", 9);
}

#[test]
fn hnefatafl_polish() {
    check_preset("hnefatafl-polish", 20);
}

#[test]
fn tablut_catalan() {
    check_preset("tablut-catalan", 21);
}

#[test]
fn tablut_french() {
    check_preset("tablut-french", 22);
}

#[test]
fn brandub_french() {
    check_preset("brandub-french", 23);
}

#[test]
fn hnefatafl_czech() {
    check_preset("hnefatafl-czech", 24);
}

#[test]
fn hnefatafl_czech_13() {
    check_preset("hnefatafl-czech-13", 25);
}

#[test]
fn fidchell() {
    check_preset("fidchell", 26);
}

#[test]
fn gwyddbwyll() {
    check_preset("gwyddbwyll", 27);
}

#[test]
fn the_documents_switches() {
    let catalan = Rules::preset("tablut-catalan").unwrap();
    for (seed, rules) in [
        (
            30,
            Rules {
                captures_per_move: CaptureLimit::One,
                ..catalan.clone()
            },
        ),
        (
            31,
            Rules {
                marked_corners: true,
                tuichi_wins: true,
                ..catalan.with_escape(Escape::EdgeEmptyAtStart)
            },
        ),
        (
            32,
            Rules {
                movement: Movement::DiceAtMost,
                ..Rules::preset("brandub").unwrap()
            },
        ),
        (
            33,
            Rules {
                movement: Movement::DiceExactly,
                stop_between: StopBetween::Captured,
                linnaean_capture: Linnaean::DefenderAndKing,
                ..Rules::preset("brandub").unwrap()
            },
        ),
        (
            // One capture a move beside the rules that take more than one piece at once: the
            // mover stopping between two enemies, the defender falling with the king.
            34,
            Rules {
                captures_per_move: CaptureLimit::One,
                stop_between: StopBetween::Captured,
                linnaean_capture: Linnaean::DefenderAndKing,
                ..Rules::preset("brandub").unwrap()
            },
        ),
        (
            35,
            Rules {
                captures_per_move: CaptureLimit::One,
                stop_between: StopBetween::Captured,
                ..Rules::preset("hnefatafl-polish").unwrap()
            },
        ),
    ] {
        check_variant(&compile(rules), seed);
    }
}

#[test]
fn tablut_switches() {
    let tablut = Rules::preset("tablut").unwrap();
    for (seed, rules) in [
        (10, tablut.clone().with_escape(Escape::Corners)),
        (11, tablut.clone().with_escape(Escape::EdgeEmptyAtStart)),
        (
            12,
            Rules {
                throne_closed_after_king_left: true,
                tuichi_wins: true,
                ..tablut
            },
        ),
    ] {
        check_variant(&compile(rules), seed);
    }
}

#[test]
fn copenhagen_rules_on_a_small_board() {
    // Shieldwalls, forts and encirclement come up far more often on 7x7 (Brandub's layout).
    for (seed, id) in [
        (13, "copenhagen"),
        (14, "alea-evangelii"),
        (15, "hnefatafl"),
    ] {
        let rules = Rules {
            start: Rules::preset("brandub").unwrap().start,
            ..rules_on(id, 7)
        };
        check_variant(&compile(rules), seed);
    }
}

#[test]
fn the_helpers_agree_with_the_engine() {
    // The test helpers' own pieces: symmetries compose back to the identity, and the
    // diagram writer and reader are inverse.
    let v = preset("brandub");
    let start = v.start();
    for symmetry in 0..8 {
        let image = transform_position(&start, symmetry, 7);
        assert_eq!(image, start, "Brandub's start is symmetric");
    }
    let game = random_game(&v, 5, 20);
    let pos = game.position();
    assert_eq!(
        v.parse_position(&record(&diagram(&v, &pos)), pos.to_move())
            .unwrap(),
        pos
    );
    for symmetry in 0..8 {
        let text = transform_diagram(symmetry, &diagram(&v, &pos));
        let back = position(&v, &text, pos.to_move());
        assert_eq!(back, transform_position(&pos, symmetry, 7));
    }
    assert_eq!(Piece::King.side(), Side::Defenders);
}
