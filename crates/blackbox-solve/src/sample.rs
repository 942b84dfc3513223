//! A **uniform sampler** of the boards solving a puzzle: every solution is
//! drawn with probability exactly `1/N`, deterministically from a seed.
//!
//! **Cubes.** The sampler keeps every cube of the puzzle's solutions
//! (module [`super::cube`] for the SAT cubes, [`super::walks`] for the
//! cubes of the ray walks): a set of decided cells with their values, such
//! that every completion of the other (*open*) cells whose atom number is
//! allowed solves the puzzle. The cubes are disjoint and cover every
//! solution (proved in those modules), so `N = Σ w(c)` where
//! `w(c) = Σ_j C(open(c), j)` over the `j` that make the atom number
//! allowed.
//!
//! **Drawing** (count-guided descent over the cubes): a uniform integer
//! `r < N` picks the cube whose prefix of weights holds it (probability
//! `w(c)/N`); a uniform integer below `w(c)` picks the number `j` of atoms
//! among its open cells (probability `C(open, j)/w(c)`); a uniform
//! `j`-subset of the open cells places them (probability `1/C(open, j)`).
//! The product is `1/N` for every solution. Uniform integers are drawn by
//! rejection from the seeded stream ([`seeded`]), so no rounding enters.
//!
//! **Bounds.** Building the sampler enumerates the cubes: it stops with
//! `None` past a budget in cubes (each is kept in memory: a few bytes per
//! decided cell) and polls a [`Control`]. Each cube's weights `C(open, j)`
//! are computed once and kept; their size, at most `open` bits for each of
//! the cube's allowed atom numbers, is bounded by [`MAX_WEIGHT_BITS`] over
//! all cubes (`None` past it: an atom range such as `0-65025` on 255x255
//! would need gigabytes). Drawing polls the control too. The same cubes give the exact
//! count, each cell's exact number of solutions with an atom there, and,
//! when few enough, the list of every solution. When the cubes are too
//! many, module [`super::adaptive`] draws by rejection on the walks' tree
//! instead, enumerating no cube.

use super::cube::{for_each_cube, Decided};
use super::race;
use super::walks;
use blackbox::{binomial_row, next_combination, Board, Dims, Puzzle};
use logic::{Control, Result};
use num_bigint::BigUint;
use num_traits::Zero;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// The most bits the cubes' weight tables may take together (module doc):
/// 64 Mbit, 8 MB.
pub(crate) const MAX_WEIGHT_BITS: u64 = 1 << 26;

/// The uniform sampler of a puzzle's solutions (see the module doc).
#[derive(Debug, Clone)]
pub struct Sampler {
    dims: Dims,
    /// Per cell: its value in every solution, when the build fixed it.
    known: Vec<Option<bool>>,
    /// The board with the known atoms only.
    known_atoms: Board,
    /// The cells not known, ascending.
    unknown: Vec<usize>,
    cubes: Vec<Decided>,
    /// Per cube: its weights `C(open, j)` for each allowed `j`, from
    /// [`Sampler::first_j`] on.
    tables: Vec<Vec<BigUint>>,
    /// Per cube: the weights of the cubes before it and its own, summed.
    prefix: Vec<BigUint>,
    /// Smallest and largest allowed atom numbers.
    lo: usize,
    hi: usize,
}

impl Sampler {
    /// The sampler of `puzzle`'s solutions, given cells every solution
    /// agrees on (`known`, per row-major cell; all `None` for none):
    /// `Ok(None)` when more than `max_cubes` cubes would be needed or
    /// their weights more than 2^26 bits (`MAX_WEIGHT_BITS`),
    /// `Err(Error::Interrupted)` once `control` is cancelled. The cube walks
    /// and the SAT cubes race on two threads; the first to finish is kept.
    pub fn new(
        puzzle: &Puzzle,
        known: &[Option<bool>],
        max_cubes: u64,
        control: &Control,
    ) -> Result<Option<Sampler>> {
        let budget = walks::Budget::of_cubes(max_cubes);
        let (by_sat, walked) = race::race(
            control,
            |c| walks::cubes(puzzle, known, budget, c),
            |c| sat_cubes(puzzle, max_cubes, c),
            |found| matches!(found, Ok(None)),
        );
        let (cubes, known) = match walked {
            Some(cubes) => (cubes, known.to_vec()),
            None => match by_sat? {
                Some(cubes) => (cubes, vec![None; puzzle.dims().cells()]),
                None => return Ok(None),
            },
        };
        Ok(Sampler::of(puzzle, known, cubes))
    }

