//! The lab's error: what a census shard file or a merge of shard files can
//! get wrong, on top of the model's own errors ([`blackbox::Error`], which
//! the lab's scans return as they are).
//!
//! Every variant names the file it is about, in the caller's words (the
//! `name` given with the file), so a binary can print it as it is.

/// An error of the lab's shard files and merges.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An error of the model (a space too large, a cancelled pass, …).
    #[error(transparent)]
    Board(#[from] blackbox::Error),
    /// A file that is not a census shard written by this version, or whose
    /// contents contradict its own header.
    #[error("{file}: not a census shard file of this version: {detail}")]
    NotAShard {
        /// The file, as the caller named it.
        file: String,
        /// What is wrong.
        detail: String,
    },
    /// A shard file or merge part changed after it was written: its
    /// content does not match its checksum (or cannot be read at all).
    #[error(
        "{file}: damaged: {detail}; the file changed after it was written, so nothing was \
         merged (write it again: rerun the `experiment census --shard` or `experiment merge \
         --part` job that made it)"
    )]
    Damaged {
        /// The file, as the caller named it.
        file: String,
        /// What does not match.
        detail: String,
    },
    /// Shards (or merge parts) of different censuses given to one merge.
    #[error("{file}: from {theirs}, not {ours} like {first}")]
    OtherCensus {
        /// The file that differs.
        file: String,
        /// What it is a shard or part of.
        theirs: String,
        /// What the first file is a shard or part of.
        ours: String,
        /// The first file.
        first: String,
    },
    /// The same shard given twice.
    #[error("{file}: shard {shard} is also in {other}")]
    DuplicateShard {
        /// The second file.
        file: String,
        /// The shard, as `K/N`.
        shard: String,
        /// The first file holding it.
        other: String,
    },
    /// Shards missing from a merge: it would count part of the boards.
    #[error(
        "{count} of {of} shards missing: {}{} (each shard is `experiment census \
         --shard K/{of}`); nothing was merged",
        .first.iter().map(|k| k.to_string()).collect::<Vec<_>>().join(", "),
        if *.count > .first.len() as u64 { ", …" } else { "" }
    )]
    MissingShards {
        /// The first missing shards' numbers, from 1 (at most 20).
        first: Vec<u64>,
        /// How many are missing.
        count: u64,
        /// The number of shards of the census.
        of: u64,
    },
    /// A file that is not a part of a census merge written by this version,
    /// or whose figures cannot be those of its census.
    #[error("{file}: not a census merge part of this version: {detail}")]
    NotAPart {
        /// The file, as the caller named it.
        file: String,
        /// What is wrong.
        detail: String,
    },
    /// Parts missing from a combination: it would count part of the boards.
    #[error(
        "{count} of {of} parts missing: {}{} (each part is `experiment merge DIR \
         --part K/{of}`); nothing was combined",
        .first.iter().map(|k| k.to_string()).collect::<Vec<_>>().join(", "),
        if *.count > .first.len() as u64 { ", …" } else { "" }
    )]
    MissingParts {
        /// The first missing parts' numbers, from 1 (at most 20).
        first: Vec<u64>,
        /// How many are missing.
        count: u64,
        /// The number of parts of the merge.
        of: u64,
    },
    /// A text that is not a decision tree of this version.
    #[error("{file}, line {line}: not a decision tree of this version: {detail}")]
    NotATree {
        /// The text, as the caller named it.
        file: String,
        /// The line (from 1) where reading stopped.
        line: usize,
        /// What is wrong.
        detail: String,
    },
    /// A decision tree that does not fit the boards it is played on.
    #[error("the decision tree of {game} does not fit: {detail}")]
    TreeUnfit {
        /// The tree's game, `8x8/4 (standard rules)`.
        game: String,
        /// Where and why.
        detail: String,
    },
    /// A merge given no file.
    #[error("no shard files to merge")]
    NoShards,
    /// Writing a shard file failed (the writer's own error).
    #[error("cannot write the shard file: {0}")]
    Write(String),
}

/// The lab's result.
pub type Result<T> = std::result::Result<T, Error>;
