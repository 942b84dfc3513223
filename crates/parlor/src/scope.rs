//! The static side of a claim: what its sets are in one puzzle, seen from
//! one statement.
//!
//! A [`Scope`] is the speaking statement (box and 1-based position) in its
//! puzzle. It resolves everything fixed before solving: named and relative
//! boxes ([`Scope::base`]), sets of statements by box and position
//! ([`Scope::stmt_base`]) and properties of statement texts
//! ([`Scope::text_holds`]). Lists are left to right, top to bottom, without
//! repeats.

use crate::claim::{
    BoxBase, BoxPred, BoxRef, BoxSet, Claim, Position, Printed, StmtBase, TextProp, Unit,
};
use crate::colour::Colour;
use crate::error::ParlorError;
use crate::grammar::lexicon;
use crate::puzzle::Puzzle;
use crate::{printed, wording};

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

    /// The puzzle the statement belongs to.
    pub fn puzzle(&self) -> &'a Puzzle {
        self.puzzle
    }

    /// The same puzzle, seen from statement `s`.
    pub fn moved_to(&self, s: Sid) -> Scope<'a> {
        Scope::new(self.puzzle, s.0, s.1)
    }

    /// The words of the speaking statement as written (lower case).
    pub fn own_words(&self) -> Vec<String> {
        crate::text::plain_words(self.text_of((self.colour, self.index)))
    }

    /// The box of the speaking statement.
    pub fn speaker(&self) -> Colour {
        self.colour
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
            BoxBase::NameLetters(cmp, r) => {
                let than = self.resolve(*r).name();
                Colour::ALL
                    .into_iter()
                    .filter(|c| printed::compare(c.name(), Unit::Letters, *cmp, than) == Some(true))
                    .collect()
            }
        }
    }

    /// Whether the statement just above the speaking one (on its box)
    /// speaks of statements and of no more than one box, so a plural `they`
    /// can only refer back to statements (after `the other boxes are
    /// empty`, `they` would be those boxes).
    fn above_speaks_of_statements(&self) -> bool {
        let single = |boxes: &BoxSet| matches!(&boxes.base, BoxBase::Listed(l) if l.len() == 1);
        let above = self
            .puzzle
            .statements(self.colour)
            .get(self.index.wrapping_sub(2))
            .and_then(|st| st.claim());
        match above {
            Some(Claim::Stmts(_, set, _)) => match &set.base {
                StmtBase::On(boxes, _) | StmtBase::OthersOn(boxes) => single(boxes),
                _ => true,
            },
            _ => false,
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
            StmtBase::TheseCounted(n) => plain(counted_referent(
                *n,
                vec![self.statements_of(self.colour), self.all_statements()],
            )),
            StmtBase::They(_) if !self.above_speaks_of_statements() => vec![],
            StmtBase::They(n) => {
                let own = self.statements_of(self.colour);
                let others = own.iter().copied().filter(|s| *s != me).collect();
                plain(counted_referent(
                    *n,
                    vec![others, own, self.all_statements()],
                ))
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
            StmtBase::OthersOf(inner) => {
                let named: Vec<Sid> = self.stmt_base(inner).into_iter().map(|(s, _)| s).collect();
                plain(
                    self.all_statements()
                        .into_iter()
                        .filter(|s| !named.contains(s))
                        .collect(),
                )
            }
            StmtBase::On(boxes, at) => self.on(boxes, *at),
            StmtBase::OthersOn(boxes) => {
                let mut list = self.on(boxes, None);
                list.retain(|(s, _)| *s != me);
                list
            }
            StmtBase::Them => plain(
                self.statements_of(self.colour)
                    .into_iter()
                    .filter(|s| *s != me)
                    .collect(),
            ),
        }
    }

    /// The other sets a partitive `them` could stand for besides this
    /// box's other statements: each statement above the speaking one on its
    /// box that names a plural of statements or boxes (`statements`,
    /// `boxes`, `ones`, `we`, `the white box and the black box`, a
    /// quantified singular: `at least one statement`), with the
    /// words that name it. Judged on the words as written, so that a plural
    /// the grammar reads in any way counts.
    pub fn them_rivals(&self) -> Vec<(Sid, String)> {
        (1..self.index)
            .filter_map(|i| {
                let words = crate::text::plain_words(self.text_of((self.colour, i)));
                plural_phrase(&words).map(|p| ((self.colour, i), p))
            })
            .collect()
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

    /// The sizes of printed text in `unit`, one per way of counting
    /// ([`printed::counts`]): a statement's, the sum over a box's
    /// statements, or a box's colour name. Err: what the phrase names
    /// when it is not one statement.
    pub fn printed_size(&self, p: &Printed, unit: Unit) -> Result<Vec<usize>, String> {
        let texts: Vec<&str> = match p {
            Printed::Statement(base) => match self.stmt_base(base).as_slice() {
                [(s, _)] => vec![self.text_of(*s)],
                [] => return Err("names no statement here".into()),
                many => {
                    return Err(format!(
                        "names {} statements, and a size is compared for one statement at a \
                         time or for them together: name one of them (\"the first statement \
                         on the black box\"), say each (\"every statement on the black box \
                         has more words than this one\"), or count them together (\"the \
                         black box's statements together\", \"the black box has more words \
                         than the white box\")",
                        many.len()
                    ))
                }
            },
            Printed::Box(r) => self
                .statements_of(self.resolve(*r))
                .into_iter()
                .map(|s| self.text_of(s))
                .collect(),
            Printed::Name(r) => vec![self.resolve(*r).name()],
            Printed::Together(base) => match self.stmt_base(base).as_slice() {
                [] => return Err("names no statement here".into()),
                many => many.iter().map(|(s, _)| self.text_of(*s)).collect(),
            },
        };
        let ways = printed::counts("", unit).len();
        Ok((0..ways)
            .map(|k| texts.iter().map(|t| printed::counts(t, unit)[k]).sum())
            .collect())
    }

    /// Whether statement `s` stands at a position on its box.
    pub fn stands_at(&self, s: Sid, at: Position) -> bool {
        self.at(s.0, Some(at)).contains(&s)
    }

    /// Whether statement `s` claims where the gems are
    /// ([`crate::claim::Claim::gems_location`]): its reading and every other reading the
    /// grammar found must agree; `None` when that is not decided (a formula
    /// statement, or a reading that speaks of the gems otherwise).
    pub fn locates(&self, s: Sid) -> Option<bool> {
        let st = self.puzzle.statements(s.0).get(s.1.wrapping_sub(1))?;
        let first = st.claim()?.gems_location()?;
        st.alternatives
            .iter()
            .all(|c| c.gems_location() == Some(first))
            .then_some(first)
    }

    /// Whether statement `s` shows a number that also appears on another
    /// box ([`TextProp::NumberElsewhere`]), under every way to read
    /// `number`: with or without `one` (also a pronoun) and ordinals (words
    /// or `2nd`), and
    /// numbers compared by value (`3` = `three`) or by written form; `None`
    /// when these disagree.
    pub fn number_elsewhere(&self, s: Sid) -> Option<bool> {
        let numbers = |t: Sid, loose: bool| -> Vec<(String, u32)> {
            wording::wording(self.text_of(t))
                .into_iter()
                .filter_map(|w| {
                    // Loose: `one`, ordinal words and numerals with a
                    // suffix (`2nd`).
                    let digits: String = w.chars().take_while(char::is_ascii_digit).collect();
                    let n = match lexicon::number(&w) {
                        Some(n) if w != "one" => Some(n),
                        Some(n) => loose.then_some(n),
                        None => lexicon::ordinal(&w)
                            .or_else(|| digits.parse().ok())
                            .filter(|_| loose),
                    }?;
                    Some((w, n))
                })
                .collect()
        };
        let elsewhere: Vec<Sid> = self
            .all_statements()
            .into_iter()
            .filter(|o| o.0 != s.0)
            .collect();
        let holds = |loose: bool, by_value: bool| {
            let mine = numbers(s, loose);
            elsewhere
                .iter()
                .flat_map(|o| numbers(*o, loose))
                .any(|(w, n)| {
                    mine.iter()
                        .any(|(mw, mn)| if by_value { *mn == n } else { *mw == w })
                })
        };
        let first = holds(false, false);
        [(false, true), (true, false), (true, true)]
            .into_iter()
            .all(|(loose, by_value)| holds(loose, by_value) == first)
            .then_some(first)
    }

    /// Whether statement `s` mentions a colour
    /// ([`TextProp::MentionsColour`]): a colour word of
    /// [`lexicon::COLOUR_WORDS`] among its words; `None` when it has none
    /// but a word outside the grammar's vocabulary (a quoted word, a word
    /// of a fact), which could name a colour the list does not have.
    pub fn mentions_colour(&self, s: Sid) -> Option<bool> {
        let words = wording::wording(self.text_of(s));
        if words
            .iter()
            .any(|w| lexicon::COLOUR_WORDS.contains(&w.as_str()))
        {
            return Some(true);
        }
        let known = |w: &String| {
            lexicon::VOCABULARY.contains(&w.as_str())
                || lexicon::NOT_BOXES.contains(&w.as_str())
                || lexicon::number(w).is_some()
        };
        words.iter().all(known).then_some(false)
    }

    /// Whether statement `s`'s text has a property; `None` when the
    /// property is not decided for it ([`Scope::locates`],
    /// [`Scope::number_elsewhere`], [`Scope::mentions_colour`]).
    pub fn text_holds(&self, s: Sid, prop: &TextProp) -> Option<bool> {
        let text = self.text_of(s);
        let same =
            |o: &Sid| *o != s && wording::wording(self.text_of(*o)) == wording::wording(text);
        Some(match prop {
            TextProp::Phrase(p) => wording::has_phrase(text, p),
            TextProp::Letter(l) => wording::has_letter(text, *l),
            TextProp::Words(cmp, n) => cmp.holds(wording::wording(text).len(), *n as usize),
            TextProp::Letters(cmp, n) => cmp.holds(wording::letters(text), *n as usize),
            TextProp::Characters(cmp, n) => {
                return printed::compares(text, Unit::Characters, *cmp, *n as usize)
            }
            TextProp::FirstWord(w) => printed::first_word(text).as_ref() == Some(w),
            TextProp::LastWord(w) => printed::last_word(text).as_ref() == Some(w),
            TextProp::Parity { letters, odd } => {
                let n = if *letters {
                    wording::letters(text)
                } else {
                    wording::wording(text).len()
                };
                (n % 2 == 1) == *odd
            }
            TextProp::WordMost { word, fewest } => {
                let texts = self.all_statements().into_iter().map(|o| self.text_of(o));
                wording::extreme_word(texts, *fewest).is_some_and(|w| {
                    word.as_ref().is_none_or(|x| *x == w) && wording::wording(text).contains(&w)
                })
            }
            TextProp::SizeVs { unit, cmp, than } => {
                if let Printed::Statement(b) | Printed::Together(b) = than {
                    if self.stmt_base(b).iter().any(|(o, _)| *o == s) {
                        return None;
                    }
                }
                let other = self.printed_size(than, *unit).ok()?;
                return printed::compare_sizes(&printed::counts(text, *unit), *cmp, &other);
            }
            TextProp::Unique => !self.all_statements().iter().any(same),
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
            TextProp::Locates => return self.locates(s),
            TextProp::NumberElsewhere => return self.number_elsewhere(s),
            TextProp::MentionsColour => return self.mentions_colour(s),
            TextProp::Claims(p) => {
                self.puzzle
                    .statements(s.0)
                    .get(s.1.wrapping_sub(1))
                    .and_then(|st| st.claim())
                    .and_then(|c| c.self_property())
                    == Some(&**p)
            }
        })
    }
}

/// What a plural anaphor with a presupposed number of members refers to
/// (`both of these statements`, `they are both false`): the one candidate
/// with `n` members (candidates with the same members are one); none when
/// no candidate, or several different ones, have that many.
/// Nouns and pronouns for several statements or boxes.
const PLURALS: &[&str] = &[
    "statements",
    "sentences",
    "claims",
    "boxes",
    "ones",
    "others",
    "liars",
    "we",
    "us",
];

/// Words that make a singular noun after them range over a set.
const QUANTIFIERS: &[&str] = &[
    "every", "each", "no", "any", "least", "most", "exactly", "all", "neither", "either",
];

/// The first words of `words` naming several statements or boxes: a
/// plural noun or pronoun, or two boxes joined by `and`, `or` or `nor`
/// (`the blue box or the black one`).
fn plural_phrase(words: &[String]) -> Option<String> {
    if let Some(w) = words.iter().find(|w| PLURALS.contains(&w.as_str())) {
        return Some(w.clone());
    }
    // A quantified singular ranges over a set too: `at least one statement
    // on the white box`, `every box`, `no statement`.
    let quantified = words.iter().enumerate().find_map(|(k, w)| {
        let noun = matches!(w.as_str(), "statement" | "sentence" | "claim" | "box");
        let start = k.saturating_sub(2);
        let quantifier = words[start..k]
            .iter()
            .any(|q| QUANTIFIERS.contains(&q.as_str()));
        let start = if start > 0 && words[start - 1] == "at" {
            start - 1
        } else {
            start
        };
        (noun && quantifier).then(|| words[start..=k].join(" "))
    });
    if quantified.is_some() {
        return quantified;
    }
    let boxy = |w: &str| lexicon::colour(w).is_some() || w == "me";
    let near = |from: usize, to: usize| {
        words
            .get(from..to.min(words.len()))
            .and_then(|ws| ws.iter().find(|w| boxy(w)))
    };
    words.iter().enumerate().find_map(|(k, w)| {
        if !matches!(w.as_str(), "and" | "or" | "nor") {
            return None;
        }
        let before = near(k.saturating_sub(3), k)?;
        let after = near(k + 1, k + 4)?;
        let mut end = words.iter().skip(k + 1).position(|x| x == after)? + k + 2;
        if words
            .get(end)
            .is_some_and(|w| matches!(w.as_str(), "box" | "one"))
        {
            end += 1;
        }
        let start = words[..k].iter().rposition(|x| x == before)?;
        Some(words[start..end].join(" "))
    })
}

fn counted_referent(n: u32, candidates: Vec<Vec<Sid>>) -> Vec<Sid> {
    let mut fitting: Vec<Vec<Sid>> = Vec::new();
    for c in candidates {
        if c.len() == n as usize && !fitting.contains(&c) {
            fitting.push(c);
        }
    }
    match fitting.len() {
        1 => fitting.remove(0),
        _ => vec![],
    }
}
