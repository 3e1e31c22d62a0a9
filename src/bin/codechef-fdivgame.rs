//! CodeChef FDIVGAME: divide a number by 2, 3, 4, 5 or 6.
//! Input and output: [docs/problems.md](../../docs/problems.md#codechef-fdivgame)
//! (CodeChef's format).
//! O(log r) per number: the division game's Grundy runs up to 10^18, built once.

use game_theory::impartial::division::DivisionGame;
use game_theory::impartial::nim::nim_sum;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = DivisionGame::new(&[2, 3, 4, 5, 6], E18);
    input.for_each_test("T", 1000, |input| {
        let n = input.usize("N", 1, 100)?;
        let values = input.u64s("A", n, 1, E18)?;
        let sum = nim_sum(values.iter().map(|&a| game.grundy(a)));
        writeln!(out, "{}", if sum != 0 { "Henry" } else { "Derek" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
