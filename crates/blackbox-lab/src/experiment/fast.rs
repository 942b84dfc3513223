//! A fast exact tracer for exhaustive work on small boards.
//!
//! A board is given as a list of cell indices (row-major, 0-based). The
//! tracer keeps one bitmask per padded row and per padded column, so a ray
//! jumps straight to the next row (or column) where an atom lies in the
//! three-wide band ahead of it instead of stepping cell by cell: a ray costs
//! O(turns), not O(cells).
//!
//! Terms and invariants:
//! - an **outcome code** is one byte per port: the 0-based index of the port
//!   the ray leaves through (its own index for a reflection), [`HIT`] for an
//!   absorbed ray, or [`DEFLECTED`] (only under [`Rules::Acm`]);
//! - padded coordinates put the board at rows `1..=R` and columns `1..=C`;
//!   padding rows and columns never hold atoms;
//! - [`FastGeometry`] supports sides up to [`MAX_FAST_SIDE`] so that a padded
//!   row fits in a `u32`, every cell index in a `u8` and every port index
//!   below [`DEFLECTED`].
//!
//! Where the band ahead holds an atom the ray takes one step of the rule,
//! [`blackbox::trace::step`], read off the masks. The results equal
//! [`blackbox::Board::feedback`] exactly; the tests compare them on many
//! random boards.

use blackbox::trace::{self, Look, RayMove};
use blackbox::{Dims, Dir, Ending, Response, Rules};
use blackbox::{Error, Result};

/// Outcome code of an absorbed ray.
pub(crate) const HIT: u8 = 0xFF;
/// Outcome code of an ACM edge deflection.
pub(crate) const DEFLECTED: u8 = 0xFE;
/// Largest side the fast tracer supports.
pub(crate) const MAX_FAST_SIDE: usize = 16;

/// Row and column occupancy of one board in padded coordinates.
#[derive(Debug, Clone, Default)]
pub struct Masks {
    rows: [u32; 32],
    cols: [u32; 32],
}

impl Masks {
    #[inline]
    fn atom(&self, r: usize, c: usize) -> bool {
        self.rows[r] >> c & 1 == 1
    }
}

/// Per-port entry states and exit lookups of one board size.
#[derive(Debug, Clone)]
pub struct FastGeometry {
    dims: Dims,
    rules: Rules,
    /// Padded start position and heading of each port's ray.
    entries: Vec<(usize, usize, Dir)>,
    /// Port index leaving through the top, right, bottom, left edge, indexed
    /// by the padded column (top/bottom) or padded row (left/right).
    top: Vec<u8>,
    right: Vec<u8>,
    bottom: Vec<u8>,
    left: Vec<u8>,
}

impl FastGeometry {
    /// The tracer for `dims` under `rules`, or [`Error::Unsupported`] when a
    /// side exceeds [`MAX_FAST_SIDE`].
    pub fn new(dims: Dims, rules: Rules) -> Result<Self> {
        if dims.rows() > MAX_FAST_SIDE || dims.cols() > MAX_FAST_SIDE {
            return Err(Error::Unsupported(format!(
                "the fast tracer handles sides up to {MAX_FAST_SIDE}, not {dims}"
            )));
        }
        let (r, c) = (dims.rows(), dims.cols());
        let port_index = |row: i32, col: i32| {
            let pos = blackbox::Pos::new(row, col);
            dims.port_at(pos).map_or(0, |p| p.index() as u8)
        };
        let entries = dims
            .all_ports()
            .map(|p| {
                let (pos, dir) = dims.entry(p);
                ((pos.row + 1) as usize, (pos.col + 1) as usize, dir)
            })
            .collect();
        let cols = |row: i32| {
            (0..c + 2)
                .map(|pc| port_index(row, pc as i32 - 1))
                .collect()
        };
        let rows = |col: i32| {
            (0..r + 2)
                .map(|pr| port_index(pr as i32 - 1, col))
                .collect()
        };
        Ok(FastGeometry {
            dims,
            rules,
            entries,
            top: cols(-1),
            bottom: cols(r as i32),
            left: rows(-1),
            right: rows(c as i32),
        })
    }

    /// The board size.
    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// The rule set.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Number of ports (the length of an outcome row).
    pub fn ports(&self) -> usize {
        self.entries.len()
    }

    /// The occupancy masks of the board whose atoms are the given cell indices.
    pub fn masks(&self, cells: &[u8]) -> Masks {
        let cols = self.dims.cols();
        let mut m = Masks::default();
        for &i in cells {
            let (r, c) = (i as usize / cols + 1, i as usize % cols + 1);
            m.rows[r] |= 1 << c;
            m.cols[c] |= 1 << r;
        }
        m
    }

    /// Writes the outcome code of every port into `out` (length [`Self::ports`]).
    /// Exits are symmetric, so each exit pair is traced once.
    pub fn feedback(&self, cells: &[u8], out: &mut [u8]) {
        const UNKNOWN: u8 = 0xFD;
        let m = self.masks(cells);
        out.fill(UNKNOWN);
        for p in 0..out.len() {
            if out[p] != UNKNOWN {
                continue;
            }
            let code = self.trace(&m, p);
            out[p] = code;
            if (code as usize) < out.len() {
                out[code as usize] = p as u8;
            }
        }
    }

