//! Text pictures of a position for people: the board as ASCII, rank 1 at the bottom.

use std::fmt::Write as _;

use konakis_engine::{Piece, Position, Square, Variant};

/// The board as ASCII, highest rank on top: `t` attacker, `T` defender, `K` king, `.` empty,
/// `+` an empty throne or corner (squares only the king may stop on). Files are labelled below.
pub(crate) fn board(variant: &Variant, pos: &Position) -> String {
    let size = variant.size();
    let restricted = {
        let mut r = variant.corners();
        r.set(variant.throne());
        r
    };
    let files: String = (0..size)
        .map(|f| format!(" {}", (b'a' + f) as char))
        .collect();
    let mut out = String::new();
    for rank in (0..size).rev() {
        write!(out, "{:>3} ", rank + 1).unwrap();
        for file in 0..size {
            let sq = Square::new(file, rank);
            let c = match pos.piece_at(sq) {
                Some(Piece::Attacker) => 't',
                Some(Piece::Defender) => 'T',
                Some(Piece::King) => 'K',
                None if restricted.has(sq) => '+',
                None => '.',
            };
            write!(out, " {c}").unwrap();
        }
        out.push('\n');
    }
    writeln!(out, "    {files}").unwrap();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brandub_start_reads_top_down() {
        let v = Variant::preset("brandub").unwrap();
        let text = board(&v, &v.start());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 8);
        assert_eq!(lines[0], "  7  + . . t . . +");
        assert_eq!(lines[3], "  4  t t T K T t t");
        assert_eq!(lines[7], "     a b c d e f g");
    }
}
