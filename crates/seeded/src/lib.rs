//! The stable seeded stream: every random draw behind a seeded output of
//! this project goes through these functions.
//!
//! Game IDs like `8x8:4:12345`, `blackbox random --seed 7`, the seeded
//! experiments and `parlor generate --seed 7` are shared between people and
//! recorded in documents, so a seed must keep giving the same result across
//! dependency upgrades. The `rand` crate does not promise that: its 0.9
//! release changed the algorithms behind `gen_range`, `shuffle`, `choose`
//! and `index::sample`. So the project owns the algorithms. Each function
//! here draws exactly as rand 0.8 did (on a 64-bit target), using nothing
//! but [`Rng::next_u32`] and [`Rng::next_u64`] of the caller's generator:
//!
//! - [`below_u32`], [`below`], [`inclusive`]: `rng.gen_range(..)` on `u32`
//!   and `usize` (widening multiply with rand 0.8's rejection zone);
//! - [`index`], [`choose`], [`shuffle`]: `SliceRandom`'s index draw, one
//!   `u32` range draw whenever the length fits in `u32`;
//! - [`sample_indices`]: `rand::seq::index::sample` (Floyd's algorithm,
//!   in-place partial shuffle or rejection sampling, chosen by the same rule).
//!
//! The generator's own stream (ChaCha8 seeded with `seed_from_u64`) is the
//! other half of the contract; the tests pin outputs of both together, so an
//! upgrade that changes either fails them. Never change what a function here
//! draws: add a new function instead.

#![warn(missing_docs)]

use rand_core::Rng;
use std::collections::HashSet;

/// A uniform `u32` in `low..=high`: rand 0.8's `gen_range(low..=high)` on `u32`.
pub fn inclusive_u32<R: Rng + ?Sized>(rng: &mut R, low: u32, high: u32) -> u32 {
    assert!(low <= high, "inclusive_u32: low > high");
    let range = high.wrapping_sub(low).wrapping_add(1);
    if range == 0 {
        return rng.next_u32();
    }
    // rand 0.8's conservative, fast rejection zone for 32 and 64 bits.
    let zone = (range << range.leading_zeros()).wrapping_sub(1);
    loop {
        let wide = u64::from(rng.next_u32()) * u64::from(range);
        let (hi, lo) = ((wide >> 32) as u32, wide as u32);
        if lo <= zone {
            return low.wrapping_add(hi);
        }
    }
}

/// A uniform `u32` in `0..n`: rand 0.8's `gen_range(0..n)` on `u32`. Panics when `n` is 0.
pub fn below_u32<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    assert!(n > 0, "below_u32: empty range");
    inclusive_u32(rng, 0, n - 1)
}

/// A uniform `u64` in `low..=high`: rand 0.8's `gen_range(low..=high)` on `u64`.
pub fn inclusive_u64<R: Rng + ?Sized>(rng: &mut R, low: u64, high: u64) -> u64 {
    assert!(low <= high, "inclusive_u64: low > high");
    let range = high.wrapping_sub(low).wrapping_add(1);
    if range == 0 {
        return rng.next_u64();
    }
    let zone = (range << range.leading_zeros()).wrapping_sub(1);
    loop {
        let wide = u128::from(rng.next_u64()) * u128::from(range);
        let (hi, lo) = ((wide >> 64) as u64, wide as u64);
        if lo <= zone {
            return low.wrapping_add(hi);
        }
    }
}

/// A uniform `usize` in `low..=high`: rand 0.8's `gen_range(low..=high)` on
/// `usize` (which draws 64 bits, as on a 64-bit target).
pub fn inclusive<R: Rng + ?Sized>(rng: &mut R, low: usize, high: usize) -> usize {
    inclusive_u64(rng, low as u64, high as u64) as usize
}

/// A uniform `usize` in `0..n`: rand 0.8's `gen_range(0..n)` on `usize`
/// (64-bit draws). Panics when `n` is 0.
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    assert!(n > 0, "below: empty range");
    inclusive(rng, 0, n - 1)
}

/// A uniform index into a slice of `len` elements, as rand 0.8's
/// `choose` and `shuffle` drew it: a `u32` draw when `len` fits in `u32`.
/// Panics when `len` is 0.
pub fn index<R: Rng + ?Sized>(rng: &mut R, len: usize) -> usize {
    match u32::try_from(len) {
        Ok(n) => below_u32(rng, n) as usize,
        Err(_) => below(rng, len),
    }
}

/// One element of `items` chosen uniformly (`None` when empty): rand 0.8's `choose`.
pub fn choose<'a, T, R: Rng + ?Sized>(rng: &mut R, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        None
    } else {
        Some(&items[index(rng, items.len())])
    }
}

