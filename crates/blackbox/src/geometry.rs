//! Board dimensions, cells, headings and the numbering of ports.
//!
//! Terms:
//! - a **cell** is `(row, col)`, 0-based from the top-left cell inside the
//!   library; people see and write it 1-based (`(1, 1)` is the top-left cell)
//!   in every text and JSON, through [`Cell::numbered`] and
//!   [`Dims::numbered_cell`] alone;
//! - a **port** is a position on the rim from which a ray can be fired. Ports
//!   are numbered `1..=2(R+C)` clockwise from the top-left: the top edge left
//!   to right (`1..=C`), the right edge top to bottom, the bottom edge right to
//!   left, the left edge bottom to top — as in seed 001 and Simon Tatham's
//!   `blackbox.c`;
//! - a **position** is a signed `(row, col)` that may lie one step outside the
//!   board; the position just outside a port is where its ray starts and where
//!   a ray leaving through that port ends.
//!
//! Invariant: a [`Dims`] always has `1 <= rows, cols <= 255`, so every port
//! number fits in `u16` and every position fits in `i32`.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Largest supported number of rows or columns.
pub const MAX_SIDE: usize = 255;

/// Validated board dimensions: `rows x cols`, each between 1 and [`MAX_SIDE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Dims {
    rows: u16,
    cols: u16,
}

