//! The lexicon: what single words and fixed word groups mean.
//!
//! Numbers (`zero`…`twenty`, the tens to `ninety`, compounds `twenty-five`
//! and `twenty five`, numerals), ordinals and positions
//! of statements (`top`, `first`, `second`, `bottom`, `last`), colours,
//! boxes by their place in the row (`left`, `leftmost`, `middle`, `centre`,
//! `right`, `rightmost`), and [`VOCABULARY`], every word the grammar uses,
//! for the "words not understood" part of an unreadable-sentence error.
//! The grammar functions (`noun`, `verb`,
//! `clause`) combine these meanings; nothing here reads a sentence.

use crate::claim::Position;
use crate::colour::Colour;

/// Number words up to twenty.
const NUMBERS: [&str; 21] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
];

/// Tens after twenty.
const TENS: [(&str, u32); 7] = [
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
];

/// The number words the grammar reads (`one` … `twenty`, the tens).
pub fn number_words() -> impl Iterator<Item = &'static str> {
    NUMBERS.iter().copied().chain(TENS.iter().map(|(w, _)| *w))
}

/// A number word or numeral; a hyphenated compound of a ten and a unit
/// (`twenty-five`) too.
pub fn number(word: &str) -> Option<u32> {
    if let Some((tens, unit)) = word.split_once('-') {
        return compound(tens, unit);
    }
    if let Some(n) = NUMBERS.iter().position(|w| *w == word) {
        return u32::try_from(n).ok();
    }
    if let Some((_, n)) = TENS.iter().find(|(w, _)| *w == word) {
        return Some(*n);
    }
    match word {
        "a" | "an" | "single" => None,
        _ if word.len() <= 4 => word.parse().ok(),
        _ => None,
    }
}

/// `twenty` `five`: a ten (20 … 90, as a word) and a unit (1 … 9, as a
/// word), written as two words or joined by a hyphen.
pub fn compound(tens: &str, unit: &str) -> Option<u32> {
    let ten = match tens {
        "twenty" => 20,
        _ => TENS.iter().find(|(w, _)| *w == tens)?.1,
    };
    let unit = NUMBERS[1..10].iter().position(|w| *w == unit)?;
    Some(ten + u32::try_from(unit).ok()? + 1)
}

/// The position of a statement on its box named by an ordinal.
pub fn position(word: &str) -> Option<Position> {
    Some(match word {
        "top" | "first" | "topmost" | "upper" => Position::Nth(1),
        "second" => Position::Nth(2),
        "third" => Position::Nth(3),
        "fourth" => Position::Nth(4),
        "bottom" | "last" | "lowest" | "lower" | "final" => Position::Last,
        _ => return None,
    })
}

/// An ordinal word and the number it names (`second` → 2): a number
/// only in a loose sense (`a number that appears on another box`).
pub fn ordinal(word: &str) -> Option<u32> {
    let ordinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    let n = ordinals.iter().position(|w| *w == word)?;
    u32::try_from(n + 1).ok()
}

/// A colour word.
pub fn colour(word: &str) -> Option<Colour> {
    word.parse().ok()
}

/// A box named by its place in the row: `left` → blue.
pub fn place(word: &str) -> Option<Colour> {
    Some(match word {
        "left" | "leftmost" | "left-hand" | "first" => Colour::Blue,
        "middle" | "center" | "centre" | "central" | "second" => Colour::White,
        "right" | "rightmost" | "right-hand" | "third" | "last" => Colour::Black,
        _ => return None,
    })
}

