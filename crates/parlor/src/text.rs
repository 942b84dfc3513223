//! Tokenizing English statements.
//!
//! A sentence becomes a list of [`Token`]s: lower-case words and quoted
//! phrases. Case and punctuation are dropped, curly quotes become straight
//! ones, contractions are expanded (`isn't` → `is not`, and typed without the
//! apostrophe: `isnt`, `theyre`, `im`), a possessive `'s`
//! becomes a token of its own (`box's` → `box 's`) and a few synonyms are
//! folded (`gem`, `prize` → `gems`). Numerals stay as written; the lexicon
//! reads them. A quote is
//! `"…"`, or `'…'` when the `'` starts a word (so `box's` is not a quote).

/// One unit of a normalized sentence.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Token {
    /// A lower-case word.
    Word(String),
    /// A quoted phrase, lower-case, spaces collapsed.
    Quoted(String),
}

impl Token {
    /// The word, or `None` for a quoted phrase.
    pub fn word(&self) -> Option<&str> {
        match self {
            Token::Word(w) => Some(w.as_str()),
            Token::Quoted(_) => None,
        }
    }

    /// The words of `tokens`, a quoted phrase standing as `"`.
    pub fn words(tokens: &[Token]) -> Vec<&str> {
        tokens.iter().map(|t| t.word().unwrap_or("\"")).collect()
    }

    /// The token as it is shown in messages: words bare, phrases in quotes.
    pub fn show(&self) -> String {
        match self {
            Token::Word(w) => w.clone(),
            Token::Quoted(q) => format!("\"{q}\""),
        }
    }

    /// Tokens written back as a sentence that [`tokenize`] reads as the
    /// same tokens: shown ([`Token::show`]) and spaced, a possessive `'s`
    /// joined to the word before it (`box 's` would read as a quotation).
    pub fn text(tokens: &[Token]) -> String {
        let mut out = String::new();
        for t in tokens {
            let shown = t.show();
            if !out.is_empty() && shown != "'s" {
                out.push(' ');
            }
            out.push_str(&shown);
        }
        out
    }
}

/// Splits and normalizes a sentence (see module doc).
pub fn tokenize(sentence: &str) -> Vec<Token> {
    let chars: Vec<char> = its_typed_for_it_is(sentence)
        .chars()
        .map(straighten)
        .collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '"' || (c == '\'' && starts_quote(&chars, i)) {
            let end = closing_quote(&chars, i);
            let phrase: String = chars[i + 1..end].iter().collect();
            tokens.push(Token::Quoted(collapse(&phrase)));
            i = end + 1;
        } else if is_word_char(c) {
            let start = i;
            while i < chars.len() && (is_word_char(chars[i]) || inner_apostrophe(&chars, i)) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            push_word(&mut tokens, &word.to_lowercase());
        } else {
            // A semicolon joins two clauses: `A; B` says both.
            if c == ';' {
                tokens.push(Token::Word("and".to_string()));
            }
            i += 1;
        }
    }
    tokens
}

/// `its` typed for `it's` (the apostrophe left out, as `isnt` for
/// `isn't`): before a word a possessive never stands before (`not`, a
/// preposition of place, `here`, an article, a verb in `-ing`, an adverb of
/// emphasis: `its def not here`), `its` is
/// `it's`; elsewhere it is the possessive (`its statements`). The text
/// with those written `it's` (read by [`tokenize`], and by whatever reads
/// the words as written).
pub fn its_typed_for_it_is(text: &str) -> std::borrow::Cow<'_, str> {
    const CLAUSE: &[&str] = &[
        "not", "in", "inside", "within", "here", "there", "a", "an", "the", "lying", "telling",
    ];
    let raw: Vec<&str> = text.split(' ').collect();
    let bare = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase()
    };
    // An adverb of emphasis may stand between (`its def not in blue`).
    let typed = |i: usize| {
        raw[i].eq_ignore_ascii_case("its")
            && raw.get(i + 1).is_some_and(|n| {
                let n = bare(n);
                CLAUSE.contains(&n.as_str()) || crate::grammar::normalize::emphasis_word(&n)
            })
    };
    if !(0..raw.len()).any(typed) {
        return std::borrow::Cow::Borrowed(text);
    }
    let words: Vec<String> = (0..raw.len())
        .map(|i| {
            if typed(i) {
                format!("{}'s", &raw[i][..2])
            } else {
                raw[i].to_string()
            }
        })
        .collect();
    std::borrow::Cow::Owned(words.join(" "))
}

