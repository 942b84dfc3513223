//! Statements about the printed text: sizes in words, letters or
//! characters of a statement, of all the statements on a box or of a box's
//! colour name (`this box has twelve words on it`, `the name of this box's
//! colour has four letters`), compared with a number or with another text
//! (`the white box's statement is longer than this one`, `the blue box has
//! as many letters as the black box`, `this statement is the shorter
//! one`); the first and last word of a statement or box (`the first word
//! of every statement is "the"`, `the last word on the black box is
//! "box"`). The counting rules are [`crate::printed`]'s; the meanings are
//! [`Claim::Size`] and the text properties [`TextProp::FirstWord`],
//! [`TextProp::LastWord`], [`TextProp::Characters`].

use super::parser::{map, one, then, Alts, Parser, StmtNp};
use super::verb::negated;
use crate::claim::{
    Amount, BoxBase, BoxPred, BoxRef, BoxSet, Claim, Cmp, Position, Printed, Quant, StmtBase,
    StmtPred, StmtSet, TextProp, Unit,
};
use crate::colour::Colour;
use crate::printed;

impl Parser<'_> {
    /// Every clause about the printed text (see the module doc).
    pub fn printed_clause(&self, i: usize) -> Alts<Claim> {
        let mut out = self.edge_word_clause(i);
        out.extend(then(self.printed_np(i), |p, j| self.size_rest(&p, j)));
        out.extend(self.each_statement_size(i));
        out.extend(self.there_are_units(i));
        out.extend(self.number_of_units(i));
        out
    }

    /// `words|word`, `letters|letter`, `characters|character`.
    pub fn unit(&self, i: usize) -> Option<(Unit, usize)> {
        [
            ("words|word", Unit::Words),
            ("letters|letter", Unit::Letters),
            ("characters|character|chars", Unit::Characters),
        ]
        .into_iter()
        .find_map(|(w, u)| self.lit(i, w).map(|j| (u, j)))
    }

    /// After `whose`: `colour name has five letters`, `name is four
    /// letters long`, `colour's name has more than four letters`. Each
    /// box's colour name is fixed, so the phrase names the boxes whose
    /// names have that size (counted as everywhere, `crate::printed`); a
    /// count in characters that the ways of counting disagree on is not
    /// read.
    pub fn whose_name(&self, i: usize) -> Alts<BoxPred> {
        let Some(j) = self.lit(
            i,
            "colour name;color name;colour 's name;color 's name;colour;color;name",
        ) else {
            return vec![];
        };
        let mut out = self.name_letter(j);
        out.extend(self.name_extreme_after(j));
        out.extend(self.name_compared(j));
        let Some(k) = self.lit(
            j,
            "is spelled with;is spelt with;is written with;is spelled using;has|contains|is",
        ) else {
            return out;
        };
        out.extend(then(self.counted(k), |q, l| {
            let Quant::Count(cmp, n) = q else {
                return vec![];
            };
            let Some((unit, e)) = self.unit(l) else {
                return vec![];
            };
            let size = |c: Colour| printed::compares(c.name(), unit, cmp, n as usize);
            let Some(sizes) = Colour::ALL
                .into_iter()
                .map(size)
                .collect::<Option<Vec<bool>>>()
            else {
                return vec![];
            };
            let named: Vec<BoxRef> = Colour::ALL
                .into_iter()
                .zip(sizes)
                .filter(|(_, fits)| *fits)
                .map(|(c, _)| BoxRef::Is(c))
                .collect();
            let pred = BoxPred::In(BoxBase::Listed(named));
            self.opt(e, "long")
                .into_iter()
                .map(|e| (pred.clone(), e))
                .collect()
        }));
        out
    }

    /// After a colour name: `begins|starts|ends with [the letter] "B"`,
    /// `contains|has|includes the letter "L"`: the boxes whose colour names
    /// begin (end) with that letter, or have it anywhere.
    fn name_letter(&self, i: usize) -> Alts<BoxPred> {
        let first = |name: &str, l: char| name.starts_with(l);
        let last = |name: &str, l: char| name.ends_with(l);
        let within = |name: &str, l: char| name.contains(l);
        let mut out = Vec::new();
        for (verb, holds) in [
            (
                "begins with;starts with;begin with;start with",
                &first as &dyn Fn(&str, char) -> bool,
            ),
            ("ends with;end with", &last),
            ("contains|has|includes|contain|have|include", &within),
        ] {
            let Some(j) = self.lit(i, verb) else { continue };
            // Anywhere in the name: the letter is named as a letter.
            let j = match self.lit(j, "the letter;a|an") {
                Some(j) => j,
                None if self
                    .lit(i, "contains|has|includes|contain|have|include")
                    .is_some() =>
                {
                    continue
                }
                None => j,
            };
            let Some((letter, k)) = self.single_letter(j) else {
                continue;
            };
            let named = Colour::ALL
                .into_iter()
                .filter(|c| holds(c.name(), letter))
                .map(BoxRef::Is)
                .collect();
            out.push((BoxPred::In(BoxBase::Listed(named)), k));
        }
        out
    }

    /// One letter, quoted (`"B"`) or as a word of one letter (`B`).
    fn single_letter(&self, i: usize) -> Option<(char, usize)> {
        let (q, k) = self.quoted(i, true)?;
        let mut chars = q.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_alphabetic() => Some((c.to_ascii_lowercase(), k)),
            _ => None,
        }
    }

    /// After a colour name (`whose name`, `whose colour`): `is [the]
    /// shortest|longest [one]`, `has the fewest|most letters`, `has the
    /// shortest|longest name`: the box whose colour name is strictly the
    /// shortest (longest), read only when one box is (see
    /// [`extreme_name`]).
    fn name_extreme_after(&self, i: usize) -> Alts<BoxPred> {
        let mut out = Vec::new();
        for (words, fewest) in [
            ("is the shortest;is shortest;has the fewest letters;has the shortest name;has the shortest colour name;has the shortest color name", true),
            ("is the longest;is longest;has the most letters;has the longest name;has the longest colour name;has the longest color name", false),
        ] {
            let Some(j) = self.lit(i, words) else { continue };
            for e in self.opt(j, "one") {
                out.extend(extreme_name(fewest).map(|p| (p, e)));
            }
        }
        out
    }

    /// What a box has, said of its colour name (after `with` or `has`):
    /// `the shortest|longest [colour] name`, `a five-letter [colour] name`,
    /// `a four-letter colour`.
    pub fn name_kind(&self, i: usize) -> Alts<BoxPred> {
        let name = "colour name;color name;colour;color;name";
        let mut out = Vec::new();
        for (words, fewest) in [("the shortest", true), ("the longest", false)] {
            let Some(j) = self.lit(i, words).and_then(|j| self.lit(j, name)) else {
                continue;
            };
            out.extend(extreme_name(fewest).map(|p| (p, j)));
        }
        // `a five-letter name` (the compound split by the rewrites).
        let Some(j) = self.lit(i, "a|an") else {
            return out;
        };
        let count = self
            .word(j)
            .and_then(|n| crate::grammar::lexicon::number(n).or_else(|| n.parse().ok()));
        let name_at = self.lit(j + 1, "letter").and_then(|k| self.lit(k, name));
        if let (Some(n), Some(k)) = (count, name_at) {
            let named = Colour::ALL
                .into_iter()
                .filter(|c| {
                    printed::compares(c.name(), Unit::Letters, Cmp::Eq, n as usize) == Some(true)
                })
                .map(BoxRef::Is)
                .collect();
            out.push((BoxPred::In(BoxBase::Listed(named)), k));
        }
        out
    }

    /// Printed text one size is measured of: one statement (`this
    /// statement`, `the white box's statement`), a named box (its
    /// statements together), or a box's colour name (`the name of this
    /// box's colour`, `the white box's colour`).
    fn printed_np(&self, i: usize) -> Alts<Printed> {
        // A quantified phrase (`every statement on the black box`) is
        // measured one statement at a time ([`Parser::each_statement_size`]).
        let quantified = self.quantified(i);
        let mut out: Alts<Printed> = self
            .stmt_np(i)
            .into_iter()
            .filter(|(np, _)| single(np) && !quantified)
            .map(|(np, e)| (Printed::Statement(np.set.base), e))
            .collect();
        out.extend(map(self.box_ref(i), Printed::Box));
        out.extend(map(self.colour_name(i), Printed::Name));
        out.extend(self.together(i));
        out
    }

    /// Whether the phrase at `i` starts with a quantifier (`every`, `no`,
    /// `at least`, `one of`, …): it names statements one at a time.
    fn quantified(&self, i: usize) -> bool {
        const QUANTIFIERS: &[&str] = &[
            "every", "each", "no", "none", "any", "at", "exactly", "one", "two", "three", "both",
            "neither", "a", "an", "some", "only", "more", "fewer", "most",
        ];
        self.word(i).is_some_and(|w| QUANTIFIERS.contains(&w))
    }

    /// Several statements counted together: a definite plural (`my
    /// statements`, `the statements on the black box`, `all the
    /// statements`) followed by `together`, `combined`, `taken together`,
    /// `between them`, `all together`.
    fn together(&self, i: usize) -> Alts<Printed> {
        then(self.stmt_np(i), |np, j| {
            let plural = np.set.filter.is_empty() && matches!(np.quant, Quant::All | Quant::The);
            if !plural {
                return vec![];
            }
            let end = self.lit(
                j,
                "together;combined;taken together;between them;all together",
            );
            one(Printed::Together(np.set.base), end)
        })
    }

    /// A size compared one statement at a time, the statements named by a
    /// quantifier: `every statement on the black box has more words than
    /// this one`, `no statement is longer than mine`, `at least one of the
    /// white box's statements has fewer letters than this one`. A
    /// definite plural (`the black box's statements are longer`) may mean
    /// each or all together, and is not read so.
    fn each_statement_size(&self, i: usize) -> Alts<Claim> {
        if !self.quantified(i) {
            return vec![];
        }
        then(self.stmt_np(i), |np, j| {
            let measured = Printed::Statement(np.set.base.clone());
            self.size_rest(&measured, j)
                .into_iter()
                .filter_map(|(c, e)| {
                    let p = each_size(&c)?;
                    Some((Claim::Stmts(np.quant, np.set.clone(), p), e))
                })
                .collect()
        })
    }

    /// `than|as every|each|any|both|all the other … statements`: the other
    /// side of a comparison named one statement at a time; `any` only
    /// when not negated (`not longer than any` is every one).
    fn than_each(&self, p: &Printed, unit: Unit, cmp: Cmp, neg: bool, i: usize) -> Alts<Claim> {
        let Some(w) = self.word(i) else {
            return vec![];
        };
        let each = matches!(w, "every" | "each" | "both")
            || (w == "any" && !neg)
            || self
                .lit(i, "all the other;all other;all of the other")
                .is_some();
        if !each {
            return vec![];
        }
        then(self.stmt_np(i), |np, e| {
            let pred = StmtPred::Text(TextProp::SizeVs {
                unit,
                cmp: cmp.flip(),
                than: p.clone(),
            });
            // `any` is every one here (`longer than any other statement`).
            let quant = if w == "any" { Quant::All } else { np.quant };
            let c = maybe_not(neg, Claim::Stmts(quant, np.set.clone(), pred));
            vec![(c, e)]
        })
    }

    /// A box's colour name: `the name of BOX['s colour]`, `BOX's colour
    /// [name]`, `BOX's name`, `the colour [name] of BOX`, `my colour`.
    fn colour_name(&self, i: usize) -> Alts<BoxRef> {
        let mut out = Vec::new();
        let colour = "colour name;color name;colour 's name;color 's name;colour;color;name";
        if let Some(j) = self.lit(i, "the name of the colour of;the name of the color of;the colour name of;the color name of;the name of;the colour of;the color of") {
            out.extend(then(self.box_ref(j), |r, k| {
                let mut alts = vec![(r, k)];
                if let Some(l) = self.lit(k, "'s").and_then(|l| self.lit(l, "colour|color")) {
                    alts.push((r, l));
                }
                alts
            }));
        }
        out.extend(then(self.box_ref(i), |r, k| {
            let l = self.lit(k, "'s").and_then(|l| self.lit(l, colour));
            one(r, l)
        }));
        let mine = "the name of my colour;the name of my color;my colour 's name;my color 's name;\
                    my colour name;my color name;my colour;my color;my name";
        out.extend(one(BoxRef::This, self.lit(i, mine)));
        out
    }

    /// After a colour name (`whose name`): `is longer|shorter than`, `is as
    /// long as`, `has more|fewer letters than`, `has as many letters as`
    /// another box's colour name (`mine`, `the blue box's`, `the name of
    /// the white box`): the boxes whose names compare so, in letters (a
    /// colour name is one word; its length is its letters).
    fn name_compared(&self, i: usize) -> Alts<BoxPred> {
        let mut out = Vec::new();
        for (words, cmp) in [
            ("is longer than;has more letters than", Cmp::Gt),
            (
                "is shorter than;has fewer letters than;has less letters than",
                Cmp::Lt,
            ),
            (
                "is as long as;is the same length as;has as many letters as;\
                 has the same number of letters as",
                Cmp::Eq,
            ),
        ] {
            let Some(j) = self.lit(i, words) else {
                continue;
            };
            out.extend(map(self.other_name(j), |r| {
                BoxPred::In(BoxBase::NameLetters(cmp, r))
            }));
        }
        out
    }

    /// The other side of a comparison of colour names: a colour name, or a
    /// phrase that leaves the noun out (`mine`, `the blue box's`).
    fn other_name(&self, i: usize) -> Alts<BoxRef> {
        let mut out = self.colour_name(i);
        out.extend(one(BoxRef::This, self.lit(i, "mine")));
        out.extend(then(self.box_ref(i), |r, j| one(r, self.lit(j, "'s"))));
        out
    }

    /// What follows printed text: a size compared with a number or with
    /// other printed text.
    fn size_rest(&self, p: &Printed, i: usize) -> Alts<Claim> {
        let claim = |unit, cmp, amount| Claim::Size {
            printed: p.clone(),
            unit,
            cmp,
            amount,
        };
        let mut out = Vec::new();
        // A statement's own count is a statement predicate (`this statement
        // has six words`, [`Parser::text_object`]): only comparisons here.
        let statement = matches!(p, Printed::Statement(_));
        let has = "has;have;contains;contain;consists of;is made of;is made up of";
        for (neg, j) in self.negatable(i, has) {
            // `has twelve words [on it]`
            out.extend(then(self.counted(j), |q, k| {
                if statement {
                    return vec![];
                }
                let Quant::Count(cmp, n) = q else {
                    return vec![];
                };
                let Some((unit, l)) = self.unit(k) else {
                    return vec![];
                };
                let c = maybe_not(neg, claim(unit, cmp, Amount::Number(n)));
                self.opt(l, "on it;in it;on them;in total;altogether;in all")
                    .into_iter()
                    .map(|e| (c.clone(), e))
                    .collect()
            }));
            // `has more words [on it] than Y`, `as many letters as Y`
            for (words, cmp, join) in [
                ("more", Cmp::Gt, "than"),
                ("fewer|less", Cmp::Lt, "than"),
                ("exactly as many;just as many;as many", Cmp::Eq, "as"),
                ("the same number of", Cmp::Eq, "as"),
            ] {
                let Some(k) = self.lit(j, words) else {
                    continue;
                };
                let Some((unit, l)) = self.unit(k) else {
                    continue;
                };
                for l in self.opt(l, "on it;in it;on them;in them") {
                    let Some(m) = self.lit(l, join) else { continue };
                    out.extend(self.than_each(p, unit, cmp, neg, m));
                    // `than the black box does`, `than I do`: the verb
                    // said again after a box.
                    out.extend(then(self.other_printed(p, m), |q, e| {
                        let mut ends = vec![e];
                        if matches!(q, Printed::Box(_) | Printed::Together(_)) {
                            ends.extend(self.lit(e, "does|do|has|have"));
                        }
                        let c = maybe_not(neg, claim(unit, cmp, Amount::Of(q)));
                        ends.into_iter().map(|e| (c.clone(), e)).collect()
                    }));
                }
            }
        }
        for (neg, j) in self.negatable(i, "is|are") {
            // `is six words long`
            out.extend(then(self.counted(j), |q, k| {
                if statement {
                    return vec![];
                }
                let Quant::Count(cmp, n) = q else {
                    return vec![];
                };
                let Some((unit, l)) = self.unit(k) else {
                    return vec![];
                };
                let c = maybe_not(neg, claim(unit, cmp, Amount::Number(n)));
                self.opt(l, "long")
                    .into_iter()
                    .map(|e| (c.clone(), e))
                    .collect()
            }));
            // `is longer than Y`, `is as long as Y`: length in words; of a
            // colour name (one word) compared with another, in letters.
            for (words, cmp) in [
                ("longer than", Cmp::Gt),
                ("shorter than", Cmp::Lt),
                ("as long as;the same length as", Cmp::Eq),
            ] {
                let Some(k) = self.lit(j, words) else {
                    continue;
                };
                let name = matches!(p, Printed::Name(_));
                if !name {
                    out.extend(self.than_each(p, Unit::Words, cmp, neg, k));
                }
                out.extend(then(self.other_printed(p, k), |q, e| {
                    let unit = match (name, matches!(q, Printed::Name(_))) {
                        (false, false) => Unit::Words,
                        (true, true) => Unit::Letters,
                        // A name's length against a statement's: in
                        // letters or in words? Not read.
                        _ => return vec![],
                    };
                    vec![(maybe_not(neg, claim(unit, cmp, Amount::Of(q))), e)]
                }));
            }
            // `is the longer one`: of two statements, the other is shorter.
            if let Printed::Statement(_) = p {
                for (words, cmp) in [("the longer", Cmp::Gt), ("the shorter", Cmp::Lt)] {
                    let Some(k) = self.lit(j, words) else {
                        continue;
                    };
                    let other = Amount::Of(Printed::Statement(StmtBase::OthersOf(Box::new(
                        statement_base(p),
                    ))));
                    let end = self.lit(k, "of the two statements;of the two;one;statement");
                    out.extend(one(maybe_not(neg, claim(Unit::Words, cmp, other)), end));
                }
            }
        }
        out
    }

    /// `VERB` and `does not VERB`, `is` and `is not`: whether negated, and
    /// where the phrase goes on (`verbs` are words, not lemmas).
    fn negatable(&self, i: usize, verbs: &str) -> Vec<(bool, usize)> {
        let mut out = Vec::new();
        if let Some(j) = self.lit(i, verbs) {
            out.extend(negated(self, j));
        }
        if let Some(j) = self.lit(i, "does not;do not") {
            let base = verbs.replace("has", "have").replace("contains", "contain");
            out.extend(self.lit(j, &base).map(|k| (true, k)));
        }
        out
    }

    /// The other side of a comparison: printed text, or a phrase that
    /// leaves out what the first side names (`than this one`, `than
    /// mine`, `than the blue box's`, `than the one on the white box`).
    fn other_printed(&self, p: &Printed, i: usize) -> Alts<Printed> {
        // `the second one` after a statement on a box is that box's second
        // statement, not this box's: the noun left out is the first side's.
        if let Printed::Statement(StmtBase::On(boxes, Some(_))) = p {
            let ordinal = self.lit(i, "the").and_then(|j| {
                let at = super::lexicon::position(self.word(j)?)?;
                Some((at, self.lit(j + 1, "one")?))
            });
            if let Some((at, end)) = ordinal {
                return vec![(
                    Printed::Statement(StmtBase::On(boxes.clone(), Some(at))),
                    end,
                )];
            }
        }
        let mut out = self.printed_np(i);
        if let Printed::Name(_) = p {
            out.extend(one(Printed::Name(BoxRef::This), self.lit(i, "mine")));
        }
        if let Printed::Statement(_) = p {
            out.extend(one(
                Printed::Statement(StmtBase::This),
                self.lit(i, "this one;mine"),
            ));
            if let Some(j) = self.lit(i, "the one") {
                out.extend(then(self.printed_np_after_one(j), |base, k| {
                    vec![(Printed::Statement(base), k)]
                }));
            }
        }
        out.extend(then(self.box_ref(i), |r, j| {
            let Some(k) = self.lit(j, "'s") else {
                return vec![];
            };
            let elided = match p {
                Printed::Statement(_) => {
                    Printed::Statement(StmtBase::On(BoxSet::of(BoxBase::one(r)), None))
                }
                Printed::Box(_) | Printed::Together(_) => Printed::Box(r),
                Printed::Name(_) => Printed::Name(r),
            };
            vec![(elided, k)]
        }));
        out
    }

    /// `on BOX` after `the one`: the statement on that box.
    fn printed_np_after_one(&self, i: usize) -> Alts<StmtBase> {
        let Some(j) = self.lit(i, "on") else {
            return vec![];
        };
        map(self.box_ref(j), |r| {
            StmtBase::On(BoxSet::of(BoxBase::one(r)), None)
        })
    }

    /// `there are N words on|in BOX|STATEMENT`.
    fn there_are_units(&self, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "there are;there is") else {
            return vec![];
        };
        then(self.counted(j), |q, k| {
            let Quant::Count(cmp, n) = q else {
                return vec![];
            };
            let Some((unit, l)) = self.unit(k) else {
                return vec![];
            };
            let Some(m) = self.lit(l, "on|in") else {
                return vec![];
            };
            map(self.printed_np(m), |p| Claim::Size {
                printed: p,
                unit,
                cmp,
                amount: Amount::Number(n),
            })
        })
    }

    /// `the number of words on|in|of X is N`.
    fn number_of_units(&self, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "the number of") else {
            return vec![];
        };
        let Some((unit, k)) = self.unit(j) else {
            return vec![];
        };
        let Some(l) = self.lit(k, "on|in|of") else {
            return vec![];
        };
        then(self.printed_np(l), |p, m| {
            let mut out = Vec::new();
            for (neg, n) in self.negatable(m, "is") {
                out.extend(map(self.counted(n), |q| match q {
                    Quant::Count(cmp, count) => Some(maybe_not(
                        neg,
                        Claim::Size {
                            printed: p.clone(),
                            unit,
                            cmp,
                            amount: Amount::Number(count),
                        },
                    )),
                    _ => None,
                }));
            }
            out.into_iter()
                .filter_map(|(c, e)| c.map(|c| (c, e)))
                .collect()
        })
    }

    /// `the first|last word of|in STATEMENT-NP is [not] [the word] W`,
    /// `the first|last word on|of BOX is W`, `STATEMENT-NP's first word is
    /// W`.
    fn edge_word_clause(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        for (words, last) in [
            ("the first word", false),
            ("the last word;the final word", true),
        ] {
            let Some(j) = self.lit(i, words) else {
                continue;
            };
            // Of a statement (or statements): `the first word of every statement`.
            if let Some(k) = self.lit(j, "of|in") {
                out.extend(then(self.stmt_np(k), |np, l| {
                    map(self.word_is(l, last), |(neg, prop)| {
                        let c = Claim::Stmts(np.quant, np.set.clone(), StmtPred::Text(prop));
                        maybe_not(neg, c)
                    })
                }));
            }
            // Of a box: its first statement's first word, its last
            // statement's last word.
            if let Some(k) = self.lit(j, "on|of") {
                out.extend(then(self.box_ref(k), |r, l| {
                    let at = if last {
                        Position::Last
                    } else {
                        Position::Nth(1)
                    };
                    let set = StmtSet::of(StmtBase::On(BoxSet::of(BoxBase::one(r)), Some(at)));
                    map(self.word_is(l, last), |(neg, prop)| {
                        maybe_not(
                            neg,
                            Claim::Stmts(Quant::The, set.clone(), StmtPred::Text(prop)),
                        )
                    })
                }));
            }
        }
        out.extend(then(self.stmt_np(i), |np, j| {
            let Some(k) = self.lit(j, "'s") else {
                return vec![];
            };
            let mut alts = Vec::new();
            for (words, last) in [("first word", false), ("last word;final word", true)] {
                let Some(l) = self.lit(k, words) else {
                    continue;
                };
                alts.extend(map(self.word_is(l, last), |(neg, prop)| {
                    maybe_not(
                        neg,
                        Claim::Stmts(np.quant, np.set.clone(), StmtPred::Text(prop)),
                    )
                }));
            }
            alts
        }));
        out
    }

    /// `is [not] [the word] W`: negated, and the first or last word W.
    fn word_is(&self, i: usize, last: bool) -> Alts<(bool, TextProp)> {
        let Some(j) = self.lit(i, "is") else {
            return vec![];
        };
        then(negated(self, j), |neg, k| {
            let k = self.lit(k, "the word").unwrap_or(k);
            self.edge_word(k, last)
                .into_iter()
                .map(|(p, e)| ((neg, p), e))
                .collect()
        })
    }

    /// A single word, quoted or bare, as a first or last word.
    pub fn edge_word(&self, i: usize, last: bool) -> Alts<TextProp> {
        let Some((q, j)) = self.quoted(i, true) else {
            return vec![];
        };
        let word = q.trim().to_lowercase();
        if word.is_empty() || word.contains(' ') {
            return vec![];
        }
        let prop = if last {
            TextProp::LastWord(word)
        } else {
            TextProp::FirstWord(word)
        };
        vec![(prop, j)]
    }

    /// `begins|starts|ends with [the word] W` (a statement predicate).
    pub fn edge_word_vp(&self, i: usize) -> Alts<StmtPred> {
        let mut out = Vec::new();
        for (verbs, last) in [
            (&["begin", "start"][..], false),
            (&["end", "finish"][..], true),
        ] {
            let Some(j) = self.present(i, verbs).and_then(|j| self.lit(j, "with")) else {
                continue;
            };
            let j = self.lit(j, "the word").unwrap_or(j);
            out.extend(map(self.edge_word(j, last), StmtPred::Text));
        }
        out
    }
}

