//! An independent evaluator of the typed meaning, for tests.
//!
//! It does not use the lowering to logic: it walks every *world* (a box for
//! the gems and a truth value for every statement), decides each claim
//! directly from the English definitions of the quantifiers, sets and
//! predicates, and keeps the worlds where the rules hold (at least one true
//! box, at least one false box) and every statement's value is what it
//! claims. The boxes the gems may be in are those of the kept worlds.
//! Static resolution (places, positions, text properties) is written again
//! here rather than borrowed from the library's `scope` module, so a slip in
//! either shows up as a disagreement.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

use parlor::claim::{
    Amount, BoxBase, BoxPred, BoxRef, BoxSet, Claim, Cmp, Count, Fact, Measure, Position, Printed,
    Quant, StmtBase, StmtPred, StmtSet, TextProp, Unit,
};
use parlor::puzzle::Content;
use parlor::{wording, Colour, Puzzle};

/// A statement: box and 1-based position.
pub type Sid = (Colour, usize);

/// One assignment of the gems and of every statement's truth.
struct World {
    gems: Colour,
    truth: BTreeMap<Sid, bool>,
}

/// The puzzle, a world, and the statement speaking.
struct Here<'a> {
    puzzle: &'a Puzzle,
    world: &'a World,
    me: Sid,
}

/// The boxes the gems may be in, over all consistent worlds.
pub fn possible(puzzle: &Puzzle) -> BTreeSet<Colour> {
    readings(puzzle).into_iter().map(|(gems, _)| gems).collect()
}

/// Every consistent world: the gems' box and each statement's truth, in
/// the puzzle's order (box by box, top to bottom).
pub fn readings(puzzle: &Puzzle) -> BTreeSet<(Colour, Vec<bool>)> {
    let sids: Vec<Sid> = puzzle.all().map(|(c, i, _)| (c, i)).collect();
    assert!(sids.len() <= 16, "too many statements for brute force");
    let mut out = BTreeSet::new();
    for gems in Colour::ALL {
        for bits in 0u32..(1 << sids.len()) {
            let values: Vec<bool> = (0..sids.len()).map(|k| bits & (1 << k) != 0).collect();
            let truth = sids.iter().copied().zip(values.iter().copied()).collect();
            let world = World { gems, truth };
            if consistent(puzzle, &world, &sids) {
                out.insert((gems, values));
            }
        }
    }
    out
}

/// What statement `me` says in every world (consistent or not), in a fixed
/// order of worlds: two statements at the same place mean the same under
/// the game's atoms exactly when their tables are equal.
pub fn truth_table(puzzle: &Puzzle, me: Sid) -> Vec<bool> {
    assert!(
        puzzle.all().count() <= 16,
        "too many statements for brute force"
    );
    all_worlds(puzzle)
        .iter()
        .map(|world| Here { puzzle, world, me }.statement_holds(me))
        .collect()
}

/// Whether each world of [`truth_table`]'s order keeps the rules of the
/// game alone (a true box and a false box; the gems are in one box by
/// construction), the statements' meanings left out.
pub fn rule_mask(puzzle: &Puzzle) -> Vec<bool> {
    all_worlds(puzzle)
        .iter()
        .map(|w| keeps_rules(puzzle, w))
        .collect()
}

/// Every world, in [`truth_table`]'s order.
fn all_worlds(puzzle: &Puzzle) -> Vec<World> {
    let sids: Vec<Sid> = puzzle.all().map(|(c, i, _)| (c, i)).collect();
    let mut out = Vec::new();
    for gems in Colour::ALL {
        for bits in 0u32..(1 << sids.len()) {
            let truth = sids
                .iter()
                .enumerate()
                .map(|(k, s)| (*s, bits & (1 << k) != 0))
                .collect();
            out.push(World { gems, truth });
        }
    }
    out
}

fn keeps_rules(puzzle: &Puzzle, world: &World) -> bool {
    let some = |want| {
        Colour::ALL
            .into_iter()
            .any(|b| box_is(puzzle, world, b, want))
    };
    some(true) && some(false)
}

