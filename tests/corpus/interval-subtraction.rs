//! Take between L and R stones from one heap. Input: `T`; each test
//! `L R k` and `k` heap sizes (up to 10^18). Output per test: the Grundy
//! value of the heaps together, then `First` or `Second`, the winner.
// row: impartial::subtraction::interval_subtraction_grundy

use game_theory::impartial::subtraction::interval_subtraction_grundy;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let l = input.u64("L", 1, E18)?;
        let r = input.u64("R", l, E18)?;
        let k = input.usize("k", 1, 100)?;
        let mut value = 0;
        for _ in 0..k {
            value ^= interval_subtraction_grundy(input.u64("heap", 0, E18)?, l, r);
        }
        let winner = if value == 0 { "Second" } else { "First" };
        writeln!(out, "{value} {winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
