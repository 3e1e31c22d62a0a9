//! Game of N stones, remove 1, 3 or 4 (GfG, Slides).
//! Input and output: [docs/problems.md](../../docs/problems.md#stones-134).
//! O(1) per test: the subtraction game {1, 3, 4} has Grundy period 7.

use game_theory::impartial::subtraction::SubtractionGame;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = SubtractionGame::new(&[1, 3, 4], 100).expect("{1, 3, 4} has period 7");
    input.for_each_test("T", 100_000, |input| {
        let n = input.u64("n", 0, E18)?;
        let winner = if game.first_wins(n) {
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
