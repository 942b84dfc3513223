//! The hostile battery's runner and judge, shared by `blackbox-cli`'s and
//! `parlor-cli`'s `tests/hostile.rs` (through `#[path]`).
//!
//! A [`Case`] is one process: a program, its arguments, its standard input
//! (bytes, a device such as `/dev/zero`, or nothing), where its standard
//! output goes (a pipe, `/dev/full`, a pipe closed before or after a few
//! bytes), the files prepared beforehand in its own directory, and the class
//! of issue 20 it belongs to. [`run_all`] runs the cases on a few threads,
//! each child under an address-space cap (`RLIMIT_AS`) and a wall-clock
//! timeout (killed past it), measuring its wall time and peak memory.
//! [`judge`] turns an outcome into failures by generic rules of the class
//! (panic, signal, memory, time, silent acceptance, output, file lost,
//! message), never by a hand-written expected output per case.
//!
//! Invariants: every child runs in a fresh directory inside one temporary
//! directory removed at the end; every read of a child's output is capped;
//! every wait is bounded by the case's timeout.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::Read;
use std::os::fd::{FromRawFd, OwnedFd};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The address-space cap of every child (issue 20 ran with 4 GB).
pub const ADDRESS_SPACE: u64 = 4 << 30;
/// Peak resident memory past which a case is a memory failure.
pub const MEMORY_CEILING_KB: i64 = 2 << 20;
/// Bytes of standard output kept for the judge (the rest is read and dropped).
const STDOUT_KEPT: usize = 64 << 10;
/// Bytes of standard error kept for the judge.
const STDERR_KEPT: usize = 64 << 10;

/// The classes of issue 20: each case belongs to the one it was generated for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// Standard output that cannot be written (`/dev/full`, a closed pipe).
    Output,
    /// Commands without a terminal, options at extreme values.
    Extremes,
    /// Unbounded reads: devices, huge files, huge lines, on every reader.
    Reads,
    /// `--time-limit` and the documented bounds of every engine and stage.
    Time,
    /// Inputs that must be refused: bad bytes, duplicates, conflicting options.
    Silent,
    /// Files a command has no right to replace.
    Files,
    /// Messages: internals, invisible characters, errors without where.
    Messages,
    /// `blackbox serve`: limits, timeouts, JSON errors, memory after a burst.
    Server,
    /// Files a command reads back as results (census shards and merge
    /// parts), damaged: refused, or the clean figures, never others.
    Integrity,
}

/// What a case's input must lead to, besides the generic rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// Only the generic rules.
    Any,
    /// Must be refused: an exit code other than 0.
    Refuse,
    /// Must not be refused as bad input (exit 0 or a documented 1).
    NotBadInput,
    /// Must succeed (exit 0).
    Accept,
}

/// Bytes given to a child: literal, or a head, a unit repeated up to a
/// length, and a tail, generated while written (big inputs cost no memory).
#[derive(Clone, Debug)]
pub enum Payload {
    Bytes(Vec<u8>),
    Repeat {
        head: Vec<u8>,
        unit: Vec<u8>,
        len: usize,
        tail: Vec<u8>,
    },
}

