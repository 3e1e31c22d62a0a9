//! SPOJ NGM, A Game with Numbers: subtract a non-zero digit; reaching 0 wins.
//! Input and output: [docs/problems.md](../../docs/problems.md#spoj-ngm) (SPOJ's format).
//! O(1): multiples of 10 are lost; otherwise subtract the last digit.

use game_theory::judge::{self, Error, Scanner};
use game_theory::problems::digit_game::digit_game_winning_move;
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let n = input.u64("n", 1, 1_999_999_999)?;
    match digit_game_winning_move(n) {
        Some(digit) => writeln!(out, "1\n{digit}")?,
        None => writeln!(out, "2")?,
    }
    Ok(())
}

fn main() {
    judge::run(solve)
}
