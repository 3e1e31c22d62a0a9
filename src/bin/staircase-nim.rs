//! Staircase Nim: move coins from a step to the one below.
//! Input and output: [docs/problems.md](../../docs/problems.md#staircase-nim).
//! O(n) per test: Nim on the odd steps; the even ones do not count.

use game_theory::impartial::nim_variants::staircase_first_wins;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let coins = input.u64s("c", n, 0, E18)?;
        out.write_all(if staircase_first_wins(&coins) {
            b"First\n"
        } else {
            b"Second\n"
        })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
