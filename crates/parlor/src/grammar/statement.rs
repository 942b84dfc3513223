//! Statement noun phrases: `this statement`, `the above statement`, `the
//! top statement of each box`, `the blue box's second statement`,
//! `statements with the word "white"`, `the other two statements`, `exactly
//! one statement on the other boxes`, and the statement nouns used inside
//! box phrases (`a true statement`, `a statement containing the letter
//! "B"`), with the text properties they name (`a specific colour`, `a
//! number that also appears on another box`, `claiming where the gems
//! are`); and `they are both …` across the statements of one box.

use super::determiner::Det;
use super::lexicon;
use super::parser::{map, one, then, Alts, BoxNp, Parser, StmtNp};
use crate::claim::{BoxBase, BoxRef, BoxSet, Cmp, Quant, StmtBase, StmtPred, StmtSet, TextProp};

impl Parser<'_> {
    /// A statement noun with its pre- and post-modifiers that do not name a
    /// box: `true statement`, `unique statement`, `statement containing the
    /// letter "B"`. Whether it is plural, and the property.
    pub fn stmt_kind(&self, i: usize) -> Alts<(bool, StmtPred)> {
        then(self.stmt_adjs(i), |adjs, j| {
            let plural = match self.word(j) {
                Some("statement") => false,
                Some("statements") => true,
                _ => return vec![],
            };
            map(self.stmt_post_text(j + 1), |post| {
                let mut all = adjs.clone();
                all.extend(post);
                (plural, and_stmt(all))
            })
        })
    }

    pub fn stmt_adjs(&self, i: usize) -> Alts<Vec<StmtPred>> {
        let here = match self.word(i) {
            Some("true") => Some(StmtPred::True),
            Some("false") => Some(StmtPred::False),
            Some("unique") => Some(StmtPred::Text(TextProp::Unique)),
            Some("shortest") => Some(StmtPred::Text(TextProp::Shortest)),
            Some("longest") => Some(StmtPred::Text(TextProp::Longest)),
            _ => None,
        };
        let mut here: Alts<StmtPred> = here.map(|p| (p, i + 1)).into_iter().collect();
        here.extend(self.count_modifier(i));
        let mut out = vec![(vec![], i)];
        out.extend(then(here, |p, j| {
            map(self.stmt_adjs(j), |mut rest| {
                rest.insert(0, p.clone());
                rest
            })
        }));
        out
    }

    /// `the longest word`, `the shortest word`: the room's longest
    /// (shortest) word by letters, strict ([`TextProp::WordMost`]); a
    /// statement or a box with it carries that word.
    pub fn word_most(&self, i: usize) -> Alts<StmtPred> {
        let mut out = Vec::new();
        for (words, fewest) in [("the longest word", false), ("the shortest word", true)] {
            out.extend(one(
                StmtPred::Text(TextProp::WordMost { word: None, fewest }),
                self.lit(i, words),
            ));
        }
        out
    }

    /// A count as a compound pre-modifier: `a six word statement`, `a
    /// six-word statement`, `a twenty letter statement` — exactly that many
    /// words (letters), as `a statement with six words`. The noun stays
    /// singular inside the compound, so `six words statement` is not read.
    fn count_modifier(&self, i: usize) -> Alts<StmtPred> {
        let word = self.word(i).unwrap_or_default();
        let (count, unit, end) = match word.split_once('-') {
            Some((count, unit)) => (count, unit, i + 1),
            None => (word, self.word(i + 1).unwrap_or_default(), i + 2),
        };
        let Some(n) = lexicon::number(count) else {
            return vec![];
        };
        let prop = match unit {
            "word" => TextProp::Words(Cmp::Eq, n),
            "letter" => TextProp::Letters(Cmp::Eq, n),
            _ => return vec![],
        };
        vec![(StmtPred::Text(prop), end)]
    }

    /// Text post-modifiers of a statement noun: `with the word "white"`,
    /// `containing the letter "B"`, `that are true`.
    fn stmt_post_text(&self, i: usize) -> Alts<Vec<StmtPred>> {
        let mut out = vec![(vec![], i)];
        let mut here: Alts<StmtPred> = Vec::new();
        if let Some(j) = self
            .lit(i, "with")
            .or_else(|| self.participle(i, lexicon::WORDING_PARTICIPLE))
        {
            here.extend(self.text_object(j));
        }
        if let Some(j) = self.lit(i, "that|which") {
            here.extend(self.stmt_vp(j));
        }
        if let Some(j) = self.participle(i, lexicon::NAMING) {
            here.extend(self.named_box(j));
        }
        if let Some(j) = self.participle(i, lexicon::ASSERTING) {
            here.extend(self.where_the_gems_are(j));
        }
        here.extend(self.same_as(i));
        here.extend(then(self.stmt_post_text_none(i), |p, j| vec![(p, j)]));
        out.extend(then(here, |p, j| {
            map(self.stmt_post_text(j), |mut rest| {
                rest.insert(0, p.clone());
                rest
            })
        }));
        out
    }

    fn stmt_post_text_none(&self, i: usize) -> Alts<StmtPred> {
        one(StmtPred::Any, self.lit(i, "in this room;in the room"))
    }

    /// `the word "X"`, `the words "X Y"`, `the letter "B"`, `N words`,
    /// `the most words` (the longest statement), `the fewest words`, `a
    /// specific colour`, `an odd (even) number of words|letters`.
    pub fn text_object(&self, i: usize) -> Alts<StmtPred> {
        // A bare plural: some words at all (`contains words`).
        let mut out = one(
            StmtPred::Text(TextProp::Words(Cmp::Ge, 1)),
            self.lit(i, "words")
                .filter(|_| self.word(i + 1) != Some("long")),
        );
        out.extend(self.a_colour(i));
        out.extend(self.number_elsewhere(i));
        out.extend(self.word_most(i));
        for (words, prop) in [
            ("the most words", TextProp::Longest),
            ("the fewest words;the least words", TextProp::Shortest),
        ] {
            out.extend(one(StmtPred::Text(prop), self.lit(i, words)));
        }
        for (words, letter) in [
            ("the word|the words|the phrase", false),
            ("the letter", true),
        ] {
            for phrase in words.split('|') {
                if let Some(j) = self.lit(i, phrase) {
                    out.extend(
                        self.quoted(j, true)
                            .and_then(|(q, k)| Some((StmtPred::Text(text_prop(&q, letter)?), k))),
                    );
                }
            }
        }
        for (words, odd) in [("an even number of", false), ("an odd number of", true)] {
            let Some(j) = self.lit(i, words) else {
                continue;
            };
            for (unit, letters) in [("words", false), ("letters", true)] {
                out.extend(one(
                    StmtPred::Text(TextProp::Parity { letters, odd }),
                    self.lit(j, unit),
                ));
            }
        }
        out.extend(then(self.counted(i), |q, j| {
            let Quant::Count(cmp, n) = q else {
                return vec![];
            };
            let mut alts = one(
                StmtPred::Text(TextProp::Words(cmp, n)),
                self.lit(j, "words|word"),
            );
            alts.extend(one(
                StmtPred::Text(TextProp::Letters(cmp, n)),
                self.lit(j, "letters|letter"),
            ));
            alts.extend(one(
                StmtPred::Text(TextProp::Characters(cmp, n)),
                self.lit(j, "characters|character"),
            ));
            // `has six words in it`, `… in total`: the same count.
            then(alts, |p, k| {
                self.opt(k, "in it;in total;altogether;in all")
                    .into_iter()
                    .map(|e| (p.clone(), e))
                    .collect()
            })
        }));
        out
    }

    /// `where the gems are [hidden|located]` after a verb of asserting
    /// (`claims`, `says`, `states` in any form): the statement claims where
    /// the gems are ([`TextProp::Locates`]).
    pub fn where_the_gems_are(&self, i: usize) -> Alts<StmtPred> {
        let Some(j) = self.lit(i, "where") else {
            return vec![];
        };
        let Some(k) = self.gems(j).and_then(|k| self.lit(k, "are|is")) else {
            return vec![];
        };
        self.opt(k, "hidden|located")
            .into_iter()
            .map(|e| (StmtPred::Text(TextProp::Locates), e))
            .collect()
    }

    /// `a [specific|particular] colour` after a verb of saying or wording
    /// (`mentions a specific color`): the wording contains a colour word
    /// ([`TextProp::MentionsColour`]) — `some` colour word, as none is
    /// named.
    pub fn a_colour(&self, i: usize) -> Alts<StmtPred> {
        let Some(j) = self.lit(i, "a|an|some") else {
            return vec![];
        };
        let k = self.lit(j, "specific|particular|certain").unwrap_or(j);
        one(
            StmtPred::Text(TextProp::MentionsColour),
            self.lit(k, "colour|color word;colour|color"),
        )
    }

    /// `a number that [also] appears on another box` (`… appearing on a
    /// different box`) after a verb of showing or wording: a numeral or
    /// number word of the statement appears on a box other than its own
    /// ([`TextProp::NumberElsewhere`]; `another` is another box than the
    /// one showing the number, not than the speaker's).
    pub fn number_elsewhere(&self, i: usize) -> Alts<StmtPred> {
        let Some(j) = self.lit(i, "a number") else {
            return vec![];
        };
        let relative = self
            .lit(j, "that|which")
            .and_then(|k| self.present(self.lit(k, "also").unwrap_or(k), &["appear"]));
        let verb = relative.or_else(|| {
            let k = self.lit(j, "also").unwrap_or(j);
            self.participle(k, &["appear"])
        });
        let place =
            verb.and_then(|k| self.lit(k, "on another box;on a different box;on some other box"));
        one(StmtPred::Text(TextProp::NumberElsewhere), place)
    }

    /// `the blue box` after a verb of referring (`mentions`, `names`,
    /// `refers to`): the statement's wording contains the colour word. Only
    /// a box named by its colour is read so (`the box on the left` is not).
    pub fn named_box(&self, i: usize) -> Alts<StmtPred> {
        let Some(j) = self.lit(i, "the") else {
            return vec![];
        };
        match self.word(j) {
            Some(c) if lexicon::colour(c).is_some() => one(
                StmtPred::Text(TextProp::Phrase(c.to_string())),
                self.lit(j + 1, "box"),
            ),
            _ => vec![],
        }
    }

    /// `identical to STATEMENT-NP`, `the same as STATEMENT-NP`, or a
    /// participle of matching (`matching STATEMENT-NP`, `repeating …`):
    /// another statement of that (static) set has the same wording.
    pub fn same_as(&self, i: usize) -> Alts<StmtPred> {
        let Some(j) = self
            .lit(i, "identical to;the same as;worded like")
            .or_else(|| self.participle(i, lexicon::MATCHING))
        else {
            return vec![];
        };
        self.same_wording_as(j)
    }

    /// The object of a relation of same wording: another statement of that
    /// (static) set has the same wording; `mine` is this statement.
    pub fn same_wording_as(&self, j: usize) -> Alts<StmtPred> {
        let mine = StmtPred::Text(TextProp::SameAs(StmtBase::This));
        let mut out = one(mine, self.lit(j, "mine"));
        out.extend(
            self.stmt_np(j)
                .into_iter()
                .filter(|(np, _)| np.set.filter.is_empty())
                .map(|(np, e)| (StmtPred::Text(TextProp::SameAs(np.set.base)), e)),
        );
        out
    }

    /// A statement noun phrase (see module doc). Memoized.
    pub fn stmt_np(&self, i: usize) -> Alts<StmtNp> {
        let found = self.memo(&self.stmt_memo, i, || {
            self.restated(self.stmt_np_uncached(i), |np| np.quant)
        });
        (*found).clone()
    }

    fn stmt_np_uncached(&self, i: usize) -> Alts<StmtNp> {
        let fixed = |q: Quant, base: StmtBase| StmtNp {
            quant: q,
            set: StmtSet::of(base),
        };
        let mut out = one(
            fixed(Quant::All, StmtBase::This),
            self.lit(i, "this statement"),
        );
        for words in [
            "the above statement",
            "the statement above this one;the statement above this statement;the statement above",
            "the previous statement;the preceding statement",
            "the statement before this one;the statement before this statement;the statement before",
        ] {
            out.extend(one(fixed(Quant::The, StmtBase::Above), self.lit(i, words)));
        }
        for words in [
            "the statement below this one;the statement below this statement;the statement below",
            "the next statement",
            "the following statement",
            "the statement after this one;the statement after this statement;the statement after",
        ] {
            out.extend(one(fixed(Quant::The, StmtBase::Below), self.lit(i, words)));
        }
        // Plural: every statement above / below this one on its box.
        let all_above = "the statements above this one;the statements above;the previous statements;the preceding statements;the statements before this one;all the statements above;all statements above this one;all statements above";
        let all_below = "the statements below this one;the statements below;the following statements;the statements after this one;all the statements below;all statements below this one;all statements below";
        out.extend(one(
            fixed(Quant::All, StmtBase::AllAbove),
            self.lit(i, all_above),
        ));
        out.extend(one(
            fixed(Quant::All, StmtBase::AllBelow),
            self.lit(i, all_below),
        ));
        out.extend(
            self.partitive(i, |p, j| p.stmt_np(j))
                .into_iter()
                // A number inside (`two of the five statements`) is part
                // of the claim: kept where the quantifier can carry it
                // (`every one of the three statements`, `both of the two
                // statements`), and the reading dropped elsewhere, never
                // read without it.
                .filter_map(|((q, np), end)| {
                    let q = match (q, np.quant) {
                        (q, Quant::All | Quant::The) => q,
                        (Quant::All, Quant::Each(n)) => Quant::Each(n),
                        (Quant::Each(m), Quant::Each(n)) if m == n => q,
                        _ => return None,
                    };
                    Some((StmtNp { quant: q, ..np }, end))
                })
                // `both of these statements` presupposes two of them,
                // which may decide what `these` points at.
                .map(|(np, end)| match (np.quant, &np.set.base) {
                    (Quant::Each(n), StmtBase::These) => (
                        StmtNp {
                            set: StmtSet {
                                base: StmtBase::TheseCounted(n),
                                ..np.set
                            },
                            ..np
                        },
                        end,
                    ),
                    _ => (np, end),
                }),
        );
        // `these` / `those` statements: deictic, resolved where the
        // statement stands (`StmtBase::These`).
        let these = self.word(i).is_some_and(|w| matches!(w, "these" | "those"));
        out.extend(then(self.det(i), |det, j| {
            let nps = self.stmt_nominal(det, j);
            if !(these && det == Det::The && j == i + 1) {
                return nps;
            }
            map(nps, |np| match np.set.base {
                StmtBase::All => StmtNp {
                    set: StmtSet {
                        base: StmtBase::These,
                        ..np.set
                    },
                    ..np
                },
                _ => np,
            })
        }));
        out.extend(self.possessive(i));
        out.extend(self.they_counted(i));
        // `neither of them`, `both of them`: a pronoun in a partitive, with
        // no box phrase before it, stands for the other statements on this
        // box, refused when it has none, when a statement above names
        // another plural it could stand for, or when the number said does
        // not fit them (`StmtBase::Them`, `crate::lower`).
        let them = StmtNp {
            quant: Quant::All,
            set: StmtSet::of(StmtBase::Them),
        };
        out.extend(
            self.partitive(i, |p, j| one(them.clone(), p.lit(j, "them")))
                .into_iter()
                .map(|((q, np), end)| (StmtNp { quant: q, ..np }, end)),
        );
        out
    }

    /// `they` for statements with a floating `both` (`they are both
    /// false`, `they both lie`, `they are not both true`): `both`
    /// presupposes two, which decides what `they` refers back to
    /// ([`StmtBase::They`]). Without a number the pronoun is not read as
    /// statements.
    fn they_counted(&self, i: usize) -> Alts<StmtNp> {
        let Some(j) = self.lit(i, "they") else {
            return vec![];
        };
        let counted = StmtNp {
            quant: Quant::Each(2),
            set: StmtSet::of(StmtBase::They(2)),
        };
        one(
            counted,
            self.lit(j, "both;are both;are not both").map(|_| j),
        )
    }

    /// A statement kind after a determiner inside a box phrase, with a
    /// position among its adjectives: `a false first statement`, `a lying
    /// top statement` (the position of the statement on that box).
    pub fn positioned_stmt_kind(&self, i: usize) -> Alts<(bool, StmtPred)> {
        then(self.stmt_adjs(i), |adjs, j| {
            let Some(at) = self.word(j).and_then(lexicon::position) else {
                return vec![];
            };
            map(self.stmt_kind(j + 1), |(plural, kind)| {
                let mut all = adjs.clone();
                all.push(StmtPred::At(at));
                all.push(kind);
                (plural, and_stmt(all))
            })
        })
    }

    /// `BOX-NP's [position] statement(s)`: `this box's statement`, `the
    /// blue box's second statement`, `each box's top statement`.
    fn possessive(&self, i: usize) -> Alts<StmtNp> {
        let mut owners: Vec<(BoxNp, usize)> = self
            .box_np(i)
            .into_iter()
            .filter(|(np, _)| !np.pronoun)
            .filter_map(|(np, j)| self.lit(j, "'s").map(|k| (np, k)))
            .collect();
        let me = BoxNp {
            quant: Quant::All,
            set: BoxSet::of(BoxBase::one(BoxRef::This)),
            pronoun: false,
        };
        owners.extend(self.lit(i, "my").map(|k| (me, k)));
        owners
            .into_iter()
            .flat_map(|(np, k)| {
                let other = self.lit(k, "other");
                let k = other.unwrap_or(k);
                let position = self
                    .word(k)
                    .and_then(lexicon::position)
                    .filter(|_| other.is_none());
                let at = position.map_or(k, |_| k + 1);
                then(self.stmt_kind(at), |(plural, kind), e| {
                    let filter = if kind == StmtPred::Any {
                        vec![]
                    } else {
                        vec![kind]
                    };
                    let base = match other {
                        Some(_) => StmtBase::OthersOn(np.set.clone()),
                        None => StmtBase::On(np.set.clone(), position),
                    };
                    let set = StmtSet { base, filter };
                    let quant = on_box_quant(Det::The, plural, position.is_some(), &np);
                    quant
                        .map(|quant| (StmtNp { quant, set }, e))
                        .into_iter()
                        .collect()
                })
            })
            .collect()
    }

    /// A statement nominal after its determiner: `[other] [position] [true]
    /// statement(s) [on BOX-NP] [with …]`.
    fn stmt_nominal(&self, det: Det, i: usize) -> Alts<StmtNp> {
        let other = self.lit(i, "other");
        let counted = other.and_then(|j| self.number(j));
        let det = match (det, counted) {
            (Det::The, Some((n, _))) => Det::TheN(n),
            (_, Some(_)) => return vec![],
            (d, None) => d,
        };
        let start = counted.map_or(other.unwrap_or(i), |(_, j)| j);
        let position = self.word(start).and_then(lexicon::position);
        let at = position.map_or(start, |_| start + 1);
        then(self.stmt_kind(at), |(plural, kind), j| {
            let filter = if kind == StmtPred::Any {
                vec![]
            } else {
                vec![kind.clone()]
            };
            let mut out = Vec::new();
            if let Some(k) = self.lit(j, "on|of|in") {
                out.extend(then(self.box_np(k), |np, e| {
                    let base = match other {
                        _ if np.pronoun => return vec![],
                        None => StmtBase::On(np.set.clone(), position),
                        Some(_) if position.is_none() => StmtBase::OthersOn(np.set.clone()),
                        Some(_) => return vec![],
                    };
                    let q = on_box_quant(det, plural, position.is_some(), &np);
                    let set = StmtSet {
                        base,
                        filter: filter.clone(),
                    };
                    q.map(|q| (StmtNp { quant: q, set }, e))
                        .into_iter()
                        .collect()
                }));
            }
            let this_box = || BoxSet::of(BoxBase::one(BoxRef::This));
            // A position with no box: `the first statement` (singular
            // definite) is this box's, as a box has one statement there;
            // any other determiner or the plural (`the top statements`,
            // `only one bottom statement`, `a second statement`) ranges
            // over the statements at that position on every box.
            let deictic = det == Det::The && !plural;
            let base = match (other, position) {
                (Some(_), None) => StmtBase::Others,
                (None, Some(p)) if deictic => StmtBase::On(this_box(), Some(p)),
                (None, Some(p)) => StmtBase::On(BoxSet::of(BoxBase::Every), Some(p)),
                (None, None) => StmtBase::All,
                (Some(_), Some(_)) => return out,
            };
            // `the statement` alone (no box, position or property) names no
            // one statement of the room: not read, like `the box` alone.
            if det == Det::The && !plural && base == StmtBase::All && kind == StmtPred::Any {
                return out;
            }
            let on_this_box = matches!(base, StmtBase::On(..));
            let set = StmtSet {
                base,
                filter: filter.clone(),
            };
            let quants = match det {
                Det::Another => vec![],
                Det::The if on_this_box && !plural => vec![Quant::The],
                d => d.quants(plural, kind.is_static()),
            };
            out.extend(quants.into_iter().map(|quant| {
                let np = StmtNp {
                    quant,
                    set: set.clone(),
                };
                (np, j)
            }));
            out
        })
    }
}

