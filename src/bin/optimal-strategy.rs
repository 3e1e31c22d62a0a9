//! Optimal Strategy for a Game, DP-31 (GfG): the most the first player can
//! guarantee taking coins from either end.
//! Input and output: [docs/problems.md](../../docs/problems.md#optimal-strategy).
//! O(n²) time and O(n) memory per test: the interval DP over lengths in one array.

use game_theory::judge::{self, Error, Scanner, SumLimit};
use game_theory::problems::coin_row::{optimal_first_total, read_coin_row};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_squares = SumLimit::new("n^2", 25_000_000);
    input.for_each_test("T", 1000, |input| {
        let values = read_coin_row(input, &mut sum_squares)?;
        writeln!(out, "{}", optimal_first_total(&values))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
