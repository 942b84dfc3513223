//! The typed meaning of an English statement.
//!
//! The grammar ([`crate::grammar`]) reads a sentence into a [`Claim`]: a tree
//! of quantified noun phrases (sets of boxes [`BoxSet`] or of statements
//! [`StmtSet`] with a [`Quant`]), predicates ([`BoxPred`], [`StmtPred`]) and
//! clause connectives. [`crate::lower`] turns a claim into a formula over the
//! puzzle's atoms; the tests evaluate claims directly over every world as an
//! independent check.
//!
//! Invariants:
//! - a claim never depends on the box it stands on until it is lowered:
//!   `this box`, `this statement`, `the other boxes` stay symbolic
//!   ([`BoxRef::This`], [`StmtBase::This`], [`BoxBase::Except`]);
//! - a set is a static *base* (fixed by the puzzle's layout and texts) narrowed
//!   by *filters* that may depend on the reading (gems, truth);
//! - quantifiers ([`Quant`]) count the members of a set that satisfy a
//!   predicate: `All` (every member; vacuous on an empty set), `The` (at
//!   least one member and every member — definite descriptions such as "the
//!   statements on the blue box"), `TheOne` (exactly one member and it —
//!   the singular "the statement on the blue box"), `Each(n)` (exactly `n` members and every
//!   member — "both", "all three"), `Count(cmp, n)` (the number of members
//!   satisfying the predicate compares with `n` — "a", "only one", "at least
//!   two", "no").

use crate::colour::Colour;

/// A fact about the room or the puzzle: a clause whose truth the boxes do
/// not decide, fixed before solving.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Fact {
    /// An entry of the fact table ([`crate::grammar::Facts`]: built in or
    /// given by the caller), as the statement says it.
    Listed {
        /// The table's sentence, normalized as the tokenizer does.
        sentence: String,
        /// The statement inserts one `not` into the sentence.
        negated: bool,
        /// The statement's value: the entry's, flipped when negated.
        value: bool,
        /// The sentence names the gems (so a statement made of it may say
        /// where they are: [`Claim::gems_location`]).
        about_gems: bool,
    },
    /// The gems on, under or behind a thing of the room that is not a box
    /// (`the gems are on the desk`): false, the gems are always in a box;
    /// true when negated. Such a statement says where the gems are.
    GemsOn {
        /// The thing's head noun (`desk`).
        thing: String,
        /// `the gems are not on the desk`.
        negated: bool,
    },
    /// Which room this is (`we are in the kitchen`, `this room is the
    /// study`, `this is the parlor`): true exactly for the Parlor, where
    /// the puzzle is (the rooms are listed in [`crate::grammar::lexicon::ROOMS`]).
    Room {
        /// The room named, as listed (`kitchen`, `billiard room`).
        room: String,
        /// `this is not the kitchen`.
        negated: bool,
    },
}

/// The room where every Parlor puzzle is.
pub const PARLOR: &str = "parlor";

/// Whether a room's name is the Parlor's (either spelling).
pub fn is_parlor(room: &str) -> bool {
    room == PARLOR || room == "parlour"
}

impl Fact {
    /// The fact's truth value as the statement says it.
    pub fn value(&self) -> bool {
        match self {
            Fact::Listed { value, .. } => *value,
            Fact::GemsOn { negated, .. } => *negated,
            Fact::Room { room, negated } => is_parlor(room) != *negated,
        }
    }

    /// Whether the fact speaks of the gems.
    fn mentions_gems(&self) -> bool {
        match self {
            Fact::Listed { about_gems, .. } => *about_gems,
            Fact::GemsOn { .. } => true,
            Fact::Room { .. } => false,
        }
    }
}

/// A single box named inside a statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoxRef {
    /// The box the statement stands on.
    This,
    /// A box named by colour or by its fixed position in the row.
    Is(Colour),
}

/// The static part of a set of boxes: fixed by the room's layout.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum BoxBase {
    /// All three boxes.
    Every,
    /// The named boxes ("this box and the blue box"), without repeats.
    Listed(Vec<BoxRef>),
    /// Every box but this one ("the other boxes", "another box").
    Except(BoxRef),
    /// The boxes directly beside a box ("next to", "adjacent to", "beside").
    NextTo(BoxRef),
    /// The box directly left of a box (none for the blue box).
    LeftOf(BoxRef),
    /// The box directly right of a box (none for the black box).
    RightOf(BoxRef),
    /// The box two places from a box, at the other end of the row
    /// ("opposite", "farthest from", "at the other end from"; none for the
    /// white box).
    FarFrom(BoxRef),
    /// The box just past a box as seen from this box ("on the far side of",
    /// "beyond"; none when the box is this one or at the end beyond it).
    Beyond(BoxRef),
    /// The boxes strictly between two boxes ("between the blue box and the
    /// black box").
    Between(BoxRef, BoxRef),
    /// The boxes whose colour name has `cmp` as many letters as a box's
    /// ("a box whose name is longer than mine": `Gt`, this box).
    NameLetters(Cmp, BoxRef),
}

