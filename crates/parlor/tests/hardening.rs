//! Issue 13's hostile inputs, each bounded: many free self-referential
//! statements, size limits, time limits, and facts from the user. No test
//! here is timed (speed is for benchmarks); each input is one the old code
//! could not finish (2^42 readings enumerated one by one).

use logic::Control;
use parlor::{file, limits, model::Model, solve, Colour, Facts, Options, ParlorError, Verdict};

/// 14 statements "This statement is true" per box: 2^42 readings. Over the
/// per-box limit, so built directly rather than read from a file.
fn self_referential_42() -> parlor::Puzzle {
    let mut puzzle = parlor::Puzzle::default();
    for colour in Colour::ALL {
        for _ in 0..14 {
            let statement = parlor::Statement::parse("This statement is true").unwrap();
            puzzle.push(colour, statement);
        }
    }
    puzzle
}

#[test]
fn forty_two_self_referential_statements_are_refused_by_solve() {
    let err =
        parlor::solve(&self_referential_42(), &Options::default(), &Control::new()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the blue box is too large: 14 statements (the limit is 4 statements per box)"
    );
}

#[test]
fn the_verdict_does_not_enumerate_readings() {
    // Below the limits solve_model is what solve runs; here it gets 2^42 readings.
    let puzzle = self_referential_42();
    let model = Model::build(&puzzle).unwrap();
    let solution = solve::solve_model(&puzzle, &model, &Options::default(), &Control::new());
    let assumed = solve::solve_model(
        &puzzle,
        &model,
        &Options {
            assume_unique: true,
            ..Options::default()
        },
        &Control::new(),
    );
    assert_eq!(solution.verdict, Verdict::Ambiguous);
    assert_eq!(solution.possible, Colour::ALL);
    assert_eq!(solution.readings.len(), limits::DEFAULT_MAX_READINGS);
    assert!(!solution.readings_complete);
    // Every permutation is a symmetry: nothing is left.
    assert_eq!(assumed.ruled_out_by_symmetry, Colour::ALL);
    assert_eq!(assumed.verdict, Verdict::NoBoxSurvives);
}

#[test]
fn the_reading_list_is_whole_when_it_fits() {
    let puzzle = file::parse(
        "blue: This statement is true\nwhite: You are in the parlor\nblack: There are four boxes\n",
    )
    .unwrap();
    let all = parlor::solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    assert_eq!(all.readings.len(), 6);
    assert!(all.readings_complete);
    let options = Options {
        max_readings: 6,
        ..Options::default()
    };
    assert!(
        parlor::solve(&puzzle, &options, &Control::new())
            .unwrap()
            .readings_complete
    );
    let options = Options {
        max_readings: 5,
        ..Options::default()
    };
    let cut = parlor::solve(&puzzle, &options, &Control::new()).unwrap();
    assert_eq!(cut.readings.len(), 5);
    assert!(!cut.readings_complete);
    assert_eq!(cut.verdict, all.verdict);
    assert_eq!(cut.possible, all.possible);
}

#[test]
fn a_cancelled_control_gives_an_honest_unknown() {
    let puzzle = self_referential_42();
    let model = Model::build(&puzzle).unwrap();
    let cancelled = Control::new();
    cancelled.cancel();
    for assume_unique in [false, true] {
        let options = Options {
            assume_unique,
            ..Options::default()
        };
        let solution = solve::solve_model(&puzzle, &model, &options, &cancelled);
        assert_eq!(solution.verdict, Verdict::Unknown);
        assert_eq!(solution.prize, None);
        assert!(solution.possible.is_empty());
        assert_eq!(solution.undecided, Colour::ALL);
        assert!(solution.interrupted && !solution.readings_complete);
        assert!(solution.readings.is_empty());
        assert_eq!(
            parlor::report::verdict_line(&solution),
            "unknown: stopped by the time limit; not decided: the blue, white or black box"
        );
    }
}

#[test]
fn a_box_over_the_limit_is_refused_by_solve() {
    let mut puzzle = parlor::Puzzle::default();
    for _ in 0..=limits::MAX_STATEMENTS_PER_BOX {
        puzzle.push(
            Colour::Black,
            parlor::Statement::parse("This statement is true").unwrap(),
        );
    }
    let err = parlor::solve(&puzzle, &Options::default(), &Control::new()).unwrap_err();
    assert!(matches!(err, ParlorError::TooLarge(_)), "{err}");
}

