//! Boxes named in other ways: coordinated and listed names sharing one
//! noun, names without an article, a `we` spelled out at the end, adverbs
//! of exact place, and `they` / `them` standing for the gems.

use super::{w, word};
use crate::grammar::lexicon;
use crate::text::Token;

/// Coordinated colour or place words sharing one noun, each spelled as a
/// full name: `the blue or the black box` → `the blue box or the black
/// box`, `the blue and white boxes` → `the blue box and the white box`,
/// `neither the left nor the middle box` → `… the left box nor the middle
/// box`; not a place word ending a box's place phrase (`the box on the left
/// and the black box` is two boxes already).
pub(super) fn coordinated_names(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let named =
        |w: Option<&str>| w.is_some_and(|w| lexicon::colour(w).or(lexicon::place(w)).is_some());
    for i in 0..words.len() {
        if words[i] != Some("the") || !named(words.get(i + 1).copied().flatten()) {
            continue;
        }
        // `the box on the left and the black box`: the first name ends a
        // place phrase after a box noun, and is a conjunct in its own right.
        let place_phrase = i >= 2
            && matches!(words[i - 1], Some("on" | "in" | "at"))
            && matches!(words[i - 2], Some("box" | "boxes" | "one" | "ones"));
        if place_phrase {
            continue;
        }
        let join = words.get(i + 2).copied().flatten();
        if !matches!(join, Some("and" | "or" | "nor")) {
            continue;
        }
        let second_the = words.get(i + 3) == Some(&Some("the"));
        let second = i + 3 + usize::from(second_the);
        let noun = words.get(second + 1).copied().flatten();
        if !named(words.get(second).copied().flatten()) || !matches!(noun, Some("box" | "boxes")) {
            continue;
        }
        let mut out: Vec<Token> = tokens[..i + 2].to_vec();
        out.extend([
            w("box"),
            tokens[i + 2].clone(),
            w("the"),
            tokens[second].clone(),
            w("box"),
        ]);
        out.extend(tokens[second + 2..].iter().cloned());
        return coordinated_names(out);
    }
    tokens
}

/// A list of three box names with the commas dropped (the tokenizer drops
/// punctuation): `the blue box, the white box or the black box` → `the
/// blue box or the white box or the black box`, and `the blue, white and
/// black boxes` → `the blue box and the white box and the black box`. Two
/// names side by side read nothing else, so the conjunction of the list is
/// the one meant between them.
pub(super) fn listed_boxes(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let named =
        |w: Option<&str>| w.is_some_and(|w| lexicon::colour(w).or(lexicon::place(w)).is_some());
    let name_at = |i: usize| -> Option<usize> {
        // `[the] NAME box` from i: its end.
        let j = i + usize::from(words.get(i) == Some(&Some("the")));
        (named(words.get(j).copied().flatten()) && words.get(j + 1) == Some(&Some("box")))
            .then_some(j + 2)
    };
    // `the NAME NAME (and|or|nor) [the] NAME boxes`
    for i in 0..words.len() {
        if words[i] != Some("the") {
            continue;
        }
        let mut names = vec![];
        let mut j = i + 1;
        while named(words.get(j).copied().flatten()) {
            names.push(j);
            j += 1;
        }
        let join = words.get(j).copied().flatten();
        if names.len() < 2 || !matches!(join, Some("and" | "or" | "nor")) {
            continue;
        }
        let k = j + 1 + usize::from(words.get(j + 1) == Some(&Some("the")));
        // `the blue, white and black boxes`; `the blue, white or black box`.
        let noun = match join {
            Some("and") => "boxes",
            _ => "box",
        };
        if !named(words.get(k).copied().flatten()) || words.get(k + 1) != Some(&Some(noun)) {
            continue;
        }
        names.push(k);
        let mut out: Vec<Token> = tokens[..i].to_vec();
        for (n, at) in names.iter().enumerate() {
            if n > 0 {
                out.push(tokens[j].clone());
            }
            out.extend([w("the"), tokens[*at].clone(), w("box")]);
        }
        out.extend(tokens[k + 2..].iter().cloned());
        return listed_boxes(out);
    }
    // `the NAME box the NAME box (and|or|nor) the NAME box`
    for i in 0..words.len() {
        let Some(a) = name_at(i) else { continue };
        let Some(b) = name_at(a) else { continue };
        let mut last = b;
        while let Some(c) = name_at(last) {
            last = c;
        }
        let join = words.get(last).copied().flatten();
        if !matches!(join, Some("and" | "or" | "nor")) || name_at(last + 1).is_none() {
            continue;
        }
        let mut out: Vec<Token> = tokens[..a].to_vec();
        out.push(tokens[last].clone());
        out.extend(tokens[a..].iter().cloned());
        return listed_boxes(out);
    }
    tokens
}

