//! Running the built `konakis-lab` binary: its stdout, stderr and exit status; the
//! `konakis-cli` binary beside it (an engine process for `versus` and `rate`); and a folder
//! of its own for a test's files.

use std::path::PathBuf;
use std::process::Command;

/// What one run of the binary gave back.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

pub fn lab(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_konakis-lab"))
        .args(args)
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// Runs a command that must succeed; its stdout.
pub fn ok(args: &[&str]) -> String {
    let run = lab(args);
    assert_eq!(run.code, Some(0), "{args:?} failed: {}", run.stderr);
    assert!(
        run.stderr.is_empty(),
        "{args:?} wrote to stderr: {}",
        run.stderr
    );
    run.stdout
}

/// Runs a command that must be refused as bad input: exit 2, nothing on stdout, stderr
/// starting `error: `. Our own refusals (a bad position, an illegal move, a bad file) are that
/// one line; clap's refusals of a malformed command line (an unknown option, a missing value)
/// add clap's hint (and usage) below it. Returns stderr.
pub fn bad(args: &[&str]) -> String {
    let run = lab(args);
    assert_eq!(run.code, Some(2), "{args:?}: {}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.is_empty(),
        "{args:?} wrote to stdout: {}",
        run.stdout
    );
    assert!(
        !run.stderr.contains("panick"),
        "{args:?} panicked: {}",
        run.stderr
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert!(lines[0].starts_with("error: "), "{args:?}: {}", lines[0]);
    assert!(
        lines.len() == 1 || run.stderr.contains("For more information, try '--help'"),
        "{args:?}: more than one line, and not clap's hint: {}",
        run.stderr
    );
    run.stderr
}

/// Each command line is refused as bad input ([`bad`]) with a line that contains its message.
pub fn all_refused(cases: &[(&[&str], &str)]) {
    for (args, expected) in cases {
        let said = bad(args);
        assert!(
            said.contains(expected),
            "{args:?}: '{said}' lacks '{expected}'"
        );
    }
}

/// An empty folder for one test's files, `konakis-NAME-PID` in the system's temporary folder
/// (made afresh: whatever an earlier run left there is gone).
#[allow(dead_code)] // the test files that write no files (cli.rs, rules.rs) leave it unused
pub fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("konakis-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The `konakis-cli` binary of this build, an engine other programs run (`konakis-cli uci`):
/// the workspace's build puts it beside `konakis-lab` (`cargo test --workspace`, or
/// `cargo build -p konakis-cli` before `cargo test -p konakis-lab`).
#[allow(dead_code)] // the test files that play no engine leave it unused
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
