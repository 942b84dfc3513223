//! First solution and uniqueness by a search over partial boards, with
//! rays as paths (no SAT call). Written for sparse boards, where long ray
//! paths through mostly empty cells are hard for CDCL on the encoding of
//! module `encode`; measured, it decides 15x15 and 20x20 boards many times
//! faster than the SAT search, but not 30x30 with 30 atoms (see
//! docs/solver.md), so the report tries it first on small boards only.
//!
//! **State.** A partial board ([`super::partial`]: each cell atom, empty or
//! open) starting from seed 001's facts ([`Facts`]), and per hinted port
//! the state where its ray's walk stopped: ended (as its hint says), or
//! waiting for one open cell.
//!
//! **Propagation by path**, to a fixpoint after every decision:
//! - every ray that needed a newly decided cell is walked on; a ray whose
//!   path is fully decided ends at once, and an ending its hint does not
//!   allow is a conflict;
//! - every waiting ray is *probed*: its needed cell is set to each value in
//!   turn and the ray walked on until it needs another cell or ends; a value
//!   that ends the ray against its hint (a miss or detour hitting an atom
//!   ahead, an atom beside the entry reflecting it, a detour out of the
//!   wrong port…) forces the other value, and both doing so is a conflict.
//!   Once these quick probes force nothing more, one round probes deeper:
//!   a search over the values of the open cells the ray meets next
//!   ([`REACH_STEPS`] at most, past which the value is kept) for any that
//!   takes it to its hinted ending;
//! - the atom count: no atom past the largest allowed number, no empty cell
//!   once the open cells are just enough for the smallest.
//!
//! **Branching.** On the open cell whose waiting rays weigh most, each ray
//! weighing one more than the conflicts it caused so far (the rays that
//! fail often are decided first), empty first: on a sparse board most cells
//! are empty.
//!
//! **Leaves.** A node where no ray waits is a cube of [`super::cube`]'s
//! kind: every completion of the open cells with an allowed atom number
//! solves the puzzle (each ray reads only decided cells, by the walk's
//! invariant). Cubes of different leaves are disjoint and together cover
//! every solution (a solution follows one branch at every node; forced
//! values hold on every solution below), so the search stops at two
//! solutions (from one cube or two) and otherwise, exhausted, proves there
//! are fewer.
//!
//! Bounds: the decisions on one branch are at most [`MAX_DEPTH`], the
//! probes (each a walk or a reach search) at most the caller's budget
//! (beyond either the search gives up: `Ok(None)`, a bound that does not
//! depend on the machine, so neither does the answer), and the search polls
//! a [`Control`] every [`POLL_EVERY`] probes. Invariant: every board returned
//! solves the puzzle (checked by simulation).

use super::partial::{Partial, State, Walk, ATOM, EMPTY, OPEN};
use super::preprocess::{Facts, Known};
use super::search::fill_free;
use super::unique::{cube_sibling, Uniqueness};
use blackbox::{Board, Cell, Ending, Port, Puzzle};
use logic::{Control, Result};

/// Probes (each a walk or a reach search) between two polls of the
/// [`Control`]: on big boards one propagation alone runs to millions.
const POLL_EVERY: u64 = 64;

/// Most decisions on one branch: the search recurses once per decision on
/// the caller's thread (a frame is small; 4,096 of them fit well within
/// the default 2 MB stack of a spawned thread).
const MAX_DEPTH: usize = 4096;

/// Most open cells one reach search of a probe decides.
const REACH_STEPS: usize = 64;

/// Where one hinted port's ray stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ray {
    /// Ended as its hint says, on every completion.
    Done,
    /// Waits at this state for this open cell (row-major index).
    Waits(State, usize),
}

/// One change to undo on backtracking.
#[derive(Debug, Clone, Copy)]
enum Undo {
    /// A cell was decided.
    Cell(usize),
    /// A ray stood here before.
    Ray(usize, Ray),
}

