//! Pinned draws of the stable stream: ChaCha8 seeded with `seed_from_u64`
//! and every function of this crate. The numbers were printed by this crate
//! while the workspace used rand 0.8.8 / rand_chacha 0.3.1, after checking
//! each function against rand 0.8 itself (tests/rand08.rs, removed with the
//! upgrade to rand 0.10). If one of these fails after a
//! dependency upgrade, seeded outputs (game IDs, `random --seed`,
//! experiments, `parlor generate`) would change: fix the code, never the
//! numbers.

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

#[test]
fn the_generator_stream_is_pinned() {
    let mut r = rng(7);
    let words: Vec<u64> = (0..4).map(|_| r.next_u64()).collect();
    assert_eq!(
        words,
        [
            2910824217569608635,
            3098856782162503994,
            12991601491111613745,
            13406010708265417443
        ]
    );
}

#[test]
fn uniform_integers_are_pinned() {
    let mut r = rng(1);
    let v: Vec<u32> = (0..12).map(|_| seeded::below_u32(&mut r, 10)).collect();
    assert_eq!(v, [5, 4, 2, 2, 8, 9, 7, 4, 7, 1, 0, 7]);
    let mut r = rng(1);
    let v: Vec<usize> = (0..12).map(|_| seeded::below(&mut r, 10)).collect();
    assert_eq!(v, [4, 2, 7, 4, 1, 7, 4, 9, 9, 1, 3, 0]);
    let mut r = rng(2);
    let v: Vec<usize> = (0..12).map(|_| seeded::inclusive(&mut r, 3, 5)).collect();
    assert_eq!(v, [5, 4, 5, 5, 3, 5, 3, 3, 3, 5, 5, 3]);
}

#[test]
fn shuffles_and_choices_are_pinned() {
    let mut r = rng(3);
    let mut v: Vec<u8> = (0..12).collect();
    seeded::shuffle(&mut r, &mut v);
    assert_eq!(v, [5, 0, 8, 2, 3, 11, 4, 6, 10, 9, 7, 1]);
    let mut r = rng(4);
    let items: Vec<u8> = (0..28).collect();
    let v: Vec<u8> = (0..8)
        .map(|_| *seeded::choose(&mut r, &items).unwrap())
        .collect();
    assert_eq!(v, [27, 20, 18, 13, 24, 25, 21, 8]);
}

#[test]
fn index_samples_are_pinned_on_every_branch() {
    // (length, amount, first indices, sum, the generator's next u32 after).
    let cases: [(usize, usize, &[usize], usize, u32); 5] = [
        (64, 4, &[61, 12, 17, 52], 142, 1104574908), // Floyd, shuffled
        (
            144,
            13,
            &[30, 103, 72, 118, 40, 64, 46, 6],
            1011,
            1895259666,
        ), // in place
        (100, 64, &[20, 28, 72, 51, 82, 29, 87, 84], 3476, 3427730898), // Floyd, then shuffle
        (
            1000,
            200,
            &[208, 202, 278, 716, 497, 817, 261, 868],
            102682,
            2805209123,
        ), // in place
        (
            100_000,
            200,
            &[20851, 20124, 27705, 71518, 49543, 81653, 25717, 86728],
            10555425,
            352579967,
        ), // rejection
    ];
    for (length, amount, first, sum, next) in cases {
        let mut r = rng(5);
        let s = seeded::sample_indices(&mut r, length, amount);
        assert_eq!(s.len(), amount);
        assert_eq!(&s[..first.len()], first, "length {length}, amount {amount}");
        assert_eq!(
            s.iter().sum::<usize>(),
            sum,
            "length {length}, amount {amount}"
        );
        assert_eq!(r.next_u32(), next, "length {length}, amount {amount}");
    }
}
