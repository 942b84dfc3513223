//! The four difficulties and the thresholds that turn a grade's
//! [`Measure`] into one of them.
//!
//! | difficulty | every step needs                                   |
//! |------------|----------------------------------------------------|
//! | easy       | one printed result, never the atom count            |
//! | medium     | at most two premises (a result pair, or one result and the atom count) |
//! | hard       | at most three premises                              |
//! | expert     | more than hard somewhere: a step of four premises, or a case split |
//!
//! So the grade is monotone: a puzzle at a difficulty needs more, at some
//! step, than any puzzle of an easier one.

use std::fmt;
use std::str::FromStr;

/// What a grade is computed from: the step solver's reasoning
/// ([`mod@crate::grade`] says how it is measured).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Measure {
    /// The most premises a step needs (one more than the largest set the
    /// step solver looks for, for a case split).
    pub largest: usize,
    /// Whether some step needs the atom count.
    pub atom_count: bool,
    /// Whether some step is a case split.
    pub case_split: bool,
}

/// How much reasoning a puzzle needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// Every step: one printed result.
    Easy,
    /// Every step: at most two premises.
    Medium,
    /// Every step: at most three premises.
    Hard,
    /// Some step: four premises or more (a case split).
    Expert,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The difficulty of a measure (the module doc's table).
    pub fn of(measure: Measure) -> Difficulty {
        match measure {
            Measure {
                largest: 0..=1,
                atom_count: false,
                case_split: false,
            } => Difficulty::Easy,
            Measure {
                largest: 0..=2,
                case_split: false,
                ..
            } => Difficulty::Medium,
            Measure {
                largest: 0..=3,
                case_split: false,
                ..
            } => Difficulty::Hard,
            _ => Difficulty::Expert,
        }
    }

    /// The most premises a step of a puzzle at this difficulty may need
    /// (`None` for expert: no bound).
    pub fn largest_step(self) -> Option<usize> {
        match self {
            Difficulty::Easy => Some(1),
            Difficulty::Medium => Some(2),
            Difficulty::Hard => Some(3),
            Difficulty::Expert => None,
        }
    }

    /// Its name, as the command line takes it.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A difficulty name that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown difficulty `{0}`: use easy, medium, hard or expert")]
pub struct UnknownDifficulty(pub String);

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownDifficulty(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn measure(largest: usize, atom_count: bool, case_split: bool) -> Measure {
        Measure {
            largest,
            atom_count,
            case_split,
        }
    }

    #[test]
    fn the_thresholds_are_the_table() {
        use Difficulty::*;
        assert_eq!(Difficulty::of(measure(1, false, false)), Easy);
        assert_eq!(Difficulty::of(measure(1, true, false)), Medium);
        assert_eq!(Difficulty::of(measure(2, false, false)), Medium);
        assert_eq!(Difficulty::of(measure(2, true, false)), Medium);
        assert_eq!(Difficulty::of(measure(3, true, false)), Hard);
        assert_eq!(Difficulty::of(measure(4, false, false)), Expert);
        assert_eq!(Difficulty::of(measure(5, false, true)), Expert);
        for d in Difficulty::ALL {
            assert_eq!(d.name().parse::<Difficulty>().unwrap(), d);
        }
        assert!("Hard".parse::<Difficulty>().is_ok());
        assert!("extreme".parse::<Difficulty>().is_err());
    }
}
