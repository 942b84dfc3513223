//! `--time-limit SECONDS`: the clock of the binaries.
//!
//! The libraries have no clock; long work polls a [`logic::Control`]. A
//! [`TimeLimit`] is such a control plus a timer thread that cancels it once
//! the limit has passed. Dropping the [`TimeLimit`] stops and joins its
//! thread, so a command that starts one limit per item (`parlor check`, one
//! per puzzle; `blackbox serve`, one per request) keeps no sleeping threads
//! behind. A limit of 0 cancels before any work, deterministically.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::JoinHandle;
use std::time::Duration;

use logic::Control;

/// The default `--time-limit` in seconds, for interactive use: every
/// command that can run long answers what it knows within this.
pub const DEFAULT_TIME_LIMIT: f64 = 5.0;

/// The largest `--time-limit` accepted, in seconds: one year. Larger
/// numbers are refused with this bound (rather than echoed back digit by
/// digit); a run that should not stop takes no limit at all where a
/// command allows that.
pub const MAX_TIME_LIMIT: f64 = 365.0 * 24.0 * 3600.0;

/// A [`Control`] that a timer cancels after a number of seconds; dropping
/// it stops the timer (see the module doc).
#[derive(Debug)]
pub struct TimeLimit {
    control: Control,
    seconds: f64,
    timer: Option<Timer>,
}

/// The timer thread and the channel whose closing tells it to stop early.
#[derive(Debug)]
struct Timer {
    stop: mpsc::Sender<()>,
    thread: JoinHandle<()>,
}

/// The limit of `seconds`: an error unless it is a number from 0 to
/// [`MAX_TIME_LIMIT`]; the error names the bounds, not the number (which
/// may be 301 digits long).
fn duration(seconds: f64) -> Result<Duration, String> {
    if (0.0..=MAX_TIME_LIMIT).contains(&seconds) {
        Ok(Duration::from_secs_f64(seconds))
    } else {
        Err(RANGE.to_string())
    }
}

/// What a number of seconds must be.
const RANGE: &str = "a number of seconds from 0 to 31536000 (one year)";

/// Parses a number of seconds (the clap value parser of `--time-limit`
/// and of every other option in seconds): the number, if [`time_limit()`]
/// accepts it. Clap names the option in front of the message.
pub fn seconds(arg: &str) -> Result<f64, String> {
    arg.trim()
        .parse()
        .ok()
        .filter(|&value| duration(value).is_ok())
        .ok_or_else(|| format!("expected {RANGE}"))
}

/// Starts a time limit of `seconds` (`--time-limit`): an error unless
/// `seconds` is a finite number >= 0 that fits a [`Duration`].
pub fn time_limit(seconds: f64) -> anyhow::Result<TimeLimit> {
    let limit =
        duration(seconds).map_err(|range| anyhow::anyhow!("--time-limit must be {range}"))?;
    let control = Control::new();
    if limit.is_zero() {
        control.cancel();
        return Ok(TimeLimit {
            control,
            seconds,
            timer: None,
        });
    }
    let (stop, stopped) = mpsc::channel::<()>();
    let cancel = control.clone();
    let thread = std::thread::spawn(move || {
        if stopped.recv_timeout(limit) == Err(RecvTimeoutError::Timeout) {
            cancel.cancel();
        }
    });
    Ok(TimeLimit {
        control,
        seconds,
        timer: Some(Timer { stop, thread }),
    })
}

impl TimeLimit {
    /// The control the timer cancels: pass it (or a clone) to the work.
    pub fn control(&self) -> &Control {
        &self.control
    }

    /// The limit in seconds, as given: for messages ("stopped by
    /// --time-limit 5 s").
    pub fn seconds(&self) -> f64 {
        self.seconds
    }

    /// Whether the time is up (or someone else cancelled the control).
    pub fn passed(&self) -> bool {
        self.control.is_cancelled()
    }
}

impl Drop for TimeLimit {
    fn drop(&mut self) {
        if let Some(Timer { stop, thread }) = self.timer.take() {
            // Closing the channel wakes the thread, which then ends
            // without cancelling (unless its time was already up).
            drop(stop);
            let _ = thread.join();
        }
    }
}

/// Whole days since 1970-01-01 on the system clock (UTC): the date of
/// today for a front end (0 if the clock is before 1970).
pub fn unix_days_now() -> i64 {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    (seconds / 86_400) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_control_is_cancelled_once_the_limit_passes() {
        let limit = time_limit(0.05).unwrap();
        let control = limit.control().clone();
        // Only that cancellation happens, not when: the machine may be busy.
        for _ in 0..600 {
            if control.is_cancelled() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        assert!(control.is_cancelled() && limit.passed());
        assert!(control.check().is_err());
    }

    #[test]
    fn zero_seconds_cancels_before_any_work() {
        assert!(time_limit(0.0).unwrap().passed());
    }

    #[test]
    fn a_dropped_limit_never_cancels() {
        let limit = time_limit(3600.0).unwrap();
        let control = limit.control().clone();
        drop(limit);
        assert!(!control.is_cancelled());
    }

    #[test]
    fn bad_limits_are_refused_with_the_option_name() {
        for bad in [-1.0, f64::NAN, f64::INFINITY, 1e300] {
            let err = time_limit(bad).unwrap_err().to_string();
            assert!(err.contains("--time-limit"), "{err}");
        }
        for bad in ["-1", "soon", "inf", "NaN", "", "1e300", "31536001"] {
            assert_eq!(
                seconds(bad).unwrap_err(),
                "expected a number of seconds from 0 to 31536000 (one year)"
            );
        }
        assert_eq!(seconds("31536000"), Ok(MAX_TIME_LIMIT));
        assert_eq!(seconds(" 0.5 "), Ok(0.5));
        assert_eq!(seconds("0"), Ok(0.0));
    }
}
