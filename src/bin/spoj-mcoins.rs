//! SPOJ MCOINS, Coins Game: take 1, K or L coins; taking the last wins.
//! Input and output: [docs/problems.md](../../docs/problems.md#spoj-mcoins) (SPOJ's format).
//! O(1) per tower after finding the period of the subtraction game {1, K, L}.

use game_theory::impartial::subtraction::SubtractionGame;
use game_theory::judge::{self, Error, Scanner, E18};
use std::io::Write;

pub fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let k = input.u64("K", 2, 8)?;
    let l = input.u64("L", k + 1, 9)?;
    let m = input.usize("m", 4, 49)?;
    // Every move set within 1..=9 repeats within a few hundred terms.
    let game = SubtractionGame::new(&[1, k, l], 10_000).expect("sets within 1..=9 repeat early");
    let towers = input.u64s("N", m, 1, E18)?;
    let winners: String = towers
        .iter()
        .map(|&n| if game.first_wins(n) { 'A' } else { 'B' })
        .collect();
    writeln!(out, "{winners}")?;
    Ok(())
}

fn main() {
    judge::run(solve)
}
