//! Hints as CNF: a linear-size, exact encoding of "this board reproduces
//! these hints".
//!
//! **Variables.** One per cell (`x_i` = "cell `i` holds an atom", variable
//! `i` in row-major order, so DIMACS variable `i + 1`). Then, per encoded
//! ray, one variable per *state* the ray can reach: a (position, heading)
//! pair on the board, where a turn in place is a new state at the same
//! position. The state just outside the entry port is always reached and
//! needs no variable.
//!
//! **Rays.** Every hinted port is encoded. Rays are reversible, so the ray
//! from `q` ends at `p` exactly when the ray from `p` ends at `q`: one end of
//! an exit pair `p ↔ q` would be exact on its own, and the second end is
//! redundant. It is kept on purpose: it lets the SAT solver propagate from
//! both ends of the path (measured on two 20x20/40 full-feedback
//! boards: first solution 6–12x faster). Explanations ([`super::explain`]) encode one end
//! only ([`Encoder::rays`]).
//!
//! **Clauses.** From a state `s` at position `P` with heading `d`, let `A`
//! be the cell ahead, `L`/`R` the cells diagonally ahead-left/right. The
//! rule of one step ([`blackbox::trace::step`], whose decision tree
//! [`blackbox::trace::outcomes`] lists) gives four mutually exclusive outcomes,
//! each guarded by a conjunction of cell literals:
//! `A` → hit; `¬A ∧ L` → state `(P, d turned right)`;
//! `¬A ∧ ¬L ∧ R` → state `(P, d turned left)`;
//! `¬A ∧ ¬L ∧ ¬R` → state `(A, d)`, or leaving through the port at `A` when
//! `A` is off the board. At the entry (outside the rim): `E` (entry cell)
//! → hit; `¬E ∧ (L xor R)` → turned away by one edge atom; `¬E ∧ L ∧ R` →
//! by two; `¬E ∧ ¬L ∧ ¬R` → state `(E, d)`. Each outcome leading to a state
//! `t` is the clause `¬s ∨ ¬guard ∨ t` (forward implication); each outcome
//! that is an *ending* whose response differs from the observed one is the
//! clause `¬s ∨ ¬guard`. Allowed endings add nothing. Cells off the board
//! never hold atoms, and cells fixed by preprocessing ([`super::preprocess`])
//! are folded in as constants, so an impossible outcome adds nothing.
//!
//! **Exactness.** (1) *Every model is a solution:* fix a model and its board.
//! The entry state is true; by induction along the board's actual trace,
//! exactly one outcome guard holds at each visited state, so its forward
//! clause forces the next actual state true. The trace is finite, so the
//! last visited state's guard selects the actual ending; were it not the
//! observed one, its clause would be violated. Hence every hinted ray
//! reproduces its hint. (2) *Every solution is a model:* set each state
//! variable true iff the board's trace visits that state. A clause of a
//! non-visited state is satisfied by `¬s`; at a visited state only the
//! actual outcome's guard is true, and its target is visited or its ending
//! is the observed (allowed) one. So models, projected on the cell
//! variables, are exactly the solutions.
//!
//! **Derived state variables.** A state literal occurs negated as the source
//! of its own clauses and positive only as the target of a forward
//! implication. Once every cell is assigned, each clause is satisfied by a
//! cell literal or reduced to `¬s ∨ t`, `¬s` or (at the entry) `t`; after
//! unit propagation, setting every unassigned state false satisfies them
//! all. So state variables are allocated as *derived*
//! ([`logic::ClauseSink::new_derived_var`]) and the solver branches on
//! cells (and the counter) only: measured on the 11 bench boards 30x30/90
//! with full feedback (lazy encoding, load ~4 on 2 cores), first solution
//! median 0.99 s → 0.50 s, slowest board 67 s → 5.2 s.
//!
//! **Size.** States are found by a breadth-first search over outcomes whose
//! guards are not refuted by the preprocessing facts: an over-approximation
//! of the states the ray reaches on *some* board. Per ray there are at most
//! `4·R·C` state variables and at most 4 clauses (of at most 5 literals) per
//! state plus 4 at the entry: linear in the board, against the exponential
//! path recursion of seed 000. The atom count adds a capped totalizer over
//! the open cells ([`logic::between`]); the search loads it only when a
//! model's free cells cannot be refilled to an allowed atom number (see
//! [`super::search`]).
//!
//! **Lazy encoding.** A state is *expanded* when its clauses are added
//! ([`Encoder::lazy_ray`] expands only the entry state, [`Encoder::refine`]
//! the states a ray visits on a given board and the states they lead to,
//! [`Encoder::complete`] all reachable ones). State variables and clauses are the same whichever
//! states are expanded, so a partial encoding is a *subset* of the complete
//! one's clauses: a relaxation. Hence (a) UNSAT of a partial encoding
//! (under any assumptions and blocking clauses over cells) proves UNSAT of
//! the complete one, so uniqueness proofs and counts stay exact; (b) a
//! model of a partial encoding need not be a solution, so it is accepted
//! only after simulation; (c) if its board misses the hint of a ray, the
//! argument (1) above fails for that ray only at a visited state without
//! clauses, so refining along that ray's trace expands at least one new
//! state and the loop of solve / simulate / refine ends, at worst with the
//! complete encoding.

