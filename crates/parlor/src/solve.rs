//! Solving: the verdict, the boxes the gems may be in, and the readings.
//!
//! A reading is a model of [`Model::formula`] over all atoms. The puzzle
//! formula is encoded once for the SAT solver (the logic crate's Tseitin
//! encoding); the verdict then takes one SAT call per box ("is there a
//! reading with the gems here?"), so its cost does not grow with the number
//! of readings — 42 statements "This statement is true" have 2^42 readings
//! and are solved at once. Readings are listed by enumerating models with
//! blocking clauses, stopping after [`Options::max_readings`]
//! ([`Solution::readings_complete`] says whether the list is whole). The
//! verdict is `unique` when every reading puts the gems in the same box,
//! `ambiguous` when readings disagree, `inconsistent` when there is none,
//! `no-box-survives` when `assume_unique` discarded every box the readings
//! allow, and `unknown` when the caller's [`Control`] stopped the work first.
//!
//! With [`Options::assume_unique`] the designer's guarantee "the answer is
//! unique" is added as follows. A *symmetry* is a permutation of the boxes
//! that keeps each box's number of statements and maps the set of readings
//! onto itself (renaming `gems(B)`, `true(B)`, `false(B)`, `stmt(B,i)` to
//! the permuted box). If a symmetry moves box `g`, a reading with the gems
//! in `g` has a mirror reading with the gems elsewhere, so the puzzle could
//! not have a unique answer with the gems in `g`: such readings are
//! discarded. Nothing else is assumed; a puzzle without such symmetry keeps
//! its pure-logic verdict. A permutation π is a symmetry exactly when the
//! formula implies its renamed copy (the renaming is a bijection on a finite
//! set of readings, so "into" is "onto"): one SAT call per permutation.
//!
//! [`sat_readings`] (every reading) and [`brute_force_readings`] (seed
//! 003's evaluation of every assignment) with [`conclude`] compute the same
//! solution from an explicit list of readings; the tests check that they
//! agree with [`solve`].
//!
//! [`Options::facts`] are applied first (English statements are read again
//! with them when they differ from the built-in table); the size limits
//! of [`crate::limits`] are checked. The library has no clock: the caller's
//! [`Control`] (the `parlor` binary cancels it at `--time-limit`) stops the
//! SAT solver. Stopped, the answer is honest and partial: the boxes not
//! decided by then are listed ([`Solution::undecided`]) and the verdict is
//! [`Verdict::Unknown`]; stopped while listing readings, the verdict stands
//! and the list is cut short.

use std::collections::{BTreeMap, BTreeSet};

use logic::{
    all_assignments, enumerate_models, for_each_model, Assignment, Control, Formula, Lit, Node,
    SatResult, SatSolver, VarMap,
};
use serde::Serialize;

use crate::atom::Atom;
use crate::colour::Colour;
use crate::error::Result;
use crate::grammar::Facts;
use crate::model::Model;
use crate::puzzle::Puzzle;

/// One consistent reading: values of all atoms, in [`Model::atoms`] order.
pub type Values = Vec<bool>;

/// How to solve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Add the designer's guarantee of a unique answer (see module doc).
    pub assume_unique: bool,
    /// The fact table the grammar reads room facts with: the built-in
    /// facts plus the user's (`--fact "TEXT"=true|false`, [`Facts::with`]).
    /// A sentence (or clause) with a fact's wording is that constant.
    pub facts: Facts,
    /// Count an answer read with assumptions (statements read only after
    /// a wording edit, [`Puzzle::assumptions`]) as an answer: `parlor check
    /// --allow-assumptions`. Off by default: such a puzzle is not correct.
    pub allow_assumptions: bool,
    /// List at most this many readings ([`crate::limits::DEFAULT_MAX_READINGS`]
    /// by default; 0 lists none, which is all `parlor check` needs).
    pub max_readings: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            assume_unique: false,
            facts: Facts::default(),
            max_readings: crate::limits::DEFAULT_MAX_READINGS,
            allow_assumptions: false,
        }
    }
}

