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
//! A sentence the grammar reads in several ways is lowered only when every
//! reading gives a formula equivalent to the first under the rules, or
//! when every choice of readings for the sentences that differ (at most
//! 64 choices) gives the puzzle the same consistent
//! readings as the first readings: then its answer and its readings are
//! exact whichever was meant. Otherwise building fails with
//! [`ParlorError::AmbiguousWording`].
//!
//! A reading is a model of this formula over all atoms.
//!
//! [`Model::build_within`] polls a [`Control`] between statements and
//! stops the equivalence checks' solver with it, so a time limit holds
//! while a puzzle is lowered too.

use logic::{Control, Formula};

use crate::atom::Atom;
use crate::colour::Colour;
use crate::error::{ParlorError, Result};
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
        Model::build_within(puzzle, &Control::new())
    }

    /// [`Model::build`] until `control` is cancelled:
    /// [`ParlorError::Logic`]`(`[`logic::Error::Interrupted`]`)` then.
    pub fn build_within(puzzle: &Puzzle, control: &Control) -> Result<Model> {
        // Every statement that names nothing here is reported, not just
        // the first.
        let mut statements = Vec::new();
        let mut errors = Vec::new();
        for (c, i, _) in puzzle.all() {
            control.check()?;
            match lower::statement(puzzle, c, i) {
                Ok(f) => statements.push((c, i, f)),
                Err(e) => errors.push(e),
            }
        }
        ParlorError::all(errors)?;
        let rules = rules(puzzle);
        let definition = |(c, i, f): &(Colour, usize, Formula)| {
            Formula::iff(Atom::Stmt(*c, *i).formula(), f.clone())
        };
        // The readings of each statement that differ from its first under
        // the rules alone.
        let mut differing = Vec::new();
        for ((c, i, s), (_, _, first)) in puzzle.all().zip(&statements) {
            // An aside or a formula has no other reading, whatever it was
            // read as before.
            if !matches!(s.content, crate::puzzle::Content::English(_)) {
                continue;
            }
            for alternative in &s.alternatives {
                control.check()?;
                let other = lower::claim_at(puzzle, c, i, alternative)?;
                if !equivalent(&rules, first, &other, control)? {
                    differing.push((c, i, s, first, other));
                }
            }
        }
        // The puzzle is read when every choice of the differing readings
        // gives it the same consistent readings as the first readings.
        if !differing.is_empty() && same_worlds(&rules, &statements, &differing, control)? {
            differing.clear();
        }
        let mut ambiguous = Vec::new();
        for (c, i, s, first, other) in differing {
            if ambiguous
                .iter()
                .any(|e| matches!(e, ParlorError::BadReference { colour, index, .. } if (*colour, *index) == (c, i)))
            {
                continue;
            }
            let e = ParlorError::AmbiguousWording {
                sentence: s.text.clone(),
                hint: crate::grammar::ambiguity_hint(&s.text),
                readings: vec![first.to_string(), other.to_string()],
            };
            ambiguous.push(ParlorError::BadReference {
                colour: c,
                index: i,
                message: e.to_string(),
            });
        }
        ParlorError::all(ambiguous)?;
        let definitions = statements.iter().map(definition);
        let formula = Formula::and(std::iter::once(rules.clone()).chain(definitions));
        Ok(Model {
            atoms: atoms(puzzle),
            statements,
            rules,
            formula,
        })
    }
}

/// Most choices of readings [`same_worlds`] compares; a puzzle with more
/// is refused as ambiguous rather than searched.
const MAX_READING_CHOICES: usize = 64;

/// A statement read in another way that differs from its first under the
/// rules alone: box, position, the statement, its first formula, the other.
type Differing<'a> = (
    Colour,
    usize,
    &'a crate::puzzle::Statement,
    &'a Formula,
    Formula,
);

