//! The memory bound of a command: a watch thread that ends the process with
//! a clear message (exit 2) once its memory passes the bound, instead of
//! letting the allocator abort it or the machine swap.
//!
//! Work whose size can be estimated is refused up front with its estimate
//! (setup, the assistant, census, encode); the SAT searches cannot be
//! estimated (they learn clauses as they go), so this guard is what bounds
//! them, whatever `--time-limit` says.
//!
//! The bound (see [`Bound::of_machine`]): four fifths of the memory available
//! when the command starts (`MemAvailable` in `/proc/meminfo`) for the
//! resident size, and seven eighths of the address-space limit
//! (`ulimit -v`, `Max address space` in `/proc/self/limits`) for the virtual
//! size, when there is one. The environment variable
//! [`ENV_MEMORY_MB`] sets the resident bound instead. Where `/proc` is
//! missing (not Linux) there is no guard.
//!
//! Invariant: the guard only reads `/proc` and ends the process; it never
//! touches the command's state, so a command that stays under the bound
//! behaves exactly as without it.

use std::io::Write;
use std::time::Duration;

/// The environment variable that sets the resident-memory bound in MB.
pub const ENV_MEMORY_MB: &str = "BOXLOGIC_MEMORY_MB";

/// How often the guard looks at the process's size.
const PERIOD: Duration = Duration::from_millis(20);

/// Bytes of a page, the unit of `/proc/self/statm`.
fn page_bytes() -> u64 {
    // SAFETY: sysconf only reads a constant of the running system.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    u64::try_from(page).ok().filter(|&p| p > 0).unwrap_or(4096)
}

/// What the process may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bound {
    /// Most resident bytes.
    pub resident: u64,
    /// Whether `resident` was set by [`ENV_MEMORY_MB`].
    pub from_env: bool,
    /// Most virtual bytes (under the address-space limit), if there is one.
    pub virtual_size: Option<u64>,
}

impl Bound {
    /// The bound of this machine and process, if `/proc` tells it (see the
    /// module doc); an error when [`ENV_MEMORY_MB`] is not a number of MB.
    pub fn of_machine() -> Result<Option<Bound>, String> {
        let env = std::env::var(ENV_MEMORY_MB).ok();
        let meminfo = std::fs::read_to_string("/proc/meminfo").ok();
        let limits = std::fs::read_to_string("/proc/self/limits").ok();
        Bound::from_texts(env.as_deref(), meminfo.as_deref(), limits.as_deref())
    }

    /// The bound from the texts [`Bound::of_machine`] reads.
    fn from_texts(
        env: Option<&str>,
        meminfo: Option<&str>,
        limits: Option<&str>,
    ) -> Result<Option<Bound>, String> {
        let virtual_size = limits.and_then(address_space_limit).map(|b| b / 8 * 7);
        if let Some(text) = env {
            let mb: u64 = text
                .trim()
                .parse()
                .ok()
                .filter(|&mb| mb > 0)
                .ok_or_else(|| {
                    format!("{ENV_MEMORY_MB} must be a whole number of MB above 0, found `{text}`")
                })?;
            return Ok(Some(Bound {
                resident: mb.saturating_mul(1 << 20),
                from_env: true,
                virtual_size,
            }));
        }
        let Some(available) = meminfo.and_then(mem_available) else {
            return Ok(None);
        };
        Ok(Some(Bound {
            resident: available / 5 * 4,
            from_env: false,
            virtual_size,
        }))
    }

    /// The message when `size` (virtual, resident bytes) passes the bound,
    /// or `None` while it does not.
    fn passed(&self, (virtual_now, resident_now): (u64, u64)) -> Option<String> {
        let mb = |b: u64| b.div_ceil(1 << 20);
        if resident_now > self.resident {
            let source = if self.from_env {
                ENV_MEMORY_MB.to_string()
            } else {
                "4/5 of the memory available at the start; set BOXLOGIC_MEMORY_MB to change it"
                    .to_string()
            };
            return Some(format!(
                "stopped: the command's memory reached {} MB, past its bound of {} MB ({source}); \
                 no answer was printed (try a smaller input or a shorter --time-limit)",
                mb(resident_now),
                mb(self.resident)
            ));
        }
        match self.virtual_size {
            Some(limit) if virtual_now > limit => Some(format!(
                "stopped: the command's address space reached {} MB, past 7/8 of the \
                 address-space limit (ulimit -v: {} MB); no answer was printed (try a smaller \
                 input or a shorter --time-limit)",
                mb(virtual_now),
                mb(limit / 7 * 8)
            )),
            _ => None,
        }
    }
}

/// The memory available to new work now (`MemAvailable` of
/// `/proc/meminfo`), in bytes; `None` where `/proc` does not tell it. The
/// guard's bound and the experiments' memory budget both start from it.
pub fn available_memory() -> Option<u64> {
    mem_available(&std::fs::read_to_string("/proc/meminfo").ok()?)
}

