//! Puzzles to publish and to play: generated (a size, an atom count, a
//! difficulty, a seed), the daily puzzle of a date, a puzzle ID read and
//! checked to have one answer, each with its typed answer (what
//! `blackbox generate --json` prints and the web sends) and its printable
//! pages ([`page`]).
//!
//! The generator and its grade are `blackbox_generate`'s; the
//! difficulties and the grade's types are re-exported here for the front
//! ends. The clock is the front end's: the daily puzzle takes the date.

pub mod attempt;
pub mod page;
pub mod view;

use crate::{Answer, Error, Result};
use blackbox::format::json::outcome;
use blackbox::format::puzzle_id::PuzzleId;
use blackbox::{Board, Cell, Dims, Puzzle, Rules};
use blackbox_generate::minimal::results;
use blackbox_generate::verify::Second;
use blackbox_generate::Request;
use blackbox_solve::{uniqueness_within, Control, Premise, Uniqueness};

pub use blackbox_generate::difficulty::UnknownDifficulty;
pub use blackbox_generate::{
    grade, Difficulty, Error as GenerateError, Generator, Grade, Made, Measure, Placement, Step,
};

/// The size of the daily puzzles: 8x8 with 4 atoms, at every difficulty.
pub const DAILY_SIZE: (usize, usize, usize) = (8, 8, 4);

/// A date, as the front end's clock gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Date {
    /// The year.
    pub year: u32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day, 1 to 31.
    pub day: u32,
}

impl Date {
    /// The date `days` days after 1970-01-01 (before it, when negative):
    /// the front end's clock gives the days, this gives the calendar date
    /// (the proleptic Gregorian calendar's civil-from-days rule).
    pub fn from_unix_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date {
            year: year as u32,
            month: month as u32,
            day: day as u32,
        }
    }

    /// The seed of the date's daily puzzles: `YYYYMMDD` as a number.
    pub fn seed(self) -> u64 {
        u64::from(self.year) * 10_000 + u64::from(self.month) * 100 + u64::from(self.day)
    }
}

impl std::str::FromStr for Date {
    type Err = Error;

    /// Reads `YYYY-MM-DD`.
    fn from_str(text: &str) -> Result<Date> {
        let bad = || {
            Error::Model(blackbox::Error::parse(
                0,
                format!(
                    "the date {} is not a date like `2026-11-28`",
                    input_text::quoted(text)
                ),
            ))
        };
        let parts: Vec<u32> = text
            .trim()
            .split('-')
            .map(|p| p.parse().map_err(|_| bad()))
            .collect::<Result<_>>()?;
        let [year, month, day] = parts[..] else {
            return Err(bad());
        };
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days = match month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            1..=12 => 31,
            _ => return Err(bad()),
        };
        if !(1..=days).contains(&day) || !(1..=9999).contains(&year) {
            return Err(bad());
        }
        Ok(Date { year, month, day })
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// What `blackbox generate` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateRequest {
    /// The board size.
    pub dims: Dims,
    /// The rules the printed results are made under (the checks and the
    /// grade follow them; the puzzle ID says them).
    pub rules: Rules,
    /// The atoms.
    pub atoms: usize,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// The seed.
    pub seed: u64,
    /// Threads to work on (the puzzles do not depend on it).
    pub threads: usize,
}

/// A generator for `request`, or the reason it cannot be met.
pub fn generator(request: &GenerateRequest) -> Result<Generator> {
    let wanted = Request {
        dims: request.dims,
        rules: request.rules,
        atoms: request.atoms,
        difficulty: request.difficulty,
        seed: request.seed,
    };
    Generator::new(wanted, request.threads).map_err(Error::Generate)
}

/// The daily puzzle of a date: its difficulty and rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Daily {
    /// The date (its seed).
    pub date: Date,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// The rules (the standard daily puzzle is the one everyone shares).
    pub rules: Rules,
}

/// The request of the daily puzzle `daily`.
pub fn daily_request(daily: Daily, threads: usize) -> GenerateRequest {
    let Daily {
        date,
        difficulty,
        rules,
    } = daily;
    let (rows, cols, atoms) = DAILY_SIZE;
    GenerateRequest {
        dims: Dims::new(rows, cols).expect("the daily size fits"),
        rules,
        atoms,
        difficulty,
        seed: date.seed(),
        threads,
    }
}

/// The daily puzzle `daily`: the first puzzle of its request, the same on
/// every machine.
pub fn daily(daily: Daily, threads: usize, control: &Control) -> Result<Made> {
    generator(&daily_request(daily, threads))?
        .next(control)
        .map_err(Error::Generate)
}