fn consistent(puzzle: &Puzzle, world: &World, sids: &[Sid]) -> bool {
    let some = |want: bool| {
        Colour::ALL
            .into_iter()
            .any(|b| box_is(puzzle, world, b, want))
    };
    some(true)
        && some(false)
        && sids.iter().all(|s| {
            let here = Here {
                puzzle,
                world,
                me: *s,
            };
            here.statement_holds(*s) == world.truth[s]
        })
}

/// The box has statements and all are `want`.
fn box_is(puzzle: &Puzzle, world: &World, b: Colour, want: bool) -> bool {
    let n = puzzle.statements(b).len();
    n > 0 && (1..=n).all(|i| world.truth[&(b, i)] == want)
}

fn count_of(b: Colour, puzzle: &Puzzle) -> usize {
    puzzle.statements(b).len()
}

impl Here<'_> {
    /// Box `r` says `said`, from the definition: one of its statements
    /// agrees with it in every world that keeps the rules; the library
    /// refuses the case where the box says it only in part.
    fn says(&self, r: BoxRef, said: &Claim) -> bool {
        let b = self.colour(&r);
        let worlds: Vec<World> = all_worlds(self.puzzle)
            .into_iter()
            .filter(|w| keeps_rules(self.puzzle, w))
            .collect();
        let puzzle = self.puzzle;
        let reported = |world: &World| {
            let me = self.me;
            Here { puzzle, world, me }.claim(said)
        };
        let own = |world: &World, k: usize| {
            let me = (b, k);
            Here { puzzle, world, me }.statement_holds(me)
        };
        let n = count_of(b, self.puzzle);
        if (1..=n).any(|k| worlds.iter().all(|w| own(w, k) == reported(w))) {
            return true;
        }
        let implied = worlds
            .iter()
            .all(|w| !(1..=n).all(|k| own(w, k)) || reported(w));
        assert!(
            n == 0 || !implied,
            "said only in part: the library should have refused"
        );
        false
    }

    fn statement_holds(&self, s: Sid) -> bool {
        let st = &self.puzzle.statements(s.0)[s.1 - 1];
        match &st.content {
            Content::English(claim) => self.claim(claim),
            Content::Aside => self.world.truth[&s],
            Content::Formula(f) => {
                let mut names = BTreeMap::new();
                for b in Colour::ALL {
                    names.insert(format!("gems({b})"), self.world.gems == b);
                    names.insert(
                        format!("true({b})"),
                        box_is(self.puzzle, self.world, b, true),
                    );
                    names.insert(
                        format!("false({b})"),
                        box_is(self.puzzle, self.world, b, false),
                    );
                }
                for ((b, i), v) in &self.world.truth {
                    names.insert(format!("stmt({b},{i})"), *v);
                }
                f.value(&names) == Some(true)
            }
        }
    }

    fn claim(&self, c: &Claim) -> bool {
        match c {
            // The table's value as the statement says it; the gems are
            // never on a thing that is not a box.
            Claim::Fact(Fact::Listed { value, .. }) => *value,
            Claim::Fact(Fact::GemsOn { negated, .. }) => *negated,
            // Every puzzle is in the Parlor.
            Claim::Fact(Fact::Room { room, negated }) => {
                matches!(room.as_str(), "parlor" | "parlour") != *negated
            }
            Claim::Size {
                printed,
                unit,
                cmp,
                amount,
            } => {
                let left = printed_sizes(&self.printed(printed), *unit);
                let right = match amount {
                    Amount::Number(n) => vec![*n as usize; left.len()],
                    Amount::Of(other) => printed_sizes(&self.printed(other), *unit),
                };
                agreed(left.iter().zip(&right).map(|(a, b)| holds(*cmp, *a, *b)))
            }
            Claim::Boxes(q, set, p) => {
                let members: Vec<(bool, bool)> = self
                    .boxes(set)
                    .into_iter()
                    .map(|(b, m)| (m, self.box_pred(b, p)))
                    .collect();
                quantified(*q, &members)
            }
            // The singular definite: exactly one member on each box the
            // set has statements on, and every one has the property.
            Claim::Stmts(Quant::TheOne, set, p) => {
                let members = self.stmts(set);
                let mut boxes: Vec<Colour> = members.iter().map(|((c, _), _)| *c).collect();
                boxes.dedup();
                !boxes.is_empty()
                    && boxes.into_iter().all(|c| {
                        let own: Vec<(bool, bool)> = members
                            .iter()
                            .filter(|((d, _), _)| *d == c)
                            .map(|(s, m)| (*m, self.stmt_pred(*s, p)))
                            .collect();
                        quantified(Quant::TheOne, &own)
                    })
            }
            Claim::Stmts(q, set, p) => {
                let members: Vec<(bool, bool)> = self
                    .stmts(set)
                    .into_iter()
                    .map(|(s, m)| (m, self.stmt_pred(s, p)))
                    .collect();
                quantified(*q, &members)
            }
            Claim::Compare(a, cmp, b) => holds(*cmp, self.count(a), self.count(b)),
            Claim::Identical(set) => {
                let texts: Vec<Vec<String>> = self
                    .stmts(set)
                    .into_iter()
                    .map(|(s, _)| wording::wording(self.text(s)))
                    .collect();
                texts.len() >= 2 && texts.iter().all(|t| *t == texts[0])
            }
            Claim::Replaced {
                quant,
                set,
                from,
                to,
            } => {
                let members: Vec<(bool, bool)> = self
                    .stmts(set)
                    .into_iter()
                    .filter_map(|(s, m)| {
                        let text = wording::replace_word(self.text(s), from, to)?;
                        let claim = parlor::grammar::read(&text).ok()?.claim;
                        let there = Here { me: s, ..*self };
                        Some((m, there.claim(&claim)))
                    })
                    .collect();
                quantified(*quant, &members)
            }
            Claim::Says(r, said) => self.says(*r, said),
            Claim::Not(inner) => !self.claim(inner),
            Claim::And(v) => v.iter().all(|c| self.claim(c)),
            Claim::Or(v) => v.iter().any(|c| self.claim(c)),
            Claim::Implies(a, b) => !self.claim(a) || self.claim(b),
            Claim::Iff(a, b) => self.claim(a) == self.claim(b),
        }
    }

    fn count(&self, c: &Count) -> usize {
        match c {
            Count::Boxes(set, p) => self
                .boxes(set)
                .into_iter()
                .filter(|(b, m)| *m && self.box_pred(*b, p))
                .count(),
            Count::Stmts(set, p) => self
                .stmts(set)
                .into_iter()
                .filter(|(s, m)| *m && self.stmt_pred(*s, p))
                .count(),
        }
    }

    fn box_pred(&self, b: Colour, p: &BoxPred) -> bool {
        match p {
            BoxPred::Gems => self.world.gems == b,
            BoxPred::True => box_is(self.puzzle, self.world, b, true),
            BoxPred::False => box_is(self.puzzle, self.world, b, false),
            BoxPred::In(base) => self.base(base).contains(&b),
            BoxPred::Stmts(q, sp) => {
                let members: Vec<(bool, bool)> = (1..=count_of(b, self.puzzle))
                    .map(|i| (true, self.stmt_pred((b, i), sp)))
                    .collect();
                quantified(*q, &members)
            }
            BoxPred::Most { measure, fewest } => {
                let size = |c: Colour| -> usize {
                    let texts = (1..=count_of(c, self.puzzle)).map(|i| self.text((c, i)));
                    match measure {
                        Measure::Words => texts.map(|t| wording::wording(t).len()).sum(),
                        Measure::Letters => texts
                            .map(|t| t.chars().filter(|c| c.is_alphabetic()).count())
                            .sum(),
                        Measure::Stmts(p) => (1..=count_of(c, self.puzzle))
                            .filter(|i| self.stmt_pred((c, *i), p))
                            .count(),
                    }
                };
                Colour::ALL.into_iter().filter(|c| *c != b).all(|c| {
                    if *fewest {
                        size(b) < size(c)
                    } else {
                        size(b) > size(c)
                    }
                })
            }
            // Only the middle box has a box on each side.
            BoxPred::Flanked(inner) => {
                b == Colour::White
                    && self.box_pred(Colour::Blue, inner)
                    && self.box_pred(Colour::Black, inner)
            }
            BoxPred::Not(inner) => !self.box_pred(b, inner),
            BoxPred::And(v) => v.iter().all(|q| self.box_pred(b, q)),
            BoxPred::Or(v) => v.iter().any(|q| self.box_pred(b, q)),
        }
    }

    fn stmt_pred(&self, s: Sid, p: &StmtPred) -> bool {
        match p {
            StmtPred::Any => true,
            StmtPred::True => self.world.truth[&s],
            StmtPred::False => !self.world.truth[&s],
            StmtPred::Text(t) => self.text_prop(s, t),
            StmtPred::OnBox(base) => self.base(base).contains(&s.0),
            StmtPred::OnBoxThat(q) => self.box_pred(s.0, q),
            StmtPred::At(Position::Nth(n)) => s.1 == *n,
            StmtPred::At(Position::Last) => s.1 == count_of(s.0, self.puzzle),
            StmtPred::Not(inner) => !self.stmt_pred(s, inner),
            StmtPred::And(v) => v.iter().all(|q| self.stmt_pred(s, q)),
        }
    }

    fn text(&self, s: Sid) -> &str {
        &self.puzzle.statements(s.0)[s.1 - 1].text
    }

    /// The texts a size measures: one statement, a box's statements, a
    /// colour's name.
    fn printed(&self, p: &Printed) -> Vec<String> {
        match p {
            Printed::Statement(base) => {
                let found: Vec<Sid> = self
                    .stmts(&StmtSet::of(base.clone()))
                    .into_iter()
                    .filter(|(_, m)| *m)
                    .map(|(s, _)| s)
                    .collect();
                assert_eq!(found.len(), 1, "a size of {base:?} names one statement");
                vec![self.text(found[0]).to_string()]
            }
            Printed::Box(r) => {
                let b = self.colour(r);
                (1..=count_of(b, self.puzzle))
                    .map(|i| self.text((b, i)).to_string())
                    .collect()
            }
            Printed::Name(r) => vec![self.colour(r).name().to_string()],
            Printed::Together(base) => self
                .stmts(&StmtSet::of(base.clone()))
                .into_iter()
                .filter(|(_, m)| *m)
                .map(|(s, _)| self.text(s).to_string())
                .collect(),
        }
    }

    fn colour(&self, r: &BoxRef) -> Colour {
        match r {
            BoxRef::This => self.me.0,
            BoxRef::Is(c) => *c,
        }
    }

    /// The boxes of a base: position arithmetic on blue=0, white=1, black=2.
    fn base(&self, base: &BoxBase) -> Vec<Colour> {
        let pos = |r: &BoxRef| self.colour(r).index() as i32;
        Colour::ALL
            .into_iter()
            .filter(|c| {
                let i = c.index() as i32;
                match base {
                    BoxBase::Every => true,
                    BoxBase::Listed(l) => l.iter().any(|r| pos(r) == i),
                    BoxBase::Except(r) => pos(r) != i,
                    BoxBase::NextTo(r) => (pos(r) - i).abs() == 1,
                    BoxBase::LeftOf(r) => i == pos(r) - 1,
                    BoxBase::RightOf(r) => i == pos(r) + 1,
                    BoxBase::FarFrom(r) => (pos(r) - i).abs() == 2,
                    BoxBase::Beyond(r) => {
                        let me = self.me.0.index() as i32;
                        me != pos(r) && i - pos(r) == pos(r) - me
                    }
                    BoxBase::Between(a, b) => (pos(a) - i) * (pos(b) - i) < 0,
                    BoxBase::NameLetters(cmp, r) => {
                        let letters =
                            |c: Colour| c.name().chars().filter(|c| c.is_alphabetic()).count();
                        cmp.holds(letters(*c), letters(self.colour(r)))
                    }
                }
            })
            .collect()
    }

    fn boxes(&self, set: &BoxSet) -> Vec<(Colour, bool)> {
        self.base(&set.base)
            .into_iter()
            .map(|b| (b, set.filter.iter().all(|p| self.box_pred(b, p))))
            .collect()
    }

    fn stmts(&self, set: &StmtSet) -> Vec<(Sid, bool)> {
        let all: Vec<Sid> = self.puzzle.all().map(|(c, i, _)| (c, i)).collect();
        let (me_box, me_i) = self.me;
        let candidates: Vec<(Sid, bool)> = match &set.base {
            StmtBase::All => all.iter().map(|s| (*s, true)).collect(),
            // Every statement but those of the inner base.
            StmtBase::OthersOf(inner) => {
                let named: Vec<Sid> = self
                    .stmts(&StmtSet::of((**inner).clone()))
                    .into_iter()
                    .filter(|(_, m)| *m)
                    .map(|(s, _)| s)
                    .collect();
                all.iter().map(|s| (*s, !named.contains(s))).collect()
            }
            // Read only where this box carries this statement alone (the
            // library refuses it elsewhere).
            StmtBase::These if count_of(me_box, self.puzzle) == 1 => {
                all.iter().map(|s| (*s, true)).collect()
            }
            StmtBase::These => vec![],
            // `both of these statements`: the candidate (this box's own
            // statements, or the room's) with that many members, when
            // exactly one candidate has.
            StmtBase::TheseCounted(n) => {
                let own: Vec<Sid> = all.iter().filter(|s| s.0 == me_box).copied().collect();
                let fits = |list: &Vec<Sid>| list.len() == *n as usize;
                let chosen = match (fits(&own), fits(&all)) {
                    (true, false) => own,
                    (false, true) => all.clone(),
                    (true, true) if own == all => own,
                    _ => vec![],
                };
                chosen.into_iter().map(|s| (s, true)).collect()
            }
            // `they are both …`: this box's other statements, its
            // statements or the room's, the one with that many members;
            // nothing on a box's first statement.
            StmtBase::They(_) if !above_speaks_of_statements(self.puzzle, self.me) => vec![],
            StmtBase::They(n) => {
                let own: Vec<Sid> = all.iter().filter(|s| s.0 == me_box).copied().collect();
                let others: Vec<Sid> = own.iter().filter(|s| **s != self.me).copied().collect();
                let mut fits: Vec<Vec<Sid>> = Vec::new();
                for c in [others, own, all.clone()] {
                    if c.len() == *n as usize && !fits.contains(&c) {
                        fits.push(c);
                    }
                }
                let chosen = if fits.len() == 1 {
                    fits.remove(0)
                } else {
                    vec![]
                };
                chosen.into_iter().map(|s| (s, true)).collect()
            }
            StmtBase::This => vec![(self.me, true)],
            StmtBase::Above => all
                .iter()
                .filter(|s| **s == (me_box, me_i.wrapping_sub(1)))
                .map(|s| (*s, true))
                .collect(),
            StmtBase::Below => all
                .iter()
                .filter(|s| **s == (me_box, me_i + 1))
                .map(|s| (*s, true))
                .collect(),
            StmtBase::AllAbove => all
                .iter()
                .filter(|s| s.0 == me_box && s.1 < me_i)
                .map(|s| (*s, true))
                .collect(),
            StmtBase::AllBelow => all
                .iter()
                .filter(|s| s.0 == me_box && s.1 > me_i)
                .map(|s| (*s, true))
                .collect(),
            StmtBase::Others => all
                .iter()
                .filter(|s| **s != self.me)
                .map(|s| (*s, true))
                .collect(),
            StmtBase::Them => all
                .iter()
                .filter(|s| **s != self.me && s.0 == self.me.0)
                .map(|s| (*s, true))
                .collect(),
            StmtBase::OthersOn(boxes) => {
                let chosen = self.boxes(boxes);
                all.iter()
                    .filter(|s| **s != self.me)
                    .filter_map(|s| {
                        chosen
                            .iter()
                            .find(|(b, _)| *b == s.0)
                            .map(|(_, m)| (*s, *m))
                    })
                    .collect()
            }
            StmtBase::On(boxes, at) => {
                let chosen = self.boxes(boxes);
                all.iter()
                    .filter_map(|s| {
                        let (_, member) = chosen.iter().find(|(b, _)| *b == s.0)?;
                        let n = count_of(s.0, self.puzzle);
                        let placed = match at {
                            None => true,
                            Some(Position::Nth(k)) => s.1 == *k,
                            Some(Position::Last) => s.1 == n,
                        };
                        placed.then_some((*s, *member))
                    })
                    .collect()
            }
        };
        candidates
            .into_iter()
            .map(|(s, m)| (s, m && set.filter.iter().all(|p| self.stmt_pred(s, p))))
            .collect()
    }

    fn text_prop(&self, s: Sid, t: &TextProp) -> bool {
        let text = self.text(s);
        let words = wording::wording(text);
        let same_as = |o: Sid| o != s && wording::wording(self.text(o)) == words;
        let all: Vec<Sid> = self.puzzle.all().map(|(c, i, _)| (c, i)).collect();
        match t {
            TextProp::Phrase(p) => wording::has_phrase(text, p),
            TextProp::Letter(l) => text.to_lowercase().contains(*l),
            TextProp::Words(cmp, n) => holds(*cmp, words.len(), *n as usize),
            TextProp::Letters(cmp, n) => holds(
                *cmp,
                text.chars().filter(|c| c.is_alphabetic()).count(),
                *n as usize,
            ),
            TextProp::Characters(cmp, n) => agreed(
                printed_sizes(&[text.to_string()], Unit::Characters)
                    .into_iter()
                    .map(|size| holds(*cmp, size, *n as usize)),
            ),
            TextProp::FirstWord(w) => edge_word(text, false) == Some(w.clone()),
            TextProp::LastWord(w) => edge_word(text, true) == Some(w.clone()),
            TextProp::Parity { letters, odd } => {
                let n = if *letters {
                    text.chars().filter(|c| c.is_alphabetic()).count()
                } else {
                    words.len()
                };
                (n % 2 == 1) == *odd
            }
            TextProp::WordMost { word, fewest } => {
                // Every distinct word with its letter count; the extreme
                // count must belong to one word only.
                let mut room: Vec<(usize, String)> = all
                    .iter()
                    .flat_map(|o| wording::wording(self.text(*o)))
                    .map(|w| (w.chars().filter(|c| c.is_alphabetic()).count(), w))
                    .collect();
                room.sort();
                room.dedup();
                let pick = if *fewest { room.first() } else { room.last() };
                let alone =
                    pick.is_some_and(|(n, _)| room.iter().filter(|(m, _)| m == n).count() == 1);
                match pick {
                    Some((_, w)) if alone => {
                        word.as_ref().is_none_or(|x| x == w) && words.contains(w)
                    }
                    _ => false,
                }
            }
            TextProp::SizeVs { unit, cmp, than } => {
                let mine = printed_sizes(&[text.to_string()], *unit);
                let other = printed_sizes(&self.printed(than), *unit);
                agreed(mine.iter().zip(&other).map(|(a, b)| holds(*cmp, *a, *b)))
            }
            TextProp::Unique => !all.iter().any(|o| same_as(*o)),
            TextProp::SameAs(base) => self
                .stmts(&StmtSet::of(base.clone()))
                .into_iter()
                .any(|(o, _)| same_as(o)),
            TextProp::Shortest => all
                .iter()
                .all(|o| *o == s || words.len() < wording::wording(self.text(*o)).len()),
            TextProp::Longest => all
                .iter()
                .all(|o| *o == s || words.len() > wording::wording(self.text(*o)).len()),
            TextProp::AppearsOn(base) => {
                let boxes = self.base(base);
                all.iter().any(|o| boxes.contains(&o.0) && same_as(*o))
            }
            // Claiming where the gems are: the library's classification of
            // the reading (the library refuses a statement it leaves open).
            TextProp::Locates => {
                let st = &self.puzzle.statements(s.0)[s.1 - 1];
                let found = st.claim().and_then(|c| c.gems_location());
                assert!(
                    st.alternatives.iter().all(|c| c.gems_location() == found),
                    "readings of {s:?} disagree on claiming where the gems are"
                );
                found.expect("a statement not decided as claiming where the gems are")
            }
            // Its own count: numerals and number words other than `one`
            // (a pronoun too) by value; the library refuses the cases where
            // `one`, ordinals or the written form would change the answer.
            TextProp::NumberElsewhere => {
                let numbers = |o: Sid| -> Vec<u32> {
                    wording::wording(self.text(o))
                        .iter()
                        .filter(|w| *w != "one")
                        .filter_map(|w| parlor::grammar::lexicon::number(w))
                        .collect()
                };
                let mine = numbers(s);
                all.iter()
                    .filter(|o| o.0 != s.0)
                    .any(|o| numbers(*o).iter().any(|n| mine.contains(n)))
            }
            // A colour word among its words (the library refuses a
            // statement with a word outside its vocabulary).
            TextProp::MentionsColour => {
                let colours = ["black", "white", "red", "green", "yellow", "blue", "brown"];
                let more = ["purple", "pink", "orange", "grey", "gray"];
                words
                    .iter()
                    .any(|w| colours.contains(&w.as_str()) || more.contains(&w.as_str()))
            }
            TextProp::Claims(p) => {
                self.puzzle.statements(s.0)[s.1 - 1]
                    .claim()
                    .and_then(|c| c.self_property())
                    == Some(&**p)
            }
        }
    }
}

