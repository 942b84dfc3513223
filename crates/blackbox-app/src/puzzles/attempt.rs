//! A player's attempt at a puzzle: the printed results on the rim, the
//! cells the player marked (an atom, or empty), a check against the one
//! answer, and hints that follow the grade's step solver.
//!
//! Invariants: only cells of the puzzle's board are marked (a cell is
//! validated when it is read); the answer never leaves this module except
//! through [`Attempt::check`]'s verdict and, when the player gives up,
//! [`Attempt::reveal`] and [`Attempt::revealed_atom`]. A hint
//! names the first cell of the step solver's order that the player has not
//! marked as it is, and the printed results that force it given the cells
//! of the steps before: first the results (where to look), asked again the
//! cell too.

use super::{grade, Grade, Made, Playable};
use crate::{Error, Result};
use blackbox::format::puzzle_id::PuzzleId;
use blackbox::{render, Cell, Port};
use blackbox_solve::{Control, Premise};
use std::collections::BTreeMap;

/// What a player wrote in a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// An atom is here.
    Atom,
    /// No atom is here.
    Empty,
}

/// What a check found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Every atom marked, no other cell marked an atom: solved.
    Solved,
    /// Some marks contradict the answer (how many).
    Wrong(usize),
    /// No mark is wrong, but atoms are missing (how many are marked, of
    /// how many).
    Unfinished {
        /// Atoms marked.
        marked: usize,
        /// Atoms in the answer.
        atoms: usize,
    },
}

/// A hint: a cell that follows from a few printed results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The cell.
    pub cell: Cell,
    /// Whether it holds an atom.
    pub atom: bool,
    /// The printed results that force it (each by its port).
    pub ports: Vec<Port>,
    /// Whether the atom count is needed too.
    pub atom_count: bool,
    /// Whether the cell is named (the second hint about it) or only the
    /// results are (the first).
    pub named: bool,
}

impl Hint {
    /// The hint in words: `look at the results at ports 4 and 11 together`,
    /// then `(3, 5) is empty: the results at ports 4 and 11 force it`.
    pub fn text(&self) -> String {
        let ports: Vec<String> = self.ports.iter().map(Port::to_string).collect();
        let results = match ports.len() {
            0 => "the atom count".to_string(),
            1 => format!("the result at port {}", ports[0]),
            _ => format!(
                "the results at ports {} and {}",
                ports[..ports.len() - 1].join(", "),
                ports[ports.len() - 1]
            ),
        };
        let count = if self.atom_count && !self.ports.is_empty() {
            " with the atom count"
        } else {
            ""
        };
        // One result alone "settles" and "forces"; several, or one with
        // the atom count, "settle together" and "force".
        let one = self.ports.len() + usize::from(self.atom_count) <= 1;
        if !self.named {
            let (together, settle) = match one {
                true => ("", "it settles"),
                false => (" together", "they settle"),
            };
            return format!("look at {results}{together}{count}: {settle} a cell");
        }
        let what = if self.atom {
            "holds an atom"
        } else {
            "is empty"
        };
        let force = if one { "forces" } else { "force" };
        format!("{} {what}: {results}{count} {force} it", self.cell.name())
    }
}

/// A player's attempt at one puzzle.
#[derive(Debug, Clone)]
pub struct Attempt {
    playable: Playable,
    grade: Grade,
    marks: BTreeMap<Cell, Mark>,
    /// The cell of the last hint, so that the next names it.
    hinted: Option<Cell>,
}

impl Attempt {
    /// An attempt at `playable`, graded within `control` (the hints follow
    /// the grade's steps).
    pub fn new(playable: Playable, control: &Control) -> Result<Attempt> {
        let grade =
            grade(playable.id.puzzle(), &playable.answer, control).map_err(Error::Generate)?;
        Ok(Attempt {
            playable,
            grade,
            marks: BTreeMap::new(),
            hinted: None,
        })
    }

