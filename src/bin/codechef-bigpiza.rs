//! CodeChef BIGPIZA, Big Pizza: non-crossing cuts joining people in pairs.
//! Input and output: [docs/problems.md](../../docs/problems.md#codechef-bigpiza)
//! (CodeChef's format).
//! O(1) per test: the first cut turns the circle into a row, the splitting
//! game 0.07 of `flip-game`, Grundy period 34.

use game_theory::impartial::dawsons_kayles::DawsonsKayles;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = DawsonsKayles::new();
    input.for_each_test("T", 100_000, |input| {
        let n = input.u64("N", 2, E18)?;
        writeln!(
            out,
            "{}",
            if game.grundy(n) != 0 {
                "Arjuna"
            } else {
                "Bhima"
            }
        )?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