/// Verbs by sense, as lemmas: the grammar matches every inflection of
/// them through the morphological analyser (`grammar/morph.rs`), never a list
/// of word forms. A box *carrying* statements (`has two statements`,
/// `displays a false statement`, `contains exactly one false statement`:
/// what a box contains besides the gems is its statements; `contain` and
/// `have` hold the gems too, by the object).
pub const CARRYING: &[&str] = &[
    "have", "display", "make", "carry", "show", "bear", "contain",
];
/// Participles of carrying after a box noun (`a box displaying …`;
/// `having` is rewritten to `that has` before the parse).
pub const CARRYING_PARTICIPLE: &[&str] = &["carry", "show", "display", "bear", "contain"];
/// A box or statement holding something: the gems, or words.
pub const HOLDING: &[&str] = &["contain", "have", "hold"];
/// Participles of holding the gems after a box noun (`a box holding …`).
pub const HOLDING_PARTICIPLE: &[&str] = &["contain", "hold"];
/// What a box says (`says "blue"`, `mentions the word …`, `contains …`).
pub const SAYING: &[&str] = &["say", "mention", "contain"];
/// Participles of saying after a box noun (`a box mentioning the word
/// "true"`); `containing` after a box is holding (the gems).
pub const SAYING_PARTICIPLE: &[&str] = &["say", "mention"];
/// A statement containing text (`contains six words`, `uses the word …`,
/// `displays the word …`: what a statement shows is its words).
pub const WORDING: &[&str] = &[
    "contain", "have", "include", "use", "mention", "display", "show",
];
/// Participles of a statement's wording after a statement noun.
pub const WORDING_PARTICIPLE: &[&str] = &["contain", "mention", "include"];
/// Asserting something (`claims where the gems are`, `what the white box
/// says`).
pub const ASSERTING: &[&str] = &["claim", "say", "state"];
/// Referring to a box by its colour word (`mentions the blue box`).
pub const NAMING: &[&str] = &["mention", "name"];

/// Other names of the gems, each read as `gems`: words for a hidden
/// hoard of precious things, which in the game can only be the gems
/// (`fortune`, `prize` in its other senses, or a single kind of stone
/// other than the diamonds are not here).
pub const GEM_NAMES: &[&str] = &[
    "gems",
    "treasure",
    "jewels",
    "jewel",
    "diamonds",
    "gemstones",
    "jewellery",
    "jewelry",
    "loot",
    "booty",
    "riches",
    "valuables",
];

/// Verbs of lying by lemma, read as the same form of `lie`: `fibs`,
/// `is fibbing`, `deceives`, `is deceiving` (the nouns `a fib`, `fibs`
/// share the verb's forms, as `a lie`, `lies` do). The past forms are
/// not read: `deceived` is what the one lied to is.
pub const LYING: &[&str] = &["fib", "deceive"];

/// Colour words: the basic colour terms of English (the boxes' colours
/// among them), for `mentions a specific colour`.
pub const COLOUR_WORDS: &[&str] = &[
    "black", "white", "red", "green", "yellow", "blue", "brown", "purple", "pink", "orange",
    "grey", "gray",
];
/// A statement having the same wording as another (`matches`,
/// `repeats`, `duplicates`; `a statement matching this one`).
pub const MATCHING: &[&str] = &["match", "repeat", "duplicate"];
/// Degree adverbs before `true` / `false` of a box (`a completely true
/// box`): a true box already has every statement true, so they add
/// nothing but emphasis.
pub const WHOLLY: &[&str] = &["completely", "entirely", "wholly", "totally", "fully"];

/// Things in the Parlor that are not boxes: the gems are never on them
/// (`The gems are on the desk` is false). Only these: an unknown thing is
/// not read (give its truth with `--fact`). Furniture and fixtures that no
/// one would call a box; containers that could be another name for a box
/// or hold the gems in a writer's mind (chest, case, crate, container,
/// trunk, casket, coffer, cabinet, drawer, safe, bag, jar) are deliberately
/// not here, so a sentence about them is refused.
pub const NOT_BOXES: &[&str] = &[
    "desk",
    "floor",
    "ceiling",
    "wall",
    "walls",
    "carpet",
    "rug",
    "table",
    "chair",
    "sofa",
    "couch",
    "shelf",
    "bookshelf",
    "mantel",
    "mantelpiece",
    "fireplace",
    "hearth",
    "window",
    "door",
    "lamp",
    "painting",
    "portrait",
    "piano",
    "clock",
];

