//! Cardinality constraints over literals, written into a [`ClauseSink`].
//!
//! All constraints are built on a [`Totalizer`]: a balanced tree of unary
//! counters whose root outputs `o_1..o_n` satisfy `o_k ⇔ (at least k inputs
//! are true)` in both directions. Because the outputs are exact, one encoding
//! serves every bound: [`Totalizer::at_most_assumption`] and
//! [`Totalizer::at_least_assumption`] give literals to pass as solver
//! assumptions, and the one-shot functions ([`at_most`], [`at_least`],
//! [`exactly`], [`between`]) add those literals as unit clauses. Size:
//! O(n log n) variables and O(n²) clauses for `n` inputs. Inputs may repeat
//! or be negations of each other; each occurrence is counted.
//!
//! The one-shot functions build a *capped* counter instead: with cap `c`
//! every node keeps only its outputs `o_1..o_min(n, c)`, which stay exact
//! (`o_k ⇔ at least k`, for `k ≤ c`). A merge needs the upward clauses only
//! for `i + j ≤ c` (larger sums are implied by smaller ones because the
//! children's outputs are monotone) and the downward clauses only for the
//! outputs it keeps, so the size is O(n·c) clauses. A bound `lo..=hi` needs
//! `o_lo` and `o_(hi+1)`, hence `c = max(lo, hi + 1)`: a 30x30 board with 90
//! atoms costs ~10⁵ clauses instead of ~10⁶.
//!
//! The encoding is hand-written rather than taken from `rustsat` for the
//! reasons given in [`crate::solver`]; it is checked against brute-force
//! counting in the property tests.

use crate::cnf::ClauseSink;
use crate::lit::Lit;

/// An exact unary counter over a fixed list of literals.
#[derive(Debug, Clone)]
pub struct Totalizer {
    /// `outputs[k - 1]` is true iff at least `k` inputs are true.
    outputs: Vec<Lit>,
    /// A literal constrained false, returned for unsatisfiable bounds.
    never: Lit,
}

impl Totalizer {
    /// Encodes a counter over `lits` into `sink`.
    pub fn new(sink: &mut dyn ClauseSink, lits: &[Lit]) -> Totalizer {
        let never = sink.new_lit();
        sink.add_clause(&[!never]);
        Totalizer {
            outputs: count(sink, lits, lits.len()),
            never,
        }
    }

    /// Number of input literals.
    pub fn len(&self) -> usize {
        self.outputs.len()
    }

    /// Whether there are no inputs.
    pub fn is_empty(&self) -> bool {
        self.outputs.is_empty()
    }

    /// The literal "at least `k` inputs are true"; `None` when that always
    /// holds (`k == 0`), a literal that is always false when `k > len`.
    pub fn at_least_assumption(&self, k: usize) -> Option<Lit> {
        match k {
            0 => None,
            k => Some(self.outputs.get(k - 1).copied().unwrap_or(self.never)),
        }
    }

    /// The literal "at most `k` inputs are true"; `None` when that always
    /// holds (`k >= len`).
    pub fn at_most_assumption(&self, k: usize) -> Option<Lit> {
        self.outputs.get(k).map(|&o| !o)
    }

    /// Assumptions for "between `lo` and `hi` inputs (inclusive) are true";
    /// empty when the range covers every count.
    pub fn range_assumptions(&self, lo: usize, hi: usize) -> Vec<Lit> {
        let impossible = lo > hi;
        self.at_least_assumption(lo)
            .into_iter()
            .chain(self.at_most_assumption(hi))
            .chain(impossible.then_some(self.never))
            .collect()
    }

    /// Assumptions for "exactly `k` inputs are true".
    pub fn exactly_assumptions(&self, k: usize) -> Vec<Lit> {
        self.range_assumptions(k, k)
    }
}

