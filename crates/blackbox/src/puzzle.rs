//! Puzzles: what is known about a hidden board.
//!
//! A [`Puzzle`] holds the board's dimensions, what is known about its atom
//! count, the rule set, and for each port the observed [`Response`] or
//! nothing (unknown). Invariants, established by [`PuzzleBuilder`]:
//! - exits are symmetric: port `p` has `Exit(q)` exactly when `q` has `Exit(p)`;
//! - no port exits at itself (that is a reflection);
//! - [`Response::Deflected`] only appears under [`Rules::Acm`];
//! - the atom count is possible on the board.

use crate::board::Board;
use crate::error::{Error, Result};
use crate::feedback::Feedback;
use crate::geometry::{Dims, Port};
use crate::trace::{Response, Rules};
use std::fmt;

/// What is known about the number of atoms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AtomCount {
    /// Any number, 0 to the number of cells.
    #[default]
    Unknown,
    /// Exactly this many.
    Exact(usize),
    /// Between `min` and `max`, both included.
    Range {
        /// Fewest atoms.
        min: usize,
        /// Most atoms.
        max: usize,
    },
}

impl AtomCount {
    /// The fewest atoms allowed.
    pub fn min(self) -> usize {
        match self {
            AtomCount::Unknown => 0,
            AtomCount::Exact(k) => k,
            AtomCount::Range { min, .. } => min,
        }
    }

    /// The most atoms allowed on a board with `cells` cells.
    pub fn max(self, cells: usize) -> usize {
        match self {
            AtomCount::Unknown => cells,
            AtomCount::Exact(k) => k,
            AtomCount::Range { max, .. } => max,
        }
    }

    /// Whether `n` atoms are allowed.
    pub fn allows(self, n: usize) -> bool {
        match self {
            AtomCount::Unknown => true,
            AtomCount::Exact(k) => n == k,
            AtomCount::Range { min, max } => (min..=max).contains(&n),
        }
    }

    /// Checks that the count is possible on a board of `dims`.
    pub fn check(self, dims: Dims) -> Result<Self> {
        let ok = match self {
            AtomCount::Unknown => true,
            AtomCount::Exact(k) => k <= dims.cells(),
            AtomCount::Range { min, max } => min <= max && max <= dims.cells(),
        };
        if ok {
            Ok(self)
        } else {
            Err(Error::BadAtomCount(format!(
                "{self} (a {dims} board has {} cells)",
                dims.cells()
            )))
        }
    }
}

/// Reads an atom count: `4`, or a range `3-5` (both ends included). A
/// reversed range (`5-3`) is an error that says so.
impl std::str::FromStr for AtomCount {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        let number = |word: &str| {
            word.trim().parse().map_err(|_| {
                Error::parse(
                    0,
                    match text.trim() {
                        "" => "expected an atom count like `4` or `3-5`, found nothing".to_string(),
                        given => format!(
                            "expected an atom count like `4` or `3-5`, found {}",
                            input_text::quoted(given)
                        ),
                    },
                )
            })
        };
        match text.split_once('-') {
            Some((a, b)) => {
                let (min, max) = (number(a)?, number(b)?);
                if min > max {
                    return Err(Error::parse(
                        0,
                        format!(
                            "the atom range {} is reversed: write `{max}-{min}`",
                            input_text::quoted(text.trim())
                        ),
                    ));
                }
                Ok(AtomCount::Range { min, max })
            }
            None => Ok(AtomCount::Exact(number(text)?)),
        }
    }
}

impl fmt::Display for AtomCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AtomCount::Unknown => write!(f, "unknown"),
            AtomCount::Exact(k) => write!(f, "{k}"),
            AtomCount::Range { min, max } => write!(f, "{min}-{max}"),
        }
    }
}

/// What is known about a hidden board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Puzzle {
    dims: Dims,
    atoms: AtomCount,
    rules: Rules,
    hints: Vec<Option<Response>>,
}

impl Puzzle {
    /// The board's dimensions.
    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// What is known of the atom count.
    pub fn atoms(&self) -> AtomCount {
        self.atoms
    }

    /// The rule set the hints were observed under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The observed response at `port`, if known.
    pub fn hint(&self, port: Port) -> Option<Response> {
        self.hints[port.index()]
    }