/// The search's state for one puzzle.
struct Sparse<'a> {
    puzzle: &'a Puzzle,
    ports: Vec<Port>,
    board: Partial,
    rays: Vec<Ray>,
    undo: Vec<Undo>,
    atoms: usize,
    open: usize,
    lo: usize,
    hi: usize,
    found: Vec<Board>,
    probes: u64,
    /// Most probes; past it `over` is set and the search unwinds.
    budget: u64,
    over: bool,
    /// Per ray, the conflicts it caused (for branching).
    weight: Vec<u64>,
    control: &'a Control,
}

/// Decides whether `puzzle` has no, one or several solutions, with
/// witnesses (see the module doc). `Ok(None)` when a branch needs more
/// than `MAX_DEPTH` (4,096) decisions or the search more than `probes`
/// probes; `Err(Error::Interrupted)` once `control` is cancelled.
pub fn decide(puzzle: &Puzzle, probes: u64, control: &Control) -> Result<Option<Uniqueness>> {
    control.check()?;
    let Some(mut s) = Sparse::new(puzzle, probes, control) else {
        return Ok(Some(Uniqueness::Inconsistent));
    };
    let all: Vec<usize> = (0..s.ports.len()).collect();
    let consistent = s.propagate(all)?;
    if s.over || (consistent && !s.search(0)?) {
        return Ok(None);
    }
    let mut found = s.found.into_iter();
    Ok(Some(match (found.next(), found.next()) {
        (None, _) => Uniqueness::Inconsistent,
        (Some(one), None) => Uniqueness::Unique(one),
        (Some(one), Some(two)) => Uniqueness::Several(one, two),
    }))
}

impl<'a> Sparse<'a> {
    /// The root: seed 001's facts decided, every ray at its entry. `None`
    /// when the facts already contradict each other.
    fn new(puzzle: &'a Puzzle, budget: u64, control: &'a Control) -> Option<Self> {
        let dims = puzzle.dims();
        let facts = Facts::of(puzzle);
        if facts.contradiction() {
            return None;
        }
        let mut board = Partial::new(dims, puzzle.rules());
        for (value, cell) in board.values.iter_mut().zip(dims.all_cells()) {
            *value = match facts.known(cell) {
                Known::Atom => ATOM,
                Known::Empty => EMPTY,
                Known::Open => OPEN,
            };
        }
        let atoms = board.values.iter().filter(|&&v| v == ATOM).count();
        let open = board.values.iter().filter(|&&v| v == OPEN).count();
        let ports: Vec<Port> = puzzle.hints().map(|(p, _)| p).collect();
        let rays = ports
            .iter()
            .map(|&p| {
                let (pos, dir) = dims.entry(p);
                let entry = State {
                    pos,
                    dir,
                    entry: true,
                };
                // A placeholder the first propagation walks from.
                Ray::Waits(entry, usize::MAX)
            })
            .collect();
        Some(Sparse {
            puzzle,
            ports,
            board,
            rays,
            undo: Vec::new(),
            atoms,
            open,
            lo: puzzle.atoms().min(),
            hi: puzzle.atoms().max(dims.cells()),
            found: Vec::new(),
            probes: 0,
            budget,
            over: false,
            weight: vec![0; puzzle.hints().count()],
            control,
        })
    }

    /// Whether `ending` is what the hint of ray `r` says.
    fn allowed(&self, r: usize, ending: Ending) -> bool {
        let port = self.ports[r];
        self.puzzle.hint(port) == Some(ending.response(port, self.puzzle.rules()))
    }

    /// Decides `cell` (logged for undoing); `false` when the atom count
    /// forbids `value`.
    fn assign(&mut self, cell: usize, value: u8) -> bool {
        let atom = value == ATOM;
        if (atom && self.atoms == self.hi) || (!atom && self.atoms + self.open - 1 < self.lo) {
            return false;
        }
        self.board.values[cell] = value;
        self.atoms += usize::from(atom);
        self.open -= 1;
        self.undo.push(Undo::Cell(cell));
        true
    }

