//! LeetCode 292 Nim Game (Blog): take 1 to 3 stones, last stone wins.
//! Input and output: [docs/problems.md](../../docs/problems.md#nim-game-292).
//! O(1) per test: the subtraction game {1, 2, 3}; you lose exactly when 4 | n.

use game_theory::impartial::subtraction::SubtractionGame;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = SubtractionGame::new(&[1, 2, 3], 100).expect("{1, 2, 3} has period 4");
    input.for_each_test("T", 100_000, |input| {
        let n = input.u64("n", 1, E18)?;
        writeln!(out, "{}", game.first_wins(n))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
