//! The temporary files this process writes beside the files it saves
//! (`.tmp-PID-NAME`, renamed over NAME when complete), and what keeps them
//! from being left behind:
//!
//! - while one exists it is registered ([`Registered`]); the first
//!   registration starts a thread that waits for SIGINT, SIGTERM and
//!   SIGHUP, removes every registered file, then ends the process as the
//!   signal would have (its default action, so the exit status is the
//!   same);
//! - a write of such a file, from its registration to its rename or
//!   removal, holds [`writing`]; the signal thread takes it before it
//!   removes anything and keeps it to the end, so a signal waits for the
//!   write under way to finish (a file created or written again after the
//!   removal would be left behind) and no write starts after it (a flag
//!   set first makes every later write wait for the end, so a process
//!   saving in a loop cannot starve the signal thread of the lock);
//! - a file of the same pattern left by a process that no longer runs (a
//!   `kill -9`, a power cut) is removed by the next save of the same name
//!   ([`remove_stale`]).
//!
//! Invariant: only files named `.tmp-PID-NAME`, beside NAME, whose PID is
//! this process's or no running process's, are ever removed here.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

/// The temporary files that exist now.
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Whether the signal thread runs (started once, by the first file).
static WATCHING: OnceLock<()> = OnceLock::new();

/// Held by a write of a temporary file and, from a signal on, by the
/// signal thread (module doc).
static WRITING: Mutex<()> = Mutex::new(());

/// Set by the signal thread before it waits for [`WRITING`]: from then on
/// no write starts, so a process saving in a loop cannot keep the lock
/// from the signal thread (a mutex is not fair: under load the thread
/// waited for minutes while each save took the lock again).
static STOPPING: AtomicBool = AtomicBool::new(false);

/// The right to write a temporary file now: held from before its
/// registration until it is renamed or removed. After a signal it never
/// returns: the thread waits until the signal thread ends the process.
pub(crate) fn writing() -> std::sync::MutexGuard<'static, ()> {
    let guard = writing_lock();
    if STOPPING.load(Ordering::SeqCst) {
        drop(guard);
        loop {
            std::thread::park();
        }
    }
    guard
}

/// The lock of [`WRITING`], even if a thread panicked holding it.
fn writing_lock() -> std::sync::MutexGuard<'static, ()> {
    WRITING.lock().unwrap_or_else(|e| e.into_inner())
}

/// The temporary name of `name` for process `pid`: `.tmp-PID-NAME`.
pub(crate) fn temporary_name(pid: u32, name: &OsStr) -> OsString {
    let mut tmp = OsString::from(format!(".tmp-{pid}-"));
    tmp.push(name);
    tmp
}

/// A registered temporary file: removed by the signal thread if a signal
/// ends the process while it exists; unregistered when dropped (by then
/// renamed or removed by its owner).
pub(crate) struct Registered(PathBuf);

impl Registered {
    /// Registers `path` (before it is created).
    pub(crate) fn new(path: PathBuf) -> Registered {
        WATCHING.get_or_init(watch_signals);
        live().push(path.clone());
        Registered(path)
    }

    /// The path.
    pub(crate) fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Registered {
    fn drop(&mut self) {
        let mut live = live();
        if let Some(i) = live.iter().position(|p| *p == self.0) {
            live.swap_remove(i);
        }
    }
}

/// The registry, even if a thread panicked holding it.
fn live() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Starts the thread that removes the registered files on a signal.
fn watch_signals() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            // Both held to the end: the write under way, if any, ends
            // first (renamed or removed), and none starts after.
            STOPPING.store(true, Ordering::SeqCst);
            let _writing = writing_lock();
            let live = live();
            for path in live.iter() {
                let _ = std::fs::remove_file(path);
            }
            let _ = signal_hook::low_level::emulate_default_handler(signal);
            std::process::exit(128 + signal);
        }
    });
}

/// Removes the temporary files of `name` in `dir` left by processes that
/// no longer run (`.tmp-PID-NAME` whose PID is not a running process).
pub(crate) fn remove_stale(dir: &Path, name: &OsStr) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = stale_pid(&file, name) else {
            continue;
        };
        if pid != std::process::id() && !running(pid) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// The PID of `file` when it is named `.tmp-PID-NAME` for `name`.
fn stale_pid(file: &OsStr, name: &OsStr) -> Option<u32> {
    let file = file.as_encoded_bytes();
    let rest = file.strip_prefix(b".tmp-")?;
    let dash = rest.iter().position(|&b| b == b'-')?;
    let (pid, tail) = (&rest[..dash], &rest[dash + 1..]);
    if tail != name.as_encoded_bytes() || pid.is_empty() || !pid.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(pid).ok()?.parse().ok()
}

/// Whether a process `pid` runs (or exists but is not ours to signal).
fn running(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // SAFETY: signal 0 only checks that the process exists.
    let alive = unsafe { libc::kill(pid, 0) } == 0;
    alive || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_names_are_recognised_for_their_file_only() {
        let name = OsStr::new("game.sav");
        assert_eq!(stale_pid(OsStr::new(".tmp-123-game.sav"), name), Some(123));
        for other in [
            ".tmp-123-other.sav",
            ".tmp--game.sav",
            ".tmp-12a-game.sav",
            "tmp-123-game.sav",
            ".tmp-123-game.sav.bak",
            "game.sav",
        ] {
            assert_eq!(stale_pid(OsStr::new(other), name), None, "{other}");
        }
    }

    #[test]
    fn only_files_of_processes_that_are_gone_are_removed() {
        // Removed when dropped, a failed test included.
        let temp = tempfile::tempdir().unwrap();
        let dir = temp.path();
        // A PID above the kernel's largest (4,194,304) runs nowhere.
        let gone = dir.join(".tmp-999999999-game.sav");
        let ours = dir.join(temporary_name(std::process::id(), OsStr::new("game.sav")));
        let init = dir.join(".tmp-1-game.sav");
        let other = dir.join(".tmp-999999999-notes.txt");
        for f in [&gone, &ours, &init, &other] {
            std::fs::write(f, "x").unwrap();
        }
        remove_stale(dir, OsStr::new("game.sav"));
        assert!(!gone.exists());
        assert!(ours.exists() && init.exists() && other.exists());
    }
}
