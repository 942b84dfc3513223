//! The symmetries of the board (rotations and reflections that map the box
//! onto itself: 8 for a square, 4 for a rectangle) acting on cells, ports
//! and boards of a [`Universe`].
//!
//! A symmetry `s` maps the ray of port `p` on board `b` to the ray of port
//! `s(p)` on board `s(b)`: a hit stays a hit, a reflection a reflection, an
//! exit by port `q` becomes an exit by `s(q)`, so costs, classes and
//! penalties are the same. Hence the least expected score of a candidate
//! set equals that of its image, and the search keeps one value per orbit:
//! [`Symmetries::canonical`] picks the image whose sorted ranks are least.
//!
//! Invariants: `boards[s][rank]` is the rank of the image of board `rank`
//! under symmetry `s`; symmetry 0 is the identity; [`Symmetries::inverse`]
//! names each symmetry's inverse. Building the board maps is a pass over
//! every board per symmetry (seconds on 8x8 with 4 atoms): it reports its
//! progress and polls the caller's control like the search after it.

use super::super::Universe;
use crate::experiment::scan::{poll, ProgressCallback};
use blackbox::{Dims, Pos, Result};
use logic::Control;

/// Boards mapped between two polls of the control.
const POLL_EVERY: usize = 1 << 12;

/// A symmetry of an `R`x`C` box as a map of (padded) positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Map {
    Identity,
    Rot180,
    MirrorColumns,
    MirrorRows,
    Transpose,
    AntiTranspose,
    Rot90,
    Rot270,
}

impl Map {
    /// The maps of a box of `dims`: the four of any rectangle, and the four
    /// that swap rows and columns when it is square.
    fn of(dims: Dims) -> Vec<Map> {
        let mut maps = vec![
            Map::Identity,
            Map::Rot180,
            Map::MirrorColumns,
            Map::MirrorRows,
        ];
        if dims.is_square() {
            maps.extend([Map::Transpose, Map::AntiTranspose, Map::Rot90, Map::Rot270]);
        }
        maps
    }

    /// The image of position `pos` (on the board or just outside it).
    fn apply(self, dims: Dims, pos: Pos) -> Pos {
        let (r, c) = (dims.rows() as i32 - 1, dims.cols() as i32 - 1);
        let (y, x) = (pos.row, pos.col);
        let (y, x) = match self {
            Map::Identity => (y, x),
            Map::Rot180 => (r - y, c - x),
            Map::MirrorColumns => (y, c - x),
            Map::MirrorRows => (r - y, x),
            Map::Transpose => (x, y),
            Map::AntiTranspose => (c - x, r - y),
            Map::Rot90 => (x, r - y),
            Map::Rot270 => (c - x, y),
        };
        Pos::new(y, x)
    }
}

/// The symmetries of one universe's box, on its cells, ports and boards:
/// the tables the optimum search keeps one value per orbit with.
#[derive(Debug)]
pub struct Symmetries {
    /// Per symmetry: the image of each cell index.
    cells: Vec<Vec<u8>>,
    /// Per symmetry: the image of each port index.
    ports: Vec<Vec<u8>>,
    /// Per symmetry: the image of each board rank.
    boards: Vec<Vec<u32>>,
    /// Per symmetry: its inverse.
    inverse: Vec<usize>,
}

impl Symmetries {
    /// The units of work of [`Symmetries::new`] for `u`: one per board and
    /// symmetry.
    pub fn work(u: &Universe) -> u64 {
        u.boards() as u64 * Map::of(u.dims()).len() as u64
    }

    /// The symmetries of the boards of `u` (every board of its size and
    /// atoms: the image of a board must be one of them); `progress` hears
    /// of the boards mapped (see [`Symmetries::work`]), and a cancelled
    /// `control` stops the pass with [`blackbox::Error::Interrupted`].
    pub fn new(u: &Universe, progress: ProgressCallback, control: &Control) -> Result<Symmetries> {
        let dims = u.dims();
        let maps = Map::of(dims);
        let cols = dims.cols();
        let cell = |m: Map, i: usize| {
            let p = m.apply(dims, Pos::new((i / cols) as i32, (i % cols) as i32));
            (p.row as usize * cols + p.col as usize) as u8
        };
        let cells: Vec<Vec<u8>> = (maps.iter())
            .map(|&m| (0..dims.cells()).map(|i| cell(m, i)).collect())
            .collect();
        let ports: Vec<Vec<u8>> = (maps.iter())
            .map(|&m| {
                (dims.all_ports())
                    .map(|p| {
                        let (pos, _) = dims.entry(p);
                        let image = dims.port_at(m.apply(dims, pos));
                        image.expect("a symmetry maps ports to ports").index() as u8
                    })
                    .collect()
            })
            .collect();
        let mut boards = Vec::with_capacity(cells.len());
        for map in &cells {
            let mut image = vec![0u8; u.atoms()];
            let mut ranks = Vec::with_capacity(u.boards());
            for b in 0..u.boards() as u32 {
                if (b as usize).is_multiple_of(POLL_EVERY) {
                    poll(control)?;
                    progress((u.boards() - b as usize).min(POLL_EVERY) as u64);
                }
                for (to, &c) in image.iter_mut().zip(u.cells(b)) {
                    *to = map[c as usize];
                }
                image.sort_unstable();
                ranks.push(u.rank(&image).expect("the image of a board is a board"));
            }
            boards.push(ranks);
        }
        let inverse = (0..maps.len())
            .map(|s| {
                (0..maps.len())
                    .find(|&t| {
                        (0..dims.cells()).all(|i| cells[t][cells[s][i] as usize] as usize == i)
                    })
                    .expect("a symmetry has an inverse")
            })
            .collect();
        Ok(Symmetries {
            cells,
            ports,
            boards,
            inverse,
        })
    }

