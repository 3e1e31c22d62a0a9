//! HackerRank "A Chessboard Game" (Intro): one coin on a 15×15 board.
//! Input and output: [docs/problems.md](../../docs/problems.md#chessboard-game).
//! O(1) per test after computing the board's Grundy table from its moves once.

use game_theory::impartial::board_game::{BoardGame, CHESSBOARD_STEPS};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let board = BoardGame::new(15, 15, &CHESSBOARD_STEPS).expect("every step lowers x + y");
    input.for_each_test("t", 100_000, |input| {
        let x = input.usize("x", 1, 15)?;
        let y = input.usize("y", 1, 15)?;
        // Written whole, without the formatting machinery: 10^5 lines.
        let line: &[u8] = if board.grundy(x, y) != 0 {
            b"First\n"
        } else {
            b"Second\n"
        };
        out.write_all(line)?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
