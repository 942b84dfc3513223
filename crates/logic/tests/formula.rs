//! Formula API: seed-003 behaviour, text round trips, parse errors and
//! property checks of the simplifying constructors against naive evaluation.

use logic::{all_assignments, Assignment, Error, Formula, Node, ParseErrorKind};
use proptest::prelude::*;

mod common;
use common::{raw, NAMES};

fn v(name: &str) -> Formula {
    Formula::var(name)
}

fn assignment(pairs: &[(&str, bool)]) -> Assignment {
    pairs.iter().map(|&(n, b)| (n.to_string(), b)).collect()
}

fn equiv(p: Formula, q: Formula) -> Formula {
    Formula::or([Formula::and([p.clone(), q.clone()]), Formula::and([!p, !q])])
}

#[test]
fn constructors_simplify_like_the_seed() {
    assert_eq!(Formula::and([]), Formula::TRUE);
    assert_eq!(Formula::or([]), Formula::FALSE);
    assert_eq!(Formula::and([v("a")]), v("a"));
    assert_eq!(Formula::and([v("a"), Formula::TRUE]), v("a"));
    assert_eq!(Formula::and([v("a"), Formula::FALSE]), Formula::FALSE);
    assert_eq!(Formula::or([v("a"), Formula::TRUE]), Formula::TRUE);
    assert_eq!(Formula::or([Formula::FALSE, v("a")]), v("a"));
    assert_eq!(!!v("a"), v("a"));
    assert_eq!(!Formula::TRUE, Formula::FALSE);
    let nested = Formula::and([v("a"), Formula::and([v("b"), v("c")])]);
    assert_eq!(nested.node(), &Node::And(vec![v("a"), v("b"), v("c")]));
    assert_eq!(Formula::implies(Formula::TRUE, v("b")), v("b"));
    assert_eq!(Formula::implies(v("a"), Formula::FALSE), !v("a"));
    assert_eq!(Formula::iff(Formula::FALSE, v("b")), !v("b"));
}

#[test]
fn seed_statement_truths_display() {
    let truth = |is_true: &str, is_false: &str, stmt: Formula| {
        Formula::and([equiv(v(is_true), stmt.clone()), equiv(v(is_false), !stmt)])
    };
    let statement_truths = Formula::and([
        truth("BlueBoxIsTrue", "BlueBoxIsFalse", Formula::TRUE),
        truth("WhiteBoxIsTrue", "WhiteBoxIsFalse", !v("WhiteBoxHasGems")),
        truth("BlackBoxIsTrue", "BlackBoxIsFalse", v("BlueBoxIsTrue")),
    ]);
    let expected = "BlueBoxIsTrue
∧ ¬BlueBoxIsFalse
∧ ((WhiteBoxIsTrue ∧ ¬WhiteBoxHasGems) ∨ (¬WhiteBoxIsTrue ∧ WhiteBoxHasGems))
∧ ((WhiteBoxIsFalse ∧ WhiteBoxHasGems) ∨ (¬WhiteBoxIsFalse ∧ ¬WhiteBoxHasGems))
∧ ((BlackBoxIsTrue ∧ BlueBoxIsTrue) ∨ (¬BlackBoxIsTrue ∧ ¬BlueBoxIsTrue))
∧ ((BlackBoxIsFalse ∧ ¬BlueBoxIsTrue) ∨ (¬BlackBoxIsFalse ∧ BlueBoxIsTrue))";
    assert_eq!(format!("{statement_truths:#}"), expected);
    assert_eq!(expected.parse::<Formula>().unwrap(), statement_truths);
}

#[test]
fn seed_eval_examples() {
    let ab = v("a") & v("b");
    let show = |pairs: &[(&str, bool)]| ab.eval(&assignment(pairs)).to_string();
    assert_eq!(show(&[]), "a ∧ b");
    assert_eq!(show(&[("a", true)]), "b");
    assert_eq!(show(&[("b", true)]), "a");
    assert_eq!(show(&[("a", true), ("b", true)]), "T");
    assert_eq!(show(&[("b", false)]), "F");
}

#[test]
fn all_assignments_counts_in_seed_order() {
    let rows: Vec<Assignment> = all_assignments(["a", "b"]).unwrap().collect();
    assert_eq!(
        rows,
        vec![
            assignment(&[("a", false), ("b", false)]),
            assignment(&[("a", true), ("b", false)]),
            assignment(&[("a", false), ("b", true)]),
            assignment(&[("a", true), ("b", true)]),
        ]
    );
    let too_many: Vec<String> = (0..64).map(|i| format!("x{i}")).collect();
    assert!(matches!(
        all_assignments(too_many),
        Err(Error::TooManyVariables { count: 64, .. })
    ));
}

