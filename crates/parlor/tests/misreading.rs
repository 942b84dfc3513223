//! The misreading test: no statement is answered from a silent misreading.
//!
//! Readable statements are perturbed the ways text gets damaged or written
//! loosely — one word replaced by an unknown word, an unknown word
//! inserted, one word dropped — and every perturbed statement must be
//! either refused (an error), read with an explicit assumption
//! (`tolerated`, which `parlor check` counts as a failure unless
//! `--allow-assumptions`), or read exactly with a meaning the test can
//! vouch for:
//!
//! - an unknown word read exactly is only allowed as a quoted or named word
//!   (`the word zorp`): the reading must then mention it;
//! - a dropped word read exactly must either leave the meaning unchanged
//!   (the same truth table as the original, by the independent evaluator
//!   over every world of a probe puzzle), or be listed in [`NEW_MEANINGS`]
//!   with the meaning it has as English — a dropped `not` must mean the
//!   negation of the original, any other listed sentence what its
//!   paraphrase means. An unlisted change of meaning fails the test.

// The test prints its tally of outcomes, for the record.
#![allow(clippy::disallowed_macros)]

mod evaluator;

use parlor::puzzle::{Content, Statement};
use parlor::{Colour, Puzzle};

/// Readable statements: each is read exactly (checked) in the probe.
const BASE: &[&str] = &[
    "The gems are in the blue box",
    "The gems are not in this box",
    "The white box is empty",
    "The box on the left is empty",
    "The box to the right of the white box is true",
    "Neither this box nor the black box contains the gems",
    "At least two boxes are empty",
    "Only one of the other boxes is false",
    "A box next to this box contains the gems",
    "A false box contains the gems",
    "The gems are in a box with no true statements",
    "The gems are in a box with two statements",
    "This is the only true box",
    "The top statement of each box is true",
    "Exactly one statement on the other boxes is true",
    "There are two false statements",
    "There are more true statements than false statements",
    "The black box is true and it contains the gems",
    "The gems are in the box whose statement is true",
    "This box is empty and so is the blue box",
    "Not all boxes are false",
    "You are in the parlor",
    "The white box lies",
    "This box tells the truth",
    "If the white box is empty then the black box is true",
    "The gems are either in this box or in the white box",
    "The blue box is false or the gems are in it",
    "I am empty",
    "The gems are here",
    "No box is false",
    "The black box and the white box are not both empty",
    "Every statement with the word \"white\" is false",
    "The gems are in the middle",
    "The other statement on this box is false",
    "Either the blue box is true or this box is empty",
    "The gems are in the blue box or the white box but not both",
    "There are no gems in the black box",
    "The gems are hidden in the white box",
    "The box in the middle is not false",
    "This box is not next to the black box",
    "The treasure is not in the white box",
    "The gems are on the desk",
    "This statement is true",
    "An even number of boxes are true",
    "The gems are in a two-statement box",
    "The gems are in a box having two statements",
    "The statement written on the white box is false",
    // The second round of issue 23: superlatives, comparisons of verb
    // phrases, referring, anaphora, positions, compound pre-modifiers,
    // presupposing plurals, self-contradiction.
    "The box with the shortest statement is empty",
    "The box with the most words has the gems",
    "The longest statement is false",
    "The box with the fewest true statements is empty",
    "More boxes lie than tell the truth",
    "As many boxes lie as tell the truth",
    "There are fewer true boxes than false ones",
    "Every statement that refers to the blue box is false",
    "The statement identical to mine is true",
    "The words printed on the white box are false",
    "Neither of them is right",
    "I am the last statement here",
    "A box with a lying first statement has the gems",
    "The two lying boxes hold no gems",
    "I am lying and telling the truth",
    "It's the blue box that's empty",
    // The third round: places in the row, coordinated colour words, more
    // ways to say counts, truth and whose the gems are, the statements
    // below, what a box says.
    "The box opposite me is empty",
    "The gems are in the box on the far side of the white box",
    "The gems are between the blue box and the black box",
    "The boxes at the ends are empty",
    "The box at the far right is false",
    "Either the blue or the black box has the gems",
    "The white and black boxes are both lying",
    "No fewer than two boxes are empty",
    "The white box is mistaken",
    "The gems are mine",
    "The liar has the gems",
    "Unless the white box lies, the gems are here",
    "Everything on the white box is false",
    "What the white box says is true",
    "There are an odd number of true boxes",
    "The statements below are true",
    "The blue box hasn't a single true statement",
    "The white box is empty; the black box is lying",
    // The fourth round: other words for truth and containing, the
    // progressive, `or more`, subordinators, `'s` as `is`, `they` for the
    // gems, lists of three, names without an article, a floating `both`,
    // ellipsis with `too`.
    "The white box is dishonest",
    "The black box hides the treasure",
    "The white box is holding the gems",
    "Two or more boxes are lying",
    "Provided that the white box lies, the gems are here",
    "The white box's empty",
    "If the gems are not here, they are in the white box",
    "The gems are in the blue box, the white box or the black box",
    "Blue box is empty",
    "Black is lying",
    "The other boxes are both lying",
    "If the white box lies, the black box does too",
    "The box immediately to my right is empty",
    "Whoever has the gems is lying",
    // Issue 37: the printed text, rooms, counting idioms, telegraphic
    // statements, proportions, focus and additive particles.
    "This box has eleven words on it",
    "The white box has more words than the black box",
    "The name of this box's colour has four letters",
    "The first word of every statement is \"the\"",
    "The last word on the black box is \"box\"",
    "The letter \"z\" appears on no box",
    "This statement has fewer than ten words",
    "We are in the kitchen",
    "This room is the study",
    "Exactly three boxes stand before you",
    "One and only one box is true",
    "The white box is the sole honest box",
    "A box that mixes truth and lies has the gems",
    "No box other than me is true",
    "None except liars are empty",
    "Nothing inside",
    "Not me",
    "Gems: the white box",
    "True: the black box",
    "Most statements are false",
    "More than half of the boxes are empty",
    "Fewer than half of the statements are true",
    "Only the box with the gems is true",
    "I am lying too",
    "The white box alone is false",
    "I alone am honest",
    "Exactly one box, and only one, is true",
    "The white box has more letters on it than the black box",
    // Forms of 2026-11-29.
    "This statement has fewer than twenty-five words",
    "This statement has seven words in it",
    "The gems are in the black box, not the blue box",
    "The gems are not in the blue box but in the black box",
    "The white box is false but not the black box",
    "The black box holds the gems or the white box does",
    "Everything the white box says is true",
    "Nothing I say is true",
    "There is exactly one false box here",
    "The black box has fewer words than the white box does",
    "The gems are not in the blue box, they are in the black box",
    "The gems are in a box whose name has five letters",
    "One of my statements is true and one is false",
    "'The gems are in the white box' is a lie",
    "My neighbour on the right is true",
    "The gems are somewhere other than the white box",
    // Forms of 2026-11-29, second round.
    "The white box is lying, and the black box is lying too",
    "The white box mixes truth with lies",
    "The black box says nothing",
    "The gems are in a box whose name starts with 'W'",
    "The black box has a five-letter name",
    "The gems are in the box with the shortest colour name",
    "Gems not in white",
    "Four words only",
    "The gems, they are in the black box",
    "The one on the left is empty",
    "The white box is the only honest box here",
    "Of the three boxes, exactly two are empty",
    "You won't find anything in here",
    "Trust me, the gems are in the black box",
    "The white box is empty, so is the black box",
    "The gems are in the white box if the black box is lying, and in the black box otherwise",
    // Forms of session 5: exceptives after `every` and said last, sizes of
    // several statements.
    "Every box is lying except me",
    "All boxes but the white box are empty",
    "No box is true but this one",
    "My statements together have more words than the white box's",
    "Every statement on the white box has fewer words than this one",
    "This statement is longer than every statement on the white box",
    // Forms of 2026-11-29, third round.
    "The letter Q is not written on any box",
    "This statement is longer than anything written on the black box",
    "Nothing on the white box is true",
    "Nothing's in the white box",
    "Nothing is in this box",
    "The gems are in the box next to me on the right",
    "Either the white box or the black box has the gems, but not both",
    "The number of boxes telling the truth is exactly one",
    "There's no prize in the white box, and there's none in the black one either",
    "Every statement with the word 'gems' in it is false",
    "But the blue box is a liar",
    "Also, the black box is telling the truth",
    "I'm empty, don't bother with me",
    "Don't bother opening the black box, it's empty",
    // Session 6, free English: conversation around the claim (fillers,
    // asides, trust and lying, `or both`, answered questions, text-speak).
    "The gems are in the black box, though",
    "Actually, the white box is lying",
    "Oh, and the black box is true",
    "The white box, I'm afraid, is lying",
    "The black box, on the other hand, is true",
    "Trust the black box",
    "You can believe the white box",
    "Don't believe a word the white box says",
    "The white box tells nothing but lies",
    "The black box is lying to you",
    "The white box can be trusted",
    "Either the white box is lying or the gems are in the black box, or both",
    "Is the white box lying? No",
    "In the black box? Yes",
    "Think the gems are in here? Think again",
    "If everything on the white box is false, then so is everything on the black box",
    "the gems r in the black box lol",
    "The white box is lying tbh",
    // Set f's round, game style: `yet` joining two complements.
    "The white box is empty yet true",
    // The definite article said to be the only one.
    "The only liar has the gems",
    // Session 7, free English: wh-questions answered, hedges, non-native
    // forms (an answer word with no question: tests/follow_ups.rs).
    "Where are the gems? In the black box",
    "Which box is honest? Not this one",
    "How many boxes are telling the truth? Two",
    "The gems are def in the white box",
    "We're in the parlor, obviously",
    "Not in the white box, that's for sure",
    "Black box say the truth",
    "Everything white box say is lie",
    "The gems ain't in the white box, nor in the black one",
    "The black box speaks honestly",
    "every word out of white is a lie",
    "The white box is lying in both statements",
    // Session 7: a box lying or telling the truth in all it says, said
    // with an idiom, and an exception said at the end.
    "The white box is wrong on both counts",
    "The white box hasn't said one true thing",
    "The white box is lying about everything",
    "The white box is telling nothing but lies",
    "White box say only lies",
    "The white box is not wrong about everything",
    "The white box is right on all counts",
    "No box is saying the truth except me",
    // Session 8: `never` / `always` with lying or the truth (two readings,
    // which agree on a box with one statement), `it` after a report.
    "The black box never lies",
    "The white box always tells the truth",
    "The black box says the gems are in the black box, and it's right",
    "At least one thing the white box says is true",
    "The white box has one true statement and one false one",
    "This statement is made of seven words",
    "The white box is lying, the black box is lying, and I am the only one you can trust",
    // An elided verb phrase after a negated one (the `not` said once).
    "I do not contain the gems, and the black one doesn't either",
    "If the blue box is not empty, then the white box is not",
    "The white box is not lying, and neither is the black box",
    // Session 8 (engineer B): additive discourse words, speaking truth or
    // lies said non-natively, chat without a copula or an apostrophe, a
    // place or a box's statements said first.
    "Moreover, the white box is lying",
    "What's more, the white box is lying",
    "The white box is empty, and moreover the black box is lying",
    "Blue box is saying true",
    "The black box is saying a lie",
    "black ones lying",
    "im lying",
    "In the black box there are the gems",
    "What the white box says, it is false",
    // Session 9 (engineer A): a lie told as a count noun and a box said to
    // lie and tell the truth (two readings, which agree on a box with one
    // statement, as black has here); `A outnumber B` and `not in X and
    // not in Y either`, kept out before.
    "The black box tells a lie",
    "The black box doesn't tell a lie",
    "The black box does not tell lies",
    "The black box tells the truth and lies",
    "The black box is honest but lying",
    "True statements outnumber false ones",
    "Lying boxes outnumber honest ones",
    "The gems are not in the white box and not in the black box either",
    "The gems are not in the white box and not in the black box",
    // Session 9 (engineer D): a condition eliding its clause's verb
    // phrase, a cause, a bare `not` before a verb, chat idioms of lying.
    "The white box is lying if the black box is",
    "The white box is truthful if and only if the black box is not",
    "The gems are here because the white box is lying",
    "The black box not have the gems",
    "dont listen to black",
    "white is cap",
];

