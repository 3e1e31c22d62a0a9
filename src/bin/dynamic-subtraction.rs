//! k-multiple dynamic subtraction (Fibonacci Nim for k = 2): who wins, and
//! the smallest winning first move.
//! Input and output: [docs/problems.md](../../docs/problems.md#dynamic-subtraction).
//! O(|H_k|) once per k (at most 4,030 terms), then O(s log |H_k|) per test
//! for `s` terms of `n`'s greedy representation (Schwenk; Epp-Ferguson).

use game_theory::impartial::dynamic_subtraction::DynamicSubtraction;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut games: Vec<Option<DynamicSubtraction>> = vec![None; 101];
    input.for_each_test("T", 100_000, |input| {
        let n = input.u64("n", 2, E18)?;
        let k = input.u64("k", 1, 100)?;
        let game = games[k as usize].get_or_insert_with(|| DynamicSubtraction::new(k));
        match game.winning_first_move(n) {
            Some(x) => writeln!(out, "First {x}")?,
            None => writeln!(out, "Second")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
