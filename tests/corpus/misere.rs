//! Misère Nim (POJ 3480, John): take any number of stones from one heap;
//! whoever takes the last stone loses. Input: `T`; each test `k` and `k`
//! heap sizes. Output per test: `First` or `Second`, the winner.
// row: impartial::misere::anti_sg_first_wins

use game_theory::impartial::misere::anti_sg_first_wins;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let heaps = input.u64s("heap", k, 1, E18)?;
        let first = anti_sg_first_wins(heaps);
        writeln!(out, "{}", if first { "First" } else { "Second" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
