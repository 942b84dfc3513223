//! Helpers shared by the solver commands (`solve`, `deduce`, `explain`,
//! `encode`): reading a puzzle, the spinner while counting, why an answer
//! is partial in the flags' words.
//! Their `--time-limit` clock is `cli_support::time_limit`, shared with
//! `parlor`.

use anyhow::Result;
use blackbox::Puzzle;
use blackbox_app::solver::{Report, StopReason};
use blackbox_app::Control;
use std::path::Path;

/// Reads a puzzle file; a board file is read as the puzzle of its full
/// feedback ([`blackbox_app::puzzle::of_document`]).
pub fn read_puzzle(path: &Path) -> Result<Puzzle> {
    Ok(blackbox_app::puzzle::of_document(
        crate::input::read_document(path)?,
    ))
}

/// Why `report` is not complete, in words (empty when it is): the time
/// limit, the count's memory bound, or the count budget of `budget`
/// cubes (proven in advance to need more, or run out of).
pub fn why_stopped(report: &Report, time_limit: f64, budget: u64) -> String {
    match (report.stopped(), report.needs_cubes_log2) {
        (None, _) => String::new(),
        (Some(StopReason::TimeLimit), _) => format!("stopped by --time-limit {time_limit} s"),
        (Some(StopReason::Memory), _) => format!(
            "not counted: its tables of binomial weights would take more than {} MB \
             (the atom range is too wide for this board)",
            blackbox_app::solver::MAX_COUNT_TABLE_BITS / 8 / (1 << 20)
        ),
        (Some(StopReason::CountBudget), Some(n)) => {
            format!("not counted: it needs at least 2^{n} cubes, more than --count-budget {budget}")
        }
        (Some(StopReason::CountBudget), None) => {
            format!("not counted within {budget} cubes (raise --count-budget)")
        }
    }
}

/// Runs `work` (bounded by `budget` cubes and by `control`) with a spinner
/// on a terminal that shows the boards found so far: the library has no
/// clock, so the spinner is the only sign of life on big boards.
pub fn counting<T>(control: &Control, budget: u64, work: impl FnOnce(&Control) -> T) -> T {
    let spinner = cli_support::spinner(&format!("solving (count budget {budget} cubes)"));
    let shown = spinner.clone();
    let control = control.clone().with_progress(move |found| {
        shown.set_message(format!(
            "solving: {found} boards found (count budget {budget} cubes)"
        ))
    });
    let out = work(&control);
    spinner.finish_and_clear();
    out
}
