//! LeetCode 464 Can I Win (Blog): pick unused 1 … m to reach a total of d.
//! Input and output: [docs/problems.md](../../docs/problems.md#can-i-win).
//! O(2^m · m) per test: a memoised search over the set of numbers used.

use game_theory::judge::{self, Error, Scanner, SumLimit};
use game_theory::problems::running_total::can_i_win;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_subsets = SumLimit::new("2^m", 1 << 22);
    input.for_each_test("T", 20, |input| {
        let m = input.u64("m", 1, 20)? as u32;
        let d = input.u64("d", 0, 300)?;
        sum_subsets.take(input, 1 << m)?;
        writeln!(out, "{}", can_i_win(m, d))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
