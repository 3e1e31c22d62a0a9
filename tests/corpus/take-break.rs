//! Take-and-break by any rules. Input: `T`; each test `R` and `R` rules
//! `t p h u`: from a heap of at least h, take t tokens and leave p heaps
//! (0, 1 or 2; two of different sizes if u is 1), then `k` and `k` heap
//! sizes (up to 10^18). Output per test: the Grundy value of the heaps
//! together, or `unknown` when a heap lies past the values computed
//! (2^16) and no period is proven.
// row: impartial::take_break::TakeBreakGame

use game_theory::impartial::take_break::{Leave, TakeBreakGame, TakeBreakRule};
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10, |input| {
        let r = input.usize("R", 1, 20)?;
        let mut rules = Vec::with_capacity(r);
        for _ in 0..r {
            let take = input.usize("t", 0, 20)?;
            let heaps = input.u32("p", 0, 2)?;
            let min_heap = input.usize("h", 1, 1000)?;
            let leave = match (heaps, input.u32("u", 0, 1)?) {
                (0, _) => Leave::Nothing,
                (1, _) => Leave::OneHeap,
                (_, 0) => Leave::TwoHeaps,
                _ => Leave::TwoUnequalHeaps,
            };
            if take == 0 && heaps != 2 {
                return Err(input.error("a rule that takes nothing must leave two heaps"));
            }
            rules.push(TakeBreakRule {
                take,
                leave,
                min_heap,
            });
        }
        let mut game = TakeBreakGame::new(&rules);
        let k = input.usize("k", 1, 100)?;
        let heaps = input.u64s("heap", k, 0, E18)?;
        game.compute_for(heaps.iter().copied().max().unwrap_or(0), 1 << 16);
        match heaps
            .iter()
            .try_fold(0, |x, &h| game.grundy(h).map(|g| x ^ g))
        {
            Some(value) => writeln!(out, "{value}")?,
            None => writeln!(out, "unknown")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
