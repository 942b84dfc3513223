//! The census's figures, gathered from boards sorted by the fingerprint of
//! their feedback.
//!
//! A census pass (in memory, or one partition of a merge of shard files)
//! hands [`Tally::of_sorted`] its `(fingerprint, rank)` keys sorted; every
//! run of equal fingerprints is re-checked byte by byte (the outcome rows are
//! recomputed from the ranks), so the classes are exact even when two
//! different feedbacks share a fingerprint. Tallies of disjoint sets of
//! boards add up with [`Tally::add`], in any order, to the same figures:
//! the class-size histogram is a sum, and the largest class is chosen by
//! size, then by lowest first rank, never by arrival.

use super::classes::split_by_row;
use super::figures::Census;
use super::space::Space;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::BTreeMap;

/// One largest class: its size, then its boards' ranks, ascending.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Largest {
    ranks: Vec<u64>,
}

impl Largest {
    /// The order that picks the largest class: bigger first, then the one
    /// whose lowest rank is lower.
    fn key(&self) -> (usize, Reverse<u64>) {
        (self.ranks.len(), Reverse(self.ranks[0]))
    }
}

/// Class sizes and the largest class of a set of boards (serialised in a
/// merge [`Part`](super::part::Part)).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Tally {
    /// Class size -> number of classes of that size.
    groups: BTreeMap<u64, u64>,
    /// Boards tallied.
    boards: u64,
    /// Runs of equal fingerprints that held more than one feedback.
    collisions: u64,
    /// The largest class so far.
    largest: Option<Largest>,
}

impl Tally {
    /// The tally of boards given as `(fingerprint, rank)` keys sorted
    /// ascending, with `row(rank, out)` recomputing any board's outcome row
    /// of `ports` bytes.
    pub(crate) fn of_sorted(
        keys: &[(u64, u64)],
        ports: usize,
        row: impl Fn(u64, &mut [u8]) + Sync,
    ) -> Tally {
        debug_assert!(keys.windows(2).all(|w| w[0] <= w[1]));
        let mut starts = vec![0];
        starts.extend((1..keys.len()).filter(|&i| keys[i].0 != keys[i - 1].0));
        starts.push(keys.len());
        starts
            .par_windows(2)
            .fold(Tally::default, |mut tally, w| {
                let run = &keys[w[0]..w[1]];
                if run.len() == 1 {
                    tally.class(&[run[0].1]);
                } else {
                    let classes = split_by_row(run.iter().map(|k| k.1), ports, &row);
                    tally.collisions += u64::from(classes.len() > 1);
                    classes.iter().for_each(|c| tally.class(c));
                }
                tally
            })
            .reduce(Tally::default, Tally::add)
    }

    /// Counts one class, given its ranks ascending (copied only when it is
    /// the largest so far).
    fn class(&mut self, ranks: &[u64]) {
        let size = ranks.len() as u64;
        *self.groups.entry(size).or_insert(0) += 1;
        self.boards += size;
        let key = (ranks.len(), Reverse(ranks[0]));
        if self.largest.as_ref().is_none_or(|l| key > l.key()) {
            self.largest = Some(Largest {
                ranks: ranks.to_vec(),
            });
        }
    }

    /// The tally of both sets of boards (which must be disjoint).
    pub(crate) fn add(mut self, other: Tally) -> Tally {
        for (size, n) in other.groups {
            *self.groups.entry(size).or_insert(0) += n;
        }
        self.boards += other.boards;
        self.collisions += other.collisions;
        self.largest = match (self.largest, other.largest) {
            (Some(a), Some(b)) => Some(if b.key() > a.key() { b } else { a }),
            (a, b) => a.or(b),
        };
        self
    }

    /// Boards tallied.
    pub(crate) fn boards(&self) -> u64 {
        self.boards
    }

