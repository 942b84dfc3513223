//! The exact optimum of a game: the least expected score over every board
//! (uniform prior), proven by branch and bound, and the strategy that
//! reaches it as a [`DecisionTree`].
//!
//! The search ([`search`]) answers "is the least total score of these
//! boards below `β`?" exactly: below, with the value and its moves; not
//! below, with a proven lower bound of at least `β`. [`optimum`] asks it
//! with `β` rising from the root's static bound by `step` points per board
//! at a time: each answer "not below" proves that the optimum is at least
//! that bound (what a run stopped by its time limit or memory budget
//! reports), and the first answer "below" is the optimum itself. The memo
//! of everything proven can be saved and given back ([`Optimum::memo`],
//! `resume`), so a stopped search goes on where it was.
//!
//! (Asking null-window questions instead, "below `β`?" answered with any
//! strategy below it, and halving the gap between the two bounds, was
//! tried: on 4x4 with 4 atoms it searched 3.5 to 5.5 times the sets.)
//!
//! The optimal strategy is answered as a tree, replayed over every board
//! ([`crate::replay`]): its total must be the optimum found.

mod bound;
mod guess;
mod memo;
mod search;
mod symmetry;

pub use symmetry::Symmetries;

use super::tree::{replay, DecisionTree, TreeKind};
use super::Universe;
use blackbox::{Error, Result};
use logic::Control;
use memo::{Memo, MAX_ATOMS, UNKNOWN};
use search::{Bound, Search};

/// How to search.
#[derive(Debug, Clone)]
pub struct OptimumOptions {
    /// Each test aims this many points per board above the proven lower
    /// bound (at least one point in all).
    pub step: f64,
    /// Stop, as with a time limit, once the memo takes more bytes.
    pub memory_budget: u64,
    /// Sets expanded between two checkpoints of the memo (0: none).
    pub checkpoint_every: u64,
}

/// How far a search has come.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Status {
    /// The total score the optimum is proven to reach at least.
    pub lower: u64,
    /// The optimum's total score, once proven.
    pub upper: Option<u64>,
    /// The boards (the expected score is a total over their number).
    pub boards: u64,
    /// Sets expanded by this run.
    pub sets: u64,
    /// Entries of the memo.
    pub memo_entries: usize,
    /// Bytes of the memo, estimated.
    pub memo_bytes: u64,
}

/// Why a search stopped before the optimum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptimumStop {
    /// The caller's control (a time limit).
    Cancelled,
    /// The memo passed its memory budget.
    Memory,
}

/// What a search found.
#[derive(Debug, Clone)]
pub struct Optimum {
    /// Where it stands: the proven lower bound, the work done.
    pub status: Status,
    /// The optimum's total score, when proven.
    pub value: Option<u64>,
    /// The optimal strategy, replayed over every board to `value`.
    pub tree: Option<DecisionTree>,
    /// Its total score (`value`).
    pub tree_total: Option<u64>,
    /// Why it stopped short, if it did.
    pub stopped: Option<OptimumStop>,
    /// The memo's file form, to resume from (see [`optimum`]).
    pub memo: Vec<u8>,
}

/// The memo file's name of the game of `u`: `8x8 3 standard 41664`.
fn game_line(u: &Universe) -> String {
    let rules = match u.rules() {
        blackbox::Rules::Standard => "standard",
        blackbox::Rules::Acm => "acm",
    };
    format!("{} {} {rules} {}", u.dims(), u.atoms(), u.boards())
}

/// Bytes a search of `u` takes besides its memo: the symmetries' board
/// maps and the class sizes (the universe itself is the caller's).
pub fn search_bytes(boards: u64, square: bool) -> u64 {
    let maps = if square { 8 } else { 4 };
    boards * 4 * (maps + 1)
}