/// The rooms a statement may say it is in (`we are in the kitchen`, `this
/// room is the study`): the rooms of Blue Prince's house and the common
/// names of rooms, each as written after `the`. Every Parlor puzzle is in
/// the Parlor ([`crate::claim::PARLOR`]), so such a statement is true for
/// the Parlor and false for every other room; a room not listed is not
/// read.
pub const ROOMS: &[&str] = &[
    "parlor",
    "parlour",
    "entrance hall",
    "billiard room",
    "gallery",
    "closet",
    "walk-in closet",
    "attic",
    "storeroom",
    "nook",
    "garage",
    "music room",
    "locker room",
    "den",
    "wine cellar",
    "trophy room",
    "ballroom",
    "pantry",
    "rumpus room",
    "vault",
    "office",
    "drawing room",
    "study",
    "library",
    "chamber of mirrors",
    "pool",
    "drafting studio",
    "utility closet",
    "boiler room",
    "pump room",
    "security room",
    "workshop",
    "laboratory",
    "sauna",
    "coat check",
    "mail room",
    "freezer",
    "dining room",
    "observatory",
    "conference room",
    "aquarium",
    "antechamber",
    "bedroom",
    "boudoir",
    "guest bedroom",
    "nursery",
    "servants' quarters",
    "bunk room",
    "master bedroom",
    "hallway",
    "corridor",
    "passageway",
    "secret passage",
    "foyer",
    "great hall",
    "terrace",
    "patio",
    "courtyard",
    "cloister",
    "veranda",
    "greenhouse",
    "morning room",
    "secret garden",
    "commissary",
    "kitchen",
    "showroom",
    "laundry room",
    "bookshop",
    "armory",
    "armoury",
    "gift shop",
    "lavatory",
    "chapel",
    "archives",
    "gymnasium",
    "gym",
    "darkroom",
    "weight room",
    "furnace",
    "dovecote",
    "kennel",
    "clock tower",
    "solarium",
    "vestibule",
    "tomb",
    "shrine",
    "schoolhouse",
    "toolshed",
    "bathroom",
    "living room",
    "lounge",
    "cellar",
    "basement",
    "hall",
    "conservatory",
    "sitting room",
    "games room",
    "playroom",
    "spare room",
    "guest room",
    "utility room",
    "cloakroom",
    "scullery",
    "larder",
    "porch",
    "landing",
    "staircase",
    "stairwell",
    "loft",
    "lobby",
    "washroom",
    "toilet",
    "dressing room",
];

/// Words that name nothing in the room: articles, pronouns not standing for
/// a box or a statement, auxiliaries and particles. Two sentences sharing
/// only these are not close (`suggest`), and a sentence whose other words
/// are all unknown is about nothing in the room (`aside`). `I`, `me`, `we`,
/// `here` are not among them: they stand for a box.
pub const FUNCTION_WORDS: &[&str] = &[
    "a", "an", "the", "is", "are", "was", "were", "be", "am", "of", "in", "on", "to", "for", "at",
    "by", "as", "than", "and", "or", "but", "so", "not", "very", "it", "this", "that", "one",
    "will", "would", "can", "could", "may", "might", "must", "shall", "should", "do", "does",
    "with", "has", "have", "you", "your",
];

