//! Simple clauses with a fixed frame: `this is …`, `there is/are …`,
//! where the gems are (`the gems are [not] in …`, `… either in X or in Y`,
//! `here`, on things of the room that are not boxes, `on the table behind
//! you`), the word-replacement claim,
//! turns of phrase (`the truth is on …`, `you will open … and find it …`)
//! and words found on boxes (`the word "X" is on …`).

use super::clause::{maybe_negate, stmt_claim, Parsed};
use super::lexicon;
use super::noun::and_box;
use super::parser::{map, then, Alts, BoxNp, Parser, StmtNp};
use super::statement::{and_stmt, text_prop};
use super::verb::negated;
use crate::claim::{
    BoxBase, BoxPred, BoxRef, BoxSet, Claim, Cmp, Fact, Quant, StmtBase, StmtPred, StmtSet,
    TextProp,
};

impl Parser<'_> {
    /// `this is …`: this box, or this statement with a statement complement.
    pub fn this_clause(&self, i: usize) -> Alts<Parsed> {
        let Some(j) = self.lit(i, "this") else {
            return vec![];
        };
        if self.word(j) != Some("is") {
            return vec![];
        }
        let this_box = BoxNp {
            quant: Quant::All,
            set: BoxSet::of(BoxBase::one(BoxRef::This)),
            pronoun: false,
        };
        let mut out = self.box_rest(this_box, j);
        let this_stmt = StmtNp {
            quant: Quant::All,
            set: StmtSet::of(StmtBase::This),
        };
        out.extend(map(self.stmt_is_the_only(this_stmt, j), Parsed::plain));
        out
    }

    /// `STATEMENT-NP is the only K statement` / `is one of the N K
    /// statements` / `is a K statement`.
    pub fn stmt_is_the_only(&self, np: StmtNp, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "is") else {
            return vec![];
        };
        let own = |k: &StmtPred| stmt_claim(np.clone(), k.clone());
        let mut out = Vec::new();
        let count = |q: Quant, k: &StmtPred| Claim::Stmts(q, StmtSet::of(StmtBase::All), k.clone());
        if let Some(k) = self.lit(j, "the only") {
            out.extend(then(self.stmt_kind(k), |(plural, kind), e| {
                let c = Claim::And(vec![own(&kind), count(Quant::Count(Cmp::Eq, 1), &kind)]);
                if plural {
                    vec![]
                } else {
                    vec![(c, e)]
                }
            }));
        }
        if let Some(k) = self.lit(j, "one of the") {
            out.extend(then(self.counted(k), |q, l| {
                map(self.stmt_kind(l), |(_, kind)| {
                    Claim::And(vec![own(&kind), count(q, &kind)])
                })
            }));
        }
        if let Some(k) = self.lit(j, "a|an") {
            out.extend(then(self.stmt_kind(k), |(plural, kind), e| {
                if plural {
                    vec![]
                } else {
                    vec![(own(&kind), e)]
                }
            }));
        }
        out
    }

    /// `there is/are COUNTED-NP`: `there are two true boxes`, `there is no
    /// false statement`, `there are three boxes in this room`.
    pub fn there_clause(&self, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "there is;there are") else {
            return vec![];
        };
        let counted = |q: &Quant| matches!(q, Quant::Count(..));
        let mut out = self.counted_boxes(j);
        out.extend(
            self.stmt_np(j)
                .into_iter()
                .filter(|(np, _)| counted(&np.quant))
                .map(|(np, e)| {
                    let pred = and_stmt(np.set.filter);
                    (Claim::Stmts(np.quant, StmtSet::of(np.set.base), pred), e)
                }),
        );
        out
    }

    /// A counted box noun phrase said to exist, as after `there are`
    /// (`two true boxes`, `no liar`, `one true box here`): that many boxes
    /// have its properties.
    pub fn counted_boxes(&self, j: usize) -> Alts<Claim> {
        let counted = |q: &Quant| matches!(q, Quant::Count(..));
        self.box_np(j)
            .into_iter()
            .filter(|(np, _)| counted(&np.quant) && !np.pronoun)
            .flat_map(|(np, e)| {
                let pred = and_box(np.set.filter);
                let claim = Claim::Boxes(np.quant, BoxSet::of(np.set.base), pred);
                // `there is one true box here`: a box is not in a box, so
                // `here` is the room (of statements it could be this box,
                // and is not read).
                self.opt(e, "here")
                    .into_iter()
                    .map(move |e| (claim.clone(), e))
            })
            .collect()
    }

    /// Where the gems are: `the gems are [not] [hidden] in BOX-NP`, `… here`,
    /// `… either in X or in Y`, `… neither in X nor in Y`, `there are [no]
    /// gems in BOX-NP`; and on things that are not boxes.
    pub fn gems_clause(&self, i: usize) -> Alts<Parsed> {
        let mut heads: Vec<(bool, usize)> = Vec::new();
        // Any determiner before `gems` means the same: there is one set of
        // gems (the game's own text has "A gems are in …").
        for s in self.opt(i, "the|a|some") {
            for (neg, k) in self
                .lit(s, "gems are;gems is;gems can be found;gems are found;gems will be found;gems can be")
                .map_or(vec![], |j| negated(self, j))
            {
                heads.push((neg, k));
                heads.extend(self.lit(k, "hidden|located|kept|placed").map(|l| (neg, l)));
            }
        }
        if let Some(j) = self.lit(i, "there is;there are") {
            heads.extend(
                self.lit(j, "gems;a gems;the gems;some gems;any gems")
                    .map(|k| (false, k)),
            );
            heads.extend(self.lit(j, "no gems").map(|k| (true, k)));
        }
        let mut out = Vec::new();
        for (neg, k) in heads {
            out.extend(then(self.gems_place(k), |np, e| {
                vec![(gems_in(np, neg), e)]
            }));
            out.extend(map(self.gems_places(k), |c| {
                Parsed::plain(maybe_negate(neg, c))
            }));
            out.extend(self.gems_elsewhere(k, neg));
            out.extend(map(self.gems_contrast(k, neg), Parsed::plain));
        }
        out
    }

    /// A place and a contrasting one: `in X but not [in] Y`, `in X, not
    /// Y`, `in X and not in Y` (in X and not in Y); after a negation, `not
    /// in X but in Y` (not in X, and in Y).
    fn gems_contrast(&self, i: usize, neg: bool) -> Alts<Claim> {
        let at = |np: BoxNp| Claim::Boxes(np.quant, np.set, BoxPred::Gems);
        let places = |j: usize| -> Alts<Claim> {
            let mut out: Alts<Claim> = self
                .gems_place(j)
                .into_iter()
                .filter(|(np, _)| !np.pronoun)
                .map(|(np, e)| (at(np), e))
                .collect();
            out.extend(self.gems_places(j));
            out
        };
        then(places(i), |a, j| {
            if neg {
                let Some(k) = self.lit(j, "but") else {
                    return vec![];
                };
                return map(places(k), |b| Claim::And(vec![Claim::negate(a.clone()), b]));
            }
            let Some(k) = self.lit(j, "but not;and not;not") else {
                return vec![];
            };
            let mut other: Alts<BoxNp> = self.gems_place(k);
            other.extend(self.box_np(k));
            other
                .into_iter()
                .filter(|(np, _)| !np.pronoun)
                .map(|(np, e)| (Claim::And(vec![a.clone(), Claim::negate(at(np))]), e))
                .collect()
        })
    }

    /// `here`, `in here` (deixis: this box), `in BOX-NP`, `on the left`,
    /// `in the middle` (the box at that place), `next to this box`.
    fn gems_place(&self, i: usize) -> Alts<BoxNp> {
        let here = BoxNp {
            quant: Quant::All,
            set: BoxSet::of(BoxBase::one(BoxRef::This)),
            pronoun: false,
        };
        let mut out: Alts<BoxNp> = self
            .lit(i, "here;in here;right here;in this box here;inside here")
            .map(|e| (here, e))
            .into_iter()
            .collect();
        if let Some(j) = self.lit(i, "in|inside|within") {
            out.extend(self.box_np(j));
        }
        // `somewhere other than the black box`: in some other box. Other
        // places are not read after `somewhere` (`somewhere to my right`
        // is any box on that side, not the box next to it).
        if let Some(j) = self.lit(i, "somewhere") {
            out.extend(
                self.place_pred(j, false)
                    .into_iter()
                    .filter_map(|(p, e)| match p {
                        BoxPred::In(base @ BoxBase::Except(_)) => Some((
                            BoxNp {
                                quant: Quant::SOME,
                                set: BoxSet::of(base),
                                pronoun: false,
                            },
                            e,
                        )),
                        _ => None,
                    }),
            );
        }
        out.extend(
            self.place_pred(i, true)
                .into_iter()
                .filter_map(|(p, e)| match p {
                    BoxPred::In(base) => Some((
                        BoxNp {
                            // One named place is that box.
                            quant: match &base {
                                BoxBase::Listed(l) if l.len() == 1 => Quant::All,
                                _ => Quant::SOME,
                            },
                            set: BoxSet::of(base),
                            pronoun: false,
                        },
                        e,
                    )),
                    _ => None,
                }),
        );
        out
    }

    /// Two places joined: `[either] in X or in Y`, `neither in X nor in Y`,
    /// `in X and not in Y`: the claim about the gems.
    fn gems_places(&self, i: usize) -> Alts<Claim> {
        let at = |np: BoxNp| Claim::Boxes(np.quant, np.set, BoxPred::Gems);
        let mut out = Vec::new();
        let forms = [
            ("", "or", false),
            ("either", "or", false),
            ("neither", "nor", true),
        ];
        for (open, join, none) in forms {
            let start = if open.is_empty() {
                Some(i)
            } else {
                self.lit(i, open)
            };
            let Some(start) = start else { continue };
            out.extend(then(self.gems_place(start), |a, j| {
                let Some(k) = self.lit(j, join) else {
                    return vec![];
                };
                map(self.gems_place(k), |b| {
                    let either = Claim::Or(vec![at(a.clone()), at(b)]);
                    maybe_negate(none, either)
                })
            }));
        }
        out
    }

    /// `on the desk`, `under the floor`: a thing of the room that is not a
    /// box ([`lexicon::NOT_BOXES`]), so false (true when negated). Any other
    /// thing is not read: guessing that an unknown word names something
    /// other than a box would turn a misreading into a false statement.
    pub fn gems_elsewhere(&self, i: usize, neg: bool) -> Alts<Parsed> {
        let Some(j) = self.lit(i, "on|under|beneath|behind|in") else {
            return vec![];
        };
        then(self.room_object(j), |thing, e| {
            let fact = Fact::GemsOn {
                thing: thing.to_string(),
                negated: neg,
            };
            vec![(Parsed::plain(Claim::Fact(fact)), e)]
        })
    }

    /// `the X` for a thing of the room that is not a box
    /// ([`lexicon::NOT_BOXES`]), with any places that locate it relative to
    /// the player (`behind you`, `in front of you`: `you` is the player, who
    /// is in the room) or to another such thing (`the table by the
    /// window`), or `in this room`: the thing's head noun. Where the thing
    /// is does not matter to the gems, which are in a box; a place relative
    /// to a box or anything unknown is not read.
    fn room_object(&self, i: usize) -> Alts<&str> {
        let Some(k) = self.lit(i, "the|a") else {
            return vec![];
        };
        let Some(w) = self.word(k).filter(|w| lexicon::NOT_BOXES.contains(w)) else {
            return vec![];
        };
        // Every end after zero or more places; a place after a nested
        // thing may attach to either thing, which changes nothing here, so
        // each end is kept once.
        let mut ends = vec![k + 1];
        let mut at = 0;
        while let Some(&end) = ends.get(at) {
            at += 1;
            let places =
                "behind|beside|near|by|under|beneath|on|above|below|opposite;next to;in front of;across from";
            let mut next: Vec<usize> = self
                .lit(end, "in this room;in the room")
                .into_iter()
                .collect();
            if let Some(l) = self.lit(end, places) {
                next.extend(self.lit(l, "you"));
                next.extend(self.room_object(l).into_iter().map(|(_, e)| e));
            }
            for e in next {
                if !ends.contains(&e) {
                    ends.push(e);
                }
            }
        }
        ends.into_iter().map(|e| (w, e)).collect()
    }

    /// `would be true if you replaced the word X with [the word] Y`.
    pub fn replaced(&self, np: &StmtNp, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(
            i,
            "would be true if you replaced;would be true if you replace",
        ) else {
            return vec![];
        };
        let Some(k) = self.lit(j, "the word") else {
            return vec![];
        };
        let Some((from, l)) = self.quoted(k, true) else {
            return vec![];
        };
        let Some(m) = self.lit(l, "with") else {
            return vec![];
        };
        let m = self.lit(m, "the word").unwrap_or(m);
        self.quoted(m, true)
            .map(|(to, e)| {
                let claim = Claim::Replaced {
                    quant: np.quant,
                    set: np.set.clone(),
                    from,
                    to,
                };
                (claim, e)
            })
            .into_iter()
            .collect()
    }

    /// Fixed turns of phrase read through the grammar: `the truth is on
    /// BOX-NP`, `you will open BOX-NP and find it X`, `you will find the
    /// gems in BOX-NP`, `the word "X" is on BOX-NP`.
    pub fn idiom_clause(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        if let Some(j) = self.lit(i, "the truth is on;the truth is in") {
            out.extend(map(self.box_np(j), |np| {
                Claim::Boxes(np.quant, np.set, BoxPred::True)
            }));
        }
        if let Some(j) = self.lit(i, "you will open") {
            out.extend(then(self.box_np(j), |np, k| {
                match self.lit(k, "and find it") {
                    Some(l) => map(self.complements(l), |p| {
                        Claim::Boxes(np.quant, np.set.clone(), p)
                    }),
                    None => vec![],
                }
            }));
        }
        if let Some(j) = self.lit(i, "you will find the gems in") {
            out.extend(map(self.box_np(j), |np| {
                Claim::Boxes(np.quant, np.set, BoxPred::Gems)
            }));
        }
        out.extend(self.word_on_box(i));
        out.extend(self.words_exist_on(i));
        out.extend(self.word_is_most(i));
        out
    }

    /// `there are [no] words on BOX-NP`: the box carries some words at all
    /// (a statement with at least one word), or none.
    fn words_exist_on(&self, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "there are;there is") else {
            return vec![];
        };
        let mut out = Vec::new();
        for (words, neg) in [("words on;a word on", false), ("no words on", true)] {
            let Some(k) = self.lit(j, words) else {
                continue;
            };
            let has = BoxPred::Stmts(Quant::SOME, StmtPred::Text(TextProp::Words(Cmp::Ge, 1)));
            out.extend(map(self.box_np(k), |np| {
                maybe_negate(neg, Claim::Boxes(np.quant, np.set, has.clone()))
            }));
        }
        out
    }

    /// `[the word] "X" is [not] the longest|shortest word [in the room]`:
    /// X is the room's strictly longest (shortest) word
    /// ([`TextProp::WordMost`]), which some statement carries. `… on a box`
    /// is not read: it may also mean the longest word of some one box.
    fn word_is_most(&self, i: usize) -> Alts<Claim> {
        let s = self.lit(i, "the word").unwrap_or(i);
        let Some((q, j)) = self.quoted(s, false) else {
            return vec![];
        };
        let word = q.to_lowercase();
        if word.split_whitespace().count() != 1 {
            return vec![];
        }
        let mut out = Vec::new();
        for (neg, k) in self.lit(j, "is").map_or(vec![], |k| negated(self, k)) {
            for (words, fewest) in [("the longest word", false), ("the shortest word", true)] {
                let Some(l) = self.lit(k, words) else {
                    continue;
                };
                let prop = TextProp::WordMost {
                    word: Some(word.clone()),
                    fewest,
                };
                let claim = Claim::Stmts(
                    Quant::SOME,
                    StmtSet::of(StmtBase::All),
                    StmtPred::Text(prop),
                );
                let ends = [
                    Some(l),
                    self.lit(l, "in the room;in this room;of all;on the boxes;on any box"),
                ];
                out.extend(
                    ends.into_iter()
                        .flatten()
                        .map(|e| (maybe_negate(neg, claim.clone()), e)),
                );
            }
        }
        out
    }

    /// `the word(s) "X" is/are/appear(s) [not] on BOX-NP` or `in
    /// STATEMENT-NP` (`… appears in exactly two statements`); `the letter
    /// "Z" appears on no box` likewise.
    pub fn word_on_box(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        for (words, letter) in [
            ("the word;the words;the phrase", false),
            ("the letter", true),
        ] {
            let Some(j) = self.lit(i, words) else {
                continue;
            };
            let Some((q, k)) = self.quoted(j, true) else {
                continue;
            };
            let Some(prop) = text_prop(&q, letter) else {
                continue;
            };
            let Some(l) = self
                .lit(k, "is|are")
                .or_else(|| self.present(k, &["appear"]))
            else {
                continue;
            };
            for (neg, m) in [(false, l)]
                .into_iter()
                .chain(self.lit(l, "not").map(|m| (true, m)))
            {
                let Some(n) = self.lit(m, "on|in") else {
                    continue;
                };
                let word = StmtPred::Text(prop.clone());
                let has = BoxPred::Stmts(Quant::SOME, word.clone());
                out.extend(map(self.box_np(n), |np| {
                    maybe_negate(neg, Claim::Boxes(np.quant, np.set, has.clone()))
                }));
                out.extend(map(self.stmt_np(n), |np| {
                    maybe_negate(neg, Claim::Stmts(np.quant, np.set, word.clone()))
                }));
            }
        }
        out
    }

    /// `only this statement is X`, `all statements are X except this one`,
    /// `this statement is the only one that is X`: this statement and no
    /// other, or every other.
    pub fn this_statement_alone(&self, i: usize) -> Alts<Claim> {
        let this = || StmtSet::of(StmtBase::This);
        let others = || StmtSet::of(StmtBase::Others);
        let mut out = Vec::new();
        // `I am [not] the last statement here` (`am` is read as `is`): `I` is the statement
        // itself only with a statement position as the complement.
        if let Some(j) = self.lit(i, "i is;this is") {
            for (neg, k) in negated(self, j) {
                out.extend(map(self.stmt_position(k), |p| {
                    maybe_negate(neg, Claim::Stmts(Quant::All, this(), p))
                }));
            }
        }
        if let Some(j) = self.lit(i, "only this statement;only this one") {
            out.extend(map(self.stmt_vp(j), |p| {
                Claim::And(vec![
                    Claim::Stmts(Quant::All, this(), p.clone()),
                    Claim::Stmts(Quant::NONE, others(), p),
                ])
            }));
        }
        if let Some(j) = self.lit(i, "all statements;all the statements;every statement") {
            out.extend(then(self.stmt_vp(j), |p, k| {
                let end = self.lit(k, "except this one;except this statement;but this one");
                end.map(|e| (Claim::Stmts(Quant::All, others(), p), e))
                    .into_iter()
                    .collect()
            }));
        }
        if let Some(j) = self.lit(
            i,
            "this statement is the only one that;this is the only statement that",
        ) {
            out.extend(map(self.stmt_vp(j), |p| {
                Claim::And(vec![
                    Claim::Stmts(Quant::All, this(), p.clone()),
                    Claim::Stmts(Quant::Count(Cmp::Eq, 1), StmtSet::of(StmtBase::All), p),
                ])
            }));
        }
        out
    }
}

/// `the gems are [not] in NP`: a pronoun keeps the predicate for joining.
fn gems_in(np: BoxNp, neg: bool) -> Parsed {
    if np.pronoun {
        let pred = if neg { BoxPred::empty() } else { BoxPred::Gems };
        return Parsed::about(np, pred);
    }
    Parsed::plain(maybe_negate(
        neg,
        Claim::Boxes(np.quant, np.set, BoxPred::Gems),
    ))
}
