//! Game of Chocolates (GfG Set 1 exercise): Wythoff's game.
//! Input and output: [docs/problems.md](../../docs/problems.md#game-of-chocolates).
//! O(1) per test: (a, b) is lost for the mover iff min = ⌊|a−b|·φ⌋, exactly.

use game_theory::impartial::wythoff::wythoff_is_losing;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100_000, |input| {
        let a = input.u64("a", 0, E18)?;
        let b = input.u64("b", 0, E18)?;
        // Bunty goes first exactly when the first player loses.
        let first = if wythoff_is_losing(a, b) {
            "Bunty"
        } else {
            "Dolly"
        };
        writeln!(out, "{first}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
