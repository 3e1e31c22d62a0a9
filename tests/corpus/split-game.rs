//! Split a heap by a rule: a move splits one heap of at least `m` stones
//! into two heaps of at least `p` each, different sizes when `u` is 1
//! (Grundy's game is `1 1 1`). Input: `T`; each test `m p u`, then `k` and
//! `k` heap sizes (up to 1000). Output per test: the Grundy value of the
//! heaps together, then `First` or `Second`, the winner.
// row: impartial::split_game::SplitGame

use game_theory::impartial::split_game::{SplitGame, SplitRule};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10, |input| {
        let rule = SplitRule {
            min_heap: input.usize("m", 1, 1000)?,
            min_part: input.usize("p", 1, 1000)?,
            unequal: input.u32("u", 0, 1)? == 1,
        };
        let mut game = SplitGame::new(rule);
        let k = input.usize("k", 1, 100)?;
        let mut value = 0;
        for _ in 0..k {
            value ^= game.grundy(input.usize("heap", 0, 1000)?);
        }
        let winner = if value == 0 { "Second" } else { "First" };
        writeln!(out, "{value} {winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
