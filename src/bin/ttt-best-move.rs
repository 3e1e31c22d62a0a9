//! Minimax Set 3 (GfG): tic-tac-toe's value and the mover's best move.
//! Input and output: [docs/problems.md](../../docs/problems.md#ttt-best-move).
//! The game is solved once (5478 positions in a Zobrist-keyed transposition
//! table); each query is at most nine look-ups.

use game_theory::game_tree::tictactoe::read_board;
use game_theory::game_tree::tictactoe_solver::Solver;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut solver = Solver::new();
    input.for_each_test("T", 100_000, |input| {
        let board = read_board(input)?;
        board.to_move().map_err(|why| input.error(why))?;
        let best = solver.best_move(&board);
        match best.cell {
            Some(cell) => writeln!(out, "{} {} {}", best.value, cell / 3, cell % 3)?,
            None => writeln!(out, "{} -1 -1", best.value)?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
