//! Boards with few premises broken, by local search on a board, with no
//! solver.
//!
//! The search for a smallest set of premises (module doc of `why`, step 3)
//! learns from each board with the cell the other way the premises it
//! breaks: every set that forces the cell contains one of them. Any board
//! with the cell the other way gives such a *correction set*, whether it
//! meets other premises or not, and the fewer premises it breaks the more
//! candidate sets it rules out at once. [`graft`] first copies onto a
//! board meeting every premise the cells that the rays asked for read on
//! the engine's board; [`lessen`] then changes the board one atom added or
//! taken away or moved at a time, keeping each change that leaves a strict
//! subset of the premises broken (so it never breaks one that held, the
//! atom count included), until no change does or [`PASSES`] passes are
//! made. Given a set of premises to care about, only those count: that is
//! the questions' fast path (a board meeting those premises with the cell
//! the other way, found without an engine when the search reaches one).
//!
//! Cost: a ray's trace depends only on the cells it reads (module `reads`),
//! so a change is judged by re-tracing the rays that read a changed cell,
//! and moves are tried only where one end is read by a broken ray (no other
//! move can mend one). Each kept change mends a premise, so a pass keeps at
//! most as many changes as there are premises. What the callers use is
//! recomputed from scratch by simulation ([`Premises::broken`],
//! [`Premises::holds`]): soundness rests on no incremental bookkeeping.

use super::premises::Premises;
use super::Premise;
use crate::reads::mark_reads;
use blackbox::{Board, Puzzle};

/// Most passes over the board's cells.
pub(super) const PASSES: usize = 8;

/// What the search tracks: the board, each premise's read cells and
/// whether it is broken.
struct State<'p> {
    premises: &'p Premises<'p>,
    puzzle: &'p Puzzle,
    board: Board,
    /// Per premise, the cells its ray reads on `board` (empty for the atom
    /// count, which reads every cell and is handled apart).
    reads: Vec<Vec<bool>>,
    broken: Vec<bool>,
    /// The premises whose breaking counts (the others may break freely).
    care: Vec<bool>,
}

impl State<'_> {
    fn marks(&self, i: usize) -> Vec<bool> {
        let mut read = vec![false; self.board.dims().cells()];
        if let Premise::Ray(port) = self.premises.list[i] {
            mark_reads(&self.board, port, self.puzzle.rules(), &mut read);
        }
        read
    }

    /// The premises a change of `cells` may affect: the rays reading one
    /// of them, and the atom count.
    fn touched(&self, cells: &[usize]) -> Vec<usize> {
        (0..self.reads.len())
            .filter(|&i| match self.premises.list[i] {
                Premise::AtomCount => true,
                Premise::Ray(_) => cells.iter().any(|&c| self.reads[i][c]),
            })
            .collect()
    }

    /// Toggles `cells`; keeps the change when it leaves a strict subset of
    /// the premises broken (and says so), else undoes it.
    fn try_change(&mut self, cells: &[usize]) -> bool {
        let dims = self.board.dims();
        let touched = self.touched(cells);
        for &c in cells {
            self.board.toggle(dims.cell_at(c));
        }
        let now: Vec<bool> = (touched.iter())
            .map(|&i| !self.premises.holds(i, &self.board))
            .collect();
        let cared = || touched.iter().zip(&now).filter(|(&i, _)| self.care[i]);
        let worse = cared().any(|(&i, &b)| b && !self.broken[i]);
        let better = cared().any(|(&i, &b)| !b && self.broken[i]);
        if worse || !better {
            for &c in cells {
                self.board.toggle(dims.cell_at(c));
            }
            return false;
        }
        for (&i, &b) in touched.iter().zip(&now) {
            self.broken[i] = b;
            self.reads[i] = self.marks(i);
        }
        true
    }
}

