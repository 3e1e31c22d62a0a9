//! Josephus problem (GfG): the last child left when every k-th leaves.
//! Input and output: [docs/problems.md](../../docs/problems.md#josephus).
//! O(min(n, k · log(n/k) + k)) per test, iterative, O(1) memory.

use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use game_theory::problems::josephus::josephus_survivor;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_min = SumLimit::new("min(n, k)", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.u64("n", 1, E18)?;
        let k = input.u64("k", 1, E18)?;
        sum_min.take(input, n.min(k))?;
        writeln!(out, "{}", josephus_survivor(n, k))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
