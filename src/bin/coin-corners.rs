//! Coin game of two corners (GfG): the first player takes every odd- or
//! every even-position coin, whichever sum is larger, and never loses.
//! Input and output: [docs/problems.md](../../docs/problems.md#coin-corners).
//! O(n) per test.

use game_theory::judge::{self, Error, Scanner, SumLimit};
use game_theory::problems::coin_row::{coins_at, corner_parity_choice};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 2, &mut sum_n)?;
        if n % 2 == 1 {
            return Err(input.error(format!("n must be even, got {n}")));
        }
        let values = input.u64s("v", n, 0, 1_000_000_000)?;
        let parity = corner_parity_choice(&values);
        writeln!(out, "{}", coins_at(&values, parity).sum::<u64>())?;
        judge::write_u64s_line(out, coins_at(&values, parity))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
