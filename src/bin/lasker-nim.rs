//! Lasker's Nim: take stones from a pile, or split a pile in two.
//! Input and output: [docs/problems.md](../../docs/problems.md#lasker-nim).
//! O(n) per test: the XOR of the piles' Grundy values, a closed form mod 4.

use game_theory::impartial::nim::nim_sum;
use game_theory::impartial::nim_variants::lasker_grundy;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let piles = input.u64s("p", n, 0, E18)?;
        let value = nim_sum(piles.iter().map(|&p| lasker_grundy(p)));
        out.write_all(if value != 0 { b"First\n" } else { b"Second\n" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
