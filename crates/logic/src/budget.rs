//! The memory a job may plan to use, and which limit set it: the value a
//! front end reads from the process's limits (and its flags) and hands to
//! the work, which refuses up front what would not fit. Invariant: pure
//! data; reading the limits stays in the binaries.

/// The memory a job may plan to use, and which limit set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemoryBudget {
    /// Bytes.
    pub bytes: u64,
    /// The limit that set it, in the words errors and notes print
    /// (`ulimit -v`, `--memory-mb`, …).
    pub source: &'static str,
}

impl MemoryBudget {
    /// The budget in MB (MiB), rounded down.
    pub fn mb(&self) -> u64 {
        self.bytes >> 20
    }
}
