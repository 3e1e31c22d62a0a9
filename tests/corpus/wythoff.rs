//! Wythoff's game: two piles; a move takes any positive amount from one
//! pile, or the same amount from both; whoever takes the last wins.
//! Input: `T`, then `T` lines `a b` (up to 10^18). Output per test:
//! `First` or `Second`, the winner.
// row: impartial::wythoff

use game_theory::impartial::wythoff::wythoff_is_losing;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let a = input.u64("a", 0, E18)?;
        let b = input.u64("b", 0, E18)?;
        let winner = if wythoff_is_losing(a, b) {
            "Second"
        } else {
            "First"
        };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
