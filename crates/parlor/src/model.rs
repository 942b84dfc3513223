//! The puzzle as one propositional formula.
//!
//! Atoms: `gems(B)`, `true(B)`, `false(B)` for each box and `stmt(B,i)` for
//! each statement. Constraints (all conjoined in [`Model::formula`]):
//! - the gems are in exactly one box;
//! - at least one box is true and at least one box is false;
//! - `true(B) ↔ (B has statements ∧ every stmt(B,i))`,
//!   `false(B) ↔ (B has statements ∧ no stmt(B,i))`;
//! - `stmt(B,i) ↔ φ(B,i)`, φ being what the statement asserts ([`crate::lower`]).
//!
//! A reading is a model of this formula over all atoms.

use logic::Formula;

use crate::atom::Atom;
use crate::colour::Colour;
use crate::error::Result;
use crate::lower;
use crate::puzzle::Puzzle;

/// A lowered puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// Every atom, in a fixed order: gems, true, false (each blue, white,
    /// black), then statements box by box.
    pub atoms: Vec<Atom>,
    /// What each statement asserts: box, 1-based position, formula.
    pub statements: Vec<(Colour, usize, Formula)>,
    /// The rules of the game and the box definitions.
    pub rules: Formula,
    /// The whole puzzle: rules ∧ each `stmt(B,i) ↔ φ(B,i)`.
    pub formula: Formula,
}

impl Model {
    /// Lowers every statement and assembles the puzzle formula.
    pub fn build(puzzle: &Puzzle) -> Result<Model> {
        let statements = puzzle
            .all()
            .map(|(c, i, _)| Ok((c, i, lower::statement(puzzle, c, i)?)))
            .collect::<Result<Vec<_>>>()?;
        let rules = rules(puzzle);
        let definitions = statements
            .iter()
            .map(|(c, i, f)| Formula::iff(Atom::Stmt(*c, *i).formula(), f.clone()));
        let formula = Formula::and(std::iter::once(rules.clone()).chain(definitions));
        Ok(Model {
            atoms: atoms(puzzle),
            statements,
            rules,
            formula,
        })
    }
}

/// Every atom of a puzzle in the order documented on [`Model::atoms`].
pub fn atoms(puzzle: &Puzzle) -> Vec<Atom> {
    let per_box = [Atom::Gems as fn(Colour) -> Atom, Atom::True, Atom::False];
    per_box
        .iter()
        .flat_map(|make| Colour::ALL.map(make))
        .chain(puzzle.statement_atoms())
        .collect()
}

/// The rules of the game and the definitions of `true(B)` / `false(B)`.
pub fn rules(puzzle: &Puzzle) -> Formula {
    Formula::and(
        game_rules()
            .into_iter()
            .map(|(_, f)| f)
            .chain(definitions(puzzle)),
    )
}

/// The three rules of the game, each with its statement in English.
pub fn game_rules() -> Vec<(&'static str, Formula)> {
    let atom = |make: fn(Colour) -> Atom| Colour::ALL.map(|c| make(c).formula());
    vec![
        (
            "the gems are in exactly one box",
            lower::exactly(1, &atom(Atom::Gems)),
        ),
        ("at least one box is true", Formula::or(atom(Atom::True))),
        ("at least one box is false", Formula::or(atom(Atom::False))),
    ]
}

/// The definitions of `true(B)` and `false(B)` for every box, in the order
/// true(blue), false(blue), true(white), false(white), true(black), false(black).
pub fn definitions(puzzle: &Puzzle) -> Vec<Formula> {
    Colour::ALL
        .into_iter()
        .flat_map(|c| box_definition(puzzle, c))
        .collect()
}

/// `true(B) ↔ …` and `false(B) ↔ …` for one box.
fn box_definition(puzzle: &Puzzle, colour: Colour) -> [Formula; 2] {
    let stmts: Vec<Formula> = (1..=puzzle.statements(colour).len())
        .map(|i| Atom::Stmt(colour, i).formula())
        .collect();
    let has = Formula::constant(!stmts.is_empty());
    let all_true = Formula::and([has.clone(), Formula::and(stmts.clone())]);
    let all_false = Formula::and([has, Formula::and(stmts.into_iter().map(Formula::not))]);
    [
        Formula::iff(Atom::True(colour).formula(), all_true),
        Formula::iff(Atom::False(colour).formula(), all_false),
    ]
}