/// The statement above `me` on its box is a claim about statements (of at
/// most one box), which `they are both …` may refer back to.
fn above_speaks_of_statements(puzzle: &Puzzle, me: Sid) -> bool {
    let Some(above) =
        me.1.checked_sub(2)
            .and_then(|i| puzzle.statements(me.0).get(i))
    else {
        return false;
    };
    match above.claim() {
        Some(Claim::Stmts(_, set, _)) => match &set.base {
            StmtBase::On(boxes, _) | StmtBase::OthersOn(boxes) => {
                matches!(&boxes.base, BoxBase::Listed(l) if l.len() == 1)
            }
            _ => true,
        },
        _ => false,
    }
}

fn holds(cmp: Cmp, a: usize, b: usize) -> bool {
    match cmp {
        Cmp::Eq => a == b,
        Cmp::Ge => a >= b,
        Cmp::Le => a <= b,
        Cmp::Gt => a > b,
        Cmp::Lt => a < b,
    }
}

/// A quantifier over (member, satisfies) pairs, from its definition.
fn quantified(q: Quant, members: &[(bool, bool)]) -> bool {
    let inside: Vec<bool> = members
        .iter()
        .filter(|(m, _)| *m)
        .map(|(_, p)| *p)
        .collect();
    let every = inside.iter().all(|p| *p);
    match q {
        Quant::All => every,
        Quant::The => !inside.is_empty() && every,
        Quant::TheOne => inside.len() == 1 && every,
        Quant::Each(n) => inside.len() == n as usize && every,
        Quant::OfTwo(cmp, n) => {
            inside.len() == 2 && holds(cmp, inside.iter().filter(|p| **p).count(), n as usize)
        }
        Quant::Count(cmp, n) => holds(cmp, inside.iter().filter(|p| **p).count(), n as usize),
        // `most`: yes-members times the denominator against members times
        // the numerator.
        Quant::Share(cmp, num, den) => holds(
            cmp,
            inside.iter().filter(|p| **p).count() * den as usize,
            inside.len() * num as usize,
        ),
    }
}

