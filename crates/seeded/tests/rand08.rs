//! Differential check against rand 0.8 itself, while the workspace still
//! depends on it: every function draws what rand 0.8 drew, for many ranges.

use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn pair(seed: u64) -> (ChaCha8Rng, ChaCha8Rng) {
    (
        ChaCha8Rng::seed_from_u64(seed),
        ChaCha8Rng::seed_from_u64(seed),
    )
}

#[test]
fn ranges_match_rand_08() {
    let bounds: Vec<u64> = (1..300)
        .chain([
            1 << 20,
            (1 << 31) + 5,
            u32::MAX as u64,
            3 << 40,
            u64::MAX / 3,
        ])
        .collect();
    for seed in 0..20 {
        let (mut a, mut b) = pair(seed);
        for &n in &bounds {
            if n <= u32::MAX as u64 {
                let n = n as u32;
                assert_eq!(seeded::below_u32(&mut a, n), b.gen_range(0..n));
                assert_eq!(
                    seeded::inclusive_u32(&mut a, 3, n.saturating_add(2)),
                    b.gen_range(3..=n.saturating_add(2))
                );
            }
            let n = n as usize;
            assert_eq!(seeded::below(&mut a, n), b.gen_range(0..n));
            assert_eq!(seeded::inclusive(&mut a, 2, n + 1), b.gen_range(2..=n + 1));
            assert_eq!(
                seeded::inclusive_u64(&mut a, 0, n as u64),
                b.gen_range(0..=n as u64)
            );
        }
        assert_eq!(
            seeded::inclusive_u32(&mut a, 0, u32::MAX),
            b.gen_range(0..=u32::MAX)
        );
        assert_eq!(
            seeded::inclusive(&mut a, 0, usize::MAX),
            b.gen_range(0..=usize::MAX)
        );
        assert_eq!(a.next_u64(), b.next_u64(), "same number of draws");
    }
}

#[test]
fn slices_match_rand_08() {
    for seed in 0..50 {
        let (mut a, mut b) = pair(seed);
        for len in 0..70usize {
            let items: Vec<usize> = (0..len).collect();
            assert_eq!(seeded::choose(&mut a, &items), items.choose(&mut b));
            let (mut x, mut y) = (items.clone(), items.clone());
            seeded::shuffle(&mut a, &mut x);
            y.shuffle(&mut b);
            assert_eq!(x, y);
        }
        assert_eq!(a.next_u64(), b.next_u64(), "same number of draws");
    }
}

#[test]
fn index_samples_match_rand_08() {
    // Every branch: Floyd (shuffled and not), in place, rejection.
    let cases = [
        (1, 0),
        (1, 1),
        (64, 4),
        (64, 12),
        (64, 40),
        (100, 64),
        (144, 13),
        (400, 12),
        (400, 60),
        (1000, 100),
        (1000, 200),
        (100_000, 200),
        (600_000, 20),
        (600_000, 200),
        (2_000_000, 300),
    ];
    for seed in 0..10 {
        let (mut a, mut b) = pair(seed);
        for &(length, amount) in &cases {
            let ours = seeded::sample_indices(&mut a, length, amount);
            let theirs = rand::seq::index::sample(&mut b, length, amount).into_vec();
            assert_eq!(ours, theirs, "length {length}, amount {amount}");
        }
        assert_eq!(a.next_u64(), b.next_u64(), "same number of draws");
    }
}
