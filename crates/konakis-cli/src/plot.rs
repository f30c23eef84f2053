//! The ladder as a picture: an SVG with one line per variant, a point per level at its rating
//! and a bar for its 95% interval. Plain text, so it is drawn here rather than by a plotting
//! library, and any browser or the README shows it.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::rate::Ladder;

const WIDTH: f64 = 860.0;
const HEIGHT: f64 = 420.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 260.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
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
         <rect width=\"100%\" height=\"100%\" fill=\"#fbf7ef\"/>\n\
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
    for (n, (id, ladder)) in ladders.iter().enumerate() {
        let colour = COLOURS[n % COLOURS.len()];
        let offset = (n as f64 - (ladders.len() as f64 - 1.0) / 2.0) * 6.0;
        line(&mut svg, ladder, colour, offset, &x, &y);
        let ly = TOP + 20.0 + 22.0 * n as f64;
        let lx = WIDTH - RIGHT + 20.0;
        let _ = writeln!(
            svg,
            "<rect x=\"{lx}\" y=\"{:.1}\" width=\"14\" height=\"4\" fill=\"{colour}\"/>\
             <text x=\"{:.1}\" y=\"{ly:.1}\">{id} ({} games a pair)</text>",
            ly - 6.0,
            lx + 20.0,
            ladder.games_per_pair
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// The lowest and highest value any interval reaches, with a margin, in round hundreds.
fn elo_range(ladders: &BTreeMap<String, Ladder>) -> (f64, f64) {
    let mut low: f64 = 0.0;
    let mut high: f64 = 100.0;
    for level in ladders.values().flat_map(|l| &l.levels) {
        low = low.min((level.elo - level.error) as f64);
        high = high.max((level.elo + level.error) as f64);
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
        .map(|(i, l)| format!("{:.1},{:.1}", x(i) + offset, y(l.elo as f64)))
        .collect();
    let _ = writeln!(
        svg,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>",
        points.join(" ")
    );
    for (i, l) in ladder.levels.iter().enumerate() {
        let cx = x(i) + offset;
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
    use crate::rate::LevelRating;

    #[test]
    fn every_level_gets_a_point_and_a_bar() {
        let levels = (0..6)
            .map(|i| LevelRating {
                level: format!("L{i}"),
                elo: 150 * i,
                error: 60,
                points: 5.0,
                games: 10,
            })
            .collect();
        let mut all = BTreeMap::new();
        all.insert(
            "brandub".to_string(),
            Ladder {
                name: "Brandub".into(),
                games_per_pair: 8,
                time_ms: 200,
                levels,
            },
        );
        let svg = ladders(&all);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<circle").count(), 6);
        assert!(svg.contains("brandub (8 games a pair)"));
        assert!(svg.contains(">L5<"));
    }
}
