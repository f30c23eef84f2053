//! Every preset's switches, read against the table and the rows of RULES.md.

use konakis_engine::{
    Escape, Hostility, KingCapture, Linnaean, NoMoves, PRESETS, Repetition, Rules, Shieldwall,
    Side, ThronePass, ThroneStop, Variant,
};

/// The start positions RULES.md lists for its modern and historical presets (the documents'
/// own presets are read in `documents.rs`).
const STARTS: [(&str, &str); 9] = [
    (
        "copenhagen",
        "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
    ),
    (
        "fetlar",
        "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
    ),
    (
        "hnefatafl",
        "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
    ),
    (
        "hnefatafl-13",
        "/3ttttttt3/6t6/13/t5T5t/t5T5t/t4TTT4t/tt1TTTKTTT1tt/t4TTT4t/t5T5t/t5T5t/13/6t6/3ttttttt3/",
    ),
    (
        "tablut",
        "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
    ),
    ("brandub", "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"),
    ("ard-ri", "/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/"),
    (
        "tawlbwrdd",
        "/4ttt4/4t1t4/5t5/5T5/tt2TTT2tt/t1tTTKTTt1t/tt2TTT2tt/5T5/5t5/4t1t4/4ttt4/",
    ),
    (
        "alea-evangelii",
        "/2t2t7t2t2/19/t4t7t4t/7t1t1t7/6t1T1T1t6/t1t2t7t2t1t/4t4T4t4/3t4T1T4t3/4T2T1T1T2T4/3t2T1TKT1T2t3/4T2T1T1T2T4/3t4T1T4t3/4t4T4t4/t1t2t7t2t1t/6t1T1T1t6/7t1t1t7/t4t7t4t/19/2t2t7t2t2/",
    ),
];

#[test]
fn every_modern_preset_matches_rules_md() {
    let modern: Vec<_> = PRESETS
        .iter()
        .filter(|p| !p.is_from_a_document() && !["fidchell", "gwyddbwyll"].contains(&p.id))
        .collect();
    assert_eq!(modern.len(), STARTS.len());
    for (preset, (id, start)) in modern.into_iter().zip(STARTS) {
        assert_eq!(preset.id, id, "RULES.md's order");
        let r = Rules::preset(id).unwrap();
        assert_eq!(r.start, start, "{id}");
        let v = Variant::new(r.clone()).unwrap();
        assert_eq!(v.size(), r.size);
        assert_eq!(v.throne().file(), r.size / 2);
        let corner_escape = r.escape == Escape::Corners;
        // "Unless a row says otherwise".
        assert_eq!(r.throne_stop, ThroneStop::KingOnly, "{id}");
        assert_eq!(r.throne_pass, ThronePass::All, "{id}");
        assert!(!r.throne_closed_after_king_left, "{id}");
        assert_eq!(r.empty_throne_hostile, Hostility::All, "{id}");
        assert!(r.king_armed, "{id}: every preset's king is armed");
        assert!(!r.tuichi_wins, "{id}");
        if corner_escape {
            let expected = if id == "brandub" {
                Hostility::SoldiersOnly
            } else {
                Hostility::All
            };
            assert_eq!(r.corners_hostile, expected, "{id}");
        } else {
            assert_eq!(r.corners_hostile, Hostility::None, "{id}");
            assert!(v.corners().is_empty(), "{id}: corners are ordinary squares");
        }
        let copenhagen_like = matches!(id, "copenhagen" | "hnefatafl-13");
        assert_eq!(r.shieldwall == Shieldwall::Strong, copenhagen_like, "{id}");
        assert_eq!(r.shieldwall == Shieldwall::None, !copenhagen_like, "{id}");
        assert_eq!(r.exit_fort, copenhagen_like, "{id}");
        assert_eq!(
            r.encirclement,
            copenhagen_like || id == "fetlar",
            "{id}: encirclement"
        );
        assert_eq!(
            r.occupied_throne_hostile_to_attackers,
            copenhagen_like || id == "fetlar",
            "{id}: throne hostile to attackers always"
        );
        assert_eq!(r.all_attackers_captured_wins, id == "tablut", "{id}");
        let linnaean = if id == "brandub" {
            Linnaean::Defender
        } else {
            Linnaean::Off
        };
        assert_eq!(r.linnaean_capture, linnaean, "{id}");
        assert_eq!(r.edge_against_king, id == "hnefatafl", "{id}");
        assert_eq!(
            r.repetition,
            if copenhagen_like {
                Repetition::DefendersLose
            } else {
                Repetition::Draw
            },
            "{id}"
        );
        assert_eq!(
            r.no_moves,
            if id == "fetlar" {
                NoMoves::Draw
            } else {
                NoMoves::Loses
            },
            "{id}"
        );
        let (first, escape, king) = match id {
            "copenhagen" | "fetlar" | "hnefatafl-13" | "alea-evangelii" => {
                (Side::Attackers, Escape::Corners, KingCapture::Strong)
            }
            "hnefatafl" => (Side::Defenders, Escape::Corners, KingCapture::Strong),
            "tablut" => (Side::Defenders, Escape::Edge, KingCapture::Strong),
            "brandub" => (
                Side::Attackers,
                Escape::Corners,
                KingCapture::StrongNearThrone,
            ),
            "ard-ri" => (Side::Attackers, Escape::Edge, KingCapture::Strong),
            "tawlbwrdd" => (Side::Attackers, Escape::Edge, KingCapture::Weak),
            other => panic!("a preset RULES.md does not list: {other}"),
        };
        assert_eq!(
            (r.first, r.escape, r.king_capture),
            (first, escape, king),
            "{id}"
        );
        assert_eq!(v.start().to_move(), first, "{id}");
        if corner_escape {
            let expected = if id == "alea-evangelii" { 16 } else { 4 };
            assert_eq!(v.corners().count(), expected, "{id}");
            assert_eq!(v.escape_squares(), v.corners(), "{id}");
        } else {
            assert_eq!(v.escape_squares(), v.edge(), "{id}");
        }
    }
}

/// The project's rules reference names every preset by its id, with its start position
/// drawn: a preset added to the engine and not to docs/rules.md fails here.
#[test]
fn every_preset_is_in_the_rules_reference() {
    // Tests run in the package's folder.
    let reference = std::fs::read_to_string("../../docs/rules.md").expect("docs/rules.md");
    for preset in konakis_engine::PRESETS {
        assert!(
            reference.contains(&format!("`{}`", preset.id)),
            "docs/rules.md lacks the preset `{}`",
            preset.id
        );
        let rules = konakis_engine::Rules::preset(preset.id).unwrap();
        assert!(
            reference.contains(&rules.start),
            "docs/rules.md lacks the start position of `{}`",
            preset.id
        );
    }
}
