//! Loose English read by mechanism, each rule a closed list that never
//! changes a word of meaning: adverbs of emphasis (`definitely`, `def`,
//! `obviously`, …) dropped where they add nothing, a missing article in
//! the few phrases of truth and lying (`Everything blue box say is lie.`;
//! the verbs of speaking them are read in `speaking`), `that` as the
//! article of a named box (`that black box`), `not in X nor in Y` (two
//! places denied), `nothing X says is true` (everything X says is false),
//! `every word out of X` (every word on X), `inside of` (inside), `legit`
//! after the copula (honest) and `X is lying in both statements` (both
//! statements of X are false), `completely` / `entirely` before an
//! adjective of truth that is all or nothing already (`is completely
//! honest`); and chat: a bare colour as a place (`gems r in black`).

use super::{w, word};
use crate::grammar::lexicon;
use crate::grammar::lexicon::WHOLLY;
use crate::text::Token;

/// Adverbs of emphasis and of belief: statements in the game are simply
/// true or false by what they claim, so they add nothing — except under a negation (`is not definitely lying`
/// says something weaker than `is not lying`), where they are kept and
/// the sentence is refused as not understood.
const EMPHASIS: &[&[&str]] = &[
    &["definitely"],
    &["def"],
    &["deffo"],
    &["certainly"],
    &["surely"],
    &["indeed"],
    &["obviously"],
    &["clearly"],
    &["totally"],
    &["for", "sure"],
    // Adverbs of belief: the claim is asserted all the same (`maybe`,
    // `perhaps`, `possibly` do not assert it: refused, never dropped).
    &["probably"],
    &["most", "likely"],
    &["most", "probably"],
];

/// Adjectives of a box's or a statement's truth (and of a box's holding
/// nothing) that are already all or nothing in the game: a box is honest
/// when every statement on it is true, lying when every one is false.
const WHOLE_ADJECTIVES: &[&str] = &[
    "true",
    "false",
    "honest",
    "truthful",
    "dishonest",
    "untruthful",
    "lying",
    "untrue",
    "wrong",
    "right",
    "correct",
    "incorrect",
    "empty",
];

/// `completely`, `entirely`, `wholly`, `totally`, `fully` before such an
/// adjective after the copula (`No box except this one is completely
/// honest`, `The white box isn't entirely true`): the adjective says all
/// or nothing already, so the adverb adds nothing, under a negation too
/// (`not completely honest` is `not honest`: some statement is false).
pub(super) fn wholly(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    let dropped: Vec<usize> = (1..ws.len().saturating_sub(1))
        .filter(|&i| {
            let copula = matches!(ws[i - 1], "is" | "are" | "am" | "was" | "were" | "not");
            WHOLLY.contains(&ws[i]) && copula && WHOLE_ADJECTIVES.contains(&ws[i + 1])
        })
        .collect();
    tokens
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !dropped.contains(i))
        .map(|(_, t)| t)
        .collect()
}

/// Whether `word` is a one-word adverb of emphasis (`EMPHASIS`), for the
/// readers that look at a sentence before it is normalized.
pub fn emphasis_word(word: &str) -> bool {
    EMPHASIS.iter().any(|p| *p == [word])
}

/// Words before which an adverb of emphasis would be under a negation.
const NEGATIONS: &[&str] = &["not", "never", "no"];

