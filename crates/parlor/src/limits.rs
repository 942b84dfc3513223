//! The documented input limits, so that no input can make reading or
//! solving run away (issue 13): a statement longer than
//! [`MAX_STATEMENT_CHARS`] or a box with more than [`MAX_STATEMENTS_PER_BOX`]
//! statements is an error ([`TooLarge`], a [`crate::ParlorError`]) before anything is
//! read; a formula nested deeper than [`MAX_FORMULA_DEPTH`] is a formula
//! error. The game's own statements are under 200 characters and at most
//! three per box, so real puzzles are within every limit.
//!
//! Solving cost does not grow with the number of consistent readings: the
//! verdict takes a few SAT calls (see [`crate::solve`](mod@crate::solve)), and only the first
//! [`crate::Options::max_readings`] readings are listed. What does grow is
//! lowering: a statement that counts statements ("An equal number of true and
//! false statements", "Six statements are true") becomes a formula over all
//! statement atoms whose size grows combinatorially with their number.
//! Measured with every statement of that kind (release build): 12 statements
//! 0.2 s, 15 statements 3 s and 330 MB, 18 statements 43 s and 2.9 GB, 24
//! statements over 23 GB. With the compositional grammar (which refuses a
//! counting claim over more than 24 members) it is no better, measured
//! 2026-11-23 with `parlor solve` (release): 4 per box (12 statements) 1.6 s
//! and 184 MB, 6 per box (18) still running after 60 s at 17 GB. Hence at
//! most [`MAX_STATEMENTS_PER_BOX`] = 4 per box (12 in all); a cardinality
//! encoding in the lowering would let it rise.

use crate::colour::Colour;

/// An input over one of the limits: what, its size and the limit, each in
/// words with its unit.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} is too large: {size} (the limit is {limit})")]
pub struct TooLarge {
    /// What is too large, e.g. "statement" or "the blue box".
    pub what: String,
    /// Its size, with unit.
    pub size: String,
    /// The limit, with unit.
    pub limit: String,
}

/// Longest statement text, in characters.
pub const MAX_STATEMENT_CHARS: usize = 1_000;

/// Most statements on one box (see the module doc for why so few).
pub const MAX_STATEMENTS_PER_BOX: usize = 4;

/// Deepest nesting of a formula statement (the logic crate's parser limit).
pub const MAX_FORMULA_DEPTH: usize = logic::formula::parse::MAX_DEPTH;

/// How many readings a solution lists by default ([`crate::Options::max_readings`]).
pub const DEFAULT_MAX_READINGS: usize = 1_000;

/// Fails if a statement text is longer than [`MAX_STATEMENT_CHARS`].
pub fn check_statement(text: &str) -> Result<(), TooLarge> {
    // Counting stops just past the limit: a 5 MB text costs no more than a short one.
    let chars = text.chars().take(MAX_STATEMENT_CHARS + 1).count();
    if chars <= MAX_STATEMENT_CHARS {
        return Ok(());
    }
    Err(TooLarge {
        what: "statement".into(),
        size: format!("{} characters", text.chars().count()),
        limit: format!("{MAX_STATEMENT_CHARS} characters"),
    })
}

/// Fails if a box carries more than [`MAX_STATEMENTS_PER_BOX`] statements.
pub fn check_box(colour: Colour, statements: usize) -> Result<(), TooLarge> {
    if statements <= MAX_STATEMENTS_PER_BOX {
        return Ok(());
    }
    Err(TooLarge {
        what: format!("the {colour} box"),
        size: format!("{statements} statements"),
        limit: format!("{MAX_STATEMENTS_PER_BOX} statements per box"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_up_to_the_limit_pass() {
        assert!(check_statement(&"a".repeat(MAX_STATEMENT_CHARS)).is_ok());
        let err = check_statement(&"é".repeat(MAX_STATEMENT_CHARS + 1)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "statement is too large: 1001 characters (the limit is 1000 characters)"
        );
    }

    #[test]
    fn boxes_up_to_the_limit_pass() {
        assert!(check_box(Colour::Blue, MAX_STATEMENTS_PER_BOX).is_ok());
        let err = check_box(Colour::White, 40).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the white box is too large: 40 statements (the limit is 4 statements per box)"
        );
    }
}
