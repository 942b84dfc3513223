//! Words of conversation that carry no truth value, found on the sentence as
//! written (its commas and question mark matter), before it is tokenized:
//!
//! - **fillers and discourse words** (`though`, `anyway`, `Actually,`, `Oh,
//!   and`, `ok so`, `by the way`, `honestly`, `to be fair`, `I promise`),
//!   and text-speak of the same kind (`lol`, `tbh`, `ngl`, `btw`), and
//!   hedges of belief (`I think`, `pretty sure`, `probably`, `I bet`), each
//!   dropped only where it stands apart from the claim: at the sentence's
//!   start or end ([`EDGE`], [`START`], [`END`]) or as a whole stretch
//!   between commas ([`ASIDES`]: `The blue box, on the other hand, is
//!   true.`). Inside a clause, where it could change the claim, a word is
//!   left to the grammar (and refused when not understood);
//! - **an arrow of chat shorthand** after the gems (`gems -> white`) is
//!   the telegraphic label `gems: white`;
//! - **a correction opening the sentence** ([`CORRECTIONS`]: `jk`, `just
//!   kidding`, `no wait`, `scratch that`) takes back the statement above
//!   on the box: the sentence says that statement is false, and what
//!   follows. `jk` anywhere else takes back a claim of the same sentence,
//!   which is refused with a message;
//! - **a question answered in the sentence** (`Is it in the blue box?
//!   Nope.`, `Are the gems here? Yes.`): the claim asked about, or its
//!   negation. A negative question (`Isn't it here? No.`) is refused: its
//!   `no` may agree or disagree. A wh-question answered (`Where are the
//!   gems? In the blue box.`) is read by [`super::wh`];
//! - **an answer word with no question** opening the sentence (`Nope, not
//!   in this one.`, `Yep, in the black one.`): it answers a question the
//!   reader did not ask aloud, and the sentence says the claim after it,
//!   whose sign must agree with the answer (`nope` before a denial, `yep`
//!   before an affirmation; else refused). After another statement on the
//!   box the answer word may instead take that statement back (`No, …` as a
//!   correction), so it is read only as a box's first statement
//!   ([`unasked_answer`], called where the statement's place is known).
//!
//! Every list here is closed and documented in `docs/parlor.md` (*Free
//! English: conversation*).

use crate::text::{tokenize, Token};

/// What the sentence says once its conversational words are set apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spoken {
    /// The sentence with fillers dropped.
    Plain(String),
    /// A correction opens the sentence: the statement above is false, and
    /// the rest (if any) holds.
    Correction(Option<String>),
    /// A question answered: the clause asked about (declarative candidates
    /// are tried by [`declaratives`]), whether the answer is yes, and what
    /// the answer adds (`No, it's in the white box`).
    Answered {
        /// The question's words, without its question mark.
        question: String,
        /// `yes` (the clause holds) or `no` (it does not).
        yes: bool,
        /// A clause said after the answer word.
        rest: Option<String>,
    },
    /// A wh-question answered: its readings ([`super::wh`]).
    Wh(Vec<super::wh::Filled>),
    /// An answer word opening the sentence with no question: the claim
    /// after it (read only as a box's first statement, see the module doc).
    Unasked(String),
    /// Not read, with what to write instead.
    Refused(String),
}

