//! Exact counts by enumerating *cubes* with ray walks alone: no SAT call,
//! no reach, no cache.
//!
//! **Search.** Every hinted port's ray is walked on a partial board
//! ([`super::partial`]) until it needs an undecided cell or ends; an ending
//! its hint does not allow refutes the node. A node decides the cell the
//! first pending ray needs (empty, then atom) and walks again every ray
//! that needed that cell. So one ray is followed to its end before the
//! next is started, and a wrong ending is found as early as the walks can
//! see it.
//!
//! **Leaves.** A node where no ray is pending is a cube: the decided cells
//! are exactly what the rays read (plus any `known` cells given), and every
//! completion of the undecided cells solves the puzzle when its atom
//! number is allowed (each ray reads only decided cells, by the walk's
//! invariant). Cubes are disjoint (two leaves differ on a decided cell)
//! and cover every solution (a solution follows one branch at every
//! node), so the count is the sum over leaves of `Σ_k C(open, k)` over
//! the atom numbers `k` the decided atoms leave allowed.
//!
//! **Per cell.** A cell decided as an atom in a leaf gains the leaf's whole
//! weight; an undecided cell gains `Σ_k C(open − 1, k − 1)`. The latter is
//! summed once per leaf and corrected for the leaf's decided cells, so a
//! leaf costs its depth, not the board's size.
//!
//! **Bounds.** The atoms decided never pass the largest allowed number, and
//! the undecided cells can always still reach the smallest. The work is
//! bounded by budgets in cubes and nodes and by a depth of `MAX_DEPTH`
//! decided cells (the stack), and polls a [`Control`].

use super::cube::Decided;
use super::partial::{Partial, State, Walk, ATOM, EMPTY, OPEN};
use blackbox::{binomial_row, Ending, Port, Puzzle, Response};
use logic::{Control, Result};
use num_bigint::BigUint;
use num_traits::Zero;
use std::collections::{BTreeMap, HashMap};

/// Nodes between two polls of the [`Control`].
const POLL_EVERY: u64 = 4096;

/// Most cells decided on one branch: the search recurses once per decided
/// cell, on a thread of its own with the default stack (2 MB), so deeper
/// searches are given up as over the budget. No board up to 32x32 (1,024
/// cells) reaches it; beyond, the split counts alone (where the walks were
/// measured hopeless anyway: from 20x20 on they lose to the split).
const MAX_DEPTH: usize = 1024;

/// How far [`count`] may go before it gives up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Most cubes (leaves): the unit of the split's budget, and of the
    /// bound of module `moves`, which holds for these cubes too (each fixes
    /// every cell any ray reads on its boards).
    pub cubes: u64,
    /// Most nodes, dead ends included.
    pub nodes: u64,
}

/// Walk nodes per cube of a budget in cubes ([`Budget::of_cubes`]): the
/// walks' share of a race with the SAT cubes, in the cubes' unit, so a
/// count's result does not depend on the machine. Measured on the bench's
/// 10x10/10 half-port boards: 80 ns a node, about 0.5 ms a cube.
pub(crate) const NODES_PER_CUBE: u64 = 1_000;

impl Budget {
    /// No bound but the control's.
    pub const UNBOUNDED: Budget = Budget {
        cubes: u64::MAX,
        nodes: u64::MAX,
    };

    /// At most `cubes` cubes and [`NODES_PER_CUBE`] nodes for each.
    pub(crate) fn of_cubes(cubes: u64) -> Budget {
        Budget {
            cubes,
            nodes: cubes.saturating_mul(NODES_PER_CUBE),
        }
    }
}

/// What [`count`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walked {
    /// The number of solutions.
    pub count: BigUint,
    /// Per row-major cell, the solutions with an atom there (empty unless
    /// asked for).
    pub atoms: Vec<BigUint>,
    /// The cubes enumerated.
    pub cubes: u64,
    /// The nodes searched.
    pub nodes: u64,
}

/// A pending ray: which hinted port, where it stopped, the cell it needs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Pending {
    /// The index of the ray in [`Rays`].
    pub ray: usize,
    /// Where it stopped.
    pub state: State,
    /// The undecided cell it needs there (row-major).
    pub need: usize,
}

