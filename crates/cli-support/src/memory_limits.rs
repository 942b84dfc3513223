//! What memory this process may use, from every limit Linux puts on it:
//! the machine's available memory (`MemAvailable` in `/proc/meminfo`), the
//! room left under its cgroup's memory limit (cgroup v2 `memory.max`, v1
//! `memory.limit_in_bytes`, of the process's cgroup and each ancestor),
//! and its resource limits `RLIMIT_AS` (`ulimit -v`) and `RLIMIT_DATA`
//! (`ulimit -d`). The memory guard's bounds ([`crate::guard_memory`]) and
//! the jobs' budget ([`memory_budget`]) both come from here, so that a job
//! planned within its budget is never ended by the guard, nor by the
//! kernel's out-of-memory killer in a container.
//!
//! A cgroup's room is its limit less its working set: usage less the
//! inactive file cache, which the kernel reclaims before it kills (as
//! container runtimes count it).
//!
//! Invariants: only reads `/proc`, `/sys/fs/cgroup` and `getrlimit`; a
//! limit that cannot be read is unknown (`None`), never guessed.

use std::path::{Path, PathBuf};

/// Address space a thread may take besides the work's own memory: its
/// stack (2 MiB, Rust's default) and a malloc arena (glibc reserves 64 MiB
/// of address space for each). Measured: `experiment census` of 8x8/5 on 2
/// cores peaked at 338 MB of address space for 129 MB resident.
pub const THREAD_ADDRESS_SPACE: u64 = 66 << 20;

/// Threads a command runs besides its worker threads (one a core): the
/// memory guard, the time limit's timer and the progress bars' ticker.
pub const HELPER_THREADS: u64 = 3;

/// The limits and sizes when the command started, before its threads
/// reserved their arenas (see [`start_limits`]).
static AT_START: std::sync::OnceLock<Limits> = std::sync::OnceLock::new();

/// The limits of this process as they were when the command started: read
/// by the first call, which [`crate::guard_memory`] makes before any
/// thread is started (its size then does not depend on when threads first
/// allocated).
pub fn start_limits() -> Limits {
    *AT_START.get_or_init(Limits::of_process)
}

/// A cgroup limit at or above this is "no limit" (v1 writes 2^63 less a
/// page, v2 `max`).
const NO_CGROUP_LIMIT: u64 = 1 << 60;

/// The limits of this process, and its size now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    /// Bytes available to new work on the machine (`MemAvailable`).
    pub available: Option<u64>,
    /// Bytes left under the tightest memory limit of the process's cgroup
    /// and its ancestors.
    pub cgroup_room: Option<u64>,
    /// The soft `RLIMIT_AS`, bytes (`ulimit -v`).
    pub address_space: Option<u64>,
    /// The soft `RLIMIT_DATA`, bytes (`ulimit -d`).
    pub data: Option<u64>,
    /// The process's size now.
    pub now: Sizes,
}

/// A process's sizes, bytes (`/proc/self/statm`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Sizes {
    /// Its address space.
    pub virtual_size: u64,
    /// Its resident memory.
    pub resident: u64,
    /// Its data and stack (what `RLIMIT_DATA` counts).
    pub data: u64,
}

pub use logic::MemoryBudget;

/// The budget when no limit can be read (not Linux), bytes.
pub const DEFAULT_BUDGET: u64 = 4 << 30;

impl Limits {
    /// The limits of this process now.
    pub fn of_process() -> Limits {
        let read = |path: &str| std::fs::read_to_string(path).ok();
        Limits {
            available: read("/proc/meminfo").as_deref().and_then(mem_available),
            cgroup_room: read("/proc/self/cgroup")
                .as_deref()
                .and_then(|text| cgroup_room(text, Path::new("/sys/fs/cgroup"))),
            address_space: rlimit(libc::RLIMIT_AS),
            data: rlimit(libc::RLIMIT_DATA),
            now: read("/proc/self/statm")
                .as_deref()
                .and_then(|t| sizes(t, page_bytes()))
                .unwrap_or_default(),
        }
    }