use super::preprocess::{Facts, Known};
use blackbox::trace::{self, RayMove};
use blackbox::Board;
use blackbox::Port;
use blackbox::Puzzle;
use blackbox::{Dims, Dir, Pos};
use blackbox::{Ending, Response, Rules};
use logic::{ClauseSink, Control, Lit, Var};
use std::collections::{HashMap, HashSet};

/// Size of one ray's part of the encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RaySize {
    /// The port the ray is encoded from.
    pub port: Port,
    /// State variables allocated for it.
    pub vars: usize,
    /// Clauses added for it.
    pub clauses: usize,
}

/// One ray's encoded states: their variables and which of them have their
/// clauses (are *expanded*).
#[derive(Debug, Clone)]
pub(crate) struct RayStates {
    /// The ray's port and the size of its encoding so far.
    pub size: RaySize,
    entry: (Pos, Dir),
    dims: Dims,
    /// By slot, only the states reached: dense tables cost every ray
    /// `4 · (rows + 2) · (cols + 2)` slots (2.1 GB for 255x255 with full
    /// feedback before a single clause).
    vars: HashMap<usize, Lit>,
    states: Vec<(Pos, Dir)>,
    expanded: HashSet<usize>,
    expanded_count: usize,
}

impl RayStates {
    fn new(dims: Dims, port: Port) -> Self {
        RayStates {
            size: RaySize {
                port,
                vars: 0,
                clauses: 0,
            },
            entry: dims.entry(port),
            dims,
            vars: HashMap::new(),
            states: Vec::new(),
            expanded: HashSet::new(),
            expanded_count: 0,
        }
    }

    fn slot(&self, p: Pos, d: Dir) -> usize {
        self.dims.padded_index(p) * 4 + d as usize
    }

    /// The variable of state `(p, d)`, allocated (and pushed onto `fresh`)
    /// on first use.
    fn lit(
        &mut self,
        sink: &mut dyn ClauseSink,
        p: Pos,
        d: Dir,
        fresh: &mut Vec<(Pos, Dir)>,
    ) -> Lit {
        let slot = self.slot(p, d);
        *self.vars.entry(slot).or_insert_with(|| {
            fresh.push((p, d));
            self.states.push((p, d));
            self.size.vars += 1;
            Lit::positive(sink.new_derived_var())
        })
    }

    /// The states with a variable but without their clauses, in order of
    /// creation.
    fn frontier(&self) -> Vec<(Pos, Dir)> {
        self.states
            .iter()
            .copied()
            .filter(|&(p, d)| !self.expanded.contains(&self.slot(p, d)))
            .collect()
    }
}

/// Where a transition leads.
#[derive(Debug, Clone, Copy)]
pub(super) enum Next {
    /// Another state: position and heading.
    State(Pos, Dir),
    /// The ray ends.
    End(Ending),
}

/// Calls `visit(guard, next)` for each outcome at a state (the branches of
/// [`trace::outcomes`]); `guard` lists `(position, atom?)` conditions that
/// must all hold. `entry` marks the state outside the rim.
///
/// Order: the hit, the edge reflections by one atom, then by two, then the
/// moves (a stable sort of the rule's branches). That is the order this
/// encoder has always written its clauses in; the same clauses in another
/// order can send the SAT solver down another path, so keeping it keeps the
/// solver's measured behaviour.
pub(super) fn for_each_outcome(
    rules: Rules,
    dims: Dims,
    pos: Pos,
    dir: Dir,
    entry: bool,
    mut visit: impl FnMut(&[(Pos, bool)], Next),
) {
    let mut branches = [([(pos, false); 3], 0, RayMove::Forward); 5];
    let mut n = 0;
    trace::outcomes(rules, dir, entry, |guard, next| {
        let (cells, len, slot) = &mut branches[n];
        for (cell, &(look, atom)) in cells.iter_mut().zip(guard) {
            *cell = (look.from(pos, dir), atom);
        }
        (*len, *slot) = (guard.len(), next);
        n += 1;
    });
    let rank = |next: &RayMove| match next {
        RayMove::End(Ending::Hit) => 0,
        RayMove::End(Ending::EdgeReflection { atoms }) => *atoms,
        RayMove::End(Ending::Deflected) => 1,
        _ => 3,
    };
    branches[..n].sort_by_key(|b| rank(&b.2));
    for (cells, len, next) in &branches[..n] {
        let next = match *next {
            RayMove::End(ending) => Next::End(ending),
            RayMove::Turn(turned) => Next::State(pos, turned),
            RayMove::Forward => {
                let ahead = pos.step(dir);
                match dims.port_at(ahead) {
                    Some(port) => Next::End(Ending::Exit(port)),
                    None => Next::State(ahead, dir),
                }
            }
        };
        visit(&cells[..*len], next);
    }
}