/// Whether every choice of readings for the statements in `differing` (each
/// its first or one of its differing others) gives the puzzle the same
/// consistent readings as the first readings: then its answer and readings
/// are exact whichever was meant. `false` beyond [`MAX_READING_CHOICES`].
fn same_worlds(
    rules: &Formula,
    statements: &[(Colour, usize, Formula)],
    differing: &[Differing],
    control: &Control,
) -> Result<bool> {
    // Each statement's formulas: the first, then its differing others.
    let mut options: Vec<Vec<&Formula>> = statements.iter().map(|(_, _, f)| vec![f]).collect();
    for (c, i, _, _, other) in differing {
        if let Some(k) = statements.iter().position(|(d, j, _)| (d, j) == (c, i)) {
            options[k].push(other);
        }
    }
    let choices = options
        .iter()
        .try_fold(1usize, |n, o| n.checked_mul(o.len()))
        .filter(|n| *n <= MAX_READING_CHOICES);
    let Some(choices) = choices else {
        return Ok(false);
    };
    let puzzle = |pick: &[usize]| {
        let definitions = statements
            .iter()
            .zip(pick)
            .enumerate()
            .map(|(k, ((c, i, _), p))| {
                Formula::iff(Atom::Stmt(*c, *i).formula(), options[k][*p].clone())
            });
        Formula::and(std::iter::once(rules.clone()).chain(definitions))
    };
    let first = puzzle(&vec![0; options.len()]);
    for n in 1..choices {
        control.check()?;
        // The n-th choice, counted in mixed radix over the statements.
        let mut rest = n;
        let pick: Vec<usize> = options
            .iter()
            .map(|o| {
                let p = rest % o.len();
                rest /= o.len();
                p
            })
            .collect();
        if !equivalent(&Formula::constant(true), &first, &puzzle(&pick), control)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Whether `a` and `b` agree in every assignment that keeps `rules` (the
/// rules of the game, and possibly other statements' definitions).
pub(crate) fn equivalent(
    rules: &Formula,
    a: &Formula,
    b: &Formula,
    control: &Control,
) -> Result<bool> {
    let differ = Formula::not(Formula::iff(a.clone(), b.clone()));
    never(&Formula::and([rules.clone(), differ]), control)
}

/// Whether `a` implies `b` in every assignment that keeps `rules`.
pub(crate) fn entails(
    rules: &Formula,
    a: &Formula,
    b: &Formula,
    control: &Control,
) -> Result<bool> {
    let counter = Formula::and([rules.clone(), a.clone(), Formula::not(b.clone())]);
    never(&counter, control)
}

/// Whether `f` has no satisfying assignment.
fn never(f: &Formula, control: &Control) -> Result<bool> {
    let mut solver = logic::default_solver();
    logic::SatSolver::set_control(&mut solver, control);
    let mut map = logic::VarMap::new();
    f.assert_into(&mut solver, &mut map);
    match logic::SatSolver::solve(&mut solver) {
        logic::SatResult::Unsat => Ok(true),
        logic::SatResult::Sat => Ok(false),
        logic::SatResult::Interrupted => Err(logic::Error::Interrupted.into()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Statement;

    fn with_alternative(text: &str, alternative: &str) -> Result<Model> {
        let mut s = Statement::parse(text)?;
        s.alternatives =
            vec![Statement::parse(alternative)?
                .claim()
                .cloned()
                .ok_or_else(|| ParlorError::BadDataSet {
                    line: None,
                    message: "no claim".into(),
                })?];
        let other = Statement::parse("The white box is true")?;
        Model::build(&Puzzle::new([vec![s], vec![other], vec![]]))
    }

    #[test]
    fn equivalent_readings_are_accepted_others_are_an_error() {
        assert!(with_alternative("The blue box is empty", "The gems are not in this box").is_ok());
        assert!(with_alternative(
            "The blue box is empty",
            "The black box and the white box are not both empty"
        )
        .is_ok());
        let err = with_alternative("The blue box is empty", "The blue box is true").unwrap_err();
        assert!(
            matches!(err, ParlorError::BadReference { index: 1, .. })
                && err.to_string().contains("can be read in several ways"),
            "{err}"
        );
    }
}
