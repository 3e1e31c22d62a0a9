//! LeetCode 486 Predict the Winner (Blog): does player 1 collect at least
//! as much as player 2, taking coins from either end?
//! Input and output: [docs/problems.md](../../docs/problems.md#predict-the-winner).
//! O(n²) time and O(n) memory per test: the same interval DP as `optimal-strategy`.

use game_theory::judge::{self, Error, Scanner, SumLimit};
use game_theory::problems::coin_row::{optimal_lead, read_coin_row};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_squares = SumLimit::new("n^2", 25_000_000);
    input.for_each_test("T", 1000, |input| {
        let values = read_coin_row(input, &mut sum_squares)?;
        writeln!(out, "{}", optimal_lead(&values) >= 0)?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
