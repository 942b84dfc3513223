//! Statements related by wording (`the statement matching this statement`,
//! `repeating`, `duplicating`), degree adverbs on a box's truth (`a
//! completely true box`), where a statement stands (`is on a box
//! containing gems`) and boxes described by what they say (`a box
//! mentioning the word "true"`): each sentence must read exactly and mean
//! what a paraphrase in older forms means — the same truth table, by the
//! independent evaluator, over every world.

mod evaluator;

use parlor::{Colour, Puzzle};

/// The room `room` with every `{}` replaced by `text`, every statement
/// read without assumption.
fn room_with(room: &str, text: &str) -> Puzzle {
    let puzzle =
        parlor::file::parse(&room.replace("{}", text)).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    for (_, _, statement) in puzzle.all() {
        assert!(
            statement.tolerated.is_empty(),
            "{text:?} read with assumptions {:?}",
            statement.tolerated
        );
    }
    puzzle
}

/// Each pair means the same in `room`: the truth table of the blue box's
/// second statement.
fn same_in_room(room: &str, pairs: &[(&str, &str)]) {
    for (new, old) in pairs {
        let table = |s: &str| evaluator::truth_table(&room_with(room, s), (Colour::Blue, 2));
        assert_eq!(table(new), table(old), "{new:?} does not mean {old:?}");
    }
}

/// A room where the tested sentence stands twice (blue 2, white 1), so
/// that it has a twin of the same wording, under a statement (blue 1)
/// that `the statement above` can name.
const TWINS: &str =
    "blue: The white box is empty\nblue: {}\nwhite: {}\nwhite: The blue box is true\nblack: The gems are in this box\n";

/// A room where the tested sentence stands once, as in the probe of
/// `broader_english.rs`.
const SINGLE: &str =
    "blue: The white box is empty\nblue: {}\nwhite: This box is empty\nwhite: The blue box is true\nblack: The gems are in this box\n";

#[test]
fn verbs_of_matching_in_any_form() {
    same_in_room(
        TWINS,
        &[
            (
                "The statement matching this statement is true",
                "The statement identical to this statement is true",
            ),
            (
                "The statement matching mine is false",
                "The statement identical to mine is false",
            ),
            (
                "The statement that matches this statement is true",
                "The statement identical to this statement is true",
            ),
            (
                "A statement repeating this statement is false",
                "A statement identical to this statement is false",
            ),
            (
                "Every statement matching this statement is true",
                "Every statement identical to this statement is true",
            ),
            (
                "The statement duplicating this statement is on the white box",
                "The statement identical to this statement is on the white box",
            ),
            (
                "No statement matches this statement",
                "No statement is identical to this statement",
            ),
            (
                "A statement that does not match this statement is false",
                "A statement that is not identical to this statement is false",
            ),
            (
                "The statement matching the statement above is true",
                "The statement identical to the statement above is true",
            ),
        ],
    );
}

#[test]
fn the_statement_matching_one_presupposes_exactly_one() {
    // With no twin (the sentence stands once), `the statement matching
    // this statement` names nothing, as `the statement identical to mine`.
    let solve = |text: &str| {
        let puzzle = parlor::file::parse(&SINGLE.replace("{}", text)).unwrap();
        parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
            .map(|s| format!("{s:?}"))
            .map_err(|e| e.to_string())
    };
    for (new, old) in [
        (
            "The statement matching this statement is true",
            "The statement identical to this statement is true",
        ),
        (
            "The statement repeating mine is on a false box",
            "The statement identical to mine is on a false box",
        ),
    ] {
        assert_eq!(solve(new), solve(old), "{new}");
    }
}

#[test]
fn degree_adverbs_on_a_box_truth() {
    same_in_room(
        SINGLE,
        &[
            (
                "The gems are in a completely true box",
                "The gems are in a true box",
            ),
            ("An entirely false box is empty", "A false box is empty"),
            (
                "The gems are not in a wholly false box",
                "The gems are not in a false box",
            ),
            (
                "No totally true box holds the gems",
                "No true box holds the gems",
            ),
            (
                "Every completely false box is empty",
                "Every false box is empty",
            ),
            (
                "A fully honest box contains the gems",
                "A true box contains the gems",
            ),
            (
                "The gems are in an entirely lying box",
                "The gems are in a false box",
            ),
            (
                "This statement is on a completely true box",
                "This box is true",
            ),
        ],
    );
    // Only before a word of truth: `completely` adds nothing to `empty`,
    // a colour or a place, and is not read there.
    for text in [
        "The gems are in a completely empty box",
        "The gems are in a completely blue box",
        "The gems are in a completely other box",
        "The gems are in a completely box",
    ] {
        assert!(
            parlor::puzzle::Statement::parse(text).is_err(),
            "{text} was read"
        );
    }
}

#[test]
fn a_statement_on_a_box_of_a_kind() {
    same_in_room(
        SINGLE,
        &[
            ("This statement is on a true box", "This box is true"),
            ("This statement is on an empty box", "This box is empty"),
            (
                "The statement above is on a box containing gems",
                "This box contains the gems",
            ),
            (
                "A true statement is on a box containing gems",
                "A box with a true statement contains the gems",
            ),
            (
                "No false statement is on an empty box",
                "No empty box has a false statement",
            ),
            (
                "This statement is on no empty box",
                "This box contains the gems",
            ),
            (
                "This statement is not on a true box",
                "This box is not true",
            ),
            (
                "This statement is on a box with two statements",
                "This box has two statements",
            ),
            (
                "Some statement is on a box holding the gems",
                "A box with a statement contains the gems",
            ),
        ],
    );
}

#[test]
fn a_box_mentioning_a_word() {
    same_in_room(
        SINGLE,
        &[
            (
                "A box mentioning the word \"true\" contains the gems",
                "A box that mentions the word \"true\" contains the gems",
            ),
            (
                "The gems are in a box mentioning the word \"empty\"",
                "The gems are in a box with the word \"empty\" on it",
            ),
            (
                "No box saying \"gems\" is empty",
                "No box that says \"gems\" is empty",
            ),
            (
                "Every box mentioning the word \"box\" is false",
                "Every box that mentions the word \"box\" is false",
            ),
            (
                "The gems are not in a box mentioning the letter \"w\"",
                "The gems are not in a box that mentions the letter \"w\"",
            ),
            (
                "A box mentioning the word \"blue\" is true",
                "A box that says \"blue\" is true",
            ),
            (
                "Boxes mentioning the word \"white\" are empty",
                "Every box that mentions the word \"white\" is empty",
            ),
            (
                "The gems are in a box saying the word \"true\"",
                "The gems are in a box that says the word \"true\"",
            ),
        ],
    );
}

#[test]
fn a_box_mentioning_a_colour() {
    // In SINGLE the blue box names `white`, the white box names `blue`,
    // the black box names no colour (nor does the tested sentence).
    same_in_room(
        SINGLE,
        &[
            (
                "A box mentioning a specific color contains the gems",
                "The black box is empty",
            ),
            (
                "The gems are in a box that mentions a colour",
                "The black box is empty",
            ),
            (
                "No box mentioning a particular colour holds the gems",
                "The gems are in the black box",
            ),
            (
                "Every box mentioning a colour is empty",
                "The black box contains the gems",
            ),
            (
                "The black box mentions a specific colour",
                "The black box says \"blue\"",
            ),
            (
                "The white box mentions a colour",
                "The white box says \"blue\"",
            ),
            (
                "This statement mentions a colour",
                "This statement has twenty words",
            ),
            (
                "The statement above mentions a color",
                "The statement above contains the word \"white\"",
            ),
        ],
    );
}
