//! The command line of `parlor`: subcommands, options and their help text.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use cli_support::whole;
use cli_support::DEFAULT_TIME_LIMIT;
use parlor::Options;

const EXIT_CODES: &str = "\
Exit codes:
  0  solve: the answer is unique; check: every answer is correct; generate: done
  1  solve: ambiguous, inconsistent, or unknown (stopped by --time-limit),
     or read with assumptions (without --allow-assumptions);
     check: a wrong, unreadable or stopped puzzle, or one read with
     assumptions (without --allow-assumptions);
     generate: no unique puzzle found in the attempt budget
  2  bad command line or input: missing file, malformed file, unreadable
     statement, an input limit

Errors read `parlor: FILE:LINE: message`. Full documentation: docs/parlor.md.";

/// Blue Prince Parlor puzzles: English statements to logic, solved and
/// checked for a unique answer.
#[derive(Parser)]
#[command(
    name = "parlor",
    version,
    long_about = "\
Blue Prince Parlor puzzles: English statements to logic, solved and checked
for a unique answer.

Three boxes (blue, white, black) carry statements; at least one box is true,
at least one is false, and the gems are in exactly one. `parlor` reads the
statements in the game's English (or in formula syntax), finds every
consistent reading with a SAT solver and says whether the gems' box is
determined.",
    after_help = EXIT_CODES
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Solve one puzzle file and say where the gems are.
    #[command(
        long_about = "\
Solve one puzzle file and say where the gems are.

The file has one statement per line, prefixed by its box (`blue: The gems
are in this box`); `#` starts a comment; a statement starting with `=` is a
formula. The answer is `unique` (every consistent reading puts the gems in
the same box), `ambiguous` (readings disagree) or `inconsistent` (no
reading), or `unknown` when --time-limit passes first (the boxes decided by
then are printed, the others named as not decided). A statement about
nothing in the room (`Good luck!`) is an aside: it may be true or false,
and the output says so on a line of its own.",
        after_help = "Examples:
  parlor solve examples/parlor/seed-two-readings.txt
  parlor solve examples/parlor/multi-statement.txt --explain
  cat puzzle.txt | parlor solve - --json
  parlor solve room.txt --fact \"The clock is broken\"=true

Exit codes: 0 unique answer; 1 ambiguous, inconsistent or unknown (stopped by
--time-limit, also when it stopped only the --explain reasoning); 2 unreadable
input or an input limit. Errors read
`parlor: FILE:LINE: message`."
    )]
    Solve(SolveArgs),
    /// Solve every puzzle of a JSON data set, or a puzzle file, and compare with the expected answers.
    #[command(
        long_about = "\
Solve every puzzle of a JSON data set, or a puzzle file, and compare with the
expected answers: a puzzle author's CI check.

The data set is an array of {id, blue, white, black, solution|prize}; each box
is one statement or a list. A puzzle file (as `parlor solve` reads it) is
checked against its `# expect:` line: `# expect: white`, `# expect: ambiguous:
blue or white` or `# expect: inconsistent`. Every puzzle is read and solved on
its own, with its own --time-limit: one that cannot be read or is over a limit
is reported with its error, one stopped by the time limit as `unknown` (STOP);
both count as not correct, and the run goes on. Statements read only after a
wording edit (a typo: an article assumed or ignored) are listed under their
puzzle as assumptions, and the puzzle is not correct unless
--allow-assumptions is given; puzzles repeating an earlier one are noted on
standard error.",
        after_help = "Examples:
  parlor check data/anchors/parlor/llm-parlor-puzzles/puzzles.json
  parlor check examples/parlor/multi.json --json
  parlor check examples/parlor/liar.txt
  parlor generate --count 20 --json | parlor check -

Exit codes: 0 every answer correct; 1 a wrong, unreadable or stopped puzzle; 2
the data set cannot be used (missing, malformed, empty). Errors read
`parlor: FILE:LINE: message`."
    )]
    Check(CheckArgs),
    /// Write new puzzles with a unique answer, each verified by the solver.
    #[command(
        long_about = "\
Write new puzzles with a unique answer, each verified by the solver.