/// Returns the unary count of `lits` capped at `cap`:
/// `out[k-1] ⇔ at least k of lits`, for `k ≤ min(cap, lits.len())`.
fn count(sink: &mut dyn ClauseSink, lits: &[Lit], cap: usize) -> Vec<Lit> {
    if lits.len() <= 1 {
        return lits.iter().copied().take(cap).collect();
    }
    let (left, right) = lits.split_at(lits.len() / 2);
    let a = count(sink, left, cap);
    let b = count(sink, right, cap);
    merge(sink, &a, &b, cap)
}

/// Unary addition of two counters capped at `cap`, encoded in both
/// directions. A child with fewer than `cap` outputs is uncapped, so a
/// missing output `a[i]` there means "`a ≥ i + 1` never holds".
fn merge(sink: &mut dyn ClauseSink, a: &[Lit], b: &[Lit], cap: usize) -> Vec<Lit> {
    let len = (a.len() + b.len()).min(cap);
    let out: Vec<Lit> = (0..len).map(|_| sink.new_lit()).collect();
    // `x[i]` for i in 1..=len is the counter's output, `i = 0` means "true".
    for i in 0..=a.len() {
        for j in 0..=b.len().min(cap - i.min(cap)) {
            // Upward: a ≥ i ∧ b ≥ j → out ≥ i + j (only i + j ≤ cap).
            if i + j > 0 {
                let mut clause = vec![out[i + j - 1]];
                clause.extend(i.checked_sub(1).map(|i| !a[i]));
                clause.extend(j.checked_sub(1).map(|j| !b[j]));
                sink.add_clause(&clause);
            }
            // Downward: a < i + 1 ∧ b < j + 1 → out < i + j + 1.
            if i + j < out.len() {
                let mut clause = vec![!out[i + j]];
                clause.extend(a.get(i).copied());
                clause.extend(b.get(j).copied());
                sink.add_clause(&clause);
            }
        }
    }
    out
}

/// Adds "at most `k` of `lits` are true".
pub fn at_most(sink: &mut dyn ClauseSink, lits: &[Lit], k: usize) {
    between(sink, lits, 0, k);
}

/// Adds "at least `k` of `lits` are true".
pub fn at_least(sink: &mut dyn ClauseSink, lits: &[Lit], k: usize) {
    between(sink, lits, k, lits.len());
}

/// Adds "exactly `k` of `lits` are true".
pub fn exactly(sink: &mut dyn ClauseSink, lits: &[Lit], k: usize) {
    between(sink, lits, k, k);
}

/// Adds "between `lo` and `hi` (inclusive) of `lits` are true", with a
/// counter capped at `max(lo, hi + 1)` (see the module doc), or, when that
/// is smaller, the same bound on the negations ("between `n − hi` and
/// `n − lo` are false"): a bound near `n` costs as little as one near 0.
pub fn between(sink: &mut dyn ClauseSink, lits: &[Lit], lo: usize, hi: usize) {
    let n = lits.len();
    if lo > hi.min(n) {
        sink.add_clause(&[]);
        return;
    }
    if lo == 0 && hi >= n {
        return;
    }
    let (flo, fhi) = (n - hi.min(n), n - lo);
    if flo.max(fhi + 1) < lo.max(hi + 1) {
        let negated: Vec<Lit> = lits.iter().map(|&l| !l).collect();
        return capped(sink, &negated, flo, fhi);
    }
    capped(sink, lits, lo, hi);
}

/// [`between`] with `lo ≤ min(hi, n)` and not every count allowed.
fn capped(sink: &mut dyn ClauseSink, lits: &[Lit], lo: usize, hi: usize) {
    let outputs = count(sink, lits, lo.max(hi + 1));
    // `lo ≤ len` and `hi < len` here, so both outputs exist when needed.
    if let Some(k) = lo.checked_sub(1) {
        sink.add_clause(&[outputs[k]]);
    }
    if let Some(&o) = outputs.get(hi) {
        sink.add_clause(&[!o]);
    }
}
