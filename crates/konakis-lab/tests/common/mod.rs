//! Running the built `konakis-lab` binary: its stdout, stderr and exit status (the CLI's
//! `program.rs`, shared); the `konakis-cli` binary beside it (an engine process for `versus`
//! and `rate`); and a folder of its own for a test's files.
#![allow(dead_code, unused_imports)] // each test file uses its own share of these

#[path = "../../../konakis-cli/tests/common/program.rs"]
mod program;

use std::path::PathBuf;

pub use program::{Run, fresh_dir, without_timings};

const LAB: program::Program = program::Program(env!("CARGO_BIN_EXE_konakis-lab"));

/// Runs `konakis-lab` with `args`.
pub fn lab(args: &[&str]) -> Run {
    LAB.run(args)
}

/// Runs a command that must succeed; its stdout.
pub fn ok(args: &[&str]) -> String {
    LAB.ok(args)
}

/// Runs a command that must be refused as bad input ([`program::Program::bad`]); its
/// stderr.
pub fn bad(args: &[&str]) -> String {
    LAB.bad(args)
}

/// Each command line is refused as bad input with a message that contains its text.
pub fn all_refused(cases: &[(&[&str], &str)]) {
    LAB.all_refused(cases)
}

/// The `konakis-cli` binary of this build, an engine other programs run (`konakis-cli uci`):
/// the workspace's build puts it beside `konakis-lab` (`cargo test --workspace`, or
/// `cargo build -p konakis-cli` before `cargo test -p konakis-lab`).
pub fn konakis_cli() -> PathBuf {
    let lab = PathBuf::from(env!("CARGO_BIN_EXE_konakis-lab"));
    let cli = lab.with_file_name(format!("konakis-cli{}", std::env::consts::EXE_SUFFIX));
    assert!(
        cli.exists(),
        "{} is not built: run `cargo test --workspace`, or `cargo build -p konakis-cli` first",
        cli.display()
    );
    cli
}
