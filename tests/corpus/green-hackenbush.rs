//! Green Hackenbush: T pictures, each `n m` and `m` edges `u v` on the
//! vertices 1..=n, vertex 1 the ground. Prints the picture's nim value.
// row: impartial::hackenbush::green_hackenbush

use game_theory::impartial::hackenbush::green_hackenbush;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let n = input.usize("n", 1, 1000)?;
        let m = input.usize("m", 0, 1000)?;
        let edges = input.edges(m, n)?;
        writeln!(out, "{}", green_hackenbush(n, edges))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