/// The first (or last) word of a text, lower case, quote marks and
/// punctuation left out.
fn edge_word(text: &str, last: bool) -> Option<String> {
    let mut words = text
        .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| !w.is_empty());
    if last {
        words.next_back()
    } else {
        words.next()
    }
}

/// The words of a printed text, by the documented rule written again: runs
/// of letters, digits, hyphens and apostrophes, apostrophes trimmed at
/// their ends.
fn printed_words(text: &str) -> usize {
    let mut count = 0;
    let mut run = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '-' || c == '\'' {
            run.push(c);
        } else {
            if !run.trim_matches('\'').is_empty() {
                count += 1;
            }
            run.clear();
        }
    }
    count
}

/// The size of printed texts in a unit: for characters the three ways of
/// counting must agree in `test` (the library refuses otherwise).
fn printed_sizes(texts: &[String], unit: Unit) -> Vec<usize> {
    let sum = |f: &dyn Fn(&str) -> usize| texts.iter().map(|t| f(t)).sum::<usize>();
    match unit {
        Unit::Words => vec![sum(&printed_words)],
        Unit::Letters => vec![sum(&|t| t.chars().filter(|c| c.is_alphabetic()).count())],
        Unit::Characters => vec![
            sum(&|t| t.trim().chars().filter(|c| !c.is_whitespace()).count()),
            sum(&|t| t.trim().chars().count()),
            sum(&|t| t.chars().filter(|c| c.is_alphanumeric()).count()),
        ],
    }
}

/// The one value of `test` over every way of counting.
fn agreed(values: impl IntoIterator<Item = bool>) -> bool {
    let values: Vec<bool> = values.into_iter().collect();
    assert!(
        values.iter().all(|v| *v == values[0]),
        "the ways of counting characters disagree: the library should have refused"
    );
    values[0]
}
