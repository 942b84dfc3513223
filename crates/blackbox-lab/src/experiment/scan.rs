//! Parallel passes over every board of a [`Combos`], in fixed chunks.
//!
//! Work is cut into chunks of [`CHUNK`] consecutive ranks whatever the
//! number of threads; each chunk starts by unranking its first board and then
//! advances in colex order. Folds must be associative and commutative (counts,
//! minima with ties broken by rank), so results never depend on scheduling.

use super::combos::Combos;
use rayon::prelude::*;

/// Boards per chunk of parallel work.
pub(crate) const CHUNK: u64 = 1 << 13;

/// Progress callback: receives the number of boards just finished.
pub type Progress<'a> = &'a (dyn Fn(u64) + Sync);

/// A progress callback that ignores its argument.
pub fn no_progress(_: u64) {}

fn chunks(combos: Combos) -> u64 {
    combos.count().div_ceil(CHUNK)
}

/// Calls `visit(rank, cells)` for every board of chunk `chunk`.
fn walk_chunk(combos: Combos, chunk: u64, mut visit: impl FnMut(u64, &[u8])) {
    let start = chunk * CHUNK;
    let end = (start + CHUNK).min(combos.count());
    let mut cells = vec![0u8; combos.atoms()];
    combos.unrank(start, &mut cells);
    for rank in start..end {
        visit(rank, &cells);
        combos.advance(&mut cells);
    }
}

/// Folds every board into an accumulator: `visit` per board, `reduce` to merge.
pub(crate) fn fold<A: Send>(
    combos: Combos,
    init: impl Fn() -> A + Sync,
    visit: impl Fn(&mut A, u64, &[u8]) + Sync,
    reduce: impl Fn(A, A) -> A + Sync,
    progress: Progress,
) -> A {
    (0..chunks(combos))
        .into_par_iter()
        .map(|chunk| {
            let mut acc = init();
            walk_chunk(combos, chunk, |rank, cells| visit(&mut acc, rank, cells));
            progress(CHUNK.min(combos.count() - chunk * CHUNK));
            acc
        })
        .reduce(&init, &reduce)
}

/// A table of `width` values per board, row `rank` filled by `fill(rank, cells, row)`.
pub(crate) fn table<T: Default + Clone + Send>(
    combos: Combos,
    width: usize,
    fill: impl Fn(u64, &[u8], &mut [T]) + Sync,
    progress: Progress,
) -> Vec<T> {
    let mut out = vec![T::default(); combos.count() as usize * width];
    if width == 0 {
        return out;
    }
    out.par_chunks_mut(CHUNK as usize * width)
        .enumerate()
        .for_each(|(chunk, rows)| {
            let mut rows = rows.chunks_mut(width);
            let boards = rows.len() as u64;
            walk_chunk(combos, chunk as u64, |rank, cells| {
                fill(rank, cells, rows.next().expect("one row per board"));
            });
            progress(boards);
        });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_and_table_see_every_board_once_by_rank() {
        let combos = Combos::new(20, 3, u64::MAX).unwrap();
        let sum = fold(
            combos,
            || 0u64,
            |a, rank, cells| {
                assert_eq!(combos.rank(cells), rank);
                *a += rank;
            },
            |a, b| a + b,
            &no_progress,
        );
        let n = combos.count();
        assert_eq!(sum, n * (n - 1) / 2);
        let t: Vec<u8> = table(combos, 3, |_, c, row| row.copy_from_slice(c), &no_progress);
        for rank in 0..n {
            let mut cells = [0; 3];
            combos.unrank(rank, &mut cells);
            assert_eq!(&t[rank as usize * 3..][..3], &cells);
        }
    }
}
