//! LeetCode 294 Flip Game II (Blog): flip `++` to `--`; who cannot, loses.
//! Input and output: [docs/problems.md](../../docs/problems.md#flip-game).
//! O(|s|) per test: each run of `+` is a row of the splitting game 0.07,
//! whose Grundy numbers repeat with period 34; the XOR decides.

use game_theory::impartial::dawsons_kayles::DawsonsKayles;
use game_theory::judge::{self, Error, Scanner, SumLimit};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let game = DawsonsKayles::new();
    let mut sum_len = SumLimit::new("|s|", 1_000_000);
    input.for_each_test("T", 10_000, |input| {
        let (len, grundy) = {
            let s = input.token("s")?;
            (s.len(), game.flip_game_grundy(s))
        };
        sum_len.take(input, len as u64)?;
        let grundy = grundy.ok_or_else(|| input.error("s must contain only '+' and '-'"))?;
        out.write_all(if grundy != 0 { b"true\n" } else { b"false\n" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
