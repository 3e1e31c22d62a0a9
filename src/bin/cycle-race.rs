//! Cycle Race (GfG Set 1 exercise): steer 1, 2 or 4 km; crossing the finish wins.
//! Input and output: [docs/problems.md](../../docs/problems.md#cycle-race).
//! O(1) per test: the subtraction game {1, 2, 4}; JACK wins exactly when 3 | N.

use game_theory::impartial::subtraction::SubtractionGame;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = SubtractionGame::new(&[1, 2, 4], 100).expect("{1, 2, 4} has period 3");
    input.for_each_test("T", 100_000, |input| {
        let n = input.u64("N", 1, E18)?;
        let winner = if game.first_wins(n) { "JELLY" } else { "JACK" };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
