//! SAT-level variables and literals.
//!
//! A [`Var`] is a 0-based index; a [`Lit`] is a variable with a polarity,
//! packed as `2 * var + (negative as u32)`. In DIMACS text, variable `v` is
//! written `v + 1` and a negative literal with a minus sign.

use std::fmt::{self, Display, Formatter};

/// A propositional variable, identified by its 0-based index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Var(u32);

impl Var {
    /// The variable with 0-based index `index` (must be below 2^31 so that
    /// its literals fit the packed representation).
    pub const fn new(index: u32) -> Var {
        Var(index)
    }

    /// The 0-based index.
    pub const fn index(self) -> u32 {
        self.0
    }

    /// The 1-based DIMACS number.
    pub const fn to_dimacs(self) -> i64 {
        self.0 as i64 + 1
    }
}

/// A literal: a variable or its negation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lit(u32);

impl Lit {
    /// The literal of `var` with the given polarity.
    pub const fn new(var: Var, positive: bool) -> Lit {
        Lit(var.0 << 1 | !positive as u32)
    }

    /// `var` itself.
    pub const fn positive(var: Var) -> Lit {
        Lit::new(var, true)
    }

    /// The negation of `var`.
    pub const fn negative(var: Var) -> Lit {
        Lit::new(var, false)
    }

    /// The literal's variable.
    pub const fn var(self) -> Var {
        Var(self.0 >> 1)
    }

    /// Whether this is the un-negated variable.
    pub const fn is_positive(self) -> bool {
        self.0 & 1 == 0
    }

    /// The signed 1-based DIMACS number (`-3` for the negation of `Var(2)`).
    pub const fn to_dimacs(self) -> i64 {
        if self.is_positive() {
            self.var().to_dimacs()
        } else {
            -self.var().to_dimacs()
        }
    }

    /// The literal for a signed DIMACS number; `None` for 0 or out of range.
    pub fn from_dimacs(number: i64) -> Option<Lit> {
        let index = u32::try_from(number.unsigned_abs().checked_sub(1)?).ok()?;
        (index < 1 << 31).then(|| Lit::new(Var(index), number > 0))
    }

    /// The value of this literal when its variable has value `var_value`.
    pub const fn value_under(self, var_value: bool) -> bool {
        var_value == self.is_positive()
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

impl Display for Lit {
    /// Writes the DIMACS number.
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_dimacs())
    }
}
