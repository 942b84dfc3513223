//! Seed 001's preprocessing: facts read straight off the hints, no search.
//!
//! Every fact is a sound consequence of the hints under the tracing rules of
//! [`blackbox::Trace`] (the property tests check that every solution obeys them).
//! The entry facts are read off the branches of the rule's first step
//! ([`blackbox::trace::outcomes`]) that can lead to the hint; they come to:
//! - any response but a hit: the entry cell is empty;
//! - an exit elsewhere: the entry cell and both cells beside it are empty;
//! - [`Response::Deflected`] (ACM): exactly one of the two cells beside the
//!   entry cell holds an atom — an **XOR atom**;
//! - seed 001's edge rule: a ray travelling along an *edge line* (a row or
//!   column whose outer neighbours are all known empty, starting with the
//!   real edge) can never be turned inwards. So a miss straight across
//!   empties its line and the next one inwards (which becomes a new edge
//!   line); a detour out through the outer side at offset `j` **fixes** an
//!   atom in the inner line at offset `j + 1`; a reflection (Standard) or
//!   deflection (ACM) fixes the atom beside the entry cell on the inner side.
//!
//! The rules run to a fixpoint. A cell that would have to be both empty and
//! an atom marks the puzzle as contradictory (it has no solution).

use blackbox::trace::{self, RayMove};
use blackbox::Puzzle;
use blackbox::{Cell, Dims, Dir, Pos};
use blackbox::{Ending, Response, Rules};

/// The cells a branch of the rule reads, each with its value (`true`: an atom).
type Guard = Vec<(Pos, bool)>;

/// What preprocessing knows about one cell: the model's cell knowledge,
/// under the name seed 001's rules use here (`Open`: the search decides).
pub(crate) use blackbox::CellStatus as Known;

/// The facts preprocessing derived for a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    dims: Dims,
    cells: Vec<Known>,
    xors: Vec<(Cell, Cell)>,
    contradiction: bool,
}

impl Facts {
    /// Runs the preprocessing rules on `puzzle` to a fixpoint.
    pub fn of(puzzle: &Puzzle) -> Facts {
        let dims = puzzle.dims();
        let mut facts = Facts {
            dims,
            cells: vec![Known::Open; dims.cells()],
            xors: Vec::new(),
            contradiction: false,
        };
        facts.entry_rules(puzzle);
        while facts.edge_rules(puzzle) | facts.xor_rules() {}
        facts
    }

    /// What is known about `cell`.
    pub fn known(&self, cell: Cell) -> Known {
        self.cells[self.dims.index(cell)]
    }

    /// What is known about a position; positions off the board are empty.
    pub fn at(&self, pos: Pos) -> Known {
        if self.dims.contains(pos) {
            self.cells[pos.row as usize * self.dims.cols() + pos.col as usize]
        } else {
            Known::Empty
        }
    }

    /// The XOR atoms: pairs of open cells of which exactly one holds an atom.
    pub fn xors(&self) -> &[(Cell, Cell)] {
        &self.xors
    }

    /// Whether the hints contradict each other already here (no solution).
    pub fn contradiction(&self) -> bool {
        self.contradiction
    }

    /// Number of cells known to hold an atom.
    pub fn fixed_atoms(&self) -> usize {
        self.cells.iter().filter(|&&k| k == Known::Atom).count()
    }

    /// Records a fact; returns whether it was new. A position off the board
    /// that should hold an atom is a contradiction.
    fn set(&mut self, pos: Pos, fact: Known) -> bool {
        let old = self.at(pos);
        if old == fact {
            return false;
        }
        if old != Known::Open {
            self.contradiction = true;
            return false;
        }
        let i = pos.row as usize * self.dims.cols() + pos.col as usize;
        self.cells[i] = fact;
        true
    }

