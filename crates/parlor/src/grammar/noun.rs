//! Noun phrases: quantified sets of boxes and of statements.
//!
//! A box phrase is a named box (`this box`, `the blue box`, `the box on the
//! left`), a coordination of named boxes (`this box and the blue box`,
//! `either … or …`, `neither … nor …`), a pronoun (`it`, `they`), a
//! partitive (`one of the other boxes`, `none of the boxes`) or a
//! determiner with a nominal: pre-modifiers (`true`, `false`, `empty`,
//! `other`, `blank`), the noun and post-modifiers (`with a true statement`,
//! `next to this box`, `to the left of the white box`, `that claims to be
//! black`, `with the word "blue" on it`, `in this room`). Statement phrases
//! work alike (`this statement`, `the above statement`, `the top statement
//! of each box`, `statements with the word "white"`, `the other two
//! statements`).
//!
//! How a determiner becomes a [`Quant`] ([`Det::quant`]): `a`, `any`,
//! `some` → at least one; `every`, `each`, `all`, bare plurals → all; `all
//! three`, `both`, `the two` → exactly that many, all; `no` → none; numbers,
//! `only one`, `exactly`, `at least`, `at most`, `more than`, `fewer than` →
//! counts; `the only` → exactly one; singular `the` → exactly one when the
//! set is fixed by the layout ("the box next to this box"), at least one
//! when it depends on the reading ("the true box", read existentially as
//! the game does); plural `the` → all.

use super::lexicon;
use super::parser::{map, one, then, Alts, Parser};
use crate::claim::{
    BoxBase, BoxPred, BoxRef, BoxSet, Cmp, Quant, StmtBase, StmtPred, StmtSet, TextProp,
};

/// Words naming a place relative to a box, and the set they name.
type Relation = (&'static str, fn(BoxRef) -> BoxBase);

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

/// A determiner, before it meets its nominal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Det {
    /// A quantifier fixed by the words alone.
    Q(Quant),
    /// `the`.
    The,
    /// `the only`.
    TheOnly,
    /// `the two`, `the three`.
    TheN(u32),
    /// No determiner (bare plurals).
    Bare,
    /// `another`.
    Another,
}

impl Det {
    /// The quantifier for a nominal: `plural` noun, `fixed` set (see module doc).
    pub fn quant(self, plural: bool, fixed: bool) -> Option<Quant> {
        Some(match self {
            Det::Q(q) => q,
            Det::The if plural => Quant::All,
            Det::The if fixed => Quant::Each(1),
            Det::The | Det::Another => Quant::SOME,
            Det::TheOnly => Quant::Each(1),
            Det::TheN(n) => Quant::Each(n),
            Det::Bare if plural => Quant::All,
            Det::Bare => return None,
        })
    }
}

/// What a pre-modifier adds to a nominal.
#[derive(Debug, Clone, PartialEq)]
enum Modifier {
    /// A property every member has.
    Filter(BoxPred),
    /// `other`: every box but this one.
    Other,
    /// A number after `other` (`the other two boxes`).
    Number(u32),
}

