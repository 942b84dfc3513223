//! Smallest hitting sets: the fewest elements that meet every set of a
//! family, found exactly by branch and bound.
//!
//! Used by the search for a smallest set of premises ([`super`]): every
//! set of premises that forces a cell meets every *correction set* (the
//! premises some board with the cell the other way violates), so the
//! smallest hitting set of the correction sets found so far is a lower
//! bound on the smallest explanation, and a candidate for it.
//!
//! **Search.** Branch on the members of an unhit set with the fewest
//! members: its first member taken, or left out for good and the second
//! taken, and so on (so no hitting set is visited twice). A node is cut
//! when the elements chosen plus a lower bound on the rest (sets pairwise
//! disjoint among the unhit ones, each needing an element of its own)
//! reach the best size known, or when some unhit set has every member left
//! out. Invariant: the answer meets every set and no smaller one exists
//! below the bound asked for. The search polls a [`Control`] and gives up
//! past [`MAX_NODES`] nodes ([`Hitting::OverBudget`]).

use logic::{Control, Result};

/// Nodes between two polls of the [`Control`].
const POLL_EVERY: u64 = 1024;

/// Most nodes of one search (a few tenths of a second at most).
pub(super) const MAX_NODES: u64 = 200_000;

/// What a search for a smallest hitting set found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Hitting {
    /// A smallest one, below the bound asked for.
    Found(Vec<usize>),
    /// None below the bound.
    NoneBelow,
    /// Not settled within [`MAX_NODES`] nodes.
    OverBudget,
}

/// A family of sets over the elements `0..n`, each a bit set.
#[derive(Debug, Clone)]
pub(super) struct Family {
    words: usize,
    sets: Vec<Vec<u64>>,
}

/// The bit set of `members` in `words` words.
fn bits(words: usize, members: &[usize]) -> Vec<u64> {
    let mut set = vec![0u64; words];
    for &e in members {
        set[e / 64] |= 1 << (e % 64);
    }
    set
}

/// The members of a bit set, ascending.
fn members(set: &[u64]) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(w, &word)| {
        (0..64)
            .filter(move |b| word >> b & 1 == 1)
            .map(move |b| w * 64 + b)
    })
}

fn meets(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
}

/// Members of `set` not in `out`.
fn left(set: &[u64], out: &[u64]) -> u32 {
    set.iter()
        .zip(out)
        .map(|(s, o)| (s & !o).count_ones())
        .sum()
}

/// The search's state below one call of [`Family::smallest_below`].
struct Search<'a> {
    family: &'a Family,
    chosen: Vec<usize>,
    best: Option<Vec<usize>>,
    bound: usize,
    nodes: u64,
    control: &'a Control,
}

impl Family {
    /// No sets, over the elements `0..n`.
    pub(super) fn new(n: usize) -> Self {
        Family {
            words: n.div_ceil(64).max(1),
            sets: Vec::new(),
        }
    }

    /// Adds the set of `members` (a set already there is not added again).
    pub(super) fn add(&mut self, members: &[usize]) {
        let set = bits(self.words, members);
        if !self.sets.contains(&set) {
            self.sets.push(set);
        }
    }

    /// A smallest set of elements meeting every set of the family, if one
    /// has fewer than `below` elements, within [`MAX_NODES`] nodes.
    /// `Err(Error::Interrupted)` once `control` is cancelled.
    pub(super) fn smallest_below(&self, below: usize, control: &Control) -> Result<Hitting> {
        let mut search = Search {
            family: self,
            chosen: Vec::new(),
            best: None,
            bound: below,
            nodes: 0,
            control,
        };
        let unhit: Vec<usize> = (0..self.sets.len()).collect();
        Ok(match search.branch(&unhit, &vec![0; self.words])? {
            false => Hitting::OverBudget,
            true => search.best.map_or(Hitting::NoneBelow, Hitting::Found),
        })
    }
}