/// A board with the cell of row-major index `fixed` as on `board`, whose
/// broken premises among `care` (indices; `None`: all) are a subset of
/// `board`'s (module doc).
pub(super) fn lessen(
    premises: &Premises,
    puzzle: &Puzzle,
    board: &Board,
    fixed: usize,
    care: Option<&[usize]>,
) -> Board {
    let n = premises.list.len();
    let mut state = State {
        premises,
        puzzle,
        board: board.clone(),
        reads: Vec::new(),
        broken: (0..n).map(|i| !premises.holds(i, board)).collect(),
        care: match care {
            None => vec![true; n],
            Some(on) => (0..n).map(|i| on.contains(&i)).collect(),
        },
    };
    state.reads = (0..n).map(|i| state.marks(i)).collect();
    let cells = board.dims().cells();
    for _ in 0..PASSES {
        // Atoms added or taken away, while any such change mends a ray.
        let mut changed = false;
        loop {
            let mut any = false;
            for c in (0..cells).filter(|&c| c != fixed) {
                any |= state.try_change(&[c]);
            }
            if !any {
                break;
            }
            changed = true;
        }
        // Moves of an atom (the atom count kept), each touching a broken
        // ray at one end, the other end read by a broken ray or by no ray
        // that holds; the first that mends one is kept.
        let (mut near, mut free) = (vec![false; cells], vec![true; cells]);
        for i in 0..n {
            let (broken, reads) = (state.broken[i] && state.care[i], &state.reads[i]);
            for c in (0..cells).filter(|&c| reads[c]) {
                near[c] |= broken;
                free[c] &= broken;
            }
        }
        let dims = state.board.dims();
        let ends: Vec<usize> = (0..cells)
            .filter(|&c| c != fixed && (near[c] || free[c]))
            .collect();
        let (atoms, empties): (Vec<usize>, Vec<usize>) = ends
            .iter()
            .partition(|&&c| state.board.has_atom(dims.cell_at(c)));
        'moves: for &a in &atoms {
            for &e in empties.iter().filter(|&&e| near[a] || near[e]) {
                if state.try_change(&[a, e]) {
                    changed = true;
                    break 'moves;
                }
            }
        }
        if !changed {
            break;
        }
    }
    state.board
}

/// Boards each breaking exactly one premise of `set` other than `broken`,
/// the cell of row-major index `fixed` as on `board`, found among the
/// [`changes`] of `board` (which breaks `broken` alone among `set`): each
/// shows its premise necessary to `set` as `board` shows `broken` (module
/// doc of `why`, step 2). At most one board per premise, in the order
/// found; empty when `board` breaks some other premise of `set`.
pub(super) fn rotate(
    premises: &Premises,
    puzzle: &Puzzle,
    board: &Board,
    fixed: usize,
    (set, broken): (&[usize], usize),
) -> Vec<(usize, Board)> {
    let mut found: Vec<(usize, Board)> = Vec::new();
    if set
        .iter()
        .any(|&i| i != broken && !premises.holds(i, board))
    {
        return found;
    }
    changes(premises, puzzle, board, fixed, set, |now, changed| {
        if let [q] = now[..] {
            if q != broken && !found.iter().any(|(f, _)| *f == q) {
                found.push((q, changed.clone()));
            }
        }
    });
    found
}

