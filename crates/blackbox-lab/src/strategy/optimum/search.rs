//! The branch and bound over candidate sets.
//!
//! `W(S)`, the least total score still to pay over the boards of a
//! candidate set `S`, is 0 when `S` is one class, else the least of the best
//! guess (over every board, [`super::guess`]) and, for each informative
//! port `p`, `C_p(S) + Σ_o W(S_o)`: the points its ray costs over `S` and
//! the values of the parts its outcomes split `S` into. Totals are integers
//! (the expected score is `W / |S|`), so the search is exact.
//!
//! [`Search::solve`]`(S, β)` answers `W(S)` exactly when it is below `β`,
//! else a proven lower bound of at least `β`:
//! - ports are tried in order of their lower bound `C_p + Σ_o LB(S_o)`
//!   ([`super::bound`]); once that reaches the cutoff (the best value found,
//!   or `β`), no port left can do better;
//! - a port's parts are searched largest first, each with the budget the
//!   others' bounds leave it, and the port is dropped as soon as a part's
//!   bound leaves no room;
//! - ports that split `S` the same way are tried once (the cheapest);
//! - what is learnt of every set (a bound, or the value and its move) is
//!   kept in the [`Memo`] under the set's canonical image by the board's
//!   symmetries ([`Symmetries`]), so that a set met again, or a mirror
//!   image of it, costs a look-up.
//!
//! The answer is exact because every option dropped has a proven bound at
//! or above the value taken. The search polls the caller's [`Control`] at
//! every set it expands; stopped, it leaves the memo holding only what was
//! proven.

use super::bound::{lambda, lower_bound};
use super::guess::best_guess;
use super::memo::{Key, Known, Memo, Move, MAX_ATOMS};
use super::symmetry::Symmetries;
use crate::experiment::fast::cost;
use crate::experiment::scan::poll;
use crate::strategy::split::{self, single_class};
use crate::strategy::tree::TreeNode;
use crate::strategy::Universe;
use blackbox::Result;
use logic::Control;
use std::collections::HashMap;

/// What a search of a set with cutoff `β` found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    /// `W(S)`, below `β`.
    Exact(u64),
    /// `W(S)` is at least this, which is at least `β`.
    AtLeast(u64),
}

/// Count slots of an outcome code: port indices below 64, then hits and
/// edge deflections.
const SLOTS: usize = 66;

fn slot(code: u8) -> usize {
    match code {
        crate::experiment::fast::HIT => 64,
        crate::experiment::fast::DEFLECTED => 65,
        c => c as usize,
    }
}

/// One port's look at a set before its parts are searched.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PortLook {
    port: usize,
    /// Points the ray costs over the set.
    cost: u64,
    /// `cost` plus the parts' lower bounds.
    bound: u64,
}

/// What saves the memo at a checkpoint.
pub(crate) type Checkpoint<'a> = Box<dyn FnMut(&Memo) + 'a>;

/// The search state: the boards, their symmetries, the memo.
pub(crate) struct Search<'a> {
    pub(crate) u: &'a Universe,
    pub(crate) sym: Symmetries,
    pub(crate) memo: Memo,
    /// The class size of each board.
    class_size: Vec<u32>,
    /// The static bound of sets of singletons, by `λ` and size.
    singles: HashMap<(u64, usize), u64>,
    /// Sets expanded so far.
    pub(crate) nodes: u64,
    /// Stop (as if cancelled) once the memo takes more bytes than this.
    pub(crate) memory_budget: u64,
    /// Set when the memory budget stopped the search.
    pub(crate) over_budget: bool,
    /// Called every so many sets expanded, with the memo.
    pub(crate) checkpoint: Option<(u64, Checkpoint<'a>)>,
    control: &'a Control,
}

impl<'a> Search<'a> {
    /// A search over the boards of `u` (every board of its game), whose
    /// symmetries are `sym`, with the memo `memo`, under `control`.
    pub(crate) fn new(u: &'a Universe, sym: Symmetries, memo: Memo, control: &'a Control) -> Self {
        let class_size = (0..u.boards() as u32)
            .map(|b| u.members(u.class(b)).len() as u32)
            .collect();
        Search {
            u,
            sym,
            memo,
            class_size,
            singles: HashMap::new(),
            nodes: 0,
            memory_budget: u64::MAX,
            over_budget: false,
            checkpoint: None,
            control,
        }
    }