/// The quantifier of `DET statement(s) on BOX-NP`: the statement's own
/// determiner when it has one, otherwise the box phrase's (`the statement on
/// one of the other boxes` → at least one; `the top statement of each box`
/// → all). On one named box the article keeps its number: `the statement on
/// the blue box` is its one statement ([`Quant::TheOne`]), `the statements
/// on the blue box` all of them, at least one ([`Quant::The`]).
fn on_box_quant(det: Det, plural: bool, positioned: bool, np: &BoxNp) -> Option<Quant> {
    let single = matches!(&np.set.base, BoxBase::Listed(l) if l.len() == 1);
    match det {
        Det::The | Det::Bare => Some(match np.quant {
            Quant::All if single && !plural && !positioned => Quant::TheOne,
            Quant::All if single => Quant::The,
            // `the statement on each box`: each box's one statement.
            Quant::All | Quant::Each(_) if !plural && !positioned && np.set.filter.is_empty() => {
                Quant::TheOne
            }
            Quant::All | Quant::Each(_) => Quant::All,
            q => q,
        }),
        d => d.quant(plural),
    }
}

/// A quoted word or phrase as a text property; a letter must be one character.
pub fn text_prop(q: &str, letter: bool) -> Option<TextProp> {
    if !letter {
        return Some(TextProp::Phrase(q.to_string()));
    }
    let mut chars = q.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(TextProp::Letter(c)),
        _ => None,
    }
}

/// The conjunction of statement properties, without needless wrappers.
pub fn and_stmt(mut all: Vec<StmtPred>) -> StmtPred {
    all.retain(|p| *p != StmtPred::Any);
    match all.len() {
        0 => StmtPred::Any,
        1 => all.remove(0),
        _ => StmtPred::And(all),
    }
}