/// Calls `visit(broken, changed)` for every board `changed` made from
/// `board` by one atom added, taken away or moved (the cell of row-major
/// index `fixed` kept) that may mend a premise of `set` broken on `board`,
/// with the premises of `set` it breaks (ascending, by simulation).
///
/// A ray is mended only by a change of a cell it reads on `board` (its trace
/// depends on those alone, module `reads`), so a toggle is of such a cell
/// and a move keeps one end there; the atom count is mended only by an atom
/// added or taken away (any cell). A change is judged by re-tracing the rays
/// of `set` that read a changed cell, and the atom count.
pub(super) fn changes(
    premises: &Premises,
    puzzle: &Puzzle,
    board: &Board,
    fixed: usize,
    set: &[usize],
    mut visit: impl FnMut(Vec<usize>, &Board),
) {
    let dims = board.dims();
    let cells = dims.cells();
    let reads: Vec<Vec<bool>> = (set.iter())
        .map(|&i| {
            let mut read = vec![false; cells];
            if let Premise::Ray(port) = premises.list[i] {
                mark_reads(board, port, puzzle.rules(), &mut read);
            }
            read
        })
        .collect();
    let broken: Vec<bool> = set.iter().map(|&i| !premises.holds(i, board)).collect();
    let count = set
        .iter()
        .zip(&broken)
        .any(|(&i, &b)| b && premises.list[i] == Premise::AtomCount);
    let mut near = vec![false; cells];
    for (read, _) in reads.iter().zip(&broken).filter(|(_, &b)| b) {
        for (n, &r) in near.iter_mut().zip(read) {
            *n |= r;
        }
    }
    let mut list: Vec<Vec<usize>> = (0..cells)
        .filter(|&c| c != fixed && (count || near[c]))
        .map(|c| vec![c])
        .collect();
    let (atoms, empties): (Vec<usize>, Vec<usize>) = (0..cells)
        .filter(|&c| c != fixed)
        .partition(|&c| board.has_atom(dims.cell_at(c)));
    for &a in &atoms {
        for &e in empties.iter().filter(|&&e| near[a] || near[e]) {
            list.push(vec![a, e]);
        }
    }
    let mut changed = board.clone();
    for change in list {
        for &c in &change {
            changed.toggle(dims.cell_at(c));
        }
        let now: Vec<usize> = (set.iter().zip(&reads).zip(&broken))
            .filter(|((&i, read), &was)| {
                let touched = match premises.list[i] {
                    Premise::AtomCount => change.len() == 1,
                    Premise::Ray(_) => change.iter().any(|&c| read[c]),
                };
                if touched {
                    !premises.holds(i, &changed)
                } else {
                    was
                }
            })
            .map(|((&i, _), _)| i)
            .collect();
        visit(now, &changed);
        for &c in &change {
            changed.toggle(dims.cell_at(c));
        }
    }
}

