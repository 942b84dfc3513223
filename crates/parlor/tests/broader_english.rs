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

// In the probe the statements have 5, 4, 5 and 6 words (blue 1, white 1,
// white 2, black 1) besides the sentence itself, which is blue 2.

#[test]
fn superlatives_over_words_and_statements() {
    same_meaning(&[
        (
            "The box with the shortest statement is empty",
            "The white box is empty",
        ),
        (
            "The shortest statement is true",
            "The white box's first statement is true",
        ),
        (
            "The longest statement is false",
            "The black box's first statement is false",
        ),
        (
            "The box with the most words has the gems",
            "The gems are in the blue box",
        ),
        (
            "The box with the fewest statements holds the gems",
            "The black box contains the gems",
        ),
        (
            "The box with the fewest words is empty",
            "The black box is empty",
        ),
        (
            "The statement with the fewest words is true",
            "The white box's first statement is true",
        ),
        (
            "The box with the most lies has the gems",
            "The box with the most false statements has the gems",
        ),
        (
            "The box with the fewest truths is empty",
            "The box with the fewest true statements is empty",
        ),
        // Blue and white tie at two statements: no box has the most.
        (
            "The box with the most statements is empty",
            "There are four boxes in this room",
        ),
    ]);
}

#[test]
fn comparisons_of_two_verb_phrases() {
    same_meaning(&[
        (
            "More boxes lie than tell the truth",
            "There are more false boxes than true boxes",
        ),
        (
            "As many boxes lie as tell the truth",
            "There are as many false boxes as true boxes",
        ),
        (
            "Fewer boxes tell the truth than lie",
            "There are fewer true boxes than false boxes",
        ),
        (
            "More statements are true than are false",
            "There are more true statements than false statements",
        ),
        (
            "There are more lying boxes than truthful ones",
            "There are more false boxes than true boxes",
        ),
        (
            "More boxes are empty than are false",
            "There are more empty boxes than false boxes",
        ),
        (
            "More of us lie than tell the truth",
            "There are more false boxes than true boxes",
        ),
        (
            "As many of the boxes are empty as are true",
            "There are as many empty boxes as true boxes",
        ),
        (
            "Fewer of the statements are true than are false",
            "There are fewer true statements than false statements",
        ),
    ]);
}

#[test]
fn referring_and_what_is_written() {
    same_meaning(&[
        (
            "Every statement that refers to the blue box is false",
            "Every statement with the word \"blue\" is false",
        ),
        (
            "No statement referring to the white box is true",
            "No statement with the word \"white\" is true",
        ),
        (
            "Statements mentioning the black box are true",
            "Every statement with the word \"black\" is true",
        ),
        (
            "The words printed on the white box are false",
            "The statements on the white box are false",
        ),
        // No other statement has the wording of this one: `the` fails.
        (
            "The statement identical to mine is true",
            "There are four boxes in this room",
        ),
    ]);
}

#[test]
fn anaphora_and_positions_on_one_box() {
    same_meaning(&[
        ("Neither of them is right", "The above statement is false"),
        ("One of them is false", "The above statement is false"),
        // `both` presupposes two other statements; there is one.
        ("Both of them are wrong", "There are four boxes in this room"),
        ("I am the last statement here", "You are in the parlor"),
        ("I am not the first statement", "You are in the parlor"),
        ("I am the top statement", "There are four boxes in this room"),
        (
            "A box with a lying first statement has the gems",
            "The blue box's first statement is false and the blue box contains the gems or the white box's first statement is false and the white box contains the gems or the black box's first statement is false and the black box contains the gems",
        ),
    ]);
}

#[test]
fn an_anaphor_with_nothing_to_refer_to_is_refused() {
    let solve = |text: &str| {
        let puzzle = parlor::file::parse(text).unwrap();
        parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
    };
    for first in [
        "That's not so",
        "The above statement is false",
        "Neither of them is right",
        "My other statement is false",
    ] {
        let text = format!("blue: {first}\nwhite: This box is empty\nblack: The gems are here\n");
        let error = solve(&text).expect_err(first).to_string();
        assert!(
            error.contains("nothing it can refer to"),
            "{first}: {error}"
        );
    }
    let below = "blue: The statement below is true\nwhite: This box is empty\n";
    assert!(solve(below).is_err());
    // With a statement to refer to, the same sentences are read.
    let fine = "blue: This box is empty\nblue: That's not so\nwhite: Neither of them is right\nwhite: The gems are here\nblack: I am the last statement here\n";
    assert!(solve(fine).is_ok());
}

