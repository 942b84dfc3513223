//! Subsets and binomial coefficients: the one home of counting and
//! enumerating the ways to place `k` atoms among `n` cells.
//!
//! - [`binomial`] (machine integers, checked) and [`binomial_exact`] /
//!   [`binomial_row`] (arbitrary precision) count them;
//! - [`Subsets`] enumerates the boards of `k` atoms as `k`-subsets of cell
//!   indices in **colex** order, with ranks: the rank of a board is its
//!   position in colexicographic order of the sorted index lists
//!   (`{0,1,..,k-1}` is rank 0). Ranks let parallel work split the boards
//!   into fixed chunks and start each chunk by unranking, so every result is
//!   independent of the number of threads;
//! - [`next_combination`] steps through `k`-subsets of any size in
//!   **lexicographic** order, the order in which brute force lists
//!   solutions.

use crate::error::{Error, Result};
use num_bigint::BigUint;
use num_traits::One;

/// Binomial coefficient `C(n, k)`, or `None` on overflow of `u64`.
pub fn binomial(n: u64, k: u64) -> Option<u64> {
    if k > n {
        return Some(0);
    }
    let k = k.min(n - k);
    let mut acc: u128 = 1;
    for i in 0..k {
        acc = acc * (n - i) as u128 / (i + 1) as u128;
        if acc > u64::MAX as u128 {
            return None;
        }
    }
    Some(acc as u64)
}

/// The boards of `k` atoms among `n` cells (`n <= 256`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subsets {
    n: usize,
    k: usize,
    count: u64,
}

impl Subsets {
    /// All `k`-subsets of `n` cells, or [`Error::Unsupported`] when `n > 256`
    /// or there are more than `limit` of them.
    pub fn new(n: usize, k: usize, limit: u64) -> Result<Self> {
        let count = binomial(n as u64, k as u64).filter(|&c| c <= limit && n <= 256);
        let count = count.ok_or_else(|| {
            Error::Unsupported(format!(
                "enumerating {k} atoms among {n} cells exceeds the limit of {limit} boards"
            ))
        })?;
        if k > n {
            return Err(Error::BadAtomCount(format!(
                "{k} (the board has {n} cells)"
            )));
        }
        Ok(Subsets { n, k, count })
    }

    /// Number of cells.
    pub fn cells(self) -> usize {
        self.n
    }

    /// Atoms per board.
    pub fn atoms(self) -> usize {
        self.k
    }

    /// Number of boards.
    pub fn count(self) -> u64 {
        self.count
    }

    /// The cells of the board with colex rank `rank`, written into `out` (length `k`).
    pub fn unrank(self, mut rank: u64, out: &mut [u8]) {
        let mut hi = self.n as u64;
        for i in (0..self.k).rev() {
            // Largest c < hi with C(c, i+1) <= rank, by binary search
            // (C(i, i+1) = 0 <= rank, so c >= i).
            let (mut lo, mut top) = (i as u64, hi - 1);
            while lo < top {
                let mid = (lo + top).div_ceil(2);
                if binomial(mid, i as u64 + 1).unwrap_or(u64::MAX) <= rank {
                    lo = mid;
                } else {
                    top = mid - 1;
                }
            }
            let c = lo;
            out[i] = c as u8;
            rank -= binomial(c, i as u64 + 1).unwrap_or(0);
            hi = c;
        }
    }

    /// Advances `cells` to the next board in colex order; false after the last.
    pub fn advance(self, cells: &mut [u8]) -> bool {
        for i in 0..self.k {
            let limit = if i + 1 < self.k {
                cells[i + 1] as usize
            } else {
                self.n
            };
            if (cells[i] as usize) + 1 < limit {
                cells[i] += 1;
                for (j, c) in cells.iter_mut().enumerate().take(i) {
                    *c = j as u8;
                }
                return true;
            }
        }
        false
    }

    /// The colex rank of a sorted cell list.
    pub fn rank(self, cells: &[u8]) -> u64 {
        cells
            .iter()
            .enumerate()
            .map(|(i, &c)| binomial(c as u64, i as u64 + 1).unwrap_or(0))
            .sum()
    }
}