/// The hinted rays of a puzzle in the order they are followed (module doc),
/// walked on partial boards: the rules the walks and the adaptive sampler
/// ([`super::adaptive`]) share.
#[derive(Debug, Clone)]
pub(crate) struct Rays<'a> {
    puzzle: &'a Puzzle,
    ports: Vec<Port>,
}

/// The search's state for one puzzle.
struct Walker<'a> {
    rays: Rays<'a>,
    /// The index in `ports` of the port whose responses are tallied.
    observed: Option<usize>,
    /// Per response of the observed port, the solutions giving it.
    by_response: BTreeMap<Response, BigUint>,
    board: Partial,
    /// Decided cells in decision order (known cells excluded).
    trail: Vec<usize>,
    atoms: usize,
    open: usize,
    lo: usize,
    hi: usize,
    /// Per (open cells, atoms decided): the leaf weight and the weight of
    /// one undecided cell holding an atom.
    weights: HashMap<(usize, usize), (BigUint, BigUint)>,
    per_cell: bool,
    /// The cubes found, when kept (for the sampler).
    kept: Option<Vec<Decided>>,
    count: BigUint,
    /// Per cell: the solutions counted with an atom decided there.
    decided_atoms: Vec<BigUint>,
    /// Per cell: the undecided-atom weight of leaves where it was decided.
    correction: Vec<BigUint>,
    /// The undecided-atom weight summed over every leaf.
    free_total: BigUint,
    nodes: u64,
    cubes: u64,
    budget: Budget,
    control: &'a Control,
}

/// The exact number of boards solving `puzzle` (and with `per_cell`, per
/// cell, the solutions with an atom there), given cells every solution
/// agrees on (`known`, per row-major cell; all `None` for none).
/// `Ok(None)` once more than `budget.cubes` cubes or `budget.nodes` nodes
/// would be needed;
/// `Err(Error::Interrupted)` once `control` is cancelled.
pub fn count(
    puzzle: &Puzzle,
    known: &[Option<bool>],
    per_cell: bool,
    budget: Budget,
    control: &Control,
) -> Result<Option<Walked>> {
    Ok(run(puzzle, known, per_cell, None, None, budget, control)?.map(|w| w.finish(known)))
}

/// Every cube of [`count`]'s search, kept for the uniform sampler
/// ([`crate::Sampler`]): its decided cells besides `known`. Budget and
/// errors as [`count`].
pub(crate) fn cubes(
    puzzle: &Puzzle,
    known: &[Option<bool>],
    budget: Budget,
    control: &Control,
) -> Result<Option<Vec<Decided>>> {
    let keep = Some(Vec::new());
    Ok(run(puzzle, known, false, None, keep, budget, control)?.map(|w| w.kept.unwrap_or_default()))
}

/// For `port` (fired or not): each response it gives on a board solving
/// `puzzle`, with the number of such boards (responses no solution gives
/// left out), like [`crate::port_outcomes`]. The port's ray is walked last
/// with every ending allowed, so each cube fixes its response too. Budget
/// and errors as [`count`].
pub fn outcomes(
    puzzle: &Puzzle,
    port: Port,
    budget: Budget,
    control: &Control,
) -> Result<Option<Vec<(Response, BigUint)>>> {
    let open = vec![None; puzzle.dims().cells()];
    let walker = run(puzzle, &open, false, Some(port), None, budget, control)?;
    Ok(walker.map(|w| {
        w.by_response
            .into_iter()
            .filter(|(_, n)| !n.is_zero())
            .collect()
    }))
}

