//! The generator: puzzles of a size, an atom count and a difficulty, one
//! after another, the same ones for the same seed.
//!
//! **Candidates.** Candidate `i` of seed `s` draws from its own stream
//! (ChaCha8 seeded by a mix of `s` and `i`): a board with the atoms placed
//! uniformly; a board whose full feedback leaves another board is skipped.
//! Otherwise up to [`ORDERS`] minimal puzzles are made from it
//! ([`crate::minimal`]), each dropping results in another order, and
//! graded; the first whose difficulty is the one asked for is the
//! candidate's puzzle. The puzzles handed out are those of the candidates
//! that have one, in candidate order, so the same seed gives the same
//! puzzles on any machine and with any number of threads; a time limit
//! only decides how many of them are made.
//!
//! **Steering.** Which results are dropped first decides the difficulty:
//! a result that settles many cells alone (its *use*: the cells it forces
//! on its own, none known) keeps a puzzle easy. For easy and medium the
//! results of least use are dropped first, for expert those of most use,
//! for hard a random order; ties, and a little noise on the later orders,
//! are drawn from the candidate's stream. Measured on 8x8 with 4 atoms
//! (60 boards each): 25 easy / 28 medium of 60 with the easy order, 47
//! expert with the expert order, 29 hard with a random one.
//!
//! **Checks.** A puzzle is handed out only after [`crate::verify`] (an
//! exact count of one, a second engine, minimality result by result).
//!
//! **Refused** before any work ([`Request::check`]), with the reason: no
//! atoms or every cell an atom (nothing to deduce); hard or expert with
//! one atom (with one atom every step needs at most two premises: a set of
//! rays with the atom count that forces an empty cell has one board with
//! an atom there to break each ray, so it holds at most one ray, and the
//! last cell is the atom by the count alone).
//!
//! **Bounds.** Every solver call polls the caller's [`Control`]; a stop
//! ends [`Generator::next`] with [`Error::Interrupted`] and loses only the
//! candidates in progress (the puzzles made so far were handed out).
//! Memory: one candidate per thread.

use crate::difficulty::Difficulty;
use crate::error::{Error, Result};
use crate::grade::{grade_with, Grade};
use crate::minimal::{full_puzzle, minimize_unique, results, Minimal};
use crate::verify::{verify, Verified};
use blackbox::random::{self, below};
use blackbox::{Board, Dims, Port, Puzzle, Rules};
use blackbox_solve::{Control, Forcing, OtherBoards, Premise};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Minimal puzzles made from one board before the next board is drawn.
pub const ORDERS: usize = 3;

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// The board size.
    pub dims: Dims,
    /// The rules the printed results are made under (every check and the
    /// grade follow the puzzle's rules).
    pub rules: Rules,
    /// The atoms (the puzzle prints this count).
    pub atoms: usize,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// The seed: the same seed, the same puzzles.
    pub seed: u64,
}

impl Request {
    /// Refuses a request that cannot be met, with the reason (module doc).
    pub fn check(&self) -> Result<()> {
        let refuse = |reason: &str| {
            Err(Error::Unreachable {
                difficulty: self.difficulty,
                dims: self.dims,
                atoms: self.atoms,
                reason: reason.to_string(),
            })
        };
        let cells = self.dims.cells();
        if self.atoms > cells {
            return refuse(&format!("the board has only {cells} cells"));
        }
        if self.atoms == 0 || self.atoms == cells {
            return refuse(if self.atoms == 0 {
                "with no atom there is nothing to find"
            } else {
                "with an atom in every cell there is nothing to find"
            });
        }
        if self.atoms == 1 && self.difficulty > Difficulty::Medium {
            return refuse(
                "with one atom every step needs at most two premises (a printed result \
                 and the atom count), so no puzzle is harder than medium",
            );
        }
        Ok(())
    }
}

/// A puzzle the generator made, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Made {
    /// The candidate it came from (its place in the seed's sequence).
    pub candidate: u64,
    /// The puzzle, with each printed result's witness.
    pub minimal: Minimal,
    /// Its one answer.
    pub answer: Board,
    /// Its grade.
    pub grade: Grade,
    /// What the checks established.
    pub verified: Verified,
}