    /// The histogram of `set` (boards by class size).
    fn histogram(&self, set: &[u32]) -> Vec<u32> {
        let mut hist = vec![0u32; 2];
        for &b in set {
            let s = self.class_size[b as usize] as usize;
            if s >= hist.len() {
                hist.resize(s + 1, 0);
            }
            hist[s] += 1;
        }
        hist
    }

    /// The static bound of a set of histogram `hist` under `lam`
    /// ([`lower_bound`]), kept for sets of singletons, which most are.
    fn bound(&mut self, hist: &[u32], lam: f64) -> u64 {
        if hist.iter().skip(2).any(|&n| n > 0) {
            return lower_bound(hist, lam);
        }
        let m = hist[1] as usize;
        *self
            .singles
            .entry((lam.to_bits(), m))
            .or_insert_with(|| lower_bound(&[0, m as u32], lam))
    }

    /// The canonical key of `set` and the symmetry that maps `set` onto it.
    fn key(&self, set: &[u32]) -> (Key, usize) {
        let (canon, s) = self.sym.canonical(set);
        (Key(canon.into_boxed_slice()), s)
    }

    /// `W(set)` if below `beta`, else a lower bound of at least `beta`
    /// (see the module doc); [`blackbox::Error::Interrupted`] once the
    /// control is cancelled or the memo passes its budget.
    pub(crate) fn solve(&mut self, set: &[u32], beta: u64, lam: f64) -> Result<Bound> {
        if single_class(self.u, set) {
            return Ok(match beta {
                0 => Bound::AtLeast(0),
                _ => Bound::Exact(0),
            });
        }
        let (key, s) = self.key(set);
        let mut lb = match self.memo.get(&key) {
            Some(e) if e.is_exact() && e.lb < beta => return Ok(Bound::Exact(e.lb)),
            Some(e) if e.is_exact() => return Ok(Bound::AtLeast(e.lb)),
            Some(e) => e.lb,
            None => 0,
        };
        if lb >= beta {
            return Ok(Bound::AtLeast(lb));
        }
        poll(self.control)?;
        // The static bounds under the parent's λ, before the ports are
        // looked at.
        let hist = self.histogram(set);
        lb = lb.max(self.bound(&hist, lam));
        if lb >= beta {
            self.memo.put(key, Known::at_least(lb));
            return Ok(Bound::AtLeast(lb));
        }
        if self.memo.bytes() > self.memory_budget {
            self.over_budget = true;
            return Err(blackbox::Error::Interrupted);
        }
        self.nodes += 1;
        if let Some((every, save)) = &mut self.checkpoint {
            if self.nodes.is_multiple_of(*every) {
                save(&self.memo);
            }
        }
        let (looks, lam) = self.look(set);
        lb = lb.max(lower_bound(&hist, lam));
        if lb >= beta {
            self.memo.put(key, Known::at_least(lb));
            return Ok(Bound::AtLeast(lb));
        }
        // The guess: its floor misses every board outside the largest class.
        let largest = hist.iter().rposition(|&n| n > 0).unwrap_or(1) as u64;
        let floor = 5 * (set.len() as u64 - largest);
        let mut best: Option<(u64, Move)> = None;
        let mut least = floor;
        if floor < beta {
            let (pen, cells) = best_guess(self.u, set, self.control)?;
            let mut guess = [0u8; MAX_ATOMS];
            guess[..cells.len()].copy_from_slice(&cells);
            best = Some((pen, Move::Guess(guess)));
            least = pen;
        }
        let mut cutoff = best.map_or(beta, |b| b.0.min(beta));
        for look in looks {
            if look.bound >= cutoff {
                least = least.min(look.bound);
                break;
            }
            match self.fire(set, look, cutoff, lam)? {
                Bound::Exact(v) => {
                    best = Some((v, Move::Fire(look.port as u8)));
                    cutoff = v;
                }
                Bound::AtLeast(v) => least = least.min(v),
            }
        }
        match best {
            Some((v, mv)) if v < beta => {
                let canonical = match mv {
                    Move::Fire(p) => Move::Fire(self.sym.port(s, p as usize) as u8),
                    Move::Guess(cells) => {
                        let atoms = self.u.atoms();
                        let mut image = [0u8; MAX_ATOMS];
                        image[..atoms].copy_from_slice(&self.sym.cells(s, &cells[..atoms]));
                        Move::Guess(image)
                    }
                };
                self.memo.put(key, Known::exactly(v, canonical));
                Ok(Bound::Exact(v))
            }
            _ => {
                let lb = lb.max(least);
                self.memo.put(key, Known::at_least(lb));
                Ok(Bound::AtLeast(lb))
            }
        }
    }