impl BoxBase {
    /// The set holding one named box.
    pub fn one(r: BoxRef) -> BoxBase {
        BoxBase::Listed(vec![r])
    }
}

/// A comparison of a count with a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cmp {
    /// Equal.
    Eq,
    /// At least.
    Ge,
    /// At most.
    Le,
    /// More than.
    Gt,
    /// Fewer than.
    Lt,
}

impl Cmp {
    /// The comparison with its sides swapped: `a > b` is `b < a`.
    pub fn flip(self) -> Cmp {
        match self {
            Cmp::Eq => Cmp::Eq,
            Cmp::Ge => Cmp::Le,
            Cmp::Le => Cmp::Ge,
            Cmp::Gt => Cmp::Lt,
            Cmp::Lt => Cmp::Gt,
        }
    }

    /// Whether `left cmp right` holds.
    pub fn holds(self, left: usize, right: usize) -> bool {
        match self {
            Cmp::Eq => left == right,
            Cmp::Ge => left >= right,
            Cmp::Le => left <= right,
            Cmp::Gt => left > right,
            Cmp::Lt => left < right,
        }
    }
}

/// How many members of a set must satisfy a predicate (see module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Quant {
    /// Every member.
    All,
    /// At least one member, and every member: the plural definite ("the
    /// statements on the blue box").
    The,
    /// Exactly one member, and it: the singular definite ("the statement on
    /// the blue box", "the blue box's statement"). Never read as the plural:
    /// where the set can hold no member or several regardless of the
    /// reading, the statement is refused when lowered ([`crate::lower`]).
    TheOne,
    /// Exactly `n` members, and every member.
    Each(u32),
    /// The number of members satisfying the predicate compares with `n`.
    Count(Cmp, u32),
    /// A proportion: the number of members satisfying the predicate,
    /// times the second number, compares with the number of members
    /// times the first — `most` and `a majority of` are more than 1/2,
    /// `at least half` 1/2 or more, `fewer than half` below 1/2.
    Share(Cmp, u32, u32),
    /// `neither`, `either`: exactly two members, and the number of them
    /// satisfying the predicate compares with `n` (`neither`: none,
    /// `either`: at least one). Like `both` ([`Quant::Each`]`(2)`), it
    /// presupposes two, and a set fixed by the layout with another number
    /// of members is refused when lowered ([`crate::lower`]).
    OfTwo(Cmp, u32),
}

impl Quant {
    /// "a", "some", "any" in a claim: at least one.
    pub const SOME: Quant = Quant::Count(Cmp::Ge, 1);
    /// "no", "none": zero.
    pub const NONE: Quant = Quant::Count(Cmp::Eq, 0);
}

/// A property of one box in a reading.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum BoxPred {
    /// Holds the gems.
    Gems,
    /// Has statements, all true (`true(B)`).
    True,
    /// Has statements, all false (`false(B)`).
    False,
    /// Belongs to a static set: "is the blue box", "is next to the black box".
    In(BoxBase),
    /// A quantified claim about the box's own statements: "has a true
    /// statement", "has no statements", "has two statements".
    Stmts(Quant, StmtPred),
    /// A superlative, strict: the box's measure is larger (smaller with
    /// `fewest`) than every other box's — "the box with the most words",
    /// "the box with the fewest true statements". With a tie no box has it.
    Most {
        /// What is measured.
        measure: Measure,
        /// The smallest instead of the largest.
        fewest: bool,
    },
    /// Between two boxes that have a property: a box on each side of it in
    /// the row, both having it ("a box between two empty boxes"; only the
    /// middle box has a box on each side).
    Flanked(Box<BoxPred>),
    /// Negation.
    Not(Box<BoxPred>),
    /// Conjunction.
    And(Vec<BoxPred>),
    /// Disjunction.
    Or(Vec<BoxPred>),
}

impl BoxPred {
    /// "Empty": not holding the gems.
    pub fn empty() -> BoxPred {
        BoxPred::negate(BoxPred::Gems)
    }

