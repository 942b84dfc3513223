//! The spinner of the solver commands (`solve`, `deduce`) while they
//! count: the library has no clock, so it is the only sign of life on big
//! boards. Their `--time-limit` clock is `cli_support::time_limit`, shared
//! with `parlor`; why an answer is partial is said by [`super::partial`].

use blackbox_app::Control;

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
