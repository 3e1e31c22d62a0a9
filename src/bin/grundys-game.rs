//! Grundy's game (split a heap into two unequal heaps): the value of sums.
//! Input and output: [docs/problems.md](../../docs/problems.md#grundys-game).
//! Values are computed (sparse space method, no period assumed) only as far
//! as the largest heap so far asks: about O(h · r) for the largest heap `h`,
//! `r` ≈ 1300 the heaps with rare values; then O(1) a heap.

use game_theory::impartial::split_game::{SplitGame, SplitRule};
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut game = SplitGame::new(SplitRule::GRUNDY);
    let mut sum_k = SumLimit::new("k", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let k = input.length("k", 1, &mut sum_k)?;
        let heaps = input.u64s("h", k, 1, 1_000_000)?;
        let value = heaps
            .iter()
            .fold(0, |sum, &h| sum ^ game.grundy(h as usize));
        judge::write_u64_line(out, value.into())?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
