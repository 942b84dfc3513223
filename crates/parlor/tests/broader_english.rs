//! Broader English, by mechanism: each rule added for issue 23 is tried on
//! many sentences, and each sentence must read exactly (no assumption) and
//! mean what a paraphrase in the grammar's older forms means — the same
//! truth table, by the independent evaluator, over every world of a probe
//! puzzle where the sentence is the blue box's second statement (so `that`
//! has a statement above it to refer to).

mod evaluator;

use parlor::puzzle::Statement;
use parlor::{Colour, Puzzle};

fn probe(text: &str) -> Puzzle {
    let statement = Statement::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert!(
        statement.tolerated.is_empty(),
        "{text:?} read with assumptions {:?}",
        statement.tolerated
    );
    let read = |t: &str| Statement::parse(t).unwrap();
    Puzzle::new([
        vec![read("The white box is empty"), statement],
        vec![read("This box is empty"), read("The blue box is true")],
        vec![read("The gems are in this box")],
    ])
}

fn same_meaning(pairs: &[(&str, &str)]) {
    for (new, old) in pairs {
        let table = |s: &str| evaluator::truth_table(&probe(s), (Colour::Blue, 2));
        assert_eq!(table(new), table(old), "{new:?} does not mean {old:?}");
    }
}

#[test]
fn verbs_of_showing_in_any_form() {
    same_meaning(&[
        (
            "The gems are in a box having two statements",
            "The gems are in a box with two statements",
        ),
        (
            "The gems are in a box featuring a true statement",
            "The gems are in a box with a true statement",
        ),
        (
            "The white box features a false statement",
            "The white box has a false statement",
        ),
        (
            "Boxes displaying a false statement are empty",
            "Every box with a false statement is empty",
        ),
        (
            "A box carrying no true statements contains the gems",
            "A box with no true statements contains the gems",
        ),
        (
            "The black box exhibits a true statement",
            "The black box has a true statement",
        ),
        (
            "The gems are in a box showing exactly one statement",
            "The gems are in a box with exactly one statement",
        ),
        (
            "No box featuring a false statement holds the gems",
            "No box with a false statement contains the gems",
        ),
        (
            "The box bearing the word \"blue\" is empty",
            "The box with the word \"blue\" on it is empty",
        ),
    ]);
}

#[test]
fn where_a_statement_is_written() {
    same_meaning(&[
        (
            "The statement written on the white box is true",
            "The statement on the white box is true",
        ),
        (
            "The statements printed on the black box are false",
            "The statements on the black box are false",
        ),
        (
            "Every statement inscribed on the other boxes is false",
            "Every statement on the other boxes is false",
        ),
        (
            "Exactly one statement painted on the other boxes is true",
            "Exactly one statement on the other boxes is true",
        ),
    ]);
}

#[test]
fn compound_statement_counts() {
    same_meaning(&[
        (
            "The gems are in a two-statement box",
            "The gems are in a box with two statements",
        ),
        (
            "The gems are in a one-statement box",
            "The gems are in a box with one statement",
        ),
        (
            "The gems are in a single-statement box",
            "The gems are in a box with one statement",
        ),
        (
            "No two-statement box is false",
            "No box with two statements is false",
        ),
        (
            "Every one-statement box is empty",
            "Every box with one statement is empty",
        ),
    ]);
}

#[test]
fn parity_of_counts() {
    same_meaning(&[
        (
            "An even number of boxes are true",
            "Either no box is true or exactly two boxes are true",
        ),
        (
            "An odd number of boxes are true",
            "Either exactly one box is true or all three boxes are true",
        ),
        (
            "An even number of boxes are empty",
            "Either no box is empty or exactly two boxes are empty",
        ),
        (
            "An odd number of boxes are false",
            "Either exactly one box is false or all three boxes are false",
        ),
        (
            "An odd number of statements are true",
            "Exactly one statement is true or exactly three statements are true or exactly five statements are true",
        ),
        (
            "An even number of statements are false",
            "No statement is false or exactly two statements are false or exactly four statements are false",
        ),
        (
            "The number of true boxes is even",
            "Either no box is true or exactly two boxes are true",
        ),
        (
            "The number of false statements is odd",
            "An odd number of statements are false",
        ),
        (
            "The number of empty boxes is odd",
            "Either exactly one box is empty or all three boxes are empty",
        ),
    ]);
}

#[test]
fn anaphora_on_the_statement_above() {
    same_meaning(&[
        ("That's not so.", "The above statement is false"),
        ("That is true", "The above statement is true"),
        ("That's right", "The above statement is true"),
        ("That is not correct", "The above statement is false"),
        ("That's a lie", "The above statement is false"),
        ("That is wrong", "The above statement is false"),
        ("That is not false", "The above statement is true"),
    ]);
}

#[test]
fn other_names_of_the_gems() {
    same_meaning(&[
        ("The treasure is in here", "The gems are in this box"),
        (
            "The jewels are in the middle",
            "The gems are in the white box",
        ),
        ("This box keeps the diamonds", "This box contains the gems"),
        (
            "The treasure is on the left",
            "The gems are in the blue box",
        ),
    ]);
}

#[test]
fn fixed_phrases_and_emphasis() {
    same_meaning(&[
        (
            "Exactly one of us is telling the truth",
            "Exactly one box is true",
        ),
        ("All of us are lying", "Every box is false"),
        ("One of us has the gems", "A box contains the gems"),
        ("None of us is empty", "No box is empty"),
        (
            "At least two of us are lying",
            "At least two boxes are false",
        ),
        // On the blue box, which has one neighbour, `both` fails: false.
        (
            "Both of my neighbours are empty",
            "Both of the boxes next to this box are empty",
        ),
        (
            "Both of my neighbours are empty",
            "There are four boxes in this room",
        ),
        ("My neighbour is true", "The box next to this box is true"),
        (
            "The white box has got the gems",
            "The white box contains the gems",
        ),
        (
            "You'll find the gems in the white box",
            "The gems are in the white box",
        ),
        (
            "The gems can't be in the black box",
            "The gems are not in the black box",
        ),
        ("The gems cannot be here", "The gems are not in this box"),
        (
            "The gems must be in the blue box",
            "The gems are in the blue box",
        ),
        (
            "The gems sit in the white box",
            "The gems are in the white box",
        ),
        (
            "The gems lie in the white box",
            "The gems are in the white box",
        ),
        (
            "The blue box definitely holds the gems",
            "The blue box contains the gems",
        ),
        ("The white box is certainly empty", "The white box is empty"),
    ]);
}

#[test]
fn truth_adjectives_join_other_complements() {
    same_meaning(&[
        (
            "I am lying and telling the truth",
            "This box is false and this box is true",
        ),
        // A self-contradiction is false in every world.
        (
            "I am lying and telling the truth",
            "There are four boxes in this room",
        ),
        (
            "The blue box is honest and empty",
            "The blue box is true and the blue box is empty",
        ),
        (
            "The white box is empty and lying",
            "The white box is empty and the white box is false",
        ),
        (
            "The black box is either truthful or empty",
            "The black box is true or the black box is empty",
        ),
        ("This box is not lying", "This box is not false"),
    ]);
}

#[test]
fn truth_adjectives_of_statements() {
    same_meaning(&[
        (
            "The gems are in a box with an honest statement",
            "The gems are in a box with a true statement",
        ),
        (
            "Every lying statement is on the white box",
            "Every false statement is on the white box",
        ),
        (
            "The gems are in a box with no untrue statements",
            "The gems are in a box with no false statements",
        ),
        (
            "Exactly one truthful statement is on this box",
            "Exactly one true statement is on this box",
        ),
    ]);
}