#[test]
fn facts_decide_room_statements() {
    // The grammar reads "a second wind-up key" as false by default (anchor 28).
    let text = "blue: There is a second wind-up key in this room\nwhite: This box is empty\nblack: The gems are in the blue box\n";
    let puzzle = file::parse(text).unwrap();
    let default = parlor::solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    let with_key = Options {
        facts: Facts::default().with("There is a second wind-up key in this room", true),
        ..Options::default()
    };
    let changed = parlor::solve(&puzzle, &with_key, &Control::new()).unwrap();
    assert_ne!(
        default.possible, changed.possible,
        "{default:?} / {changed:?}"
    );
    for r in &changed.readings {
        assert_eq!(r.statements[&Colour::Blue], [true]);
    }
    for r in &default.readings {
        assert_eq!(r.statements[&Colour::Blue], [false]);
    }
}

#[test]
fn a_fact_can_stand_for_a_sentence_the_grammar_does_not_read() {
    let text = "blue: The clock on the wall is broken\nwhite: This box is empty\nblack: The gems are in the blue box\n";
    assert!(file::parse(text).is_err());
    let facts = Facts::default().with("the clock on the wall is broken", false);
    let puzzle = file::parse_with(text, &facts).unwrap();
    let solution = parlor::solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    assert!(solution
        .readings
        .iter()
        .all(|r| r.statements[&Colour::Blue] == [false]));
}

#[test]
fn counting_statements_at_the_limit_are_solved() {
    // Counting lowers to formulas that grow combinatorially with the number
    // of statements; at 4 per box (12 in all) they stay small.
    let text: String = ["blue", "white", "black"]
        .iter()
        .flat_map(|c| {
            std::iter::repeat_n(
                format!("{c}: An equal number of true and false statements\n"),
                limits::MAX_STATEMENTS_PER_BOX,
            )
        })
        .collect();
    let puzzle = file::parse(&text).unwrap();
    assert_eq!(puzzle.counts(), [4, 4, 4]);
    let solution = parlor::solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    // Six true and six false statements: no box can be all-true and all-false
    // at once unless the statements split by box; the rules still hold.
    assert!(solution.readings_complete);
    for r in &solution.readings {
        let trues: usize = r.statements.values().flatten().filter(|&&v| v).count();
        assert!(trues == 6 || trues == 0, "{r:?}");
    }
}

#[test]
fn a_fact_never_replaces_a_formula_statement() {
    let facts = Facts::default().with("gems blue", true);
    let s = parlor::Statement::parse_with("= gems(blue)", &facts).unwrap();
    assert_eq!(s.claim(), None, "a formula is never a fact");
}

#[test]
fn a_fact_in_the_options_reads_a_clause_of_a_compound() {
    // The same table serves whole statements and clauses; `solve` applies
    // `Options::facts` to a puzzle read with the built-in table.
    let text = "blue: You are in the parlor and this box is empty\nwhite: This box is empty\nblack: The gems are in the white box\n";
    let puzzle = file::parse(text).unwrap();
    let default = parlor::solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    let not_parlor = Options {
        facts: Facts::default().with("You are in the parlor", false),
        ..Options::default()
    };
    let changed = parlor::solve(&puzzle, &not_parlor, &Control::new()).unwrap();
    for r in &changed.readings {
        assert_eq!(r.statements[&Colour::Blue], [false]);
    }
    assert!(
        default
            .readings
            .iter()
            .any(|r| r.statements[&Colour::Blue] == [true])
            || default.readings.is_empty()
    );
    let read_with = file::parse_with(text, &not_parlor.facts).unwrap();
    assert_eq!(
        parlor::solve(&read_with, &Options::default(), &Control::new())
            .unwrap()
            .possible,
        changed.possible
    );
}

#[test]
fn bad_fact_arguments_say_what_is_wrong() {
    for (arg, says) in [
        ("no value", "expected TEXT=true"),
        ("text=maybe", "must be true or false"),
        (" =true", "no words"),
    ] {
        let err = Facts::parse_entry(arg).unwrap_err();
        assert!(matches!(err, ParlorError::BadFact { .. }), "{err}");
        assert!(err.to_string().contains(says), "{err}");
    }
}