/// The outcome for a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Every reading puts the gems in the same box.
    Unique,
    /// Readings disagree on the gems' box.
    Ambiguous,
    /// No reading satisfies the rules.
    Inconsistent,
    /// Readings exist, but `--assume-unique` discarded every box they
    /// allow ([`Solution::ruled_out_by_symmetry`] lists them): JSON
    /// `"no-box-survives"`.
    NoBoxSurvives,
    /// Stopped (by the caller's [`Control`]) before every box was decided:
    /// [`Solution::undecided`] lists the boxes not decided.
    Unknown,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Verdict::Unique => "unique",
            Verdict::Ambiguous => "ambiguous",
            Verdict::Inconsistent => "inconsistent",
            Verdict::NoBoxSurvives => "no-box-survives",
            Verdict::Unknown => "unknown",
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

/// Verdict, possible boxes and readings (the JSON of `parlor solve`:
/// `interrupted` is written as `"stopped": "time-limit"` or `null`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// The verdict.
    pub verdict: Verdict,
    /// The gems' box when the verdict is unique.
    pub prize: Option<Colour>,
    /// Boxes the gems may be in, left to right: a kept reading puts them
    /// there. When the verdict is unknown, the boxes shown so far.
    pub possible: Vec<Colour>,
    /// Boxes not decided when the work was stopped (empty unless the
    /// verdict is [`Verdict::Unknown`]): the gems may or may not be there.
    pub undecided: Vec<Colour>,
    /// Whether the caller's [`Control`] stopped the work: the verdict is
    /// unknown, or the list of readings was cut short by it.
    #[serde(rename = "stopped", serialize_with = "stop_reason")]
    pub interrupted: bool,
    /// The readings kept, sorted by their values in [`Model::atoms`] order
    /// (false before true); at most [`Options::max_readings`] of them.
    pub readings: Vec<Reading>,
    /// Whether [`Solution::readings`] lists every reading kept.
    pub readings_complete: bool,
    /// Boxes ruled out only by the uniqueness assumption.
    pub ruled_out_by_symmetry: Vec<Colour>,
    /// The wording assumptions the puzzle was read with
    /// ([`Puzzle::assumptions`]): the answer holds only if they do.
    pub assumptions: Vec<String>,
    /// The statements read as asides ([`Puzzle::asides`]): about nothing in
    /// the room, each may be true or false.
    pub asides: Vec<String>,
}

/// `"time-limit"` for a solve the control stopped, else `null`: the
/// `parlor` binary stops it only at `--time-limit`.
fn stop_reason<S: serde::Serializer>(interrupted: &bool, s: S) -> Result<S::Ok, S::Error> {
    interrupted
        .then_some(logic::StopReason::TimeLimit)
        .serialize(s)
}

/// Solves a puzzle: applies the facts, checks the limits, lowers it and
/// calls [`solve_model`] (stopped by `control`, see the module doc).
pub fn solve(puzzle: &Puzzle, options: &Options, control: &Control) -> Result<Solution> {
    let applied;
    let puzzle = if options.facts == Facts::default() {
        puzzle
    } else {
        applied = puzzle.reread(&options.facts)?;
        &applied
    };
    puzzle.check_limits()?;
    let model = Model::build(puzzle)?;
    Ok(solve_model(puzzle, &model, options, control))
}

