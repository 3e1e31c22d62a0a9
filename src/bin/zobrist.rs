//! Minimax Set 5, Zobrist hashing (GfG): a chess board's hash, then the hash
//! after each move, bit for bit as the article's C++ program computes them.
//! Input and output: [docs/problems.md](../../docs/problems.md#zobrist).
//! O(1) per move: two or three XORs of keys from an mt19937 table.

use game_theory::game_tree::zobrist::ChessBoard;
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut rows: Vec<Vec<u8>> = Vec::with_capacity(8);
    for r in 1..=8 {
        rows.push(input.token(&format!("board row {r}"))?.to_vec());
    }
    let rows: [&[u8]; 8] = std::array::from_fn(|r| rows[r].as_slice());
    let mut board =
        ChessBoard::new(&rows).map_err(|why| input.error(format!("bad board: {why}")))?;
    judge::write_u64_line(out, board.hash())?;
    let m = input.usize("m", 0, 100_000)?;
    for number in 1..=m {
        input.start_move(number);
        let mut square = |name| input.usize(name, 0, 7);
        let from = (square("r1")?, square("c1")?);
        let to = (square("r2")?, square("c2")?);
        if from == to {
            return Err(input.error("a move must change squares"));
        }
        if !board.is_occupied(from) {
            return Err(input.error(format!("no piece on ({}, {})", from.0, from.1)));
        }
        board.move_piece(from, to);
        judge::write_u64_line(out, board.hash())?;
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