    /// Negates a property.
    pub fn negate(p: BoxPred) -> BoxPred {
        BoxPred::Not(Box::new(p))
    }

    /// Whether the property is fixed by the puzzle's layout and texts.
    pub fn is_static(&self) -> bool {
        match self {
            BoxPred::Gems | BoxPred::True | BoxPred::False => false,
            BoxPred::In(_) => true,
            BoxPred::Stmts(_, p) => p.is_static(),
            BoxPred::Most { measure, .. } => match measure {
                Measure::Stmts(p) => p.is_static(),
                Measure::Words | Measure::Letters => true,
            },
            BoxPred::Flanked(p) | BoxPred::Not(p) => p.is_static(),
            BoxPred::And(ps) | BoxPred::Or(ps) => ps.iter().all(BoxPred::is_static),
        }
    }
}

impl BoxPred {
    /// Whether the property speaks of the gems.
    fn mentions_gems(&self) -> bool {
        match self {
            BoxPred::Gems => true,
            BoxPred::True | BoxPred::False | BoxPred::In(_) => false,
            BoxPred::Stmts(_, p) => p.mentions_gems(),
            BoxPred::Most { measure, .. } => match measure {
                Measure::Stmts(p) => p.mentions_gems(),
                Measure::Words | Measure::Letters => false,
            },
            BoxPred::Flanked(p) | BoxPred::Not(p) => p.mentions_gems(),
            BoxPred::And(ps) | BoxPred::Or(ps) => ps.iter().any(BoxPred::mentions_gems),
        }
    }
}

/// What a superlative of boxes ([`BoxPred::Most`]) measures on each box.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Measure {
    /// The words of all its statements.
    Words,
    /// The letters of all its statements.
    Letters,
    /// Its statements with a property.
    Stmts(StmtPred),
}

/// A unit of printed text (the counting rules are `crate::printed`'s).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Words.
    Words,
    /// Letters.
    Letters,
    /// Characters (decided only when every way of counting them agrees).
    Characters,
}

/// Printed text whose size is measured.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Printed {
    /// One statement (the set must hold exactly one: `this statement`,
    /// `the statement on the white box`).
    Statement(StmtBase),
    /// All the statements on a box together.
    Box(BoxRef),
    /// Several statements counted together (`my statements together`,
    /// `the statements on the black box combined`).
    Together(StmtBase),
    /// The name of a box's colour (`blue`, `white`, `black`).
    Name(BoxRef),
}

/// An amount a size is compared with.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Amount {
    /// A number.
    Number(u32),
    /// The size of other printed text, in the same unit.
    Of(Printed),
}

/// A set of boxes: a static base narrowed by filters (all must hold).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoxSet {
    /// The fixed part.
    pub base: BoxBase,
    /// Properties every member must also have.
    pub filter: Vec<BoxPred>,
}

impl BoxSet {
    /// Whether a filter speaks of the gems.
    fn mentions_gems(&self) -> bool {
        self.filter.iter().any(BoxPred::mentions_gems)
    }

    /// A set with no filter.
    pub fn of(base: BoxBase) -> BoxSet {
        BoxSet {
            base,
            filter: vec![],
        }
    }
}

