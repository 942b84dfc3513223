//! The solver bench's use case (`blackbox bench`): seeded random puzzles
//! of one kind, each solved by the SAT engine (a first solution, the
//! uniqueness decision, the exact count within a budget of cubes) and by
//! the brute engine, every answer checked (by simulation, and one engine
//! against the other), each job timed on the front end's [`Stopwatch`].
//!
//! Invariants: the puzzles depend only on the request's seed and the kind
//! (so every run of a row times the same puzzles); this module reads no
//! clock itself; a wrong answer is [`Error::Disagree`], never a timing.
//! [`assistant`] makes the games the assistant's bench times.

pub mod assistant;

use crate::{Error, Result};
use blackbox::{random, AtomCount, Dims, Puzzle, PuzzleBuilder, Rules};
use blackbox_solve::{self as solve, Brute, Engine, Query, Uniqueness};
use num_bigint::BigUint;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The front end's clock.
pub trait Stopwatch {
    /// Runs `job` and answers the time it took, in milliseconds.
    fn time(&self, job: &mut dyn FnMut()) -> f64;
}

/// Runs `f` on `clock`: its answer and milliseconds.
fn timed<T>(clock: &dyn Stopwatch, f: impl FnOnce() -> T) -> (T, f64) {
    let mut f = Some(f);
    let mut out = None;
    let ms = clock.time(&mut || out = f.take().map(|f| f()));
    (out.expect("the stopwatch runs its job"), ms)
}

/// The puzzle of a random board of `size`x`size` with `atoms` atoms drawn
/// from `rng`, its rays following `rules`: all its feedback, or (`half`) a
/// random half of the ports. The board does not depend on the rules.
pub fn puzzle(
    size: usize,
    atoms: usize,
    half: bool,
    rules: Rules,
    rng: &mut ChaCha8Rng,
) -> Result<Puzzle> {
    let dims = Dims::new(size, size)?;
    let board = random::board(dims, atoms, rng)?;
    let mut ports: Vec<_> = dims.all_ports().collect();
    if half {
        random::shuffle(rng, &mut ports);
        ports.truncate(ports.len() / 2);
    }
    let mut builder = PuzzleBuilder::new(dims, AtomCount::Exact(atoms), rules)?;
    for p in ports {
        builder.add(0, p, board.response(p, rules))?;
    }
    Ok(builder.build())
}

/// What to time.
#[derive(Clone, Copy, Debug)]
pub struct BenchRequest {
    /// Puzzles per kind.
    pub samples: usize,
    /// The seed of the puzzles.
    pub seed: u64,
    /// Boards the brute engine may try per puzzle before it gives up.
    pub brute_budget: u64,
    /// The exact count only on boards up to this side.
    pub count_max_side: usize,
    /// Cubes the exact count may split into before it gives up.
    pub count_budget: u64,
    /// The rule set of the puzzles' rays.
    pub rules: Rules,
}

/// One kind's timings, in ms, one a puzzle.
#[derive(Clone, Debug)]
pub struct Samples {
    /// A first solution (a).
    pub solve_ms: Vec<f64>,
    /// The uniqueness decision (u).
    pub unique_ms: Vec<f64>,
    /// The exact count (b), or `None` once a count gave up (then none is
    /// reported) or past the side counted.
    pub count_ms: Option<Vec<f64>>,
    /// The brute engine's first solution and count, until it first gave up.
    pub brute: Option<(Vec<f64>, Vec<f64>)>,
    /// Puzzles with exactly one solution.
    pub unique: usize,
    /// The median count of solutions, while every count finished.
    pub median_count: Option<String>,
}

