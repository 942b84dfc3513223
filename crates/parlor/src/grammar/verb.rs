//! Verb phrases: what is said of a box or of a statement.
//!
//! Box predicates ([`Parser::box_vp`]): the copula with a complement (`is
//! empty`, `is not true`, `are both false`, `is the blue box`, `is a false
//! box`, `is next to the white box`, `is neither true nor false`); holding
//! the gems (`contains the gems`, `has no gems`, `does not hold the gems`);
//! carrying statements (`has a true statement`, `displays no false
//! statements`, `contains a mix of true and false statements`, `has two
//! statements`, `has the word "blue" on it`); what a box says (`claims to
//! be black`, `says "blue"`, `mentions a specific colour`); where it stands
//! (`is between two empty boxes`). Statement predicates
//! ([`Parser::stmt_vp`]): `is true`, `is not false`, `is unique`, `contains
//! six words`, `contains the word "white"`, `has the letter "e"`, `is five
//! words long`, `appears on another box`, `claims where the gems are`. Both
//! join with `and`, `but`, `or`.

use super::lexicon::{self, CARRYING, HOLDING, MATCHING, NAMING, SAYING, WORDING};
use super::noun::{and_box, static_base};
use super::parser::{map, one, then, Alts, Parser};
use super::statement::and_stmt;
use crate::claim::{BoxBase, BoxPred, BoxRef, Cmp, Quant, StmtPred, TextProp};

/// Adverbs that may follow a verb without changing the claim
/// (`are both empty`, `is actually blue`, `are always true`). The additive
/// particles `also`, `too` are not among them: they presuppose that
/// something else has the property (`grammar::focus`).
const FLOATING: &str = "both|all|each|actually|really|always";

/// Verbs (lemmas) and the words that follow them in one sense: `tell` `the
/// truth`.
type VerbObject = (&'static [&'static str], &'static str);

/// A negation word after an auxiliary: whether it was there, and where the
/// phrase goes on.
pub fn negated(p: &Parser<'_>, i: usize) -> Vec<(bool, usize)> {
    let mut out = vec![(false, i)];
    out.extend(p.lit(i, "not").map(|j| (true, j)));
    out
}

/// `p`, negated when `neg`.
fn maybe_not(neg: bool, p: BoxPred) -> BoxPred {
    if neg {
        BoxPred::negate(p)
    } else {
        p
    }
}

/// The conjunction or disjunction of two predicates.
fn join(word: &str, a: BoxPred, b: BoxPred) -> BoxPred {
    match word {
        "or" => BoxPred::Or(vec![a, b]),
        _ => BoxPred::And(vec![a, b]),
    }
}

