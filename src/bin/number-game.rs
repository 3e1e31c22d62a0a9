//! Codeforces 1370C Number Game (Intro), for n up to 10^18.
//! Input and output: [docs/problems.md](../../docs/problems.md#number-game).
//! O(1) per test plus at most one deterministic Miller-Rabin test.

use game_theory::judge::{self, Error, Scanner, E18};
use game_theory::problems::number_game::ashishgup_wins;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("t", 100_000, |input| {
        let n = input.u64("n", 1, E18)?;
        let winner = if ashishgup_wins(n) {
            "Ashishgup"
        } else {
            "FastestFinger"
        };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
