//! Judge-format input that never panics.
//!
//! Every solver reads through a [`Scanner`]: whitespace-separated tokens,
//! each read with the name and the range the problem statement gives it. Bad
//! input of any kind (a token that is not a number, input that ends early, a
//! value out of range, leftover tokens) becomes an [`Error`] whose message
//! says what was wrong and where, for example
//! `test 3: k must be between 1 and 10^18, got 0`; [`crate::judge::process::run`]
//! prints it as one `error:` line and exits with status 1.
//!
//! Declared lengths are ordinary range-checked integers, so a solver checks a
//! length against its limit (and against a [`SumLimit`]) before it reserves
//! memory for it. proconio's `input!` reserves `n` elements first and panics
//! on a malformed token, which is why this layer exists.

use crate::judge::decimal::{leading_digits, parse_integer, POWERS_OF_TEN};
use crate::judge::error::quote;
pub use crate::judge::error::{pretty_bound, Error};
use crate::perf::memory::with_huge_pages;
use std::fmt;
use std::io::{self, BufRead};

/// The UTF-8 encoding of U+FEFF, which some editors put before a file's
/// text.
const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// 10^18, the largest value most problems allow.
pub const E18: u64 = 1_000_000_000_000_000_000;

/// How a value is named in error messages: `k`, or `p_3` for the third
/// element of an array. Formatting happens only when an error is made, so
/// reading arrays costs nothing for it.
#[derive(Debug, Clone, Copy)]
enum Name<'a> {
    Plain(&'a str),
    Element(&'a str, usize),
    /// An entry of list `index`: `a vertex in list 3`.
    InList(usize),
}

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Name::Plain(name) => f.write_str(name),
            Name::Element(name, index) => write!(f, "{name}_{index}"),
            Name::InList(index) => write!(f, "a vertex in list {index}"),
        }
    }
}

/// Where in the input an error happened, for its message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Context {
    Start,
    Test(usize),
    Move(usize),
}

/// Reads the next piece of a stream into the (cleared) bytes given: a
/// line ([`Scanner::streaming`]) or a buffer's worth cut after its last
/// whitespace ([`Scanner::chunked`]), so that no token is split between
/// two pieces; `false` at the end of the stream.
type Refill = Box<dyn FnMut(&mut Vec<u8>) -> io::Result<bool>>;

/// A whitespace-separated token reader, with the current test case (or move,
/// in an interactive game) kept for error messages.
///
/// It reads the whole input at once ([`Scanner::new`]); or a buffer at a
/// time ([`Scanner::chunked`]), holding a fixed amount of memory whatever
/// the input's size; or, for interactive programs, one line at a time as
/// tokens are needed ([`Scanner::streaming`]), so it never waits for input
/// the protocol has not yet asked for. All three read the same tokens and
/// make the same errors.
///
/// # Example
/// ```
/// use game_theory::judge::input::Scanner;
/// let mut input = Scanner::new(b"2\n3 4 5\n".to_vec());
/// let t = input.usize("T", 1, 10).unwrap();
/// input.start_test(1);
/// let piles = input.u64s("p", 3, 0, 10).unwrap();
/// assert_eq!((t, piles), (2, vec![3, 4, 5]));
/// assert!(input.finish().is_ok());
/// let err = Scanner::new(b"0".to_vec()).u64("k", 1, 10).unwrap_err();
/// assert_eq!(err.message(), "k must be between 1 and 10, got 0");
/// ```
pub struct Scanner {
    bytes: Vec<u8>,
    position: usize,
    context: Context,
    /// Reads the next piece of a streaming source into the (cleared)
    /// bytes; `false` at its end. A boxed closure made only by
    /// [`Scanner::streaming`] and [`Scanner::chunked`], so that a solver
    /// that reads its input whole bundles no streaming code.
    refill: Option<Refill>,
    /// Whether tokens are being read from one line only (see
    /// [`Scanner::next_line`]).
    within_line: bool,
    /// Where the last token read starts, for error messages.
    token_start: usize,
}

impl Scanner {
    /// A scanner over the given bytes. A leading UTF-8 byte-order mark
    /// (which Windows editors write) is skipped like whitespace.
    pub fn new(bytes: Vec<u8>) -> Self {
        let position = if bytes.starts_with(BYTE_ORDER_MARK) {
            3
        } else {
            0
        };
        Scanner {
            bytes,
            position,
            context: Context::Start,
            refill: None,
            within_line: false,
            token_start: 0,
        }
    }

    /// A scanner that reads `source` one line at a time, as tokens are
    /// asked for: for interactive protocols.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::streaming(&b"3\n1 2\n"[..]);
    /// assert_eq!(input.u64("a", 0, 9), Ok(3));
    /// assert_eq!(input.u64("b", 0, 9), Ok(1));
    /// ```
    pub fn streaming(mut source: impl BufRead + 'static) -> Self {
        let mut first = true;
        let read_line = move |bytes: &mut Vec<u8>| {
            bytes.clear();
            let read = source.read_until(b'\n', bytes)? > 0;
            // Only the first line may start with a byte-order mark.
            if std::mem::take(&mut first) && bytes.starts_with(BYTE_ORDER_MARK) {
                bytes.drain(..3);
            }
            Ok(read)
        };
        Scanner {
            refill: Some(Box::new(read_line)),
            ..Scanner::new(Vec::new())
        }
    }

    /// A scanner that reads `source` a buffer at a time: each piece is
    /// what one `fill_buf` of `source` gives, cut after its last
    /// whitespace (the token cut off there starts the next piece). It
    /// holds the buffer of `source` and one piece, so input of any size
    /// is read in fixed memory; [`crate::judge::run_streaming`] reads
    /// stdin this way. Tokens, values, lines and error messages are those
    /// of [`Scanner::new`] on the same bytes.
    ///
    /// # Constraints
    /// Any `BufRead`: its buffer's size is the size of a piece (a 64 KiB
    /// `BufReader` over stdin makes one read of the system per piece).
    ///
    /// # Complexity
    /// O(1) per byte read; a token cut at the end of a piece is copied
    /// once more. Memory: the buffer of `source` and a piece, which is at
    /// most that buffer's size plus the longest token (held in a vector,
    /// so up to twice that reserved).
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// use std::io::BufReader;
    /// // A 4-byte buffer: "1234" and "567" reach the scanner in two pieces each.
    /// let text: &[u8] = b"2\n1234 567\n";
    /// let mut input = Scanner::chunked(BufReader::with_capacity(4, text));
    /// assert_eq!(input.usize("n", 1, 9), Ok(2));
    /// assert_eq!(input.u64s("a", 2, 0, 9999), Ok(vec![1234, 567]));
    /// assert!(input.finish().is_ok());
    /// let mut short = Scanner::chunked(BufReader::with_capacity(4, text));
    /// assert_eq!(
    ///     short.u64s("a", 3, 0, 999).unwrap_err().message(),
    ///     "a_2 must be between 0 and 999, got 1234"
    /// );
    /// ```
    pub fn chunked(mut source: impl BufRead + 'static) -> Self {
        // The start of a token cut off at the end of the last piece.
        let mut cut = Vec::new();
        let mut first = true;
        let refill = move |bytes: &mut Vec<u8>| {
            bytes.clear();
            bytes.append(&mut cut);
            loop {
                let read = match source.fill_buf() {
                    Ok(read) => read,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => return Err(e),
                };
                let len = read.len();
                // At the end of the stream the last token is whole.
                if len == 0 {
                    break;
                }
                match read.iter().rposition(u8::is_ascii_whitespace) {
                    Some(last) => {
                        bytes.extend_from_slice(&read[..=last]);
                        cut.extend_from_slice(&read[last + 1..]);
                        source.consume(len);
                        break;
                    }
                    // No whitespace: all of it is one token's, which goes on.
                    None => {
                        bytes.extend_from_slice(read);
                        source.consume(len);
                    }
                }
            }
            // Only the input's first token may start with a byte-order
            // mark, and a first piece holds its first token whole.
            if std::mem::take(&mut first) && bytes.starts_with(BYTE_ORDER_MARK) {
                bytes.drain(..3);
            }
            Ok(!bytes.is_empty())
        };
        Scanner {
            refill: Some(Box::new(refill)),
            ..Scanner::new(Vec::new())
        }
    }

    /// Marks the start of test case `test` (1-based): later errors name it.
    pub fn start_test(&mut self, test: usize) {
        self.context = Context::Test(test);
    }

    /// Marks the start of move `number` (1-based) of an interactive game:
    /// later errors name it.
    pub fn start_move(&mut self, number: usize) {
        self.context = Context::Move(number);
    }

    /// An error about the current test case (or move), prefixed with
    /// `test t: ` (or `move m: `) once one has started.
    pub fn error(&self, message: impl fmt::Display) -> Error {
        Error::new(match self.context {
            Context::Start => message.to_string(),
            Context::Test(t) => format!("test {t}: {message}"),
            Context::Move(m) => format!("move {m}: {message}"),
        })
    }

    /// Skips whitespace, reading more of a streaming source when the bytes
    /// run out; `false` if the input has ended (or, within a line, the
    /// line). A line read whole ends in a newline, where this stops, or at
    /// the end of the stream; a piece of [`Scanner::chunked`] may end
    /// within a line, which then goes on in the next piece.
    fn skip_whitespace(&mut self) -> Result<bool, Error> {
        loop {
            let rest = &self.bytes[self.position..];
            let line_ends = self.within_line;
            let skip = rest
                .iter()
                .position(|&b| !b.is_ascii_whitespace() || line_ends && b == b'\n');
            self.position += skip.unwrap_or(rest.len());
            // Off the line only at a newline read within one.
            if let Some(&b) = self.bytes.get(self.position) {
                return Ok(b != b'\n');
            }
            if !self.refill()? {
                return Ok(false);
            }
        }
    }

    /// Reads the next piece of a streaming source; `false` for the whole
    /// input read at once, or at the end of the stream.
    fn refill(&mut self) -> Result<bool, Error> {
        let Some(refill) = &mut self.refill else {
            return Ok(false);
        };
        self.position = 0;
        Ok(refill(&mut self.bytes)?)
    }

    /// The rest of the current line, or else the next line from a
    /// streaming source, newline included; `None` at the end of the input.
    /// For a person at a terminal, where a line is one answer.
    pub fn raw_line(&mut self) -> Result<Option<Vec<u8>>, Error> {
        let mut line = Vec::new();
        // A piece of a chunked source may end within the line.
        while !line.ends_with(b"\n") && (self.position < self.bytes.len() || self.refill()?) {
            let rest = &self.bytes[self.position..];
            let end = rest
                .iter()
                .position(|&b| b == b'\n')
                .map_or(rest.len(), |i| i + 1);
            line.extend_from_slice(&rest[..end]);
            self.position += end;
        }
        Ok((!line.is_empty()).then_some(line))
    }

    /// Whether only whitespace is left (for a streaming source, this waits
    /// for more input or its end).
    pub fn at_end(&mut self) -> bool {
        !matches!(self.skip_whitespace(), Ok(true))
    }

    /// For formats where each line is one test case: moves to the next
    /// line that is not blank and reads only from it until
    /// [`Scanner::end_line`]; `false` at the end of the input.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"2 5 6\n\n1 7".to_vec());
    /// let mut lines = Vec::new();
    /// while input.next_line() {
    ///     let n = input.usize("n", 1, 9).unwrap();
    ///     lines.push(input.u64s("a", n, 0, 9).unwrap());
    ///     input.end_line().unwrap();
    /// }
    /// assert_eq!(lines, [vec![5, 6], vec![7]]);
    /// let mut short = Scanner::new(b"3 5 6\n7\n".to_vec());
    /// assert!(short.next_line());
    /// assert_eq!(short.u64s("a", 4, 0, 9).unwrap_err().message(), "the line ends before a_4");
    /// ```
    pub fn next_line(&mut self) -> bool {
        self.within_line = false;
        !self.at_end() && {
            self.within_line = true;
            true
        }
    }

    /// Ends a line started by [`Scanner::next_line`]: fails if a token is
    /// left on it.
    pub fn end_line(&mut self) -> Result<(), Error> {
        if self.skip_whitespace()? {
            let token = quote(self.token("the end of the line")?);
            return Err(self.error(format!(
                "unexpected {token} after the last value of the line"
            )));
        }
        self.within_line = false;
        Ok(())
    }

    /// The next token, named `name` in the error if the input has ended.
    #[inline]
    pub fn token(&mut self, name: &str) -> Result<&[u8], Error> {
        self.named_token(Name::Plain(name))
    }

    #[inline]
    fn named_token(&mut self, name: Name<'_>) -> Result<&[u8], Error> {
        // The hot path: a token within the bytes already read. The rest
        // stays out of line: inlined, it kept this from being inlined into
        // the row and integer readers (ttt-best-move +8% time).
        match self.next_token_start() {
            Some(start) => Ok(self.token_at(start)),
            None => self.token_slowly(name),
        }
    }

    /// [`Scanner::named_token`] when the bytes run out (read more, or
    /// report the end) or the line ends.
    #[cold]
    fn token_slowly(&mut self, name: Name<'_>) -> Result<&[u8], Error> {
        if !self.skip_whitespace()? {
            return Err(self.ends_before(name));
        }
        Ok(self.token_at(self.position))
    }

    /// The token that starts at `start`, moving past it.
    #[inline(always)]
    fn token_at(&mut self, start: usize) -> &[u8] {
        let bytes = &self.bytes;
        let mut end = start;
        while end < bytes.len() && !bytes[end].is_ascii_whitespace() {
            end += 1;
        }
        self.token_start = start;
        self.position = end;
        &self.bytes[start..end]
    }

    #[cold]
    fn ends_before(&self, name: Name<'_>) -> Error {
        let what = if self.within_line {
            "the line"
        } else {
            "input"
        };
        self.error(format_args!("{what} ends before {name}"))
    }