impl Payload {
    /// A head, `unit` repeated for `len` bytes, then a tail.
    pub fn repeat(head: &[u8], unit: &[u8], len: usize, tail: &[u8]) -> Payload {
        Payload::Repeat {
            head: head.to_vec(),
            unit: unit.to_vec(),
            len,
            tail: tail.to_vec(),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Payload::Bytes(b) => b.len(),
            Payload::Repeat {
                head, len, tail, ..
            } => head.len() + len + tail.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes of a literal payload.
    pub fn as_small(&self) -> Option<&[u8]> {
        match self {
            Payload::Bytes(b) => Some(b),
            Payload::Repeat { .. } => None,
        }
    }

    /// Writes the payload, stopping at the first error.
    pub fn write_to(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        match self {
            Payload::Bytes(b) => w.write_all(b),
            Payload::Repeat {
                head,
                unit,
                len,
                tail,
            } => {
                w.write_all(head)?;
                let chunk: Vec<u8> = unit.iter().copied().cycle().take(64 << 10).collect();
                let mut left = *len;
                while left > 0 {
                    let n = left.min(chunk.len());
                    w.write_all(&chunk[..n])?;
                    left -= n;
                }
                w.write_all(tail)
            }
        }
    }
}

impl From<Vec<u8>> for Payload {
    fn from(bytes: Vec<u8>) -> Payload {
        Payload::Bytes(bytes)
    }
}

/// A child's standard input.
#[derive(Clone, Debug)]
pub enum Stdin {
    /// `/dev/null`.
    Nothing,
    /// These bytes, written by a thread (a child that stops reading is fine).
    Bytes(Payload),
    /// A file or device opened for reading, such as `/dev/zero`.
    Path(PathBuf),
}

/// Where a child's standard output goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stdout {
    /// A pipe read to the end (only the first bytes are kept).
    Pipe,
    /// `/dev/full`: every write fails with "no space left on device".
    Full,
    /// A pipe whose reading end is closed before the child starts.
    Closed,
    /// A pipe closed after this many bytes (`| head -c N`).
    CloseAfter(usize),
}

/// A file prepared in the case's directory before the child runs.
#[derive(Clone, Debug)]
pub enum Prepared {
    /// A regular file; `protected`: the command has no right to change its
    /// bytes; its mode is always protected.
    File {
        bytes: Payload,
        mode: u32,
        protected: bool,
    },
    /// A symbolic link to `target` (a name in the same directory); neither
    /// the link nor its target may change.
    Symlink { target: String },
    /// A directory.
    Dir,
    /// A named pipe (FIFO).
    Fifo,
}

impl Prepared {
    /// A readable file (mode 0644) whose bytes the command must not change.
    pub fn protected(bytes: impl Into<Payload>) -> Prepared {
        Prepared::File {
            bytes: bytes.into(),
            mode: 0o644,
            protected: true,
        }
    }
}

/// One process of the battery.
#[derive(Clone, Debug)]
pub struct Case {
    pub class: Class,
    /// A short name of what was generated (`solve: nul-in-line (file)`).
    pub label: String,
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub stdin: Stdin,
    pub stdout: Stdout,
    /// Files created in the case's directory (the child's working directory).
    pub files: Vec<(String, Prepared)>,
    pub expect: Expect,
    /// The `--time-limit` given, in seconds: the command must end within it
    /// plus the tier's grace (`Tier::time_grace`).
    pub time_limit: Option<f64>,
    /// The child is killed past this.
    pub timeout: Duration,
    /// The name of the input file: a refusal must name it or a line.
    pub input_name: Option<String>,
    /// An option value given on the command line: a message quoting what it
    /// found must quote all of it.
    pub option_value: Option<String>,
    /// Phrases the error must not contain (another format's words).
    pub forbidden: Vec<String>,
    /// What standard output must be whenever the command succeeds (the
    /// figures of the undamaged input).
    pub clean_stdout: Option<Vec<u8>>,
    /// The child's address-space cap, instead of [`ADDRESS_SPACE`].
    pub address_space: Option<u64>,
    /// The option (or argument, `<PORT>`) given [`Case::option_value`]: a
    /// usage error about it must name it and say what it takes in words,
    /// never in a Rust parser's ([`PARSER_TEXTS`]).
    pub option: Option<String>,
}

impl Case {
    /// A case with a pipe for standard output, no standard input, no files,
    /// no expectation beyond the generic rules and a 10 s timeout.
    pub fn new(class: Class, label: impl Into<String>, program: &Path, args: &[&str]) -> Case {
        Case {
            class,
            label: label.into(),
            program: program.to_path_buf(),
            args: args.iter().map(OsString::from).collect(),
            stdin: Stdin::Nothing,
            stdout: Stdout::Pipe,
            files: Vec::new(),
            expect: Expect::Any,
            time_limit: None,
            timeout: Duration::from_secs(10),
            input_name: None,
            option_value: None,
            forbidden: Vec::new(),
            clean_stdout: None,
            address_space: None,
            option: None,
        }
    }

    pub fn expect(mut self, expect: Expect) -> Case {
        self.expect = expect;
        self
    }

    pub fn stdin(mut self, stdin: Stdin) -> Case {
        self.stdin = stdin;
        self
    }

    pub fn stdout(mut self, stdout: Stdout) -> Case {
        self.stdout = stdout;
        self
    }

    pub fn timeout(mut self, seconds: u64) -> Case {
        self.timeout = Duration::from_secs(seconds);
        self
    }

    /// Prepares `bytes` as the unprotected input file `name`; a refusal
    /// must name it.
    pub fn input_file(mut self, name: &str, bytes: impl Into<Payload>) -> Case {
        self.files.push((
            name.to_string(),
            Prepared::File {
                bytes: bytes.into(),
                mode: 0o644,
                protected: false,
            },
        ));
        self.input_name = Some(name.to_string());
        self
    }

