//! Indistinguishable boards: grouping boards by their full feedback.
//!
//! Two boards are in the same **class** when every port gives the same
//! outcome on both (seed 002 §3). Grouping sorts 64-bit fingerprints of the
//! outcome rows, then re-checks every run of equal fingerprints byte by byte,
//! so the classes are exact even when two different feedbacks collide.
//! Class ids are assigned in sorted order, deterministically.

use rayon::prelude::*;

/// A 64-bit fingerprint of an outcome row: its XXH3 hash, whose 64 bits
/// are close enough to uniform that a census of 10^9 distinct feedbacks
/// expects fewer than 0.03 runs of equal fingerprints holding two
/// feedbacks (a hand-rolled multiply-xorshift hash gave one such run on
/// 8x8/7's 4.3 10^8). Shard files record the fingerprint in their format
/// version: a change here must bump it.
pub(crate) fn fingerprint(row: &[u8]) -> u64 {
    twox_hash::XxHash3_64::oneshot(row)
}

/// The classes of a list of boards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Classes {
    /// The class of each board (by rank).
    pub class_of: Vec<u32>,
    /// The number of boards in each class.
    pub sizes: Vec<u32>,
    /// The lowest-ranked board of each class.
    pub first: Vec<u32>,
}

impl Classes {
    /// Groups boards given `(fingerprint, rank)` for every rank and a way to
    /// recompute any board's outcome row (used to verify equal fingerprints).
    pub fn group(
        mut keys: Vec<(u64, u32)>,
        ports: usize,
        row: impl Fn(u64, &mut [u8]) + Sync,
    ) -> Self {
        keys.par_sort_unstable();
        let mut runs = Vec::new();
        let mut start = 0;
        for i in 1..=keys.len() {
            if i == keys.len() || keys[i].0 != keys[start].0 {
                runs.push(start..i);
                start = i;
            }
        }
        let groups: Vec<Vec<Vec<u32>>> = runs
            .into_par_iter()
            .map(|run| {
                let ranks: Vec<u32> = keys[run].iter().map(|k| k.1).collect();
                if ranks.len() == 1 {
                    return vec![ranks];
                }
                split_by_row(ranks.iter().copied(), ports, &row)
            })
            .collect();
        let mut class_of = vec![0u32; keys.len()];
        let (mut sizes, mut first) = (Vec::new(), Vec::new());
        for group in groups.iter().flatten() {
            for &r in group {
                class_of[r as usize] = sizes.len() as u32;
            }
            sizes.push(group.len() as u32);
            first.push(*group.iter().min().expect("groups are not empty"));
        }
        Classes {
            class_of,
            sizes,
            first,
        }
    }
}

/// Splits boards with equal fingerprints, given by their ranks, into groups
/// of equal outcome rows, each group's ranks ascending.
pub(crate) fn split_by_row<R: Copy + Ord + Into<u64>>(
    ranks: impl Iterator<Item = R>,
    ports: usize,
    row: &impl Fn(u64, &mut [u8]),
) -> Vec<Vec<R>> {
    let mut rows: Vec<(Vec<u8>, R)> = ranks
        .map(|r| {
            let mut v = vec![0; ports];
            row(r.into(), &mut v);
            (v, r)
        })
        .collect();
    rows.sort_unstable();
    rows.chunk_by(|a, b| a.0 == b.0)
        .map(|g| g.iter().map(|x| x.1).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colliding_fingerprints_are_split_exactly() {
        // Rows: 0 and 2 equal, 1 different, all given the same fingerprint.
        let rows = [[1u8, 2], [2, 1], [1, 2], [9, 9]];
        let keys = vec![(5, 0), (5, 1), (5, 2), (fingerprint(&rows[3]), 3)];
        let c = Classes::group(keys, 2, |r, out| out.copy_from_slice(&rows[r as usize]));
        assert_eq!(c.class_of[0], c.class_of[2]);
        assert_ne!(c.class_of[0], c.class_of[1]);
        assert_ne!(c.class_of[3], c.class_of[1]);
        let mut sizes = c.sizes.clone();
        sizes.sort();
        assert_eq!(sizes, vec![1, 1, 2]);
        assert_eq!(c.first[c.class_of[2] as usize], 0);
    }
}
