//! The memory budget of the experiments, and the refusal of a job whose
//! estimate ([`blackbox_lab::memory`]) exceeds it: checked for every
//! configuration before any starts, so a job that cannot fit fails at once
//! (exit 2, with the estimate) instead of running the machine out of memory.
//!
//! The budget is `--memory-mb` when given, else four fifths of the
//! machine's available memory (`MemAvailable` in `/proc/meminfo`: the rest
//! is left to the machine's other work), else [`DEFAULT_BUDGET_MB`].

use anyhow::{bail, Result};

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

/// Fails, with the estimate, when `bytes` exceeds `budget`.
pub fn ensure_fits(what: &str, boards: u64, bytes: u64, budget: u64) -> Result<()> {
    let mb = |b: u64| b.div_ceil(1 << 20);
    if bytes > budget {
        bail!(
            "{what} over {boards} boards would need about {} MB (estimate), more than the \
             {} MB budget (4/5 of the available memory, or --memory-mb): refused before starting",
            mb(bytes),
            mb(budget)
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins_and_refusal_names_the_estimate() {
        assert_eq!(budget(Some(2)), 2 << 20);
        assert!(ensure_fits("census 8x8/4", 10, 1 << 20, 2 << 20).is_ok());
        let err = ensure_fits("census 8x8/4", 10, 3 << 20, 2 << 20).unwrap_err();
        assert!(err.to_string().contains("about 3 MB"), "{err}");
    }
}
