//! `but not both` after a whole clause whose subject is two boxes joined by
//! `or` (`Either the white box or the black box has the gems, but not
//! both.`): exactly one of the two has the predicate. The sentence is
//! given back as `exactly one of A and B …`, which the grammar reads; the
//! grammar itself reads `but not both` right after the two boxes and after
//! two whole clauses (`A or B but not both`).

use super::facts::Facts;
use super::parser::Parser;
use crate::claim::{BoxBase, Quant};
use crate::text::Token;

/// The sentence as `exactly one of A and B …`, if it is `[either] A or B
/// … but not both` with A and B two boxes.
pub fn subject_but_not_both(tokens: &[Token], facts: &Facts) -> Option<Vec<Token>> {
    let word = |t: &Token, w: &str| matches!(t, Token::Word(x) if x == w);
    let n = tokens.len();
    let tail = ["but", "not", "both"];
    if n < 4 || !tokens[n - 3..].iter().zip(tail).all(|(t, w)| word(t, w)) {
        return None;
    }
    let body = &tokens[..n - 3];
    let parser = Parser::new(body, facts);
    let end = parser.box_np(0).into_iter().find_map(|(np, end)| {
        let two = matches!(&np.set.base, BoxBase::Listed(v) if v.len() == 2);
        (np.quant == Quant::SOME && two && np.set.filter.is_empty() && !np.pronoun && end < n - 3)
            .then_some(end)
    })?;
    let start = usize::from(word(&body[0], "either"));
    let mut out: Vec<Token> = ["exactly", "one", "of"]
        .map(|w| Token::Word(w.to_string()))
        .into();
    for t in &body[start..end] {
        if word(t, "or") {
            out.push(Token::Word("and".to_string()));
        } else {
            out.push(t.clone());
        }
    }
    out.extend(body[end..].iter().cloned());
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::tokenize;

    fn show(s: &str) -> Option<String> {
        subject_but_not_both(&tokenize(s), &Facts::default())
            .map(|ts| ts.iter().map(Token::show).collect::<Vec<_>>().join(" "))
    }

    #[test]
    fn two_boxes_or_ed_become_exactly_one_of_them() {
        assert_eq!(
            show("Either the white box or the black box has the gems, but not both."),
            Some("exactly one of the white box and the black box has the gems".into())
        );
        assert_eq!(
            show("The white box or the black box is lying, but not both."),
            Some("exactly one of the white box and the black box is lying".into())
        );
        // No `or` subject, or no `but not both` at the end.
        assert_eq!(show("Every box is lying but not both"), None);
        assert_eq!(
            show("Either the white box or the black box has the gems"),
            None
        );
    }
}
