//! The propositional variables of a Parlor puzzle and their names.
//!
//! Every variable is one [`Atom`]; its name in formulas is `gems(blue)`,
//! `true(white)`, `false(black)` or `stmt(blue,1)` (statements are numbered
//! from 1, top to bottom, per box). Names round-trip: [`Atom::parse`] reads
//! exactly what [`Atom::name`] writes.

use std::fmt;

use logic::Formula;

use crate::colour::Colour;

/// One propositional variable of the puzzle model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Atom {
    /// The gems are in this box.
    Gems(Colour),
    /// The box has statements and all of them are true.
    True(Colour),
    /// The box has statements and all of them are false.
    False(Colour),
    /// The statement at this 1-based position on the box is true.
    Stmt(Colour, usize),
}

impl Atom {
    /// The variable name used in formulas, e.g. `stmt(white,2)`.
    pub fn name(self) -> String {
        self.to_string()
    }

    /// The atom as a formula variable.
    pub fn formula(self) -> Formula {
        Formula::var(self.name())
    }

    /// Reads a variable name written by [`Atom::name`]; `None` for anything else.
    pub fn parse(name: &str) -> Option<Atom> {
        let (head, rest) = name.split_once('(')?;
        let args = rest.strip_suffix(')')?;
        let mut parts = args.split(',');
        let colour: Colour = parts.next()?.parse().ok()?;
        let index = parts.next();
        if parts.next().is_some() {
            return None;
        }
        match (head, index) {
            ("gems", None) => Some(Atom::Gems(colour)),
            ("true", None) => Some(Atom::True(colour)),
            ("false", None) => Some(Atom::False(colour)),
            ("stmt", Some(i)) => match i.parse::<usize>() {
                Ok(n) if n >= 1 && i == n.to_string() => Some(Atom::Stmt(colour, n)),
                _ => None,
            },
            _ => None,
        }
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Atom::Gems(c) => write!(f, "gems({c})"),
            Atom::True(c) => write!(f, "true({c})"),
            Atom::False(c) => write!(f, "false({c})"),
            Atom::Stmt(c, i) => write!(f, "stmt({c},{i})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for c in Colour::ALL {
            for atom in [
                Atom::Gems(c),
                Atom::True(c),
                Atom::False(c),
                Atom::Stmt(c, 12),
            ] {
                assert_eq!(Atom::parse(&atom.name()), Some(atom));
            }
        }
    }

    #[test]
    fn rejects_other_names() {
        for name in [
            "gems(red)",
            "stmt(blue,0)",
            "stmt(blue,01)",
            "true(blue,1)",
            "x",
            "gems(blue",
        ] {
            assert_eq!(Atom::parse(name), None, "{name}");
        }
    }
}
