//! The census's sort of its `(fingerprint, rank)` keys, in place and
//! stoppable: a most-significant-digit radix pass on the fingerprints' top
//! bits (American flag sort: a parallel histogram, then each key swapped
//! into its bucket), then every bucket sorted on its own, in parallel.
//!
//! A census sorts up to billions of keys, for seconds to minutes; rayon's
//! `par_sort_unstable` cannot be stopped, so a `--time-limit` passed during
//! it was noticed only after it. Here the caller's [`Control`] is polled
//! every [`POLL_KEYS`] keys of the histogram and of the swaps, and before
//! each bucket's sort (a bucket is at most about [`BUCKET_KEYS`] keys, some
//! tens of milliseconds): a cancel takes effect within a fraction of a
//! second. The fingerprints are hashes, close to uniform, so the buckets
//! are of about equal size. Memory: the keys, and a histogram of at most
//! 2^[`MAX_BITS`] counters.
//!
//! Invariants: on `Ok`, the keys are sorted ascending; on
//! [`Error::Interrupted`] they are the same keys in some order (never one
//! lost or doubled).

use super::scan::poll;
use blackbox::{Error, Result};
use logic::Control;
use rayon::prelude::*;

/// Keys between two polls of the control, in the histogram and the swaps.
const POLL_KEYS: usize = 1 << 20;

/// About this many keys a bucket, at most (2^18: 4 MB of keys).
const BUCKET_KEYS: usize = 1 << 18;

/// The most top bits the radix pass sorts on (65,536 buckets).
const MAX_BITS: u32 = 16;

/// Sorts `keys` ascending, polling `control` (see the module doc).
pub(crate) fn sort_keys(keys: &mut [(u64, u64)], control: &Control) -> Result<()> {
    let bits = bits_for(keys.len());
    let bucket = |key: &(u64, u64)| match bits {
        0 => 0,
        b => (key.0 >> (64 - b)) as usize,
    };
    let counts = histogram(keys, 1 << bits, &bucket, control)?;
    place(keys, &counts, &bucket, control)?;
    let mut buckets = Vec::with_capacity(counts.len());
    let mut rest = keys;
    for &n in &counts {
        let (head, tail) = rest.split_at_mut(n);
        buckets.push(head);
        rest = tail;
    }
    buckets.into_par_iter().try_for_each(|b| {
        poll(control)?;
        b.sort_unstable();
        Ok(())
    })
}

/// The top bits to sort `n` keys on: buckets of about [`BUCKET_KEYS`].
fn bits_for(n: usize) -> u32 {
    (n.div_ceil(BUCKET_KEYS))
        .next_power_of_two()
        .trailing_zeros()
        .min(MAX_BITS)
}

/// How many keys fall in each of `buckets` buckets.
fn histogram(
    keys: &[(u64, u64)],
    buckets: usize,
    bucket: &(impl Fn(&(u64, u64)) -> usize + Sync),
    control: &Control,
) -> Result<Vec<usize>> {
    keys.par_chunks(POLL_KEYS)
        .map(|chunk| {
            poll(control)?;
            let mut counts = vec![0usize; buckets];
            chunk.iter().for_each(|k| counts[bucket(k)] += 1);
            Ok(counts)
        })
        .try_reduce(
            || vec![0; buckets],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(a, b)| *a += b);
                Ok(a)
            },
        )
}

/// Moves every key into its bucket (bucket `b` takes the `counts[b]` places
/// after the buckets before it), by cycles of swaps.
fn place(
    keys: &mut [(u64, u64)],
    counts: &[usize],
    bucket: &impl Fn(&(u64, u64)) -> usize,
    control: &Control,
) -> Result<()> {
    // `next[b]`: the first place of bucket `b` not yet holding one of its
    // keys; `end[b]`: one past its last place.
    let mut next = Vec::with_capacity(counts.len());
    let mut end = Vec::with_capacity(counts.len());
    let mut at = 0;
    for &n in counts {
        next.push(at);
        at += n;
        end.push(at);
    }
    let mut moved = 0usize;
    for b in 0..counts.len() {
        while next[b] < end[b] {
            // Carry the key at `next[b]` to its bucket, and the key found
            // there on, until one of bucket `b` comes back to `next[b]`.
            let mut carried = keys[next[b]];
            loop {
                let d = bucket(&carried);
                if d == b {
                    break;
                }
                std::mem::swap(&mut carried, &mut keys[next[d]]);
                next[d] += 1;
                moved += 1;
                if moved.is_multiple_of(POLL_KEYS) && control.is_cancelled() {
                    // The place of the first carried key holds a stale
                    // copy: the key in hand goes there, none is lost.
                    keys[next[b]] = carried;
                    return Err(Error::Interrupted);
                }
            }
            keys[next[b]] = carried;
            next[b] += 1;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    type Keys = Vec<(u64, u64)>;

    /// `n` keys of a simple generator (fingerprints spread over all bits,
    /// with some equal), and the same keys sorted by the standard library.
    fn keys(n: usize, seed: u64) -> (Keys, Keys) {
        let mut x = seed | 1;
        let keys: Vec<_> = (0..n as u64)
            .map(|rank| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let fp = if x.is_multiple_of(7) { 1 << 63 } else { x };
                (fp, rank)
            })
            .collect();
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        (keys, sorted)
    }

    proptest! {
        #[test]
        fn sorts_like_the_standard_library(n in 0usize..3_000, seed: u64) {
            let (mut keys, sorted) = keys(n, seed);
            sort_keys(&mut keys, &Control::new()).unwrap();
            prop_assert_eq!(keys, sorted);
        }
    }

    #[test]
    fn sorts_many_buckets() {
        // Enough keys for 8 buckets, so that keys move between them.
        let (mut keys, sorted) = keys(BUCKET_KEYS * 7 + 5, 42);
        assert_eq!(bits_for(keys.len()), 3);
        sort_keys(&mut keys, &Control::new()).unwrap();
        assert_eq!(keys, sorted);
    }

    #[test]
    fn a_cancelled_sort_stops_and_keeps_every_key() {
        let (mut keys, sorted) = keys(POLL_KEYS * 3, 7);
        let control = Control::new();
        control.cancel();
        let err = sort_keys(&mut keys, &control);
        assert!(matches!(err, Err(Error::Interrupted)), "{err:?}");
        // Cancelled during the swaps: the same keys, in some order.
        let counts = histogram(&keys, 4, &|k| (k.0 >> 62) as usize, &Control::new()).unwrap();
        let err = place(&mut keys, &counts, &|k| (k.0 >> 62) as usize, &control);
        assert!(matches!(err, Err(Error::Interrupted)), "{err:?}");
        keys.sort_unstable();
        assert_eq!(keys, sorted);
    }

    #[test]
    fn buckets_stay_small_up_to_the_most_bits() {
        assert_eq!(bits_for(0), 0);
        assert_eq!(bits_for(BUCKET_KEYS), 0);
        assert_eq!(bits_for(BUCKET_KEYS + 1), 1);
        assert_eq!(bits_for(usize::MAX / 2), MAX_BITS);
    }
}
