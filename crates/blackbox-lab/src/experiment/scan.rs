//! Parallel passes over every board of a [`Subsets`], in fixed chunks.
//!
//! Work is cut into chunks of [`CHUNK`] consecutive ranks whatever the
//! number of threads; each chunk starts by unranking its first board and then
//! advances in colex order. Folds must be associative and commutative (counts,
//! minima with ties broken by rank), so results never depend on scheduling.
//!
//! Cancelling: a pass polls the caller's [`Control`] before each chunk, so
//! a cancel takes effect within one chunk per thread; a pass that skipped a
//! chunk answers [`Error::Interrupted`], never a result over part of the
//! boards.

use blackbox::{Error, Result, Subsets};
use logic::Control;
use rayon::prelude::*;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};

/// Boards per chunk of parallel work.
pub(crate) const CHUNK: u64 = 1 << 13;

/// Progress callback: receives the number of boards just finished.
pub type ProgressCallback<'a> = &'a (dyn Fn(u64) + Sync);

/// A progress callback that ignores its argument.
pub fn no_progress(_: u64) {}

/// `Err(Error::Interrupted)` once `control` is cancelled: the lab's poll.
pub(crate) fn poll(control: &Control) -> Result<()> {
    match control.is_cancelled() {
        true => Err(Error::Interrupted),
        false => Ok(()),
    }
}

/// The number of chunks of a pass over `subsets`.
pub(crate) fn chunks(subsets: Subsets) -> u64 {
    subsets.count().div_ceil(CHUNK)
}

/// The ranks of the chunks `chunks` (the last chunk may be short).
pub(crate) fn ranks(subsets: Subsets, chunks: &Range<u64>) -> Range<u64> {
    let end = |c: u64| c.saturating_mul(CHUNK).min(subsets.count());
    end(chunks.start)..end(chunks.end)
}

/// Calls `visit(rank, cells)` for every board of chunk `chunk`.
fn walk_chunk(subsets: Subsets, chunk: u64, mut visit: impl FnMut(u64, &[u8])) {
    let start = chunk * CHUNK;
    let end = (start + CHUNK).min(subsets.count());
    let mut cells = vec![0u8; subsets.atoms()];
    subsets.unrank(start, &mut cells);
    for rank in start..end {
        visit(rank, &cells);
        subsets.advance(&mut cells);
    }
}

/// Folds every board into an accumulator: `visit` per board, `reduce` to
/// merge; [`Error::Interrupted`] when `control` was cancelled before every
/// chunk was visited.
pub(crate) fn fold<A: Send>(
    subsets: Subsets,
    init: impl Fn() -> A + Sync,
    visit: impl Fn(&mut A, u64, &[u8]) + Sync,
    reduce: impl Fn(A, A) -> A + Sync,
    progress: ProgressCallback,
    control: &Control,
) -> Result<A> {
    (0..chunks(subsets))
        .into_par_iter()
        .map(|chunk| {
            poll(control)?;
            let mut acc = init();
            walk_chunk(subsets, chunk, |rank, cells| visit(&mut acc, rank, cells));
            progress(CHUNK.min(subsets.count() - chunk * CHUNK));
            Ok(acc)
        })
        .try_reduce(&init, |a, b| Ok(reduce(a, b)))
}

/// A table of `width` values per board, row `rank` filled by `fill(rank,
/// cells, row)`; [`Error::Interrupted`] when `control` was cancelled before
/// every row was filled.
pub(crate) fn table<T: Default + Clone + Send>(
    subsets: Subsets,
    width: usize,
    fill: impl Fn(u64, &[u8], &mut [T]) + Sync,
    progress: ProgressCallback,
    control: &Control,
) -> Result<Vec<T>> {
    table_of(subsets, 0..chunks(subsets), width, fill, progress, control)
}

/// [`table`] over the boards of the chunks `chunks` only: row `i` belongs to
/// the board of rank `ranks(subsets, &chunks).start + i` (`fill` is given
/// that rank).
pub(crate) fn table_of<T: Default + Clone + Send>(
    subsets: Subsets,
    chunks: Range<u64>,
    width: usize,
    fill: impl Fn(u64, &[u8], &mut [T]) + Sync,
    progress: ProgressCallback,
    control: &Control,
) -> Result<Vec<T>> {
    let ranks = ranks(subsets, &chunks);
    let mut out = vec![T::default(); (ranks.end - ranks.start) as usize * width];
    if width == 0 {
        return Ok(out);
    }
    let skipped = AtomicBool::new(false);
    out.par_chunks_mut(CHUNK as usize * width)
        .enumerate()
        .for_each(|(i, rows)| {
            if control.is_cancelled() {
                skipped.store(true, Ordering::Relaxed);
                return;
            }
            let mut rows = rows.chunks_mut(width);
            let boards = rows.len() as u64;
            walk_chunk(subsets, chunks.start + i as u64, |rank, cells| {
                fill(rank, cells, rows.next().expect("one row per board"));
            });
            progress(boards);
        });
    match skipped.into_inner() {
        true => Err(Error::Interrupted),
        false => Ok(out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_and_table_see_every_board_once_by_rank() {
        let subsets = Subsets::new(20, 3, u64::MAX).unwrap();
        let sum = fold(
            subsets,
            || 0u64,
            |a, rank, cells| {
                assert_eq!(subsets.rank(cells), rank);
                *a += rank;
            },
            |a, b| a + b,
            &no_progress,
            &Control::new(),
        )
        .unwrap();
        let n = subsets.count();
        assert_eq!(sum, n * (n - 1) / 2);
        let t: Vec<u8> = table(
            subsets,
            3,
            |_, c, row| row.copy_from_slice(c),
            &no_progress,
            &Control::new(),
        )
        .unwrap();
        for rank in 0..n {
            let mut cells = [0; 3];
            subsets.unrank(rank, &mut cells);
            assert_eq!(&t[rank as usize * 3..][..3], &cells);
        }
    }

    #[test]
    fn a_cancelled_pass_answers_interrupted_not_a_part() {
        // 20 choose 6 = 38,760 boards: five chunks. Cancelled after the
        // first chunk (by its progress report): the pass stops and says so.
        let subsets = Subsets::new(20, 6, u64::MAX).unwrap();
        assert!(subsets.count() > 2 * CHUNK);
        let control = Control::new();
        let cancel = |_| control.cancel();
        let folded = count_boards(subsets, &cancel, &control);
        assert!(matches!(folded, Err(Error::Interrupted)), "{folded:?}");
        let control = Control::new();
        let cancel = |_| control.cancel();
        let tabled = table(
            subsets,
            1,
            |_, c, row: &mut [u8]| row[0] = c[0],
            &cancel,
            &control,
        );
        assert!(matches!(tabled, Err(Error::Interrupted)));
        // Not cancelled: the same passes see every board.
        let count = count_boards(subsets, &no_progress, &Control::new());
        assert_eq!(count.unwrap(), subsets.count());
    }

    /// The number of boards a pass over `subsets` visits.
    fn count_boards(
        subsets: Subsets,
        progress: ProgressCallback,
        control: &Control,
    ) -> Result<u64> {
        fold(
            subsets,
            || 0u64,
            |a, _, _| *a += 1,
            |a, b| a + b,
            progress,
            control,
        )
    }
}
