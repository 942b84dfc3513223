//! Statements about nothing in the room ("Good luck!", "You will enjoy
//! this one"): issue 23 asks for a reading that follows the game's rules.
//! Every statement on a box is true or false, and nothing in the room
//! decides which for such a sentence, so it is read as free: either value,
//! in every reading ([`crate::puzzle::Content::Aside`]).
//!
//! Invariant: only a sentence the grammar cannot read is an aside, and only
//! when at least one of its words is unknown and none is one the grammar or
//! the fact table knows, [`FUNCTION_WORDS`] but those placing something
//! (`in`, `on`, `at`, `by`) aside: a sentence naming a box, the gems,
//! a statement, a truth value, a colour, a place or a thing of the room is
//! never one (it is refused with the words not understood). Reading a
//! statement as free only widens the readings, so a unique answer found
//! with an aside holds whatever the sentence was meant to say.

use super::facts::Facts;
use super::lexicon::FUNCTION_WORDS;
use super::normalize::normalize;
use super::suggest::{known_words, unknown};
use crate::text::{tokenize, Token};

/// Words a sentence about nothing in the room does not have, though the
/// grammar does not read them alone: prepositions of place (`You are in the
/// zorp` puts someone somewhere) and `we`, which stands for boxes.
const PLACING: &[&str] = &["in", "on", "at", "by", "we", "us", "our"];

/// Whether `sentence` is about nothing in the room (module doc): at least
/// one word unknown, every other word a function word, none placing; the
/// caller asks only for a sentence the grammar could not read.
pub fn aside(sentence: &str, facts: &Facts) -> bool {
    let known = known_words(facts);
    let tokens = normalize(tokenize(sentence));
    let is_unknown = |w: &str| unknown(&known, w);
    let bare = |w: &str| FUNCTION_WORDS.contains(&w);
    let words: Option<Vec<&str>> = tokens.iter().map(Token::word).collect();
    words.is_some_and(|words| {
        words.iter().any(|w| is_unknown(w))
            && words
                .iter()
                .all(|w| (is_unknown(w) || bare(w)) && !PLACING.contains(w))
    })
}