Statements are drawn from a fixed list of the game's sentence forms and read
by the same grammar as any input; a puzzle is kept only when pure logic
gives a unique answer. The same seed gives the same puzzles.",
        after_help = "Examples:
  parlor generate --seed 7 --statements 2 --count 3
  parlor generate --count 20 --json > set.json && parlor check set.json

Exit codes: 0 done; 1 no unique puzzle found in the attempt budget; 2 bad command line."
    )]
    Generate(GenerateArgs),
}

/// How to solve: shared by `solve` and `check`.
#[derive(Args)]
pub struct Solving {
    /// Also assume the designer's guarantee of a unique answer:
    /// discard gem boxes that a symmetry of the readings moves
    /// (see docs/parlor.md).
    #[arg(long, verbatim_doc_comment)]
    pub assume_unique: bool,
    /// Accept answers read with assumptions: statements the grammar
    /// reads only after a wording edit (an article assumed, a word
    /// ignored). Without it such an answer is shown with its
    /// assumptions but is not a success (solve: exit 1; check: the
    /// puzzle is not correct).
    #[arg(long, verbatim_doc_comment)]
    pub allow_assumptions: bool,
    /// A fact about the room: a sentence with this wording (case,
    /// punctuation and spacing ignored), whole or as one clause of a
    /// statement, is true or false, even one the grammar cannot read
    /// otherwise; overrides a built-in fact. Repeatable.
    #[arg(long = "fact", value_name = "TEXT=true|false", value_parser = fact, verbatim_doc_comment)]
    pub facts: Vec<(String, bool)>,
    /// Stop solving a puzzle after this many seconds (check: each
    /// puzzle has its own) and print what is known: the verdict is
    /// then `unknown`, with the boxes not decided (exit 1).
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIME_LIMIT,
          allow_negative_numbers = true, value_parser = cli_support::seconds, verbatim_doc_comment)]
    pub time_limit: f64,
}

impl Solving {
    /// The library's solve options.
    pub fn options(&self) -> Options {
        Options {
            assume_unique: self.assume_unique,
            allow_assumptions: self.allow_assumptions,
            facts: parlor::Facts::default()
                .extend(self.facts.iter().map(|(t, v)| (t.as_str(), *v))),
            ..Options::default()
        }
    }
}

#[derive(Args)]
pub struct SolveArgs {
    /// The puzzle file, or `-` for standard input.
    pub file: PathBuf,
    /// Print JSON (verdict, prize, possible boxes, readings) instead of text.
    #[arg(long)]
    pub json: bool,
    /// Also print each statement's formula, the rules, the readings (at
    /// most 1000 are listed) and the reasoning, whose minimal sets are
    /// searched within the same --time-limit (stopped: the text says which
    /// set is not minimal or not available, and the exit is 1).
    #[arg(long, verbatim_doc_comment)]
    pub explain: bool,
    #[command(flatten)]
    pub solving: Solving,
}

#[derive(Args)]
pub struct CheckArgs {
    /// The data set (JSON), a puzzle file with a `# expect:` line, or `-`
    /// for standard input.
    pub dataset: PathBuf,
    /// Print JSON (one result per puzzle, then the totals) instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub solving: Solving,
}

#[derive(Args)]
pub struct GenerateArgs {
    /// Random seed; the same seed gives the same puzzles.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole(0, u64::MAX))]
    pub seed: u64,
    /// Statements on each box (1 to 3).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = whole(1u64, 3))]
    pub statements: u64,
    /// How many puzzles (each is printed as soon as it is made).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole(0, u64::MAX))]
    pub count: u64,
    /// Stop after this many seconds, keeping the puzzles made by then
    /// (exit 1, saying so on standard error).
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIME_LIMIT,
          allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub time_limit: f64,
    /// Print a JSON data set (for `parlor check`) instead of puzzle files.
    #[arg(long)]
    pub json: bool,
}

/// `--fact TEXT=true|false`.
fn fact(arg: &str) -> Result<(String, bool), String> {
    parlor::Facts::parse_entry(arg).map_err(|e| e.to_string())
}
