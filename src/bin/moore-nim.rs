//! Moore's Nim_k: take stones from each of between 1 and k piles.
//! Input and output: [docs/problems.md](../../docs/problems.md#moore-nim).
//! O(64·n) per test: lost exactly when every binary digit's count of ones
//! is a multiple of k + 1.

use game_theory::impartial::nim_variants::moore_first_wins;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let k = input.u64("k", 1, n as u64)?;
        let piles = input.u64s("p", n, 0, E18)?;
        out.write_all(if moore_first_wins(&piles, k) {
            b"First\n"
        } else {
            b"Second\n"
        })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
