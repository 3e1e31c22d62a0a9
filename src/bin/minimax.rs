//! Minimax Set 1 (GfG, Intro): the value of a perfect binary game tree.
//! Input and output: [docs/problems.md](../../docs/problems.md#minimax).
//! O(n) per test: levels reduced bottom-up in place, no recursion.

use game_theory::game_tree::tree::{minimax_value, read_leaves};
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1 << 21);
    input.for_each_test("T", 10_000, |input| {
        let mut leaves = read_leaves(input, &mut sum_n)?;
        writeln!(out, "{}", minimax_value(&mut leaves))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