/// The colour said after the noun, as a non-native writer may put it (`The
/// box black says only lies`, `the gems are in the box white`): `the box
/// COLOUR` is `the COLOUR box`. Only right after `the` (`this box is
/// black` keeps its copula between), and not before another `box` or
/// `one` (`the box black box` is no name).
pub(super) fn colour_after_noun(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let mut out = tokens.clone();
    for i in 1..tokens.len().saturating_sub(1) {
        let named = words[i] == Some("box")
            && words[i - 1] == Some("the")
            && words[i + 1].is_some_and(|c| lexicon::colour(c).is_some())
            && !matches!(
                words.get(i + 2).copied().flatten(),
                Some("box" | "one" | "boxes")
            );
        if named {
            out.swap(i, i + 1);
        }
    }
    out
}

/// Words that may stand before a box's name without an article: the start
/// of a clause, a conjunction, a preposition, the copula.
pub(super) const BEFORE_NAME: &[&str] = &[
    "and", "or", "nor", "but", "if", "then", "unless", "either", "neither", "both", "whenever",
    "in", "inside", "within", "on", "than", "from", "by", "of", "to", "beside", "opposite", "is",
    "are", "not", "only",
];

/// A box named without an article: `Blue box is empty`, `the gems are in
/// black box` → `the blue box`, `the black box` (a colour before `box`
/// with no determiner is the box's name); and a bare colour as a clause's
/// subject, `Blue is lying`, `If white is empty, …` → `the blue box is
/// lying`, `… the white box …` (a colour word then a verb; after `is` or
/// `not` a bare colour stays the box's colour, `this box is blue`).
pub(super) fn bare_names(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let colour = |w: Option<&str>| w.is_some_and(|w| lexicon::colour(w).is_some());
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 4);
    for (i, t) in tokens.iter().enumerate() {
        let previous = i.checked_sub(1).map(|p| words[p]);
        let open = match previous {
            None => true,
            Some(p) => p.is_some_and(|p| BEFORE_NAME.contains(&p)),
        };
        let next = words.get(i + 1).copied().flatten();
        if colour(words[i]) && open && next == Some("box") {
            out.extend([w("the"), t.clone()]);
            continue;
        }
        // A bare colour as a subject: a verb follows (or a conjunction
        // and another colour), and no copula or negation stands before.
        // Not after a word that makes the colour a complement or a word
        // quoted (`is blue`, `not blue`, `says blue`, `the word blue`), a
        // determiner or an adverb (`a box that is actually blue`).
        let subject_start = match previous {
            None => true,
            Some(None) => false,
            Some(Some(p)) => {
                !matches!(
                    p,
                    "is" | "are"
                        | "not"
                        | "says"
                        | "say"
                        | "said"
                        | "claims"
                        | "claim"
                        | "mentions"
                        | "mention"
                        | "names"
                        | "name"
                        | "word"
                        | "words"
                        | "letter"
                        | "letters"
                        | "the"
                        | "a"
                        | "an"
                        | "this"
                        | "that"
                        | "actually"
                        | "really"
                        | "also"
                        | "always"
                        | "than"
                        | "as"
                        | "'s"
                ) && lexicon::colour(p).is_none()
            }
        };
        // `and so is black`: the colour ends the sentence or a clause.
        let so_is = i >= 2
            && words[i - 2] == Some("so")
            && matches!(previous, Some(Some("is" | "are" | "does")))
            && matches!(next, None | Some("and" | "or" | "but" | "if"));
        if colour(words[i]) && so_is {
            out.extend([w("the"), t.clone(), w("box")]);
            continue;
        }
        let verb = next.is_some_and(|n| {
            matches!(
                n,
                "is" | "are"
                    | "has"
                    | "have"
                    | "holds"
                    | "contains"
                    | "lies"
                    | "tells"
                    | "does"
                    | "speaks"
                    | "says"
                    | "shows"
                    | "displays"
                    | "'s"
            )
        });
        let listed = matches!(next, Some("and" | "or" | "nor"))
            && colour(words.get(i + 2).copied().flatten());
        if colour(words[i]) && subject_start && (verb || listed) {
            out.extend([w("the"), t.clone(), w("box")]);
            continue;
        }
        out.push(t.clone());
    }
    out
}

