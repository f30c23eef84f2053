//! The rules in play, briefly, for the side panel: who moves first, where the king escapes,
//! how he is taken, and each switch that changes the game from plain tafl, one short line each.
//! Built from the rule set itself, so a custom set reads as truly as a preset.

use konakis_engine::{
    CaptureLimit, Escape, KingCapture, Linnaean, Movement, Rules, Shieldwall, Side, StopBetween,
    ThroneGuard,
};

/// The lines, most important first.
pub(super) fn rules_brief(rules: &Rules) -> Vec<String> {
    let mut lines = vec![first(rules.first), escape(rules.escape).into(), king(rules)];
    lines.extend(movement(rules.movement).map(String::from));
    lines.extend(switches(rules).into_iter().map(String::from));
    lines
}

fn first(side: Side) -> String {
    match side {
        Side::Attackers => "The attackers move first.".into(),
        Side::Defenders => "The defenders move first.".into(),
    }
}

fn escape(escape: Escape) -> &'static str {
    match escape {
        Escape::Corners => "The king escapes to a corner.",
        Escape::Edge => "The king escapes to any edge square.",
        Escape::EdgeEmptyAtStart => "The king escapes to an edge square empty at the start.",
    }
}

fn king(rules: &Rules) -> String {
    let taken = match rules.king_capture {
        KingCapture::Strong if rules.edge_against_king => {
            "The king is taken on four sides (the edge counts as one)."
        }
        KingCapture::Strong => "The king is taken on four sides.",
        KingCapture::StrongNearThrone => {
            "The king is taken by two, but by three or four beside or on the throne."
        }
        KingCapture::Weak => "The king is taken by two, like a soldier.",
    };
    if rules.king_armed {
        taken.into()
    } else {
        format!("{taken} He does not capture.")
    }
}

fn movement(movement: Movement) -> Option<&'static str> {
    match movement {
        Movement::Rook => None,
        Movement::OneStep => Some("Pieces move one square at a time."),
        Movement::DiceAtMost => Some("A die is thrown each turn: move at most that many squares."),
        Movement::DiceExactly => Some("A die is thrown each turn: move exactly that many squares."),
    }
}

/// The switches that are on, each as a line.
fn switches(rules: &Rules) -> Vec<&'static str> {
    let mut lines = Vec::new();
    if rules.stop_between == StopBetween::Captured {
        lines.push("A soldier that stops between two enemies is taken; the king may rest there.");
    }
    if rules.captures_per_move == CaptureLimit::One {
        lines.push("One capture per move: you choose which.");
    }
    match rules.linnaean_capture {
        Linnaean::Off => {}
        Linnaean::Defender => lines.push("A defender pinned against the enthroned king is taken."),
        Linnaean::DefenderAndKing => {
            lines.push("A defender pinned against the enthroned king falls with him.")
        }
    }
    if rules.throne_guard == ThroneGuard::UntilKingLeaves {
        lines.push("The throne shields the king only until he first leaves it.");
    }
    if rules.throne_closed_after_king_left {
        lines.push("The throne closes once the king has left it.");
    }
    let flags = [
        (rules.shieldwall != Shieldwall::None, "Shieldwalls capture."),
        (rules.exit_fort, "An exit fort wins for the king."),
        (rules.encirclement, "Enclosing every defender wins."),
        (
            rules.all_attackers_captured_wins,
            "Taking every attacker wins.",
        ),
        (rules.tuichi_wins, "Tuichi wins at once."),
    ];
    lines.extend(flags.iter().filter(|(on, _)| *on).map(|(_, line)| *line));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_polish_rules_read_as_the_rulebook_says() {
        let lines = rules_brief(&Rules::preset("hnefatafl-polish").unwrap());
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
        let mut rules = Rules::preset("brandub").unwrap();
        rules.movement = Movement::DiceExactly;
        rules.captures_per_move = CaptureLimit::One;
        let lines = rules_brief(&rules);
        assert!(lines.iter().any(|l| l.contains("exactly that many")));
        assert!(lines.iter().any(|l| l.contains("you choose which")));
        assert!(lines.len() <= 8, "{lines:?}");
    }
}
