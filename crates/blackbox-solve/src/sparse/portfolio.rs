//! Two searches of one puzzle on two threads, with a verdict that does not
//! depend on which thread is quicker.
//!
//! Each search ([`super::Sparse`], variants 0 and 1) is deterministic and
//! counts its probes; its verdict comes after a number of probes that does
//! not depend on the machine. The portfolio's verdict is the verdict reached
//! in fewer probes (the first search's on a tie): once a search has its
//! verdict after `p` probes, the other's limit is lowered so that it gives
//! up unless it decides in fewer (the second) or as few (the first). So the
//! answer, witnesses included, is the same on every run and machine, and
//! neither search runs past the budget the caller gave.
//!
//! Invariant: the portfolio says what the search it takes says (every board
//! returned solves the puzzle); a cancelled control stops both searches,
//! and a verdict already reached is then still returned.

use super::{Sparse, Uniqueness};
use blackbox::Puzzle;
use logic::{Control, Result};
use std::sync::atomic::{AtomicU64, Ordering};

/// The thorough search, twice (module doc): `Ok(None)` when neither
/// decides within `probes` probes.
pub(super) fn decide(
    puzzle: &Puzzle,
    probes: u64,
    control: &Control,
) -> Result<Option<Uniqueness>> {
    let limits = [AtomicU64::new(probes), AtomicU64::new(probes)];
    let run = |variant: usize| -> Result<Option<(u64, Uniqueness)>> {
        let Some(mut search) = Sparse::new(puzzle, &limits[variant], true, variant as u32, control)
        else {
            return Ok(Some((0, Uniqueness::Inconsistent)));
        };
        let verdict = search.run()?;
        if verdict.is_some() {
            // The other search takes over only with fewer probes (the
            // first also with as many).
            let other = 1 - variant;
            let most = search.probes.saturating_sub(u64::from(other == 1));
            limits[other].fetch_min(most, Ordering::Relaxed);
        }
        Ok(verdict.map(|v| (search.probes, v)))
    };
    let (first, second) = std::thread::scope(|scope| {
        let second = scope.spawn(|| run(1));
        let first = run(0);
        (first, second.join().expect("the search does not panic"))
    });
    Ok(match (first, second) {
        (Ok(Some((p, a))), Ok(Some((q, b)))) => Some(if q < p { b } else { a }),
        (Ok(Some((_, a))), _) | (_, Ok(Some((_, a)))) => Some(a),
        (Err(e), _) | (_, Err(e)) => return Err(e),
        (Ok(None), Ok(None)) => None,
    })
}
