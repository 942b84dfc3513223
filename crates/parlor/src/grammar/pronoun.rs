//! A pronoun (`it`, `they`, `them`) whose referent is named in another
//! statement of the same box, read only when exactly one referent is
//! possible:
//!
//! - **the gems**, for `they`/`them` when another statement of the box
//!   names the gems, and for `it` when one names them by a singular noun
//!   (`the prize`, `the treasure`);
//! - **a box** named by its colour, as `this box` or by a description
//!   (`the box next to me`, `the middle box`) in another statement, for
//!   `it`;
//! - **the box with the gems** for `it` in `It's the blue one.` (the whole
//!   statement): the answer to the puzzle's question, read alone when no
//!   other statement on the box names anything, and refused beside a box
//!   named there (`The white box is lying. It's the black one.` could say
//!   the white box is the black one);
//! - **the gems by what is said of them**: a pronoun that is the subject of
//!   being in a box or here (`They're in the black box.`, `Is it in the
//!   blue box?`, `it's not in here`) can only be the gems, the one thing
//!   that is in a box (statements are on boxes, boxes stand in the room);
//!   a place that is no box (`in the middle`, `in the room`) is not read
//!   so; and `them` as the object of holding or finding (`the blue box
//!   has them`, `neither of the other boxes has them`, `you won't find them
//!   in the black box`), when no other statement of the box names boxes
//!   or statements it could stand for.
//!
//! Each referent is put in the pronoun's place and the sentence read; when
//! two referents both read with different meanings, the statement is
//! refused with the referents named. Read only when the statement does
//! not read on its own (a pronoun with its referent in the same sentence
//! is the grammar's).

use super::facts::Facts;
use super::{normalize, read_with, Reading};
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};

/// Plural words of other statements that `they` could stand for besides
/// the gems: then `they` is refused unless what is said of it fits the
/// gems alone.
const OTHER_PLURALS: &[&str] = &[
    "boxes",
    "statements",
    "sentences",
    "claims",
    "we",
    "us",
    "ones",
    "and",
    "or",
    "nor",
    "both",
    "all",
];

/// Places after `in` that are no box.
const NOT_A_BOX: &[&str] = &[
    "middle", "centre", "center", "room", "parlor", "corner", "row",
];

fn words(text: &str) -> Vec<String> {
    tokenize(text)
        .iter()
        .map(|t| Token::word(t).unwrap_or("\"").to_string())
        .collect()
}

/// Whether a pronoun of `kind` is the subject of being in a box or here
/// (`they are in …`, `is it in …`, `it is not here`).
fn located(ws: &[String], kind: &[&str]) -> bool {
    let is_pronoun = |i: usize| ws.get(i).is_some_and(|w| kind.contains(&w.as_str()));
    let be = |i: usize| ws.get(i).is_some_and(|w| w == "is" || w == "are");
    let place = |mut i: usize| {
        // An adverb of emphasis before the place or its `not` (`it's def
        // not in blue`); after `not` it is left to the grammar.
        if ws.get(i).is_some_and(|w| normalize::emphasis_word(w)) {
            i += 1;
        }
        if ws.get(i).is_some_and(|w| w == "not") {
            i += 1;
        }
        match ws.get(i).map(String::as_str) {
            Some("here" | "inside") => true,
            Some("in") => {
                let next = ws.get(i + 1).map(String::as_str);
                let after = ws.get(i + 2).map(String::as_str);
                !next.is_some_and(|n| NOT_A_BOX.contains(&n))
                    && !after.is_some_and(|n| NOT_A_BOX.contains(&n))
            }
            _ => false,
        }
    };
    (0..ws.len()).any(|i| {
        is_pronoun(i) && ((be(i + 1) && place(i + 2)) || (i > 0 && be(i - 1) && place(i + 1)))
    })
}

/// Verbs whose object, when it is `them`, can only be the gems: a box
/// holds the gems, and the hearer finds them (`the blue box has them`, `you
/// won't find them in the black box`). Statements and words are `on` a box
/// and boxes are in the room, so these fit them only where another
/// statement of the box names them (then the plural is read as before).
const HOLDING: &[&str] = &[
    "has",
    "have",
    "had",
    "having",
    "hold",
    "holds",
    "holding",
    "held",
    "contain",
    "contains",
    "containing",
    "keep",
    "keeps",
    "keeping",
    "hide",
    "hides",
    "hiding",
    "got",
    "find",
    "found",
];

/// Whether `them` is the object of a verb of [`HOLDING`] (`has them`,
/// `doesn't have them`, `find them`).
fn held(ws: &[String]) -> bool {
    (1..ws.len()).any(|i| ws[i] == "them" && HOLDING.contains(&ws[i - 1].as_str()))
}