/// Lower-cases and collapses whitespace in a phrase.
pub fn collapse(text: &str) -> String {
    text.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of a statement's text for wording-based claims: lower case,
/// letters, digits, hyphens and apostrophes only.
pub fn plain_words(text: &str) -> Vec<String> {
    text.split(|c: char| !(is_word_char(c) || c == '\''))
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

fn straighten(c: char) -> char {
    match c {
        '\u{201C}' | '\u{201D}' | '\u{201E}' => '"',
        '\u{2018}' | '\u{2019}' => '\'',
        _ => c,
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '-'
}

fn starts_quote(chars: &[char], i: usize) -> bool {
    i == 0 || !chars[i - 1].is_alphanumeric()
}

fn inner_apostrophe(chars: &[char], i: usize) -> bool {
    chars[i] == '\''
        && i > 0
        && chars[i - 1].is_alphanumeric()
        && chars.get(i + 1).is_some_and(|c| c.is_alphanumeric())
}

/// Index of the quote closing the one at `open` (or the end of the text).
fn closing_quote(chars: &[char], open: usize) -> usize {
    let quote = chars[open];
    (open + 1..chars.len())
        .find(|&j| {
            chars[j] == quote
                && (quote == '"' || chars.get(j + 1).is_none_or(|c| !c.is_alphanumeric()))
        })
        .unwrap_or(chars.len())
}

fn push_word(tokens: &mut Vec<Token>, word: &str) {
    let expanded: &[&str] = match word {
        "isn't" => &["is", "not"],
        "aren't" => &["are", "not"],
        "doesn't" => &["does", "not"],
        "don't" => &["do", "not"],
        "it's" => &["it", "is"],
        "there's" => &["there", "is"],
        "wasn't" => &["is", "not"],
        "am" => &["is"],
        "i'm" => &["i", "is"],
        "can't" | "cannot" => &["can", "not"],
        "they're" => &["they", "are"],
        "we're" => &["we", "are"],
        "you're" => &["you", "are"],
        "weren't" => &["are", "not"],
        "hasn't" => &["has", "not"],
        "haven't" => &["have", "not"],
        "i've" => &["i", "have"],
        "won't" => &["will", "not"],
        "ain't" | "aint" => &["is", "not"],
        // The same contractions typed without the apostrophe.
        "isnt" => &["is", "not"],
        "arent" => &["are", "not"],
        "doesnt" => &["does", "not"],
        "dont" => &["do", "not"],
        "cant" => &["can", "not"],
        "hasnt" => &["has", "not"],
        "havent" => &["have", "not"],
        "wont" => &["will", "not"],
        "werent" => &["are", "not"],
        "wasnt" => &["is", "not"],
        // Pronoun contractions without the apostrophe: none of them is an
        // English word of its own (`were`, `well`, `id` are, and are left).
        "im" => &["i", "is"],
        "ive" => &["i", "have"],
        "theyre" => &["they", "are"],
        "youre" => &["you", "are"],
        "thats" => &["that", "is"],
        "theres" => &["there", "is"],
        "whats" => &["what", "is"],
        "gem" | "prize" | "prizes" => &["gems"],
        other => {
            match other.strip_suffix("'s") {
                Some(stem) if !stem.is_empty() => {
                    tokens.push(Token::Word(stem.to_string()));
                    tokens.push(Token::Word("'s".to_string()));
                }
                _ => tokens.push(Token::Word(other.to_string())),
            }
            return;
        }
    };
    tokens.extend(expanded.iter().map(|w| Token::Word(w.to_string())));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        tokenize(s).iter().map(Token::show).collect()
    }

    #[test]
    fn tokens_written_back_read_as_the_same_tokens() {
        for s in [
            "The white box's statements are all false",
            "The word \"blue\" is on the black box's first statement",
        ] {
            let tokens = tokenize(s);
            assert_eq!(tokenize(&Token::text(&tokens)), tokens, "{s}");
        }
        assert_eq!(
            Token::text(&tokenize("THE WHITE BOX'S STATEMENTS")),
            "the white box's statements"
        );
    }

    #[test]
    fn drops_case_and_punctuation() {
        assert_eq!(
            words("The black box is TRUE."),
            ["the", "black", "box", "is", "true"]
        );
    }

    #[test]
    fn reads_quotes_and_apostrophes() {
        assert_eq!(
            words("replace the word 'every' with \u{201C}this\u{201D}; box's"),
            [
                "replace",
                "the",
                "word",
                "\"every\"",
                "with",
                "\"this\"",
                "and",
                "box",
                "'s"
            ]
        );
        assert_eq!(words("It isn't blue"), ["it", "is", "not", "blue"]);
    }

    #[test]
    fn its_before_a_clause_is_it_is() {
        let show = |s: &str| {
            tokenize(s)
                .iter()
                .map(Token::show)
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(show("its not in here lol"), "it is not in here lol");
        assert_eq!(show("theyre in black"), "they are in black");
        assert_eq!(show("im lying, youre not"), "i is lying you are not");
        assert_eq!(
            show("thats a lie, theres nothing"),
            "that is a lie there is nothing"
        );
        assert_eq!(show("its the white box"), "it is the white box");
        assert_eq!(show("its statements are true"), "its statements are true");
        assert_eq!(
            show("Its first statement is false"),
            "its first statement is false"
        );
    }

    #[test]
    fn plain_words_keep_quoted_text() {
        assert_eq!(
            plain_words("The word \"white\" is here."),
            ["the", "word", "white", "is", "here"]
        );
    }
}
