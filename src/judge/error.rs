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
        (_, 0..=3) => value.to_string(),
        (1, _) => format!("{sign}10^{exponent}"),
        (2..=9, _) => format!("{sign}{mantissa}·10^{exponent}"),
        _ => value.to_string(),
    }
}

/// A token as it may be quoted in an error message: lossy UTF-8, shortened.
pub fn quote(token: &[u8]) -> String {
    const LIMIT: usize = 24;
    let text = String::from_utf8_lossy(&token[..token.len().min(LIMIT)]);
    if token.len() > LIMIT {
        format!("\"{text}…\"")
    } else {
        format!("\"{text}\"")
    }
}
