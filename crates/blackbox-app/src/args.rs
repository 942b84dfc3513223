//! The argument groups the solver commands share, for
//! `#[command(flatten)]`: one definition of each flag, its default and its
//! help.

use cli_support::DEFAULT_TIME_LIMIT;

/// `--count-budget CUBES`.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct CountBudget {
    /// Give up the exact count after this many cubes, or at once when
    /// independent moves of a solution prove it needs more, and report what
    /// is known without it (at least the solutions found or proven;
    /// uniqueness; the certain and open cells).
    #[arg(long, default_value_t = 10_000, value_name = "CUBES", allow_negative_numbers = true,
          value_parser = cli_support::whole(0, u64::MAX))]
    pub count_budget: u64,
}

/// `--time-limit SECONDS`.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct TimeLimit {
    /// Stop after this many seconds and print what is known by then.
    #[arg(long, default_value_t = DEFAULT_TIME_LIMIT, value_name = "SECONDS",
          allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub time_limit: f64,
}

/// `--json`.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct Json {
    /// Print JSON instead of text (schemas in docs/).
    #[arg(long)]
    pub json: bool,
}
