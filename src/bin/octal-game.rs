//! Any take-and-break game from its octal code: the Grundy value of lists
//! of heaps up to 10^18.
//! Input and output: [docs/problems.md](../../docs/problems.md#octal-game).
//! Values are computed (sparse space method) only as far as the largest
//! heap needs, or until the octal periodicity theorem proves a period.

use game_theory::impartial::octal::{read_code, OctalGame, MAX_VALUES};
use game_theory::judge::{self, pretty_bound, Error, Scanner, SumLimit, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut game = OctalGame::new(read_code(input)?);
    // Every test is read first, so the values are computed once, as far as
    // the largest heap needs.
    let mut tests: Vec<Vec<u64>> = Vec::new();
    let mut sum_k = SumLimit::new("k", 1_000_000);
    input.for_each_test("T", 100_000, |input| {
        let k = input.length("k", 1, &mut sum_k)?;
        tests.push(input.u64s("heap", k, 0, E18)?);
        Ok(())
    })?;
    let largest = tests.iter().flatten().copied().max().unwrap_or(0);
    game.compute_for(largest, MAX_VALUES);
    for (number, heaps) in tests.iter().enumerate() {
        let mut value = 0u64;
        for &heap in heaps {
            let Some(g) = game.grundy(heap) else {
                return Err(Error::new(format!(
                    "test {}: heap {}: the first 2^20 values of {} prove no period",
                    number + 1,
                    pretty_bound(heap.into()),
                    game.code()
                )));
            };
            value ^= u64::from(g);
        }
        judge::write_u64_line(out, value)?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
