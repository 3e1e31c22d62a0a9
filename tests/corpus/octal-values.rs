//! The first Grundy values of a take-and-break game, no period asked for
//! (issue 39: a bundle of `OctalGame` used so once kept fields only the
//! period search reads). Input: an octal code and `n` (1 to 1000).
//! Output: the values of heaps 0 to n − 1 on one line.
// row: impartial::octal::OctalGame

use game_theory::impartial::octal::{read_code, OctalGame};
use game_theory::judge::{self, Error, Scanner};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let mut game = OctalGame::new(read_code(input)?);
    let n = input.usize("n", 1, 1000)?;
    game.compute_to(n - 1);
    judge::write_u64s_line(out, game.values()[..n].iter().map(|&v| u64::from(v)))?;
    Ok(())
}

fn main() {
    judge::run(solve)
}