    /// The next token as an integer in `min..=max`, with no sign: plain
    /// digits in one pass ([`Scanner::plain_unsigned`]), anything else
    /// examined at leisure. Apart from [`Scanner::signed`], so that a
    /// solver that reads no negative number bundles no code for them.
    #[inline(always)]
    fn unsigned(&mut self, name: Name<'_>, min: u64, max: u64) -> Result<u64, Error> {
        let value = match self.plain_unsigned::<true>() {
            Some(value) => Some(value),
            None => self.odd_unsigned(name)?,
        };
        match value {
            Some(v) if min <= v && v <= max => Ok(v),
            _ => Err(self.integer_error(name, min.into(), max.into())),
        }
    }

    /// A token [`Scanner::plain_unsigned`] does not take (the end of the
    /// input or of a line, leading zeros past 20 digits, a sign, no
    /// number at all): its value if it is one with no minus sign, since
    /// `-0` is not a way to write 0 in a statement that allows no sign.
    #[cold]
    fn odd_unsigned(&mut self, name: Name<'_>) -> Result<Option<u64>, Error> {
        Ok(match parse_integer(self.named_token(name)?) {
            Some((false, magnitude)) => magnitude,
            _ => None,
        })
    }

    /// The next token as an integer in `min..=max`, which may be negative:
    /// a minus sign and plain digits in one pass ([`Scanner::plain_digits`],
    /// as unsigned numbers are read), anything else examined at leisure.
    #[inline(always)]
    fn signed(&mut self, name: Name<'_>, min: i64, max: i64) -> Result<i64, Error> {
        if min >= 0 {
            return self
                .unsigned(name, min as u64, max as u64)
                .map(|v| v as i64);
        }
        let plain = self.next_token_start().and_then(|start| {
            let negative = self.bytes[start] == b'-';
            let magnitude = self.plain_digits(start, start + usize::from(negative))?;
            Some((negative, magnitude))
        });
        // As `i128`, which holds every `i64` and the negative of every `u64`.
        let value = match plain {
            Some((negative, magnitude)) => (negative, Some(magnitude)),
            None => self.odd_signed(name)?,
        };
        let value = match value {
            (negative, Some(magnitude)) if negative => -i128::from(magnitude),
            (_, Some(magnitude)) => i128::from(magnitude),
            // Beyond every `i64`: out of range, whatever the range.
            (_, None) => i128::MIN,
        };
        if i128::from(min) <= value && value <= i128::from(max) {
            Ok(value as i64)
        } else {
            Err(self.integer_error(name, min.into(), max.into()))
        }
    }

    /// A token [`Scanner::plain_digits`] does not take (the end of the
    /// input or of a line, leading zeros past 20 digits, no number at
    /// all): its sign and magnitude, `(_, None)` if it is no integer or
    /// its magnitude does not fit `u64`.
    #[cold]
    fn odd_signed(&mut self, name: Name<'_>) -> Result<(bool, Option<u64>), Error> {
        Ok(parse_integer(self.named_token(name)?).unwrap_or((false, None)))
    }

    /// Where the next token starts within the bytes read, if it does: not
    /// past the end of what was read, nor past the end of the line in a
    /// line-confined read (whose whitespace is checked for a newline
    /// after the scan, so that whole-input reads pay nothing for it).
    #[inline(always)]
    fn next_token_start(&self) -> Option<usize> {
        let bytes = &self.bytes;
        let mut i = self.position;
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let line_ended = self.within_line && bytes[self.position..i].contains(&b'\n');
        (i < bytes.len() && !line_ended).then_some(i)
    }

    /// The next token if it is plain digits whose value fits `u64`, read
    /// in one pass over the bytes: the common case of the largest inputs
    /// (4·10^6 vertex numbers; 2·10^6 numbers of up to 20 digits, which
    /// are nearly half of all 64-bit numbers). Anything else (a sign, an
    /// odd or too large token, the end of what was read, a line-confined
    /// read) leaves the position where it was and gives `None`, for the
    /// general path and its error messages.
    ///
    /// With `ONE_DIGIT_FIRST`, a digit and then a space is taken at once:
    /// the numbers of many small inputs (a square, a move, one of three
    /// players), where a branch the processor predicts beats the test of
    /// eight bytes, whose length the next token's address waits on
    /// (valid-game's 10^6 numbers: 173 → 75 million instructions, 18.6 →
    /// 13.7 ms). Vertex numbers go without it: on green-hackenbush's
    /// largest input it cost 12 million instructions and saved none.
    #[inline(always)]
    fn plain_unsigned<const ONE_DIGIT_FIRST: bool>(&mut self) -> Option<u64> {
        let start = self.next_token_start()?;
        if ONE_DIGIT_FIRST {
            if let Some(&[first, next]) = self.bytes.get(start..start + 2) {
                let digit = first.wrapping_sub(b'0');
                if digit <= 9 && next.is_ascii_whitespace() {
                    self.token_start = start;
                    self.position = start + 1;
                    return Some(u64::from(digit));
                }
            }
        }
        self.plain_digits(start, start)
    }

    /// The token at `token_start` if, from `digits` on, it is plain digits
    /// whose value fits `u64` (moving past it); `None` otherwise, leaving
    /// the position where it was.
    #[inline(always)]
    fn plain_digits(&mut self, token_start: usize, digits: usize) -> Option<u64> {
        let bytes = &self.bytes;
        let mut i = digits;
        // Eight digits at a time while eight bytes are left to load, then
        // one at a time. Both wrap, so they agree: the value is the same
        // mod 2^64 whichever way its digits are grouped.
        let mut value = 0u64;
        while let Some(word) = bytes.get(i..i + 8) {
            let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
            let (digits, len) = leading_digits(word);
            value = value.wrapping_mul(POWERS_OF_TEN[len]).wrapping_add(digits);
            i += len;
            if len < 8 {
                break;
            }
        }
        while i < bytes.len() {
            let digit = bytes[i].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            i += 1;
        }
        let token_ends = i == bytes.len() || bytes[i].is_ascii_whitespace();
        // At least one digit, and the digits wrap (no check per digit);
        // whether the value did is told once at the end. Up to 19 digits
        // always fit. 20 digits fit only below 2^64: those starting with 0
        // do; those starting with 1 read at least 10^19 when they fit and
        // at most 2·10^19 - 1 - 2^64 < 10^19 when they wrapped; the others
        // never.
        let fits = match i - digits {
            1..=19 => true,
            20 => bytes[digits] == b'0' || (bytes[digits] == b'1' && value >= 10u64.pow(19)),
            _ => false,
        };
        if !(token_ends && fits) {
            return None;
        }
        self.token_start = token_start;
        self.position = i;
        Some(value)
    }

    /// Why the token just read is not an integer in `min..=max` (the cold
    /// path of [`Scanner::integer`], kept out of the hot loop).
    #[cold]
    fn integer_error(&self, name: Name<'_>, min: i128, max: i128) -> Error {
        let token = &self.bytes[self.token_start..self.position];
        let shown = quote(token);
        self.error(if parse_integer(token).is_none() {
            format!("{name} must be an integer, got {shown}")
        } else {
            // An integer needs no quotes (but is cut as a quote is).
            let (min, max) = (pretty_bound(min), pretty_bound(max));
            format!(
                "{name} must be between {min} and {max}, got {}",
                shown.trim_matches('"')
            )
        })
    }

    /// The next token as a `u64` in `min..=max`.
    #[inline]
    pub fn u64(&mut self, name: &str, min: u64, max: u64) -> Result<u64, Error> {
        self.unsigned(Name::Plain(name), min, max)
    }

    /// The next token as an `i64` in `min..=max`.
    #[inline]
    pub fn i64(&mut self, name: &str, min: i64, max: i64) -> Result<i64, Error> {
        self.signed(Name::Plain(name), min, max)
    }

    /// The next token as a `usize` in `min..=max` (counts and lengths).
    #[inline]
    pub fn usize(&mut self, name: &str, min: usize, max: usize) -> Result<usize, Error> {
        self.u64(name, min as u64, max as u64).map(|v| v as usize)
    }

