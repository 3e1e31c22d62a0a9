//! Green Hackenbush on any picture (cycles, loops, parallel edges).
//! Input and output: [docs/problems.md](../../docs/problems.md#green-hackenbush).
//! O(n + m) per test: cycles fused into loops (fusion principle), then the
//! tree of bridges summed from the leaves (colon principle).

use game_theory::impartial::hackenbush::green_hackenbush;
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    let mut sum_m = SumLimit::new("m", 1_000_000);
    input.for_each_test("T", 10_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let m = input.length("m", 0, &mut sum_m)?;
        let edges = input.edges(m, n)?;
        input.release_consumed();
        judge::write_u64_line(out, green_hackenbush(n, edges))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
