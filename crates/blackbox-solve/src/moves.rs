//! A proven lower bound on the cubes an exact count needs, found by
//! simulation alone: *independent moves* of one solution, so that a count
//! that cannot finish within its cube budget is given up at once rather
//! than after the budget (or the time limit) is spent.
//!
//! **Moves.** Given a solution `M`, a move `m` takes one atom of `M` to an
//! empty cell within Chebyshev distance [`STEP`]; `D(m)` is the two cells
//! it changes (the atom number stays). For a hinted port `p`, `T₀(p)` is the
//! set of cells its ray reads on `M` ([`mark_reads`]) and `T_m(p)` on
//! `M ⊕ m`. `p` is *touched* by `m` when `T₀(p)` meets `D(m)`; an untouched
//! ray reads the same cells with the same values on both boards, so traces
//! the same. A move is kept only when `M ⊕ m` solves the puzzle (checked by
//! simulating the touched rays) and it touches some ray.
//!
//! **Independence.** Moves `m₁ … m_k` are kept greedily so that their
//! `D`s are disjoint and, for every hinted port `p`, the set
//! `U(p) = T₀(p) ∪ ⋃ᵢ T_{mᵢ}(p)` meets at most one `D(mᵢ)`. Then for every
//! subset `S`, `M ⊕ m_S` solves the puzzle: a ray whose `U` meets no `D`
//! reads only unchanged cells; a ray whose `U` meets only `D(mᵢ)` reads, on
//! `M` (when `i ∉ S`) or on `M ⊕ mᵢ` (when `i ∈ S`), only cells that have
//! the same values on `M ⊕ m_S`, so it traces as there, to its hint; the
//! atom number is `M`'s. The `2^k` boards are distinct: **at least `2^k`
//! solutions**.
//!
//! **Cubes.** Boards of one cube of a part ([`super::split`]) agree on every
//! cell the part's rays read, so those rays read the same cells with the
//! same values on all of them: boards on which one of the part's rays
//! reads differently lie in different cubes. If `mᵢ` touches ray `r`
//! (one of [`super::search::Search::rays`]), `r` reads differently on
//! `M ⊕ m_S` with and without `i` in `S` (`T_{mᵢ}(r)` against `T₀(r)`, and
//! if the sets are equal they meet `D(mᵢ)`, where the values differ). Two
//! rays belong to the same part when they both read one *open* cell (two
//! solutions differ there: every cell of a kept or merely verified move's
//! `D`) on some solution, since such a cell lies in both rays' reaches. So
//! if `j` of the moves touch rays of one class of rays linked that way,
//! the part holding them needs at least `2^j` cubes, and so does the whole
//! count (its budget covers every part, and the quick whole-board cubes
//! before the split are cubes of the whole board, which that bound holds
//! for as well).
//!
//! **Measured** (30x30/90 full feedback): see docs/solver.md, "When the
//! count cannot finish".
//!
//! **A second witness.** [`one_move_away`] looks for a single move whose
//! board solves the puzzle (checked the same way, by the touched rays):
//! the path search (module `sparse`) asks it for a second solution next to
//! its first before it searches the whole board again.

use super::reads::mark_reads;
use blackbox::{Board, Cell, Port, Puzzle, Rules};
use num_bigint::BigUint;

/// How far (Chebyshev distance) a move takes an atom.
pub const STEP: usize = 4;

/// What the independent moves of one solution prove (module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Moves {
    /// The number `k` of independent moves: at least `2^k` solutions.
    pub(crate) moves: usize,
    /// The most of them touching one class of linked rays: an exact count
    /// needs at least `2^part` cubes.
    pub(crate) part: usize,
}

impl Moves {
    /// Whether an exact count needs more than `budget` cubes.
    pub(crate) fn exceeds(&self, budget: u64) -> bool {
        self.part >= 64 || (1u64 << self.part) > budget
    }

    /// The proven lower bound on the number of solutions, `2^moves`.
    pub(crate) fn solutions(&self) -> BigUint {
        BigUint::from(1u32) << self.moves
    }
}

