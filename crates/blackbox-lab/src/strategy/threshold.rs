//! The threshold player of seed 002 §5, with board trimming (§6.1) and even
//! guessing (§6.2).
//!
//! Every cell has a score, recomputed from the known outcomes (so the order
//! of rays does not matter). The seed's figures 14–17 are not in the text we
//! have, so this is our reading of them:
//! - a **hit** adds 1 to every cell of the ray's straight line;
//! - a **reflection** adds 1 to the two cells beside the entry cell;
//! - a **miss** (exit straight across) subtracts 2 from its line and the two
//!   lines beside it;
//! - a **detour** subtracts 1 from the lines of its two ports.
//!
//! Cells scoring at least [`THRESHOLD`] are likely atoms. The player fires a
//! random unknown port (with `even`, one on the side with the fewest known
//! ports) until exactly `k` cells pass the threshold, then guesses them; with
//! no port left it guesses the `k` best cells. With `trim` it first fires
//! along the outermost rows and columns; a straight miss there proves that
//! line and its neighbour empty, which shrinks the box cells may lie in.

use super::{Decision, State, Strategy, StrategySpec, UNKNOWN};
use crate::experiment::fast::HIT;
use blackbox::{random, Dims, Port, Pos, Side};
use logic::Control;
use rand::Rng;

/// Score a cell needs to count as a likely atom.
pub(crate) const THRESHOLD: f64 = 1.0;

/// Score given to cells outside the trimmed box.
const EXCLUDED: f64 = -1e9;

/// The threshold player.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Threshold {
    /// Trim the board first (§6.1).
    pub trim: bool,
    /// Fire on the side with the fewest known ports (§6.2).
    pub even: bool,
}

/// Rows `r0..=r1` and columns `c0..=c1` that may still hold atoms.
#[derive(Debug, Clone, Copy)]
struct Box {
    r0: i32,
    r1: i32,
    c0: i32,
    c1: i32,
}

/// The index of the port beside `side` whose ray runs along row or column
/// `offset` (0-based).
fn port(dims: Dims, side: Side, offset: i32) -> usize {
    let (r, c) = (dims.rows() as i32, dims.cols() as i32);
    let outside = match side {
        Side::Top => Pos::new(-1, offset),
        Side::Right => Pos::new(offset, c),
        Side::Bottom => Pos::new(r, offset),
        Side::Left => Pos::new(offset, -1),
    };
    dims.port_at(outside)
        .expect("the position beside a side's row or column is a port")
        .index()
}

/// The [`Port`] of port index `p`.
fn port_of(dims: Dims, p: usize) -> Port {
    dims.port_of_index(p)
        .expect("port indices come from this board")
}

/// The side of port index `p` and the column (top, bottom) or row (left,
/// right) its straight line runs along.
fn coord(dims: Dims, p: usize) -> (Side, usize) {
    let (side, k) = dims.side_of(port_of(dims, p));
    let at = match side {
        Side::Top | Side::Right => k,
        Side::Bottom => dims.cols() - 1 - k,
        Side::Left => dims.rows() - 1 - k,
    };
    (side, at)
}

/// Cells (row-major indices) on the straight line of port index `p`, from
/// the top or left.
fn line(dims: Dims, p: usize) -> Vec<usize> {
    let cols = dims.cols();
    match coord(dims, p) {
        (Side::Top | Side::Bottom, c) => (0..dims.rows()).map(|r| r * cols + c).collect(),
        (_, r) => (0..cols).map(|c| r * cols + c).collect(),
    }
}

impl Threshold {
    /// The box after trimming, or the port to fire next to trim further.
    fn trim_box(dims: Dims, known: &[u8]) -> Result<Box, usize> {
        let mut b = Box {
            r0: 0,
            r1: dims.rows() as i32 - 1,
            c0: 0,
            c1: dims.cols() as i32 - 1,
        };
        loop {
            let sides = [
                (port(dims, Side::Top, b.c0), 0),
                (port(dims, Side::Top, b.c1), 1),
                (port(dims, Side::Left, b.r0), 2),
                (port(dims, Side::Left, b.r1), 3),
            ];
            let mut changed = false;
            for (p, which) in sides {
                if b.r0 > b.r1 || b.c0 > b.c1 {
                    return Ok(b);
                }
                let opposite = dims.opposite(port_of(dims, p)).index() as u8;
                match known[p] {
                    UNKNOWN => return Err(p),
                    q if q == opposite => {
                        changed = true;
                        match which {
                            0 => b.c0 += 2,
                            1 => b.c1 -= 2,
                            2 => b.r0 += 2,
                            _ => b.r1 -= 2,
                        }
                    }
                    _ => {}
                }
            }
            if !changed {
                return Ok(b);
            }
        }
    }

