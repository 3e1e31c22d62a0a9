//! Conway's notation in: expressions parsed into canonical forms. Printing
//! is [`Forms::display`], in its own module, so that a solution that only
//! prints does not carry the parser.

use crate::forms::Number;
use crate::forms::{Forms, GameId};
use std::fmt;

/// The deepest brace nesting an expression may have.
pub const MAX_NESTING: usize = 100;

/// Why a text is not a game in Conway's notation: what, and where (a byte
/// offset, counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// The column (byte offset + 1) where the problem was found.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for NotationError {}

impl<N: Number> Forms<N> {
    /// The canonical form of an expression in Conway's notation: integers,
    /// dyadics `p/q` (q a power of two), `*`, `*n`, `{a,b,…|c,…}` (either
    /// side may be empty), unary `-`, sums with `+`; spaces between tokens
    /// are ignored.
    ///
    /// # Errors
    /// A [`NotationError`] for anything else: an unbalanced brace, an
    /// option missing around a `,`, a denominator that is not a power of
    /// two, braces nested deeper than [`MAX_NESTING`], a number out of
    /// range of a [`SmallDyadic`](super::SmallDyadic) arena, …
    ///
    /// # Panics
    /// In a [`SmallDyadic`](super::SmallDyadic) arena, if a sum's numbers
    /// outgrow it; a [`Games`](super::Games) arena holds any size.
    ///
    /// # Example
    /// ```
    /// use game_theory::partizan::Games;
    /// let mut games = Games::new();
    /// let g = games.parse(b"{0|*} + {0|*}").unwrap();
    /// assert_eq!(games.display(g), "{0|{*,0|0}}"); // double up: {0 | up-star}
    /// let h = games.parse(b"{1/2|1} + -*").unwrap();
    /// assert_eq!(games.display(h), "{3/4|3/4}");
    /// assert_eq!(games.parse(b"{0|").unwrap_err().to_string(), "column 4: '}' expected");
    /// ```
    pub fn parse(&mut self, text: &[u8]) -> Result<GameId, NotationError> {
        let mut parser = Parser {
            text,
            at: 0,
            depth: 0,
            games: self,
        };
        let game = parser.sum()?;
        match parser.peek() {
            None => Ok(game),
            Some(b'}') => Err(parser.error("'}' without its '{'")),
            Some(c) => Err(parser.error(format!("unexpected '{}'", c as char))),
        }
    }
}

/// A recursive-descent parser over one expression; recursion only follows
/// brace nesting (≤ [`MAX_NESTING`]), chains of `-` and `+` are loops.
struct Parser<'a, N> {
    text: &'a [u8],
    at: usize,
    depth: usize,
    games: &'a mut Forms<N>,
}

impl<N: Number> Parser<'_, N> {
    fn error(&self, message: impl Into<String>) -> NotationError {
        NotationError {
            column: self.at + 1,
            message: message.into(),
        }
    }

    /// The next byte that is not a space, without taking it.
    fn peek(&mut self) -> Option<u8> {
        while self.at < self.text.len() && matches!(self.text[self.at], b' ' | b'\t' | b'\r') {
            self.at += 1;
        }
        self.text.get(self.at).copied()
    }

    /// term ('+' term)*
    fn sum(&mut self) -> Result<GameId, NotationError> {
        let mut total = self.term()?;
        while self.peek() == Some(b'+') {
            self.at += 1;
            let next = self.term()?;
            total = self.games.sum(total, next);
        }
        Ok(total)
    }

    /// '-'* atom
    fn term(&mut self) -> Result<GameId, NotationError> {
        let mut negate = false;
        while self.peek() == Some(b'-') {
            self.at += 1;
            negate = !negate;
        }
        let atom = self.atom()?;
        Ok(if negate { self.games.neg(atom) } else { atom })
    }

    fn atom(&mut self) -> Result<GameId, NotationError> {
        match self.peek() {
            Some(b'{') => self.braces(),
            Some(b'*') => {
                self.at += 1;
                let digits = self.digits();
                if digits.is_empty() {
                    return Ok(self.games.nimber(1));
                }
                let n = std::str::from_utf8(digits)
                    .ok()
                    .and_then(|d| d.parse::<u32>().ok())
                    .ok_or_else(|| self.error("nimber too large (at most 2^32 - 1)"))?;
                Ok(self.games.nimber(n))
            }
            Some(c) if c.is_ascii_digit() => self.number(),
            Some(c) => Err(self.error(format!("a game expected, found '{}'", c as char))),
            None => Err(self.error("a game expected, found the end of the line")),
        }
    }

    /// The digits at the cursor: a number (`12`, `3/4`, `*12`) is one
    /// token, spaces go between tokens, so `1 2` is an error, not 12.
    fn digits(&mut self) -> &[u8] {
        let start = self.at;
        while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
            self.at += 1;
        }
        &self.text[start..self.at]
    }

    fn number(&mut self) -> Result<GameId, NotationError> {
        let start = self.at;
        self.digits();
        if self.text.get(self.at) == Some(&b'/') {
            self.at += 1;
            if self.digits().is_empty() {
                return Err(self.error("a denominator expected after '/'"));
            }
        }
        let number = N::from_notation(&self.text[start..self.at]).map_err(|e| NotationError {
            column: start + 1,
            message: e.to_string(),
        })?;
        Ok(self.games.number(number))
    }

    /// '{' options '|' options '}'
    fn braces(&mut self) -> Result<GameId, NotationError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(format!("braces nested deeper than {MAX_NESTING}")));
        }
        self.at += 1;
        let left = self.options(b'|')?;
        self.at += 1;
        let right = self.options(b'}')?;
        self.at += 1;
        self.depth -= 1;
        Ok(self.games.game(&left, &right))
    }

    /// A side: empty, or games separated by ',', up to `end` (not taken).
    fn options(&mut self, end: u8) -> Result<Vec<GameId>, NotationError> {
        let mut options = Vec::new();
        if self.peek() == Some(end) {
            return Ok(options);
        }
        loop {
            match self.peek() {
                None => return Err(self.error(format!("'{}' expected", end as char))),
                Some(b',') => return Err(self.error("an option expected before ','")),
                Some(c) if c == end => {
                    return Err(self.error(format!("an option expected before '{}'", end as char)))
                }
                _ => {}
            }
            options.push(self.sum()?);
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == end => return Ok(options),
                Some(b'|') => return Err(self.error("a second '|' in one pair of braces")),
                Some(c) if end == b'|' && c == b'}' => return Err(self.error("'|' expected")),
                _ => return Err(self.error(format!("'{}' expected", end as char))),
            }
        }
    }
}