/// The probe puzzle: the statement is the blue box's first; the other
/// statements give every kind of reference something to refer to.
fn probe(text: &str) -> Result<Puzzle, String> {
    let statement = Statement::parse(text).map_err(|e| e.to_string())?;
    let read = |t: &str| Statement::parse(t).unwrap();
    Ok(Puzzle::new([
        vec![statement, read("The white box is empty")],
        vec![read("This box is empty"), read("The blue box is true")],
        vec![read("The gems are in this box")],
    ]))
}

fn table(puzzle: &Puzzle) -> Vec<bool> {
    evaluator::truth_table(puzzle, (Colour::Blue, 1))
}

/// Sentences that a dropped word leaves as valid English with a new
/// meaning, each with what it means: `None` for the negation of the
/// original (a dropped `not`), or a paraphrase read independently.
const NEW_MEANINGS: &[(&str, Option<&str>)] = &[
    // `doesn't` dropped: a non-native `tell` for `tells`, the negation.
    ("The black box tell a lie", None),
    // A word of a count dropped from `A outnumber B`: still two counts
    // compared, of other sets.
    (
        "statements outnumber false ones",
        Some("There are more statements than false statements"),
    ),
    (
        "boxes outnumber honest ones",
        Some("There are more boxes than honest boxes"),
    ),
    // `not` dropped before the first place, with no `either` (which
    // would repeat a denial): in one box and not in the other.
    (
        "The gems are in the white box and not in the black box",
        Some("The gems are in the white box and the gems are not in the black box"),
    ),
    // `not` dropped: the elided condition says the same phrase, not its
    // negation; the bare `not` gone, the black box has the gems; `dont`
    // gone, black is listened to (trusted).
    (
        "The white box is truthful if and only if the black box is",
        None,
    ),
    ("The black box have the gems", None),
    ("listen to black", None),
    // `never` dropped: the box lies (its negation, said of the box).
    ("The black box lies", None),
    // `true` dropped: `one false one` still stands for a statement.
    (
        "The white box has one statement and one false one",
        Some("The white box has one statement and the white box has one false statement"),
    ),
    // `not` dropped: `on any box` is on some box.
    ("The letter Q is written on any box", None),
    // A dropped subordinator or negation leaves two clauses joined by a
    // comma alone, which says both.
    (
        "the white box lies, the gems are here",
        Some("The white box lies and the gems are here"),
    ),
    (
        "the gems are not here, they are in the white box",
        Some("The gems are not here and the gems are in the white box"),
    ),
    (
        "The gems are in the blue box, they are in the black box",
        Some("= F"),
    ),
    // `not` dropped from the condition of an elided consequent: valid
    // English, the other condition.
    (
        "If the blue box is empty, then the white box is not",
        Some("If the blue box is empty then the white box is not empty"),
    ),
    // `neither` dropped: `and is the black box` joins a second verb
    // phrase to the white box, which is not the black box.
    (
        "The white box is not lying, and is the black box",
        Some("= F"),
    ),
    // `not` dropped from a telegraphic statement.
    ("Gems in white", None),
    // `honest` dropped: the white box the only box of the room, which it
    // is not.
    ("The white box is the only box here", Some("= F")),
    // `false` dropped: three boxes stand here, not one.
    ("There is exactly one box here", Some("= F")),
    // `my` dropped: `one of statements` is read as `one of the statements`.
    (
        "One of statements is true and one is false",
        Some("At least one statement is true and at least one statement is false"),
    ),
    // The second `one` dropped: one statement both true and false.
    ("One of my statements is true and is false", Some("= F")),
    // A dropped negation: valid English, the opposite claim.
    ("The gems are in this box", None),
    ("all boxes are false", None),
    ("The black box and the white box are both empty", None),
    ("There are gems in the black box", None),
    ("The box in the middle is false", None),
    ("This box is next to the black box", None),
    ("The treasure is in the white box", None),
    // Other dropped words that leave a sentence with its own meaning.
    // `alone` dropped: the claim without its focus.
    ("The white box is false", Some("The white box is false")),
    ("I am honest", Some("This box is true")),
    (
        "The white box is the honest box",
        Some("The white box is true"),
    ),
    ("The white box is the sole box", Some("= F")),
    ("statements are false", Some("Every statement is false")),
    (
        "the box with the gems is true",
        Some("The gems are in a true box"),
    ),
    ("I am lying", Some("This box is lying")),
    (
        "one of the other boxes is false",
        Some("At least one of the other boxes is false"),
    ),
    (
        "Only one of the boxes is false",
        Some("Exactly one box is false"),
    ),
    (
        "A box contains the gems",
        Some("At least one box contains the gems"),
    ),
    (
        "The gems are in a box with true statements",
        Some("The gems are in a box with at least one true statement"),
    ),
    (
        "The gems are in a box with no statements",
        Some("The gems are in a blank box"),
    ),
    (
        "The gems are in a box with statements",
        Some("The gems are in a box with at least one statement"),
    ),
    (
        "This is the only box",
        Some("There is only one box in this room"),
    ),
    (
        "The statement of each box is true",
        Some("Every statement is true"),
    ),
    (
        "Exactly one statement on the boxes is true",
        Some("Exactly one statement is true"),
    ),
    (
        "There are two statements",
        Some("There are exactly two statements"),
    ),
    (
        "There are more statements than false statements",
        Some("At least one statement is true"),
    ),
    (
        "There are more true statements than statements",
        Some("There are four boxes in this room"),
    ),
    (
        "The black box and the white box are not empty",
        Some("The black box is not empty and the white box is not empty"),
    ),
    (
        "The statement on this box is false",
        Some("This box is false"),
    ),
    ("This is true", Some("This box is true")),
    // `the` with a set that depends on the reading is existential.
    ("This is the true box", Some("This box is true")),
    (
        "fewer than two boxes are empty",
        Some("At most one box is empty"),
    ),
    (
        "There are an odd number of boxes",
        Some("There are three boxes in this room"),
    ),
    ("The statements are true", Some("Every statement is true")),
    (
        "The blue box hasn't a single statement",
        Some("The blue box has no statements"),
    ),
    (
        "The gems are in a box",
        Some("At least one box contains the gems"),
    ),
    (
        "The gems are in a box having statements",
        Some("The gems are in a box with at least one statement"),
    ),
    // In the probe the black box has the fewest statements (one).
    (
        "The box with the fewest statements is empty",
        Some("The black box is empty"),
    ),
    (
        "There are fewer boxes than false ones",
        Some("There are four boxes in this room"),
    ),
    (
        "There are fewer true boxes than ones",
        Some("Not all boxes are true"),
    ),
    (
        "A box with a first statement has the gems",
        Some("The gems are in a box with at least one statement"),
    ),
    (
        "A box with a lying statement has the gems",
        Some("The gems are in a box with a false statement"),
    ),
    (
        "two lying boxes hold no gems",
        Some("Exactly two false boxes are empty"),
    ),
    (
        "The lying boxes hold no gems",
        Some("Every false box is empty"),
    ),
    (
        "The two lying boxes hold gems",
        Some("The two false boxes contain the gems"),
    ),
    // The fourth round: a `not` dropped under a condition negates only
    // the condition. (`the two boxes`, `the boxes are both …` of all three
    // boxes presuppose two: refused, with what to write.)
    (
        "If the gems are here, they are in the white box",
        Some("If the gems are in this box then the gems are in the white box"),
    ),
    // Session 7: `not` dropped before `wrong about everything`.
    ("The white box is wrong about everything", None),
    // `only` dropped: `the liar` presupposes one liar without saying it.
    // In the probe its two readings ("exactly one box lies, and it has
    // the gems", "a lying box has the gems") give the puzzle the same
    // consistent readings, so it is read; over all worlds it says what
    // `a false box` does, not what `the only liar` says.
    (
        "The liar has the gems",
        Some("A false box contains the gems"),
    ),
];

