//! Grammar tests: rule table sanity, the forms of parlor-statements.md,
//! tolerance and error messages.

use super::matcher::compiled;
use super::rules::RULES;
use super::*;
use crate::claim::{BoxRef, Boxes, Pred, Quant, Range, StmtRef, Stmts};
use crate::colour::Colour::{Black, Blue, White};

fn claim(s: &str) -> Claim {
    match read(s) {
        Ok(r) => {
            assert!(
                r.tolerated.is_empty(),
                "{s:?} needed edits {:?}",
                r.tolerated
            );
            r.claim
        }
        Err(e) => panic!("{e}"),
    }
}

fn every(filter: Option<Pred>) -> Boxes {
    Boxes {
        range: Range::Every,
        filter,
    }
}

#[test]
fn every_pattern_compiles() {
    assert_eq!(compiled().len(), RULES.len());
}

#[test]
fn reads_box_claims() {
    assert_eq!(
        claim("The gems are in this box"),
        Claim::Box(BoxRef::This, Pred::Gems)
    );
    assert_eq!(
        claim("This box is empty"),
        Claim::Box(BoxRef::This, Pred::empty())
    );
    assert_eq!(
        claim("This is not an empty box"),
        Claim::Box(BoxRef::This, Pred::Not(Box::new(Pred::empty())))
    );
    assert_eq!(
        claim("The gems are in the middle box"),
        Claim::Box(BoxRef::Is(White), Pred::Gems)
    );
    assert_eq!(
        claim("The black box is empty"),
        Claim::Box(BoxRef::Is(Black), Pred::empty())
    );
    assert_eq!(
        claim("The statement on the white box is false"),
        Claim::Box(BoxRef::Is(White), Pred::False)
    );
    assert_eq!(
        claim("The black box has no true statements"),
        Claim::Box(BoxRef::Is(Black), Pred::Not(Box::new(Pred::HasTrue)))
    );
    assert_eq!(
        claim("This is the blue box"),
        Claim::Box(BoxRef::This, Pred::Is(Blue))
    );
    assert_eq!(
        claim("This box is not blue"),
        Claim::Box(BoxRef::This, Pred::Not(Box::new(Pred::Is(Blue))))
    );
}

#[test]
fn reads_several_boxes() {
    let listed = |l: Vec<BoxRef>| Boxes {
        range: Range::Listed(l),
        filter: None,
    };
    assert_eq!(
        claim("This box and the blue box are both empty"),
        Claim::Boxes(
            Quant::All,
            listed(vec![BoxRef::This, BoxRef::Is(Blue)]),
            Pred::empty()
        )
    );
    assert_eq!(
        claim("The gems are not in the white box or the blue box"),
        Claim::negate(Claim::Boxes(
            Quant::Some,
            listed(vec![BoxRef::Is(White), BoxRef::Is(Blue)]),
            Pred::Gems
        ))
    );
    assert_eq!(
        claim("All three boxes are empty"),
        Claim::Boxes(Quant::Each(3), every(None), Pred::empty())
    );
    assert_eq!(
        claim("Every box contains gems"),
        Claim::Boxes(Quant::All, every(None), Pred::Gems)
    );
    let others = Boxes {
        range: Range::Others,
        filter: None,
    };
    assert_eq!(
        claim("The other two boxes are true"),
        Claim::Boxes(Quant::Each(2), others.clone(), Pred::True)
    );
    assert_eq!(
        claim("One of the other boxes is true"),
        Claim::Boxes(Quant::Some, others.clone(), Pred::True)
    );
    assert_eq!(
        claim("Only one of the other boxes is false"),
        Claim::Boxes(Quant::Exactly(1), others.clone(), Pred::False)
    );
    assert_eq!(
        claim("The other two boxes are blue"),
        Claim::Boxes(Quant::Each(2), others, Pred::Is(Blue))
    );
}

#[test]
fn reads_counting() {
    assert_eq!(
        claim("Only one box is true"),
        Claim::Boxes(Quant::Exactly(1), every(None), Pred::True)
    );
    assert_eq!(
        claim("There are two true boxes"),
        Claim::Boxes(Quant::Exactly(2), every(None), Pred::True)
    );
    assert_eq!(
        claim("Only one statement is true"),
        Claim::Stmts(Quant::Exactly(1), Stmts::All, true)
    );
    assert_eq!(
        claim("All three statements are false"),
        Claim::Stmts(Quant::Each(3), Stmts::All, false)
    );
    assert_eq!(
        claim("Four statements in this room are true"),
        Claim::Stmts(Quant::Exactly(4), Stmts::All, true)
    );
    assert_eq!(
        claim("An equal number of true and false statements"),
        Claim::EqualTrueFalse
    );
    assert_eq!(
        claim("This is the only true box"),
        Claim::And(vec![
            Claim::Box(BoxRef::This, Pred::True),
            Claim::Boxes(Quant::Exactly(1), every(None), Pred::True)
        ])
    );
}

