//! The matcher: all readings of a token list under the rule table.
//!
//! A backtracking, memoized top-down matcher. Besides exact matches it
//! tolerates small wording differences, each counted as one edit and
//! reported: an extra soft word in the sentence is ignored, or a soft word of
//! the pattern is assumed (soft words: [`SOFT`]). At most [`MAX_EDITS`]
//! edits are allowed; callers keep only the readings with the fewest.

use std::collections::HashMap;
use std::rc::Rc;
use std::sync::OnceLock;

use super::pattern::{items, Item, Nt};
use super::rules::{Rule, RULES};
use super::value::{Args, Value};
use crate::text::Token;

/// Words whose absence or presence is tolerated as one edit.
pub const SOFT: &[&str] = &["a", "an", "the", "of", "at"];

/// Most edits a reading may need.
pub const MAX_EDITS: usize = 2;

/// One way a nonterminal matches from a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parse {
    /// Token index after the match.
    pub end: usize,
    /// The value built.
    pub value: Value,
    /// Tolerated wording differences, e.g. `ignored "a"`.
    pub edits: Vec<String>,
}

/// A rule with its pattern split into items.
pub struct Compiled {
    /// The rule.
    pub rule: Rule,
    /// Its items.
    pub items: Vec<Item>,
}

/// The rule table, compiled once; rules with malformed patterns are left
/// out (the grammar tests check that none are).
pub fn compiled() -> &'static [Compiled] {
    static COMPILED: OnceLock<Vec<Compiled>> = OnceLock::new();
    COMPILED.get_or_init(|| {
        RULES
            .iter()
            .filter_map(|rule| {
                items(rule.pattern)
                    .ok()
                    .map(|items| Compiled { rule: *rule, items })
            })
            .collect()
    })
}

fn is_soft(word: &str) -> bool {
    SOFT.contains(&word)
}

/// Matches nonterminals over one token list, remembering results by position.
pub struct Matcher<'a> {
    toks: &'a [Token],
    memo: HashMap<(Nt, usize), Rc<Vec<Parse>>>,
}

/// A partial match of a pattern: position, slot values so far, edits so far.
type Partial = (usize, Vec<Value>, Vec<String>);

impl<'a> Matcher<'a> {
    /// A matcher for `toks`.
    pub fn new(toks: &'a [Token]) -> Matcher<'a> {
        Matcher {
            toks,
            memo: HashMap::new(),
        }
    }

    /// Every match of `nt` that starts at `pos` and needs at most [`MAX_EDITS`] edits.
    pub fn nt(&mut self, nt: Nt, pos: usize) -> Rc<Vec<Parse>> {
        if let Some(found) = self.memo.get(&(nt, pos)) {
            return Rc::clone(found);
        }
        let mut out: Vec<Parse> = Vec::new();
        match nt {
            Nt::Neg => {
                out.push(Parse {
                    end: pos,
                    value: Value::Neg(false),
                    edits: vec![],
                });
                if self.word(pos) == Some("not") {
                    out.push(Parse {
                        end: pos + 1,
                        value: Value::Neg(true),
                        edits: vec![],
                    });
                }
            }
            Nt::Quoted | Nt::Word => {
                if let Some(text) = self.text_token(pos, nt == Nt::Word) {
                    out.push(Parse {
                        end: pos + 1,
                        value: Value::Text(text),
                        edits: vec![],
                    });
                }
            }
            _ => {
                for compiled in compiled().iter().filter(|c| c.rule.nt == nt) {
                    let mut partials = Vec::new();
                    self.seq(&compiled.items, (pos, vec![], vec![]), &mut partials);
                    for (end, values, edits) in partials {
                        if let Some(value) = (compiled.rule.build)(&mut Args::new(values)) {
                            push_best(&mut out, Parse { end, value, edits });
                        }
                    }
                }
            }
        }
        let out = Rc::new(out);
        self.memo.insert((nt, pos), Rc::clone(&out));
        out
    }

    fn word(&self, pos: usize) -> Option<&str> {
        match self.toks.get(pos)? {
            Token::Word(w) => Some(w),
            Token::Quoted(_) => None,
        }
    }

    fn text_token(&self, pos: usize, any_word: bool) -> Option<String> {
        match self.toks.get(pos)? {
            Token::Quoted(q) => Some(q.clone()),
            Token::Word(w) if any_word => Some(w.clone()),
            Token::Word(_) => None,
        }
    }

    /// Extends `partial` over `items`, pushing every complete match.
    fn seq(&mut self, items: &[Item], partial: Partial, out: &mut Vec<Partial>) {
        let (pos, values, edits) = partial;
        if edits.len() > MAX_EDITS {
            return;
        }
        let Some((item, rest)) = items.split_first() else {
            out.push((pos, values, edits));
            return;
        };
        if let Some(w) = self
            .word(pos)
            .filter(|w| is_soft(w) && !matches!(item, Item::Slot(_)))
        {
            let skipped = with(&edits, format!("ignored {w:?}"));
            self.seq(items, (pos + 1, values.clone(), skipped), out);
        }
        match item {
            Item::Word(alts) | Item::Opt(alts) => {
                if self.word(pos).is_some_and(|w| alts.contains(&w)) {
                    self.seq(rest, (pos + 1, values.clone(), edits.clone()), out);
                }
                if matches!(item, Item::Opt(_)) {
                    self.seq(rest, (pos, values, edits), out);
                } else if let Some(soft) = alts.iter().find(|w| is_soft(w)) {
                    let assumed = with(&edits, format!("assumed {soft:?}"));
                    self.seq(rest, (pos, values, assumed), out);
                }
            }
            Item::Slot(nt) => {
                for parse in self.nt(*nt, pos).iter() {
                    if edits.len() + parse.edits.len() <= MAX_EDITS {
                        let mut values = values.clone();
                        values.push(parse.value.clone());
                        let mut all = edits.clone();
                        all.extend(parse.edits.iter().cloned());
                        self.seq(rest, (parse.end, values, all), out);
                    }
                }
            }
        }
    }
}

fn with(edits: &[String], edit: String) -> Vec<String> {
    let mut out = edits.to_vec();
    out.push(edit);
    out
}

/// Adds `parse` unless the same end and value are already there with no
/// more edits; replaces a costlier duplicate.
fn push_best(out: &mut Vec<Parse>, parse: Parse) {
    match out
        .iter_mut()
        .find(|p| p.end == parse.end && p.value == parse.value)
    {
        Some(existing) if existing.edits.len() > parse.edits.len() => *existing = parse,
        Some(_) => {}
        None => out.push(parse),
    }
}
