//! `blackbox`: play, solve and study Eric Solomon's Black Box.
//!
//! A thin shell over the `blackbox` libraries: argument parsing (clap), file
//! and terminal I/O. Exit codes and error printing come from `cli_support`:
//! 0 success; 1 a negative answer where a command documents one (for example
//! an inconsistent puzzle); 2 bad input or usage, as `blackbox: file:line: message`.

use blackbox_cli::commands;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Play, solve and study Black Box.
#[derive(Parser)]
#[command(name = "blackbox", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the full feedback of a board (every port's response).
    Feedback(commands::feedback::Args),
    /// Draw the path of one ray through a board and print its outcome.
    Trace(commands::trace::Args),
    /// Draw a board or a puzzle with port numbers and hints.
    Show(commands::show::Args),
    /// Write a random board.
    Random(commands::random::Args),
    /// Studies of the game: exhaustive counts over every board, the first ray, players side by side, the optimum.
    Experiment(commands::experiment::Args),
    /// Learn the rules by doing: short lessons that fire rays and draw their paths.
    Learn(commands::learn::Args),
    /// Play Black Box in the terminal (or over stdin/stdout with --plain).
    Play(commands::play::Args),
    /// Make puzzles to print or play: one answer, no wasted result, graded.
    Generate(commands::generate::Args),
    /// Solve a puzzle: consistency, solutions, exact count, uniqueness.
    Solve(commands::solve::Args),
    /// Certain atoms, certain empty cells, and each cell's share of the solutions.
    Deduce(commands::deduce::Args),
    /// Why a puzzle has no solution, or how its solutions differ.
    Explain(commands::explain::Args),
    /// Write the SAT encoding of a puzzle as DIMACS CNF (the one command
    /// without --json: the DIMACS text is its result).
    Encode(commands::encode::Args),
    /// Time the solver on seeded random boards.
    Bench(commands::bench::Args),
    /// Serve the game, the solver and Parlor puzzles as web pages.
    Serve(commands::serve::Args),
}

fn run(cli: &Cli, out: &mut cli_support::Output) -> anyhow::Result<ExitCode> {
    match &cli.command {
        Command::Feedback(args) => commands::feedback::run(args, out),
        Command::Trace(args) => commands::trace::run(args, out),
        Command::Show(args) => commands::show::run(args, out),
        Command::Random(args) => commands::random::run(args, out),
        Command::Experiment(args) => commands::experiment::run(args, out),
        Command::Learn(args) => commands::learn::run(args, out),
        Command::Play(args) => commands::play::run(args, out),
        Command::Generate(args) => commands::generate::run(args, out),
        Command::Solve(args) => commands::solve::run(args, out),
        Command::Deduce(args) => commands::deduce::run(args, out),
        Command::Explain(args) => commands::explain::run(args, out),
        Command::Encode(args) => commands::encode::run(args, out),
        Command::Bench(args) => commands::bench::run(args, out),
        Command::Serve(args) => commands::serve::run(args, out),
    }
}

/// Whether the command runs under the memory guard: every command but the
/// server (which bounds each request itself and must not end for one) and
/// the terminal game and lessons (which must restore the terminal when they
/// end; their line modes are guarded).
fn guarded(command: &Command) -> bool {
    match command {
        Command::Serve(_) => false,
        Command::Play(args) => args.plain,
        Command::Learn(args) => args.plain,
        _ => true,
    }
}

fn main() -> ExitCode {
    cli_support::main("blackbox", |cli: Cli, out| {
        if guarded(&cli.command) {
            cli_support::guard_memory("blackbox").map_err(anyhow::Error::msg)?;
        }
        Ok(run(&cli, out)?)
    })
}