#[test]
fn reads_gems_and_truth_and_neighbours() {
    assert_eq!(
        claim("The gems are in a box with a true statement"),
        Claim::Boxes(Quant::Some, every(Some(Pred::HasTrue)), Pred::Gems)
    );
    assert_eq!(
        claim("A false box contains the gems"),
        Claim::Boxes(Quant::Some, every(Some(Pred::False)), Pred::Gems)
    );
    assert_eq!(
        claim("The empty boxes both have true statements"),
        Claim::Boxes(Quant::All, every(Some(Pred::empty())), Pred::HasTrue)
    );
    let near = Boxes {
        range: Range::Neighbours,
        filter: None,
    };
    assert_eq!(
        claim("A box next to this box contains gems"),
        Claim::Boxes(Quant::Some, near.clone(), Pred::Gems)
    );
    assert_eq!(
        claim("The box next to this box is true"),
        Claim::Boxes(Quant::Each(1), near, Pred::True)
    );
}

#[test]
fn reads_facts_meta_and_self_reference() {
    assert_eq!(claim("You are in the parlor"), Claim::Fact(true));
    assert_eq!(
        claim("There are three boxes in this room"),
        Claim::Fact(true)
    );
    assert_eq!(claim("There are four boxes"), Claim::Fact(false));
    assert_eq!(claim("The gems are on the desk"), Claim::Fact(false));
    assert_eq!(claim("This statement is of no help at all"), Claim::Meta);
    assert_eq!(claim("You will not solve this puzzle"), Claim::Meta);
    assert_eq!(claim("This statement is true"), Claim::Stmt(StmtRef::This));
    assert_eq!(
        claim("The above statement is false"),
        Claim::negate(Claim::Stmt(StmtRef::Above))
    );
    assert_eq!(
        claim("This statement is as true as the statement on the blue box"),
        Claim::Iff(
            Box::new(Claim::Stmt(StmtRef::This)),
            Box::new(Claim::Box(BoxRef::Is(Blue), Pred::True))
        )
    );
    assert_eq!(
        claim("The second statement on the black box is false"),
        Claim::negate(Claim::Stmt(StmtRef::At(BoxRef::Is(Black), 2)))
    );
    assert_eq!(
        claim("The top statement of each box is true"),
        Claim::Stmts(Quant::All, Stmts::Nth(1), true)
    );
}

#[test]
fn reads_compounds() {
    let black = BoxRef::Is(Black);
    assert_eq!(
        claim("The black box is true and it contains the gems"),
        Claim::And(vec![
            Claim::Box(black, Pred::True),
            Claim::Box(black, Pred::Gems)
        ])
    );
    let blue = BoxRef::Is(Blue);
    assert_eq!(
        claim("The blue box is empty if it is false"),
        Claim::Implies(
            Box::new(Claim::Box(blue, Pred::False)),
            Box::new(Claim::Box(blue, Pred::empty()))
        )
    );
    let both = claim("The blue box and the white box are either both true or both false");
    assert!(matches!(both, Claim::Or(ref v) if v.len() == 2), "{both:?}");
    assert!(matches!(
        claim("If this box is empty then the blue box is true"),
        Claim::Implies(..)
    ));
}

#[test]
fn reads_wording_based_forms() {
    assert_eq!(
        claim("Statements with the word 'white' are always true"),
        Claim::Stmts(Quant::All, Stmts::WithWord("white".into()), true)
    );
    assert_eq!(
        claim("This statement contains six words"),
        Claim::WordCount(6)
    );
    assert_eq!(
        claim("This statement appears on another box"),
        Claim::AppearsElsewhere
    );
}

#[test]
fn tolerates_case_punctuation_and_small_variations() {
    assert_eq!(
        claim("THE BLUE BOX IS TRUE!!"),
        claim("The blue box is true")
    );
    assert_eq!(
        claim("The blue box isn't true."),
        claim("The blue box is not true")
    );
    let typo = read("A gems are in a box with a false statement").unwrap();
    assert_eq!(
        typo.claim,
        claim("The gems are in a box with a false statement")
    );
    assert_eq!(typo.tolerated, vec!["ignored \"a\"".to_string()]);
    let typo = read("This statement is of no help of all").unwrap();
    assert_eq!(typo.claim, Claim::Meta);
    assert_eq!(typo.tolerated.len(), 2);
}

#[test]
fn negation_is_never_tolerated_away() {
    assert_ne!(
        claim("The gems are in this box"),
        claim("The gems are not in this box")
    );
    assert!(read("The gems are not not in this box").is_err());
}

#[test]
fn unreadable_sentences_name_words_and_forms() {
    let err = read("The gems are in the purple box")
        .unwrap_err()
        .to_string();
    assert!(err.contains("\"purple\" (unknown"), "{err}");
    assert!(err.contains("closest known forms"), "{err}");
    let err = read("The blue box is emtpy").unwrap_err().to_string();
    assert!(err.contains("did you mean \"empty\""), "{err}");
    let err = read("box the is blue").unwrap_err().to_string();
    assert!(err.contains("closest known forms"), "{err}");
}
