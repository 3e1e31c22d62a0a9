//! Every-SG: heaps; a move takes 1, 3 or 4 stones from EVERY heap that is
//! not finished (a heap of 0 has no move); whoever makes the last move
//! wins. Input: `T`; each test `k` and `k` heap sizes (up to 10^4).
//! Output per test: `First` or `Second`, the winner.
// row: impartial::every_sg::StepCounter

use game_theory::impartial::every_sg::{every_sg_first_wins, StepCounter};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut steps = StepCounter::new(|&n: &u32, moves| {
        [1, 3, 4]
            .into_iter()
            .filter(|&s| s <= n)
            .for_each(|s| moves.to(n - s));
    });
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let mut counts = Vec::with_capacity(k);
        for _ in 0..k {
            counts.push(steps.steps(&input.u32("heap", 0, 10_000)?));
        }
        let first = every_sg_first_wins(counts);
        writeln!(out, "{}", if first { "First" } else { "Second" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
