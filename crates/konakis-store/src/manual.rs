//! Manual pages from clap's definitions, for the game and `konakis-cli` alike: one page for
//! the program and one for each of its commands (`konakis-cli-perft.1`), written atomically.

use std::io;
use std::path::{Path, PathBuf};

use clap::Command;

use crate::file::write_atomic;

/// Writes `name.1` for `cmd` and `name-sub.1` for each visible subcommand into `dir` (made
/// if missing); the paths written, in order.
pub fn write_pages(cmd: &Command, dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    write_page(cmd.clone(), cmd.get_name(), dir, &mut written)?;
    Ok(written)
}

fn write_page(cmd: Command, name: &str, dir: &Path, written: &mut Vec<PathBuf>) -> io::Result<()> {
    let cmd = cmd.name(name.to_string());
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd.clone()).render(&mut page)?;
    let path = dir.join(format!("{name}.1"));
    write_atomic(&path, &page)?;
    written.push(path);
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        if sub.get_name() == "help" {
            continue;
        }
        let sub_name = format!("{name}-{}", sub.get_name());
        write_page(sub.clone(), &sub_name, dir, written)?;
    }
    Ok(())
}
