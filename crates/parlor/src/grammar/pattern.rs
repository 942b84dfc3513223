//! Patterns: the written form of grammar rules.
//!
//! A pattern is a space-separated list of items: `word` or `a|b` (one of
//! these words), `[a|b]` (optionally one of these words), `<name>` (a
//! nonterminal, see [`Nt`]). Patterns are written in the rule table and
//! shown to users as "known forms".

/// Nonterminals of the grammar; `<name>` in a pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Nt {
    /// A whole statement, possibly compound.
    Sentence,
    /// A statement without connectives.
    Simple,
    /// One box: `this box`, `the blue box`, `the middle box`.
    Box,
    /// Two boxes joined by `and`.
    List,
    /// A quantified set of boxes: `a false box`, `the other two boxes`.
    Set,
    /// A colour word.
    Colour,
    /// A number word.
    Num,
    /// An ordinal: `first`, `second`, `top`.
    Ordinal,
    /// `not` or nothing.
    Neg,
    /// `true` or `false`.
    Truth,
    /// What follows `is`: `empty`, `true`, `blue`, `the middle box`.
    Adj,
    /// A property that narrows boxes: `true`, `false`, `empty`.
    Filter,
    /// A verb phrase about a box: `is empty`, `contains the gems`.
    Vp,
    /// A quoted phrase.
    Quoted,
    /// A quoted phrase or any single word.
    Word,
}

impl Nt {
    /// The nonterminal named `name` in patterns.
    fn from_name(name: &str) -> Option<Nt> {
        Some(match name {
            "sentence" => Nt::Sentence,
            "simple" => Nt::Simple,
            "box" => Nt::Box,
            "list" => Nt::List,
            "set" => Nt::Set,
            "colour" => Nt::Colour,
            "num" => Nt::Num,
            "ordinal" => Nt::Ordinal,
            "neg" => Nt::Neg,
            "truth" => Nt::Truth,
            "adj" => Nt::Adj,
            "filter" => Nt::Filter,
            "vp" => Nt::Vp,
            "q" => Nt::Quoted,
            "word" => Nt::Word,
            _ => return None,
        })
    }
}

/// One item of a pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// One of these words.
    Word(Vec<&'static str>),
    /// Optionally one of these words.
    Opt(Vec<&'static str>),
    /// A nonterminal.
    Slot(Nt),
}

/// Splits a pattern into items; a malformed pattern is a bug in the rule
/// table and is reported by the grammar's own tests.
pub fn items(pattern: &'static str) -> Result<Vec<Item>, String> {
    pattern
        .split(' ')
        .map(|part| {
            if let Some(name) = part.strip_prefix('<').and_then(|p| p.strip_suffix('>')) {
                Nt::from_name(name)
                    .map(Item::Slot)
                    .ok_or_else(|| format!("unknown nonterminal <{name}> in {pattern:?}"))
            } else if let Some(inner) = part.strip_prefix('[').and_then(|p| p.strip_suffix(']')) {
                Ok(Item::Opt(inner.split('|').collect()))
            } else if part.is_empty() || part.contains(['<', '>', '[', ']']) {
                Err(format!("malformed item {part:?} in {pattern:?}"))
            } else {
                Ok(Item::Word(part.split('|').collect()))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_items() {
        assert_eq!(
            items("the gems are|is [not] in <box>").unwrap(),
            vec![
                Item::Word(vec!["the"]),
                Item::Word(vec!["gems"]),
                Item::Word(vec!["are", "is"]),
                Item::Opt(vec!["not"]),
                Item::Word(vec!["in"]),
                Item::Slot(Nt::Box),
            ]
        );
        assert!(items("<nope>").is_err());
        assert!(items("a  b").is_err());
    }
}
