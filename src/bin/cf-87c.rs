//! Codeforces 87C, Interesting Game: split a pile into consecutive sizes.
//! Input and output: [docs/problems.md](../../docs/problems.md#cf-87c) (Codeforces' format).
//! O(n √n): the Grundy table with prefix XORs, then the smallest winning k.

use game_theory::impartial::grundy::{consecutive_split_grundy_table, smallest_winning_split};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n = input.usize("n", 1, 100_000)?;
    let table = consecutive_split_grundy_table(n);
    match smallest_winning_split(n, &table) {
        Some(k) => writeln!(out, "{k}")?,
        None => writeln!(out, "-1")?,
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
