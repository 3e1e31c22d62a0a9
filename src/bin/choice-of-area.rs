//! Choice of Area (GfG): the longest survival alternating between areas.
//! Input and output: [docs/problems.md](../../docs/problems.md#choice-of-area).
//! O(1) per test: optimal play is X, c₁, X, c₂, …, X with each cᵢ in {Y, Z},
//! so the answer is a two-variable integer program solved near its optimum.

use game_theory::judge::{self, Error, Scanner, E18};
use game_theory::problems::choice_of_area::max_survival;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let bound = E18 as i64;
    input.for_each_test("T", 100_000, |input| {
        let a = input.i64("A", -bound, bound)?;
        let b = input.i64("B", -bound, bound)?;
        writeln!(out, "{}", max_survival(a, b))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
