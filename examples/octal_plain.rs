//! The benchmark's peer for `octal-period`: the same input and output, the
//! values computed the plain way (every option of every heap marked in a
//! table, `O(N²)`), not by the sparse space method.

use game_theory::impartial::octal::{plain_values, proven_period, read_code, MAX_VALUES};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let code = read_code(input)?;
        let n = input.usize("N", 1, MAX_VALUES)?;
        match proven_period(&plain_values(&code, n), code.max_take()) {
            Some((p, q)) => writeln!(out, "{p} {q}")?,
            None => writeln!(out, "unknown")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
