//! `blackbox play`: play Black Box in the terminal, or over stdin/stdout
//! with `--plain`.
//!
//! A game comes from a game ID (`--id 8x8:4:12345`, or `--size`, `--atoms`,
//! `--seed` and `--rules`, refused together with `--load`) or from a save
//! file (`--load`). The rules ride in the game ID (`8x8:4:12345:acm`), so a
//! saved or shared game is played again under the rules it was played by.
//! With `--save FILE` the move log is written after every move, atomically
//! (write, then rename), so a crash or a closed terminal loses nothing;
//! nothing is written before the first move, and only a save file of ours
//! is replaced unless `--force` ([`session`]); `--load FILE` resumes it.
//! A save that cannot be written (a missing directory, a full disk) is
//! refused before the game; one that fails during it is said at once, and
//! the game ends with exit 2 if the file is then behind the game.
//! Without `--plain` it needs a terminal and says so up front.
//!
//! `--puzzle ID` and `--daily` play a pencil-and-paper puzzle instead: the
//! results printed on the rim, atoms to mark; full screen in a terminal
//! (`blackbox_tui::puzzle`), one command a line ([`puzzle`]) with `--plain`
//! or when standard input or output is not a terminal. A puzzle ID says
//! its rules (`…-acm`), so `--puzzle` refuses `--rules`; `--daily --rules
//! acm` plays the date's ACM puzzle.

pub mod plain;
pub mod puzzle;

use crate::args::RulesArg;
use anyhow::Result;
use blackbox::{AtomCount, Dims};
use blackbox_app::game::GameId;
use blackbox_app::puzzles::Daily;
use blackbox_tui::session::setting_up::SETUP_SECONDS;
use blackbox_tui::session::{self, Session};
use cli_support::Output;
use std::path::PathBuf;
use std::process::ExitCode;

/// Play Black Box: fire rays, mark atoms, check your guess.
#[derive(clap::Args)]
pub struct Args {
    /// Board size: RxC, or N for NxN.
    #[arg(long, default_value = "8x8", allow_hyphen_values = true)]
    pub size: Dims,
    /// Atoms: K, or a range A-B (the actual count is then hidden).
    #[arg(long, default_value = "4", allow_hyphen_values = true)]
    pub atoms: AtomCount,
    /// Random seed (default: from the system's entropy; shown in the game ID).
    #[arg(long, allow_negative_numbers = true, value_parser = cli_support::whole(0, u64::MAX))]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub rules: RulesArg,
    /// A game ID such as 8x8:4:12345, or 8x8:4:12345:acm under the ACM
    /// rules (instead of --size, --atoms, --seed, --rules).
    #[arg(long, conflicts_with_all = ["size", "atoms", "seed", "load", "named", "acm"])]
    pub id: Option<GameId>,
    /// Only boards that firing every ray pins down: no other board gives
    /// every ray the same result (tries seed, seed+1, ...).
    #[arg(long)]
    pub unique: bool,
    /// Resume the game saved in FILE (its game ID says size, atoms, seed
    /// and rules).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["size", "atoms", "seed", "unique", "named", "acm"])]
    pub load: Option<PathBuf>,
    /// Write the move log to FILE after every move (from the first on).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Let --save replace an existing file that is not a saved game.
    #[arg(long, requires = "save")]
    pub force: bool,
    /// Play a puzzle from its ID (as `blackbox generate` prints it; the ID
    /// says its rules): the results are printed on the rim; mark the atoms
    /// and check.
    #[arg(long, value_name = "ID", conflicts_with_all = ["size", "atoms", "seed", "id", "load", "unique", "save", "daily", "named", "acm"])]
    pub puzzle: Option<String>,
    /// Play the daily puzzle (8x8, 4 atoms): the same for everyone on a
    /// date, at each difficulty (and with --rules, under those rules).
    #[arg(long, conflicts_with_all = ["size", "atoms", "seed", "id", "load", "unique", "save"])]
    pub daily: bool,
    /// The daily puzzle's difficulty: easy, medium, hard or expert.
    #[arg(long, requires = "daily", default_value = "medium", value_parser = crate::commands::generate::difficulty)]
    pub difficulty: blackbox_app::puzzles::Difficulty,
    /// The daily puzzle's date, YYYY-MM-DD (default: today, UTC).
    #[arg(long, requires = "daily")]
    pub date: Option<blackbox_app::puzzles::Date>,
    /// Play over stdin/stdout, one move a line, printing the board after each.
    #[arg(long)]
    pub plain: bool,
    /// Seconds the setup may take to find the boards indistinguishable from
    /// the hidden one; past them the game starts with those unknown (with
    /// --unique: refused).
    #[arg(long, value_name = "SECONDS", default_value_t = SETUP_SECONDS,
          allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub setup_time_limit: f64,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let source = match (&args.puzzle, args.daily) {
        (Some(id), _) => Some(puzzle::Source::Id(id)),
        (None, true) => Some(puzzle::Source::Daily(Daily {
            date: args.date.unwrap_or_else(puzzle::today),
            difficulty: args.difficulty,
            rules: args.rules.rules(),
        })),
        (None, false) => None,
    };
    if let Some(source) = source {
        let (title, attempt) = puzzle::prepare(source)?;
        if !args.plain && blackbox_tui::ensure_terminal().is_ok() {
            return blackbox_tui::puzzle::run(title, attempt);
        }
        let stdin = std::io::stdin();
        return puzzle::run(&title, attempt, stdin.lock(), out);
    }
    if !args.plain {
        blackbox_tui::ensure_terminal()?;
    }
    let save = session::save_target(args.save.as_deref(), args.force)?;
    let mut session = match &args.load {
        Some(path) => Session::load(path, args.setup_time_limit, save)?,
        None => {
            let id = match args.id {
                Some(id) => id,
                None => GameId::new(
                    args.size,
                    args.atoms,
                    args.seed.unwrap_or_else(rand::random),
                )?
                .with_rules(args.rules.rules()),
            };
            Session::start(id, args.unique, args.setup_time_limit, save)?
        }
    };
    let code = if args.plain {
        let stdin = std::io::stdin();
        plain::run(&mut session, stdin.lock(), out)?
    } else {
        blackbox_tui::run(&mut session)?
    };
    // A game whose save file is behind it ends with an error, not exit 0.
    match session.unsaved() {
        Some(unsaved) => anyhow::bail!(unsaved),
        None => Ok(code),
    }
}