/// Seed 003's second puzzle: two interpretations, both put the gems in blue.
#[test]
fn seed_puzzle_with_two_interpretations() {
    let boxes = ["Blue", "White", "Black"];
    let gems = |b: &str| v(&format!("{b}BoxHasGems"));
    let is_true = |b: &str| v(&format!("{b}BoxIsTrue"));
    let is_false = |b: &str| v(&format!("{b}BoxIsFalse"));
    let only_one = Formula::or(boxes.iter().map(|&b| {
        Formula::and(
            boxes
                .iter()
                .map(|&o| if o == b { gems(o) } else { !gems(o) }),
        )
    }));
    let base = Formula::and([
        only_one,
        Formula::or(boxes.map(is_true)),
        Formula::or(boxes.map(is_false)),
    ]);
    let blue = Formula::or(boxes.map(|b| is_true(b) & gems(b)));
    let white = Formula::or(boxes.map(|b| is_false(b) & gems(b)));
    let black = is_true("White");
    let truths = Formula::and(
        boxes
            .iter()
            .zip([blue, white, black])
            .map(|(&b, s)| equiv(is_true(b), s.clone()) & equiv(is_false(b), !s)),
    );
    let rules = base & truths;
    let models = rules.models().unwrap();
    assert_eq!(models.len(), 2);
    for model in &models {
        assert!(model["BlueBoxHasGems"]);
        assert!(!model["WhiteBoxHasGems"] && !model["BlackBoxHasGems"]);
    }
    assert_eq!(rules.vars().len(), 9);
}

#[test]
fn parser_accepts_ascii_and_parlor_names() {
    let f: Formula = "gems(blue) & !true(white) | (false(black) -> stmt(blue, 1)) <-> T"
        .parse()
        .unwrap();
    let expected = Formula::or([
        v("gems(blue)") & !v("true(white)"),
        Formula::implies(v("false(black)"), v("stmt(blue,1)")),
    ]);
    assert_eq!(f, expected);
    assert_eq!("true && false".parse::<Formula>().unwrap(), Formula::FALSE);
    assert_eq!(
        "a => b".parse::<Formula>().unwrap(),
        Formula::implies(v("a"), v("b"))
    );
    assert_eq!(
        "a <=> ~b".parse::<Formula>().unwrap(),
        Formula::iff(v("a"), !v("b"))
    );
    assert_eq!(
        "a → b → c".parse::<Formula>().unwrap(),
        Formula::implies(v("a"), Formula::implies(v("b"), v("c")))
    );
    assert_eq!(
        r#""x y" ∧ "T""#.parse::<Formula>().unwrap(),
        v("x y") & v("T")
    );
    assert_eq!(
        (v("x y") & v("T") & v("q\"")).to_string(),
        r#""x y" ∧ "T" ∧ "q\"""#
    );
}

#[test]
fn parse_errors_carry_line_and_column() {
    let err = |text: &str| match text.parse::<Formula>() {
        Err(Error::Parse { line, column, kind }) => (line, column, kind),
        other => panic!("expected parse error for {text:?}, got {other:?}"),
    };
    assert_eq!(err("a ∧ ∧ b").1, 5);
    assert!(matches!(err("a ∧ ").2, ParseErrorKind::UnexpectedEnd(_)));
    assert_eq!(
        err("a\n∧ (b ∨ c"),
        (2, 9, ParseErrorKind::UnexpectedEnd("')'"))
    );
    assert_eq!(err("a $ b").2, ParseErrorKind::UnexpectedChar('$'));
    assert_eq!(err("a - b").1, 3);
    assert_eq!(err("f(x,)").1, 5);
    assert_eq!(err("\"abc").2, ParseErrorKind::UnterminatedQuote);
    assert_eq!(err("a b").1, 3);
    assert_eq!(err("").1, 1);
}

/// Checks the simplified-form invariants stated in the `formula` module doc.
fn assert_simplified(f: &Formula, top: bool) {
    match f.node() {
        Node::Const(_) => assert!(top, "constant below the root: {f}"),
        Node::Var(_) => {}
        Node::Not(x) => {
            assert!(!matches!(x.node(), Node::Not(_)), "double negation: {f}");
            assert_simplified(x, false);
        }
        Node::And(xs) | Node::Or(xs) => {
            assert!(xs.len() >= 2, "short junction: {f}");
            for x in xs {
                assert_ne!(
                    std::mem::discriminant(x.node()),
                    std::mem::discriminant(f.node()),
                    "unflattened: {f}"
                );
                assert_simplified(x, false);
            }
        }
        Node::Implies(a, b) | Node::Iff(a, b) => {
            assert_simplified(a, false);
            assert_simplified(b, false);
        }
    }
}

