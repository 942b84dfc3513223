//! The parser's core: a list-of-successes reader over tokens.
//!
//! Every grammar function takes a start position and returns *all* ways it
//! can read from there ([`Alts`]: a value and the position after it), so
//! the grammar needs no lookahead rules and an ambiguous sentence shows up
//! as two complete readings. Word items are written as in the grammar
//! documentation: `"is|are"` matches either word, `"next to"` a sequence,
//! `"as is;and so is"` either phrase.
//! Results of the noun-phrase functions are memoized by position
//! ([`Memo`]), which keeps the work per sentence small; the two memoized
//! results, [`BoxNp`] and [`StmtNp`], are defined here for that reason.
//!
//! This is the base module of the grammar: [`Parser`] is defined here, and
//! each grammar file (`determiner`, `noun`, `statement`, `clause`, …) adds
//! its rules as methods in its own `impl Parser<'_>` block. The rules call
//! one another recursively through those methods, so this module imports
//! none of the files that extend it and the modules form no import cycle.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use super::facts::Facts;
use super::lexicon;
use super::morph::{analyse, Form};
use crate::claim::{BoxSet, Quant, StmtSet};
use crate::text::Token;

/// Every reading of a phrase from one position: value and end position.
pub type Alts<T> = Vec<(T, usize)>;

/// Memoized results of one grammar function, by start position.
pub type Memo<T> = RefCell<HashMap<usize, Rc<Alts<T>>>>;

/// A box noun phrase.
#[derive(Debug, Clone, PartialEq)]
pub struct BoxNp {
    /// Its quantifier.
    pub quant: Quant,
    /// The boxes it ranges over.
    pub set: BoxSet,
    /// `it` / `they`: stands for the subject of the previous clause.
    pub pronoun: bool,
}

/// A statement noun phrase.
#[derive(Debug, Clone, PartialEq)]
pub struct StmtNp {
    /// Its quantifier.
    pub quant: Quant,
    /// The statements it ranges over.
    pub set: StmtSet,
}

/// The tokens of one sentence and what the grammar needs besides them.
pub struct Parser<'a> {
    toks: &'a [Token],
    /// The fact table consulted for facts about the room.
    pub facts: &'a Facts,
    /// Memo of box noun phrases.
    pub box_memo: Memo<BoxNp>,
    /// Memo of statement noun phrases.
    pub stmt_memo: Memo<StmtNp>,
    /// The end of the furthest word any rule matched: how far some
    /// reading got, for an error naming the first word not placed.
    furthest: Cell<usize>,
}

