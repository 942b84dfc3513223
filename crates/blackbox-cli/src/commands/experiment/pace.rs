//! The optimum search's pace, as its progress lines say it: sets searched
//! and memo bytes gained a second since this run started, and when, at
//! that pace, the memo fills the memory budget. A projection from the
//! run's own measured rate, said as one (later rounds can be larger or
//! smaller than the first); nothing is said before there is a rate.

use blackbox_app::lab::Status;
use std::time::Instant;

/// What a run has measured of itself.
pub struct Pace {
    started: Instant,
    /// The memo's bytes at the first status (a resumed memo's size).
    memo_at_start: Option<u64>,
    /// Bytes the memo may take in all.
    room: u64,
}

impl Pace {
    /// A pace measured from now, for a memo that may take `room` bytes.
    pub fn new(room: u64) -> Pace {
        Pace {
            started: Instant::now(),
            memo_at_start: None,
            room,
        }
    }

    /// The pace at status `s` (empty before there is one).
    pub fn describe(&mut self, s: &Status) -> String {
        let start = *self.memo_at_start.get_or_insert(s.memo_bytes);
        projection(
            self.started.elapsed().as_secs_f64(),
            s.sets,
            s.memo_bytes.saturating_sub(start),
            self.room.saturating_sub(s.memo_bytes),
        )
    }
}

/// The words for `sets` searched and `grown` memo bytes gained in
/// `seconds`, with `left` bytes of room: empty when nothing was measured.
fn projection(seconds: f64, sets: u64, grown: u64, left: u64) -> String {
    if seconds < 1.0 || sets == 0 || grown == 0 {
        return String::new();
    }
    let per_second = grown as f64 / seconds;
    let growth = match per_second < (1 << 20) as f64 {
        true => format!("{:.0} KB/s", per_second / 1024.0),
        false => format!("{:.1} MB/s", per_second / (1 << 20) as f64),
    };
    format!(
        "; {:.0} sets/s, memo +{growth}: at that pace the memo fills the budget in about {}",
        sets as f64 / seconds,
        spoken(left as f64 / per_second)
    )
}

/// A duration in the unit that reads best: `40 s`, `35 min`, `2.1 h`, `3.0 days`.
fn spoken(seconds: f64) -> String {
    match seconds {
        s if s < 120.0 => format!("{s:.0} s"),
        s if s < 7200.0 => format!("{:.0} min", s / 60.0),
        s if s < 172_800.0 => format!("{:.1} h", s / 3600.0),
        s => format!("{:.1} days", s / 86_400.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_projection_is_the_measured_rate_carried_to_the_budget() {
        // 25,000 sets and 2 MiB a second, 7,200 MiB of room: an hour.
        let mib = 1u64 << 20;
        assert_eq!(
            projection(10.0, 250_000, 20 * mib, 7200 * mib),
            "; 25000 sets/s, memo +2.0 MB/s: at that pace the memo fills the budget in about 60 min"
        );
        assert!(projection(10.0, 250_000, 20 * mib, 8 * 3600 * 2 * mib).ends_with("8.0 h"));
        let slow = projection(10.0, 1, 1, 25_920);
        assert!(
            slow.ends_with("3.0 days") && slow.contains("+0 KB/s"),
            "{slow}"
        );
    }

    #[test]
    fn nothing_is_projected_before_there_is_a_rate() {
        assert_eq!(projection(0.5, 100, 100, 100), "");
        assert_eq!(projection(5.0, 0, 0, 100), "");
        assert_eq!(projection(5.0, 100, 0, 100), "");
    }
}