    /// Sets ray `r`'s standing (logged for undoing).
    fn set_ray(&mut self, r: usize, ray: Ray) {
        self.undo.push(Undo::Ray(r, self.rays[r]));
        self.rays[r] = ray;
    }

    /// Undoes every change after the first `mark` of the log.
    fn undo_to(&mut self, mark: usize) {
        while self.undo.len() > mark {
            match self.undo.pop().expect("longer than mark") {
                Undo::Cell(cell) => {
                    if self.board.values[cell] == ATOM {
                        self.atoms -= 1;
                    }
                    self.board.values[cell] = OPEN;
                    self.open += 1;
                }
                Undo::Ray(r, ray) => self.rays[r] = ray,
            }
        }
    }

    /// The rays waiting for `cell`.
    fn waiting_for(&self, cell: usize) -> Vec<usize> {
        (0..self.rays.len())
            .filter(|&r| matches!(self.rays[r], Ray::Waits(_, c) if c == cell))
            .collect()
    }

    /// Propagation by path (module doc) from the rays in `walk`, to a
    /// fixpoint; `false` on a conflict; polls the control.
    fn propagate(&mut self, mut walk: Vec<usize>) -> Result<bool> {
        let n = self.rays.len();
        // The next ray to probe, and how many in a row found nothing; one
        // round of reach searches at most.
        let (mut r, mut quiet, mut deep) = (0, 0, 0);
        loop {
            while let Some(w) = walk.pop() {
                let Ray::Waits(state, _) = self.rays[w] else {
                    continue;
                };
                match self.board.walk(state) {
                    Walk::End(ending) if self.allowed(w, ending) => self.set_ray(w, Ray::Done),
                    Walk::End(_) => return Ok(self.conflict(w)),
                    Walk::Need(state, cell) => self.set_ray(w, Ray::Waits(state, cell)),
                }
            }
            if deep >= n {
                return Ok(true);
            }
            self.probes += 1;
            if self.probes > self.budget {
                self.over = true;
                return Ok(false);
            }
            if self.probes.is_multiple_of(POLL_EVERY) {
                self.control.check()?;
            }
            // Quick probes (the next segment only) to a fixpoint, then one
            // round of reach searches.
            let reach = quiet >= n;
            deep += usize::from(reach);
            let probed = r;
            (r, quiet) = ((r + 1) % n, quiet + 1);
            let Ray::Waits(state, cell) = self.rays[probed] else {
                continue;
            };
            let atom_ok = self.atoms < self.hi && self.survives(probed, state, cell, ATOM, reach);
            let empty_ok = self.atoms + self.open > self.lo
                && self.survives(probed, state, cell, EMPTY, reach);
            let value = match (atom_ok, empty_ok) {
                (false, false) => return Ok(self.conflict(probed)),
                (true, true) => continue,
                (false, true) => EMPTY,
                (true, false) => ATOM,
            };
            if !self.assign(cell, value) {
                return Ok(false);
            }
            walk = self.waiting_for(cell);
            if !reach {
                quiet = 0;
            }
        }
    }

    /// Notes a conflict on ray `r` (for branching) and returns `false`.
    fn conflict(&mut self, r: usize) -> bool {
        self.weight[r] += 1;
        false
    }

    /// Whether ray `r`, waiting at `state` for `cell`, can still end as
    /// its hint says once `cell` holds `value`: quickly, whether the walk
    /// on to the next open cell does not end against the hint; with
    /// `reach`, whether some values of the open cells it meets on the way
    /// (a search over them, [`REACH_STEPS`] cells at most, past which the
    /// answer is `true`) take it to that ending. `false` is a proof.
    fn survives(&mut self, r: usize, state: State, cell: usize, value: u8, reach: bool) -> bool {
        let mut budget = if reach { REACH_STEPS } else { 0 };
        self.board.values[cell] = value;
        let found = self.reaches(r, state, &mut budget);
        self.board.values[cell] = OPEN;
        found
    }