    /// The sampler over `cubes` (module doc), with the cells in `known`
    /// fixed; `None` when their weights would take more than
    /// 2^26 bits (`MAX_WEIGHT_BITS`).
    pub(crate) fn of(
        puzzle: &Puzzle,
        known: Vec<Option<bool>>,
        cubes: Vec<Decided>,
    ) -> Option<Sampler> {
        let cells = puzzle.dims().cells();
        let (lo, hi) = (puzzle.atoms().min(), puzzle.atoms().max(cells));
        let dims = puzzle.dims();
        let mut known_atoms = Board::empty(dims);
        for c in (0..cells).filter(|&c| known[c] == Some(true)) {
            known_atoms.set(dims.cell_at(c), true);
        }
        let unknown = (0..cells).filter(|&c| known[c].is_none()).collect();
        let mut sampler = Sampler {
            dims,
            known,
            known_atoms,
            unknown,
            cubes: Vec::new(),
            tables: Vec::new(),
            prefix: Vec::new(),
            lo,
            hi,
        };
        let mut total = BigUint::zero();
        let mut bits = 0u64;
        for cube in cubes {
            bits = bits.saturating_add(sampler.table_bits(&cube));
            if bits > MAX_WEIGHT_BITS {
                return None;
            }
            let table = sampler.weights(&cube);
            let w = table.iter().sum::<BigUint>();
            if w.is_zero() {
                continue;
            }
            total += w;
            sampler.prefix.push(total.clone());
            sampler.cubes.push(cube);
            sampler.tables.push(table);
        }
        Some(sampler)
    }

    /// At most how many bits [`Sampler::weights`] of `cube` takes: `open`
    /// bits for each allowed atom number.
    fn table_bits(&self, cube: &Decided) -> u64 {
        let first = self.first_j(cube);
        let last = self.hi.saturating_sub(cube.atoms).min(cube.open);
        let numbers = (last + 1).saturating_sub(first) as u64;
        numbers.saturating_mul(cube.open.max(1) as u64)
    }

    /// The number of solutions.
    pub fn count(&self) -> BigUint {
        self.prefix.last().cloned().unwrap_or_default()
    }

    /// Per row-major cell, the exact number of solutions with an atom there.
    pub fn atoms(&self) -> Vec<BigUint> {
        let cells = self.dims.cells();
        let total = self.count();
        let mut decided = vec![BigUint::zero(); cells];
        let mut correction = vec![BigUint::zero(); cells];
        let mut free = BigUint::zero();
        for (cube, weights) in self.cubes.iter().zip(&self.tables) {
            let whole: BigUint = weights.iter().sum();
            // One open cell holds an atom in C(open − 1, j − 1) of the
            // C(open, j) completions with j open atoms: j/open of them.
            let one: BigUint = (weights.iter().enumerate())
                .map(|(j, w)| w * BigUint::from(j + self.first_j(cube)))
                .sum::<BigUint>()
                / BigUint::from(cube.open.max(1));
            free += &one;
            for &d in &cube.decided {
                let c = (d >> 1) as usize;
                correction[c] += &one;
                if d & 1 == 1 {
                    decided[c] += &whole;
                }
            }
        }
        (0..cells)
            .map(|c| match self.known[c] {
                Some(true) => total.clone(),
                Some(false) => BigUint::zero(),
                None => &decided[c] + &free - &correction[c],
            })
            .collect()
    }

    /// A board drawn uniformly from the solutions with `rng` (module doc);
    /// `None` when there is none.
    pub fn draw(&self, rng: &mut impl Rng) -> Option<Board> {
        let (cube, j) = self.pick(rng)?;
        let mut board = self.base(cube);
        let open = self.open_cells(cube);
        for k in seeded::sample_indices(rng, open.len(), j) {
            board.set(self.dims.cell_at(open[k]), true);
        }
        Some(board)
    }

    /// The first two steps of a draw (module doc): a cube, with probability
    /// its weight over the count, and the number of atoms among its open
    /// cells, with probability `C(open, j)` over the cube's weight; `None`
    /// when there is no solution. A choice with one option takes no
    /// random number.
    fn pick(&self, rng: &mut impl Rng) -> Option<(&Decided, usize)> {
        let total = self.prefix.last()?;
        let i = match self.cubes.len() {
            1 => 0,
            _ => {
                let r = below_big(rng, total);
                self.prefix.partition_point(|p| p <= &r)
            }
        };
        let (cube, weights) = (&self.cubes[i], &self.tables[i]);
        let mut j = self.first_j(cube);
        if weights.len() > 1 {
            let before = i
                .checked_sub(1)
                .map_or_else(BigUint::zero, |b| self.prefix[b].clone());
            let mut r = below_big(rng, &(&self.prefix[i] - before));
            for w in weights {
                if r < *w {
                    break;
                }
                r -= w;
                j += 1;
            }
        }
        Some((cube, j))
    }