    /// Every known `(port, response)`, in port order; an exit pair appears
    /// from both of its ports.
    pub fn hints(&self) -> impl Iterator<Item = (Port, Response)> + '_ {
        self.dims
            .all_ports()
            .filter_map(|p| self.hint(p).map(|r| (p, r)))
    }

    /// Number of ports with a known response.
    pub fn known_ports(&self) -> usize {
        self.hints.iter().flatten().count()
    }

    /// Whether `board` has the right size, an allowed atom count and
    /// reproduces every hint.
    pub fn is_solved_by(&self, board: &Board) -> bool {
        board.dims() == self.dims
            && self.atoms.allows(board.atom_count())
            && self.first_mismatch(board).is_none()
    }

    /// The first hinted port whose response `board` does not reproduce.
    pub fn first_mismatch(&self, board: &Board) -> Option<Port> {
        self.hints()
            .find(|&(p, r)| board.response(p, self.rules) != r)
            .map(|(p, _)| p)
    }

    /// The puzzle that knows all of `feedback` and the atom count.
    pub fn from_feedback(feedback: &Feedback, atoms: AtomCount) -> Result<Self> {
        atoms.check(feedback.dims())?;
        Ok(Puzzle::knowing(feedback, atoms))
    }

    /// What a player knows of `board` after firing every ray under `rules`:
    /// its full feedback and its exact atom count. (A board's own count is
    /// always possible on it, so this cannot fail.)
    pub fn of_board(board: &Board, rules: Rules) -> Self {
        Puzzle::knowing(&board.feedback(rules), AtomCount::Exact(board.atom_count()))
    }

    /// The puzzle of `feedback` with `atoms`, already checked against its size.
    fn knowing(feedback: &Feedback, atoms: AtomCount) -> Self {
        Puzzle {
            dims: feedback.dims(),
            atoms,
            rules: feedback.rules(),
            hints: feedback.responses().iter().copied().map(Some).collect(),
        }
    }

    /// The same puzzle with the hint at `port` forgotten (both ends of an exit).
    pub fn without_hint(&self, port: Port) -> Puzzle {
        let mut p = self.clone();
        if let Some(Response::Exit(q)) = p.hints[port.index()] {
            p.hints[q.index()] = None;
        }
        p.hints[port.index()] = None;
        p
    }
}

/// Builds a [`Puzzle`] hint by hint, rejecting contradictions with the lines
/// they came from.
#[derive(Debug, Clone)]
pub struct PuzzleBuilder {
    puzzle: Puzzle,
    lines: Vec<usize>,
}

impl PuzzleBuilder {
    /// A puzzle with no hints yet.
    pub fn new(dims: Dims, atoms: AtomCount, rules: Rules) -> Result<Self> {
        Ok(PuzzleBuilder {
            puzzle: Puzzle {
                dims,
                atoms: atoms.check(dims)?,
                rules,
                hints: vec![None; dims.ports()],
            },
            lines: vec![0; dims.ports()],
        })
    }

    /// Records that firing `port` gives `response`; `line` (1-based, 0 if
    /// none) is used in error messages.
    pub fn add(&mut self, line: usize, port: Port, response: Response) -> Result<&mut Self> {
        match response {
            Response::Exit(q) if q == port => {
                return Err(Error::parse(
                    line,
                    format!("port {port} cannot exit at itself: write `{port} R` for a reflection"),
                ))
            }
            Response::Deflected if !self.puzzle.rules.has_deflections() => {
                return Err(Error::parse(
                    line,
                    "`D` (turned away at the edge) exists only under `rules acm`",
                ))
            }
            _ => {}
        }
        // Check both ends before changing anything, so a rejected hint
        // leaves the builder as it was.
        let mut updates = vec![(port, response)];
        if let Response::Exit(q) = response {
            updates.push((q, Response::Exit(port)));
        }
        for &(p, r) in &updates {
            self.check(line, p, r)?;
        }
        for (p, r) in updates {
            self.puzzle.hints[p.index()] = Some(r);
            self.lines[p.index()] = line;
        }
        Ok(self)
    }

    fn check(&self, line: usize, port: Port, response: Response) -> Result<()> {
        let i = port.index();
        match self.puzzle.hints[i] {
            Some(old) if old != response => Err(Error::Contradiction {
                first: self.lines[i],
                second: line,
                message: format!("port {port} gives {response} here but {old} before"),
            }),
            _ => Ok(()),
        }
    }