/// A puzzle to play: its ID, and its one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Playable {
    /// The puzzle's ID.
    pub id: PuzzleId,
    /// Its one answer.
    pub answer: Board,
}

/// Reads a puzzle ID and finds its one answer within `control`; a puzzle
/// with no answer or several is refused, saying so.
pub fn playable(text: &str, control: &Control) -> Result<Playable> {
    let id: PuzzleId = text.parse()?;
    match uniqueness_within(id.puzzle(), control) {
        Err(_) => Err(Error::Setup(blackbox::Error::Interrupted.into())),
        Ok(Uniqueness::Unique(answer)) => Ok(Playable { id, answer }),
        Ok(Uniqueness::Inconsistent) => Err(Error::NotPlayable(format!(
            "puzzle {id}: no board fits its results, so it has no answer to find"
        ))),
        Ok(Uniqueness::Several(..)) => Err(Error::NotPlayable(format!(
            "puzzle {id}: more than one board fits its results; a puzzle to play has \
             exactly one answer"
        ))),
    }
}

/// The answer of `blackbox generate --json` for one puzzle (schema in
/// docs/puzzles.md).
#[derive(Debug, serde::Serialize)]
pub struct PuzzleAnswer {
    /// Its one answer: the atoms' cells.
    pub answer: Vec<Cell>,
    /// The atoms.
    pub atoms: usize,
    /// The candidate it came from, in its seed's sequence.
    pub candidate: u64,
    /// What was checked before it was handed out.
    pub checks: ChecksAnswer,
    /// Columns.
    pub cols: usize,
    /// `easy`, `medium`, `hard` or `expert`.
    pub difficulty: String,
    /// Its puzzle ID.
    pub id: String,
    /// What the grade is computed from.
    pub measure: MeasureAnswer,
    /// The printed results, each from its port (the smaller of an exit
    /// pair's).
    pub results: Vec<ResultAnswer>,
    /// Rows.
    pub rows: usize,
    /// The rules the results are under: `standard` or `acm`.
    pub rules: Rules,
    /// The seed.
    pub seed: u64,
    /// The step-by-step solver's steps.
    pub steps: Vec<StepAnswer>,
}

/// The checks of a [`PuzzleAnswer`].
#[derive(Debug, serde::Serialize)]
pub struct ChecksAnswer {
    /// The exact number of boards that fit (always 1).
    pub count: u32,
    /// Every printed result is needed (each has a second board without it).
    pub minimal: bool,
    /// The second engine: `brute-force` or `path-search`.
    pub second: &'static str,
}

/// The measure of a [`PuzzleAnswer`].
#[derive(Debug, serde::Serialize)]
pub struct MeasureAnswer {
    /// Whether some step needs the atom count.
    pub atom_count: bool,
    /// Whether some step is a case split.
    pub case_split: bool,
    /// The most premises a step needs (5 for a case split).
    pub largest: usize,
}

/// A printed result.
#[derive(Debug, serde::Serialize)]
pub struct ResultAnswer {
    /// The other end, for an exit pair.
    pub exit: Option<usize>,
    /// `hit`, `reflection`, `deflected` (ACM rules: turned away at the
    /// edge) or `exit`.
    pub outcome: &'static str,
    /// The port.
    pub port: usize,
}

/// A step of a [`PuzzleAnswer`].
#[derive(Debug, serde::Serialize)]
pub struct StepAnswer {
    /// Whether its sets hold the atom count.
    pub atom_count: bool,
    /// Whether it is a case split.
    pub case_split: bool,
    /// The cells it placed.
    pub placed: Vec<PlacedAnswer>,
    /// How many premises each of its sets holds.
    pub premises: usize,
}

/// A cell a step placed.
#[derive(Debug, serde::Serialize)]
pub struct PlacedAnswer {
    /// Whether it holds an atom.
    pub atom: bool,
    /// The ports of the results that force it (with the step's atom count).
    pub by: Vec<usize>,
    /// The cell.
    pub cell: Cell,
}

impl Answer for PuzzleAnswer {
    const PRETTY: bool = false;
}

/// The printed results of `puzzle`, each once.
pub fn result_answers(puzzle: &Puzzle) -> Vec<ResultAnswer> {
    results(puzzle)
        .into_iter()
        .map(|port| {
            let (outcome, exit) = outcome(puzzle.hint(port).expect("a printed result"));
            ResultAnswer {
                exit,
                outcome,
                port: port.number(),
            }
        })
        .collect()
}

