//! A zero-sum matrix game: the row player picks a row, the column player a
//! column, and the row player receives the entry. Input: `T`; each test
//! `m n` and the `m × n` entries. Output per test: the value, then an
//! optimal mixed strategy of each player, exact.
// row: normal_form::zero_sum::solve_matrix_game

use game_theory::judge::{self, Error, Scanner};
use game_theory::normal_form::zero_sum::solve_matrix_game;
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 10, |input| {
        let m = input.usize("m", 1, 10)?;
        let n = input.usize("n", 1, 10)?;
        let mut payoffs = Vec::with_capacity(m);
        for _ in 0..m {
            payoffs.push(input.i64s("entry", n, -1000, 1000)?);
        }
        let game = solve_matrix_game(&payoffs);
        let text = |v: &[_]| {
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        writeln!(out, "{}", game.value)?;
        writeln!(out, "{}", text(&game.row_strategy))?;
        writeln!(out, "{}", text(&game.column_strategy))?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
