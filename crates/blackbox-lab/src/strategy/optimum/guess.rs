//! The best guess at a candidate set over every board of the game, not
//! only the candidates: a board that is no candidate is wrong on every
//! hidden board, but it can be wrong by fewer atoms on average than any
//! candidate (two candidates far apart, a board between them).
//!
//! A guess `g` costs `5 × Σ_C |C| × (atoms − max_{b ∈ C} |g ∩ b|)` over the
//! classes `C` of the candidates (a class's boards are all hidden or none,
//! and the guess is scored against the nearest of them). So the best guess
//! maximises `Σ_C |C| × max_{b ∈ C} |g ∩ b|`: with no class of two or more
//! boards that is the `atoms` cells held by the most candidates; otherwise
//! a branch and bound over cells, each cell worth at most the boards of the
//! classes that hold it somewhere. That branch polls the caller's control
//! at every complete guess: over a large set (the whole game's boards) it
//! is the longest step between two polls of the search.

use super::super::Universe;
use crate::strategy::ATOM_PENALTY;
use blackbox::{Error, Result};
use logic::Control;

/// The least total penalty of a guess at `cands` (whole classes, sorted),
/// in points, and a guess (sorted cells) that pays it;
/// [`Error::Interrupted`] once `control` is cancelled.
pub(crate) fn best_guess(u: &Universe, cands: &[u32], control: &Control) -> Result<(u64, Vec<u8>)> {
    let atoms = u.atoms();
    let classes = classes(u, cands);
    // A cell's weight: the boards of the classes holding it somewhere (an
    // upper bound on what choosing it adds).
    let mut weight = vec![0u64; u.dims().cells()];
    for class in &classes {
        let mut held: Vec<u8> = class
            .iter()
            .flat_map(|&b| u.cells(b).iter().copied())
            .collect();
        held.sort_unstable();
        held.dedup();
        for c in held {
            weight[c as usize] += class.len() as u64;
        }
    }
    let mut order: Vec<u8> = (0..weight.len() as u8).collect();
    order.sort_by_key(|&c| (std::cmp::Reverse(weight[c as usize]), c));
    let score = |g: &[u8]| -> u64 {
        (classes.iter())
            .map(|class| {
                let best = (class.iter())
                    .map(|&b| super::super::universe::common(g, u.cells(b)))
                    .max()
                    .unwrap_or(0);
                class.len() as u64 * best as u64
            })
            .sum()
    };
    let mut search = Search {
        weight: &weight,
        order: &order,
        atoms,
        best: (0, order[..atoms].to_vec()),
        score: &score,
        control,
        stopped: false,
    };
    let first: Vec<u8> = sorted(&order[..atoms]);
    search.best = (score(&first), first);
    if classes.iter().any(|c| c.len() > 1) {
        search.branch(0, &mut Vec::new(), 0);
    }
    if search.stopped {
        return Err(Error::Interrupted);
    }
    let n = cands.len() as u64;
    let wrong = n * atoms as u64 - search.best.0;
    Ok((wrong * ATOM_PENALTY as u64, search.best.1))
}

/// The candidates grouped by class.
fn classes(u: &Universe, cands: &[u32]) -> Vec<Vec<u32>> {
    let mut by_class: Vec<(u32, u32)> = cands.iter().map(|&b| (u.class(b), b)).collect();
    by_class.sort_unstable();
    by_class
        .chunk_by(|a, b| a.0 == b.0)
        .map(|run| run.iter().map(|&(_, b)| b).collect())
        .collect()
}

fn sorted(cells: &[u8]) -> Vec<u8> {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells
}

/// The branch and bound over the cells, heaviest first.
struct Search<'a> {
    weight: &'a [u64],
    order: &'a [u8],
    atoms: usize,
    best: (u64, Vec<u8>),
    score: &'a dyn Fn(&[u8]) -> u64,
    control: &'a Control,
    /// Whether the control was found cancelled (the branch unwinds).
    stopped: bool,
}

impl Search<'_> {
    /// Tries every completion of `chosen` (whose weights add up to
    /// `weight`) with cells from `order[from..]`.
    fn branch(&mut self, from: usize, chosen: &mut Vec<u8>, weight: u64) {
        let left = self.atoms - chosen.len();
        if left == 0 {
            if self.control.is_cancelled() {
                self.stopped = true;
                return;
            }
            let g = sorted(chosen);
            let s = (self.score)(&g);
            if s > self.best.0 {
                self.best = (s, g);
            }
            return;
        }
        for i in from..self.order.len() {
            if self.order.len() - i < left {
                return;
            }
            // The best completion from here takes the next heaviest cells.
            let bound: u64 = weight
                + self.order[i..i + left]
                    .iter()
                    .map(|&c| self.weight[c as usize])
                    .sum::<u64>();
            if bound <= self.best.0 {
                return;
            }
            let c = self.order[i];
            chosen.push(c);
            self.branch(i + 1, chosen, weight + self.weight[c as usize]);
            chosen.pop();
            if self.stopped {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::Subsets;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    fn universe() -> &'static Universe {
        static U: OnceLock<Universe> = OnceLock::new();
        U.get_or_init(|| Universe::square(4, 4))
    }

    /// The definition: every board of the game as the guess.
    fn naive(u: &Universe, cands: &[u32]) -> u64 {
        let subsets = Subsets::new(u.dims().cells(), u.atoms(), u64::MAX).unwrap();
        let mut g = vec![0u8; u.atoms()];
        (0..subsets.count())
            .map(|r| {
                subsets.unrank(r, &mut g);
                cands
                    .iter()
                    .map(|&b| 5 * u.wrong_atoms(&g, b) as u64)
                    .sum::<u64>()
            })
            .min()
            .unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]

        #[test]
        fn the_best_guess_is_the_best_of_every_board(
            picks in proptest::collection::btree_set(0u32..1820, 1..12),
        ) {
            let u = universe();
            let mut cands: Vec<u32> = picks
                .iter()
                .flat_map(|&r| u.members(u.class(r)).iter().copied())
                .collect();
            cands.sort_unstable();
            cands.dedup();
            let (pen, g) = best_guess(u, &cands, &Control::new()).unwrap();
            prop_assert_eq!(pen, naive(u, &cands));
            let paid: u64 = cands.iter().map(|&b| 5 * u.wrong_atoms(&g, b) as u64).sum();
            prop_assert_eq!(paid, pen);
        }
    }

    #[test]
    fn a_cancelled_control_stops_the_branch() {
        let u = universe();
        let all: Vec<u32> = (0..u.boards() as u32).collect();
        let control = Control::new();
        control.cancel();
        assert!(matches!(
            best_guess(u, &all, &control),
            Err(Error::Interrupted)
        ));
        assert!(best_guess(u, &all, &Control::new()).is_ok());
    }
}