/// `The gems are def in the white box` → `the gems are in the white box`;
/// `is not definitely lying` is left as written (see `EMPHASIS`).
pub(super) fn emphasis(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let after_negation = out
            .last()
            .and_then(word)
            .is_some_and(|p| NEGATIONS.contains(&p));
        let found = EMPHASIS.iter().find(|p| {
            p.len() <= tokens.len() - i
                && p.iter().zip(&tokens[i..]).all(|(a, t)| word(t) == Some(*a))
        });
        match found {
            // Not the whole sentence: `Definitely.` stays as written.
            Some(p) if !after_negation && tokens.len() > p.len() => i += p.len(),
            _ => {
                out.push(tokens[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// `is lie` → `is a lie`, `is liar` → `is a liar`, `is truth` (at a
/// clause's end) → `is the truth`: the article left out after the copula,
/// where nothing else can stand.
pub(super) fn copula_article(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 1);
    for (i, t) in tokens.iter().enumerate() {
        let copula = out
            .last()
            .and_then(word)
            .is_some_and(|p| matches!(p, "is" | "am"));
        let last = i + 1 == tokens.len();
        match word(t) {
            Some("lie" | "liar") if copula => out.push(w("a")),
            Some("truth") if copula && last => out.push(w("the")),
            _ => {}
        }
        out.push(t.clone());
    }
    out
}

/// `that` as the article of a box named by colour: `that black box is
/// lying` → `the black box is lying`. Where `that` is the conjunction
/// (`says that black box is lying`), the box is named all the same.
pub(super) fn that_named(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    tokens
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let named = ws
                .get(i + 1)
                .copied()
                .flatten()
                .is_some_and(|c| lexicon::colour(c).is_some())
                && matches!(ws.get(i + 2).copied().flatten(), Some("box" | "one"));
            if ws[i] == Some("that") && named {
                w("the")
            } else {
                t.clone()
            }
        })
        .collect()
}

/// Prepositions of place after which `nor` denies a second place.
const IN: &[&str] = &["in", "inside", "within"];

/// `The gems are not in the white box nor in the black one` → `… neither
/// in the white box nor in the black one`: one `not` right before a place,
/// one `nor` before another place, no `neither` already; both places are
/// denied.
pub(super) fn not_nor_place(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let at = |w: &str| ws.iter().positions(w);
    let (nots, nors) = (at("not"), at("nor"));
    let ([not], [nor]) = (nots.as_slice(), nors.as_slice()) else {
        return tokens;
    };
    let place = |k: usize| {
        ws.get(k)
            .copied()
            .flatten()
            .is_some_and(|p| IN.contains(&p))
    };
    if not > nor || !place(not + 1) || !place(nor + 1) || !at("neither").is_empty() {
        return tokens;
    }
    let mut out = tokens;
    out[*not] = w("neither");
    out
}

/// The places of one word in a list of words.
trait Positions {
    fn positions(self, w: &str) -> Vec<usize>;
}

impl<'a, I: Iterator<Item = &'a Option<&'a str>>> Positions for I {
    fn positions(self, w: &str) -> Vec<usize> {
        self.enumerate()
            .filter(|(_, x)| **x == Some(w))
            .map(|(i, _)| i)
            .collect()
    }
}

/// `nothing X says is true` → `everything X says is false` (and `… is
/// false` → `… is true`): every statement X makes is false. X is a short
/// noun phrase (at most four words) before `says`/`say`.
pub(super) fn nothing_says(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let Some(start) = ws.iter().position(|x| *x == Some("nothing")) else {
        return tokens;
    };
    let Some(verb) =
        (start + 2..(start + 6).min(ws.len())).find(|&k| matches!(ws[k], Some("says" | "say")))
    else {
        return tokens;
    };
    let opposite = match (
        ws.get(verb + 1).copied().flatten(),
        ws.get(verb + 2).copied().flatten(),
    ) {
        (Some("is"), Some("true")) => "false",
        (Some("is"), Some("false")) => "true",
        _ => return tokens,
    };
    let mut out = tokens;
    out[start] = w("everything");
    out[verb + 2] = w(opposite);
    out
}

/// `every word out of X` → `every word on X` (what comes out of a box is
/// what is written on it); a bare colour there is the box's name (`out of
/// blue` → `on the blue box`).
pub(super) fn word_out_of(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 2);
    let mut i = 0;
    while i < tokens.len() {
        let after_word = matches!(out.last().and_then(word), Some("word" | "words"));
        if after_word && ws[i] == Some("out") && ws.get(i + 1) == Some(&Some("of")) {
            out.push(w("on"));
            i += 2;
            let colour = ws
                .get(i)
                .copied()
                .flatten()
                .filter(|c| lexicon::colour(c).is_some());
            let bare = colour.is_some()
                && !matches!(ws.get(i + 1).copied().flatten(), Some("box" | "one"));
            if let (Some(c), true) = (colour, bare) {
                out.extend([w("the"), w(c), w("box")]);
                i += 1;
            }
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `inside of` → `inside`; `is legit` → `is honest` (slang for a box
/// that can be trusted, only after the copula); `speaks honestly` →
/// `speaks truthfully` (the manner of speaking, see `grammar/spoken.rs`).
pub(super) fn loose_words(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        let previous = out.last().and_then(word);
        match (previous, word(&t)) {
            (Some("inside"), Some("of")) => continue,
            (Some("is" | "are" | "am"), Some("legit")) => out.push(w("honest")),
            // The manner of speaking: `speaks truthfully` (a fixed phrase).
            (Some("speak" | "speaks" | "speaking"), Some("honestly")) => out.push(w("truthfully")),
            _ => out.push(t),
        }
    }
    out
}

/// `X is lying in both statements` (`in both its statements`, `in both of
/// its statements`) → `both statements of X are false`, and `… is telling
/// the truth in both …` → `… are true`; `in all (its) statements`, `in
/// every statement` → `every statement on X is …`. X is what stands before
/// `is`, a box's name (`the white box`, `this box`).
pub(super) fn truth_in_statements(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let Some(is) = ws.iter().position(|x| *x == Some("is")) else {
        return tokens;
    };
    let subject = &ws[..is];
    let named = matches!(subject, [Some("the"), Some(c), Some("box" | "one")] if lexicon::colour(c).is_some())
        || matches!(subject, [Some("this"), Some("box")]);
    let (value, rest) = match &ws[is + 1..] {
        [Some("lying"), Some("in"), rest @ ..] => ("false", rest),
        [Some("telling"), Some("the"), Some("truth"), Some("in"), rest @ ..] => ("true", rest),
        _ => return tokens,
    };
    let every = match rest {
        [Some("both"), Some("statements")]
        | [Some("both"), Some("its"), Some("statements")]
        | [Some("both"), Some("of"), Some("its"), Some("statements")] => false,
        [Some("all"), Some("statements")]
        | [Some("all"), Some("its"), Some("statements")]
        | [Some("all"), Some("of"), Some("its"), Some("statements")]
        | [Some("every"), Some("statement")] => true,
        _ => return tokens,
    };
    if !named {
        return tokens;
    }
    let subject = tokens[..is].iter().cloned();
    let said: Vec<Token> = if every {
        [w("every"), w("statement"), w("on")]
            .into_iter()
            .chain(subject)
            .chain([w("is"), w(value)])
            .collect()
    } else {
        [w("both"), w("statements"), w("of")]
            .into_iter()
            .chain(subject)
            .chain([w("are"), w(value)])
            .collect()
    };
    said
}

/// A bare colour after a preposition of place, at a clause's end (`gems r
/// in black`, `the gems aren't in white`, `in black unless …`) → `in the
/// black box`: only a box holds the gems. A bare colour joined to such a
/// place by `or`, `nor`, `and` or `not`, also at a clause's end, is another
/// place (`in blue or black`, `in blue, not black`).
pub(super) fn in_bare_colour(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 2);
    // Whether the last place read was a bare colour made a box's name.
    let mut place = false;
    for (i, t) in tokens.iter().enumerate() {
        let previous = i.checked_sub(1).and_then(|p| ws[p]);
        let placed = previous.is_some_and(|p| IN.contains(&p));
        let joined = place && previous.is_some_and(|p| matches!(p, "or" | "nor" | "and" | "not"));
        let colour = ws[i].is_some_and(|c| lexicon::colour(c).is_some());
        let end = ws.get(i + 1).is_none_or(|n| {
            n.is_some_and(|n| {
                matches!(
                    n,
                    "and" | "or" | "nor" | "but" | "either" | "too" | "not" | "if" | "unless"
                )
            })
        });
        if (placed || joined) && colour && end {
            out.extend([w("the"), t.clone(), w("box")]);
            place = true;
        } else {
            place = place && matches!(ws[i], Some("or" | "nor" | "and" | "not" | "but"));
            out.push(t.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn loose_forms_are_read_as_their_full_forms() {
        assert_eq!(
            norm("ok the gems are def in the white box"),
            "ok the gems are in the white box"
        );
        assert_eq!(
            norm("The black box is obviously lying"),
            "the black box is lying"
        );
        assert_eq!(
            norm("Everything blue box say is lie"),
            "every statement on the blue box is a lie"
        );
        assert_eq!(norm("that black box is lying"), "the black box is lying");
        assert_eq!(
            norm("The gems ain't in the white box nor in the black one"),
            "the gems is neither in the white box nor in the black one"
        );
        assert_eq!(
            norm("nothing blue says is true"),
            "every statement on the blue box is false"
        );
        assert_eq!(
            norm("The gems are not inside of this box"),
            "the gems are not inside this box"
        );
        assert_eq!(norm("the white box is legit"), "the white box is honest");
        assert_eq!(
            norm("The white box is lying in both statements"),
            "both statements of the white box are false"
        );
        assert_eq!(
            norm("The black box is telling the truth in every statement"),
            "every statement on the black box is true"
        );
        assert_eq!(norm("its not in here"), "it is not in here");
        assert_eq!(norm("gems r in black"), "gems are in the black box");
        assert_eq!(
            norm("and the gems arent in white"),
            "and the gems are not in the white box"
        );
        assert_eq!(
            norm("every word out of blue is a lie"),
            "every statement on the blue box is a lie"
        );
    }

    #[test]
    fn wholly_before_an_adjective_of_truth_adds_nothing() {
        for (said, meant) in [
            (
                "No box except this one is completely honest",
                "no box except this one is honest",
            ),
            (
                "The white box isn't entirely true",
                "the white box is not true",
            ),
            ("I am wholly truthful", "i is truthful"),
            ("The blue box is fully empty", "the blue box is empty"),
        ] {
            assert_eq!(norm(said), meant, "{said}");
        }
        // Not after the copula, or before another word: left as written.
        for said in [
            "The white box completely lies",
            "The gems are completely in the white box",
        ] {
            assert!(norm(said).contains("completely"), "{said}");
        }
    }

    #[test]
    fn loose_forms_elsewhere_are_left_alone() {
        // Under a negation the adverb says something weaker: kept.
        assert_eq!(
            norm("The black box is not definitely lying"),
            "the black box is not definitely lying"
        );
        // Two negations, or `nor` without a place.
        // (`nor is the black box empty` is an inverted clause, read by
        // `order::inverted_negation`.)
        assert_eq!(
            norm("The gems are not in the white box nor is the black box empty"),
            "the gems are not in the white box and the black box is not empty"
        );
        assert_eq!(norm("That is a lie"), "the above statement is false");
        // A possessive `its`; a colour that is no place's end.
        assert_eq!(norm("its statements are true"), "its statements are true");
        assert_eq!(
            norm("The gems are in white boxes"),
            "the gems are in white boxes"
        );
        // A subject that is no box's name; a place, not statements.
        assert_eq!(
            norm("Every box is lying in both statements"),
            "every box is lying in both statements"
        );
        assert_eq!(
            norm("The white box is lying in the room"),
            "the white box is lying in the room"
        );
    }
}
