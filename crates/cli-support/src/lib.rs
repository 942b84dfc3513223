//! The plumbing both binaries (`blackbox`, `parlor`) share, so that they
//! behave alike: one exit-code policy, one error format, quiet closed pipes,
//! `-` for standard input, bounded reading of every
//! input ([`read`]), the same progress bars and JSON printing, and the one
//! clock of `--time-limit` ([`time_limit()`]).
//!
//! Exit codes (see [`exit`]): 0 success; 1 a negative answer where a command
//! documents one; 2 bad input or usage. Errors print as `NAME: message`,
//! where the message of a file error starts `file:line:`.

#![warn(missing_docs)]

pub mod read;
mod time_limit;

pub use read::{io_reason, read_text, BoundedLines, Limit, LineError};
pub use time_limit::{seconds, time_limit, TimeLimit, DEFAULT_TIME_LIMIT};

use std::path::Path;
use std::process::ExitCode;

use indicatif::{ProgressBar, ProgressStyle};

/// The exit codes every command uses.
pub mod exit {
    /// The command did what was asked and the answer is positive.
    pub const SUCCESS: u8 = 0;
    /// A negative answer where the command documents one (an inconsistent
    /// puzzle, an ambiguous Parlor puzzle, a failed check).
    pub const NEGATIVE: u8 = 1;
    /// Bad input or usage: nothing was computed.
    pub const BAD_INPUT: u8 = 2;
}

/// An error together with the exit code it ends the program with.
#[derive(Debug)]
pub struct Failure {
    /// The exit code, one of [`exit`].
    pub code: u8,
    /// What went wrong, printed after the program's name.
    pub error: anyhow::Error,
}

impl Failure {
    /// A failure that exits with `code`.
    pub fn new(code: u8, error: impl Into<anyhow::Error>) -> Self {
        Failure {
            code,
            error: error.into(),
        }
    }
}

/// Any error not given a code is bad input (exit 2).
impl<E: Into<anyhow::Error>> From<E> for Failure {
    fn from(error: E) -> Self {
        Failure::new(exit::BAD_INPUT, error)
    }
}

/// Runs a binary's body: restores the default SIGPIPE action first, then
/// prints a failure as `name: message` (with its causes) and exits with its code.
pub fn main(name: &str, body: impl FnOnce() -> Result<ExitCode, Failure>) -> ExitCode {
    restore_default_sigpipe();
    match body() {
        Ok(code) => code,
        Err(failure) => {
            eprintln!("{name}: {:#}", failure.error);
            ExitCode::from(failure.code)
        }
    }
}

/// Lets a closed pipe end the program quietly, as Unix tools do
/// (`blackbox encode ... | head`), instead of panicking in `print!`.
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists;
    // resetting a signal disposition to its default has no other effect.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// How a path is named in messages: `<stdin>` for `-`, else the path.
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Formats an error found at `line` (1-based) of `path`, or in the file as a
/// whole: `file:line: message` or `file: message` (`<stdin>` for `-`).
pub fn located(path: &Path, line: Option<usize>, message: impl std::fmt::Display) -> anyhow::Error {
    let name = display_name(path);
    match line {
        Some(line) => anyhow::anyhow!("{name}:{line}: {message}"),
        None => anyhow::anyhow!("{name}: {message}"),
    }
}

/// Prints a value as pretty JSON on standard output.
pub fn print_json(value: &impl serde::Serialize) -> anyhow::Result<()> {
    println!("{}", serde_json::to_string_pretty(value)?);
    Ok(())
}

/// A progress bar over `total` steps, labelled `what`, on standard error.
/// It draws nothing when standard error is not a terminal.
pub fn progress_bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{elapsed_precise}] {wide_bar} {pos}/{len} ({eta})")
            .expect("a fixed, valid template")
            .progress_chars("=> "),
    );
    bar.set_message(what.to_string());
    bar
}

/// A spinner with a message, for work whose length is not known.
pub fn spinner(what: &str) -> ProgressBar {
    let spinner = ProgressBar::new_spinner().with_style(
        ProgressStyle::with_template("{spinner} {msg} [{elapsed}]")
            .expect("a fixed, valid template"),
    );
    spinner.set_message(what.to_string());
    spinner.enable_steady_tick(std::time::Duration::from_millis(120));
    spinner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn located_errors_name_file_and_line() {
        let path = Path::new("p.txt");
        assert_eq!(located(path, Some(3), "bad").to_string(), "p.txt:3: bad");
        assert_eq!(located(path, None, "bad").to_string(), "p.txt: bad");
    }

    #[test]
    fn standard_input_is_named_in_messages() {
        let stdin = Path::new("-");
        assert_eq!(located(stdin, Some(2), "bad").to_string(), "<stdin>:2: bad");
        assert_eq!(display_name(Path::new("a/b.txt")), "a/b.txt");
    }

    #[test]
    fn plain_errors_are_bad_input() {
        let failure: Failure = anyhow::anyhow!("nope").into();
        assert_eq!(failure.code, exit::BAD_INPUT);
    }
}
