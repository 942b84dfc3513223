//! Setting a game up at startup with a sign of life: setup runs on a
//! helper thread while this one waits; once it has taken [`QUIET`], a
//! spinner with the boards found so far that share the hidden board's
//! feedback (for `--unique`, a bar over the seeds tried) appears on
//! standard error until it is done (indicatif draws nothing when standard
//! error is not a terminal). Setup is [`blackbox_app::setup::start`]'s,
//! bounded by its budget, by the library's memory bound and by
//! [`SETUP_SECONDS`] (past which the twins are unknown, as a note on
//! standard error says, and a `--unique` setup is refused), so no cancel key is offered here: Ctrl-C ends the
//! command. The limit is a time limit, not a speed assumption: on any
//! machine setup ends by then (within the time one solver step takes to
//! notice it).

use blackbox::{Error, Result};
use blackbox_app::game::{GameId, Setup};
use blackbox_app::setup::{start, Started, BUDGET};
use cli_support::time_limit;
use cli_support::{progress_bar, spinner};
use indicatif::ProgressBar;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, RecvTimeoutError};
use std::sync::Arc;
use std::time::Duration;

/// How long setup runs before the spinner appears: a setup this quick
/// shows nothing.
pub const QUIET: Duration = Duration::from_millis(300);

/// The default time limit of setup at startup, in seconds (`play
/// --setup-time-limit`).
pub const SETUP_SECONDS: f64 = 10.0;

/// How often the spinner's count (of seeds, or boards found) is brought
/// up to date.
const TICK: Duration = Duration::from_millis(100);

/// The setup of a new game of `id` ([`start`] within `seconds`, by
/// default [`SETUP_SECONDS`]; past them, the game with its twins unknown,
/// or for `unique` an error), with a spinner on standard error when it
/// takes more than [`QUIET`].
pub fn setting_up(id: GameId, unique: bool, seconds: f64) -> Result<Setup> {
    let examined = Arc::new(AtomicU64::new(0));
    let sink = Arc::clone(&examined);
    let limit = time_limit(seconds).map_err(|e| Error::Game(e.to_string()))?;
    let control = limit
        .control()
        .clone()
        .with_progress(move |n| sink.store(n, Ordering::Relaxed));
    std::thread::scope(|scope| {
        let (done, finished) = channel();
        let work = scope.spawn(move || {
            let setup = start(id, unique, &control);
            // The receiver lives until the work is joined below.
            let _ = done.send(());
            setup
        });
        let mut shown: Option<ProgressBar> = None;
        loop {
            let wait = if shown.is_some() { TICK } else { QUIET };
            match finished.recv_timeout(wait) {
                Err(RecvTimeoutError::Timeout) => {
                    let bar = shown.get_or_insert_with(|| sign_of_life(id, unique));
                    show(bar, id, unique, examined.load(Ordering::Relaxed));
                }
                // Done, or the work panicked: the join says which.
                _ => break,
            }
        }
        if let Some(bar) = shown {
            bar.finish_and_clear();
        }
        work.join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
    .map(|Started { setup, stopped }| {
        if stopped {
            cli_support::note(stopped_note(id, seconds));
        }
        setup
    })
    .map_err(|e| match e {
        blackbox_app::Error::Setup(Error::Interrupted) => Error::Game(format!(
            "--unique on {id}: no board determined by its feedback found within {seconds} s \
             ({} seeds tried): try fewer atoms or a smaller board",
            examined.load(Ordering::Relaxed)
        )),
        blackbox_app::Error::Setup(e) => e,
        e => Error::Game(e.to_string()),
    })
}

/// What the player is told when setup stops at its limit of `seconds`:
/// the game goes on, with what that leaves out.
pub fn stopped_note(id: GameId, seconds: f64) -> String {
    format!(
        "blackbox: setting up {id} stopped at its {seconds} s limit: the boards \
         indistinguishable from the hidden one are unknown (a guess with the same full \
         feedback is accepted; a wrong guess's atoms are counted against the hidden board)"
    )
}

/// The spinner for a plain game, the bar over seeds for a `--unique` one.
fn sign_of_life(id: GameId, unique: bool) -> ProgressBar {
    match unique {
        true => progress_bar(
            BUDGET.tries,
            &format!("setting up {id} (--unique): seeds tried"),
        ),
        false => spinner(&format!("setting up game {id}")),
    }
}

/// Shows the setup's progress report `done` on `bar`: seeds tried for a
/// `--unique` game, else the boards found with the hidden board's feedback.
fn show(bar: &ProgressBar, id: GameId, unique: bool, done: u64) {
    match unique {
        true => bar.set_position(done),
        false => bar.set_message(format!("setting up game {id}: {}", found(done))),
    }
}

/// What a plain game's setup has done, from its progress report: the
/// boards found so far that share the hidden board's feedback.
pub fn found(boards: u64) -> String {
    match boards {
        0 => "looking for the boards with its feedback".into(),
        n => format!(
            "{n} of at most {} boards with its feedback found",
            BUDGET.boards + 1
        ),
    }
}