impl Made {
    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.minimal.puzzle
    }
}

/// What the generator has done so far.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    /// Boards drawn (candidates finished).
    pub boards: u64,
    /// Boards whose full feedback leaves another board.
    pub not_unique: u64,
    /// Minimal puzzles made and graded.
    pub minimal: u64,
    /// Of those, how many at each difficulty (the first one past the one
    /// asked for counts as that one: it was not graded further).
    pub graded: BTreeMap<Difficulty, u64>,
    /// Puzzles the second engine could not check within its bound.
    pub unchecked: u64,
}

/// One candidate's result.
enum Outcome {
    Made(Box<Made>),
    Nothing,
}

/// Makes puzzles for a [`Request`] (module doc).
pub struct Generator {
    request: Request,
    threads: usize,
    /// The next candidate not handed out or skipped.
    next: u64,
    /// Candidates finished ahead of `next`.
    ahead: BTreeMap<u64, Outcome>,
    stats: Stats,
}

impl Generator {
    /// A generator for `request` working on `threads` threads (at least
    /// one; the puzzles do not depend on it); refused as
    /// [`Request::check`] says.
    pub fn new(request: Request, threads: usize) -> Result<Self> {
        request.check()?;
        Ok(Generator {
            request,
            threads: threads.max(1),
            next: 0,
            ahead: BTreeMap::new(),
            stats: Stats::default(),
        })
    }

    /// What it has done so far.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The next puzzle; [`Error::Interrupted`] once `control` is cancelled
    /// (a later call goes on from the first candidate not finished).
    /// `control` hears the boards drawn so far.
    pub fn next(&mut self, control: &Control) -> Result<Made> {
        loop {
            if let Some(outcome) = self.ahead.remove(&self.next) {
                self.next += 1;
                if let Outcome::Made(made) = outcome {
                    return Ok(*made);
                }
                continue;
            }
            self.run_batch(control)?;
        }
    }