impl Parser<'_> {
    /// Positions after a form of the copula (`is|are`) and any floating
    /// adverbs. The copula's forms are irregular past the analyser's
    /// table, and `am` is rewritten to `is` before the parse.
    fn verb(&self, i: usize, verbs: &str) -> Vec<usize> {
        self.floating(self.lit(i, verbs))
    }

    /// Positions after a present form of a verb in `lemmas` (any
    /// inflection, by the morphological analyser) and any floating adverbs.
    fn verbs(&self, i: usize, lemmas: &[&'static str]) -> Vec<usize> {
        self.floating(self.present(i, lemmas))
    }

    /// [`Parser::verb`] for a statement subject: `also` and `too` after the
    /// verb are emphasis there (`a statement that is also on another box`),
    /// the additive reading being one of boxes.
    fn stmt_verb(&self, i: usize, verbs: &str) -> Vec<usize> {
        self.with_also(self.verb(i, verbs))
    }

    /// [`Parser::verbs`] for a statement subject (see [`Parser::stmt_verb`]).
    fn stmt_verbs(&self, i: usize, lemmas: &[&'static str]) -> Vec<usize> {
        self.with_also(self.verbs(i, lemmas))
    }

    fn with_also(&self, at: Vec<usize>) -> Vec<usize> {
        let mut out = at.clone();
        out.extend(at.into_iter().filter_map(|j| self.lit(j, "also|too")));
        out
    }

    /// `j`, and the position after a floating adverb there.
    fn floating(&self, j: Option<usize>) -> Vec<usize> {
        let Some(j) = j else {
            return vec![];
        };
        let mut out = vec![j];
        if let Some(k) = self.lit(j, FLOATING) {
            out.push(k);
        }
        out
    }

    /// A box predicate, possibly several joined by `and`/`but`/`or`.
    pub fn box_vp(&self, i: usize) -> Alts<BoxPred> {
        let mut starts = vec![i];
        starts.extend(self.lit(i, FLOATING));
        then(starts.into_iter().map(|s| ((), s)).collect(), |(), s| {
            then(self.single_box_vp(s), |a, j| {
                let mut out = vec![(a.clone(), j)];
                for word in ["and", "but", "or"] {
                    if let Some(k) = self.lit(j, word) {
                        out.extend(map(self.box_vp(k), |b| join(word, a.clone(), b)));
                    }
                }
                out
            })
        })
    }

    fn single_box_vp(&self, i: usize) -> Alts<BoxPred> {
        let mut out = Vec::new();
        for j in self.verb(i, "is|are") {
            out.extend(self.complements(j));
            if let Some(k) = self.lit(j, "not") {
                out.extend(self.negated_complements(k));
            }
            for (neg, k) in negated(self, j) {
                out.extend(one(
                    maybe_not(neg, BoxPred::Gems),
                    self.lit(k, "where the gems are"),
                ));
            }
        }
        out.extend(self.gems_vp(i));
        out.extend(self.truth_vp(i));
        out.extend(self.standing_vp(i));
        for j in self.verbs(i, CARRYING) {
            out.extend(self.box_has(j));
        }
        if let Some(j) = self.present_negated(i, CARRYING) {
            out.extend(map(self.box_has(j), BoxPred::negate));
        }
        if let Some(j) = self.lit(i, "only").and_then(|j| self.present(j, CARRYING)) {
            out.extend(map(self.stmt_kind(j), |(_, p)| {
                BoxPred::Stmts(Quant::The, p)
            }));
        }
        for j in self.verbs(i, SAYING) {
            out.extend(self.box_says(j));
        }
        if let Some(j) = self
            .present(i, &["claim"])
            .and_then(|j| self.lit(j, "to be"))
        {
            out.extend(map(self.complement(j), |c| {
                BoxPred::Stmts(Quant::SOME, StmtPred::Text(TextProp::Claims(Box::new(c))))
            }));
        }
        out
    }

    /// Telling the truth or lying: `tells the truth`, `always lies`, `is
    /// lying`, `are both telling the truth`, `does not lie`, `is a liar`.
    fn truth_vp(&self, i: usize) -> Alts<BoxPred> {
        // (verbs, the words after them) for each sense: `tells the truth`,
        // `speaks the truth`; `lies`, `tells lies`.
        let senses: [(&[VerbObject], &str, BoxPred); 2] = [
            (
                &[(&["tell", "speak"], "the truth")],
                "telling the truth;truthful;honest",
                BoxPred::True,
            ),
            (
                &[(&["lie"], ""), (&["tell"], "lies")],
                "lying;a liar",
                BoxPred::False,
            ),
        ];
        let object = |j: usize, words: &str| {
            if words.is_empty() {
                Some(j)
            } else {
                self.lit(j, words)
            }
        };
        let mut out = Vec::new();
        for (verbs, adjective, pred) in senses {
            for s in self.opt(i, "always") {
                for (lemmas, words) in verbs {
                    out.extend(
                        self.present(s, lemmas)
                            .and_then(|j| object(j, words))
                            .map(|e| (pred.clone(), e)),
                    );
                }
            }
            for j in self.verb(i, "is|are") {
                for (neg, k) in negated(self, j) {
                    out.extend(
                        self.lit(k, adjective)
                            .map(|e| (maybe_not(neg, pred.clone()), e)),
                    );
                }
            }
            for (lemmas, words) in verbs {
                out.extend(
                    self.present_negated(i, lemmas)
                        .and_then(|j| object(j, words))
                        .map(|e| (BoxPred::negate(pred.clone()), e)),
                );
            }
        }
        out
    }

    /// Holding the gems or not.
    fn gems_vp(&self, i: usize) -> Alts<BoxPred> {
        let mut out = Vec::new();
        for j in self.verbs(i, HOLDING) {
            out.extend(one(BoxPred::Gems, self.gems(j)));
            out.extend(one(
                BoxPred::empty(),
                self.lit(j, "no gems;nothing in it;nothing"),
            ));
        }
        if let Some(j) = self.present_negated(i, HOLDING) {
            out.extend(one(
                BoxPred::empty(),
                self.gems(j).or_else(|| self.lit(j, "any gems")),
            ));
        }
        out
    }

    /// Complements of the copula, possibly joined (`empty and false`,
    /// `neither true nor false`, `either blue or white`).
    pub fn complements(&self, i: usize) -> Alts<BoxPred> {
        let mut out = then(self.complement(i), |a, j| {
            let mut alts = vec![(a.clone(), j)];
            for word in ["and", "or", "but"] {
                let Some(k) = self.lit(j, word) else { continue };
                for (neg, l) in negated(self, k) {
                    for (b, e) in self.complement(l) {
                        if names_a_box_after_a_property(&a, &b) {
                            continue;
                        }
                        alts.push((join(word, a.clone(), maybe_not(neg, b)), e));
                    }
                }
            }
            alts
        });
        out.extend(self.correlative_complements(i));
        out
    }

    /// `neither A nor B` (¬(A ∨ B)) and `either A or B` (A ∨ B).
    fn correlative_complements(&self, i: usize) -> Alts<BoxPred> {
        let mut out = Vec::new();
        for (open, close, neg) in [("neither", "nor", true), ("either", "or", false)] {
            let Some(j) = self.lit(i, open) else { continue };
            out.extend(then(self.complement(j), |a, k| {
                let Some(l) = self.lit(k, close) else {
                    return vec![];
                };
                map(self.complement(l), |b| {
                    maybe_not(neg, BoxPred::Or(vec![a.clone(), b]))
                })
            }));
        }
        out
    }

    /// Complements after `is not`, the negation applied as English scopes
    /// it over a coordination: `is not A and not B` (`or not`, `but not`)
    /// denies each (¬A ∧ ¬B, ¬A ∨ ¬B); `is not A but B` denies A only (¬A ∧
    /// B); `is not A or B` denies both (¬(A ∨ B)); `is not A and B` may
    /// deny both together or A only (¬(A ∧ B), ¬A ∧ B): both readings.
    fn negated_complements(&self, i: usize) -> Alts<BoxPred> {
        let mut out = map(self.complement(i), BoxPred::negate);
        for (a, j) in self.complement(i) {
            for word in ["and", "or", "but"] {
                let Some(k) = self.lit(j, word) else { continue };
                for (neg, l) in negated(self, k) {
                    for (b, e) in self.complement(l) {
                        if names_a_box_after_a_property(&a, &b) {
                            continue;
                        }
                        let not_a = BoxPred::negate(a.clone());
                        let readings = match (word, neg) {
                            (_, true) => vec![join(word, not_a, BoxPred::negate(b))],
                            ("but", false) => vec![join("and", not_a, b)],
                            ("or", false) => vec![BoxPred::negate(join("or", a.clone(), b))],
                            _ => vec![
                                BoxPred::negate(join("and", a.clone(), b.clone())),
                                join("and", not_a, b),
                            ],
                        };
                        out.extend(readings.into_iter().map(|p| (p, e)));
                    }
                }
            }
        }
        out.extend(map(self.correlative_complements(i), BoxPred::negate));
        out
    }

    /// `between two [K] boxes` (`between 2 empty boxes`): a box on each
    /// side, both K ([`BoxPred::Flanked`]); the bare number two only, as a
    /// box is between two boxes at most.
    pub fn between_two(&self, i: usize) -> Alts<BoxPred> {
        let Some(j) = self.lit(i, "between") else {
            return vec![];
        };
        self.box_np(j)
            .into_iter()
            .filter(|(np, _)| {
                np.quant == Quant::Count(Cmp::Eq, 2) && np.set.base == BoxBase::Every && !np.pronoun
            })
            .map(|(np, e)| (BoxPred::Flanked(Box::new(and_box(np.set.filter))), e))
            .collect()
    }

    /// One complement of the copula.
    fn complement(&self, i: usize) -> Alts<BoxPred> {
        let word = self.word(i);
        let mut out: Alts<BoxPred> = match word {
            Some("empty") => vec![(BoxPred::empty(), i + 1)],
            // `full` is the opposite of `empty`: the box holds the gems.
            Some("full") => vec![(BoxPred::Gems, i + 1)],
            Some("true") => vec![(BoxPred::True, i + 1)],
            Some("false") => vec![(BoxPred::False, i + 1)],
            Some("blank") => vec![(BoxPred::Stmts(Quant::NONE, StmtPred::Any), i + 1)],
            // Of a box, as of a statement: what it says is right or wrong.
            Some("right" | "correct" | "accurate") => vec![(BoxPred::True, i + 1)],
            Some("wrong" | "incorrect" | "inaccurate" | "mistaken") => {
                vec![(BoxPred::False, i + 1)]
            }
            _ => vec![],
        };
        if let Some(c) = word.filter(|w| lexicon::COLOUR_WORDS.contains(w)) {
            // A colour no box here has (`is green`) names no box.
            let named = lexicon::colour(c).map(BoxRef::Is).into_iter().collect();
            out.push((BoxPred::In(BoxBase::Listed(named)), i + 1));
        }
        // The truth adjectives join other complements: `is lying and
        // telling the truth`, `is empty and honest`.
        out.extend(one(
            BoxPred::True,
            self.lit(i, "telling the truth;truthful;honest"),
        ));
        out.extend(one(BoxPred::False, self.lit(i, "lying;a liar")));
        out.extend(map(self.box_ref(i), |r| BoxPred::In(BoxBase::one(r))));
        // `except` and `besides` begin an exception, not a complement
        // (`every box is except me` is no sentence).
        if self.lit(i, "except|besides").is_none() {
            out.extend(self.place_pred(i, true));
        }
        out.extend(self.between_two(i));
        // `is a false box`, and `is the false box` (after the copula the
        // property only: `the` keeps its presupposition of one such box
        // unchecked here — docs/parlor.md, *Known gaps*); `is the one with
        // the gems` (one box by the words).
        if let Some(j) = self.lit(i, "a|an|the") {
            out.extend(then(self.box_np(i), |np, k| {
                let one = np.quant == Quant::Each(1)
                    && np
                        .set
                        .filter
                        .iter()
                        .any(|p| matches!(p, BoxPred::Gems | BoxPred::Most { .. }));
                let plain = !np.pronoun
                    && (np.quant == Quant::SOME || one)
                    && np.set.base == BoxBase::Every;
                let pred = and_box(np.set.filter);
                if plain && k > j {
                    vec![(pred, k)]
                } else {
                    vec![]
                }
            }));
        }
        out
    }

    /// What a box says, after a verb of saying (`says "blue"`, `mentions
    /// the word "true"`): one of its statements has that text.
    /// Of a box, `contains the most words` is a superlative of the box
    /// (`box_has`), not of one of its statements.
    pub fn box_says(&self, j: usize) -> Alts<BoxPred> {
        let objects = self
            .text_object(j)
            .into_iter()
            .filter(|(p, _)| !matches!(p, StmtPred::Text(TextProp::Longest | TextProp::Shortest)));
        let mut out: Alts<BoxPred> = objects
            .map(|(p, e)| (BoxPred::Stmts(Quant::SOME, p), e))
            .collect();
        out.extend(self.quoted(j, false).map(|(q, k)| {
            (
                BoxPred::Stmts(Quant::SOME, StmtPred::Text(TextProp::Phrase(q))),
                k,
            )
        }));
        out
    }

    /// A statement predicate, possibly several joined by `and`/`but`.
    pub fn stmt_vp(&self, i: usize) -> Alts<StmtPred> {
        // `also`, `too` are emphasis for statements (see `stmt_verb`).
        let starts: Alts<()> = std::iter::once(i)
            .chain(self.lit(i, FLOATING))
            .chain(self.lit(i, "also|too"))
            .map(|s| ((), s))
            .collect();
        let singles = then(starts, |(), s| self.single_stmt_vp(s));
        then(singles, |a, j| {
            let mut out = vec![(a.clone(), j)];
            if let Some(k) = self.lit(j, "and|but") {
                out.extend(map(self.stmt_vp(k), |b| and_stmt(vec![a.clone(), b])));
                // A second complement of the same copula: `is true and
                // false`, `is both true and not false`.
                if self.truth_of_stmt(j - 1).is_some() {
                    for (neg, l) in negated(self, k) {
                        out.extend(self.truth_of_stmt(l).map(|(b, e)| {
                            let b = if neg { StmtPred::Not(Box::new(b)) } else { b };
                            (and_stmt(vec![a.clone(), b]), e)
                        }));
                    }
                }
            }
            out
        })
    }

    /// A truth adjective of a statement at `i`: `true`, `right`, `correct`,
    /// `accurate` / `false`, `wrong`, `incorrect`, `inaccurate`,
    /// `mistaken`.
    pub(super) fn truth_of_stmt(&self, i: usize) -> Option<(StmtPred, usize)> {
        match self.word(i)? {
            "true" | "right" | "correct" | "accurate" => Some((StmtPred::True, i + 1)),
            "false" | "wrong" | "incorrect" | "inaccurate" | "mistaken" => {
                Some((StmtPred::False, i + 1))
            }
            _ => None,
        }
    }

    fn single_stmt_vp(&self, i: usize) -> Alts<StmtPred> {
        let not = |neg: bool, p: StmtPred| if neg { StmtPred::Not(Box::new(p)) } else { p };
        let mut out = Vec::new();
        for j in self.stmt_verb(i, "is|are") {
            for (neg, k) in negated(self, j) {
                let adj = match self.word(k) {
                    Some("true" | "right" | "correct" | "accurate") => Some(StmtPred::True),
                    Some("false" | "wrong" | "incorrect" | "inaccurate" | "mistaken") => {
                        Some(StmtPred::False)
                    }
                    Some("unique") => Some(StmtPred::Text(TextProp::Unique)),
                    _ => None,
                };
                out.extend(adj.map(|p| (not(neg, p), k + 1)));
                let noun = [
                    (
                        "a lie;lying;a false statement;lies;false statements",
                        StmtPred::False,
                    ),
                    (
                        "a true statement;the truth;truthful;true statements",
                        StmtPred::True,
                    ),
                ];
                for (words, p) in noun {
                    out.extend(self.lit(k, words).map(|e| (not(neg, p), e)));
                }
                out.extend(then(self.counted(k), |q, l| match q {
                    Quant::Count(cmp, n) => {
                        let mut alts = one(
                            not(neg, StmtPred::Text(TextProp::Words(cmp, n))),
                            self.lit(l, "words long;word long;words|word"),
                        );
                        alts.extend(one(
                            not(neg, StmtPred::Text(TextProp::Letters(cmp, n))),
                            self.lit(l, "letters long;letter long;letters|letter"),
                        ));
                        alts.extend(one(
                            not(neg, StmtPred::Text(TextProp::Characters(cmp, n))),
                            self.lit(l, "characters long;character long;characters|character"),
                        ));
                        alts
                    }
                    _ => vec![],
                }));
            }
        }
        for j in self.stmt_verbs(i, WORDING) {
            out.extend(self.text_object(j));
        }
        if let Some(j) = self.present_negated(i, WORDING) {
            out.extend(map(self.text_object(j), |p| not(true, p)));
        }
        for j in self.verbs(i, NAMING) {
            out.extend(self.named_box(j));
        }
        for j in self.verbs(i, lexicon::ASSERTING) {
            out.extend(self.where_the_gems_are(j));
        }
        if let Some(j) = self.present_negated(i, lexicon::ASSERTING) {
            out.extend(map(self.where_the_gems_are(j), |p| not(true, p)));
        }
        if let Some(j) = self.present_negated(i, NAMING) {
            out.extend(map(self.named_box(j), |p| not(true, p)));
        }
        for j in self.stmt_verb(i, "is|are") {
            for (neg, k) in negated(self, j) {
                out.extend(map(self.same_as(k), |p| not(neg, p)));
            }
        }
        for j in self.verbs(i, MATCHING) {
            out.extend(self.same_wording_as(j));
        }
        if let Some(j) = self.present_negated(i, MATCHING) {
            out.extend(map(self.same_wording_as(j), |p| not(true, p)));
        }
        let mut appear: Vec<(bool, usize)> = self
            .stmt_verbs(i, &["appear"])
            .into_iter()
            .map(|j| (false, j))
            .collect();
        appear.extend(self.present_negated(i, &["appear"]).map(|j| (true, j)));
        for (neg, j) in appear {
            let Some(k) = self.lit(j, "on|in") else {
                continue;
            };
            out.extend(then(self.box_np(k), |np, l| {
                let none = np.quant == Quant::NONE;
                let found = static_base(&np).map(|b| StmtPred::Text(TextProp::AppearsOn(b)));
                found
                    .map(|p| (not(neg != none, p), l))
                    .into_iter()
                    .collect()
            }));
        }
        out.extend(self.stmt_location(i));
        for j in self.stmt_verb(i, "is|are") {
            for (neg, k) in negated(self, j) {
                out.extend(map(self.stmt_position(k), |p| not(neg, p)));
            }
        }
        out.extend(self.edge_word_vp(i));
        if let Some(j) = self.lit(i, "does not;do not") {
            out.extend(map(self.edge_word_vp(j), |p| not(true, p)));
        }
        out
    }

    /// `the POSITION statement [here|on this box|on its box]`, after the
    /// copula: where a statement stands on its own box (`I am the last
    /// statement here`).
    pub fn stmt_position(&self, i: usize) -> Alts<StmtPred> {
        let Some(j) = self.lit(i, "the") else {
            return vec![];
        };
        let Some(at) = self.word(j).and_then(lexicon::position) else {
            return vec![];
        };
        let Some(k) = self.lit(j + 1, "statement|one") else {
            return vec![];
        };
        let pred = StmtPred::At(at);
        let mut out = vec![(pred.clone(), k)];
        out.extend(
            self.lit(k, "here;on this box;on its box;on my box;on me")
                .map(|e| (pred, e)),
        );
        out
    }

    /// `is [not] on BOX-NP`: where a statement stands.
    fn stmt_location(&self, i: usize) -> Alts<StmtPred> {
        let mut out = Vec::new();
        for j in self.stmt_verb(i, "is|are") {
            for (neg, k) in negated(self, j) {
                let Some(l) = self.lit(k, "on") else {
                    continue;
                };
                out.extend(then(self.box_np(l), |np, e| {
                    let none = np.quant == Quant::NONE;
                    // A statement stands on one box: `on a true box`, `on
                    // no empty box` say what its own box is.
                    let some = np.quant == Quant::SOME && !np.pronoun;
                    let found = static_base(&np).map(StmtPred::OnBox).or_else(|| {
                        (some || none).then(|| {
                            let base = &np.set.base;
                            let on =
                                (*base != BoxBase::Every).then(|| StmtPred::OnBox(base.clone()));
                            let that =
                                StmtPred::OnBoxThat(Box::new(and_box(np.set.filter.clone())));
                            and_stmt(on.into_iter().chain([that]).collect())
                        })
                    });
                    let not = |p| {
                        if neg != none {
                            StmtPred::Not(Box::new(p))
                        } else {
                            p
                        }
                    };
                    found.map(|p| (not(p), e)).into_iter().collect()
                }));
            }
        }
        out
    }
}

/// `is true but not the white box` contrasts two boxes (`super::ellipsis`),
/// it does not say the box is not the white box; `is false but the black
/// box` is no claim that a box is another: a named box after a property is
/// not read as a coordinated complement.
fn names_a_box_after_a_property(first: &BoxPred, second: &BoxPred) -> bool {
    let named = |p: &BoxPred| matches!(p, BoxPred::In(BoxBase::Listed(_)));
    named(second) && !named(first)
}
