//! Cell names: how every front end labels the board's rows and columns
//! and writes a cell for people to read.
//!
//! **Rows are letters, columns are numbers**, as on a Battleship grid:
//! rows `A`, `B`, `C`… from the top, columns `1`, `2`, `3`… from the left,
//! so `C4` is the third row's fourth cell. The column numbers are the top
//! port numbers (port `c` enters column `c`), which the board already
//! shows; the row letters stand beside the left port numbers, which count
//! the other way and could not double as row numbers. Past `Z` the letters
//! go on as a spreadsheet's columns do: `AA`, `AB`, … `IU` (row 255).
//!
//! One scheme, one place: drawings ([`crate::render`]), the game's words,
//! explanations and every front end take a cell's name from
//! [`Cell::name`] and a row's label from [`row_name`]; JSON keeps
//! `[row, col]` numbers from 1 (docs/formats.md) and adds the name where
//! people read it. [`Dims::parse_cell`] reads a name back, and also the
//! numbers `ROW,COL` that every input accepts.
//!
//! Invariant: [`Dims::parse_cell`] of a cell's name is that cell, for every
//! cell of every board size.

use crate::error::{Error, Result};
use crate::geometry::{Cell, Dims};

/// The letters of row `row` (0-based from the top): `A`… `Z`, `AA`…
pub fn row_name(row: usize) -> String {
    let mut n = row + 1;
    let mut letters = Vec::new();
    while n > 0 {
        n -= 1;
        letters.push(b'A' + (n % 26) as u8);
        n /= 26;
    }
    letters.iter().rev().map(|&b| b as char).collect()
}

/// The row (0-based) that `letters` name, if they are letters only.
fn row_of(letters: &str) -> Option<usize> {
    let mut n = 0usize;
    for c in letters.chars() {
        let c = c.to_ascii_uppercase();
        if !c.is_ascii_uppercase() {
            return None;
        }
        n = n
            .checked_mul(26)?
            .checked_add(c as usize - 'A' as usize + 1)?;
    }
    n.checked_sub(1)
}

impl Cell {
    /// The cell's name: its row's letters and its column's number, `C4`.
    pub fn name(self) -> String {
        format!("{}{}", row_name(self.row()), self.col() + 1)
    }
}

impl Dims {
    /// The cell `text` names on this board: a name such as `C4` (letters
    /// in either case), or the numbers `ROW,COL` (also `ROW COL`) counting
    /// from 1. A cell off the board is [`Error::BadCell`]; anything else
    /// is an error that shows both forms.
    pub fn parse_cell(self, text: &str) -> Result<Cell> {
        let text = text.trim();
        let bad = || {
            Error::parse(
                0,
                format!(
                    "expected a cell like `C4` (row letter, column number) or `3,4` \
                     (row and column from 1), found {}",
                    input_text::quoted(text)
                ),
            )
        };
        let digits = text.find(|c: char| c.is_ascii_digit()).ok_or_else(bad)?;
        let (head, tail) = text.split_at(digits);
        if !head.is_empty() {
            let row = row_of(head).ok_or_else(bad)?;
            let col: usize = tail.parse().map_err(|_| bad())?;
            return self.cell(row, col.wrapping_sub(1)).map_err(|_| {
                Error::parse(
                    0,
                    format!(
                        "there is no cell {} on this {self} board: rows A to {}, columns 1 to {}",
                        text.to_ascii_uppercase(),
                        row_name(self.rows() - 1),
                        self.cols()
                    ),
                )
            });
        }
        let (row, col) = text
            .split_once(|c: char| c == ',' || c.is_whitespace())
            .ok_or_else(bad)?;
        let number = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
        self.numbered_cell(number(row)?, number(col)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_letters_and_columns_numbers() {
        let dims = Dims::new(255, 255).unwrap();
        assert_eq!(dims.cell(2, 3).unwrap().name(), "C4");
        assert_eq!(dims.cell(0, 0).unwrap().name(), "A1");
        assert_eq!(row_name(25), "Z");
        assert_eq!(row_name(26), "AA");
        assert_eq!(row_name(254), "IU");
        for cell in dims.all_cells() {
            assert_eq!(dims.parse_cell(&cell.name()).unwrap(), cell);
        }
    }

    #[test]
    fn names_and_numbers_read_back() {
        let dims = Dims::new(8, 10).unwrap();
        let c4 = dims.cell(2, 3).unwrap();
        for text in ["C4", "c4", " C4 ", "3,4", "3, 4", "3 4"] {
            assert_eq!(dims.parse_cell(text).unwrap(), c4, "{text}");
        }
        let off = dims.parse_cell("i1").unwrap_err().to_string();
        assert_eq!(
            off,
            "there is no cell I1 on this 8x10 board: rows A to H, columns 1 to 10"
        );
        assert!(dims.parse_cell("C0").is_err() && dims.parse_cell("C11").is_err());
        let off = dims.parse_cell("9,1").unwrap_err().to_string();
        assert_eq!(off, "cell (9, 1) is off the 8x10 board");
        for text in ["", "C", "4", "C4x", "3;4", "Ä4", "0,4"] {
            assert!(dims.parse_cell(text).is_err(), "{text}");
        }
        let message = dims.parse_cell("x").unwrap_err().to_string();
        assert!(
            message.contains("`C4`") && message.contains("`3,4`"),
            "{message}"
        );
    }
}
