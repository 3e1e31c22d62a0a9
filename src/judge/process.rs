//! Running a solver as a judge-style process: stdin in (all at once, or
//! a buffer at a time where memory is tight), one buffered stdout, and bad
//! input turned into one `error:` line and exit status 1; or in-process on
//! a byte string, for tests.

use crate::judge::input::{Error, Scanner};
use crate::perf::memory;
use std::fmt::Display;
use std::io::{self, BufReader, BufWriter, Read, StdoutLock, Write};
use std::process;

/// Runs `solve` on the whole of stdin and exits the process.
///
/// `solve` reads through the scanner and writes through one buffered writer
/// (stdout is never written line by line). After it returns, any token left
/// in the input is an error. On an error the answers already written are
/// flushed (the statement allows them), the message goes to stderr as one
/// line starting with `error:`, and the exit status is 1; otherwise 0.
///
/// The input is held whole until `solve` returns: one byte of memory per
/// byte of input, on top of what `solve` builds from it (10^6 numbers of
/// 18 digits are 18 MiB of text: nim's peak is 27.5 MiB with its 7.6 MiB
/// of piles, 9.6 MiB with [`run_streaming`]). Where a judge's memory
/// limit makes that count, [`run_streaming`] reads the same input, with
/// the same answers and errors, in about 128 KiB, and on the benchmark
/// inputs it was no slower (see there). What `run` keeps over it: about
/// 800 bytes less in a bundle, and [`Scanner::release_consumed`].
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

/// [`run`] in fixed memory: stdin is read through a 64 KiB buffer
/// ([`Scanner::chunked`]), so the input costs about 128 KiB whatever its
/// size (the buffer and one piece of it, plus twice the longest token).
/// The output, the errors and the exit status are those of [`run`].
///
/// With readers that hand values over one at a time
/// ([`Scanner::for_each_u64`] and its kin) instead of vectors, nothing
/// grows with the input: three tests of 10^6 numbers below 10^18 (54 MiB
/// of text) are read in 1.9 MiB of peak memory (resident), against
/// 63.4 MiB with [`run`] and [`Scanner::u64s`], and in 0.76 of the time
/// (`examples/input_memory.rs`).
///
/// It is no slower than [`run`]: the text read never touches fresh
/// memory. On the benchmark inputs, CPU time with `run_streaming` over
/// time with [`run`], same solver (21 alternating runs, medians), and
/// peak memory in MiB: nim 0.82 (27.5 → 9.6), replace-game 0.90
/// (28.1 → 9.6), valid-game 0.89 (4.6 → 2.7), green-hackenbush 1.00
/// (22.3 → 21.1), graph-game 0.93 (43.3 → 37.2), dag-grundy 0.91
/// (57.4 → 47.6). As [`run`] does, it has the C library keep freed memory
/// for the next allocation (`reuse_freed_memory`): without that,
/// green-hackenbush and dag-grundy took 5-6% more time here, and no peak
/// was lower.
///
/// # Constraints
/// `solve` as for [`run`]. [`Scanner::release_consumed`] does nothing
/// here: nothing already read is held.
///
/// # Complexity
/// O(1) per byte of input, as [`run`]; one read of the system per 64 KiB.
///
/// # Example
/// ```
/// use game_theory::judge::{self, E18};
/// use std::io::Write;
///
/// // The XOR of all the numbers on stdin, however many. As a doctest,
/// // whose stdin is empty, it prints 0 and exits with status 0.
/// fn main() {
///     judge::run_streaming(|input, out| {
///         let mut xor = 0;
///         while !input.at_end() {
///             xor ^= input.u64("a", 0, E18)?;
///         }
///         writeln!(out, "{xor}")?;
///         Ok(())
///     })
/// }
/// ```
pub fn run_streaming<F>(solve: F) -> !
where
    F: FnOnce(&mut Scanner, &mut BufWriter<StdoutLock<'static>>) -> Result<(), Error>,
{
    memory::reuse_freed_memory();
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let stdin = BufReader::with_capacity(1 << 16, io::stdin().lock());
    let mut input = Scanner::chunked(stdin);
    let result = solve(&mut input, &mut out).and_then(|()| input.finish());
    let flushed = out.flush().map_err(Error::from);
    exit(result.and(flushed))
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
