//! Domineering: Left places vertical dominoes, Right horizontal ones, on
//! the empty cells (`.`); whoever cannot place one loses. Input: `T`; each
//! test `h w` and `h` rows. Output per test: the board's canonical form
//! and its outcome class. Values stay small: an arena of machine-word
//! numbers. The engine is named through `forms`, as the crate page names
//! it, not `partizan` (which re-exports it): so named the bundle carries
//! no big integer; through `partizan` it keeps exact::BigInt and
//! partizan's notation too (60 KB, not 43 KB, and 69 type-checks of the
//! bundler instead of 6).
// row: forms::domineering::Domineering

use game_theory::forms::domineering::{Board, Domineering};
use game_theory::forms::{Forms, SmallDyadic};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut games = Forms::<SmallDyadic>::new();
    let mut search = Domineering::new();
    input.for_each_test("T", 100, |input| {
        let h = input.usize("h", 1, 8)?;
        let w = input.usize("w", 1, 64 / h)?;
        let mut cells = Vec::with_capacity(h * w);
        for _ in 0..h {
            cells.extend_from_slice(input.row("row", w, b".#")?);
        }
        let g = search.value(&mut games, Board::from_rows(h, w, &cells));
        let class = games.outcome(g).letter();
        writeln!(out, "{} {class}", games.display(g))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