/// Solves an already lowered puzzle (see the module doc for the method),
/// until `control` is cancelled. `options.facts` must already be applied to
/// `puzzle` and `model`.
pub fn solve_model(
    puzzle: &Puzzle,
    model: &Model,
    options: &Options,
    control: &Control,
) -> Solution {
    let Some(mut sat) = Sat::new(model, control) else {
        return stopped_before_solving(puzzle);
    };
    let mut possible = Vec::new();
    let mut undecided = Vec::new();
    for colour in Colour::ALL {
        let gems = sat.gems(colour);
        match sat.solver.solve_with(&[gems]) {
            SatResult::Sat => possible.push(colour),
            SatResult::Unsat => {}
            SatResult::Interrupted => undecided.push(colour),
        }
    }
    let ruled_out = if options.assume_unique && undecided.is_empty() {
        match moved_by_symmetries(&mut sat, puzzle) {
            Some(moved) => moved,
            None => {
                // Stopped before every symmetry was tried: any box still
                // possible may yet be ruled out.
                undecided = std::mem::take(&mut possible);
                vec![]
            }
        }
    } else {
        vec![]
    };
    possible.retain(|c| !ruled_out.contains(c));
    let verdict = verdict(&possible, &undecided, &ruled_out);
    let mut interrupted = verdict == Verdict::Unknown;
    let mut values: Vec<Values> = Vec::new();
    let mut readings_complete = matches!(verdict, Verdict::Inconsistent | Verdict::NoBoxSurvives);
    if options.max_readings > 0 && !possible.is_empty() && verdict != Verdict::Unknown {
        let excluded: Vec<Lit> = ruled_out.iter().map(|&c| !sat.gems(c)).collect();
        readings_complete = true;
        for_each_model(&mut sat.solver, &sat.projection, &excluded, |model| {
            if values.len() == options.max_readings {
                readings_complete = false;
                return false;
            }
            values.push(model.to_vec());
            true
        });
        // A cancel ends the enumeration as if no reading were left.
        if readings_complete && control.is_cancelled() {
            readings_complete = false;
            interrupted = true;
        }
    }
    values.sort();
    Solution {
        verdict,
        prize: (verdict == Verdict::Unique).then(|| possible[0]),
        readings: values.iter().filter_map(|v| reading(model, v)).collect(),
        readings_complete,
        interrupted,
        possible,
        undecided,
        ruled_out_by_symmetry: ruled_out,
        assumptions: puzzle.assumptions(),
        asides: puzzle.asides(),
    }
}

/// The answer when the control stopped the work before the solver ran:
/// every box undecided.
pub fn stopped_before_solving(puzzle: &Puzzle) -> Solution {
    Solution {
        verdict: Verdict::Unknown,
        prize: None,
        possible: vec![],
        undecided: Colour::ALL.to_vec(),
        interrupted: true,
        readings: vec![],
        readings_complete: false,
        ruled_out_by_symmetry: vec![],
        assumptions: puzzle.assumptions(),
        asides: puzzle.asides(),
    }
}

/// The boxes moved by some symmetry of the readings (see the module doc),
/// or `None` when the solver was stopped before every candidate was tried.
fn moved_by_symmetries(sat: &mut Sat, puzzle: &Puzzle) -> Option<Vec<Colour>> {
    let mut moved = BTreeSet::new();
    for perm in symmetry_candidates(puzzle) {
        if sat.is_symmetry(&perm)? {
            moved.extend(Colour::ALL.into_iter().filter(|c| perm[c.index()] != *c));
        }
    }
    Some(moved.into_iter().collect())
}

/// The verdict once `possible` boxes are shown and `undecided` ones not
/// decided.
fn verdict(possible: &[Colour], undecided: &[Colour], ruled_out: &[Colour]) -> Verdict {
    match (undecided.len(), possible.len()) {
        (1.., _) => Verdict::Unknown,
        (_, 0) if ruled_out.is_empty() => Verdict::Inconsistent,
        (_, 0) => Verdict::NoBoxSurvives,
        (_, 1) => Verdict::Unique,
        _ => Verdict::Ambiguous,
    }
}

/// The puzzle formula in a SAT solver, with the atoms' variables.
struct Sat<'a> {
    model: &'a Model,
    solver: logic::DefaultSolver,
    map: VarMap,
    /// The atoms' variables, in [`Model::atoms`] order.
    projection: Vec<logic::Var>,
}