    pub fn file(mut self, name: &str, prepared: Prepared) -> Case {
        self.files.push((name.to_string(), prepared));
        self
    }

    /// Records the `--time-limit` found among the arguments.
    pub fn with_time_limit_from_args(mut self) -> Case {
        let args: Vec<String> = self
            .args
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        self.time_limit = args
            .windows(2)
            .find(|w| w[0] == "--time-limit")
            .and_then(|w| w[1].parse::<f64>().ok())
            .filter(|t| t.is_finite() && *t >= 0.0 && *t < 1e6);
        self
    }

    /// The command line as a shell would show it.
    pub fn command_line(&self) -> String {
        let name = self
            .program
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut line = name;
        for a in &self.args {
            let a = a.to_string_lossy();
            if a.is_empty() || a.contains(|c: char| c.is_whitespace() || c == '"') {
                line.push_str(&format!(" {a:?}"));
            } else {
                line.push(' ');
                line.push_str(&a);
            }
        }
        match &self.stdin {
            Stdin::Nothing => line.push_str(" < /dev/null"),
            Stdin::Bytes(b) => line.push_str(&format!(" < ({} bytes)", b.len())),
            Stdin::Path(p) => line.push_str(&format!(" < {}", p.display())),
        }
        match self.stdout {
            Stdout::Pipe => {}
            Stdout::Full => line.push_str(" > /dev/full"),
            Stdout::Closed => line.push_str(" | (closed)"),
            Stdout::CloseAfter(n) => line.push_str(&format!(" | head -c {n}")),
        }
        line
    }
}

/// How a child ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    Exit(i32),
    Signal(i32),
    /// Killed by the battery past the case's timeout.
    TimedOut,
    /// Could not be started (a battery error, reported as such).
    NotStarted,
}

/// What a child did.
#[derive(Debug)]
pub struct Outcome {
    pub ended: Ended,
    pub wall: Duration,
    /// Peak resident memory, KiB (`wait4`'s `ru_maxrss`).
    pub max_rss_kb: i64,
    pub stdout: Vec<u8>,
    pub stdout_len: usize,
    pub stderr: Vec<u8>,
}

/// The state of a prepared file, compared before and after the run.
#[derive(Debug, PartialEq, Eq)]
enum FileState {
    Missing,
    /// A digest and the length of the bytes (big inputs are not kept).
    File {
        digest: u64,
        len: u64,
        mode: u32,
    },
    Link {
        target: PathBuf,
    },
    Other {
        mode: u32,
    },
}

fn file_state(path: &Path) -> FileState {
    match std::fs::symlink_metadata(path) {
        Err(_) => FileState::Missing,
        Ok(meta) if meta.file_type().is_symlink() => FileState::Link {
            target: std::fs::read_link(path).unwrap_or_default(),
        },
        Ok(meta) if meta.is_file() => FileState::File {
            digest: digest(path),
            len: meta.len(),
            mode: meta.mode() & 0o7777,
        },
        Ok(meta) => FileState::Other {
            mode: meta.mode() & 0o7777,
        },
    }
}

/// A digest of a file's bytes, read in chunks.
fn digest(path: &Path) -> u64 {
    use std::hash::Hasher;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    if let Ok(mut file) = std::fs::File::open(path) {
        let mut buf = vec![0u8; 64 << 10];
        while let Ok(n) = file.read(&mut buf) {
            if n == 0 {
                break;
            }
            hasher.write(&buf[..n]);
        }
    }
    hasher.finish()
}

fn prepare(dir: &Path, files: &[(String, Prepared)]) {
    for (name, prepared) in files {
        let path = dir.join(name);
        match prepared {
            Prepared::File { bytes, mode, .. } => {
                let mut file = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
                bytes.write_to(&mut file).unwrap();
                std::io::Write::flush(&mut file).unwrap();
                drop(file);
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(*mode)).unwrap();
            }
            Prepared::Symlink { target } => std::os::unix::fs::symlink(target, &path).unwrap(),
            Prepared::Dir => std::fs::create_dir(&path).unwrap(),
            Prepared::Fifo => {
                let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
                // SAFETY: a valid NUL-terminated path.
                assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
            }
        }
    }
}

