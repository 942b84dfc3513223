//! Two engines racing for one answer on two threads: the cube walks
//! (module `walks`) on a thread of their own, and another engine (the SAT
//! cubes, or the split) on the caller's.
//!
//! Each runs under its own child of the caller's [`Control`]: the first to
//! finish cancels the other, and the caller's control (its time limit)
//! stops both. Invariant: a result the walks report is complete (they give
//! `Ok(Some(..))` only when done), so the caller takes it over the other
//! engine's whenever there is one.

use logic::{Control, Result};

/// Runs `walks` beside `other` (see the module doc). Once `other` returns,
/// the walks are cancelled unless `walks_still_help` says its result leaves
/// them something to add. Returns `other`'s result and, when the walks
/// finished, theirs.
pub(crate) fn race<W: Send, O>(
    control: &Control,
    walks: impl FnOnce(&Control) -> Result<Option<W>> + Send,
    other: impl FnOnce(&Control) -> O,
    walks_still_help: impl FnOnce(&O) -> bool,
) -> (O, Option<W>) {
    let (other_control, walk_control) = (control.child(), control.child());
    std::thread::scope(|scope| {
        let walker = scope.spawn(|| {
            let walked = walks(&walk_control);
            if matches!(walked, Ok(Some(_))) {
                other_control.cancel();
            }
            walked
        });
        let found = other(&other_control);
        if !walks_still_help(&found) {
            walk_control.cancel();
        }
        let walked = walker.join().expect("the walks do not panic");
        (found, walked.ok().flatten())
    })
}
