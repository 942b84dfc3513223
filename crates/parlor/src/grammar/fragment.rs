//! Telegraphic statements: a whole statement that is a fragment, the way
//! the game's boxes sometimes speak (`Empty.`, `Nothing inside.`, `No
//! gems in here.`, `Not me.`, `Gems here.`, `Gems: white box.`, `Gems:
//! white box or black box.`, `Gems not in black.`, `Gems: not black.`,
//! `Not the white one either.`, `All true.`, `True: the white box.`, `Blue
//! box: liar.`, `Blue: liar.`, `White: one true, one false.`, `Two liars
//! here.`). Punctuation is gone before the parse, so the forms are word
//! sequences read only as a whole sentence.
//!
//! One reading each (`docs/parlor.md`, *Telegraphic statements*): the
//! gems are what a box's fragment is about unless it names a truth value —
//! `Empty.`, `Nothing inside.`, `Not me.`, `Not here.` say that this box is
//! empty; `Gems here.`, `Gems: the white box.` where the gems are, `Gems
//! not in black.`, `No gems in the white box.`, `Gems: not here.`, `Not
//! the white one (either).` where they are not; `All true.` / `All false.`
//! that every statement on this box is true / false; `True:
//! the white box.`, `Blue box: liar.`, `White box: empty.` give a named
//! box that property; `Two liars here.`, `No true box.` count the boxes
//! with a property, as `there are two liars` does.

use super::parser::Parser;
use crate::claim::{BoxPred, BoxRef, Claim, Cmp, Quant, StmtPred};

impl Parser<'_> {
    /// The whole sentence read as a fragment, when it is one.
    pub fn fragment(&self) -> Vec<Claim> {
        let mut out = Vec::new();
        let this = |p: BoxPred| Claim::box_is(BoxRef::This, p);
        // Each alternative on its own: `lit` stops at the first that matches.
        let whole = |phrases: &str| {
            phrases
                .split(';')
                .any(|p| self.lit(0, p) == Some(self.len()))
        };
        if whole("empty;nothing in;nothing here;nothing in here;nothing in me;nothing is in me;nothing is inside me;nothing is in here;nothing is here;not me;not here;not in here;not in me;not this box;not this one;not in this box;not in this one;no gems;no gems here;no gems in here;no gems inside;no gems inside here;empty box;gems not here;the gems not here;gems not in here;not here either;not me either") {
            out.push(this(BoxPred::empty()));
        }
        if whole("not empty;full;gems here;gems in here;gems in me;the gems here;here") {
            out.push(this(BoxPred::Gems));
        }
        // `All true.`, `All false.`: every statement on this box.
        if whole("all true;all of it true;all of it is true") {
            out.push(this(BoxPred::True));
        }
        if whole("all false;all lies;all of it false;all of it is false") {
            out.push(this(BoxPred::False));
        }
        // `Gems: the white box`, `gems white box`, `gems in black box`.
        let starts = |phrases: &str, at: usize| {
            phrases
                .split(';')
                .filter_map(|p| self.lit(at, p))
                .collect::<Vec<usize>>()
        };
        for j in starts("gems;the gems;gems in;the gems in", 0) {
            for (r, end) in self.fragment_box(j) {
                if end == self.len() {
                    out.push(Claim::box_is(r, BoxPred::Gems));
                }
                // `Gems: white box or black box`: in one of the two.
                for k in starts("or;or in;or the", end) {
                    for (s, e) in self.fragment_box(k) {
                        if e == self.len() && s != r {
                            out.push(Claim::Or(vec![
                                Claim::box_is(r, BoxPred::Gems),
                                Claim::box_is(s, BoxPred::Gems),
                            ]));
                        }
                    }
                }
            }
        }
        // `Gems not in black`, `Gems: not black`, `No gems in the white
        // box`, `Not the white one either`: that box is empty.
        for j in starts(
            "gems not in;the gems not in;gems not;the gems not;no gems in;not in;not",
            0,
        ) {
            for (r, end) in self.fragment_box(j) {
                if end == self.len() || self.lit(end, "either") == Some(self.len()) {
                    out.push(Claim::box_is(r, BoxPred::empty()));
                }
            }
        }
        // `True: the white box`, `Lying: the blue box`: an adjective
        // before the box (never a noun or a verb: `Truth the white box`,
        // `Lies the blue box` are not English, and the colon that could
        // make them labels is gone before the parse).
        for (words, pred) in predicates() {
            let adjectives = words
                .split(';')
                .filter(|w| LEADING.contains(w))
                .collect::<Vec<_>>()
                .join(";");
            for j in starts(&adjectives, 0) {
                for (r, end) in self.fragment_box(j) {
                    if end == self.len() {
                        out.push(Claim::box_is(r, pred.clone()));
                    }
                }
            }
        }
        // `Blue box: liar`, `White box: empty`.
        for (r, j) in self.fragment_box(0) {
            for (words, pred) in predicates() {
                if starts(words, j).contains(&self.len()) {
                    out.push(Claim::box_is(r, pred.clone()));
                }
            }
        }
        // `Two liars (here).`, `No true box.`: a counted box noun phrase
        // with a property alone says there are that many, as after `there
        // are` (`here` is the room: a box is not in a box). Without one
        // (`Two boxes.`) it says nothing a box would. Not with an exception
        // (`No box telling the truth except me`): `No box is … except me`
        // also says it of me, which the phrase alone does not.
        let exception = (0..self.len()).any(|k| {
            self.word(k).is_some_and(|w| {
                matches!(
                    w,
                    "except" | "but" | "besides" | "save" | "apart" | "excluding" | "other"
                )
            })
        });
        out.extend(
            self.counted_boxes(0)
                .into_iter()
                .filter(|(c, end)| {
                    !exception
                        && *end == self.len()
                        && !matches!(c, Claim::Boxes(_, _, BoxPred::And(ps)) if ps.is_empty())
                })
                .map(|(c, _)| c),
        );
        out.sort_by_key(|c| format!("{c:?}"));
        out.dedup();
        out
    }

    /// A box named with or without `the`, or by its colour alone: `the
    /// white box`, `white box`, `white`, `this box`, `me`.
    fn fragment_box(&self, i: usize) -> Vec<(BoxRef, usize)> {
        let mut out = self.box_ref(i);
        if let Some(c) = self.word(i).and_then(super::lexicon::colour) {
            out.extend(self.lit(i + 1, "box").map(|e| (BoxRef::Is(c), e)));
            out.push((BoxRef::Is(c), i + 1));
        }
        out
    }
}

/// The words of [`predicates`] that may open a fragment before a box.
const LEADING: &[&str] = &[
    "true",
    "truthful",
    "honest",
    "false",
    "lying",
    "lying box",
    "a lying box",
    "empty",
    "full",
];

/// The words of a fragment's property and the property. `one true, one
/// false` counts the box's statements: exactly one true and exactly one
/// false (`White: one true, one false.`).
fn predicates() -> [(&'static str, BoxPred); 6] {
    let one = |p: StmtPred| BoxPred::Stmts(Quant::Count(Cmp::Eq, 1), p);
    [
        ("true;truthful;honest;truth", BoxPred::True),
        ("false;lying box;a lying box;lying;lies", BoxPred::False),
        ("empty", BoxPred::empty()),
        ("gems;has the gems;has gems", BoxPred::Gems),
        ("full", BoxPred::Gems),
        (
            "one true one false;one true and one false;one true statement one false statement;\
             one true statement and one false statement",
            BoxPred::And(vec![one(StmtPred::True), one(StmtPred::False)]),
        ),
    ]
}