/// Searches the optimum of the game of `u` (every board of it), whose
/// symmetries are `sym` (built first, as a phase of its own: see
/// [`Symmetries::new`]), resuming from the memo `resume` (its file form)
/// when given; `on_status` hears of
/// every new lower bound, `on_checkpoint` gets the memo's file form every
/// `checkpoint_every` sets. Stopped by `control` or the memory budget, it
/// answers what it proved (and the memo), not an error.
pub fn optimum(
    u: &Universe,
    sym: Symmetries,
    resume: Option<&[u8]>,
    options: &OptimumOptions,
    on_status: &mut dyn FnMut(&Status),
    on_checkpoint: &mut dyn FnMut(&[u8]),
    control: &Control,
) -> Result<Optimum> {
    if u.atoms() > MAX_ATOMS {
        return Err(Error::Unsupported(format!(
            "the optimum search handles up to {MAX_ATOMS} atoms"
        )));
    }
    let game = game_line(u);
    let limits = [u.boards(), u.ports(), u.dims().cells()];
    let memo = match resume {
        Some(bytes) => Memo::from_bytes(bytes, &game, limits)
            .map_err(|why| Error::Unsupported(format!("the memo cannot be used: {why}")))?,
        None => Memo::default(),
    };
    let mut search = Search::new(u, sym, memo, control);
    search.memory_budget = options.memory_budget;
    if options.checkpoint_every > 0 {
        let game = game.clone();
        let save = move |memo: &Memo| on_checkpoint(&memo.to_bytes(&game));
        search.checkpoint = Some((options.checkpoint_every, Box::new(save)));
    }
    let all: Vec<u32> = (0..u.boards() as u32).collect();
    let boards = all.len() as u64;
    let step = ((options.step * boards as f64).ceil() as u64).max(1);
    let status = |s: &Search, lower: u64, upper: u64| Status {
        lower,
        upper: (upper != UNKNOWN).then_some(upper),
        boards,
        sets: s.nodes,
        memo_entries: s.memo.len(),
        memo_bytes: s.memo.bytes(),
    };
    let lam = search.look(&all).1;
    let (mut lower, mut beta) = (0u64, 1u64);
    let (value, stopped) = loop {
        match search.solve(&all, beta, lam) {
            Ok(Bound::Exact(v)) => break (Some(v), None),
            Ok(Bound::AtLeast(v)) => {
                lower = v;
                beta = lower + step;
                on_status(&status(&search, lower, UNKNOWN));
            }
            Err(Error::Interrupted) => {
                let why = match search.over_budget {
                    true => OptimumStop::Memory,
                    false => OptimumStop::Cancelled,
                };
                break (None, Some(why));
            }
            Err(e) => return Err(e),
        }
    };
    search.checkpoint = None;
    let tree = match value {
        Some(v) => {
            lower = v;
            Some(optimal_tree(&mut search, &all, v)?)
        }
        None => None,
    };
    let status = status(&search, lower, value.unwrap_or(UNKNOWN));
    on_status(&status);
    Ok(Optimum {
        status,
        value,
        tree_total: value,
        tree,
        stopped,
        memo: search.memo.to_bytes(&game),
    })
}

