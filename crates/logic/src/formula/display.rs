//! Text form of formulas.
//!
//! Symbols: `∧` and, `∨` or, `¬` not, `→` implies, `↔` iff, `T`/`F` constants.
//! Every compound operand of a binary connective is parenthesised, so the text
//! never depends on precedence: `(a ∧ ¬b) ∨ c`, `¬(a ∨ b) → c`.
//! Variable names that are plain names (see [`is_plain_name`]) are written as
//! is; any other name is written in double quotes with `\"` and `\\` escapes.
//! The alternate form `{:#}` puts each top-level conjunct on its own line
//! starting with `∧ `, as in the seed article. [`super::parse`] reads both
//! forms back to the identical formula.

use std::fmt::{self, Display, Formatter, Write};

use super::parse::is_plain_name;
use super::{Formula, Node};

impl Display for Formula {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self.node() {
            Node::And(terms) if f.alternate() => write_joined(f, terms, "\n∧ "),
            _ => write_node(f, self),
        }
    }
}

/// Writes `formula` without surrounding parentheses.
fn write_node(f: &mut Formatter<'_>, formula: &Formula) -> fmt::Result {
    match formula.node() {
        Node::Const(true) => f.write_char('T'),
        Node::Const(false) => f.write_char('F'),
        Node::Var(name) => write_name(f, name),
        Node::Not(inner) => {
            f.write_char('¬')?;
            write_operand(f, inner)
        }
        Node::And(terms) => write_joined(f, terms, " ∧ "),
        Node::Or(terms) => write_joined(f, terms, " ∨ "),
        Node::Implies(a, b) => write_joined(f, [a.as_ref(), b.as_ref()], " → "),
        Node::Iff(a, b) => write_joined(f, [a.as_ref(), b.as_ref()], " ↔ "),
    }
}

/// Writes operands separated by `separator`, each parenthesised if compound.
fn write_joined<'a>(
    f: &mut Formatter<'_>,
    operands: impl IntoIterator<Item = &'a Formula>,
    separator: &str,
) -> fmt::Result {
    for (i, operand) in operands.into_iter().enumerate() {
        if i > 0 {
            f.write_str(separator)?;
        }
        write_operand(f, operand)?;
    }
    Ok(())
}

/// Writes an operand, parenthesised unless it is a constant, a variable or a
/// negation (which bind tighter than any binary connective).
fn write_operand(f: &mut Formatter<'_>, operand: &Formula) -> fmt::Result {
    match operand.node() {
        Node::Const(_) | Node::Var(_) | Node::Not(_) => write_node(f, operand),
        _ => {
            f.write_char('(')?;
            write_node(f, operand)?;
            f.write_char(')')
        }
    }
}

/// Writes a variable name, quoting it unless it is a plain name.
fn write_name(f: &mut Formatter<'_>, name: &str) -> fmt::Result {
    if is_plain_name(name) {
        return f.write_str(name);
    }
    f.write_char('"')?;
    for c in name.chars() {
        if c == '"' || c == '\\' {
            f.write_char('\\')?;
        }
        f.write_char(c)?;
    }
    f.write_char('"')
}
