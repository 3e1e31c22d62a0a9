//! SPOJ PEBBMOV, Moving Pebbles: remove stones from a pile, then move any of
//! its rest onto other piles.
//! Input and output: [docs/problems.md](../../docs/problems.md#spoj-pebbmov)
//! (SPOJ's format: one game per line until the end of input).
//! O(n log n) per line: the second player wins exactly when the piles pair up.

use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use game_theory::problems::pebbles::moving_pebbles_first_wins;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut tokens = SumLimit::new("tokens", 2_000_000);
    let mut test = 0;
    while input.next_line() {
        test += 1;
        input.start_test(test);
        let n = input.usize("n", 1, 100_000)?;
        tokens.take(input, n as u64 + 1)?;
        let mut piles = input.u64s("a", n, 1, E18)?;
        input.end_line()?;
        let winner = if moving_pebbles_first_wins(&mut piles) {
            "first player"
        } else {
            "second player"
        };
        writeln!(out, "{winner}")?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
