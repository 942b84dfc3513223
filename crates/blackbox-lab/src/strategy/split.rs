//! What one ray would do to a candidate set: its split by outcome, and the
//! expected penalty of guessing now.
//!
//! A port's **split** of candidates `S` groups them by their outcome at that
//! port; a port is **informative** when the split has two or more parts.

use super::{Universe, ATOM_PENALTY};
use crate::experiment::fast::{cost, DEFLECTED, HIT};
use std::cell::RefCell;

/// Slots of a compact count array: one per port index below 64, then
/// [`HIT`] and [`DEFLECTED`] (the only codes a universe holds, sides being
/// at most 16).
const SLOTS: usize = 66;

/// The count slot of outcome code `code`.
#[inline]
fn slot(code: u8) -> usize {
    match code {
        HIT => 64,
        DEFLECTED => 65,
        c => c as usize,
    }
}

/// The outcome code of count slot `slot`.
#[inline]
fn code_of(slot: usize) -> u8 {
    match slot {
        64 => HIT,
        65 => DEFLECTED,
        s => s as u8,
    }
}

/// Candidate count per outcome slot of port `p` (see [`code_of`]).
fn counts(u: &Universe, cands: &[u32], p: usize) -> [u32; SLOTS] {
    let mut counts = [0u32; SLOTS];
    for &r in cands {
        counts[slot(u.outcome(r, p))] += 1;
    }
    counts
}

thread_local! {
    /// Count slots of every port (port-major), all zero between calls.
    static SCRATCH: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// Summary statistics of one port's split.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct SplitStats {
    /// Number of parts.
    pub parts: usize,
    /// Largest part.
    pub worst: u32,
    /// Expected size of the part the hidden board falls in.
    pub expected: f64,
    /// Expected points the ray costs.
    pub cost: f64,
    /// Entropy of the split in bits.
    pub entropy: f64,
}

impl SplitStats {
    /// Accounts for a part of `c` of the `n` candidates, with outcome `code`
    /// at port `p`.
    fn add(&mut self, c: u32, code: u8, p: usize, n: f64) {
        let q = c as f64 / n;
        self.parts += 1;
        self.worst = self.worst.max(c);
        self.expected += q * c as f64;
        self.cost += q * cost(code, p) as f64;
        self.entropy -= q * q.log2();
    }
}

/// Statistics of every port's split of `cands`, by port index.
///
/// One pass counts each candidate's row into per-port slots; a second pass
/// accounts for each part at its first member and clears its slot, so the
/// work is proportional to the candidates, not to the slots.
pub(crate) fn all_stats(u: &Universe, cands: &[u32]) -> Vec<SplitStats> {
    let ports = u.ports();
    let n = cands.len() as f64;
    let empty = SplitStats {
        parts: 0,
        worst: 0,
        expected: 0.0,
        cost: 0.0,
        entropy: 0.0,
    };
    let mut out = vec![empty; ports];
    SCRATCH.with_borrow_mut(|counts| {
        counts.resize(ports * SLOTS, 0);
        for &r in cands {
            for (p, &code) in u.outcomes(r).iter().enumerate() {
                counts[p * SLOTS + slot(code)] += 1;
            }
        }
        for &r in cands {
            for (p, &code) in u.outcomes(r).iter().enumerate() {
                let c = std::mem::take(&mut counts[p * SLOTS + slot(code)]);
                if c > 0 {
                    out[p].add(c, code, p, n);
                }
            }
        }
    });
    out
}

/// The **profile** of port `p`'s split: its total ray cost over the
/// candidates and its part sizes in decreasing order. Ports related by a
/// symmetry of the board that fixes the known outcomes have equal profiles.
pub(crate) fn profile(u: &Universe, cands: &[u32], p: usize) -> (u32, Vec<u32>) {
    let counts = counts(u, cands, p);
    let mut sizes: Vec<u32> = counts.iter().copied().filter(|&c| c > 0).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let total = counts
        .iter()
        .enumerate()
        .map(|(s, &c)| c * cost(code_of(s), p))
        .sum();
    (total, sizes)
}

