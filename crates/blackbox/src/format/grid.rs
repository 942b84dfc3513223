//! The board file: rows of `.` (empty) and `O` (atom; `o` accepted).
//!
//! All rows must have the same length; blank lines and lines starting with
//! `#` are ignored, and so is a byte order mark at the very start. Writing gives one row a line with `.` and `O`.

use crate::board::Board;
use crate::error::{Error, Result};
use crate::geometry::Dims;

/// Reads a board file.
pub fn parse(text: &str) -> Result<Board> {
    let mut rows: Vec<(usize, Vec<bool>)> = Vec::new();
    let text = input_text::strip_bom(text);
    for (line, row) in text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())) {
        if row.is_empty() || row.starts_with('#') {
            continue;
        }
        let cells = row
            .chars()
            .map(|c| match c {
                '.' => Ok(false),
                'O' | 'o' => Ok(true),
                other => Err(Error::parse(
                    line,
                    format!(
                        "unexpected {} in a board row: use `.` for empty and `O` for an atom",
                        input_text::quoted(&other.to_string())
                    ),
                )),
            })
            .collect::<Result<Vec<_>>>()?;
        if let Some((first, width)) = rows.first().map(|(l, r)| (*l, r.len())) {
            if cells.len() != width {
                return Err(Error::parse(
                    line,
                    format!("row has {} cells but line {first} has {width}", cells.len()),
                ));
            }
        }
        rows.push((line, cells));
    }
    let Some((last_line, width)) = rows.last().map(|(l, r)| (*l, r.len())) else {
        return Err(Error::parse(0, "no board rows found"));
    };
    let dims = Dims::new(rows.len(), width).map_err(|e| Error::parse(last_line, e.to_string()))?;
    let atoms = rows.iter().enumerate().flat_map(|(r, (_, cells))| {
        cells
            .iter()
            .enumerate()
            .filter(|(_, &atom)| atom)
            .map(move |(c, _)| (r, c))
    });
    Board::with_atoms(dims, atoms)
}

/// Writes a board file.
pub fn write(board: &Board) -> String {
    let dims = board.dims();
    let mut out = String::with_capacity((dims.cols() + 1) * dims.rows());
    for cell in dims.all_cells() {
        out.push(if board.has_atom(cell) { 'O' } else { '.' });
        if cell.col() + 1 == dims.cols() {
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes() {
        let b = parse("# a board\n.O.\n\n..o\n").unwrap();
        assert_eq!(b.dims(), Dims::new(2, 3).unwrap());
        assert_eq!(b.atom_pairs(), vec![(0, 1), (1, 2)]);
        assert_eq!(write(&b), ".O.\n..O\n");
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(parse("..\n...\n").unwrap_err().line(), Some(2));
        assert_eq!(parse("..\n.x\n").unwrap_err().line(), Some(2));
        assert!(parse("\n").is_err());
        let wide = ".".repeat(256);
        assert_eq!(parse(&wide).unwrap_err().line(), Some(1));
    }
}