/// A `we` subject spelled out by an appositive at the end of the sentence
/// (the comma is dropped by the tokenizer): `we are both lying, the white
/// box and I` → `the white box and I are both lying`, `both of us are
/// liars, the box on the left and I` → `both the box on the left and I are
/// liars`. The appositive names whom `we` means: the speaker and one box
/// named by colour or place (`the NAME box`, `the box on|in|at the PLACE`).
pub(super) fn we_spelled_out(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let subject = match words.as_slice() {
        [Some("we"), ..] => 1,
        [Some("both"), Some("of"), Some("us"), ..] => 3,
        _ => return tokens,
    };
    let n = words.len();
    if n < subject + 5 || words[n - 2] != Some("and") || !matches!(words[n - 1], Some("i" | "me")) {
        return tokens;
    }
    let is = |k: usize, f: fn(&str) -> bool| words[k].is_some_and(f);
    let named = |w: &str| lexicon::colour(w).or(lexicon::place(w)).is_some();
    let noun = |w: &str| matches!(w, "box" | "one");
    // `the NAME box`, three words before `and I`.
    let short = words[n - 5] == Some("the") && is(n - 4, named) && is(n - 3, noun);
    // `the box on the left`, five words before `and I`.
    let long = n >= 7
        && words[n - 7] == Some("the")
        && is(n - 6, noun)
        && matches!(words[n - 5], Some("on" | "in" | "at"))
        && words[n - 4] == Some("the")
        && is(n - 3, |w| lexicon::place(w).is_some());
    let start = match (short, long) {
        (true, _) => n - 5,
        (_, true) => n - 7,
        _ => return tokens,
    };
    // The predicate between the subject and the appositive.
    if start <= subject {
        return tokens;
    }
    let mut out: Vec<Token> = Vec::with_capacity(n);
    if subject > 1 {
        out.push(w("both"));
    }
    out.extend(tokens[start..].iter().cloned());
    out.extend(tokens[subject..start].iter().cloned());
    out
}

/// Adverbs of exact place before a relation of places, dropped: the
/// grammar's relations are already the nearest box (`immediately to my
/// right`, `directly next to`, `right beside me`, `directly opposite`).
pub(super) fn adjacency_adverbs(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let next = tokens.get(i + 1).and_then(word);
        let relation = matches!(
            next,
            Some("next" | "beside" | "opposite" | "across" | "adjacent" | "above" | "below")
        );
        let drop = match word(t) {
            Some("immediately" | "directly") => relation || next == Some("to"),
            Some("right") => relation,
            _ => false,
        };
        if !drop {
            out.push(t.clone());
        }
    }
    out
}

/// `they` / `them` for the gems, when the nearest plural noun before it
/// is `gems` (`if the gems are not in the white box, they are in the
/// black box`). A plural of boxes or statements in between, or boxes
/// joined by `and` / `or` / `nor` (`the white box and the black box`),
/// keeps the pronoun for the grammar, which reads it as boxes.
pub(super) fn gems_pronoun(mut tokens: Vec<Token>) -> Vec<Token> {
    let mut last_plural: Option<&str> = None;
    for i in 0..tokens.len() {
        let previous = i.checked_sub(1).and_then(|p| word(&tokens[p]));
        match word(&tokens[i]) {
            Some("they" | "them") if last_plural == Some("gems") => {
                // `gems` alone reads as `the gems` (anchor 43: any
                // determiner means the one set of gems).
                tokens[i] = w("gems");
            }
            Some("gems") => last_plural = Some("gems"),
            Some("boxes" | "statements" | "us" | "we" | "ones") => last_plural = Some("boxes"),
            Some("and" | "or" | "nor") if matches!(previous, Some("box" | "me" | "i")) => {
                // Boxes joined (`the white box and the black box`, `the
                // blue box and I`), not a new clause (`… box, and they …`).
                let next = tokens.get(i + 1).and_then(word);
                let after = tokens.get(i + 2).and_then(word);
                let boxes = match next {
                    Some("i" | "me" | "this") => true,
                    Some("the" | "a") => after != Some("gems"),
                    Some(n) => lexicon::colour(n).is_some(),
                    None => false,
                };
                if boxes {
                    last_plural = Some("boxes");
                }
            }
            _ => {}
        }
    }
    tokens
}
