//! Parser for the text form of formulas (the inverse of [`super::display`]).
//!
//! Grammar, loosest binding first (`→` is right-associative, `↔` left):
//! ```text
//! iff     := implies (IFF implies)*
//! implies := or (IMPLIES implies)?
//! or      := and (OR and)*
//! and     := unary (AND unary)*
//! unary   := NOT unary | atom
//! atom    := "T" | "F" | "true" | "false" | name | quoted | "(" iff ")"
//! name    := word ("(" name ("," name)* ")")?      word := (alphanumeric | "_")+
//! quoted  := '"' (any char but '"' or '\', or '\"', or '\\')* '"'
//! ```
//! Operators: `∧ & &&`, `∨ | ||`, `¬ ! ~`, `→ -> =>`, `↔ <-> <=>`.
//! A name's argument list must follow its word directly (`gems(blue)`);
//! whitespace inside the list is allowed and dropped (`stmt(blue, 1)` names
//! the variable `stmt(blue,1)`). A word that is a constant keyword is a
//! constant unless an argument list follows (`true(white)` is a variable).
//! Errors report the 1-based line and column where reading failed.

use std::iter::Peekable;
use std::str::{CharIndices, FromStr};

use super::Formula;
use crate::error::{Error, ParseErrorKind, Result};

/// Whether `name` is printed without quotes: it must read back as exactly one
/// name token (no whitespace, not a constant keyword).
pub fn is_plain_name(name: &str) -> bool {
    let mut lexer = Lexer::new(name);
    !is_keyword(name)
        && !name.chars().any(char::is_whitespace)
        && matches!(lexer.next_token(), Ok((Token::Name(n), _)) if n == name)
        && matches!(lexer.next_token(), Ok((Token::End, _)))
}

fn is_keyword(word: &str) -> bool {
    matches!(word, "T" | "F" | "true" | "false")
}

impl FromStr for Formula {
    type Err = Error;

    fn from_str(text: &str) -> Result<Formula> {
        Formula::parse(text)
    }
}

impl Formula {
    /// Parses the text form (Unicode or ASCII operators); see the module doc.
    pub fn parse(text: &str) -> Result<Formula> {
        let mut parser = Parser {
            lexer: Lexer::new(text),
            peeked: None,
        };
        let formula = parser.iff()?;
        match parser.take()? {
            (Token::End, _) => Ok(formula),
            (token, pos) => Err(unexpected(token, pos, "an operator or end of input")),
        }
    }
}

/// The error for finding `token` at `pos` where `expected` was required.
fn unexpected(token: Token, pos: Pos, expected: &'static str) -> Error {
    pos.error(match token {
        Token::End => ParseErrorKind::UnexpectedEnd(expected),
        token => ParseErrorKind::Unexpected {
            found: token.describe(),
            expected,
        },
    })
}

/// A 1-based line/column position in the input.
#[derive(Debug, Clone, Copy)]
struct Pos {
    line: usize,
    column: usize,
}

