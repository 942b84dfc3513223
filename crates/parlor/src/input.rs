//! Checks on raw input text before it is read: byte order marks, letters
//! from other scripts that look like Latin ones, and invisible characters.
//!
//! - A UTF-8 byte order mark (U+FEFF) at the very start of a puzzle file or
//!   data set is skipped ([`strip_bom`]): editors on Windows write one, and it
//!   carries no meaning. Anywhere else U+FEFF is an invisible character.
//! - A word that would be plain Latin if one of its letters were not a
//!   Cyrillic, Greek or fullwidth look-alike ("blуe" with a Cyrillic у, U+0443)
//!   is an error ([`ParlorError::LookAlike`]) naming the character: such a
//!   word reads like a known word to a person but not to the grammar, and
//!   guessing what was meant would hide a damaged or hostile text.
//! - Invisible characters (control characters such as NUL, zero-width
//!   spaces and joiners, direction marks, word joiner, soft hyphen, U+FEFF
//!   inside the text) are errors for the same reason.
//!
//! Reading a box name ([`Colour`]'s `FromStr`, used by [`colour`]) lives
//! here too, so that [`crate::colour`] does not depend on the error type.

use std::str::FromStr;

use crate::colour::Colour;
use crate::error::{ParlorError, Result};

impl FromStr for Colour {
    type Err = ParlorError;

    /// Reads a colour name, ignoring case and surrounding space.
    fn from_str(text: &str) -> Result<Colour, ParlorError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "blue" => Ok(Colour::Blue),
            "white" => Ok(Colour::White),
            "black" => Ok(Colour::Black),
            _ => Err(ParlorError::UnknownBox(text.trim().to_string())),
        }
    }
}

/// Reads a box name (`blue`, `White`, …); a name that fails because of a
/// look-alike letter says so. Names in errors are shortened ([`shorten`]).
pub fn colour(name: &str) -> Result<Colour> {
    name.parse::<Colour>()
        .map_err(|e| match check_letters(name) {
            Err(look_alike) => look_alike,
            Ok(()) if name.chars().count() > SHOWN => ParlorError::UnknownBox(shorten(name.trim())),
            Ok(()) => e,
        })
}

/// Most characters of an offending text quoted in an error message.
const SHOWN: usize = 60;

