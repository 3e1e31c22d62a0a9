//! HackerRank "A Chessboard Game" (Intro): one coin on a 15×15 board.
//! Input and output: see PROBLEMS.md `chessboard-game`.
//! O(1) per test after computing the board's Grundy table from its moves once.

use game_theory::impartial::board_game::{BoardGame, CHESSBOARD_STEPS};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let board = BoardGame::new(15, 15, &CHESSBOARD_STEPS).expect("every step lowers x + y");
    input.for_each_test("t", 100_000, |input| {
        let x = input.usize("x", 1, 15)?;
        let y = input.usize("y", 1, 15)?;
        let winner = if board.grundy(x, y) != 0 {
            "First"
        } else {
            "Second"
        };
        writeln!(out, "{winner}")?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
