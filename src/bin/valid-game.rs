//! Check if the game is valid or not (GfG): three players, winner stays on.
//! Input and output: [docs/problems.md](../../docs/problems.md#valid-game).
//! O(n) per test: the record determines who plays each game.

use game_theory::judge::{self, Error, Scanner, SumLimit};
use game_theory::problems::tournament::winner_stays_on_is_possible;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let winners = input.u8s("w", n, 1, 3)?;
        let verdict = if winner_stays_on_is_possible(&winners) {
            "YES"
        } else {
            "NO"
        };
        writeln!(out, "{verdict}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
