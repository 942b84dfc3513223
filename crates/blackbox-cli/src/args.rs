//! The argument groups the commands share (the application layer takes
//! their values as typed requests), for `#[command(flatten)]`: one
//! definition of each flag, its default and its help.

use blackbox::Rules;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use cli_support::DEFAULT_TIME_LIMIT;

/// `--count-budget CUBES`.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct CountBudget {
    /// Give up the exact count after this many cubes (the parts the count
    /// is split into), or at once when
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

/// `--rules NAME`, and `--acm` for `--rules acm`: the names and their help
/// come from the model's one table ([`Rules::name`], [`Rules::summary`]),
/// read in any case as game and puzzle IDs read them (`--rules ACM`).
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct RulesArg {
    /// The rule set of the rays.
    #[arg(long = "rules", value_name = "RULES", default_value_t = Rules::default(),
          value_parser = rules_parser(), ignore_case = true)]
    pub named: Rules,
    /// The same as `--rules acm`.
    #[arg(long, conflicts_with = "named")]
    pub acm: bool,
}

impl RulesArg {
    /// The rule set asked for.
    pub fn rules(&self) -> Rules {
        match self.acm {
            true => Rules::Acm,
            false => self.named,
        }
    }
}

impl Default for RulesArg {
    /// The standard rules, as when neither flag is given.
    fn default() -> Self {
        RulesArg {
            named: Rules::default(),
            acm: false,
        }
    }
}

/// The values of `--rules`: every rule set by its name, with its summary.
fn rules_parser() -> impl TypedValueParser<Value = Rules> {
    let names = Rules::ALL.map(|r| PossibleValue::new(r.name()).help(r.summary()));
    PossibleValuesParser::new(names).map(|name| name.parse().expect("a name of the table"))
}