/// The parts of port `p`'s split: `(code, candidates)` in code order.
pub(crate) fn parts(u: &Universe, cands: &[u32], p: usize) -> Vec<(u8, Vec<u32>)> {
    let counts = counts(u, cands, p);
    let mut index = [usize::MAX; SLOTS];
    let mut out: Vec<(u8, Vec<u32>)> = Vec::new();
    for (s, &c) in counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
        index[s] = out.len();
        out.push((code_of(s), Vec::with_capacity(c as usize)));
    }
    for &r in cands {
        out[index[slot(u.outcome(r, p))]].1.push(r);
    }
    out
}

/// Whether all candidates share one class (nothing more can be learnt).
pub(crate) fn single_class(u: &Universe, cands: &[u32]) -> bool {
    cands
        .first()
        .is_none_or(|&f| cands.iter().all(|&r| u.class(r) == u.class(f)))
}

/// A lower bound on [`best_guess`]'s penalty that costs one sort: a guess
/// is wrong by at least one atom on every board outside its class, so at
/// best it misses all but the largest class.
pub(crate) fn guess_floor(u: &Universe, cands: &[u32]) -> f64 {
    let mut classes: Vec<u32> = cands.iter().map(|&r| u.class(r)).collect();
    classes.sort_unstable();
    let largest = classes.chunk_by(|a, b| a == b).map(<[u32]>::len).max();
    let n = cands.len() as f64;
    ATOM_PENALTY * (n - largest.unwrap_or(0) as f64) / n
}

/// The best guess among the candidates (one per class) and its expected
/// penalty, hidden boards being equally likely among `cands`.
///
/// A board alone in its class is missed by `atoms - |guess ∩ board|` atoms,
/// so those boards are summed at once through their cell counts; only
/// boards with indistinguishable twins are compared one by one.
pub(crate) fn best_guess(u: &Universe, cands: &[u32]) -> (u32, f64) {
    let mut reps: Vec<u32> = cands.iter().map(|&r| u.class(r)).collect();
    reps.sort_unstable();
    reps.dedup();
    let (alone, twinned): (Vec<u32>, Vec<u32>) = cands
        .iter()
        .partition(|&&h| u.members(u.class(h)).len() == 1);
    let mut hits = vec![0usize; u.dims().cells()];
    for &h in &alone {
        for &c in u.cells(h) {
            hits[c as usize] += 1;
        }
    }
    let n = cands.len() as f64;
    reps.iter()
        .map(|&class| {
            let g = u.cells(u.members(class)[0]);
            let common: usize = g.iter().map(|&c| hits[c as usize]).sum();
            let wrong = alone.len() * u.atoms() - common
                + twinned.iter().map(|&h| u.wrong_atoms(g, h)).sum::<usize>();
            (u.members(class)[0], ATOM_PENALTY * wrong as f64 / n)
        })
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))
        .expect("guessing needs a candidate")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    /// 4x4 with 4 atoms: dense, so many boards have indistinguishable twins.
    fn universe() -> &'static Universe {
        static U: OnceLock<Universe> = OnceLock::new();
        U.get_or_init(|| Universe::square(4, 4))
    }

    /// The definition: every class's first member against every candidate.
    fn naive_best_guess(u: &Universe, cands: &[u32]) -> (u32, f64) {
        let mut reps: Vec<u32> = cands.iter().map(|&r| u.members(u.class(r))[0]).collect();
        reps.sort_unstable();
        reps.dedup();
        let n = cands.len() as f64;
        reps.iter()
            .map(|&g| {
                let wrong: usize = cands.iter().map(|&h| u.wrong_atoms(u.cells(g), h)).sum();
                (g, ATOM_PENALTY * wrong as f64 / n)
            })
            .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))
            .unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn best_guess_and_its_floor_agree_with_the_definition(
            picks in proptest::collection::btree_set(0u32..1820, 1..60),
        ) {
            let u = universe();
            // Whole classes, as candidate sets always are.
            let mut cands: Vec<u32> = picks
                .iter()
                .flat_map(|&r| u.members(u.class(r)).iter().copied())
                .collect();
            cands.sort_unstable();
            cands.dedup();
            let (g, pen) = best_guess(u, &cands);
            let (want_g, want_pen) = naive_best_guess(u, &cands);
            prop_assert_eq!(g, want_g);
            prop_assert!((pen - want_pen).abs() < 1e-9, "{} vs {}", pen, want_pen);
            prop_assert!(guess_floor(u, &cands) <= pen + 1e-9);
        }
    }
}