/// `MemAvailable` of a `/proc/meminfo` text, in bytes.
fn mem_available(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The soft `Max address space` of a `/proc/self/limits` text, in bytes;
/// `None` when unlimited.
fn address_space_limit(limits: &str) -> Option<u64> {
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    line["Max address space".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// (virtual, resident) bytes of a `/proc/self/statm` text.
fn sizes(statm: &str, page: u64) -> Option<(u64, u64)> {
    let mut fields = statm.split_whitespace().map(|f| f.parse::<u64>().ok());
    let size = fields.next()??;
    let resident = fields.next()??;
    Some((size.saturating_mul(page), resident.saturating_mul(page)))
}

/// Starts the guard of this process with the machine's bound (see the
/// module doc): a detached thread that prints `name: stopped: …` on standard
/// error and exits with 2 once the process passes it. Without `/proc` it
/// does nothing; an error when [`ENV_MEMORY_MB`] is not a number of MB.
pub fn guard_memory(name: &str) -> Result<(), String> {
    if let Some(bound) = Bound::of_machine()? {
        guard(name, bound);
    }
    Ok(())
}

/// Starts the guard of this process with `bound` (see [`guard_memory`]).
fn guard(name: &str, bound: Bound) {
    let page = page_bytes();
    if std::fs::read_to_string("/proc/self/statm").is_err() {
        return;
    }
    let name = name.to_string();
    std::thread::spawn(move || loop {
        std::thread::sleep(PERIOD);
        let Some(now) = std::fs::read_to_string("/proc/self/statm")
            .ok()
            .and_then(|t| sizes(&t, page))
        else {
            continue;
        };
        if let Some(message) = bound.passed(now) {
            #[allow(clippy::disallowed_methods)] // an error, never a result
            let mut stderr = std::io::stderr();
            let _ = writeln!(stderr, "{name}: {message}");
            std::process::exit(i32::from(crate::exit::BAD_INPUT));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    const MEMINFO: &str = "MemTotal: 8000000 kB\nMemAvailable:   5000000 kB\n";
    const LIMITS: &str =
        "Limit                     Soft Limit           Hard Limit           Units     \n\
Max stack size            8388608              unlimited            bytes     \n\
Max address space         4294967296           unlimited            bytes     \n";

    #[test]
    fn the_bound_is_four_fifths_of_the_available_memory_and_seven_eighths_of_ulimit_v() {
        let bound = Bound::from_texts(None, Some(MEMINFO), Some(LIMITS))
            .unwrap()
            .unwrap();
        assert_eq!(bound.resident, 5_000_000 * 1024 / 5 * 4);
        assert_eq!(bound.virtual_size, Some(4294967296 / 8 * 7));
        assert!(!bound.from_env);
        let unlimited = LIMITS.replace("4294967296", "unlimited  ");
        let bound = Bound::from_texts(None, Some(MEMINFO), Some(&unlimited))
            .unwrap()
            .unwrap();
        assert_eq!(bound.virtual_size, None);
        assert_eq!(Bound::from_texts(None, None, None), Ok(None));
    }

    #[test]
    fn the_environment_sets_the_bound_and_a_bad_value_is_refused() {
        let bound = Bound::from_texts(Some("300"), Some(MEMINFO), None)
            .unwrap()
            .unwrap();
        assert_eq!((bound.resident, bound.from_env), (300 << 20, true));
        for bad in ["", "0", "-5", "3e9", "lots"] {
            let err = Bound::from_texts(Some(bad), Some(MEMINFO), None).unwrap_err();
            assert!(err.contains(ENV_MEMORY_MB), "{err}");
        }
    }

    #[test]
    fn passing_either_bound_says_which_and_by_how_much() {
        let bound = Bound {
            resident: 100 << 20,
            from_env: true,
            virtual_size: Some(1 << 30),
        };
        assert_eq!(bound.passed((500 << 20, 100 << 20)), None);
        let resident = bound.passed((500 << 20, 101 << 20)).unwrap();
        assert!(resident.contains("reached 101 MB, past its bound of 100 MB (BOXLOGIC_MEMORY_MB)"));
        let virt = bound.passed(((1 << 30) + 1, 1 << 20)).unwrap();
        assert!(virt.contains("address-space limit"), "{virt}");
    }

    #[test]
    fn reads_mem_available() {
        let text = "MemTotal:       24000000 kB\nMemFree:  100 kB\nMemAvailable:   22000000 kB\n";
        assert_eq!(mem_available(text), Some(22_000_000 * 1024));
        assert_eq!(mem_available("MemTotal: 5 kB\n"), None);
    }

    #[test]
    fn statm_gives_virtual_and_resident_bytes() {
        assert_eq!(sizes("100 25 3 4 0 50 0\n", 4096), Some((409_600, 102_400)));
        assert_eq!(sizes("garbage", 4096), None);
    }
}
