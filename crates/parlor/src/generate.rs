//! Generating new puzzles with a unique answer.
//!
//! Statements are drawn from [`FORMS`] (sentences in the game's wording with
//! `{box}` standing for a box name), read by the same grammar as any input,
//! and a puzzle is kept only when every statement reads in it (`the true
//! box` only where the puzzle makes it unique) and the solver finds a
//! unique answer under pure logic. The random source is a ChaCha stream seeded by the caller,
//! so output is deterministic for a seed.
//!
//! [`Generator`] makes the puzzles one at a time, as an iterator, so a
//! caller can print each as soon as it is made and hold one puzzle at a
//! time however many it asks for: memory stays constant, and how many are
//! made is up to the caller (`take`) and the [`Control`] it polls before
//! each attempt.

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::puzzle::{Puzzle, Statement};
use crate::solve::{solve, Options};
use logic::Control;

/// Sentence forms used by the generator; `{box}` becomes `the blue box` etc.
pub const FORMS: &[&str] = &[
    "The gems are in {box}",
    "The gems are not in {box}",
    "{box} is empty",
    "{box} is not empty",
    "{box} contains the gems",
    "{box} is true",
    "{box} is false",
    "Every statement on {box} is true",
    "Every statement on {box} is false",
    "This box is empty",
    "The gems are in this box",
    "Only one box is true",
    "There are two true boxes",
    "Only one statement is true",
    "There are two false statements",
    "One of the other boxes is true",
    "Only one of the other boxes is false",
    "A false box contains the gems",
    "The gems are in a box with a true statement",
    "The gems are in a box with a false statement",
    "A box next to this box contains gems",
    "The other two boxes are empty",
    "This box and {box} are both empty",
    "{box} is true and it contains the gems",
    "{box} is empty if it is false",
    "The gems are in the true box",
    "You are in the parlor",
    "There are four boxes in this room",
];

/// Most random puzzles tried per puzzle returned.
pub const MAX_ATTEMPTS: usize = 100_000;

/// A generated puzzle and its answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Generated {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The box with the gems (unique under pure logic).
    pub prize: Colour,
}

/// Puzzles with `per_box` statements on each box, without end,
/// deterministic for the seed; an item is an error when no puzzle with a
/// unique answer came within [`MAX_ATTEMPTS`], or
/// [`logic::Error::Interrupted`] once the control is cancelled (the
/// iterator then ends).
#[derive(Debug)]
pub struct Generator {
    rng: ChaCha8Rng,
    per_box: usize,
    control: Control,
    done: bool,
}

impl Generator {
    /// The puzzles of `seed` with `per_box` statements a box, made under
    /// `control`.
    pub fn new(seed: u64, per_box: usize, control: &Control) -> Self {
        Generator {
            rng: ChaCha8Rng::seed_from_u64(seed),
            per_box,
            control: control.clone(),
            done: false,
        }
    }
}

impl Iterator for Generator {
    type Item = Result<Generated>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let made = one(&mut self.rng, self.per_box, &self.control);
        self.done = made.is_err();
        Some(made)
    }
}

fn one(rng: &mut ChaCha8Rng, per_box: usize, control: &Control) -> Result<Generated> {
    for _ in 0..MAX_ATTEMPTS {
        control.check()?;
        let mut puzzle = Puzzle::default();
        for colour in Colour::ALL {
            for _ in 0..per_box {
                puzzle.push(colour, Statement::parse(&sentence(rng))?);
            }
        }
        let options = Options {
            max_readings: 0,
            ..Options::default()
        };
        // At most three statements a box, from fixed forms: each solve is
        // small (milliseconds), so polling between attempts is enough.
        let solution = match solve(&puzzle, &options, control) {
            Ok(solution) => solution,
            // A form refused in this puzzle (`the true box` where the
            // puzzle does not make it the only true box): drawn again.
            Err(e) if e.each().iter().all(|e| is_refused_here(e)) => continue,
            Err(e) => return Err(e),
        };
        if let Some(prize) = solution.prize {
            return Ok(Generated { puzzle, prize });
        }
    }
    Err(ParlorError::GenerateFailed {
        attempts: MAX_ATTEMPTS,
    })
}

/// Whether an error refuses a statement's wording in its puzzle (readings
/// that differ there, a reference the puzzle cannot meet), not the run.
fn is_refused_here(e: &ParlorError) -> bool {
    matches!(
        e,
        ParlorError::AmbiguousWording { .. } | ParlorError::BadReference { .. }
    )
}

/// A random sentence from [`FORMS`], capitalised.
fn sentence(rng: &mut ChaCha8Rng) -> String {
    // Only the stable stream of `seeded`: the same seed, the same puzzles.
    let form = seeded::choose(rng, FORMS).copied().unwrap_or(FORMS[0]);
    let colour = Colour::ALL[seeded::below(rng, 3)];
    let text = form.replace("{box}", &format!("the {colour} box"));
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `parlor generate --seed 7 --statements 2` must keep giving the same
    /// puzzles across dependency upgrades: these were drawn with rand 0.8.
    #[test]
    fn seeded_puzzles_are_pinned() {
        let puzzles: Vec<Generated> = Generator::new(7, 2, &Control::new())
            .take(5)
            .collect::<Result<_>>()
            .unwrap();
        let prizes: Vec<String> = puzzles.iter().map(|g| g.prize.to_string()).collect();
        assert_eq!(prizes, ["blue", "white", "blue", "blue", "black"]);
        assert_eq!(
            puzzles[0].puzzle.texts(),
            [
                vec![
                    "The blue box contains the gems".to_string(),
                    "Every statement on the blue box is true".to_string(),
                ],
                vec![
                    "A box next to this box contains gems".to_string(),
                    "The white box is false".to_string(),
                ],
                vec![
                    "The gems are in this box".to_string(),
                    "A box next to this box contains gems".to_string(),
                ],
            ]
        );
    }

    #[test]
    fn a_cancelled_control_ends_the_stream_with_interrupted() {
        let control = Control::new();
        let mut puzzles = Generator::new(7, 1, &control);
        assert!(puzzles.next().unwrap().is_ok());
        control.cancel();
        assert!(matches!(
            puzzles.next(),
            Some(Err(ParlorError::Logic(logic::Error::Interrupted)))
        ));
        assert!(puzzles.next().is_none());
    }
}
