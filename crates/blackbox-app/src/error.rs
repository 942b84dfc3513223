//! The one error of the application layer: what a use case refused or
//! could not do, in the user's terms (front ends add where: a file name,
//! an HTTP status).

/// A use case's failure.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The brute engine refused a job far beyond its time limit (the
    /// estimates are already written for people).
    #[error(
        "the brute engine would try about {boards} boards (about {seconds} s at {rate} boards \
         a second), far beyond --time-limit {limit} s: use --engine sat"
    )]
    BruteTooSlow {
        /// Boards it would try.
        boards: String,
        /// Seconds that would take.
        seconds: String,
        /// Boards it tries a second.
        rate: String,
        /// The time limit, seconds.
        limit: f64,
    },
    /// A solver answer failed its check by simulation (a bug, never the
    /// user's input).
    #[error("internal error: candidate {0} does not reproduce the hints")]
    Unverified(String),
    /// A game could not be set up (including
    /// [`blackbox::Error::Interrupted`]: stopped by the control).
    #[error("{0}")]
    Setup(blackbox::Error),
    /// A move of a replayed game cannot be played.
    #[error("move {number} {quoted}: {source}")]
    Move {
        /// The move's place in the list, from 1.
        number: usize,
        /// The move's text, quoted for the message.
        quoted: String,
        /// Why it cannot be played.
        source: blackbox::Error,
    },
}

/// A use case's result.
pub type Result<T> = std::result::Result<T, Error>;
