//! The grade of a puzzle: the reasoning a person needs to solve it, step
//! by step.
//!
//! **The step solver.** It starts with no cell placed. At each step it looks
//! for the fewest *premises* (printed results, and the atom count) that
//! together force a cell not placed yet, given the cells placed so far —
//! the why engine's minimal sets (`blackbox_solve::Explainer`) with the
//! placed cells as facts — and places every cell a set of that many
//! premises forces. Sets of printed results alone are tried before sets
//! with the atom count, at each size, so a step *needs the atom count* only
//! when no set of as many results alone places a cell. It stops once every
//! atom is placed (the other cells are empty by the count, which a player
//! needs no step for). Sets of up to [`MAX_SET`] premises are looked for;
//! when none of them places a cell, the step is a **case split**: no few
//! results together settle anything, so a person has to try a cell both
//! ways and follow each case; the solver then places every remaining cell
//! (they follow from all the results together: the puzzle has one answer)
//! and stops.
//!
//! **The measure** ([`Measure`]): the most premises any step needs, whether
//! some step needs the atom count, whether some step is a case split. The
//! thresholds that turn it into a [`Difficulty`] are
//! [`Difficulty::of`]'s.
//!
//! **How a set is checked**: by the solver's [`Forcing`], exactly (boards
//! that rule cells out, cube walks, and the premises' SAT solver). Its
//! answers are exact, so the grade does not depend on what it has seen
//! before: a generator loads one [`Forcing`] with a board's full feedback
//! and grades every minimal puzzle of that board with it
//! ([`grade_with`]), so the encoding is built once per board and the
//! boards it found answer later questions.
//!
//! Bounds: the control is polled by every question; the number of sets at
//! a step is at most `C(results, MAX_SET)`.

use crate::difficulty::{Difficulty, Measure};
use crate::error::{Error, Result};
use crate::minimal::results;
use blackbox::{next_combination, Board, Cell, Port, Puzzle, Response};
use blackbox_solve::{Control, Forcing, Premise};

/// The most premises a step may need before it counts as a case split.
pub const MAX_SET: usize = 4;

/// A cell a step placed, with one set of premises that forces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The cell.
    pub cell: Cell,
    /// Whether it holds an atom.
    pub atom: bool,
    /// Premises that force it given the cells placed before the step (all
    /// of them for a case split).
    pub premises: Vec<Premise>,
}

/// One step of the step solver.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// How many premises each of its sets holds (for a case split: more
    /// than [`MAX_SET`]; the number given is [`MAX_SET`] + 1).
    pub size: usize,
    /// Whether its sets hold the atom count.
    pub atom_count: bool,
    /// Whether no set of up to [`MAX_SET`] premises placed anything.
    pub case_split: bool,
    /// The cells it placed.
    pub placed: Vec<Placement>,
}

impl Step {
    /// How many printed results each of its sets holds.
    pub fn results(&self) -> usize {
        self.size - usize::from(self.atom_count)
    }
}

/// A puzzle's steps, measure and difficulty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grade {
    /// The step solver's steps, in order.
    pub steps: Vec<Step>,
    /// The measure.
    pub measure: Measure,
    /// The difficulty it gives.
    pub difficulty: Difficulty,
}

/// Grades `puzzle`, whose one solution is `solution` (module doc).
/// [`Error::Interrupted`] once `control` is cancelled; [`Error::TooBig`]
/// past the solver's encoding bound; [`Error::NotASolution`] when
/// `solution` does not solve `puzzle`.
pub fn grade(puzzle: &Puzzle, solution: &Board, control: &Control) -> Result<Grade> {
    Ok(grade_up_to(puzzle, solution, Difficulty::Expert, control)?
        .expect("every puzzle is at most expert"))
}

/// [`grade`], or `None` as soon as a step shows the puzzle is harder than
/// `most` (no set larger than `most` allows is looked for).
pub fn grade_up_to(
    puzzle: &Puzzle,
    solution: &Board,
    most: Difficulty,
    control: &Control,
) -> Result<Option<Grade>> {
    if !puzzle.is_solved_by(solution) {
        return Err(Error::NotASolution);
    }
    let mut forcing = Forcing::new(puzzle, control)?;
    grade_with(&mut forcing, puzzle, solution, most, control)
}

/// [`grade_up_to`] asking `forcing`, loaded with a puzzle that has every
/// printed result of `puzzle` and its atom count (the full feedback of
/// `solution`, say): the same grade, without encoding `puzzle` again.
/// [`Error::NotItsResults`] when `forcing`'s puzzle lacks one of them.
pub fn grade_with(
    forcing: &mut Forcing,
    puzzle: &Puzzle,
    solution: &Board,
    most: Difficulty,
    control: &Control,
) -> Result<Option<Grade>> {
    if !puzzle.is_solved_by(solution) {
        return Err(Error::NotASolution);
    }
    let largest = most.largest_step().unwrap_or(MAX_SET);
    let mut grader = Grader::new(forcing, puzzle, solution)?;
    let mut steps: Vec<Step> = Vec::new();
    while !grader.atoms_placed() {
        let step = match grader.next_step(largest, control)? {
            Some(step) => step,
            None if largest < MAX_SET => return Ok(None),
            None => grader.case_split(),
        };
        grader.place(&step);
        steps.push(step);
        if Difficulty::of(measure(&steps)) > most {
            return Ok(None);
        }
        if steps.last().is_some_and(|s| s.case_split) {
            break;
        }
    }
    let measure = measure(&steps);
    Ok(Some(Grade {
        steps,
        measure,
        difficulty: Difficulty::of(measure),
    }))
}

