//! Fixed phrases read as other phrases with the same meaning in the game
//! (`of us` → `of the boxes`, `the gems sit in` → `the gems are in`, `I
//! alone` → `only I`), replaced left to right, the first pattern that
//! matches at a place winning.

use super::{w, word};
use crate::text::Token;

/// What a mixed box has: `is mixed`, `is partly true and partly false`.
pub(super) const MIXED: &[&str] = &[
    "has",
    "a",
    "mix",
    "of",
    "true",
    "and",
    "false",
    "statements",
];

/// Phrases read as other phrases with the same meaning in the game.
pub(super) const PHRASES: &[(&[&str], &[&str])] = &[
    (&["of", "us"], &["of", "the", "boxes"]),
    // Printed text found nowhere (or somewhere) in the room: on no box.
    (
        &["appears", "nowhere", "in", "this", "room"],
        &["appears", "on", "no", "box"],
    ),
    (
        &["appears", "nowhere", "in", "the", "room"],
        &["appears", "on", "no", "box"],
    ),
    (&["appears", "nowhere"], &["appears", "on", "no", "box"]),
    // Printed text not on a named box: `does not appear on X` is `is not
    // on X`, as `appears on X` is `is on X`.
    (&["does", "not", "appear", "on"], &["is", "not", "on"]),
    (&["do", "not", "appear", "on"], &["are", "not", "on"]),
    (&["appear", "nowhere"], &["appear", "on", "no", "box"]),
    (
        &["does", "not", "appear", "anywhere", "in", "this", "room"],
        &["appears", "on", "no", "box"],
    ),
    (
        &["does", "not", "appear", "anywhere"],
        &["appears", "on", "no", "box"],
    ),
    (
        &["do", "not", "appear", "anywhere"],
        &["appear", "on", "no", "box"],
    ),
    (
        &["appears", "somewhere", "in", "this", "room"],
        &["appears", "on", "a", "box"],
    ),
    (&["appears", "somewhere"], &["appears", "on", "a", "box"]),
    (
        &["my", "neighbour", "on", "the", "right"],
        &["the", "box", "to", "the", "right", "of", "me"],
    ),
    (
        &["my", "neighbor", "on", "the", "right"],
        &["the", "box", "to", "the", "right", "of", "me"],
    ),
    (
        &["my", "neighbour", "on", "the", "left"],
        &["the", "box", "to", "the", "left", "of", "me"],
    ),
    (
        &["my", "neighbor", "on", "the", "left"],
        &["the", "box", "to", "the", "left", "of", "me"],
    ),
    (&["my", "neighbours"], &["the", "boxes", "next", "to", "me"]),
    (&["my", "neighbors"], &["the", "boxes", "next", "to", "me"]),
    (&["my", "neighbour"], &["the", "box", "next", "to", "me"]),
    (&["my", "neighbor"], &["the", "box", "next", "to", "me"]),
    (&["has", "not", "got"], &["does", "not", "have"]),
    (&["have", "not", "got"], &["do", "not", "have"]),
    (&["has", "not"], &["does", "not", "have"]),
    (&["have", "not"], &["do", "not", "have"]),
    (&["has", "got"], &["has"]),
    (&["have", "got"], &["have"]),
    (&["you'll"], &["you", "will"]),
    // `gonna` / `going to` find the gems: will find them there.
    (
        &["you", "are", "not", "gonna", "find", "the", "gems"],
        &["the", "gems", "are", "not"],
    ),
    (
        &["you", "are", "gonna", "find", "the", "gems"],
        &["the", "gems", "are"],
    ),
    (
        &["you", "are", "not", "going", "to", "find", "the", "gems"],
        &["the", "gems", "are", "not"],
    ),
    (
        &["you", "are", "going", "to", "find", "the", "gems"],
        &["the", "gems", "are"],
    ),
    (&["gems", "must", "be"], &["gems", "are"]),
    (&["gems", "can", "not", "be"], &["gems", "are", "not"]),
    // `can't both be`: what is said cannot be so is not so.
    (&["can", "not", "both", "be"], &["are", "not", "both"]),
    (&["can", "not", "all", "be"], &["are", "not", "all"]),
    (&["gems", "sit"], &["gems", "are"]),
    (&["gems", "rest"], &["gems", "are"]),
    (&["gems", "lie"], &["gems", "are"]),
    (&["gems", "reside"], &["gems", "are"]),
    (&["that", "'s"], &["that", "is"]),
    (&["which", "'s"], &["which", "is"]),
    (&["who", "'s"], &["who", "is"]),
    // Ways to say that a box tells the truth or lies in all it says.
    (&["speaks", "truthfully"], &["tells", "the", "truth"]),
    (&["speak", "truthfully"], &["tell", "the", "truth"]),
    (&["speaking", "truthfully"], &["telling", "the", "truth"]),
    (&["speaks", "truly"], &["tells", "the", "truth"]),
    (&["speak", "truly"], &["tell", "the", "truth"]),
    (&["speaking", "truly"], &["telling", "the", "truth"]),
    (&["speaks", "falsely"], &["lies"]),
    (&["speak", "falsely"], &["lie"]),
    (&["speaking", "falsely"], &["lying"]),
    // Getting it right or wrong is being right or wrong.
    (&["got", "it", "right"], &["is", "right"]),
    (&["gets", "it", "right"], &["is", "right"]),
    (&["got", "it", "wrong"], &["is", "wrong"]),
    (&["gets", "it", "wrong"], &["is", "wrong"]),
    (&["has", "it", "right"], &["is", "right"]),
    (&["has", "it", "wrong"], &["is", "wrong"]),
    // `got` for `has` before the gems (`black box got the gems`).
    (&["got", "the", "gems"], &["has", "the", "gems"]),
    // Advice to search somewhere else: the gems are not here.
    (
        &["look", "elsewhere"],
        &["the", "gems", "are", "not", "here"],
    ),
    (
        &["look", "somewhere", "else"],
        &["the", "gems", "are", "not", "here"],
    ),
    // (`speaks only (the) truth`, `does not say one true thing` and the
    // other idioms of a box lying or telling the truth in all it says: the
    // module `throughout`.)
    (&["is", "partly", "true", "and", "partly", "false"], MIXED),
    (&["is", "partly", "false", "and", "partly", "true"], MIXED),
    (&["every", "single", "thing"], &["everything"]),
    (&["every", "single"], &["every"]),
    (&["contained", "within"], &["in"]),
    (&["is", "contained", "in"], &["is", "in"]),
    (&["are", "contained", "in"], &["are", "in"]),
    // `one box, and one only,` (the commas are gone): exactly one.
    (
        &["one", "box", "and", "one", "only"],
        &["exactly", "one", "box"],
    ),
    (
        &["one", "statement", "and", "one", "only"],
        &["exactly", "one", "statement"],
    ),
    // The middle box named by its place between the others.
    (
        &["the", "box", "between", "the", "other", "two"],
        &["the", "middle", "box"],
    ),
    (
        &["the", "one", "between", "the", "other", "two"],
        &["the", "middle", "box"],
    ),
    (
        &["whichever", "box", "sits", "in", "the", "middle"],
        &["the", "middle", "box"],
    ),
    (
        &["whichever", "box", "is", "in", "the", "middle"],
        &["the", "middle", "box"],
    ),
    (
        &["whichever", "box", "stands", "in", "the", "middle"],
        &["the", "middle", "box"],
    ),
    // The room as a subject: `this room contains three boxes`.
    (&["this", "room", "contains"], &["there", "are"]),
    (&["this", "room", "holds"], &["there", "are"]),
    (&["this", "room", "has"], &["there", "are"]),
    // The far end of the row is its end.
    (&["at", "the", "far", "left"], &["on", "the", "left"]),
    (&["at", "the", "far", "right"], &["on", "the", "right"]),
    (&["far", "left"], &["left"]),
    (&["far", "right"], &["right"]),
    (&["at", "the", "left", "end"], &["on", "the", "left"]),
    (&["at", "the", "right", "end"], &["on", "the", "right"]),
    (&["at", "the", "left"], &["on", "the", "left"]),
    (&["at", "the", "right"], &["on", "the", "right"]),
    (&["at", "the", "center"], &["in", "the", "middle"]),
    (&["at", "the", "centre"], &["in", "the", "middle"]),
    // Whose the gems are: `the gems are mine`, `belong to the white box`.
    (&["gems", "are", "mine"], &["gems", "are", "in", "me"]),
    (
        &["gems", "are", "not", "mine"],
        &["gems", "are", "not", "in", "me"],
    ),
    (&["gems", "is", "mine"], &["gems", "are", "in", "me"]),
    (
        &["gems", "is", "not", "mine"],
        &["gems", "are", "not", "in", "me"],
    ),
    (&["gems", "belong", "to"], &["gems", "are", "in"]),
    (&["gems", "belongs", "to"], &["gems", "are", "in"]),
    (
        &["gems", "do", "not", "belong", "to"],
        &["gems", "are", "not", "in"],
    ),
    (
        &["gems", "does", "not", "belong", "to"],
        &["gems", "are", "not", "in"],
    ),
    (&["gems", "are", "with"], &["gems", "are", "in"]),
    (&["gems", "'s"], &["gems", "are"]),
    // The one box that lies / tells the truth.
    (&["the", "liar"], &["the", "lying", "box"]),
    (&["the", "truth-teller"], &["the", "truthful", "box"]),
    (&["the", "truthteller"], &["the", "truthful", "box"]),
    (&["is", "a", "truth-teller"], &["is", "truthful"]),
    // What is written on a box: its statements.
    (
        &["everything", "i", "say"],
        &["every", "statement", "on", "this", "box"],
    ),
    (
        &["everything", "here"],
        &["every", "statement", "on", "this", "box"],
    ),
    (&["everything", "on"], &["every", "statement", "on"]),
    (&["nothing", "on"], &["no", "statement", "on"]),
    (
        &["everything", "written", "on"],
        &["every", "statement", "on"],
    ),
    (&["nothing", "written", "on"], &["no", "statement", "on"]),
    // Truth told or not, in other words.
    (&["is", "being"], &["is"]),
    (&["are", "being"], &["are"]),
    (&["telling", "a", "lie"], &["lying"]),
    // Full of lies: lying (a second reading, some statement false, is kept
    // by `always`).
    (&["full", "of", "lies"], &["lying"]),
    (&["full", "of", "fibs"], &["lying"]),
    (&["full", "of", "falsehoods"], &["lying"]),
    (&["telling", "lies"], &["lying"]),
    (&["tells", "a", "lie"], &["lies"]),
    (&["tell", "a", "lie"], &["lie"]),
    // A box's claim is its statement.
    (&["'s", "claim"], &["'s", "statement"]),
    (&["'s", "claims"], &["'s", "statements"]),
    (&["statement", "here"], &["statement", "on", "this", "box"]),
    (
        &["statements", "here"],
        &["statements", "on", "this", "box"],
    ),
    (&["my", "claim"], &["my", "statement"]),
    (&["my", "claims"], &["my", "statements"]),
    // `has the gems in it`: `in it` repeats the box.
    (&["gems", "in", "it"], &["gems"]),
    // Under a negation `a single` is `any`: `without a single false statement`.
    (&["without", "a", "single"], &["without", "a"]),
    (&["not", "a", "single"], &["no"]),
    // Where the gems were put is where they are.
    (&["gems", "have", "been"], &["gems", "are"]),
    (&["gems", "were"], &["gems", "are"]),
    (
        &["gems", "are", "somewhere", "else"],
        &["gems", "are", "not", "here"],
    ),
    (
        &["gems", "are", "elsewhere"],
        &["gems", "are", "not", "here"],
    ),
    (
        &["you", "will", "find", "the", "gems"],
        &["the", "gems", "are"],
    ),
    (
        &["you", "will", "not", "find", "the", "gems"],
        &["the", "gems", "are", "not"],
    ),
    (
        &["you", "will", "not", "find", "anything"],
        &["the", "gems", "are", "not"],
    ),
    (
        &["you", "will", "find", "nothing"],
        &["the", "gems", "are", "not"],
    ),
    // `in here` is `here`.
    (&["are", "not", "in", "here"], &["are", "not", "here"]),
    (&["are", "in", "here"], &["are", "here"]),
    // A speaker's assurance adds nothing to what is said.
    (&["i", "promise"], &[]),
    (&["i", "swear"], &[]),
    (&["trust", "me"], &[]),
    (&["believe", "me"], &[]),
    (&["i", "assure", "you"], &[]),
    (&["honestly"], &[]),
    (
        &["there", "is", "nothing", "in"],
        &["there", "are", "no", "gems", "in"],
    ),
    (&["contain", "anything"], &["contain", "the", "gems"]),
    (&["hold", "anything"], &["hold", "the", "gems"]),
    (&["have", "anything"], &["have", "the", "gems"]),
    // The boxes speaking together.
    (&["we", "are", "all"], &["all", "the", "boxes", "are"]),
    (&["we", "all"], &["all", "the", "boxes"]),
    (&["we", "are", "both"], &["both", "the", "boxes", "are"]),
    (&["we", "are"], &["the", "boxes", "are"]),
    (&["i", "alone"], &["only", "i"]),
    (&["this", "very"], &["this"]),
    (&["next", "to", "mine"], &["next", "to", "me"]),
    (&["beside", "mine"], &["beside", "me"]),
    (&["whichever", "box"], &["the", "box", "that"]),
    // `most` of three boxes: at least two.
    (&["most", "boxes"], &["at", "least", "two", "boxes"]),
    (
        &["most", "of", "the", "boxes"],
        &["at", "least", "two", "of", "the", "boxes"],
    ),
    (
        &["most", "of", "us"],
        &["at", "least", "two", "of", "the", "boxes"],
    ),
    // Nouns for lying and truthful boxes.
    // `liars` / `truth-tellers` as a predicate noun: `are liars` = `are lying`.
    (&["are", "liars"], &["are", "lying"]),
    (&["are", "not", "liars"], &["are", "not", "lying"]),
    (&["both", "liars"], &["both", "lying"]),
    (&["all", "liars"], &["all", "lying"]),
    (&["are", "truth-tellers"], &["are", "truthful"]),
    (
        &["are", "not", "truth-tellers"],
        &["are", "not", "truthful"],
    ),
    (&["both", "truth-tellers"], &["both", "truthful"]),
    // Chat: `cap` is a lie (`no cap`, the truth, is a filler at the
    // sentence's edge).
    (&["is", "cap"], &["is", "lying"]),
    (&["are", "cap"], &["are", "lying"]),
    (&["is", "capping"], &["is", "lying"]),
    (&["is", "not", "cap"], &["is", "not", "lying"]),
    (&["is", "a", "truth", "teller"], &["is", "truthful"]),
    (&["is", "a", "truth-teller"], &["is", "truthful"]),
    (&["is", "a", "truthteller"], &["is", "truthful"]),
    (&["liars"], &["lying", "boxes"]),
    (&["truth-tellers"], &["truthful", "boxes"]),
    (&["truthtellers"], &["truthful", "boxes"]),
    (&["liar"], &["lying", "box"]),
    (&["among", "us"], &[]),
    (&["among", "the", "boxes"], &[]),
    (&["greater", "than"], &["more", "than"]),
    (&["larger", "than"], &["more", "than"]),
    (&["smaller", "than"], &["fewer", "than"]),
    (&["as", "there", "are"], &["as"]),
    (&["than", "there", "are"], &["than"]),
    (&["the", "claim"], &["the", "statement"]),
    (&["the", "claims"], &["the", "statements"]),
    (&["on", "my", "left"], &["to", "my", "left"]),
    (&["on", "my", "right"], &["to", "my", "right"]),
    (
        &["it", "is", "a", "lie", "that"],
        &["it", "is", "not", "true", "that"],
    ),
    (
        &["it", "is", "a", "fact", "that"],
        &["it", "is", "true", "that"],
    ),
    (&["or", "else"], &["or"]),
    (
        &["here", "is", "where", "the", "gems", "are"],
        &["the", "gems", "are", "here"],
    ),
    // The boxes as people: `nobody`, `everyone`, `someone`.
    (&["nobody"], &["no", "box"]),
    (&["everyone"], &["every", "box"]),
    (&["everybody"], &["every", "box"]),
    (&["someone"], &["some", "box"]),
    (&["somebody"], &["some", "box"]),
    (&["anyone", "who"], &["every", "box", "that"]),
    (&["all", "but", "one", "box"], &["exactly", "two", "boxes"]),
    (
        &["all", "but", "one", "of", "the", "boxes"],
        &["exactly", "two", "of", "the", "boxes"],
    ),
    (
        &["all", "but", "one", "of", "us"],
        &["exactly", "two", "of", "the", "boxes"],
    ),
    (&["my", "box"], &["this", "box"]),
    (&["gems", "lies"], &["gems", "are"]),
    (&["gems", "are", "held", "by"], &["gems", "are", "in"]),
    (&["gems", "are", "contained", "in"], &["gems", "are", "in"]),
    (
        &["gems", "are", "not", "held", "by"],
        &["gems", "are", "not", "in"],
    ),
    (
        &["gems", "are", "not", "contained", "in"],
        &["gems", "are", "not", "in"],
    ),
    // `whoever` / `whatever box`: the box that (as `whichever box`).
    (&["whoever"], &["the", "box", "that"]),
    (&["whatever", "box"], &["the", "box", "that"]),
    // `every single` adds emphasis only.
    (&["every", "single"], &["every"]),
    (&["each", "single"], &["each"]),
    (&["each", "and", "every"], &["every"]),
    // A predeterminer before `my`: `both my statements` = `both of my statements`.
    (&["both", "my"], &["both", "of", "my"]),
    (&["all", "my"], &["all", "of", "my"]),
    (
        &["gems", "are", "not", "with"],
        &["gems", "are", "not", "in"],
    ),
    (
        &["there", "is", "nothing", "inside"],
        &["there", "are", "no", "gems", "in"],
    ),
    (&["nothing", "inside"], &["nothing", "in"]),
    (&["nothing", "within"], &["nothing", "in"]),
    (&["gems", "can", "be", "found"], &["gems", "are"]),
    (
        &["gems", "can", "not", "be", "found"],
        &["gems", "are", "not"],
    ),
    (&["gems", "are", "to", "be", "found"], &["gems", "are"]),
    // The far end of the row in another word order.
    (&["furthest", "to", "the", "left"], &["on", "the", "left"]),
    (&["farthest", "to", "the", "left"], &["on", "the", "left"]),
    (&["furthest", "to", "the", "right"], &["on", "the", "right"]),
    (&["farthest", "to", "the", "right"], &["on", "the", "right"]),
    // The statement speaking as `me`: `the statement above me` = above this one.
    (
        &["statement", "above", "me"],
        &["statement", "above", "this", "one"],
    ),
    (
        &["statement", "before", "me"],
        &["statement", "before", "this", "one"],
    ),
    (
        &["statement", "below", "me"],
        &["statement", "below", "this", "one"],
    ),
    (
        &["statement", "after", "me"],
        &["statement", "after", "this", "one"],
    ),
    (&["statements", "above", "me"], &["statements", "above"]),
    (&["statements", "below", "me"], &["statements", "below"]),
    // My statement before / after this one on my box.
    (
        &["my", "previous", "statement"],
        &["the", "previous", "statement"],
    ),
    (
        &["my", "preceding", "statement"],
        &["the", "preceding", "statement"],
    ),
    (&["my", "next", "statement"], &["the", "next", "statement"]),
    (
        &["my", "following", "statement"],
        &["the", "following", "statement"],
    ),
    // Counting idioms.
    (&["one", "and", "only", "one"], &["exactly", "one"]),
    (&["the", "sole"], &["the", "only"]),
    (&["a", "sole"], &["a", "single"]),
    (&["sole"], &["only"]),
    // A mixed box: at least one statement of each kind (`mixes truth and
    // lies` is the pass of forms of `mix`).
    (
        &["mixed", "box"],
        &[
            "box",
            "with",
            "a",
            "mix",
            "of",
            "true",
            "and",
            "false",
            "statements",
        ],
    ),
    (
        &["is", "not", "mixed"],
        &[
            "does",
            "not",
            "have",
            "a",
            "mix",
            "of",
            "true",
            "and",
            "false",
            "statements",
        ],
    ),
    (&["is", "mixed"], MIXED),
    // (Adverbs of emphasis: the pass `loose::emphasis`.)
];

