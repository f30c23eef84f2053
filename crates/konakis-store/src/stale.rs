//! Temporary files left by a write that never finished: [`write_atomic`](crate::write_atomic)
//! writes `<name>.tmp-<pid>-<n>` and renames it over `<name>`; a process killed between the
//! two leaves the temporary file behind. Removed at the next start, once its process is gone.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::paths::Paths;

/// Removes the temporary files of writes that never finished from every folder Konakis
/// writes to (settings, autosave, saves, rule sets): those whose process is gone. The paths
/// removed, for the log; a file that cannot be removed is left, and says nothing.
pub fn remove_stale_temporaries(paths: &Paths) -> Vec<PathBuf> {
    let folders = [
        paths.config_dir.clone(),
        paths.data_dir.clone(),
        paths.saves_dir(),
        paths.rule_sets_dir(),
    ];
    let mut removed = Vec::new();
    for (i, folder) in folders.iter().enumerate() {
        if folders[..i].contains(folder) {
            continue;
        }
        let Ok(entries) = fs::read_dir(folder) else {
            continue;
        };
        for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            if is_stale_temporary(&path) && fs::remove_file(&path).is_ok() {
                removed.push(path);
            }
        }
    }
    removed
}

/// Whether `path` is a temporary file of ours (`<name>.tmp-<pid>-<n>`) whose writer is gone.
fn is_stale_temporary(path: &Path) -> bool {
    let Some(pid) = path
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(temporary_pid)
    else {
        return false;
    };
    pid != std::process::id() && !process_alive(pid, path)
}

/// The writer's process id in a temporary file's name (`settings.json.tmp-4242-0`).
fn temporary_pid(name: &str) -> Option<u32> {
    let (_, tail) = name.rsplit_once(".tmp-")?;
    let (pid, n) = tail.split_once('-')?;
    n.parse::<u64>().ok()?;
    pid.parse().ok()
}

/// Whether process `pid`, which wrote `path`, still runs: on Linux, whether `/proc` has it;
/// elsewhere, whether the file was touched in the last ten minutes (a write takes
/// milliseconds, so an older temporary file is abandoned whoever wrote it).
fn process_alive(pid: u32, path: &Path) -> bool {
    if cfg!(target_os = "linux") && Path::new("/proc/self").exists() {
        return Path::new("/proc").join(pid.to_string()).exists();
    }
    let age = fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| SystemTime::now().duration_since(t).ok());
    age.is_none_or(|age| age < Duration::from_secs(600))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_give_their_writers() {
        assert_eq!(temporary_pid("settings.json.tmp-4242-0"), Some(4242));
        assert_eq!(temporary_pid("autosave.otg.tmp-17-12"), Some(17));
        for other in [
            "settings.json",
            "a.tmp-x-1",
            "a.tmp-12",
            "a.tmp-12-x",
            "tmp-1-2",
        ] {
            assert_eq!(temporary_pid(other), None, "{other}");
        }
    }
}
