//! Take up to k times the last move: one heap of n; the first move takes
//! 1 to n − 1 stones, each later move 1 to k times the previous move (k = 2
//! is Fibonacci Nim). Input: `T`; each test `k n` (n from 2 to 10^18).
//! Output per test: the smallest winning first move, or `Lose`.
// row: impartial::dynamic_subtraction::DynamicSubtraction

use game_theory::impartial::dynamic_subtraction::DynamicSubtraction;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let k = input.u64("k", 1, 100)?;
        let n = input.u64("n", 2, E18)?;
        match DynamicSubtraction::new(k).winning_first_move(n) {
            Some(take) => writeln!(out, "{take}")?,
            None => writeln!(out, "Lose")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
