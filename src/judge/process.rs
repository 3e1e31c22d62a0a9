//! Running a solver as a judge-style process: all of stdin in, one buffered
//! stdout, and bad input turned into one `error:` line and exit status 1;
//! or in-process on a byte string, for tests.

use crate::judge::input::{Error, Scanner};
use crate::perf::memory;
use std::fmt::Display;
use std::io::{self, BufWriter, Read, StdoutLock, Write};
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
    memory::reuse_freed_memory();
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = read_stdin().and_then(|mut input| {
        solve(&mut input, &mut out)?;
        input.finish()
    });
    let flushed = out.flush().map_err(Error::from);
    exit(result.and(flushed))
}

/// All of stdin. A stdin that is a file is read into one buffer of its
/// size (not one grown by doubling), in memory that asks for huge pages
/// ([`memory`]): the 14-40 MB of the largest inputs then cost a few
/// hundred page faults instead of thousands (reading green-hackenbush's
/// 14 MB: 12-18 ms before, 4 ms after). Its size is asked of
/// `/dev/stdin` (where there is none, or stdin is a pipe, the buffer
/// grows as it fills).
fn read_stdin() -> Result<Scanner, Error> {
    let file = std::fs::metadata("/dev/stdin").ok().filter(|m| m.is_file());
    let mut bytes = memory::with_huge_pages(file.map_or(0, |m| m.len() as usize + 1));
    io::stdin().lock().read_to_end(&mut bytes)?;
    Ok(Scanner::new(bytes))
}

/// Ends the process: exit status 0, or an `error:` line and status 1.
fn exit(result: Result<(), Error>) -> ! {
    if let Err(error) = result {
        // Even a closed stderr must not turn into a panic.
        let _ = writeln!(io::stderr(), "error: {error}");
        process::exit(1)
    }
    process::exit(0)
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
    exit(play(&mut input, &mut io::stdout().lock()))
}

/// Writes one protocol line and flushes it, so the other side sees it now.
pub fn send_line<W: Write>(out: &mut W, line: impl Display) -> Result<(), Error> {
    writeln!(out, "{line}")?;
    out.flush()?;
    Ok(())
}

/// Runs `solve` in-process on `input`, returning what it wrote and how it
/// ended (including the leftover-token check), as [`run`] would.
///
/// # Example
/// ```
/// use game_theory::judge::input::{Error, Scanner};
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

/// Runs an interactive `play` in-process on a whole scripted conversation
/// (the opponent's messages), read a line at a time as [`run_interactive`]
/// reads stdin; returns what it wrote and how it ended. Input left after
/// the game is over is not an error, as in [`run_interactive`].
///
/// # Example
/// ```
/// use game_theory::judge::{play_on_bytes, send_line, Error, Scanner};
/// use std::io::Write;
///
/// fn echo_once<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
///     let x = input.u64("x", 0, 9)?;
///     send_line(out, x)
/// }
/// assert_eq!(play_on_bytes(echo_once, b"7\n8\n"), (b"7\n".to_vec(), Ok(())));
/// ```
pub fn play_on_bytes<F>(play: F, input: &[u8]) -> (Vec<u8>, Result<(), Error>)
where
    F: FnOnce(&mut Scanner, &mut Vec<u8>) -> Result<(), Error>,
{
    let mut out = Vec::new();
    let mut scanner = Scanner::streaming(io::Cursor::new(input.to_vec()));
    let result = play(&mut scanner, &mut out);
    (out, result)
}