impl Parser<'_> {
    /// A determiner, including counted ones (`at least two`).
    pub fn det(&self, i: usize) -> Alts<Det> {
        let mut out: Alts<Det> = vec![(Det::Bare, i)];
        let fixed: [(&str, Det); 9] = [
            ("a|an|any|some", Det::Q(Quant::SOME)),
            ("every|each", Det::Q(Quant::All)),
            ("all|all the", Det::Q(Quant::All)),
            ("both|both the", Det::Q(Quant::Each(2))),
            ("no", Det::Q(Quant::NONE)),
            ("the", Det::The),
            ("the only", Det::TheOnly),
            ("another", Det::Another),
            (
                "just a|one single|a single|only a",
                Det::Q(Quant::Count(Cmp::Eq, 1)),
            ),
        ];
        for (words, det) in fixed {
            for phrase in words.split('|') {
                out.extend(one(det, self.lit(i, phrase)));
            }
        }
        out.extend(then(self.counted(i), |q, j| vec![(Det::Q(q), j)]));
        if let Some(j) = self.lit(i, "all") {
            out.extend(self.number(j).map(|(n, k)| (Det::Q(Quant::Each(n)), k)));
        }
        if let Some(j) = self.lit(i, "the") {
            out.extend(self.number(j).map(|(n, k)| (Det::TheN(n), k)));
        }
        out
    }

    /// A number with an optional comparison: `two`, `only two`, `at least
    /// two`, `more than one`, `fewer than three`, `exactly one`.
    pub fn counted(&self, i: usize) -> Alts<Quant> {
        let prefixes: [(&str, Cmp); 9] = [
            ("only", Cmp::Eq),
            ("exactly", Cmp::Eq),
            ("just", Cmp::Eq),
            ("at least", Cmp::Ge),
            ("at most", Cmp::Le),
            ("no more than", Cmp::Le),
            ("more than", Cmp::Gt),
            ("fewer than", Cmp::Lt),
            ("less than", Cmp::Lt),
        ];
        let mut starts: Vec<(Cmp, usize)> = vec![(Cmp::Eq, i)];
        for (words, cmp) in prefixes {
            starts.extend(self.lit(i, words).map(|j| (cmp, j)));
        }
        starts
            .into_iter()
            .filter_map(|(cmp, j)| {
                let (n, k) = self.number(j)?;
                Some((Quant::Count(cmp, n), k))
            })
            .collect()
    }

    /// One named box: `this box`, `the blue box`, `the middle box`, `the box
    /// on the left`, `the leftmost box`.
    pub fn box_ref(&self, i: usize) -> Alts<BoxRef> {
        let mut out = one(BoxRef::This, self.lit(i, "this box|one"));
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
        let found = self.memo(&self.box_memo, i, || self.box_np_uncached(i));
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
                    (!np.pronoun && matches!(np.quant, Quant::All | Quant::Each(_)))
                        .then_some((BoxNp { quant: q, ..np }, end))
                }),
        );
        out.extend(then(self.det(i), |det, j| {
            then(self.box_nominal(j), |(plural, number, set), k| {
                let fixed = set.filter.iter().all(BoxPred::is_static);
                let set = if det == Det::Another {
                    with_other(set)
                } else {
                    set
                };
                let quant = match (det, number) {
                    (Det::The, Some(n)) => Some(Quant::Each(n)),
                    (_, Some(_)) => None,
                    _ => det.quant(plural, fixed),
                };
                let np = quant.map(|quant| BoxNp {
                    quant,
                    set,
                    pronoun: false,
                });
                np.map(|np| (np, k)).into_iter().collect()
            })
        }));
        out
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
                map(self.box_ref(k), |b| (q, vec![a, b]))
            }));
        }
        out
    }

    /// `QUANTITY of PLURAL-NP`: `one of the other boxes`, `none of the
    /// statements`, `only one of …`, `both of …`, `two of …`.
    pub fn partitive<T: Clone>(
        &self,
        i: usize,
        np: impl Fn(&Self, usize) -> Alts<T>,
    ) -> Alts<(Quant, T)> {
        let mut quants: Alts<Quant> = Vec::new();
        for (words, q) in [
            ("one|any|some|either", Quant::SOME),
            ("none|neither", Quant::NONE),
            ("all|each|every one", Quant::All),
            ("both", Quant::Each(2)),
        ] {
            for phrase in words.split('|') {
                quants.extend(one(q, self.lit(i, phrase)));
            }
        }
        quants.extend(self.counted(i).into_iter().filter(|(q, _)| match q {
            Quant::Count(Cmp::Eq, 1) => self.word(i) != Some("one"),
            _ => true,
        }));
        then(quants, |q, j| {
            let Some(k) = self.lit(j, "of") else {
                return vec![];
            };
            map(np(self, k), |t| (q, t))
        })
    }

    /// Pre-modifiers, noun and post-modifiers of a box nominal: whether
    /// the noun is plural, and the set.
    fn box_nominal(&self, i: usize) -> Alts<(bool, Option<u32>, BoxSet)> {
        then(self.box_modifiers(i), |mods, j| {
            let number = mods.iter().find_map(|m| match m {
                Modifier::Number(n) => Some(*n),
                _ => None,
            });
            let plural = match self.word(j) {
                Some("box") => false,
                Some("boxes") => true,
                _ => return vec![],
            };
            let base = if mods.contains(&Modifier::Other) {
                BoxBase::Except(BoxRef::This)
            } else {
                BoxBase::Every
            };
            let filter: Vec<BoxPred> = mods
                .into_iter()
                .filter_map(|m| match m {
                    Modifier::Filter(p) => Some(p),
                    Modifier::Other | Modifier::Number(_) => None,
                })
                .collect();
            map(self.box_post_modifiers(j + 1), |post| {
                let mut all = filter.clone();
                all.extend(post);
                (plural, number, narrowed(base.clone(), all))
            })
        })
    }

    fn box_modifiers(&self, i: usize) -> Alts<Vec<Modifier>> {
        let here = match self.word(i) {
            Some("true") => Some(Modifier::Filter(BoxPred::True)),
            Some("false") => Some(Modifier::Filter(BoxPred::False)),
            Some("empty") => Some(Modifier::Filter(BoxPred::empty())),
            Some("other") => Some(Modifier::Other),
            Some("blank") => Some(Modifier::Filter(BoxPred::Stmts(Quant::NONE, StmtPred::Any))),
            _ => None,
        };
        let mut out = vec![(vec![], i)];
        if let Some(m) = here {
            let mut next = vec![(m, i + 1)];
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

    /// Post-modifiers of a box nominal, in order.
    fn box_post_modifiers(&self, i: usize) -> Alts<Vec<BoxPred>> {
        let mut out = vec![(vec![], i)];
        out.extend(then(self.box_post_modifier(i), |p, j| {
            map(self.box_post_modifiers(j), |mut rest| {
                if let Some(p) = p.clone() {
                    rest.insert(0, p);
                }
                rest
            })
        }));
        out
    }

    /// One post-modifier; `None` for words that add nothing (`in this room`).
    fn box_post_modifier(&self, i: usize) -> Alts<Option<BoxPred>> {
        let mut out: Alts<Option<BoxPred>> = one(None, self.lit(i, "in this room"));
        out.extend(map(self.place_pred(i, false), Some));
        if let Some(j) = self.lit(i, "with|carrying|showing|displaying|bearing") {
            out.extend(map(self.box_has(j), Some));
        }
        if let Some(j) = self.lit(i, "without") {
            out.extend(map(self.box_has(j), |p| Some(BoxPred::negate(p))));
        }
        if let Some(j) = self.lit(i, "containing|holding|with") {
            out.extend(one(Some(BoxPred::Gems), self.gems(j)));
        }
        if let Some(j) = self.lit(i, "that|which") {
            out.extend(map(self.box_vp(j), Some));
        }
        out
    }

    /// `the gems` / `gems`, after a verb.
    pub fn gems(&self, i: usize) -> Option<usize> {
        self.lit(i, "the gems").or_else(|| self.lit(i, "gems"))
    }

    /// A static place: `next to this box`, `to the left of the white box`,
    /// `other than the blue box`, and with `places` also `on the left`, `in
    /// the middle` (after a noun these are part of the box's name).
    pub fn place_pred(&self, i: usize, places: bool) -> Alts<BoxPred> {
        let relations: [Relation; 5] = [
            ("next to|beside|adjacent to|by", BoxBase::NextTo),
            ("to the left of|left of", BoxBase::LeftOf),
            ("to the right of|right of", BoxBase::RightOf),
            ("other than|besides|except", BoxBase::Except),
            ("at|in the same place as", |r| BoxBase::one(r)),
        ];
        let mut out = Vec::new();
        for (words, make) in relations {
            for phrase in words.split('|') {
                if let Some(j) = self.lit(i, phrase) {
                    out.extend(map(self.box_ref(j), |r| BoxPred::In(make(r))));
                }
            }
        }
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
        let mut out = then(self.det(i), |det, j| {
            let det = match (det, self.lit(j, "only")) {
                (Det::Bare, Some(k)) => {
                    return map(self.stmt_kind(k), |(_, p)| BoxPred::Stmts(Quant::The, p))
                }
                (d, _) => d,
            };
            then(self.stmt_kind(j), |(plural, p), k| {
                let q = match det {
                    Det::Bare if plural => Some(Quant::SOME),
                    Det::The | Det::TheOnly | Det::TheN(_) | Det::Another => None,
                    d => d.quant(plural, true),
                };
                q.map(|q| (BoxPred::Stmts(q, p), k)).into_iter().collect()
            })
        });
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

    fn stmt_adjs(&self, i: usize) -> Alts<Vec<StmtPred>> {
        let here = match self.word(i) {
            Some("true") => Some(StmtPred::True),
            Some("false") => Some(StmtPred::False),
            Some("unique") => Some(StmtPred::Text(TextProp::Unique)),
            _ => None,
        };
        let mut out = vec![(vec![], i)];
        if let Some(p) = here {
            out.extend(map(self.stmt_adjs(i + 1), |mut rest| {
                rest.insert(0, p.clone());
                rest
            }));
        }
        out
    }

    /// Text post-modifiers of a statement noun: `with the word "white"`,
    /// `containing the letter "B"`, `that are true`.
    fn stmt_post_text(&self, i: usize) -> Alts<Vec<StmtPred>> {
        let mut out = vec![(vec![], i)];
        let mut here: Alts<StmtPred> = Vec::new();
        if let Some(j) = self.lit(i, "with|containing|mentioning|including") {
            here.extend(self.text_object(j));
        }
        if let Some(j) = self.lit(i, "that|which") {
            here.extend(self.stmt_vp(j));
        }
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
        one(StmtPred::Any, self.lit(i, "in this room"))
    }

    /// `the word "X"`, `the words "X Y"`, `the letter "B"`, `N words`.
    pub fn text_object(&self, i: usize) -> Alts<StmtPred> {
        let mut out = Vec::new();
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
            alts
        }));
        out
    }

    /// A statement noun phrase (see module doc). Memoized.
    pub fn stmt_np(&self, i: usize) -> Alts<StmtNp> {
        let found = self.memo(&self.stmt_memo, i, || self.stmt_np_uncached(i));
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
            "the previous statement",
        ] {
            out.extend(one(fixed(Quant::The, StmtBase::Above), self.lit(i, words)));
        }
        for words in [
            "the statement below this one;the statement below this statement;the statement below",
            "the next statement",
            "the following statement",
        ] {
            out.extend(one(fixed(Quant::The, StmtBase::Below), self.lit(i, words)));
        }
        out.extend(
            self.partitive(i, |p, j| p.stmt_np(j))
                .into_iter()
                .filter_map(|((q, np), end)| {
                    matches!(np.quant, Quant::All | Quant::Each(_) | Quant::The)
                        .then(|| (StmtNp { quant: q, ..np }, end))
                }),
        );
        out.extend(then(self.det(i), |det, j| self.stmt_nominal(det, j)));
        out.extend(self.possessive(i));
        out
    }

    /// `BOX-NP's [position] statement(s)`: `this box's statement`, `the
    /// blue box's second statement`, `each box's top statement`.
    fn possessive(&self, i: usize) -> Alts<StmtNp> {
        then(self.box_np(i), |np, j| {
            let Some(k) = self.lit(j, "'s").filter(|_| !np.pronoun) else {
                return vec![];
            };
            let position = self.word(k).and_then(lexicon::position);
            let at = position.map_or(k, |_| k + 1);
            then(self.stmt_kind(at), |(plural, kind), e| {
                let filter = if kind == StmtPred::Any {
                    vec![]
                } else {
                    vec![kind]
                };
                let set = StmtSet {
                    base: StmtBase::On(np.set.clone(), position),
                    filter,
                };
                let quant = on_box_quant(Det::The, plural, &np);
                quant
                    .map(|quant| (StmtNp { quant, set }, e))
                    .into_iter()
                    .collect()
            })
        })
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
            if other.is_none() {
                if let Some(k) = self.lit(j, "on|of|in") {
                    out.extend(then(self.box_np(k), |np, e| {
                        if np.pronoun {
                            return vec![];
                        }
                        let q = on_box_quant(det, plural, &np);
                        let set = StmtSet {
                            base: StmtBase::On(np.set, position),
                            filter: filter.clone(),
                        };
                        q.map(|q| (StmtNp { quant: q, set }, e))
                            .into_iter()
                            .collect()
                    }));
                }
            }
            let base = match (other, position) {
                (Some(_), None) => StmtBase::Others,
                (None, Some(p)) => StmtBase::On(BoxSet::of(BoxBase::Every), Some(p)),
                (None, None) => StmtBase::All,
                (Some(_), Some(_)) => return out,
            };
            let set = StmtSet {
                base,
                filter: filter.clone(),
            };
            let q = if det == Det::Another {
                None
            } else {
                det.quant(plural, kind.is_static())
            };
            out.extend(q.map(|q| (StmtNp { quant: q, set }, j)));
            out
        })
    }
}

/// The quantifier of `DET statement(s) on BOX-NP`: the statement's own
/// determiner when it has one, otherwise the box phrase's (`the statement on
/// one of the other boxes` → at least one; `the top statement of each box`
/// → all; `the statement on the blue box` → the blue box's statements, at
/// least one and all).
fn on_box_quant(det: Det, plural: bool, np: &BoxNp) -> Option<Quant> {
    let single = matches!(&np.set.base, BoxBase::Listed(l) if l.len() == 1);
    match det {
        Det::The | Det::Bare => Some(match np.quant {
            Quant::All if single => Quant::The,
            Quant::All | Quant::Each(_) => Quant::All,
            q => q,
        }),
        d => d.quant(plural, true),
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

/// The conjunction of box properties, without needless wrappers.
pub fn and_box(mut all: Vec<BoxPred>) -> BoxPred {
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

/// A quoted word or phrase as a text property; a letter must be one character.
fn text_prop(q: &str, letter: bool) -> Option<TextProp> {
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

/// The set of boxes a statement "appears on".
pub fn static_base(np: &BoxNp) -> Option<BoxBase> {
    (np.set.filter.is_empty() && !np.pronoun).then(|| np.set.base.clone())
}
