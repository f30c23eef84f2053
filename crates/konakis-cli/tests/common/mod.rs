//! Running the built `konakis-cli` binary: its stdout, stderr and exit status (`program.rs`,
//! shared with the lab's tests); and a folder of its own for a test's files.
#![allow(dead_code, unused_imports)] // each test file uses its own share of these

mod program;

pub use program::{Run, fresh_dir, without_timings};

const CLI: program::Program = program::Program(env!("CARGO_BIN_EXE_konakis-cli"));

/// Runs `konakis-cli` with `args`.
pub fn cli(args: &[&str]) -> Run {
    CLI.run(args)
}

/// Runs a command that must succeed; its stdout.
pub fn ok(args: &[&str]) -> String {
    CLI.ok(args)
}

/// Runs a command that must be refused as bad input ([`program::Program::bad`]); its
/// stderr.
pub fn bad(args: &[&str]) -> String {
    CLI.bad(args)
}

/// Each command line is refused as bad input with a message that contains its text.
pub fn all_refused(cases: &[(&[&str], &str)]) {
    CLI.all_refused(cases)
}
