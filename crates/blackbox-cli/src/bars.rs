//! The application layer's progress ([`blackbox_app::progress::Reporter`])
//! as the command shows it: a bar on standard error per stage
//! ([`cli_support::progress_bar`], nothing when standard error is not a
//! terminal; a spinner for a stage of unknown length), cleared when the
//! stage ends.

use blackbox_app::progress::{Meter, Reporter};
use indicatif::ProgressBar;

/// Progress drawn as bars on standard error.
pub struct Bars;

impl Reporter for Bars {
    fn stage(&self, total: u64, label: &str) -> Box<dyn Meter + '_> {
        Box::new(Bar(match total {
            0 => cli_support::spinner(label),
            _ => cli_support::progress_bar(total, label),
        }))
    }
}

/// One stage's bar, cleared when dropped.
struct Bar(ProgressBar);

impl Meter for Bar {
    fn advance(&self, units: u64) {
        self.0.inc(units);
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.0.finish_and_clear();
    }
}