/// Times `request.samples` puzzles of `size`x`size` with `atoms` atoms
/// (all feedback, or `half` the ports) on `clock`; `tick` once a puzzle.
pub fn samples(
    request: &BenchRequest,
    (size, atoms, half): (usize, usize, bool),
    clock: &dyn Stopwatch,
    tick: &dyn Fn(),
) -> Result<Samples> {
    let seed = request.seed ^ (size * 1000 + atoms) as u64 ^ half as u64;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Samples {
        solve_ms: vec![],
        unique_ms: vec![],
        count_ms: None,
        brute: Some((vec![], vec![])),
        unique: 0,
        median_count: None,
    };
    let mut count_ms = vec![];
    let engine = Brute {
        budget: Some(request.brute_budget),
    };
    let mut counts: Vec<BigUint> = Vec::new();
    let mut counting = true;
    let check = |ok: bool, what: &'static str| ok.then_some(()).ok_or(Error::Disagree(what));
    for _ in 0..request.samples {
        let p = puzzle(size, atoms, half, request.rules, &mut rng)?;
        let (first, ms) = timed(clock, || solve::first_solution(&p));
        check(
            first.is_some_and(|b| p.is_solved_by(&b)),
            "no verified solution",
        )?;
        out.solve_ms.push(ms);
        let (decided, ms) = timed(clock, || solve::uniqueness(&p));
        out.unique_ms.push(ms);
        let is_unique = match decided {
            Uniqueness::Inconsistent => {
                return Err(Error::Disagree("a consistent puzzle decided inconsistent"))
            }
            Uniqueness::Unique(b) => p.is_solved_by(&b),
            Uniqueness::Several(a, b) => {
                check(
                    a != b && p.is_solved_by(&a) && p.is_solved_by(&b),
                    "bad witnesses",
                )?;
                false
            }
        };
        out.unique += usize::from(is_unique);
        if size > request.count_max_side || !counting {
            tick();
            continue;
        }
        let (n, ms) = timed(clock, || solve::count_within(&p, request.count_budget));
        let Some(n) = n else {
            counting = false;
            tick();
            continue;
        };
        check(
            (n == 1u32.into()) == is_unique,
            "count and uniqueness disagree",
        )?;
        count_ms.push(ms);
        if let Some((solve_ms, brute_count_ms)) = &mut out.brute {
            let one = Query {
                max_solutions: 1,
                count: false,
            };
            let all = Query {
                max_solutions: 0,
                count: true,
            };
            let (a, ms_a) = timed(clock, || engine.solve(&p, one));
            let (c, ms_c) = timed(clock, || engine.solve(&p, all));
            match (a, c) {
                (Some(_), Some(c)) => {
                    check(c.count.as_ref() == Some(&n), "brute and sat disagree")?;
                    solve_ms.push(ms_a);
                    brute_count_ms.push(ms_c);
                }
                _ => out.brute = None,
            }
        }
        counts.push(n);
        tick();
    }
    counts.sort();
    out.median_count = (counts.get(counts.len() / 2))
        .filter(|_| counting)
        .map(|n| n.to_string());
    out.count_ms = counting.then_some(count_ms);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock that says every job took 1 ms.
    struct Fixed;

    impl Stopwatch for Fixed {
        fn time(&self, job: &mut dyn FnMut()) -> f64 {
            job();
            1.0
        }
    }

    #[test]
    fn every_sample_is_timed_and_checked() {
        let request = BenchRequest {
            samples: 3,
            seed: 1,
            brute_budget: 2_000_000,
            count_max_side: 30,
            count_budget: 10_000,
            rules: Rules::Standard,
        };
        let ticks = std::cell::Cell::new(0);
        let s = samples(&request, (5, 3, true), &Fixed, &|| {
            ticks.set(ticks.get() + 1)
        })
        .unwrap();
        assert_eq!(ticks.get(), 3);
        assert_eq!((s.solve_ms.len(), s.unique_ms.len()), (3, 3));
        assert_eq!(s.count_ms.as_ref().map(Vec::len), Some(3));
        assert_eq!(s.brute.as_ref().map(|b| b.0.len()), Some(3));
        assert!(s.median_count.is_some() && s.unique <= 3);
    }

    #[test]
    fn the_puzzles_follow_the_seed() {
        let draw =
            |seed, rules| puzzle(6, 3, true, rules, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
        assert_eq!(draw(7, Rules::Standard), draw(7, Rules::Standard));
        assert_ne!(draw(7, Rules::Standard), draw(8, Rules::Standard));
        assert_eq!(draw(7, Rules::Acm).rules(), Rules::Acm);
    }
}