    /// Runs candidates from `next` on the threads until one gives a puzzle
    /// and every candidate before it is finished, keeping their outcomes.
    fn run_batch(&mut self, control: &Control) -> Result<()> {
        let start = self.next;
        let counter = AtomicU64::new(start);
        let found = AtomicU64::new(u64::MAX);
        let done: Mutex<(BTreeMap<u64, Outcome>, Stats)> =
            Mutex::new((BTreeMap::new(), Stats::default()));
        let stop = control.child();
        let request = self.request;
        let stopped = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..self.threads)
                .map(|_| {
                    scope.spawn(|| -> Result<()> {
                        loop {
                            let i = counter.fetch_add(1, Ordering::Relaxed);
                            if i > found.load(Ordering::Relaxed) {
                                return Ok(());
                            }
                            let mut stats = Stats::default();
                            let outcome = candidate(request, i, &mut stats, &stop)?;
                            if matches!(outcome, Outcome::Made(_)) {
                                found.fetch_min(i, Ordering::Relaxed);
                            }
                            let mut done = done.lock().expect("no worker panics");
                            add(&mut done.1, &stats);
                            done.0.insert(i, outcome);
                            control.report(done.0.len() as u64);
                        }
                    })
                })
                .collect();
            let mut error = None;
            for worker in workers {
                if let Err(e) = worker.join().expect("no worker panics") {
                    stop.cancel();
                    error.get_or_insert(e);
                }
            }
            error
        });
        let (outcomes, stats) = done.into_inner().expect("no worker panics");
        add(&mut self.stats, &stats);
        self.ahead.extend(outcomes);
        match stopped {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

fn add(total: &mut Stats, more: &Stats) {
    total.boards += more.boards;
    total.not_unique += more.not_unique;
    total.minimal += more.minimal;
    total.unchecked += more.unchecked;
    for (d, n) in &more.graded {
        *total.graded.entry(*d).or_default() += n;
    }
}

/// The stream of candidate `index` of `seed`: splitmix64 of both, so
/// neighbouring seeds and candidates start far apart.
fn stream(seed: u64, index: u64) -> ChaCha8Rng {
    let mix = |mut z: u64| {
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    ChaCha8Rng::seed_from_u64(mix(seed ^ mix(index)))
}

/// Candidate `index` of `request` (module doc).
fn candidate(
    request: Request,
    index: u64,
    stats: &mut Stats,
    control: &Control,
) -> Result<Outcome> {
    let mut rng = stream(request.seed, index);
    let answer = random::board(request.dims, request.atoms, &mut rng)
        .expect("Request::check: the atoms fit the board");
    stats.boards += 1;
    let full = full_puzzle(&answer, request.rules);
    // One solver for every uniqueness question about this board: the full
    // feedback's, then each of every order's (module `minimal`).
    let mut others = OtherBoards::new(&full, &answer, control)?;
    if others.other(&others.results(), control)?.is_some() {
        stats.not_unique += 1;
        return Ok(Outcome::Nothing);
    }
    // One forcing engine for this board too: the results' use and the
    // grade of every order's puzzle ask it (module `grade`: its answers are
    // exact, so sharing it changes no grade).
    let mut forcing = Forcing::new(&full, control)?;
    let use_of = match request.difficulty {
        Difficulty::Hard => Vec::new(),
        _ => uses(&mut forcing, &answer, control)?,
    };
    for attempt in 0..ORDERS {
        let order = order(request.difficulty, &full, &use_of, attempt, &mut rng);
        let minimal = minimize_unique(&full, &order, &mut others, control)?;
        stats.minimal += 1;
        let graded = grade_with(
            &mut forcing,
            &minimal.puzzle,
            &answer,
            request.difficulty,
            control,
        )?;
        let Some(grade) = graded else {
            let harder = Difficulty::ALL[request.difficulty as usize + 1];
            *stats.graded.entry(harder).or_default() += 1;
            continue;
        };
        *stats.graded.entry(grade.difficulty).or_default() += 1;
        // A grade up to the difficulty asked for that reaches it is the
        // whole grade: its steps are those the full grade finds (each the
        // smallest sets first, none larger than that difficulty allows).
        if grade.difficulty != request.difficulty {
            continue;
        }
        match verify(&minimal, &answer, control) {
            Ok(verified) => {
                return Ok(Outcome::Made(Box::new(Made {
                    candidate: index,
                    minimal,
                    answer,
                    grade,
                    verified,
                })))
            }
            Err(Error::Unchecked) => stats.unchecked += 1,
            Err(e) => return Err(e),
        }
    }
    Ok(Outcome::Nothing)
}

/// Each result's use: the cells it forces alone, none known (module doc).
fn uses(forcing: &mut Forcing, answer: &Board, control: &Control) -> Result<Vec<(Port, usize)>> {
    let known = vec![None; answer.dims().cells()];
    let rays: Vec<Port> = (forcing.premises().iter())
        .filter_map(|p| match p {
            Premise::Ray(port) => Some(*port),
            Premise::AtomCount => None,
        })
        .collect();
    rays.into_iter()
        .map(|port| {
            let forced = forcing.forced(&[Premise::Ray(port)], &known, answer, control)?;
            Ok((port, forced.len()))
        })
        .collect()
}

/// The order attempt `attempt` drops results in (module doc).
fn order(
    difficulty: Difficulty,
    full: &Puzzle,
    use_of: &[(Port, usize)],
    attempt: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<Port> {
    let mut order = results(full);
    random::shuffle(rng, &mut order);
    if difficulty == Difficulty::Hard {
        return order;
    }
    // Noise up to 0, 2, 4… cells of use on later attempts; the shuffle
    // breaks ties (the sort is stable).
    let spread = 2 * attempt;
    let mut keyed: Vec<(usize, Port)> = order
        .into_iter()
        .map(|port| {
            let used = use_of.iter().find(|(p, _)| *p == port).map_or(0, |u| u.1);
            let noise = if spread == 0 {
                0
            } else {
                below(rng, spread + 1)
            };
            (used + noise, port)
        })
        .collect();
    keyed.sort_by_key(|&(key, _)| key);
    if difficulty == Difficulty::Expert {
        keyed.reverse();
    }
    keyed.into_iter().map(|(_, port)| port).collect()
}