    /// Whether this tally, read from a file, can be one of boards of
    /// `space`: its histogram sums to its boards, its largest class is
    /// one of its largest sizes, of distinct boards of `space` in order,
    /// and it has no more collisions than classes. The reason when not.
    pub(crate) fn check(&self, space: &Space) -> Result<(), String> {
        let boards = self.groups.iter().try_fold(0u64, |sum, (&size, &n)| {
            (size > 0 && n > 0)
                .then(|| size.checked_mul(n)?.checked_add(sum))
                .flatten()
        });
        if boards != Some(self.boards) || self.boards > space.boards() {
            return Err(format!(
                "its class sizes do not add up to its {} boards of at most {}",
                self.boards,
                space.boards()
            ));
        }
        let classes: u64 = self.groups.values().sum();
        if self.collisions > classes {
            return Err(format!(
                "{} collisions in {classes} classes",
                self.collisions
            ));
        }
        let largest = self.largest.as_ref().map_or(&[][..], |l| &l.ranks[..]);
        let biggest = self.groups.keys().next_back().copied().unwrap_or(0);
        let in_order = largest.windows(2).all(|w| w[0] < w[1]);
        if largest.len() as u64 != biggest
            || !in_order
            || largest.last().is_some_and(|&r| r >= space.boards())
        {
            return Err(format!(
                "its largest class ({} ranks) is not {biggest} distinct boards of the census in order",
                largest.len()
            ));
        }
        Ok(())
    }

    /// The census of `space`, whose boards this tally must hold, each once.
    pub(crate) fn census(self, space: &Space) -> Census {
        let boards = self.boards;
        let unique = self.groups.get(&1).copied().unwrap_or(0);
        let ranks = self.largest.map(|l| l.ranks).unwrap_or_default();
        Census {
            boards,
            distinct: self.groups.values().sum(),
            ambiguous_boards: boards - unique,
            largest_group: ranks.len() as u64,
            unique_fraction: if boards == 0 {
                0.0
            } else {
                unique as f64 / boards as f64
            },
            groups: self.groups,
            largest_example: ranks
                .iter()
                .map(|&r| space.board(r).atoms().collect())
                .collect(),
            fingerprint_collisions: self.collisions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows 0 and 2 equal, 1 different, all three under fingerprint 5; rank
    /// 3 alone under fingerprint 7.
    const ROWS: [[u8; 2]; 4] = [[1, 2], [2, 1], [1, 2], [9, 9]];

    fn row(r: u64, out: &mut [u8]) {
        out.copy_from_slice(&ROWS[r as usize]);
    }

    #[test]
    fn colliding_fingerprints_are_split_exactly() {
        let t = Tally::of_sorted(&[(5, 0), (5, 1), (5, 2), (7, 3)], 2, row);
        assert_eq!(t.groups, BTreeMap::from([(1, 2), (2, 1)]));
        assert_eq!(t.boards, 4);
        assert_eq!(t.collisions, 1);
        assert_eq!(t.largest.unwrap().ranks, vec![0, 2]);
    }

    #[test]
    fn tallies_of_parts_add_up_to_the_tally_of_the_whole_in_any_order() {
        let whole = Tally::of_sorted(&[(5, 0), (5, 1), (5, 2), (7, 3)], 2, row);
        let a = Tally::of_sorted(&[(7, 3)], 2, row);
        let b = Tally::of_sorted(&[(5, 0), (5, 1), (5, 2)], 2, row);
        assert_eq!(a.clone().add(b.clone()), whole);
        assert_eq!(b.add(a), whole);
    }

    #[test]
    fn ties_for_the_largest_class_go_to_the_lowest_first_rank() {
        let same = |_: u64, out: &mut [u8]| out.fill(0);
        let low = Tally::of_sorted(&[(1, 4), (1, 9)], 1, same);
        let high = Tally::of_sorted(&[(2, 5), (2, 6)], 1, same);
        for t in [low.clone().add(high.clone()), high.add(low)] {
            assert_eq!(t.largest.unwrap().ranks, vec![4, 9]);
        }
    }
}
