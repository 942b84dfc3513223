//! `blackbox`: play, solve and study Eric Solomon's Black Box.
//!
//! A thin shell over the `blackbox` library: argument parsing (clap), file
//! and terminal I/O, exit codes. Exit codes: 0 success; 1 a negative answer
//! where a command documents one (for example an inconsistent puzzle);
//! 2 bad input or usage.

mod commands;
mod input;

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
}

fn run(cli: &Cli) -> anyhow::Result<ExitCode> {
    match &cli.command {
        Command::Feedback(args) => commands::feedback::run(args),
        Command::Trace(args) => commands::trace::run(args),
        Command::Show(args) => commands::show::run(args),
        Command::Random(args) => commands::random::run(args),
        Command::Experiment(args) => commands::experiment::run(args),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("blackbox: {err:#}");
            ExitCode::from(2)
        }
    }
}