/// Reads `source` to its end (or until `close_after` bytes), keeping the
/// first `kept` bytes; returns them and the number of bytes read.
fn drain(mut source: impl Read, kept: usize, close_after: Option<usize>) -> (Vec<u8>, usize) {
    let mut head = Vec::new();
    let mut total = 0;
    let mut buf = vec![0u8; 64 << 10];
    loop {
        let want = match close_after {
            Some(n) if total >= n => break,
            Some(n) => buf.len().min(n - total),
            None => buf.len(),
        };
        match source.read(&mut buf[..want]) {
            Ok(0) | Err(_) => break,
            Ok(k) => {
                if head.len() < kept {
                    let take = k.min(kept - head.len());
                    head.extend_from_slice(&buf[..take]);
                }
                total += k;
            }
        }
    }
    (head, total)
}

/// A pipe whose reading end is already closed: its writing end.
fn closed_pipe() -> OwnedFd {
    let mut fds = [0; 2];
    // SAFETY: `fds` has room for the two descriptors.
    assert_eq!(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) }, 0);
    // SAFETY: both descriptors are fresh and owned here.
    let (read, write) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    drop(read);
    write
}

/// Runs one case in `dir` (already prepared).
fn run_in(case: &Case, dir: &Path) -> Outcome {
    let mut cmd = Command::new(&case.program);
    cmd.args(&case.args)
        .current_dir(dir)
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .stderr(Stdio::piped());
    match &case.stdin {
        Stdin::Nothing => cmd.stdin(Stdio::null()),
        Stdin::Bytes(_) => cmd.stdin(Stdio::piped()),
        Stdin::Path(p) => cmd.stdin(std::fs::File::open(p).unwrap()),
    };
    match case.stdout {
        Stdout::Pipe | Stdout::CloseAfter(_) => cmd.stdout(Stdio::piped()),
        Stdout::Full => cmd.stdout(
            std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        ),
        Stdout::Closed => cmd.stdout(Stdio::from(closed_pipe())),
    };
    let address_space = case.address_space.unwrap_or(ADDRESS_SPACE);
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let cap = libc::rlimit {
                rlim_cur: address_space as libc::rlim_t,
                rlim_max: address_space as libc::rlim_t,
            };
            libc::setrlimit(libc::RLIMIT_AS, &cap);
            libc::setpgid(0, 0);
            Ok(())
        });
    }
    let start = Instant::now();
    let Ok(mut child) = cmd.spawn() else {
        return Outcome {
            ended: Ended::NotStarted,
            wall: Duration::ZERO,
            max_rss_kb: 0,
            stdout: Vec::new(),
            stdout_len: 0,
            stderr: b"the battery could not start the program".to_vec(),
        };
    };
    let pid = child.id() as libc::pid_t;
    let writer = match (&case.stdin, child.stdin.take()) {
        (Stdin::Bytes(bytes), Some(mut pipe)) => {
            let bytes = bytes.clone();
            Some(std::thread::spawn(move || {
                let _ = bytes.write_to(&mut pipe);
            }))
        }
        _ => None,
    };
    let close_after = match case.stdout {
        Stdout::CloseAfter(n) => Some(n),
        _ => None,
    };
    let out_reader = child
        .stdout
        .take()
        .map(|pipe| std::thread::spawn(move || drain(pipe, STDOUT_KEPT, close_after)));
    let err_pipe = child.stderr.take().unwrap();
    let err_reader = std::thread::spawn(move || drain(err_pipe, STDERR_KEPT, None));

    let deadline = start + case.timeout;
    let mut status = 0;
    // SAFETY: zeroed rusage is a valid value to be filled in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut timed_out = false;
    let wall = loop {
        // SAFETY: `pid` is our child, not yet reaped.
        let r = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if r == pid {
            break start.elapsed();
        }
        if Instant::now() >= deadline {
            timed_out = true;
            // SAFETY: signals our child's process group, then reaps the child.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
                libc::kill(pid, libc::SIGKILL);
                libc::wait4(pid, &mut status, 0, &mut usage);
            }
            break start.elapsed();
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    // Grandchildren may hold the pipes open: end the group, then read.
    // SAFETY: signals only the group our child led.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
    let (stdout, stdout_len) = out_reader.map(|h| h.join().unwrap()).unwrap_or_default();
    let (stderr, _) = err_reader.join().unwrap();
    if let Some(w) = writer {
        let _ = w.join();
    }
    let ended = if timed_out {
        Ended::TimedOut
    } else if libc::WIFEXITED(status) {
        Ended::Exit(libc::WEXITSTATUS(status))
    } else {
        Ended::Signal(libc::WTERMSIG(status))
    };
    Outcome {
        ended,
        wall,
        max_rss_kb: usage.ru_maxrss,
        stdout,
        stdout_len,
        stderr,
    }
}

