//! Running a solver as a judge-style process: all of stdin in, one buffered
//! stdout, and bad input turned into one `error:` line and exit status 1.

use crate::input::{Error, Scanner};
use std::fmt::Display;
use std::io::{self, BufWriter, StdoutLock, Write};
use std::process;

/// Runs `solve` on the whole of stdin and exits the process.
///
/// `solve` reads through the scanner and writes through one buffered writer
/// (stdout is never written line by line). After it returns, any token left
/// in the input is an error. On an error the answers already written are
/// flushed (the statement allows them), the message goes to stderr as one
/// line starting with `error:`, and the exit status is 1; otherwise 0.
pub fn run<F>(solve: F) -> !
where
    F: FnOnce(&mut Scanner, &mut BufWriter<StdoutLock<'static>>) -> Result<(), Error>,
{
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = Scanner::from_reader(io::stdin().lock()).and_then(|mut input| {
        solve(&mut input, &mut out)?;
        input.finish()
    });
    let flushed = out.flush().map_err(Error::from);
    match result.and(flushed) {
        Ok(()) => process::exit(0),
        Err(error) => {
            // Even a closed stderr must not turn into a panic.
            let _ = writeln!(io::stderr(), "error: {error}");
            process::exit(1)
        }
    }
}

/// Runs an interactive program: `play` reads the opponent's messages through
/// a scanner that takes one line at a time from stdin, and writes its own
/// through [`send_line`], which flushes each. An `error:` line and exit
/// status 1 on an error; exit status 0 when `play` returns (the game is
/// over), whatever input is left.
pub fn run_interactive<F>(play: F) -> !
where
    F: FnOnce(&mut Scanner, &mut StdoutLock<'static>) -> Result<(), Error>,
{
    let mut input = Scanner::streaming(io::stdin().lock());
    let mut out = io::stdout().lock();
    match play(&mut input, &mut out) {
        Ok(()) => process::exit(0),
        Err(error) => {
            let _ = writeln!(io::stderr(), "error: {error}");
            process::exit(1)
        }
    }
}

/// Writes one protocol line and flushes it, so the other side sees it now.
pub fn send_line<W: Write>(out: &mut W, line: impl Display) -> Result<(), Error> {
    writeln!(out, "{line}")?;
    out.flush()?;
    Ok(())
}

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

/// Runs `solve` in-process on `input`, returning what it wrote and how it
/// ended (including the leftover-token check), as [`run`] would.
///
/// # Example
/// ```
/// use game_theory::input::{Error, Scanner};
/// use game_theory::judge::run_on_bytes;
/// use std::io::Write;
///
/// fn double<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
///     let x = input.u64("x", 0, 100)?;
///     writeln!(out, "{}", 2 * x)?;
///     Ok(())
/// }
/// assert_eq!(run_on_bytes(double, b"21\n"), (b"42\n".to_vec(), Ok(())));
/// assert!(run_on_bytes(double, b"21 22").1.is_err());
/// ```
pub fn run_on_bytes<F>(solve: F, input: &[u8]) -> (Vec<u8>, Result<(), Error>)
where
    F: FnOnce(&mut Scanner, &mut Vec<u8>) -> Result<(), Error>,
{
    let mut out = Vec::new();
    let mut scanner = Scanner::new(input.to_vec());
    let result = solve(&mut scanner, &mut out).and_then(|()| scanner.finish());
    (out, result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_like_display_does() {
        let mut x = 1u64;
        let mut values = vec![0, 9, 10, 99, 100, 101, u64::MAX, u64::MAX - 1];
        for _ in 0..2000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
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
