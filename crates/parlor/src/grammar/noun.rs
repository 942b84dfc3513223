//! Box noun phrases: quantified sets of boxes.
//!
//! A box phrase is a named box (`this box`, `the blue box`, `the box on the
//! left`), a coordination of named boxes (`this box and the blue box`,
//! `either … or …`, `neither … nor …`), a pronoun (`it`, `they`), a
//! partitive (`one of the other boxes`, `none of the boxes`) or a
//! determiner ([`super::determiner`]) with a nominal: pre-modifiers
//! (`true`, `false`, `empty`, `other`, `blank`), the noun and
//! post-modifiers (`with a true statement`, `without false statements`,
//! `next to this box`, `to the left of the white box`, `that claims to be
//! black`, `with the word "blue" on it`, `in this room`). On the whole row,
//! the first static place becomes the set's base, so each set has one
//! written form.

use super::determiner::Det;
use super::lexicon;
use super::parser::{map, one, then, Alts, BoxNp, Parser};
use super::statement::{and_stmt, text_prop};
use crate::claim::{BoxBase, BoxPred, BoxRef, BoxSet, Cmp, Measure, Quant, StmtPred, TextProp};
use crate::colour::Colour;
use crate::text::Token;

/// A box nominal whose only pre-modifier is a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Coloured {
    /// Nothing else narrows it: `blue box`, `green boxes`.
    Alone,
    /// A post-modifier does: `blue box next to me`.
    Placed,
}