impl Pos {
    fn error(self, kind: ParseErrorKind) -> Error {
        Error::Parse {
            line: self.line,
            column: self.column,
            kind,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Const(bool),
    Name(String),
    Not,
    And,
    Or,
    Implies,
    Iff,
    LParen,
    RParen,
    End,
}

impl Token {
    fn describe(&self) -> String {
        match self {
            Token::Const(b) => format!("constant {}", if *b { "T" } else { "F" }),
            Token::Name(n) => format!("name {n:?}"),
            Token::Not => "'¬'".into(),
            Token::And => "'∧'".into(),
            Token::Or => "'∨'".into(),
            Token::Implies => "'→'".into(),
            Token::Iff => "'↔'".into(),
            Token::LParen => "'('".into(),
            Token::RParen => "')'".into(),
            Token::End => "end of input".into(),
        }
    }
}

/// Character stream with line/column tracking.
struct Lexer<'a> {
    chars: Peekable<CharIndices<'a>>,
    pos: Pos,
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Self {
        Lexer {
            chars: text.char_indices().peekable(),
            pos: Pos { line: 1, column: 1 },
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn bump(&mut self) -> Option<char> {
        let (_, c) = self.chars.next()?;
        if c == '\n' {
            self.pos.line += 1;
            self.pos.column = 1;
        } else {
            self.pos.column += 1;
        }
        Some(c)
    }

    fn skip_whitespace(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// Consumes `rest` if the input continues with it (after the first char).
    fn expect_rest(&mut self, start: Pos, rest: &str, found: char) -> Result<()> {
        for want in rest.chars() {
            match self.peek() {
                Some(c) if c == want => {
                    self.bump();
                }
                _ => return Err(start.error(ParseErrorKind::UnexpectedChar(found))),
            }
        }
        Ok(())
    }

    /// Consumes `c` if it is next.
    fn eat(&mut self, c: char) -> bool {
        let hit = self.peek() == Some(c);
        if hit {
            self.bump();
        }
        hit
    }

    fn next_token(&mut self) -> Result<(Token, Pos)> {
        self.skip_whitespace();
        let start = self.pos;
        let Some(c) = self.bump() else {
            return Ok((Token::End, start));
        };
        let token = match c {
            '¬' | '!' | '~' => Token::Not,
            '∧' => Token::And,
            '&' => {
                self.eat('&');
                Token::And
            }
            '∨' => Token::Or,
            '|' => {
                self.eat('|');
                Token::Or
            }
            '→' | '⇒' => Token::Implies,
            '-' | '=' => {
                self.expect_rest(start, ">", c)?;
                Token::Implies
            }
            '↔' | '⇔' => Token::Iff,
            '<' => {
                if !self.eat('-') {
                    self.expect_rest(start, "=", c)?;
                }
                self.expect_rest(start, ">", c)?;
                Token::Iff
            }
            '(' => Token::LParen,
            ')' => Token::RParen,
            '"' => Token::Name(self.quoted(start)?),
            c if is_word_char(c) => self.word_token(c)?,
            other => return Err(start.error(ParseErrorKind::UnexpectedChar(other))),
        };
        Ok((token, start))
    }

    /// Reads the rest of a word starting with `first`, plus any argument list.
    fn word_token(&mut self, first: char) -> Result<Token> {
        let mut name = String::from(first);
        self.word_rest(&mut name);
        if self.peek() != Some('(') {
            return Ok(match name.as_str() {
                "T" | "true" => Token::Const(true),
                "F" | "false" => Token::Const(false),
                _ => Token::Name(name),
            });
        }
        self.args(&mut name)?;
        Ok(Token::Name(name))
    }

    fn word_rest(&mut self, name: &mut String) {
        while let Some(c) = self.peek().filter(|&c| is_word_char(c)) {
            name.push(c);
            self.bump();
        }
    }

    /// Reads `(name, name, ...)` into `name`, dropping whitespace.
    fn args(&mut self, name: &mut String) -> Result<()> {
        self.bump();
        name.push('(');
        loop {
            self.skip_whitespace();
            let pos = self.pos;
            match self.bump() {
                Some(c) if is_word_char(c) => {
                    name.push(c);
                    self.word_rest(name);
                    if self.peek() == Some('(') {
                        self.args(name)?;
                    }
                }
                Some(c) => return Err(pos.error(ParseErrorKind::UnexpectedChar(c))),
                None => return Err(pos.error(ParseErrorKind::UnexpectedEnd("an argument"))),
            }
            self.skip_whitespace();
            let pos = self.pos;
            match self.bump() {
                Some(',') => name.push(','),
                Some(')') => {
                    name.push(')');
                    return Ok(());
                }
                Some(c) => return Err(pos.error(ParseErrorKind::UnexpectedChar(c))),
                None => return Err(pos.error(ParseErrorKind::UnexpectedEnd("',' or ')'"))),
            }
        }
    }

    /// Reads a quoted name after its opening quote.
    fn quoted(&mut self, start: Pos) -> Result<String> {
        let mut name = String::new();
        loop {
            match self.bump() {
                None => return Err(start.error(ParseErrorKind::UnterminatedQuote)),
                Some('"') => return Ok(name),
                Some('\\') => {
                    let pos = self.pos;
                    match self.bump() {
                        Some(c @ ('"' | '\\')) => name.push(c),
                        Some(c) => return Err(pos.error(ParseErrorKind::InvalidEscape(c))),
                        None => return Err(start.error(ParseErrorKind::UnterminatedQuote)),
                    }
                }
                Some(c) => name.push(c),
            }
        }
    }
}

/// Recursive-descent parser with one token of lookahead.
struct Parser<'a> {
    lexer: Lexer<'a>,
    peeked: Option<(Token, Pos)>,
}

impl Parser<'_> {
    fn peek(&mut self) -> Result<&Token> {
        if self.peeked.is_none() {
            self.peeked = Some(self.lexer.next_token()?);
        }
        Ok(&self.peeked.as_ref().expect("filled above").0)
    }

    fn take(&mut self) -> Result<(Token, Pos)> {
        match self.peeked.take() {
            Some(t) => Ok(t),
            None => self.lexer.next_token(),
        }
    }

    /// Consumes the next token if it equals `token`.
    fn eat(&mut self, token: &Token) -> Result<bool> {
        let hit = self.peek()? == token;
        if hit {
            self.take()?;
        }
        Ok(hit)
    }

    fn iff(&mut self) -> Result<Formula> {
        let mut left = self.implies()?;
        while self.eat(&Token::Iff)? {
            left = Formula::iff(left, self.implies()?);
        }
        Ok(left)
    }

    fn implies(&mut self) -> Result<Formula> {
        let premise = self.or()?;
        if self.eat(&Token::Implies)? {
            return Ok(Formula::implies(premise, self.implies()?));
        }
        Ok(premise)
    }

    fn or(&mut self) -> Result<Formula> {
        let mut terms = vec![self.and()?];
        while self.eat(&Token::Or)? {
            terms.push(self.and()?);
        }
        Ok(Formula::or(terms))
    }

    fn and(&mut self) -> Result<Formula> {
        let mut terms = vec![self.unary()?];
        while self.eat(&Token::And)? {
            terms.push(self.unary()?);
        }
        Ok(Formula::and(terms))
    }

    fn unary(&mut self) -> Result<Formula> {
        if self.eat(&Token::Not)? {
            return Ok(Formula::not(self.unary()?));
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<Formula> {
        const EXPECTED: &str = "a constant, a name, '¬' or '('";
        match self.take()? {
            (Token::Const(b), _) => Ok(Formula::constant(b)),
            (Token::Name(name), _) => Ok(Formula::var(name)),
            (Token::LParen, _) => {
                let inner = self.iff()?;
                match self.take()? {
                    (Token::RParen, _) => Ok(inner),
                    (token, pos) => Err(unexpected(token, pos, "')'")),
                }
            }
            (token, pos) => Err(unexpected(token, pos, EXPECTED)),
        }
    }
}
