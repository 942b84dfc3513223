//! The plumbing both binaries (`blackbox`, `parlor`) share, so that they
//! behave alike: one exit-code policy, one error format, one checked
//! standard output ([`Output`]: quiet closed pipes, a full disk an error),
//! `-` for standard input, bounded reading of every input ([`read`]) and
//! the plain modes' prompted lines ([`PromptedLines`]), the
//! same progress bars and JSON printing, the one clock of `--time-limit`
//! ([`time_limit()`]), the one memory bound ([`guard_memory`]) and budget
//! ([`memory_budget`]), both from the process's real limits, and the one
//! safe way to write a file ([`OutputFile`]).
//!
//! Exit codes (see [`exit`]): 0 success; 1 a negative answer where a command
//! documents one; 2 bad input or usage. Errors print as `NAME: message`,
//! where the message of a file error starts `file:line:`.

#![warn(missing_docs)]

mod memory_guard;
mod memory_limits;
mod number;
mod output;
mod output_file;
mod prompted;
pub mod read;
mod temp_files;
mod time_limit;

pub use memory_guard::{guard_memory, ENV_MEMORY_MB};
pub use memory_limits::{memory_budget, Limits, MemoryBudget, Sizes, THREAD_ADDRESS_SPACE};
pub use number::whole;
pub use output::{note, Output, WriteFailure};
pub use output_file::{starts_with_after_space, FileKind, OutputFile, HEAD_BYTES};
pub use prompted::PromptedLines;
pub use read::{display_name, io_reason, located, read_text, BoundedLines, Limit, LineError};
pub use time_limit::{
    seconds, time_limit, unix_days_now, TimeLimit, DEFAULT_TIME_LIMIT, MAX_TIME_LIMIT,
};

use std::io::{IsTerminal, Write};
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

/// Runs a binary: restores the default SIGPIPE action, parses the command
/// line into `A` (help and version go to [`Output`] too), runs `body` with
/// the run's one [`Output`], then flushes it. A failure prints as
/// `name: message` (with its causes) and exits with its code; a write
/// error on standard output as `name: cannot write to standard output: …`
/// with exit 2; a closed pipe ends quietly (see [`Output`]).
pub fn main<A: clap::Parser>(
    name: &str,
    body: impl FnOnce(A, &mut Output) -> Result<ExitCode, Failure>,
) -> ExitCode {
    restore_default_sigpipe();
    let mut out = Output::stdout();
    let result = match A::try_parse() {
        Ok(args) => body(args, &mut out).map(Code::Exit),
        Err(e) => clap_answer(&e, &mut out),
    };
    #[allow(clippy::disallowed_methods)] // errors, not results: never checked
    let mut stderr = std::io::stderr();
    match finish(name, result, out, &mut stderr) {
        Code::Exit(code) => code,
        Code::Number(code) => ExitCode::from(code),
    }
}

/// An exit code: the command's, or one of [`exit`].
enum Code {
    Exit(ExitCode),
    Number(u8),
}

/// What clap has to say instead of running: help and version on standard
/// output (through `out`, so a full disk is reported), usage errors on
/// standard error with clap's exit code (2).
fn clap_answer(error: &clap::Error, out: &mut Output) -> Result<Code, Failure> {
    let code = u8::try_from(error.exit_code()).unwrap_or(exit::BAD_INPUT);
    if error.use_stderr() {
        let _ = error.print();
        return Ok(Code::Number(code));
    }
    let text = error.render();
    if stdout_is_terminal() {
        write!(out, "{}", text.ansi())?;
    } else {
        write!(out, "{text}")?;
    }
    Ok(Code::Number(code))
}

/// Bytes free for this user on the file system of `dir`, or of its nearest
/// existing ancestor when it is not made yet; `None` when it cannot be read.
pub fn free_bytes(dir: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let existing = dir
        .ancestors()
        .find(|a| a.is_dir())
        .unwrap_or(Path::new("."));
    let path = std::ffi::CString::new(existing.as_os_str().as_bytes()).ok()?;
    // SAFETY: a zeroed statvfs is a valid value to be filled in.
    let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: `path` is a valid C string and `stat` a valid out-pointer.
    let ok = unsafe { libc::statvfs(path.as_ptr(), &mut stat) } == 0;
    ok.then(|| stat.f_bavail as u64 * stat.f_frsize as u64)
}

/// Whether standard output is a terminal (colours, the terminal game).
pub fn stdout_is_terminal() -> bool {
    #[allow(clippy::disallowed_methods)] // only asks, writes nothing
    std::io::stdout().is_terminal()
}

/// Closes `out` and decides the exit code: a write error on standard
/// output wins over whatever the command made of it (its own error is
/// then that write error); a closed pipe is quiet.
fn finish(name: &str, result: Result<Code, Failure>, out: Output, stderr: &mut dyn Write) -> Code {
    let failed_during_run = out.failure().is_some();
    let write_failure = out.close();
    let mut code = match result {
        Ok(code) => code,
        Err(_) if failed_during_run => Code::Number(exit::SUCCESS),
        Err(failure) => {
            let _ = writeln!(stderr, "{name}: {:#}", failure.error);
            Code::Number(failure.code)
        }
    };
    if let Some(failure) = write_failure.filter(|f| !f.is_closed_pipe()) {
        let _ = writeln!(stderr, "{name}: {failure}");
        code = Code::Number(exit::BAD_INPUT);
    }
    code
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
    fn plain_errors_are_bad_input() {
        let failure: Failure = anyhow::anyhow!("nope").into();
        assert_eq!(failure.code, exit::BAD_INPUT);
    }

    fn exit_number(code: Code) -> u8 {
        match code {
            Code::Number(n) => n,
            Code::Exit(_) => panic!("expected a numbered exit code"),
        }
    }

    #[test]
    fn a_full_disk_ends_with_one_clear_message_and_exit_2() {
        let mut out = Output::to(output::tests::Full);
        let written = writeln!(out, "result").map_err(Failure::from);
        let mut stderr = Vec::new();
        let code = finish("tool", written.map(|()| Code::Number(0)), out, &mut stderr);
        assert_eq!(exit_number(code), exit::BAD_INPUT);
        assert_eq!(
            String::from_utf8(stderr).unwrap(),
            "tool: cannot write to standard output: No space left on device\n"
        );
    }

    #[test]
    fn a_closed_pipe_is_quiet() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let mut out = Output::to(Closed);
        let written = writeln!(out, "result").map_err(Failure::from);
        let mut stderr = Vec::new();
        let code = finish("tool", written.map(|()| Code::Number(0)), out, &mut stderr);
        assert_eq!(exit_number(code), exit::SUCCESS);
        assert!(stderr.is_empty());
    }

    #[test]
    fn command_errors_keep_their_code_and_message() {
        let mut stderr = Vec::new();
        let failure = Failure::new(exit::NEGATIVE, anyhow::anyhow!("no"));
        let code = finish("tool", Err(failure), Output::to(Vec::new()), &mut stderr);
        assert_eq!(exit_number(code), exit::NEGATIVE);
        assert_eq!(String::from_utf8(stderr).unwrap(), "tool: no\n");
    }
}
