//! One heap, a fixed move set: a move takes s stones, s one of the `k`
//! numbers of the set. Input: `k` and the set, then `q` and `q` heap sizes
//! (up to 10^18). Output per query: the Grundy value, then `First` or
//! `Second`, the winner.
// row: impartial::grundy::subtraction_grundy_table

use game_theory::impartial::subtraction::SubtractionGame;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let k = input.usize("k", 1, 10)?;
    let set = input.u64s("s", k, 1, 100)?;
    let Some(game) = SubtractionGame::new(&set, 100_000) else {
        return Err(Error::new("no period within 10^5 values"));
    };
    input.for_each_test("q", 100, |input| {
        let n = input.u64("n", 0, E18)?;
        let winner = if game.first_wins(n) {
            "First"
        } else {
            "Second"
        };
        writeln!(out, "{} {winner}", game.grundy(n))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
