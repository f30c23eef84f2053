//! The ladder as a picture: an SVG with one line per variant, a point per level at its rating
//! and a bar for its 95% interval, and a dashed line across for each engine rated with them.
//! Plain text, so it is drawn here rather than by a plotting
//! library, and any browser or the README shows it.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use konakis_store::measured::{Ladder, PeerRating};

const WIDTH: f64 = 980.0;
const HEIGHT: f64 = 420.0;
const LEFT: f64 = 70.0;
/// Room for the legend: each preset with its games a pair and its time a move.
const RIGHT: f64 = 380.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
/// Where the legend's entries start.
const LEGEND_X: f64 = WIDTH - RIGHT + 20.0;
/// The paper the plot is drawn on.
const BACKGROUND: &str = "#fbf7ef";
/// Line colours, one per variant in turn.
const COLOURS: [&str; 6] = [
    "#b5651d", "#2e6f9e", "#3f8f3f", "#8e44ad", "#c0392b", "#555555",
];

/// The SVG of every ladder in `ladders`.
pub(crate) fn ladders(ladders: &BTreeMap<String, Ladder>) -> String {
    let (low, high) = elo_range(ladders);
    let levels = ladders.values().map(|l| l.levels.len()).max().unwrap_or(6);
    let x = |i: usize| LEFT + (WIDTH - LEFT - RIGHT) * (i as f64 + 0.5) / levels as f64;
    let y = |elo: f64| TOP + (HEIGHT - TOP - BOTTOM) * (high - elo) / (high - low);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\" font-family=\"sans-serif\" font-size=\"13\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"{BACKGROUND}\"/>\n\
         <text x=\"{LEFT}\" y=\"24\" font-size=\"15\">The computer's levels: Elo above \
         Thrall, with 95% intervals</text>\n"
    );
    axes(&mut svg, low, high, &y);
    if let Some(first) = ladders.values().next() {
        for (i, level) in first.levels.iter().enumerate() {
            let _ = writeln!(
                svg,
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
                x(i),
                HEIGHT - BOTTOM + 20.0,
                level.level
            );
        }
    }
    // The engines' bands first, under every line.
    for (n, ladder) in ladders.values().enumerate() {
        for peer in &ladder.peers {
            peer_band(&mut svg, peer, COLOURS[n % COLOURS.len()], &y);
        }
    }
    let lx = LEGEND_X;
    let mut rows = 0..;
    let mut row_y = || TOP + 20.0 + 22.0 * rows.next().unwrap_or(0) as f64;
    for (n, (id, ladder)) in ladders.iter().enumerate() {
        let colour = COLOURS[n % COLOURS.len()];
        let offset = (n as f64 - (ladders.len() as f64 - 1.0) / 2.0) * 6.0;
        line(&mut svg, ladder, colour, offset, &x, &y);
        let ly = row_y();
        let _ = writeln!(
            svg,
            "<rect x=\"{lx}\" y=\"{:.1}\" width=\"14\" height=\"4\" fill=\"{colour}\"/>\
             <text x=\"{:.1}\" y=\"{ly:.1}\">{id} ({} games a pair, {} ms a move)</text>",
            ly - 6.0,
            lx + 20.0,
            ladder.games_per_pair,
            ladder.time_ms
        );
        for peer in &ladder.peers {
            peer_line(&mut svg, peer, colour, row_y(), &y);
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The lowest and highest value any interval reaches, with a margin, in round hundreds.
fn elo_range(ladders: &BTreeMap<String, Ladder>) -> (f64, f64) {
    let mut low: f64 = 0.0;
    let mut high: f64 = 100.0;
    let levels = ladders
        .values()
        .flat_map(|l| l.levels.iter().map(|l| &l.score));
    let peers = ladders
        .values()
        .flat_map(|l| l.peers.iter().map(|p| &p.score));
    for score in levels.chain(peers) {
        low = low.min((score.elo - score.error) as f64);
        high = high.max((score.elo + score.error) as f64);
    }
    ((low / 100.0).floor() * 100.0, (high / 100.0).ceil() * 100.0)
}

/// Horizontal grid lines every 100 (or 200) points, labelled.
fn axes(svg: &mut String, low: f64, high: f64, y: &dyn Fn(f64) -> f64) {
    let step = if high - low > 1200.0 { 200.0 } else { 100.0 };
    let mut elo = low;
    while elo <= high {
        let _ = writeln!(
            svg,
            "<line x1=\"{LEFT}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#ddd\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{elo:+.0}</text>",
            WIDTH - RIGHT,
            y(elo),
            y(elo),
            LEFT - 8.0,
            y(elo) + 4.0
        );
        elo += step;
    }
}

/// The band of an engine's 95% interval across the plot, in a pale tint of its colour (solid,
/// not translucent: some renderers ignore opacity, and it is drawn under the lines anyway).
fn peer_band(svg: &mut String, peer: &PeerRating, colour: &str, y: &dyn Fn(f64) -> f64) {
    let s = &peer.score;
    let (top, bottom) = (y((s.elo + s.error) as f64), y((s.elo - s.error) as f64));
    let _ = writeln!(
        svg,
        "<rect x=\"{LEFT}\" y=\"{top:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{}\" stroke=\"none\"/>",
        WIDTH - RIGHT - LEFT,
        bottom - top,
        tint(colour, 0.1)
    );
}

/// `colour` (`#rrggbb`) laid over the background at `share`, as `#rrggbb`.
fn tint(colour: &str, share: f64) -> String {
    let channel =
        |hex: &str, i: usize| u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).unwrap_or(0);
    let mixed = (0..3).map(|i| {
        let (c, b) = (channel(colour, i) as f64, channel(BACKGROUND, i) as f64);
        (b + (c - b) * share).round() as u8
    });
    mixed.fold("#".to_string(), |hex, c| hex + &format!("{c:02x}"))
}

/// An engine rated with a variant's levels: a dashed line across at its rating, named at the
/// left (where the weak levels leave room), and its entry in the legend at height `legend_y`.
fn peer_line(
    svg: &mut String,
    peer: &PeerRating,
    colour: &str,
    legend_y: f64,
    y: &dyn Fn(f64) -> f64,
) {
    let s = &peer.score;
    let at = y(s.elo as f64);
    let _ = writeln!(
        svg,
        "<line x1=\"{LEFT}\" x2=\"{:.1}\" y1=\"{at:.1}\" y2=\"{at:.1}\" \
         stroke=\"{colour}\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>\
         <text x=\"{:.1}\" y=\"{:.1}\" fill=\"{colour}\">{} {:+}</text>",
        WIDTH - RIGHT,
        LEFT + 6.0,
        at - 5.0,
        peer.name,
        s.elo
    );
    let (lx, ly) = (LEGEND_X, legend_y);
    let _ = writeln!(
        svg,
        "<line x1=\"{lx}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"{colour}\" \
         stroke-width=\"2\" stroke-dasharray=\"4 3\"/><text x=\"{:.1}\" y=\"{ly:.1}\">\
         {} ({} ms a move)</text>",
        lx + 14.0,
        ly - 4.0,
        ly - 4.0,
        lx + 20.0,
        peer.name,
        peer.time_ms
    );
}

/// One variant: its points joined by a line, each with its error bar.
fn line(
    svg: &mut String,
    ladder: &Ladder,
    colour: &str,
    offset: f64,
    x: &dyn Fn(usize) -> f64,
    y: &dyn Fn(f64) -> f64,
) {
    let points: Vec<String> = ladder
        .levels
        .iter()
        .enumerate()
        .map(|(i, l)| format!("{:.1},{:.1}", x(i) + offset, y(l.score.elo as f64)))
        .collect();
    let _ = writeln!(
        svg,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>",
        points.join(" ")
    );
    for (i, l) in ladder.levels.iter().enumerate() {
        let (cx, l) = (x(i) + offset, &l.score);
        let (top, bottom) = (y((l.elo + l.error) as f64), y((l.elo - l.error) as f64));
        let _ = writeln!(
            svg,
            "<line x1=\"{cx:.1}\" x2=\"{cx:.1}\" y1=\"{top:.1}\" y2=\"{bottom:.1}\" \
             stroke=\"{colour}\"/><circle cx=\"{cx:.1}\" cy=\"{:.1}\" r=\"4\" fill=\"{colour}\"/>",
            y(l.elo as f64)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use konakis_store::measured::{LevelRating, Score};

    /// A rating and record.
    fn score(elo: i32, error: i32) -> Score {
        Score {
            elo,
            error,
            points: 5.0,
            games: 10,
        }
    }

    /// Brandub's six levels 150 apart, each within 60, and the engines given.
    fn brandub(peers: Vec<PeerRating>) -> BTreeMap<String, Ladder> {
        let levels = (0..6)
            .map(|i| LevelRating {
                level: format!("L{i}"),
                score: score(150 * i, 60),
            })
            .collect();
        let ladder = Ladder {
            name: "Brandub".into(),
            games_per_pair: 8,
            time_ms: 200,
            levels,
            peers,
        };
        BTreeMap::from([("brandub".to_string(), ladder)])
    }

    #[test]
    fn every_level_gets_a_point_and_a_bar() {
        let svg = ladders(&brandub(Vec::new()));
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<circle").count(), 6);
        assert!(svg.contains("brandub (8 games a pair, 200 ms a move)"));
        assert!(svg.contains(">L5<"));
        assert!(!svg.contains("stroke-dasharray"));
    }

    /// An engine rated with the levels is a dashed line at its rating, named in the legend,
    /// and the scale stretches to hold its interval.
    #[test]
    fn an_engine_is_a_dashed_line_at_its_rating() {
        let peer = PeerRating {
            name: "Rival".into(),
            time_ms: 250,
            score: score(1400, 200),
        };
        let svg = ladders(&brandub(vec![peer]));
        assert_eq!(svg.matches("<circle").count(), 6);
        assert_eq!(
            svg.matches("stroke-dasharray").count(),
            2,
            "the line and its legend"
        );
        assert!(svg.contains(">Rival +1400<"));
        assert!(svg.contains("Rival (250 ms a move)"));
        // The scale, -100 to +1600 in steps of 200, reaches its interval's top.
        assert!(svg.contains(">+1500<"), "{svg}");
        assert!(!svg.contains(">+1700<"));
        assert!(!ladders(&brandub(Vec::new())).contains(">+1500<"));
        // Its band is a solid pale tint of the line's colour, drawn before any level's line.
        let band = format!("fill=\"{}\" stroke=\"none\"/>", tint(COLOURS[0], 0.1));
        let (band_at, line_at) = (svg.find(&band).expect(&svg), svg.find("<polyline"));
        assert!(line_at.is_some_and(|l| band_at < l), "{svg}");
        assert!(!svg.contains("opacity"));
    }

    #[test]
    fn a_tint_mixes_a_colour_into_the_background() {
        assert_eq!(tint("#b5651d", 0.0), BACKGROUND);
        assert_eq!(tint("#b5651d", 1.0), "#b5651d");
        // Halfway between #fbf7ef and #000000.
        assert_eq!(tint("#000000", 0.5), "#7e7c78");
    }
}