    /// Every cell's score given the known outcomes and the box.
    fn scores(dims: Dims, known: &[u8], b: Box) -> Vec<f64> {
        let mut score = vec![0.0; dims.cells()];
        let add = |score: &mut Vec<f64>, cells: &[usize], v: f64| {
            cells.iter().for_each(|&c| score[c] += v)
        };
        for (p, &code) in known.iter().enumerate() {
            let opposite = dims.opposite(port_of(dims, p)).index();
            match code {
                UNKNOWN => {}
                HIT => add(&mut score, &line(dims, p), 1.0),
                q if q as usize == p => {
                    let first = line(dims, p)[entry_pos(dims, p)];
                    add(&mut score, &beside(dims, p, first), 1.0);
                }
                q if q as usize == opposite => {
                    let l = line(dims, p);
                    add(&mut score, &l, -2.0);
                    for n in neighbours(dims, p) {
                        add(&mut score, &line(dims, n), -2.0);
                    }
                }
                // A detour is seen from both ends; each end subtracts half of 1.
                _ => add(&mut score, &line(dims, p), -0.5),
            }
        }
        for (i, s) in score.iter_mut().enumerate() {
            let (r, c) = ((i / dims.cols()) as i32, (i % dims.cols()) as i32);
            if r < b.r0 || r > b.r1 || c < b.c0 || c > b.c1 {
                *s = EXCLUDED;
            }
        }
        score
    }

    fn fire(&self, dims: Dims, known: &[u8], rng: &mut dyn Rng) -> Option<usize> {
        let unknown: Vec<usize> = (0..known.len()).filter(|&p| known[p] == UNKNOWN).collect();
        if unknown.is_empty() {
            return None;
        }
        let pool = if self.even {
            let side = |p: usize| coord(dims, p).0 as usize;
            let mut filled = [0usize; 4];
            (0..known.len())
                .filter(|&p| known[p] != UNKNOWN)
                .for_each(|p| filled[side(p)] += 1);
            let fewest = unknown.iter().map(|&p| filled[side(p)]).min()?;
            unknown
                .into_iter()
                .filter(|&p| filled[side(p)] == fewest)
                .collect()
        } else {
            unknown
        };
        Some(pool[random::below(rng, pool.len())])
    }
}

/// Position of the entry cell in `line(dims, p)`.
fn entry_pos(dims: Dims, p: usize) -> usize {
    match coord(dims, p).0 {
        Side::Top | Side::Left => 0,
        Side::Bottom => dims.rows() - 1,
        Side::Right => dims.cols() - 1,
    }
}

/// The cells beside cell `cell` across the line of `p` (perpendicular to it).
fn beside(dims: Dims, p: usize, cell: usize) -> Vec<usize> {
    let (r, c) = ((cell / dims.cols()) as i32, (cell % dims.cols()) as i32);
    let vertical = matches!(coord(dims, p).0, Side::Top | Side::Bottom);
    let cand = if vertical {
        [(r, c - 1), (r, c + 1)]
    } else {
        [(r - 1, c), (r + 1, c)]
    };
    cand.iter()
        .filter(|&&(r, c)| {
            r >= 0 && c >= 0 && (r as usize) < dims.rows() && (c as usize) < dims.cols()
        })
        .map(|&(r, c)| r as usize * dims.cols() + c as usize)
        .collect()
}

/// Ports of the same side on the lines next to `p`'s.
fn neighbours(dims: Dims, p: usize) -> Vec<usize> {
    let (side, at) = coord(dims, p);
    let len = match side {
        Side::Top | Side::Bottom => dims.cols(),
        _ => dims.rows(),
    } as i32;
    [at as i32 - 1, at as i32 + 1]
        .into_iter()
        .filter(|&o| (0..len).contains(&o))
        .map(|o| port(dims, side, o))
        .collect()
}

impl Strategy for Threshold {
    fn name(&self) -> String {
        let spec = StrategySpec::Threshold {
            trim: self.trim,
            even: self.even,
        };
        spec.to_string()
    }

    fn deterministic(&self) -> bool {
        false
    }

    fn uses_candidates(&self) -> bool {
        false
    }

    fn decide(&self, state: &State, rng: &mut dyn Rng, _: &Control) -> blackbox::Result<Decision> {
        Ok(self.choose(state, rng))
    }
}

impl Threshold {
    /// The move by the threshold rules (quick: no search, so no poll of
    /// the control).
    fn choose(&self, state: &State, rng: &mut dyn Rng) -> Decision {
        let dims = state.universe.dims();
        let k = state.universe.atoms();
        let b = if self.trim {
            match Self::trim_box(dims, state.known) {
                Ok(b) => b,
                Err(p) => return Decision::Fire(p),
            }
        } else {
            Box {
                r0: 0,
                r1: dims.rows() as i32 - 1,
                c0: 0,
                c1: dims.cols() as i32 - 1,
            }
        };
        let score = Self::scores(dims, state.known, b);
        let passing = score.iter().filter(|&&s| s >= THRESHOLD).count();
        let fire = if passing == k {
            None
        } else {
            self.fire(dims, state.known, rng)
        };
        match fire {
            Some(p) => Decision::Fire(p),
            None => {
                let mut order: Vec<usize> = (0..dims.cells()).collect();
                order.sort_by(|&a, &b| score[b].total_cmp(&score[a]).then(a.cmp(&b)));
                let mut guess: Vec<u8> = order[..k].iter().map(|&c| c as u8).collect();
                guess.sort_unstable();
                Decision::Guess(guess)
            }
        }
    }
}
