//! The `parlor` command: solve, check and generate Parlor puzzles.
//!
//! Exit codes: 0 success (solve: unique answer; check: every answer
//! correct); 1 a negative result (solve: ambiguous or inconsistent; check:
//! at least one wrong or unreadable puzzle); 2 bad command line or input
//! that cannot be read (missing file, bad format, unreadable statement),
//! as in the workspace README.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use indicatif::ProgressBar;
use parlor::{
    check, dataset, file, generate, model::Model, report, solve, Options, ParlorError, Verdict,
};

/// Blue Prince Parlor puzzles: English statements to logic, solved and
/// checked for a unique answer.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve a puzzle file (`blue: statement` lines).
    Solve {
        /// The puzzle file.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Print each statement's formula, the rules and every consistent reading.
        #[arg(long)]
        explain: bool,
        /// Also assume the designer's guarantee of a unique answer (discards
        /// gem boxes that a symmetry of the readings moves; see docs/parlor.md).
        #[arg(long)]
        assume_unique: bool,
    },
    /// Solve every puzzle of a JSON data set and compare with the expected answers.
    Check {
        /// The data set: an array of {id, blue, white, black, solution|prize}.
        dataset: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Also assume the designer's guarantee of a unique answer.
        #[arg(long)]
        assume_unique: bool,
    },
    /// Write new puzzles with a unique answer, each verified by the solver.
    Generate {
        /// Random seed; the same seed gives the same puzzles.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Statements on each box.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=3))]
        statements: u64,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: usize,
        /// Print a JSON data set (readable by `parlor check`) instead of puzzle files.
        #[arg(long)]
        json: bool,
    },
}

/// A failure with its exit code.
struct Failure {
    code: u8,
    error: anyhow::Error,
}

fn input_error(error: anyhow::Error) -> Failure {
    Failure { code: 2, error }
}

/// Lets a closed pipe end the program quietly, as Unix tools do
/// (`blackbox encode ... | head`), instead of panicking in `print!`.
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists;
    // resetting a signal disposition to its default has no other effect.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn main() -> ExitCode {
    restore_default_sigpipe();
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Solve {
            file,
            json,
            explain,
            assume_unique,
        } => run_solve(&file, json, explain, assume_unique),
        Command::Check {
            dataset,
            json,
            assume_unique,
        } => run_check(&dataset, json, assume_unique),
        Command::Generate {
            seed,
            statements,
            count,
            json,
        } => run_generate(seed, statements as usize, count, json),
    };
    match outcome {
        Ok(code) => ExitCode::from(code),
        Err(failure) => {
            eprintln!("error: {:#}", failure.error);
            ExitCode::from(failure.code)
        }
    }
}

fn read(path: &Path) -> Result<String, Failure> {
    std::fs::read_to_string(path)
        .with_context(|| format!("cannot read {}", path.display()))
        .map_err(input_error)
}

/// Prefixes library errors with the file name (and line, for puzzle files).
fn located(path: &Path, error: ParlorError) -> Failure {
    let message = match &error {
        ParlorError::BadLine { line, message } => format!("{}:{line}: {message}", path.display()),
        other => format!("{}: {other}", path.display()),
    };
    input_error(anyhow::anyhow!(message))
}

fn run_solve(path: &Path, json: bool, explain: bool, assume_unique: bool) -> Result<u8, Failure> {
    let puzzle = file::parse(&read(path)?).map_err(|e| located(path, e))?;
    let model = Model::build(&puzzle).map_err(|e| located(path, e))?;
    let readings = solve::sat_readings(&model);
    let solution = solve::conclude(&puzzle, &model, readings, Options { assume_unique });
    if json {
        print_json(&report::solve_json(&solution))?;
    } else {
        print!(
            "{}",
            report::solve_text(&puzzle, &model, &solution, explain)
        );
    }
    Ok(if solution.verdict == Verdict::Unique {
        0
    } else {
        1
    })
}

fn run_check(path: &Path, json: bool, assume_unique: bool) -> Result<u8, Failure> {
    let entries = dataset::parse(&read(path)?).map_err(|e| located(path, e))?;
    for (later, earlier) in dataset::duplicates(&entries) {
        eprintln!("note: puzzle {later} has the same statements as puzzle {earlier}");
    }
    let bar = ProgressBar::new(entries.len() as u64);
    let result = check::check(&entries, Options { assume_unique }, || bar.inc(1));
    bar.finish_and_clear();
    if json {
        print_json(&result)?;
    } else {
        print!("{}", report::check_text(&result));
    }
    Ok(if result.correct == result.total { 0 } else { 1 })
}

fn run_generate(seed: u64, per_box: usize, count: usize, json: bool) -> Result<u8, Failure> {
    let puzzles = generate::generate(seed, per_box, count).map_err(|e| Failure {
        code: 1,
        error: e.into(),
    })?;
    if json {
        let entries: Vec<_> = puzzles
            .iter()
            .enumerate()
            .map(|(n, g)| {
                let [blue, white, black] = g.puzzle.texts();
                serde_json::json!({"id": n + 1, "blue": blue, "white": white, "black": black, "solution": g.prize})
            })
            .collect();
        print_json(&entries)?;
    } else {
        for (n, g) in puzzles.iter().enumerate() {
            if n > 0 {
                println!();
            }
            println!("# puzzle {} (seed {seed}); answer: {}", n + 1, g.prize);
            print!("{}", file::write(&g.puzzle));
        }
    }
    Ok(0)
}

fn print_json(value: &impl serde::Serialize) -> Result<(), Failure> {
    let text = serde_json::to_string_pretty(value).map_err(|e| Failure {
        code: 1,
        error: e.into(),
    })?;
    println!("{text}");
    Ok(())
}