    /// Whether ray `r` walked from `state` ends as its hint says for some
    /// values of the open cells it meets, deciding at most `budget` of
    /// them (past that: `true`). Each walk starts from a state of the ray's
    /// own trace on the board as decided, so it never cycles.
    fn reaches(&mut self, r: usize, state: State, budget: &mut usize) -> bool {
        match self.board.walk(state) {
            Walk::End(ending) => self.allowed(r, ending),
            Walk::Need(_, _) if *budget == 0 => true,
            Walk::Need(next, need) => {
                *budget -= 1;
                let mut found = false;
                for value in [EMPTY, ATOM] {
                    self.board.values[need] = value;
                    found = self.reaches(r, next, budget);
                    self.board.values[need] = OPEN;
                    if found {
                        break;
                    }
                }
                found
            }
        }
    }

    /// Searches below the current node (propagated, no conflict) until two
    /// solutions are found; `false` once past [`MAX_DEPTH`] or the probe
    /// budget (the search then gives up).
    fn search(&mut self, depth: usize) -> Result<bool> {
        let Some(cell) = self.branch_cell() else {
            self.leaf();
            return Ok(true);
        };
        if depth >= MAX_DEPTH {
            return Ok(false);
        }
        for value in [EMPTY, ATOM] {
            let mark = self.undo.len();
            if self.assign(cell, value) {
                let walk = self.waiting_for(cell);
                let consistent = self.propagate(walk)?;
                if self.over || (consistent && !self.search(depth + 1)?) {
                    return Ok(false);
                }
            }
            self.undo_to(mark);
            if self.found.len() >= 2 {
                break;
            }
        }
        Ok(true)
    }

    /// The open cell whose waiting rays weigh most (each ray weighs one
    /// more than the conflicts it caused so far: the rays that fail often
    /// are decided first), the first such; `None` when no ray waits.
    fn branch_cell(&self) -> Option<usize> {
        let mut needs: Vec<(usize, u64)> = Vec::new();
        for (ray, &weight) in self.rays.iter().zip(&self.weight) {
            if let Ray::Waits(_, cell) = *ray {
                match needs.iter_mut().find(|(c, _)| *c == cell) {
                    Some((_, n)) => *n += weight + 1,
                    None => needs.push((cell, weight + 1)),
                }
            }
        }
        let most = needs.iter().map(|&(_, n)| n).max()?;
        needs.into_iter().find(|&(_, n)| n == most).map(|(c, _)| c)
    }

    /// A cube: its first board (and a second one of the same cube when
    /// there is one) join the solutions found.
    fn leaf(&mut self) {
        let dims = self.puzzle.dims();
        let mut decided = Board::empty(dims);
        let mut free: Vec<Cell> = Vec::new();
        for (i, &v) in self.board.values.iter().enumerate() {
            match v {
                ATOM => decided.set(dims.cell_at(i), true),
                OPEN => free.push(dims.cell_at(i)),
                _ => {}
            }
        }
        let allowed = |t: usize| self.puzzle.atoms().allows(self.atoms + t);
        let Some(t) = (0..=free.len()).find(|&t| allowed(t)) else {
            return;
        };
        let first = fill_free(&decided, &free, t);
        if !self.puzzle.is_solved_by(&first) {
            debug_assert!(false, "a cube's board solves the puzzle");
            return;
        }
        let sibling = cube_sibling(self.puzzle, &first, &free);
        self.hand_out(first);
        if let Some(second) = sibling.filter(|b| self.puzzle.is_solved_by(b)) {
            self.hand_out(second);
        }
    }

    /// Keeps `board` among the (at most two) solutions found, and tells the
    /// control how many there are.
    fn hand_out(&mut self, board: Board) {
        if self.found.len() < 2 {
            self.found.push(board);
            self.control.report(self.found.len() as u64);
        }
    }
}
