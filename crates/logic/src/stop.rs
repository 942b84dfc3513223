//! Why a computation stopped before its full answer: the one list of
//! reasons every library and binary reports, and their one serialised form.
//!
//! Invariant: each reason serialises (serde) to the kebab-case tag the JSON
//! outputs have always carried in their `"stopped"` field (`"time-limit"`,
//! `"count-budget"`, `"memory"`); [`std::fmt::Display`] prints the same tag.

use serde::Serialize;
use std::fmt;

/// Why a computation stopped before its full answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopReason {
    /// The caller's time limit cancelled it (through a [`crate::Control`]).
    TimeLimit,
    /// It used up the budget of steps it was given (a count's cubes).
    CountBudget,
    /// It would need more memory than its cap allows.
    Memory,
}

impl StopReason {
    /// The tag: the serialised form.
    pub fn tag(self) -> &'static str {
        match self {
            StopReason::TimeLimit => "time-limit",
            StopReason::CountBudget => "count-budget",
            StopReason::Memory => "memory",
        }
    }
}

impl fmt::Display for StopReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialises_to_the_tags_the_json_outputs_carry() {
        for (reason, tag) in [
            (StopReason::TimeLimit, "time-limit"),
            (StopReason::CountBudget, "count-budget"),
            (StopReason::Memory, "memory"),
        ] {
            assert_eq!(
                serde_json::to_string(&reason).unwrap(),
                format!("\"{tag}\"")
            );
            assert_eq!(reason.to_string(), tag);
        }
    }
}
