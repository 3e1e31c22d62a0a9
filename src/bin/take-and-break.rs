//! Take-and-break by any rules (remove `t`, leave 0, 1 or 2 heaps, unequal
//! if asked): the Grundy value of lists of heaps.
//! Input and output: [docs/problems.md](../../docs/problems.md#take-and-break).
//! Values are computed once, exactly as far as the largest heap, by the
//! sparse space method where the values are sparse, else by marking every
//! option; then O(1) a heap.

use game_theory::impartial::take_break::{read_rules, TakeBreakGame};
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut game = TakeBreakGame::new(&read_rules(input)?);
    // Every test is read first, so the values are computed once, exactly
    // as far as the largest heap.
    let mut tests = Vec::new();
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        tests.push(input.u32s("heap", n, 1, 100_000)?);
        Ok(())
    })?;
    game.compute_to(tests.iter().flatten().max().map_or(0, |&h| h as usize));
    for heaps in tests {
        let value = heaps.iter().fold(0, |x, &h| x ^ game.values()[h as usize]);
        writeln!(out, "{value}")?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
