//! The memory bound of a command: a watch thread that ends the process with
//! a clear message (exit 2) once its memory passes the bound, instead of
//! letting the allocator abort it or the machine swap.
//!
//! Work whose size can be estimated is refused up front with its estimate
//! (setup, the assistant, census, encode); the SAT searches cannot be
//! estimated (they learn clauses as they go), so this guard is what bounds
//! them, whatever `--time-limit` says.
//!
//! The bound (see [`Bound::of_machine`], from [`Limits`]): four fifths of
//! the memory available when the command starts (`MemAvailable` in
//! `/proc/meminfo`), or less when the cgroup's memory limit leaves less
//! room (seven eighths of it), for the resident size; seven eighths of the
//! address-space limit (`ulimit -v`) for the virtual size and of the data
//! limit (`ulimit -d`) for the data size, when there are. The environment
//! variable [`ENV_MEMORY_MB`] sets the resident bound instead. Where
//! `/proc` is missing (not Linux) there is no guard.
//!
//! Invariant: the guard only reads `/proc` and ends the process; it never
//! touches the command's state, so a command that stays under the bound
//! behaves exactly as without it.

use crate::memory_limits::{page_bytes, sizes, start_limits, Limits, Sizes};
use std::io::Write;
use std::time::Duration;

/// The environment variable that sets the resident-memory bound in MB.
pub const ENV_MEMORY_MB: &str = "BOXLOGIC_MEMORY_MB";

/// How often the guard looks at the process's size.
const PERIOD: Duration = Duration::from_millis(20);

/// What the process may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bound {
    /// Most resident bytes.
    pub resident: u64,
    /// What set `resident`.
    pub resident_source: ResidentSource,
    /// Most virtual bytes (under the address-space limit), if there is one.
    pub virtual_size: Option<u64>,
    /// Most data bytes (under the data limit), if there is one.
    pub data: Option<u64>,
}

/// What set the resident bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResidentSource {
    /// Four fifths of the memory available at the start.
    Available,
    /// The cgroup's memory limit.
    Cgroup,
    /// [`ENV_MEMORY_MB`].
    Env,
}

impl Bound {
    /// The bound of this machine and process, if `/proc` tells it (see the
    /// module doc); an error when [`ENV_MEMORY_MB`] is not a number of MB.
    pub fn of_machine() -> Result<Option<Bound>, String> {
        let env = std::env::var(ENV_MEMORY_MB).ok();
        Bound::from_limits(env.as_deref(), &start_limits())
    }

