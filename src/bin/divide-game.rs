//! Divide by 2, 3 or 6 (GfG Sprague-Grundy Set 3/4).
//! Input and output: [docs/problems.md](../../docs/problems.md#divide-game).
//! O(log r) per number: the Grundy function of the division game {2, 3, 6}
//! is constant on 68 runs up to 10^18, built once; the XOR decides.

use game_theory::impartial::division::DivisionGame;
use game_theory::impartial::nim::nim_sum;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = DivisionGame::new(&[2, 3, 6], E18);
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 1000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let values = input.u64s("a", n, 1, E18)?;
        let sum = nim_sum(values.iter().map(|&a| game.grundy(a)));
        let winner = if sum != 0 { "First" } else { "Second" };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
