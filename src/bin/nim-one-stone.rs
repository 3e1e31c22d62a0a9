//! Nim with removal of one stone allowed (GfG).
//! Input and output: [docs/problems.md](../../docs/problems.md#nim-one-stone).
//! O(1) per test: the subtraction game {1}; A wins exactly when N is odd.

use game_theory::impartial::subtraction::SubtractionGame;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = SubtractionGame::new(&[1], 100).expect("{1} has period 2");
    input.for_each_test("T", 100_000, |input| {
        let n = input.u64("N", 0, E18)?;
        let winner = if game.first_wins(n) {
            "Player A"
        } else {
            "Player B"
        };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
