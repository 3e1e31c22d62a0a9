//! SPOJ RESN04, Stone Game: pile i loses exactly i stones per move.
//! Input and output: [docs/problems.md](../../docs/problems.md#spoj-resn04) (SPOJ's format).
//! O(N) per test: the game lasts Σ ⌊a_i / i⌋ moves whatever is played.

use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use game_theory::problems::fixed_take::fixed_take_first_wins;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("N", 1_000_000);
    input.for_each_test("T", 100, |input| {
        let n = input.usize("N", 1, 100_000)?;
        sum_n.take(input, n as u64)?;
        let piles = input.u64s("size", n, 0, E18)?;
        writeln!(
            out,
            "{}",
            if fixed_take_first_wins(&piles) {
                "ALICE"
            } else {
                "BOB"
            }
        )?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
