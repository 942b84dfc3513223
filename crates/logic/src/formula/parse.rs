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
//!
//! Depth limit: a formula may be nested at most [`MAX_DEPTH`] levels deep,
//! counting each parenthesis inside another, each nested argument list
//! (`f(g(h))`), and each level of the formula built (an operand of `∧`, `∨`,
//! `→`, `↔` or of a `¬` that does not cancel is one level below its
//! operator, so a chain `a → b → … → z` of n arrows is n levels deep).
//! Deeper text is a [`ParseErrorKind::TooDeep`] error rather than a stack
//! overflow here or in the recursive code that uses formulas (display,
//! Tseitin encoding, evaluation, drop). Runs of `¬` are read without
//! recursion and cancel in pairs, so `¬¬¬…a` of any length is fine.

use std::iter::Peekable;
use std::str::{CharIndices, FromStr};

use super::Formula;
use crate::error::{Error, ParseErrorKind, Result};

/// The deepest nesting the parser accepts (see the module doc). Formulas
/// this deep are printed, encoded and dropped well within a 2 MiB thread stack.
pub const MAX_DEPTH: usize = 256;

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
            open: 0,
        };
        let (formula, _) = parser.iff()?;
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

    /// Reads `(name, name, ...)` into `name`, dropping whitespace. Nested
    /// lists (`f(g(x), y)`) are read with a level counter, not recursion.
    fn args(&mut self, name: &mut String) -> Result<()> {
        let open = self.pos;
        self.bump();
        name.push('(');
        let mut level = 1;
        loop {
            // An argument: a word, possibly with its own list.
            self.skip_whitespace();
            let pos = self.pos;
            match self.bump() {
                Some(c) if is_word_char(c) => {
                    name.push(c);
                    self.word_rest(name);
                    if self.peek() == Some('(') {
                        level += 1;
                        if level > MAX_DEPTH {
                            return Err(open.error(ParseErrorKind::TooDeep { max: MAX_DEPTH }));
                        }
                        self.bump();
                        name.push('(');
                        continue;
                    }
                }
                Some(c) => return Err(pos.error(ParseErrorKind::UnexpectedChar(c))),
                None => return Err(pos.error(ParseErrorKind::UnexpectedEnd("an argument"))),
            }
            // After an argument: `,` (next argument) or `)` closing one level.
            loop {
                self.skip_whitespace();
                let pos = self.pos;
                match self.bump() {
                    Some(',') => {
                        name.push(',');
                        break;
                    }
                    Some(')') => {
                        name.push(')');
                        level -= 1;
                        if level == 0 {
                            return Ok(());
                        }
                    }
                    Some(c) => return Err(pos.error(ParseErrorKind::UnexpectedChar(c))),
                    None => return Err(pos.error(ParseErrorKind::UnexpectedEnd("',' or ')'"))),
                }
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

/// A formula read so far and an upper bound on its depth (levels of nodes).
type Parsed = (Formula, usize);

/// Recursive-descent parser with one token of lookahead. It recurses only
/// into parentheses, at most [`MAX_DEPTH`] deep; chains of `¬`, `→`, `↔`,
/// `∧`, `∨` are read in loops.
struct Parser<'a> {
    lexer: Lexer<'a>,
    peeked: Option<(Token, Pos)>,
    /// Parentheses open around the current position.
    open: usize,
}

/// Fails with [`ParseErrorKind::TooDeep`] at `pos` if `depth` exceeds the limit.
fn within_limit(depth: usize, pos: Pos) -> Result<usize> {
    if depth > MAX_DEPTH {
        return Err(pos.error(ParseErrorKind::TooDeep { max: MAX_DEPTH }));
    }
    Ok(depth)
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

    /// Consumes the next token if it equals `token`, returning its position.
    fn eat(&mut self, token: &Token) -> Result<Option<Pos>> {
        if self.peek()? != token {
            return Ok(None);
        }
        Ok(Some(self.take()?.1))
    }

    fn iff(&mut self) -> Result<Parsed> {
        let (mut left, mut depth) = self.implies()?;
        while let Some(pos) = self.eat(&Token::Iff)? {
            let (right, right_depth) = self.implies()?;
            depth = within_limit(depth.max(right_depth) + 1, pos)?;
            left = Formula::iff(left, right);
        }
        Ok((left, depth))
    }

    /// `a → b → c` is `a → (b → c)`: read the chain, then fold from the right.
    fn implies(&mut self) -> Result<Parsed> {
        let (first, mut depth) = self.or()?;
        let mut premises = Vec::new();
        let mut last = first;
        while let Some(pos) = self.eat(&Token::Implies)? {
            let (next, next_depth) = self.or()?;
            premises.push(std::mem::replace(&mut last, next));
            depth = within_limit(depth.max(next_depth) + 1, pos)?;
        }
        let formula = premises
            .into_iter()
            .rev()
            .fold(last, |conclusion, premise| {
                Formula::implies(premise, conclusion)
            });
        Ok((formula, depth))
    }

    fn or(&mut self) -> Result<Parsed> {
        self.junction(Token::Or, Self::and, Formula::or)
    }

    fn and(&mut self) -> Result<Parsed> {
        self.junction(Token::And, Self::unary, Formula::and)
    }

    /// `term (op term)*`, one level above its deepest term.
    fn junction(
        &mut self,
        op: Token,
        term: fn(&mut Self) -> Result<Parsed>,
        build: fn(Vec<Formula>) -> Formula,
    ) -> Result<Parsed> {
        let (first, mut deepest) = term(self)?;
        let mut terms = vec![first];
        let mut last_op = None;
        while let Some(pos) = self.eat(&op)? {
            let (next, depth) = term(self)?;
            deepest = deepest.max(depth);
            terms.push(next);
            last_op = Some(pos);
        }
        let depth = match last_op {
            Some(pos) => within_limit(deepest + 1, pos)?,
            None => deepest,
        };
        Ok((build(terms), depth))
    }

    /// `¬…¬ atom`: negations cancel in pairs, so only the parity matters.
    fn unary(&mut self) -> Result<Parsed> {
        let mut negations = 0usize;
        let mut first = None;
        while let Some(pos) = self.eat(&Token::Not)? {
            first.get_or_insert(pos);
            negations += 1;
        }
        let (formula, depth) = self.atom()?;
        if negations.is_multiple_of(2) {
            return Ok((formula, depth));
        }
        let depth = within_limit(depth + 1, first.expect("at least one negation"))?;
        Ok((Formula::not(formula), depth))
    }

    fn atom(&mut self) -> Result<Parsed> {
        const EXPECTED: &str = "a constant, a name, '¬' or '('";
        match self.take()? {
            (Token::Const(b), _) => Ok((Formula::constant(b), 0)),
            (Token::Name(name), _) => Ok((Formula::var(name), 0)),
            (Token::LParen, pos) => {
                self.open += 1;
                within_limit(self.open, pos)?;
                let inner = self.iff()?;
                self.open -= 1;
                match self.take()? {
                    (Token::RParen, _) => Ok(inner),
                    (token, pos) => Err(unexpected(token, pos, "')'")),
                }
            }
            (token, pos) => Err(unexpected(token, pos, EXPECTED)),
        }
    }
}
