//! `blackbox play --puzzle ID` and `--daily`: a pencil-and-paper puzzle
//! over stdin/stdout (the full-screen game is `blackbox_tui::puzzle`): the
//! printed results are on the rim, no ray is fired; the player marks atoms
//! and empty cells and checks. [`prepare`] reads or makes the puzzle for
//! both.
//!
//! One command a line: `mark CELL` (`m`), `note-empty CELL` (`e`),
//! `unmark CELL` (`um`), `check` (`c`), `hint`, `reveal` (`rv`), `help`
//! (`h`), `quit` (`q`); a cell is named as the board labels it, `C4` (row
//! C, column 4), or by the numbers `3 4` (row and column from 1). The
//! board is printed first and after every mark. A hint first names the
//! printed results to look at, asked again the cell they settle. The
//! puzzle ends with a right `check` (exit 0) or `reveal` (exit 1: not
//! solved); a line that cannot be read is answered `error: …`.

use anyhow::Result;
use blackbox_app::draw::rules_text;
use blackbox_app::puzzles::attempt::{Attempt, Mark, Verdict};
use blackbox_app::puzzles::{daily, measure_text, playable, Daily, Date};
use blackbox_app::Control;
use cli_support::read::PLAIN_INPUT;
use cli_support::PromptedLines;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// Seconds to find a pasted puzzle's answer and grade it, or to make the
/// daily puzzle.
pub const SETUP_SECONDS: f64 = 60.0;

/// The puzzle to play: pasted, or the daily one.
pub enum Source<'a> {
    /// A puzzle ID.
    Id(&'a str),
    /// The daily puzzle of a date at a difficulty, under some rules.
    Daily(Daily),
}

/// The date today on the system clock (UTC).
pub fn today() -> Date {
    Date::from_unix_days(cli_support::unix_days_now())
}

/// Makes or reads the puzzle: its title line and the player's attempt.
pub fn prepare(source: Source) -> Result<(String, Attempt)> {
    let limit = cli_support::time_limit(SETUP_SECONDS)?;
    let control: &Control = limit.control();
    let title = match source {
        Source::Id(_) => "Black Box puzzle".to_string(),
        Source::Daily(Daily {
            date, difficulty, ..
        }) => format!("Black Box daily puzzle, {date}, {difficulty}"),
    };
    let attempt = match source {
        Source::Id(text) => playable(text, control).and_then(|p| Attempt::new(p, control)),
        // The generator's own answer and grade: nothing to solve again.
        Source::Daily(today) => {
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
            daily(today, threads, control).map(|made| Attempt::of_made(&made))
        }
    };
    let attempt = attempt.map_err(|e| match e.is_interrupted() {
        true => anyhow::anyhow!("the puzzle was not ready within {SETUP_SECONDS} s"),
        false => e.into(),
    })?;
    Ok((title, attempt))
}

/// Plays `attempt` under `title` over `input` and `out`, one command a line.
pub fn run(
    title: &str,
    mut attempt: Attempt,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode> {
    writeln!(out, "{title} {}", attempt.id())?;
    writeln!(out, "grade {}", measure_text(attempt.grade()))?;
    if let Some(text) = rules_text(attempt.id().rules()) {
        writeln!(out, "{text}")?;
    }
    write!(out, "{}", help())?;
    write!(out, "{}", attempt.drawing())?;
    play(&mut attempt, input, out, std::io::stdin().is_terminal())
}

/// The commands, in words.
pub fn help() -> String {
    "\
commands: mark CELL | note-empty CELL | unmark CELL | check | hint | reveal
short:    m CELL    | e CELL          | um CELL     | c     |      | rv
also:     help (h) | quit (q)
a cell is named by its row letter and column number: C4 is row C, column 4
(the numbers 3 4, row and column from 1, are read too); H a hit, R a reflection,
D turned away at the edge (ACM rules only), the same number at both ends of a
ray that came out; ? nothing printed
"
    .to_string()
}

fn play(
    attempt: &mut Attempt,
    input: impl BufRead,
    out: &mut impl Write,
    prompt: bool,
) -> Result<ExitCode> {
    let mut lines = PromptedLines::new(input, "standard input", PLAIN_INPUT, prompt);
    while let Some(line) = lines.next(out)? {
        let line = line.trim().to_ascii_lowercase();
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["quit" | "q"] => return Ok(ExitCode::SUCCESS),
            ["help" | "h"] => write!(out, "{}", help())?,
            ["hint"] => match attempt.hint() {
                Some(hint) => writeln!(out, "hint: {}", hint.text())?,
                None => writeln!(out, "hint: every atom is marked; check")?,
            },
            ["check" | "c"] => match attempt.check() {
                Verdict::Solved => {
                    writeln!(out, "solved: every atom found")?;
                    return Ok(ExitCode::SUCCESS);
                }
                Verdict::Wrong(1) => writeln!(out, "not yet: one mark is wrong")?,
                Verdict::Wrong(n) => writeln!(out, "not yet: {n} marks are wrong")?,
                Verdict::Unfinished { marked, atoms } => writeln!(
                    out,
                    "no mark is wrong so far; {marked} of {atoms} atoms marked"
                )?,
            },
            ["reveal" | "rv"] => {
                write!(out, "the answer:\n{}", attempt.reveal())?;
                return Ok(ExitCode::from(cli_support::exit::NEGATIVE));
            }
            [verb, cell @ ..] if (1..=2).contains(&cell.len()) => {
                let mark = match *verb {
                    "mark" | "m" => Some(Mark::Atom),
                    "note-empty" | "e" => Some(Mark::Empty),
                    "unmark" | "um" => None,
                    _ => {
                        writeln!(out, "error: unknown command {verb:?}; `help` lists them")?;
                        continue;
                    }
                };
                match attempt.id().puzzle().dims().parse_cell(&cell.join(" ")) {
                    Ok(cell) => {
                        attempt.mark(cell, mark);
                        write!(out, "{}", attempt.drawing())?;
                    }
                    Err(e) => writeln!(out, "error: {e}")?,
                }
            }
            _ => writeln!(
                out,
                "error: cannot read {line:?}; `help` lists the commands"
            )?,
        }
    }
    Ok(ExitCode::SUCCESS)
}
