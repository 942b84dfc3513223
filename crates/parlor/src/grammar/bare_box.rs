//! A box named alone as a whole statement (`The black box.`, `The black
//! one.`, `This box.`): the telegraphic answer to the puzzle's one
//! question, where the gems are.
//!
//! A name alone asserts nothing by its words; on a box of the Parlor it is
//! read as the answer to the question the room asks (`the gems are in the
//! black box`) only where nothing else on the box could be the question it
//! answers: when it is the box's only statement, or when every other
//! statement on the box says where the gems are or are not (`Not the white
//! box.` / `The black box.`). Beside a statement about anything else
//! (`The blue box is lying.` / `The black box.`: the liar? the true one?)
//! it is refused, with what to write. A colour alone (`Black.`) is not
//! read here (it may describe the box), nor `me`, `I` (no statement names
//! a box `me` alone in the game's style).

use super::facts::Facts;
use super::parser::Parser;
use super::{follow_up, normalize, read_with, Reading};
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};

/// Reads `text` as a box named alone (see the module doc), beside `others`,
/// the texts of the box's other statements: `Ok(None)` when the text is
/// not a box's name alone, an error when it is one but something else on
/// the box could be what it answers.
pub fn read(text: &str, others: &[&str], facts: &Facts) -> Result<Option<Reading>> {
    let tokens = normalize::normalize(tokenize(text));
    let ws = Token::words(&tokens);
    if ws.is_empty() || matches!(ws[0], "i" | "me" | "myself") || ws.len() != tokens.len() {
        return Ok(None);
    }
    let parser = Parser::new(&tokens, facts);
    if !parser
        .box_ref(0)
        .iter()
        .any(|(_, end)| *end == tokens.len())
    {
        return Ok(None);
    }
    let about_the_gems = |other: &&str| {
        read_with(other, facts).is_ok_and(|r| {
            r.alternatives.is_empty() && follow_up::says_where_the_gems_are(&r.claim)
        })
    };
    if !others.iter().all(about_the_gems) {
        return Err(ParlorError::Unreadable {
            sentence: text.to_string(),
            detail: format!(
                "  a box named alone (`{}`) answers where the gems are only when nothing else \
                 on its box could be the question it answers, and another statement here \
                 speaks of something else: write the claim meant (`the gems are in {}`, \
                 `{} is lying`)",
                ws.join(" "),
                ws.join(" "),
                ws.join(" ")
            ),
        });
    }
    read_with(&format!("the gems are in {}", ws.join(" ")), facts).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(text: &str, others: &[&str]) -> Option<crate::claim::Claim> {
        read(text, others, &Facts::default())
            .ok()
            .flatten()
            .map(|r| r.claim)
    }

    fn meant(text: &str) -> Option<crate::claim::Claim> {
        Some(read_with(text, &Facts::default()).unwrap().claim)
    }

    #[test]
    fn a_box_named_alone_says_the_gems_are_there() {
        for (said, others) in [
            ("THE BLACK BOX.", &[][..]),
            ("The black one.", &[][..]),
            ("Black box.", &[][..]),
            ("THE BLACK BOX.", &["NOT THE WHITE BOX."][..]),
            ("The black box", &["The gems are not in the blue box."][..]),
        ] {
            assert_eq!(
                claim(said, others),
                meant("the gems are in the black box"),
                "{said}"
            );
        }
        assert_eq!(claim("This box.", &[]), meant("the gems are in this box"));
        assert_eq!(
            claim("The box on the left.", &["Not here."]),
            meant("the gems are in the box on the left")
        );
    }

    #[test]
    fn a_box_named_beside_another_claim_is_refused() {
        for others in [
            &["The blue box is lying."][..],
            &["Exactly one box is true."][..],
            &["The gems are in the white box or the blue box is lying."][..],
        ] {
            let err = read("THE BLACK BOX.", others, &Facts::default()).unwrap_err();
            assert!(
                err.to_string().contains("the gems are in the black box"),
                "{err}"
            );
        }
    }

    #[test]
    fn other_fragments_are_not_a_box_named_alone() {
        for said in [
            "Black.",
            "Me.",
            "The black box is empty.",
            "The black box and the white box.",
            "The box.",
        ] {
            assert!(
                matches!(read(said, &[], &Facts::default()), Ok(None)),
                "{said}"
            );
        }
    }
}