/// `example` (a board meeting every premise) with the cells the rays of
/// `on` read on `board` copied from `board` and the cell `fixed` as on
/// `board`: those rays trace there as on `board` (module `reads`), and the
/// other rays mostly as on `example`. `board` itself when the copy breaks
/// a premise of `on` (the atom count) or more premises than `board` does.
pub(super) fn graft(
    premises: &Premises,
    puzzle: &Puzzle,
    (example, board): (&Board, &Board),
    on: &[usize],
    fixed: usize,
) -> Board {
    let dims = board.dims();
    let mut read = vec![false; dims.cells()];
    read[fixed] = true;
    for &i in on {
        if let Premise::Ray(port) = premises.list[i] {
            mark_reads(board, port, puzzle.rules(), &mut read);
        }
    }
    let mut grafted = example.clone();
    for (c, _) in read.iter().enumerate().filter(|(_, &r)| r) {
        let cell = dims.cell_at(c);
        grafted.set(cell, board.has_atom(cell));
    }
    let holds = on.iter().all(|&i| premises.holds(i, &grafted));
    if holds && premises.broken(&grafted).len() < premises.broken(board).len() {
        grafted
    } else {
        board.clone()
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::why::premises::Answer;
    use blackbox::random::{self, below, inclusive};
    use blackbox::{AtomCount, Dims, PuzzleBuilder, Rules};
    use logic::Control;
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;

    /// A random game of up to `side` x `side`: some rays fired at a random
    /// board, the atom count exact or not told.
    pub(crate) fn game(rng: &mut ChaCha8Rng, side: usize) -> Puzzle {
        let dims = Dims::new(inclusive(rng, 2, side), inclusive(rng, 2, side)).unwrap();
        let atoms = inclusive(rng, 1, (dims.cells() / 4).max(1));
        let board = random::board(dims, atoms, rng).unwrap();
        let count = match below(rng, 3) {
            0 => AtomCount::Unknown,
            _ => AtomCount::Exact(atoms),
        };
        let mut builder = PuzzleBuilder::new(dims, count, Rules::Standard).unwrap();
        for _ in 0..inclusive(rng, 1, dims.ports()) {
            let port = dims.port(inclusive(rng, 1, dims.ports())).unwrap();
            builder
                .add(0, port, board.response(port, Rules::Standard))
                .unwrap();
        }
        builder.build()
    }

    /// A random subset of `0..n`.
    pub(crate) fn subset(rng: &mut ChaCha8Rng, n: usize) -> Vec<usize> {
        (0..n).filter(|_| below(rng, 2) == 0).collect()
    }

    /// The premises broken on `board` among `care`.
    fn broken_among(premises: &Premises, board: &Board, care: &[usize]) -> Vec<usize> {
        (premises.broken(board).into_iter())
            .filter(|i| care.contains(i))
            .collect()
    }

    #[test]
    fn lessening_keeps_the_cell_and_breaks_only_what_was_broken() {
        let mut rng = ChaCha8Rng::seed_from_u64(41);
        let mut shrunk = 0;
        for _ in 0..60 {
            let puzzle = game(&mut rng, 7);
            let premises = Premises::load(&puzzle, &Control::new()).unwrap();
            let n = premises.list.len();
            let dims = puzzle.dims();
            for _ in 0..5 {
                let atoms = inclusive(&mut rng, 0, dims.cells() / 3);
                let board = random::board(dims, atoms, &mut rng).unwrap();
                let fixed = below(&mut rng, dims.cells());
                let care = match below(&mut rng, 2) {
                    0 => (0..n).collect(),
                    _ => subset(&mut rng, n),
                };
                let asked = (below(&mut rng, 2) == 0).then_some(&care[..]);
                let lessened = lessen(&premises, &puzzle, &board, fixed, asked);
                let cell = dims.cell_at(fixed);
                assert_eq!(lessened.has_atom(cell), board.has_atom(cell));
                let before = broken_among(&premises, &board, &care);
                let after = broken_among(&premises, &lessened, &care);
                assert!(
                    after.iter().all(|i| before.contains(i)),
                    "{before:?} -> {after:?}"
                );
                shrunk += usize::from(after.len() < before.len());
            }
        }
        assert!(
            shrunk > 50,
            "the search mended premises only {shrunk} times"
        );
    }

    /// Every board a rotation gives keeps the cell, breaks exactly one
    /// premise of the set (by simulation), not the one the board it came
    /// from breaks, and no premise twice; on random games many are found.
    #[test]
    fn a_rotation_breaks_exactly_one_other_premise() {
        let mut rng = ChaCha8Rng::seed_from_u64(47);
        let (mut rotated, mut starts) = (0, 0);
        for _ in 0..80 {
            let puzzle = game(&mut rng, 8);
            let premises = Premises::load(&puzzle, &Control::new()).unwrap();
            let n = premises.list.len();
            let dims = puzzle.dims();
            for _ in 0..6 {
                let atoms = inclusive(&mut rng, 0, dims.cells() / 3);
                let board = random::board(dims, atoms, &mut rng).unwrap();
                let fixed = below(&mut rng, dims.cells());
                let set = match below(&mut rng, 2) {
                    0 => (0..n).collect(),
                    _ => subset(&mut rng, n),
                };
                let board = lessen(&premises, &puzzle, &board, fixed, Some(&set));
                let cell = dims.cell_at(fixed);
                let found = match broken_among(&premises, &board, &set)[..] {
                    [p] => {
                        starts += 1;
                        let found = rotate(&premises, &puzzle, &board, fixed, (&set, p));
                        assert!(found.iter().all(|(q, _)| *q != p));
                        found
                    }
                    // Not a counter-board: nothing to rotate.
                    [] => continue,
                    [p, ..] => {
                        let found = rotate(&premises, &puzzle, &board, fixed, (&set, p));
                        assert!(found.is_empty(), "{found:?}");
                        continue;
                    }
                };
                for (k, (q, changed)) in found.iter().enumerate() {
                    assert_eq!(changed.has_atom(cell), board.has_atom(cell));
                    assert_eq!(broken_among(&premises, changed, &set), vec![*q]);
                    assert!(found[..k].iter().all(|(r, _)| r != q));
                }
                rotated += found.len();
            }
        }
        assert!(starts > 30, "only {starts} boards breaking one premise");
        assert!(rotated > 30, "only {rotated} rotations found");
    }

    #[test]
    fn a_graft_meets_the_premises_of_the_board_it_came_from() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut grafted = 0;
        for _ in 0..80 {
            let puzzle = game(&mut rng, 10);
            let mut premises = Premises::load(&puzzle, &Control::new()).unwrap();
            let n = premises.list.len();
            let all: Vec<usize> = (0..n).collect();
            // Within a budget (a game's rays are consistent, but a proof
            // resting on the atom count can be long).
            let Answer::Board(example) =
                (premises.ask_where(&all, &[], Some(5_000), &Control::new())).unwrap()
            else {
                continue;
            };
            // A few premises, as the hitting sets asked are.
            let mut on: Vec<usize> = (0..inclusive(&mut rng, 1, 3))
                .map(|_| below(&mut rng, n))
                .collect();
            on.sort_unstable();
            on.dedup();
            let fixed = below(&mut rng, puzzle.dims().cells());
            let cell = (fixed, !example.has_atom(puzzle.dims().cell_at(fixed)));
            let Answer::Board(board) =
                (premises.ask_where(&on, &[cell], Some(5_000), &Control::new())).unwrap()
            else {
                continue;
            };
            let graft = graft(&premises, &puzzle, (&example, &board), &on, fixed);
            assert_eq!(graft.has_atom(puzzle.dims().cell_at(fixed)), cell.1);
            assert!(on.iter().all(|&i| premises.holds(i, &graft)));
            assert!(premises.broken(&graft).len() <= premises.broken(&board).len());
            grafted += usize::from(graft != board);
        }
        assert!(grafted > 5, "only {grafted} grafts taken");
    }

    /// The fast path of the explanations' questions (a board by local
    /// search from one meeting every premise with the forced cell changed)
    /// agrees with the solver: whenever it finds a board for some premises,
    /// the solver finds one too, and it finds one for most questions the
    /// solver answers with a board.
    #[test]
    fn the_local_answer_agrees_with_the_solver() {
        let mut rng = ChaCha8Rng::seed_from_u64(43);
        let (mut local, mut boards) = (0, 0);
        for _ in 0..40 {
            let puzzle = game(&mut rng, 8);
            let mut premises = Premises::load(&puzzle, &Control::new()).unwrap();
            let n = premises.list.len();
            let all: Vec<usize> = (0..n).collect();
            let budget = Some(5_000);
            let Answer::Board(example) =
                (premises.ask_where(&all, &[], budget, &Control::new())).unwrap()
            else {
                continue;
            };
            let dims = puzzle.dims();
            for fixed in 0..dims.cells() {
                let flip = (fixed, !example.has_atom(dims.cell_at(fixed)));
                match premises
                    .ask_where(&all, &[flip], budget, &Control::new())
                    .unwrap()
                {
                    Answer::Core(_) => {}
                    Answer::Board(_) | Answer::Unknown => continue,
                }
                let mut start = example.clone();
                start.toggle(dims.cell_at(fixed));
                for _ in 0..4 {
                    let on = subset(&mut rng, n);
                    let found = lessen(&premises, &puzzle, &start, fixed, Some(&on));
                    let fits = found.has_atom(dims.cell_at(fixed)) == flip.1
                        && on.iter().all(|&i| premises.holds(i, &found));
                    match premises
                        .ask_where(&on, &[flip], budget, &Control::new())
                        .unwrap()
                    {
                        Answer::Core(core) => {
                            assert!(!fits, "{puzzle:?}: {on:?} force it ({core:?})")
                        }
                        Answer::Board(_) => {
                            boards += 1;
                            local += usize::from(fits);
                        }
                        Answer::Unknown => {}
                    }
                }
            }
        }
        assert!(boards > 100, "only {boards} questions with a board");
        assert!(
            2 * local > boards,
            "the local search answered {local} of {boards}"
        );
    }
}