/// The measure of `steps` (module doc).
fn measure(steps: &[Step]) -> Measure {
    Measure {
        largest: steps.iter().map(|s| s.size).max().unwrap_or(0),
        atom_count: steps.iter().any(|s| s.atom_count),
        case_split: steps.iter().any(|s| s.case_split),
    }
}

struct Grader<'g, 'p> {
    forcing: &'g mut Forcing<'p>,
    solution: &'g Board,
    /// The puzzle's premises: its rays in port order, then the atom count
    /// when it says anything.
    premises: Vec<Premise>,
    /// The puzzle's rays (its premises but the atom count).
    rays: Vec<Premise>,
    /// Whether the atom count is a premise.
    count: bool,
    /// Per row-major cell: placed so far, and how.
    known: Vec<Option<bool>>,
}

impl<'g, 'p> Grader<'g, 'p> {
    /// A grader of `puzzle` asking `forcing`, whose puzzle has every
    /// printed result of `puzzle` and its atom count.
    fn new(forcing: &'g mut Forcing<'p>, puzzle: &Puzzle, solution: &'g Board) -> Result<Self> {
        let loaded = forcing.puzzle();
        let printed = results(puzzle);
        let same = |port: Port| {
            let partner = match puzzle.hint(port) {
                Some(Response::Exit(other)) => Some(other),
                _ => None,
            };
            loaded.hint(port) == puzzle.hint(port)
                && partner.is_none_or(|q| loaded.hint(q) == puzzle.hint(q))
        };
        if loaded.dims() != puzzle.dims()
            || loaded.rules() != puzzle.rules()
            || loaded.atoms() != puzzle.atoms()
            || !printed.iter().all(|&port| same(port))
        {
            return Err(Error::NotItsResults);
        }
        // The loaded premises in their order (rays in port order, then the
        // atom count), those of `puzzle` kept.
        let premises: Vec<Premise> = (forcing.premises().iter().copied())
            .filter(|p| match p {
                Premise::Ray(port) => printed.contains(port),
                Premise::AtomCount => true,
            })
            .collect();
        let rays = (premises.iter().copied())
            .filter(|p| matches!(p, Premise::Ray(_)))
            .collect();
        let count = premises.contains(&Premise::AtomCount);
        Ok(Grader {
            known: vec![None; puzzle.dims().cells()],
            forcing,
            solution,
            premises,
            rays,
            count,
        })
    }

    fn atoms_placed(&self) -> bool {
        let dims = self.solution.dims();
        self.solution
            .atoms()
            .all(|cell| self.known[dims.index(cell)].is_some())
    }

    /// The step with the fewest premises, or `None` when no set of up to
    /// `largest` premises places a cell.
    fn next_step(&mut self, largest: usize, control: &Control) -> Result<Option<Step>> {
        for size in 1..=largest {
            for atom_count in [false, true] {
                let results = size - usize::from(atom_count);
                if (atom_count && !self.count) || results > self.rays.len() {
                    continue;
                }
                let placed = self.placed_by_sets(results, atom_count, control)?;
                if !placed.is_empty() {
                    return Ok(Some(Step {
                        size,
                        atom_count,
                        case_split: false,
                        placed,
                    }));
                }
            }
        }
        Ok(None)
    }

    /// Every cell some set of `results` rays (with the atom count when
    /// `atom_count`) forces, with the first such set, in row-major order.
    fn placed_by_sets(
        &mut self,
        results: usize,
        atom_count: bool,
        control: &Control,
    ) -> Result<Vec<Placement>> {
        let dims = self.solution.dims();
        let mut placed: Vec<Placement> = Vec::new();
        let mut known = self.known.clone();
        let mut combo: Vec<usize> = (0..results).collect();
        loop {
            let mut set: Vec<Premise> = combo.iter().map(|&i| self.rays[i]).collect();
            if atom_count {
                set.push(Premise::AtomCount);
            }
            // Every set of a step is given the cells placed before the
            // step; a cell two sets force is placed once.
            for cell in self
                .forcing
                .forced(&set, &self.known, self.solution, control)?
            {
                let i = dims.index(cell);
                if known[i].is_none() {
                    known[i] = Some(self.solution.has_atom(cell));
                    placed.push(Placement {
                        cell,
                        atom: self.solution.has_atom(cell),
                        premises: set.clone(),
                    });
                }
            }
            if !next_combination(&mut combo, self.rays.len()) {
                break;
            }
        }
        placed.sort_by_key(|p| dims.index(p.cell));
        Ok(placed)
    }

    /// The case split step: every cell not placed yet, from all premises.
    fn case_split(&self) -> Step {
        let all = &self.premises;
        let dims = self.solution.dims();
        let placed = (0..self.known.len())
            .filter(|&i| self.known[i].is_none())
            .map(|i| Placement {
                cell: dims.cell_at(i),
                atom: self.solution.has_atom(dims.cell_at(i)),
                premises: all.clone(),
            })
            .collect();
        Step {
            size: MAX_SET + 1,
            atom_count: false,
            case_split: true,
            placed,
        }
    }

    /// Places the cells of `step`.
    fn place(&mut self, step: &Step) {
        let dims = self.solution.dims();
        for p in &step.placed {
            self.known[dims.index(p.cell)] = Some(p.atom);
        }
    }
}