proptest! {
    #[test]
    fn constructors_preserve_semantics(raw in raw()) {
        let f = raw.build();
        assert_simplified(&f, true);
        for row in 0..1u32 << NAMES.len() {
            let values: Vec<bool> = (0..NAMES.len()).map(|j| row >> j & 1 == 1).collect();
            let a: Assignment = NAMES.iter().map(|n| n.to_string()).zip(values.iter().copied()).collect();
            prop_assert_eq!(f.value(&a), Some(raw.eval(&values)));
        }
    }

    #[test]
    fn partial_eval_agrees_with_total_eval(raw in raw(), fixed in prop::collection::vec(any::<Option<bool>>(), NAMES.len())) {
        let f = raw.build();
        let partial: Assignment = NAMES.iter().zip(&fixed)
            .filter_map(|(n, b)| b.map(|b| (n.to_string(), b))).collect();
        let residual = f.eval(&partial);
        assert_simplified(&residual, true);
        for a in all_assignments(NAMES).unwrap() {
            if partial.iter().all(|(n, b)| a[n] == *b) {
                prop_assert_eq!(residual.value(&a), f.value(&a));
            }
        }
        prop_assert!(residual.vars().iter().all(|n| !partial.contains_key(n)));
    }

    #[test]
    fn display_parse_round_trip(raw in raw()) {
        let f = raw.build();
        prop_assert_eq!(f.to_string().parse::<Formula>().unwrap(), f.clone());
        prop_assert_eq!(format!("{f:#}").parse::<Formula>().unwrap(), f);
    }

    #[test]
    fn any_name_round_trips(name in "\\PC{0,8}") {
        let f = v(&name) & v("b");
        prop_assert_eq!(f.to_string().parse::<Formula>().unwrap(), f);
    }

    #[test]
    fn parser_never_panics(text in "[a-c()¬∧∨→↔&|!<>=\\- \"\\\\,TF]{0,16}") {
        let _ = text.parse::<Formula>();
    }
}

/// Issue 13: deeply nested text is a clear error (never a stack overflow),
/// and everything up to the documented limit works end to end.
mod depth_limit {
    use logic::formula::parse::MAX_DEPTH;
    use logic::{Error, Formula, ParseErrorKind, VarMap};

    fn too_deep(text: &str) -> bool {
        matches!(
            text.parse::<Formula>(),
            Err(Error::Parse {
                kind: ParseErrorKind::TooDeep { max: MAX_DEPTH },
                ..
            })
        )
    }

    #[test]
    fn ten_thousand_levels_are_an_error_not_an_abort() {
        let n = 10_000;
        assert!(too_deep(&format!("{}a{}", "(".repeat(n), ")".repeat(n))));
        assert!(too_deep(&format!("{}a{}", "¬(".repeat(n), ")".repeat(n))));
        assert!(too_deep(&format!("{}a", "a → ".repeat(n))));
        assert!(too_deep(&format!("{}a", "a ↔ ".repeat(n))));
        assert!(too_deep(&format!(
            "{}a{}",
            "(a ∧ ".repeat(n),
            ")".repeat(n)
        )));
        assert!(too_deep(&format!("{}x{}", "f(".repeat(n), ")".repeat(n))));
        let err = format!("{}a{}", "(".repeat(n), ")".repeat(n))
            .parse::<Formula>()
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "formula parse error at line 1, column {}: formula nested more than {MAX_DEPTH} levels deep",
                MAX_DEPTH + 1
            )
        );
    }

    #[test]
    fn long_runs_of_negation_cancel_without_recursion() {
        let even: Formula = format!("{}a", "¬".repeat(100_000)).parse().unwrap();
        assert_eq!(even, Formula::var("a"));
        let odd: Formula = format!("{}a", "!".repeat(100_001)).parse().unwrap();
        assert_eq!(odd, !Formula::var("a"));
    }

    #[test]
    fn formulas_at_the_limit_print_encode_and_read_back() {
        let chain = format!("{}a", "a → ".repeat(MAX_DEPTH));
        let f: Formula = chain.parse().unwrap();
        let again: Formula = f.to_string().parse().unwrap();
        assert_eq!(again, f);
        let mut solver = logic::default_solver();
        let mut map = VarMap::new();
        f.assert_into(&mut solver, &mut map);
        assert!(too_deep(&format!("a → {chain}")));

        let parens = format!(
            "{}a ∧ b{}",
            "(c ∨ ".repeat(MAX_DEPTH - 1),
            ")".repeat(MAX_DEPTH - 1)
        );
        let g: Formula = parens.parse().unwrap();
        assert_eq!(g.to_string().parse::<Formula>().unwrap(), g);
        let nested = format!("{}x{}", "f(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert!(nested.parse::<Formula>().is_ok());
        assert!(too_deep(&format!("g({nested})")));
    }
}
