//! The number of boards (seed 002 §2.1): `C(cells, atoms)`, exactly.

use blackbox::Dims;
use serde::Serialize;

/// The count of boards of one size and atom count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Combinatorics {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Atoms.
    pub atoms: usize,
    /// Cells, `rows * cols`.
    pub cells: usize,
    /// Ports, `2 (rows + cols)`.
    pub ports: usize,
    /// `C(cells, atoms)` in decimal (it can exceed any machine integer).
    pub boards: String,
}

/// `C(n, k)` in decimal, exactly, for any `n`, `k`.
pub(crate) fn binomial_decimal(n: usize, k: usize) -> String {
    if k > n {
        return "0".into();
    }
    let k = k.min(n - k);
    // Multiply then divide step by step: each intermediate is C(n-k+i, i).
    let mut digits: Vec<u32> = vec![1]; // little-endian base 10^9
    for i in 1..=k {
        mul_small(&mut digits, (n - k + i) as u64);
        div_small(&mut digits, i as u64);
    }
    let mut s = digits.last().expect("never empty").to_string();
    for d in digits.iter().rev().skip(1) {
        s.push_str(&format!("{d:09}"));
    }
    s
}

const BASE: u64 = 1_000_000_000;

fn mul_small(digits: &mut Vec<u32>, m: u64) {
    let mut carry = 0u64;
    for d in digits.iter_mut() {
        let v = *d as u64 * m + carry;
        *d = (v % BASE) as u32;
        carry = v / BASE;
    }
    while carry > 0 {
        digits.push((carry % BASE) as u32);
        carry /= BASE;
    }
}

fn div_small(digits: &mut Vec<u32>, m: u64) {
    let mut rem = 0u64;
    for d in digits.iter_mut().rev() {
        let v = rem * BASE + *d as u64;
        *d = (v / m) as u32;
        rem = v % m;
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
}

/// The number of boards of `dims` with `atoms` atoms.
pub fn combinatorics(dims: Dims, atoms: usize) -> Combinatorics {
    Combinatorics {
        rows: dims.rows(),
        cols: dims.cols(),
        atoms,
        cells: dims.cells(),
        ports: dims.ports(),
        boards: binomial_decimal(dims.cells(), atoms),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::combos::binomial;

    #[test]
    fn seed_002_table_and_agreement_with_u64() {
        let d = Dims::new(8, 8).unwrap();
        let got: Vec<_> = (3..=5).map(|k| combinatorics(d, k).boards).collect();
        assert_eq!(got, ["41664", "635376", "7624512"]);
        for n in 0..70 {
            for k in 0..=n + 1 {
                if let Some(b) = binomial(n as u64, k as u64) {
                    assert_eq!(binomial_decimal(n, k), b.to_string());
                }
            }
        }
        assert_eq!(binomial_decimal(100, 50), "100891344545564193334812497256");
    }
}