#[test]
fn identical_wording_is_compared_with_the_named_statement() {
    let puzzle = parlor::file::parse(
        "blue: The statement identical to mine is true\nwhite: The statement identical to mine is true\nblack: This box is empty\n",
    )
    .unwrap();
    // Each blue/white statement has exactly one twin, the other one: both
    // say the other is true, so they are either both true or both false.
    let readings = evaluator::readings(&puzzle);
    for reading in &readings {
        assert_eq!(reading.1[0], reading.1[1], "{reading:?}");
    }
    assert!(readings.iter().any(|r| r.1[0] && r.1[1]), "{readings:?}");
}

#[test]
fn clefts_say_what_their_clause_says() {
    same_meaning(&[
        ("It's the blue box that's empty", "The blue box is empty"),
        (
            "It is not the white box that has the gems",
            "The white box does not contain the gems",
        ),
        (
            "It's the black box which is lying",
            "The black box is false",
        ),
        (
            "It is this box that holds the treasure",
            "This box contains the gems",
        ),
        (
            "It is a false box that contains the gems",
            "A false box contains the gems",
        ),
    ]);
}

#[test]
fn places_in_the_row_relative_to_a_box() {
    // The probe sentence stands on the blue box, at the left end of the row.
    same_meaning(&[
        ("The box opposite me is empty", "The black box is empty"),
        (
            "The box opposite the black box is true",
            "The blue box is true",
        ),
        (
            "The box opposite to the blue box is lying",
            "The black box is false",
        ),
        (
            "The box farthest from me holds the gems",
            "The black box contains the gems",
        ),
        (
            "The box furthest away from the black box is empty",
            "The blue box is empty",
        ),
        (
            "The box at the other end is false",
            "The black box is false",
        ),
        (
            "The gems are at the other end of the row",
            "The gems are in the black box",
        ),
        (
            "The gems are in the box on the far side of the white box",
            "The gems are in the black box",
        ),
        (
            "The box on the other side of the white box is true",
            "The black box is true",
        ),
        (
            "The gems are beyond the white box",
            "The gems are in the black box",
        ),
        (
            "The box between the blue box and the black box is empty",
            "The white box is empty",
        ),
        (
            "The gems are between the black box and the blue box",
            "The gems are in the white box",
        ),
        (
            "The gems are between the blue and black boxes",
            "The gems are in the white box",
        ),
        ("The box closest to me is true", "The white box is true"),
        (
            "The box nearest to the black box is empty",
            "The white box is empty",
        ),
        (
            "The boxes at the ends are empty",
            "The blue box and the black box are empty",
        ),
        (
            "The end boxes are both lying",
            "The blue box and the black box are both false",
        ),
        (
            "One of the outer boxes has the gems",
            "The gems are in the blue box or the black box",
        ),
        (
            "The box at the far right is false",
            "The black box is false",
        ),
        (
            "The gems are not in the box on the far left",
            "The gems are not in the blue box",
        ),
        (
            "The gems are at the left end",
            "The gems are in the blue box",
        ),
    ]);
}

#[test]
fn a_place_that_names_no_box_is_refused() {
    let solve = |text: &str| {
        let puzzle = parlor::file::parse(text).unwrap();
        parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
    };
    for (first, named) in [
        (
            "The box opposite me is empty",
            "\"opposite\" / \"farthest from\" this box (the white box)",
        ),
        (
            "The box at the other end is empty",
            "\"opposite\" / \"farthest from\" this box (the white box)",
        ),
        (
            "The gems are in the box on the far side of the blue box",
            "\"on the far side of\" the blue box",
        ),
        (
            "The gems are beyond me",
            "\"on the far side of\" this box (the white box)",
        ),
        (
            "The gems are between the blue box and the white box",
            "\"between\" the blue box and the white box",
        ),
    ] {
        let text = format!("blue: This box is empty\nwhite: {first}\nblack: The gems are here\n");
        let error = solve(&text).expect_err(first).to_string();
        assert!(error.contains(named), "{first}: {error}");
        assert!(error.contains("names no box here"), "{first}: {error}");
    }
}

