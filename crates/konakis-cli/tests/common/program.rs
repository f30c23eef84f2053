//! Running a built binary of the workspace as other tools do: its stdout, stderr and exit
//! status checked against the command line's contract. Shared by the tests of `konakis-cli`
//! and `konakis-lab` (the lab's include this file).

use std::path::PathBuf;
use std::process::Command;

/// What one run of the binary gave back.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// A built binary.
pub struct Program(pub &'static str);

impl Program {
    /// Runs it with `args`.
    pub fn run(&self, args: &[&str]) -> Run {
        let output = Command::new(self.0)
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
    pub fn ok(&self, args: &[&str]) -> String {
        let run = self.run(args);
        assert_eq!(run.code, Some(0), "{args:?} failed: {}", run.stderr);
        assert!(
            run.stderr.is_empty(),
            "{args:?} wrote to stderr: {}",
            run.stderr
        );
        run.stdout
    }

    /// Runs a command that must be refused as bad input: exit 2, nothing on stdout, stderr
    /// starting `error: `. Our own refusals (a bad position, an illegal move, a bad file) are
    /// that one line; clap's refusals of a malformed command line (an unknown option, a
    /// missing value) add clap's hint (and usage) below it. Returns stderr.
    pub fn bad(&self, args: &[&str]) -> String {
        let run = self.run(args);
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

    /// Each command line is refused as bad input ([`Program::bad`]) with a message that
    /// contains its text.
    pub fn all_refused(&self, cases: &[(&[&str], &str)]) {
        for (args, expected) in cases {
            let said = self.bad(args);
            assert!(
                said.contains(expected),
                "{args:?}: '{said}' lacks '{expected}'"
            );
        }
    }
}

/// An empty folder for one test's files, `konakis-NAME-PID` in the system's temporary folder
/// (made afresh: whatever an earlier run left there is gone).
#[allow(dead_code)] // the test files that write no files leave it unused
pub fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("konakis-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The lines of `text` without what the clock decides: the words after `nps` and `time`,
/// and a last `, 0.1 s` (the seconds a game or a match took).
#[allow(dead_code)] // the test files that compare no timed output leave it unused
pub fn without_timings(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            let line = match line.rsplit_once(", ") {
                Some((head, tail)) if tail.ends_with(" s") => head,
                _ => line,
            };
            let words: Vec<&str> = line.split(' ').collect();
            let kept: Vec<&str> = (0..words.len())
                .filter(|&i| i == 0 || !["nps", "time"].contains(&words[i - 1]))
                .map(|i| words[i])
                .collect();
            kept.join(" ")
        })
        .collect()
}
