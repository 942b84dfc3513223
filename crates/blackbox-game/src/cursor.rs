//! The UI state: a cursor over the board and its rim.
//!
//! The cursor lives on the `(R + 2) x (C + 2)` grid of positions that a
//! drawing shows: row and column `-1` and `R`/`C` are the rim, where the
//! ports are; the four corners are never used. It is not part of the game
//! state, so undo does not move it. Invariant: a [`Cursor`] always points at
//! a port or a cell of its board.

use super::moves::Move;
use super::state::{Mark, State};
use blackbox::{Cell, Dims, Dir, Port, Pos};

/// What the cursor points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A port on the rim.
    Port(Port),
    /// A cell of the board.
    Cell(Cell),
}

/// Where the player points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    dims: Dims,
    pos: Pos,
}

impl Cursor {
    /// The cursor on port 1, above the top-left cell.
    pub fn new(dims: Dims) -> Self {
        Cursor {
            dims,
            pos: Pos::new(-1, 0),
        }
    }

    /// The cursor at a grid position (`-1..=R`, `-1..=C`), if that is a port
    /// or a cell; for mouse clicks.
    pub fn at(dims: Dims, pos: Pos) -> Option<Self> {
        let cursor = Cursor { dims, pos };
        cursor.is_valid().then_some(cursor)
    }

    fn is_valid(self) -> bool {
        self.dims.contains(self.pos) || self.dims.port_at(self.pos).is_some()
    }

    /// The grid position (`-1..=R`, `-1..=C`).
    pub fn pos(self) -> Pos {
        self.pos
    }

    /// What the cursor points at.
    pub fn target(self) -> Target {
        match self.dims.port_at(self.pos) {
            Some(port) => Target::Port(port),
            None => Target::Cell(
                self.dims
                    .cell_of(self.pos)
                    .expect("the cursor stays on the board or its rim"),
            ),
        }
    }

    /// The cursor one step in `dir`; it stays put where that step would
    /// leave the grid or land on a rim corner.
    pub fn moved(self, dir: Dir) -> Self {
        let next = Cursor {
            pos: self.pos.step(dir),
            ..self
        };
        if next.is_valid() {
            next
        } else {
            self
        }
    }

    /// The move of Enter/Space/a click: fire a port, or toggle an atom mark.
    pub fn primary(self, state: &State) -> Move {
        match self.target() {
            Target::Port(port) => Move::Fire(port),
            Target::Cell(cell) if state.mark(cell) == Mark::Atom => Move::Unmark(cell),
            Target::Cell(cell) => Move::Mark(cell),
        }
    }

    /// The move of `x`: toggle the "no atom here" note (nothing on a port).
    pub fn secondary(self, state: &State) -> Option<Move> {
        match self.target() {
            Target::Port(_) => None,
            Target::Cell(cell) if state.mark(cell) == Mark::Empty => Some(Move::Unmark(cell)),
            Target::Cell(cell) => Some(Move::NoteEmpty(cell)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_over_the_grid_but_never_onto_corners() {
        let d = Dims::new(3, 4).unwrap();
        let c = Cursor::new(d);
        assert_eq!(c.target(), Target::Port(d.port(1).unwrap()));
        assert_eq!(c.moved(Dir::West), c);
        assert_eq!(c.moved(Dir::North), c);
        let below = c.moved(Dir::South);
        assert_eq!(below.target(), Target::Cell(d.cell(0, 0).unwrap()));
        let left = below.moved(Dir::West);
        assert_eq!(left.target(), Target::Port(d.port(14).unwrap()));
        assert_eq!(left.moved(Dir::North), left);
        let mut top = c;
        for _ in 0..3 {
            top = top.moved(Dir::East);
        }
        assert_eq!(top.target(), Target::Port(d.port(4).unwrap()));
        assert_eq!(top.moved(Dir::East), top);
        assert!(Cursor::at(d, Pos::new(-1, -1)).is_none());
        assert!(Cursor::at(d, Pos::new(3, 4)).is_none());
        assert_eq!(
            Cursor::at(d, Pos::new(3, 0)).unwrap().target(),
            Target::Port(d.port(11).unwrap())
        );
    }

    #[test]
    fn actions_toggle_marks() {
        let d = Dims::new(3, 3).unwrap();
        let state = State::new(d);
        let c = Cursor::new(d);
        assert_eq!(c.primary(&state), Move::Fire(d.port(1).unwrap()));
        assert_eq!(c.secondary(&state), None);
        let cell = c.moved(Dir::South);
        let at = d.cell(0, 0).unwrap();
        assert_eq!(cell.primary(&state), Move::Mark(at));
        assert_eq!(cell.secondary(&state), Some(Move::NoteEmpty(at)));
    }
}
