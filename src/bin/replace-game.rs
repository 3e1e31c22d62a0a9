//! Game of replacing array elements (GfG).
//! Input and output: [docs/problems.md](../../docs/problems.md#replace-game).
//! O(n log n) per test: the game lasts (distinct values − 1) moves.

use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use game_theory::problems::replace_game::replace_game_first_wins;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    let bound = E18 as i64;
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let mut values = input.i64s("a", n, -bound, bound)?;
        let winner = if replace_game_first_wins(&mut values) {
            "Player 1"
        } else {
            "Player 2"
        };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