    /// The next token as a `u32` in `min..=max`: read and checked as
    /// [`Scanner::u64`] reads and checks (the same errors), for values
    /// kept in half the memory.
    ///
    /// # Constraints
    /// `min <= max` for any value to be accepted.
    ///
    /// # Complexity
    /// O(length of the token).
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"4294967295 4294967296 x".to_vec());
    /// assert_eq!(input.u32("w", 0, u32::MAX), Ok(u32::MAX));
    /// assert_eq!(
    ///     input.u32("w", 0, u32::MAX).unwrap_err().message(),
    ///     "w must be between 0 and 4294967295, got 4294967296"
    /// );
    /// assert_eq!(input.u32("w", 0, 9).unwrap_err().message(), "w must be an integer, got \"x\"");
    /// assert_eq!(input.u32("w", 0, 9).unwrap_err().message(), "input ends before w");
    /// ```
    #[inline]
    pub fn u32(&mut self, name: &str, min: u32, max: u32) -> Result<u32, Error> {
        self.unsigned(Name::Plain(name), min.into(), max.into())
            .map(|v| v as u32)
    }

    /// Reads the test count `name` (1 to `max`), then runs `each` once per
    /// test with the test's number set for error messages.
    pub fn for_each_test<F>(&mut self, name: &str, max: usize, mut each: F) -> Result<(), Error>
    where
        F: FnMut(&mut Self) -> Result<(), Error>,
    {
        let count = self.usize(name, 1, max)?;
        for test in 1..=count {
            self.start_test(test);
            each(self)?;
        }
        Ok(())
    }

    /// Runs `each` once per test until the input ends (formats with no
    /// test count: "tests until end of input"), with the test's number set
    /// for error messages. At least one test: input that is empty or only
    /// whitespace is an error, as is a test `max + 1`.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"1 2\n3 4\n".to_vec());
    /// let mut sums = Vec::new();
    /// input.for_each_test_until_end(10, |input| {
    ///     sums.push(input.u64("a", 0, 9)? + input.u64("b", 0, 9)?);
    ///     Ok(())
    /// }).unwrap();
    /// assert_eq!(sums, [3, 7]);
    /// let empty = Scanner::new(b" \n".to_vec()).for_each_test_until_end(10, |_| Ok(()));
    /// assert_eq!(empty.unwrap_err().message(), "input ends before the first test case");
    /// ```
    pub fn for_each_test_until_end<F>(&mut self, max: usize, mut each: F) -> Result<(), Error>
    where
        F: FnMut(&mut Self) -> Result<(), Error>,
    {
        if self.at_end() {
            return Err(self.error("input ends before the first test case"));
        }
        for test in 1.. {
            self.start_test(test);
            if test > max {
                let max = pretty_bound(max as i128);
                return Err(self.error(format!("more than {max} test cases")));
            }
            each(self)?;
            if self.at_end() {
                break;
            }
        }
        Ok(())
    }

    /// [`Scanner::for_each_test_until_end`] with no limit on the number of
    /// tests, for statements that give none: `each` runs once per test
    /// until the input ends. At least one test: input that is empty or
    /// only whitespace is an error.
    ///
    /// Nothing builds up with the number of tests: each test is handled
    /// as it is read (by `each`, which writes its answer), and the scanner
    /// keeps only the test's number. Memory is the input's size for
    /// [`Scanner::new`] (which holds it whole) and fixed for
    /// [`Scanner::chunked`] (as [`crate::judge::run_streaming`] reads
    /// stdin); time is that of reading the input and running `each`.
    ///
    /// # Constraints
    /// None on the number of tests. `each` reads at least one token per
    /// test: one that reads nothing would run forever, where the bounded
    /// form stops at test `max + 1`.
    ///
    /// # Complexity
    /// O(1) time and memory per test, besides what `each` spends.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"1 2\n3 4\n".to_vec());
    /// let mut sums = Vec::new();
    /// input.for_each_test_until_end_unbounded(|input| {
    ///     sums.push(input.u64("a", 0, 9)? + input.u64("b", 0, 9)?);
    ///     Ok(())
    /// }).unwrap();
    /// assert_eq!(sums, [3, 7]);
    /// let mut cut = Scanner::new(b"1 2 3".to_vec());
    /// let result = cut.for_each_test_until_end_unbounded(|input| {
    ///     input.u64("a", 0, 9)?;
    ///     input.u64("b", 0, 9).map(drop)
    /// });
    /// assert_eq!(result.unwrap_err().message(), "test 2: input ends before b");
    /// ```
    pub fn for_each_test_until_end_unbounded<F>(&mut self, each: F) -> Result<(), Error>
    where
        F: FnMut(&mut Self) -> Result<(), Error>,
    {
        // Test `usize::MAX + 1` is never reached: each test reads a token,
        // and no input holds that many.
        self.for_each_test_until_end(usize::MAX, each)
    }

    /// Runs `each` once per test until it reads the terminator (HDU and
    /// POJ style: a last line `0` or `0 0 0`). `each` reads the test's
    /// first values, says whether they are the terminator by returning
    /// `ControlFlow::Break(())`, and otherwise reads the rest of the test
    /// and returns `ControlFlow::Continue(())`. Input that ends before the
    /// terminator is an error (the read that finds it ended says so), as
    /// is a test `max + 1`. Nothing is checked after the terminator:
    /// [`Scanner::finish`] does that.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// use std::ops::ControlFlow;
    /// let mut input = Scanner::new(b"2 5 6\n1 7\n0\n".to_vec());
    /// let mut sums = Vec::new();
    /// input.for_each_test_until(10, |input| {
    ///     let n = input.usize("n", 0, 9)?;
    ///     if n == 0 {
    ///         return Ok(ControlFlow::Break(()));
    ///     }
    ///     sums.push(input.u64s("a", n, 0, 9)?.iter().sum::<u64>());
    ///     Ok(ControlFlow::Continue(()))
    /// }).unwrap();
    /// assert!(input.finish().is_ok());
    /// assert_eq!(sums, [11, 7]);
    /// let mut unended = Scanner::new(b"1 5".to_vec());
    /// let result = unended.for_each_test_until(10, |input| {
    ///     let n = input.usize("n", 0, 9)?;
    ///     input.u64s("a", n, 0, 9)?;
    ///     Ok(ControlFlow::Continue(()))
    /// });
    /// assert_eq!(result.unwrap_err().message(), "test 2: input ends before n");
    /// ```
    pub fn for_each_test_until<F>(&mut self, max: usize, mut each: F) -> Result<(), Error>
    where
        F: FnMut(&mut Self) -> Result<std::ops::ControlFlow<()>, Error>,
    {
        for test in 1.. {
            self.start_test(test);
            if each(self)?.is_break() {
                break;
            }
            // Test max + 1 may only be the terminator.
            if test > max {
                let max = pretty_bound(max as i128);
                return Err(self.error(format!("more than {max} test cases before the terminator")));
            }
        }
        Ok(())
    }

    /// [`Scanner::for_each_test_until`] with no limit on the number of
    /// tests, for statements that give none: `each` runs once per test
    /// until it returns `ControlFlow::Break(())` on reading the
    /// terminator. Input that ends before the terminator is an error (the
    /// read that finds it ended says so). Nothing is checked after the
    /// terminator: [`Scanner::finish`] does that.
    ///
    /// Nothing builds up with the number of tests: each test is handled
    /// as it is read (by `each`, which writes its answer), and the scanner
    /// keeps only the test's number. Memory is the input's size for
    /// [`Scanner::new`] and fixed for [`Scanner::chunked`]; time is that
    /// of reading the input and running `each`.
    ///
    /// # Constraints
    /// None on the number of tests. `each` reads at least one token per
    /// test: one that reads nothing would run forever, where the bounded
    /// form stops at test `max + 1`.
    ///
    /// # Complexity
    /// O(1) time and memory per test, besides what `each` spends.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// use std::ops::ControlFlow;
    /// let mut input = Scanner::new(b"5\n7\n0\n".to_vec());
    /// let mut seen = Vec::new();
    /// input.for_each_test_until_unbounded(|input| {
    ///     match input.u64("n", 0, 9)? {
    ///         0 => return Ok(ControlFlow::Break(())),
    ///         n => seen.push(n),
    ///     }
    ///     Ok(ControlFlow::Continue(()))
    /// }).unwrap();
    /// assert!(input.finish().is_ok());
    /// assert_eq!(seen, [5, 7]);
    /// let result = Scanner::new(b"5 7".to_vec()).for_each_test_until_unbounded(|input| {
    ///     input.u64("n", 0, 9)?;
    ///     Ok(ControlFlow::Continue(()))
    /// });
    /// assert_eq!(result.unwrap_err().message(), "test 3: input ends before n");
    /// ```
    pub fn for_each_test_until_unbounded<F>(&mut self, each: F) -> Result<(), Error>
    where
        F: FnMut(&mut Self) -> Result<std::ops::ControlFlow<()>, Error>,
    {
        // Test `usize::MAX + 1` is never reached: each test reads a token,
        // and no input holds that many.
        self.for_each_test_until(usize::MAX, each)
    }

    /// A length `name`, at least `min`, counted against `sum` (and so never
    /// larger than the sum's limit) before anything is reserved for it.
    pub fn length(&mut self, name: &str, min: usize, sum: &mut SumLimit) -> Result<usize, Error> {
        let len = self.usize(name, min, sum.limit as usize)?;
        sum.take(self, len as u64)?;
        Ok(len)
    }

    /// `len` values `name_1 … name_len`, each read by `read` (which checks
    /// its range) and handed to `each` with its 0-based index: the loop of
    /// the `for_each_` readers, which read what the array readers read
    /// (through the same `read`), with the same errors.
    fn elements<T>(
        &mut self,
        name: &str,
        len: usize,
        mut read: impl FnMut(&mut Self, Name<'_>) -> Result<T, Error>,
        mut each: impl FnMut(usize, T),
    ) -> Result<(), Error> {
        for i in 0..len {
            let value = read(self, Name::Element(name, i + 1))?;
            each(i, value);
        }
        Ok(())
    }

    /// `len` values `name_1 … name_len` in one vector, each read by `read`.
    /// Its own loop rather than a call of [`Scanner::elements`], which
    /// cost 272 bytes in every bundle that reads an array and took
    /// nim-winner's to 15,079, past its limit of 15,000
    /// (scripts/check-bundles).
    fn array<T>(
        &mut self,
        name: &str,
        len: usize,
        mut read: impl FnMut(&mut Self, Name<'_>) -> Result<T, Error>,
    ) -> Result<Vec<T>, Error> {
        let mut values = with_huge_pages(len);
        for i in 1..=len {
            values.push(read(self, Name::Element(name, i))?);
        }
        Ok(values)
    }

    /// `len` values `name_1 … name_len`, each a `u64` in `min..=max`, handed
    /// to `each` as they are read, with their 0-based index (`name_{i+1}`
    /// is handed over as `i`): the values of [`Scanner::u64s`] without the
    /// vector, for a solver that needs each value once (an XOR, a sum, a
    /// maximum). With [`Scanner::chunked`] (or [`crate::judge::run_streaming`])
    /// nothing then grows with the input.
    ///
    /// On bad input the error is exactly that of [`Scanner::u64s`] (the
    /// test, the element's name, the range), and `each` has been given the
    /// values before the faulty one.
    ///
    /// # Constraints
    /// None on `len`: nothing is reserved for it (but a length is still
    /// best checked against its limit first, for the statement's message).
    ///
    /// # Complexity
    /// O(digits) per value and O(1) memory.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::{Scanner, E18};
    /// let mut input = Scanner::new(b"3\n5 6 1000000000000000000\n".to_vec());
    /// let n = input.usize("n", 1, 1_000_000).unwrap();
    /// let mut xor = 0;
    /// input.for_each_u64("a", n, 0, E18, |_, v| xor ^= v).unwrap();
    /// assert_eq!(xor, 5 ^ 6 ^ E18);
    /// let mut bad = Scanner::new(b"5 7 6".to_vec());
    /// let mut seen = Vec::new();
    /// let err = bad.for_each_u64("a", 3, 0, 6, |i, v| seen.push((i, v))).unwrap_err();
    /// assert_eq!(err.message(), "a_2 must be between 0 and 6, got 7");
    /// assert_eq!(seen, [(0, 5)]);
    /// ```
    pub fn for_each_u64(
        &mut self,
        name: &str,
        len: usize,
        min: u64,
        max: u64,
        each: impl FnMut(usize, u64),
    ) -> Result<(), Error> {
        self.elements(
            name,
            len,
            |input, name| input.unsigned(name, min, max),
            each,
        )
    }

    /// `len` values `name_1 … name_len`, each an `i64` in `min..=max`,
    /// handed to `each` with their 0-based index: [`Scanner::i64s`]
    /// without the vector, as [`Scanner::for_each_u64`] is to
    /// [`Scanner::u64s`] (the same errors; `each` sees the values before
    /// a faulty one).
    ///
    /// # Constraints
    /// None on `len`: nothing is reserved for it.
    ///
    /// # Complexity
    /// O(digits) per value and O(1) memory.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"-4 9 -1".to_vec());
    /// let mut sum = 0;
    /// input.for_each_i64("a", 3, -9, 9, |_, v| sum += v).unwrap();
    /// assert_eq!(sum, 4);
    /// let err = Scanner::new(b"-10".to_vec()).for_each_i64("a", 1, -9, 9, |_, _| {});
    /// assert_eq!(err.unwrap_err().message(), "a_1 must be between -9 and 9, got -10");
    /// ```
    pub fn for_each_i64(
        &mut self,
        name: &str,
        len: usize,
        min: i64,
        max: i64,
        each: impl FnMut(usize, i64),
    ) -> Result<(), Error> {
        self.elements(name, len, |input, name| input.signed(name, min, max), each)
    }

    /// `len` values `name_1 … name_len`, each a `usize` in `min..=max`
    /// (indices and counts), handed to `each` with their 0-based index:
    /// [`Scanner::usizes`] without the vector, as
    /// [`Scanner::for_each_u64`] is to [`Scanner::u64s`].
    ///
    /// # Constraints
    /// None on `len`: nothing is reserved for it.
    ///
    /// # Complexity
    /// O(digits) per value and O(1) memory.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// // How often each vertex 1..=3 is named.
    /// let mut input = Scanner::new(b"3 1 3 3".to_vec());
    /// let mut count = [0; 3];
    /// input.for_each_usize("v", 4, 1, 3, |_, v| count[v - 1] += 1).unwrap();
    /// assert_eq!(count, [1, 0, 3]);
    /// let err = Scanner::new(b"2 x".to_vec()).for_each_usize("v", 2, 1, 3, |_, _| {});
    /// assert_eq!(err.unwrap_err().message(), "v_2 must be an integer, got \"x\"");
    /// ```
    pub fn for_each_usize(
        &mut self,
        name: &str,
        len: usize,
        min: usize,
        max: usize,
        each: impl FnMut(usize, usize),
    ) -> Result<(), Error> {
        let (min, max) = (min as u64, max as u64);
        self.elements(
            name,
            len,
            |input, name| input.unsigned(name, min, max).map(|v| v as usize),
            each,
        )
    }

    /// `len` values `name_1 … name_len`, each a `u32` in `min..=max`,
    /// handed to `each` with their 0-based index: [`Scanner::u32s`]
    /// without the vector, as [`Scanner::for_each_u64`] is to
    /// [`Scanner::u64s`].
    ///
    /// # Constraints
    /// None on `len`: nothing is reserved for it.
    ///
    /// # Complexity
    /// O(digits) per value and O(1) memory.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"7 4294967295".to_vec());
    /// let mut max = 0;
    /// input.for_each_u32("w", 2, 0, u32::MAX, |_, w| max = max.max(w)).unwrap();
    /// assert_eq!(max, u32::MAX);
    /// let err = Scanner::new(b"7".to_vec()).for_each_u32("w", 2, 0, 9, |_, _| {});
    /// assert_eq!(err.unwrap_err().message(), "input ends before w_2");
    /// ```
    pub fn for_each_u32(
        &mut self,
        name: &str,
        len: usize,
        min: u32,
        max: u32,
        each: impl FnMut(usize, u32),
    ) -> Result<(), Error> {
        self.elements(
            name,
            len,
            |input, name| {
                input
                    .unsigned(name, min.into(), max.into())
                    .map(|v| v as u32)
            },
            each,
        )
    }

    /// `len` values `name_1 … name_len`, each a `u64` in `min..=max`.
    /// Check `len` against its limit before calling: this reserves `len`.
    pub fn u64s(&mut self, name: &str, len: usize, min: u64, max: u64) -> Result<Vec<u64>, Error> {
        self.array(name, len, |input, name| input.unsigned(name, min, max))
    }

    /// `len` values `name_1 … name_len`, each an `i64` in `min..=max`.
    /// Check `len` against its limit before calling: this reserves `len`.
    pub fn i64s(&mut self, name: &str, len: usize, min: i64, max: i64) -> Result<Vec<i64>, Error> {
        self.array(name, len, |input, name| input.signed(name, min, max))
    }

    /// A matrix of `rows` rows of `cols` values, each an `i64` in
    /// `min..=max`, row after row; an entry's name gives its row, then its
    /// column, from 1 (`a_2_3`), where reading each row with
    /// [`Scanner::i64s`] would name it `a_3` whatever its row. Check
    /// `rows · cols` against its limit before calling: this reserves it.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"1 -2 3\n4 5 6\n".to_vec());
    /// assert_eq!(input.i64_matrix("a", 2, 3, -9, 9).unwrap(), [vec![1, -2, 3], vec![4, 5, 6]]);
    /// let err = Scanner::new(b"1 2 3 4 50 6".to_vec()).i64_matrix("a", 2, 3, -9, 9).unwrap_err();
    /// assert_eq!(err.message(), "a_2_2 must be between -9 and 9, got 50");
    /// ```
    pub fn i64_matrix(
        &mut self,
        name: &str,
        rows: usize,
        cols: usize,
        min: i64,
        max: i64,
    ) -> Result<Vec<Vec<i64>>, Error> {
        // A row's name, then the column as its element's index: no name
        // kind of its own, which would weigh on every bundle's error type.
        (1..=rows)
            .map(|r| self.i64s(&format!("{name}_{r}"), cols, min, max))
            .collect()
    }

    /// `len` small values `name_1 … name_len`, each a `u8` in `min..=max`:
    /// one byte each, where `u64s` would take eight.
    pub fn u8s(&mut self, name: &str, len: usize, min: u8, max: u8) -> Result<Vec<u8>, Error> {
        self.array(name, len, |input, name| {
            input
                .unsigned(name, min.into(), max.into())
                .map(|v| v as u8)
        })
    }

    /// `len` values `name_1 … name_len`, each a `usize` in `min..=max`
    /// (indices and counts). Check `len` against its limit before calling:
    /// this reserves `len`.
    pub fn usizes(
        &mut self,
        name: &str,
        len: usize,
        min: usize,
        max: usize,
    ) -> Result<Vec<usize>, Error> {
        self.array(name, len, |input, name| {
            input
                .unsigned(name, min as u64, max as u64)
                .map(|v| v as usize)
        })
    }

    /// `len` values `name_1 … name_len`, each a `u32` in `min..=max`: half
    /// the memory of `u64s`. Check `len` against its limit before calling:
    /// this reserves `len`.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"4 0 4294967295 7".to_vec());
    /// assert_eq!(input.u32s("a", 2, 0, 4), Ok(vec![4, 0]));
    /// assert_eq!(input.usizes("b", 1, 0, usize::MAX), Ok(vec![4294967295]));
    /// assert_eq!(input.u32s("c", 1, 0, 6).unwrap_err().message(), "c_1 must be between 0 and 6, got 7");
    /// ```
    pub fn u32s(&mut self, name: &str, len: usize, min: u32, max: u32) -> Result<Vec<u32>, Error> {
        self.array(name, len, |input, name| {
            input
                .unsigned(name, min.into(), max.into())
                .map(|v| v as u32)
        })
    }

    /// A row of a grid: the next token, which must be exactly `len` bytes,
    /// each one of `allowed` (a row is one token: cells with no spaces
    /// between them).
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"#..# .#x. ##".to_vec());
    /// assert_eq!(input.row("row", 4, b".#"), Ok(&b"#..#"[..]));
    /// assert_eq!(
    ///     input.row("row", 4, b".#").unwrap_err().message(),
    ///     "row has \"x\" at column 3, expected one of \".#\""
    /// );
    /// assert_eq!(
    ///     input.row("row", 4, b".#").unwrap_err().message(),
    ///     "row must be 4 characters long, got \"##\" (2)"
    /// );
    /// ```
    pub fn row(&mut self, name: &str, len: usize, allowed: &[u8]) -> Result<&[u8], Error> {
        self.named_row(Name::Plain(name), len, allowed)
    }

    /// A single character: the next token, which must be exactly one byte,
    /// one of `allowed` (a move `L`/`R`, a player `A`/`B`, a cell `.`/`#`).
    /// The check is that of [`Scanner::row`] for a row of one; the error
    /// names the token read and the characters allowed.
    ///
    /// # Constraints
    /// `allowed` holds ASCII characters (a byte above 127 is part of a
    /// character, never one by itself).
    ///
    /// # Complexity
    /// O(length of the token + `allowed.len()`).
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"L x LR".to_vec());
    /// assert_eq!(input.char("move", b"LR"), Ok(b'L'));
    /// assert_eq!(
    ///     input.char("move", b"LR").unwrap_err().message(),
    ///     "move must be one character of \"LR\", got \"x\""
    /// );
    /// assert_eq!(
    ///     input.char("move", b"LR").unwrap_err().message(),
    ///     "move must be one character of \"LR\", got \"LR\""
    /// );
    /// assert_eq!(input.char("move", b"LR").unwrap_err().message(), "input ends before move");
    /// ```
    pub fn char(&mut self, name: &str, allowed: &[u8]) -> Result<u8, Error> {
        match *self.token(name)? {
            [c] if allowed.contains(&c) => Ok(c),
            _ => Err(self.char_error(name, allowed)),
        }
    }

    /// Why the token just read is not one of the characters `allowed` (the
    /// cold path of [`Scanner::char`]).
    #[cold]
    fn char_error(&self, name: &str, allowed: &[u8]) -> Error {
        let token = quote(&self.bytes[self.token_start..self.position]);
        let allowed = quote(allowed);
        self.error(format!(
            "{name} must be one character of {allowed}, got {token}"
        ))
    }

    /// `rows` rows `name_1 … name_rows` of `cols` bytes each from
    /// `allowed`, row after row in one vector (cell `(r, c)` at
    /// `r · cols + c`, 0-based). Check `rows · cols` against its limit
    /// before calling: this reserves it.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"2 3\n.#.\n..#\n".to_vec());
    /// let (rows, cols) = (input.usize("r", 1, 9).unwrap(), input.usize("c", 1, 9).unwrap());
    /// assert_eq!(input.grid("row", rows, cols, b".#").unwrap(), b".#...#");
    /// let err = Scanner::new(b".#. ..".to_vec()).grid("row", 2, 3, b".#").unwrap_err();
    /// assert_eq!(err.message(), "row_2 must be 3 characters long, got \"..\" (2)");
    /// ```
    pub fn grid(
        &mut self,
        name: &str,
        rows: usize,
        cols: usize,
        allowed: &[u8],
    ) -> Result<Vec<u8>, Error> {
        let mut cells = with_huge_pages(rows.saturating_mul(cols));
        for r in 1..=rows {
            let row = self.named_row(Name::Element(name, r), cols, allowed)?;
            cells.extend_from_slice(row);
        }
        Ok(cells)
    }

    fn named_row(&mut self, name: Name<'_>, len: usize, allowed: &[u8]) -> Result<&[u8], Error> {
        let (start, end) = {
            let token = self.named_token(name)?;
            if token.len() == len && token.iter().all(|b| allowed.contains(b)) {
                (self.token_start, self.position)
            } else {
                let token = token.to_vec();
                return Err(self.row_error(name, len, allowed, &token));
            }
        };
        Ok(&self.bytes[start..end])
    }

    #[cold]
    fn row_error(&self, name: Name<'_>, len: usize, allowed: &[u8], token: &[u8]) -> Error {
        match token.iter().position(|b| !allowed.contains(b)) {
            Some(i) if i < len => {
                // The character, whole even if it is not ASCII.
                let rest = String::from_utf8_lossy(&token[i..]);
                let shown = rest.chars().next().map_or(String::new(), String::from);
                self.error(format!(
                    "{name} has {} at column {}, expected one of {}",
                    quote(shown.as_bytes()),
                    i + 1,
                    quote(allowed)
                ))
            }
            _ => self.error(format!(
                "{name} must be {len} characters long, got {} ({})",
                quote(token),
                token.len()
            )),
        }
    }

    /// `n` lists, one per vertex `1 ..= n` in order: each a count
    /// `name_v` and then that many vertices in `1 ..= n`, as 0-based edges
    /// `(v, listed vertex)` in input order. Every count is taken from `sum`
    /// (the limit on all lists together) before its list is read, so
    /// nothing is reserved for a count that breaks it.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::{Scanner, SumLimit};
    /// // Vertex 1 lists 2 and 3, vertex 2 nothing, vertex 3 lists 1.
    /// let mut input = Scanner::new(b"2 2 3\n0\n1 1\n".to_vec());
    /// let mut sum = SumLimit::new("k", 10);
    /// assert_eq!(input.vertex_lists("k", 3, &mut sum), Ok(vec![(0, 1), (0, 2), (2, 0)]));
    /// let mut bad = Scanner::new(b"1 4 0".to_vec());
    /// bad.start_test(2);
    /// let err = bad.vertex_lists("k", 2, &mut sum).unwrap_err();
    /// assert_eq!(err.message(), "test 2: a vertex in list 1 must be between 1 and 2, got 4");
    /// ```
    pub fn vertex_lists(
        &mut self,
        name: &str,
        n: usize,
        sum: &mut SumLimit,
    ) -> Result<Vec<(u32, u32)>, Error> {
        self.vertex_lists_from(name, n, 1, sum)
    }

    /// [`Scanner::vertex_lists`] for vertices numbered from `base`: `n`
    /// lists, one per vertex in order, each a count `name_v` (`v` counted
    /// from 1, as every name is) and then that many vertices in
    /// `base ..= base + n - 1`, as 0-based edges `(v, listed vertex)` in
    /// input order. `base` 1 is [`Scanner::vertex_lists`]; `base` 0 reads
    /// the 0-based lists of statements that number vertices from 0.
    ///
    /// # Constraints
    /// `base` is usually 0 or 1 (any `u32` is read the same way). Every
    /// count is taken from `sum` before its list is read, so nothing is
    /// reserved for a count that breaks it.
    ///
    /// # Complexity
    /// O(digits) per number read; memory for the edges only.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::{Scanner, SumLimit};
    /// // Vertex 0 lists 1 and 2, vertex 1 nothing, vertex 2 lists 0.
    /// let mut input = Scanner::new(b"2 1 2\n0\n1 0\n".to_vec());
    /// let mut sum = SumLimit::new("k", 10);
    /// assert_eq!(input.vertex_lists_from("k", 3, 0, &mut sum), Ok(vec![(0, 1), (0, 2), (2, 0)]));
    /// let mut bad = Scanner::new(b"1 3 0".to_vec());
    /// bad.start_test(2);
    /// let err = bad.vertex_lists_from("k", 3, 0, &mut sum).unwrap_err();
    /// assert_eq!(err.message(), "test 2: a vertex in list 1 must be between 0 and 2, got 3");
    /// ```
    pub fn vertex_lists_from(
        &mut self,
        name: &str,
        n: usize,
        base: u32,
        sum: &mut SumLimit,
    ) -> Result<Vec<(u32, u32)>, Error> {
        // Vertices are numbered in u32, so that 0-based numbers fit.
        let n = n.min(u32::MAX as usize);
        let (first, last) = (u64::from(base), u64::from(base) + n as u64);
        let last = last.saturating_sub(1);
        let mut edges = Vec::new();
        for v in 1..=n {
            let k = self.unsigned(Name::Element(name, v), 0, sum.limit)? as usize;
            sum.take(self, k as u64)?;
            edges.reserve(k);
            for _ in 0..k {
                let u = match self.plain_vertex_from(first, last) {
                    Some(u) => u,
                    None => self.unsigned(Name::InList(v), first, last)? - first,
                };
                edges.push((v as u32 - 1, u as u32));
            }
        }
        Ok(edges)
    }

    /// `m` edges `u v` between vertices `1 ..= n`, as 0-based pairs (the
    /// graph formats of `graph-game` and `green-hackenbush`).
    pub fn edges(&mut self, m: usize, n: usize) -> Result<Vec<(u32, u32)>, Error> {
        // Vertices are numbered in u32 (so 0-based numbers fit).
        let n = n.min(u32::MAX as usize);
        let mut edges = with_huge_pages(m);
        for _ in 0..m {
            let u = match self.plain_vertex(n) {
                Some(u) => u,
                None => self.usize("u", 1, n)? as u32 - 1,
            };
            let v = match self.plain_vertex(n) {
                Some(v) => v,
                None => self.usize("v", 1, n)? as u32 - 1,
            };
            edges.push((u, v));
        }
        Ok(edges)
    }

    /// The next token as a 0-based vertex, if it is plain digits naming one
    /// of `1..=n`: the one-pass path of [`Scanner::edges`], which reads
    /// millions of them. Like [`Scanner::plain_unsigned`] it takes the
    /// token or nothing, and anything unusual (a sign, an odd token, a
    /// number out of range) is left to the general path and its message.
    /// Reading the edges of green-hackenbush's largest input took 23 ms
    /// through the general reader, 15 ms this way.
    #[inline(always)]
    fn plain_vertex(&mut self, n: usize) -> Option<u32> {
        let before = (self.token_start, self.position);
        match self.plain_unsigned::<false>() {
            Some(value) if (1..=n as u64).contains(&value) => Some(value as u32 - 1),
            Some(_) => {
                // Left to the general path, for its message.
                (self.token_start, self.position) = before;
                None
            }
            None => None,
        }
    }

    /// The next token's offset from `first`, if it is plain digits naming
    /// one of `first..=last`: [`Scanner::plain_vertex`] for vertices
    /// numbered from any base ([`Scanner::vertex_lists_from`]). Apart from
    /// it so that the solvers that read [`Scanner::edges`] bundle no more
    /// code than they did (scripts/check-bundles).
    #[inline(always)]
    fn plain_vertex_from(&mut self, first: u64, last: u64) -> Option<u64> {
        let before = (self.token_start, self.position);
        match self.plain_unsigned::<false>() {
            Some(value) if (first..=last).contains(&value) => Some(value - first),
            Some(_) => {
                // Left to the general path, for its message.
                (self.token_start, self.position) = before;
                None
            }
            None => None,
        }
    }

    /// Frees the memory of the input already read, when that is most of
    /// it: for a solver about to build large structures from what it has
    /// read (10^6 edges are 28 MB of text that nothing needs once
    /// parsed). What is kept starts at the last token read, so error
    /// messages are unchanged. Does nothing unless at least half of the
    /// bytes held have been read, so the bytes it moves are never more
    /// than those it frees: calling it once per test costs O(input) in all.
    /// A streaming or chunked scanner holds nothing already read: there it
    /// does nothing.
    ///
    /// # Example
    /// ```
    /// use game_theory::judge::input::Scanner;
    /// let mut input = Scanner::new(b"1 2 3 4 5".to_vec());
    /// assert_eq!(input.u64s("x", 4, 0, 9), Ok(vec![1, 2, 3, 4]));
    /// input.release_consumed();
    /// assert_eq!(input.u64("y", 6, 9).unwrap_err().message(), "y must be between 6 and 9, got 5");
    /// ```
    pub fn release_consumed(&mut self) {
        let done = self.token_start.min(self.position);
        if self.refill.is_some() || done < self.bytes.len() / 2 {
            return;
        }
        self.bytes.drain(..done);
        self.bytes.shrink_to_fit();
        self.position -= done;
        self.token_start -= done;
    }

    /// `len` distinct values `name_1 … name_len`, each a `u64` in
    /// `min..=max`, in the order given.
    pub fn distinct_u64s(
        &mut self,
        name: &str,
        len: usize,
        min: u64,
        max: u64,
    ) -> Result<Vec<u64>, Error> {
        let values = self.u64s(name, len, min, max)?;
        let mut sorted = values.clone();
        sorted.sort_unstable();
        match sorted.windows(2).find(|w| w[0] == w[1]) {
            Some(w) => Err(self.error(format!(
                "the values {name}_i must be distinct, got {} twice",
                w[0]
            ))),
            None => Ok(values),
        }
    }

    /// Succeeds only if no token is left: leftover input means the declared
    /// counts and the data disagree.
    pub fn finish(&mut self) -> Result<(), Error> {
        self.context = Context::Start;
        if self.at_end() {
            return Ok(());
        }
        let token = quote(self.token("the end")?);
        Err(self.error(format_args!("unexpected {token} after the last test case")))
    }
}

