//! What `konakis-cli` and `konakis-lab` share: the error every command returns, how a run
//! ends (its message and exit status), and the few words both print.
//!
//! Exit status: 0 done; 2 bad input (clap's message for a malformed command line, one
//! `error: ...` line naming what was wrong otherwise); 1 a failure that is not the input's
//! fault (the output could not be written, a benchmark found a wrong count).

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

use konakis_store::start::StartError;

/// Why a command stopped early.
#[derive(Debug)]
pub enum CliError {
    /// Bad input: one line for stderr, exit status 2.
    Bad(String),
    /// The command ran but failed (a benchmark found a wrong count): exit status 1.
    Failed(String),
    /// Writing the output failed: exit status 1.
    Io(io::Error),
}

impl CliError {
    /// Bad input with this message.
    pub fn bad(message: impl Into<String>) -> CliError {
        CliError::Bad(message.into())
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Bad(message) | CliError::Failed(message) => f.write_str(message),
            CliError::Io(e) => write!(f, "writing the output failed: {e}"),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Io(e)
    }
}

impl From<StartError> for CliError {
    fn from(e: StartError) -> CliError {
        CliError::Bad(e.0)
    }
}

/// Runs a command against stdout and ends the process as the exit statuses above say.
pub fn finish(run: impl FnOnce(&mut dyn Write) -> Result<(), CliError>) -> ExitCode {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = run(&mut out).and_then(|()| out.flush().map_err(CliError::Io));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stops early (`| head`) is not an error.
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let one_line = e.to_string().replace(['\n', '\r'], " ");
            // Nothing to do if stderr is gone too.
            let _ = writeln!(io::stderr(), "error: {one_line}");
            match e {
                CliError::Bad(_) => ExitCode::from(2),
                _ => ExitCode::FAILURE,
            }
        }
    }
}

/// `count` things in `elapsed` as a rate with `unit`: `12.34 M leaves/s`, or `- leaves/s`
/// when too quick to tell.
pub fn per_second(count: u64, elapsed: Duration, unit: &str) -> String {
    let secs = elapsed.as_secs_f64();
    if secs <= 0.0 {
        return format!("- {unit}/s");
    }
    let rate = count as f64 / secs;
    if rate >= 1e6 {
        format!("{:.2} M {unit}/s", rate / 1e6)
    } else if rate >= 1e3 {
        format!("{:.2} k {unit}/s", rate / 1e3)
    } else {
        format!("{rate:.0} {unit}/s")
    }
}

/// A seed from the time of day, for runs not given one.
pub fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// A whole number of at most `max` milliseconds, read for clap (`--time-ms`).
pub fn millis(text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("'{text}' is not a whole number from {min} to {max}"))
}
