//! Boards with exactly `k` atoms as `k`-subsets of cells, in colex order.
//!
//! The **rank** of a board is its position in colexicographic order of the
//! sorted cell-index lists (`{0,1,..,k-1}` is rank 0). Ranks let parallel
//! work split the boards into fixed chunks and start each chunk by unranking,
//! so every result is independent of the number of threads.

use blackbox::{Error, Result};

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
pub struct Combos {
    n: usize,
    k: usize,
    count: u64,
}

impl Combos {
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
        Ok(Combos { n, k, count })
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
            let combos = Combos::new(n, k, u64::MAX).unwrap();
            let mut cells: Vec<u8> = (0..k as u8).collect();
            let mut seen = std::collections::HashSet::new();
            let mut rank = 0;
            loop {
                assert_eq!(combos.rank(&cells), rank);
                let mut back = vec![0; k];
                combos.unrank(rank, &mut back);
                assert_eq!(back, cells);
                assert!(cells.windows(2).all(|w| w[0] < w[1]));
                assert!(seen.insert(cells.clone()));
                rank += 1;
                if !combos.advance(&mut cells) {
                    break;
                }
            }
            assert_eq!(rank, combos.count());
        }
    }

    #[test]
    fn limits_are_enforced() {
        assert!(Combos::new(64, 5, 1_000_000).is_err());
        assert!(Combos::new(300, 1, u64::MAX).is_err());
        assert!(Combos::new(4, 5, u64::MAX).is_err());
    }
}
