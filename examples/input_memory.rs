//! What holding the input costs, and how not to (issue 37): the XOR of
//! each test's numbers, read two ways.
//!
//! Input: `T` (1 to 10), then per test `n` (1 to 10^6) and `n` numbers
//! from 0 to 10^18. Output: one XOR per test.
//!
//! ```text
//! cargo build --release --example input_memory
//! E=target/release/examples/input_memory
//! $E generate > /tmp/xor.in        # 3 tests of 10^6 numbers: 54 MiB
//! /usr/bin/time -v $E < /tmp/xor.in        # streaming: peak 1.9 MiB
//! /usr/bin/time -v $E held < /tmp/xor.in   # held: peak 63.4 MiB
//! ```
//!
//! - default: [`judge::run_streaming`] reads stdin a buffer at a time and
//!   [`Scanner::for_each_u64`] hands each number to the XOR as it is read,
//!   so nothing grows with the input;
//! - `held`: [`judge::run`] holds all of stdin and [`Scanner::u64s`] builds
//!   each test's vector (8 MB for 10^6 numbers) first.
//!
//! Both give the same output and the same errors; the streaming way took
//! 0.76 of the held way's time (15 alternating runs).

use game_theory::judge::{self, Error, Scanner, E18};
use std::io::{self, BufWriter, Write};

const MAX_N: usize = 1_000_000;

/// One `u64s` vector per test, from the input held whole.
fn xor_of_vectors<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10, |input| {
        let n = input.usize("n", 1, MAX_N)?;
        let xor = input.u64s("a", n, 0, E18)?.iter().fold(0, |x, v| x ^ v);
        writeln!(out, "{xor}")?;
        Ok(())
    })
}

/// Each number into the XOR as it is read.
fn xor_as_read<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10, |input| {
        let n = input.usize("n", 1, MAX_N)?;
        let mut xor = 0;
        input.for_each_u64("a", n, 0, E18, |_, v| xor ^= v)?;
        writeln!(out, "{xor}")?;
        Ok(())
    })
}

/// Three tests of 10^6 numbers below 10^18 (a fixed xorshift sequence).
fn generate() -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    writeln!(out, "3")?;
    for _ in 0..3 {
        writeln!(out, "{MAX_N}")?;
        for i in 0..MAX_N {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let separator = if i + 1 == MAX_N { '\n' } else { ' ' };
            write!(out, "{}{separator}", state % E18)?;
        }
    }
    out.flush()
}

fn main() {
    match std::env::args().nth(1).as_deref() {
        None => judge::run_streaming(xor_as_read),
        Some("held") => judge::run(xor_of_vectors),
        Some("generate") => generate().expect("stdout is writable"),
        Some(other) => {
            eprintln!("error: unknown mode {other:?} (none, `held` or `generate`)");
            std::process::exit(2)
        }
    }
}