    /// The value of firing `look.port` at `set` if below `cutoff`, else a
    /// lower bound of at least `cutoff`.
    fn fire(&mut self, set: &[u32], look: PortLook, cutoff: u64, lam: f64) -> Result<Bound> {
        let mut parts = split::parts(self.u, set, look.port);
        parts.sort_by_key(|(_, part)| std::cmp::Reverse(part.len()));
        let mut bounds: Vec<u64> = Vec::with_capacity(parts.len());
        for (_, part) in &parts {
            let hist = self.histogram(part);
            bounds.push(self.bound(&hist, lam));
        }
        let mut sum = look.cost + bounds.iter().sum::<u64>();
        for (j, (_, part)) in parts.iter().enumerate() {
            if sum >= cutoff {
                return Ok(Bound::AtLeast(sum));
            }
            let budget = cutoff - (sum - bounds[j]);
            let r = self.solve(part, budget, lam)?;
            let v = match r {
                Bound::Exact(v) => {
                    debug_assert!(v >= bounds[j], "a lower bound above the value");
                    v
                }
                Bound::AtLeast(v) => v.max(bounds[j]),
            };
            sum = sum - bounds[j] + v;
            bounds[j] = v;
            if let Bound::AtLeast(_) = r {
                return Ok(Bound::AtLeast(sum));
            }
        }
        Ok(match sum < cutoff {
            true => Bound::Exact(sum),
            false => Bound::AtLeast(sum),
        })
    }

    /// Every informative port of `set` with its cost and lower bound,
    /// best bound first, one port per way of splitting `set` (the
    /// cheapest); and `λ` of `set` (see [`super::bound`]).
    pub(crate) fn look(&self, set: &[u32]) -> (Vec<PortLook>, f64) {
        let u = self.u;
        let ports = u.ports();
        let mut counts = vec![0u32; ports * SLOTS];
        // Each port's outcomes numbered by first appearance along `set`,
        // hashed: ports with equal hashes (and equal parts) split alike.
        let mut label = vec![u8::MAX; ports * SLOTS];
        let mut labels = vec![0u8; ports];
        let mut shape = vec![0u64; ports];
        for &b in set {
            for (p, &code) in u.outcomes(b).iter().enumerate() {
                let i = p * SLOTS + slot(code);
                counts[i] += 1;
                if label[i] == u8::MAX {
                    label[i] = labels[p];
                    labels[p] += 1;
                }
                shape[p] = (shape[p].rotate_left(5) ^ u64::from(label[i]))
                    .wrapping_mul(0x517c_c1b7_2722_0a95);
            }
        }
        let twins = self.twin_parts(set);
        let mut lam: f64 = 1.0;
        let mut raw: Vec<(PortLook, Vec<u32>, u64)> = Vec::new();
        for p in 0..ports {
            if labels[p] < 2 {
                continue;
            }
            let row = &counts[p * SLOTS..][..SLOTS];
            let (mut cheap, mut exits, mut total) = (0, 0, 0u64);
            let mut part_sizes = Vec::new();
            for (sl, &n) in row.iter().enumerate().filter(|(_, &n)| n > 0) {
                let code = match sl {
                    64 => crate::experiment::fast::HIT,
                    65 => crate::experiment::fast::DEFLECTED,
                    c => c as u8,
                };
                let c = cost(code, p);
                match c {
                    1 => cheap += 1,
                    _ => exits += 1,
                }
                total += u64::from(c) * u64::from(n);
                part_sizes.push(n);
            }
            lam = lam.max(lambda(cheap, exits));
            part_sizes.sort_unstable();
            raw.push((
                PortLook {
                    port: p,
                    cost: total,
                    bound: 0,
                },
                part_sizes,
                shape[p],
            ));
        }
        // The parts' bounds, under the λ of the whole set.
        for (look, _, _) in raw.iter_mut() {
            let p = look.port;
            let row = &counts[p * SLOTS..][..SLOTS];
            let bounds: u64 = (row.iter().enumerate().filter(|(_, &n)| n > 0))
                .map(|(sl, &n)| match &twins {
                    None => lower_bound(&[0, n], lam),
                    Some(t) => lower_bound(&t.histogram(p * SLOTS + sl, n), lam),
                })
                .sum();
            look.bound = look.cost + bounds;
        }
        // One port per way of splitting: equal shapes and part sizes.
        raw.sort_by(|a, b| (a.2, &a.1, a.0.cost, a.0.port).cmp(&(b.2, &b.1, b.0.cost, b.0.port)));
        raw.dedup_by(|later, first| later.2 == first.2 && later.1 == first.1);
        let mut looks: Vec<PortLook> = raw.into_iter().map(|(l, _, _)| l).collect();
        looks.sort_by_key(|l| (l.bound, l.cost, l.port));
        (looks, lam)
    }