const UNKNOWN: &str = "zorp";

#[derive(Debug)]
enum Outcome {
    Refused,
    Flagged,
    /// Read as an aside (about nothing in the room), which the output says.
    Aside,
    /// Read exactly with an unknown word as a named word.
    Literal,
    /// Read exactly, same meaning as the original.
    Same,
    /// Read exactly, a new meaning vouched for by [`NEW_MEANINGS`].
    Vouched,
}

fn judge(original: &str, perturbed: &str, dropped: bool) -> Result<Outcome, String> {
    let statement = match Statement::parse(perturbed) {
        Err(_) => return Ok(Outcome::Refused),
        Ok(s) if !s.tolerated.is_empty() => return Ok(Outcome::Flagged),
        // Said on its own line (`aside: … may be true or false`), and free.
        Ok(s) if s.content == Content::Aside => return Ok(Outcome::Aside),
        Ok(s) => s,
    };
    // Refused when the probe puzzle is lowered (a size of a phrase that
    // names several statements, readings that differ there).
    if parlor::model::Model::build(&probe(perturbed)?).is_err() {
        return Ok(Outcome::Refused);
    }
    if !dropped {
        let claim = format!("{:?}", statement.claim());
        return if claim.contains(UNKNOWN) {
            Ok(Outcome::Literal)
        } else {
            Err(format!("{perturbed:?} read silently as {claim}"))
        };
    }
    let was = table(&probe(original)?);
    let now = table(&probe(perturbed)?);
    if was == now {
        return Ok(Outcome::Same);
    }
    let Some((_, meaning)) = NEW_MEANINGS.iter().find(|(s, _)| *s == perturbed) else {
        return Err(format!(
            "{perturbed:?} (from {original:?}) read silently with a new meaning"
        ));
    };
    let expected = match meaning {
        None => was.iter().map(|v| !v).collect(),
        Some(paraphrase) => table(&probe(paraphrase)?),
    };
    if now == expected {
        Ok(Outcome::Vouched)
    } else {
        Err(format!(
            "{perturbed:?} does not mean what {meaning:?} says it does"
        ))
    }
}

