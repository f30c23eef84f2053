//! The named presets of RULES.md, with the origin and rules summary a player reads when
//! choosing one.

use crate::rules::{
    Escape, Hostility, KingCapture, NoMoves, Repetition, Rules, Shieldwall, Side, ThronePass,
    ThroneStop,
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
}

/// Every preset, in the order menus show them.
pub const PRESETS: [Preset; 9] = [
    Preset {
        id: "copenhagen",
        name: "Copenhagen Hnefatafl",
        origin: "The modern tournament rules of the World Tafl Federation (aagenielsen.dk), 11x11.",
        summary: "Attackers move first. The king escapes to a corner; only he may stop on the throne or the corners, which are hostile to every piece. The king is armed and is taken on four sides, or three and the empty throne; never on the edge. Shieldwalls capture along the edges, an unbreakable exit fort wins for the king, and enclosing every defender wins for the attackers. Perpetual repetition loses for the defenders.",
    },
    Preset {
        id: "fetlar",
        name: "Fetlar Hnefatafl",
        origin: "The 2008 rules of the Fetlar World Hnefatafl Championship, 11x11.",
        summary: "Attackers move first. The king escapes to a corner; corners and the empty throne are hostile. The armed king is taken on four sides, or three beside the empty throne. Enclosing every defender wins for the attackers. Repetition and a side without moves are draws.",
    },
    Preset {
        id: "hnefatafl",
        name: "Hnefatafl (seed rules)",
        origin: "The Polish and Czech rule sheets (seeds 000 and 003), 11x11.",
        summary: "The king's side moves first. Only the king may stop on the throne and the corners; the king wins on reaching a corner. A soldier is taken between two enemies or an enemy and a hostile square. The king is taken on four sides, or on three when the fourth is the throne or the board edge.",
    },
    Preset {
        id: "hnefatafl-13",
        name: "Hnefatafl 13x13",
        origin: "The larger board named in the Czech sheet (seed 003), played with Copenhagen rules.",
        summary: "Copenhagen rules on a 13x13 board: corner escape, strong armed king never taken on the edge, shieldwalls, exit forts and encirclement.",
    },
    Preset {
        id: "tablut",
        name: "Tablut",
        origin: "Linnaeus' 1732 account from Lapland (Catalan and French sheets, seeds 001 and 002), 9x9.",
        summary: "The Swedes (defenders) move first. The king wins on reaching any edge square. He is taken on four sides, or three and the empty throne. The defenders also win by capturing every attacker. Raichi and tuichi announce one and two open routes. Switches: escape to the corners only, escape only to edge squares empty at the start, a throne closed once the king leaves, tuichi wins at once.",
    },
    Preset {
        id: "brandub",
        name: "Brandub",
        origin: "The Irish game of the French sheet (seed 002), 7x7.",
        summary: "Attackers move first. The king (Branán) escapes to a corner; corners are hostile to every piece but the king, the empty throne to all. The king is armed; two attackers take him away from the throne, three beside it and four on it. A defender on the fourth side of the enthroned king is taken against the throne.",
    },
    Preset {
        id: "ard-ri",
        name: "Ard Rí",
        origin: "The Scottish 'high king' game named in the Czech sheet (seed 003); layout from Ludii, rules a reconstruction.",
        summary: "Attackers move first on a crowded 7x7 board. The king escapes to any edge square. He is armed and taken on four sides, or three and the throne.",
    },
    Preset {
        id: "tawlbwrdd",
        name: "Tawlbwrdd",
        origin: "The Welsh game named in seeds 001 and 003; Bell's layout as in OpenTafl, 11x11.",
        summary: "Attackers move first. The king escapes to any edge square, but he is weak: two attackers take him like any soldier.",
    },
    Preset {
        id: "alea-evangelii",
        name: "Alea Evangelii",
        origin: "The Saxon 'game of the Gospel' named in the Czech sheet (seed 003); OpenTafl layout, 19x19.",
        summary: "Attackers move first on the great 19x19 board. The king escapes to one of the four 2x2 refuges in the corners, which only he may enter and which are hostile to all. The armed king is taken on four sides, or three and the empty throne.",
    },
];

/// The base every preset starts from: RULES.md's "unless a row says otherwise".
fn base(id: &str, name: &str, size: u8, start: &str, first: Side, escape: Escape) -> Rules {
    Rules {
        id: id.to_string(),
        name: name.to_string(),
        size,
        start: start.to_string(),
        first,
        escape,
        corners: Vec::new(),
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
        linnaean_capture: false,
        shieldwall: Shieldwall::None,
        exit_fort: false,
        encirclement: false,
        all_attackers_captured_wins: false,
        repetition: Repetition::Draw,
        no_moves: NoMoves::Loses,
        tuichi_wins: false,
    }
}

const START_11: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

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
        let name = preset.name;
        let rules = match id {
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
                ..base(
                    id,
                    name,
                    9,
                    "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
                    Side::Defenders,
                    Escape::Edge,
                )
            },
            "brandub" => Rules {
                corners_hostile: Hostility::SoldiersOnly,
                king_capture: KingCapture::StrongNearThrone,
                linnaean_capture: true,
                ..base(
                    id,
                    name,
                    7,
                    "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
                    Side::Attackers,
                    Escape::Corners,
                )
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
                corners: [
                    (0, 0),
                    (1, 0),
                    (0, 1),
                    (1, 1),
                    (17, 0),
                    (18, 0),
                    (17, 1),
                    (18, 1),
                    (0, 17),
                    (1, 17),
                    (0, 18),
                    (1, 18),
                    (17, 17),
                    (18, 17),
                    (17, 18),
                    (18, 18),
                ]
                .into_iter()
                .map(|(f, r)| Square::new(f, r))
                .collect(),
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
        };
        Some(rules)
    }

    /// The same rules with another escape rule, corner hostility following it as RULES.md says
    /// (corners are hostile to all in corner-escape variants, ordinary squares otherwise).
    pub fn with_escape(mut self, escape: Escape) -> Rules {
        if self.escape != escape {
            self.corners_hostile = match escape {
                Escape::Corners => Hostility::All,
                _ => Hostility::None,
            };
            self.escape = escape;
        }
        self
    }
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
