//! Focus and exception: `only` before a definite description, exceptives
//! (`none except liars`), and additive particles (`too`, `as well`,
//! `also`) with their presupposition.
//!
//! One reading each, documented in `docs/parlor.md` (*Focus, exception,
//! additive particles*):
//!
//! - **`only THE-NP VP`** says that what the description names has the
//!   property and that no box outside it has: `only the box with the gems
//!   is true` = the box with the gems is true, and no other box is. The
//!   article keeps its own reading: singular `the` with a set fixed by the
//!   layout is exactly one box, with a set that depends on the reading at
//!   least one (as everywhere); plural `the` is every member.
//! - **`BOX alone VP`** (`the white box alone is false`, `I alone am
//!   honest`) is `only BOX VP`: the box has the property and no other box
//!   has it.
//! - **Exceptives** (`none except liars are empty`, `no box but the blue
//!   box is true`) have two readings in English: the exception only
//!   restricts (every empty box is a liar), or it also has the property
//!   (liars are empty, and only they). Both are offered; a puzzle where
//!   they differ is refused as read in several ways, never guessed. The
//!   same holds after `every` (`every box but me is lying`, `all boxes
//!   are empty except the white box`): the exception only restricts, or
//!   it also does not have the property. The exception may come last
//!   (`every box is lying except me`, `no box is true but this one`).
//!   Under the rules of the game the two readings often agree (`every box
//!   except me is lying`: some box is true, so it is me).
//!   `other than` only restricts (`no box other than me is true`).
//! - **Additive particles** (`X is P too`, `X is also P`, `X is P as
//!   well`) say that X is P and presuppose that something else is:
//!   another box is P. When X is not the speaking box, the something else
//!   may be the speaking box (`the blue box is empty too`, said by the
//!   white box: like me?); both readings are offered and a puzzle where
//!   they differ is refused.

use super::clause::Parsed;
use super::noun::and_box;
use super::parser::{map, then, Alts, BoxNp, Parser};
use crate::claim::{BoxBase, BoxPred, BoxRef, BoxSet, Claim, Quant};
use crate::text::{tokenize, Token};

impl Parser<'_> {
    /// `only the D VP` (see the module doc).
    pub fn only_definite(&self, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "only") else {
            return vec![];
        };
        if self.lit(j, "the").is_none() {
            return vec![];
        }
        then(self.box_np(j), |np, k| {
            // `the` with a set that depends on the reading is read as at
            // least one member, as everywhere (`the true box`).
            let definite = matches!(np.quant, Quant::The | Quant::Each(_) | Quant::All)
                || np.quant == Quant::SOME;
            if !definite || np.pronoun || single_named(&np.set) {
                return vec![];
            }
            map(self.box_vp(k), |p| {
                Claim::And(vec![
                    Claim::Boxes(np.quant, np.set.clone(), p.clone()),
                    Claim::Boxes(Quant::NONE, outside(&np.set), p),
                ])
            })
        })
    }

    /// `BOX alone VP`: read as `only BOX VP` (see the module doc).
    pub fn alone(&self, i: usize) -> Alts<Claim> {
        then(self.box_ref(i), |r, j| {
            let Some(k) = self.lit(j, "alone") else {
                return vec![];
            };
            map(self.box_vp(k), |p| {
                Claim::And(vec![
                    Claim::box_is(r, p.clone()),
                    Claim::Boxes(Quant::NONE, BoxSet::of(BoxBase::Except(r)), p),
                ])
            })
        })
    }

    /// `none|no box|nothing except|but D VP`, `every box|all boxes
    /// except|but D VP`, and the exception said last (`every box is lying
    /// except me`, `no box is true but the white box`): the two readings
    /// of the exceptive (see the module doc).
    pub fn exceptive(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        for (subject, universal) in [
            (
                "none of the boxes;none;no boxes;no box;nothing;nobody;no one",
                false,
            ),
            (
                "every box;each box;all boxes;all the boxes;all of the boxes;all three boxes",
                true,
            ),
        ] {
            let Some(j) = self.lit(i, subject) else {
                continue;
            };
            // The exception first: `every box but me is lying`.
            let read = |exc: &BoxNp, p: BoxPred, e: usize| {
                exceptive_readings(universal, exc, p)
                    .into_iter()
                    .map(move |c| (c, e))
                    .collect::<Alts<Claim>>()
            };
            out.extend(then(self.exception(j), |exc, k| {
                then(self.box_vp(k), |p, e| read(&exc, p, e))
            }));
            // The exception last: `every box is lying except me`.
            out.extend(then(self.box_vp(j), |p, k| {
                then(self.exception(k), |exc, e| read(&exc, p.clone(), e))
            }));
        }
        out
    }

    /// `except|but|save|apart from D`: the exception, a plural kind
    /// (`liars`, `true boxes`) or named boxes.
    fn exception(&self, i: usize) -> Alts<BoxNp> {
        let Some(k) = self.lit(i, "except for;except;but;save;apart from") else {
            return vec![];
        };
        self.box_np(k)
            .into_iter()
            .filter(|(np, _)| {
                !np.pronoun && matches!(np.quant, Quant::All | Quant::The | Quant::Each(_))
            })
            .collect()
    }

    /// A clause about a box subject with an additive particle: `X is P
    /// too|as well`, `X is also P`, `X also VP` (see the module doc).
    pub fn additive(&self, np: &BoxNp, j: usize) -> Alts<Parsed> {
        if np.pronoun {
            return vec![];
        }
        let mut vps: Alts<BoxPred> = Vec::new();
        // `is also P`, `also VP`.
        if let Some(k) = self.lit(j, "is also;are also") {
            vps.extend(map(self.complements(k), |p| p));
        }
        if let Some(k) = self.lit(j, "also") {
            vps.extend(self.box_vp(k));
        }
        // `VP too`, `VP as well`.
        vps.extend(then(self.box_vp(j), |p, k| {
            self.lit(k, "too;as well;also")
                .map(|e| (p, e))
                .into_iter()
                .collect()
        }));
        let mut out = Vec::new();
        for (p, e) in vps {
            let own = Claim::Boxes(np.quant, np.set.clone(), p.clone());
            let another = Claim::Boxes(Quant::SOME, outside(&np.set), p.clone());
            out.push((Parsed::plain(Claim::And(vec![own.clone(), another])), e));
            let me = BoxSet::of(BoxBase::one(BoxRef::This));
            if np.set != me {
                let mine = Claim::box_is(BoxRef::This, p);
                out.push((Parsed::plain(Claim::And(vec![own, mine])), e));
            }
        }
        out
    }
}

