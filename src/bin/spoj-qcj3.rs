//! SPOJ QCJ3, The Game: move a coin from square i to any lower square.
//! Input and output: [docs/problems.md](../../docs/problems.md#spoj-qcj3) (SPOJ's format).
//! O(S) per test: a coin on square i is a Nim pile of i; XOR the squares
//! holding an odd number of coins.

use game_theory::judge::{self, Error, Scanner, SumLimit};
use game_theory::problems::coin_squares::coin_squares_nim_sum;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_s = SumLimit::new("S", 1_000_000);
    input.for_each_test("N", 1000, |input| {
        let s = input.usize("S", 1, 100_000)?;
        sum_s.take(input, s as u64)?;
        let counts = input.u64s("count", s, 0, 999_999_999)?;
        let winner = if coin_squares_nim_sum(&counts) != 0 {
            "Tom Wins"
        } else {
            "Hanks Wins"
        };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