    /// `n` boards drawn uniformly and independently, from `seed`;
    /// `Err(Error::Interrupted)` once `control` is cancelled. The boards
    /// drawn so far are `control`'s progress.
    pub fn draws(&self, seed: u64, n: usize, control: &Control) -> Result<Vec<Board>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut boards = Vec::with_capacity(n.min(1 << 16));
        for k in 0..n {
            if k % 64 == 0 {
                control.check()?;
                control.report(k as u64);
            }
            match self.draw(&mut rng) {
                Some(board) => boards.push(board),
                None => break,
            }
        }
        control.report(boards.len() as u64);
        Ok(boards)
    }

    /// Every solution, when there are at most `limit`; `None` when more.
    pub fn all(&self, limit: usize) -> Option<Vec<Board>> {
        if self.count() > BigUint::from(limit) {
            return None;
        }
        let mut boards = Vec::new();
        for (cube, weights) in self.cubes.iter().zip(&self.tables) {
            let open = self.open_cells(cube);
            let base = self.base(cube);
            let first = self.first_j(cube);
            for j in first..first + weights.len() {
                let mut chosen: Vec<usize> = (0..j).collect();
                loop {
                    let mut board = base.clone();
                    for &k in &chosen {
                        board.set(self.dims.cell_at(open[k]), true);
                    }
                    boards.push(board);
                    if !next_combination(&mut chosen, open.len()) {
                        break;
                    }
                }
            }
        }
        Some(boards)
    }

    /// The fewest atoms a completion of `cube` places in its open cells.
    fn first_j(&self, cube: &Decided) -> usize {
        self.lo.saturating_sub(cube.atoms)
    }

    /// `C(open, j)` for `j` from [`Sampler::first_j`] up to the most atoms
    /// the open cells may take (empty when no atom number is reachable).
    fn weights(&self, cube: &Decided) -> Vec<BigUint> {
        let first = self.first_j(cube);
        let Some(last) = self.hi.checked_sub(cube.atoms) else {
            return Vec::new();
        };
        let last = last.min(cube.open);
        if first > last {
            return Vec::new();
        }
        binomial_row(cube.open, last).split_off(first)
    }

    /// The board with `cube`'s decided and the known atoms only.
    fn base(&self, cube: &Decided) -> Board {
        let mut board = self.known_atoms.clone();
        for &d in cube.decided.iter().filter(|&&d| d & 1 == 1) {
            board.set(self.dims.cell_at((d >> 1) as usize), true);
        }
        board
    }

    /// The open cells of `cube`, ascending.
    fn open_cells(&self, cube: &Decided) -> Vec<usize> {
        if cube.decided.is_empty() {
            return self.unknown.clone();
        }
        let mut decided = vec![false; self.known.len()];
        for &d in &cube.decided {
            decided[(d >> 1) as usize] = true;
        }
        (self.unknown.iter().copied())
            .filter(|&c| !decided[c])
            .collect()
    }
}

/// The cubes of the SAT enumeration (module [`super::cube`]); `None` past
/// `max_cubes`.
fn sat_cubes(puzzle: &Puzzle, max_cubes: u64, control: &Control) -> Result<Option<Vec<Decided>>> {
    let dims = puzzle.dims();
    let mut cubes = Vec::new();
    let mut over = false;
    for_each_cube(puzzle, None, control, |cube| {
        if cubes.len() as u64 >= max_cubes {
            over = true;
            return false;
        }
        let decided = cube
            .read
            .iter()
            .map(|&c| (dims.index(c), cube.board.has_atom(c)));
        cubes.push(Decided::new(decided, cube.atoms_read, cube.free));
        true
    })?;
    Ok((!over).then_some(cubes))
}

/// A uniform integer below `n` (positive), by rejection: as many random
/// 32-bit digits as `n` has, the top one masked to `n`'s bit length,
/// drawn again until below `n` (fewer than two tries on average).
fn below_big(rng: &mut impl Rng, n: &BigUint) -> BigUint {
    let bits = n.bits();
    let digits = bits.div_ceil(32) as usize;
    let top = bits - 32 * (digits as u64 - 1);
    let mask = if top == 32 {
        u32::MAX
    } else {
        (1u32 << top) - 1
    };
    loop {
        let mut d: Vec<u32> = (0..digits).map(|_| rng.next_u32()).collect();
        if let Some(last) = d.last_mut() {
            *last &= mask;
        }
        let x = BigUint::new(d);
        if &x < n {
            return x;
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
