//! Asides (docs/parlor.md, "Asides"): a statement about nothing in the room
//! is read as free, true or false, and said so; one that names anything the
//! puzzle is about is refused as before. Reading a statement as free only
//! widens the readings, so an answer found with an aside holds whatever the
//! sentence meant: checked on every statement of the free-English suite.

mod evaluator;

use std::path::PathBuf;

use logic::Control;
use parlor::puzzle::{Content, Statement};
use parlor::{dataset, solve, Colour, Options, Puzzle, Verdict};

const ASIDES: &[&str] = &[
    "Good luck!",
    "Think carefully.",
    "You will enjoy this one",
    "Have fun",
    "Trust your instincts",
    "Lorem ipsum dolor",
    "Happy hunting!",
];

/// Each names something the puzzle is about (a box, the gems, a speaker, a
/// place, a thing of the room), has only function words, or is a fact.
const REFUSED: &[&str] = &[
    "The swag is in the blue box",
    "I will win",
    "We will win",
    "You are in the zorp",
    "The gems are in the chest",
    "The clock is ticking",
    "It is so",
    "Happy hunting in here",
    "This puzzle is easy",
    "Nothing ventured, nothing gained",
];

#[test]
fn sentences_about_nothing_in_the_room_are_asides() {
    for text in ASIDES {
        let statement = Statement::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(statement.content, Content::Aside, "{text}");
        assert!(statement.tolerated.is_empty(), "{text}");
    }
    for text in REFUSED {
        let read = Statement::parse(text);
        assert!(
            read.as_ref().is_err(),
            "{text} read as {:?}",
            read.map(|s| s.content)
        );
    }
}

#[test]
fn an_aside_is_free_and_said() {
    // Blue's aside is free: both truth values occur among the readings.
    let free = "blue: Good luck!\nwhite: The gems are in this box\nwhite: The black box is false\nblack: The gems are in the blue box\n";
    let puzzle = parlor::file::parse(free).unwrap();
    let solution = solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    assert_eq!(solution.asides, vec!["blue 1".to_string()]);
    let values: Vec<bool> = solution
        .readings
        .iter()
        .map(|r| r.statements[&Colour::Blue][0])
        .collect();
    assert!(
        values.contains(&true) && values.contains(&false),
        "{values:?}"
    );
    // Here the other statements decide, whatever the aside says.
    let decided = "blue: Good luck!\nwhite: The gems are in this box\nwhite: The black box is true\nblack: The white box is false\n";
    let puzzle = parlor::file::parse(decided).unwrap();
    let solution = solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    assert_eq!(solution.verdict, Verdict::Unique);
    assert_eq!(solution.prize, Some(Colour::White));
    assert_eq!(
        evaluator::possible(&puzzle),
        [Colour::White].into_iter().collect()
    );
}

/// Every statement of the free-English suite read in turn as an aside (its
/// text kept: other statements may speak of it): when the puzzle is still
/// unique, it is on the suite's answer.
#[test]
fn an_answer_with_an_aside_holds_whatever_the_statement_meant() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/parlor/free-english.json");
    let entries = dataset::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let (mut unique, mut tried) = (0, 0);
    for entry in entries.iter().take(120) {
        for b in 0..3 {
            for i in 0..entry.texts[b].len() {
                // The same text (other statements may speak of it), free.
                let read = entry.puzzle(&parlor::Facts::default()).unwrap();
                let mut boxes = Colour::ALL.map(|c| read.statements(c).to_vec());
                boxes[b][i].content = Content::Aside;
                let puzzle = Puzzle::new(boxes);
                let solution = solve(&puzzle, &Options::default(), &Control::new()).unwrap();
                tried += 1;
                if solution.verdict == Verdict::Unique {
                    unique += 1;
                    assert_eq!(solution.prize, entry.expected, "{:?}", entry.id);
                }
            }
        }
    }
    assert!(unique > 0 && unique < tried, "{unique} of {tried}");
}
