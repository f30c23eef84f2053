//! What a saved game keeps of match play: the clock and each move's time left, an end the
//! players made, the match; old records without them read as before; and each malformed tag
//! is refused with its name.

mod common;

use common::{Rng, play_random};
use konakis_engine::clock::{Clock, PRESETS, SideTime};
use konakis_engine::pairing::{Finished, Pairing};
use konakis_engine::{Game, Outcome, Reason, Side, Variant};
use konakis_store::SavedGame;

/// A game of `preset` some random moves in, its clock charged a made-up time for each.
fn timed_game(preset: &str, seed: u64) -> SavedGame {
    let mut game = Game::new(Variant::preset(preset).unwrap());
    let mut rng = Rng::new(seed);
    play_random(&mut game, 20, &mut rng);
    let (_, control) = PRESETS[seed as usize % PRESETS.len()];
    let mut clock = Clock::new(control);
    for ply in 0..game.ply() {
        let side = game.position_at(ply).to_move();
        let spent = 1_000 + (seed * 7_919 + ply as u64 * 104_729) % 40_000;
        clock.record(ply, side, spent).unwrap();
    }
    let mut saved = SavedGame::new(game);
    saved.clock = Some(clock);
    saved
}

#[test]
fn clocks_round_trip_in_every_preset() {
    for (i, preset) in konakis_engine::PRESETS.iter().enumerate() {
        let saved = timed_game(preset.id, i as u64);
        let text = saved.to_text();
        let back = SavedGame::from_text(&text, None).unwrap();
        assert_eq!(back.clock, saved.clock, "{}:\n{text}", preset.id);
        assert_eq!(back.to_text(), text, "written back the same");
    }
}

#[test]
fn ends_and_matches_round_trip() {
    for outcome in [
        Outcome::win(Side::Attackers, Reason::Resignation),
        Outcome::win(Side::Defenders, Reason::Time),
        Outcome::draw(Reason::Agreement),
    ] {
        let mut saved = timed_game("copenhagen", 3);
        saved.game.conclude(outcome).unwrap();
        let mut pairing = Pairing::new(2);
        pairing.add(Finished {
            winner: Some(Side::Defenders),
            plies: 41,
        });
        saved.pairing = Some(pairing);
        let back = SavedGame::from_text(&saved.to_text(), None).unwrap();
        assert_eq!(back.outcome(), Some(outcome));
        assert_eq!(back.pairing, saved.pairing);
    }
}

#[test]
fn a_record_without_clock_reads_as_before_and_opentafl_s_clock_is_read() {
    let text = "[rules:dim:7 ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\
                [time-control:600 30/5]\n\n1. d6-f6 d3-f3\n";
    let saved = SavedGame::from_text(text, None).unwrap();
    let clock = saved.clock.unwrap();
    assert_eq!(clock.control().to_string(), "10+5x30");
    assert_eq!(
        clock.times_at(2).of(Side::Attackers),
        SideTime {
            main_ms: 600_000,
            periods: 5
        }
    );
    let plain = text.replace("[time-control:600 30/5]\n", "");
    let saved = SavedGame::from_text(&plain, None).unwrap();
    assert!(saved.clock.is_none() && saved.pairing.is_none() && saved.outcome().is_none());
}

#[test]
fn malformed_tags_are_refused_by_name() {
    let mut saved = timed_game("brandub", 1);
    saved
        .game
        .conclude(Outcome::draw(Reason::Agreement))
        .unwrap();
    saved.pairing = Some(Pairing::new(1));
    let text = saved.to_text();
    for (tag, bad) in [
        ("time-control", "five minutes"),
        ("time-control", "300 0/0 3i 9"),
        (
            "konakis-times",
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23",
        ),
        ("konakis-times", "-5"),
        ("konakis-times", "1000/99"),
        ("konakis-end", "surrender"),
        ("konakis-end", "time nobody"),
        ("konakis-match", "0"),
        ("konakis-match", "1 a/10 d/12 =/3"),
        ("konakis-match", "1 x/10"),
    ] {
        let start = text.find(&format!("[{tag}:")).unwrap();
        let end = start + text[start..].find(']').unwrap();
        let broken = format!("{}[{tag}:{bad}{}", &text[..start], &text[end..]);
        let e = SavedGame::from_text(&broken, None).unwrap_err().to_string();
        assert!(e.contains(&format!("[{tag}:{bad}]")), "{tag}:{bad} -> {e}");
    }
}