/// Shuffles `items` uniformly (Fisher–Yates from the back): rand 0.8's `shuffle`.
pub fn shuffle<T, R: Rng + ?Sized>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, index(rng, i + 1));
    }
}

/// `amount` distinct indices in `0..length`, uniformly, in random order:
/// rand 0.8's `rand::seq::index::sample` (same algorithm choice, same draws).
/// Panics when `amount > length`.
pub fn sample_indices<R: Rng + ?Sized>(rng: &mut R, length: usize, amount: usize) -> Vec<usize> {
    assert!(
        amount <= length,
        "sample_indices: `amount` must be at most `length`"
    );
    let (Ok(length32), Ok(amount32)) = (u32::try_from(length), u32::try_from(amount)) else {
        return rejection_u64(rng, length as u64, amount)
            .into_iter()
            .map(|i| i as usize)
            .collect();
    };
    // rand 0.8's choice of algorithm, in the same f32 arithmetic.
    let indices = if amount32 < 163 {
        const C: [[f32; 2]; 2] = [[1.6, 8.0 / 45.0], [10.0, 70.0 / 9.0]];
        let j = usize::from(length32 >= 500_000);
        let amount_fp = amount32 as f32;
        let m4 = C[0][j] * amount_fp;
        if amount32 > 11 && (length32 as f32) < (C[1][j] + m4) * amount_fp {
            inplace(rng, length32, amount32)
        } else {
            floyd(rng, length32, amount32)
        }
    } else {
        const C: [f32; 2] = [270.0, 330.0 / 9.0];
        let j = usize::from(length32 >= 500_000);
        if (length32 as f32) < C[j] * (amount32 as f32) {
            inplace(rng, length32, amount32)
        } else {
            rejection_u32(rng, length32, amount32)
        }
    };
    indices.into_iter().map(|i| i as usize).collect()
}

/// Floyd's algorithm, fully shuffled for small amounts, shuffled after otherwise.
fn floyd<R: Rng + ?Sized>(rng: &mut R, length: u32, amount: u32) -> Vec<u32> {
    let floyd_shuffle = amount < 50;
    let mut indices = Vec::with_capacity(amount as usize);
    for j in length - amount..length {
        let t = inclusive_u32(rng, 0, j);
        if floyd_shuffle {
            if let Some(pos) = indices.iter().position(|&x| x == t) {
                indices.insert(pos, j);
                continue;
            }
        } else if indices.contains(&t) {
            indices.push(j);
            continue;
        }
        indices.push(t);
    }
    if !floyd_shuffle {
        for i in (1..amount).rev() {
            indices.swap(i as usize, inclusive_u32(rng, 0, i) as usize);
        }
    }
    indices
}

/// A partial Fisher–Yates shuffle of `0..length` from the front.
fn inplace<R: Rng + ?Sized>(rng: &mut R, length: u32, amount: u32) -> Vec<u32> {
    let mut indices: Vec<u32> = (0..length).collect();
    for i in 0..amount {
        let j = inclusive_u32(rng, i, length - 1);
        indices.swap(i as usize, j as usize);
    }
    indices.truncate(amount as usize);
    indices
}

/// Rejection sampling with rand 0.8's `Uniform::new(0, length)` (exact zone).
fn rejection_u32<R: Rng + ?Sized>(rng: &mut R, length: u32, amount: u32) -> Vec<u32> {
    let zone = u32::MAX - (u32::MAX - length + 1) % length;
    let draw = |rng: &mut R| loop {
        let wide = u64::from(rng.next_u32()) * u64::from(length);
        if wide as u32 <= zone {
            return (wide >> 32) as u32;
        }
    };
    let mut seen = HashSet::with_capacity(amount as usize);
    let mut indices = Vec::with_capacity(amount as usize);
    for _ in 0..amount {
        let mut pos = draw(rng);
        while !seen.insert(pos) {
            pos = draw(rng);
        }
        indices.push(pos);
    }
    indices
}

/// [`rejection_u32`] for lengths beyond `u32`, with 64-bit draws.
fn rejection_u64<R: Rng + ?Sized>(rng: &mut R, length: u64, amount: usize) -> Vec<u64> {
    let zone = u64::MAX - (u64::MAX - length + 1) % length;
    let draw = |rng: &mut R| loop {
        let wide = u128::from(rng.next_u64()) * u128::from(length);
        if wide as u64 <= zone {
            return (wide >> 64) as u64;
        }
    };
    let mut seen = HashSet::with_capacity(amount);
    let mut indices = Vec::with_capacity(amount);
    for _ in 0..amount {
        let mut pos = draw(rng);
        while !seen.insert(pos) {
            pos = draw(rng);
        }
        indices.push(pos);
    }
    indices
}
