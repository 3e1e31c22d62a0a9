//! Nim (GfG "Game of Nim"): who wins, and the first winning move.
//! Input and output: [docs/problems.md](../../docs/problems.md#nim).
//! O(n) per test: the XOR of the piles decides (Bouton's theorem).

use game_theory::impartial::nim::nim_winning_move;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let piles = input.u64s("p", n, 0, E18)?;
        match nim_winning_move(&piles) {
            Some((i, k)) => writeln!(out, "First {} {}", i + 1, k)?,
            None => writeln!(out, "Second")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
