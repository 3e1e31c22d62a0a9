//! Project Euler 301, Nim: count n ≤ 2^k with (n, 2n, 3n) a losing position.
//! Input and output: [docs/problems.md](../../docs/problems.md#pe-301).
//! O(k): n XOR 2n = 3n iff n has no adjacent 1 bits; they number F(k + 2).

use game_theory::judge::{self, Error, Scanner};
use game_theory::problems::pe_301::losing_n_2n_3n_count;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let k = input.u64("k", 0, 80)? as u32;
    writeln!(out, "{}", losing_n_2n_3n_count(k))?;
    Ok(())
}

fn main() {
    judge::run(solve)
}
