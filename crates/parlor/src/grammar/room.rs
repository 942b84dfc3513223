//! Which room this is, and the room's plain facts said in other words.
//!
//! A statement naming the room (`we are in the kitchen`, `you are standing
//! in the library right now`, `this room is the study`, `this is not the
//! parlor`) is a [`Fact::Room`]: every puzzle is in the Parlor, so it is
//! true for the Parlor and false for every other room of
//! [`lexicon::ROOMS`]; a room not listed is not read. The boxes stand in
//! the room in front of the player: `three boxes stand before you`,
//! `there are exactly three boxes in front of you` count every box.

use super::lexicon;
use super::parser::{one, Alts, Parser};
use super::verb::negated;
use crate::claim::{BoxBase, BoxPred, Claim, Fact};

impl Parser<'_> {
    /// A clause naming the room (see the module doc).
    pub fn room_clause(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        // `we are in the kitchen`, `you are not standing in the library now`
        // (`we are` is read `the boxes are` before the parse: the boxes
        // are in the room too).
        if let Some(j) = self.lit(
            i,
            "we are;you are;i is;they are;the boxes are;all the boxes are",
        ) {
            for (neg, k) in negated(self, j) {
                let k = self
                    .lit(k, "standing|sitting|now|currently|still")
                    .unwrap_or(k);
                let Some(l) = self.lit(k, "in|inside") else {
                    continue;
                };
                out.extend(self.room_named(l, neg));
            }
        }
        // `this room is the study`, `this is the kitchen`, `the room is …`.
        if let Some(j) = self.lit(i, "this room is;the room is;this is;here is;it is") {
            for (neg, k) in negated(self, j) {
                out.extend(self.room_named(k, neg));
            }
        }
        out
    }

    /// `the ROOM [right now]`: the room fact, negated when `neg`.
    fn room_named(&self, i: usize, neg: bool) -> Alts<Claim> {
        let Some(j) = self.lit(i, "the|a") else {
            return vec![];
        };
        let mut out = Vec::new();
        for room in lexicon::ROOMS {
            let Some(k) = self.lit(j, room) else { continue };
            let fact = Claim::Fact(Fact::Room {
                room: room.to_string(),
                negated: neg,
            });
            for end in self.opt(k, "right now;now;at the moment;at present") {
                out.push((fact.clone(), end));
            }
        }
        out
    }

    /// `stand|sit|are before you|in front of you|here|in this room`: a
    /// box predicate every box has (the boxes stand in the room).
    pub fn standing_vp(&self, i: usize) -> Alts<BoxPred> {
        let Some(j) = self
            .present(i, &["stand", "sit", "wait", "rest"])
            .or_else(|| self.lit(i, "is|are"))
        else {
            return vec![];
        };
        let j = self.lit(j, "here").unwrap_or(j);
        let place = "before you;in front of you;in this room;in the room;in front of the player";
        one(BoxPred::In(BoxBase::Every), self.lit(j, place))
    }
}
