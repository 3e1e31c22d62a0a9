//! AtCoder ABC297 G "Constrained Nim 2": remove between L and R stones.
//! Input and output: [docs/problems.md](../../docs/problems.md#atcoder-abc297g).
//! O(N): a heap's value is ⌊(a mod (L + R)) / L⌋, and the XOR decides.

use game_theory::impartial::subtraction::interval_subtraction_grundy;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n = input.usize("N", 1, 200_000)?;
    let l = input.u64("L", 1, E18)?;
    let r = input.u64("R", l, E18)?;
    let heaps = input.u64s("A", n, 1, E18)?;
    let sum = heaps
        .iter()
        .fold(0, |sum, &a| sum ^ interval_subtraction_grundy(a, l, r));
    writeln!(out, "{}", if sum != 0 { "First" } else { "Second" })?;
    Ok(())
}

fn main() {
    judge::run(solve)
}
