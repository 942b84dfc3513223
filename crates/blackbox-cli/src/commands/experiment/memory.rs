//! The memory budget of the experiments: a job whose estimate exceeds it
//! is refused (by [`blackbox_app::experiment`]) for every configuration
//! before any starts, so a job that cannot fit fails at once (exit 2, with
//! the estimate) instead of running the machine out of memory, and a
//! census past it spills to shard files.
//!
//! The budget is `--memory-mb` when given, else four fifths of the
//! machine's available memory (`MemAvailable` in `/proc/meminfo`: the rest
//! is left to the machine's other work), else [`DEFAULT_BUDGET_MB`].

/// The budget when neither `--memory-mb` nor `/proc/meminfo` gives one.
pub const DEFAULT_BUDGET_MB: u64 = 4096;

/// The budget in bytes: `flag_mb`, else four fifths of the available
/// memory, else the default.
pub fn budget(flag_mb: Option<u64>) -> u64 {
    flag_mb
        .map(|mb| mb.saturating_mul(1 << 20))
        .or_else(|| Some(cli_support::available_memory()? / 5 * 4))
        .unwrap_or(DEFAULT_BUDGET_MB << 20)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins() {
        assert_eq!(budget(Some(2)), 2 << 20);
    }
}
