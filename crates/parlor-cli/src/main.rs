//! The `parlor` command: solve, check and generate Blue Prince Parlor
//! puzzles. Argument parsing and printing only; the work is in the `parlor`
//! library, the shared plumbing (SIGPIPE, error printing, exit codes,
//! standard input, progress, JSON) in `cli-support`.
//!
//! The clock is here, not in the library: `--time-limit` starts a timer
//! (`cli_support::time_limit`) whose control the library polls in every
//! phase (`solve` starts it before the file is read, so reading, lowering,
//! solving and explaining all count); `check` starts one per puzzle;
//! `generate` one for the whole run, printing each puzzle as it is made.
//! `solve` and `check` both go through the library's one use case,
//! `parlor::answer`.
//!
//! Exit codes: 0 success (solve: unique answer; check: every answer
//! correct); 1 a negative or unknown result (solve: ambiguous, inconsistent,
//! or stopped by `--time-limit`, also when only the `--explain` reasoning
//! was: its text then says which box's set is not minimal or not
//! available; or read with wording assumptions without
//! `--allow-assumptions`; check: at least one wrong, unreadable, stopped
//! or assumed puzzle; generate: no unique puzzle in the attempt budget, or
//! stopped by `--time-limit` before `--count` puzzles); 2 bad
//! command line or input that cannot be used (missing file, bad format,
//! unreadable statement, an input limit). Errors print as
//! `parlor: FILE:LINE: message`.

mod args;

use std::path::Path;
use std::process::ExitCode;

use cli_support::read::{read_text, PARLOR_DATASET, PARLOR_FILE};
use cli_support::{exit, located, time_limit, Failure, Output};
use parlor::check::{check_file, check_one, CheckReport};
use parlor::{dataset, file, generate, report, ParlorError, Request, Source};
use std::io::Write;

use args::{CheckArgs, Cli, Command, GenerateArgs, SolveArgs};

fn main() -> ExitCode {
    cli_support::main("parlor", |cli: Cli, out| {
        cli_support::guard_memory("parlor").map_err(anyhow::Error::msg)?;
        let code = match cli.command {
            Command::Solve(args) => run_solve(&args, out),
            Command::Check(args) => run_check(&args, out),
            Command::Generate(args) => run_generate(&args, out),
        }?;
        Ok(ExitCode::from(code))
    })
}

/// A library error about `path`: `FILE:LINE: message` when the line is
/// known, each of several errors on its own line so located.
fn at(path: &Path, error: ParlorError) -> Failure {
    let lines: Vec<String> = error
        .each()
        .into_iter()
        .map(|e| located(path, e.line(), e.message()).to_string())
        .collect();
    Failure::new(exit::BAD_INPUT, anyhow::anyhow!(lines.join("\n")))
}

fn run_solve(args: &SolveArgs, out: &mut Output) -> Result<u8, Failure> {
    // The time limit covers every phase, reading the file included.
    let limit = time_limit(args.solving.time_limit)?;
    let options = args.solving.options();
    let allow_assumptions = options.allow_assumptions;
    let text = read_text(&args.file, PARLOR_FILE)?;
    let request = Request {
        source: Source::File(text),
        options,
        explain: args.explain,
        expect: None,
    };
    let answer = parlor::answer(&request, limit.control()).map_err(|e| at(&args.file, e))?;
    if args.json {
        out.json(&answer)?;
    } else {
        write!(out, "{}", report::answer_text(&answer))?;
    }
    Ok(if answer.succeeded(allow_assumptions) {
        exit::SUCCESS
    } else {
        exit::NEGATIVE
    })
}

fn run_check(args: &CheckArgs, out: &mut Output) -> Result<u8, Failure> {
    let options = args.solving.options();
    let text = read_text(&args.dataset, PARLOR_DATASET)?;
    let results = if dataset::is_json(&text) {
        check_data_set(args, &text)?
    } else {
        // A puzzle file: checked against its `# expect:` line.
        let limit = time_limit(args.solving.time_limit)?;
        let id = args.dataset.display().to_string();
        let result =
            check_file(&id, &text, &options, limit.control()).map_err(|e| at(&args.dataset, e))?;
        vec![result]
    };
    let result = CheckReport::of(results);
    if args.json {
        out.json(&result)?;
    } else {
        let name = cli_support::display_name(&args.dataset);
        write!(out, "{}", report::check_text(&result, &name))?;
    }
    Ok(if result.correct == result.total {
        exit::SUCCESS
    } else {
        exit::NEGATIVE
    })
}

