//! A handle to stop long library work from outside, and to hear how far it
//! got.
//!
//! [`Control`] is a shared cancel flag plus an optional progress callback.
//! The libraries have no clock: a time limit is the caller's business (for
//! example a timer thread that calls [`Control::cancel`] after a while).
//! Long work polls [`Control::check`] between steps, and a SAT solver given
//! the control ([`crate::SatSolver::set_control`]) stops its search, so a
//! cancel is noticed within one step (one solver restart at most).
//!
//! Clones share the flag and the callback: cancel one, all see it. The
//! default control is never cancelled unless someone holding a clone
//! cancels it. A [`Control::child`] has a flag of its own besides its
//! parent's: cancelling the parent stops the child, cancelling the child
//! stops only the child (two searches racing for one answer stop each
//! other that way, and both still stop at the caller's time limit).

use crate::error::{Error, Result};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A progress callback: told how many steps (the work defines them) are done.
type ProgressFn = Arc<dyn Fn(u64) + Send + Sync>;

/// A shared cancel flag with an optional progress callback (see the module
/// doc).
#[derive(Clone, Default)]
pub struct Control {
    cancelled: Arc<AtomicBool>,
    /// The flags of the controls this one is a child of, nearest first.
    ancestors: Vec<Arc<AtomicBool>>,
    progress: Option<ProgressFn>,
}

impl fmt::Debug for Control {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Control")
            .field("cancelled", &self.is_cancelled())
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

impl Control {
    /// A control that is not cancelled and reports progress nowhere.
    pub fn new() -> Self {
        Control::default()
    }

    /// This control (sharing its flag) reporting progress to `report`.
    pub fn with_progress(self, report: impl Fn(u64) + Send + Sync + 'static) -> Self {
        Control {
            progress: Some(Arc::new(report)),
            ..self
        }
    }

    /// A control with a flag of its own that is also cancelled whenever this
    /// one is, sharing this one's progress callback.
    pub fn child(&self) -> Control {
        let mut ancestors = vec![Arc::clone(&self.cancelled)];
        ancestors.extend(self.ancestors.iter().cloned());
        Control {
            cancelled: Arc::new(AtomicBool::new(false)),
            ancestors,
            progress: self.progress.clone(),
        }
    }

    /// Asks every holder of this control (or a clone), and of its children,
    /// to stop.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    /// Whether [`Control::cancel`] was called on this control, a clone, or
    /// a control it is a child of.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
            || self.ancestors.iter().any(|a| a.load(Ordering::Relaxed))
    }

    /// `Err(Error::Interrupted)` once cancelled: the poll for long work.
    pub fn check(&self) -> Result<()> {
        if self.is_cancelled() {
            Err(Error::Interrupted)
        } else {
            Ok(())
        }
    }

    /// Tells the progress callback, if any, that `done` steps are done.
    pub fn report(&self, done: u64) {
        if let Some(report) = &self.progress {
            report(done);
        }
    }

    /// A function that reads the cancel flag, for code that only needs that
    /// (a SAT backend's stop hook).
    pub fn stop_flag(&self) -> impl Fn() -> bool + Send + Sync + 'static {
        let me = self.clone();
        move || me.is_cancelled()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU64;

    #[test]
    fn a_child_stops_with_its_parent_but_not_the_parent_with_it() {
        let parent = Control::new();
        let (a, b) = (parent.child(), parent.child());
        let grandchild = a.child();
        a.cancel();
        assert!(a.is_cancelled() && grandchild.is_cancelled());
        assert!(!parent.is_cancelled() && !b.is_cancelled());
        let stop = b.stop_flag();
        parent.cancel();
        assert!(b.is_cancelled() && stop());
    }

    #[test]
    fn clones_share_the_flag() {
        let control = Control::new();
        let clone = control.clone();
        let stop = control.stop_flag();
        assert!(control.check().is_ok() && !stop());
        clone.cancel();
        assert_eq!(control.check(), Err(Error::Interrupted));
        assert!(stop());
    }

    #[test]
    fn a_cancelled_solver_answers_interrupted_then_recovers() {
        use crate::{default_solver, ClauseSink, SatResult, SatSolver};
        let mut solver = default_solver();
        let (x, y) = (solver.new_lit(), solver.new_lit());
        solver.add_clause(&[x, y]);
        let control = Control::new();
        solver.set_control(&control);
        control.cancel();
        assert_eq!(solver.solve(), SatResult::Interrupted);
        assert_eq!(solver.value(x), None);
        solver.set_control(&Control::new());
        assert_eq!(solver.solve(), SatResult::Sat);
    }

    #[test]
    fn progress_reaches_the_callback() {
        let seen = Arc::new(AtomicU64::new(0));
        let sink = Arc::clone(&seen);
        let control = Control::new().with_progress(move |n| sink.store(n, Ordering::Relaxed));
        control.clone().report(7);
        assert_eq!(seen.load(Ordering::Relaxed), 7);
        Control::new().report(3);
    }
}
