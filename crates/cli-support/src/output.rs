//! Standard output of every command: one checked writer, [`Output`].
//!
//! [`crate::main`] makes the one `Output` of a run, hands it to the command
//! and, once the command returns, flushes it and checks that everything
//! written arrived. The binaries never print any other way (`print!` and
//! `println!` are refused by clippy, see `clippy.toml`), so no command can
//! panic on a full disk or end silently truncated:
//!
//! - a closed pipe (`blackbox encode p.txt | head`) ends the run quietly;
//!   with the default SIGPIPE action (restored by [`crate::main`]) the
//!   process ends as Unix tools do, and otherwise with the command's code;
//! - any other write error (`> /dev/full`) is reported once, as
//!   `NAME: cannot write to standard output: No space left on device`,
//!   with exit code 2.
//!
//! Invariant: the first write error is kept (later ones are its echoes),
//! and every write after it fails too, so a command stops at its next `?`.

use std::fmt::Display;
use std::io::{self, ErrorKind, Write};

/// Standard output (or, in tests, any writer) that remembers its first
/// write error; see the module doc.
pub struct Output {
    sink: Box<dyn Write>,
    failure: Option<WriteFailure>,
}

/// Why writing failed: its kind and the operating system's words for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteFailure {
    /// The kind of the error (`BrokenPipe` for a closed pipe).
    pub kind: ErrorKind,
    /// What went wrong, without Rust's `(os error N)` suffix.
    pub message: String,
}

impl WriteFailure {
    fn of(error: &io::Error) -> WriteFailure {
        let text = error.to_string();
        let message = match text.rfind(" (os error ") {
            Some(at) => text[..at].to_string(),
            None => text,
        };
        WriteFailure {
            kind: error.kind(),
            message,
        }
    }

    /// Whether the reader went away (a closed pipe): not worth a message.
    pub fn is_closed_pipe(&self) -> bool {
        self.kind == ErrorKind::BrokenPipe
    }
}

impl Display for WriteFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot write to standard output: {}", self.message)
    }
}

impl std::error::Error for WriteFailure {}

impl Output {
    /// The process's standard output.
    pub fn stdout() -> Output {
        // The one place standard output is opened for commands' text.
        #[allow(clippy::disallowed_methods)]
        let stdout = io::stdout();
        Output::to(stdout)
    }

    /// An output into `sink` (tests write into a buffer or a failing writer).
    pub fn to(sink: impl Write + 'static) -> Output {
        Output {
            sink: Box::new(sink),
            failure: None,
        }
    }

    /// Writes `value` as pretty JSON and a newline.
    pub fn json(&mut self, value: &impl serde::Serialize) -> anyhow::Result<()> {
        let text = serde_json::to_string_pretty(value)?;
        writeln!(self, "{text}")?;
        Ok(())
    }

    /// The first write error so far, if any.
    pub fn failure(&self) -> Option<&WriteFailure> {
        self.failure.as_ref()
    }

    /// Flushes, then gives the first write error of the whole run, if any.
    pub fn close(mut self) -> Option<WriteFailure> {
        let _ = self.flush();
        self.failure
    }

    /// Keeps the first error of `result`; once failed, stays failed.
    fn checked<T>(&mut self, result: io::Result<T>) -> io::Result<T> {
        match result {
            Err(e) if e.kind() == ErrorKind::Interrupted => Err(e),
            Err(e) => {
                if self.failure.is_none() {
                    self.failure = Some(WriteFailure::of(&e));
                }
                Err(e)
            }
            ok => ok,
        }
    }

    /// The error every write after the first failure returns.
    fn failed(&self) -> Option<io::Error> {
        self.failure
            .as_ref()
            .map(|f| io::Error::new(f.kind, f.message.clone()))
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if let Some(e) = self.failed() {
            return Err(e);
        }
        let result = self.sink.write(buf);
        self.checked(result)
    }

    fn flush(&mut self) -> io::Result<()> {
        if let Some(e) = self.failed() {
            return Err(e);
        }
        let result = self.sink.flush();
        self.checked(result)
    }
}

/// Writes one line on standard error, for notes and errors; a failure to
/// write there is ignored (there is nowhere left to report it).
pub fn note(line: impl Display) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A writer that fails like `/dev/full`.
    pub struct Full;

    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from_raw_os_error(libc::ENOSPC))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_full_disk_is_remembered_without_rust_internals() {
        let mut out = Output::to(Full);
        assert!(writeln!(out, "hello").is_err());
        assert!(out.json(&[1, 2]).is_err());
        let failure = out.close().expect("the write failed");
        assert_eq!(
            failure.to_string(),
            "cannot write to standard output: No space left on device"
        );
        assert!(!failure.is_closed_pipe());
    }

    #[test]
    fn writes_that_arrive_leave_no_failure() {
        let mut out = Output::to(Vec::new());
        writeln!(out, "fine").unwrap();
        out.json(&"x").unwrap();
        assert_eq!(out.close(), None);
    }
}
