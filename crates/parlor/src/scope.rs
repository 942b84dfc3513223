//! The static side of a claim: what its sets are in one puzzle, seen from
//! one statement.
//!
//! A [`Scope`] is the speaking statement (box and 1-based position) in its
//! puzzle. It resolves everything fixed before solving: named and relative
//! boxes ([`Scope::base`]), sets of statements by box and position
//! ([`Scope::stmt_base`]) and properties of statement texts
//! ([`Scope::text_holds`]). Lists are left to right, top to bottom, without
//! repeats.

use crate::claim::{BoxBase, BoxPred, BoxRef, BoxSet, Position, StmtBase, TextProp};
use crate::colour::{Colour, OTHER_COLOUR_WORDS};
use crate::error::ParlorError;
use crate::puzzle::Puzzle;
use crate::wording;

/// A statement's identity: its box and 1-based position.
pub type Sid = (Colour, usize);

/// The speaking statement in its puzzle.
#[derive(Debug, Clone, Copy)]
pub struct Scope<'a> {
    puzzle: &'a Puzzle,
    colour: Colour,
    index: usize,
}

impl<'a> Scope<'a> {
    /// The scope of statement `index` on box `colour`.
    pub fn new(puzzle: &'a Puzzle, colour: Colour, index: usize) -> Scope<'a> {
        Scope {
            puzzle,
            colour,
            index,
        }
    }

    /// The same puzzle seen from another statement.
    pub fn moved_to(&self, s: Sid) -> Scope<'a> {
        Scope::new(self.puzzle, s.0, s.1)
    }

    /// An error about the speaking statement.
    pub fn error(&self, message: String) -> ParlorError {
        ParlorError::BadReference {
            colour: self.colour,
            index: self.index,
            message,
        }
    }

    /// How many statements a box carries.
    pub fn count(&self, colour: Colour) -> usize {
        self.puzzle.statements(colour).len()
    }