/// The kinds of failure the judge knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Panic,
    Signal,
    Memory,
    Time,
    Silent,
    Output,
    FileLost,
    Message,
    Server,
}

impl Kind {
    pub const ALL: [Kind; 9] = [
        Kind::Panic,
        Kind::Signal,
        Kind::Memory,
        Kind::Time,
        Kind::Silent,
        Kind::Output,
        Kind::FileLost,
        Kind::Message,
        Kind::Server,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Panic => "panic",
            Kind::Signal => "signal",
            Kind::Memory => "memory",
            Kind::Time => "time",
            Kind::Silent => "silent",
            Kind::Output => "output",
            Kind::FileLost => "file",
            Kind::Message => "message",
            Kind::Server => "server",
        }
    }
}

/// One failure of one case.
#[derive(Clone, Debug)]
pub struct Failure {
    pub kind: Kind,
    pub why: String,
}

fn fail(kind: Kind, why: impl Into<String>) -> Failure {
    Failure {
        kind,
        why: why.into(),
    }
}

/// Rust internals that must never reach a user.
pub const INTERNALS: &[&str] = &[
    "untagged enum",
    "expected struct",
    "Custom {",
    "IoError",
    "Some(",
    "None)",
    "None,",
    "None`",
    "exit None",
    "thread '",
    "Error {",
    "called `Result::unwrap()`",
    "called `Option::unwrap()`",
];

/// What Rust's number parsers and clap's range checks say: never shown to
/// a user about an option they gave.
pub const PARSER_TEXTS: &[&str] = &[
    "number too large to fit",
    "number too small to fit",
    "invalid digit found",
    "cannot parse integer",
    "invalid float literal",
    "..=",
];

/// The first raw control character, BOM or zero-width character in `text`
/// (a message must show them escaped).
pub fn raw_invisible(text: &str) -> Option<char> {
    text.chars().find(|&c| {
        (c.is_control() && c != '\n' && c != '\t')
            || matches!(
                c,
                '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}'
            )
    })
}

/// Generic checks of an error message (standard error or a JSON `error`).
pub fn message_failures(text: &str, failures: &mut Vec<Failure>) {
    for internal in INTERNALS {
        if text.contains(internal) {
            failures.push(fail(
                Kind::Message,
                format!("Rust internals ({internal:?}) in the message"),
            ));
        }
    }
    if let Some(c) = raw_invisible(text) {
        failures.push(fail(
            Kind::Message,
            format!("a raw {:?} (U+{:04X}) echoed in the message", c, c as u32),
        ));
    }
}

