//! `here` ending a statement after words of truth and lies (`Only one box
//! tells the truth here.`, `The white box is the liar here.`, `No box lies
//! here.`): the room, which holds every box and statement, so it adds
//! nothing and is dropped. Only when the statement does not speak of the
//! gems (`the gems lie here` says where they are) and `here` follows one of
//! [`TRUTH_WORDS`] directly.

use crate::text::Token;

/// Words after which a final `here` is the room.
const TRUTH_WORDS: &[&str] = &[
    "truth", "liar", "liars", "lies", "lie", "lying", "true", "false", "honest", "truthful",
];

/// Drops a final `here` after a word of [`TRUTH_WORDS`].
pub(super) fn truth_here(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let gems = words.contains(&"gems");
    match words.as_slice() {
        [.., before, "here"] if !gems && TRUTH_WORDS.contains(before) => {
            tokens[..tokens.len() - 1].to_vec()
        }
        _ => tokens,
    }
}
