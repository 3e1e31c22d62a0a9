//! The bundler's test for glob imports and re-exports: `use game_theory::*`
//! brings the layers in by name, and `judge::*` its re-exported names.
//! Reads `x`; prints the Grundy number of a pile of x in the splitting game
//! 0.07 and whether the Josephus survivor of x people, every second one
//! leaving, sits in an odd chair.

use game_theory::*;
use judge::*;
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    let x = input.u64("x", 1, 1_000_000)?;
    let grundy = impartial::dawsons_kayles::DawsonsKayles::new().grundy(x);
    let survivor = ::game_theory::problems::josephus::josephus_survivor(x, 2);
    write_u64s_line(out, [grundy as u64, survivor % 2])?;
    Ok(())
}

fn main() {
    run(solve)
}