impl<'a> Sat<'a> {
    /// The encoding of `model`, its solver stopped by `control`; `None`
    /// when `control` is cancelled while the formula is encoded (polled
    /// between its conjuncts: the rules, each statement's definition).
    fn new(model: &'a Model, control: &Control) -> Option<Sat<'a>> {
        let mut solver = logic::default_solver();
        solver.set_control(control);
        let mut map = VarMap::new();
        let projection = model
            .atoms
            .iter()
            .map(|a| map.var(&mut solver, &a.name()))
            .collect();
        let conjuncts = match model.formula.node() {
            Node::And(terms) => terms.as_slice(),
            _ => std::slice::from_ref(&model.formula),
        };
        for conjunct in conjuncts {
            if control.is_cancelled() {
                return None;
            }
            conjunct.assert_into(&mut solver, &mut map);
        }
        Some(Sat {
            model,
            solver,
            map,
            projection,
        })
    }

    fn gems(&mut self, colour: Colour) -> Lit {
        Lit::positive(self.map.var(&mut self.solver, &Atom::Gems(colour).name()))
    }

    /// Whether every reading, renamed by `perm`, is again a reading: the
    /// formula and the negation of its renamed copy have no common model.
    /// The copy's Tseitin definitions only add variables defined by the
    /// atoms, so they leave the readings unchanged. `None` when stopped.
    fn is_symmetry(&mut self, perm: &[Colour; 3]) -> Option<bool> {
        let renamed = rename_formula(&self.model.formula, perm);
        let copy = renamed.tseitin(&mut self.solver, &mut self.map);
        match self.solver.solve_with(&[!copy]) {
            SatResult::Unsat => Some(true),
            SatResult::Sat => Some(false),
            SatResult::Interrupted => None,
        }
    }
}

/// Box permutations other than the identity that keep every box's number
/// of statements: `perm[c.index()]` is where box `c` goes.
fn symmetry_candidates(puzzle: &Puzzle) -> Vec<[Colour; 3]> {
    let counts = puzzle.counts();
    permutations()
        .into_iter()
        .filter(|perm| {
            *perm != Colour::ALL
                && Colour::ALL
                    .iter()
                    .all(|c| counts[c.index()] == counts[perm[c.index()].index()])
        })
        .collect()
}

/// The formula with every atom renamed by `perm` (other names unchanged).
/// Recursion is bounded by the formula's depth, which the readers limit.
fn rename_formula(formula: &Formula, perm: &[Colour; 3]) -> Formula {
    let go = |f: &Formula| rename_formula(f, perm);
    match formula.node() {
        Node::Const(b) => Formula::constant(*b),
        Node::Var(name) => match Atom::parse(name) {
            Some(atom) => rename(atom, perm).formula(),
            None => Formula::var(name.clone()),
        },
        Node::Not(x) => Formula::not(go(x)),
        Node::And(xs) => Formula::and(xs.iter().map(go)),
        Node::Or(xs) => Formula::or(xs.iter().map(go)),
        Node::Implies(a, b) => Formula::implies(go(a), go(b)),
        Node::Iff(a, b) => Formula::iff(go(a), go(b)),
    }
}

/// Every reading via the logic crate's Tseitin encoding and projected
/// enumeration. Unbounded (a puzzle can have 2^n readings): for tests and
/// cross-checks; [`solve`] does not call it.
pub fn sat_readings(model: &Model) -> Vec<Values> {
    let Some(mut sat) = Sat::new(model, &Control::new()) else {
        // A control that is never cancelled never stops the encoding.
        return vec![];
    };
    let mut models = enumerate_models(&mut sat.solver, &sat.projection, None, &[]);
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

/// The solution from an explicit list of every reading (from
/// [`sat_readings`] or [`brute_force_readings`]), symmetries found by
/// comparing reading sets: the reference [`solve`] is tested against. It
/// lists every reading it is given.
pub fn conclude(
    puzzle: &Puzzle,
    model: &Model,
    readings: Vec<Values>,
    options: &Options,
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
    let verdict = verdict(&possible, &[], &ruled_out);
    Solution {
        verdict,
        prize: (verdict == Verdict::Unique).then(|| possible[0]),
        possible,
        undecided: vec![],
        interrupted: false,
        readings: kept,
        readings_complete: true,
        ruled_out_by_symmetry: ruled_out,
        assumptions: puzzle.assumptions(),
        asides: puzzle.asides(),
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
    let mut moved = BTreeSet::new();
    for perm in symmetry_candidates(puzzle) {
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
