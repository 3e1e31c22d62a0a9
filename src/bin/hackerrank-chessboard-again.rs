//! HackerRank "Chessboard Game, Again!": several coins on the
//! `chessboard-game` board.
//! Input and output: [docs/problems.md](../../docs/problems.md#hackerrank-chessboard-again).
//! O(k) per test: XOR of the coins' Grundy numbers from the board's table.

use game_theory::impartial::board_game::{BoardGame, CHESSBOARD_STEPS};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let board = BoardGame::new(15, 15, &CHESSBOARD_STEPS).expect("every step lowers x + y");
    input.for_each_test("T", 1000, |input| {
        let coins = input.usize("k", 1, 1000)?;
        let mut sum = 0;
        for _ in 0..coins {
            let x = input.usize("x", 1, 15)?;
            let y = input.usize("y", 1, 15)?;
            sum ^= board.grundy(x, y);
        }
        writeln!(out, "{}", if sum != 0 { "First" } else { "Second" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