/// Dropped at the sentence's start or end (with or without a comma), or as
/// a whole stretch between commas.
pub const EDGE: &[&str] = &[
    "anyway",
    "anyways",
    "actually",
    "honestly",
    "by the way",
    "btw",
    "to be fair",
    "to be honest",
    "tbh",
    "ngl",
    "lol",
    "lmao",
    "haha",
    "i promise",
    "i swear",
    "seriously",
    "for real",
    "obviously",
    "clearly",
    "for sure",
    "that's for sure",
    "that is for sure",
    "for certain",
    "no doubt",
    "no doubt about it",
    "def",
    "deffo",
    "srsly",
    "smh",
    "bruh",
    "sorry",
    "in any case",
    "at any rate",
    "for the record",
    "fyi",
    "just so you know",
    "to be clear",
    "just to be clear",
    "basically",
    "fwiw",
    "imo",
    "imho",
    "tldr",
    "tl;dr",
    "fr",
    "frfr",
    "no cap",
    // Hedges of belief: the speaker asserts the claim and says how sure it
    // is. In the game a statement is true or false by what it claims, so
    // they add nothing (unlike `maybe`, `perhaps`, `possibly`, which do
    // not assert the claim, and stay refused).
    "i think",
    "i believe",
    "i bet",
    "i'd say",
    "i would say",
    "i guess",
    "i reckon",
    "i suppose",
    "pretty sure",
    "i'm pretty sure",
    "i am pretty sure",
    "i'm sure",
    "i am sure",
    "quite sure",
    "i'm quite sure",
    "probably",
    "most likely",
    "most probably",
];

/// Fillers that after a verb of speaking are its manner, and say what it
/// says (`The black box speaks honestly.` = it tells the truth): not
/// dropped there ([`SPEAKING`]).
const MANNER: &[&str] = &["honestly"];

/// Verbs of speaking whose manner a following [`MANNER`] word is.
const SPEAKING: &[&str] = &[
    "speak",
    "speaks",
    "speaking",
    "spoke",
    "talk",
    "talks",
    "talking",
    "answer",
    "answers",
    "answering",
    "say",
    "says",
    "saying",
];

/// Answer words that may open a sentence with no question (see the module
/// doc): whether each says yes.
const UNASKED: &[(&str, bool)] = &[
    ("yes", true),
    ("yep", true),
    ("yup", true),
    ("yeah", true),
    ("nope", false),
    ("nah", false),
    ("no", false),
];

/// Words that make a clause a denial, for [`UNASKED`].
const DENIALS: &[&str] = &[
    "not", "no", "never", "nothing", "none", "neither", "nor", "nowhere",
];

/// Dropped at the sentence's start only (with or without a comma).
pub const START: &[&str] = &[
    "oh",
    "oh and",
    "ok",
    "okay",
    "ok so",
    "okay so",
    "so yeah",
    "so basically",
    "idk but",
    "omg",
];

/// Dropped at the sentence's end only: `though` first is a subordinator
/// (`Though the blue box lies, …`), and is left to the grammar; `idk`
/// ("I don't know") first may say the clause is not known (`idk if the
/// blue box lies`), so it is dropped first only before `but` ([`START`])
/// or alone before a comma ([`ASIDES`]).
pub const END: &[&str] = &["though", "tho", "idk"];

/// Dropped only as a whole stretch between commas (or between the
/// sentence's edge and a comma): an aside (`The white box, I'm afraid, is
/// lying.`), or a word that elsewhere may belong to the claim (`well` in
/// `as well`, `look` opening an imperative).
pub const ASIDES: &[&str] = &[
    "on the other hand",
    "i'm afraid",
    "i am afraid",
    "i fear",
    "of course",
    "in fact",
    "however",
    "mind you",
    "sadly",
    "unfortunately",
    "luckily",
    "fortunately",
    "frankly",
    "believe it or not",
    "as it happens",
    "as it turns out",
    "for what it's worth",
    "if you ask me",
    "let me tell you",
    "needless to say",
    "truth be told",
    "for its part",
    "by contrast",
    "in contrast",
    "you know",
    "you see",
    "well",
    "look",
    "listen",
    "hmm",
    "um",
    "uh",
    "trust me",
    "either way",
    "idk",
];

/// Openings that take back the statement above.
pub const CORRECTIONS: &[&str] = &[
    "jk",
    "just kidding",
    "just joking",
    "no wait",
    "wait no",
    "scratch that",
    "correction",
];

/// Answers meaning yes.
const YES: &[&str] = &[
    "yes",
    "yep",
    "yup",
    "yeah",
    "yea",
    "correct",
    "right",
    "indeed",
    "sure",
    "absolutely",
    "of course",
    "definitely",
];

