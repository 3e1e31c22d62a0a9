//! SPOJ MMMGAME, M&M Game: misère Nim, whoever eats the last one loses.
//! Input and output: [docs/problems.md](../../docs/problems.md#spoj-mmmgame) (SPOJ's format).
//! O(N) per test: Nim's rule, except when every pile has one M&M.

use game_theory::impartial::nim::misere_nim_first_wins;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("N", 1_000_000);
    input.for_each_test("T", 10_000, |input| {
        let n = input.usize("N", 1, 100_000)?;
        sum_n.take(input, n as u64)?;
        let piles = input.u64s("A", n, 1, E18)?;
        writeln!(
            out,
            "{}",
            if misere_nim_first_wins(&piles) {
                "John"
            } else {
                "Brother"
            }
        )?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