/// A property of a statement's text, computed before solving.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TextProp {
    /// The words of this phrase occur consecutively (lower case).
    Phrase(String),
    /// This letter occurs (lower case).
    Letter(char),
    /// The number of words compares with a number.
    Words(Cmp, u32),
    /// The number of letters compares with a number.
    Letters(Cmp, u32),
    /// The number of characters compares with a number: decided only when
    /// every way of counting characters agrees (with or without spaces,
    /// with or without punctuation), refused otherwise.
    Characters(Cmp, u32),
    /// The statement's first word is this word (lower case): `begins with
    /// "the"`, `the first word of this statement is "the"`.
    FirstWord(String),
    /// The statement's last word is this word (lower case).
    LastWord(String),
    /// The number of words (of letters with `letters`) is odd, or even
    /// (zero is even): "a statement with an odd number of words".
    Parity {
        /// Letters are counted instead of words.
        letters: bool,
        /// Odd instead of even.
        odd: bool,
    },
    /// The statement contains the room's longest word (shortest with
    /// `fewest`), and that word is `word` when given: the one distinct word
    /// (lower case, as in [`TextProp::Phrase`]) whose letters outnumber
    /// (are fewer than) those of every other distinct word on the boxes.
    /// Strict: with a tie between different words there is no such word.
    /// "a box with the longest word", `"A" is the shortest word on a box`.
    WordMost {
        /// The word it must be.
        word: Option<String>,
        /// The shortest instead of the longest.
        fewest: bool,
    },
    /// The statement's size compares with that of other printed text, one
    /// statement at a time: "every statement on the black box has more
    /// words than this one", "this statement is longer than every
    /// statement on the white box". Not decided for a statement compared
    /// with itself (`every statement is longer than this one` may mean
    /// every other one).
    SizeVs {
        /// In which unit.
        unit: Unit,
        /// How the statement's size compares.
        cmp: Cmp,
        /// With what.
        than: Printed,
    },
    /// No other statement in the room has the same wording.
    Unique,
    /// A statement on a box of this base (taken from the speaker's point of
    /// view) has the same wording: "appears on another box".
    AppearsOn(BoxBase),
    /// Another statement of this base (from the speaker's point of view)
    /// has the same wording: "the statement identical to mine".
    SameAs(StmtBase),
    /// No other statement in the room has as few words (strict: with a tie
    /// no statement is the shortest).
    Shortest,
    /// No other statement in the room has as many words (strict).
    Longest,
    /// The statement claims "this box is …" with exactly this property
    /// ("the box that claims to be black").
    Claims(Box<BoxPred>),
    /// The statement claims where the gems are: its reading is one
    /// [`Claim::gems_location`] counts (`every statement claiming where the
    /// gems are`); refused when a statement's reading speaks of the gems in
    /// another way.
    Locates,
    /// The statement shows a number (a numeral or a number word) that also
    /// appears on another box than its own ("a box that displays a number
    /// that also appears on another box"); refused when the answer depends
    /// on whether `one` or an ordinal is a number, or on whether a numeral
    /// and a number word of the same value are the same number.
    NumberElsewhere,
    /// The wording contains a colour word (`mentions a specific colour`):
    /// one of the basic colour terms; refused when a word of the statement
    /// is one the grammar does not know (a quoted word could be a colour
    /// not listed, as `"violet"`).
    MentionsColour,
}

/// A property of one statement in a reading.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum StmtPred {
    /// Any statement (counting statements: "has two statements").
    Any,
    /// The statement is true.
    True,
    /// The statement is false.
    False,
    /// A property of its text.
    Text(TextProp),
    /// It stands on a box of this base (seen from the speaker): "the only
    /// true statement is on the white box".
    OnBox(BoxBase),
    /// The box it stands on has this property: "is on a true box", "is
    /// on a box containing gems".
    OnBoxThat(Box<BoxPred>),
    /// It stands at this position on its box: "a box with a false first
    /// statement", "I am the last statement here".
    At(Position),
    /// Negation.
    Not(Box<StmtPred>),
    /// Conjunction.
    And(Vec<StmtPred>),
}

impl StmtPred {
    /// Truth as a predicate: `true` → [`StmtPred::True`].
    pub fn truth(t: bool) -> StmtPred {
        if t {
            StmtPred::True
        } else {
            StmtPred::False
        }
    }

    /// Whether the property speaks of the gems (`the box that claims to be
    /// empty`; claiming where the gems are is a property of statements).
    fn mentions_gems(&self) -> bool {
        match self {
            StmtPred::Text(TextProp::Claims(p)) => p.mentions_gems(),
            StmtPred::Text(TextProp::SameAs(base)) => base.mentions_gems(),
            StmtPred::Not(p) => p.mentions_gems(),
            StmtPred::And(ps) => ps.iter().any(StmtPred::mentions_gems),
            _ => false,
        }
    }

    /// Whether the property is fixed by the texts.
    pub fn is_static(&self) -> bool {
        match self {
            StmtPred::Any | StmtPred::Text(_) | StmtPred::OnBox(_) | StmtPred::At(_) => true,
            StmtPred::True | StmtPred::False => false,
            StmtPred::OnBoxThat(p) => p.is_static(),
            StmtPred::Not(p) => p.is_static(),
            StmtPred::And(ps) => ps.iter().all(StmtPred::is_static),
        }
    }
}

/// A position of a statement on its box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Position {
    /// The n-th from the top (1-based): "top", "first", "second".
    Nth(usize),
    /// The lowest: "bottom", "last".
    Last,
}

