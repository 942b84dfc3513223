//! Signs of life for long work, as the front end shows them: the use cases
//! announce each stage (what it is, how many units: boards, games) and
//! count its units done; a command draws bars on standard error, another
//! front end anything else, or nothing ([`Silent`]).
//!
//! Invariant: a stage ends when its [`Meter`] is dropped, so a front end
//! clears what it drew then, however the work ended.

/// Where the use cases report their progress.
pub trait Reporter: Sync {
    /// A stage of `total` units named `label` begins; it ends when the
    /// returned handle is dropped. A `total` of 0 means its length is not
    /// known (nothing to count: a front end shows that it is alive).
    fn stage(&self, total: u64, label: &str) -> Box<dyn Meter + '_>;
}

/// One stage of the work under way.
pub trait Meter: Send + Sync {
    /// `units` more units of the stage are done.
    fn advance(&self, units: u64);
}

/// Progress nobody watches.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Reporter for Silent {
    fn stage(&self, _total: u64, _label: &str) -> Box<dyn Meter + '_> {
        Box::new(Silent)
    }
}

impl Meter for Silent {
    fn advance(&self, _units: u64) {}
}
