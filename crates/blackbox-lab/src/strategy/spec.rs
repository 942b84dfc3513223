//! Strategy names as a typed value: a base kind with its modifiers.
//!
//! The text form is the base name followed by `+`-separated suffixes:
//! `threshold` takes `+trim` (§6.1 board trimming) and `+even` (§6.2 even
//! guessing); `best` takes `+deep` (two plies of lookahead), `+deepN` (N
//! plies, 1 to [`MAX_DEPTH`]) and `+wideN` (N ports valued per node, 1 to
//! [`MAX_WIDTH`]). Other bases take no suffix.
//!
//! Invariant: [`StrategySpec`]'s `Display` writes the canonical name
//! (`threshold+trim+even`, `best+deep`, `best+deep3+wide16`; defaults
//! omitted), and parsing that name gives the same spec back. Parsing
//! accepts non-canonical spellings too (`best+deep2`, `best+wide8`), which
//! print canonically.

use super::best::{Best, DEFAULT_WIDTH};
use super::greedy::{Criterion, Greedy};
use super::optimal::Optimal;
use super::random::RandomPlayer;
use super::threshold::Threshold;
use super::Strategy;
use blackbox::{Error, Result};
use std::fmt;
use std::str::FromStr;

/// The base strategy names, in the order the documentation lists them.
pub const NAMES: &[&str] = &[
    "random",
    "minimax",
    "expected",
    "entropy",
    "threshold",
    "best",
    "optimal",
];

/// Most plies of lookahead `best+deepN` accepts.
pub const MAX_DEPTH: usize = 4;

/// Most ports per node `best+wideN` accepts.
pub const MAX_WIDTH: usize = 64;

/// A strategy with its modifiers, as named on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StrategySpec {
    /// Fires unknown ports at random.
    Random,
    /// Greedy: the smallest largest part.
    Minimax,
    /// Greedy: the smallest expected part.
    Expected,
    /// Greedy: the most bits per expected point.
    Entropy,
    /// Seed 002's threshold player.
    Threshold {
        /// `+trim`: trim the board first (§6.1).
        trim: bool,
        /// `+even`: fire on the side with the fewest known ports (§6.2).
        even: bool,
    },
    /// The rollout player.
    Best {
        /// Plies of lookahead, 1 to [`MAX_DEPTH`] (`+deep` is 2).
        depth: usize,
        /// Ports valued per node, 1 to [`MAX_WIDTH`] (default 8).
        width: usize,
    },
    /// The exact optimum (small boards only).
    Optimal,
}

impl StrategySpec {
    /// `best` with its defaults.
    pub const BEST: StrategySpec = StrategySpec::Best {
        depth: 1,
        width: DEFAULT_WIDTH,
    };

    /// The base name (the text before any `+`).
    pub fn base(self) -> &'static str {
        match self {
            StrategySpec::Random => "random",
            StrategySpec::Minimax => "minimax",
            StrategySpec::Expected => "expected",
            StrategySpec::Entropy => "entropy",
            StrategySpec::Threshold { .. } => "threshold",
            StrategySpec::Best { .. } => "best",
            StrategySpec::Optimal => "optimal",
        }
    }

    /// This spec with `threshold`'s `+trim` and `+even` switched on where
    /// asked (the command line's `--trim` and `--even`); other kinds are
    /// returned unchanged.
    pub fn with_threshold_flags(self, trim: bool, even: bool) -> StrategySpec {
        match self {
            StrategySpec::Threshold { trim: t, even: e } => StrategySpec::Threshold {
                trim: t || trim,
                even: e || even,
            },
            other => other,
        }
    }

    /// A fresh player of this spec.
    pub fn build(self) -> Box<dyn Strategy> {
        match self {
            StrategySpec::Random => Box::new(RandomPlayer),
            StrategySpec::Minimax => Box::new(Greedy(Criterion::Minimax)),
            StrategySpec::Expected => Box::new(Greedy(Criterion::Expected)),
            StrategySpec::Entropy => Box::new(Greedy(Criterion::Entropy)),
            StrategySpec::Threshold { trim, even } => Box::new(Threshold { trim, even }),
            StrategySpec::Best { depth, width } => {
                let mut best = Best::default();
                best.depth = depth;
                best.width = width;
                Box::new(best)
            }
            StrategySpec::Optimal => Box::new(Optimal::default()),
        }
    }
}

impl fmt::Display for StrategySpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.base())?;
        match *self {
            StrategySpec::Threshold { trim, even } => {
                if trim {
                    f.write_str("+trim")?;
                }
                if even {
                    f.write_str("+even")?;
                }
            }
            StrategySpec::Best { depth, width } => {
                match depth {
                    0 | 1 => {}
                    2 => f.write_str("+deep")?,
                    d => write!(f, "+deep{d}")?,
                }
                if width != DEFAULT_WIDTH {
                    write!(f, "+wide{width}")?;
                }
            }
            _ => {}
        }
        Ok(())
    }
}

impl FromStr for StrategySpec {
    type Err = Error;

