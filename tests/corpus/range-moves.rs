//! Stone Game (HDU 1729): boxes of capacity s holding c stones; a move
//! adds 1 to c² stones to one box (c its stones now), never past its
//! capacity. Input: `T`; each test `n` and `n` lines `s c`
//! (0 ≤ c ≤ s ≤ 10^5). Output per test: `Yes` if the first player wins,
//! else `No`. A box is the position r = s − c, the room left; its moves
//! go to a whole range r − min(c², r) … r − 1.
// row: impartial::range_moves::range_grundy_table

use game_theory::impartial::range_moves::range_grundy_table;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let n = input.usize("n", 1, 100)?;
        let mut value = 0;
        for _ in 0..n {
            let s = input.usize("s", 0, 100_000)?;
            let c = input.usize("c", 0, s)?;
            let table = range_grundy_table(s + 1, |r| {
                let stones = s - r;
                r - stones.saturating_mul(stones).min(r)..r
            });
            value ^= table[s - c];
        }
        writeln!(out, "{}", if value == 0 { "No" } else { "Yes" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
