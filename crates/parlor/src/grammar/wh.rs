//! A wh-question answered in the same sentence: `Where are the gems? In
//! the blue box.`, `Who's lying? The white box.`, `Which box is honest? Not
//! this one.`, `How many boxes are telling the truth? Two.`
//!
//! The answer fills the question's gap, and the sentence says the clause
//! that makes (each reading below is read by the grammar as a statement):
//!
//! - `where` + `is`/`are` + subject: the answer is a place (`in X`, `inside
//!   X`, `here`), or a box, which is where the subject is (`The blue box.` =
//!   in the blue box): `SUBJECT is PLACE`;
//! - `who`, `which box`, `which one`, `which of the boxes` (`of us`), `what
//!   box` + a verb phrase: the answer is the subject, `ANSWER VERB-PHRASE`
//!   (`me`, `I` are this box). An answer naming boxes also says, as an
//!   answer does, that no other box does it (`Who's lying? The white box.`:
//!   the white box, and only it) — or only that it does: **two readings**,
//!   kept both, so the puzzle is read only where they agree (where they
//!   differ it is refused with both). `No one`, `nobody`, `none`, `no box`
//!   are `no box VERB-PHRASE`;
//! - `how many` + a counted noun and verb phrase: the answer is the exact
//!   count (`Two.` = exactly two; `None.`, `All of them.`, `At least two.`);
//! - `not` before the answer denies it (`Not this one.`: this box does not
//!   do it, the gems are not there); it is never exhaustive.
//!
//! Anything else after a wh-question (`Who's lying? Maybe white.`) is
//! refused with a message; a question without an answer is not read here.

use super::spoken::words;

/// One reading of an answered question: the clause as a statement, and
/// whether the answer denies it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filled {
    /// The question's clause with its gap filled.
    pub clause: String,
    /// `not` before the answer: the clause is denied.
    pub denied: bool,
}

/// What a wh-question answered in place says: its readings, or why it is
/// not read; `None` when the sentence is no wh-question with an answer.
pub fn answered(sentence: &str) -> Option<Result<Vec<Filled>, String>> {
    let (asked, answer) = sentence.split_once('?')?;
    let asked = words(asked);
    let mut answer = words(answer);
    if answer.is_empty() || answer.iter().any(|w| w.contains('?')) {
        return None;
    }
    let denied = answer[0] == "not";
    if denied {
        answer.remove(0);
    }
    let question: Vec<&str> = asked.iter().map(String::as_str).collect();
    let readings = match question.as_slice() {
        ["where's", subject @ ..] => where_(&["is"], subject, &answer, denied),
        ["where", be @ ("is" | "are"), subject @ ..] => where_(&[be], subject, &answer, denied),
        ["how", "many", rest @ ..] => how_many(rest, &answer, denied),
        ["who's", rest @ ..] => who(&[&["is"], rest].concat(), &answer, denied),
        ["who", rest @ ..] | ["what", "box", rest @ ..] | ["which", "box", rest @ ..] => {
            who(rest, &answer, denied)
        }
        ["which", "one", rest @ ..] | ["which", "of", "us", rest @ ..] => {
            who(rest, &answer, denied)
        }
        ["which", "of", "the", "three", "boxes", rest @ ..] => who(rest, &answer, denied),
        ["which", "of", "the", "boxes" | "three", rest @ ..] => who(rest, &answer, denied),
        [first, ..] if WH.contains(first) => Err(format!(
            "a question with `{first}` is read only as `where is/are …?`, `who …?`, `which \
             box …?` or `how many …?` answered by what fills its gap"
        )),
        _ => return None,
    };
    Some(readings.map_err(|why| {
        format!(
            "{why}: write the claim itself (`Where are the gems? In the blue box.` is `the gems \
             are in the blue box`)"
        )
    }))
}

/// Words that open a wh-question.
const WH: &[&str] = &[
    "where", "where's", "who", "who's", "which", "what", "what's", "how", "why", "when",
];

/// Prepositions of place that may open the answer to `where`.
const PLACES: &[&str] = &["in", "inside", "within", "at"];

fn where_(
    be: &[&str],
    subject: &[&str],
    answer: &[String],
    denied: bool,
) -> Result<Vec<Filled>, String> {
    if subject.is_empty() {
        return Err("`where` asks where something is, and names nothing here".into());
    }
    let place = match answer.first().map(String::as_str) {
        Some(p) if PLACES.contains(&p) => answer.join(" "),
        Some("here" | "there") if answer.len() == 1 => answer.join(" "),
        Some(_) if box_answer(answer) => format!("in {}", answer.join(" ")),
        _ => return Err(format!("`{}` is no place or box", answer.join(" "))),
    };
    Ok(vec![Filled {
        clause: format!("{} {} {place}", subject.join(" "), be.join(" ")),
        denied,
    }])
}