    /// The text of a statement ("" if it does not exist).
    pub fn text_of(&self, s: Sid) -> &'a str {
        s.1.checked_sub(1)
            .and_then(|i| self.puzzle.statements(s.0).get(i))
            .map_or("", |st| st.text.as_str())
    }

    /// The statements of a box, top to bottom.
    pub fn statements_of(&self, b: Colour) -> Vec<Sid> {
        (1..=self.count(b)).map(|i| (b, i)).collect()
    }

    fn all_statements(&self) -> Vec<Sid> {
        Colour::ALL
            .into_iter()
            .flat_map(|b| self.statements_of(b))
            .collect()
    }

    /// The colour a box reference names.
    pub fn resolve(&self, r: BoxRef) -> Colour {
        match r {
            BoxRef::This => self.colour,
            BoxRef::Is(c) => c,
        }
    }

    /// The boxes of a static base, left to right, without repeats.
    pub fn base(&self, base: &BoxBase) -> Vec<Colour> {
        let position = |r: &BoxRef| self.resolve(*r).index();
        let keep = |test: &dyn Fn(usize) -> bool| -> Vec<Colour> {
            Colour::ALL
                .into_iter()
                .filter(|c| test(c.index()))
                .collect()
        };
        match base {
            BoxBase::Every => Colour::ALL.to_vec(),
            BoxBase::Listed(list) => keep(&|i| list.iter().any(|r| position(r) == i)),
            BoxBase::Except(r) => keep(&|i| i != position(r)),
            BoxBase::NextTo(r) => keep(&|i| i.abs_diff(position(r)) == 1),
            BoxBase::LeftOf(r) => keep(&|i| i + 1 == position(r)),
            BoxBase::RightOf(r) => keep(&|i| i == position(r) + 1),
            BoxBase::FarFrom(r) => keep(&|i| i.abs_diff(position(r)) == 2),
            BoxBase::Beyond(r) => {
                let (me, at) = (self.colour.index(), position(r));
                keep(&|i| me != at && i.abs_diff(at) == 1 && i.abs_diff(me) == 2)
            }
            BoxBase::Between(a, b) => {
                let (a, b) = (position(a), position(b));
                keep(&|i| a.min(b) < i && i < a.max(b))
            }
        }
    }

    /// The statements of a static base, each with the box filter its
    /// membership also needs (for statements on a filtered set of boxes).
    pub fn stmt_base(&self, base: &StmtBase) -> Vec<(Sid, Option<Vec<BoxPred>>)> {
        let me = (self.colour, self.index);
        let plain = |list: Vec<Sid>| list.into_iter().map(|s| (s, None)).collect();
        match base {
            StmtBase::All => plain(self.all_statements()),
            StmtBase::These if self.count(self.colour) == 1 => plain(self.all_statements()),
            StmtBase::These => vec![],
            StmtBase::TheseCounted(n) => {
                let own: Vec<Sid> = (1..=self.count(self.colour))
                    .map(|i| (self.colour, i))
                    .collect();
                let room = self.all_statements();
                let n = *n as usize;
                match (own.len() == n, room.len() == n) {
                    (true, false) => plain(own),
                    (false, true) => plain(room),
                    (true, true) if own == room => plain(room),
                    _ => vec![],
                }
            }
            StmtBase::This => plain(vec![me]),
            StmtBase::Above => plain(self.existing((self.colour, self.index.wrapping_sub(1)))),
            StmtBase::Below => plain(self.existing((self.colour, self.index + 1))),
            StmtBase::AllAbove => plain((1..self.index).map(|i| (self.colour, i)).collect()),
            StmtBase::AllBelow => plain(
                (self.index + 1..=self.count(self.colour))
                    .map(|i| (self.colour, i))
                    .collect(),
            ),
            StmtBase::Others => plain(
                self.all_statements()
                    .into_iter()
                    .filter(|s| *s != me)
                    .collect(),
            ),
            StmtBase::On(boxes, at) => self.on(boxes, *at),
            StmtBase::OthersOn(boxes) => {
                let mut list = self.on(boxes, None);
                list.retain(|(s, _)| *s != me);
                list
            }
        }
    }

    /// The statements on a box set at a position, with the set's filter.
    fn on(&self, boxes: &BoxSet, at: Option<Position>) -> Vec<(Sid, Option<Vec<BoxPred>>)> {
        let filter = (!boxes.filter.is_empty()).then(|| boxes.filter.clone());
        self.base(&boxes.base)
            .into_iter()
            .flat_map(|b| self.at(b, at))
            .map(|s| (s, filter.clone()))
            .collect()
    }

    fn existing(&self, s: Sid) -> Vec<Sid> {
        if s.1 >= 1 && s.1 <= self.count(s.0) {
            vec![s]
        } else {
            vec![]
        }
    }

    /// The statements of box `b` at a position (all of them for `None`).
    fn at(&self, b: Colour, at: Option<Position>) -> Vec<Sid> {
        match at {
            None => self.statements_of(b),
            Some(Position::Nth(n)) => self.existing((b, n)),
            Some(Position::Last) => self.existing((b, self.count(b))),
        }
    }

    /// The words (or letters) of all the statements on box `b`.
    pub fn box_size(&self, b: Colour, letters: bool) -> usize {
        self.statements_of(b)
            .into_iter()
            .map(|s| self.size(s, letters))
            .sum()
    }

    fn size(&self, s: Sid, letters: bool) -> usize {
        let text = self.text_of(s);
        if letters {
            wording::letters(text)
        } else {
            wording::wording(text).len()
        }
    }

    /// Whether statement `s` stands at a position on its box.
    pub fn stands_at(&self, s: Sid, at: Position) -> bool {
        self.at(s.0, Some(at)).contains(&s)
    }

    /// A colour word other than the boxes' own on some statement of the
    /// room (see [`crate::colour::OTHER_COLOUR_WORDS`]).
    pub fn other_colour_word(&self) -> Option<&'static str> {
        self.all_statements().into_iter().find_map(|s| {
            OTHER_COLOUR_WORDS
                .iter()
                .find(|w| wording::has_phrase(self.text_of(s), w))
                .copied()
        })
    }

    /// Whether statement `s`'s text has a property.
    pub fn text_holds(&self, s: Sid, prop: &TextProp) -> bool {
        let text = self.text_of(s);
        let same =
            |o: &Sid| *o != s && wording::wording(self.text_of(*o)) == wording::wording(text);
        match prop {
            TextProp::Phrase(p) => wording::has_phrase(text, p),
            TextProp::Letter(l) => wording::has_letter(text, *l),
            TextProp::Words(cmp, n) => cmp.holds(wording::wording(text).len(), *n as usize),
            TextProp::Letters(cmp, n) => cmp.holds(wording::letters(text), *n as usize),
            TextProp::Unique => !self.all_statements().iter().any(same),
            TextProp::Colour => Colour::ALL
                .iter()
                .any(|c| wording::has_phrase(text, c.name())),
            TextProp::SameAs(base) => self.stmt_base(base).iter().any(|(o, _)| same(o)),
            TextProp::Shortest | TextProp::Longest => {
                let shortest = *prop == TextProp::Shortest;
                let n = self.size(s, false);
                self.all_statements()
                    .into_iter()
                    .filter(|o| *o != s)
                    .all(|o| {
                        let m = self.size(o, false);
                        if shortest {
                            n < m
                        } else {
                            n > m
                        }
                    })
            }
            TextProp::AppearsOn(base) => self
                .base(base)
                .into_iter()
                .flat_map(|b| self.statements_of(b))
                .any(|o| same(&o)),
            TextProp::Claims(p) => {
                self.puzzle
                    .statements(s.0)
                    .get(s.1.wrapping_sub(1))
                    .and_then(|st| st.claim())
                    .and_then(|c| c.self_property())
                    == Some(&**p)
            }
        }
    }
}