/// The judge: the failures of one outcome, by the generic rules.
pub fn judge(
    case: &Case,
    out: &Outcome,
    files_changed: Vec<Failure>,
    grace: Duration,
) -> Vec<Failure> {
    let mut failures = files_changed;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout_closed = matches!(case.stdout, Stdout::Closed | Stdout::CloseAfter(_));
    // Panics and deaths.
    if out.ended == Ended::Exit(101)
        || stderr.contains("panicked at")
        || stderr.contains("RUST_BACKTRACE")
    {
        failures.push(fail(Kind::Panic, "panicked"));
    }
    let alloc_failed = stderr.contains("memory allocation of") || stderr.contains("out of memory");
    match out.ended {
        Ended::Signal(s) if s == libc::SIGPIPE && stdout_closed => {}
        Ended::Signal(_) if alloc_failed => {
            failures.push(fail(Kind::Memory, "aborted: memory allocation failed"))
        }
        Ended::Signal(s) => failures.push(fail(Kind::Signal, format!("killed by signal {s}"))),
        Ended::NotStarted => failures.push(fail(Kind::Signal, "could not be started")),
        _ => {}
    }
    if out.max_rss_kb > MEMORY_CEILING_KB && !alloc_failed {
        failures.push(fail(
            Kind::Memory,
            format!("peak memory {} MB", out.max_rss_kb >> 10),
        ));
    }
    // Time.
    if out.ended == Ended::TimedOut {
        failures.push(fail(
            Kind::Time,
            format!("no end within {} s: killed", case.timeout.as_secs()),
        ));
    } else if let Some(limit) = case.time_limit {
        if out.wall > Duration::from_secs_f64(limit) + grace {
            failures.push(fail(
                Kind::Time,
                format!(
                    "took {:.1} s with --time-limit {limit}",
                    out.wall.as_secs_f64()
                ),
            ));
        }
    }
    let code = match out.ended {
        Ended::Exit(c) => Some(c),
        _ => None,
    };
    // What the input must lead to.
    match (case.expect, code) {
        (Expect::Refuse, Some(0)) => failures.push(fail(Kind::Silent, "accepted (exit 0)")),
        (Expect::NotBadInput, Some(2)) => failures.push(fail(
            Kind::Message,
            format!("refused as bad input: {}", first_line(&stderr)),
        )),
        (Expect::Accept, Some(c)) if c != 0 && c != 101 => failures.push(fail(
            Kind::Message,
            format!("exit {c}: {}", first_line(&stderr)),
        )),
        _ => {}
    }
    // Standard output that cannot be written.
    match (case.stdout, code) {
        (Stdout::Full, Some(0)) => failures.push(fail(
            Kind::Output,
            "exit 0 although standard output could not be written",
        )),
        (Stdout::Full, Some(c)) if c != 101 && stderr.trim().is_empty() => failures.push(fail(
            Kind::Output,
            format!("exit {c} with no message on a full disk"),
        )),
        (Stdout::Closed, Some(c)) if c != 0 && c != 1 && c != 101 => failures.push(fail(
            Kind::Output,
            format!("exit {c} on a closed pipe: {}", first_line(&stderr)),
        )),
        _ => {}
    }
    // Messages (a panic's message is already counted as the panic).
    if failures.iter().any(|f| f.kind == Kind::Panic) {
        return failures;
    }
    message_failures(&stderr, &mut failures);
    if code == Some(2) && stderr.trim().is_empty() {
        failures.push(fail(Kind::Message, "exit 2 without a message"));
    }
    // A usage error (clap's `error: …`, about the options given) names the
    // options, not the input file.
    let usage_error = stderr.starts_with("error: ");
    if let (Some(2), Some(name), false) = (code, &case.input_name, usage_error) {
        if !stderr.contains(name.as_str()) && !stderr.contains("line") {
            failures.push(fail(
                Kind::Message,
                format!("the error names neither `{name}` nor a line"),
            ));
        }
    }
    if let (Some(value), Some(2)) = (&case.option_value, code) {
        // "found `part`" misleads unless the message quotes the whole value
        // too (`game id `8x8:-1:1`: …, found `-1``).
        let whole_quoted = stderr.contains(&format!("`{value}`"));
        for found in quoted_after(&stderr, "found `") {
            if !found.contains(value.as_str()) && !value.is_empty() && !whole_quoted {
                failures.push(fail(
                    Kind::Message,
                    format!("says it found `{found}` where `{value}` was given"),
                ));
            }
        }
    }
    if let (Some(option), Some(2)) = (&case.option, code) {
        if usage_error && !stderr.contains(option.as_str()) {
            failures.push(fail(
                Kind::Message,
                format!("a usage error that does not name {option}"),
            ));
        }
        for text in PARSER_TEXTS {
            if stderr.contains(text) {
                failures.push(fail(
                    Kind::Message,
                    format!("a Rust parser's words ({text:?}) about {option}"),
                ));
            }
        }
    }
    if let (Some(clean), Some(0)) = (&case.clean_stdout, code) {
        if out.stdout != *clean {
            failures.push(fail(
                Kind::Silent,
                format!(
                    "exit 0 with other figures than the undamaged input's: {}",
                    first_line(&String::from_utf8_lossy(&out.stdout))
                ),
            ));
        }
    }
    if case.class == Class::Integrity && !matches!(code, Some(0 | 2)) {
        failures.push(fail(
            Kind::Message,
            format!("exit {code:?}: a damaged file is refused with exit 2"),
        ));
    }
    for phrase in &case.forbidden {
        if stderr.contains(phrase.as_str()) {
            failures.push(fail(
                Kind::Message,
                format!("mentions {phrase:?}, which this input is not about"),
            ));
        }
    }
    failures
}

/// The texts quoted as `` `…` `` right after each `prefix` in `text`.
fn quoted_after<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.match_indices(prefix)
        .filter_map(|(i, _)| {
            let rest = &text[i + prefix.len()..];
            rest.find('`').map(|end| &rest[..end])
        })
        .collect()
}

