//! A Chessboard Game (HackerRank): coins on a 15 × 15 board, cells (1, 1)
//! to (15, 15); a move takes one coin from (x, y) to (x − 2, y + 1),
//! (x − 2, y − 1), (x + 1, y − 2) or (x − 1, y − 2), staying on the board;
//! several coins may share a cell. Input: `T`; each test `k` and `k`
//! coordinates `x y`. Output per test: `First` or `Second`, the winner.
//! Every move lowers x + y, so the positions are numbered by x + y.
// row: search::Game::ordered

use game_theory::judge::{self, Error, Scanner};
use game_theory::search::Game;
use std::io::Write;

const SIDE: i32 = 15;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    // Cells 0-based, numbered (x + y) · 15 + x: every move goes to a
    // smaller number. Numbers whose y falls off the board are positions
    // with no move that no coin reaches.
    let number = |&(x, y): &(i32, i32)| ((x + y) * SIDE + x) as usize;
    let positions = (0..2 * SIDE - 1).flat_map(|s| (0..SIDE).map(move |x| (x, s - x)));
    let mut game = Game::new(|&(x, y): &(i32, i32), moves| {
        if !(0..SIDE).contains(&y) {
            return;
        }
        for (dx, dy) in [(-2, 1), (-2, -1), (1, -2), (-1, -2)] {
            let (u, v) = (x + dx, y + dy);
            if (0..SIDE).contains(&u) && (0..SIDE).contains(&v) {
                moves.to((u, v));
            }
        }
    })
    .ordered((2 * SIDE - 1) as usize * SIDE as usize, number, positions)
    .grundy();
    input.for_each_test("T", 100, |input| {
        let k = input.usize("k", 1, 100)?;
        let mut value = 0;
        for _ in 0..k {
            let x = input.u32("x", 1, SIDE as u32)? as i32 - 1;
            let y = input.u32("y", 1, SIDE as u32)? as i32 - 1;
            value ^= game.value(&(x, y));
        }
        writeln!(out, "{}", if value == 0 { "Second" } else { "First" })?;
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
