//! Saved games and the autosave: Konakis's records with their players, undone moves and
//! seed, OpenTafl records, plain move lists.
use konakis_engine::Rules;
use konakis_store::SavedGame;

fn main() {
    let copenhagen = Rules::preset("copenhagen").expect("a preset");
    afl::fuzz!(|data: &[u8]| {
        let Ok(text) = std::str::from_utf8(data) else {
            return;
        };
        let _ = SavedGame::from_text(text, None);
        let _ = SavedGame::from_text(text, Some(&copenhagen));
    });
}