/// The two readings of an exceptive whose exception is `exc` and whose
/// property is `p` (see the module doc): the exception only restricts
/// (every, or no, box outside it has `p`), or it also says the opposite of
/// the exception (none of it has `p` after `every`; it has `p` after `no`).
fn exceptive_readings(universal: bool, exc: &BoxNp, p: BoxPred) -> [Claim; 2] {
    let quant = if universal { Quant::All } else { Quant::NONE };
    let restrict = Claim::Boxes(quant, outside(&exc.set), p.clone());
    let exception = if universal {
        Claim::Boxes(Quant::NONE, exc.set.clone(), p)
    } else {
        Claim::Boxes(exc.quant, exc.set.clone(), p)
    };
    [restrict.clone(), Claim::And(vec![exception, restrict])]
}

/// Whether a set is one box named without a property (`the blue box`):
/// `only the blue box` is read by the older rule of named boxes.
fn single_named(set: &BoxSet) -> bool {
    matches!(&set.base, BoxBase::Listed(l) if l.len() == 1) && set.filter.is_empty()
}

/// The boxes outside a set: every box not in its base or without its
/// properties.
fn outside(set: &BoxSet) -> BoxSet {
    let mut inside = vec![BoxPred::In(set.base.clone())];
    inside.extend(set.filter.iter().cloned());
    BoxSet {
        base: BoxBase::Every,
        filter: vec![BoxPred::negate(and_box(inside))],
    }
}

/// For a statement refused as read in several ways: what to write instead,
/// when the ways come from a particle of this module — an additive particle
/// (its something else may be the speaking box or another) or an exceptive
/// (the exception only restricts, or also has the property) — or from
/// counted `statements here` (this box, or the room).
pub fn ambiguity_hint(sentence: &str) -> Option<String> {
    if super::here_in_the_room(&tokenize(sentence)).is_some() {
        return Some(super::HERE_HINT.to_string());
    }
    let words: Vec<String> = tokenize(sentence)
        .into_iter()
        .filter_map(|t| match t {
            Token::Word(w) => Some(w),
            Token::Quoted(_) => None,
        })
        .collect();
    let has = |w: &str| words.iter().any(|x| x == w);
    let as_well = words.windows(2).any(|p| p[0] == "as" && p[1] == "well");
    if has("too") || has("also") || as_well {
        // The sentence without its particle, continued both ways.
        let mut core: Vec<&str> = Vec::new();
        for (k, w) in words.iter().enumerate() {
            let well = w == "well" && k > 0 && words[k - 1] == "as";
            let as_of_well = w == "as" && words.get(k + 1).is_some_and(|n| n == "well");
            if !(w == "too" || w == "also" || well || as_of_well) {
                core.push(w);
            }
        }
        let copula = core.iter().any(|w| matches!(*w, "is" | "are" | "am"));
        let so = if copula { "so is" } else { "so does" };
        let core = core.join(" ");
        return Some(format!(
            "`too`, `also` and `as well` say that something else has it as well, but not \
             whether that is this box or another box: say which (`{core}, and {so} this box`, \
             `{core}, and {so} another box`)"
        ));
    }
    if let Some(hint) = super::normalize::always::hint(&tokenize(sentence)) {
        return Some(hint);
    }
    if let Some(hint) = super::normalize::mixed::hint(&tokenize(sentence)) {
        return Some(hint);
    }
    if super::normalize::emphatic::wholly_denied(&tokenize(sentence)).is_some() {
        return Some(super::normalize::emphatic::AT_ALL_HINT.to_string());
    }
    if has("both") && (has("counts") || has("count")) {
        return Some(super::BOTH_COUNTS_HINT.to_string());
    }
    let negative = has("no") || has("none") || has("nothing");
    if negative && (has("except") || has("but")) {
        return Some(
            "an exception may only restrict or also say that the exception has it: write \
             `no box other than the white box is true` for the first, `only the white box is \
             true` for the second"
                .to_string(),
        );
    }
    let universal = has("every") || has("all") || has("each");
    if has("except") || (universal && has("but")) {
        return Some(
            "an exception may only restrict or also say that the exception does not have it: \
             write `every box other than the white box is lying` for the first, `every box \
             other than the white box is lying, and the white box is not` for the second"
                .to_string(),
        );
    }
    definite_hint(&words)
}

