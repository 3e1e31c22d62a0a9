//! Variation in Nim Game (GfG): Nim with one "zero move" per pile.
//! Input and output: [docs/problems.md](../../docs/problems.md#nim-zero-move).
//! O(n) per test: XOR of per-pile Grundy numbers (odd p → p+1, even p → p−1).

use game_theory::impartial::nim::{nim_sum, zero_move_grundy};
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let piles = input.u64s("p", n, 0, E18)?;
        let sum = nim_sum(piles.iter().map(|&p| zero_move_grundy(p)));
        let winner = if sum != 0 { "Player 1" } else { "Player 2" };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
