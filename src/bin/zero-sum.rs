//! Matrix games: the value and an optimal mixed strategy of each player,
//! exactly. Input and output: [docs/problems.md](../../docs/problems.md#zero-sum).
//! An LP per test: a float simplex finds the optimal basis, which is
//! solved by p-adic lifting and certified exactly (the exact simplex if not).

use game_theory::judge::{self, Error, Scanner, SumLimit};
use game_theory::normal_form::zero_sum::solve_matrix_game;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut cells = SumLimit::new("m·n", 200_000);
    input.for_each_test("T", 100, |input| {
        let m = input.usize("m", 1, 200)?;
        let n = input.usize("n", 1, 200)?;
        cells.take(input, (m * n) as u64)?;
        let payoffs = input.i64_matrix("a", m, n, -1000, 1000)?;
        let game = solve_matrix_game(&payoffs);
        writeln!(out, "{}", game.value)?;
        judge::write_line(out, &game.row_strategy)?;
        judge::write_line(out, &game.column_strategy)?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
