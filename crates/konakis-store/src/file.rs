//! File plumbing shared by settings and games: bounded reads, atomic writes (temporary file,
//! fsync, rename), and moving a bad file aside under a name that clobbers nothing.

use std::fs::{self, OpenOptions};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::error::{FileKind, Kept, Problem, StoreError, Then};

/// Seconds since the Unix epoch (0 if the clock is before it).
pub(crate) fn unix_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Reads a whole file of at most `max_len` bytes. `Ok(None)` when there is no file;
/// `what` names the expected kind (`a Konakis settings file`) for the too-large message.
pub(crate) fn read_file(path: &Path, max_len: u64, what: &str) -> Result<Option<Vec<u8>>, Problem> {
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Problem::Unreadable(e.to_string())),
    };
    if !meta.is_file() {
        return Err(Problem::NotAFile);
    }
    if meta.len() > max_len {
        return Err(Problem::Foreign(format!(
            "not {what} (it is {} bytes long, far larger than any)",
            meta.len()
        )));
    }
    match fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Problem::Unreadable(e.to_string())),
    }
}

/// The bytes as text: without a UTF-8 byte-order mark; binary data is foreign, blank text
/// is empty.
pub(crate) fn text_of<'a>(bytes: &'a [u8], what: &str) -> Result<&'a str, Problem> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = std::str::from_utf8(bytes)
        .ok()
        .filter(|t| !t.contains('\0'))
        .ok_or_else(|| Problem::Foreign(format!("not {what} (it holds binary data)")))?;
    if text.trim().is_empty() {
        return Err(Problem::Empty);
    }
    Ok(text)
}

/// Writes `bytes` to `path` so that a reader sees either the old file or the whole new one:
/// a temporary file in the same directory, flushed to disk, then renamed over the target.
/// Creates the directory if needed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(
        "{}.tmp-{}-{}",
        name.to_string_lossy(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result?;
    // Make the rename itself durable; directories cannot be opened on every platform.
    if let Ok(dir) = fs::File::open(dir) {
        let _ = dir.sync_all();
    }
    Ok(())
}

/// Renames `path` to `<name>.bad-<unix seconds>` (then `-2`, `-3`... if taken) in the same
/// directory and returns the new path.
pub(crate) fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?
        .to_string_lossy()
        .into_owned();
    let base = format!("{name}.bad-{}", unix_seconds());
    for n in 1..10_000u32 {
        let candidate = if n == 1 {
            path.with_file_name(&base)
        } else {
            path.with_file_name(format!("{base}-{n}"))
        };
        match fs::symlink_metadata(&candidate) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                fs::rename(path, &candidate)?;
                return Ok(candidate);
            }
            _ => continue,
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "every name for a kept copy is taken",
    ))
}

/// Reads the file at `path` with `parse`. A missing file is `Ok(None)`. A file that cannot be
/// read or parsed is renamed aside and reported with `then` (what the game does instead).
pub(crate) fn load_or_move_aside<T>(
    kind: FileKind,
    path: &Path,
    max_len: u64,
    what: &str,
    then: Then,
    parse: impl FnOnce(&[u8]) -> Result<T, Problem>,
) -> Result<Option<T>, StoreError> {
    let problem = match read_file(path, max_len, what) {
        Ok(None) => return Ok(None),
        Ok(Some(bytes)) => match parse(&bytes) {
            Ok(value) => return Ok(Some(value)),
            Err(problem) => problem,
        },
        Err(problem) => problem,
    };
    let mut error = StoreError::new(kind, path, problem);
    error.kept = match move_aside(path) {
        Ok(new_path) => Kept::MovedTo(new_path),
        Err(e) => Kept::CouldNotMove(e.to_string()),
    };
    error.then = Some(then);
    Err(error)
}

/// Before replacing the file at `path`: if what is there now cannot be read by `parse`, move
/// it aside so that the write does not destroy it; if it cannot be moved, refuse to write.
pub(crate) fn keep_bad_file_before_writing<T>(
    kind: FileKind,
    path: &Path,
    max_len: u64,
    what: &str,
    parse: impl FnOnce(&[u8]) -> Result<T, Problem>,
) -> Result<(), StoreError> {
    match load_or_move_aside(kind, path, max_len, what, Then::NothingWritten, parse) {
        Ok(_) => Ok(()),
        Err(error) if matches!(error.kept, Kept::MovedTo(_)) => Ok(()),
        Err(error) => Err(error),
    }
}

/// Writes atomically, reporting a failure as a [`StoreError`].
pub(crate) fn write_file(kind: FileKind, path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    write_atomic(path, bytes)
        .map_err(|e| StoreError::new(kind, path, Problem::Unwritable(e.to_string())))
}