fn who(rest: &[&str], answer: &[String], denied: bool) -> Result<Vec<Filled>, String> {
    if rest.is_empty() {
        return Err("the question has no verb phrase".into());
    }
    let vp = rest.join(" ");
    let said = answer.join(" ");
    let fill = |subject: &str| Filled {
        clause: format!("{subject} {vp}"),
        denied,
    };
    let subject = match said.as_str() {
        "me" | "i" | "i am" | "i do" | "me of course" => "this box".to_string(),
        "no one" | "nobody" | "none" | "no box" | "none of us" | "none of them" if !denied => {
            return Ok(vec![fill("no box")])
        }
        _ if box_answer(answer) => said,
        _ => return Err(format!("`{said}` names no box")),
    };
    if denied {
        return Ok(vec![fill(&subject)]);
    }
    Ok(vec![fill(&subject), fill(&format!("only {subject}"))])
}

fn how_many(rest: &[&str], answer: &[String], denied: bool) -> Result<Vec<Filled>, String> {
    if rest.is_empty() || denied {
        return Err("`how many` is answered by a count".into());
    }
    let counted = rest.join(" ");
    let said: Vec<&str> = answer.iter().map(String::as_str).collect();
    let count = match said.as_slice() {
        ["none"] | ["zero"] | ["not", "one"] if rest[0] == "of" => "none".to_string(),
        ["none"] | ["zero"] => "no".to_string(),
        ["all"] | ["all", "of", "them"] | ["all", "three"] | ["every", "one"] => {
            if rest[0] == "of" {
                "all".to_string()
            } else {
                "all the".to_string()
            }
        }
        [n] | ["just" | "only" | "exactly", n] if number(n) => format!("exactly {n}"),
        [a @ ("more" | "fewer" | "less"), "than", n] if number(n) => format!("{a} than {n}"),
        ["at", a @ ("least" | "most"), n] if number(n) => format!("at {a} {n}"),
        _ => return Err(format!("`{}` is no count", answer.join(" "))),
    };
    Ok(vec![Filled {
        clause: format!("{count} {counted}"),
        denied: false,
    }])
}

/// A count as a word or digits.
fn number(w: &str) -> bool {
    w.chars().all(|c| c.is_ascii_digit())
        || matches!(
            w,
            "one" | "two" | "three" | "four" | "five" | "six" | "seven" | "eight" | "nine"
        )
}

/// Whether an answer names boxes: a noun phrase whose words are a box's
/// name, `this/that one`, a place, or boxes joined by `and`/`or` (the
/// grammar reads the clause it fills; this only keeps a non-answer out).
fn box_answer(answer: &[String]) -> bool {
    let naming = |w: &str| {
        matches!(
            w,
            "blue"
                | "white"
                | "black"
                | "box"
                | "one"
                | "this"
                | "that"
                | "left"
                | "right"
                | "middle"
                | "leftmost"
                | "rightmost"
        )
    };
    answer.iter().any(|w| naming(w))
        && answer
            .iter()
            .all(|w| naming(w) | matches!(w.as_str(), "the" | "and" | "or" | "on" | "in" | "box's"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clauses(s: &str) -> Vec<(String, bool)> {
        answered(s)
            .expect("a wh-question")
            .expect("read")
            .into_iter()
            .map(|f| (f.clause, f.denied))
            .collect()
    }

    #[test]
    fn the_answer_fills_the_gap() {
        assert_eq!(
            clauses("Where are the gems? In the blue box."),
            vec![("the gems are in the blue box".to_string(), false)]
        );
        assert_eq!(
            clauses("Where's the prize? Not in this one."),
            vec![("the prize is in this one".to_string(), true)]
        );
        assert_eq!(
            clauses("Where are the jewels? The black box."),
            vec![("the jewels are in the black box".to_string(), false)]
        );
        assert_eq!(
            clauses("Who's lying? The white box."),
            vec![
                ("the white box is lying".to_string(), false),
                ("only the white box is lying".to_string(), false)
            ]
        );
        assert_eq!(
            clauses("Which box is honest? Not this one."),
            vec![("this one is honest".to_string(), true)]
        );
        assert_eq!(
            clauses("Who has the gems? Me."),
            vec![
                ("this box has the gems".to_string(), false),
                ("only this box has the gems".to_string(), false)
            ]
        );
        assert_eq!(
            clauses("Who tells the truth? Nobody."),
            vec![("no box tells the truth".to_string(), false)]
        );
        assert_eq!(
            clauses("How many boxes are telling the truth? Two."),
            vec![("exactly two boxes are telling the truth".to_string(), false)]
        );
        assert_eq!(
            clauses("How many of us are lying? None."),
            vec![("none of us are lying".to_string(), false)]
        );
    }

    #[test]
    fn other_questions_and_answers_are_not_read() {
        assert_eq!(answered("Is it in the blue box? No."), None);
        assert_eq!(answered("Where are the gems?"), None);
        assert_eq!(answered("The gems are here."), None);
        for s in [
            "Who's lying? Maybe white.",
            "Where are the gems? Somewhere else.",
            "How many boxes lie? Some.",
            "Why is the white box lying? Because.",
            "How many boxes lie? Not two.",
        ] {
            assert!(matches!(answered(s), Some(Err(_))), "{s}");
        }
    }
}
