//! Order statistics of timed runs, some of which stopped before the full
//! answer.
//!
//! Definition (nearest rank): the q-quantile of n samples sorted
//! ascending is the sample of rank ⌈q·n⌉ (counting from 1, at least 1).
//! So the median of 11 samples is the 6th and the p95 the 11th (the
//! largest); of 20, the 10th and the 19th.
//!
//! A run that stopped before its full answer (at its own time limit, or
//! killed by the bench) is *censored*: the full answer would have taken at
//! least its time. Every sample is therefore a lower bound, exact when the
//! run completed. The quantile of the lower bounds is a lower bound of the
//! true quantile; it is exact when every sample up to its rank completed
//! (the samples above it are at least as large), and otherwise reported as
//! "at least" ([`Stat::AtLeast`]), never as a time.

use serde_json::{json, Value};
use std::fmt;

/// One timed run: wall-clock milliseconds, and whether the full answer came.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// Wall-clock milliseconds.
    pub ms: f64,
    /// Whether the run gave its full answer (else `ms` is a lower bound).
    pub complete: bool,
}

/// A statistic of samples: exact, or a lower bound.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stat {
    /// Exactly this many milliseconds.
    Exact(f64),
    /// At least this many milliseconds (a censored run reached this rank).
    AtLeast(f64),
}

impl Stat {
    /// Whether the statistic is known to be at most `ms`: `None` when
    /// only a lower bound at or below `ms` is known.
    pub fn within(self, ms: f64) -> Option<bool> {
        match self {
            Stat::Exact(t) => Some(t <= ms),
            Stat::AtLeast(t) if t > ms => Some(false),
            Stat::AtLeast(_) => None,
        }
    }

    /// The milliseconds, exact or bound.
    pub fn ms(self) -> f64 {
        match self {
            Stat::Exact(t) | Stat::AtLeast(t) => t,
        }
    }

    /// `{"ms": t, "at_least": bool}`.
    pub fn to_json(self) -> Value {
        match self {
            Stat::Exact(t) => json!({"ms": t, "at_least": false}),
            Stat::AtLeast(t) => json!({"ms": t, "at_least": true}),
        }
    }
}

/// Milliseconds for people: `4.2ms`, `123ms`, `12.3s`.
pub fn show_ms(ms: f64) -> String {
    if ms < 10.0 {
        format!("{ms:.1}ms")
    } else if ms < 10_000.0 {
        format!("{ms:.0}ms")
    } else {
        format!("{:.1}s", ms / 1e3)
    }
}

impl fmt::Display for Stat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Stat::Exact(t) => write!(f, "{}", show_ms(t)),
            Stat::AtLeast(t) => write!(f, ">= {}", show_ms(t)),
        }
    }
}

/// The nearest-rank q-quantile (0 < q <= 1) of `samples`; `None` when empty.
pub fn quantile(samples: &[Sample], q: f64) -> Option<Stat> {
    if samples.is_empty() {
        return None;
    }
    let mut sorted = samples.to_vec();
    sorted.sort_by(|a, b| a.ms.total_cmp(&b.ms).then(b.complete.cmp(&a.complete)));
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    let value = sorted[rank - 1].ms;
    Some(if sorted[..rank].iter().all(|s| s.complete) {
        Stat::Exact(value)
    } else {
        Stat::AtLeast(value)
    })
}

/// The median (nearest rank).
pub fn median(samples: &[Sample]) -> Option<Stat> {
    quantile(samples, 0.5)
}

/// The 95th percentile (nearest rank).
pub fn p95(samples: &[Sample]) -> Option<Stat> {
    quantile(samples, 0.95)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn done(ms: &[f64]) -> Vec<Sample> {
        ms.iter().map(|&ms| Sample { ms, complete: true }).collect()
    }

    #[test]
    fn nearest_rank_of_eleven_is_the_sixth_and_the_largest() {
        let s = done(&[11., 3., 7., 1., 9., 5., 2., 10., 4., 8., 6.]);
        assert_eq!(median(&s), Some(Stat::Exact(6.)));
        assert_eq!(p95(&s), Some(Stat::Exact(11.)));
    }

    #[test]
    fn nearest_rank_of_twenty_and_of_one() {
        let s = done(&(1..=20).map(f64::from).collect::<Vec<_>>());
        assert_eq!(median(&s), Some(Stat::Exact(10.)));
        assert_eq!(p95(&s), Some(Stat::Exact(19.)));
        assert_eq!(median(&done(&[4.])), Some(Stat::Exact(4.)));
        assert_eq!(p95(&done(&[4.])), Some(Stat::Exact(4.)));
        assert_eq!(median(&[]), None);
    }

    #[test]
    fn a_censored_run_at_or_below_the_rank_makes_a_lower_bound() {
        let mut s = done(&[1., 2., 3., 4., 5.]);
        // Above the median: the median stays exact, the p95 is a bound.
        s[4].complete = false;
        assert_eq!(median(&s), Some(Stat::Exact(3.)));
        assert_eq!(p95(&s), Some(Stat::AtLeast(5.)));
        // Below the median: its true time may exceed the median's.
        s[0].complete = false;
        assert_eq!(median(&s), Some(Stat::AtLeast(3.)));
    }

    #[test]
    fn runs_not_made_count_as_censored_at_zero() {
        // Six of eleven stopped at 10 s, five not run: the median is >= 10 s.
        let mut s = vec![
            Sample {
                ms: 0.,
                complete: false
            };
            5
        ];
        s.extend((0..6).map(|i| Sample {
            ms: 10_000. + f64::from(i),
            complete: false,
        }));
        assert_eq!(median(&s), Some(Stat::AtLeast(10_000.)));
    }

    #[test]
    fn within_is_unknown_for_a_low_bound() {
        assert_eq!(Stat::Exact(20.).within(30.), Some(true));
        assert_eq!(Stat::Exact(40.).within(30.), Some(false));
        assert_eq!(Stat::AtLeast(40.).within(30.), Some(false));
        assert_eq!(Stat::AtLeast(20.).within(30.), None);
        assert_eq!(Stat::AtLeast(12_345.).to_string(), ">= 12.3s");
        assert_eq!(Stat::Exact(4.21).to_string(), "4.2ms");
    }
}
