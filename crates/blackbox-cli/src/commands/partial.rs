//! Why a solver command's answer is partial (`solve`, `deduce`), in the
//! words of the flags that bound it: the time limit, the count budget, or
//! the count's memory bound.

use blackbox_app::solver::{Report, Stop};

/// Why `report` is not complete, in words (empty when it is): the time
/// limit, the count's memory bound, or the count budget of `budget`
/// cubes (proven in advance to need more, or run out of).
pub fn why_stopped(report: &Report, time_limit: f64, budget: u64) -> String {
    match report.stopped {
        None => String::new(),
        Some(Stop::TimeLimit) => format!("stopped by --time-limit {time_limit} s"),
        Some(Stop::Memory) => format!(
            "not counted: its tables of binomial weights would take more than {} MB \
             (the atom range is too wide for this board)",
            blackbox_app::solver::MAX_COUNT_TABLE_BITS / 8 / (1 << 20)
        ),
        Some(Stop::CountBudget {
            needs_cubes_log2: Some(n),
        }) => {
            format!("not counted: it needs at least 2^{n} cubes, more than --count-budget {budget}")
        }
        Some(Stop::CountBudget {
            needs_cubes_log2: None,
        }) => {
            format!("not counted within {budget} cubes (raise --count-budget)")
        }
    }
}
