//! A box said to lie and to tell the truth in one breath — `the white box
//! tells the truth and lies`, `X is honest but lying`, `X lies and tells
//! the truth`, `I am lying and telling the truth`, `X is both truthful and
//! a liar` — has two readings, and this module is the home of the second:
//!
//! - as written (the grammar's reading): the box is lying (has statements,
//!   all false) and telling the truth (all true), which no box is: the
//!   statement is false in every reading;
//! - as a writer most likely means it ([`mixed`]): the box mixes truth and
//!   lies, some statement of it true and some false.
//!
//! They agree on a box with one statement or none (no such box mixes truth
//! and lies, so both are false there: `I am lying and telling the truth`
//! alone on its box is a plain self-contradiction, read) and differ on a
//! box with several, where the puzzle is refused with a message that says
//! how to write a mixed box ([`hint`]: `X mixes truth and lies`, `X has
//! a true statement and a false statement`). Only a subject that names one box
//! (`I`, `this box`, `the white box`, `white`) is read so, and only where
//! the clause ends after the second phrase; two phrases of the same kind
//! (`is lying and a liar`) or a negated one (`is not lying and not
//! honest`) are left alone.

use super::always::{adjective, verb};
use super::throughout::{clause_ends, one_box, subject_end, subject_start, Whole};
use super::w;
use crate::text::Token;

/// Joining words between the two phrases, with an optional `also`.
const JOINS: &[&str] = &["and", "but", "yet"];

/// A phrase of a box's truth opening `ws`: a finite verb (`lies`, `tells
/// the truth`), or an adjective, after a copula when `copula` is given
/// (`is lying`, `is both honest`) or with the copula left out after the
/// first phrase (`is honest but lying`): its length and kind.
fn truth_phrase(ws: &[&str], copula: bool) -> Option<(usize, Whole)> {
    if let Some(found) = verb(ws) {
        return Some(found);
    }
    let (be, rest) = match ws.split_first() {
        Some((first, rest)) if matches!(*first, "is" | "am" | "was") => (1, rest),
        _ if !copula => (0, ws),
        _ => return None,
    };
    // `is both honest and lying`; `but is also honest`.
    let both = usize::from(be == 1 && copula && rest.first() == Some(&"both"))
        + usize::from(be == 1 && !copula && rest.first() == Some(&"also"));
    let (len, kind) = adjective(&rest[both..])?;
    Some((be + both + len, kind))
}

/// The two phrases after a subject ending at `at`: where they end, if they
/// say opposite kinds of the box and the clause ends there.
fn opposite(ws: &[&str], at: usize) -> Option<usize> {
    let (first, kind) = truth_phrase(&ws[at..], true)?;
    let mut j = at + first;
    if !JOINS.contains(ws.get(j)?) {
        return None;
    }
    j += 1;
    if ws.get(j) == Some(&"also") {
        j += 1;
    }
    // The subject said again (`I am lying, but I am also honest`), or `it`.
    let subject = &ws[subject_start(ws, at)..at];
    if ws[j..].starts_with(subject) {
        j += subject.len();
    } else if ws.get(j) == Some(&"it") && subject != ["i"] {
        j += 1;
    }
    if ws.get(j) == Some(&"also") {
        j += 1;
    }
    let (second, other) = truth_phrase(&ws[j..], false)?;
    let end = j + second;
    (kind != other && clause_ends(ws, end, ws[end - 1])).then_some(end)
}

/// The first such pair of phrases: the subject's start, the phrases' start
/// and end.
fn find(ws: &[&str]) -> Option<(usize, usize, usize)> {
    (1..ws.len()).find_map(|at| {
        if !subject_end(ws, at) {
            return None;
        }
        let end = opposite(ws, at)?;
        let subject = subject_start(ws, at);
        one_box(&ws[subject..at]).map(|_| (subject, at, end))
    })
}

