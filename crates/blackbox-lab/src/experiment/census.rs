//! The census: how many boards share their full feedback with others
//! (seed 002 §3, Fig. 9), counted exhaustively.
//!
//! Every phase polls the caller's [`Control`]: the scan between chunks of
//! boards, the sort ([`sort_keys`]) between its steps, and the tally between
//! ranges of [`TALLY_KEYS`] keys, so a cancel is answered with
//! [`blackbox::Error::Interrupted`] within a fraction of a second, whatever
//! the phase.

use super::classes::fingerprint;
use super::figures::Census;
use super::scan::{self, ProgressCallback};
use super::sort::sort_keys;
use super::space::Space;
use super::tally::Tally;
use blackbox::Result;
use logic::Control;
use std::ops::Range;

/// About this many keys are tallied between two polls of the control (a
/// range is extended to the end of its run of equal fingerprints).
const TALLY_KEYS: usize = 1 << 18;

/// The census of every board of `space`, in memory (about 16 bytes a
/// board: see [`crate::memory::census_bytes`]);
/// [`blackbox::Error::Interrupted`] once `control` is cancelled.
pub fn census(space: &Space, progress: ProgressCallback, control: &Control) -> Result<Census> {
    let keys = sorted_keys(space, 0..scan::chunks(space.subsets()), progress, control)?;
    Ok(tally(space, &keys, control)?.census(space))
}

/// The `(fingerprint, rank)` keys of the boards of the chunks `chunks`,
/// sorted.
pub(crate) fn sorted_keys(
    space: &Space,
    chunks: Range<u64>,
    progress: ProgressCallback,
    control: &Control,
) -> Result<Vec<(u64, u64)>> {
    let ports = space.ports();
    let geom = space.geometry();
    let mut keys = scan::table_of(
        space.subsets(),
        chunks,
        1,
        |rank, cells, slot: &mut [(u64, u64)]| {
            let mut row = [0u8; 64];
            geom.feedback(cells, &mut row[..ports]);
            slot[0] = (fingerprint(&row[..ports]), rank);
        },
        progress,
        control,
    )?;
    sort_keys(&mut keys, control)?;
    Ok(keys)
}

/// The tally of boards of `space` given by their sorted keys, a range of
/// about [`TALLY_KEYS`] at a time (whole runs of equal fingerprints),
/// polling `control` before each.
pub(crate) fn tally(space: &Space, keys: &[(u64, u64)], control: &Control) -> Result<Tally> {
    let mut total = Tally::default();
    let mut start = 0;
    while start < keys.len() {
        scan::poll(control)?;
        let mut end = (start + TALLY_KEYS).min(keys.len());
        while end < keys.len() && keys[end].0 == keys[end - 1].0 {
            end += 1;
        }
        let range = &keys[start..end];
        total = total.add(Tally::of_sorted(range, space.ports(), |rank, out| {
            space.feedback(rank, out)
        }));
        start = end;
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::scan::no_progress;
    use blackbox::{Board, Dims, Rules};
    use std::collections::{BTreeMap, HashMap};

    /// Every board with `k` atoms, by brute force over bitmasks.
    fn naive_boards(dims: Dims, k: usize) -> Vec<Board> {
        let n = dims.cells();
        (0u32..1 << n)
            .filter(|m| m.count_ones() as usize == k)
            .map(|m| {
                let cells = (0..n).filter(|i| m >> i & 1 == 1);
                Board::with_atoms(dims, cells.map(|i| (i / dims.cols(), i % dims.cols()))).unwrap()
            })
            .collect()
    }

    #[test]
    fn a_census_cancelled_after_its_scan_stops_in_the_sort_or_the_tally() {
        // Cancelled as the scan's last chunk is done: before, the sort and
        // the tally ran on and the full census was answered.
        let space = Space::new(Dims::new(7, 7).unwrap(), 4, Rules::Standard, u64::MAX).unwrap();
        let boards = space.boards();
        let control = Control::new();
        let done = std::sync::atomic::AtomicU64::new(0);
        let progress = |n: u64| {
            if done.fetch_add(n, std::sync::atomic::Ordering::SeqCst) + n == boards {
                control.cancel();
            }
        };
        let err = census(&space, &progress, &control).unwrap_err();
        assert!(matches!(err, blackbox::Error::Interrupted), "{err:?}");
        // The tally alone, cancelled, stops too.
        let keys = sorted_keys(
            &space,
            0..scan::chunks(space.subsets()),
            &no_progress,
            &Control::new(),
        )
        .unwrap();
        let err = tally(&space, &keys, &control).unwrap_err();
        assert!(matches!(err, blackbox::Error::Interrupted), "{err:?}");
    }

    #[test]
    fn census_matches_a_naive_count() {
        for (r, c, k, rules) in [
            (3, 3, 2, Rules::Standard),
            (4, 4, 3, Rules::Standard),
            (3, 5, 3, Rules::Acm),
            (4, 4, 4, Rules::Standard),
        ] {
            let dims = Dims::new(r, c).unwrap();
            let mut naive: HashMap<_, u64> = HashMap::new();
            for b in naive_boards(dims, k) {
                *naive.entry(b.feedback(rules)).or_default() += 1;
            }
            let mut groups = BTreeMap::new();
            for &n in naive.values() {
                *groups.entry(n).or_insert(0u64) += 1;
            }
            let space = Space::new(dims, k, rules, u64::MAX).unwrap();
            let got = census(&space, &no_progress, &Control::new()).unwrap();
            assert_eq!(got.groups, groups, "{dims}/{k}");
            assert_eq!(got.distinct, naive.len() as u64);
            assert_eq!(got.boards, naive_boards(dims, k).len() as u64);
            assert_eq!(got.largest_group, *naive.values().max().unwrap());
            assert_eq!(got.largest_example.len() as u64, got.largest_group);
            let fb: Vec<_> = got
                .largest_example
                .iter()
                .map(|a| {
                    Board::with_atoms(dims, a.iter().map(|c| (c.row(), c.col())))
                        .unwrap()
                        .feedback(rules)
                })
                .collect();
            assert!(fb.windows(2).all(|w| w[0] == w[1]));
        }
    }
}