/// The tokens with every [`PHRASES`] pattern replaced, left to right.
pub(super) fn phrases(tokens: Vec<Token>) -> Vec<Token> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    'tokens: while i < tokens.len() {
        for (pattern, replacement) in PHRASES {
            let matches = pattern.len() <= tokens.len() - i
                && pattern
                    .iter()
                    .zip(&tokens[i..])
                    .all(|(p, t)| word(t) == Some(*p));
            if matches {
                out.extend(replacement.iter().map(|r| w(r)));
                i += pattern.len();
                continue 'tokens;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// The other boxes said as people, opening the sentence: `everyone else`,
/// `everybody else` → every other box; `nobody else`, `no one else` → no
/// other box; `the others`, `both others`, `the other two` (before a verb)
/// → the other boxes. Only first, where nothing before names a box they
/// could be other than besides this one: after another box phrase (`one of
/// us tells the truth and the other two lie`) they are other than that one,
/// and are left as written (and refused).
const OTHERS: &[(&[&str], &[&str])] = &[
    (&["everyone", "else"], &["every", "other", "box"]),
    (&["everybody", "else"], &["every", "other", "box"]),
    (&["nobody", "else"], &["no", "other", "box"]),
    (&["no", "one", "else"], &["no", "other", "box"]),
    (&["the", "others"], &["the", "other", "boxes"]),
    (&["both", "others"], &["both", "other", "boxes"]),
    (
        &["the", "other", "two", "are"],
        &["the", "other", "two", "boxes", "are"],
    ),
    (
        &["the", "other", "two", "lie"],
        &["the", "other", "two", "boxes", "lie"],
    ),
    (
        &["the", "other", "two", "tell"],
        &["the", "other", "two", "boxes", "tell"],
    ),
    (
        &["the", "other", "two", "both"],
        &["the", "other", "two", "boxes", "both"],
    ),
    (
        &["the", "other", "two", "do"],
        &["the", "other", "two", "boxes", "do"],
    ),
];

/// The phrases of [`OTHERS`] at the sentence's start.
pub(super) fn others_first(tokens: Vec<Token>) -> Vec<Token> {
    let ws = Token::words(&tokens);
    let Some((pattern, replacement)) = OTHERS.iter().find(|(p, _)| ws.starts_with(p)) else {
        return tokens;
    };
    replacement
        .iter()
        .map(|r| w(r))
        .chain(tokens[pattern.len()..].iter().cloned())
        .collect()
}