    fn from_str(name: &str) -> Result<StrategySpec> {
        let bad = || {
            Error::Unsupported(format!(
                "unknown strategy {name:?} (known: {}; suffixes: threshold+trim, \
                 threshold+even, best+deep, best+deepN for N from 1 to {MAX_DEPTH}, \
                 best+wideN for N from 1 to {MAX_WIDTH})",
                NAMES.join(", ")
            ))
        };
        let mut parts = name.split('+');
        let base = parts.next().unwrap_or_default();
        let mut spec = match base {
            "random" => StrategySpec::Random,
            "minimax" => StrategySpec::Minimax,
            "expected" => StrategySpec::Expected,
            "entropy" => StrategySpec::Entropy,
            "threshold" => StrategySpec::Threshold {
                trim: false,
                even: false,
            },
            "best" => StrategySpec::BEST,
            "optimal" => StrategySpec::Optimal,
            _ => return Err(bad()),
        };
        for suffix in parts {
            spec = spec.with_suffix(suffix).ok_or_else(bad)?;
        }
        Ok(spec)
    }
}

impl StrategySpec {
    /// This spec with one `+` suffix applied, or `None` when the suffix does
    /// not apply to the base kind.
    fn with_suffix(self, suffix: &str) -> Option<StrategySpec> {
        let number = |n: &str, max: usize| n.parse().ok().filter(|d| (1..=max).contains(d));
        match (self, suffix) {
            (StrategySpec::Threshold { even, .. }, "trim") => {
                Some(StrategySpec::Threshold { trim: true, even })
            }
            (StrategySpec::Threshold { trim, .. }, "even") => {
                Some(StrategySpec::Threshold { trim, even: true })
            }
            (StrategySpec::Best { width, .. }, s) if s.starts_with("deep") => {
                let n = &s["deep".len()..];
                let depth = if n.is_empty() {
                    Some(2)
                } else {
                    number(n, MAX_DEPTH)
                }?;
                Some(StrategySpec::Best { depth, width })
            }
            (StrategySpec::Best { depth, .. }, s) if s.starts_with("wide") => {
                let width = number(&s["wide".len()..], MAX_WIDTH)?;
                Some(StrategySpec::Best { depth, width })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name the documentation uses, in canonical form.
    const DOCUMENTED: &[&str] = &[
        "random",
        "minimax",
        "expected",
        "entropy",
        "threshold",
        "threshold+trim",
        "threshold+even",
        "threshold+trim+even",
        "best",
        "best+deep",
        "best+deep3",
        "best+deep4",
        "best+wide3",
        "best+wide5",
        "best+wide16",
        "best+deep+wide16",
        "optimal",
    ];

    #[test]
    fn documented_names_round_trip() {
        for name in DOCUMENTED {
            let spec: StrategySpec = name.parse().unwrap();
            assert_eq!(spec.to_string(), *name);
            assert_eq!(spec.to_string().parse::<StrategySpec>().unwrap(), spec);
            assert_eq!(spec.build().name(), *name);
        }
        for name in NAMES {
            assert_eq!(name.parse::<StrategySpec>().unwrap().base(), *name);
        }
    }

    #[test]
    fn every_spec_round_trips() {
        let mut specs = vec![
            StrategySpec::Random,
            StrategySpec::Minimax,
            StrategySpec::Expected,
            StrategySpec::Entropy,
            StrategySpec::Optimal,
        ];
        for (trim, even) in [(false, false), (true, false), (false, true), (true, true)] {
            specs.push(StrategySpec::Threshold { trim, even });
        }
        for depth in 1..=MAX_DEPTH {
            for width in 1..=MAX_WIDTH {
                specs.push(StrategySpec::Best { depth, width });
            }
        }
        for spec in specs {
            assert_eq!(spec.to_string().parse::<StrategySpec>().unwrap(), spec);
        }
    }

    #[test]
    fn spellings_are_canonicalised() {
        for (name, canonical) in [
            ("best+deep2", "best+deep"),
            ("best+deep1", "best"),
            ("best+wide8", "best"),
            ("best+wide16+deep", "best+deep+wide16"),
            ("threshold+even+trim", "threshold+trim+even"),
        ] {
            assert_eq!(name.parse::<StrategySpec>().unwrap().to_string(), canonical);
        }
    }

    #[test]
    fn errors_list_the_names_and_the_suffixes() {
        for bad in [
            "bogus",
            "",
            "minimax+trim",
            "best+trim",
            "threshold+deep",
            "best+deep5",
            "best+deepx",
            "best+wide0",
            "best+wide65",
            "optimal+",
        ] {
            let err = bad.parse::<StrategySpec>().unwrap_err().to_string();
            assert!(err.contains(&format!("unknown strategy {bad:?}")), "{err}");
            assert!(
                err.contains("known: random, minimax, expected, entropy, threshold, best, optimal")
            );
            assert!(err.contains(
                "suffixes: threshold+trim, threshold+even, best+deep, best+deepN for N from 1 \
                 to 4, best+wideN for N from 1 to 64"
            ));
        }
    }

    #[test]
    fn command_line_flags_reach_threshold_only() {
        let t: StrategySpec = "threshold+trim".parse().unwrap();
        assert_eq!(
            t.with_threshold_flags(false, true).to_string(),
            "threshold+trim+even"
        );
        assert_eq!(
            StrategySpec::BEST.with_threshold_flags(true, true),
            StrategySpec::BEST
        );
    }
}