impl PuzzleAnswer {
    /// The answer of `made`, generated from `seed`.
    pub fn of(made: &Made, seed: u64) -> PuzzleAnswer {
        let puzzle = made.puzzle();
        let dims = puzzle.dims();
        let id = PuzzleId::new(puzzle).expect("generated puzzles have an exact count");
        PuzzleAnswer {
            answer: made.answer.atoms().collect(),
            atoms: id.atoms(),
            candidate: made.candidate,
            checks: ChecksAnswer {
                count: 1,
                minimal: true,
                second: match made.verified.second {
                    Second::Brute => "brute-force",
                    Second::Paths => "path-search",
                },
            },
            cols: dims.cols(),
            difficulty: made.grade.difficulty.to_string(),
            id: id.to_string(),
            measure: MeasureAnswer {
                atom_count: made.grade.measure.atom_count,
                case_split: made.grade.measure.case_split,
                largest: made.grade.measure.largest,
            },
            results: result_answers(puzzle),
            rows: dims.rows(),
            rules: puzzle.rules(),
            seed,
            steps: made.grade.steps.iter().map(step_answer).collect(),
        }
    }
}

fn step_answer(step: &Step) -> StepAnswer {
    StepAnswer {
        atom_count: step.atom_count,
        case_split: step.case_split,
        placed: step
            .placed
            .iter()
            .map(|p| PlacedAnswer {
                atom: p.atom,
                by: p
                    .premises
                    .iter()
                    .filter_map(|premise| match premise {
                        Premise::Ray(port) => Some(port.number()),
                        Premise::AtomCount => None,
                    })
                    .collect(),
                cell: p.cell,
            })
            .collect(),
        premises: step.size,
    }
}

/// The grade in words a player knows (a clue: a printed result or the
/// atom count): `medium: the hardest step needs 2 clues together; some
/// step needs the atom count`.
pub fn measure_text(grade: &Grade) -> String {
    let m = grade.measure;
    let most = if m.case_split {
        "a cell needs trying both ways (no four clues settle one)".to_string()
    } else {
        match m.largest {
            1 => "every step needs one printed result".to_string(),
            n => format!("the hardest step needs {n} clues together"),
        }
    };
    let count = if m.atom_count {
        "; some step needs the atom count"
    } else {
        ""
    };
    format!("{}: {most}{count}", grade.difficulty)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grade_is_said_in_a_players_words() {
        let said = |largest, atom_count, case_split| {
            let measure = Measure {
                largest,
                atom_count,
                case_split,
            };
            let difficulty = Difficulty::Expert;
            measure_text(&Grade {
                steps: vec![],
                measure,
                difficulty,
            })
        };
        assert_eq!(
            said(3, true, false),
            "expert: the hardest step needs 3 clues together; some step needs the atom count"
        );
        assert_eq!(
            said(5, false, true),
            "expert: a cell needs trying both ways (no four clues settle one)"
        );
        for text in [said(2, false, false), said(5, true, true)] {
            assert!(
                !text.contains("premise") && !text.contains("case split"),
                "{text}"
            );
        }
    }

    #[test]
    fn dates_read_and_give_their_seed() {
        let date: Date = "2026-11-28".parse().unwrap();
        assert_eq!(date.seed(), 20261128);
        assert_eq!(date.to_string(), "2026-11-28");
        for bad in [
            "2026-02-30",
            "2026-13-01",
            "2026-11",
            "tomorrow",
            "2025-02-29",
        ] {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
        assert!("2024-02-29".parse::<Date>().is_ok());
        assert_eq!(Date::from_unix_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_unix_days(20_420).to_string(), "2025-11-28");
        assert_eq!(Date::from_unix_days(19_782).to_string(), "2024-02-29");
    }

    #[test]
    fn a_generated_puzzle_is_playable_from_its_id() {
        let date: Date = "2026-11-28".parse().unwrap();
        for rules in Rules::ALL {
            let today = Daily {
                date,
                difficulty: Difficulty::Easy,
                rules,
            };
            let made = daily(today, 2, &Control::new()).unwrap();
            let answer = PuzzleAnswer::of(&made, date.seed());
            let playable = playable(&answer.id, &Control::new()).unwrap();
            assert_eq!(playable.answer, made.answer);
            assert_eq!(playable.id.puzzle(), made.puzzle());
            assert_eq!(playable.id.rules(), rules);
            assert_eq!(answer.difficulty, "easy");
            assert_eq!(answer.rules, rules);
        }
    }

    #[test]
    fn a_puzzle_with_several_answers_is_not_playable() {
        let dims = Dims::new(5, 5).unwrap();
        let empty = blackbox::PuzzleBuilder::new(
            dims,
            blackbox::AtomCount::Exact(2),
            blackbox::Rules::Standard,
        )
        .unwrap()
        .build();
        let id = PuzzleId::new(&empty).unwrap().to_string();
        let error = playable(&id, &Control::new()).unwrap_err();
        assert!(error.to_string().contains("more than one board"), "{error}");
    }
}