/// The optimal tree from the memo of a finished search of value `value`,
/// replayed over every board: its total must be `value`.
fn optimal_tree(search: &mut Search, all: &[u32], value: u64) -> Result<DecisionTree> {
    let root = search.plan(all)?;
    let u = search.u;
    let tree = DecisionTree {
        dims: u.dims(),
        atoms: u.atoms(),
        rules: u.rules(),
        player: "optimum".into(),
        kind: TreeKind::Complete,
        boards: u.boards() as u64,
        total: Some(value),
        root,
    };
    replay(u, &tree, &Control::new()).map_err(|e| {
        Error::Unsupported(format!(
            "internal error: the optimal tree does not replay: {e}"
        ))
    })?;
    Ok(tree)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::fast::cost;
    use crate::strategy::split::{self, single_class};
    use crate::strategy::StrategySpec;
    use std::collections::HashMap;

    /// The definition, searched without bounds, symmetries or cutoffs; and
    /// at every set, the static bound checked against the value.
    struct Brute<'a> {
        u: &'a Universe,
        memo: HashMap<Vec<u32>, u64>,
        class_size: Vec<u32>,
    }

    impl Brute<'_> {
        fn value(&mut self, set: &[u32]) -> u64 {
            if single_class(self.u, set) {
                return 0;
            }
            if let Some(&v) = self.memo.get(set) {
                return v;
            }
            let mut best = guess::best_guess(self.u, set, &Control::new()).unwrap().0;
            let mut lam: f64 = 1.0;
            for p in 0..self.u.ports() {
                let parts = split::parts(self.u, set, p);
                if parts.len() < 2 {
                    continue;
                }
                let cheap = parts.iter().filter(|(c, _)| cost(*c, p) == 1).count();
                lam = lam.max(bound::lambda(cheap, parts.len() - cheap));
                let mut v = 0;
                for (code, part) in &parts {
                    v += u64::from(cost(*code, p)) * part.len() as u64 + self.value(part);
                }
                best = best.min(v);
            }
            let mut hist = vec![0u32; 20];
            for &b in set {
                hist[self.class_size[b as usize] as usize] += 1;
            }
            assert!(
                bound::lower_bound(&hist, lam) <= best,
                "bound {} above the value {best} of {set:?}",
                bound::lower_bound(&hist, lam)
            );

            self.memo.insert(set.to_vec(), best);
            best
        }
    }

    fn options() -> OptimumOptions {
        OptimumOptions {
            step: 0.05,
            memory_budget: u64::MAX,
            checkpoint_every: 0,
        }
    }

    fn tables(u: &Universe) -> Symmetries {
        Symmetries::new(u, &crate::no_progress, &Control::new()).unwrap()
    }

    fn search(u: &Universe, resume: Option<&[u8]>, control: &Control) -> Optimum {
        let sym = tables(u);
        optimum(
            u,
            sym,
            resume,
            &options(),
            &mut |_| {},
            &mut |_| {},
            control,
        )
        .unwrap()
    }

    #[test]
    fn the_optimum_is_the_definitions_and_its_tree_replays_to_it() {
        for (rows, cols, atoms) in [(3, 3, 2), (4, 4, 2), (3, 5, 2), (4, 4, 3)] {
            let dims = blackbox::Dims::new(rows, cols).unwrap();
            let u = Universe::new(
                dims,
                atoms,
                blackbox::Rules::Standard,
                &crate::no_progress,
                &Control::new(),
            )
            .unwrap();
            let all: Vec<u32> = (0..u.boards() as u32).collect();
            let class_size = all
                .iter()
                .map(|&b| u.members(u.class(b)).len() as u32)
                .collect();
            let mut brute = Brute {
                u: &u,
                memo: HashMap::new(),
                class_size,
            };
            let want = brute.value(&all);
            let found = search(&u, None, &Control::new());
            assert_eq!(found.value, Some(want), "{dims}/{atoms}");
            let tree = found.tree.unwrap();
            assert_eq!(replay(&u, &tree, &Control::new()).unwrap().total, want);
            // Never above the optimal player's (whose guesses are candidates).
            let player = StrategySpec::Optimal.build();
            let theirs = player.exact_value(&u, &Control::new()).unwrap().unwrap();
            assert!(want as f64 / all.len() as f64 <= theirs + 1e-9);
        }
    }

    #[test]
    fn a_stopped_search_resumes_from_its_memo_to_the_same_optimum() {
        let u = Universe::square(4, 3);
        let whole = search(&u, None, &Control::new());
        // Stopped at once: a bound, no value, and a memo to resume from.
        let cancelled = Control::new();
        cancelled.cancel();
        let stopped = search(&u, None, &cancelled);
        assert_eq!(
            (stopped.value, stopped.stopped),
            (None, Some(OptimumStop::Cancelled))
        );
        // Stopped after some work by a memory budget, then resumed.
        let mut tight = options();
        tight.memory_budget = 20_000;
        let part = optimum(
            &u,
            tables(&u),
            None,
            &tight,
            &mut |_| {},
            &mut |_| {},
            &Control::new(),
        )
        .unwrap();
        assert_eq!(part.stopped, Some(OptimumStop::Memory));
        assert!(part.status.lower <= whole.value.unwrap());
        let resumed = search(&u, Some(&part.memo), &Control::new());
        assert_eq!(resumed.value, whole.value);
        assert!(resumed.status.sets < whole.status.sets);
        // A memo changed by one byte is refused.
        let mut bad = part.memo.clone();
        let mid = bad.len() / 2;
        bad[mid] ^= 1;
        let err = optimum(
            &u,
            tables(&u),
            Some(&bad),
            &options(),
            &mut |_| {},
            &mut |_| {},
            &Control::new(),
        );
        assert!(err.unwrap_err().to_string().contains("checksum"));
    }
}
