//! The three boxes of the Parlor, named by colour.
//!
//! Terms: boxes stand in a row, blue (left), white (middle), black (right);
//! [`Colour::ALL`] lists them in that order and [`Colour::index`] is the
//! position (0, 1, 2). Two boxes are neighbours when their positions differ by one.
//!
//! Reading a colour name (`"blue".parse::<Colour>()`) is implemented in
//! [`crate::input`], next to the other checks on names, because its error is
//! a [`crate::ParlorError`]: this module stays below the error type.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the three boxes, identified by its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// The left box.
    Blue,
    /// The middle box.
    White,
    /// The right box.
    Black,
}

impl Colour {
    /// All boxes, left to right.
    pub const ALL: [Colour; 3] = [Colour::Blue, Colour::White, Colour::Black];

    /// Position in the row: blue 0, white 1, black 2.
    pub fn index(self) -> usize {
        match self {
            Colour::Blue => 0,
            Colour::White => 1,
            Colour::Black => 2,
        }
    }

    /// Lower-case name as used in atoms and output (`blue`, `white`, `black`).
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::White => "white",
            Colour::Black => "black",
        }
    }

    /// The boxes directly beside this one, left to right.
    pub fn neighbours(self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|other| self.index().abs_diff(other.index()) == 1)
            .collect()
    }

    /// The two other boxes, left to right.
    pub fn others(self) -> Vec<Colour> {
        Colour::ALL.into_iter().filter(|&c| c != self).collect()
    }
}

/// Box names joined as English lists them: `blue`, `blue or white`,
/// `blue, white or black` (with `or`; `and` likewise).
pub fn english_list(colours: &[Colour], join: &str) -> String {
    match colours {
        [] => String::new(),
        [one] => one.name().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(|c| c.name()).collect();
            format!("{} {join} {last}", rest.join(", "))
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
