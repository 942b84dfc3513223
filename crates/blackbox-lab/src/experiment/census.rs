//! The census: how many boards share their full feedback with others
//! (seed 002 §3, Fig. 9), counted exhaustively.

use super::classes::{fingerprint, Classes};
use super::scan::{self, Progress};
use super::space::Space;
use blackbox::{Cell, Result};
use logic::Control;
use serde::Serialize;
use std::collections::BTreeMap;

/// Census of one space of boards.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Census {
    /// Number of boards.
    pub boards: u64,
    /// Number of distinct full feedbacks (classes).
    pub distinct: u64,
    /// Boards whose feedback some other board shares.
    pub ambiguous_boards: u64,
    /// Size of the largest class.
    pub largest_group: u64,
    /// Share of boards whose feedback is unique.
    pub unique_fraction: f64,
    /// Class size -> number of classes of that size.
    pub groups: BTreeMap<u64, u64>,
    /// The boards of one largest class, as atom lists (serialised as
    /// `[row, col]` numbered from 1, like every cell shown to people).
    pub largest_example: Vec<Vec<Cell>>,
}

/// The classes of every board of `space`; [`blackbox::Error::Interrupted`]
/// once `control` is cancelled (the pass over the boards stops within a
/// chunk).
pub fn classes(space: &Space, progress: Progress, control: &Control) -> Result<Classes> {
    let ports = space.ports();
    let geom = space.geometry();
    let keys = scan::table(
        space.subsets(),
        1,
        |rank, cells, slot: &mut [(u64, u32)]| {
            let mut row = [0u8; 64];
            geom.feedback(cells, &mut row[..ports]);
            slot[0] = (fingerprint(&row[..ports]), rank as u32);
        },
        progress,
        control,
    )?;
    Ok(Classes::group(keys, ports, |rank, out| {
        space.feedback(rank, out)
    }))
}

/// Summarises classes as a census.
pub fn census(space: &Space, classes: &Classes) -> Census {
    let mut groups = BTreeMap::new();
    for &s in &classes.sizes {
        *groups.entry(s as u64).or_insert(0) += 1;
    }
    let boards = space.boards();
    let unique = groups.get(&1).copied().unwrap_or(0);
    let largest = classes
        .sizes
        .iter()
        .enumerate()
        .max_by_key(|&(i, &s)| (s, std::cmp::Reverse(classes.first[i])));
    let largest_example = largest
        .map(|(class, _)| {
            let start = classes.first[class] as usize;
            (start..classes.class_of.len())
                .filter(|&r| classes.class_of[r] as usize == class)
                .map(|r| space.board(r as u64).atoms().collect())
                .collect()
        })
        .unwrap_or_default();
    Census {
        boards,
        distinct: classes.sizes.len() as u64,
        ambiguous_boards: boards - unique,
        largest_group: largest.map_or(0, |(_, &s)| s as u64),
        unique_fraction: if boards == 0 {
            0.0
        } else {
            unique as f64 / boards as f64
        },
        groups,
        largest_example,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::scan::no_progress;
    use blackbox::{Board, Dims, Rules};
    use std::collections::HashMap;

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
            let got = census(
                &space,
                &classes(&space, &no_progress, &Control::new()).unwrap(),
            );
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