impl<'a> Parser<'a> {
    /// A parser over `toks`.
    pub fn new(toks: &'a [Token], facts: &'a Facts) -> Parser<'a> {
        Parser {
            toks,
            facts,
            box_memo: RefCell::default(),
            stmt_memo: RefCell::default(),
            furthest: Cell::new(0),
        }
    }

    /// The end of the furthest word any rule has matched so far.
    pub fn furthest(&self) -> usize {
        self.furthest.get()
    }

    /// Records that a rule matched words up to `end`.
    fn matched(&self, end: usize) -> usize {
        self.furthest.set(self.furthest.get().max(end));
        end
    }

    /// Number of tokens.
    pub fn len(&self) -> usize {
        self.toks.len()
    }

    /// The tokens from `i` on.
    pub fn rest(&self, i: usize) -> &'a [Token] {
        self.toks.get(i..).unwrap_or(&[])
    }

    /// The token at `i`: a word or a quoted phrase.
    pub fn token(&self, i: usize) -> Option<&'a Token> {
        self.toks.get(i)
    }

    /// The word at `i` (not a quoted phrase).
    pub fn word(&self, i: usize) -> Option<&'a str> {
        match self.toks.get(i)? {
            Token::Word(w) => Some(w),
            Token::Quoted(_) => None,
        }
    }

    /// Matches a phrase from `i`: words separated by spaces, `a|b` one of
    /// two words, `x y;z` one of two phrases (the first that matches).
    pub fn lit(&self, i: usize, phrase: &str) -> Option<usize> {
        let end = phrase.split(';').find_map(|alt| {
            alt.split(' ').try_fold(i, |at, item| {
                let w = self.word(at)?;
                item.split('|').any(|a| a == w).then_some(at + 1)
            })
        })?;
        Some(self.matched(end))
    }

    /// A form in `forms` of a verb in `lemmas` at `i` (by the morphological
    /// analyser: every inflection the rules or its table of irregular verbs
    /// give): the lemma and the position after it.
    pub fn verb_form(
        &self,
        i: usize,
        lemmas: &[&'static str],
        forms: &[Form],
    ) -> Option<(&'static str, usize)> {
        let word = self.word(i)?;
        let (lemma, _) = analyse(word, lemmas)
            .into_iter()
            .find(|(_, form)| forms.contains(form))?;
        Some((lemma, self.matched(i + 1)))
    }

    /// A present-tense form of a verb in `lemmas` (`contains`, `contain`:
    /// the grammar does not check agreement): the position after it.
    pub fn present(&self, i: usize, lemmas: &[&'static str]) -> Option<usize> {
        self.verb_form(i, lemmas, &[Form::Third, Form::Base])
            .map(|(_, end)| end)
    }

    /// `does not` / `do not` and the base form of a verb in `lemmas`.
    pub fn present_negated(&self, i: usize, lemmas: &[&'static str]) -> Option<usize> {
        let j = self.present(i, &["do"])?;
        let k = self.lit(j, "not")?;
        self.verb_form(k, lemmas, &[Form::Base]).map(|(_, end)| end)
    }

    /// The `-ing` participle of a verb in `lemmas`.
    pub fn participle(&self, i: usize, lemmas: &[&'static str]) -> Option<usize> {
        self.verb_form(i, lemmas, &[Form::Ing]).map(|(_, end)| end)
    }

    /// `i`, and the end of `phrase` when it matches: an optional phrase.
    pub fn opt(&self, i: usize, phrase: &str) -> Vec<usize> {
        std::iter::once(i).chain(self.lit(i, phrase)).collect()
    }

    /// A quoted phrase at `i`, or (when `bare` is allowed) a single word.
    pub fn quoted(&self, i: usize, bare: bool) -> Option<(String, usize)> {
        let found = match self.toks.get(i)? {
            Token::Quoted(q) => (q.clone(), i + 1),
            Token::Word(w) if bare => (w.clone(), i + 1),
            Token::Word(_) => return None,
        };
        self.matched(found.1);
        Some(found)
    }

    /// A number word or numeral at `i`; a ten and a unit written as two
    /// words (`twenty five`) are one number.
    pub fn number(&self, i: usize) -> Option<(u32, usize)> {
        let first = self.word(i)?;
        if let Some(n) = self.word(i + 1).and_then(|u| lexicon::compound(first, u)) {
            return Some((n, self.matched(i + 2)));
        }
        lexicon::number(first).map(|n| (n, self.matched(i + 1)))
    }

    /// A memoized grammar function: `compute` runs once per position.
    pub fn memo<T: Clone>(
        &self,
        memo: &Memo<T>,
        i: usize,
        compute: impl FnOnce() -> Alts<T>,
    ) -> Rc<Alts<T>> {
        if let Some(found) = memo.borrow().get(&i) {
            return Rc::clone(found);
        }
        let found = Rc::new(compute());
        memo.borrow_mut().insert(i, Rc::clone(&found));
        found
    }
}

/// Continues every reading of `alts` with `next`, which gets the value and
/// the position after it.
pub fn then<A, B>(alts: Alts<A>, mut next: impl FnMut(A, usize) -> Alts<B>) -> Alts<B> {
    alts.into_iter().flat_map(|(a, at)| next(a, at)).collect()
}

/// Maps the values of every reading.
pub fn map<A, B>(alts: Alts<A>, mut f: impl FnMut(A) -> B) -> Alts<B> {
    alts.into_iter().map(|(a, at)| (f(a), at)).collect()
}

/// A single reading ending at `end`, when there is one.
pub fn one<T>(value: T, end: Option<usize>) -> Alts<T> {
    end.map(|e| (value, e)).into_iter().collect()
}