/// A limit on a sum over all test cases, such as "sum of n ≤ 10^6".
///
/// # Example
/// ```
/// use game_theory::judge::input::{Scanner, SumLimit};
/// let input = Scanner::new(Vec::new());
/// let mut sum_n = SumLimit::new("n", 10);
/// assert!(sum_n.take(&input, 6).is_ok());
/// assert_eq!(sum_n.take(&input, 5).unwrap_err().message(), "sum of n exceeds 10");
/// ```
pub struct SumLimit {
    what: &'static str,
    limit: u64,
    used: u64,
}

impl SumLimit {
    /// A limit of `limit` on the sum of `what`.
    pub fn new(what: &'static str, limit: u64) -> Self {
        SumLimit {
            what,
            limit,
            used: 0,
        }
    }

    /// Adds `amount`, failing (with the current test named) once the sum
    /// passes the limit.
    pub fn take(&mut self, input: &Scanner, amount: u64) -> Result<(), Error> {
        match self.used.checked_add(amount) {
            Some(used) if used <= self.limit => {
                self.used = used;
                Ok(())
            }
            _ => Err(input.error(format!(
                "sum of {} exceeds {}",
                self.what,
                pretty_bound(self.limit.into())
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;
    use std::ops::ControlFlow;

    fn scanner(text: &str) -> Scanner {
        Scanner::new(text.as_bytes().to_vec())
    }

    fn message<T: fmt::Debug>(result: Result<T, Error>) -> String {
        result.unwrap_err().message().to_string()
    }

    #[test]
    fn reads_integers_at_both_ends_of_their_ranges() {
        let mut input = scanner("0 18446744073709551615 -9223372036854775808 9223372036854775807");
        assert_eq!(input.u64("a", 0, u64::MAX), Ok(0));
        assert_eq!(input.u64("b", 0, u64::MAX), Ok(u64::MAX));
        assert_eq!(input.i64("c", i64::MIN, i64::MAX), Ok(i64::MIN));
        assert_eq!(input.i64("d", i64::MIN, i64::MAX), Ok(i64::MAX));
        assert!(input.finish().is_ok());
    }

    #[test]
    fn long_tokens_with_small_values_are_read() {
        let mut input = scanner("000000000000000000000000042 -00000000000000000000007");
        assert_eq!(input.u64("a", 0, 100), Ok(42));
        assert_eq!(input.i64("b", -10, 10), Ok(-7));
    }

    #[test]
    fn out_of_range_values_name_the_test_and_the_value() {
        let mut input = scanner("0");
        input.start_test(3);
        assert_eq!(
            message(input.u64("k", 1, E18)),
            "test 3: k must be between 1 and 10^18, got 0"
        );
        assert_eq!(
            message(scanner("-1").u64("n", 0, E18)),
            "n must be between 0 and 10^18, got -1"
        );
        assert_eq!(
            message(scanner("1000000000000000001").u64("n", 0, E18)),
            "n must be between 0 and 10^18, got 1000000000000000001"
        );
        // Too large even for u64: still reported as out of range, not as junk.
        assert_eq!(
            message(scanner("99999999999999999999").i64("a", -(E18 as i64), E18 as i64)),
            "a must be between -10^18 and 10^18, got 99999999999999999999"
        );
    }

    #[test]
    fn malformed_tokens_are_not_integers() {
        for junk in ["x", "-", "+5", "1e5", "3.0", "0x10", "--1", "12a"] {
            assert_eq!(
                message(scanner(junk).u64("n", 0, 10)),
                format!("n must be an integer, got \"{junk}\"")
            );
        }
        let long = "y".repeat(100);
        assert!(message(scanner(&long).u64("n", 0, 10)).ends_with("…\""));
        let invalid_utf8 = Scanner::new(vec![0xff, 0xfe]).u64("n", 0, 10);
        assert!(message(invalid_utf8).starts_with("n must be an integer"));
    }

    #[test]
    fn arrays_name_the_faulty_element() {
        let mut input = scanner("1 2 x");
        input.start_test(2);
        assert_eq!(
            message(input.u64s("p", 3, 0, 9)),
            "test 2: p_3 must be an integer, got \"x\""
        );
        let mut input = scanner("1 20");
        assert_eq!(
            message(input.i64s("a", 2, -9, 9)),
            "a_2 must be between -9 and 9, got 20"
        );
        let mut input = scanner("1 2");
        input.start_test(7);
        assert_eq!(
            message(input.u64s("p", 3, 0, 9)),
            "test 7: input ends before p_3"
        );
    }

    /// Tokens for the one-pass readers: plain, signed, odd, too long.
    const ODD_AND_PLAIN_TOKENS: [&str; 41] = [
        "1",
        "3",
        "0",
        "007",
        "-1",
        "-0",
        "+1",
        "1a",
        "a",
        "",
        "\u{feff}2",
        "2\u{0}",
        "18446744073709551615",
        "18446744073709551616",
        // 2^64 + 5: wraps to 5 in 64 bits.
        "18446744073709551621",
        "99999999999999999999",
        "9999999999999999999",
        // 20 digits that fit, and 20 starting with 2 that wrap to more
        // than 10^19 (1.1 · 10^19).
        "09999999999999999999",
        "29446744073709551617",
        "100000000000000000000",
        "000000000000000000000042",
        // Around the eight bytes read at once: 7 and 8 digits, and what
        // may end a short number (a vertical tab is no whitespace, a form
        // feed is; a byte above 127; a zero byte).
        "1234567",
        "12345678",
        "0000000",
        "9999999",
        "0000001",
        "1234567a",
        "123\u{b}",
        "12\u{c}",
        "7\u{e9}",
        "4\u{0}5",
        // The bytes just past '9' and just before '0'.
        "12:34",
        "1/2",
        // One byte, then what may or may not end it (the one-digit path).
        ":",
        "/",
        "9:",
        "0/",
        "5\u{b}",
        "6\u{c}",
        "8\u{0}",
        "4\u{e9}",
    ];

    /// Each pair of those tokens, in four layouts of whitespace.
    fn token_pair_layouts() -> impl Iterator<Item = String> {
        ODD_AND_PLAIN_TOKENS.iter().flat_map(|first| {
            ODD_AND_PLAIN_TOKENS.iter().flat_map(move |second| {
                [
                    format!("{first} {second}"),
                    format!("\n{first}\t{second} \r\n"),
                    format!("{first}\n{second}\n2"),
                    // Room after both for eight bytes at once.
                    format!("{first}  {second}        "),
                ]
            })
        })
    }

    #[test]
    fn plain_tokens_read_in_one_pass_agree_with_the_general_reader() {
        plain_tokens_agree_with_the_general_reader::<true>();
        plain_tokens_agree_with_the_general_reader::<false>();
    }

    fn plain_tokens_agree_with_the_general_reader<const ONE_DIGIT_FIRST: bool>() {
        // The one-pass reader either takes exactly the token the general
        // reader would, with the same value, or takes nothing and leaves
        // the token (and its error message) to the general reader.
        for layout in token_pair_layouts() {
            let mut fast = scanner(&layout);
            let mut general = scanner(&layout);
            for _ in 0..2 {
                let before = fast.position;
                match fast.plain_unsigned::<ONE_DIGIT_FIRST>() {
                    Some(value) => {
                        let token = general.token("x").unwrap().to_vec();
                        assert_eq!(
                            parse_integer(&token),
                            Some((false, Some(value))),
                            "{layout:?}"
                        );
                        assert_eq!(fast.position, general.position, "{layout:?}");
                    }
                    None => {
                        assert_eq!(fast.position, before, "{layout:?}");
                        let Ok(token) = general.token("x") else { break };
                        let plain = token.len() <= 20 && token.iter().all(u8::is_ascii_digit);
                        let fits = matches!(parse_integer(token), Some((false, Some(_))));
                        assert!(!(plain && fits), "{layout:?}");
                        fast.position = general.position;
                    }
                }
            }
        }
    }

    #[test]
    fn signed_tokens_read_in_one_pass_agree_with_the_general_reader() {
        // A minus sign and plain digits are read in one pass; whatever the
        // path, the value (or the failure) is the general parser's.
        let bound = E18 as i64;
        for layout in token_pair_layouts() {
            let mut fast = scanner(&layout);
            let mut general = scanner(&layout);
            for _ in 0..2 {
                let read = fast.i64("x", -bound, bound);
                let Ok(token) = general.token("x") else {
                    assert!(read.is_err(), "{layout:?}");
                    break;
                };
                let expected = match parse_integer(token) {
                    Some((negative, Some(m))) if m <= E18 => {
                        Some(if negative { -(m as i64) } else { m as i64 })
                    }
                    _ => None,
                };
                assert_eq!(read.as_ref().ok(), expected.as_ref(), "{layout:?}");
                if expected.is_none() {
                    break;
                }
                assert_eq!(fast.position, general.position, "{layout:?}");
            }
        }
    }

    #[test]
    fn numbers_read_within_a_line_stop_at_its_end() {
        // Read within a line, two tokens give what they give in the whole
        // input; a third, on the next line, is not reached.
        for first in ODD_AND_PLAIN_TOKENS {
            for second in ODD_AND_PLAIN_TOKENS {
                let pair = format!("{first} {second}");
                if pair.trim().is_empty() {
                    continue; // A blank line is no line to read: next_line skips it.
                }
                for signed in [false, true] {
                    let read = |input: &mut Scanner| {
                        if signed {
                            input.i64("x", -9, E18 as i64).map(|v| v as i128)
                        } else {
                            input.u64("x", 0, E18).map(i128::from)
                        }
                    };
                    let mut whole = scanner(&pair);
                    let mut line = scanner(&format!("{pair} \n5"));
                    assert!(line.next_line());
                    let mut both_read = true;
                    for _ in 0..2 {
                        // (Where the whole input ends, the line does.)
                        let expected = read(&mut whole)
                            .map_err(|e| e.message().replace("input ends", "the line ends"));
                        let got = read(&mut line).map_err(|e| e.message().to_string());
                        assert_eq!(got, expected, "{pair:?}");
                        both_read &= expected.is_ok();
                        if expected.is_err() {
                            break;
                        }
                    }
                    if both_read {
                        let end = read(&mut line).unwrap_err();
                        assert_eq!(end.message(), "the line ends before x", "{pair:?}");
                        assert!(line.end_line().is_ok());
                    }
                }
            }
        }
    }

    #[test]
    fn numbers_of_every_length_read_in_one_pass_as_the_general_reader_does() {
        // Every length from 1 to 24 digits: one word, two, three, and
        // what is left over in each, with the end of the text anywhere.
        let mut rng = crate::testing::rng::TestRng::new(7);
        for len in 1..=24 {
            for _ in 0..40 {
                let digits: String = (0..len)
                    .map(|_| char::from(b'0' + rng.below(10) as u8))
                    .collect();
                let expected = match parse_integer(digits.as_bytes()) {
                    Some((false, Some(value))) => Some(value),
                    _ => None,
                };
                for padding in 0..10 {
                    let text = format!(" {digits}{}", " ".repeat(padding));
                    let mut input = scanner(&text);
                    assert_eq!(input.plain_unsigned::<true>(), expected, "{text:?}");
                    let mut input = scanner(&text);
                    assert_eq!(input.plain_unsigned::<false>(), expected, "{text:?}");
                }
            }
        }
    }

    #[test]
    fn bytes_above_127_are_never_digits() {
        // Bytes 0xb0..=0xb9 are digits in their low seven bits; text that
        // is not UTF-8 can put one straight after a digit.
        for byte in 0x80..=0xff {
            let mut text = b"12".to_vec();
            text.push(byte);
            text.extend_from_slice(b" 3        ");
            let mut input = Scanner::new(text.clone());
            assert_eq!(input.plain_unsigned::<false>(), None, "{byte:#x}");
            let mut input = Scanner::new(text);
            assert_eq!(input.plain_unsigned::<true>(), None, "{byte:#x}");
            assert!(input.u64("x", 0, 99).is_err(), "{byte:#x}");
        }
    }

    #[test]
    fn vertices_read_in_one_pass_agree_with_the_general_reader() {
        // As above, for the narrower reader of edges' ends: it takes a
        // token only as the general reader of a number in 1..=n would, and
        // takes every short plain one in range.
        for n in [1, 2, 6, 7, 2_000_000, u32::MAX as usize] {
            for layout in token_pair_layouts() {
                let mut fast = scanner(&layout);
                let mut general = scanner(&layout);
                for _ in 0..2 {
                    let before = fast.position;
                    let taken = fast.plain_vertex(n);
                    let expected = general.usize("x", 1, n);
                    match taken {
                        Some(vertex) => {
                            assert_eq!(expected, Ok(vertex as usize + 1), "{layout:?}");
                            assert_eq!(fast.position, general.position, "{layout:?}");
                        }
                        None => {
                            assert_eq!(fast.position, before, "{layout:?}");
                            let token = &general.bytes[general.token_start..general.position];
                            let short_plain =
                                token.len() <= 20 && token.iter().all(u8::is_ascii_digit);
                            assert!(!(short_plain && expected.is_ok()), "{layout:?}");
                            if expected.is_err() && general.position == before {
                                break;
                            }
                            fast.position = general.position;
                        }
                    }
                }
            }
        }
        let mut input = scanner("1 2\n2 1\n");
        assert_eq!(input.edges(2, 2), Ok(vec![(0, 1), (1, 0)]));
        assert!(input.finish().is_ok());
        assert_eq!(
            message(scanner("1 3").edges(1, 2)),
            "v must be between 1 and 2, got 3"
        );
        assert_eq!(
            message(scanner("0 1").edges(1, 2)),
            "u must be between 1 and 2, got 0"
        );
        let mut streaming = Scanner::streaming(&b"1 2\n2 3\n"[..]);
        assert_eq!(
            message(streaming.edges(2, 2)),
            "v must be between 1 and 2, got 3"
        );
    }

    #[test]
    fn releasing_what_was_read_changes_nothing_later() {
        let text = "5 10 20 30 40 50 x 7";
        for release_after in 0..7 {
            let mut released = scanner(text);
            let mut kept = scanner(text);
            for k in 0..6 {
                assert_eq!(released.u64("a", 0, 99), kept.u64("a", 0, 99));
                if k >= release_after {
                    released.release_consumed();
                }
            }
            assert_eq!(released.u64("b", 0, 99), kept.u64("b", 0, 99));
            assert_eq!(released.u64("c", 0, 5), kept.u64("c", 0, 5));
            assert_eq!(released.finish(), kept.finish());
        }
    }

    #[test]
    fn repeated_values_are_named() {
        let mut input = scanner("3 1 3");
        input.start_test(2);
        assert_eq!(
            message(input.distinct_u64s("s", 3, 1, 9)),
            "test 2: the values s_i must be distinct, got 3 twice"
        );
        assert_eq!(
            scanner("3 1 2").distinct_u64s("s", 3, 1, 9),
            Ok(vec![3, 1, 2])
        );
    }

    #[test]
    fn leftover_tokens_are_rejected() {
        let mut input = scanner("1 2\n");
        assert_eq!(input.u64("a", 0, 9), Ok(1));
        assert_eq!(
            message(input.finish()),
            "unexpected \"2\" after the last test case"
        );
        let mut input = scanner(" 7 \n\n\t");
        assert_eq!(input.u64("a", 0, 9), Ok(7));
        assert!(input.at_end());
        assert!(input.finish().is_ok());
    }

    #[test]
    fn streaming_reads_a_line_only_when_a_token_is_needed() {
        use std::io::BufRead;
        use std::sync::{Arc, Mutex};
        // A source that records how many lines were taken from it.
        struct Counting(std::io::Cursor<Vec<u8>>, Arc<Mutex<usize>>);
        impl std::io::Read for Counting {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                self.0.read(buf)
            }
        }
        impl BufRead for Counting {
            fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
                self.0.fill_buf()
            }
            fn consume(&mut self, n: usize) {
                self.0.consume(n)
            }
            fn read_until(&mut self, byte: u8, buf: &mut Vec<u8>) -> std::io::Result<usize> {
                *self.1.lock().unwrap() += 1;
                self.0.read_until(byte, buf)
            }
        }
        let lines = Arc::new(Mutex::new(0));
        let source = Counting(std::io::Cursor::new(b"1 2\n\n3\n".to_vec()), lines.clone());
        let mut input = Scanner::streaming(source);
        assert_eq!(input.u64("a", 0, 9), Ok(1));
        assert_eq!(input.u64("b", 0, 9), Ok(2));
        assert_eq!(*lines.lock().unwrap(), 1);
        input.start_move(4);
        assert_eq!(input.u64("c", 0, 9), Ok(3));
        assert_eq!(*lines.lock().unwrap(), 3);
        assert_eq!(message(input.u64("d", 0, 9)), "move 4: input ends before d");
    }

    #[test]
    fn lines_hold_exactly_their_values() {
        let mut input = scanner("2 1 2 3\n");
        assert!(input.next_line());
        input.start_test(1);
        assert_eq!(input.u64s("a", 3, 0, 9), Ok(vec![2, 1, 2]));
        assert_eq!(
            message(input.end_line()),
            "test 1: unexpected \"3\" after the last value of the line"
        );
        let mut input = scanner("  \r\n\n 4 \r\n");
        assert!(input.next_line());
        assert_eq!(input.u64("a", 0, 9), Ok(4));
        assert!(input.end_line().is_ok());
        assert!(!input.next_line());
        assert!(!scanner("").next_line());
    }

    #[test]
    fn sum_limits_accumulate_across_tests() {
        let mut input = scanner("");
        let mut sum = SumLimit::new("n", 1_000_000);
        assert!(sum.take(&input, 999_999).is_ok());
        assert!(sum.take(&input, 1).is_ok());
        input.start_test(4);
        assert_eq!(
            message(sum.take(&input, 1)),
            "test 4: sum of n exceeds 10^6"
        );
        assert!(SumLimit::new("n", 5).take(&input, u64::MAX).is_err());
    }

    #[test]
    fn lengths_are_checked_before_anything_is_reserved() {
        let mut sum = SumLimit::new("n", 1_000_000);
        let mut input = scanner("1000000000000 1 2 3");
        assert_eq!(
            message(input.length("n", 1, &mut sum)),
            "n must be between 1 and 10^6, got 1000000000000"
        );
        let mut input = scanner("600000 600000");
        assert_eq!(input.length("n", 1, &mut sum), Ok(600_000));
        input.start_test(2);
        assert_eq!(
            message(input.length("n", 1, &mut sum)),
            "test 2: sum of n exceeds 10^6"
        );
    }

    #[test]
    fn each_test_is_named_in_its_errors() {
        let mut input = scanner("3 5 6 x");
        let mut seen = Vec::new();
        let result = input.for_each_test("T", 10, |input| {
            seen.push(input.u64("v", 0, 9)?);
            Ok(())
        });
        assert_eq!(seen, [5, 6]);
        assert_eq!(message(result), "test 3: v must be an integer, got \"x\"");
        assert_eq!(
            message(scanner("0").for_each_test("T", 10, |_| Ok(()))),
            "T must be between 1 and 10, got 0"
        );
    }

    #[test]
    fn a_byte_order_mark_is_whitespace_and_minus_zero_is_a_sign() {
        let mut input = Scanner::new(b"\xef\xbb\xbf7 -0".to_vec());
        assert_eq!(input.u64("a", 0, 9), Ok(7));
        assert_eq!(input.i64("b", -5, 5), Ok(0));
        let mut input = Scanner::new(b"-0".to_vec());
        assert_eq!(
            input.u64("b", 0, 9).unwrap_err().message(),
            "b must be between 0 and 9, got -0"
        );
        let mut streamed = Scanner::streaming(&b"\xef\xbb\xbf3\n4\n"[..]);
        assert_eq!(streamed.u64("a", 0, 9), Ok(3));
        assert_eq!(streamed.u64("b", 0, 9), Ok(4));
        let err = Scanner::new(b"\xe2\x80\x8b5".to_vec())
            .u64("k", 0, 9)
            .unwrap_err();
        assert_eq!(err.message(), r#"k must be an integer, got "\u{200b}5""#);
    }

    /// Sums of "a b" pairs read as tests until the end of `text`.
    fn pairs_until_end(text: &str, max: usize) -> Result<Vec<u64>, Error> {
        let mut sums = Vec::new();
        scanner(text).for_each_test_until_end(max, |input| {
            sums.push(input.u64("a", 0, 9)? + input.u64("b", 0, 9)?);
            Ok(())
        })?;
        Ok(sums)
    }

    #[test]
    fn tests_until_the_end_of_input() {
        assert_eq!(pairs_until_end("1 2", 5), Ok(vec![3]));
        assert_eq!(pairs_until_end("\n1 2\n\n3 4\n  \n", 2), Ok(vec![3, 7]));
        for empty in ["", " ", "\n\n", "\t \r\n"] {
            assert_eq!(
                message(pairs_until_end(empty, 5)),
                "input ends before the first test case"
            );
        }
        // A trailing token is the start of an incomplete test.
        assert_eq!(
            message(pairs_until_end("1 2 3", 5)),
            "test 2: input ends before b"
        );
        assert_eq!(
            message(pairs_until_end("1 2 3 x", 5)),
            "test 2: b must be an integer, got \"x\""
        );
        assert_eq!(
            message(pairs_until_end("1 2 3 4 5 6", 2)),
            "test 3: more than 2 test cases"
        );
        assert_eq!(
            message(pairs_until_end(&"1 1 ".repeat(10_001), 10_000)),
            "test 10001: more than 10^4 test cases"
        );
    }

    /// Sums of the tests "n a_1 … a_n" read until the terminator "0 0"
    /// (`n = 0` alone is not one: `0 7` is the empty list, then 7).
    fn lists_until_terminator(text: &str, max: usize) -> Result<Vec<u64>, Error> {
        let mut sums = Vec::new();
        let mut input = scanner(text);
        input.for_each_test_until(max, |input| {
            let n = input.usize("n", 0, 9)?;
            let first = input.u64("first", 0, 9)?;
            if n == 0 && first == 0 {
                return Ok(ControlFlow::Break(()));
            }
            let rest = input.u64s("a", n.saturating_sub(1), 0, 9)?;
            sums.push(if n == 0 {
                100 + first
            } else {
                first + rest.iter().sum::<u64>()
            });
            Ok(ControlFlow::Continue(()))
        })?;
        input.finish()?;
        Ok(sums)
    }

    #[test]
    fn tests_until_a_terminator() {
        assert_eq!(lists_until_terminator("0 0", 5), Ok(vec![]));
        assert_eq!(
            lists_until_terminator("2 3 4\n0 7\n0 0\n", 5),
            Ok(vec![7, 107])
        );
        assert_eq!(lists_until_terminator("2 3 4 1 5 0 0", 2), Ok(vec![7, 5]));
        assert_eq!(
            message(lists_until_terminator("2 3 4 1 5 1 6 0 0", 2)),
            "test 3: more than 2 test cases before the terminator"
        );
        for (text, error) in [
            ("", "test 1: input ends before n"),
            ("2 3 4", "test 2: input ends before n"),
            ("2 3 4 0", "test 2: input ends before first"),
            ("2 3", "test 1: input ends before a_1"),
            ("1 3 x", "test 2: n must be an integer, got \"x\""),
            ("0 0 5", "unexpected \"5\" after the last test case"),
        ] {
            assert_eq!(message(lists_until_terminator(text, 5)), error, "{text:?}");
        }
    }

    #[test]
    fn rows_hold_exactly_their_characters() {
        let mut input = scanner("..## \u{e9}.\n#");
        input.start_test(4);
        assert_eq!(input.row("s", 4, b".#"), Ok(&b"..##"[..]));
        assert_eq!(
            message(input.row("s", 3, b".#")),
            "test 4: s has \"\u{e9}\" at column 1, expected one of \".#\""
        );
        assert_eq!(
            message(input.row("s", 2, b".#")),
            "test 4: s must be 2 characters long, got \"#\" (1)"
        );
        assert_eq!(
            message(input.row("s", 2, b".#")),
            "test 4: input ends before s"
        );
        let mut input = scanner("abc abcd ab abx");
        assert_eq!(input.row("w", 3, b"abc"), Ok(&b"abc"[..]));
        // Too long: the length is the fault, even with a bad byte past it.
        assert_eq!(
            message(input.row("w", 3, b"abc")),
            "w must be 3 characters long, got \"abcd\" (4)"
        );
        assert_eq!(
            message(input.row("w", 3, b"abc")),
            "w must be 3 characters long, got \"ab\" (2)"
        );
        assert_eq!(
            message(input.row("w", 3, b"abc")),
            "w has \"x\" at column 3, expected one of \"abc\""
        );
        let mut input = scanner("ab\nba\nbb");
        assert_eq!(input.grid("g", 3, 2, b"ab"), Ok(b"abbabb".to_vec()));
        assert_eq!(
            message(scanner("ab b").grid("g", 3, 2, b"ab")),
            "g_2 must be 2 characters long, got \"b\" (1)"
        );
        assert_eq!(
            message(scanner("ab ba").grid("g", 3, 2, b"ab")),
            "input ends before g_3"
        );
        assert_eq!(scanner("").grid("g", 0, 5, b"ab"), Ok(vec![]));
    }

    #[test]
    fn vertex_lists_read_back_what_was_written() {
        let mut rng = TestRng::new(5);
        for _ in 0..300 {
            let n = 1 + rng.below(6) as usize;
            let lists: Vec<Vec<u32>> = (0..n)
                .map(|_| {
                    (0..rng.below(4))
                        .map(|_| rng.below(n as u64) as u32)
                        .collect()
                })
                .collect();
            let mut text = String::new();
            for list in &lists {
                text += &format!("{}", list.len());
                for &u in list {
                    text += if rng.below(2) == 0 { " " } else { "\n" };
                    text += &format!("{}", u + 1);
                }
                text += "\n";
            }
            let expected: Vec<(u32, u32)> = lists
                .iter()
                .enumerate()
                .flat_map(|(v, list)| list.iter().map(move |&u| (v as u32, u)))
                .collect();
            let total = expected.len() as u64;
            let mut sum = SumLimit::new("k", total);
            let mut input = scanner(&text);
            assert_eq!(input.vertex_lists("k", n, &mut sum), Ok(expected), "{text}");
            assert!(input.finish().is_ok());
            if total > 0 {
                let mut short = SumLimit::new("k", total - 1);
                let err = scanner(&text).vertex_lists("k", n, &mut short);
                // One list holding every vertex is out of range by itself.
                let expected = match lists.iter().position(|l| l.len() as u64 == total) {
                    Some(v) => format!(
                        "k_{} must be between 0 and {}, got {total}",
                        v + 1,
                        total - 1
                    ),
                    None => format!("sum of k exceeds {}", total - 1),
                };
                assert_eq!(message(err), expected);
            }
        }
    }

    #[test]
    fn vertex_lists_name_the_faulty_value() {
        for (text, error) in [
            ("1 3 0 x", "test 7: k_3 must be an integer, got \"x\""),
            ("1 3 0 1", "test 7: input ends before a vertex in list 3"),
            (
                "2 1 4 0 0",
                "test 7: a vertex in list 1 must be between 1 and 3, got 4",
            ),
            (
                "1 0 0 0",
                "test 7: a vertex in list 1 must be between 1 and 3, got 0",
            ),
            (
                "1 -1",
                "test 7: a vertex in list 1 must be between 1 and 3, got -1",
            ),
            ("1 1 11", "test 7: k_2 must be between 0 and 10, got 11"),
            ("9 1 1 1 1 1 1 1 1 1 0 2 1 1", "test 7: sum of k exceeds 10"),
        ] {
            let mut input = scanner(text);
            input.start_test(7);
            let mut sum = SumLimit::new("k", 10);
            assert_eq!(
                message(input.vertex_lists("k", 3, &mut sum)),
                error,
                "{text}"
            );
        }
    }

    #[test]
    fn small_integer_arrays() {
        let mut input = scanner("0 4294967295 4294967296 5");
        assert_eq!(input.u32s("a", 2, 0, u32::MAX), Ok(vec![0, u32::MAX]));
        assert_eq!(
            message(input.u32s("a", 1, 0, u32::MAX)),
            "a_1 must be between 0 and 4294967295, got 4294967296"
        );
        assert_eq!(input.usizes("b", 1, 5, 5), Ok(vec![5]));
        assert_eq!(
            message(scanner("1 9").usizes("b", 2, 1, 8)),
            "b_2 must be between 1 and 8, got 9"
        );
    }

    /// Buffer sizes for [`Scanner::chunked`]'s source: at 1 to 4 every
    /// token of these tests is cut at the end of a piece somewhere.
    const CAPACITIES: [usize; 7] = [1, 2, 3, 4, 7, 16, 1 << 16];

    fn chunked(text: &[u8], capacity: usize) -> Scanner {
        let source = std::io::Cursor::new(text.to_vec());
        Scanner::chunked(std::io::BufReader::with_capacity(capacity, source))
    }

    /// `script` on `text` read whole and read in pieces of every size:
    /// the same outcome (which is returned).
    fn same_in_pieces<T: PartialEq + fmt::Debug>(
        text: &[u8],
        script: impl Fn(&mut Scanner) -> T,
    ) -> T {
        let whole = script(&mut Scanner::new(text.to_vec()));
        for capacity in CAPACITIES {
            let shown = String::from_utf8_lossy(text);
            let pieces = script(&mut chunked(text, capacity));
            assert_eq!(pieces, whole, "{shown:?} in pieces of {capacity}");
        }
        whole
    }

    /// A kind of number the array and `for_each_` readers read, with the
    /// range it is read in.
    #[derive(Clone, Copy, Debug)]
    enum Kind {
        U64(u64, u64),
        I64(i64, i64),
        Usize(usize, usize),
        U32(u32, u32),
    }

    const KINDS: [Kind; 7] = [
        Kind::U64(0, E18),
        Kind::U64(3, 9),
        Kind::U64(0, u64::MAX),
        Kind::I64(-(E18 as i64), E18 as i64),
        Kind::I64(-5, 5),
        Kind::Usize(1, 100),
        Kind::U32(0, u32::MAX),
    ];

    /// What reading `len` values `a_1 …` gave: the values (as `i128`,
    /// which holds each kind) and how it ended, and then what
    /// [`Scanner::finish`] said of the rest.
    type Outcome = (Vec<i128>, Result<(), String>, Result<(), String>);

    fn ended<T>(result: Result<T, Error>) -> Result<(), String> {
        result.map(|_| ()).map_err(|e| e.message().to_string())
    }

    /// The reference: one value at a time through the single-value readers,
    /// each named `a_i` in full, in test 2.
    fn one_at_a_time(input: &mut Scanner, kind: Kind, len: usize) -> Outcome {
        input.start_test(2);
        let mut values = Vec::new();
        let mut result = Ok(());
        for i in 1..=len {
            let name = format!("a_{i}");
            let value = match kind {
                Kind::U64(min, max) => input.u64(&name, min, max).map(i128::from),
                Kind::I64(min, max) => input.i64(&name, min, max).map(i128::from),
                Kind::Usize(min, max) => input.usize(&name, min, max).map(|v| v as i128),
                Kind::U32(min, max) => input.u64(&name, min.into(), max.into()).map(i128::from),
            };
            match value {
                Ok(value) => values.push(value),
                Err(e) => {
                    result = ended::<()>(Err(e));
                    break;
                }
            }
        }
        (values, result, ended(input.finish()))
    }

    /// Through the array readers: no values at all on an error.
    fn as_vector(input: &mut Scanner, kind: Kind, len: usize) -> Outcome {
        input.start_test(2);
        fn wide<T: Into<i128>>(values: Vec<T>) -> Vec<i128> {
            values.into_iter().map(Into::into).collect()
        }
        let read = match kind {
            Kind::U64(min, max) => input.u64s("a", len, min, max).map(wide),
            Kind::I64(min, max) => input.i64s("a", len, min, max).map(wide),
            Kind::Usize(min, max) => input
                .usizes("a", len, min, max)
                .map(|v| v.into_iter().map(|v| v as i128).collect()),
            Kind::U32(min, max) => input.u32s("a", len, min, max).map(wide),
        };
        let (values, result) = match read {
            Ok(values) => (values, Ok(())),
            Err(e) => (Vec::new(), ended::<()>(Err(e))),
        };
        (values, result, ended(input.finish()))
    }

    /// Through the `for_each_` readers, checking that the indices handed
    /// over count from 0.
    fn by_closure(input: &mut Scanner, kind: Kind, len: usize) -> Outcome {
        input.start_test(2);
        let mut values = Vec::new();
        let mut each = |i: usize, value: i128| {
            assert_eq!(i, values.len());
            values.push(value);
        };
        let result = match kind {
            Kind::U64(min, max) => input.for_each_u64("a", len, min, max, |i, v| each(i, v.into())),
            Kind::I64(min, max) => input.for_each_i64("a", len, min, max, |i, v| each(i, v.into())),
            Kind::Usize(min, max) => {
                input.for_each_usize("a", len, min, max, |i, v| each(i, v as i128))
            }
            Kind::U32(min, max) => input.for_each_u32("a", len, min, max, |i, v| each(i, v.into())),
        };
        (values, ended(result), ended(input.finish()))
    }

    /// The array and `for_each_` readers on `text`, read whole and in
    /// pieces, against the reference: the same values and the same errors
    /// (the array readers give no values on an error; the others give
    /// those before the faulty one). Returns the reference's outcome.
    fn readers_agree(text: &[u8], kind: Kind, len: usize) -> Outcome {
        let reference = one_at_a_time(&mut Scanner::new(text.to_vec()), kind, len);
        let context = format!("{:?} as {len} of {kind:?}", String::from_utf8_lossy(text));
        let handed = same_in_pieces(text, |input| by_closure(input, kind, len));
        assert_eq!(handed, reference, "{context}");
        let vector = same_in_pieces(text, |input| as_vector(input, kind, len));
        let expected_vector = match &reference.1 {
            Ok(()) => reference.clone(),
            Err(_) => (Vec::new(), reference.1.clone(), reference.2.clone()),
        };
        assert_eq!(vector, expected_vector, "{context}");
        reference
    }

    #[test]
    fn values_handed_over_are_those_of_the_arrays_with_the_same_errors() {
        let bound = "between 0 and 10^18";
        for (text, values, error) in [
            ("1 2 3", vec![1, 2, 3], None),
            ("\u{feff}7\n8\t9 \r\n", vec![7, 8, 9], None),
            (
                "0 1000000000000000000 000000000000000000000000042",
                vec![0, E18 as i128, 42],
                None,
            ),
            (
                "1 1000000000000000001 2",
                vec![1],
                Some(format!(
                    "test 2: a_2 must be {bound}, got 1000000000000000001"
                )),
            ),
            (
                "5 99999999999999999999 2",
                vec![5],
                Some(format!(
                    "test 2: a_2 must be {bound}, got 99999999999999999999"
                )),
            ),
            (
                "-1 2 3",
                vec![],
                Some(format!("test 2: a_1 must be {bound}, got -1")),
            ),
            (
                "1 2 x",
                vec![1, 2],
                Some("test 2: a_3 must be an integer, got \"x\"".into()),
            ),
            (
                "1 2a 3",
                vec![1],
                Some("test 2: a_2 must be an integer, got \"2a\"".into()),
            ),
            (
                "1 +2 3",
                vec![1],
                Some("test 2: a_2 must be an integer, got \"+2\"".into()),
            ),
            (
                "1 2",
                vec![1, 2],
                Some("test 2: input ends before a_3".into()),
            ),
            ("", vec![], Some("test 2: input ends before a_1".into())),
        ] {
            let (got, result, _) = readers_agree(text.as_bytes(), Kind::U64(0, E18), 3);
            assert_eq!((got, result.err()), (values, error), "{text:?}");
        }
        assert_eq!(
            readers_agree(b"1 2 3 4", Kind::U64(0, 9), 3).2,
            Err("unexpected \"4\" after the last test case".into())
        );
        assert_eq!(
            readers_agree(b"-5 5 -6", Kind::I64(-5, 5), 3).1,
            Err("test 2: a_3 must be between -5 and 5, got -6".into())
        );
        assert_eq!(
            readers_agree(b"4294967295 4294967296", Kind::U32(0, u32::MAX), 2).1,
            Err("test 2: a_2 must be between 0 and 4294967295, got 4294967296".into())
        );
        assert_eq!(
            readers_agree(b"100 0", Kind::Usize(1, 100), 2).1,
            Err("test 2: a_2 must be between 1 and 100, got 0".into())
        );
        // Nothing to read is nothing handed over, whatever follows.
        assert_eq!(readers_agree(b"x", Kind::U64(0, 9), 0).1, Ok(()));
    }

    #[test]
    fn values_handed_over_agree_on_every_kind_of_token() {
        // Random texts of the odd and plain tokens, read as every kind,
        // whole and in pieces.
        let separators = [" ", "\n", "\t", "  ", "\r\n", " \n "];
        let mut rng = TestRng::new(37);
        for _ in 0..400 {
            let count = rng.below(6) as usize;
            let mut text = String::new();
            for _ in 0..count {
                text += ODD_AND_PLAIN_TOKENS[rng.below(ODD_AND_PLAIN_TOKENS.len() as u64) as usize];
                text += separators[rng.below(separators.len() as u64) as usize];
            }
            if rng.below(2) == 0 {
                text = text.trim_end().to_string();
            }
            let len = rng.below(count as u64 + 2) as usize;
            for kind in KINDS {
                let _ = readers_agree(text.as_bytes(), kind, len);
            }
        }
    }

    #[test]
    fn input_read_in_pieces_reads_as_input_read_whole() {
        // Tokens, rows, lines and their errors, with pieces of every size.
        let tokens = |input: &mut Scanner| {
            let mut seen = Vec::new();
            while !input.at_end() {
                seen.push(input.token("t").map(<[u8]>::to_vec));
            }
            seen.push(input.token("t").map(<[u8]>::to_vec));
            seen
        };
        let read = same_in_pieces(b"\xef\xbb\xbfab  cdefgh\n\n i \xef\xbb\xbfj", tokens);
        assert_eq!(read.len(), 5);
        assert_eq!(read[3], Ok(b"\xef\xbb\xbfj".to_vec()));
        for text in [
            &b""[..],
            b" ",
            b"\xef\xbb\xbf",
            b"\xef\xbb",
            b"\n\n",
            b"x",
            b"\xef\xbb\xbf5",
        ] {
            same_in_pieces(text, tokens);
        }
        let rows = |input: &mut Scanner| {
            let grid = input
                .grid("g", 2, 6, b".#")
                .map_err(|e| e.message().to_string());
            let row = input.row("r", 3, b"ab").map(<[u8]>::to_vec);
            (
                grid,
                row.map_err(|e| e.message().to_string()),
                ended(input.finish()),
            )
        };
        assert_eq!(
            same_in_pieces(b"..##.#\n#....#\nab", rows).1,
            Err("r must be 3 characters long, got \"ab\" (2)".into())
        );
        assert_eq!(
            same_in_pieces(b"..##.# #...x# aba", rows).0,
            Err("g_2 has \"x\" at column 5, expected one of \".#\"".into())
        );
        // Lines: a piece may end anywhere within one.
        let lines = |input: &mut Scanner| {
            let mut read = Vec::new();
            while input.next_line() {
                let n = input.usize("n", 0, 9);
                let values = n.and_then(|n| input.u64s("a", n, 0, 99));
                read.push((values, input.end_line()));
            }
            read
        };
        let read = same_in_pieces(b"2 10 20\n\n 0 \r\n3 1 2\n1 5 6\n2 7", lines);
        assert_eq!(read.len(), 5);
        assert_eq!(read[0], (Ok(vec![10, 20]), Ok(())));
        assert_eq!(read[1], (Ok(vec![]), Ok(())));
        assert_eq!(
            read[2].0.as_ref().unwrap_err().message(),
            "the line ends before a_3"
        );
        assert_eq!(
            read[3].1.as_ref().unwrap_err().message(),
            "unexpected \"6\" after the last value of the line"
        );
        assert_eq!(
            read[4].0.as_ref().unwrap_err().message(),
            "the line ends before a_2"
        );
        let raw_lines = |input: &mut Scanner| {
            let first = input.u64("x", 0, 9);
            let mut lines = vec![];
            while let Ok(Some(line)) = input.raw_line() {
                lines.push(line);
            }
            (first, lines)
        };
        let (_, read) = same_in_pieces(b"5 rest of it\nsecond line\n\nlast", raw_lines);
        assert_eq!(
            read,
            [&b" rest of it\n"[..], b"second line\n", b"\n", b"last"]
        );
    }

    #[test]
    fn input_read_in_pieces_holds_only_a_piece() {
        // 10^5 numbers (1.2 MB) through a 64-byte buffer: the bytes held
        // never pass twice a piece and a token (a vector's growth).
        let numbers: Vec<u64> = (0..100_000u64).map(|i| i * 12_345_678_901).collect();
        let text: String = numbers.iter().map(|v| format!("{v} ")).collect();
        let mut input = chunked(text.as_bytes(), 64);
        let mut largest_held = 0;
        for &v in &numbers[..50_000] {
            assert_eq!(input.u64("a", 0, u64::MAX), Ok(v));
            largest_held = largest_held.max(input.bytes.capacity());
        }
        assert!(largest_held <= 2 * (64 + 20), "{largest_held}");
        let rest = &numbers[50_000..];
        input
            .for_each_u64("a", rest.len(), 0, u64::MAX, |i, v| assert_eq!(v, rest[i]))
            .unwrap();
        assert!(input.bytes.capacity() <= 2 * (64 + 20));
        // Nothing read is held, so there is nothing to release.
        input.release_consumed();
        assert!(input.finish().is_ok());
    }

    #[test]
    fn single_u32_values_read_as_u64_values_do() {
        let mut input = scanner("0 4294967295 7 4294967296 x -1 +1");
        input.start_test(3);
        assert_eq!(input.u32("w", 0, u32::MAX), Ok(0));
        assert_eq!(input.u32("w", 0, u32::MAX), Ok(u32::MAX));
        assert_eq!(input.u32("w", 7, 7), Ok(7));
        assert_eq!(
            message(input.u32("w", 0, u32::MAX)),
            "test 3: w must be between 0 and 4294967295, got 4294967296"
        );
        assert_eq!(
            message(input.u32("w", 0, 9)),
            "test 3: w must be an integer, got \"x\""
        );
        assert_eq!(
            message(input.u32("w", 0, 9)),
            "test 3: w must be between 0 and 9, got -1"
        );
        assert_eq!(
            message(input.u32("w", 0, 9)),
            "test 3: w must be an integer, got \"+1\""
        );
        assert_eq!(message(input.u32("w", 0, 9)), "test 3: input ends before w");
        assert_eq!(
            message(scanner("0").u32("a", 1, 10)),
            "a must be between 1 and 10, got 0"
        );
        // Every kind of token, whole and in pieces: the value or the error
        // of `u64` with the same range.
        for layout in token_pair_layouts() {
            for (min, max) in [(0, u32::MAX), (1, 9), (3, 3)] {
                let as_u64 = |input: &mut Scanner| {
                    let read = input.u64("a", min.into(), max.into());
                    read.map(|v| v as u32).map_err(|e| e.message().to_string())
                };
                let mut expected = scanner(&layout);
                let pair = [as_u64(&mut expected), as_u64(&mut expected)];
                let got = same_in_pieces(layout.as_bytes(), |input| {
                    [0, 1].map(|_| {
                        input
                            .u32("a", min, max)
                            .map_err(|e| e.message().to_string())
                    })
                });
                assert_eq!(got, pair, "{layout:?} in {min}..={max}");
            }
        }
    }

    #[test]
    fn single_characters_are_one_allowed_byte() {
        let mut input = scanner("L\nR  # LR x \u{e9} ");
        input.start_test(2);
        assert_eq!(input.char("m", b"LR"), Ok(b'L'));
        assert_eq!(input.char("m", b"RL"), Ok(b'R'));
        assert_eq!(input.char("c", b".#"), Ok(b'#'));
        assert_eq!(
            message(input.char("m", b"LR")),
            "test 2: m must be one character of \"LR\", got \"LR\""
        );
        assert_eq!(
            message(input.char("m", b"LR")),
            "test 2: m must be one character of \"LR\", got \"x\""
        );
        // Two bytes of one character: shown whole.
        assert_eq!(
            message(input.char("m", b"LR")),
            "test 2: m must be one character of \"LR\", got \"\u{e9}\""
        );
        assert_eq!(
            message(input.char("m", b"LR")),
            "test 2: input ends before m"
        );
        assert_eq!(
            message(scanner("a").char("m", b"")),
            "m must be one character of \"\", got \"a\""
        );
        // Within a line, the line's end is the end.
        let mut lines = scanner("A B\nC");
        assert!(lines.next_line());
        assert_eq!(lines.char("p", b"ABC"), Ok(b'A'));
        assert_eq!(lines.char("p", b"ABC"), Ok(b'B'));
        assert_eq!(message(lines.char("p", b"ABC")), "the line ends before p");
        assert!(lines.end_line().is_ok());
        // Every byte alone, and tokens cut anywhere by the pieces: only
        // a token of one allowed byte is read, and the error is the same
        // whole and in pieces.
        for byte in 0..=255u8 {
            let text = [b' ', byte, b' ', b'.', b'#', b' ', b'#'];
            let read = same_in_pieces(&text, |input| {
                [0, 1, 2].map(|_| input.char("c", b".#").map_err(|e| e.message().to_string()))
            });
            if byte.is_ascii_whitespace() {
                assert_eq!(
                    read[0],
                    Err("c must be one character of \".#\", got \".#\"".into())
                );
            } else if byte == b'.' || byte == b'#' {
                assert_eq!(read[0], Ok(byte));
            } else {
                assert!(read[0].is_err(), "{byte}");
            }
        }
        let script = |input: &mut Scanner| {
            let mut read = Vec::new();
            while !input.at_end() {
                read.push(input.char("c", b"LR").map_err(|e| e.message().to_string()));
            }
            read.push(input.char("c", b"LR").map_err(|e| e.message().to_string()));
            read
        };
        let read = same_in_pieces(b"L R\n\nRR L LLLL x", script);
        assert_eq!(read.len(), 7);
        assert_eq!(
            read[5],
            Err("c must be one character of \"LR\", got \"x\"".into())
        );
        assert_eq!(read[6], Err("input ends before c".into()));
    }

    /// `lists` written as the lists of [`Scanner::vertex_lists_from`] with
    /// vertices numbered from `base`, and the 0-based edges they hold.
    fn written_lists(
        lists: &[Vec<u32>],
        base: u32,
        rng: &mut TestRng,
    ) -> (String, Vec<(u32, u32)>) {
        let mut text = String::new();
        for list in lists {
            text += &format!("{}", list.len());
            for &u in list {
                text += if rng.below(2) == 0 { " " } else { "\n" };
                text += &format!("{}", u64::from(u) + u64::from(base));
            }
            text += "\n";
        }
        let edges = lists
            .iter()
            .enumerate()
            .flat_map(|(v, list)| list.iter().map(move |&u| (v as u32, u)))
            .collect();
        (text, edges)
    }

    #[test]
    fn vertex_lists_from_any_base_read_back_what_was_written() {
        let mut rng = TestRng::new(6);
        for _ in 0..200 {
            let n = 1 + rng.below(6) as usize;
            let lists: Vec<Vec<u32>> = (0..n)
                .map(|_| {
                    (0..rng.below(4))
                        .map(|_| rng.below(n as u64) as u32)
                        .collect()
                })
                .collect();
            for base in [0, 1, 2, 1000, u32::MAX] {
                let (text, expected) = written_lists(&lists, base, &mut rng);
                let total = expected.len() as u64;
                let read = same_in_pieces(text.as_bytes(), |input| {
                    let mut sum = SumLimit::new("k", total);
                    let edges = input.vertex_lists_from("k", n, base, &mut sum);
                    (edges, ended(input.finish()))
                });
                assert_eq!(read, (Ok(expected.clone()), Ok(())), "{base}: {text}");
                if base == 1 {
                    let mut sum = SumLimit::new("k", total);
                    assert_eq!(
                        scanner(&text).vertex_lists("k", n, &mut sum),
                        Ok(expected),
                        "{text}"
                    );
                }
            }
        }
    }

    #[test]
    fn vertex_lists_from_zero_name_the_faulty_value() {
        for (text, error) in [
            ("1 2 0 x", "test 7: k_3 must be an integer, got \"x\""),
            ("1 2 0 1", "test 7: input ends before a vertex in list 3"),
            (
                "2 0 3 0 0",
                "test 7: a vertex in list 1 must be between 0 and 2, got 3",
            ),
            (
                "1 -1",
                "test 7: a vertex in list 1 must be between 0 and 2, got -1",
            ),
            (
                "1 +0",
                "test 7: a vertex in list 1 must be an integer, got \"+0\"",
            ),
            ("1 1 11", "test 7: k_2 must be between 0 and 10, got 11"),
            ("9 0 0 0 0 0 0 0 0 0 0 2 0 0", "test 7: sum of k exceeds 10"),
        ] {
            let read = same_in_pieces(text.as_bytes(), |input| {
                input.start_test(7);
                let mut sum = SumLimit::new("k", 10);
                ended(input.vertex_lists_from("k", 3, 0, &mut sum))
            });
            assert_eq!(read, Err(error.to_string()), "{text}");
        }
        // Vertex 0 is no vertex of a 1-based list, nor 2 of a 0-based list of 2.
        let mut sum = SumLimit::new("k", 10);
        assert_eq!(
            message(scanner("1 0").vertex_lists_from("k", 2, 1, &mut sum)),
            "a vertex in list 1 must be between 1 and 2, got 0"
        );
        assert_eq!(
            message(scanner("1 2").vertex_lists_from("k", 2, 0, &mut sum)),
            "a vertex in list 1 must be between 0 and 1, got 2"
        );
        assert_eq!(
            scanner("").vertex_lists_from("k", 0, 0, &mut sum),
            Ok(vec![])
        );
    }

    #[test]
    fn vertex_lists_are_those_from_one() {
        // `vertex_lists` is `vertex_lists_from` with base 1, on good and
        // bad input alike, whole and in pieces (its own messages are
        // pinned by `vertex_lists_name_the_faulty_value`).
        for text in [
            "2 2 3\n0\n1 1\n",
            "1 3 0 x",
            "1 3 0 1",
            "2 1 4 0 0",
            "1 0 0 0",
            "1 -1",
            "1 1 11",
            "9 1 1 1 1 1 1 1 1 1 0 2 1 1",
            "0 0 0 5",
        ] {
            let read = |from: bool| {
                same_in_pieces(text.as_bytes(), |input| {
                    input.start_test(4);
                    let mut sum = SumLimit::new("k", 10);
                    let edges = if from {
                        input.vertex_lists_from("k", 3, 1, &mut sum)
                    } else {
                        input.vertex_lists("k", 3, &mut sum)
                    };
                    (
                        edges.map_err(|e| e.message().to_string()),
                        ended(input.finish()),
                    )
                })
            };
            assert_eq!(read(true), read(false), "{text}");
        }
    }

    #[test]
    fn tests_until_the_end_with_no_maximum() {
        let unbounded = |text: &[u8]| {
            same_in_pieces(text, |input| {
                let mut sums = Vec::new();
                let result = input.for_each_test_until_end_unbounded(|input| {
                    sums.push(input.u64("a", 0, 9)? + input.u64("b", 0, 9)?);
                    Ok(())
                });
                (sums, ended(result))
            })
        };
        assert_eq!(unbounded(b"1 2"), (vec![3], Ok(())));
        assert_eq!(unbounded(b"\n1 2\n\n3 4\n  \n"), (vec![3, 7], Ok(())));
        for empty in [&b""[..], b" ", b"\n\n", b"\t \r\n"] {
            assert_eq!(
                unbounded(empty),
                (vec![], Err("input ends before the first test case".into()))
            );
        }
        assert_eq!(
            unbounded(b"1 2 3"),
            (vec![3], Err("test 2: input ends before b".into()))
        );
        assert_eq!(
            unbounded(b"1 2 3 x"),
            (
                vec![3],
                Err("test 2: b must be an integer, got \"x\"".into())
            )
        );
        // Past any maximum one would have made up, in a 64-byte buffer:
        // nothing held grows with the number of tests.
        let tests = 200_000;
        let text = "1 2\n".repeat(tests);
        let mut input = chunked(text.as_bytes(), 64);
        let (mut count, mut largest_held) = (0, 0);
        input
            .for_each_test_until_end_unbounded(|input| {
                count += 1;
                assert_eq!(input.u64("a", 0, 9)? + input.u64("b", 0, 9)?, 3);
                largest_held = largest_held.max(input.bytes.capacity());
                Ok(())
            })
            .unwrap();
        assert_eq!(count, tests);
        assert!(largest_held <= 2 * (64 + 20), "{largest_held}");
        assert!(input.finish().is_ok());
    }

    #[test]
    fn tests_until_a_terminator_with_no_maximum() {
        let unbounded = |text: &[u8]| {
            same_in_pieces(text, |input| {
                let mut sums = Vec::new();
                let result = input.for_each_test_until_unbounded(|input| {
                    let n = input.usize("n", 0, 9)?;
                    if n == 0 {
                        return Ok(ControlFlow::Break(()));
                    }
                    sums.push(input.u64s("a", n, 0, 9)?.iter().sum::<u64>());
                    Ok(ControlFlow::Continue(()))
                });
                (sums, ended(result), ended(input.finish()))
            })
        };
        assert_eq!(unbounded(b"0"), (vec![], Ok(()), Ok(())));
        assert_eq!(unbounded(b"2 5 6\n1 7\n0\n"), (vec![11, 7], Ok(()), Ok(())));
        assert_eq!(
            unbounded(b""),
            (vec![], Err("test 1: input ends before n".into()), Ok(()))
        );
        assert_eq!(
            unbounded(b"1 5 2 3"),
            (vec![5], Err("test 2: input ends before a_2".into()), Ok(()))
        );
        assert_eq!(
            unbounded(b"1 5 x").1,
            Err("test 2: n must be an integer, got \"x\"".into())
        );
        assert_eq!(
            unbounded(b"1 5 0 5").2,
            Err("unexpected \"5\" after the last test case".into())
        );
        // Past any maximum one would have made up, in a 64-byte buffer.
        let tests = 200_000;
        let text = "1 4\n".repeat(tests) + "0\n";
        let mut input = chunked(text.as_bytes(), 64);
        let (mut count, mut largest_held) = (0, 0);
        input
            .for_each_test_until_unbounded(|input| {
                largest_held = largest_held.max(input.bytes.capacity());
                if input.usize("n", 0, 9)? == 0 {
                    return Ok(ControlFlow::Break(()));
                }
                assert_eq!(input.u64("a", 0, 9)?, 4);
                count += 1;
                Ok(ControlFlow::Continue(()))
            })
            .unwrap();
        assert_eq!(count, tests);
        assert!(largest_held <= 2 * (64 + 20), "{largest_held}");
        assert!(input.finish().is_ok());
    }
}