#[test]
fn coordinated_colour_words_share_one_noun() {
    same_meaning(&[
        (
            "Either the blue or the black box has the gems",
            "Either the blue box or the black box has the gems",
        ),
        (
            "The white and black boxes are empty",
            "The white box and the black box are empty",
        ),
        (
            "Neither the white nor the black box is true",
            "Neither the white box nor the black box is true",
        ),
        (
            "The gems are in the white or black box",
            "The gems are in the white box or the black box",
        ),
        (
            "Both the left and the middle box are lying",
            "Both the blue box and the white box are false",
        ),
    ]);
}

#[test]
fn more_ways_to_say_counts_truth_and_whose_gems() {
    same_meaning(&[
        (
            "No fewer than two boxes are empty",
            "At least two boxes are empty",
        ),
        ("Not less than one box is true", "At least one box is true"),
        ("Not more than one box lies", "At most one box is false"),
        (
            "Up to two statements are false",
            "At most two statements are false",
        ),
        (
            "There are an odd number of true boxes",
            "An odd number of boxes are true",
        ),
        (
            "There is an even number of false statements",
            "An even number of statements are false",
        ),
        ("The white box is right", "The white box is true"),
        ("The black box is mistaken", "The black box is false"),
        ("The white box is wrong", "The white box is false"),
        (
            "The white box's statement is accurate",
            "The white box is true",
        ),
        (
            "The treasure's in the black box",
            "The gems are in the black box",
        ),
        ("The gems are mine", "The gems are in this box"),
        ("The prize isn't mine", "The gems are not in this box"),
        (
            "The jewels belong to the white box",
            "The gems are in the white box",
        ),
        (
            "The gems don't belong to the black box",
            "The gems are not in the black box",
        ),
        ("The gems are with the liar", "The gems are in a false box"),
        ("The liar has the gems", "A false box contains the gems"),
        (
            "Unless the white box lies, the gems are here",
            "The white box is false or the gems are in this box",
        ),
        (
            "Everything on the white box is false",
            "Every statement on the white box is false",
        ),
        (
            "Nothing on the black box is true",
            "No statement on the black box is true",
        ),
        (
            "Everything I say is true",
            "Every statement on this box is true",
        ),
        (
            "The white box is empty; the black box is lying",
            "The white box is empty and the black box is false",
        ),
    ]);
}

#[test]
fn the_statements_above_and_before() {
    // The probe sentence is the blue box's second statement.
    same_meaning(&[
        (
            "The statements above are true",
            "The above statement is true",
        ),
        (
            "All the statements above are false",
            "The above statement is false",
        ),
        (
            "The statement before this one is false",
            "The above statement is false",
        ),
        (
            "The preceding statement is true",
            "The above statement is true",
        ),
    ]);
    let solve = |text: &str| {
        let puzzle = parlor::file::parse(text).unwrap();
        parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
    };
    let error = solve(
        "blue: The statements below are true\nwhite: This box is empty\nblack: The gems are here\n",
    )
    .expect_err("nothing below")
    .to_string();
    assert!(
        error.contains("\"the statements below\" names no statement here"),
        "{error}"
    );
}

#[test]
fn every_statement_that_names_nothing_here_is_listed() {
    let puzzle = parlor::file::parse(
        "blue: The statement above is true\nwhite: The box opposite me is empty\nblack: The gems are here\n",
    )
    .unwrap();
    let error = parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
        .expect_err("two statements name nothing")
        .to_string();
    assert!(error.contains("statement 1 on the blue box"), "{error}");
    assert!(error.contains("statement 1 on the white box"), "{error}");
}
