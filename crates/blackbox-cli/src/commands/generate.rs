//! `blackbox generate`: pencil-and-paper puzzles with exactly one answer,
//! no wasted result and a grade, streamed as they are made (text or JSON
//! lines on standard output, printable SVG pages with `--svg DIR`, and
//! the same pages as one PDF with `--pdf FILE`, written at the end).
//!
//! `--rules acm` (or `--acm`) makes puzzles under the ACM rules: their
//! IDs end in `-acm`, their rims may print `D` (a ray turned away at the
//! edge), and the text and the pages say the rules.
//!
//! The generator is the application layer's (`blackbox_app::puzzles`);
//! this command parses the flags, starts the clock of `--time-limit`,
//! shows progress on a terminal and writes what it is given. Exit codes:
//! 0 every puzzle asked for was made; 1 stopped by `--time-limit` first
//! (what was made is printed and written); 2 bad input, or a request that
//! cannot be met (the reason is printed).

use crate::args::RulesArg;
use crate::images::{PDF_FILE, SVG_FILE};
use anyhow::{Context, Result};
use blackbox::{render, Dims};
use blackbox_app::draw::rules_text;
use blackbox_app::puzzles::page::{sheet, PagePuzzle, SHEET_SIZES};
use blackbox_app::puzzles::{generator, measure_text, Difficulty, GenerateRequest, PuzzleAnswer};
use blackbox_app::{Answer, Control, Error};
use cli_support::{time_limit, Output, OutputFile};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Make puzzles with one answer, no wasted result and a grade.
#[derive(clap::Args)]
pub struct Args {
    /// Board size: RxC, or N for NxN.
    #[arg(long, default_value = "8x8")]
    pub size: Dims,
    /// Atoms to find (printed on each puzzle).
    #[arg(long, default_value_t = 4)]
    pub atoms: usize,
    #[command(flatten)]
    pub rules: RulesArg,
    /// How much reasoning each puzzle needs: easy (every step one printed
    /// result), medium (at most two premises: two results, or one and the
    /// atom count), hard (at most three), expert (more somewhere).
    #[arg(long, default_value = "medium", value_parser = difficulty)]
    pub difficulty: Difficulty,
    /// How many puzzles.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub count: u64,
    /// Seed: the same seed gives the same puzzles (default: drawn and
    /// printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Stop after this many seconds with the puzzles made by then.
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS", value_parser = cli_support::seconds)]
    pub time_limit: f64,
    /// Print one JSON object a line (schema in docs/puzzles.md), answers
    /// and steps included.
    #[arg(long)]
    pub json: bool,
    /// In the text, also draw each puzzle's answer.
    #[arg(long)]
    pub answers: bool,
    /// Write printable A4 pages to this directory: puzzles-N.svg and
    /// solutions-N.svg for each sheet.
    #[arg(long, value_name = "DIR")]
    pub svg: Option<PathBuf>,
    /// Write the same pages to this PDF file, each sheet's puzzles then its
    /// solutions (written once the puzzles are made, or the time is up).
    #[arg(long, value_name = "FILE")]
    pub pdf: Option<PathBuf>,
    /// Puzzles to a sheet: 1, 2, 4 or 6.
    #[arg(long, default_value_t = 1, value_parser = per_sheet)]
    pub sheet: usize,
    /// The title on the pages.
    #[arg(long, default_value = "Black Box puzzles")]
    pub title: String,
    /// Replace files in the --svg directory that are not SVG images, or a
    /// --pdf file that is not a PDF document.
    #[arg(long)]
    pub force: bool,
    /// Threads to work on (the puzzles do not depend on it; default: the
    /// machine's cores).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub threads: Option<u64>,
}

/// Reads a difficulty (for clap).
pub fn difficulty(text: &str) -> Result<Difficulty, String> {
    text.parse()
        .map_err(|e: blackbox_app::puzzles::UnknownDifficulty| e.to_string())
}