/// The independent moves of the solution `first` (module doc); `rays` are
/// the rays whose reads make the cubes, `open` marks cells already known
/// to differ between two solutions.
pub(crate) fn independent_moves(
    puzzle: &Puzzle,
    first: &Board,
    rays: &[Port],
    mut open: Vec<bool>,
) -> Moves {
    let dims = first.dims();
    let ports: Vec<Port> = puzzle.hints().map(|(p, _)| p).collect();
    let base: Vec<Vec<usize>> = ports
        .iter()
        .map(|&p| reads_of(first, p, puzzle.rules()))
        .collect();
    let mut readers: Vec<Vec<usize>> = vec![Vec::new(); dims.cells()];
    for (i, cells) in base.iter().enumerate() {
        for &c in cells {
            readers[c].push(i);
        }
    }
    let mut verified: Vec<Verified> = Vec::new();
    for from in first.atoms() {
        for to in near(first, from) {
            let (a, b) = (dims.index(from), dims.index(to));
            let mut touched: Vec<usize> = readers[a].iter().chain(&readers[b]).copied().collect();
            touched.sort_unstable();
            touched.dedup();
            let mut moved = first.clone();
            moved.set(from, false);
            moved.set(to, true);
            let solves = touched
                .iter()
                .all(|&i| Some(moved.response(ports[i], puzzle.rules())) == puzzle.hint(ports[i]));
            if touched.is_empty() || !solves {
                continue;
            }
            let after = touched
                .iter()
                .map(|&i| (i, reads_of(&moved, ports[i], puzzle.rules())))
                .collect();
            (open[a], open[b]) = (true, true);
            verified.push(Verified { a, b, after });
        }
    }
    // Smallest footprint first: the fewest cells read on the moved board.
    verified.sort_by_key(|v| v.after.iter().map(|(_, r)| r.len()).sum::<usize>());
    let mut kept = Kept::new(&base, dims.cells());
    let touching: Vec<Vec<usize>> = verified
        .iter()
        .filter(|v| kept.try_add(v.a, v.b, &v.after))
        .map(|v| v.after.iter().map(|(i, _)| *i).collect())
        .collect();
    // Classes of cube rays reading a common open cell on a solution.
    let cube_ray: Vec<bool> = ports.iter().map(|p| rays.contains(p)).collect();
    let mut links = Links::new(ports.len(), dims.cells());
    let on_first = base.iter().enumerate().map(|(i, r)| (i, r.as_slice()));
    let on_moved = verified
        .iter()
        .flat_map(|v| &v.after)
        .map(|(i, r)| (*i, r.as_slice()));
    for (i, cells) in on_first.chain(on_moved).filter(|(i, _)| cube_ray[*i]) {
        for &c in cells.iter().filter(|&&c| open[c]) {
            links.join(i, c);
        }
    }
    let touching: Vec<Vec<usize>> = touching
        .into_iter()
        .map(|t| t.into_iter().filter(|&i| cube_ray[i]).collect())
        .collect();
    Moves {
        moves: touching.len(),
        part: links.most_in_one_class(&touching),
    }
}

/// Another solution one move (module doc: an atom taken to an empty cell
/// within [`STEP`]) away from the solution `first`, if any: a move is
/// checked by simulating the rays that read a cell it changes (the others
/// trace as on `first`). The first found, atoms and cells in row-major
/// order.
pub fn one_move_away(puzzle: &Puzzle, first: &Board) -> Option<Board> {
    let dims = first.dims();
    let ports: Vec<Port> = puzzle.hints().map(|(p, _)| p).collect();
    let mut readers: Vec<Vec<usize>> = vec![Vec::new(); dims.cells()];
    for (i, &p) in ports.iter().enumerate() {
        for c in reads_of(first, p, puzzle.rules()) {
            readers[c].push(i);
        }
    }
    let mut moved = first.clone();
    for from in first.atoms() {
        for to in near(first, from) {
            let (a, b) = (dims.index(from), dims.index(to));
            moved.set(from, false);
            moved.set(to, true);
            let solves = readers[a]
                .iter()
                .chain(&readers[b])
                .all(|&i| Some(moved.response(ports[i], puzzle.rules())) == puzzle.hint(ports[i]));
            if solves {
                return Some(moved);
            }
            moved.set(to, false);
            moved.set(from, true);
        }
    }
    None
}

