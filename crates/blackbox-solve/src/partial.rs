//! Rays traced on a *partial* board: cells are atoms, empty or not yet
//! decided, and a ray is traced by the rules of [`blackbox::Trace`] as far
//! as the decided cells take it.
//!
//! **Walk.** From a state (position, heading, and whether it is the state
//! outside the rim) [`Partial::walk`] applies the tracing rule
//! ([`blackbox::trace::step`]) in its reading order — the cell ahead; at the entry then both cells
//! beside it; later the ahead-left cell, then the ahead-right one — and
//! stops at the first undecided cell the rules need (`Walk::Need`) or at
//! the ending. Invariant: on every board that agrees with the partial
//! board, the real trace passes through the state `walk` stops at, and
//! reads that cell there; if `walk` ends, every such board's ray ends the
//! same way. (Under [`Rules::Standard`] an edge atom on one side of the
//! entry reflects the ray whatever the other side holds, so that side is
//! not needed; under [`Rules::Acm`] one edge atom and two differ.)
//!
//! **Reads.** [`Partial::walk_reading`] also names every decided cell the
//! walk consults: the walk's result depends on those cells' values alone
//! (the reasons of module `sparse`'s learnt clauses).

use blackbox::trace::{self, Look, RayMove};
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

    /// The value of the cell `look` from state `s`: `None` while undecided;
    /// a decided cell on the board is passed to `read`.
    #[inline(always)]
    fn atom(&self, s: State, look: Look, read: &mut impl FnMut(usize, State)) -> Option<bool> {
        let p = look.from(s.pos, s.dir);
        match self.value(p) {
            OPEN => None,
            v => {
                if self.dims.contains(p) {
                    read(self.index(p), s);
                }
                Some(v == ATOM)
            }
        }
    }

    /// Traces from `s` as far as the decided cells go (see the module doc):
    /// [`trace::step`] on the decided cells.
    pub(crate) fn walk(&self, s: State) -> Walk {
        self.walk_reading(s, false, &mut |_, _| {})
    }

    /// [`Partial::walk`], passing each cell it consults to `read` with the
    /// state it consults it from (in order, once per consultation); with
    /// `open_empty`, on the completion with every open cell empty (so it
    /// always ends), open cells passed too.
    pub(crate) fn walk_reading(
        &self,
        mut s: State,
        open_empty: bool,
        read: &mut impl FnMut(usize, State),
    ) -> Walk {
        loop {
            let atom = |look: Look| match self.atom(s, look, read) {
                None if open_empty => {
                    read(self.index(look.from(s.pos, s.dir)), s);
                    Some(false)
                }
                known => known,
            };
            match trace::step(self.rules, s.dir, s.entry, atom) {
                Ok(RayMove::End(ending)) => return Walk::End(ending),
                Ok(RayMove::Turn(dir)) => s.dir = dir,
                Ok(RayMove::Forward) => {
                    let ahead = s.pos.step(s.dir);
                    if let Some(port) = self.dims.port_at(ahead) {
                        return Walk::End(Ending::Exit(port));
                    }
                    s = State {
                        pos: ahead,
                        dir: s.dir,
                        entry: false,
                    };
                }
                Err(look) => return self.need(s, look, read),
            }
        }
    }

    /// The walk's answer when the rule needs the undecided cell `look` at
    /// `s`. At the entry both values of that cell may end the ray with the
    /// same response (under [`Rules::Standard`] one edge atom reflects the
    /// ray whatever the other side holds): then the ray ends so on every
    /// completion, and the ending for an empty cell stands for both. Past
    /// the entry a cell never ends the ray both ways (one value turns or
    /// moves it), so only the entry is checked.
    fn need(&self, s: State, look: Look, read: &mut impl FnMut(usize, State)) -> Walk {
        let need = Walk::Need(s, self.index(look.from(s.pos, s.dir)));
        if !s.entry {
            return need;
        }
        let Some(port) = self.dims.port_at(s.pos) else {
            return need;
        };
        let mut with = |value: bool| {
            trace::step(self.rules, s.dir, true, |l| {
                if l == look {
                    Some(value)
                } else {
                    self.atom(s, l, read)
                }
            })
        };
        match (with(false), with(true)) {
            (Ok(RayMove::End(empty)), Ok(RayMove::End(atom)))
                if empty.response(port) == atom.response(port) =>
            {
                Walk::End(empty)
            }
            _ => need,
        }
    }
}