    /// An attempt at a puzzle the generator made: its own answer and
    /// grade, so nothing is solved again (the generator checked that the
    /// answer is the only one, and its grade is the whole grade).
    pub fn of_made(made: &Made) -> Attempt {
        let id = PuzzleId::new(made.puzzle()).expect("generated puzzles have an exact count");
        Attempt {
            playable: Playable {
                id,
                answer: made.answer.clone(),
            },
            grade: made.grade.clone(),
            marks: BTreeMap::new(),
            hinted: None,
        }
    }

    /// The puzzle's ID.
    pub fn id(&self) -> &PuzzleId {
        &self.playable.id
    }

    /// Its grade.
    pub fn grade(&self) -> &Grade {
        &self.grade
    }

    /// The cell at `row`, `col` counting from 1 at the top left, or an
    /// error saying where the board ends.
    pub fn cell(&self, row: usize, col: usize) -> Result<Cell> {
        Ok(self.playable.id.puzzle().dims().numbered_cell(row, col)?)
    }

    /// Marks `cell` (`None`: clears it).
    pub fn mark(&mut self, cell: Cell, mark: Option<Mark>) {
        match mark {
            Some(mark) => self.marks.insert(cell, mark),
            None => self.marks.remove(&cell),
        };
    }

    /// The player's mark on `cell`, if any.
    pub fn mark_at(&self, cell: Cell) -> Option<Mark> {
        self.marks.get(&cell).copied()
    }

    /// Whether the answer has an atom at `cell`: this gives the answer
    /// away, for drawing it once the player has given up.
    pub fn revealed_atom(&self, cell: Cell) -> bool {
        self.playable.answer.has_atom(cell)
    }

    /// Checks the marks against the answer.
    pub fn check(&self) -> Verdict {
        let answer = &self.playable.answer;
        let wrong = (self.marks.iter())
            .filter(|(&cell, &mark)| answer.has_atom(cell) != (mark == Mark::Atom))
            .count();
        let marked = (self.marks.values()).filter(|&&m| m == Mark::Atom).count();
        let atoms = answer.atom_count();
        match (wrong, marked == atoms) {
            (0, true) => Verdict::Solved,
            (0, false) => Verdict::Unfinished { marked, atoms },
            (n, _) => Verdict::Wrong(n),
        }
    }

    /// The next hint, or `None` when every cell the steps place is marked
    /// as it is.
    pub fn hint(&mut self) -> Option<Hint> {
        let answer = &self.playable.answer;
        let marks = &self.marks;
        let right =
            |cell: Cell| marks.get(&cell).map(|&m| m == Mark::Atom) == Some(answer.has_atom(cell));
        let placement = (self.grade.steps.iter())
            .flat_map(|step| &step.placed)
            .find(|p| !right(p.cell))?;
        let named = self.hinted == Some(placement.cell);
        self.hinted = Some(placement.cell);
        Some(Hint {
            cell: placement.cell,
            atom: placement.atom,
            ports: (placement.premises.iter())
                .filter_map(|p| match p {
                    Premise::Ray(port) => Some(*port),
                    Premise::AtomCount => None,
                })
                .collect(),
            atom_count: placement.premises.contains(&Premise::AtomCount),
            named,
        })
    }

    /// The puzzle with the player's marks: `O` an atom, `x` empty, `.`
    /// not marked.
    pub fn drawing(&self) -> String {
        let glyph = |cell: Cell| {
            match self.marks.get(&cell) {
                Some(Mark::Atom) => "O",
                Some(Mark::Empty) => "x",
                None => ".",
            }
            .to_string()
        };
        render::puzzle_with(self.playable.id.puzzle(), &glyph)
    }

