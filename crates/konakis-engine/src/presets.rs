//! The named presets of docs/rules.md, with the origin and rules summary a player reads when
//! choosing one.

use crate::rules::{
    CaptureLimit, Escape, Hostility, KingCapture, Linnaean, Movement, NoMoves, Repetition,
    RoutesTo, Rules, Shieldwall, Side, StopBetween, ThroneGuard, ThronePass, ThroneStop,
};
use crate::square::Square;

/// A preset as the game presents it.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// Identifier used on the command line and in settings.
    pub id: &'static str,
    /// Name a player reads.
    pub name: &'static str,
    /// Where the rules come from.
    pub origin: &'static str,
    /// One paragraph of rules.
    pub summary: &'static str,
    /// The source document this preset plays exactly ("the Polish rulebook"), or `""` for the
    /// tournament and historical presets.
    pub document: &'static str,
    /// The document's own words for the rule that makes its game differ, in its language
    /// (the game says what they mean in the player's).
    pub quote: &'static str,
    /// The language of the quote, as a code (`pl`), or `""` with no quote.
    pub quote_language: &'static str,
}

impl Preset {
    /// Whether this preset is one source document's own game.
    pub fn is_from_a_document(&self) -> bool {
        !self.document.is_empty()
    }
}

/// Every preset, in the order menus show them: the six games of the source documents first,
/// then the tournament and historical ones.
pub const PRESETS: [Preset; 17] = [
    Preset {
        id: "hnefatafl-polish",
        name: "Hnefatafl (Polish rulebook)",
        origin: "The Polish rulebook of a Hnefatafl set, 11x11.",
        summary: "The king's side moves first. Only the king may stop on the throne and the corners, and he wins on reaching a corner. No square is hostile: a piece is taken between two enemy pieces. A soldier that stops between two enemies is itself taken (after its own captures); only the king may rest there, announcing \"Odpoczynek!\". The king is taken on four sides, or on three with the throne or the board's edge as the fourth.",
        document: "the Polish rulebook",
        quote: "\"Pion może się przemieszczać pomiędzy dwoma pionami przeciwnika, dopóki nie stanie pomiędzy nimi.\"",
        quote_language: "pl",
    },
    Preset {
        id: "tablut-catalan",
        name: "Tablut (Catalan article)",
        origin: "The Catalan encyclopedia article on Tablut, after Linnaeus, 9x9.",
        summary: "The Swedes (defenders) move first. The king wins on reaching a corner; the corners and the empty konakis help capture every piece. Others may pass over the empty konakis but never stop. The king is taken on four sides, or three and the konakis. Raichi and tuichi are counted to the edge, as the text says. Switches from the article: one capture a move, escape to the corners or edge squares empty at the start (variant 2), tuichi wins.",
        document: "the Catalan article",
        quote: "\"Els suecs, si aquest aconsegueix arribar a alguna de les quatre caselles de les cantonades.\"",
        quote_language: "ca",
    },
    Preset {
        id: "tablut-french",
        name: "Tablut (French rules)",
        origin: "The French rule sheet \"Tablut (jeu du Roi)\", 9x9.",
        summary: "The defenders move first. The king escapes to any edge square; the defenders also win by capturing every attacker. Once the king has left the throne it becomes hostile and no piece may enter or cross it. Tuichi (two open roads) wins at once. The king is taken on four sides, or three and the konakis or the edge.",
        document: "the French rules",
        quote: "\"Si 2 voies sont ouvertes, le roi dit « tuichi » et la partie est gagnée d'office.\"",
        quote_language: "fr",
    },
    Preset {
        id: "brandub-french",
        name: "Brandub (French rules)",
        origin: "The Brandub section of the French rule sheet \"Tablut (jeu du Roi)\", 7x7.",
        summary: "Attackers move first. The king (Branán) escapes to a corner; the corners are hostile to every piece but the king, the empty throne to all. The armed king is taken by two attackers, by three beside the throne, and by four on the throne only until he first leaves it. A defender pinned against the enthroned king is taken together with the king: the attackers win.",
        document: "the French rules",
        quote: "\"Si un défenseur empêche l'accès du 4ème ennemi et qu'il est pris en pince entre un pion adverse et le trône, il est capturé en même temps que le roi.\"",
        quote_language: "fr",
    },
    Preset {
        id: "hnefatafl-czech",
        name: "Hnefatafl (Czech article)",
        origin: "The Czech encyclopedia article on Hnefatafl, 11x11.",
        summary: "Attackers (the dark side) move first. Only the king may enter the centre and the corners; others jump over the empty centre. Corners and the empty centre help capture every piece. The king is taken on four sides, or three and the throne; the board's edge does not count. He wins on reaching a corner.",
        document: "the Czech article",
        quote: "\"Král je zajat, pokud je obklíčen ze všech čtyř stran, nebo ze tří stran a trůnem.\"",
        quote_language: "cs",
    },
    Preset {
        id: "hnefatafl-czech-13",
        name: "Hnefatafl 13x13 (Czech article)",
        origin: "The larger board of the Czech encyclopedia article on Hnefatafl, with its 24 v 12+king army.",
        summary: "The Czech article's rules on 13x13, with the same 24 attackers against 12 defenders and the king, set out as on the 11x11 board.",
        document: "the Czech article",
        quote: "\"Hraje se na hrací desce 11×11 polí (nebo větší 13×13) ... s 12 bílými kameny a králem pro obránce a 24 černými kameny pro útočníka.\"",
        quote_language: "cs",
    },
    Preset {
        id: "copenhagen",
        name: "Copenhagen Hnefatafl",
        origin: "The modern tournament rules of the World Tafl Federation (aagenielsen.dk), 11x11.",
        summary: "Attackers move first. The king escapes to a corner; only he may stop on the throne or the corners, which are hostile to every piece. The king is armed and is taken on four sides, or three and the empty throne; never on the edge. Shieldwalls capture along the edges, an unbreakable exit fort wins for the king, and enclosing every defender wins for the attackers. Perpetual repetition loses for the defenders.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "fetlar",
        name: "Fetlar Hnefatafl",
        origin: "The 2008 rules of the Fetlar World Hnefatafl Championship, 11x11.",
        summary: "Attackers move first. The king escapes to a corner; corners and the empty throne are hostile. The armed king is taken on four sides, or three beside the empty throne. Enclosing every defender wins for the attackers. Repetition and a side without moves are draws.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "hnefatafl",
        name: "Hnefatafl (common reading)",
        origin: "A common reading of the Polish rulebook and the Czech encyclopedia article together, 11x11.",
        summary: "The king's side moves first. Only the king may stop on the throne and the corners; the king wins on reaching a corner. A soldier is taken between two enemies or an enemy and a hostile square. The king is taken on four sides, or on three when the fourth is the throne or the board edge.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "hnefatafl-13",
        name: "Hnefatafl 13x13",
        origin: "The larger board named in the Czech encyclopedia article, played with Copenhagen rules.",
        summary: "Copenhagen rules on a 13x13 board: corner escape, strong armed king never taken on the edge, shieldwalls, exit forts and encirclement.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "tablut",
        name: "Tablut",
        origin: "Linnaeus' 1732 account from Lapland (as the Catalan encyclopedia article and the French rule sheet tell it), 9x9.",
        summary: "The Swedes (defenders) move first. The king wins on reaching any edge square. He is taken on four sides, or three and the empty throne. The defenders also win by capturing every attacker. Raichi and tuichi announce one and two open routes. Switches: escape to the corners only, escape only to edge squares empty at the start, a throne closed once the king leaves, tuichi wins at once.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "brandub",
        name: "Brandub",
        origin: "The Irish game of the French rule sheet, 7x7.",
        summary: "Attackers move first. The king (Branán) escapes to a corner; corners are hostile to every piece but the king, the empty throne to all. The king is armed; two attackers take him away from the throne, three beside it and four on it. A defender on the fourth side of the enthroned king is taken against the throne.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "ard-ri",
        name: "Ard Rí",
        origin: "The Scottish 'high king' game named in the Czech encyclopedia article; layout from Ludii, rules a reconstruction.",
        summary: "Attackers move first on a crowded 7x7 board. The king escapes to any edge square. He is armed and taken on four sides, or three and the throne.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "tawlbwrdd",
        name: "Tawlbwrdd",
        origin: "The Welsh game named in the Catalan and Czech encyclopedia articles; Bell's layout as in OpenTafl, 11x11.",
        summary: "Attackers move first. The king escapes to any edge square, but he is weak: two attackers take him like any soldier.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "alea-evangelii",
        name: "Alea Evangelii",
        origin: "The Saxon 'game of the Gospel' named in the Czech encyclopedia article; OpenTafl layout, 19x19.",
        summary: "Attackers move first on the great 19x19 board. The king escapes to one of the four 2x2 refuges in the corners, which only he may enter and which are hostile to all. The armed king is taken on four sides, or three and the empty throne.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "fidchell",
        name: "Fidchell",
        origin: "The Irish \"wooden wisdom\" named in the Czech encyclopedia article, on the 7x7 Ballinderry board. No rules survive; this is the reconstruction published for its Welsh twin Gwyddbwyll (\"Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games\", 2010), whose rules it equals.",
        summary: "The same rules as Gwyddbwyll: a king and four defenders against eight attackers. Every piece moves one square at a time. Only the king may enter the centre and the corners, and he wins on reaching a corner. The empty centre helps capture any piece but the king. The king is taken on four sides, or on three at the board's edge. The attackers also win by taking all four defenders.",
        document: "",
        quote: "",
        quote_language: "",
    },
    Preset {
        id: "gwyddbwyll",
        name: "Gwyddbwyll",
        origin: "The Welsh game named in the Czech encyclopedia article, 7x7, as reconstructed in \"Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games\" (2010), after the Ballinderry board.",
        summary: "A king and four defenders against eight attackers. Every piece moves one square at a time. Only the king may enter the centre and the corners, and he wins on reaching a corner. The empty centre helps capture any piece but the king. The king is taken on four sides, or on three at the board's edge. The attackers also win by taking all four defenders.",
        document: "",
        quote: "",
        quote_language: "",
    },
];