    /// How many symmetries (the identity included).
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.cells.len()
    }

    /// The inverse of symmetry `s`.
    pub(crate) fn inverse(&self, s: usize) -> usize {
        self.inverse[s]
    }

    /// The image of port index `p` under symmetry `s`.
    pub(crate) fn port(&self, s: usize, p: usize) -> usize {
        self.ports[s][p] as usize
    }

    /// The image of the outcome code `code` under symmetry `s` (an exit's
    /// port moves; hits and edge deflections stay).
    #[cfg(test)]
    pub(crate) fn outcome(&self, s: usize, code: u8) -> u8 {
        match (code as usize) < self.ports[s].len() {
            true => self.ports[s][code as usize],
            false => code,
        }
    }

    /// The image of the sorted cells `cells` under symmetry `s`, sorted.
    pub(crate) fn cells(&self, s: usize, cells: &[u8]) -> Vec<u8> {
        let mut image: Vec<u8> = cells.iter().map(|&c| self.cells[s][c as usize]).collect();
        image.sort_unstable();
        image
    }

    /// The candidate set `set` (sorted ranks) as its orbit's
    /// representative: its least image (sorted), and a symmetry that maps
    /// `set` onto it.
    pub(crate) fn canonical(&self, set: &[u32]) -> (Vec<u32>, usize) {
        // The least image starts with the least first element: only the
        // symmetries that reach it are sorted and compared.
        let first = |map: &Vec<u32>| set.iter().map(|&b| map[b as usize]).min();
        let firsts: Vec<Option<u32>> = self.boards.iter().map(first).collect();
        let least = firsts.iter().min().copied().flatten();
        let mut best: Option<(Vec<u32>, usize)> = None;
        for (s, map) in self.boards.iter().enumerate() {
            if firsts[s] != least {
                continue;
            }
            let mut image: Vec<u32> = set.iter().map(|&b| map[b as usize]).collect();
            if s != 0 {
                image.sort_unstable();
            }
            if best.as_ref().is_none_or(|(b, _)| image < *b) {
                best = Some((image, s));
            }
        }
        best.expect("some symmetry reaches the least first element")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_map_rays_to_rays_and_form_a_group() {
        for (rows, cols, atoms) in [(4, 4, 2), (3, 5, 2), (5, 5, 1)] {
            let dims = Dims::new(rows, cols).unwrap();
            let u = Universe::new(
                dims,
                atoms,
                blackbox::Rules::Standard,
                &crate::no_progress,
                &logic::Control::new(),
            )
            .unwrap();
            let sym = Symmetries::new(&u, &crate::no_progress, &Control::new()).unwrap();
            assert_eq!(sym.len(), if rows == cols { 8 } else { 4 });
            for s in 0..sym.len() {
                let t = sym.inverse(s);
                for b in 0..u.boards() as u32 {
                    let image = sym.boards[s][b as usize];
                    assert_eq!(sym.boards[t][image as usize], b);
                    assert_eq!(u.cells(image), &sym.cells(s, u.cells(b))[..]);
                    for p in 0..u.ports() {
                        assert_eq!(
                            u.outcome(image, sym.port(s, p)),
                            sym.outcome(s, u.outcome(b, p)),
                            "{dims} symmetry {s} board {b} port {p}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_tables_report_their_work_and_stop_when_cancelled() {
        let u = Universe::square(5, 3);
        let done = std::sync::atomic::AtomicU64::new(0);
        let count = |n: u64| {
            done.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
        };
        Symmetries::new(&u, &count, &Control::new()).unwrap();
        assert_eq!(done.into_inner(), Symmetries::work(&u));
        assert_eq!(Symmetries::work(&u), 8 * 2300);
        let cancelled = Control::new();
        cancelled.cancel();
        let stopped = Symmetries::new(&u, &crate::no_progress, &cancelled);
        assert!(matches!(stopped, Err(blackbox::Error::Interrupted)));
    }

    #[test]
    fn a_set_and_its_images_share_their_canonical_form() {
        let u = Universe::square(4, 2);
        let sym = Symmetries::new(&u, &crate::no_progress, &Control::new()).unwrap();
        let set: Vec<u32> = vec![3, 17, 40, 41, 90];
        let (canon, s) = sym.canonical(&set);
        let mut mapped: Vec<u32> = set.iter().map(|&b| sym.boards[s][b as usize]).collect();
        mapped.sort_unstable();
        assert_eq!(mapped, canon);
        for t in 0..sym.len() {
            let mut image: Vec<u32> = set.iter().map(|&b| sym.boards[t][b as usize]).collect();
            image.sort_unstable();
            assert_eq!(sym.canonical(&image).0, canon);
        }
    }
}
