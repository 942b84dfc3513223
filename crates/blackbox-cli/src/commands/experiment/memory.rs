//! The memory budget of the experiments: a job whose estimate exceeds it
//! is refused (by [`blackbox_app::experiment`]) for every configuration
//! before any starts, so a job that cannot fit fails at once (exit 2, with
//! the estimate) instead of running the machine out of memory, and a
//! census past it spills to shard files.
//!
//! The budget is the least of what the process may use
//! ([`cli_support::memory_budget`]: four fifths of the available memory,
//! seven eighths of the room under the cgroup's memory limit and of
//! `ulimit -v` and `ulimit -d` left), or `--memory-mb` when given and not
//! more than that (a larger value is lowered to it, with a note: a job
//! planned past the process's limits would be ended with no answer).

use cli_support::MemoryBudget;

/// The budget: `flag_mb` (lowered to what the process may use), else what
/// the process may use.
pub fn budget(flag_mb: Option<u64>) -> MemoryBudget {
    clamp(flag_mb, cli_support::memory_budget())
}

/// `flag_mb` as a budget, but not past `limit`; `limit` without it.
fn clamp(flag_mb: Option<u64>, limit: MemoryBudget) -> MemoryBudget {
    let Some(mb) = flag_mb else { return limit };
    let bytes = mb.saturating_mul(1 << 20);
    if bytes <= limit.bytes {
        return MemoryBudget {
            bytes,
            source: "--memory-mb",
        };
    }
    cli_support::note(format_args!(
        "--memory-mb {mb} is more than this process may use: the budget is {} MB ({})",
        limit.mb(),
        limit.source
    ));
    limit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins_up_to_the_process_limit() {
        let limit = MemoryBudget {
            bytes: 3000 << 20,
            source: "ulimit -v",
        };
        assert_eq!(
            clamp(Some(2), limit),
            MemoryBudget {
                bytes: 2 << 20,
                source: "--memory-mb"
            }
        );
        assert_eq!(clamp(Some(5000), limit), limit);
        assert_eq!(clamp(None, limit), limit);
    }
}