/// The static part of a set of statements.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum StmtBase {
    /// Every statement in the room.
    All,
    /// "These statements" / "those statements": every statement in the
    /// room when the speaking box carries this statement only; on a box
    /// with several statements the phrase could also mean that box's own,
    /// so it is refused there (no member).
    These,
    /// `these statements` with a determiner presupposing how many there are
    /// (`both of these statements`: two): whichever of this box's statements
    /// and every statement in the room has that many members; refused when
    /// both or neither have (and they are not the same statements).
    TheseCounted(u32),
    /// Plural `they` standing for statements across statements of one box,
    /// with a presupposed number (`they are both false`: two): of this
    /// box's other statements, this box's statements and every statement
    /// in the room, the one with that many members; refused when several
    /// different ones or none have, or when the statement just above it on
    /// its box does not speak of statements (of no more than one box):
    /// nothing to refer back to, or a plural of boxes could be meant.
    They(u32),
    /// The statement itself.
    This,
    /// The statement just above it on the same box.
    Above,
    /// The statement just below it on the same box.
    Below,
    /// Every statement above it on the same box ("the statements above").
    AllAbove,
    /// Every statement below it on the same box ("the statements below").
    AllBelow,
    /// Every statement but this one.
    Others,
    /// Every statement in the room but those of the inner base (`the
    /// longer one`: the statement compared with the one named).
    OthersOf(Box<StmtBase>),
    /// Statements on the boxes of a set, optionally only at one position.
    /// Box filters make membership depend on the reading.
    On(BoxSet, Option<Position>),
    /// Statements on the boxes of a set other than this one ("the other
    /// statement on this box").
    OthersOn(BoxSet),
    /// The pronoun `them` in a partitive (`neither of them`, `exactly two
    /// of them`): this box's other statements, and nothing else. Read only
    /// when it has that one possible referent: refused when a statement
    /// above it on its box names another plural set `them` could stand for
    /// (statements, boxes, boxes joined by `and`/`or`), and when the
    /// quantifier needs more statements than there are (`both of them`
    /// beside one other statement): [`crate::lower`].
    Them,
}

impl StmtBase {
    /// Whether the boxes it ranges over are filtered by the gems.
    fn mentions_gems(&self) -> bool {
        match self {
            StmtBase::On(boxes, _) | StmtBase::OthersOn(boxes) => boxes.mentions_gems(),
            _ => false,
        }
    }
}

/// A set of statements: a base narrowed by filters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StmtSet {
    /// The fixed part.
    pub base: StmtBase,
    /// Properties every member must also have.
    pub filter: Vec<StmtPred>,
}

impl StmtSet {
    /// Whether the set's base or filter speaks of the gems.
    fn mentions_gems(&self) -> bool {
        self.base.mentions_gems() || self.filter.iter().any(StmtPred::mentions_gems)
    }

    /// A set with no filter.
    pub fn of(base: StmtBase) -> StmtSet {
        StmtSet {
            base,
            filter: vec![],
        }
    }
}

/// A number of things in a reading, for comparisons.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Count {
    /// Members of a box set with a property.
    Boxes(BoxSet, BoxPred),
    /// Members of a statement set with a property.
    Stmts(StmtSet, StmtPred),
}

impl Count {
    /// Whether what is counted speaks of the gems.
    fn mentions_gems(&self) -> bool {
        match self {
            Count::Boxes(set, p) => set.mentions_gems() || p.mentions_gems(),
            Count::Stmts(set, p) => set.mentions_gems() || p.mentions_gems(),
        }
    }
}

/// What a statement claims.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Claim {
    /// A fact about the room or the puzzle, decided by the fact table
    /// ([`crate::grammar::Facts`]) or, for the gems on something that is not
    /// a box, by the rules (the gems are always in a box).
    Fact(Fact),
    /// A quantified claim about boxes.
    Boxes(Quant, BoxSet, BoxPred),
    /// A quantified claim about statements.
    Stmts(Quant, StmtSet, StmtPred),
    /// Two counts compared: "more true statements than false statements".
    Compare(Count, Cmp, Count),
    /// The size of printed text compared with a number or with another
    /// text's size, fixed by the texts: "this box has twelve words on it",
    /// "the white box's statement is longer than this one".
    Size {
        /// What is measured.
        printed: Printed,
        /// In which unit.
        unit: Unit,
        /// How it compares.
        cmp: Cmp,
        /// With what.
        amount: Amount,
    },
    /// The statements of a set (at least two) have the same wording.
    Identical(StmtSet),
    /// Statements of a set that contain the word `from` would be true (as
    /// counted by the quantifier) if it were replaced by `to`.
    Replaced {
        /// How many of the statements containing `from` must hold.
        quant: Quant,
        /// The statements considered.
        set: StmtSet,
        /// The word replaced (lower case).
        from: String,
        /// Its replacement (lower case).
        to: String,
    },
    /// What a box says, reported without quotation marks (`the white box
    /// says the gems are here`): one of the box's statements means the
    /// same as the claim (read where the reporting statement stands) under
    /// the rules of the game. Fixed by the layout; refused when the box
    /// says it only as part of a statement or of several (entailed, not
    /// said).
    Says(BoxRef, Box<Claim>),
    /// Negation.
    Not(Box<Claim>),
    /// Conjunction.
    And(Vec<Claim>),
    /// Disjunction.
    Or(Vec<Claim>),
    /// Implication.
    Implies(Box<Claim>, Box<Claim>),
    /// Equivalence.
    Iff(Box<Claim>, Box<Claim>),
}