impl Dims {
    /// Dimensions `rows x cols`, or [`Error::BadSize`] when either is 0 or above 255.
    pub fn new(rows: usize, cols: usize) -> Result<Self> {
        if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
            return Err(Error::BadSize { rows, cols });
        }
        Ok(Dims {
            rows: rows as u16,
            cols: cols as u16,
        })
    }

    /// Number of rows.
    pub fn rows(self) -> usize {
        self.rows as usize
    }

    /// Number of columns.
    pub fn cols(self) -> usize {
        self.cols as usize
    }

    /// Number of cells, `rows * cols`.
    pub fn cells(self) -> usize {
        self.rows() * self.cols()
    }

    /// Number of ports, `2 * (rows + cols)`.
    pub fn ports(self) -> usize {
        2 * (self.rows() + self.cols())
    }

    /// Whether the board is square (the ACM format needs that).
    pub fn is_square(self) -> bool {
        self.rows == self.cols
    }

    /// Every port of the board, in number order.
    pub fn all_ports(self) -> impl Iterator<Item = Port> {
        (1..=self.ports() as u16).map(Port)
    }

    /// Every cell, row by row.
    pub fn all_cells(self) -> impl Iterator<Item = Cell> {
        (0..self.cells()).map(move |i| self.cell_at(i))
    }

    /// The cell with row-major index `i < cells()`: the inverse of [`Dims::index`].
    pub fn cell_at(self, i: usize) -> Cell {
        Cell::new(i / self.cols(), i % self.cols())
    }

    /// The port with number `n`, or [`Error::BadPort`].
    pub fn port(self, n: usize) -> Result<Port> {
        if (1..=self.ports()).contains(&n) {
            Ok(Port(n as u16))
        } else {
            Err(Error::BadPort {
                port: n,
                rows: self.rows(),
                cols: self.cols(),
                max: self.ports(),
            })
        }
    }

    /// The port with 0-based index `i` (per-port tables count from 0, people
    /// from 1: [`Port::index`] and [`Port::number`]), or [`Error::BadPort`].
    pub fn port_of_index(self, i: usize) -> Result<Port> {
        self.port(i + 1)
    }

    /// The cell `(row, col)`, or [`Error::BadCell`] when it is off the board.
    pub fn cell(self, row: usize, col: usize) -> Result<Cell> {
        if row < self.rows() && col < self.cols() {
            Ok(Cell::new(row, col))
        } else {
            Err(Error::BadCell {
                row,
                col,
                rows: self.rows(),
                cols: self.cols(),
            })
        }
    }

    /// The cell people call `(row, col)`, counting from 1 at the top left,
    /// as every input shows cells (docs/formats.md). A 0 is an error that
    /// says where counting starts; past the edge is [`Error::BadCell`].
    pub fn numbered_cell(self, row: usize, col: usize) -> Result<Cell> {
        if row == 0 || col == 0 {
            return Err(Error::parse(
                0,
                format!("there is no cell ({row}, {col}): rows and columns count from 1"),
            ));
        }
        self.cell(row - 1, col - 1)
    }

    /// Row-major index of a cell of this board.
    pub fn index(self, cell: Cell) -> usize {
        cell.row() * self.cols() + cell.col()
    }

    /// Positions in the padded grid: the board with a rim one position wide
    /// all round, `(rows + 2) · (cols + 2)`.
    pub fn padded_len(self) -> usize {
        (self.rows() + 2) * (self.cols() + 2)
    }

    /// The row-major index of a position in the padded grid (rows and
    /// columns `-1..=R` and `-1..=C`), below [`Dims::padded_len`] for every
    /// position on the board or one step outside it.
    #[inline]
    pub fn padded_index(self, pos: Pos) -> usize {
        (pos.row + 1) as usize * (self.cols() + 2) + (pos.col + 1) as usize
    }

    /// The cell at a signed position, or `None` when it is off the board.
    pub fn cell_of(self, pos: Pos) -> Option<Cell> {
        self.contains(pos)
            .then(|| Cell::new(pos.row as usize, pos.col as usize))
    }

    /// Whether a signed position lies on the board.
    pub fn contains(self, pos: Pos) -> bool {
        pos.row >= 0 && pos.col >= 0 && pos.row < self.rows as i32 && pos.col < self.cols as i32
    }

    /// The rim side of a port and its offset along that side (0-based,
    /// in the clockwise numbering direction).
    pub fn side_of(self, port: Port) -> (Side, usize) {
        let (r, c) = (self.rows(), self.cols());
        let i = port.index();
        if i < c {
            (Side::Top, i)
        } else if i < c + r {
            (Side::Right, i - c)
        } else if i < 2 * c + r {
            (Side::Bottom, i - c - r)
        } else {
            (Side::Left, i - 2 * c - r)
        }
    }

    /// The port on `side` at offset `k` along it (0-based, in the clockwise
    /// numbering direction): the inverse of [`Dims::side_of`]. `k` must be
    /// below the side's length.
    pub fn port_on(self, side: Side, k: usize) -> Port {
        let (r, c) = (self.rows(), self.cols());
        let first = match side {
            Side::Top => 0,
            Side::Right => c,
            Side::Bottom => c + r,
            Side::Left => 2 * c + r,
        };
        Port((first + k + 1) as u16)
    }

    /// Where the ray of `port` starts (just outside the board) and its heading.
    pub fn entry(self, port: Port) -> (Pos, Dir) {
        let (r, c) = (self.rows as i32, self.cols as i32);
        let (side, k) = self.side_of(port);
        let k = k as i32;
        match side {
            Side::Top => (Pos::new(-1, k), Dir::South),
            Side::Right => (Pos::new(k, c), Dir::West),
            Side::Bottom => (Pos::new(r, c - 1 - k), Dir::North),
            Side::Left => (Pos::new(r - 1 - k, -1), Dir::East),
        }
    }

    /// The port whose outside position is `pos`, if `pos` is just outside an
    /// edge of the board (never a corner).
    pub fn port_at(self, pos: Pos) -> Option<Port> {
        let (r, c) = (self.rows as i32, self.cols as i32);
        let n = if pos.row == -1 && (0..c).contains(&pos.col) {
            pos.col
        } else if pos.col == c && (0..r).contains(&pos.row) {
            c + pos.row
        } else if pos.row == r && (0..c).contains(&pos.col) {
            c + r + (c - 1 - pos.col)
        } else if pos.col == -1 && (0..r).contains(&pos.row) {
            2 * c + r + (r - 1 - pos.row)
        } else {
            return None;
        };
        Some(Port(n as u16 + 1))
    }

    /// The port straight across the board from `port` (where a miss leaves).
    pub fn opposite(self, port: Port) -> Port {
        let (pos, dir) = self.entry(port);
        let (dr, dc) = dir.delta();
        let steps = match dir {
            Dir::North | Dir::South => self.rows as i32 + 1,
            Dir::East | Dir::West => self.cols as i32 + 1,
        };
        let far = Pos::new(pos.row + dr * steps, pos.col + dc * steps);
        self.port_at(far)
            .expect("the position straight across a port is a port")
    }
}