    /// For a set holding boards with twins: each part's twinned boards by
    /// class size, per port and outcome slot.
    fn twin_parts(&self, set: &[u32]) -> Option<TwinParts> {
        let mut entries: Vec<(u32, u32)> = Vec::new();
        for &b in set {
            let size = self.class_size[b as usize];
            if size > 1 {
                for (p, &code) in self.u.outcomes(b).iter().enumerate() {
                    entries.push(((p * SLOTS + slot(code)) as u32, size));
                }
            }
        }
        if entries.is_empty() {
            return None;
        }
        entries.sort_unstable();
        Some(TwinParts { entries })
    }

    /// The optimal plan from `set` (searching what the memo does not
    /// hold), in the frame of `set`.
    pub(crate) fn plan(&mut self, set: &[u32]) -> Result<TreeNode> {
        if single_class(self.u, set) {
            return Ok(TreeNode::Guess(self.u.cells(set[0]).to_vec()));
        }
        let (key, s) = self.key(set);
        let mv = match self.memo.get(&key) {
            Some(e) if e.is_exact() => e.mv,
            _ => {
                let lam = self.look(set).1;
                self.solve(set, u64::MAX, lam)?;
                match self.memo.get(&key) {
                    Some(e) if e.is_exact() => e.mv,
                    other => unreachable!("a search without cutoff is exact: {other:?}"),
                }
            }
        };
        let back = self.sym.inverse(s);
        Ok(match mv {
            Move::Guess(cells) => TreeNode::Guess(self.sym.cells(back, &cells[..self.u.atoms()])),
            Move::Fire(p) => {
                let p = self.sym.port(back, p as usize);
                let mut children = Vec::new();
                for (code, part) in split::parts(self.u, set, p) {
                    children.push((code, self.plan(&part)?));
                }
                TreeNode::Fire(p, children)
            }
        })
    }
}

/// The twinned boards of a set's parts: `(port × SLOTS + slot, class size)`
/// for each twinned board and port, sorted.
struct TwinParts {
    entries: Vec<(u32, u32)>,
}

impl TwinParts {
    /// The histogram of the part at `index` (`port × SLOTS + slot`), which
    /// holds `n` boards.
    fn histogram(&self, index: usize, n: u32) -> Vec<u32> {
        let start = self.entries.partition_point(|e| (e.0 as usize) < index);
        let mut hist = vec![0u32; 2];
        let mut twinned = 0;
        for &(_, size) in self.entries[start..]
            .iter()
            .take_while(|e| e.0 as usize == index)
        {
            let size = size as usize;
            if size >= hist.len() {
                hist.resize(size + 1, 0);
            }
            hist[size] += 1;
            twinned += 1;
        }
        hist[1] = n - twinned;
        hist
    }
}