/// Binomial coefficient `C(n, k)` exactly, however large.
pub fn binomial_exact(n: usize, k: usize) -> BigUint {
    if k > n {
        return BigUint::default();
    }
    let k = k.min(n - k);
    // Each intermediate is C(n - k + i, i), an integer.
    (1..=k).fold(BigUint::one(), |acc, i| {
        acc * BigUint::from(n - k + i) / BigUint::from(i)
    })
}

/// The first terms `C(n, 0..=min(n, up_to))` of the row of exact binomial
/// coefficients (`up_to >= n`: the whole row). Counting code asks only for
/// the terms up to the largest atom number it can use: on a big board the
/// whole row would be tens of thousands of numbers of thousands of bits.
pub fn binomial_row(n: usize, up_to: usize) -> Vec<BigUint> {
    let last = n.min(up_to);
    let mut row = Vec::with_capacity(last + 1);
    let mut c = BigUint::one();
    for k in 0..=last {
        row.push(c.clone());
        c = c * BigUint::from(n - k) / BigUint::from(k + 1);
    }
    row
}

/// Advances `chosen` (strictly increasing indices below `n`) to the next
/// `k`-subset in lexicographic order; `false` after the last one.
pub fn next_combination(chosen: &mut [usize], n: usize) -> bool {
    let k = chosen.len();
    let Some(i) = (0..k).rev().find(|&i| chosen[i] < n - k + i) else {
        return false;
    };
    chosen[i] += 1;
    for j in i + 1..k {
        chosen[j] = chosen[j - 1] + 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials() {
        assert_eq!(binomial(64, 5), Some(7_624_512));
        assert_eq!(binomial(64, 4), Some(635_376));
        assert_eq!(binomial(64, 3), Some(41_664));
        assert_eq!(binomial(3, 5), Some(0));
        assert_eq!(binomial(200, 100), None);
    }

    #[test]
    fn advance_visits_every_subset_once_in_rank_order() {
        for (n, k) in [(6, 0), (6, 1), (7, 3), (9, 4), (5, 5)] {
            let subsets = Subsets::new(n, k, u64::MAX).unwrap();
            let mut cells: Vec<u8> = (0..k as u8).collect();
            let mut seen = std::collections::HashSet::new();
            let mut rank = 0;
            loop {
                assert_eq!(subsets.rank(&cells), rank);
                let mut back = vec![0; k];
                subsets.unrank(rank, &mut back);
                assert_eq!(back, cells);
                assert!(cells.windows(2).all(|w| w[0] < w[1]));
                assert!(seen.insert(cells.clone()));
                rank += 1;
                if !subsets.advance(&mut cells) {
                    break;
                }
            }
            assert_eq!(rank, subsets.count());
        }
    }

    #[test]
    fn limits_are_enforced() {
        assert!(Subsets::new(64, 5, 1_000_000).is_err());
        assert!(Subsets::new(300, 1, u64::MAX).is_err());
        assert!(Subsets::new(4, 5, u64::MAX).is_err());
    }

    #[test]
    fn exact_binomials_agree_with_machine_ones() {
        for n in 0..70usize {
            for up_to in [0, n / 2, n, n + 3] {
                assert_eq!(
                    binomial_row(n, up_to),
                    (0..=n.min(up_to))
                        .map(|k| binomial_exact(n, k))
                        .collect::<Vec<_>>()
                );
            }
            for k in 0..=n + 1 {
                if let Some(b) = binomial(n as u64, k as u64) {
                    assert_eq!(binomial_exact(n, k), BigUint::from(b), "C({n}, {k})");
                }
            }
        }
        assert_eq!(
            binomial_exact(100, 50).to_string(),
            "100891344545564193334812497256"
        );
    }

    #[test]
    fn combinations_are_all_visited_once_in_lexicographic_order() {
        let mut c = vec![0, 1];
        let mut seen = vec![c.clone()];
        while next_combination(&mut c, 4) {
            seen.push(c.clone());
        }
        assert_eq!(seen.len(), 6);
        assert!(seen.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(seen.last().unwrap(), &vec![2, 3]);
        let mut empty: Vec<usize> = vec![];
        assert!(!next_combination(&mut empty, 3));
    }
}
