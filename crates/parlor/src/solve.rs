//! Solving: every consistent reading and the verdict.
//!
//! Readings are the models of [`Model::formula`] over all atoms, found by
//! the logic crate's SAT enumeration ([`sat_readings`]) or, for
//! cross-checking, by seed 003's brute force over every assignment
//! ([`brute_force_readings`]). The verdict is `unique` when every reading
//! puts the gems in the same box, `ambiguous` when readings disagree,
//! `inconsistent` when there is none.
//!
//! With [`Options::assume_unique`] the designer's guarantee "the answer is
//! unique" is added as follows. A *symmetry* is a permutation of the boxes
//! that keeps each box's number of statements and maps the set of readings
//! onto itself (renaming `gems(B)`, `true(B)`, `false(B)`, `stmt(B,i)` to
//! the permuted box). If a symmetry moves box `g`, a reading with the gems
//! in `g` has a mirror reading with the gems elsewhere, so the puzzle could
//! not have a unique answer with the gems in `g`: such readings are
//! discarded. Nothing else is assumed; a puzzle without such symmetry keeps
//! its pure-logic verdict.

use std::collections::{BTreeMap, BTreeSet};

use logic::{all_assignments, enumerate_models, Assignment, VarMap};
use serde::Serialize;

use crate::atom::Atom;
use crate::colour::Colour;
use crate::error::Result;
use crate::model::Model;
use crate::puzzle::Puzzle;

/// One consistent reading: values of all atoms, in [`Model::atoms`] order.
pub type Values = Vec<bool>;

/// How to solve.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// Add the designer's guarantee of a unique answer (see module doc).
    pub assume_unique: bool,
}

/// The outcome for a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Every reading puts the gems in the same box.
    Unique,
    /// Readings disagree on the gems' box.
    Ambiguous,
    /// No reading satisfies the rules.
    Inconsistent,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Verdict::Unique => "unique",
            Verdict::Ambiguous => "ambiguous",
            Verdict::Inconsistent => "inconsistent",
        })
    }
}

/// Whether a box is true, false or neither in a reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BoxTruth {
    /// Has statements, all true.
    True,
    /// Has statements, all false.
    False,
    /// No statements, or mixed.
    Neither,
}

/// A consistent reading, for people and JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reading {
    /// Where the gems are.
    pub gems: Colour,
    /// Each box's truth.
    pub boxes: BTreeMap<Colour, BoxTruth>,
    /// Each statement's truth value, per box, top to bottom.
    pub statements: BTreeMap<Colour, Vec<bool>>,
}

/// Verdict, possible boxes and readings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The verdict.
    pub verdict: Verdict,
    /// The gems' box when the verdict is unique.
    pub prize: Option<Colour>,
    /// Boxes the gems may be in, left to right.
    pub possible: Vec<Colour>,
    /// The readings kept, in enumeration order.
    pub readings: Vec<Reading>,
    /// Boxes ruled out only by the uniqueness assumption.
    pub ruled_out_by_symmetry: Vec<Colour>,
}

/// Solves a puzzle with the SAT backend.
pub fn solve(puzzle: &Puzzle, options: Options) -> Result<Solution> {
    let model = Model::build(puzzle)?;
    let readings = sat_readings(&model);
    Ok(conclude(puzzle, &model, readings, options))
}

/// All readings via the logic crate's Tseitin encoding and projected enumeration.
pub fn sat_readings(model: &Model) -> Vec<Values> {
    let mut solver = logic::default_solver();
    let mut map = VarMap::new();
    let projection: Vec<_> = model
        .atoms
        .iter()
        .map(|a| map.var(&mut solver, &a.name()))
        .collect();
    model.formula.assert_into(&mut solver, &mut map);
    let mut models = enumerate_models(&mut solver, &projection, None, &[]);
    models.sort();
    models
}

/// All readings by seed 003's method: evaluate the formula under every
/// assignment of the atoms. Exponential; for tests and small puzzles.
pub fn brute_force_readings(model: &Model) -> Result<Vec<Values>> {
    let names: Vec<String> = model.atoms.iter().map(|a| a.name()).collect();
    let assignments = all_assignments(names.clone())?;
    let mut out: Vec<Values> = assignments
        .filter(|a| model.formula.value(a) == Some(true))
        .map(|a| {
            names
                .iter()
                .map(|n| a.get(n).copied().unwrap_or(false))
                .collect()
        })
        .collect();
    out.sort();
    Ok(out)
}