/// Every puzzle of a JSON data set, each under its own time limit.
fn check_data_set(
    args: &CheckArgs,
    text: &str,
) -> Result<Vec<parlor::check::PuzzleResult>, Failure> {
    let options = args.solving.options();
    let entries = dataset::parse(text).map_err(|e| at(&args.dataset, e))?;
    let repeats = dataset::duplicates(&entries);
    note_repeats(&entries, &repeats);
    let bar = cli_support::progress_bar(entries.len() as u64, "checking");
    let mut results = Vec::with_capacity(entries.len());
    for entry in &entries {
        let limit = time_limit(args.solving.time_limit)?;
        results.push(check_one(entry, &options, limit.control()));
        bar.inc(1);
    }
    bar.finish_and_clear();
    for (later, earlier) in repeats {
        if let Some(r) = results.get_mut(later) {
            r.same_as = Some(entries[earlier].id.clone());
        }
    }
    Ok(results)
}

/// Most puzzles repeating an earlier one named on standard error; the
/// others are counted in one line (`--json` gives each its `same_as`).
const REPEATS_NAMED: usize = 3;

/// Notes the puzzles whose statements repeat an earlier puzzle's: the
/// first few by name, the rest as one count, so that a data set of
/// 100,000 generated puzzles writes four lines, not 100,000.
fn note_repeats(entries: &[dataset::Entry], repeats: &[(usize, usize)]) {
    let id = |k: usize| dataset::show_id(&entries[k].id);
    for &(later, earlier) in repeats.iter().take(REPEATS_NAMED) {
        cli_support::note(format_args!(
            "note: puzzle {} has the same statements as puzzle {}",
            id(later),
            id(earlier)
        ));
    }
    if repeats.len() > REPEATS_NAMED {
        cli_support::note(format_args!(
            "note: and {} more puzzles have the same statements as an earlier one ({} in all; `--json` gives each one's `same_as`)",
            repeats.len() - REPEATS_NAMED,
            repeats.len()
        ));
    }
}

/// Prints each puzzle as soon as it is made (one puzzle in memory at a
/// time), until `--count` or `--time-limit`; a stopped run says so on
/// standard error after closing its output (exit 1).
fn run_generate(args: &GenerateArgs, out: &mut Output) -> Result<u8, Failure> {
    let limit = time_limit(args.time_limit)?;
    let puzzles = generate::Generator::new(args.seed, args.statements as usize, limit.control());
    if args.json {
        write!(out, "[")?;
    }
    let mut made = 0usize;
    let mut failed = None;
    // More puzzles than fit a usize could never be printed anyway.
    let count = usize::try_from(args.count).unwrap_or(usize::MAX);
    for (n, made_one) in puzzles.take(count).enumerate() {
        let g = match made_one {
            Ok(g) => g,
            Err(e) => {
                failed = Some(e);
                break;
            }
        };
        if args.json {
            let [blue, white, black] = g.puzzle.texts();
            let entry = serde_json::json!({"id": n + 1, "blue": blue, "white": white, "black": black, "solution": g.prize});
            let text = serde_json::to_string_pretty(&entry)?.replace('\n', "\n  ");
            write!(out, "{}\n  {text}", if n > 0 { "," } else { "" })?;
        } else {
            if n > 0 {
                writeln!(out)?;
            }
            // `# expect:` makes each puzzle a file `parlor check` grades.
            writeln!(
                out,
                "# puzzle {} (seed {})\n# expect: {}",
                n + 1,
                args.seed,
                g.prize
            )?;
            write!(out, "{}", file::write(&g.puzzle))?;
        }
        out.flush()?;
        made = n + 1;
    }
    if args.json {
        writeln!(out, "{}]", if made > 0 { "\n" } else { "" })?;
    }
    match failed {
        None => Ok(exit::SUCCESS),
        Some(ParlorError::Logic(logic::Error::Interrupted)) => {
            cli_support::note(format_args!(
                "parlor: stopped by --time-limit {} s after {made} of {} puzzles",
                args.time_limit, args.count
            ));
            Ok(exit::NEGATIVE)
        }
        Some(e) => Err(Failure::new(exit::NEGATIVE, e)),
    }
}
