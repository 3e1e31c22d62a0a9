//! A contestant's AtCoder solution, as one would write it: proconio reads
//! the input, itertools formats the output, the library holds the idea.
//! `scripts/bundle examples/atcoder_nim.rs` turns it into one file that
//! AtCoder (which ships both crates) compiles; `--std` refuses it.
//!
//! The problem: N piles; print `First` and the piles after the first
//! player's winning move (the first pile that Bouton's rule can lower), or
//! `Second` if the position is lost.
//!
//! ```text
//! 3            First
//! 3 4 5        1 4 5
//! ```

use game_theory::impartial::nim::nim_winning_move;
use itertools::Itertools;
use proconio::input;

fn main() {
    input! {
        n: usize,
        mut piles: [u64; n],
    }
    match nim_winning_move(&piles) {
        Some((i, take)) => {
            piles[i] -= take;
            println!("First\n{}", piles.iter().join(" "));
        }
        None => println!("Second"),
    }
}