/// The text, cut to 60 characters with `…` when longer, so that an
/// error about a 5 MB word is one line.
pub fn shorten(text: &str) -> String {
    match text.char_indices().nth(SHOWN) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The text without a leading UTF-8 byte order mark (the one rule of
/// every reader, `input_text::strip_bom`).
pub fn strip_bom(text: &str) -> &str {
    input_text::strip_bom(text)
}

/// Fails on the first word with a look-alike letter or an invisible
/// character (see the module doc).
pub fn check_letters(text: &str) -> Result<()> {
    for word in text.split_whitespace() {
        if let Some(c) = word.chars().find(|&c| invisible(c)) {
            return Err(ParlorError::LookAlike {
                text: shorten(word),
                found: format!("the invisible character U+{:04X}", c as u32),
                expected: "nothing".into(),
            });
        }
        let mapped: Option<String> = word
            .chars()
            .map(|c| {
                if c.is_ascii() {
                    Some(c)
                } else {
                    latin(c).map(|(l, _)| l)
                }
            })
            .collect();
        if mapped.is_none() {
            continue;
        }
        if let Some((c, (l, script))) = word.chars().find_map(|c| Some((c, latin(c)?))) {
            return Err(ParlorError::LookAlike {
                text: shorten(word),
                found: format!(
                    "{} (U+{:04X}, {script})",
                    input_text::quoted(&c.to_string()),
                    c as u32
                ),
                expected: format!("the Latin letter {}", input_text::quoted(&l.to_string())),
            });
        }
    }
    Ok(())
}

/// Control and invisible characters, as every reader counts them
/// (`input_text::is_invisible`): a NUL is refused like a zero-width space.
fn invisible(c: char) -> bool {
    input_text::is_invisible(c)
}

/// The Latin letter a character is commonly mistaken for, and its script.
fn latin(c: char) -> Option<(char, &'static str)> {
    const CYRILLIC: &[(char, char)] = &[
        ('а', 'a'),
        ('в', 'b'),
        ('е', 'e'),
        ('ё', 'e'),
        ('к', 'k'),
        ('м', 'm'),
        ('н', 'h'),
        ('о', 'o'),
        ('р', 'p'),
        ('с', 'c'),
        ('т', 't'),
        ('у', 'y'),
        ('х', 'x'),
        ('ѕ', 's'),
        ('і', 'i'),
        ('ј', 'j'),
        ('ԁ', 'd'),
        ('ԛ', 'q'),
        ('ԝ', 'w'),
        ('һ', 'h'),
        ('ӏ', 'l'),
        ('А', 'A'),
        ('В', 'B'),
        ('Е', 'E'),
        ('К', 'K'),
        ('М', 'M'),
        ('Н', 'H'),
        ('О', 'O'),
        ('Р', 'P'),
        ('С', 'C'),
        ('Т', 'T'),
        ('У', 'Y'),
        ('Х', 'X'),
        ('Ѕ', 'S'),
        ('І', 'I'),
        ('Ј', 'J'),
    ];
    const GREEK: &[(char, char)] = &[
        ('α', 'a'),
        ('ο', 'o'),
        ('ρ', 'p'),
        ('ν', 'v'),
        ('υ', 'u'),
        ('ι', 'i'),
        ('κ', 'k'),
        ('Α', 'A'),
        ('Β', 'B'),
        ('Ε', 'E'),
        ('Ζ', 'Z'),
        ('Η', 'H'),
        ('Ι', 'I'),
        ('Κ', 'K'),
        ('Μ', 'M'),
        ('Ν', 'N'),
        ('Ο', 'O'),
        ('Ρ', 'P'),
        ('Τ', 'T'),
        ('Υ', 'Y'),
        ('Χ', 'X'),
    ];
    let find = |table: &[(char, char)]| table.iter().find(|(k, _)| *k == c).map(|(_, l)| *l);
    if let Some(l) = find(CYRILLIC) {
        return Some((l, "Cyrillic"));
    }
    if let Some(l) = find(GREEK) {
        return Some((l, "Greek"));
    }
    // Fullwidth forms U+FF01..U+FF5E mirror ASCII 0x21..0x7E.
    let code = c as u32;
    if (0xFF01..=0xFF5E).contains(&code) {
        let ascii = char::from_u32(code - 0xFF01 + 0x21)?;
        return ascii
            .is_ascii_alphanumeric()
            .then_some((ascii, "fullwidth"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cyrillic_letter_in_a_latin_word_is_named() {
        let err = check_letters("The gems are in the blуe box").unwrap_err();
        assert_eq!(
            err.to_string(),
            "`blуe` contains `у` (U+0443, Cyrillic) where the Latin letter `y` was probably meant"
        );
        assert!(
            check_letters("Τhe blue box is true").is_err(),
            "Greek capital tau"
        );
        assert!(check_letters("The ｂlue box").is_err(), "fullwidth b");
    }

    #[test]
    fn box_names_with_look_alikes_say_so() {
        assert_eq!(colour(" White ").unwrap(), Colour::White);
        let err = colour("blуe").unwrap_err();
        assert!(matches!(err, ParlorError::LookAlike { .. }), "{err}");
        let err = colour("red").unwrap_err();
        assert!(matches!(err, ParlorError::UnknownBox(_)), "{err}");
    }

    #[test]
    fn long_texts_are_shortened_in_errors() {
        let long = "x".repeat(5_000_000);
        assert!(colour(&long).unwrap_err().to_string().len() < 200);
        let word = format!("{long}у");
        assert!(check_letters(&word).unwrap_err().to_string().len() < 200);
        assert_eq!(shorten("short"), "short");
        assert_eq!(shorten(&"é".repeat(61)), format!("{}…", "é".repeat(60)));
    }

    #[test]
    fn invisible_characters_are_named() {
        let err = check_letters("This box\u{200B} is empty").unwrap_err();
        assert!(err.to_string().contains("U+200B"), "{err}");
        for c in [
            '\0', '\u{1}', '\u{7f}', '\u{9b}', '\u{202e}', '\u{feff}', '\u{2066}',
        ] {
            for text in [
                format!("The gems are in this{c}box"),
                format!("{c}This box is empty"),
                format!("This box is empty{c}"),
            ] {
                let err = check_letters(&text).unwrap_err();
                assert!(
                    err.to_string().contains(&format!("U+{:04X}", c as u32)),
                    "{text:?}: {err}"
                );
            }
        }
    }

    #[test]
    fn plain_text_and_other_scripts_pass() {
        assert!(check_letters("The gems are in the blue box.").is_ok());
        assert!(check_letters("“Quoted” words… and l’apostrophe — fine").is_ok());
        assert!(check_letters("привет means hello").is_ok());
    }

    #[test]
    fn only_a_leading_bom_is_skipped() {
        assert_eq!(strip_bom("\u{feff}blue: x"), "blue: x");
        assert_eq!(strip_bom("blue: x\u{feff}"), "blue: x\u{feff}");
    }
}
