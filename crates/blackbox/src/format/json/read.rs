//! The typed shape of a JSON board or puzzle as read: serde deserializes
//! straight into [`DocumentJson`] (no `serde_json::Value` tree, so memory
//! stays a small multiple of the values read), and every struct rejects
//! unknown and duplicate keys (`{"rows": 8, "rows": 4}` is an error, not a
//! 4-row board). Every "expected …" of an error names what the user writes
//! (`a whole number`, `an atom as [row, col]`), never a Rust type.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;

use crate::trace::Rules;

/// A JSON object read into `T`, refusing an array (serde's derived structs
/// would otherwise read `[8, 8, []]` as `{"rows": 8, "cols": 8, "atoms": []}`).
#[derive(Debug)]
pub(super) struct Object<T>(pub T);

/// What an [`Object`] is called in "expected …".
pub(super) trait Named {
    /// For example `a hint like {…}`.
    const WHAT: &'static str;
}

impl<'de, T: Deserialize<'de> + Named> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ObjectVisitor<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de> + Named> Visitor<'de> for ObjectVisitor<T> {
            type Value = Object<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(T::WHAT)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Object<T>, A::Error> {
                T::deserialize(de::value::MapAccessDeserializer::new(map)).map(Object)
            }
        }
        deserializer.deserialize_map(ObjectVisitor(PhantomData))
    }
}

/// A whole board or puzzle, as written; which one it is, and whether its
/// fields agree with that, is decided after reading (a document with
/// `hints` is a puzzle).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct DocumentJson {
    pub rows: Whole,
    pub cols: Whole,
    pub atoms: Option<AtomsJson>,
    pub rules: Option<Rules>,
    pub hints: Option<Vec<Object<HintIn>>>,
}

impl Named for DocumentJson {
    const WHAT: &'static str =
        "a JSON object with `rows`, `cols`, `atoms` and, for a puzzle, `hints`";
}

/// One hint as read.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct HintIn {
    pub port: Whole,
    pub outcome: String,
    pub exit: Option<Whole>,
    /// Informational (see the module doc of `json`): read and checked for
    /// its type only.
    #[serde(rename = "at_entry")]
    pub _at_entry: Option<bool>,
}

impl Named for HintIn {
    const WHAT: &'static str = r#"a hint like {"port": 3, "outcome": "exit", "exit": 17}"#;
}

/// A number that must be whole and not negative (sizes, ports, cells).
#[derive(Debug, Clone, Copy)]
pub(super) struct Whole(pub usize);

impl<'de> Deserialize<'de> for Whole {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct WholeVisitor;
        impl Visitor<'_> for WholeVisitor {
            type Value = Whole;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a whole number")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Whole, E> {
                usize::try_from(v)
                    .map(Whole)
                    .map_err(|_| E::custom(format!("the number {v} is too large")))
            }
        }
        deserializer.deserialize_u64(WholeVisitor)
    }
}

/// What `atoms` holds when it is not `null`: a count (number or `{"min",
/// "max"}`) for a puzzle, the atoms' cells for a board.
#[derive(Debug)]
pub(super) enum AtomsJson {
    /// A number.
    Exact(usize),
    /// `{"min": a, "max": b}`.
    Range { min: usize, max: usize },
    /// `[[row, col], ...]`, numbered from 1.
    Cells(Vec<[usize; 2]>),
}

const ATOMS: &str =
    r#"an atom count (4, null or {"min": 3, "max": 5}) or a list of atoms [[row, col], ...]"#;

impl<'de> Deserialize<'de> for AtomsJson {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(AtomsVisitor)
    }
}

struct AtomsVisitor;

impl<'de> Visitor<'de> for AtomsVisitor {
    type Value = AtomsJson;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(ATOMS)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<AtomsJson, E> {
        Whole::deserialize(de::value::U64Deserializer::<E>::new(v)).map(|w| AtomsJson::Exact(w.0))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<AtomsJson, A::Error> {
        let (mut min, mut max) = (None, None);
        while let Some(key) = map.next_key::<String>()? {
            let slot = match key.as_str() {
                "min" => &mut min,
                "max" => &mut max,
                other => {
                    return Err(de::Error::custom(format!(
                        "unknown key {} in an atom range: expected `min` and `max`",
                        input_text::quoted(other)
                    )))
                }
            };
            if slot.is_some() {
                return Err(de::Error::custom(format!(
                    "duplicate key `{key}` in an atom range"
                )));
            }
            *slot = Some(map.next_value::<Whole>()?.0);
        }
        match (min, max) {
            (Some(min), Some(max)) => Ok(AtomsJson::Range { min, max }),
            (None, _) => Err(de::Error::missing_field("min")),
            (_, None) => Err(de::Error::missing_field("max")),
        }
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<AtomsJson, A::Error> {
        let mut cells = Vec::new();
        while let Some(Atom(cell)) = seq.next_element()? {
            cells.push(cell);
        }
        Ok(AtomsJson::Cells(cells))
    }
}

/// One atom of a board: `[row, col]`.
struct Atom([usize; 2]);

impl<'de> Deserialize<'de> for Atom {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct AtomVisitor;
        impl<'de> Visitor<'de> for AtomVisitor {
            type Value = Atom;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an atom as [row, col]")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Atom, A::Error> {
                let mut next = || -> Result<usize, A::Error> {
                    match seq.next_element::<Whole>()? {
                        Some(w) => Ok(w.0),
                        None => Err(de::Error::custom(
                            "an atom is [row, col]: two numbers, here fewer",
                        )),
                    }
                };
                let (row, col) = (next()?, next()?);
                if seq.next_element::<de::IgnoredAny>()?.is_some() {
                    return Err(de::Error::custom(
                        "an atom is [row, col]: two numbers, here more",
                    ));
                }
                Ok(Atom([row, col]))
            }
        }
        deserializer.deserialize_seq(AtomVisitor)
    }
}