impl Claim {
    /// Negates a claim.
    pub fn negate(claim: Claim) -> Claim {
        Claim::Not(Box::new(claim))
    }

    /// One box has a property.
    pub fn box_is(r: BoxRef, p: BoxPred) -> Claim {
        Claim::Boxes(Quant::All, BoxSet::of(BoxBase::one(r)), p)
    }

    /// Whether the claim says where the gems are ([`TextProp::Locates`]):
    /// `Some(true)` when it puts them in a set of boxes with at least one
    /// member holding them (`the gems are in the blue box`, `… here`, `… in
    /// a box with a true statement`, `… in both other boxes`), on a thing
    /// that is not a box (`… on the table`), or in one of several such
    /// places (`either in X or in Y`); `Some(false)` when it does not speak
    /// of the gems at all; `None` for any other claim about the gems (`the
    /// gems are not here`, `this box is empty`, a condition), where whether
    /// it says where they are is not decided.
    pub fn gems_location(&self) -> Option<bool> {
        let placed = |q: &Quant| match *q {
            Quant::All | Quant::The | Quant::TheOne => true,
            Quant::Each(n) => n >= 1,
            Quant::Count(Cmp::Eq | Cmp::Ge, n) => n >= 1,
            Quant::Count(Cmp::Gt, _) => true,
            Quant::Count(Cmp::Le | Cmp::Lt, _) => false,
            Quant::Share(cmp, num, _) => !matches!(cmp, Cmp::Le | Cmp::Lt) && num > 0,
            Quant::OfTwo(Cmp::Eq | Cmp::Ge, n) => n >= 1,
            Quant::OfTwo(Cmp::Gt, _) => true,
            Quant::OfTwo(Cmp::Le | Cmp::Lt, _) => false,
        };
        match self {
            Claim::Boxes(q, _, BoxPred::Gems) if placed(q) => Some(true),
            Claim::Fact(Fact::GemsOn { negated: false, .. }) => Some(true),
            Claim::Or(parts)
                if !parts.is_empty() && parts.iter().all(|p| p.gems_location() == Some(true)) =>
            {
                Some(true)
            }
            c if !c.mentions_gems() => Some(false),
            _ => None,
        }
    }

    /// Whether the claim speaks of the gems anywhere (a word-replacement
    /// claim re-reads other statements, so it may).
    fn mentions_gems(&self) -> bool {
        match self {
            Claim::Fact(fact) => fact.mentions_gems(),
            Claim::Boxes(_, set, p) => set.mentions_gems() || p.mentions_gems(),
            Claim::Stmts(_, set, p) => set.mentions_gems() || p.mentions_gems(),
            Claim::Compare(a, _, b) => a.mentions_gems() || b.mentions_gems(),
            Claim::Size { .. } => false,
            Claim::Identical(set) => set.mentions_gems(),
            Claim::Replaced { .. } => true,
            Claim::Says(_, c) => c.mentions_gems(),
            Claim::Not(c) => c.mentions_gems(),
            Claim::And(cs) | Claim::Or(cs) => cs.iter().any(Claim::mentions_gems),
            Claim::Implies(a, b) | Claim::Iff(a, b) => a.mentions_gems() || b.mentions_gems(),
        }
    }

    /// The property this claim asserts about its own box ("this box is X"),
    /// used by [`TextProp::Claims`].
    pub fn self_property(&self) -> Option<&BoxPred> {
        match self {
            Claim::Boxes(Quant::All, set, pred)
                if set.filter.is_empty() && set.base == BoxBase::one(BoxRef::This) =>
            {
                Some(pred)
            }
            _ => None,
        }
    }
}
