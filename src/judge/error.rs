//! Errors of bad input: one human-readable line that says what was wrong
//! and where, and the helpers that format values and tokens into it.

use std::fmt;

/// What went wrong, as one human-readable line (without the `error:` prefix).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    message: String,
}

impl Error {
    /// An error with the given message.
    pub fn new(message: impl Into<String>) -> Self {
        Error {
            message: message.into(),
        }
    }

    /// The message, without the `error:` prefix.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::new(format!("input/output failed: {e}"))
    }
}

/// Formats a bound the way problem statements write it: `10^18`, `2·10^6`,
/// `-10^18`, or plain digits when no power of ten fits.
///
/// # Example
/// ```
/// use game_theory::judge::pretty_bound;
/// assert_eq!(pretty_bound(1_000_000_000_000_000_000), "10^18");
/// assert_eq!(pretty_bound(2_000_000), "2·10^6");
/// assert_eq!(pretty_bound(-1_000_000_000_000_000_000), "-10^18");
/// assert_eq!(pretty_bound(300), "300");
/// ```
pub fn pretty_bound(value: i128) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let mut mantissa = value.unsigned_abs();
    let mut exponent = 0;
    while mantissa != 0 && mantissa % 10 == 0 {
        mantissa /= 10;
        exponent += 1;
    }
    match (mantissa, exponent) {
        (1, 4..) => format!("{sign}10^{exponent}"),
        (2..=9, 4..) => format!("{sign}{mantissa}·10^{exponent}"),
        _ => value.to_string(),
    }
}

/// A token as it may be quoted in an error message: lossy UTF-8, cut to
/// 24 characters, and safe to print. Control and other non-printable
/// characters are escaped as Rust's `escape_debug` writes them, and so are
/// invisible ones (format characters such as a zero-width space or a
/// byte-order mark, and every whitespace but the plain space), so a bad
/// token can neither drive the user's terminal nor hide in the message.
///
/// # Example
/// ```
/// use game_theory::judge::quote;
/// assert_eq!(quote(b"3\x1b[2J"), r#""3\u{1b}[2J""#);
/// assert_eq!(quote("\u{feff}3".as_bytes()), r#""\u{feff}3""#);
/// assert_eq!(quote(b"abc"), "\"abc\"");
/// ```
pub fn quote(token: &[u8]) -> String {
    let mut shown = String::from("\"");
    for (i, c) in String::from_utf8_lossy(token).chars().enumerate() {
        if i == 24 {
            shown.push('…');
            break;
        }
        // `escape_unicode` writes `\u{feff}`, as `escape_debug` writes
        // the characters it escapes.
        if is_invisible(c) {
            shown.extend(c.escape_unicode());
        } else {
            shown.extend(c.escape_debug());
        }
    }
    shown + "\""
}

/// Characters that print as blank space other than ' ' (written as
/// `\u{…}` even where `escape_debug` has a shorter escape, such as `\t`).
/// Those that print as nothing, format characters (a zero-width space, a
/// byte-order mark, direction marks) and combining marks, `escape_debug`
/// escapes itself; the Hangul fillers are letters to it.
fn is_invisible(c: char) -> bool {
    (c.is_whitespace() && c != ' ')
        || matches!(c, '\u{115f}' | '\u{1160}' | '\u{3164}' | '\u{ffa0}')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character that prints as nothing or as blank space, as the
    /// Unicode tables list them (format characters, fillers, variation
    /// selectors, combining joiners, every whitespace character), is
    /// quoted as an escape; every other character of those blocks as
    /// `escape_debug` writes it.
    #[test]
    fn invisible_characters_are_quoted_as_escapes() {
        let invisible = |c: char| {
            (c.is_whitespace() && c != ' ')
                || matches!(c as u32, 0xad | 0x34f | 0x61c | 0x115f | 0x1160 | 0x17b4 | 0x17b5 | 0x180e | 0x200b..=0x200f | 0x202a..=0x202e | 0x2060..=0x206f | 0x3164 | 0xfe00..=0xfe0f | 0xfeff | 0xffa0 | 0xfff0..=0xfffb)
        };
        for c in (0..=0x10ffff).filter_map(char::from_u32) {
            let shown = quote(c.to_string().as_bytes());
            let inner = &shown[1..shown.len() - 1];
            if invisible(c) {
                assert_eq!(inner, c.escape_unicode().to_string(), "U+{:04X}", c as u32);
            } else {
                assert_eq!(inner, c.escape_debug().to_string(), "U+{:04X}", c as u32);
            }
        }
    }
}