impl fmt::Display for Dims {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl<'de> Deserialize<'de> for Dims {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        #[derive(Deserialize)]
        struct Raw {
            rows: usize,
            cols: usize,
        }
        let raw = Raw::deserialize(d)?;
        Dims::new(raw.rows, raw.cols).map_err(serde::de::Error::custom)
    }
}

/// One side of the rim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The top edge (ports `1..=C`).
    Top,
    /// The right edge.
    Right,
    /// The bottom edge.
    Bottom,
    /// The left edge.
    Left,
}

/// A port number, `1..=2(R+C)`; only valid together with the [`Dims`] that made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Port(u16);

impl Port {
    /// The port number, 1-based.
    pub fn number(self) -> usize {
        self.0 as usize
    }

    /// The 0-based index, `number - 1`, for indexing per-port tables.
    pub fn index(self) -> usize {
        self.0 as usize - 1
    }
}

impl fmt::Display for Port {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Reads a board size: `RxC` (rows by columns) or `N` for a square board;
/// white space is ignored (`8 x 5`).
impl std::str::FromStr for Dims {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let (r, c) = compact
            .split_once(['x', 'X'])
            .unwrap_or((compact.as_str(), compact.as_str()));
        // The whole text is quoted, not the part that failed: `8x8x8`
        // splits into `8` and `8x8`, and "found `8x8`" would mislead.
        let bad = |_| {
            Error::parse(
                0,
                format!(
                    "expected a size like `8x8` or `8`, found {}",
                    input_text::quoted(text.trim())
                ),
            )
        };
        let r = r.parse().map_err(bad)?;
        let c = c.parse().map_err(bad)?;
        Dims::new(r, c).map_err(|e| Error::parse(0, e.to_string()))
    }
}

/// A cell of the board, `(row, col)` 0-based from the top left inside the
/// library; shown to people from 1 ([`Cell::numbered`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    row: u16,
    col: u16,
}

impl Cell {
    /// The cell `(row, col)`; callers check it against their [`Dims`].
    pub(crate) fn new(row: usize, col: usize) -> Self {
        Cell {
            row: row as u16,
            col: col as u16,
        }
    }

    /// Row, 0-based from the top.
    pub fn row(self) -> usize {
        self.row as usize
    }

    /// Column, 0-based from the left.
    pub fn col(self) -> usize {
        self.col as usize
    }

    /// The cell as a signed position.
    pub fn pos(self) -> Pos {
        Pos::new(self.row as i32, self.col as i32)
    }

    /// The cell as people number it: `[row, col]` counting from 1 at the
    /// top left. Every text and JSON shown to people uses this numbering
    /// (through `Display` and `Serialize`); [`Dims::numbered_cell`] reads it back.
    pub fn numbered(self) -> [usize; 2] {
        [self.row() + 1, self.col() + 1]
    }
}

/// `(row, col)`, numbered from 1 (see [`Cell::numbered`]).
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [row, col] = self.numbered();
        write!(f, "({row}, {col})")
    }
}

/// `[row, col]`, numbered from 1 (see [`Cell::numbered`]).
impl Serialize for Cell {
    fn serialize<S: serde::Serializer>(
        &self,
        serializer: S,
    ) -> std::result::Result<S::Ok, S::Error> {
        self.numbered().serialize(serializer)
    }
}

/// A signed position that may lie one step outside the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pos {
    /// Row; -1 is just above the board.
    pub row: i32,
    /// Column; -1 is just left of the board.
    pub col: i32,
}

impl Pos {
    /// The position `(row, col)`.
    pub fn new(row: i32, col: i32) -> Self {
        Pos { row, col }
    }

    /// The position numbered as people number cells ([`Cell::numbered`]):
    /// `[row, col]` from 1, so the rim just outside the board is row or
    /// column 0 and `R + 1` or `C + 1`.
    pub fn numbered(self) -> [i32; 2] {
        [self.row + 1, self.col + 1]
    }

    /// The neighbouring position one step in `dir`.
    pub fn step(self, dir: Dir) -> Pos {
        let (dr, dc) = dir.delta();
        Pos::new(self.row + dr, self.col + dc)
    }
}