/// Answers meaning no (`think again` after a question that opens with
/// `think`: `Think the gems are here? Think again.`).
const NO: &[&str] = &[
    "think again",
    "guess again",
    "no",
    "nope",
    "nah",
    "not at all",
    "no way",
    "definitely not",
    "of course not",
    "certainly not",
];

/// Openings of a question that ask whether the hearer thinks its clause
/// (`Think the gems are in here?`, `Do you think …?`): the clause is what
/// is asked.
const THINK: &[&[&str]] = &[
    &["think"],
    &["you", "think"],
    &["do", "you", "think"],
    &["thought"],
    &["you", "thought"],
];

/// Words that may come before an answer word (`Also no.`, `Still no.`).
const ANSWER_OPENINGS: &[&str] = &["also", "still", "and", "again"];

/// The words of a stretch of text as the lists above spell them: lower
/// case, curly apostrophes straightened, punctuation around them dropped.
/// (Also how `super::wh` and `super::exception` see the words.)
pub(super) fn words(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| {
            w.replace('\u{2019}', "'")
                .trim_matches(|c: char| !(c.is_alphanumeric() || c == '\''))
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

fn listed(list: &[&str], ws: &[String]) -> bool {
    !ws.is_empty() && list.contains(&ws.join(" ").as_str())
}

/// The longest phrase of `lists` the words start (or end, `from_end`) with,
/// leaving at least one word: its length in words.
fn edge_phrase(lists: &[&[&str]], ws: &[String], from_end: bool) -> usize {
    (1..ws.len())
        .rev()
        .find(|&n| {
            let part = if from_end {
                &ws[ws.len() - n..]
            } else {
                &ws[..n]
            };
            lists.iter().any(|l| listed(l, part))
        })
        .unwrap_or(0)
}

/// What the sentence says once its conversational words are set apart, or
/// `None` when it has none (see the module doc).
pub fn spoken(sentence: &str) -> Option<Spoken> {
    if tokenize(sentence)
        .iter()
        .any(|t| matches!(t, Token::Quoted(_)))
    {
        return None;
    }
    let plain = drop_fillers(sentence)
        .or_else(|| arrow(sentence))
        .map(|p| arrow(&p).unwrap_or(p));
    let text = plain.as_deref().unwrap_or(sentence);
    if let Some(wh) = super::wh::answered(text) {
        return Some(match wh {
            Ok(readings) => Spoken::Wh(readings),
            Err(why) => Spoken::Refused(why),
        });
    }
    if let Some(answered) = question(sentence) {
        return Some(answered);
    }
    if let Some(spoken) = correction(text) {
        return Some(spoken);
    }
    if let Some(answer) = unasked(text) {
        return Some(answer);
    }
    plain.map(Spoken::Plain)
}

/// The sentence with its fillers, asides and hedges dropped (as
/// [`spoken`] drops them), or `None` when it has none or has a quotation.
/// What a pronoun stands for is found on these words, so that `Honestly,
/// it's the black one` is read as `It's the black one` is.
pub fn without_fillers(sentence: &str) -> Option<String> {
    if tokenize(sentence)
        .iter()
        .any(|t| matches!(t, Token::Quoted(_)))
    {
        return None;
    }
    drop_fillers(sentence)
}

/// An answer word opening the sentence with no question (module doc): the
/// claim after it, or why it is not read.
fn unasked(text: &str) -> Option<Spoken> {
    let (first, rest) = text.split_once(',')?;
    let [answer] = &words(first)[..] else {
        return None;
    };
    let &(_, yes) = UNASKED.iter().find(|(w, _)| w == answer)?;
    let rest = rest.trim();
    let said = words(rest);
    if said.is_empty() || text.contains('?') {
        return None;
    }
    let denial = said
        .iter()
        .any(|w| DENIALS.contains(&w.as_str()) || w.ends_with("n't"));
    if denial == yes {
        return Some(Spoken::Refused(format!(
            "`{answer}` answers a question no one asked, and the claim after it {}: write the \
             claim alone",
            if yes { "denies" } else { "does not deny" }
        )));
    }
    // A bare place (`Yep, in the black one.`) says where the gems are.
    let place = matches!(
        said.first().map(String::as_str),
        Some("in" | "inside" | "within")
    );
    Some(Spoken::Unasked(if place {
        format!("the gems are {rest}")
    } else {
        rest.to_string()
    }))
}

/// The claim after an answer word that opens `sentence` with no question
/// (`Nope, not in this one.` → `not in this one.`), for a box's first
/// statement (see the module doc).
pub fn unasked_answer(sentence: &str) -> Option<String> {
    let plain = drop_fillers(sentence);
    match unasked(plain.as_deref().unwrap_or(sentence))? {
        Spoken::Unasked(rest) => Some(rest),
        _ => None,
    }
}

/// The sentence with its fillers dropped, if it has any.
fn drop_fillers(sentence: &str) -> Option<String> {
    let body = sentence.trim().trim_end_matches(['.', '!']);
    let segments: Vec<&str> = body.split(',').collect();
    let last = segments.len() - 1;
    let mut kept: Vec<String> = Vec::new();
    let mut changed = false;
    for (i, segment) in segments.iter().enumerate() {
        let ws = words(segment);
        let mut lists: Vec<&[&str]> = vec![EDGE, ASIDES, END];
        if i == 0 {
            lists.push(START);
        }
        if lists.iter().any(|l| listed(l, &ws)) {
            changed = true;
            continue;
        }
        let mut raw: Vec<&str> = segment.split_whitespace().collect();
        if i == 0 {
            let n = edge_phrase(&[EDGE, START], &ws, false);
            if n > 0 && raw.len() == ws.len() {
                raw.drain(..n);
                changed = true;
            }
        }
        if i == last {
            let ws = words(&raw.join(" "));
            let n = edge_phrase(&[EDGE, END], &ws, true);
            let manner = n == 1
                && MANNER.contains(&ws[ws.len() - 1].as_str())
                && ws.len() >= 2
                && SPEAKING.contains(&ws[ws.len() - 2].as_str());
            if n > 0 && raw.len() == ws.len() && !manner {
                raw.truncate(raw.len() - n);
                changed = true;
            }
        }
        kept.push(raw.join(" "));
    }
    let text = kept
        .iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    (changed && !words(&text).is_empty()).then_some(text)
}

/// Arrows of chat shorthand.
const ARROWS: &[&str] = &["->", "-->", "=>", "\u{2192}"];

/// `gems -> white` → `gems: white` (the telegraphic label, read by the
/// grammar): an arrow after the gems alone points to where they are. After
/// anything else an arrow may be an implication, and is left alone (and
/// refused).
fn arrow(sentence: &str) -> Option<String> {
    let (left, right) = ARROWS.iter().find_map(|a| sentence.split_once(a))?;
    let named = words(left);
    let gems = matches!(
        named
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["gems" | "prize" | "treasure" | "jewels"]
            | ["the", "gems" | "prize" | "treasure" | "jewels"]
    );
    (gems && !words(right).is_empty()).then(|| format!("{}: {}", left.trim(), right.trim()))
}

/// A correction opening the sentence, or a `jk` elsewhere (refused).
fn correction(text: &str) -> Option<Spoken> {
    let ws = words(text);
    let n = (1..=ws.len().min(2))
        .rev()
        .find(|&n| listed(CORRECTIONS, &ws[..n]));
    if let Some(n) = n {
        let raw: Vec<&str> = text.split_whitespace().collect();
        let rest = raw[n.min(raw.len())..].join(" ");
        let rest = rest.trim_start_matches([',', ' ']).to_string();
        return Some(Spoken::Correction((!rest.is_empty()).then_some(rest)));
    }
    let takes_back = ws.iter().any(|w| w == "jk")
        || ws
            .windows(2)
            .any(|p| p == ["just", "kidding"] || p == ["just", "joking"]);
    takes_back.then(|| {
        Spoken::Refused(
            "`jk` (just kidding) after a claim takes that claim back, so the sentence does not \
             say it: write only what is meant (`the gems are not in the black box`), or start \
             the next statement with `jk` to take back the statement above"
                .to_string(),
        )
    })
}

/// A question answered in the same sentence (`Is it in the blue box?
/// Nope.`).
fn question(sentence: &str) -> Option<Spoken> {
    let (asked, answer) = sentence.split_once('?')?;
    let mut ws = words(answer);
    if ws.is_empty() {
        return None;
    }
    while ws.len() > 1 && ANSWER_OPENINGS.contains(&ws[0].as_str()) {
        ws.remove(0);
    }
    let asked_words = words(asked);
    let negative = asked_words
        .first()
        .is_some_and(|w| w.ends_with("n't") || asked_words.get(2).is_some_and(|w| w == "not"));
    // The answer word and how many words it has.
    let (yes, n) = (1..=ws.len().min(3)).rev().find_map(|n| {
        let part = &ws[..n];
        if listed(YES, part) {
            Some((true, n))
        } else if listed(NO, part) {
            Some((false, n))
        } else {
            None
        }
    })?;
    if negative {
        return Some(Spoken::Refused(
            "a negative question (`isn't it …?`) answered `yes` or `no` may mean either: \
             write the claim itself (`the gems are not in the blue box`)"
                .to_string(),
        ));
    }
    let asked_raw: Vec<&str> = asked.split_whitespace().collect();
    let opens = |t: &&&[&str]| {
        asked_words.len() > t.len() && asked_words.iter().zip(t.iter()).all(|(a, b)| a == b)
    };
    let asked = match THINK.iter().find(opens) {
        Some(t) if asked_raw.len() == asked_words.len() => asked_raw[t.len()..].join(" "),
        _ if ws[..n] == ["think", "again"] || ws[..n] == ["guess", "again"] => return None,
        _ => asked.to_string(),
    };
    let raw: Vec<&str> = answer.split_whitespace().collect();
    let skipped = words(answer).len() - ws.len();
    let rest = raw[(skipped + n).min(raw.len())..].join(" ");
    let mut rest = rest.trim_start_matches([',', ' ', '.', '!']).trim();
    // An answer repeated short (`Yes, they are.`, `No, it isn't.`) adds
    // nothing when its sign agrees, and contradicts itself otherwise.
    let echo = words(rest);
    if let [pronoun, aux, tail @ ..] = echo.as_slice() {
        let short = matches!(pronoun.as_str(), "it" | "they")
            && matches!(
                aux.as_str(),
                "is" | "are" | "isn't" | "aren't" | "does" | "doesn't"
            );
        let not = aux.ends_with("n't") || tail == ["not"];
        if short && (tail.is_empty() || tail == ["not"]) {
            if not == yes {
                return Some(Spoken::Refused(
                    "the answer says yes and no at once: write the claim itself".to_string(),
                ));
            }
            rest = "";
        }
    }
    Some(Spoken::Answered {
        question: asked.trim().to_string(),
        yes,
        rest: (!words(rest).is_empty()).then(|| rest.to_string()),
    })
}

/// Auxiliaries that open a yes–no question.
const QUESTION_AUX: &[&str] = &["is", "are", "does", "do", "has", "have", "can"];

/// The question as statements, one for each place its subject may end
/// (`is it in the blue box` → `it is in the blue box`, …); a question
/// without an auxiliary first is its own fragment, and one that is only a
/// place (`In the black box?`) asks where the gems are, the one thing that
/// is in a box (statements are on boxes, boxes in the room).
pub fn declaratives(question: &str) -> Vec<String> {
    let raw: Vec<&str> = question.split_whitespace().collect();
    let ws = words(question);
    if ws.len() != raw.len() {
        return vec![];
    }
    if ws.first().is_some_and(|w| w == "in") {
        return vec![format!("the gems are {question}")];
    }
    if !ws
        .first()
        .is_some_and(|w| QUESTION_AUX.contains(&w.as_str()))
    {
        return vec![question.to_string()];
    }
    (2..raw.len())
        .map(|k| format!("{} {} {}", raw[1..k].join(" "), ws[0], raw[k..].join(" ")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(s: &str) -> Option<String> {
        match spoken(s) {
            Some(Spoken::Plain(p)) => Some(p),
            other => panic!("{s:?}: {other:?}"),
        }
    }

    #[test]
    fn fillers_are_dropped_where_they_stand_apart() {
        assert_eq!(
            plain("The prize is in the white box, though."),
            Some("The prize is in the white box".into())
        );
        assert_eq!(
            plain("The gems are in it anyway."),
            Some("The gems are in it".into())
        );
        assert_eq!(
            plain("Oh, and the gems are in the white box."),
            Some("and the gems are in the white box".into())
        );
        assert_eq!(
            plain("ok so every single thing the white box says is false"),
            Some("every single thing the white box says is false".into())
        );
        assert_eq!(
            plain("The blue box, on the other hand, is true."),
            Some("The blue box, is true".into())
        );
        assert_eq!(
            plain("We're in the parlor, by the way."),
            Some("We're in the parlor".into())
        );
        assert_eq!(
            plain("the gems r in the black box lol"),
            Some("the gems r in the black box".into())
        );
    }

    #[test]
    fn fillers_inside_a_claim_are_left_alone() {
        // Not at an edge nor between commas.
        assert_eq!(spoken("The blue box is actually lying."), None);
        // `though` first is a subordinator; `well` ends `as well`.
        assert_eq!(spoken("Though the blue box lies, the gems are here."), None);
        assert_eq!(spoken("The white box is empty as well."), None);
        // `look` opens an imperative unless a comma sets it apart.
        assert_eq!(spoken("Look in the white box."), None);
        // Nothing left but the filler.
        assert_eq!(spoken("Honestly."), None);
        // A quotation is never cut.
        assert_eq!(spoken("\"Anyway, the gems are here\" is true."), None);
    }

    #[test]
    fn a_correction_takes_back_the_statement_above() {
        assert_eq!(
            spoken("jk they're in here"),
            Some(Spoken::Correction(Some("they're in here".into())))
        );
        assert_eq!(
            spoken("No wait, the white box is lying."),
            Some(Spoken::Correction(Some("the white box is lying.".into())))
        );
        assert!(matches!(
            spoken("The gems are here jk"),
            Some(Spoken::Refused(_))
        ));
        assert!(matches!(
            spoken("The gems are here, just kidding, they're in the white box."),
            Some(Spoken::Refused(_))
        ));
    }

    #[test]
    fn a_question_is_answered() {
        assert_eq!(
            spoken("Is it in the blue box? Nope."),
            Some(Spoken::Answered {
                question: "Is it in the blue box".into(),
                yes: false,
                rest: None
            })
        );
        assert_eq!(
            spoken("In the black box? Also no, it's in the white box."),
            Some(Spoken::Answered {
                question: "In the black box".into(),
                yes: false,
                rest: Some("it's in the white box.".into())
            })
        );
        assert_eq!(
            spoken("Think the gems are in here? Think again."),
            Some(Spoken::Answered {
                question: "the gems are in here".into(),
                yes: false,
                rest: None
            })
        );
        // `think again` answers only a question about what one thinks.
        assert_eq!(spoken("Are the gems here? Think again."), None);
        assert!(matches!(
            spoken("Isn't it in the blue box? No."),
            Some(Spoken::Refused(_))
        ));
        // No answer, or one not understood.
        assert_eq!(spoken("Is it in the blue box?"), None);
        assert_eq!(spoken("Is it in the blue box? Maybe."), None);
        assert_eq!(
            declaratives("Is it in the blue box"),
            vec![
                "it is in the blue box",
                "it in is the blue box",
                "it in the is blue box",
                "it in the blue is box"
            ]
        );
    }
}