/// The encoder for one puzzle: owns the cell variables and what is known
/// about each cell.
#[derive(Debug, Clone)]
pub(crate) struct Encoder<'a> {
    puzzle: &'a Puzzle,
    facts: Option<Facts>,
    cells: Vec<Var>,
}

impl<'a> Encoder<'a> {
    /// An encoder that folds in the preprocessing facts when `use_facts`
    /// (they are consequences of all hints together, so explanations, which
    /// switch hints on and off, must not use them).
    pub(crate) fn new(puzzle: &'a Puzzle, use_facts: bool) -> Self {
        Encoder {
            puzzle,
            facts: use_facts.then(|| Facts::of(puzzle)),
            cells: Vec::new(),
        }
    }

    /// The cell variables, row-major (empty before [`Encoder::cell_vars`]).
    pub(crate) fn cells(&self) -> &[Var] {
        &self.cells
    }

    /// Every hinted port, both ends of an exit pair included: the rays
    /// [`Search`](super::search::Search) and [`Encoder::encode_all`] encode.
    pub(crate) fn all_rays(&self) -> Vec<Port> {
        self.puzzle.hints().map(|(p, _)| p).collect()
    }

    /// The hinted ports with each exit pair only from its smaller port: one
    /// ray per independent hint (explanations group clauses by them; the
    /// cube read sets need only them).
    pub(crate) fn rays(&self) -> Vec<Port> {
        self.puzzle
            .hints()
            .filter(|&(p, r)| !matches!(r, Response::Exit(q) if q < p))
            .map(|(p, _)| p)
            .collect()
    }

    fn known(&self, pos: Pos) -> Known {
        match &self.facts {
            Some(facts) => facts.at(pos),
            None if self.puzzle.dims().contains(pos) => Known::Open,
            None => Known::Empty,
        }
    }

    fn var(&self, pos: Pos) -> Var {
        self.cells[pos.row as usize * self.puzzle.dims().cols() + pos.col as usize]
    }

    /// Allocates the cell variables (the first `R·C` variables of a fresh
    /// sink) and adds the preprocessing facts as clauses.
    pub(crate) fn cell_vars(&mut self, sink: &mut dyn ClauseSink) {
        self.cells = (0..self.puzzle.dims().cells())
            .map(|_| sink.new_var())
            .collect();
        let Some(facts) = &self.facts else { return };
        if facts.contradiction() {
            sink.add_clause(&[]);
        }
        for cell in self.puzzle.dims().all_cells() {
            let x = Lit::positive(self.var(cell.pos()));
            match facts.known(cell) {
                Known::Empty => sink.add_clause(&[!x]),
                Known::Atom => sink.add_clause(&[x]),
                Known::Open => {}
            }
        }
        for &(a, b) in facts.xors() {
            let (a, b) = (
                Lit::positive(self.var(a.pos())),
                Lit::positive(self.var(b.pos())),
            );
            sink.add_clause(&[a, b]);
            sink.add_clause(&[!a, !b]);
        }
    }

    /// Appends to `clause` the negation of each open literal of `guard`;
    /// returns `false` when a known cell refutes the guard.
    fn negated_guard(&self, guard: &[(Pos, bool)], clause: &mut Vec<Lit>) -> bool {
        for &(pos, atom) in guard {
            match (self.known(pos), atom) {
                (Known::Open, _) => clause.push(Lit::new(self.var(pos), !atom)),
                (Known::Atom, true) | (Known::Empty, false) => {}
                _ => return false,
            }
        }
        true
    }

    /// Encodes the ray from hinted `port` completely (see the module doc):
    /// every state reachable on some board, breadth first. Call after
    /// [`Encoder::cell_vars`].
    pub(crate) fn ray(&self, sink: &mut dyn ClauseSink, port: Port) -> RaySize {
        let mut ray = self.lazy_ray(sink, port);
        self.complete(sink, &mut ray);
        ray.size
    }