/// The clause `X is mixing truth and lies` for the subject `subject`.
fn mixing(subject: &[&str]) -> Vec<String> {
    let named = one_box(subject).unwrap_or_default();
    named
        .into_iter()
        .chain(["is", "mixing", "truth", "and", "lies"])
        .map(String::from)
        .collect()
}

/// The sentence with a box said to lie and to tell the truth read as the
/// box mixing truth and lies, or `None` when it has no such phrases: the
/// grammar's second reading (see the module doc).
pub fn mixed(tokens: &[Token]) -> Option<Vec<Token>> {
    let ws: Vec<&str> = Token::words(tokens);
    let (subject, at, end) = find(&ws)?;
    let mut out: Vec<Token> = tokens[..subject].to_vec();
    out.extend(mixing(&ws[subject..at]).iter().map(|s| w(s)));
    out.extend(tokens[end..].iter().cloned());
    Some(out)
}

/// What to write when the two readings differ: the phrase and a mixed box
/// said plainly.
pub fn hint(tokens: &[Token]) -> Option<String> {
    let ws: Vec<&str> = Token::words(tokens);
    let (subject, at, end) = find(&ws)?;
    let said = ws[subject..end].join(" ");
    let said = said
        .strip_prefix("i is ")
        .map_or(said.clone(), |rest| format!("I am {rest}"));
    let named = one_box(&ws[subject..at])?.join(" ");
    Some(format!(
        "`{said}` is false of every box as written (no box is both lying and telling the \
         truth), and may mean a box with statements of both kinds; the two differ on a box \
         with several statements: for the second, write `{named} mixes truth and lies` or \
         `{named} has a true statement and a false statement`"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::tokenize;

    fn second(s: &str) -> Option<String> {
        mixed(&tokenize(s)).map(|t| Token::words(&t).join(" "))
    }

    #[test]
    fn a_box_said_to_lie_and_tell_the_truth_may_mix_them() {
        for (said, meant) in [
            (
                "The white box tells the truth and lies",
                "the white box is mixing truth and lies",
            ),
            (
                "White is honest but lying.",
                "the white box is mixing truth and lies",
            ),
            (
                "The black box lies and tells the truth",
                "the black box is mixing truth and lies",
            ),
            (
                "I am lying and telling the truth",
                "this box is mixing truth and lies",
            ),
            (
                "This box is both truthful and a liar",
                "this box is mixing truth and lies",
            ),
            (
                "The blue box is lying but is also honest",
                "the blue box is mixing truth and lies",
            ),
            (
                "The blue box tells lies yet is truthful",
                "the blue box is mixing truth and lies",
            ),
            (
                "I am lying, but I am also telling the truth",
                "this box is mixing truth and lies",
            ),
            (
                "The white box lies and it tells the truth",
                "the white box is mixing truth and lies",
            ),
            (
                "If the white box lies and tells the truth, the gems are here",
                "if the white box is mixing truth and lies the gems are here",
            ),
        ] {
            assert_eq!(second(said).as_deref(), Some(meant), "{said}");
        }
    }

    #[test]
    fn other_pairs_of_phrases_have_no_second_reading() {
        for said in [
            "The white box is lying and a liar",
            "The white box tells the truth and is honest",
            "The white box is lying and the black box tells the truth",
            "The white box is not lying and not honest",
            "The white box tells the truth and lies about the gems",
            "The other boxes lie and tell the truth",
            "The white box is honest and empty",
            "The white box lies and the black box tells the truth",
            "I am lying and it is telling the truth",
        ] {
            assert_eq!(second(said), None, "{said}");
        }
    }

    #[test]
    fn the_hint_says_how_to_write_a_mixed_box() {
        let hint = hint(&tokenize("I am lying and telling the truth")).unwrap();
        assert!(
            hint.contains("`I am lying and telling the truth`"),
            "{hint}"
        );
        assert!(hint.contains("`this box mixes truth and lies`"), "{hint}");
        assert!(
            hint.contains("`this box has a true statement and a false statement`"),
            "{hint}"
        );
    }
}