    /// The entry facts of every hint, read off the branches of the rule's
    /// first step ([`trace::outcomes`] at the entry) that can still lead to
    /// the hint's response.
    fn entry_rules(&mut self, puzzle: &Puzzle) {
        let rules = puzzle.rules();
        for (port, response) in puzzle.hints() {
            let (pos, dir) = self.dims.entry(port);
            // After entering, a ray ends in a hit or an exit (its own port: a reflection).
            let entered = matches!(response, Response::Exit(_))
                || [Ending::Hit, Ending::Exit(port)]
                    .iter()
                    .any(|e| e.response(port) == response);
            let mut branches: Vec<Guard> = Vec::new();
            trace::outcomes(rules, dir, true, |guard, next| {
                let fits = match next {
                    RayMove::End(ending) => ending.response(port) == response,
                    RayMove::Turn(_) | RayMove::Forward => entered,
                };
                let guard: Guard = guard
                    .iter()
                    .map(|&(look, atom)| (look.from(pos, dir), atom))
                    .collect();
                // An atom off the board never holds.
                if fits
                    && guard
                        .iter()
                        .all(|&(p, atom)| !atom || self.dims.contains(p))
                {
                    branches.push(guard);
                }
            });
            self.branch_facts(&branches);
        }
    }

    /// Records what every branch's guard agrees on (none left: the hint is
    /// impossible), and an XOR atom when exactly two branches remain that
    /// differ in two cells, each an atom in one of them.
    fn branch_facts(&mut self, branches: &[Guard]) {
        let Some(first) = branches.first() else {
            self.contradiction = true;
            return;
        };
        let common: Guard = first
            .iter()
            .copied()
            .filter(|lit| branches.iter().all(|b| b.contains(lit)))
            .collect();
        for &(pos, atom) in &common {
            self.set(pos, if atom { Known::Atom } else { Known::Empty });
        }
        let rest =
            |g: &Guard| -> Guard { g.iter().copied().filter(|l| !common.contains(l)).collect() };
        if let [a, b] = branches {
            if let ([(x, true), (y, false)], [(x2, false), (y2, true)]) =
                (rest(a).as_slice(), rest(b).as_slice())
            {
                if (x, y) == (x2, y2) {
                    if let (Some(x), Some(y)) = (self.dims.cell_of(*x), self.dims.cell_of(*y)) {
                        self.xors.push((x, y));
                    }
                }
            }
        }
    }

    /// Resolves XOR pairs with one side known; returns whether anything changed.
    fn xor_rules(&mut self) -> bool {
        let mut changed = false;
        for (a, b) in self.xors.clone() {
            let (a, b) = (a.pos(), b.pos());
            let (ka, kb) = (self.at(a), self.at(b));
            let flip = |k: Known| match k {
                Known::Atom => Known::Empty,
                Known::Empty => Known::Atom,
                Known::Open => Known::Open,
            };
            if ka == Known::Open && kb != Known::Open {
                changed |= self.set(a, flip(kb));
            } else if kb == Known::Open && ka != Known::Open {
                changed |= self.set(b, flip(ka));
            } else if ka != Known::Open && ka == kb {
                self.contradiction = true;
            }
        }
        changed
    }

    /// One pass of the edge-line rule over every side and travel direction;
    /// returns whether anything changed.
    fn edge_rules(&mut self, puzzle: &Puzzle) -> bool {
        let mut changed = false;
        for outer in [Dir::North, Dir::East, Dir::South, Dir::West] {
            for travel in [outer.clockwise(), outer.anticlockwise()] {
                changed |= self.edge_lines(puzzle, Frame::new(self.dims, outer, travel));
            }
        }
        changed
    }

    fn edge_lines(&mut self, puzzle: &Puzzle, frame: Frame) -> bool {
        let mut changed = false;
        for depth in 0..frame.depth {
            if depth > 0 && !self.line_empty(&frame, depth - 1) {
                break;
            }
            changed |= self.edge_ray(puzzle, &frame, depth);
        }
        changed
    }

    fn line_empty(&self, frame: &Frame, depth: usize) -> bool {
        (0..frame.len).all(|k| self.at(frame.cell(depth, k)) == Known::Empty)
    }

