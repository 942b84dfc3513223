//! No input makes the reader panic: random text, and random sequences of
//! the grammar's own words (which reach deep into the parser), are either
//! read or refused with an error; readable ones also solve without panic.

use logic::Control;
use parlor::grammar::lexicon::VOCABULARY;
use parlor::{grammar, solve, Options, Puzzle, Statement};
use proptest::prelude::*;

fn words() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        prop::sample::select(VOCABULARY.to_vec()).prop_map(str::to_string),
        Just("\"blue\"".to_string()),
        Just("two".to_string()),
        Just("box's".to_string()),
        "[a-z']{1,6}",
    ];
    prop::collection::vec(word, 0..14).prop_map(|w| w.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_text_never_panics(text in "\\PC{0,60}") {
        let _ = grammar::read(&text);
    }

    #[test]
    fn random_grammar_words_never_panic(text in words()) {
        if let Ok(statement) = Statement::parse(&text) {
            let puzzle = Puzzle::new([vec![statement], vec![], vec![]]);
            let _ = solve(&puzzle, &Options::default(), &Control::new());
        }
    }
}