/// The text with every pronoun of `kind` replaced by `referent`.
fn replaced(text: &str, plural: bool, referent: &str) -> String {
    text.split_whitespace()
        .map(|raw| {
            let lower = raw.to_lowercase().replace('\u{2019}', "'");
            let core: String = lower
                .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_string();
            let tail: String = raw
                .chars()
                .rev()
                .take_while(|c| !c.is_alphanumeric())
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            let with = match (core.as_str(), plural) {
                ("it", false) | ("they" | "them", true) => referent.to_string(),
                ("it's", false) => format!("{referent} is"),
                ("they're", true) => format!("{referent} are"),
                _ => return raw.to_string(),
            };
            format!("{with}{tail}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads `text`, which has a pronoun, with its referent from `others` (the
/// other statements of the box); `Ok(None)` when no referent is found.
pub fn read(text: &str, others: &[&str], facts: &Facts) -> Result<Option<Reading>> {
    // Fillers and hedges around the claim say nothing (`pretty sure it's
    // the black one` is `it's the black one`).
    let written = text;
    let plain = super::spoken::without_fillers(text);
    let text = &crate::text::its_typed_for_it_is(plain.as_deref().unwrap_or(text));
    let ws = words(text);
    let plural = ws.iter().any(|w| w == "they" || w == "them");
    let singular = ws.iter().any(|w| w == "it");
    if plural == singular {
        return Ok(None);
    }
    let kind: &[&str] = if plural { &["they", "them"] } else { &["it"] };
    let mut referents: Vec<String> = Vec::new();
    // Printed words and letters are `in` a statement too.
    let printed = others.iter().any(|o| {
        words(o)
            .iter()
            .any(|w| w == "\"" || w.starts_with("word") || w.starts_with("letter"))
    });
    // Another statement naming boxes or statements gives `them` a referent
    // besides the gems.
    let other_plurals = others
        .iter()
        .any(|o| words(o).iter().any(|w| OTHER_PLURALS.contains(&w.as_str())));
    if (located(&ws, kind) || (plural && held(&ws) && !other_plurals)) && !printed {
        referents.push("the gems".to_string());
    } else {
        for other in others {
            let said = words(other);
            let gems = words(&normalized(other)).contains(&"gems".to_string());
            if plural && gems {
                if said.iter().any(|w| OTHER_PLURALS.contains(&w.as_str())) {
                    return Err(ParlorError::Unreadable {
                        sentence: written.to_string(),
                        detail: format!(
                            "  `{}` could stand for `the gems` or for what \"{other}\" names: \
                             write the one meant in its place",
                            kind[0]
                        ),
                    });
                }
                referents.push("the gems".to_string());
            }
            if !plural {
                // `it` may also be the statement just above (`It is a lie.`).
                referents.push("the statement above".to_string());
                if singular_gems(other) {
                    referents.push("the gems".to_string());
                }
                for w in &said {
                    if super::lexicon::colour(w).is_some() {
                        referents.push(format!("the {w} box"));
                    }
                }
                if said.windows(2).any(|p| p[0] == "this" && p[1] == "box") {
                    referents.push("this box".to_string());
                }
                referents.extend(described_boxes(&said, facts));
            }
        }
    }
    // `it's the blue one` as a whole statement answers the puzzle's
    // question, which box holds the gems: the only reading with no referent
    // on the box, and beside the others when there is one (`the white box
    // is the blue one` would otherwise be read, silently false).
    let answered = answer(&ws).map(|colour| {
        let reading = read_with(&format!("the gems are in the {colour} box"), facts);
        ("the box with the gems".to_string(), reading)
    });
    if referents.is_empty() {
        if let Some((_, reading)) = answered {
            return reading.map(Some);
        }
    }
    referents.sort();
    referents.dedup();
    let mut read: Vec<(String, Reading)> = referents
        .iter()
        .map(|r| (r.clone(), read_with(&replaced(text, plural, r), facts)))
        .chain(answered)
        .filter_map(|(r, reading)| reading.ok().map(|reading| (r, reading)))
        .collect();
    read.sort_by_key(|(_, r)| format!("{r:?}"));
    read.dedup_by(|a, b| a.1 == b.1);
    read.sort_by(|a, b| a.0.cmp(&b.0));
    match read.len() {
        0 => Ok(None),
        1 => Ok(Some(read.remove(0).1)),
        _ => {
            let names: Vec<String> = read.iter().map(|(r, _)| format!("`{r}`")).collect();
            Err(ParlorError::Unreadable {
                sentence: written.to_string(),
                detail: format!(
                    "  `{}` could stand for {}, named on this box: write the one meant in its place",
                    kind[0],
                    names.join(" or ")
                ),
            })
        }
    }
}

/// Most words of a box's description (`the box on my left`).
const DESCRIPTION_WORDS: usize = 6;

/// Boxes named by a description in a statement's words (`the box next to
/// me`, `the middle box`): each run of words from `the` with `box` or `one`
/// in it, of at most [`DESCRIPTION_WORDS`], that the grammar reads exactly
/// as a box (`RUN is empty` reads with no assumption).
fn described_boxes(said: &[String], facts: &Facts) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in said.iter().enumerate().filter(|(_, w)| *w == "the") {
        for end in i + 2..=(i + DESCRIPTION_WORDS).min(said.len()) {
            let run = &said[i..end];
            if !run.iter().any(|w| w == "box" || w == "one") || run.iter().any(|w| w == "\"") {
                continue;
            }
            let phrase = run.join(" ");
            let reads = read_with(&format!("{phrase} is empty"), facts)
                .is_ok_and(|r| r.tolerated.is_empty());
            if reads {
                out.push(phrase);
            }
        }
    }
    out
}

/// The colour of `it is (the) COLOUR (one|box)`, the whole statement.
fn answer(ws: &[String]) -> Option<String> {
    let ws: Vec<&str> = ws.iter().map(String::as_str).collect();
    let colour = match ws.as_slice() {
        ["it", "is", "the", c, "one" | "box"]
        | ["it", "is", c, "one" | "box"]
        | ["it", "is", c] => c,
        _ => return None,
    };
    super::lexicon::colour(colour).map(|_| colour.to_string())
}

fn normalized(text: &str) -> String {
    normalize::normalize(tokenize(text))
        .iter()
        .map(Token::show)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether a statement names the gems by a singular noun (`the prize`).
fn singular_gems(text: &str) -> bool {
    text.split_whitespace().any(|raw| {
        let w: String = raw
            .chars()
            .filter(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_lowercase();
        !w.ends_with('s') && normalized(&w) == "gems"
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(text: &str, others: &[&str]) -> Option<crate::claim::Claim> {
        read(text, others, &Facts::default())
            .unwrap()
            .map(|r| r.claim)
    }

    fn plain(text: &str) -> crate::claim::Claim {
        super::super::read(text).unwrap().claim
    }

    #[test]
    fn one_referent_is_read() {
        assert_eq!(
            claim("The gems are in it anyway.", &["The blue box is lying."]),
            Some(plain("The gems are in the blue box"))
        );
        assert_eq!(
            claim("They're in the black box.", &[]),
            Some(plain("The gems are in the black box"))
        );
        assert_eq!(
            claim(
                "Is it in the blue box? Nope.",
                &["Is it in the black box? No."]
            ),
            Some(Claim::negate(plain("The gems are in the blue box")))
        );
        assert_eq!(
            claim("It has the gems.", &["The black box is lying."]),
            Some(plain("The black box has the gems"))
        );
        // A box named by a description.
        assert_eq!(
            claim(
                "And the gems aren't in it.",
                &["The box next to me is lying."]
            ),
            Some(plain("The gems are not in the box next to me"))
        );
    }

    #[test]
    fn an_answer_beside_a_named_box_is_refused() {
        // Alone on its box, `it's the blue one` answers the question.
        assert_eq!(
            claim("It's the blue one.", &[]),
            Some(plain("The gems are in the blue box"))
        );
        // Beside a statement naming a box it could also say that box is
        // the blue one (always false): refused, both named.
        let e = read(
            "It's the blue one.",
            &["The gems are not in the white box."],
            &Facts::default(),
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("`the box with the gems`") && e.contains("`the white box`"),
            "{e}"
        );
    }

    #[test]
    fn several_referents_are_refused_and_named() {
        let e = read(
            "It is lying.",
            &["The white box and the black box are empty."],
            &Facts::default(),
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("`the black box`") && e.contains("`the white box`"),
            "{e}"
        );
        assert!(!e.contains("`the gems`"), "{e}");
        // The statement above is a referent too.
        let e = read(
            "It is lying.",
            &["The prize isn't in this box."],
            &Facts::default(),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("`the statement above` or `this box`"), "{e}");
        let e = read(
            "They have no true statements.",
            &["The gems and the white box are not here."],
            &Facts::default(),
        );
        assert!(e.is_err() || e.unwrap().is_none());
        // A place that is no box: not the gems by what is said of them.
        assert_eq!(claim("It is in the middle.", &[]), None);
        // A box's first statement with no referent, naming a box: the
        // answer to the puzzle's question.
        assert_eq!(
            claim("its the blue one", &[]),
            Some(plain("The gems are in the blue box"))
        );
        assert_eq!(
            claim("It's white.", &[]),
            Some(plain("The gems are in the white box"))
        );
        assert_eq!(claim("It's the blue one and the white one.", &[]), None);
    }

    use crate::claim::Claim;
}
