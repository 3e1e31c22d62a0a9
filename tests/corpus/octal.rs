//! Take-and-break by an octal code at 10^18. Input: `T`; each test an
//! octal code (`0.77` is Kayles, `0.07` Dawson's Kayles, `0.137` Dawson's
//! chess), `k` and `k` heap sizes (up to 10^18). Output per test: the
//! Grundy value of the heaps together, or `unknown` when the first 2^20
//! values prove no period and a heap lies beyond them.
// row: impartial::octal::OctalGame

use game_theory::impartial::octal::{read_code, OctalGame, MAX_VALUES};
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10, |input| {
        let mut game = OctalGame::new(read_code(input)?);
        let k = input.usize("k", 1, 100)?;
        let heaps = input.u64s("heap", k, 0, E18)?;
        game.compute_for(heaps.iter().copied().max().unwrap_or(0), MAX_VALUES);
        let value = heaps
            .iter()
            .try_fold(0, |x, &h| game.grundy(h).map(|g| x ^ g));
        match value {
            Some(value) => writeln!(out, "{value}")?,
            None => writeln!(out, "unknown")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