/// Every perturbation of one sentence: (text, whether a word was dropped).
fn perturbations(sentence: &str) -> Vec<(String, bool)> {
    let words: Vec<&str> = sentence.split(' ').collect();
    let join = |w: Vec<&str>| w.join(" ");
    let mut out = Vec::new();
    for i in 0..words.len() {
        let mut replaced = words.clone();
        replaced[i] = UNKNOWN;
        out.push((join(replaced), false));
        let mut dropped = words.clone();
        dropped.remove(i);
        out.push((join(dropped), true));
    }
    for i in 0..=words.len() {
        let mut inserted = words.clone();
        inserted.insert(i, UNKNOWN);
        out.push((join(inserted), false));
    }
    out
}

#[test]
fn no_perturbed_statement_is_answered_silently() {
    let mut counts = std::collections::BTreeMap::new();
    let mut silent = Vec::new();
    let mut total = 0;
    for base in BASE {
        let read = Statement::parse(base).unwrap_or_else(|e| panic!("{base}: {e}"));
        assert!(read.tolerated.is_empty(), "{base}: {:?}", read.tolerated);
        for (perturbed, dropped) in perturbations(base) {
            if perturbed.is_empty() {
                continue;
            }
            total += 1;
            match judge(base, &perturbed, dropped) {
                Ok(outcome) => *counts.entry(format!("{outcome:?}")).or_insert(0) += 1,
                Err(e) => silent.push(e),
            }
        }
    }
    println!("{total} perturbed statements: {counts:?}");
    assert!(total >= 200, "only {total} perturbations");
    assert!(
        silent.is_empty(),
        "{} answered silently:\n{}",
        silent.len(),
        silent.join("\n")
    );
}

