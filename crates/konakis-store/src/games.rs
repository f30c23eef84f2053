//! Games on disk: files the player saves and loads, and the autosave of the game in progress
//! that the next launch offers to continue.

use std::fs;
use std::io;
use std::path::Path;

use konakis_engine::Rules;

use crate::error::{FileKind, Problem, StoreError, Then};
use crate::file;
use crate::paths::Paths;
use crate::saved_game::{MAX_RECORD_BYTES, RECORD_WHAT, SavedGame};

/// The rules a plain move list is played under: aagenielsen.dk games are Copenhagen.
fn plain_list_rules() -> Rules {
    Rules::preset("copenhagen").expect("copenhagen is a preset")
}

fn parse_record_file(bytes: &[u8]) -> Result<SavedGame, Problem> {
    let text = file::text_of(bytes, RECORD_WHAT)?;
    SavedGame::from_text(text, Some(&plain_list_rules()))
}

/// Loads a game file the player chose (load dialog, `konakis --load FILE`): a Konakis or
/// OpenTafl game record, or a plain move list played under Copenhagen rules. A file that
/// cannot be used is reported and left untouched: it is the player's own.
pub fn load_game(path: &Path) -> Result<SavedGame, StoreError> {
    match file::read_file(path, MAX_RECORD_BYTES, RECORD_WHAT) {
        Ok(Some(bytes)) => parse_record_file(&bytes),
        Ok(None) => Err(Problem::Unreadable("there is no such file".into())),
        Err(problem) => Err(problem),
    }
    .map_err(|problem| StoreError::new(FileKind::Game, path, problem))
}

/// Saves a game where the player chose, atomically (temporary file, then rename), creating
/// the directory if needed. Replaces a file already there: the save dialog asked.
pub fn save_game(path: &Path, game: &SavedGame) -> Result<(), StoreError> {
    file::write_file(FileKind::Game, path, game.to_text().as_bytes())
}

/// Saves the game in progress as the autosave (every move, and on quit), atomically. Should
/// the file in place be unreadable, it is renamed aside first, never overwritten.
pub fn write_autosave(paths: &Paths, game: &SavedGame) -> Result<(), StoreError> {
    let path = paths.autosave_path();
    file::keep_bad_file_before_writing(
        FileKind::Autosave,
        &path,
        MAX_RECORD_BYTES,
        RECORD_WHAT,
        parse_record_file,
    )?;
    file::write_file(FileKind::Autosave, &path, game.to_text().as_bytes())
}

/// The autosaved game to offer to continue: `Ok(None)` when there is none. An autosave that
/// cannot be used is renamed aside (`autosave.otg.bad-<unix seconds>`) and reported; the
/// game then starts without it.
pub fn read_autosave(paths: &Paths) -> Result<Option<SavedGame>, StoreError> {
    file::load_or_move_aside(
        FileKind::Autosave,
        &paths.autosave_path(),
        MAX_RECORD_BYTES,
        RECORD_WHAT,
        Then::NewGame,
        parse_record_file,
    )
}

/// Removes the autosave (the game ended, or the player declined to continue it). No file is
/// not an error.
pub fn clear_autosave(paths: &Paths) -> Result<(), StoreError> {
    let path = paths.autosave_path();
    match fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::new(
            FileKind::Autosave,
            &path,
            Problem::Unremovable(e.to_string()),
        )),
    }
}
