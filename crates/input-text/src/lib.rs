//! What every reader (Black Box boards, puzzles and saves, Parlor puzzles
//! and data sets) shares about raw input text, so that they all behave
//! alike:
//!
//! - [`strip_bom`]: a UTF-8 byte order mark (U+FEFF) at the very start of
//!   an input is skipped (editors on Windows write one, and it carries no
//!   meaning); anywhere else it is an invisible character like any other.
//! - [`quoted`]: input quoted in an error message, `` `like this` ``, cut to
//!   [`SHOWN`] characters, with every control or invisible character
//!   ([`is_invisible`]) written as an escape (`\u{0}`, `\u{feff}`, `\t`), so
//!   that what the message shows is what the input holds.

#![warn(missing_docs)]

use std::fmt::Write;

/// Most characters of an input quoted in an error message.
pub const SHOWN: usize = 60;

/// The text without one leading UTF-8 byte order mark.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Whether `c` shows nothing (or moves the text) where it stands: control
/// characters (C0, DEL, C1), format characters (zero-width spaces and
/// joiners, direction marks and overrides, the word joiner and invisible
/// operators, U+FEFF), the soft hyphen, and space characters other than the
/// plain space.
pub fn is_invisible(c: char) -> bool {
    c.is_control()
        || (c.is_whitespace() && c != ' ')
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{E0000}'..='\u{E007F}'
        )
}

/// `text` between backticks for an error message: at most [`SHOWN`]
/// characters (then `…`), invisible characters escaped (see the module
/// doc).
pub fn quoted(text: &str) -> String {
    format!("`{}`", escaped(text, SHOWN))
}

/// `text` for an error message, unquoted: at most `shown` characters (then
/// `…`), invisible characters escaped. For a message that already quotes
/// input (one made by a parser of another crate).
pub fn escaped(text: &str, shown: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == shown {
            out.push('…');
            break;
        }
        match c {
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if is_invisible(c) => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// A whole message as shown to a user: every invisible character escaped
/// as in [`escaped`], except the line breaks that lay the message out. For
/// the last step before a message leaves the program (the web's error
/// answers), so that no path can show a raw control character.
pub fn visible_lines(message: &str) -> String {
    message
        .split('\n')
        .map(|line| escaped(line, usize::MAX))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_messages_keep_their_line_breaks_and_nothing_else_invisible() {
        assert_eq!(
            visible_lines("move 1 `fire\u{200b}1`:\nunknown\r\0"),
            "move 1 `fire\\u{200b}1`:\nunknown\\r\\u{0}"
        );
        assert_eq!(visible_lines("plain text"), "plain text");
    }

    #[test]
    fn invisible_characters_are_escaped() {
        assert_eq!(quoted("H\0"), "`H\\u{0}`");
        assert_eq!(quoted("\u{feff}size 8x8"), "`\\u{feff}size 8x8`");
        assert_eq!(quoted("a\tb\r"), "`a\\tb\\r`");
        for c in [
            '\0',
            '\u{7}',
            '\u{1b}',
            '\u{7f}',
            '\u{85}',
            '\u{a0}',
            '\u{ad}',
            '\u{200b}',
            '\u{200d}',
            '\u{202e}',
            '\u{2060}',
            '\u{3000}',
            '\u{feff}',
            '\u{e0041}',
        ] {
            let shown = quoted(&format!("x{c}y"));
            assert_eq!(shown, format!("`x\\u{{{:x}}}y`", c as u32), "{c:?}");
        }
    }

    #[test]
    fn visible_text_is_kept() {
        for text in ["size 8x8", "blуe", "“quoted” — é ü 漢字", "a b"] {
            assert_eq!(quoted(text), format!("`{text}`"));
        }
    }

    #[test]
    fn messages_are_escaped_and_cut() {
        assert_eq!(escaped("unknown key `a\0`", 100), "unknown key `a\\u{0}`");
        assert_eq!(escaped("abcdef", 3), "abc…");
    }

    #[test]
    fn long_text_is_cut() {
        let long = "é".repeat(5_000);
        assert_eq!(quoted(&long), format!("`{}…`", "é".repeat(SHOWN)));
        assert_eq!(
            quoted(&"x".repeat(SHOWN)),
            format!("`{}`", "x".repeat(SHOWN))
        );
    }

    #[test]
    fn only_one_leading_bom_is_skipped() {
        assert_eq!(strip_bom("\u{feff}size 5"), "size 5");
        assert_eq!(strip_bom("\u{feff}\u{feff}x"), "\u{feff}x");
        assert_eq!(strip_bom("size\u{feff} 5"), "size\u{feff} 5");
    }
}
