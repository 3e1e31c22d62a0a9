//! Find the winner in nim-game (GfG) / Dual Nim: players remove whole
//! elements; whoever starts a turn with XOR 0 wins.
//! Input and output: [docs/problems.md](../../docs/problems.md#nim-winner).
//! O(n) per test: XOR 0 or an even count means Alice wins.

use game_theory::impartial::nim::dual_nim_first_wins;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("n", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let n = input.length("n", 1, &mut sum_n)?;
        let values = input.u64s("a", n, 0, E18)?;
        let winner = if dual_nim_first_wins(&values) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