/// Words naming a place relative to a box, and the set they name.
type Relation = (&'static str, fn(BoxRef) -> BoxBase);

/// What a pre-modifier adds to a nominal.
#[derive(Debug, Clone, PartialEq)]
enum Modifier {
    /// A property every member has.
    Filter(BoxPred),
    /// `other`: every box but this one.
    Other,
    /// A number after `other` (`the other two boxes`).
    Number(u32),
    /// A colour (`a blue box`, `no green box`): the box of that colour,
    /// none for a colour no box here has.
    Colour(Option<Colour>),
}

impl Parser<'_> {
    /// One named box: `this box`, `the blue box`, `the middle box`, `the box
    /// on the left`, `the leftmost box`.
    pub fn box_ref(&self, i: usize) -> Alts<BoxRef> {
        let mut out = one(BoxRef::This, self.lit(i, "this box|one;i;me;myself"));
        let own = "the same box as this statement;the box with this statement;the box this statement is on";
        out.extend(one(BoxRef::This, self.lit(i, own)));
        if let Some(j) = self.lit(i, "the") {
            if let Some(w) = self.word(j) {
                let named = lexicon::colour(w).or_else(|| lexicon::place(w));
                if let Some(c) = named {
                    out.extend(one(BoxRef::Is(c), self.lit(j + 1, "box|one")));
                }
            }
            let places = [
                ("box on the left", "left"),
                ("box on the right", "right"),
                ("box in the middle|centre|center", "middle"),
            ];
            for (words, place) in places {
                if let Some(c) = lexicon::place(place) {
                    out.extend(one(BoxRef::Is(c), self.lit(j, words)));
                }
            }
        }
        out
    }

    /// A box noun phrase (see module doc). Memoized.
    pub fn box_np(&self, i: usize) -> Alts<BoxNp> {
        let found = self.memo(&self.box_memo, i, || {
            self.restated(self.box_np_uncached(i), |np| np.quant)
        });
        (*found).clone()
    }

    fn box_np_uncached(&self, i: usize) -> Alts<BoxNp> {
        let single = |q: Quant, base: BoxBase| BoxNp {
            quant: q,
            set: BoxSet::of(base),
            pronoun: false,
        };
        let mut out = map(self.box_ref(i), |r| single(Quant::All, BoxBase::one(r)));
        out.extend(map(self.box_list(i), |(q, list)| {
            single(q, BoxBase::Listed(list))
        }));
        let pronoun = BoxNp {
            pronoun: true,
            ..single(Quant::All, BoxBase::one(BoxRef::This))
        };
        out.extend(one(pronoun, self.lit(i, "it|they|them")));
        out.extend(
            self.partitive(i, |p, j| p.box_np(j))
                .into_iter()
                .filter_map(|((q, np), end)| {
                    let single = matches!(&np.set.base, BoxBase::Listed(l) if l.len() == 1);
                    (!np.pronoun && !single && matches!(np.quant, Quant::All | Quant::Each(_)))
                        .then_some((BoxNp { quant: q, ..np }, end))
                }),
        );
        out.extend(then(self.det(i), |det, j| {
            then(self.box_nominal(j), |(plural, number, set, colour), k| {
                // `the box` alone names no box of three: not read.
                let bare = set.base == BoxBase::Every && set.filter.is_empty();
                if det == Det::The && !plural && number.is_none() && bare {
                    return vec![];
                }
                // `the blue box` is a box's name ([`Parser::box_ref`]);
                // `the green box` names none here: not read.
                if det == Det::The && colour == Some(Coloured::Alone) {
                    return vec![];
                }
                // A set fixed by the layout, or one that never has two
                // members (the box with the gems; a strict superlative):
                // `the` names at most one box whatever the reading, so
                // its presupposition adds nothing to be told apart.
                let fixed = set.filter.iter().all(BoxPred::is_static)
                    || set
                        .filter
                        .iter()
                        .any(|p| matches!(p, BoxPred::Gems | BoxPred::Most { .. }));
                let set = if det == Det::Another {
                    with_other(set)
                } else {
                    set
                };
                let quants = match (det, number) {
                    (Det::The, Some(n)) => vec![Quant::Each(n)],
                    // `the blue box next to me`: the box named, which the
                    // place must fit (refused when lowered where it does
                    // not: said on the white box, `the white box next to
                    // me` names nothing).
                    (Det::The, None) if !plural && colour == Some(Coloured::Placed) => {
                        vec![Quant::TheOne]
                    }
                    (_, Some(_)) => vec![],
                    _ => det.quants(plural, fixed),
                };
                quants
                    .into_iter()
                    .map(|quant| {
                        let np = BoxNp {
                            quant,
                            set: set.clone(),
                            pronoun: false,
                        };
                        (np, k)
                    })
                    .collect()
            })
        }));
        out
    }

    /// The end of the longest determiner and box nominal from `i`, even
    /// one that names no box alone (`the box`): how far an error message
    /// can say the sentence was read.
    pub fn box_phrase_reach(&self, i: usize) -> usize {
        then(self.det(i), |_, j| map(self.box_nominal(j), |_| ()))
            .into_iter()
            .map(|(_, end)| end)
            .max()
            .unwrap_or(i)
    }

    /// Named boxes joined by `and`, `or`, `both … and`, `either … or`,
    /// `neither … nor`: the quantifier and the boxes.
    fn box_list(&self, i: usize) -> Alts<(Quant, Vec<BoxRef>)> {
        let forms: [(&str, &str, Quant); 5] = [
            ("", "and", Quant::All),
            ("both", "and", Quant::All),
            ("", "or", Quant::SOME),
            ("either", "or", Quant::SOME),
            ("neither", "nor", Quant::NONE),
        ];
        let mut out = Vec::new();
        for (open, join, q) in forms {
            let start = if open.is_empty() {
                Some(i)
            } else {
                self.lit(i, open)
            };
            let Some(start) = start else { continue };
            out.extend(then(self.box_ref(start), |a, j| {
                let Some(k) = self.lit(j, join) else {
                    return vec![];
                };
                then(self.box_ref(k), |b, e| {
                    let mut alts = vec![((q, vec![a, b]), e)];
                    if join == "or" {
                        let xor = Quant::Count(Cmp::Eq, 1);
                        alts.extend(self.lit(e, "but not both").map(|f| ((xor, vec![a, b]), f)));
                    }
                    // A longer list with the same conjunction: `A, B or C`.
                    if let Some(l) = self.lit(e, join).filter(|_| open != "both") {
                        alts.extend(map(self.box_ref(l), |c| (q, vec![a, b, c])));
                    }
                    alts
                })
            }));
        }
        out
    }

    /// Pre-modifiers, noun and post-modifiers of a box nominal: whether
    /// the noun is plural, the number after `other`, the set, and whether
    /// a colour is its only pre-modifier ([`Coloured`]).
    fn box_nominal(&self, i: usize) -> Alts<(bool, Option<u32>, BoxSet, Option<Coloured>)> {
        then(self.box_modifiers(i), |mods, j| {
            let number = mods.iter().find_map(|m| match m {
                Modifier::Number(n) => Some(*n),
                _ => None,
            });
            let plural = match self.word(j) {
                Some("box" | "one") => false,
                Some("boxes" | "ones") => true,
                _ => return vec![],
            };
            let other = mods.contains(&Modifier::Other);
            if other && other_box_named_before(|k| self.word(k), i) {
                // `The blue box is honest and the other boxes are lying`:
                // `other` may be other than the box just named or other
                // than the speaker; not read (see `other_box_named_before`).
                return vec![];
            }
            let base = if other {
                BoxBase::Except(BoxRef::This)
            } else {
                BoxBase::Every
            };
            let colour_only = matches!(mods.as_slice(), [Modifier::Colour(_)]);
            let filter: Vec<BoxPred> = mods
                .into_iter()
                .filter_map(|m| match m {
                    Modifier::Filter(p) => Some(p),
                    Modifier::Colour(c) => Some(BoxPred::In(BoxBase::Listed(
                        c.map(BoxRef::Is).into_iter().collect(),
                    ))),
                    Modifier::Other | Modifier::Number(_) => None,
                })
                .collect();
            let places = !filter.is_empty();
            map(self.box_post_modifiers(j + 1, places), |post| {
                let coloured = match (colour_only, post.is_empty()) {
                    (false, _) => None,
                    (true, true) => Some(Coloured::Alone),
                    (true, false) => Some(Coloured::Placed),
                };
                let mut all = filter.clone();
                all.extend(post);
                (plural, number, narrowed(base.clone(), all), coloured)
            })
        })
    }

    fn box_modifiers(&self, i: usize) -> Alts<Vec<Modifier>> {
        // A degree adverb (`completely true`) before a word of truth only.
        let degree = self.word(i).is_some_and(|w| lexicon::WHOLLY.contains(&w));
        let at = if degree { i + 1 } else { i };
        let here = match self.word(at) {
            Some("true") => Some(Modifier::Filter(BoxPred::True)),
            Some("false" | "lying") => Some(Modifier::Filter(BoxPred::False)),
            Some("truthful" | "honest") => Some(Modifier::Filter(BoxPred::True)),
            Some("empty") => Some(Modifier::Filter(BoxPred::empty())),
            Some("full") => Some(Modifier::Filter(BoxPred::Gems)),
            Some("other") => Some(Modifier::Other),
            Some("blank") => Some(Modifier::Filter(BoxPred::Stmts(Quant::NONE, StmtPred::Any))),
            Some("adjacent" | "neighbouring" | "neighboring") => {
                Some(Modifier::Filter(BoxPred::In(BoxBase::NextTo(BoxRef::This))))
            }
            Some("end" | "outer" | "outermost" | "outside") => {
                Some(Modifier::Filter(BoxPred::In(end_boxes())))
            }
            // A colour right before the noun only, once (`white black
            // boxes` is no box).
            Some(c)
                if lexicon::COLOUR_WORDS.contains(&c)
                    && matches!(self.word(at + 1), Some("box" | "boxes")) =>
            {
                Some(Modifier::Colour(lexicon::colour(c)))
            }
            _ => None,
        };
        let truth = |m: &Modifier| matches!(m, Modifier::Filter(BoxPred::True | BoxPred::False));
        let here = here.filter(|m| !degree || truth(m));
        let mut out = vec![(vec![], i)];
        if let Some(m) = here {
            let mut next = vec![(m, at + 1)];
            if let (Modifier::Other, Some((n, j))) = (&next[0].0, self.number(i + 1)) {
                next.push((Modifier::Number(n), j));
            }
            for (m, j) in next {
                out.extend(map(self.box_modifiers(j), |mut rest| {
                    if let Modifier::Number(_) = m {
                        rest.insert(0, Modifier::Other);
                    }
                    rest.insert(0, m.clone());
                    rest
                }));
            }
        }
        out
    }

    /// Post-modifiers of a box nominal, in order; with `places` (after a
    /// pre-modifier, `the empty box on the right`) also the named places,
    /// which otherwise are part of a box's name (`the box on the right`).
    fn box_post_modifiers(&self, i: usize, places: bool) -> Alts<Vec<BoxPred>> {
        let mut out = vec![(vec![], i)];
        out.extend(then(self.box_post_modifier(i, places), |p, j| {
            map(self.box_post_modifiers(j, places), |mut rest| {
                if let Some(p) = p.clone() {
                    rest.insert(0, p);
                }
                rest
            })
        }));
        out
    }

    /// One post-modifier; `None` for words that add nothing (`in this room`).
    fn box_post_modifier(&self, i: usize, places: bool) -> Alts<Option<BoxPred>> {
        let room = "in this room;in the room;in front of you;before you;here in this room";
        let mut out: Alts<Option<BoxPred>> = one(None, self.lit(i, room));
        out.extend(map(self.place_pred(i, places), Some));
        out.extend(map(self.between_two(i), Some));
        if let Some(j) = self
            .lit(i, "with")
            .or_else(|| self.participle(i, lexicon::CARRYING_PARTICIPLE))
        {
            out.extend(map(self.box_has(j), Some));
        }
        if let Some(j) = self.lit(i, "without") {
            out.extend(map(self.box_has(j), |p| Some(BoxPred::negate(p))));
        }
        if let Some(j) = self
            .lit(i, "with")
            .or_else(|| self.participle(i, lexicon::HOLDING_PARTICIPLE))
        {
            out.extend(one(Some(BoxPred::Gems), self.gems(j)));
        }
        if let Some(j) = self.participle(i, lexicon::SAYING_PARTICIPLE) {
            out.extend(map(self.box_says(j), Some));
        }
        if let Some(j) = self.lit(i, "that|which") {
            out.extend(map(self.box_vp(j), Some));
        }
        if let Some(j) = self.lit(i, "whose") {
            // `whose statement` is the box's one statement, `whose
            // statements` all of them ([`definite`]).
            out.extend(then(self.stmt_kind(j), |(plural, kind), k| match kind {
                StmtPred::Any => map(self.stmt_vp(k), |p| {
                    Some(BoxPred::Stmts(definite(plural), p))
                }),
                _ => vec![],
            }));
            out.extend(map(self.whose_name(j), Some));
        }
        out
    }

    /// `the gems` / `gems`, after a verb.
    pub fn gems(&self, i: usize) -> Option<usize> {
        self.lit(i, "the gems;gems;a gems;some gems")
    }

    /// A static place: `next to this box`, `to the left of the white box`,
    /// `other than the blue box`, and with `places` also `on the left`, `in
    /// the middle` (after a noun these are part of the box's name).
    pub fn place_pred(&self, i: usize, places: bool) -> Alts<BoxPred> {
        let relations: [Relation; 7] = [
            (
                "next to|beside|adjacent to|by|on either side of|on both sides of|closest to|nearest to|nearest|closest",
                BoxBase::NextTo,
            ),
            (
                "opposite|opposite to|across from|farthest from|furthest from|farthest away from|furthest away from|at the other end from|at the opposite end from|at the opposite end to|at the other end of the row from",
                BoxBase::FarFrom,
            ),
            (
                "on the far side of|on the other side of|beyond|past",
                BoxBase::Beyond,
            ),
            ("to the left of|left of", BoxBase::LeftOf),
            ("to the right of|right of", BoxBase::RightOf),
            ("other than|besides|except", BoxBase::Except),
            ("at|in the same place as", |r| BoxBase::one(r)),
        ];
        let mut out = Vec::new();
        out.extend(one(
            BoxPred::In(BoxBase::LeftOf(BoxRef::This)),
            self.lit(i, "to my left"),
        ));
        out.extend(one(
            BoxPred::In(BoxBase::RightOf(BoxRef::This)),
            self.lit(i, "to my right"),
        ));
        for (words, make) in relations {
            for phrase in words.split('|') {
                if let Some(j) = self.lit(i, phrase) {
                    out.extend(map(self.box_ref(j), |r| BoxPred::In(make(r))));
                }
            }
        }
        // `between X and Y`, `between the blue and black boxes` (after
        // `crate::grammar::normalize` spelled the second as a full name).
        if let Some(j) = self.lit(i, "between") {
            out.extend(then(self.box_ref(j), |a, k| match self.lit(k, "and") {
                Some(l) => map(self.box_ref(l), |b| BoxPred::In(BoxBase::Between(a, b))),
                None => vec![],
            }));
        }
        // `at the other end`: from this box.
        out.extend(one(
            BoxPred::In(BoxBase::FarFrom(BoxRef::This)),
            self.lit(
                i,
                "at the other end of the row;at the other end;at the opposite end",
            ),
        ));
        out.extend(one(
            BoxPred::In(end_boxes()),
            self.lit(i, "at the ends of the row;at the ends;at either end;at each end;at both ends;on the ends"),
        ));
        let named = [
            ("on the left", "left"),
            ("on the right", "right"),
            ("in the middle", "middle"),
        ];
        for (words, place) in named.into_iter().filter(|_| places) {
            if let Some(c) = lexicon::place(place) {
                out.extend(one(
                    BoxPred::In(BoxBase::one(BoxRef::Is(c))),
                    self.lit(i, words),
                ));
            }
        }
        out
    }

    /// What a box carries, after `has` or `with`: `a true statement`, `no
    /// statements`, `two statements`, `only false statements`, `the word
    /// "blue" on it`.
    pub fn box_has(&self, i: usize) -> Alts<BoxPred> {
        then(self.box_has_one(i), |a, j| {
            let mut out = vec![(a.clone(), j)];
            if let Some(k) = self.lit(j, "and") {
                out.extend(map(self.box_has_one(k), |b| {
                    BoxPred::And(vec![a.clone(), b])
                }));
            }
            out
        })
    }

    /// `the most words`, `the fewest statements`, `the most true
    /// statements`, `the most lies`: a strict superlative among the three
    /// boxes.
    fn box_most(&self, i: usize) -> Alts<BoxPred> {
        let mut out = Vec::new();
        for (words, fewest) in [
            (
                "the most;the largest number of;the greatest number of",
                false,
            ),
            ("the fewest;the least;the smallest number of", true),
        ] {
            let Some(j) = self.lit(i, words) else {
                continue;
            };
            let mut measures: Alts<Measure> = Vec::new();
            measures.extend(one(Measure::Words, self.lit(j, "words")));
            measures.extend(one(Measure::Letters, self.lit(j, "letters")));
            // `lies` / `truths` as nouns: false / true statements.
            measures.extend(one(Measure::Stmts(StmtPred::False), self.lit(j, "lies")));
            measures.extend(one(Measure::Stmts(StmtPred::True), self.lit(j, "truths")));
            measures.extend(then(self.stmt_kind(j), |(plural, kind), k| {
                if plural {
                    vec![(Measure::Stmts(kind), k)]
                } else {
                    vec![]
                }
            }));
            out.extend(map(measures, |measure| BoxPred::Most { measure, fewest }));
        }
        out
    }

    /// `a mix of true and false statements` (`a mixture of …`): statements of
    /// both kinds, at least one of each (the kinds may be any statement kinds: `a mix of
    /// unique and false statements`).
    fn box_mix(&self, i: usize) -> Alts<BoxPred> {
        let Some(j) = self.lit(i, "a mix of;a mixture of") else {
            return vec![];
        };
        then(self.stmt_adjs(j), |first, k| {
            let Some(l) = self.lit(k, "and").filter(|_| !first.is_empty()) else {
                return vec![];
            };
            then(self.stmt_kind(l), |(plural, second), e| {
                let first = and_stmt(first.clone());
                if plural && first != second {
                    vec![(
                        BoxPred::And(vec![
                            BoxPred::Stmts(Quant::SOME, first),
                            BoxPred::Stmts(Quant::SOME, second),
                        ]),
                        e,
                    )]
                } else {
                    vec![]
                }
            })
        })
    }

    /// One thing a box carries (see [`Parser::box_has`]), with an optional
    /// `on it` after statements.
    fn box_has_one(&self, i: usize) -> Alts<BoxPred> {
        let mut out = self.box_most(i);
        out.extend(self.box_mix(i));
        out.extend(self.name_kind(i));
        out.extend(map(self.number_elsewhere(i), |p| {
            BoxPred::Stmts(Quant::SOME, p)
        }));
        out.extend(map(self.word_most(i), |p| BoxPred::Stmts(Quant::SOME, p)));
        out.extend(then(self.box_has_stmts(i), |p, j| {
            let mut alts = vec![(p.clone(), j)];
            alts.extend(self.lit(j, "on it;on them").map(|k| (p, k)));
            alts
        }));
        if let Some(j) = self.lit(i, "the word;the words;the letter") {
            let letter = self.word(i + 1) == Some("letter");
            out.extend(self.quoted(j, true).and_then(|(q, k)| {
                let prop = text_prop(&q, letter)?;
                let end = self.lit(k, "on it;on them").unwrap_or(k);
                Some((BoxPred::Stmts(Quant::SOME, StmtPred::Text(prop)), end))
            }));
        }
        out
    }

    /// Statements a box carries: `a true statement`, `no statements`, `two
    /// statements`, `only false statements`.
    fn box_has_stmts(&self, i: usize) -> Alts<BoxPred> {
        then(self.det(i), |det, j| {
            let det = match (det, self.lit(j, "only")) {
                (Det::Bare, Some(k)) => {
                    return map(self.stmt_kind(k), |(_, p)| BoxPred::Stmts(Quant::The, p))
                }
                (d, _) => d,
            };
            let mut kinds = self.stmt_kind(j);
            kinds.extend(self.positioned_stmt_kind(j));
            then(kinds, |(plural, p), k| {
                let q = match det {
                    Det::Bare if plural => Some(Quant::SOME),
                    // `with the shortest statement`: a superlative names
                    // one statement of the room; the box carries it.
                    Det::The if !plural && superlative(&p) => Some(Quant::SOME),
                    Det::The | Det::TheOnly | Det::TheN(_) | Det::Another => None,
                    d => d.quant(plural),
                };
                q.map(|q| (BoxPred::Stmts(q, p), k)).into_iter().collect()
            })
        })
    }
}

