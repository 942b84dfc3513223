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
    /// Exhaustive experiments and AI players (the seed 002 study, redone).
    Experiment(commands::experiment::Args),
    /// Play Black Box in the terminal (or over stdin/stdout with --plain).
    Play(commands::play::Args),
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

fn run(cli: &Cli) -> anyhow::Result<ExitCode> {
    match &cli.command {
        Command::Feedback(args) => commands::feedback::run(args),
        Command::Trace(args) => commands::trace::run(args),
        Command::Show(args) => commands::show::run(args),
        Command::Random(args) => commands::random::run(args),
        Command::Experiment(args) => commands::experiment::run(args),
        Command::Play(args) => commands::play::run(args),
        Command::Solve(args) => commands::solve::run(args),
        Command::Deduce(args) => commands::deduce::run(args),
        Command::Explain(args) => commands::explain::run(args),
        Command::Encode(args) => commands::encode::run(args),
        Command::Bench(args) => commands::bench::run(args),
        Command::Serve(args) => commands::serve::run(args),
    }
}

fn main() -> ExitCode {
    cli_support::main("blackbox", || Ok(run(&Cli::parse())?))
}