pub fn first_line(text: &str) -> String {
    let line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let mut short: String = line.chars().take(160).collect();
    if short.len() < line.len() {
        short.push('…');
    }
    short.escape_debug().to_string()
}

/// Runs `case` in a fresh directory under `root`; returns its failures.
fn run_case(case: &Case, root: &Path, index: usize, grace: Duration) -> (Outcome, Vec<Failure>) {
    let dir = root.join(format!("case-{index}"));
    std::fs::create_dir_all(&dir).unwrap();
    prepare(&dir, &case.files);
    let before: Vec<FileState> = case
        .files
        .iter()
        .map(|(name, _)| file_state(&dir.join(name)))
        .collect();
    let out = run_in(case, &dir);
    let mut lost = Vec::new();
    for ((name, prepared), before) in case.files.iter().zip(&before) {
        let after = file_state(&dir.join(name));
        if let Some(why) = file_lost(prepared, before, &after) {
            lost.push(fail(Kind::FileLost, format!("{name}: {why}")));
        }
    }
    // Leave nothing read-only or special behind for the cleanup.
    let _ = std::fs::remove_dir_all(&dir);
    let failures = judge(case, &out, lost, grace);
    (out, failures)
}

/// Why a prepared file counts as lost, if it does.
fn file_lost(prepared: &Prepared, before: &FileState, after: &FileState) -> Option<String> {
    match (prepared, before, after) {
        (_, b, a) if b == a => None,
        (
            Prepared::File { protected, .. },
            FileState::File {
                digest, len, mode, ..
            },
            after,
        ) => match after {
            FileState::File {
                digest: d2,
                len: l2,
                mode: m2,
            } => {
                if m2 != mode {
                    Some(format!("mode {mode:o} became {m2:o}"))
                } else if *protected && (d2 != digest || l2 != len) {
                    Some("its bytes were replaced".to_string())
                } else {
                    None
                }
            }
            FileState::Missing => Some("removed".to_string()),
            other => Some(format!("replaced by {other:?}")),
        },
        (Prepared::Symlink { .. }, _, FileState::Link { target }) => {
            Some(format!("the link now points to {}", target.display()))
        }
        (_, _, after) => Some(format!("became {}", state_name(after))),
    }
}

fn state_name(state: &FileState) -> &'static str {
    match state {
        FileState::Missing => "missing",
        FileState::File { .. } => "a regular file",
        FileState::Link { .. } => "a symbolic link",
        FileState::Other { .. } => "something else",
    }
}

/// A failure with its case, for the report.
pub struct Finding {
    pub class: Class,
    pub label: String,
    pub command: String,
    pub failure: Failure,
    pub stderr: String,
}

/// Counts per class: cases run, cases failed, failures per kind.
#[derive(Default)]
pub struct Tally {
    pub runs: BTreeMap<Class, usize>,
    pub failed: BTreeMap<Class, usize>,
    pub kinds: BTreeMap<(Class, Kind), usize>,
    pub findings: Vec<Finding>,
    pub slowest: Vec<(Duration, String)>,
}

impl Tally {
    /// Records one case's result.
    pub fn record(&mut self, class: Class, label: &str, command: &str, failures: Vec<Failure>) {
        *self.runs.entry(class).or_default() += 1;
        if !failures.is_empty() {
            *self.failed.entry(class).or_default() += 1;
        }
        let mut seen = Vec::new();
        for f in failures {
            if !seen.contains(&f.kind) {
                seen.push(f.kind);
                *self.kinds.entry((class, f.kind)).or_default() += 1;
            }
            self.findings.push(Finding {
                class,
                label: label.to_string(),
                command: command.to_string(),
                failure: f,
                stderr: String::new(),
            });
        }
    }

    pub fn merge(&mut self, other: Tally) {
        for (k, v) in other.runs {
            *self.runs.entry(k).or_default() += v;
        }
        for (k, v) in other.failed {
            *self.failed.entry(k).or_default() += v;
        }
        for (k, v) in other.kinds {
            *self.kinds.entry(k).or_default() += v;
        }
        self.findings.extend(other.findings);
        self.slowest.extend(other.slowest);
    }

    pub fn total_failed(&self) -> usize {
        self.failed.values().sum()
    }

