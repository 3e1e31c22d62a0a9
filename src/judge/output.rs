//! Fast number output for solvers that print a number (or a row of
//! numbers) per test case, without the formatting machinery.

use std::fmt::Display;
use std::io::{self, Write};

/// Writes `value` and a line break, without the formatting machinery (for
/// solvers that print a number per test case).
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// game_theory::judge::write_u64_line(&mut out, 18_446_744_073_709_551_615).unwrap();
/// game_theory::judge::write_u64_line(&mut out, 0).unwrap();
/// game_theory::judge::write_u64_line(&mut out, 10).unwrap();
/// game_theory::judge::write_u64_line(&mut out, 7).unwrap();
/// assert_eq!(out, b"18446744073709551615\n0\n10\n7\n");
/// ```
pub fn write_u64_line<W: Write>(out: &mut W, value: u64) -> io::Result<()> {
    let mut buffer = [0u8; 21];
    let start = format_u64(value, &mut buffer[..20]);
    buffer[20] = b'\n';
    out.write_all(&buffer[start..])
}

/// Writes `values` on one line, separated by single spaces, without the
/// formatting machinery (for long rows of numbers).
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// game_theory::judge::write_u64s_line(&mut out, [30, 2, 10]).unwrap();
/// assert_eq!(out, b"30 2 10\n");
/// ```
pub fn write_u64s_line<W: Write>(
    out: &mut W,
    values: impl IntoIterator<Item = u64>,
) -> io::Result<()> {
    let mut buffer = [0u8; 21];
    for (i, value) in values.into_iter().enumerate() {
        let start = format_u64(value, &mut buffer[..20]);
        if i > 0 {
            out.write_all(b" ")?;
        }
        out.write_all(&buffer[start..20])?;
    }
    out.write_all(b"\n")
}

/// Writes the decimal digits of `value` at the end of `buffer` (20 bytes)
/// and returns where they start.
fn format_u64(value: u64, buffer: &mut [u8]) -> usize {
    // Two digits per division, from a table of "00" … "99".
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut start = buffer.len();
    let mut rest = value;
    while rest >= 100 {
        let pair = (rest % 100) as usize * 2;
        rest /= 100;
        start -= 2;
        buffer[start..start + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    }
    if rest >= 10 {
        let pair = rest as usize * 2;
        start -= 2;
        buffer[start..start + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    } else {
        start -= 1;
        buffer[start] = b'0' + rest as u8;
    }
    start
}

/// Writes `values` on one line, separated by single spaces.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// game_theory::judge::write_line(&mut out, [1, 2, 3]).unwrap();
/// assert_eq!(out, b"1 2 3\n");
/// ```
pub fn write_line<W: Write, T: Display>(
    out: &mut W,
    values: impl IntoIterator<Item = T>,
) -> io::Result<()> {
    for (i, value) in values.into_iter().enumerate() {
        if i > 0 {
            out.write_all(b" ")?;
        }
        write!(out, "{value}")?;
    }
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rng::TestRng;

    #[test]
    fn numbers_print_like_display_does() {
        let mut rng = TestRng::new(1);
        let mut values = vec![0, 9, 10, 99, 100, 101, u64::MAX, u64::MAX - 1];
        for _ in 0..2000 {
            let x = rng.next_u64();
            values.push(x >> (x % 64));
        }
        for v in &values {
            let mut out = Vec::new();
            write_u64_line(&mut out, *v).unwrap();
            assert_eq!(out, format!("{v}\n").into_bytes());
        }
        let mut out = Vec::new();
        write_u64s_line(&mut out, values.iter().copied()).unwrap();
        let expected: Vec<String> = values.iter().map(u64::to_string).collect();
        assert_eq!(out, format!("{}\n", expected.join(" ")).into_bytes());
    }
}
