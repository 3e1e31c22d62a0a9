//! HDU 3595 "GG and MM": Euclid games played all at once (Every-SG).
//! Input and output: [docs/problems.md](../../docs/problems.md#hdu-3595)
//! (tests until end of input).
//! O(log) per game: each game's step count follows one Euclid chain, and
//! the largest count's parity decides.

use game_theory::impartial::euclid::euclid_steps;
use game_theory::impartial::every_sg::every_sg_first_wins;
use game_theory::judge::{self, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut sum_n = SumLimit::new("N", 1_000_000);
    input.for_each_test_until_end(10_000, |input| {
        let n = input.length("N", 1, &mut sum_n)?;
        // Only the largest count decides: no need to keep the others.
        let mut longest = 0;
        for _ in 0..n {
            let a = input.u64("a", 1, E18)?;
            let b = input.u64("b", 1, E18)?;
            longest = longest.max(euclid_steps(a, b));
        }
        out.write_all(if every_sg_first_wins([longest]) {
            b"MM\n"
        } else {
            b"GG\n"
        })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