/// The base every preset starts from: docs/rules.md's "unless a row says otherwise".
fn base(id: &str, name: &str, size: u8, start: &str, first: Side, escape: Escape) -> Rules {
    Rules {
        id: id.to_string(),
        name: name.to_string(),
        size,
        start: start.to_string(),
        first,
        escape,
        corners: Vec::new(),
        marked_corners: false,
        throne_stop: ThroneStop::KingOnly,
        throne_pass: ThronePass::All,
        throne_closed_after_king_left: false,
        corners_hostile: match escape {
            Escape::Corners => Hostility::All,
            _ => Hostility::None,
        },
        empty_throne_hostile: Hostility::All,
        occupied_throne_hostile_to_attackers: false,
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

const START_11: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
const START_9: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
const START_7: &str = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

/// The Gwyddbwyll reconstruction (Fidchell shares it): one-step moves on the 7x7 board.
fn welsh_reconstruction(id: &str, name: &str) -> Rules {
    Rules {
        throne_pass: ThronePass::KingOnly,
        corners_hostile: Hostility::None,
        empty_throne_hostile: Hostility::SoldiersOnly,
        edge_against_king: true,
        all_defenders_captured_wins: true,
        movement: Movement::OneStep,
        ..base(id, name, 7, START_7, Side::Attackers, Escape::Corners)
    }
}

fn copenhagen_like(id: &str, name: &str, size: u8, start: &str) -> Rules {
    Rules {
        occupied_throne_hostile_to_attackers: true,
        shieldwall: Shieldwall::Strong,
        exit_fort: true,
        encirclement: true,
        repetition: Repetition::DefendersLose,
        ..base(id, name, size, start, Side::Attackers, Escape::Corners)
    }
}

impl Rules {
    /// The rules of the preset with this id, or `None`.
    pub fn preset(id: &str) -> Option<Rules> {
        let preset = PRESETS.iter().find(|p| p.id == id)?;
        document_rules(id, preset.name).or_else(|| modern_rules(id, preset.name))
    }

    /// The same rules with another escape rule, corner hostility following it as docs/rules.md says
    /// (corners are hostile to all in corner-escape variants, ordinary squares otherwise,
    /// unless they stay marked).
    pub fn with_escape(mut self, escape: Escape) -> Rules {
        if self.escape != escape {
            if !self.marked_corners {
                self.corners_hostile = match escape {
                    Escape::Corners => Hostility::All,
                    _ => Hostility::None,
                };
            }
            self.escape = escape;
        }
        self
    }
}

/// The source documents' own games, each exactly as its document says.
fn document_rules(id: &str, name: &str) -> Option<Rules> {
    Some(match id {
        "hnefatafl-polish" => Rules {
            corners_hostile: Hostility::None,
            empty_throne_hostile: Hostility::None,
            edge_against_king: true,
            stop_between: StopBetween::Captured,
            ..base(id, name, 11, START_11, Side::Defenders, Escape::Corners)
        },
        "tablut-catalan" => Rules {
            routes_to: RoutesTo::Edge,
            ..base(id, name, 9, START_9, Side::Defenders, Escape::Corners)
        },
        "tablut-french" => Rules {
            edge_against_king: true,
            all_attackers_captured_wins: true,
            throne_closed_after_king_left: true,
            tuichi_wins: true,
            ..base(id, name, 9, START_9, Side::Defenders, Escape::Edge)
        },
        "brandub-french" => Rules {
            corners_hostile: Hostility::SoldiersOnly,
            king_capture: KingCapture::StrongNearThrone,
            throne_guard: ThroneGuard::UntilKingLeaves,
            linnaean_capture: Linnaean::DefenderAndKing,
            ..base(id, name, 7, START_7, Side::Attackers, Escape::Corners)
        },
        "hnefatafl-czech" => base(id, name, 11, START_11, Side::Attackers, Escape::Corners),
        "hnefatafl-czech-13" => base(
            id,
            name,
            13,
            "/4ttttt4/6t6/13/13/t5T5t/t4TTT4t/tt2TTKTT2tt/t4TTT4t/t5T5t/13/13/6t6/4ttttt4/",
            Side::Attackers,
            Escape::Corners,
        ),
        _ => return None,
    })
}

/// The tournament and historical games.
fn modern_rules(id: &str, name: &str) -> Option<Rules> {
    Some(match id {
        "fidchell" | "gwyddbwyll" => welsh_reconstruction(id, name),
        "copenhagen" => copenhagen_like(id, name, 11, START_11),
        "fetlar" => Rules {
            occupied_throne_hostile_to_attackers: true,
            encirclement: true,
            no_moves: NoMoves::Draw,
            ..base(id, name, 11, START_11, Side::Attackers, Escape::Corners)
        },
        "hnefatafl" => Rules {
            edge_against_king: true,
            ..base(id, name, 11, START_11, Side::Defenders, Escape::Corners)
        },
        "hnefatafl-13" => copenhagen_like(
            id,
            name,
            13,
            "/3ttttttt3/6t6/13/t5T5t/t5T5t/t4TTT4t/tt1TTTKTTT1tt/t4TTT4t/t5T5t/t5T5t/13/6t6/3ttttttt3/",
        ),
        "tablut" => Rules {
            all_attackers_captured_wins: true,
            ..base(id, name, 9, START_9, Side::Defenders, Escape::Edge)
        },
        "brandub" => Rules {
            corners_hostile: Hostility::SoldiersOnly,
            king_capture: KingCapture::StrongNearThrone,
            linnaean_capture: Linnaean::Defender,
            ..base(id, name, 7, START_7, Side::Attackers, Escape::Corners)
        },
        "ard-ri" => base(
            id,
            name,
            7,
            "/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/",
            Side::Attackers,
            Escape::Edge,
        ),
        "tawlbwrdd" => Rules {
            king_capture: KingCapture::Weak,
            ..base(
                id,
                name,
                11,
                "/4ttt4/4t1t4/5t5/5T5/tt2TTT2tt/t1tTTKTTt1t/tt2TTT2tt/5T5/5t5/4t1t4/4ttt4/",
                Side::Attackers,
                Escape::Edge,
            )
        },
        "alea-evangelii" => Rules {
            corners: alea_refuges(),
            ..base(
                id,
                name,
                19,
                "/2t2t7t2t2/19/t4t7t4t/7t1t1t7/6t1T1T1t6/t1t2t7t2t1t/4t4T4t4/3t4T1T4t3/4T2T1T1T2T4/3t2T1TKT1T2t3/4T2T1T1T2T4/3t4T1T4t3/4t4T4t4/t1t2t7t2t1t/6t1T1T1t6/7t1t1t7/t4t7t4t/19/2t2t7t2t2/",
                Side::Attackers,
                Escape::Corners,
            )
        },
        _ => return None,
    })
}

/// Alea Evangelii's refuges: a 2x2 block in each corner of the 19x19 board.
fn alea_refuges() -> Vec<Square> {
    let blocks = [(0, 0), (17, 0), (0, 17), (17, 17)];
    blocks
        .into_iter()
        .flat_map(|(f, r)| [(f, r), (f + 1, r), (f, r + 1), (f + 1, r + 1)])
        .map(|(f, r)| Square::new(f, r))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_has_rules() {
        for preset in PRESETS {
            let rules = Rules::preset(preset.id).expect(preset.id);
            assert_eq!(rules.id, preset.id);
        }
        assert!(Rules::preset("chess").is_none());
    }
}