    /// Starts a lazy encoding of the ray from `port`: only its entry state's
    /// clauses (see "Lazy encoding" in the module doc).
    pub(crate) fn lazy_ray(&self, sink: &mut dyn ClauseSink, port: Port) -> RayStates {
        let mut ray = RayStates::new(self.puzzle.dims(), port);
        let (pos, dir) = ray.entry;
        self.expand(sink, &mut ray, pos, dir, &mut Vec::new());
        ray
    }

    /// Adds the clauses of every state not yet expanded that the ray of
    /// `ray.port` visits on `board`, and of the states those clauses lead
    /// to (one step of look-ahead: on 21 boards 30x30/90 with full feedback,
    /// first solution median 0.58 s → 0.22 s, slowest 5.8 s → 2.9 s; two or
    /// three steps were slower); returns how many states were expanded.
    pub(crate) fn refine(
        &self,
        sink: &mut dyn ClauseSink,
        ray: &mut RayStates,
        board: &Board,
    ) -> usize {
        let dims = self.puzzle.dims();
        let before = ray.expanded_count;
        let mut fresh = Vec::new();
        let rules = self.puzzle.rules();
        for step in board.trace(ray.size.port, rules).path.iter().skip(1) {
            if dims.contains(step.pos) {
                self.expand(sink, ray, step.pos, step.dir, &mut fresh);
            }
        }
        for (pos, dir) in std::mem::take(&mut fresh) {
            self.expand(sink, ray, pos, dir, &mut Vec::new());
        }
        ray.expanded_count - before
    }

    /// Expands every state of `ray` reachable from the expanded ones, so
    /// that its encoding is the complete one of [`Encoder::ray`].
    pub(crate) fn complete(&self, sink: &mut dyn ClauseSink, ray: &mut RayStates) {
        let mut queue = ray.frontier();
        let mut next = 0;
        while let Some(&(pos, dir)) = queue.get(next) {
            next += 1;
            self.expand(sink, ray, pos, dir, &mut queue);
        }
    }

    /// Adds the clauses of the state `(pos, dir)` of `ray` unless it has
    /// them already, pushing onto `fresh` every target state it creates.
    fn expand(
        &self,
        sink: &mut dyn ClauseSink,
        ray: &mut RayStates,
        pos: Pos,
        dir: Dir,
        fresh: &mut Vec<(Pos, Dir)>,
    ) {
        let dims = self.puzzle.dims();
        let rules = self.puzzle.rules();
        let port = ray.size.port;
        let hint = self.puzzle.hint(port);
        let allowed = |e: Ending| Some(e.response(port)) == hint;
        let at = ray.slot(pos, dir);
        if !ray.expanded.insert(at) {
            return;
        }
        ray.expanded_count += 1;
        let entry = (pos, dir) == ray.entry;
        let state = (!entry).then(|| ray.lit(sink, pos, dir, fresh));
        for_each_outcome(rules, dims, pos, dir, entry, |guard, next| {
            let mut clause: Vec<Lit> = state.map(|s| !s).into_iter().collect();
            if !self.negated_guard(guard, &mut clause) {
                return;
            }
            match next {
                Next::State(p, d) => clause.push(ray.lit(sink, p, d, fresh)),
                Next::End(ending) if allowed(ending) => return,
                Next::End(_) => {}
            }
            sink.add_clause(&clause);
            ray.size.clauses += 1;
        });
    }

    /// Adds the atom-count constraint over the open cells.
    pub(crate) fn atom_count(&self, sink: &mut dyn ClauseSink) {
        let dims = self.puzzle.dims();
        let count = self.puzzle.atoms();
        let open: Vec<Lit> = dims
            .all_cells()
            .filter(|c| self.known(c.pos()) == Known::Open)
            .map(|c| Lit::positive(self.var(c.pos())))
            .collect();
        let fixed = dims
            .all_cells()
            .filter(|c| self.known(c.pos()) == Known::Atom)
            .count();
        let Some(hi) = count.max(dims.cells()).checked_sub(fixed) else {
            sink.add_clause(&[]);
            return;
        };
        logic::between(sink, &open, count.min().saturating_sub(fixed), hi);
    }

    /// The whole encoding: cells, facts, every ray (both ends of exit
    /// pairs), the atom count. Returns the size of each ray's part, or
    /// `None` when `control` stops it (it is polled before each ray).
    pub(crate) fn encode_all(
        &mut self,
        sink: &mut dyn ClauseSink,
        control: &Control,
    ) -> Option<Vec<RaySize>> {
        self.cell_vars(sink);
        let mut sizes = Vec::new();
        for port in self.all_rays() {
            control.check().ok()?;
            sizes.push(self.ray(sink, port));
        }
        control.check().ok()?;
        self.atom_count(sink);
        Some(sizes)
    }
}
