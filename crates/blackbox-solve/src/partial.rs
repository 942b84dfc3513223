//! Rays traced on a *partial* board: cells are atoms, empty or not yet
//! decided, and a ray is traced by the rules of [`blackbox::Trace`] as far
//! as the decided cells take it.
//!
//! **Walk.** From a state (position, heading, and whether it is the state
//! outside the rim) [`Partial::walk`] applies the tracing rules in the
//! tracer's reading order — the cell ahead; at the entry then both cells
//! beside it; later the ahead-left cell, then the ahead-right one — and
//! stops at the first undecided cell the rules need (`Walk::Need`) or at
//! the ending. Invariant: on every board that agrees with the partial
//! board, the real trace passes through the state `walk` stops at, and
//! reads that cell there; if `walk` ends, every such board's ray ends the
//! same way. (Under [`Rules::Standard`] an edge atom on one side of the
//! entry reflects the ray whatever the other side holds, so that side is
//! not needed; under [`Rules::Acm`] one edge atom and two differ.)

use blackbox::{Dims, Dir, Ending, Pos, Rules};

/// The value of a cell of a partial board: not yet decided.
pub(crate) const OPEN: u8 = 0;
/// The value of a decided empty cell (and of every position off the board).
pub(crate) const EMPTY: u8 = 1;
/// The value of a decided atom.
pub(crate) const ATOM: u8 = 2;

/// A state of a ray: where it is, its heading, and whether it still stands
/// outside the rim at its entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct State {
    /// The position.
    pub pos: Pos,
    /// The heading.
    pub dir: Dir,
    /// Whether this is the state outside the rim at the entry.
    pub entry: bool,
}

/// Where a walk stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Walk {
    /// At this state the rules need the undecided cell (row-major index).
    Need(State, usize),
    /// The ray ends so on every completion.
    End(Ending),
}

/// A partial board: one value per row-major cell.
#[derive(Debug, Clone)]
pub(crate) struct Partial {
    dims: Dims,
    rules: Rules,
    /// `OPEN`, `EMPTY` or `ATOM` per row-major cell.
    pub values: Vec<u8>,
}

impl Partial {
    /// A partial board of `dims` with every cell undecided.
    pub(crate) fn new(dims: Dims, rules: Rules) -> Self {
        Partial {
            dims,
            rules,
            values: vec![OPEN; dims.cells()],
        }
    }

    /// The row-major index of a position on the board.
    fn index(&self, p: Pos) -> usize {
        p.row as usize * self.dims.cols() + p.col as usize
    }

    /// The value at a position; `EMPTY` off the board.
    fn value(&self, p: Pos) -> u8 {
        if self.dims.contains(p) {
            self.values[self.index(p)]
        } else {
            EMPTY
        }
    }

    /// Traces from `s` as far as the decided cells go (see the module doc).
    pub(crate) fn walk(&self, mut s: State) -> Walk {
        loop {
            let ahead = s.pos.step(s.dir);
            match self.value(ahead) {
                OPEN => return Walk::Need(s, self.index(ahead)),
                ATOM => return Walk::End(Ending::Hit),
                _ => {}
            }
            let left = ahead.step(s.dir.anticlockwise());
            let right = ahead.step(s.dir.clockwise());
            let (l, r) = (self.value(left), self.value(right));
            if s.entry {
                if self.rules == Rules::Standard && (l == ATOM || r == ATOM) {
                    return Walk::End(Ending::EdgeReflection { atoms: 1 });
                }
                if l == OPEN {
                    return Walk::Need(s, self.index(left));
                }
                if r == OPEN {
                    return Walk::Need(s, self.index(right));
                }
                let atoms = u8::from(l == ATOM) + u8::from(r == ATOM);
                if atoms > 0 {
                    return Walk::End(Ending::EdgeReflection { atoms });
                }
                s = State {
                    pos: ahead,
                    dir: s.dir,
                    entry: false,
                };
                continue;
            }
            match l {
                OPEN => return Walk::Need(s, self.index(left)),
                ATOM => {
                    s.dir = s.dir.clockwise();
                    continue;
                }
                _ => {}
            }
            match r {
                OPEN => return Walk::Need(s, self.index(right)),
                ATOM => {
                    s.dir = s.dir.anticlockwise();
                    continue;
                }
                _ => {}
            }
            if let Some(port) = self.dims.port_at(ahead) {
                return Walk::End(Ending::Exit(port));
            }
            s.pos = ahead;
        }
    }
}