/// A set from its base and filters; on the whole row, the first static
/// place filter becomes the base (`a box next to this box` ranges over the
/// neighbours), so each set has one written form.
fn narrowed(base: BoxBase, mut filter: Vec<BoxPred>) -> BoxSet {
    if base == BoxBase::Every {
        if let Some(at) = filter.iter().position(|p| matches!(p, BoxPred::In(_))) {
            if let BoxPred::In(place) = filter.remove(at) {
                return BoxSet {
                    base: place,
                    filter,
                };
            }
        }
    }
    BoxSet { base, filter }
}

/// The boxes at the ends of the row (blue on the left, black on the right).
fn end_boxes() -> BoxBase {
    BoxBase::Listed(vec![BoxRef::Is(Colour::Blue), BoxRef::Is(Colour::Black)])
}

/// Whether a statement property names a superlative (`shortest`, `longest`).
fn superlative(p: &StmtPred) -> bool {
    match p {
        StmtPred::Text(TextProp::Shortest | TextProp::Longest) => true,
        StmtPred::And(ps) => ps.iter().any(superlative),
        _ => false,
    }
}

/// The conjunction of box properties, without needless wrappers.
pub fn and_box(mut all: Vec<BoxPred>) -> BoxPred {
    all.retain(|p| *p != BoxPred::And(vec![]));
    match all.len() {
        1 => all.remove(0),
        _ => BoxPred::And(all),
    }
}

