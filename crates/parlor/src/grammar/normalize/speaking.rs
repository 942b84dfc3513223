//! Speaking the truth or lies, said with a non-native or loose object or
//! verb: the one home of these phrasings (a closed list that never changes
//! a word of meaning). A verb of speaking (`say`, `tell`, `speak`, in any
//! form the analyser knows) whose object is a word of truth or of lying,
//! where a clause ends, is the grammar's own `tell the truth` / `tell lies`
//! in the same form:
//!
//! - truth: `the truth`, `truth`, `true` — `Black box say the truth.`,
//!   `Blue box is saying true.`, `The white box is telling true.`, `The
//!   black box speaks truth.`, `doesn't say the truth`;
//! - lies: `lies`, `lie`, `a lie`, `false` — `The blue box is saying a
//!   lie.`, `White box says lie.`, `The black box speaks lies.`, `is
//!   saying false`.
//!
//! Only where the clause ends after the object (the sentence's end, a word
//! that joins or opens another clause, `here`, `too`, `also`), so `says the
//! truth is …`, `says true things`, `tells lies about the gems` are left
//! alone (and refused unless read otherwise). `X tells the truth` and `X
//! tells lies` are already the grammar's, and stay as written.

use super::throughout::clause_ends;
use super::w;
use crate::grammar::morph::{analyse, inflect, Form};
use crate::text::Token;

/// What the object of speaking says of what is said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Said {
    Truth,
    Lies,
}

/// Verbs of speaking, by lemma (their forms come from the analyser).
const SPEAKING: &[&str] = &["say", "tell", "speak"];

/// The objects of speaking read here, longest first within each word.
const OBJECTS: &[(&[&str], Said)] = &[
    (&["the", "truth"], Said::Truth),
    (&["truth"], Said::Truth),
    (&["true"], Said::Truth),
    (&["a", "lie"], Said::Lies),
    (&["lies"], Said::Lies),
    (&["lie"], Said::Lies),
    (&["false"], Said::Lies),
];

/// Words after which the clause of an object of speaking may end besides
/// those of [`clause_ends`].
const AFTER: &[&str] = &["here", "too", "also"];

/// The grammar's words for the verb form `verb` (a form of one of
/// [`SPEAKING`]) with `said`: `tells the truth`, `is telling lies`.
fn standard(verb: &str, said: Said) -> Option<Vec<Token>> {
    let (lemma, form) = *analyse(verb, SPEAKING).first()?;
    // `speaks the truth` is the grammar's; `is speaking the truth` is read
    // as `is telling the truth`.
    let keep = lemma == "speak" && said == Said::Truth && form != Form::Ing;
    let verb = if keep {
        verb.to_string()
    } else {
        inflect("tell", form)
    };
    let object: &[&str] = match said {
        Said::Truth => &["the", "truth"],
        Said::Lies => &["lies"],
    };
    Some(
        std::iter::once(w(&verb))
            .chain(object.iter().map(|o| w(o)))
            .collect(),
    )
}

/// The phrases of the module doc rewritten to the grammar's, left to right.
pub(super) fn speaking(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 1);
    let mut i = 0;
    while i < tokens.len() {
        let found = OBJECTS.iter().find_map(|(object, said)| {
            let j = i + 1 + object.len();
            let ends = j <= ws.len()
                && ws[i + 1..j] == **object
                && (clause_ends(&ws, j, ws[j - 1]) || ws.get(j).is_some_and(|n| AFTER.contains(n)));
            ends.then(|| standard(ws[i], *said).map(|s| (s, j)))
                .flatten()
        });
        match found {
            Some((said, j)) => {
                out.extend(said);
                i = j;
            }
            None => {
                out.push(tokens[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// Adverbs of frequency a non-native writer may put between the verb of
/// speaking and its object (`Blue box tell always the truth`). (`only`
/// there is the idiom `says only lies`, read in `throughout`.)
const BETWEEN: &[&str] = &["always", "never"];

/// `tells always the truth` → `always tells the truth`: an adverb of
/// [`BETWEEN`] between a verb of speaking and an object of [`OBJECTS`]
/// moves before the verb, where the grammar reads it. The object must end
/// the clause, as in [`speaking`].
pub(super) fn adverb_before_object(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    let mut out = tokens.clone();
    for i in 0..ws.len().saturating_sub(2) {
        if !BETWEEN.contains(&ws[i + 1]) || analyse(ws[i], SPEAKING).is_empty() {
            continue;
        }
        let object = OBJECTS.iter().find(|(object, _)| {
            let j = i + 2 + object.len();
            j <= ws.len()
                && ws[i + 2..j] == **object
                && (clause_ends(&ws, j, ws[j - 1]) || ws.get(j).is_some_and(|n| AFTER.contains(n)))
        });
        if object.is_some() {
            out.swap(i, i + 1);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn speaking_truth_or_lies_is_read_as_the_grammar_says_it() {
        for (said, meant) in [
            ("Black box say the truth", "the black box tell the truth"),
            (
                "Blue box is saying true",
                "the blue box is telling the truth",
            ),
            ("The blue box is saying a lie", "the blue box is lying"),
            ("White box says lie", "the white box tells lies"),
            ("The white box says lies", "the white box tells lies"),
            ("The white box tells truth", "the white box tells the truth"),
            (
                "The black box speaks truth",
                "the black box speaks the truth",
            ),
            ("The black box speaks lies", "the black box tells lies"),
            (
                "The white box is telling true",
                "the white box is telling the truth",
            ),
            ("The blue box is saying false", "the blue box is lying"),
            (
                "The blue box doesn't say the truth",
                "the blue box does not tell the truth",
            ),
            (
                "No box is saying the truth except me",
                "no box is telling the truth except me",
            ),
            (
                "If the white box says lie, the gems are here",
                "if the white box tells lies the gems are here",
            ),
        ] {
            assert_eq!(norm(said), meant, "{said}");
        }
    }

    #[test]
    fn other_objects_of_speaking_are_left_alone() {
        for said in [
            "The white box says the truth is here",
            "The white box says true things",
            "The white box tells lies about the gems",
            "The white box says false statements are here",
        ] {
            let tokens = crate::text::tokenize(said);
            assert_eq!(super::speaking(tokens.clone()), tokens, "{said}");
        }
    }
}
