//! Take or split: a move takes 1 or 2 stones from one heap, or splits a
//! heap of at least 3 stones into two non-empty heaps. Input: `T`; each
//! test `k` and `k` heap sizes (at most 60). Output per test: the Grundy
//! value of the heaps together (0: the player to move loses).
// row: search::Game

use game_theory::judge::{self, Error, Scanner};
use game_theory::search::Game;
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut game = Game::new(|&n: &u64, moves| {
        (1..=n.min(2)).for_each(|t| moves.to(n - t));
        if n >= 3 {
            (1..=n / 2).for_each(|a| moves.split([a, n - a]));
        }
    })
    .grundy();
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let heaps = input.u64s("heap", k, 0, 60)?;
        let value = heaps.iter().fold(0, |x, h| x ^ game.value(h));
        writeln!(out, "{value}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