/// The search of [`count`], [`cubes`] and [`outcomes`] (keeping the cubes
/// in `keep` when given); `None` over the budget.
fn run<'a>(
    puzzle: &'a Puzzle,
    known: &[Option<bool>],
    per_cell: bool,
    observe: Option<Port>,
    keep: Option<Vec<Decided>>,
    budget: Budget,
    control: &'a Control,
) -> Result<Option<Walker<'a>>> {
    let dims = puzzle.dims();
    let mut board = Partial::new(dims, puzzle.rules());
    for (value, k) in board.values.iter_mut().zip(known) {
        if let Some(atom) = k {
            *value = if *atom { ATOM } else { EMPTY };
        }
    }
    let fixed_atoms = known.iter().filter(|&&k| k == Some(true)).count();
    let cells = dims.cells();
    let mut rays = Rays::of(puzzle);
    let observed = observe.map(|port| rays.observe(port));
    let mut w = Walker {
        rays,
        observed,
        by_response: BTreeMap::new(),
        board,
        trail: Vec::new(),
        atoms: fixed_atoms,
        open: known.iter().filter(|k| k.is_none()).count(),
        lo: puzzle.atoms().min(),
        hi: puzzle.atoms().max(cells),
        weights: HashMap::new(),
        per_cell,
        kept: keep,
        count: BigUint::zero(),
        decided_atoms: vec![BigUint::zero(); if per_cell { cells } else { 0 }],
        correction: vec![BigUint::zero(); if per_cell { cells } else { 0 }],
        free_total: BigUint::zero(),
        nodes: 0,
        cubes: 0,
        budget,
        control,
    };
    let Some(pending) = w.rays.start(&w.board) else {
        return Ok(Some(w));
    };
    if w.atoms <= w.hi && !w.search(&pending)? {
        return Ok(None);
    }
    Ok(Some(w))
}

/// The hinted ports in the order their rays are followed: hits last. A
/// reflection or an exit pins its ray's path down within a few cells, a hit
/// can end almost anywhere. Measured on the bench's 10x10/10 half-port
/// boards: hits last took 38 M nodes on seed 6, where the ports' own order
/// was not done after 200 M and hits first was 100–2000x slower on seeds 3
/// and 4.
fn ray_order(puzzle: &Puzzle) -> Vec<Port> {
    let mut hints: Vec<(Port, Response)> = puzzle.hints().collect();
    hints.sort_by_key(|&(_, r)| r == Response::Hit);
    hints.into_iter().map(|(p, _)| p).collect()
}

impl<'a> Rays<'a> {
    /// The hinted rays of `puzzle`, hits last.
    pub(crate) fn of(puzzle: &'a Puzzle) -> Self {
        Rays {
            puzzle,
            ports: ray_order(puzzle),
        }
    }

    /// The index of `port`'s ray, added last (every ending allowed) when it
    /// has no hint.
    fn observe(&mut self, port: Port) -> usize {
        match self.ports.iter().position(|&p| p == port) {
            Some(i) => i,
            None => {
                self.ports.push(port);
                self.ports.len() - 1
            }
        }
    }

    /// Every ray walked from its entry on `board`, in order: the pending
    /// ones, or `None` when one ends wrongly.
    pub(crate) fn start(&self, board: &Partial) -> Option<Vec<Pending>> {
        let mut pending = Vec::new();
        for ray in 0..self.ports.len() {
            pending.extend(self.walk(board, ray, self.entry(ray))?);
        }
        Some(pending)
    }

    /// Walks `ray` from `state` on `board`: `None` on a wrong ending,
    /// `Some(None)` when it ended as allowed, else the pending ray.
    fn walk(&self, board: &Partial, ray: usize, state: State) -> Option<Option<Pending>> {
        match board.walk(state) {
            Walk::End(e) => self.allowed(ray, e).then_some(None),
            Walk::Need(state, need) => Some(Some(Pending { ray, state, need })),
        }
    }

    /// Whether `ending` is the one the hint of `ray` allows (any ending,
    /// for the observed port when it has no hint).
    fn allowed(&self, ray: usize, ending: Ending) -> bool {
        let port = self.ports[ray];
        self.puzzle
            .hint(port)
            .is_none_or(|hint| ending.response(port) == hint)
    }

    /// The state outside the rim where `ray` starts.
    fn entry(&self, ray: usize) -> State {
        let (pos, dir) = self.puzzle.dims().entry(self.ports[ray]);
        State {
            pos,
            dir,
            entry: true,
        }
    }

    /// The pending rays once `cell` is decided on `board`: those that
    /// needed it walked again (in place, so the first ray stays first);
    /// `None` when one of them ends wrongly.
    pub(crate) fn after_deciding(
        &self,
        board: &Partial,
        pending: &[Pending],
        cell: usize,
    ) -> Option<Vec<Pending>> {
        let mut next = pending.to_vec();
        self.walk_on(board, &mut next, cell).then_some(next)
    }