    /// The puzzle with its answer drawn.
    pub fn reveal(&self) -> String {
        render::puzzle(self.playable.id.puzzle(), Some(&self.playable.answer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{daily, playable, Daily, Date, Difficulty, PuzzleAnswer};
    use blackbox::Rules;

    fn attempt(rules: Rules) -> Attempt {
        let date: Date = "2026-11-28".parse().unwrap();
        let today = Daily {
            date,
            difficulty: Difficulty::Easy,
            rules,
        };
        let made = daily(today, 2, &Control::new()).unwrap();
        let id = PuzzleAnswer::of(&made, date.seed()).id;
        Attempt::new(playable(&id, &Control::new()).unwrap(), &Control::new()).unwrap()
    }

    #[test]
    fn following_the_hints_solves_the_puzzle() {
        for rules in Rules::ALL {
            follow_the_hints(attempt(rules));
        }
    }

    fn follow_the_hints(mut attempt: Attempt) {
        assert!(matches!(
            attempt.check(),
            Verdict::Unfinished {
                marked: 0,
                atoms: 4
            }
        ));
        let mut hints = 0;
        while let Some(first) = attempt.hint() {
            assert!(
                !first.named,
                "the first hint about a cell names only results"
            );
            assert!(first.text().starts_with("look at"), "{}", first.text());
            let second = attempt.hint().unwrap();
            assert!(second.named && second.cell == first.cell);
            assert!(
                second
                    .text()
                    .starts_with(&format!("{} ", second.cell.name())),
                "{}",
                second.text()
            );
            let mark = if second.atom { Mark::Atom } else { Mark::Empty };
            attempt.mark(second.cell, Some(mark));
            hints += 1;
            assert!(hints <= 64, "each hint places a cell");
        }
        assert_eq!(attempt.check(), Verdict::Solved);
        assert!(attempt.drawing().contains('O'));
    }

    #[test]
    fn an_attempt_from_the_generator_is_the_one_solved_again() {
        let date: Date = "2026-11-27".parse().unwrap();
        for rules in Rules::ALL {
            let today = Daily {
                date,
                difficulty: Difficulty::Medium,
                rules,
            };
            let made = daily(today, 2, &Control::new()).unwrap();
            let id = PuzzleAnswer::of(&made, date.seed()).id;
            let solved = Attempt::new(playable(&id, &Control::new()).unwrap(), &Control::new());
            let solved = solved.unwrap();
            let of_made = Attempt::of_made(&made);
            assert_eq!(of_made.id(), solved.id());
            assert_eq!(of_made.playable.answer, solved.playable.answer);
            assert_eq!(of_made.grade(), solved.grade());
        }
    }

    #[test]
    fn hints_read_as_sentences() {
        let dims = blackbox::Dims::new(8, 8).unwrap();
        let port = |n| dims.port(n).unwrap();
        let mut hint = Hint {
            cell: dims.numbered_cell(1, 1).unwrap(),
            atom: false,
            ports: vec![port(5)],
            atom_count: false,
            named: false,
        };
        assert_eq!(
            hint.text(),
            "look at the result at port 5: it settles a cell"
        );
        hint.named = true;
        assert_eq!(hint.text(), "A1 is empty: the result at port 5 forces it");
        hint.ports.push(port(11));
        hint.atom_count = true;
        assert_eq!(
            hint.text(),
            "A1 is empty: the results at ports 5 and 11 with the atom count force it"
        );
        hint.named = false;
        assert_eq!(
            hint.text(),
            "look at the results at ports 5 and 11 together with the atom count: they settle a cell"
        );
    }

    #[test]
    fn a_wrong_mark_is_counted_and_cells_are_validated() {
        let mut attempt = attempt(Rules::Standard);
        let atom = attempt.playable.answer.atoms().next().unwrap();
        attempt.mark(atom, Some(Mark::Empty));
        assert_eq!(attempt.check(), Verdict::Wrong(1));
        attempt.mark(atom, None);
        assert!(matches!(attempt.check(), Verdict::Unfinished { .. }));
        assert!(attempt.cell(9, 1).is_err());
        assert!(attempt.cell(0, 1).is_err());
        assert!(attempt.cell(8, 8).is_ok());
    }
}
