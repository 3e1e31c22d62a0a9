//! One heap, a fixed move set, heaps up to 10^6: the dense table, the
//! first thing to reach for when every heap asked fits in memory. Input:
//! `k` and the set, then `q` and `q` heap sizes. Output per query: the
//! Grundy value.
// row: impartial::grundy::subtraction_grundy_table

use game_theory::impartial::grundy::subtraction_grundy_table;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let k = input.usize("k", 1, 10)?;
    let set = input.u64s("s", k, 1, 100)?;
    let q = input.usize("q", 1, 100)?;
    let heaps = input.usizes("n", q, 0, 1_000_000)?;
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let values = subtraction_grundy_table(&set, largest);
    for n in heaps {
        writeln!(out, "{}", values[n])?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