/// A move whose board solves the puzzle: the cells it changes, and each
/// touched ray (port index) with the cells it reads on the moved board.
struct Verified {
    a: usize,
    b: usize,
    after: Vec<(usize, Vec<usize>)>,
}

/// The cells `port`'s ray reads on `board`, ascending row-major indices.
fn reads_of(board: &Board, port: Port, rules: Rules) -> Vec<usize> {
    let mut read = vec![false; board.dims().cells()];
    mark_reads(board, port, rules, &mut read);
    (0..read.len()).filter(|&c| read[c]).collect()
}

/// The empty cells of `board` within [`STEP`] of `cell`.
fn near(board: &Board, cell: Cell) -> Vec<Cell> {
    let dims = board.dims();
    let span = |x: usize, n: usize| x.saturating_sub(STEP)..(x + STEP + 1).min(n);
    span(cell.row(), dims.rows())
        .flat_map(|r| span(cell.col(), dims.cols()).map(move |c| (r, c)))
        .filter_map(|(r, c)| dims.cell(r, c).ok())
        .filter(|&c| !board.has_atom(c))
        .collect()
}

/// The moves kept so far: which move owns each changed cell, and per
/// hinted port its `U` and the one move whose `D` it meets, if any.
struct Kept {
    owner: Vec<Option<usize>>,
    seen: Vec<Vec<bool>>,
    touch: Vec<Option<usize>>,
    count: usize,
}

impl Kept {
    fn new(base: &[Vec<usize>], cells: usize) -> Self {
        let seen = base
            .iter()
            .map(|r| {
                let mut s = vec![false; cells];
                r.iter().for_each(|&c| s[c] = true);
                s
            })
            .collect();
        Kept {
            owner: vec![None; cells],
            seen,
            touch: vec![None; base.len()],
            count: 0,
        }
    }

    /// Keeps the move changing cells `a` and `b` (the touched rays reading
    /// `after` on the moved board) if it keeps the moves independent.
    fn try_add(&mut self, a: usize, b: usize, after: &[(usize, Vec<usize>)]) -> bool {
        let free = |c: usize| self.owner[c].is_none();
        let meets = |p: usize| self.seen[p][a] || self.seen[p][b];
        let fits = free(a)
            && free(b)
            && (0..self.seen.len()).all(|p| !meets(p) || self.touch[p].is_none())
            && after.iter().all(|(_, now)| now.iter().all(|&c| free(c)));
        if !fits {
            return false;
        }
        let id = self.count;
        self.count += 1;
        self.owner[a] = Some(id);
        self.owner[b] = Some(id);
        for (p, now) in after {
            self.touch[*p] = Some(id);
            now.iter().for_each(|&c| self.seen[*p][c] = true);
        }
        true
    }
}

/// Classes of rays proven to lie in one part (union-find over port
/// indices), with one ray per open cell known to have it in its reach.
struct Links {
    parent: Vec<usize>,
    holder: Vec<Option<usize>>,
}

impl Links {
    fn new(rays: usize, cells: usize) -> Self {
        Links {
            parent: (0..rays).collect(),
            holder: vec![None; cells],
        }
    }

    fn root(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    /// Records that ray `ray` reads the open cell `cell` on a solution.
    fn join(&mut self, ray: usize, cell: usize) {
        match self.holder[cell] {
            Some(other) => {
                let (x, y) = (self.root(ray), self.root(other));
                self.parent[x] = y;
            }
            None => self.holder[cell] = Some(ray),
        }
    }

    /// The most moves (each given by the rays it touches) touching rays of
    /// one class.
    fn most_in_one_class(&mut self, touching: &[Vec<usize>]) -> usize {
        let mut per = vec![0usize; self.parent.len()];
        for rays in touching {
            let mut roots: Vec<usize> = rays.iter().map(|&r| self.root(r)).collect();
            roots.sort_unstable();
            roots.dedup();
            roots.into_iter().for_each(|r| per[r] += 1);
        }
        per.into_iter().max().unwrap_or(0)
    }
}