/// `set` restricted to the other boxes (`another box`).
fn with_other(set: BoxSet) -> BoxSet {
    match set.base {
        BoxBase::Every => BoxSet {
            base: BoxBase::Except(BoxRef::This),
            ..set
        },
        _ => set,
    }
}

/// The set of boxes a statement "appears on".
pub fn static_base(np: &BoxNp) -> Option<BoxBase> {
    (np.set.filter.is_empty() && !np.pronoun).then(|| np.set.base.clone())
}

/// The quantifier of a box's own statements after the possessive `its`:
/// the singular is its one statement ([`Quant::TheOne`]), never read as the
/// plural ([`Quant::The`]).
pub fn definite(plural: bool) -> Quant {
    if plural {
        Quant::The
    } else {
        Quant::TheOne
    }
}

/// Whether a box other than this one is named before word `i` of the
/// sentence (`word(k)` is its `k`-th word): by its colour or its place, or by
/// a box noun not after `this` or `other` (`one box`, `a box`). `the other boxes`
/// (`every other box`) is read as the boxes other than the speaker; after
/// another box is named, the writer may mean other than that box (`The blue
/// box is honest and the other boxes are lying`, `One box tells the truth
/// and the other boxes lie`), so it is not read there; `between the other
/// two` is other than the box it places.
fn other_box_named_before<'a>(word: impl Fn(usize) -> Option<&'a str>, i: usize) -> bool {
    // `the box between the other two`: other than the box described.
    let between = i >= 2 && matches!(word(i - 2), Some("between" | "among" | "amongst"));
    !between
        && (0..i).any(|k| {
            word(k).is_some_and(|w| {
                let noun = matches!(w, "box" | "boxes")
                    && !(k > 0 && matches!(word(k - 1), Some("this" | "other")));
                noun || lexicon::colour(w).is_some() || lexicon::place(w).is_some()
            })
        })
}

/// For an error message: `other` said of boxes after another box is named
/// ([`other_box_named_before`]): why it is not read, and what to write.
pub fn other_hint(tokens: &[Token]) -> Option<String> {
    let ws: Vec<&str> = Token::words(tokens);
    let at = ws.iter().position(|w| *w == "other")?;
    let boxes = ws[at + 1..]
        .iter()
        .take(2)
        .any(|w| matches!(*w, "box" | "boxes" | "one" | "ones" | "two"));
    (boxes && other_box_named_before(|k| ws.get(k).copied(), at)).then(|| {
        "`other` after another box is named may mean other than that box or other than \
         this one: name the boxes meant (`the boxes other than the blue box`, `the white \
         box and the black box`)"
            .to_string()
    })
}
