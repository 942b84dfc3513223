//! Issue 13's hostile inputs, each bounded: many free self-referential
//! statements, reading limits, time limits, and facts from the user.

use std::time::{Duration, Instant};

use parlor::{file, limits, Colour, Options, ParlorError, Verdict};

/// 14 statements "This statement is true" per box: 2^42 readings.
fn self_referential_42() -> parlor::Puzzle {
    let text: String = ["blue", "white", "black"]
        .iter()
        .flat_map(|c| std::iter::repeat_n(format!("{c}: This statement is true\n"), 14))
        .collect();
    file::parse(&text).unwrap()
}

#[test]
fn forty_two_self_referential_statements_solve_at_once() {
    let puzzle = self_referential_42();
    assert_eq!(puzzle.counts(), [14, 14, 14]);
    let started = Instant::now();
    let solution = parlor::solve(&puzzle, &Options::default()).unwrap();
    let assumed = parlor::solve(
        &puzzle,
        &Options {
            assume_unique: true,
            ..Options::default()
        },
    )
    .unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(solution.verdict, Verdict::Ambiguous);
    assert_eq!(solution.possible, Colour::ALL);
    assert_eq!(solution.readings.len(), limits::DEFAULT_MAX_READINGS);
    assert!(!solution.readings_complete);
    // Every permutation is a symmetry: nothing is left.
    assert_eq!(assumed.ruled_out_by_symmetry, Colour::ALL);
    assert_eq!(assumed.verdict, Verdict::Inconsistent);
}

#[test]
fn the_reading_list_is_whole_when_it_fits() {
    let puzzle = file::parse(
        "blue: This statement is true\nwhite: You are in the parlor\nblack: There are four boxes\n",
    )
    .unwrap();
    let all = parlor::solve(&puzzle, &Options::default()).unwrap();
    assert_eq!(all.readings.len(), 6);
    assert!(all.readings_complete);
    let options = Options {
        max_readings: 6,
        ..Options::default()
    };
    assert!(parlor::solve(&puzzle, &options).unwrap().readings_complete);
    let options = Options {
        max_readings: 5,
        ..Options::default()
    };
    let cut = parlor::solve(&puzzle, &options).unwrap();
    assert_eq!(cut.readings.len(), 5);
    assert!(!cut.readings_complete);
    assert_eq!(cut.verdict, all.verdict);
    assert_eq!(cut.possible, all.possible);
}

#[test]
fn a_time_limit_stops_with_a_clear_error() {
    let options = Options {
        time_limit: Some(Duration::ZERO),
        ..Options::default()
    };
    let err = parlor::solve(&self_referential_42(), &options).unwrap_err();
    assert_eq!(
        err,
        ParlorError::TimeLimit {
            limit: Duration::ZERO
        }
    );
    assert_eq!(
        err.to_string(),
        "stopped at the time limit of 0 s before the answer was known"
    );
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
    let err = parlor::solve(&puzzle, &Options::default()).unwrap_err();
    assert!(matches!(err, ParlorError::TooLarge { .. }), "{err}");
}

#[test]
fn facts_decide_room_statements() {
    // The grammar reads "a second wind-up key" as false by default (anchor 28).
    let text = "blue: There is a second wind-up key in this room\nwhite: This box is empty\nblack: The gems are in the blue box\n";
    let puzzle = file::parse(text).unwrap();
    let default = parlor::solve(&puzzle, &Options::default()).unwrap();
    let with_key = Options {
        facts: vec![("There is a second wind-up key in this room".into(), true)],
        ..Options::default()
    };
    let changed = parlor::solve(&puzzle, &with_key).unwrap();
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
    let facts = vec![("the clock on the wall is broken".to_string(), false)];
    let puzzle = file::parse_with_facts(text, &facts).unwrap();
    let solution = parlor::solve(&puzzle, &Options::default()).unwrap();
    assert!(solution
        .readings
        .iter()
        .all(|r| r.statements[&Colour::Blue] == [false]));
}