#[test]
fn every_vouched_meaning_is_used_and_read_exactly() {
    for (sentence, paraphrase) in NEW_MEANINGS {
        let made = BASE
            .iter()
            .any(|b| perturbations(b).iter().any(|(p, _)| p == sentence));
        assert!(made, "{sentence:?} is no perturbation of a base sentence");
        let read = Statement::parse(sentence).unwrap();
        assert!(read.tolerated.is_empty(), "{sentence}");
        if let Some(p) = paraphrase {
            assert!(Statement::parse(p).unwrap().tolerated.is_empty(), "{p}");
        }
    }
}

/// Solves a puzzle written one statement a line (`box: text`).
fn solve_text(text: &str) -> Result<parlor::Solution, String> {
    let puzzle = parlor::file::parse(text).map_err(|e| e.to_string())?;
    parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
        .map_err(|e| e.to_string())
}

/// The statements under the pronoun test: the second on the blue box,
/// after `first`; the other boxes are the same in every puzzle.
fn them_puzzle(first: &str, second: &str) -> String {
    format!(
        "blue: {first}\nblue: {second}\nwhite: The gems are in the white box.\nwhite: The black \
         box is lying.\nblack: The gems are in the blue box.\n"
    )
}

/// A partitive `them` (`exactly two of them`) is read only when it has
/// one possible referent, this box's other statements; when a statement
/// above it names another plural it could stand for, or when the number
/// said of it cannot fit this box's other statements, it is refused, and
/// the message names what it could mean. (Before, `Exactly two of them
/// are true.` after `At least two statements in this room are false.` was
/// read as a claim about the one statement above: always false, silently.)
#[test]
fn a_pronoun_with_several_possible_referents_is_refused() {
    let rivals = [
        (
            "At least two statements in this room are false.",
            "Exactly two of them are true.",
            "\"statements\"",
        ),
        (
            "At least one statement on the white box is false.",
            "Exactly one of them is true.",
            "\"at least one statement\"",
        ),
        (
            "Both statements on the white box are false.",
            "Neither of them is true.",
            "\"statements\"",
        ),
        (
            "The white box or the black one is lying.",
            "Neither of them is true.",
            "\"white box or the black one\"",
        ),
        (
            "Every box but this one is lying.",
            "One of them is true.",
            "\"every box\"",
        ),
        (
            "The other boxes are both empty.",
            "None of them is false.",
            "\"boxes\"",
        ),
    ];
    for (first, second, named) in rivals {
        let error = solve_text(&them_puzzle(first, second)).expect_err(second);
        assert!(
            error.contains("\"them\" could mean this box's other statement(s) (blue 1)")
                && error.contains(named)
                && error.contains("my other statement"),
            "{first} / {second}: {error}"
        );
    }
    // A number that this box's other statements cannot meet or cannot
    // fail: the pronoun points elsewhere, and no constant is read.
    for second in [
        "Exactly two of them are true.",
        "Both of them are false.",
        "At most three of them are true.",
    ] {
        let error = solve_text(&them_puzzle("The gems are here.", second)).expect_err(second);
        assert!(
            error.contains("can only be this box's 1 other statement"),
            "{second}: {error}"
        );
    }
    // `neither of them`, `either of them` speak of two, as `both of them`
    // does: beside one other statement they are refused with the reason,
    // never read as `it is not true` / `it is true`.
    for second in ["Neither of them is true.", "Either of them is false."] {
        let error = solve_text(&them_puzzle("The gems are here.", second)).expect_err(second);
        assert!(error.contains("speaks of two"), "{second}: {error}");
    }
    // One possible referent: read exactly, as this box's other statements
    // (the evaluator's reading agrees).
    for (first, second, same_as) in [
        (
            "I am lying.",
            "One of them is false.",
            "The statement above is false.",
        ),
        (
            "The gems are here.",
            "Exactly one of them is true.",
            "The statement above is true.",
        ),
    ] {
        let read = |s: &str| {
            let puzzle = parlor::file::parse(&them_puzzle(first, s)).unwrap();
            solve_text(&them_puzzle(first, s)).unwrap_or_else(|e| panic!("{s}: {e}"));
            evaluator::truth_table(&puzzle, (Colour::Blue, 2))
        };
        assert_eq!(read(second), read(same_as), "{first} / {second}");
    }
    let three = "blue: The gems are here.\nblue: I am lying.\nblue: Exactly one of them is true.\n\
                 white: The gems are not here.\nblack: The blue box is lying.\n";
    assert!(solve_text(three).is_ok(), "two other statements, no rival");
    let neither = three.replace("Exactly one of them is true.", "Neither of them is true.");
    assert!(solve_text(&neither).is_ok(), "`neither` of two statements");
}

