//! Blue-Red Hackenbush on a forest: Left cuts blue edges, Right red ones;
//! a cut takes everything no longer joined to the ground. Input: `T`; each
//! test `n` and `n` lines `p c`: vertex i (1 to n, in order) hangs from
//! vertex p (0 is the ground) by an edge of colour c (`B` or `R`). Output
//! per test: the forest's value, exact.
// row: partizan::hackenbush::forest_value

use game_theory::judge::{self, Error, Scanner};
use game_theory::partizan::hackenbush::{forest_value, Colour};
use std::io::Write;

fn solve<W: Write>(input: &mut Scanner, out: &mut W) -> Result<(), Error> {
    input.for_each_test("T", 100, |input| {
        let n = input.usize("n", 1, 1000)?;
        let (mut parent, mut colour) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for _ in 0..n {
            parent.push(input.u32("p", 0, n as u32)?);
            colour.push(match input.char("c", b"BR")? {
                b'B' => Colour::Blue,
                _ => Colour::Red,
            });
        }
        match forest_value(&parent, &colour) {
            Ok(value) => writeln!(out, "{value}")?,
            Err(_) => writeln!(out, "not joined to the ground")?,
        }
        Ok(())
    })
}

fn main() {
    judge::run(solve)
}