impl Search<'_> {
    /// Searches below the node whose unhit sets are `unhit` and whose
    /// left-out elements are `out`: `Ok(false)` once past [`MAX_NODES`].
    fn branch(&mut self, unhit: &[usize], out: &[u64]) -> Result<bool> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_EVERY) {
            self.control.check()?;
        }
        if self.nodes > MAX_NODES {
            return Ok(false);
        }
        if unhit.is_empty() {
            if self.chosen.len() < self.bound {
                self.bound = self.chosen.len();
                self.best = Some(self.chosen.clone());
            }
            return Ok(true);
        }
        let sets = &self.family.sets;
        if unhit.iter().any(|&s| left(&sets[s], out) == 0) {
            return Ok(true);
        }
        if self.chosen.len() + self.disjoint(unhit, out) >= self.bound {
            return Ok(true);
        }
        let pick = *unhit
            .iter()
            .min_by_key(|&&s| left(&sets[s], out))
            .expect("unhit is not empty");
        let mut out = out.to_vec();
        let choices: Vec<usize> = members(&sets[pick])
            .filter(|&e| out[e / 64] >> (e % 64) & 1 == 0)
            .collect();
        for e in choices {
            let element = bits(self.family.words, &[e]);
            let rest: Vec<usize> = unhit
                .iter()
                .copied()
                .filter(|&s| !meets(&sets[s], &element))
                .collect();
            self.chosen.push(e);
            let settled = self.branch(&rest, &out)?;
            self.chosen.pop();
            if !settled {
                return Ok(false);
            }
            out[e / 64] |= 1 << (e % 64);
        }
        Ok(true)
    }

    /// How many of the `unhit` sets are pairwise disjoint (on the elements
    /// not left out), taken greedily smallest first: each needs an element
    /// of its own.
    fn disjoint(&self, unhit: &[usize], out: &[u64]) -> usize {
        let sets = &self.family.sets;
        let mut order = unhit.to_vec();
        order.sort_by_key(|&s| left(&sets[s], out));
        let mut taken = vec![0u64; self.family.words];
        let mut n = 0;
        for s in order {
            let open: Vec<u64> = sets[s].iter().zip(out).map(|(x, o)| x & !o).collect();
            if !meets(&open, &taken) {
                for (t, o) in taken.iter_mut().zip(&open) {
                    *t |= o;
                }
                n += 1;
            }
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The smallest hitting set by trying every subset.
    fn brute(n: usize, sets: &[Vec<usize>]) -> usize {
        (0u32..1 << n)
            .filter(|mask| sets.iter().all(|s| s.iter().any(|&e| mask >> e & 1 == 1)))
            .map(u32::count_ones)
            .min()
            .unwrap() as usize
    }

    #[test]
    fn matches_every_subset_on_small_families() {
        let mut state = 12345u64;
        let mut next = |m: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % m
        };
        for _ in 0..300 {
            let n = 1 + next(9) as usize;
            let mut family = Family::new(n);
            let mut sets = Vec::new();
            for _ in 0..1 + next(7) {
                let mut set: Vec<usize> = (0..n).filter(|_| next(3) == 0).collect();
                if set.is_empty() {
                    set.push(next(n as u64) as usize);
                }
                family.add(&set);
                sets.push(set);
            }
            let size = brute(n, &sets);
            let Hitting::Found(found) = family.smallest_below(n + 1, &Control::new()).unwrap()
            else {
                panic!("{sets:?}: some set of at most {n} elements hits them all");
            };
            assert_eq!(found.len(), size, "{sets:?}");
            assert!(sets.iter().all(|s| s.iter().any(|e| found.contains(e))));
            assert_eq!(
                family.smallest_below(size, &Control::new()).unwrap(),
                Hitting::NoneBelow
            );
        }
    }

    #[test]
    fn no_set_is_hit_by_nothing() {
        let family = Family::new(70);
        assert_eq!(
            family.smallest_below(3, &Control::new()).unwrap(),
            Hitting::Found(vec![])
        );
        let mut family = Family::new(70);
        family.add(&[65, 3]);
        family.add(&[65]);
        assert_eq!(
            family.smallest_below(3, &Control::new()).unwrap(),
            Hitting::Found(vec![65])
        );
    }
}