    /// The response recorded so far at `port`.
    pub fn known(&self, port: Port) -> Option<Response> {
        self.puzzle.hint(port)
    }

    /// The finished puzzle.
    pub fn build(self) -> Puzzle {
        self.puzzle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dims() -> Dims {
        Dims::new(5, 5).unwrap()
    }

    #[test]
    fn contradictions_name_both_lines() {
        let d = dims();
        let mut b = PuzzleBuilder::new(d, AtomCount::Exact(2), Rules::Standard).unwrap();
        b.add(3, d.port(3).unwrap(), Response::Exit(d.port(17).unwrap()))
            .unwrap();
        let err = b
            .add(7, d.port(17).unwrap(), Response::Exit(d.port(5).unwrap()))
            .unwrap_err();
        assert_eq!(
            err,
            Error::Contradiction {
                first: 3,
                second: 7,
                message: "port 17 gives 5 here but 3 before".into()
            }
        );
        assert!(b
            .add(9, d.port(4).unwrap(), Response::Exit(d.port(4).unwrap()))
            .is_err());
        assert!(b.add(9, d.port(4).unwrap(), Response::Deflected).is_err());
        // A rejected exit leaves no trace at either end.
        b.add(8, d.port(6).unwrap(), Response::Exit(d.port(3).unwrap()))
            .unwrap_err();
        assert_eq!(b.known(d.port(6).unwrap()), None);
        // Repeating a hint from the other end is fine.
        b.add(10, d.port(17).unwrap(), Response::Exit(d.port(3).unwrap()))
            .unwrap();
        assert_eq!(b.build().known_ports(), 2);
    }

    #[test]
    fn atom_counts_read_from_text() {
        assert_eq!("4".parse::<AtomCount>(), Ok(AtomCount::Exact(4)));
        assert_eq!(
            "3-5".parse::<AtomCount>(),
            Ok(AtomCount::Range { min: 3, max: 5 })
        );
        assert!("x".parse::<AtomCount>().is_err());
        assert!("3-".parse::<AtomCount>().is_err());
        let reversed = "5-3".parse::<AtomCount>().unwrap_err().to_string();
        assert!(reversed.contains("reversed: write `3-5`"), "{reversed}");
    }

    #[test]
    fn atom_counts_are_checked() {
        let d = Dims::new(2, 2).unwrap();
        assert!(PuzzleBuilder::new(d, AtomCount::Exact(5), Rules::Standard).is_err());
        assert!(
            PuzzleBuilder::new(d, AtomCount::Range { min: 3, max: 2 }, Rules::Standard).is_err()
        );
        assert!(AtomCount::Range { min: 1, max: 3 }.allows(2));
        assert!(!AtomCount::Exact(1).allows(2));
    }

    #[test]
    fn the_puzzle_of_a_board_knows_every_port_and_the_count() {
        let d = dims();
        let board = Board::with_atoms(d, [(0, 1), (3, 2), (4, 4)]).unwrap();
        for rules in [Rules::Standard, Rules::Acm] {
            let p = Puzzle::of_board(&board, rules);
            assert_eq!(p.known_ports(), d.ports());
            assert_eq!(p.atoms(), AtomCount::Exact(3));
            assert_eq!(p.rules(), rules);
            assert!(p.is_solved_by(&board));
            assert_eq!(
                p,
                Puzzle::from_feedback(&board.feedback(rules), AtomCount::Exact(3)).unwrap()
            );
        }
    }

    #[test]
    fn a_board_solves_the_puzzle_of_its_own_feedback() {
        let d = dims();
        let board = Board::with_atoms(d, [(1, 1), (3, 2)]).unwrap();
        let p =
            Puzzle::from_feedback(&board.feedback(Rules::Standard), AtomCount::Exact(2)).unwrap();
        assert!(p.is_solved_by(&board));
        let other = Board::with_atoms(d, [(1, 1), (3, 3)]).unwrap();
        assert!(!p.is_solved_by(&other));
        let p1 = d.port(1).unwrap();
        let forgetful = p.without_hint(p1);
        assert_eq!(forgetful.hint(p1), None);
        let removed = if matches!(p.hint(p1), Some(Response::Exit(_))) {
            2
        } else {
            1
        };
        assert_eq!(forgetful.known_ports(), p.known_ports() - removed);
    }
}
