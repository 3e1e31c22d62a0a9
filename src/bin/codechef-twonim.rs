//! CodeChef TWONIM, Dual Nim: `nim-winner` in CodeChef's words.
//! Input and output: [docs/problems.md](../../docs/problems.md#codechef-twonim)
//! (CodeChef's format).
//! O(N) per test: XOR 0 or an even count means the first player wins.

use game_theory::impartial::nim::dual_nim_first_wins;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("N", 1_000_000);
    input.for_each_test("T", 10_000, |input| {
        let n = input.usize("N", 1, 100_000)?;
        sum_n.take(input, n as u64)?;
        let values = input.u64s("a", n, 0, E18)?;
        writeln!(
            out,
            "{}",
            if dual_nim_first_wins(&values) {
                "First"
            } else {
                "Second"
            }
        )?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