/// Every word the grammar uses (besides numbers and quoted phrases).
pub const VOCABULARY: &[&str] = &[
    "'s",
    "a",
    "above",
    "according",
    "accurate",
    "across",
    "actually",
    "adjacent",
    "after",
    "all",
    "alone",
    "also",
    "altogether",
    "always",
    "am",
    "among",
    "an",
    "and",
    "another",
    "any",
    "apart",
    "appear",
    "appears",
    "are",
    "as",
    "at",
    "away",
    "be",
    "because",
    "before",
    "begin",
    "begins",
    "behind",
    "below",
    "beneath",
    "beside",
    "besides",
    "between",
    "brown",
    "combined",
    "gray",
    "green",
    "grey",
    "orange",
    "pink",
    "purple",
    "red",
    "together",
    "taken",
    "beyond",
    "black",
    "blank",
    "blue",
    "both",
    "bottom",
    "box",
    "boxes",
    "but",
    "by",
    "can",
    "carries",
    "carry",
    "case",
    "center",
    "central",
    "centre",
    "certain",
    "character",
    "characters",
    "chars",
    "claim",
    "claiming",
    "claims",
    "closest",
    "color",
    "colour",
    "completely",
    "contain",
    "containing",
    "contains",
    "correct",
    "currently",
    "display",
    "displays",
    "do",
    "does",
    "duplicate",
    "duplicates",
    "duplicating",
    "each",
    "either",
    "empty",
    "end",
    "ends",
    "entirely",
    "equal",
    "equals",
    "even",
    "every",
    "everything",
    "exactly",
    "except",
    "false",
    "far",
    "farthest",
    "fewer",
    "fewest",
    "final",
    "find",
    "finish",
    "finishes",
    "first",
    "following",
    "found",
    "fourth",
    "from",
    "front",
    "full",
    "fully",
    "furthest",
    "gems",
    "greater",
    "greatest",
    "half",
    "has",
    "have",
    "here",
    "hidden",
    "hold",
    "holding",
    "holds",
    "honest",
    "i",
    "identical",
    "if",
    "iff",
    "in",
    "inaccurate",
    "include",
    "includes",
    "incorrect",
    "inside",
    "is",
    "it",
    "its",
    "just",
    "kept",
    "larger",
    "largest",
    "last",
    "least",
    "left",
    "left-hand",
    "leftmost",
    "less",
    "letter",
    "letters",
    "liar",
    "liars",
    "lie",
    "lies",
    "like",
    "located",
    "long",
    "longer",
    "longest",
    "lower",
    "lowest",
    "lying",
    "made",
    "majority",
    "make",
    "makes",
    "many",
    "match",
    "matches",
    "matching",
    "me",
    "mention",
    "mentioning",
    "mentions",
    "middle",
    "mine",
    "minority",
    "mistaken",
    "mix",
    "mixture",
    "moment",
    "more",
    "most",
    "my",
    "myself",
    "name",
    "names",
    "naming",
    "near",
    "nearest",
    "neighboring",
    "neighbouring",
    "neither",
    "next",
    "no",
    "none",
    "nor",
    "not",
    "nothing",
    "now",
    "number",
    "odd",
    "of",
    "on",
    "one",
    "ones",
    "only",
    "open",
    "opposite",
    "or",
    "other",
    "otherwise",
    "outer",
    "outermost",
    "outside",
    "over",
    "particular",
    "past",
    "phrase",
    "placed",
    "preceding",
    "precisely",
    "present",
    "previous",
    "repeat",
    "repeating",
    "repeats",
    "replace",
    "replaced",
    "right",
    "right-hand",
    "rightmost",
    "room",
    "row",
    "same",
    "save",
    "say",
    "saying",
    "says",
    "second",
    "shorter",
    "shortest",
    "show",
    "shows",
    "side",
    "since",
    "single",
    "sit",
    "sits",
    "sitting",
    "smaller",
    "smallest",
    "so",
    "some",
    "somewhere",
    "speak",
    "speaks",
    "specific",
    "spelled",
    "spelt",
    "stand",
    "standing",
    "stands",
    "start",
    "starts",
    "state",
    "statement",
    "statements",
    "states",
    "stating",
    "still",
    "tell",
    "telling",
    "tells",
    "than",
    "that",
    "the",
    "them",
    "then",
    "there",
    "these",
    "they",
    "thing",
    "third",
    "this",
    "those",
    "to",
    "too",
    "top",
    "topmost",
    "total",
    "totally",
    "true",
    "truth",
    "truthful",
    "truths",
    "under",
    "unique",
    "unless",
    "up",
    "upper",
    "us",
    "use",
    "uses",
    "using",
    "well",
    "what",
    "whatever",
    "when",
    "whenever",
    "where",
    "which",
    "white",
    "who",
    "wholly",
    "whose",
    "will",
    "with",
    "within",
    "without",
    "word",
    "worded",
    "wording",
    "words",
    "would",
    "wrong",
    "yellow",
    "you",
];
