//! Lower bounds on the least total score of a candidate set that cost one
//! pass over it, so that the search can drop a ray without playing it out.
//!
//! Let `T` hold `m` boards in classes of sizes `c1 ≥ c2 ≥ …` (two or more
//! classes), and `W(T)` be the least total score still to pay over its
//! boards. Two bounds, each admissible (never above `W(T)`):
//!
//! - **One more ray.** Guessing now misses every board outside one class,
//!   5 points or more each: at least `5 (m − c1)`. Firing pays at least 1
//!   point a board, and a board pays only 1 if its ray's outcome costs 1 (a
//!   hit or a reflection: two outcomes at most) and its class is then the
//!   one guessed: at most two classes, so at least `2m − c1 − c2`.
//! - **Information.** Every ray has at most `h` outcomes costing 1 and `e`
//!   costing 2, where `λ` solves `h/λ + e/λ² = 1` for the port of `T` with
//!   the most (`λ_T`; a subset's ports have fewer outcomes, so `λ_T` serves
//!   for every subset too). Then the leaves of any strategy satisfy Kraft's
//!   inequality `Σ λ^(−cost of the path) ≤ 1`, and the classes guessed right
//!   sit in distinct leaves, so by Gibbs' inequality the boards of a set
//!   `A` of classes guessed right pay at least `Σ_{C∈A} |C| log_λ(|A|/|C|)`
//!   in rays, and every other board at least 5 in penalty. The bound is the
//!   least of `5 (m − |A|) + |A| H_λ(A)` over every `A`, relaxed to a
//!   convex function of `|A|` (the largest classes first, part of a class
//!   allowed) and minimised in closed form on each run of equal class sizes.
//!
//! A set is described by its **histogram**: `h[s]` is the number of its
//! boards in classes of `s` boards (a set is a union of whole classes).

use crate::strategy::ATOM_PENALTY;

/// The penalty of one wrong atom, as an integer.
const PENALTY: u64 = ATOM_PENALTY as u64;

/// `λ` of a port whose outcomes are `cheap` costing 1 and `exits` costing 2.
pub(crate) fn lambda(cheap: usize, exits: usize) -> f64 {
    let (h, e) = (cheap as f64, exits as f64);
    (h + (h * h + 4.0 * e).sqrt()) / 2.0
}

/// The better of the two bounds on the set of histogram `hist` (index: class
/// size) under `λ` (at least that of every port of the set).
pub(crate) fn lower_bound(hist: &[u32], lambda: f64) -> u64 {
    let m: u64 = hist.iter().map(|&n| u64::from(n)).sum();
    let classes: u64 = (hist.iter().enumerate().skip(1))
        .map(|(s, &n)| u64::from(n) / s as u64)
        .sum();
    if classes <= 1 {
        return 0;
    }
    let mut sizes = (hist.iter().enumerate().rev()).filter(|&(s, &n)| s > 0 && n > 0);
    let (c1, n1) = sizes.clone().next().expect("two classes");
    let c1 = c1 as u64;
    let c2 = match u64::from(*n1) / c1 {
        1 => sizes.nth(1).map_or(0, |(s, _)| s as u64),
        _ => c1,
    };
    let one_ray = (PENALTY * (m - c1)).min(2 * m - c1 - c2);
    one_ray.max(information(hist, m, lambda))
}

/// The information bound (see the module doc).
fn information(hist: &[u32], m: u64, lambda: f64) -> u64 {
    let ln_lambda = lambda.ln();
    let m = m as f64;
    let penalty = PENALTY as f64;
    // Every board penalised.
    let mut least = penalty * m;
    // Runs of classes of equal size, largest first: prefix boards `p0`
    // and `s0 = Σ |C| ln |C|` over the classes before the run.
    let (mut p0, mut s0) = (0.0f64, 0.0f64);
    for (size, &boards) in hist.iter().enumerate().rev() {
        if size == 0 || boards == 0 {
            continue;
        }
        let (c, n) = (size as f64, boards as f64);
        let ln_c = c.ln();
        // On this run, |A| = a ∈ [p0, p0 + n], and the rays paid are at
        // least (a ln a − s0 − (a − p0) ln c) / ln λ: convex in a, least
        // at a = c λ^5 / e.
        let f = |a: f64| {
            let rays = match a > 0.0 {
                true => (a * a.ln() - s0 - (a - p0) * ln_c) / ln_lambda,
                false => 0.0,
            };
            penalty * (m - a) + rays.max(0.0)
        };
        let best = c * (penalty * ln_lambda).exp() / std::f64::consts::E;
        let a = best.clamp(p0.max(f64::MIN_POSITIVE), p0 + n);
        least = least.min(f(a)).min(f(p0 + n));
        p0 += n;
        s0 += n * ln_c;
    }
    // The totals are integers; a margin far above rounding errors.
    (least - 1e-6).ceil().max(0.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_class_costs_nothing_and_two_boards_at_least_a_ray_each() {
        assert_eq!(lower_bound(&[0, 1], 3.0), 0);
        assert_eq!(lower_bound(&[0, 0, 2], 3.0), 0);
        // Two boards apart: a ray of one point each.
        assert_eq!(lower_bound(&[0, 2], 2.0), 2);
        // Many singletons under few outcomes: more than two points a board.
        assert!(lower_bound(&[0, 1000], 2.0) > 2 * 1000);
    }

    #[test]
    fn lambda_solves_the_kraft_equation() {
        for (h, e) in [(2, 0), (1, 1), (0, 2), (2, 30)] {
            let l = lambda(h, e);
            assert!((h as f64 / l + e as f64 / (l * l) - 1.0).abs() < 1e-12);
        }
    }
}
