//! The subtraction game as a contestant writes it for AtCoder, which
//! ships proconio and itertools (`scripts/bundle` without `--std` keeps
//! them): a move takes s stones from the heap, s one of the `k` numbers of
//! the set. Input: `k`, the set, `q` and `q` heap sizes (up to 10^18).
//! Output: the `q` Grundy values on one line.
// row: impartial::grundy::subtraction_grundy_table

use game_theory::impartial::subtraction::SubtractionGame;
use itertools::Itertools;
use proconio::input;

fn main() {
    input! {
        k: usize,
        set: [u64; k],
        q: usize,
        heaps: [u64; q],
    }
    let game = SubtractionGame::new(&set, 100_000).expect("a period within 10^5 values");
    println!("{}", heaps.iter().map(|&n| game.grundy(n)).join(" "));
}