    /// Applies the edge rule to the ray travelling along line `depth`.
    fn edge_ray(&mut self, puzzle: &Puzzle, frame: &Frame, depth: usize) -> bool {
        let dims = self.dims;
        let port_at = |pos: Pos| dims.port_at(pos).expect("edge positions are ports");
        let entry = port_at(frame.before(depth));
        let inner = depth + 1 < frame.depth;
        let mut facts = Vec::new();
        match puzzle.hint(entry) {
            Some(Response::Exit(q)) if q == port_at(frame.after(depth)) => {
                for d in depth..=depth + inner as usize {
                    facts.extend((0..frame.len).map(|k| (frame.cell(d, k), Known::Empty)));
                }
            }
            Some(Response::Exit(q)) if inner => {
                let turn = (0..frame.len - 1).find(|&j| port_at(frame.outside(j)) == q);
                if let Some(j) = turn {
                    facts.extend((0..=j + 1).map(|k| (frame.cell(depth, k), Known::Empty)));
                    facts.extend((0..=j).map(|k| (frame.cell(depth + 1, k), Known::Empty)));
                    facts.push((frame.cell(depth + 1, j + 1), Known::Atom));
                }
            }
            Some(response) if inner && Some(response) == one_edge_atom(puzzle.rules(), entry) => {
                facts.push((frame.cell(depth + 1, 0), Known::Atom));
            }
            _ => {}
        }
        let mut changed = false;
        for (pos, fact) in facts {
            changed |= self.set(pos, fact);
        }
        changed
    }
}

/// What the ray from `entry` shows when the one atom beside its entry cell
/// turns it back before it enters, under `rules`: the step's own answer
/// ([`trace::step`]), so the edge rule follows the rule sets.
fn one_edge_atom(rules: Rules, entry: blackbox::Port) -> Option<Response> {
    // At the entry the step's answer does not depend on the heading.
    let one_beside = |look| Some(look == trace::Look::AheadLeft);
    match trace::step(rules, Dir::South, true, one_beside) {
        Ok(RayMove::End(ending)) => Some(ending.response(entry)),
        _ => None,
    }
}

/// A side of the board seen as lines parallel to it: line `depth` lies
/// `depth` steps in from the `outer` side, and offsets run along `travel`.
struct Frame {
    corner: Pos,
    inward: Dir,
    outer: Dir,
    travel: Dir,
    depth: usize,
    len: usize,
}

impl Frame {
    fn new(dims: Dims, outer: Dir, travel: Dir) -> Frame {
        let (rows, cols) = (dims.rows() as i32, dims.cols() as i32);
        let back = travel.clockwise().clockwise();
        let extreme_row = |d: Dir| match d {
            Dir::North => Some(0),
            Dir::South => Some(rows - 1),
            _ => None,
        };
        let extreme_col = |d: Dir| match d {
            Dir::West => Some(0),
            Dir::East => Some(cols - 1),
            _ => None,
        };
        let row = extreme_row(outer).or(extreme_row(back)).unwrap_or(0);
        let col = extreme_col(outer).or(extreme_col(back)).unwrap_or(0);
        let (depth, len) = if outer.is_vertical() {
            (dims.rows(), dims.cols())
        } else {
            (dims.cols(), dims.rows())
        };
        Frame {
            corner: Pos::new(row, col),
            inward: outer.clockwise().clockwise(),
            outer,
            travel,
            depth,
            len,
        }
    }

    fn cell(&self, depth: usize, k: usize) -> Pos {
        let (ir, ic) = self.inward.delta();
        let (tr, tc) = self.travel.delta();
        let (d, k) = (depth as i32, k as i32);
        Pos::new(
            self.corner.row + ir * d + tr * k,
            self.corner.col + ic * d + tc * k,
        )
    }

    /// The position just outside the start of line `depth` (its entry port).
    fn before(&self, depth: usize) -> Pos {
        self.cell(depth, 0)
            .step(self.travel.clockwise().clockwise())
    }

    /// The position just outside the end of line `depth` (a miss leaves here).
    fn after(&self, depth: usize) -> Pos {
        self.cell(depth, self.len - 1).step(self.travel)
    }

    /// The position just outside the outer side at offset `k`.
    fn outside(&self, k: usize) -> Pos {
        self.cell(0, k).step(self.outer)
    }
}
