//! Game records: OpenTafl or a plain move list (under Copenhagen's rules when the record
//! names none), replayed move by move.
use konakis_engine::notation::GameRecord;
use konakis_engine::{Game, Rules};

fn main() {
    let copenhagen = Rules::preset("copenhagen").expect("a preset");
    afl::fuzz!(|data: &[u8]| {
        let Ok(text) = std::str::from_utf8(data) else {
            return;
        };
        for fallback in [None, Some(&copenhagen)] {
            if let Ok(record) = GameRecord::parse(text, fallback) {
                let _ = Game::from_record(&record);
            }
        }
    });
}
