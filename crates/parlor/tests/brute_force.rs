//! Property test: the SAT-based enumeration finds exactly the readings that
//! seed 003's brute force finds (every assignment of every atom evaluated),
//! on random puzzles of 0–2 statements per box drawn from many forms,
//! including self reference and statement counting. And `solve` (a few SAT
//! calls per puzzle) gives the same solution as the reference that works on
//! the whole set of brute-force readings.

use logic::Control;
use parlor::{model::Model, solve, Options, Puzzle, Statement};
use proptest::prelude::*;

const POOL: &[&str] = &[
    "The gems are in this box",
    "This box is empty",
    "The gems are in the white box",
    "The blue box is true",
    "The black box is false",
    "The statement on the white box is true",
    "Only one box is true",
    "There are two true boxes",
    "Only one statement is true",
    "There are two false statements",
    "An equal number of true and false statements",
    "One of the other boxes is true",
    "Only one of the other boxes is false",
    "The gems are in a box with a false statement",
    "The gems are in the only true box",
    "A box next to this box contains gems",
    "The empty boxes both have true statements",
    "This statement is true",
    "This statement is false",
    "This is the only true statement",
    "The top statement of each box is true",
    "The blue box has no true statements",
    "The black box is true and it contains the gems",
    "The white box is empty if it is false",
    "This statement is as true as the statement on the black box",
    "The other two statements are both true",
    "You are in the parlor",
    "= stmt(blue,1) ∨ gems(black)",
];

fn puzzle() -> impl Strategy<Value = Puzzle> {
    let statements = prop::collection::vec(prop::sample::select(POOL), 0..=2);
    [statements.clone(), statements.clone(), statements].prop_map(|boxes| {
        Puzzle::new(boxes.map(|list| {
            list.into_iter()
                .map(|t| Statement::parse(t).unwrap())
                .collect()
        }))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn sat_enumeration_matches_brute_force(p in puzzle()) {
        // Formula statements may name a statement that this random puzzle lacks.
        let Ok(model) = Model::build(&p) else { return Ok(()) };
        prop_assert_eq!(solve::sat_readings(&model), solve::brute_force_readings(&model).unwrap());
    }

    #[test]
    fn solve_matches_the_reading_set_reference(p in puzzle(), assume_unique in any::<bool>()) {
        let Ok(model) = Model::build(&p) else { return Ok(()) };
        let options = Options { assume_unique, ..Options::default() };
        let reference = solve::conclude(&p, &model, solve::brute_force_readings(&model).unwrap(), &options);
        prop_assert_eq!(solve::solve_model(&p, &model, &options, &Control::new()), reference);
    }
}