/// Turns raw readings into a solution, applying the options.
pub fn conclude(
    puzzle: &Puzzle,
    model: &Model,
    readings: Vec<Values>,
    options: Options,
) -> Solution {
    let ruled_out = if options.assume_unique {
        moved_by_symmetry(puzzle, model, &readings)
    } else {
        vec![]
    };
    let kept: Vec<Reading> = readings
        .iter()
        .filter_map(|v| reading(model, v))
        .filter(|r| !ruled_out.contains(&r.gems))
        .collect();
    let possible: Vec<Colour> = kept
        .iter()
        .map(|r| r.gems)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let verdict = match possible.len() {
        0 => Verdict::Inconsistent,
        1 => Verdict::Unique,
        _ => Verdict::Ambiguous,
    };
    Solution {
        verdict,
        prize: (verdict == Verdict::Unique).then(|| possible[0]),
        possible,
        readings: kept,
        ruled_out_by_symmetry: ruled_out,
    }
}

/// Names a reading's values.
pub fn assignment(model: &Model, values: &[bool]) -> Assignment {
    model
        .atoms
        .iter()
        .zip(values)
        .map(|(a, v)| (a.name(), *v))
        .collect()
}

fn reading(model: &Model, values: &[bool]) -> Option<Reading> {
    let value: BTreeMap<Atom, bool> = model
        .atoms
        .iter()
        .copied()
        .zip(values.iter().copied())
        .collect();
    let gems = Colour::ALL
        .into_iter()
        .find(|c| value.get(&Atom::Gems(*c)) == Some(&true))?;
    let truth = |c: Colour| match (value.get(&Atom::True(c)), value.get(&Atom::False(c))) {
        (Some(true), _) => BoxTruth::True,
        (_, Some(true)) => BoxTruth::False,
        _ => BoxTruth::Neither,
    };
    let mut statements: BTreeMap<Colour, Vec<bool>> =
        Colour::ALL.into_iter().map(|c| (c, vec![])).collect();
    for (atom, v) in &value {
        if let Atom::Stmt(c, _) = atom {
            statements.entry(*c).or_default().push(*v);
        }
    }
    Some(Reading {
        gems,
        boxes: Colour::ALL.into_iter().map(|c| (c, truth(c))).collect(),
        statements,
    })
}

/// Boxes moved by some symmetry of the reading set (see module doc).
fn moved_by_symmetry(puzzle: &Puzzle, model: &Model, readings: &[Values]) -> Vec<Colour> {
    let set: BTreeSet<&Values> = readings.iter().collect();
    let index: BTreeMap<Atom, usize> = model
        .atoms
        .iter()
        .enumerate()
        .map(|(i, a)| (*a, i))
        .collect();
    let counts = puzzle.counts();
    let mut moved = BTreeSet::new();
    for perm in permutations() {
        let keeps_counts = Colour::ALL
            .iter()
            .all(|c| counts[c.index()] == counts[perm[c.index()].index()]);
        if !keeps_counts || perm == Colour::ALL {
            continue;
        }
        let image = |values: &Values| -> Option<Values> {
            let mut out = vec![false; values.len()];
            for (atom, v) in model.atoms.iter().zip(values) {
                out[*index.get(&rename(*atom, &perm))?] = *v;
            }
            Some(out)
        };
        if readings
            .iter()
            .all(|r| image(r).is_some_and(|m| set.contains(&m)))
        {
            moved.extend(Colour::ALL.into_iter().filter(|c| perm[c.index()] != *c));
        }
    }
    moved.into_iter().collect()
}

/// The six orderings of the boxes: `perm[c.index()]` is where box `c` goes.
fn permutations() -> Vec<[Colour; 3]> {
    let [a, b, c] = Colour::ALL;
    vec![
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
    ]
}

fn rename(atom: Atom, perm: &[Colour; 3]) -> Atom {
    let p = |c: Colour| perm[c.index()];
    match atom {
        Atom::Gems(c) => Atom::Gems(p(c)),
        Atom::True(c) => Atom::True(p(c)),
        Atom::False(c) => Atom::False(p(c)),
        Atom::Stmt(c, i) => Atom::Stmt(p(c), i),
    }
}