    /// The memory a job may plan to use: the least of four fifths of the
    /// available memory (or what [`crate::ENV_MEMORY_MB`] allows, `env_mb`,
    /// less what is resident), seven eighths of the cgroup's room, and of
    /// the resource limits less what the process holds of them (for the
    /// address space, also [`THREAD_ADDRESS_SPACE`] for each of `threads`
    /// worker threads). A default budget when none is known.
    pub fn budget(&self, env_mb: Option<u64>, threads: u64) -> MemoryBudget {
        let seven_eighths = |b: u64| b / 8 * 7;
        let candidates = [
            env_mb.map(|mb| {
                (
                    (mb << 20).saturating_sub(self.now.resident),
                    crate::ENV_MEMORY_MB,
                )
            }),
            self.available
                .filter(|_| env_mb.is_none())
                .map(|a| (a / 5 * 4, "4/5 of the available memory")),
            self.cgroup_room.map(|r| {
                (
                    seven_eighths(r),
                    "7/8 of the room under the cgroup's memory limit",
                )
            }),
            self.address_space.map(|l| {
                let held = self
                    .now
                    .virtual_size
                    .saturating_add(threads.saturating_mul(THREAD_ADDRESS_SPACE));
                (seven_eighths(l).saturating_sub(held), "ulimit -v")
            }),
            self.data
                .map(|l| (seven_eighths(l).saturating_sub(self.now.data), "ulimit -d")),
        ];
        candidates
            .into_iter()
            .flatten()
            .min_by_key(|&(bytes, _)| bytes)
            .map_or(
                MemoryBudget {
                    bytes: DEFAULT_BUDGET,
                    source: "a default of 4096 MB: no memory limit could be read",
                },
                |(bytes, source)| MemoryBudget { bytes, source },
            )
    }
}

/// The memory budget of a job of this process (see [`Limits::budget`]),
/// from its limits at the start of the process, with
/// [`crate::ENV_MEMORY_MB`] if it is set to a number, and a worker thread
/// a core besides the process's helper threads.
pub fn memory_budget() -> MemoryBudget {
    let env_mb = std::env::var(crate::ENV_MEMORY_MB)
        .ok()
        .and_then(|t| t.trim().parse().ok());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    start_limits().budget(env_mb, cores + HELPER_THREADS)
}

/// The soft limit `resource` of this process, bytes; `None` when unlimited.
fn rlimit(resource: libc::__rlimit_resource_t) -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: `limit` is a valid out-pointer for getrlimit.
    let ok = unsafe { libc::getrlimit(resource, &mut limit) } == 0;
    (ok && limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur)
}

/// Bytes of a page, the unit of `/proc/self/statm`.
pub(crate) fn page_bytes() -> u64 {
    // SAFETY: sysconf only reads a constant of the running system.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    u64::try_from(page).ok().filter(|&p| p > 0).unwrap_or(4096)
}