/// A definite description whose set depends on the reading (`the liar`,
/// `the true box`, `the box that tells the truth`, `whichever box is
/// lying`) presupposes exactly one such box. It is read where the puzzle
/// makes that box unique (its two readings, "exactly one … and it …" and
/// "a … ", give the same worlds), with the answer of both paraphrases;
/// elsewhere it is refused with both readings and what to write — never
/// read as `a` nor as `the only`.
#[test]
fn a_definite_description_is_read_only_where_the_puzzle_makes_it_unique() {
    let liars = [
        "The liar has the gems.",
        "THE LIAR HAS THE GEMS.",
        "The gems are with the liar",
        "The box that is lying has the gems",
        "The gems are in the box that's lying",
        "The gems are in the false box",
        "The lying box holds the gems",
        "The box whose statement is false has the gems",
        "The gems are in whichever box is lying",
        "Whoever is lying has the gems",
        "The one that lies has the gems",
    ];
    let truths = [
        "THE GEMS ARE IN THE TRUE BOX.",
        "The gems are in the box whose statements are true",
        "The truthful box has the gems",
        "The honest one has the gems",
        "The truth-teller has the gems",
        "The box that tells the truth has the gems",
    ];
    // Unique here: the black box is the only liar / the only true box in
    // every consistent reading that matters.
    let unique = |answer: Colour, puzzle: &dyn Fn(&str) -> String, sentences: &[&str]| {
        for sentence in sentences {
            let solution = solve_text(&puzzle(sentence)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(solution.verdict, parlor::Verdict::Unique, "{sentence}");
            assert_eq!(solution.prize, Some(answer), "{sentence}");
        }
    };
    let liar_puzzle =
        |s: &str| format!("blue: The gems are here.\nwhite: The black box is true.\nblack: {s}\n");
    let true_puzzle = |s: &str| {
        format!(
            "blue: The gems are here\nwhite: It is not true that the blue box is empty\nblack: \
             {s}\nblack: The blue box is false or the gems are in it\n"
        )
    };
    let paraphrases = ["A liar has the gems.", "The only liar has the gems."];
    unique(Colour::Blue, &liar_puzzle, &liars);
    unique(Colour::Blue, &liar_puzzle, &paraphrases);
    let paraphrases = [
        "The gems are in a true box",
        "The gems are in the only true box",
    ];
    unique(Colour::Black, &true_puzzle, &truths);
    unique(Colour::Black, &true_puzzle, &paraphrases);
    // Not unique: the blue and black boxes vouch for each other, so both
    // may be true (and the white box the one liar) or both false.
    let shared =
        |s: &str| format!("blue: The black box is true\nwhite: {s}\nblack: The blue box is true\n");
    for sentence in liars.iter().chain(&truths) {
        let error = solve_text(&shared(sentence)).expect_err(sentence);
        assert!(
            error.contains("names exactly one such box")
                && error.contains("reading 1")
                && error.contains("reading 2")
                && error.contains("`the only "),
            "{sentence}: {error}"
        );
    }
    // What the message leads to: `a true box` reads (the game's answer,
    // white); `the only true box` reads too, and leaves the gems open.
    let a = solve_text(&shared("The gems are in a true box")).unwrap();
    assert_eq!(
        (a.verdict, a.prize),
        (parlor::Verdict::Unique, Some(Colour::White))
    );
    let only = solve_text(&shared("The gems are in the only true box")).unwrap();
    assert_eq!(only.verdict, parlor::Verdict::Ambiguous);
}

/// A count the words take for granted (`both`, `neither`, `either`, `the
/// two`, `all three`) of a set the layout fixes is checked
/// against the puzzle: where the set has another number of members, the
/// statement is refused with how many there are and what to write, never
/// read as a claim false whatever happens; where it fits, it is read.
#[test]
fn a_count_taken_for_granted_must_fit_the_puzzle() {
    let three = "black: The gems are in the blue box.\nblack: The white box is lying.\nblack: \
                 This box is empty.\n";
    let two = "black: The gems are in the blue box.\nblack: The white box is lying.\n";
    let one = "black: The gems are in the blue box.\n";
    let on_blue = |s: &str, black: &str| format!("blue: {s}\nwhite: The gems are here.\n{black}");
    let refused = [
        (
            on_blue("Both statements on the black box are false.", three),
            "`all three …`",
        ),
        (
            on_blue("BOTH STATEMENTS ON THE BLACK BOX ARE FALSE.", one),
            "singular",
        ),
        (
            on_blue("The two statements on the black box are false.", three),
            "`all three …`",
        ),
        (
            on_blue("All three statements on the black box are false.", two),
            "`both …`",
        ),
        (
            on_blue("Neither statement on the black box is true.", three),
            "`all three …`",
        ),
        (
            on_blue("Either statement on the black box is false.", one),
            "singular",
        ),
        (
            on_blue("Both of my neighbours are lying.", one),
            "`my neighbour`",
        ),
        (
            on_blue("Neither of my neighbours is lying.", one),
            "`my neighbour`",
        ),
    ];
    for (puzzle, write) in &refused {
        let error = solve_text(puzzle).expect_err(puzzle);
        assert!(
            error.contains("takes for granted that it speaks of") && error.contains(write),
            "{puzzle}: {error}"
        );
    }
    // The counts fit: read, and meaning what the plain words say.
    for (said, plain, black) in [
        (
            "Both statements on the black box are false.",
            "Every statement on the black box is false.",
            two,
        ),
        (
            "All three statements on the black box are false.",
            "Every statement on the black box is false.",
            three,
        ),
        (
            "Neither statement on the black box is true.",
            "No statement on the black box is true.",
            two,
        ),
        (
            "Either statement on the black box is false.",
            "At least one statement on the black box is false.",
            two,
        ),
    ] {
        let read = solve_text(&on_blue(said, black)).unwrap_or_else(|e| panic!("{said}: {e}"));
        let meant = solve_text(&on_blue(plain, black)).unwrap();
        assert_eq!(read.possible, meant.possible, "{said}");
        assert_eq!(read.readings.len(), meant.readings.len(), "{said}");
    }
    let middle = "blue: The gems are here.\nwhite: Neither of my neighbours is lying.\nblack: The \
                  gems are in the blue box.\n";
    solve_text(middle).unwrap();
}