    /// The outcome code of the ray from port index `port`.
    pub fn trace(&self, m: &Masks, port: usize) -> u8 {
        let (start_r, start_c, mut d) = self.entries[port];
        let (mut r, mut c) = (start_r, start_c);
        let mut first = true;
        loop {
            // Jump to the last position before the band ahead holds an atom.
            match d {
                Dir::South => {
                    let ahead = (m.cols[c - 1] | m.cols[c] | m.cols[c + 1]) >> (r + 1);
                    if ahead == 0 {
                        return self.bottom[c];
                    }
                    r += ahead.trailing_zeros() as usize;
                }
                Dir::North => {
                    let ahead = (m.cols[c - 1] | m.cols[c] | m.cols[c + 1]) & ((1 << r) - 1);
                    if ahead == 0 {
                        return self.top[c];
                    }
                    r = 32 - ahead.leading_zeros() as usize;
                }
                Dir::East => {
                    let ahead = (m.rows[r - 1] | m.rows[r] | m.rows[r + 1]) >> (c + 1);
                    if ahead == 0 {
                        return self.right[r];
                    }
                    c += ahead.trailing_zeros() as usize;
                }
                Dir::West => {
                    let ahead = (m.rows[r - 1] | m.rows[r] | m.rows[r + 1]) & ((1 << c) - 1);
                    if ahead == 0 {
                        return self.left[r];
                    }
                    c = 32 - ahead.leading_zeros() as usize;
                }
            }
            // One step of the rule there: the band ahead holds an atom, so
            // the ray ends or turns.
            let at_entry = first && (r, c) == (start_r, start_c);
            first = false;
            let atom = |look: Look| {
                let (dr, dc) = look.delta(d);
                Some(m.atom((r as i32 + dr) as usize, (c as i32 + dc) as usize))
            };
            match trace::step(self.rules, d, at_entry, atom) {
                Ok(RayMove::Turn(turned)) => d = turned,
                Ok(RayMove::End(Ending::EdgeReflection { .. })) => return port as u8,
                Ok(RayMove::End(Ending::Deflected)) => return DEFLECTED,
                // A hit: a step never ends in an exit.
                Ok(RayMove::End(Ending::Hit | Ending::Exit(_))) => return HIT,
                Ok(RayMove::Forward) | Err(_) => {
                    unreachable!("an atom in the band ahead ends or turns the ray")
                }
            }
        }
    }
}

/// The outcome code of a [`blackbox::Response`] (the bridge from the model).
pub(crate) fn code(response: Response, port: blackbox::Port) -> u8 {
    match response {
        Response::Hit => HIT,
        Response::Deflected => DEFLECTED,
        Response::Reflection => port.index() as u8,
        Response::Exit(q) => q.index() as u8,
    }
}

/// The [`blackbox::Response`] an outcome code stands for at port index
/// `port` (the tests' bridge back to the model).
#[cfg(test)]
fn response(code: u8, port: usize, dims: Dims) -> blackbox::Response {
    use blackbox::Response;
    match code {
        HIT => Response::Hit,
        DEFLECTED => Response::Deflected,
        q if q as usize == port => Response::Reflection,
        q => Response::Exit(
            dims.port_of_index(q as usize)
                .expect("codes below ports are ports"),
        ),
    }
}

/// Points a player pays for an outcome code at port index `port`
/// ([`blackbox::score::ray_cost`]: more for an exit to another port).
pub(crate) fn cost(code: u8, port: usize) -> u32 {
    blackbox::score::ray_cost((code as usize) < DEFLECTED as usize && code as usize != port)
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::random::{inclusive, sample_indices};
    use blackbox::Board;
    use rand::{Rng, SeedableRng};

    fn check(dims: Dims, cells: &[u8], rules: Rules) {
        let g = FastGeometry::new(dims, rules).unwrap();
        let board = Board::with_atoms(
            dims,
            cells
                .iter()
                .map(|&i| (i as usize / dims.cols(), i as usize % dims.cols())),
        )
        .unwrap();
        let mut out = vec![0; g.ports()];
        g.feedback(cells, &mut out);
        let expected: Vec<u8> = board
            .feedback(rules)
            .iter()
            .map(|(p, r)| code(r, p))
            .collect();
        assert_eq!(out, expected, "{board:?} {rules:?}");
        for (i, &c) in out.iter().enumerate() {
            let p = dims.port_of_index(i).unwrap();
            assert_eq!(code(response(c, i, dims), p), c);
            assert_eq!(
                cost(c, i),
                blackbox::score::response_cost(board.response(p, rules))
            );
        }
    }

    #[test]
    fn matches_the_reference_tracer_on_random_boards() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..4000 {
            // The same boards as rand 0.8's gen_range, index::sample and gen_bool(0.5) drew.
            let (r, c) = (inclusive(&mut rng, 1, 12), inclusive(&mut rng, 1, 12));
            let dims = Dims::new(r, c).unwrap();
            let k = inclusive(&mut rng, 0, dims.cells().min(12));
            let cells: Vec<u8> = sample_indices(&mut rng, dims.cells(), k)
                .into_iter()
                .map(|i| i as u8)
                .collect();
            let rules = if rng.next_u64() < 1 << 63 {
                Rules::Standard
            } else {
                Rules::Acm
            };
            check(dims, &cells, rules);
        }
    }

    #[test]
    fn matches_the_reference_tracer_on_every_small_board() {
        let dims = Dims::new(3, 4).unwrap();
        for mask in 0u32..1 << 12 {
            let cells: Vec<u8> = (0..12).filter(|i| mask >> i & 1 == 1).collect();
            check(dims, &cells, Rules::Standard);
            check(dims, &cells, Rules::Acm);
        }
    }

    #[test]
    fn rejects_boards_wider_than_its_masks() {
        assert!(FastGeometry::new(Dims::new(17, 4).unwrap(), Rules::Standard).is_err());
        assert!(FastGeometry::new(Dims::new(16, 16).unwrap(), Rules::Standard).is_ok());
    }
}
