//! The one error of the application layer: what a use case refused or
//! could not do, in the user's terms (front ends add where: a file name,
//! an HTTP status).

/// A use case's failure.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A kept run could not be read back (the front end says which file,
    /// and the line).
    #[error("{message}")]
    KeptRun {
        /// The line, from 1, when the fault is on one.
        line: Option<usize>,
        /// What is wrong, in words.
        message: String,
    },
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
    Setup(blackbox_game::Error),
    /// A move of a replayed game cannot be played.
    #[error("move {number} {quoted}: {source}")]
    Move {
        /// The move's place in the list, from 1.
        number: usize,
        /// The move's text, quoted for the message.
        quoted: String,
        /// Why it cannot be played.
        source: blackbox_game::Error,
    },
    /// An experiment failed: the lab's error as it is (including
    /// [`blackbox::Error::Interrupted`]: stopped by the control).
    #[error(transparent)]
    Lab(#[from] blackbox_lab::Error),
    /// A job's memory estimate exceeds the budget: refused before starting.
    #[error(
        "{what} over {boards} boards would need about {mb} MB (estimate), more than the \
         {budget_mb} MB budget ({set_by}): refused before starting"
    )]
    OverBudget {
        /// The job (`optimal 8x8/4`).
        what: String,
        /// Its boards.
        boards: u64,
        /// Its estimate, MB.
        mb: u64,
        /// The budget, MB.
        budget_mb: u64,
        /// What set the budget (`ulimit -v`, `--memory-mb`, …).
        set_by: &'static str,
    },
    /// A model error: a size, a board or a puzzle that cannot be.
    #[error(transparent)]
    Model(#[from] blackbox::Error),
    /// Two answers to one question disagree, or one fails its check (a
    /// bug, never the user's input).
    #[error("{0}")]
    Disagree(&'static str),
    /// The complete encoding of a puzzle would take more memory than
    /// allowed: refused before building it.
    #[error(
        "refused: the complete encoding would take about {clauses} clauses and {mb} MB \
         (more than {limit_mb} MB); fewer hints or a smaller board"
    )]
    EncodingTooBig {
        /// Its clauses, estimated.
        clauses: u64,
        /// Its memory, MB, estimated.
        mb: u64,
        /// The limit, MB.
        limit_mb: u64,
    },
    /// The puzzle generator refused a request (with the reason) or stopped.
    #[error("{0}")]
    Generate(blackbox_generate::Error),
    /// A puzzle that cannot be played: no answer, or several.
    #[error("{0}")]
    NotPlayable(String),
    /// The lesson script cannot be read, or names no such lesson.
    #[error("{0}")]
    Lesson(String),
    /// The front end's store of shard files failed (its message, whole).
    #[error("{0}")]
    Store(String),
}

impl Error {
    /// Whether the caller's control stopped the work.
    pub fn is_interrupted(&self) -> bool {
        matches!(
            self,
            Error::Setup(blackbox_game::Error::Model(blackbox::Error::Interrupted))
                | Error::Model(blackbox::Error::Interrupted)
                | Error::Lab(blackbox_lab::Error::Board(blackbox::Error::Interrupted))
                | Error::Generate(blackbox_generate::Error::Interrupted)
        )
    }
}

/// A use case's result.
pub type Result<T> = std::result::Result<T, Error>;