/// The hint for a singular `the` on a set that depends on the reading
/// (`the true box`, `the liar`, `the box whose statement is true`): it
/// names exactly one such box, which the puzzle does not make so. Found
/// as `the`, words of truth or gems, and a head noun (`the true box`, `the
/// liar`), or a head noun and a relative word (`the box whose …`, `the one
/// that …`, `the box with …`); a colour, a place or a position is no such
/// phrase (`the blue box`, `the first statement` name one by the layout).
/// A free relative (`whichever box …`, `whoever …`) is read as `the box
/// that …` and gets the same hint.
fn definite_hint(words: &[String]) -> Option<String> {
    const HEADS: &[&str] = &["box", "one", "statement"];
    const NOUNS: &[&str] = &["liar", "truth-teller", "truthteller"];
    const ADJECTIVES: &[&str] = &[
        "true", "false", "truthful", "honest", "lying", "empty", "full", "correct", "wrong",
    ];
    const RELATIVES: &[&str] = &[
        "whose",
        "that",
        "which",
        "who",
        "with",
        "holding",
        "containing",
        "without",
    ];
    let is = |w: &String, list: &[&str]| list.contains(&w.as_str());
    (0..words.len()).find_map(|start| {
        // A free relative names the one box it describes as `the` does:
        // `whichever box is lying` is `the box that is lying`.
        let free = match words[start].as_str() {
            "whoever" => Some("whoever"),
            "whichever" | "whatever" if words.get(start + 1).is_some_and(|w| w == "box") => {
                Some(words[start].as_str())
            }
            _ => None,
        };
        if let Some(free) = free {
            let phrase = if free == "whoever" {
                "whoever"
            } else {
                &format!("{free} box")
            };
            return Some(format!(
                "`{phrase} …` names exactly one such box, and the puzzle does not make it the \
                 only one: write `a box that …` if any one is meant, or `the only box that …` \
                 to say there is exactly one"
            ));
        }
        if words[start] != "the" {
            return None;
        }
        let adjectives = words[start + 1..]
            .iter()
            .take_while(|w| is(w, ADJECTIVES))
            .count();
        let head = start + 1 + adjectives;
        let word = words.get(head)?;
        let noun = is(word, NOUNS) || (adjectives > 0 && is(word, HEADS));
        let relative = is(word, HEADS) && words.get(head + 1).is_some_and(|w| is(w, RELATIVES));
        if !(noun || relative) {
            return None;
        }
        let end = if relative { head + 1 } else { head };
        let more = if relative { " …" } else { "" };
        let phrase = format!("{}{more}", words[start..=end].join(" "));
        let rest = format!("{}{more}", words[start + 1..=end].join(" "));
        // `a one that …` is no English: the indefinite says `box`.
        let indefinite = words[start + 1..=end]
            .iter()
            .map(|w| if w == "one" { "box" } else { w.as_str() })
            .collect::<Vec<_>>()
            .join(" ");
        let article = if indefinite.starts_with(['a', 'e', 'i', 'o', 'u'])
            || indefinite.starts_with("honest")
        {
            "an"
        } else {
            "a"
        };
        Some(format!(
            "`{phrase}` names exactly one such box, and the puzzle does not make it the only \
             one: write `{article} {indefinite}{more}` if any one is meant, or `the only {rest}` \
             to say there is exactly one"
        ))
    })
}