/// A statement phrase that names one statement at most (a definite
/// singular, no filter): the statement measured.
fn single(np: &StmtNp) -> bool {
    np.set.filter.is_empty()
        && matches!(
            np.quant,
            Quant::All | Quant::The | Quant::TheOne | Quant::Each(1)
        )
        && !matches!(np.set.base, StmtBase::All | StmtBase::Others)
}

/// The statement base of printed text known to be a statement.
fn statement_base(p: &Printed) -> StmtBase {
    match p {
        Printed::Statement(base) => base.clone(),
        Printed::Box(r) | Printed::Name(r) => StmtBase::On(BoxSet::of(BoxBase::one(*r)), None),
        Printed::Together(base) => base.clone(),
    }
}

/// A size claim of one statement (`Size` compared with other printed
/// text, possibly negated) as a statement predicate, for a quantified
/// measured side; `the longer one` (compared with the others) is left out.
fn each_size(c: &Claim) -> Option<StmtPred> {
    match c {
        Claim::Not(inner) => Some(StmtPred::Not(Box::new(each_size(inner)?))),
        Claim::Size {
            unit,
            cmp,
            amount: Amount::Of(than),
            ..
        } if !matches!(than, Printed::Statement(StmtBase::OthersOf(_))) => {
            Some(StmtPred::Text(TextProp::SizeVs {
                unit: *unit,
                cmp: *cmp,
                than: than.clone(),
            }))
        }
        _ => None,
    }
}

fn maybe_not(neg: bool, c: Claim) -> Claim {
    super::clause::maybe_negate(neg, c)
}

/// The one box whose colour name has strictly the fewest (most) letters,
/// as a predicate; none when two names tie for it (`white` and `black`
/// both have five letters: `the longest name` names no single box).
fn extreme_name(fewest: bool) -> Option<BoxPred> {
    let size = |c: &Colour| c.name().chars().filter(|c| c.is_alphabetic()).count();
    let best = Colour::ALL
        .iter()
        .map(size)
        .reduce(if fewest { usize::min } else { usize::max })?;
    let at: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|c| size(c) == best)
        .collect();
    let [one] = at.as_slice() else {
        return None;
    };
    Some(BoxPred::In(BoxBase::Listed(vec![BoxRef::Is(*one)])))
}
