//! One timed child process of `blackbox bench --process`.
//!
//! The child is this very executable with the job's arguments and a puzzle
//! file. Its wall-clock time runs from before the spawn to its exit (seen
//! by `waitid` without reaping it); its peak resident memory is the kernel's
//! `ru_maxrss` of that child alone (`wait4`). A watcher thread kills it
//! (SIGKILL) once it runs past the bench's hard `kill_after` time or its
//! resident memory (`/proc/PID/statm`) passes `max_rss`: the bench's own
//! time and memory stay bounded even when a command ignores its time limit.
//! The watcher only signals a child that has not been reaped, so never
//! another process that took its id.

use anyhow::{bail, Context, Result};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How a child ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited by itself (0 or 1: consistent or not); the bool says
    /// whether its answer was complete.
    Exited(bool),
    /// Killed past the bench's time bound.
    KilledTime,
    /// Killed past the bench's memory bound.
    KilledMemory,
}

/// One run: wall-clock milliseconds, peak memory and how it ended.
#[derive(Clone, Copy, Debug)]
pub struct Run {
    /// Wall-clock milliseconds from spawn to exit.
    pub ms: f64,
    /// Peak resident memory of the child, KiB.
    pub max_rss_kib: u64,
    /// How it ended.
    pub end: End,
}

impl Run {
    /// Whether it gave its full answer.
    pub fn complete(&self) -> bool {
        self.end == End::Exited(true)
    }
}

/// The bounds the watcher enforces.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// Kill after this long.
    pub kill_after: Duration,
    /// Kill once resident memory exceeds this many KiB.
    pub max_rss_kib: u64,
}

/// Runs `exe args file` to its end, bounded; `complete` judges its JSON.
pub fn run(
    exe: &Path,
    args: &[String],
    file: &Path,
    bounds: Bounds,
    complete: impl Fn(&serde_json::Value) -> bool,
) -> Result<Run> {
    let start = Instant::now();
    let mut child = Command::new(exe)
        .args(args)
        .arg(file)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("running {}", exe.display()))?;
    let pid = child.id() as libc::pid_t;
    let state = Arc::new(Mutex::new(Watch::Running));
    let watcher = {
        let state = Arc::clone(&state);
        std::thread::spawn(move || watch(pid, start, bounds, &state))
    };
    let mut out = Vec::new();
    child
        .stdout
        .take()
        .context("child stdout")?
        .read_to_end(&mut out)?;
    wait_exited(pid)?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let killed = {
        let mut s = state.lock().expect("watch lock");
        std::mem::replace(&mut *s, Watch::Exited)
    };
    watcher.join().expect("watcher thread");
    let (status, max_rss_kib) = reap(pid)?;
    let end = match killed {
        Watch::KilledTime => End::KilledTime,
        Watch::KilledMemory => End::KilledMemory,
        _ if status == 0 || status == 1 => End::Exited(complete(
            &serde_json::from_slice(&out).context("the child's JSON answer")?,
        )),
        _ => bail!(
            "`{} {}` exited with {status}",
            args.join(" "),
            file.display()
        ),
    };
    Ok(Run {
        ms,
        max_rss_kib,
        end,
    })
}

/// What the watcher knows of the child.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Watch {
    Running,
    Exited,
    KilledTime,
    KilledMemory,
}

/// Every 5 ms until the child exits: kill it past its bounds.
fn watch(pid: libc::pid_t, start: Instant, bounds: Bounds, state: &Mutex<Watch>) {
    loop {
        std::thread::sleep(Duration::from_millis(5));
        let mut s = state.lock().expect("watch lock");
        if *s != Watch::Running {
            return;
        }
        let verdict = if start.elapsed() > bounds.kill_after {
            Watch::KilledTime
        } else if rss_kib(pid).is_some_and(|kib| kib > bounds.max_rss_kib) {
            Watch::KilledMemory
        } else {
            continue;
        };
        // SAFETY: kill(2) with a pid: the child is not reaped until the
        // main thread has set the state (under this lock) to Exited.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        *s = verdict;
        return;
    }
}

/// The resident memory of `pid` in KiB, from `/proc/PID/statm`.
fn rss_kib(pid: libc::pid_t) -> Option<u64> {
    let statm = std::fs::read_to_string(format!("/proc/{pid}/statm")).ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Some(pages * u64::try_from(page).ok()? / 1024)
}

/// Waits until child `pid` has exited, leaving it unreaped.
fn wait_exited(pid: libc::pid_t) -> Result<()> {
    // SAFETY: siginfo_t is plain data that waitid fills in.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let got = unsafe {
        libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOWAIT,
        )
    };
    if got < 0 {
        bail!("waitid: {}", std::io::Error::last_os_error());
    }
    Ok(())
}

/// Reaps child `pid`: its exit status (-1 if killed by a signal) and peak
/// resident memory (KiB).
fn reap(pid: libc::pid_t) -> Result<(i32, u64)> {
    let mut status = 0;
    // SAFETY: `rusage` is plain data that wait4 fills in; `pid` is our own
    // child, exited and not yet reaped.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let got = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    if got < 0 {
        bail!("wait4: {}", std::io::Error::last_os_error());
    }
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    Ok((code, u64::try_from(usage.ru_maxrss).unwrap_or(0)))
}