/// A heading. Clockwise order: North, East, South, West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Up (decreasing row).
    North,
    /// Right (increasing column).
    East,
    /// Down (increasing row).
    South,
    /// Left (decreasing column).
    West,
}

impl Dir {
    /// `(drow, dcol)` of one step.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::North => (-1, 0),
            Dir::East => (0, 1),
            Dir::South => (1, 0),
            Dir::West => (0, -1),
        }
    }

    /// The heading after a 90° clockwise turn (to the right).
    pub fn clockwise(self) -> Dir {
        match self {
            Dir::North => Dir::East,
            Dir::East => Dir::South,
            Dir::South => Dir::West,
            Dir::West => Dir::North,
        }
    }

    /// The heading after a 90° anticlockwise turn (to the left).
    pub fn anticlockwise(self) -> Dir {
        self.clockwise().clockwise().clockwise()
    }

    /// Whether the heading is vertical.
    pub fn is_vertical(self) -> bool {
        matches!(self, Dir::North | Dir::South)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_from_text() {
        assert_eq!("8x5".parse::<Dims>().unwrap(), Dims::new(8, 5).unwrap());
        assert_eq!("6".parse::<Dims>().unwrap(), Dims::new(6, 6).unwrap());
        assert_eq!(" 8 X 5 ".parse::<Dims>().unwrap(), Dims::new(8, 5).unwrap());
        assert!("0x3".parse::<Dims>().is_err());
        assert!("ax3".parse::<Dims>().is_err());
        assert!("8x".parse::<Dims>().is_err());
    }

    #[test]
    fn people_number_cells_from_1() {
        let d = Dims::new(3, 4).unwrap();
        let cell = d.cell(0, 3).unwrap();
        assert_eq!(cell.numbered(), [1, 4]);
        assert_eq!(cell.to_string(), "(1, 4)");
        assert_eq!(serde_json::to_string(&cell).unwrap(), "[1,4]");
        assert_eq!(d.numbered_cell(1, 4).unwrap(), cell);
        let zero = d.numbered_cell(0, 2).unwrap_err().to_string();
        assert!(zero.contains("count from 1"), "{zero}");
        let off = d.numbered_cell(4, 1).unwrap_err().to_string();
        assert_eq!(off, "cell (4, 1) is off the 3x4 board");
    }

    #[test]
    fn rejects_bad_sizes() {
        assert!(Dims::new(0, 5).is_err());
        assert!(Dims::new(5, 256).is_err());
        assert!(Dims::new(255, 1).is_ok());
    }

    #[test]
    fn ports_go_clockwise_from_top_left() {
        let d = Dims::new(2, 3).unwrap();
        let entries: Vec<_> = d.all_ports().map(|p| d.entry(p)).collect();
        use Dir::*;
        let expected = [
            ((-1, 0), South),
            ((-1, 1), South),
            ((-1, 2), South),
            ((0, 3), West),
            ((1, 3), West),
            ((2, 2), North),
            ((2, 1), North),
            ((2, 0), North),
            ((1, -1), East),
            ((0, -1), East),
        ];
        for (got, ((r, c), dir)) in entries.iter().zip(expected) {
            assert_eq!(*got, (Pos::new(r, c), dir));
        }
    }

    #[test]
    fn port_at_inverts_entry_and_opposite_is_an_involution() {
        for (r, c) in [(1, 1), (3, 5), (8, 8), (7, 2)] {
            let d = Dims::new(r, c).unwrap();
            for p in d.all_ports() {
                assert_eq!(d.port_at(d.entry(p).0), Some(p));
                let (side, k) = d.side_of(p);
                assert_eq!(d.port_on(side, k), p);
                assert_eq!(d.opposite(d.opposite(p)), p);
                assert_ne!(d.opposite(p), p);
            }
        }
    }

    #[test]
    fn port_and_cell_validation() {
        let d = Dims::new(8, 8).unwrap();
        assert!(d.port(0).is_err());
        assert!(d.port(33).is_err());
        assert_eq!(d.port(32).unwrap().number(), 32);
        assert!(d.cell(8, 0).is_err());
        assert_eq!(d.index(d.cell(1, 2).unwrap()), 10);
    }
}