    /// The bound from the limits [`Bound::of_machine`] reads.
    fn from_limits(env: Option<&str>, limits: &Limits) -> Result<Option<Bound>, String> {
        let seven_eighths = |b: u64| b / 8 * 7;
        let virtual_size = limits.address_space.map(seven_eighths);
        let data = limits.data.map(seven_eighths);
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
                resident_source: ResidentSource::Env,
                virtual_size,
                data,
            }));
        }
        let Some(available) = limits.available else {
            return Ok(None);
        };
        let mut bound = Bound {
            resident: available / 5 * 4,
            resident_source: ResidentSource::Available,
            virtual_size,
            data,
        };
        if let Some(room) = limits.cgroup_room {
            let cgroup = limits.now.resident.saturating_add(seven_eighths(room));
            if cgroup < bound.resident {
                bound.resident = cgroup;
                bound.resident_source = ResidentSource::Cgroup;
            }
        }
        Ok(Some(bound))
    }

    /// The message when the process's sizes `now` pass the bound, or
    /// `None` while they do not.
    fn passed(&self, now: Sizes) -> Option<String> {
        let mb = |b: u64| b.div_ceil(1 << 20);
        let advice = "no answer was printed (try a smaller input or a shorter --time-limit)";
        if now.resident > self.resident {
            let source = match self.resident_source {
                ResidentSource::Env => ENV_MEMORY_MB,
                ResidentSource::Available => {
                    "4/5 of the memory available at the start; set BOXLOGIC_MEMORY_MB to change it"
                }
                ResidentSource::Cgroup => "7/8 of the room under the cgroup's memory limit",
            };
            return Some(format!(
                "stopped: the command's memory reached {} MB, past its bound of {} MB ({source}); \
                 {advice}",
                mb(now.resident),
                mb(self.resident)
            ));
        }
        if let Some(limit) = self.virtual_size.filter(|&l| now.virtual_size > l) {
            return Some(format!(
                "stopped: the command's address space reached {} MB, past 7/8 of the \
                 address-space limit (ulimit -v: {} MB); {advice}",
                mb(now.virtual_size),
                mb(limit / 7 * 8)
            ));
        }
        if let Some(limit) = self.data.filter(|&l| now.data > l) {
            return Some(format!(
                "stopped: the command's data reached {} MB, past 7/8 of the data limit \
                 (ulimit -d: {} MB); {advice}",
                mb(now.data),
                mb(limit / 7 * 8)
            ));
        }
        None
    }
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

    const MB: u64 = 1 << 20;

    fn limits() -> Limits {
        Limits {
            available: Some(5_000 * MB),
            cgroup_room: None,
            address_space: Some(4096 * MB),
            data: None,
            now: Sizes::default(),
        }
    }

    #[test]
    fn the_bound_is_four_fifths_of_the_available_memory_and_seven_eighths_of_ulimit_v() {
        let bound = Bound::from_limits(None, &limits()).unwrap().unwrap();
        assert_eq!(bound.resident, 4_000 * MB);
        assert_eq!(bound.resident_source, ResidentSource::Available);
        assert_eq!(bound.virtual_size, Some(3584 * MB));
        let unlimited = Limits {
            address_space: None,
            ..limits()
        };
        let bound = Bound::from_limits(None, &unlimited).unwrap().unwrap();
        assert_eq!(bound.virtual_size, None);
        assert_eq!(Bound::from_limits(None, &Limits::default()), Ok(None));
    }

    #[test]
    fn a_cgroup_with_less_room_lowers_the_resident_bound() {
        let cgroup = Limits {
            cgroup_room: Some(800 * MB),
            now: Sizes {
                resident: 10 * MB,
                ..Sizes::default()
            },
            data: Some(1024 * MB),
            ..limits()
        };
        let bound = Bound::from_limits(None, &cgroup).unwrap().unwrap();
        assert_eq!(bound.resident, 710 * MB);
        assert_eq!(bound.resident_source, ResidentSource::Cgroup);
        assert_eq!(bound.data, Some(896 * MB));
        let roomy = Limits {
            cgroup_room: Some(50_000 * MB),
            ..cgroup
        };
        let bound = Bound::from_limits(None, &roomy).unwrap().unwrap();
        assert_eq!(bound.resident_source, ResidentSource::Available);
    }

    #[test]
    fn the_environment_sets_the_bound_and_a_bad_value_is_refused() {
        let bound = Bound::from_limits(Some("300"), &limits()).unwrap().unwrap();
        assert_eq!(
            (bound.resident, bound.resident_source),
            (300 * MB, ResidentSource::Env)
        );
        for bad in ["", "0", "-5", "3e9", "lots"] {
            let err = Bound::from_limits(Some(bad), &limits()).unwrap_err();
            assert!(err.contains(ENV_MEMORY_MB), "{err}");
        }
    }

    #[test]
    fn passing_any_bound_says_which_and_by_how_much() {
        let bound = Bound {
            resident: 100 * MB,
            resident_source: ResidentSource::Env,
            virtual_size: Some(1 << 30),
            data: Some(200 * MB),
        };
        let at = |virtual_size, resident, data| Sizes {
            virtual_size,
            resident,
            data,
        };
        assert_eq!(bound.passed(at(500 * MB, 100 * MB, 100 * MB)), None);
        let resident = bound.passed(at(500 * MB, 101 * MB, 0)).unwrap();
        assert!(resident.contains("reached 101 MB, past its bound of 100 MB (BOXLOGIC_MEMORY_MB)"));
        let virt = bound.passed(at((1 << 30) + 1, MB, 0)).unwrap();
        assert!(virt.contains("address-space limit"), "{virt}");
        let data = bound.passed(at(MB, MB, 201 * MB)).unwrap();
        assert!(data.contains("data limit (ulimit -d"), "{data}");
    }
}
