//! Minimax Set 2 (GfG): the tic-tac-toe evaluation function.
//! Input and output: [docs/problems.md](../../docs/problems.md#ttt-evaluate).
//! O(1) per test: check the eight lines.

use game_theory::game_tree::tictactoe::{read_board, Mark};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100_000, |input| {
        let board = read_board(input)?;
        let line: &[u8] = match (board.has_line(Mark::X), board.has_line(Mark::O)) {
            (true, true) => return Err(input.error("both players have three in a row")),
            (true, false) => b"10\n",
            (false, true) => b"-10\n",
            (false, false) => b"0\n",
        };
        out.write_all(line)?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
