//! The UI state: a cursor over the board and its rim.
//!
//! The cursor lives on the `(R + 2) x (C + 2)` grid of positions that a
//! drawing shows: row and column `-1` and `R`/`C` are the rim, where the
//! ports are; the four corners are never used: a step onto one goes round
//! it to the next port along the rim. It is not part of the game state, so
//! undo does not move it. [`Cursor::describe`] reads out where it is, for
//! screen readers. Invariant: a [`Cursor`] always points at a port or a
//! cell of its board.

use super::moves::Move;
use super::state::{describe, Mark, State};
use blackbox::{Cell, Dims, Dir, Port, Pos, Side};

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

    /// The cursor one step in `dir`. A step onto a rim corner goes round
    /// it to the port on the other side (from the top port of column 1,
    /// west is the left port of row 1); a step off the grid stays put.
    pub fn moved(self, dir: Dir) -> Self {
        let pos = self.pos.step(dir);
        let (rows, cols) = (self.dims.rows() as i32, self.dims.cols() as i32);
        let corner = (pos.row == -1 || pos.row == rows) && (pos.col == -1 || pos.col == cols);
        let pos = if corner {
            // The corner's other neighbour on the rim, one step towards the board.
            let inward = |v: i32, max: i32| if v == -1 { 0 } else { max - 1 };
            if pos.row == self.pos.row {
                Pos::new(inward(pos.row, rows), pos.col)
            } else {
                Pos::new(pos.row, inward(pos.col, cols))
            }
        } else {
            pos
        };
        let next = Cursor { pos, ..self };
        if next.is_valid() {
            next
        } else {
            self
        }
    }

    /// Where the cursor is and what is there, in words: `port 5 (top,
    /// column 5): hit`, `port 20 (left, row C): not fired`, `B3 (row B, column 3):
    /// marked as an atom`.
    pub fn describe(self, state: &State) -> String {
        match self.target() {
            Target::Port(port) => {
                let [row, col] = self.pos.numbered();
                let row = usize::try_from(row - 1).map_or(String::new(), blackbox::row_name);
                let side = match self.dims.side_of(port).0 {
                    Side::Top => format!("top, column {col}"),
                    Side::Left => format!("left, row {row}"),
                    Side::Right => format!("right, row {row}"),
                    Side::Bottom => format!("bottom, column {col}"),
                };
                let what = match state.rim(port) {
                    Some((response, _)) => describe(self.dims, port, response),
                    None => "not fired".into(),
                };
                format!("port {port} ({side}): {what}")
            }
            Target::Cell(cell) => {
                let what = state.mark(cell).words();
                let [_, col] = cell.numbered();
                let row = blackbox::row_name(cell.row());
                format!("{} (row {row}, column {col}): {what}", cell.name())
            }
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
    fn goes_round_the_rim_corners() {
        let d = Dims::new(3, 4).unwrap();
        let port = |n: usize| Target::Port(d.port(n).unwrap());
        let c = Cursor::new(d);
        // Port 1 (top of column 1), west: round the corner to port 14 (left of row 1).
        let left = c.moved(Dir::West);
        assert_eq!(left.target(), port(14));
        assert_eq!(left.moved(Dir::North), c);
        let mut top_right = c;
        for _ in 0..3 {
            top_right = top_right.moved(Dir::East);
        }
        assert_eq!(top_right.target(), port(4));
        assert_eq!(top_right.moved(Dir::East).target(), port(5));
        let bottom_right = Cursor::at(d, Pos::new(2, 4)).unwrap();
        assert_eq!(bottom_right.target(), port(7));
        assert_eq!(bottom_right.moved(Dir::South).target(), port(8));
        assert_eq!(port(8), Cursor::at(d, Pos::new(3, 3)).unwrap().target());
        assert_eq!(bottom_right.moved(Dir::East), bottom_right);
        let bottom_left = Cursor::at(d, Pos::new(3, 0)).unwrap();
        assert_eq!(bottom_left.moved(Dir::West).target(), port(12));
    }

    #[test]
    fn reads_out_where_it_is() {
        let d = Dims::new(3, 4).unwrap();
        let state = State::new(d);
        let c = Cursor::new(d);
        assert_eq!(c.describe(&state), "port 1 (top, column 1): not fired");
        assert_eq!(
            c.moved(Dir::West).describe(&state),
            "port 14 (left, row A): not fired"
        );
        assert_eq!(
            c.moved(Dir::South).describe(&state),
            "A1 (row A, column 1): no mark"
        );
    }

    #[test]
    fn moves_over_the_grid() {
        let d = Dims::new(3, 4).unwrap();
        let c = Cursor::new(d);
        assert_eq!(c.target(), Target::Port(d.port(1).unwrap()));
        assert_eq!(c.moved(Dir::North), c);
        let below = c.moved(Dir::South);
        assert_eq!(below.target(), Target::Cell(d.cell(0, 0).unwrap()));
        let left = below.moved(Dir::West);
        assert_eq!(left.target(), Target::Port(d.port(14).unwrap()));
        assert_eq!(left.moved(Dir::West), left);
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