    /// [`Rays::after_deciding`] in place: `false` when a ray ends wrongly
    /// (`pending` is then left part-walked).
    pub(crate) fn walk_on(&self, board: &Partial, pending: &mut Vec<Pending>, cell: usize) -> bool {
        let mut kept = 0;
        for i in 0..pending.len() {
            let p = pending[i];
            let next = match p.need == cell {
                true => match self.walk(board, p.ray, p.state) {
                    None => return false,
                    Some(next) => next,
                },
                // Most rays do not need the cell: left in place, unless a
                // ray before them ended.
                false if kept == i => {
                    kept += 1;
                    continue;
                }
                false => Some(p),
            };
            if let Some(next) = next {
                pending[kept] = next;
                kept += 1;
            }
        }
        pending.truncate(kept);
        true
    }
}

impl Walker<'_> {
    /// Counts below the node whose pending rays are `pending`; `false` once
    /// over the budget.
    fn search(&mut self, pending: &[Pending]) -> Result<bool> {
        self.nodes += 1;
        let over = self.nodes > self.budget.nodes || self.cubes > self.budget.cubes;
        if over || self.trail.len() >= MAX_DEPTH {
            return Ok(false);
        }
        if self.nodes % POLL_EVERY == 1 {
            self.control.check()?;
        }
        let Some(first) = pending.first() else {
            self.leaf();
            return Ok(true);
        };
        let cell = first.need;
        for value in [EMPTY, ATOM] {
            let atom = value == ATOM;
            if atom && self.atoms == self.hi {
                continue;
            }
            if !atom && self.atoms + self.open - 1 < self.lo {
                continue;
            }
            self.board.values[cell] = value;
            self.trail.push(cell);
            self.atoms += usize::from(atom);
            self.open -= 1;
            let next = self.rays.after_deciding(&self.board, pending, cell);
            let done = match next {
                Some(next) => self.search(&next),
                None => Ok(true),
            };
            self.open += 1;
            self.atoms -= usize::from(atom);
            self.trail.pop();
            self.board.values[cell] = OPEN;
            if !done? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The leaf weight and one undecided cell's atom weight now.
    fn weights(&mut self) -> (BigUint, BigUint) {
        let (open, atoms, lo, hi) = (self.open, self.atoms, self.lo, self.hi);
        self.weights
            .entry((open, atoms))
            .or_insert_with(|| {
                let from = lo.saturating_sub(atoms);
                let to = hi - atoms;
                let row = binomial_row(open, to);
                let whole = row.iter().skip(from).sum();
                let one = if open == 0 {
                    BigUint::zero()
                } else {
                    let row = binomial_row(open - 1, to.saturating_sub(1));
                    let from = from.saturating_sub(1);
                    if to == 0 {
                        BigUint::zero()
                    } else {
                        row.iter().skip(from).sum()
                    }
                };
                (whole, one)
            })
            .clone()
    }

    /// Adds a cube's solutions (see the module doc).
    fn leaf(&mut self) {
        self.cubes += 1;
        let (whole, one) = self.weights();
        if whole.is_zero() {
            return;
        }
        self.count += &whole;
        if let Some(kept) = &mut self.kept {
            let decided = (self.trail.iter()).map(|&c| (c, self.board.values[c] == ATOM));
            kept.push(Decided::new(decided, self.atoms, self.open));
        }
        if let Some(ray) = self.observed {
            // Every cell the ray reads is decided at a leaf.
            if let Walk::End(ending) = self.board.walk(self.rays.entry(ray)) {
                let response = ending.response(self.rays.ports[ray]);
                *self.by_response.entry(response).or_default() += &whole;
            }
        }
        if self.per_cell {
            self.free_total += &one;
            for &c in &self.trail {
                self.correction[c] += &one;
                if self.board.values[c] == ATOM {
                    self.decided_atoms[c] += &whole;
                }
            }
        }
    }

    /// The result, once the search is over.
    fn finish(self, known: &[Option<bool>]) -> Walked {
        let atoms = if self.per_cell {
            (0..known.len())
                .map(|c| match known[c] {
                    Some(true) => self.count.clone(),
                    Some(false) => BigUint::zero(),
                    None => &self.decided_atoms[c] + &self.free_total - &self.correction[c],
                })
                .collect()
        } else {
            Vec::new()
        };
        Walked {
            count: self.count,
            atoms,
            cubes: self.cubes,
            nodes: self.nodes,
        }
    }
}