    /// The table of counts per class, then up to `examples` findings per
    /// class and kind.
    pub fn report(&self, title: &str, examples: usize) -> String {
        let mut s = format!("hostile battery: {title}\n\n");
        s.push_str(&format!("{:<10} {:>6} {:>7}", "class", "cases", "failed"));
        for k in Kind::ALL {
            s.push_str(&format!(" {:>7}", k.name()));
        }
        s.push('\n');
        for (class, runs) in &self.runs {
            s.push_str(&format!(
                "{:<10} {:>6} {:>7}",
                format!("{class:?}").to_lowercase(),
                runs,
                self.failed.get(class).copied().unwrap_or(0)
            ));
            for k in Kind::ALL {
                s.push_str(&format!(
                    " {:>7}",
                    self.kinds.get(&(*class, k)).copied().unwrap_or(0)
                ));
            }
            s.push('\n');
        }
        let total: usize = self.runs.values().sum();
        s.push_str(&format!(
            "{:<10} {:>6} {:>7}\n",
            "total",
            total,
            self.total_failed()
        ));
        let mut shown: BTreeMap<(Class, Kind), usize> = BTreeMap::new();
        let mut first = true;
        for f in &self.findings {
            let n = shown.entry((f.class, f.failure.kind)).or_default();
            if *n >= examples {
                continue;
            }
            *n += 1;
            if first {
                s.push_str("\nexamples (at most ");
                s.push_str(&examples.to_string());
                s.push_str(" per class and kind):\n");
                first = false;
            }
            s.push_str(&format!(
                "[{:?}/{}] {}: {}\n    $ {}\n",
                f.class,
                f.failure.kind.name(),
                f.label,
                f.failure.why,
                f.command
            ));
            if !f.stderr.is_empty() {
                s.push_str(&format!("    stderr: {}\n", f.stderr));
            }
        }
        // Every distinct reason (numbers blanked), so that none hides
        // behind the examples' limit.
        let mut reasons: BTreeMap<(Class, Kind, String), usize> = BTreeMap::new();
        for f in &self.findings {
            let why: String = f
                .failure
                .why
                .chars()
                .map(|c| if c.is_ascii_digit() { '#' } else { c })
                .take(120)
                .collect();
            *reasons.entry((f.class, f.failure.kind, why)).or_default() += 1;
        }
        if !reasons.is_empty() {
            s.push_str("\nfailures by reason (digits as #):\n");
            for ((class, kind, why), n) in &reasons {
                s.push_str(&format!("{n:>6}  [{class:?}/{}] {why}\n", kind.name()));
            }
        }
        let mut slow = self.slowest.clone();
        slow.sort_by_key(|s| std::cmp::Reverse(s.0));
        if !slow.is_empty() {
            s.push_str("\nslowest cases:\n");
            for (d, c) in slow.iter().take(5) {
                s.push_str(&format!("  {:6.2} s  {c}\n", d.as_secs_f64()));
            }
        }
        s
    }
}

/// How many children run at once: `HOSTILE_THREADS`, default 2.
pub fn threads() -> usize {
    std::env::var("HOSTILE_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(2)
}

/// Prints the table of `tally` for `name`'s battery of `tier`, begun at
/// `start`, and fails the test on any failure.
pub fn conclude(name: &str, tier: crate::inputs::Tier, start: Instant, tally: &Tally) {
    let title = format!(
        "{name}, {tier:?} tier, {:.0} s",
        start.elapsed().as_secs_f64()
    );
    println!("{}", tally.report(&title, 4));
    assert_eq!(
        tally.total_failed(),
        0,
        "hostile battery: failures (table above)"
    );
}

/// Runs `cases` on `threads` threads in a fresh temporary directory; a
/// command may end up to `grace` past its `--time-limit`.
pub fn run_all(cases: Vec<Case>, threads: usize, grace: Duration) -> Tally {
    let root = tempfile::tempdir().unwrap();
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                let (out, failures) = run_case(case, root.path(), i, grace);
                let command = case.command_line();
                let stderr = first_line(&String::from_utf8_lossy(&out.stderr));
                let mut t = tally.lock().unwrap();
                let from = t.findings.len();
                t.record(case.class, &case.label, &command, failures);
                for f in &mut t.findings[from..] {
                    f.stderr = stderr.clone();
                }
                t.slowest.push((out.wall, command));
                t.slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
                t.slowest.truncate(5);
            });
        }
    });
    tally.into_inner().unwrap()
}