fn per_sheet(text: &str) -> Result<usize, String> {
    let n: usize = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of puzzles"))?;
    SHEET_SIZES
        .iter()
        .any(|(k, _)| *k == n)
        .then_some(n)
        .ok_or_else(|| format!("{n} puzzles do not fill a sheet: use 1, 2, 4 or 6"))
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |n| n as usize,
    );
    let rules = args.rules.rules();
    let request = GenerateRequest {
        dims: args.size,
        rules,
        atoms: args.atoms,
        difficulty: args.difficulty,
        seed,
        threads,
    };
    // A request that cannot be met is bad input: exit 2, with the reason.
    let mut generator = generator(&request)?;
    let pages = (args.svg.is_some() || args.pdf.is_some())
        .then(|| Pages::new(args))
        .transpose()?;
    let limit = time_limit(args.time_limit)?;
    if !args.json {
        writeln!(
            out,
            "# {} {} {}, {} board, {} atoms, seed {seed}",
            args.count,
            args.difficulty,
            match args.count {
                1 => "puzzle",
                _ => "puzzles",
            },
            args.size,
            args.atoms
        )?;
        if let Some(text) = rules_text(rules) {
            writeln!(out, "# {text}")?;
        }
    }
    let mut pages = pages;
    let mut made = 0;
    while made < args.count {
        let spinner = cli_support::spinner(&format!(
            "making puzzle {} of {} ({} {}/{})",
            made + 1,
            args.count,
            args.difficulty,
            args.size,
            args.atoms
        ));
        let shown = spinner.clone();
        let what = format!("making puzzle {} of {}", made + 1, args.count);
        let control: Control = limit.control().clone().with_progress(move |boards| {
            shown.set_message(format!("{what}: {boards} boards tried"))
        });
        let next = generator.next(&control);
        spinner.finish_and_clear();
        let puzzle = match next {
            Ok(puzzle) => puzzle,
            Err(blackbox_app::puzzles::GenerateError::Interrupted) => break,
            Err(e) => return Err(Error::Generate(e).into()),
        };
        made += 1;
        let answer = PuzzleAnswer::of(&puzzle, seed);
        if args.json {
            writeln!(out, "{}", answer.json())?;
        } else {
            print_text(made, args, &puzzle, &answer, out)?;
        }
        out.flush()?;
        if let Some(pages) = &mut pages {
            pages.add(PagePuzzle {
                number: made as usize,
                puzzle: puzzle.puzzle().clone(),
                answer: puzzle.answer.clone(),
                grade: puzzle.grade.clone(),
            })?;
        }
    }
    if let Some(pages) = &mut pages {
        pages.finish()?;
    }
    let stats = generator.stats();
    if made < args.count {
        cli_support::note(format!(
            "stopped by --time-limit {} s after {made} of {} puzzles ({} boards tried)",
            args.time_limit, args.count, stats.boards
        ));
        return Ok(ExitCode::from(cli_support::exit::NEGATIVE));
    }
    Ok(ExitCode::SUCCESS)
}

/// One puzzle as text: its title, ID, drawing (with the answer on
/// `--answers`) and grade.
fn print_text(
    number: u64,
    args: &Args,
    made: &blackbox_app::puzzles::Made,
    answer: &PuzzleAnswer,
    out: &mut Output,
) -> Result<()> {
    let puzzle = made.puzzle();
    writeln!(
        out,
        "\npuzzle {number} of {}: {}, {} board, {} atoms",
        args.count,
        made.grade.difficulty,
        puzzle.dims(),
        args.atoms
    )?;
    writeln!(out, "ID {}", answer.id)?;
    write!(out, "{}", render::puzzle(puzzle, None))?;
    writeln!(out, "grade {}", measure_text(&made.grade))?;
    if args.answers {
        writeln!(out, "answer:")?;
        write!(out, "{}", render::puzzle(puzzle, Some(&made.answer)))?;
    }
    Ok(())
}

/// The printable pages: of `--svg DIR`, written a sheet at a time; of
/// `--pdf FILE`, kept until the end.
struct Pages {
    dir: Option<PathBuf>,
    pdf: Option<OutputFile>,
    title: String,
    per_sheet: usize,
    force: bool,
    waiting: Vec<PagePuzzle>,
    sheets: usize,
    /// The pages of the PDF so far, as SVG.
    pdf_pages: Vec<String>,
}

impl Pages {
    fn new(args: &Args) -> Result<Pages> {
        if let Some(dir) = &args.svg {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("{}: cannot create the directory", dir.display()))?;
        }
        // A PDF path that cannot be written is refused before the work.
        let pdf = (args.pdf.as_ref()).map(|path| OutputFile::new(path, &PDF_FILE, args.force));
        if let Some(file) = &pdf {
            file.check_room(0)?;
        }
        Ok(Pages {
            dir: args.svg.clone(),
            pdf,
            title: args.title.clone(),
            per_sheet: args.sheet,
            force: args.force,
            waiting: Vec::new(),
            sheets: 0,
            pdf_pages: Vec::new(),
        })
    }

    fn add(&mut self, puzzle: PagePuzzle) -> Result<()> {
        self.waiting.push(puzzle);
        if self.waiting.len() == self.per_sheet {
            self.write()?;
        }
        Ok(())
    }

    fn finish(&mut self) -> Result<()> {
        if !self.waiting.is_empty() {
            self.write()?;
        }
        if let Some(file) = &self.pdf {
            if !self.pdf_pages.is_empty() {
                file.write(&crate::pdf::document(&self.pdf_pages)?)?;
            }
        }
        Ok(())
    }

    fn write(&mut self) -> Result<()> {
        self.sheets += 1;
        let pages = sheet(&self.title, &self.waiting, self.per_sheet);
        for (name, svg) in [("puzzles", pages.puzzles), ("solutions", pages.solutions)] {
            if let Some(dir) = &self.dir {
                let path = dir.join(format!("{name}-{}.svg", self.sheets));
                OutputFile::new(&path, &SVG_FILE, self.force).write(svg.as_bytes())?;
            }
            if self.pdf.is_some() {
                self.pdf_pages.push(svg);
            }
        }
        self.waiting.clear();
        Ok(())
    }
}
