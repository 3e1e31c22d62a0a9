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
    let mut heaps: Vec<u32> = Vec::new();
    let mut ends: Vec<usize> = Vec::new();
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        input.for_each_u32("heap", n, 1, 100_000, |_, heap| heaps.push(heap))?;
        ends.push(heaps.len());
        Ok(())
    })?;
    let largest = heaps.iter().copied().max().unwrap_or(0);
    game.compute_values(largest as usize + 1);
    let values = game.values();
    let mut start = 0;
    for end in ends {
        let value = heaps[start..end]
            .iter()
            .fold(0, |x, &h| x ^ values[h as usize]);
        judge::write_u64_line(out, value.into())?;
        start = end;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
