//! Sprague-Grundy over subtraction games (GfG Sets 3–4, Intro, Slides, Blog).
//! Input and output: [docs/problems.md](../../docs/problems.md#subtraction-game).
//! Per test O((μ + λ)·k) to find where the set's Grundy sequence repeats
//! (pre-period μ, period λ), then O(1) per pile; the XOR decides.

use game_theory::impartial::nim::nim_sum;
use game_theory::impartial::subtraction::SubtractionGame;
use game_theory::judge::{self, pretty_bound, Error, Scanner, SumLimit, E18};
use std::io::Write;

/// Valid input promises pre-period plus period at most this, per test...
const CYCLE_LIMIT: usize = 300_000;
/// ...and at most this summed over all tests.
const CYCLE_SUM_LIMIT: u64 = 1_000_000;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    let mut sum_cycles = SumLimit::new("pre-period plus period", CYCLE_SUM_LIMIT);
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 10)?;
        let set = input.distinct_u64s("s", k, 1, 100)?;
        let game = SubtractionGame::new(&set, CYCLE_LIMIT).ok_or_else(|| {
            input.error(format!(
                "the Grundy sequence of this set does not repeat within {} terms",
                pretty_bound(CYCLE_LIMIT as i128)
            ))
        })?;
        sum_cycles.take(input, game.terms_computed() as u64)?;
        let n = input.usize("n", 1, 100_000)?;
        sum_n.take(input, n as u64)?;
        let piles = input.u64s("p", n, 0, E18)?;
        let sum = nim_sum(piles.iter().map(|&p| game.grundy(p)));
        writeln!(out, "{}", if sum != 0 { "First" } else { "Second" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