/// `MemAvailable` of a `/proc/meminfo` text, in bytes.
pub(crate) fn mem_available(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The sizes of a `/proc/self/statm` text (pages of `page` bytes).
pub(crate) fn sizes(statm: &str, page: u64) -> Option<Sizes> {
    let fields: Vec<u64> = statm
        .split_whitespace()
        .map(|f| f.parse().ok())
        .collect::<Option<_>>()?;
    let field = |i: usize| fields.get(i).map(|&n| n.saturating_mul(page));
    Some(Sizes {
        virtual_size: field(0)?,
        resident: field(1)?,
        data: field(5).unwrap_or(0),
    })
}

/// The least room under the memory limits of the cgroup named in
/// `proc_cgroup` (the text of `/proc/self/cgroup`) and of its ancestors,
/// whose hierarchies are mounted under `root`; `None` when none has a
/// limit (or none can be read).
fn cgroup_room(proc_cgroup: &str, root: &Path) -> Option<u64> {
    let mut rooms = Vec::new();
    for line in proc_cgroup.lines() {
        let mut fields = line.splitn(3, ':');
        let (Some(_), Some(controllers), Some(path)) =
            (fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        let relative = path.trim_start_matches('/');
        if relative.split('/').any(|part| part == "..") {
            continue;
        }
        let hierarchy = match controllers {
            // cgroup v2, mounted at the root (or beside v1, at `unified`).
            "" => [root.to_path_buf(), root.join("unified")]
                .into_iter()
                .find(|r| r.join("cgroup.controllers").exists()),
            list if list.split(',').any(|c| c == "memory") => Some(root.join("memory")),
            _ => None,
        };
        let Some(hierarchy) = hierarchy else { continue };
        let mut dir: PathBuf = hierarchy.join(relative);
        loop {
            rooms.extend(room_of(&dir));
            if dir == hierarchy || !dir.pop() {
                break;
            }
        }
    }
    rooms.into_iter().min()
}

/// The room left under the memory limit of the cgroup directory `dir` (v2
/// or v1 files), if it has one.
fn room_of(dir: &Path) -> Option<u64> {
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).ok();
    let number = |text: Option<String>| text?.trim().parse::<u64>().ok();
    let (limit, usage, inactive) = match read("memory.max") {
        Some(max) => (
            number(Some(max)),
            number(read("memory.current")),
            stat_field(read("memory.stat").as_deref(), "inactive_file"),
        ),
        None => (
            number(read("memory.limit_in_bytes")),
            number(read("memory.usage_in_bytes")),
            stat_field(read("memory.stat").as_deref(), "total_inactive_file"),
        ),
    };
    let limit = limit.filter(|&l| l < NO_CGROUP_LIMIT)?;
    let working_set = usage?.saturating_sub(inactive.unwrap_or(0));
    Some(limit.saturating_sub(working_set))
}

/// The value of `key` in a cgroup's `memory.stat` text.
fn stat_field(stat: Option<&str>, key: &str) -> Option<u64> {
    stat?.lines().find_map(|line| {
        let (k, v) = line.split_once(' ')?;
        (k == key).then(|| v.trim().parse().ok()).flatten()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MB: u64 = 1 << 20;

    fn limits() -> Limits {
        Limits {
            available: Some(10_000 * MB),
            cgroup_room: None,
            address_space: None,
            data: None,
            now: Sizes {
                virtual_size: 100 * MB,
                resident: 10 * MB,
                data: 20 * MB,
            },
        }
    }

    #[test]
    fn the_budget_is_the_least_of_every_limit_and_says_which() {
        let l = limits();
        let b = l.budget(None, 2);
        assert_eq!(
            (b.bytes, b.source),
            (8_000 * MB, "4/5 of the available memory")
        );
        let cgroup = Limits {
            cgroup_room: Some(800 * MB),
            ..l
        };
        assert_eq!(cgroup.budget(None, 2).bytes, 700 * MB);
        // ulimit -v 4096 MB: 7/8 of it, less the address space held and
        // two threads' stacks and arenas; under a cgroup of less room, the
        // cgroup's.
        let v = Limits {
            address_space: Some(4096 * MB),
            ..l
        };
        let b = v.budget(None, 2);
        assert_eq!(b.bytes, 3584 * MB - 100 * MB - 2 * THREAD_ADDRESS_SPACE);
        assert_eq!(b.source, "ulimit -v");
        let both = Limits {
            cgroup_room: Some(800 * MB),
            ..v
        };
        let b = both.budget(None, 2);
        assert_eq!(b.source, "7/8 of the room under the cgroup's memory limit");
        let d = Limits {
            data: Some(400 * MB),
            ..l
        };
        assert_eq!(
            d.budget(None, 2),
            MemoryBudget {
                bytes: 330 * MB,
                source: "ulimit -d"
            }
        );
        // The environment replaces the available memory, less what is
        // resident; a limit below it still wins.
        assert_eq!(l.budget(Some(50), 2).bytes, 40 * MB);
        assert_eq!(l.budget(Some(50_000), 2).source, crate::ENV_MEMORY_MB);
        assert_eq!(d.budget(Some(50_000), 2).source, "ulimit -d");
        // A limit already used up leaves nothing, not an overflow.
        let full = Limits {
            address_space: Some(MB),
            ..l
        };
        assert_eq!(full.budget(None, 64).bytes, 0);
        assert_eq!(Limits::default().budget(None, 1).bytes, DEFAULT_BUDGET);
    }

    #[test]
    fn statm_gives_the_three_sizes() {
        let s = sizes("100 25 3 4 0 50 0\n", 4096).unwrap();
        assert_eq!(
            (s.virtual_size, s.resident, s.data),
            (409_600, 102_400, 204_800)
        );
        assert_eq!(sizes("garbage", 4096), None);
    }

    #[test]
    fn reads_mem_available() {
        let text = "MemTotal:       24000000 kB\nMemFree:  100 kB\nMemAvailable:   22000000 kB\n";
        assert_eq!(mem_available(text), Some(22_000_000 * 1024));
        assert_eq!(mem_available("MemTotal: 5 kB\n"), None);
    }

    /// Writes `files` (name, text) into `dir`, made first.
    fn cgroup_dir(dir: &Path, files: &[(&str, &str)]) {
        std::fs::create_dir_all(dir).unwrap();
        for (name, text) in files {
            std::fs::write(dir.join(name), text).unwrap();
        }
    }

    #[test]
    fn the_cgroup_room_is_the_least_of_the_cgroup_and_its_ancestors() {
        // Removed when dropped, a failed test included.
        let temp = tempfile::tempdir().unwrap();
        let root = temp.path();
        // cgroup v1 (as on this machine): the job's cgroup has no limit,
        // its parent 2 GB with 1.5 GB used of which 1 GB inactive cache.
        let v1 = root.join("v1");
        let job = v1.join("memory/jobs/job-7");
        cgroup_dir(
            &v1.join("memory/jobs"),
            &[
                ("memory.limit_in_bytes", "2147483648\n"),
                ("memory.usage_in_bytes", "1610612736\n"),
                ("memory.stat", "cache 5\ntotal_inactive_file 1073741824\n"),
            ],
        );
        cgroup_dir(
            &job,
            &[
                ("memory.limit_in_bytes", "9223372036854771712\n"),
                ("memory.usage_in_bytes", "100\n"),
            ],
        );
        let text = "9:name=systemd:/\n4:memory:/jobs/job-7\n0::/\n";
        assert_eq!(cgroup_room(text, &v1), Some(2048 * MB - 512 * MB));
        // cgroup v2: `max` is no limit; the job's own limit counts.
        let v2 = root.join("v2");
        cgroup_dir(&v2, &[("cgroup.controllers", "memory\n")]);
        cgroup_dir(
            &v2.join("a/b"),
            &[
                ("memory.max", "1073741824\n"),
                ("memory.current", "104857600\n"),
                ("memory.stat", "anon 5\ninactive_file 4194304\n"),
            ],
        );
        cgroup_dir(&v2.join("a"), &[("memory.max", "max\n")]);
        assert_eq!(cgroup_room("0::/a/b\n", &v2), Some(1024 * MB - 96 * MB));
        // No limit anywhere, an escape, or nothing mounted: unknown.
        assert_eq!(cgroup_room("0::/a\n", &v2), None);
        assert_eq!(cgroup_room("0::/../a/b\n", &v2), None);
        assert_eq!(cgroup_room("0::/a/b\n", &root.join("none")), None);
    }
}
