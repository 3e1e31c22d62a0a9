//! CodeChef CHEFBRO, Younger Brother: coins on several boards moving
//! towards the far corner.
//! Input and output: [docs/problems.md](../../docs/problems.md#codechef-chefbro)
//! (CodeChef's format).
//! O(C) per test: a board's Grundy number is (n − 1 + m − 1) mod 3; XOR.

use game_theory::judge::{self, Error, Scanner, E18};
use game_theory::problems::chefbro::chefbro_grundy;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10_000, |input| {
        let boards = input.usize("C", 1, 20)?;
        let mut sum = 0;
        for _ in 0..boards {
            let n = input.u64("n", 2, E18)?;
            let m = input.u64("m", 2, E18)?;
            sum ^= chefbro_grundy(n, m);
        }
        writeln!(out, "{}", if sum != 0 { "MasterChef" } else { "Football" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
