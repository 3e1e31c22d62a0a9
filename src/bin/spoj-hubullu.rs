//! SPOJ HUBULLU, Hubulullu: take a piece and all its remaining divisors.
//! Input and output: [docs/problems.md](../../docs/problems.md#spoj-hubullu) (SPOJ's format).
//! O(1): by strategy stealing, whoever starts wins.

use game_theory::judge::{self, Error, Scanner};
use game_theory::problems::divisor_game::divisor_game_starter_wins;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("t", 100_000, |input| {
        let n = input.u64("N", 1, 2_000_000_000)?;
        let airborne_starts = input.u64("s", 0, 1)? == 0;
        let airborne_wins = divisor_game_starter_wins(n) == airborne_starts;
        writeln!(
            out,
            "{}",
            if airborne_wins {
                "Airborne wins."
            } else {
                "Pagfloyd wins."
            }
        )?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
