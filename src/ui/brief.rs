//! The rules in play, briefly, for the side panel: who moves first, where the king escapes,
//! how he is taken, and each switch that changes the game from plain tafl, one short line each.
//! Built from the rule set itself, so a custom set reads as truly as a preset.

use konakis_engine::{
    CaptureLimit, Escape, KingCapture, Linnaean, Movement, Rules, Shieldwall, StopBetween,
    ThroneGuard,
};

use crate::i18n::{Locale, side_key};
use crate::tr;

/// The lines, most important first.
pub(crate) fn rules_brief(l: &Locale, rules: &Rules) -> Vec<String> {
    let mut lines = vec![
        tr!(l, "brief-first", side = side_key(rules.first)),
        l.t(escape(rules.escape)),
        king(l, rules),
    ];
    lines.extend(movement(rules.movement).map(|id| l.t(id)));
    lines.extend(switches(rules).into_iter().map(|id| l.t(id)));
    lines
}

fn escape(escape: Escape) -> &'static str {
    match escape {
        Escape::Corners => "brief-escape-corners",
        Escape::Edge => "brief-escape-edge",
        Escape::EdgeEmptyAtStart => "brief-escape-edge-empty",
    }
}

fn king(l: &Locale, rules: &Rules) -> String {
    let taken = l.t(match rules.king_capture {
        KingCapture::Strong if rules.edge_against_king => "brief-king-four-edge",
        KingCapture::Strong => "brief-king-four",
        KingCapture::StrongNearThrone => "brief-king-near-throne",
        KingCapture::Weak => "brief-king-two",
    });
    if rules.king_armed {
        taken
    } else {
        format!("{taken} {}", l.t("brief-king-unarmed"))
    }
}

fn movement(movement: Movement) -> Option<&'static str> {
    match movement {
        Movement::Rook => None,
        Movement::OneStep => Some("brief-move-one-step"),
        Movement::DiceAtMost => Some("brief-move-dice-at-most"),
        Movement::DiceExactly => Some("brief-move-dice-exactly"),
    }
}

/// The messages of the switches that are on.
fn switches(rules: &Rules) -> Vec<&'static str> {
    let mut lines = Vec::new();
    if rules.stop_between == StopBetween::Captured {
        lines.push("brief-stop-between");
    }
    if rules.captures_per_move == CaptureLimit::One {
        lines.push("brief-one-capture");
    }
    match rules.linnaean_capture {
        Linnaean::Off => {}
        Linnaean::Defender => lines.push("brief-linnaean-defender"),
        Linnaean::DefenderAndKing => lines.push("brief-linnaean-king"),
    }
    if rules.throne_guard == ThroneGuard::UntilKingLeaves {
        lines.push("brief-throne-guard");
    }
    if rules.throne_closed_after_king_left {
        lines.push("brief-throne-closes");
    }
    let flags = [
        (rules.shieldwall != Shieldwall::None, "brief-shieldwall"),
        (rules.exit_fort, "brief-exit-fort"),
        (rules.encirclement, "brief-encirclement"),
        (rules.all_attackers_captured_wins, "brief-all-attackers"),
        (rules.tuichi_wins, "brief-tuichi-wins"),
    ];
    lines.extend(flags.iter().filter(|(on, _)| *on).map(|(_, line)| *line));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_polish_rules_read_as_the_rulebook_says() {
        let l = Locale::default();
        let lines = rules_brief(&l, &Rules::preset("hnefatafl-polish").unwrap());
        assert_eq!(lines[0], "The defenders move first.");
        assert!(
            lines
                .iter()
                .any(|l| l.contains("stops between two enemies"))
        );
        assert!(lines.iter().any(|l| l.contains("edge counts")));
    }

    #[test]
    fn dice_and_one_capture_are_said() {
        let l = Locale::default();
        let mut rules = Rules::preset("brandub").unwrap();
        rules.movement = Movement::DiceExactly;
        rules.captures_per_move = CaptureLimit::One;
        let lines = rules_brief(&l, &rules);
        assert!(lines.iter().any(|l| l.contains("exactly that many")));
        assert!(lines.iter().any(|l| l.contains("you choose which")));
        assert!(lines.len() <= 8, "{lines:?}");
    }
}
